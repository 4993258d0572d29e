"""The JSON Schemas under ``schemas/``: loaded once, compiled once, their errors explained one way.

Every document the suite checks (protocol messages, transcripts, reports,
rulesets) is checked here, against the schema its ``$id`` names. The schemas
refer to one another by ``$id``, so they are loaded into one
``referencing.Registry``. When ``jsonschema-rs`` is installed it answers
"valid?" first, hundreds of times faster; python-jsonschema, the authority,
finds and ranks the errors of any document it rejects (``best_match`` first),
and ``explain`` puts each in plain words with its JSON pointer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import Any, Mapping

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from conformance.rulebook.data_paths import data_path
from conformance.inputs.strict_json import json_pointer

SCHEMA_ROOT = "https://domino-conformance.org/schemas/"
PROTOCOL_ROOT = SCHEMA_ROOT + "protocol/"
DEFINITIONS = PROTOCOL_ROOT + "definitions.schema.json"
TRANSCRIPT_SCHEMA = SCHEMA_ROOT + "transcript.schema.json"
REPORT_SCHEMA = SCHEMA_ROOT + "report.schema.json"
RULESET_SCHEMA = SCHEMA_ROOT + "ruleset.schema.json"
IDENTIFY_SCHEMA = SCHEMA_ROOT + "identify.schema.json"

#: The most errors gathered from one document before ranking them.
MAX_ERRORS_READ = 100

#: The lax tile of transcripts (either order, spaces allowed): its errors are explained as tiles.
_TILE_PATTERN = r"^\s*(?:[0-9]|1[0-2])\s*-\s*(?:[0-9]|1[0-2])\s*$"


@cache
def registry(lax: bool = False) -> Registry:
    """Every schema under ``schemas/``, keyed by its ``$id`` (``lax``: canonical tiles not required)."""
    return Registry().with_resources(
        (uri, Resource.from_contents(contents, default_specification=DRAFT202012))
        for uri, contents in _schema_documents(lax)
    )


@cache
def _schema_documents(lax: bool = False) -> tuple[tuple[str, Any], ...]:
    documents = []
    for path in sorted(data_path("schemas").rglob("*.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(contents, dict) and "$id" in contents:
            if lax and contents["$id"] == DEFINITIONS:
                definitions = dict(contents["$defs"], canonicalTile=contents["$defs"]["tile"])
                contents = dict(contents, **{"$defs": definitions})
            documents.append((contents["$id"], contents))
    return tuple(documents)


@dataclass(frozen=True)
class SchemaError:
    """One way a document breaks its schema: where (a JSON pointer) and why."""

    pointer: str
    message: str

    def to_dict(self) -> dict[str, str]:
        """``{"pointer": ..., "message": ...}``."""
        return {"pointer": self.pointer, "message": self.message}


class SchemaErrors(list[SchemaError]):
    """Schema errors kept, most relevant first; ``total`` were found, and ``more`` says the search stopped there."""

    total = 0
    more = False


def _short(value: Any, limit: int = 80) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 20] + " ... " + text[-12:]


def explain(error: ValidationError) -> str:
    """A plain account of one schema error (the pointer is given separately); instances are
    shortened, never dumped whole."""
    schema = error.schema if isinstance(error.schema, Mapping) else {}
    title = schema.get("title")
    if error.validator is None and error.schema is False:
        key = error.path[-1] if error.path else "this"
        return f"{key!r} is not allowed here"
    if error.validator == "not" and error.validator_value == {}:
        return f"{_short(error.instance)} is not allowed here"
    if error.validator == "type":
        return f"{_short(error.instance)} is not of type {error.validator_value!r}"
    if error.validator == "maxItems" and isinstance(error.instance, list):
        return f"{len(error.instance)} items, more than the {error.validator_value} it may list"
    if error.validator == "pattern" and error.validator_value == _TILE_PATTERN:
        return f"{_short(error.instance)} is not a tile: write it 'a-b', e.g. '4-6'"
    if error.validator in ("pattern", "oneOf", "anyOf") and title:
        return f"{_short(error.instance)} is not {title}"
    if error.validator in ("oneOf", "anyOf") and error.context:
        reasons = list(dict.fromkeys(sub.message for sub in error.context))
        return f"{_short(error.instance)} fits none of the allowed forms: " + "; ".join(reasons)
    message = error.message
    return message if len(message) <= 300 else message[:200] + " ... " + message[-60:]


class Schema:
    """One schema (by ``$id``, or a ``$ref`` into one), compiled once.

    ``formats`` checks ``format`` keywords too; ``lax`` accepts tiles in either
    order where the schema asks for canonical ones; ``fast``: None uses
    jsonschema-rs when it is installed, False never, True requires it.
    """

    def __init__(self, ref: str, formats: bool = False, lax: bool = False, fast: bool | None = None) -> None:
        self.ref = ref
        self.python = Draft202012Validator(
            {"$ref": ref}, registry=registry(lax),
            format_checker=Draft202012Validator.FORMAT_CHECKER if formats else None,
        )
        self.rust = _rust_validator(ref, formats, lax) if fast is not False else None
        if fast is True and self.rust is None:
            raise RuntimeError("the fast validator needs jsonschema-rs: pip install jsonschema-rs")

    @property
    def fast(self) -> bool:
        """Whether jsonschema-rs answers for valid documents."""
        return self.rust is not None

    def errors(self, document: Any, limit: int = 10) -> SchemaErrors:
        """The document's schema errors, most relevant first; empty when it is valid.

        At most ``MAX_ERRORS_READ`` errors are gathered and ranked, and ``limit``
        of them kept: a document with millions of bad values is answered in the
        time and memory of a few.
        """
        if self.rust is not None and self.rust.is_valid(document):
            return SchemaErrors()
        gathered = list(islice(self.python.iter_errors(document), MAX_ERRORS_READ + 1))
        more = len(gathered) > MAX_ERRORS_READ
        found = sorted(gathered[:MAX_ERRORS_READ], key=relevance, reverse=True)
        best = best_match(found)  # descends into oneOf/anyOf for the sub-error that explains most
        ranked = [] if best is None else [best] + [error for error in found if error is not best]
        kept = SchemaErrors(SchemaError(json_pointer(error.absolute_path), explain(error)) for error in ranked[:limit])
        kept.total = len(found)
        kept.more = more
        return kept

    def first_error(self, document: Any) -> SchemaError | None:
        """The most relevant error of ``document``, or None when it is valid."""
        errors = self.errors(document, limit=1)
        return errors[0] if errors else None


@cache
def schema(ref: str, formats: bool = False, lax: bool = False, fast: bool | None = None) -> Schema:
    """The shared compiled schema for ``ref`` (see ``Schema``)."""
    return Schema(ref, formats, lax, fast)


def _rust_validator(ref: str, formats: bool, lax: bool) -> Any:
    """A jsonschema-rs validator for ``ref``, or None where jsonschema-rs cannot build one:
    python-jsonschema then answers alone."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    try:
        rust_registry = jsonschema_rs.Registry(
            [(uri, _exclusive_ifs_chained(contents)) for uri, contents in _schema_documents(lax)]
        )
        return jsonschema_rs.validator_for({"$ref": ref}, registry=rust_registry, validate_formats=formats)
    except Exception:  # an older jsonschema-rs without registries: use python-jsonschema alone
        return None


