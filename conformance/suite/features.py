"""The suite's scenarios, read from features/**/*.feature with the official Gherkin parser.

Each scenario (each Examples row of a Scenario Outline) becomes one
``Scenario`` record: its stable id (the ``@id:`` tag; ``#<n>`` is appended for
the n-th Examples row of an outline, counted from 1 across all its Examples
tables), the clause ids it tests (``@clause:`` tags, inherited from the
Feature and the Rule), every tag, where it is, and its compiled steps
(Background steps prepended, outline placeholders filled in).

``load()`` reads the installed features/ once per process. A missing or empty
features/ folder is an empty suite; a file that does not parse raises
``FeatureFileError`` naming the file, line and column.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from gherkin.ast_builder import AstBuilder
from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
from gherkin.token_scanner import TokenScanner

from . import cache
from conformance.rulebook.data_paths import data_path

CLAUSE_TAG = "@clause:"
ID_TAG = "@id:"

#: The folder, inside a run's scenario ids and reports, of the scenarios written for an engine's
#: declared game at run time (they are not files of features/).
WRITTEN_FOLDER = "written"


class FeatureFileError(ValueError):
    """A feature file could not be read. The message names file, line and column."""

    def __init__(self, file: str, line: int | None, column: int | None, message: str) -> None:
        where = file if line is None else f"{file}:{line}" + ("" if column is None else f":{column}")
        super().__init__(f"{where}: {message}")
        self.file = file
        self.line = line
        self.column = column
        self.message = message


@dataclass(frozen=True)
class Step:
    """One compiled step: its keyword as written, its type, text and arguments."""

    keyword: str
    type: str  # "Context", "Action", "Outcome" or "Unknown"
    text: str
    table: tuple[tuple[str, ...], ...] | None = None  # header row included
    docstring: str | None = None
    line: int = 0  # its line in the feature file (a Background step's, for every scenario it opens)


@dataclass(frozen=True)
class Scenario:
    """One runnable scenario (one Examples row of an outline).

    ``file`` is relative to the features/ folder (``/`` separated); ``line`` is
    the scenario's line, or the Examples row's line for an outline row.
    """

    id: str | None
    name: str
    clauses: tuple[str, ...]
    tags: tuple[str, ...]
    file: str
    line: int
    feature: str
    rule: str | None
    steps: tuple[Step, ...]
    outline_row: int | None = None


def _tag_values(tags: list[str], prefix: str) -> list[str]:
    out: list[str] = []
    for tag in tags:
        if tag.startswith(prefix):
            value = tag[len(prefix):]
            if value and value not in out:
                out.append(value)
    return out


def _index_ast(feature: dict[str, Any]) -> tuple[dict[str, dict[str, Any]], dict[str, str | None],
                                                 dict[str, tuple[str, int]]]:
    """Scenarios by AST id, each scenario's Rule name, and each step's keyword and line by AST id."""
    scenarios: dict[str, dict[str, Any]] = {}
    rule_of: dict[str, str | None] = {}
    keywords: dict[str, tuple[str, int]] = {}

    def visit(children: list[dict[str, Any]], rule: str | None) -> None:
        for child in children:
            if "rule" in child:
                visit(child["rule"].get("children", []), child["rule"].get("name") or None)
            for key in ("background", "scenario"):
                node = child.get(key)
                if node is None:
                    continue
                for step in node.get("steps", []):
                    keywords[step["id"]] = (step["keyword"].strip(), step["location"]["line"])
                if key == "scenario":
                    scenarios[node["id"]] = node
                    rule_of[node["id"]] = rule

    visit(feature.get("children", []), None)
    return scenarios, rule_of, keywords


def parse_feature(text: str, file: str) -> list[Scenario]:
    """The scenarios of one feature file's text; ``file`` names it in records and errors."""
    ids = IdGenerator()
    try:
        document = Parser(AstBuilder(ids)).parse(TokenScanner(text))
    except CompositeParserException as error:
        first = error.errors[0]
        location = getattr(first, "location", None) or {}
        raise FeatureFileError(file, location.get("line"), location.get("column"),
                         _plain_message(str(first))) from None
    except ParserException as error:
        location = getattr(error, "location", None) or {}
        raise FeatureFileError(file, location.get("line"), location.get("column"),
                         _plain_message(str(error))) from None
    feature = document.get("feature")
    if not feature:
        return []
    document["uri"] = file
    scenarios, rule_of, keywords = _index_ast(feature)
    row_numbers = _outline_row_numbers(scenarios)
    records = []
    for pickle in Compiler(ids).compile(document):
        scenario_id, *row_ids = pickle["astNodeIds"]
        tags = [tag["name"] for tag in pickle.get("tags", [])]
        own_ids = _tag_values(tags, ID_TAG)
        row = row_numbers.get(row_ids[0]) if row_ids else None
        record_id = own_ids[0] if own_ids else None
        if record_id is not None and row is not None:
            record_id = f"{record_id}#{row}"
        records.append(
            Scenario(
                id=record_id,
                name=pickle["name"],
                clauses=tuple(_tag_values(tags, CLAUSE_TAG)),
                tags=tuple(dict.fromkeys(tags)),
                file=file,
                line=pickle["location"]["line"],
                feature=feature.get("name", ""),
                rule=rule_of.get(scenario_id),
                steps=tuple(_step(step, keywords) for step in pickle.get("steps", [])),
                outline_row=row,
            )
        )
    return records


