"""Pages made from the rulebook: the rules of a ruleset (Markdown or HTML), and the rulebook.

HTML pages come from the Jinja2 templates in ``conformance/reports/templates`` (autoescaped) with
the rulebook's Markdown rendered by markdown-it-py. A clause id written in code
(```end.redeal```) becomes a link when that clause is on the same page, so every link a page
holds points into the page itself.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from markdown_it import MarkdownIt
from markupsafe import Markup

from conformance.inputs.terminal import visible
from conformance.rulebook.index import Rulebook, cited_by_title, source_title, sources
from conformance.rulebook.ruleset_rules import RulesDocument, RulesetDiff, profiles_where_clause_holds
from conformance.suite.features import Scenario

_CODE_SPAN = re.compile(r"<code>([a-z0-9_]+(?:\.[a-z0-9_-]+)+)</code>")


def _environment() -> Environment:
    environment = Environment(
        loader=PackageLoader("conformance.reports", "templates"),
        autoescape=select_autoescape(["html", "j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters["text"] = element_text
    environment.filters["source"] = source_title
    return environment


def element_text(text: str) -> Markup:
    """``text`` escaped for an element's content: ``&``, ``<`` and ``>`` (quotes need no escape outside
    an attribute, and the scenarios are full of them: a third of the rulebook page's size)."""
    return Markup(text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def markdown_renderers(anchors: Mapping[str, str]) -> tuple[Callable[[str], Markup], Callable[[str], Markup]]:
    """Block and inline Markdown renderers that link each id of ``anchors`` written in code
    to its anchor on the page."""
    parser = MarkdownIt("commonmark", {"html": False}).enable("table")

    def link(html: str) -> str:
        return _CODE_SPAN.sub(
            lambda match: f'<a href="#{anchors[match[1]]}"><code>{match[1]}</code></a>'
            if match[1] in anchors else match[0],
            html,
        )

    def block(text: str) -> Markup:
        return Markup(link(parser.render(cited_by_title(text))))  # markdown-it escapes the text: raw HTML is off

    def inline(text: str) -> Markup:
        return Markup(link(parser.renderInline(cited_by_title(text))))

    return block, inline


def _notes(document: RulesDocument) -> dict[str, int]:
    """Clause id -> its note number, in reading order."""
    ids = [clause.id for chapter in document.chapters for clause in chapter.clauses]
    return {clause_id: number for number, clause_id in enumerate(ids, start=1)}


def rules_title(document: RulesDocument) -> str:
    """The heading of a rules document."""
    players = f", {document.players} players" if document.players else ""
    return f"Rules of {document.named.title}{players}"


#: Characters that mean something in Markdown wherever they stand (emphasis, code, links, HTML, entities,
#: headings' closing marks, tables, strikethrough); a backslash makes each one itself.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>&#|~])")
#: What starts a block when it opens a line: a list item, a setext underline, an ordered list's number.
_BLOCK_START = re.compile(r"^(?:([-+=])|(\d+)([.)]))")


def markdown_text(text: str) -> str:
    """``text`` as one line of Markdown that reads as exactly that text: control characters
    ``visible``, line breaks spaces, and every character Markdown would act on escaped."""
    escaped = _MARKDOWN_SPECIAL.sub(r"\\\1", " ".join(visible(text).split()))
    return _BLOCK_START.sub(lambda found: f"\\{found[1]}" if found[1] else f"{found[2]}\\{found[3]}", escaped)


def render_rules_markdown(document: RulesDocument) -> str:
    """The rules as one Markdown document, ids and sources as footnotes."""
    notes = _notes(document)
    named = document.named
    # A ruleset file's own words (its title, description, sources, even its path) are text, never Markdown.
    lines = [f"# {markdown_text(rules_title(document))}", ""]
    if named.description:
        lines += [markdown_text(named.description), ""]
    follows = (f" Follows {', '.join(markdown_text(source_title(source)) for source in named.sources)}."
               if named.sources else "")
    preface = (f"Ruleset {markdown_text(named.label)}.{follows} Every rule below holds under this ruleset; the "
               "note of each rule gives its id in the rulebook and its sources.")
    lines += [preface, "", "## The options of this ruleset", ""]
    for line in document.options:
        lines.append(f"- **{line.title}** (`{line.id} = {json.dumps(line.value)}`): {line.words}.")
    for chapter in document.chapters:
        lines += ["", f"## {chapter.title}"]
        for clause in chapter.clauses:
            lines += ["", f"### {clause.title}[^{notes[clause.id]}]", "", cited_by_title(clause.text)]
    lines += [""]
    for chapter in document.chapters:
        for clause in chapter.clauses:
            lines.append(f"[^{notes[clause.id]}]: `{clause.id}` ({clause.level.upper()}) — "
                         f"{'; '.join(source_title(source) for source in clause.sources)}")
    return "\n".join(lines) + "\n"


def render_rules_html(document: RulesDocument) -> str:
    """The rules as one self-contained, printable HTML page."""
    block, inline = markdown_renderers({clause_id: clause_id for clause_id in document.clause_ids()})
    template = _environment().get_template("rules.html.j2")
    return template.render(title=rules_title(document), document=document, notes=_notes(document),
                           markdown=block, markdown_inline=inline)


def _value_text(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value)


def render_diff_text(result: RulesetDiff) -> str:
    """What differs between two rulesets, in words: the options, then clause by clause."""
    a, b = result.a.label, result.b.label
    if not result.options:
        return f"{a} and {b} pin every option alike: their rules are the same.\n"
    lines = [f"{a} and {b} differ in {len(result.options)} option(s):", ""]
    for option in result.options:
        lines += [f"  {option.id} — {option.title}",
                  f"    {a}: {_value_text(option.a)} ({option.a_words})",
                  f"    {b}: {_value_text(option.b)} ({option.b_words})"]
    lines += ["", f"{len(result.clauses)} clause(s) of the rulebook differ:", ""]
    wording = {"only_a": f"holds in {a} only", "only_b": f"holds in {b} only",
               "changed": "holds in both, under different option values"}
    for difference in result.clauses:
        clause = difference.clause
        because = f" (because of {', '.join(difference.options)})" if difference.options else ""
        lines.append(f"  {clause.id} — {clause.title}: {wording[difference.change]}{because}")
    return "\n".join(lines) + "\n"


# -- the rulebook page -------------------------------------------------------------------------


@dataclass(frozen=True)
class ScenarioText:
    """A scenario as the rulebook page shows it, once: its anchor, id, name, feature file and Gherkin text."""

    anchor: str
    id: str
    name: str
    file: str
    clauses: tuple[str, ...]
    text: str


def scenario_anchor(scenario: Scenario) -> str:
    """The page's anchor for a scenario: its id, made fit for a URL fragment (``#`` ends one)."""
    return "scenario-" + re.sub(r"[^A-Za-z0-9_.-]", "-", scenario.id or scenario.name)


def scenario_text(scenario: Scenario) -> str:
    """A compiled scenario's steps (an outline row with its values filled in) as Gherkin text; the page
    says its id and name beside them."""
    lines = []
    for step in scenario.steps:
        lines.append(f"  {step.keyword.strip()} {step.text}")
        for row in step.table or ():
            lines.append("    | " + " | ".join(row) + " |")
        if step.docstring is not None:
            lines += ['    """', *("    " + line for line in step.docstring.splitlines()), '    """']
    return "\n".join(lines)


def render_rulebook_html(book: Rulebook, scenarios: list[Scenario]) -> str:
    """The whole rulebook as one self-contained page: a clause per anchor, linking the scenarios that test
    it; the scenarios follow, each printed once, folded, by feature file."""
    by_clause: dict[str, list[ScenarioText]] = {}
    by_file: dict[str, list[ScenarioText]] = {}
    for scenario in scenarios:
        shown = ScenarioText(scenario_anchor(scenario), scenario.id or scenario.name, scenario.name, scenario.file,
                             scenario.clauses, scenario_text(scenario))
        by_file.setdefault(scenario.file, []).append(shown)
        for clause_id in scenario.clauses:
            by_clause.setdefault(clause_id, []).append(shown)
    chapters = []
    for file, title in book.chapters:
        clauses = [clause for clause in book.clauses if clause.file == file]
        if clauses:
            chapters.append({"file": file, "title": title, "clauses": clauses})
    anchors = {clause.id: clause.id for clause in book.clauses}
    anchors.update({option.id: f"option-{option.id}" for option in book.options})
    block, inline = markdown_renderers(anchors)
    template = _environment().get_template("rulebook.html.j2")
    return template.render(
        title="The rules of dominoes: the domino-conformance rulebook",
        chapters=chapters,
        options=book.options,
        scenarios=by_clause,
        scenario_files=by_file,
        seeds=list(sources().values()),
        seed_anchor={seed: number for number, seed in enumerate(sources(), start=1)},
        holds={clause.id: profiles_where_clause_holds(clause) for clause in book.clauses},
        markdown=block,
        markdown_inline=inline,
    )
