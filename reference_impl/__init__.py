"""The reference domino engine: plays every ruleset of the rulebook exactly.

Plain Python with no runtime dependencies. Start with ``engine.Match``; the
ruleset model is ``ruleset.Ruleset``; ``adapter.ReferenceEngine`` answers the
engine protocol; ``python -m reference_impl`` serves it over stdin/stdout.
"""

__version__ = "0.1.0"
