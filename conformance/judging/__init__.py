"""Judging hands: the one walk through a match and its judges (referee, independent judge, replay, differential play), the clause table, rulings, sharing work among processes."""
