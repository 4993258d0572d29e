"""Fuzz: valid transcripts broken one defect at a time never crash the referee.

Each example takes a valid record and applies one defect, either to the
JSON value (delete, replace or retype a field, swap two tiles, duplicate or
drop a list item, nudge a number, add a key) or to its text (truncate,
insert, delete or corrupt a byte, nest deeply). The referee must answer
every one with a verdict (valid, invalid or unreadable) and a message, and
a record it calls valid must export canonically and replay cleanly.

How many examples: ``DOMINO_FUZZ_EXAMPLES`` when set; otherwise 10,000
under the ``deep`` hypothesis profile (``--hypothesis-profile=deep``) and
300 by default.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from conformance.engines.under_test import open_engine
from conformance.judging.referee import Referee
from conformance.judging.replay import Replayer
from conformance.records.files import Document, UnreadableInput, parse_json
from conformance.records.model import Transcript, dumps

CORPUS = Path(__file__).resolve().parent.parent / "transcripts"
BASES = [
    (CORPUS / "valid" / "worked" / name).read_text(encoding="utf-8").strip()
    for name in ("s2-three-hands.json", "s2-muggins.json", "s3-spinner.json", "s3-double-at-an-end.json")
] + [
    (CORPUS / "valid" / "generated" / name).read_text(encoding="utf-8").splitlines()[-1]
    for name in ("draw-2p.jsonl", "partnership-4p.jsonl", "all-fives-tournament-3p.jsonl")
]
TILES = ["0-0", "6-6", "4-6", "6-4", " 5 - 3 ", "9-9", "12-12", "7-7", "6-x", "", "66", "-1-2", "1--2"]


def _examples() -> int:
    if os.environ.get("DOMINO_FUZZ_EXAMPLES"):
        return int(os.environ["DOMINO_FUZZ_EXAMPLES"])
    # Under the deep profile (2,000 examples or more) this test runs its own 10,000.
    return 10_000 if settings().max_examples >= 2000 else 300


EXAMPLES = _examples()
REFEREE = Referee()
REPLAYER = Replayer(open_engine("reference"))


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON document."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += paths(item, prefix + (index,))
    return out


def at(document: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        document = document[key]
    return document


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 60),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.sampled_from(TILES),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def retype(value: Any) -> Any:
    """The same content as another JSON type."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return {str(i): item for i, item in enumerate(value)}
    if isinstance(value, dict):
        return list(value.values())
    return 0


@st.composite
def value_defects(draw: st.DrawFn) -> tuple[str, Any]:
    """A base record with one defect in its JSON value."""
    document = json.loads(draw(st.sampled_from(BASES)))
    every = paths(document)
    path = draw(st.sampled_from(every[1:]))
    parent, key = at(document, path[:-1]), path[-1]
    kind = draw(st.sampled_from(["delete", "replace", "retype", "swap", "duplicate", "nudge", "tile", "add"]))
    if kind == "delete":
        del parent[key]
    elif kind == "replace":
        parent[key] = draw(json_values)
    elif kind == "retype":
        parent[key] = retype(parent[key])
    elif kind == "swap":
        tiles = [p for p in every if isinstance(at(document, p), str) and "-" in at(document, p)]
        if len(tiles) >= 2:
            a, b = draw(st.sampled_from(tiles)), draw(st.sampled_from(tiles))
            first, second = at(document, a), at(document, b)
            at(document, a[:-1])[a[-1]] = second
            at(document, b[:-1])[b[-1]] = first
    elif kind == "duplicate" and isinstance(parent, list):
        parent.insert(key, parent[key])
    elif kind == "nudge" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += draw(st.sampled_from([-1, 1, 5, -100, 10**6]))
    elif kind == "tile":
        parent[key] = draw(st.sampled_from(TILES))
    elif kind == "add" and isinstance(parent, dict):
        parent[draw(st.text(min_size=1, max_size=8))] = draw(json_values)
    return kind, document


@st.composite
def text_defects(draw: st.DrawFn) -> tuple[str, bytes]:
    """A base record with one defect in its text."""
    text = draw(st.sampled_from(BASES)).encode("utf-8")
    kind = draw(st.sampled_from(["truncate", "insert", "delete", "corrupt", "nest"]))
    where = draw(st.integers(0, len(text) - 1))
    if kind == "truncate":
        text = text[:where]
    elif kind == "insert":
        text = (
            text[:where]
            + draw(st.sampled_from([b"{", b"]", b",", b'"', b"\\", b"0", b" ", b"\xff"]))
            + text[where:]
        )
    elif kind == "delete":
        text = text[:where] + text[where + 1 :]
    elif kind == "corrupt":
        text = text[:where] + bytes([draw(st.integers(0, 255))]) + text[where + 1 :]
    else:
        depth = draw(st.sampled_from([10, 900, 5000, 100_000]))
        text = b'{"x": ' + b"[" * depth + b"]" * depth + b"," + text[1:]
    return kind, text


def judge(document: Document) -> dict[str, Any]:
    verdict = REFEREE.check_document(document)
    assert verdict["verdict"] in ("valid", "invalid", "unreadable"), verdict
    event(f"{verdict['verdict']} ({verdict.get('stage', 'all')})")
    assert verdict.get("message") or verdict["verdict"] == "valid", verdict
    if verdict["verdict"] == "valid":
        transcript = Transcript.from_dict(document.data)
        assert dumps(Transcript.from_dict(json.loads(dumps(transcript)))) == dumps(transcript)
        assert REPLAYER.replay_document(document)["verdict"] == "agreed"
    elif verdict["verdict"] == "invalid" and verdict.get("stage") != "schema":
        assert verdict.get("clause") or verdict.get("stage") in ("ruleset", "record"), verdict
    return verdict


FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)


@FUZZ
@given(value_defects())
def test_a_defect_in_the_value_gets_a_verdict_never_an_exception(case: tuple[str, Any]) -> None:
    _, document = case
    judge(Document("fuzz.json", 0, None, document))


@FUZZ
@given(text_defects())
def test_a_defect_in_the_text_gets_a_verdict_never_an_exception(case: tuple[str, bytes]) -> None:
    _, text = case
    try:
        document = Document("fuzz.jsonl", 0, 1, parse_json(text, "fuzz.jsonl", 1))
    except UnreadableInput as error:
        document = Document("fuzz.jsonl", 0, 1, error=error)
    judge(document)
