"""The strict JSON reader gives what ``json`` gives for every text it accepts, and refuses a key given twice
wherever it is and however the text is written (the fast reading must never let one through)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conformance.inputs import strict_json

KEYS = st.text(alphabet=st.sampled_from('ab:"\\ \u00e9\u0022\n'), min_size=0, max_size=4)
NUMBERS = st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False)
SCALARS = st.none() | st.booleans() | NUMBERS | KEYS
VALUES = st.recursive(
    SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4), max_leaves=20
)


def written(value: object, spaced: bool, ascii_only: bool) -> str:
    separators = (", ", " : ") if spaced else (",", ":")
    return json.dumps(value, separators=separators, ensure_ascii=ascii_only)


@settings(max_examples=300, deadline=None)
@given(VALUES, st.booleans(), st.booleans())
def test_every_text_reads_as_json_reads_it(value: object, spaced: bool, ascii_only: bool) -> None:
    text = written(value, spaced, ascii_only)
    assert strict_json.loads(text) == json.loads(text)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS, VALUES, min_size=1, max_size=4), st.data(), st.booleans())
def test_a_key_given_twice_is_refused_however_it_is_written(
    members: dict[str, object], data: st.DataObject, spaced: bool
) -> None:
    key = data.draw(st.sampled_from(sorted(members)))
    again = data.draw(VALUES)
    colon = " : " if spaced else ":"
    text = written(members, spaced, False)
    rest = ("," if len(text) > 2 else "") + text[1:]
    twice = "{" + json.dumps(key) + colon + written(again, spaced, False) + rest
    nested = '{"hands":[' + twice + "]}"
    with pytest.raises(strict_json.DuplicateKey) as caught:
        strict_json.loads(nested)
    assert (caught.value.key, caught.value.pointer) == (key, "/hands/0")


@pytest.mark.parametrize(
    "text",
    [
        # The dropped value holds the colon the kept one's escape spells: the counts alone would match.
        '{"a": 1, "a": "\\u0022:"}',
        '{"a": ":", "a": ":"}',
        '{"a": {"b": 1, "b": 1}}',
        '[{"x": [], "x": []}]',
    ],
)
def test_the_key_twice_is_named_in_texts_made_to_fool_a_fast_reader(text: str) -> None:
    with pytest.raises(strict_json.DuplicateKey):
        strict_json.loads(text)


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("[NaN]", ValueError),
        ("[1e999999, Infinity]", ValueError),
        ('{"a": 1,}', json.JSONDecodeError),
        ("[" * 5000 + "]" * 5000, strict_json.TooDeep),
    ],
)
def test_what_json_refuses_is_still_refused(text: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        strict_json.loads(text)


@pytest.mark.parametrize("spaced", [False, True])
def test_integers_past_64_bits_read_whole(spaced: bool) -> None:
    text = '{"n": 123456789012345678901234567890}' if spaced else '{"n":123456789012345678901234567890}'
    assert strict_json.loads(text) == {"n": 123456789012345678901234567890}


@pytest.mark.parametrize("text", ['{"a":1,"a":1}', '{"a":{"b":[],"b":[]}}', '[{"x":":","x":":"}]'])
def test_a_key_given_twice_in_a_compact_text_is_refused(text: str) -> None:
    with pytest.raises(strict_json.DuplicateKey):
        strict_json.loads(text)