def _exclusive_ifs_chained(contents: Any) -> Any:
    """A copy of a schema in which each ``allOf`` of ``if``/``then`` pairs whose conditions require one
    property to hold different constants (an event's ``type``, a request's ``cmd``) is written as one
    ``if``/``then``/``else`` chain.

    Both accept the same documents: at most one of the conditions holds, so of the ``allOf`` only that
    one's ``then`` applies, and the chain reaches it after the conditions before it failed. jsonschema-rs
    then tests an event's type once or twice instead of four times, which took a third of its time on a
    transcript. python-jsonschema keeps the schema as written, so the errors it explains are unchanged.
    """
    if isinstance(contents, list):
        return [_exclusive_ifs_chained(item) for item in contents]
    if not isinstance(contents, dict):
        return contents
    out = {key: _exclusive_ifs_chained(value) for key, value in contents.items()}
    parts = out.get("allOf")
    if not _exclusive_ifs(parts) or {"if", "then", "else"} & out.keys():
        return out
    del out["allOf"]
    # Where the object itself requires the property, a document without it is refused whatever the
    # conditions say: they need not test for it again.
    (tested,) = parts[0]["if"]["properties"]
    required = isinstance(out.get("required"), list) and tested in out["required"]
    chain: dict[str, Any] = {}
    for part in reversed(parts):
        condition = {"properties": part["if"]["properties"]} if required else part["if"]
        chain = {"if": condition, "then": part["then"], **({"else": chain} if chain else {})}
    out.update(chain)
    return out


def _exclusive_ifs(parts: Any) -> bool:
    """Whether ``parts`` are ``if``/``then`` pairs, each ``if`` requiring the same property to be a
    different string constant (so that no document meets two of them)."""
    if not isinstance(parts, list) or len(parts) < 2:
        return False
    names, constants = set(), set()
    for part in parts:
        condition = part.get("if") if isinstance(part, dict) and part.keys() == {"if", "then"} else None
        if not isinstance(condition, dict) or condition.keys() != {"properties", "required"}:
            return False
        tested = condition["properties"]
        if not isinstance(tested, dict) or len(tested) != 1:
            return False
        ((name, test),) = tested.items()
        if condition["required"] != [name] or not isinstance(test, dict) or test.keys() != {"const"}:
            return False
        if not isinstance(test["const"], str):
            return False
        names.add(name)
        constants.add(test["const"])
    return len(names) == 1 and len(constants) == len(parts)
