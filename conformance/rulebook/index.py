"""The rulebook's machine-readable index: clauses and rule options, read from spec/*.md.

The Markdown chapters are the one source of truth. A clause is a level-3 heading
carrying its id and title, followed by a metadata list and the rule::

    ### `turn.must-play` — A player able to play must play

    - Level: MUST
    - Applies when: `turn.must_play = true`
    - Options: `turn.must_play`
    - Sources: `002_8169e803ed32f12f.txt` ("..."); https://...

    A player holding a tile that matches an open end MUST play.

The options chapter (``spec/options.md``) documents each rule option under a
level-2 heading carrying its id, with a table of values and a table of the
value each profile pins. ``load()`` reads both and caches the result per
process; every malformed piece raises ``RulebookError`` naming file and line.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping

from reference_impl.ruleset import OPTION_BY_ID, Ruleset, RulesetError, merge

from conformance.inputs import strict_json
from conformance.inputs.text_files import MAX_JSON_DEPTH
from .data_paths import data_path

#: Chapters that hold no clauses of their own: the index reads them differently or not at all.
NON_CLAUSE_FILES = frozenset({"README.md", "options.md", "sources.md"})
SOURCES_FILE = "sources.md"
#: The points the sources dispute, a ``###`` section each naming the options that settle it ("Settled by ...").
DISPUTES_FILE = "disputes.md"
OPTIONS_FILE = "options.md"
RETIRED_IDS_FILE = "retired-ids.txt"

CLAUSE_ID_PATTERN = re.compile(r"^[a-z0-9]+(\.[a-z0-9-]+)+$")
LEVELS = ("must", "should", "may")

_CLAUSE_HEADING = re.compile(r"^### `(?P<id>[^`]+)` — (?P<title>\S.*)$")
_OPTION_HEADING = re.compile(r"^## `(?P<id>[^`]+)` — (?P<title>\S.*)$")
_METADATA = re.compile(r"^- (?P<key>[A-Z][A-Za-z ]*): (?P<value>.*)$")
_SEED = r"`(?P<seed>\d{3}_[0-9a-f]{16}\.txt)`"
_URL = r"(?P<url>https?://[^\s;]+)"
_SOURCE = re.compile(f"{_SEED}|{_URL}")
_CODE = re.compile(r"`([^`]+)`")


class SuiteError(Exception):
    """The suite itself is wrong: a scenario names a profile the rulebook does not hold,
    pins a ruleset the rules refuse, or writes a deal or option that cannot be read."""


class RulebookError(ValueError):
    """The rulebook's Markdown is malformed. The message names the file and line."""

    def __init__(self, file: str, line: int, message: str) -> None:
        super().__init__(f"{file}:{line}: {message}")
        self.file = file
        self.line = line
        self.message = message


@dataclass(frozen=True)
class Clause:
    """One rule of the rulebook.

    ``level`` is ``must``, ``should`` or ``may``; ``sources`` lists seed file
    names and URLs in the order the clause cites them; ``options`` the rule
    options the clause depends on; ``applies_when`` the condition under which
    it holds (None: always); ``file`` is relative to spec/ and ``line`` is the
    heading's 1-based line number.
    """

    id: str
    title: str
    level: str
    text: str
    sources: tuple[str, ...]
    options: tuple[str, ...]
    applies_when: str | None
    testable: bool
    chapter: str
    file: str
    line: int

    @property
    def seeds(self) -> tuple[str, ...]:
        """The seed documents the clause cites, by file name."""
        return tuple(source for source in self.sources if not source.startswith("http"))

    def holds(self, has: Callable[[str, Callable[[Any], bool]], bool]) -> bool:
        """Whether the clause holds, given ``has(option id, test)``: does the game set that
        option to a value passing ``test``? (See ``condition_holds``.)"""
        return self.applies_when is None or condition_holds(self.applies_when, has)

    def holds_with(self, value_of: Callable[[str], Any]) -> bool:
        """Whether the clause holds in a game whose option values ``value_of(option id)`` gives."""
        return self.holds(lambda option_id, test: test(value_of(option_id)))


@dataclass(frozen=True)
class OptionValue:
    """One documented value of an option: the value, its meaning and who takes it."""

    value: Any
    label: str
    meaning: str
    sources: tuple[str, ...]