def _plain_message(message: str) -> str:
    """The parser's message without its own "(line:column): " prefix."""
    if message.startswith("(") and "): " in message:
        return message.split("): ", 1)[1]
    return message


def _outline_row_numbers(scenarios: dict[str, dict[str, Any]]) -> dict[str, int]:
    """Each Examples row's 1-based number within its outline, across all its tables."""
    numbers: dict[str, int] = {}
    for node in scenarios.values():
        count = 0
        for examples in node.get("examples", []):
            for row in examples.get("tableBody", []):
                count += 1
                numbers[row["id"]] = count
    return numbers


def _step(step: dict[str, Any], keywords: dict[str, tuple[str, int]]) -> Step:
    argument = step.get("argument") or {}
    table = None
    if "dataTable" in argument:
        table = tuple(tuple(cell["value"] for cell in row["cells"]) for row in argument["dataTable"]["rows"])
    docstring = argument["docString"]["content"] if "docString" in argument else None
    keyword, line = keywords.get(step["astNodeIds"][0], ("", 0))
    return Step(keyword=keyword, type=step.get("type", "Unknown"), text=step["text"], table=table,
                docstring=docstring, line=line)


def load_from(features_dir: Path, cache: Path | None = None) -> list[Scenario]:
    """Every scenario under ``features_dir``, file by file in path order.

    With ``cache`` (a JSON file), a file whose text is unchanged since it was last parsed
    is read from there instead of parsed again; a cache entry that cannot be read or written, or
    fails its seal (``conformance.suite.cache.read``), is simply not used.
    """
    if not features_dir.is_dir():
        return []
    cached = _read_cache(cache)
    fresh: dict[str, Any] = {}
    changed = False
    records: list[Scenario] = []
    for path in sorted(features_dir.rglob("*.feature")):
        file = path.relative_to(features_dir).as_posix()
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise FeatureFileError(file, None, None, f"cannot be read: {error}") from None
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        entry = cached.get(file)
        scenarios = _scenarios_from_json(entry) if isinstance(entry, dict) and entry.get("digest") == digest else None
        if scenarios is not None:
            fresh[file] = entry
        else:
            scenarios = parse_feature(text, file)
            fresh[file] = {"digest": digest, "scenarios": [asdict(scenario) for scenario in scenarios]}
            changed = True
        records.extend(scenarios)
    if cache is not None and (changed or fresh.keys() != cached.keys()):
        _write_cache(cache, fresh)
    return records


#: Bumped whenever ``Scenario`` or ``Step`` change shape, so an old cache is never read.
CACHE_FORMAT = "domino-conformance-compiled-suite/4"


def cache_path() -> Path | None:
    """Where compiled scenarios are kept between runs (``conformance.suite.cache``), or None."""
    directory = cache.folder()
    return directory / "suite.json" if directory is not None else None


def _read_cache(path: Path | None) -> dict[str, Any]:
    files = cache.read(path, CACHE_FORMAT)
    return files if isinstance(files, dict) else {}


def _write_cache(path: Path, files: dict[str, Any]) -> None:
    cache.write(path, CACHE_FORMAT, files)


def _scenarios_from_json(entry: dict[str, Any]) -> list[Scenario] | None:
    """The scenarios of one file's cache entry, or None when it is not in the shape ``load_from`` writes."""
    try:
        return [_scenario_from_json(item) for item in entry["scenarios"]]
    except (KeyError, TypeError, ValueError):
        return None


def _scenario_from_json(item: dict[str, Any]) -> Scenario:
    steps = tuple(Step(keyword=step["keyword"], type=step["type"], text=step["text"],
                       table=tuple(tuple(row) for row in step["table"]) if step["table"] is not None else None,
                       docstring=step["docstring"], line=step["line"]) for step in item["steps"])
    return Scenario(**{**item, "clauses": tuple(item["clauses"]), "tags": tuple(item["tags"]), "steps": steps})


def features_dir() -> Path | None:
    """The installed features/ folder, or None when there is none."""
    try:
        return data_path("features")
    except FileNotFoundError:
        return None


@lru_cache(maxsize=1)
def _load_cached() -> tuple[Scenario, ...]:
    folder = features_dir()
    return tuple(load_from(folder, cache_path())) if folder is not None else ()


def load() -> list[Scenario]:
    """Every scenario of the installed suite, read once per process."""
    return list(_load_cached())


def scenarios_by_clause(scenarios: list[Scenario] | None = None) -> dict[str, list[str]]:
    """Clause id -> the ids of the scenarios tagged with it (scenarios without an id skipped)."""
    out: dict[str, list[str]] = {}
    for scenario in load() if scenarios is None else scenarios:
        if scenario.id is None:
            continue
        for clause in scenario.clauses:
            out.setdefault(clause, []).append(scenario.id)
    return out
