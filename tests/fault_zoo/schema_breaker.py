"""Well behaved but for its tiles: written high number first ('6-4') in moves and hands."""
from _keeper import serve


def flip(tile):
    low, high = tile.split("-")
    return f"{high}-{low}"


def fault(request, reply):
    if request["cmd"] == "legal_moves":
        for move in reply["moves"]:
            if "tile" in move:
                move["tile"] = flip(move["tile"])
    if request["cmd"] == "observe":
        reply["state"]["hands"] = [[flip(tile) for tile in hand] for hand in reply["state"]["hands"]]
    return reply


serve(fault)