@dataclass(frozen=True)
class OptionDoc:
    """One rule option as the options chapter documents it.

    ``values`` holds the enumerated values (for ``enum`` and ``bool`` options)
    or the descriptive rows (for numbers and maps); ``profiles`` maps each
    profile name to the JSON value the chapter says it pins.
    """

    id: str
    title: str
    kind: str
    text: str
    values: tuple[OptionValue, ...]
    profiles: dict[str, Any]
    file: str
    line: int


@dataclass(frozen=True)
class Rulebook:
    """The parsed rulebook: clauses in reading order, options, and the retired ids."""

    clauses: tuple[Clause, ...]
    options: tuple[OptionDoc, ...]
    retired_ids: frozenset[str]
    spec_dir: Path
    chapters: tuple[tuple[str, str], ...] = field(default=())  # (file, title), reading order

    def clause(self, clause_id: str) -> Clause:
        """The clause with ``clause_id``; ``KeyError`` if there is none."""
        return self.clauses_by_id[clause_id]

    def option(self, option_id: str) -> OptionDoc:
        """The option documented as ``option_id``; ``KeyError`` if there is none."""
        for option in self.options:
            if option.id == option_id:
                return option
        raise KeyError(option_id)

    def ids(self) -> list[str]:
        """Every clause id, in reading order."""
        return [clause.id for clause in self.clauses]

    def clauses_for_option(self, option_id: str) -> list[Clause]:
        """The clauses that name ``option_id`` among their options."""
        return [clause for clause in self.clauses if option_id in clause.options]

    @cached_property
    def clauses_by_id(self) -> dict[str, Clause]:
        """Clause id -> clause, made once per rulebook."""
        return {clause.id: clause for clause in self.clauses}


# -- conditions --------------------------------------------------------------------------

_CONDITION_SPAN = re.compile(r"`([^`]+)`")
_IS_NOT = re.compile(r"^\s*is not (?P<value>null|\d+)\b")


def condition_holds(text: str, has: Callable[[str, Callable[[Any], bool]], bool]) -> bool:
    """Evaluate an "Applies when" condition (the grammar is in spec/README.md).

    Each code span ``option = value`` is a test; a bare ``value`` span adds a value to the
    test before it (```draw.mode = none` or `one_then_pass``` passes either), and
    ```teams` is not null`` or ```draw.reserve` is not 0`` tests for any other value. Tests
    joined by "and" must all pass,
    tests joined otherwise are alternatives, and ", and" joins groups of alternatives:
    ``A or B, and C`` is ``(A or B) and C``; ``A and B or C`` is ``(A and B) or C``.
    """
    groups: list[list[list[tuple[str, list[Any]]]]] = [[[]]]  # and-groups of alternatives of and-terms
    position = 0
    for match in _CONDITION_SPAN.finditer(text):
        between, span = text[position:match.start()], match.group(1).strip()
        position = match.end()
        terms = groups[-1][-1]
        negated = _IS_NOT.match(text[position:])
        if "=" not in span and not negated:
            if terms:
                terms[-1][1].append(_json_cell(span))  # another value of the test before it
            continue
        if terms:
            if ", and " in between:
                groups.append([[]])
            elif not re.search(r"\band\b", between):
                groups[-1].append([])
        if "=" in span:
            option, _, raw = (part.strip() for part in span.partition("="))
            groups[-1][-1].append((option, [_json_cell(raw)]))
        else:
            groups[-1][-1].append((span, [_Not(_json_cell(negated["value"]))]))  # type: ignore[index]

    def test(term: tuple[str, list[Any]]) -> bool:
        option_id, values = term
        if len(values) == 1 and isinstance(values[0], _Not):
            excluded = values[0].value
            return has(option_id, lambda actual: not (type(actual) is type(excluded) and actual == excluded))
        return has(option_id, lambda actual: any(type(actual) is type(v) and actual == v for v in values))

    return all(any(all(test(term) for term in terms) for terms in alternatives if terms)
               for alternatives in groups if any(alternatives))


@dataclass(frozen=True)
class _Not:
    """An ``is not`` test: any value but this one (``null``, ``0``)."""

    value: Any


# -- reading ---------------------------------------------------------------------------


def chapter_files(spec_dir: Path) -> list[Path]:
    """The chapter files in reading order: the order spec/README.md's table lists them,
    then any file it does not list, alphabetically."""
    listed: list[str] = []
    readme = spec_dir / "README.md"
    if readme.is_file():
        for line in readme.read_text(encoding="utf-8").splitlines():
            match = re.match(r"^\|[^|]*\| `([a-z0-9-]+\.md)` \|", line)
            if match:
                listed.append(match.group(1))
    files = {path.name: path for path in spec_dir.glob("*.md") if path.name not in NON_CLAUSE_FILES}
    ordered = [files.pop(name) for name in listed if name in files]
    return ordered + [files[name] for name in sorted(files)]


