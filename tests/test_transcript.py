"""Transcripts: the schema, lax import, canonical export, preservation, and streaming from disk."""

from __future__ import annotations

import json
import tracemalloc
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conformance.records.files import (
    SCHEMA_ID, Document, InvalidTranscript, UnreadableInput, expand_paths, iter_documents, load,
    read_transcripts, schema, write_transcripts,
)
from conformance.records.model import FORMAT, Transcript, canonical_game, dumps

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "transcripts"
VALID_FILES = sorted(path for path in (CORPUS / "valid").rglob("*") if path.suffix in (".json", ".jsonl"))
S2 = CORPUS / "valid" / "worked" / "s2-three-hands.json"


def s2_document() -> dict:
    return json.loads(S2.read_text(encoding="utf-8"))


def test_the_schema_is_draft_2020_12_with_an_absolute_id() -> None:
    document = json.loads((ROOT / "schemas" / "transcript.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(document)
    assert document["$id"] == SCHEMA_ID
    assert document["$id"].startswith("https://")
    assert document["properties"]["format"] == {
        "const": FORMAT,
        "description": document["properties"]["format"]["description"],
    }


def test_the_pinned_ruleset_form_is_checked_by_the_ruleset_schema() -> None:
    from conformance.rulebook.index import pinned_ruleset

    document = s2_document()
    document["ruleset"] = pinned_ruleset("block", {})
    assert schema(False).errors(document) == []
    document["ruleset"]["draw"]["mode"] = "sometimes"
    errors = schema(False).errors(document)
    assert errors and errors[0].pointer == "/ruleset/draw/mode"


@pytest.mark.parametrize("path", VALID_FILES, ids=lambda path: str(path.relative_to(CORPUS)))
def test_every_valid_record_round_trips_byte_for_byte(path: Path) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines, f"{path} is empty"
    for number, line in enumerate(lines, 1):
        transcript = Transcript.from_dict(json.loads(line))
        assert dumps(transcript) == line, f"{path}:{number} is not in canonical form"
        assert dumps(Transcript.from_dict(json.loads(dumps(transcript)))) == line


def test_lax_import_reads_reversed_tiles_spaces_and_indentation_into_the_canonical_form() -> None:
    lax_text = (CORPUS / "lax" / "s2-three-hands.json").read_text(encoding="utf-8")
    assert "6 - 1" in lax_text and "\n  " in lax_text  # written the lax way indeed
    document = next(iter_documents(CORPUS / "lax" / "s2-three-hands.json"))
    assert dumps(load(document)) + "\n" == S2.read_text(encoding="utf-8")


def test_a_hand_is_a_set_its_order_is_not_kept_but_the_boneyard_order_is() -> None:
    document = s2_document()
    deal = document["hands"][0]["deal"]
    deal["hands"][0].reverse()
    deal["boneyard"].reverse()
    exported = json.loads(dumps(Transcript.from_dict(document)))["hands"][0]["deal"]
    assert exported["hands"][0] == sorted(exported["hands"][0], key=lambda t: tuple(map(int, t.split("-"))))
    assert exported["boneyard"] == deal["boneyard"]


def test_whole_numbers_written_as_floats_export_as_integers() -> None:
    document = s2_document()
    document["players"] = 3.0
    document["hands"][0]["events"][1]["seat"] = 1.0
    assert schema(False).errors(document) == []
    assert dumps(Transcript.from_dict(document)) == S2.read_text(encoding="utf-8").strip()


def test_unknown_top_level_keys_and_extensions_are_kept_on_a_round_trip() -> None:
    document = s2_document()
    document["x-venue"] = {"table": 7, "notes": ["quiet"]}
    document["extensions"] = {"org.example": {"clock": [1, 2]}}
    document["hands"][0]["extensions"] = {"video": "hand1.mp4"}
    document["hands"][0]["events"][0]["extensions"] = {"think_ms": 1200}
    document["metadata"]["round"] = "3"
    document["metadata"]["x-custom"] = True
    again = json.loads(dumps(Transcript.from_dict(document)))
    assert again["x-venue"] == document["x-venue"]
    assert again["extensions"] == document["extensions"]
    assert again["hands"][0]["extensions"] == {"video": "hand1.mp4"}
    assert again["hands"][0]["events"][0]["extensions"] == {"think_ms": 1200}
    assert again["metadata"]["x-custom"] is True


def test_canonical_game_leaves_out_what_describes_the_recording() -> None:
    plain = Transcript.from_dict(s2_document())
    document = s2_document()
    document["metadata"] = {"event": "another club", "generator": {"name": "other engine", "version": "9"}}
    document["seats"] = [{"name": "A"}, {"name": "B"}, {"name": "C"}]
    document["x-anything"] = 1
    other = Transcript.from_dict(document)
    assert dumps(plain) != dumps(other)
    assert canonical_game(plain) == canonical_game(other)


def test_nested_and_dotted_overrides_export_alike() -> None:
    nested = s2_document()
    nested["ruleset"] = {"profile": "block", "overrides": {"match": {"end": "hands", "hands": 3}}}
    dotted = s2_document()
    dotted["ruleset"] = {"profile": "block", "overrides": {"match.end": "hands", "match.hands": 3}}
    assert dumps(Transcript.from_dict(nested)) == dumps(Transcript.from_dict(dotted))
    assert json.loads(dumps(Transcript.from_dict(nested)))["ruleset"]["overrides"] == {
        "match.end": "hands",
        "match.hands": 3,
    }


def test_fast_and_python_validators_agree_on_the_whole_corpus() -> None:
    pytest.importorskip("jsonschema_rs")
    fast, slow = schema(True), schema(False)
    for path in expand_paths([CORPUS]):
        for document in iter_documents(path):
            if document.error is None:
                assert fast.rust.is_valid(document.data) == (slow.errors(document.data) == []), (
                    document.where()
                )


@pytest.mark.parametrize("kind", ["play", "pass", "draw", "muggins", "knock", None])
def test_fast_and_python_validators_agree_on_each_event_shape(kind: str | None) -> None:
    """jsonschema-rs is given the event's rules by type as one if/else chain: every field each
    type requires or forbids, present or absent, is judged as python-jsonschema judges it."""
    pytest.importorskip("jsonschema_rs")
    fast, slow = schema(True), schema(False)
    fields = {"tile": "2-5", "end": "left", "claim": 5, "points": 5}
    for present in range(1 << len(fields)):
        event = {"seat": 0} | ({} if kind is None else {"type": kind})
        event |= {name: value for bit, (name, value) in enumerate(fields.items()) if present >> bit & 1}
        document = s2_document()
        document["hands"][0]["events"][0] = event
        assert fast.rust.is_valid(document) == (slow.errors(document) == []), event


def test_only_ifs_that_exclude_one_another_are_chained_for_jsonschema_rs() -> None:
    from conformance.engines.schemas import _exclusive_ifs_chained

    def when(name: str, value: str) -> dict:
        condition = {"properties": {name: {"const": value}}, "required": [name]}
        return {"if": condition, "then": {"required": ["x"]}}

    chained = _exclusive_ifs_chained({"allOf": [when("type", "a"), when("type", "b")]})
    assert chained == {**when("type", "a"), "else": when("type", "b")}
    # Where the object requires the property, the conditions no longer test for it.
    required = {"required": ["type"], "allOf": [when("type", "a"), when("type", "b")]}
    chained = _exclusive_ifs_chained(required)
    assert chained["if"] == {"properties": {"type": {"const": "a"}}}
    assert chained["else"]["if"] == {"properties": {"type": {"const": "b"}}}
    for parts in ([when("type", "a"), when("type", "a")], [when("type", "a"), when("kind", "b")]):
        assert _exclusive_ifs_chained({"allOf": parts}) == {"allOf": parts}


def test_a_date_that_is_not_a_date_is_refused_by_both_validators() -> None:
    document = s2_document()
    document["metadata"]["date"] = "2024-13-45"
    errors = schema(False).errors(document)
    assert errors and errors[0].pointer == "/metadata/date"
    if schema().fast:
        assert not schema().rust.is_valid(document)


def test_schema_errors_come_ranked_with_pointers() -> None:
    document = s2_document()
    document["hands"][1]["events"][3]["tile"] = "6-x"
    document["hands"][1]["events"][4]["seat"] = "one"
    errors = schema(False).errors(document)
    assert {error.pointer for error in errors} == {"/hands/1/events/3/tile", "/hands/1/events/4/seat"}
    assert "not a tile" in next(e.message for e in errors if e.pointer.endswith("tile"))
    with pytest.raises(InvalidTranscript) as caught:
        load(Document("game.json", 0, None, document))
    assert "game.json /hands/1/events/" in str(caught.value)


def test_a_huge_instance_is_never_dumped_whole_into_a_message() -> None:
    document = s2_document()
    document["hands"][0]["deal"] = ["x" * 10_000]
    errors = schema(False).errors(document)
    assert errors and all(len(error.message) < 400 for error in errors)


# -- reading from disk -------------------------------------------------------------------------


def write(tmp_path: Path, name: str, data: bytes | str) -> Path:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return path


def only(path: Path, **options: int) -> Document:
    documents = list(iter_documents(path, **options))
    assert len(documents) == 1
    return documents[0]


def test_a_missing_file_is_unreadable_not_an_exception(tmp_path: Path) -> None:
    document = only(tmp_path / "nope.json")
    assert isinstance(document.error, UnreadableInput)
    assert "no such file" in str(document.error) and "nope.json" in str(document.error)


def test_truncated_json_names_file_line_and_column(tmp_path: Path) -> None:
    text = S2.read_text(encoding="utf-8")
    path = write(tmp_path, "corpus.jsonl", text + text[:500] + "\n" + text)
    documents = list(iter_documents(path))
    assert [d.error is None for d in documents] == [True, False, True]
    error = documents[1].error
    assert error is not None and error.line == 2 and error.column is not None
    assert str(error).startswith(f"{path}:2:")


def test_a_line_too_long_is_skipped_unread_and_the_next_lines_still_read(tmp_path: Path) -> None:
    text = S2.read_text(encoding="utf-8")
    huge = '{"pad": "' + "x" * 300_000 + '"}\n'
    path = write(tmp_path, "corpus.jsonl", text + huge + text)
    documents = list(iter_documents(path, max_bytes=100_000))
    assert [d.line for d in documents] == [1, 2, 3]
    assert documents[1].error is not None and "skipped unread" in documents[1].error.message
    assert documents[0].error is None and documents[2].error is None


def test_a_100_mb_line_is_streamed_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "huge.jsonl"
    with open(path, "wb") as out:
        out.write(b'{"format": "domino-transcript/1", "pad": "')
        chunk = b"y" * (1 << 20)
        out.writelines(chunk for _ in range(100))
        out.write(b'"}\n')
        out.write(S2.read_bytes())
    tracemalloc.start()
    try:
        documents = list(iter_documents(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert documents[0].error is not None and "more than the" in documents[0].error.message
    assert documents[1].error is None
    assert peak < 40 * 1024 * 1024, f"peak {peak} bytes: the long line was held in memory"


def test_deep_nesting_is_a_clear_error_not_a_recursion_error(tmp_path: Path) -> None:
    document = only(write(tmp_path, "deep.json", "[" * 200_000 + "]" * 200_000))
    assert document.error is not None and "nested too deeply" in document.error.message


@pytest.mark.parametrize(
    "content, words",
    [
        (b"\xff\xfe{}", "not UTF-8"),
        (b"", "empty"),
        (b'{"a": NaN}', "NaN"),
        (b'{"a": 1' + b"9" * 5000 + b"}", "digits"),
    ],
)
def test_other_unreadable_inputs_say_why(tmp_path: Path, content: bytes, words: str) -> None:
    document = only(write(tmp_path, "bad.json", content))
    assert document.error is not None and words in document.error.message


def test_a_byte_order_mark_and_blank_lines_are_tolerated(tmp_path: Path) -> None:
    text = S2.read_text(encoding="utf-8")
    path = write(tmp_path, "corpus.jsonl", "\ufeff" + text + "\n\n   \n" + text)
    documents = list(iter_documents(path))
    assert [d.line for d in documents] == [1, 5]
    assert all(d.error is None for d in documents)


def test_folders_are_searched_and_sidecars_skipped() -> None:
    found = list(expand_paths([CORPUS / "invalid"]))
    assert found and all(not path.name.endswith(".expect.json") for path in found)
    assert all(path.suffix == ".json" for path in found)


def test_write_and_read_transcripts_round_trip(tmp_path: Path) -> None:
    transcripts = list(read_transcripts(CORPUS / "valid" / "generated" / "block-3p.jsonl"))
    out = tmp_path / "copy.jsonl"
    assert write_transcripts(transcripts, out) == len(transcripts)
    assert out.read_bytes() == (CORPUS / "valid" / "generated" / "block-3p.jsonl").read_bytes()
