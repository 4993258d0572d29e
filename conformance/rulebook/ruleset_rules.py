"""The rules of one ruleset as a document, and the differences between two rulesets.

A clause holds under a ruleset when its "Applies when" condition does (``Clause.holds_with``);
the rules of a ruleset are the clauses that hold, in the rulebook's order, with each option
value said in words from the options chapter (``rules_of``). ``diff`` compares two rulesets
option by option and clause by clause. The renderers (Markdown, and HTML from a Jinja2
template) are in ``conformance.reports.pages``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from reference_impl.ruleset import OPTIONS, Ruleset, RulesetError, get_path, merge
from reference_impl.tiles import set_size

from .index import Clause, OptionDoc, Rulebook, profiles
from conformance.inputs.text_files import UnreadableText, read_json_file

# A condition of an "Applies when" line: `option = value` (`or `other``...), or `option` is (not) null.
class RulesetSource(ValueError):
    """A ruleset named on the command line cannot be used; the message names it and why."""


@dataclass(frozen=True)
class NamedRuleset:
    """A ruleset as the user named it: a profile or a file, pinned."""

    label: str
    title: str
    description: str
    sources: tuple[str, ...]
    ruleset: Ruleset
    data: dict[str, Any] = field(repr=False, default_factory=dict)

    def value(self, option_id: str) -> Any:
        """The JSON value this ruleset pins for ``option_id``."""
        return self.ruleset.value(option_id)


def load_named(name: str) -> NamedRuleset:
    """A profile by name, or a ruleset file by path (a whole ruleset, or a profile with overrides), read by
    ``text_input.read_json_file`` like every file a user names."""
    known = profiles()
    path = Path(name)
    if name in known and not path.exists():
        data = dict(known[name])
        label = name
    elif path.exists():  # a file, or what poses as one (a FIFO, a device): the reader says which
        label = str(path)
        try:
            data = read_json_file(path, "a ruleset file")
        except UnreadableText as error:
            raise RulesetSource(error.located(str(path))) from None
        if isinstance(data, dict) and "profile" in data and "format" not in data:
            base = data["profile"]
            if base not in known:
                raise RulesetSource(f"{path}: /profile: there is no profile {base!r}; "
                                    f"profiles: {', '.join(sorted(known))}")
            overrides = data.get("overrides") or {}
            if not isinstance(overrides, dict):
                raise RulesetSource(f"{path}: /overrides: must be an object of option values")
            try:
                data = merge(known[base], overrides)
            except RulesetError as error:
                key = error.field if error.field in overrides else error.field.replace(".", "/")
                raise RulesetSource(f"{path}: /overrides/{key}: {error.message}") from None
    else:
        raise RulesetSource(f"{name!r} is neither a profile ({', '.join(sorted(known))}) nor a ruleset file")
    try:
        ruleset = Ruleset.from_dict(data)
    except RulesetError as error:
        pointer = "/" + error.field.replace(".", "/") if error.field != "(root)" else ""
        raise RulesetSource(f"{label}: {pointer or '/'}: {error.message}") from None
    return NamedRuleset(
        label=label,
        title=str(data.get("title") or data.get("name") or label),
        description=str(data.get("description") or ""),
        sources=tuple(str(source) for source in data.get("sources", ())),
        ruleset=ruleset,
        data=data,
    )


# -- option values in words ---------------------------------------------------------------------


def _counted(values: Mapping[str, Any], players: int | None, noun: str) -> str:
    """``{"2": 7, "3": 5}`` -> "7 with 2 players, 5 with 3 players" (or one count's value)."""
    if players is not None and str(players) in values:
        return str(values[str(players)])
    return ", ".join(f"{value} with {count} {noun}" for count, value in sorted(values.items()))


def value_in_words(option: OptionDoc, value: Any, ruleset: Ruleset, players: int | None = None) -> str:
    """What an option's pinned value means, in the options chapter's words where it has them."""
    if option.id == "deal.hand_size":  # the tiles dealt, and those the deal leaves out of the hands
        return _hand_size_words(option, value, ruleset, players)
    for documented in option.values:
        if documented.value == value and type(documented.value) is type(value):  # 0 is not false
            return documented.meaning
    if option.id == "match.target":
        if players is not None:
            return str(ruleset.target_for(players))
        noun = "sides" if ruleset.target_by == "sides" else "players"
        return _counted(value, None, noun)
    if isinstance(value, dict):
        return _counted(value, players, "players")
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return "none" if value is None else str(value)


def _hand_size_words(option: OptionDoc, value: Any, ruleset: Ruleset, players: int | None) -> str:
    """The hand size in the options chapter's words, then the boneyard it leaves at each count:
    tiles to be drawn, or (``draw.mode = none``) tiles out of play."""
    documented = [doc.meaning for doc in option.values if doc.value == value]
    words = documented[0] if documented else _counted(value, players, "players")
    counts = [players] if players is not None else list(ruleset.players)
    size = set_size(ruleset.max_pip)
    left = ", ".join(f"{size - count * ruleset.hand_size[count]} with {count} players" for count in counts)
    use = "left out of play, never drawn" if ruleset.draw_mode == "none" else "left in the boneyard, to be drawn"
    return f"{words}; the undealt tiles are {use}: {left}"


@dataclass(frozen=True)
class OptionLine:
    """One option of a ruleset, its value and that value in words."""

    id: str
    title: str
    value: Any
    words: str


def option_lines(book: Rulebook, named: NamedRuleset, players: int | None = None) -> list[OptionLine]:
    """Every option of the ruleset, in the options chapter's order, with its value in words."""
    out = []
    for option in OPTIONS:
        doc = book.option(option.id)
        value = named.value(option.id)
        words = value_in_words(doc, value, named.ruleset, players)
        out.append(OptionLine(option.id, doc.title, value, words))
    return out


# -- the rules of a ruleset -------------------------------------------------------------------


@dataclass(frozen=True)
class Chapter:
    """A chapter of the rulebook and the clauses of it that hold."""

    title: str
    file: str
    clauses: tuple[Clause, ...]


@dataclass(frozen=True)
class RulesDocument:
    """The rules of one ruleset at the table: its options in words and the clauses that hold."""

    named: NamedRuleset
    players: int | None
    options: tuple[OptionLine, ...]
    chapters: tuple[Chapter, ...]

    def clause_ids(self) -> set[str]:
        """The ids of every clause in the document."""
        return {clause.id for chapter in self.chapters for clause in chapter.clauses}


def value_reader(named: NamedRuleset, players: int | None) -> Callable[[str], Any]:
    """``option id -> value`` for ``Clause.holds_with``; with a player count, ``players`` is that count."""

    def value_of(option_id: str) -> Any:
        if option_id == "players" and players is not None:
            return [players]
        return named.value(option_id)

    return value_of


def rules_of(book: Rulebook, named: NamedRuleset, players: int | None = None) -> RulesDocument:
    """The rules of ``named`` (for ``players`` players, if given): every clause that holds."""
    if players is not None and players not in named.ruleset.players:
        raise RulesetSource(f"{named.label} is played by {', '.join(map(str, named.ruleset.players))} "
                            f"players, not {players}")
    value_of = value_reader(named, players)
    chapters = []
    for file, title in book.chapters:
        held = tuple(clause for clause in book.clauses
                     if clause.file == file and clause.holds_with(value_of))
        if held:
            chapters.append(Chapter(title, file, held))
    return RulesDocument(named, players, tuple(option_lines(book, named, players)), tuple(chapters))


def profiles_where_clause_holds(clause: Clause) -> list[str]:
    """The profiles under which ``clause`` holds, by name."""
    return [name for name, data in profiles().items() if clause.holds_with(partial(get_path, data))]


# -- differences -------------------------------------------------------------------------------


@dataclass(frozen=True)
class OptionDifference:
    """An option the two rulesets pin differently, with each value in words."""

    id: str
    title: str
    a: Any
    b: Any
    a_words: str
    b_words: str


@dataclass(frozen=True)
class ClauseDifference:
    """A clause that holds in one ruleset only, or in both under different option values."""

    clause: Clause
    change: str  # "only_a", "only_b" or "changed"
    options: tuple[str, ...]  # the differing options behind it


@dataclass(frozen=True)
class RulesetDiff:
    """What differs between rulesets A and B."""

    a: NamedRuleset
    b: NamedRuleset
    options: tuple[OptionDifference, ...]
    clauses: tuple[ClauseDifference, ...]

    def to_dict(self) -> dict[str, Any]:
        """The JSON form ``diff --json`` prints."""
        return {
            "a": self.a.label,
            "b": self.b.label,
            "options": [
                {"id": o.id, "title": o.title, "a": o.a, "b": o.b, "a_words": o.a_words, "b_words": o.b_words}
                for o in self.options
            ],
            "clauses": [
                {"id": d.clause.id, "title": d.clause.title, "change": d.change, "options": list(d.options),
                 "file": f"spec/{d.clause.file}", "line": d.clause.line}
                for d in self.clauses
            ],
        }


def diff(book: Rulebook, a: NamedRuleset, b: NamedRuleset) -> RulesetDiff:
    """Options pinned differently, and the clauses they change, in the rulebook's order.

    A clause differs when it holds in one ruleset only, or holds in both but depends on an
    option (its "Options" line) whose value differs.
    """
    options = []
    for option in OPTIONS:
        value_a, value_b = a.value(option.id), b.value(option.id)
        if value_a != value_b:
            doc = book.option(option.id)
            options.append(OptionDifference(
                option.id, doc.title, value_a, value_b,
                value_in_words(doc, value_a, a.ruleset), value_in_words(doc, value_b, b.ruleset),
            ))
    differing = {difference.id for difference in options}
    holds_a, holds_b = value_reader(a, None), value_reader(b, None)
    clauses = []
    for clause in book.clauses:
        in_a, in_b = clause.holds_with(holds_a), clause.holds_with(holds_b)
        behind = tuple(option for option in clause.options if option in differing)
        behind += tuple(option for option in differing if option not in behind
                        and clause.applies_when and f"`{option}" in clause.applies_when)
        if in_a and not in_b:
            clauses.append(ClauseDifference(clause, "only_a", behind))
        elif in_b and not in_a:
            clauses.append(ClauseDifference(clause, "only_b", behind))
        elif in_a and behind:
            clauses.append(ClauseDifference(clause, "changed", behind))
    return RulesetDiff(a, b, tuple(options), tuple(clauses))