def _lines_outside_code(text: str) -> Iterator[tuple[int, str]]:
    """(line number, line) for every line not inside a fenced code block."""
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def parse_sources(text: str) -> tuple[str, ...]:
    """Seed file names (in backquotes) and URLs, in the order they appear."""
    out = []
    for match in _SOURCE.finditer(text):
        source = match.group("seed") or match.group("url").rstrip(".,)")
        if source not in out:
            out.append(source)
    return tuple(out)


def _parse_level(raw: str, file: str, line: int) -> str:
    words = raw.strip().split()
    level = words[0].lower() if words else ""
    if level not in LEVELS or len(words) > 1:
        raise RulebookError(file, line, f"level {raw.strip()!r} is not one of MUST, SHOULD, MAY")
    return level


def parse_chapter(path: Path, spec_dir: Path) -> tuple[str, list[Clause]]:
    """The chapter's title (its level-1 heading) and its clauses, in order."""
    file = path.relative_to(spec_dir).as_posix()
    text = path.read_text(encoding="utf-8")
    title = path.stem
    clauses: list[Clause] = []
    current: dict[str, Any] | None = None

    def finish() -> None:
        if current is None:
            return
        meta = current["meta"]
        where = (file, current["line"])
        for key in ("Level", "Sources"):
            if key not in meta:
                raise RulebookError(*where, f"clause {current['id']} has no '{key}:' line")
        unknown = set(meta) - {"Level", "Applies when", "Options", "Sources", "Testable"}
        if unknown:
            raise RulebookError(*where, f"clause {current['id']}: unknown metadata {sorted(unknown)}")
        body = "\n".join(current["body"]).strip()
        if not body:
            raise RulebookError(*where, f"clause {current['id']} has no rule text")
        clauses.append(
            Clause(
                id=current["id"],
                title=current["title"],
                level=_parse_level(meta["Level"], *where),
                text=body,
                sources=parse_sources(meta["Sources"]),
                options=tuple(_CODE.findall(meta.get("Options", ""))),
                applies_when=meta.get("Applies when"),
                testable=not meta.get("Testable", "yes").lower().startswith("no"),
                chapter=title,
                file=file,
                line=current["line"],
            )
        )

    for number, line in _lines_outside_code(text):
        if line.startswith("# ") and title == path.stem:
            title = line[2:].strip()
            continue
        heading = _CLAUSE_HEADING.match(line)
        if heading:
            finish()
            current = {"id": heading["id"], "title": heading["title"].strip(), "line": number,
                       "meta": {}, "body": [], "in_meta": True}
            continue
        if line.startswith("#"):
            finish()
            current = None
            continue
        if current is None:
            continue
        metadata = _METADATA.match(line)
        if current["in_meta"] and metadata:
            current["meta"][metadata["key"]] = metadata["value"]
        elif current["in_meta"] and not line.strip():
            current["in_meta"] = not current["meta"]
        else:
            current["in_meta"] = False
            current["body"].append(line)
    finish()
    return title, clauses


def _json_cell(cell: str) -> Any:
    """A table cell's value: the JSON in its backquotes, or the bare word."""
    codes = _CODE.findall(cell)
    raw = codes[0] if codes else cell.strip()
    try:
        return json.loads(raw)
    except json.JSONDecodeError:
        return raw


def _table_rows(lines: list[tuple[int, str]]) -> list[tuple[int, list[str]]]:
    rows = []
    for number, line in lines:
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if all(set(cell) <= set("-: ") for cell in cells):
            continue  # the separator row
        rows.append((number, cells))
    return rows


def parse_options(path: Path, spec_dir: Path) -> list[OptionDoc]:
    """The options documented in the options chapter, in order."""
    file = path.relative_to(spec_dir).as_posix()
    sections: list[dict[str, Any]] = []
    for number, line in _lines_outside_code(path.read_text(encoding="utf-8")):
        heading = _OPTION_HEADING.match(line)
        if heading:
            sections.append({"id": heading["id"], "title": heading["title"].strip(), "line": number,
                             "lines": []})
        elif line.startswith("## ") or line.startswith("# "):
            sections.append({"id": None, "lines": []})
        elif sections:
            sections[-1]["lines"].append((number, line))
    options = []
    for section in sections:
        if section["id"] is None:
            continue
        options.append(_parse_option(section, file))
    return options


def _parse_option(section: dict[str, Any], file: str) -> OptionDoc:
    kind = None
    text_lines: list[str] = []
    tables: list[list[tuple[int, str]]] = []
    in_table = False
    for number, line in section["lines"]:
        metadata = _METADATA.match(line)
        if line.startswith("|"):
            if not in_table:
                tables.append([])
            tables[-1].append((number, line))
            in_table = True
            continue
        in_table = False
        if metadata and metadata["key"] == "Kind":
            kind = metadata["value"].strip()
        else:
            text_lines.append(line)
    where = (file, section["line"])
    if kind is None:
        raise RulebookError(*where, f"option {section['id']} has no 'Kind:' line")
    values: list[OptionValue] = []
    profiles: dict[str, Any] = {}
    for table in tables:
        rows = _table_rows(table)
        header, body = rows[0][1], rows[1:]
        if header[0] == "Value":
            for number, cells in body:
                if len(cells) != 3:
                    raise RulebookError(file, number, "a value row has three cells: value, meaning, sources")
                values.append(OptionValue(_json_cell(cells[0]), cells[0], cells[1], parse_sources(cells[2])))
        elif header[0] == "Profile":
            for number, cells in body:
                name = _json_cell(cells[0])
                if len(cells) != 2 or not isinstance(name, str):
                    raise RulebookError(file, number, "a profile row has two cells: profile, value")
                profiles[name] = _json_cell(cells[1])
        else:
            raise RulebookError(file, rows[0][0], f"unknown table (first header {header[0]!r})")
    return OptionDoc(
        id=section["id"],
        title=section["title"],
        kind=kind,
        text="\n".join(text_lines).strip(),
        values=tuple(values),
        profiles=profiles,
        file=file,
        line=section["line"],
    )


def read_retired_ids(spec_dir: Path) -> frozenset[str]:
    """The retired clause ids: one a line, ``#`` starts a comment."""
    path = spec_dir / RETIRED_IDS_FILE
    if not path.is_file():
        return frozenset()
    ids = (line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines())
    return frozenset(i for i in ids if i)


def load_from(spec_dir: Path) -> Rulebook:
    """Read the rulebook in ``spec_dir`` (uncached)."""
    clauses: list[Clause] = []
    chapters = []
    for path in chapter_files(spec_dir):
        title, found = parse_chapter(path, spec_dir)
        chapters.append((path.name, title))
        clauses.extend(found)
    seen: dict[str, Clause] = {}
    for clause in clauses:
        if clause.id in seen:
            first = seen[clause.id]
            raise RulebookError(clause.file, clause.line,
                                f"clause id {clause.id} is also used at {first.file}:{first.line}")
        seen[clause.id] = clause
    options_path = spec_dir / OPTIONS_FILE
    options = parse_options(options_path, spec_dir) if options_path.is_file() else []
    return Rulebook(
        clauses=tuple(clauses),
        options=tuple(options),
        retired_ids=read_retired_ids(spec_dir),
        spec_dir=spec_dir,
        chapters=tuple(chapters),
    )


@lru_cache(maxsize=1)
def load() -> Rulebook:
    """The installed rulebook, read once per process."""
    return load_from(data_path("spec"))


@lru_cache(maxsize=1)
def profiles() -> dict[str, dict[str, Any]]:
    """Every profile in spec/profiles/, by name, as loaded from its JSON file (read once; do not modify)."""
    out = {}
    for path in sorted((data_path("spec") / "profiles").glob("*.json")):
        try:
            data = strict_json.loads(path.read_text(encoding="utf-8"))
        except ValueError as error:  # a key twice, or not JSON
            raise RulebookError(str(path), getattr(error, "lineno", 1), f"not a readable profile: {error}") from None
        out[str(data.get("name", path.stem))] = data
    return out


def profile(name: str) -> dict[str, Any]:
    """The named profile's ruleset, from spec/profiles/."""
    known = profiles()
    if name not in known:
        raise SuiteError(f"there is no profile {name!r}; profiles: {', '.join(sorted(known))}")
    return known[name]


def pinned_ruleset(profile_name: str, overrides: Mapping[str, Any]) -> dict[str, Any]:
    """A profile with overrides applied, checked and written in canonical form."""
    try:
        return Ruleset.from_dict(merge(profile(profile_name), overrides)).to_dict()
    except RulesetError as error:
        raise SuiteError(f"profile {profile_name!r} with {dict(overrides)}: {error}") from None


# -- as scenarios and reports use the index -------------------------------------------------

LEVEL_ORDER = ("must", "should", "may")


def scenario_level(clauses: Iterable[str], index: Mapping[str, Any] | None = None) -> str:
    """A scenario's requirement level: the strongest level among its clauses (``must`` first).

    A scenario citing any MUST clause is *required*; one citing only SHOULD
    or MAY clauses is optional and stays out of the headline score. ``index`` is the
    rulebook's clauses by id (a rulebook that cannot be read counts every clause as MUST).
    """
    if index is None:
        try:
            index = {clause.id: clause for clause in load().clauses}
        except (RulebookError, OSError):
            index = {}
    levels = {index[clause].level for clause in clauses if clause in index} or {"must"}
    return next(level for level in LEVEL_ORDER if level in levels)


def parse_option_value(text: str) -> Any:
    """An option value as a scenario or a sheet writes it: JSON if it reads as JSON, else a bare word.
    JSON that cannot be read whole (a key twice, nested too deeply, an integer too long) raises ``SuiteError``."""
    try:
        return strict_json.loads(text, max_depth=MAX_JSON_DEPTH)
    except json.JSONDecodeError:
        return text.strip()
    except ValueError as error:  # strict_json.TooDeep, DuplicateKey, NaN, an integer of too many digits
        raise SuiteError(f"the value {text.strip()[:40]!r} cannot be read: {error}") from None


# -- the sources ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SourceDoc:
    """A seed document as spec/sources.md describes it: its title, its file name, what it covers, and
    the profiles that follow it."""

    title: str
    file: str
    description: str
    profiles: tuple[str, ...]


@lru_cache(maxsize=1)
def sources() -> dict[str, SourceDoc]:
    """spec/sources.md's seeds, by file name (a ``## Title`` section each, its ``File:`` line first)."""
    text = (data_path("spec") / SOURCES_FILE).read_text(encoding="utf-8")
    found: dict[str, SourceDoc] = {}
    for section in re.split(r"^## ", text, flags=re.MULTILINE)[1:]:
        title, _, body = section.partition("\n")
        named = re.search(r"^File: `([^`]+)`", body, re.MULTILINE)
        if named is None:
            continue  # the web pages: cited by their address
        paragraphs = [part.strip() for part in body[named.end():].split("\n\n") if part.strip()]
        follows = next((part for part in paragraphs if part.startswith("Profiles that follow it:")), "")
        description = " ".join(next((part for part in paragraphs if part != follows), "").split())
        found[named.group(1)] = SourceDoc(title.strip(), named.group(1), description,
                                          tuple(re.findall(r"`([a-z0-9-]+)`", follows)))
    return found


@lru_cache(maxsize=1)
def dispute_sections() -> dict[str, str]:
    """The section of spec/disputes.md about each rule option, by option id: the heading of the section whose
    "Settled by" paragraph names it first, else of the first that names it at all."""
    text = (data_path("spec") / DISPUTES_FILE).read_text(encoding="utf-8")
    named: list[tuple[str, list[str]]] = []
    for section in re.split(r"^### ", text, flags=re.MULTILINE)[1:]:
        heading, _, body = section.partition("\n")
        settled = next((part for part in body.split("\n\n") if part.lstrip().startswith("Settled by")), "")
        options = [option_id for option_id in re.findall(r"`([a-z_]+(?:\.[a-z_]+)?)`", settled.partition("Clauses:")[0])
                   if option_id in OPTION_BY_ID]
        named.append((heading.strip(), options))
    found = {options[0]: heading for heading, options in reversed(named) if options}
    for heading, options in named:
        for option_id in options:
            found.setdefault(option_id, heading)
    return found


def source_title(source: str) -> str:
    """How a person reads a source cited by the rulebook: a seed by its title, a web page by its address."""
    known = sources().get(source)
    return known.title if known is not None else source


_SEED_NAME = re.compile(r"`?(\d{3}_[0-9a-f]{16}\.txt)`?")


def cited_by_title(text: str) -> str:
    """``text`` (a clause's prose, an example) with every seed named by its title, not its file name."""
    return _SEED_NAME.sub(lambda found: f"the {source_title(found.group(1))}" if found.group(1) in sources()
                          else found.group(0), text)
