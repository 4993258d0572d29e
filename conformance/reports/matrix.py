"""The compliance matrix: clauses down, engines across, one verdict in each cell.

``build_matrix`` turns run reports (one per engine) and the rulebook into
plain data: a column per report with its counts, the rulebook's
chapters in reading order with their clauses, and per cell the clause's
verdict for that engine and the scenarios behind it. ``render_html`` makes
a self-contained page of it (inline CSS, no script, nothing fetched from
anywhere) and ``render_markdown`` a Markdown document. Every cell that is
not a pass links to the scenarios that made it so, listed at the foot of
the page with their feature file, line and message.
"""

from __future__ import annotations

import html
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from conformance import __version__
from conformance.inputs.terminal import visible
from .run_report import VERDICT_ORDER, coverage_line, engine_label, feature_location, percent, problem_details
from conformance.rulebook.index import Rulebook

NO_SCENARIO = "none"
#: What a person reads in a cell, by verdict.
LABELS = {
    "pass": "pass",
    "fail": "fail",
    "error": "error",
    "skipped": "skipped",
    "not_judged": "not judged",
    "not_applicable": "not applicable",
    NO_SCENARIO: "no scenario",
}
#: Outcomes whose scenarios are listed in the details, linked from their cells (and every scenario played
#: again re-seated, whose blocking rule's cell links to it: ``_detailed``).
LISTED = ("fail", "error", "not_judged", "skipped")
OTHER_CHAPTER = "Clauses this rulebook does not hold"
#: How many scenario links a cell shows before "+N more" (which links to the engine's details).
LINKS_PER_CELL = 3


@dataclass
class Column:
    """One report: the engine it judged and its counts."""

    index: int
    source: str
    label: str
    engine: Mapping[str, Any]
    summary: Mapping[str, Any]
    suite: Mapping[str, Any]
    rulebook: Mapping[str, Any]
    run: Mapping[str, Any]
    scenarios: dict[str, Mapping[str, Any]]
    declared: Mapping[str, Any] = field(default_factory=dict)
    coverage: Mapping[str, Any] = field(default_factory=dict)
    replays: Sequence[Mapping[str, Any]] = ()
    play: Mapping[str, Any] | None = None

    @property
    def game_lines(self) -> list[str]:
        """The declared game with its variant, and the coverage line, as the console gives them."""
        lines = [f"declared game: {game['label']} (variant: {'; '.join(game['variant']) or 'none'})"
                 for game in self.declared.get("games", [])]
        if self.coverage:
            lines.append(coverage_line(self.coverage))
        return lines

    def anchor(self, scenario_id: str) -> str:
        """The page anchor of one of this report's scenarios."""
        return f"e{self.index}-" + re.sub(r"[^A-Za-z0-9_.-]", "_", scenario_id)


@dataclass
class Cell:
    """A clause's verdict for one engine, with its scenarios' ids and outcomes."""

    verdict: str
    scenarios: dict[str, str] = field(default_factory=dict)
    play: int = 0  # divergences differential play found on the clause
    replay: int = 0  # divergences replay found on the clause

    @property
    def judged(self) -> list[str]:
        """``play: 2 divergence(s)``, ``replay: 1 divergence(s)``: what failed the clause beside its scenarios."""
        return [f"{judge}: {count} divergence(s)" for judge, count in (("play", self.play), ("replay", self.replay))
                if count]

    @property
    def label(self) -> str:
        """The verdict as words."""
        return LABELS[self.verdict]

    @property
    def counts(self) -> str:
        """``1/2``: passed over applicable scenarios; empty when nothing was applicable."""
        applicable = [outcome for outcome in self.scenarios.values() if outcome != "not_applicable"]
        passed = sum(outcome == "pass" for outcome in applicable)
        return f"{passed}/{len(applicable)}" if applicable else ""

    @property
    def listed(self) -> list[str]:
        """The scenarios the details list for this cell: those that failed, errored or were skipped."""
        return [scenario_id for scenario_id, outcome in self.scenarios.items() if outcome in LISTED]


@dataclass
class Row:
    """One clause and its cell for every column."""

    id: str
    title: str
    level: str
    cells: list[Cell]


@dataclass
class Chapter:
    """A rulebook chapter and its clauses, in reading order."""

    title: str
    rows: list[Row]


@dataclass
class Matrix:
    """Everything a matrix page shows."""

    columns: list[Column]
    chapters: list[Chapter]
    rulebook_digest: str
    notes: list[str]


def _cell(report: Mapping[str, Any], clause_id: str) -> Cell:
    entry = report["clauses"].get(clause_id)
    if entry is None:
        return Cell(NO_SCENARIO)
    return Cell(entry["verdict"], dict(entry["scenarios"]), entry.get("play", 0), entry.get("replay", 0))


def _labels(reports: Sequence[Mapping[str, Any]], sources: Sequence[str]) -> list[str]:
    """Column headings: engine name and version, with the --engine spec, then the file name,
    then the position, added where two columns would otherwise read the same."""
    labels = [engine_label(report["engine"]) for report in reports]
    for extra in (
        lambda i: reports[i]["engine"]["spec"],
        lambda i: Path(sources[i]).name,
        lambda i: f"#{i + 1}",
    ):
        repeated = {label for label in labels if labels.count(label) > 1}
        labels = [f"{label} ({extra(i)})" if label in repeated else label for i, label in enumerate(labels)]
    return labels


def build_matrix(
    reports: Sequence[Mapping[str, Any]], sources: Sequence[str], rulebook: Rulebook, rulebook_digest: str
) -> Matrix:
    """The matrix of ``reports`` (read from ``sources``) over ``rulebook``'s clauses.

    Rows follow the rulebook's reading order, grouped by chapter; a clause a
    report cites but the rulebook does not hold gets a row in a last group.
    ``rulebook_digest`` is this rulebook's; reports made with another one
    are pointed out in ``notes``.
    """
    labels = _labels(reports, sources)
    columns = [
        Column(
            index,
            str(source),
            label,
            report["engine"],
            report["summary"],
            report["suite"],
            report["rulebook"],
            report["run"],
            {record["id"]: record for record in report["scenarios"]},
            report.get("declared") or {},
            report.get("coverage") or {},
            report.get("replays", []),
            report.get("play"),
        )
        for index, (report, source, label) in enumerate(zip(reports, sources, labels), start=1)
    ]
    chapters = []
    for file, title in rulebook.chapters:
        rows = [
            Row(clause.id, clause.title, clause.level, [_cell(report, clause.id) for report in reports])
            for clause in rulebook.clauses
            if clause.file == file
        ]
        if rows:
            chapters.append(Chapter(title, rows))
    known = set(rulebook.ids())
    unknown: dict[str, Mapping[str, Any]] = {}
    for report in reports:
        for clause_id, entry in report["clauses"].items():
            if clause_id not in known:
                unknown.setdefault(clause_id, entry)
    if unknown:
        chapters.append(
            Chapter(
                OTHER_CHAPTER,
                [
                    Row(
                        clause_id,
                        unknown[clause_id].get("title", ""),
                        unknown[clause_id].get("level", ""),
                        [_cell(report, clause_id) for report in reports],
                    )
                    for clause_id in sorted(unknown)
                ],
            )
        )
    notes = [
        f"{column.label}: made with another rulebook ({column.rulebook['digest'][:19]}…, "
        f"this one is {rulebook_digest[:19]}…): its verdicts may cite clauses that have changed"
        for column in columns
        if column.rulebook["digest"] != rulebook_digest
    ]
    return Matrix(columns, chapters, rulebook_digest, notes)


def verdict_counts(matrix: Matrix, column: Column) -> dict[str, int]:
    """How many clauses have each verdict for one engine (``none``: no scenario)."""
    counts = {verdict: 0 for verdict in (*VERDICT_ORDER, NO_SCENARIO)}
    for chapter in matrix.chapters:
        for row in chapter.rows:
            counts[row.cells[column.index - 1].verdict] += 1
    return counts


# -- HTML -------------------------------------------------------------------------------

_CSS = """
:root { --pass: #1a7f37; --pass-bg: #dafbe1; --fail: #a40e26; --fail-bg: #ffebe9; --error: #8250df;
  --error-bg: #fbefff; --skip: #9a6700; --skip-bg: #fff8c5; --na: #57606a; --na-bg: #f3f4f6;
  --none: #8c959f; --line: #d0d7de; --head: #f6f8fa; }
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
  color: #1f2328; margin: 0 auto; padding: 24px 32px 64px; max-width: 1400px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 32px 0 12px; border-bottom: 1px solid var(--line); padding-bottom: 6px; }
h3 { font-size: 16px; margin: 20px 0 8px; }
p.meta, .meta { color: #59636e; font-size: 13px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
a { color: #0969da; }
.engines { display: flex; flex-wrap: wrap; gap: 16px; margin: 16px 0; }
.engine { border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px; min-width: 280px; flex: 1; }
.engine h3 { margin: 0 0 2px; }
.score { font-size: 30px; font-weight: 700; margin: 8px 0 0; }
.score small { font-size: 15px; font-weight: 400; color: #59636e; }
.counts { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 8px 0; padding: 0; list-style: none; }
.counts b { font-variant-numeric: tabular-nums; }
.note { background: var(--skip-bg); border: 1px solid #d4a72c; border-radius: 6px; padding: 8px 12px; }
table.matrix { border-collapse: collapse; width: 100%; margin: 8px 0 16px; }
.matrix th, .matrix td { border: 1px solid var(--line); padding: 5px 10px; text-align: left; vertical-align: top; }
.matrix thead th { background: var(--head); position: sticky; top: 0; z-index: 1; }
.matrix thead th.engine-col { text-align: center; min-width: 140px; }
.matrix tr.chapter th { background: #eaeef2; font-size: 15px; padding-top: 8px; }
.matrix td.clause { min-width: 320px; }
.matrix td.clause code { color: #59636e; }
.level { font-size: 11px; text-transform: uppercase; color: #59636e; border: 1px solid var(--line);
  border-radius: 4px; padding: 0 4px; margin-left: 4px; }
td.cell { text-align: center; font-weight: 600; white-space: nowrap; }
td.cell .n { font-weight: 400; font-size: 12px; }
td.cell .links { display: block; font-weight: 400; font-size: 12px; white-space: normal; }
td.pass { color: var(--pass); background: var(--pass-bg); }
td.fail { color: var(--fail); background: var(--fail-bg); }
td.error { color: var(--error); background: var(--error-bg); }
td.skipped { color: var(--skip); background: var(--skip-bg); }
td.not_applicable { color: var(--na); background: var(--na-bg); font-weight: 400; }
td.none { color: var(--none); font-weight: 400; font-style: italic; }
.mark { display: inline-block; width: 1.1em; }
code { overflow-wrap: anywhere; }
/* A phone (390 px): small margins, the cards one a row, the table scrolled within itself. */
@media (max-width: 40rem) {
  body { padding: 12px 12px 48px; }
  .engine { min-width: 0; flex-basis: 100%; overflow-wrap: anywhere; }
  table.matrix { display: block; overflow-x: auto; }
  .matrix td.clause { min-width: 180px; }
}
.legend { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; padding: 0; list-style: none; font-size: 13px; }
.legend li { border: 1px solid var(--line); border-radius: 4px; padding: 1px 8px; }
.problem { border: 1px solid var(--line); border-left: 4px solid var(--fail); border-radius: 6px;
  padding: 10px 14px; margin: 10px 0; }
.problem.error { border-left-color: var(--error); }
.problem.skipped { border-left-color: var(--skip); }
.problem:target { outline: 3px solid #0969da; }
.problem h4 { margin: 0 0 6px; font-size: 15px; }
.problem dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 14px; margin: 0; }
.problem dt { color: #59636e; }
.problem dd { margin: 0; }
.problem pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
footer { margin-top: 40px; color: #59636e; font-size: 13px; }
"""

#: A mark beside each verdict, so no cell relies on colour alone.
_MARKS = {"pass": "✓", "fail": "✗", "error": "!", "skipped": "–", "not_judged": "⊘", "not_applicable": "∅",
          NO_SCENARIO: "·"}


def _detailed(record: Mapping[str, Any]) -> bool:
    """Whether the details list a scenario: it did not pass, or it passed re-seated past another rule's fault."""
    return record["outcome"] in LISTED or bool(record.get("blocked_by"))


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _title(text: str) -> str:
    """A rulebook title as HTML: its `code spans` shown as code, everything else escaped."""
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", _e(text))


def _html_engine(column: Column, counts: Mapping[str, int]) -> str:
    summary = column.summary
    required = summary.get("required", summary)  # the headline score: required (MUST) scenarios
    applicable = required["applicable"]
    score = f"({percent(required)})" if applicable else "(nothing applicable)"
    items = [
        ("passed", summary["passed"]),
        ("failed", summary["failed"]),
        ("errors", summary["errors"]),
        ("skipped", summary["skipped"]),
        *([("not judged", summary["not_judged"])] if summary.get("not_judged") else []),
        ("not applicable", summary["not_applicable"]),
        ("scenarios", summary["total"]),
    ]
    clause_items = [(LABELS[verdict], counts[verdict]) for verdict in counts if counts[verdict]]
    return (
        f'<section class="engine" id="engine-{column.index}">'
        f"<h3>{_e(column.label)}</h3>"
        f'<div class="meta">engine <code>{_e(column.engine["spec"])}</code> · report <code>{_e(column.source)}</code>'
        f"<br>run {_e(column.run['started'])} · suite {_e(column.suite['version'])}</div>"
        + "".join(f'<div class="meta">{_e(line)}</div>' for line in column.game_lines)
        + f'<p class="score">{required["passed"]}/{applicable} <small>applicable required scenarios passed {score}</small></p>'
        '<ul class="counts">'
        + "".join(f"<li>{_e(name)} <b>{value}</b></li>" for name, value in items)
        + "</ul>"
        '<div class="meta">clauses: '
        + ", ".join(f"{value} {_e(name)}" for name, value in clause_items)
        + "</div>"
        + "".join(f'<div class="meta">{_e(line)}</div>' for line in judged_lines(column))
        + "</section>"
    )


def judged_lines(column: Column) -> list[str]:
    """What replay and differential play found for the engine, a line each (none when neither ran)."""
    lines = []
    if column.replays:
        counts: dict[str, int] = {}
        for replay in column.replays:
            counts[replay["verdict"]] = counts.get(replay["verdict"], 0) + 1
        lines.append(f"transcripts replayed: {len(column.replays)}; "
                     + ", ".join(f"{count} {verdict.replace('_', ' ')}" for verdict, count in sorted(counts.items())))
    play = column.play
    if play:
        games = play.get("games") or [play]
        where = (f"{games[0]['game']} for {games[0]['players']} players" if len(games) == 1
                 else f"{len(games)} games and seatings")
        head = f"differential play: {play['hands']} hands of {where}, seed {play['seed']}"
        lines.append(head + (f": {len(play['divergences'])} divergence(s)" if play["divergences"] else ": no divergence"))
    return lines


def _html_judged_details(column: Column) -> str:
    """The diverged replays and the first divergence on each clause differential play found."""
    firsts: dict[str, Mapping[str, Any]] = {}
    for divergence in (column.play or {}).get("divergences", []):
        firsts.setdefault(str(divergence.get("clause")), divergence)
    diverged = [replay for replay in column.replays if replay["verdict"] not in ("agreed", "not_applicable")]
    if not firsts and not diverged:
        return ""
    out = [f'<h4 id="play-{column.index}">Replay and differential play</h4>']
    for clause, divergence in sorted(firsts.items()):
        where = f"hand {divergence.get('hand')}" + (f", ply {divergence['ply']}" if divergence.get("ply") else "")
        out.append(f'<article class="problem fail"><h4>play: <code>{_e(clause)}</code> ({_e(where)})</h4>'
                   f"<pre>{_e(divergence.get('message', ''))}</pre></article>")
    for replay in diverged:
        clause = f" <code>{_e(replay['clause'])}</code>" if replay.get("clause") else ""
        out.append(f'<article class="problem fail"><h4>replay {_e(replay["verdict"])}: '
                   f"<code>{_e(replay['file'])}</code>{clause}</h4><pre>{_e(replay.get('message', ''))}</pre></article>")
    return "\n".join(out) + "\n"


def _html_cell(column: Column, cell: Cell) -> str:
    counts = (
        f' <span class="n">{cell.counts}</span>' if cell.counts and cell.verdict != "not_applicable" else ""
    )
    text = f'<span class="mark" aria-hidden="true">{_MARKS[cell.verdict]}</span>{_e(cell.label)}{counts}'
    listed = cell.listed
    if listed:
        links = [f'<a href="#{column.anchor(scenario_id)}">{_e(scenario_id)}</a>' for scenario_id in listed]
        if len(links) > LINKS_PER_CELL:
            links[LINKS_PER_CELL:] = [
                f'<a href="#details-{column.index}">+{len(links) - LINKS_PER_CELL} more</a>'
            ]
        text += f' <span class="links">{" ".join(links)}</span>'
    for judged in cell.judged:
        text += f' <span class="links"><a href="#play-{column.index}">{_e(judged)}</a></span>'
    return f'<td class="cell {cell.verdict}" data-verdict="{cell.verdict}">{text}</td>'


def _html_problem(column: Column, scenario_id: str) -> str:
    record = column.scenarios[scenario_id]
    rows = [("engine", _e(column.label))]
    for label, text in problem_details(record):
        rows.append(
            (
                label,
                f"<pre>{_e(text)}</pre>"
                if label in ("expected", "actual", "message", "stderr")
                else f"<code>{_e(text)}</code>",
            )
        )
    body = "".join(f"<dt>{_e(label)}</dt><dd>{value}</dd>" for label, value in rows)
    outcome = record["outcome"]
    return (
        f'<article class="problem {outcome}" id="{column.anchor(scenario_id)}" data-scenario="{_e(scenario_id)}">'
        f'<h4><span class="mark" aria-hidden="true">{_MARKS[outcome]}</span>{_e(LABELS[outcome])}: '
        f"<code>{_e(record['id'])}</code> {_e(record['name'])}</h4>"
        f"<dl>{body}</dl></article>"
    )


def render_html(matrix: Matrix) -> str:
    """The matrix as one self-contained HTML page: inline CSS, no script, no outside resources."""
    columns = matrix.columns
    out = [
        (
            '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            "<title>Compliance matrix — domino-conformance</title>\n"
            f"<style>{_CSS}</style>\n</head>\n<body>\n"
            "<h1>Compliance matrix</h1>\n"
            f'<p class="meta">{len(columns)} engine{"s" if len(columns) != 1 else ""} judged against the rulebook '
            f"(digest <code>{_e(matrix.rulebook_digest)}</code>). The score counts applicable required scenarios "
            "only (those citing a MUST clause): a scenario needing a rule option an engine does not declare is "
            "not applicable, never failed.</p>\n"
        )
    ]
    out += [f'<p class="note">{_e(note)}</p>\n' for note in matrix.notes]
    out.append(
        '<div class="engines">'
        + "".join(_html_engine(column, verdict_counts(matrix, column)) for column in columns)
        + "</div>\n"
    )
    out.append(
        '<h2 id="clauses">Clauses</h2>\n<ul class="legend">'
        + "".join(
            f'<li class="{verdict}">{_MARKS[verdict]} {_e(label)}</li>' for verdict, label in LABELS.items()
        )
        + "</ul>\n"
    )
    out.append(
        '<p class="meta">A cell holds the clause\'s verdict for that engine: the worst outcome among the '
        "scenarios citing it, with passed/applicable scenarios beside it. Failed, errored and skipped "
        "scenarios link to their details below.</p>\n"
    )
    out.append(
        '<table class="matrix">\n<thead><tr><th scope="col">Clause</th>'
        + "".join(
            f'<th scope="col" class="engine-col"><a href="#engine-{column.index}">{_e(column.label)}</a></th>'
            for column in columns
        )
        + "</tr></thead>\n"
    )
    for chapter in matrix.chapters:
        out.append(
            f'<tbody><tr class="chapter"><th colspan="{len(columns) + 1}" scope="rowgroup">'
            f"{_e(chapter.title)}</th></tr>\n"
        )
        for row in chapter.rows:
            level = f'<span class="level">{_e(row.level)}</span>' if row.level else ""
            out.append(
                f'<tr id="clause-{_e(row.id)}" data-clause="{_e(row.id)}"><td class="clause">{_title(row.title)}'
                f"{level}<br><code>{_e(row.id)}</code></td>"
                + "".join(_html_cell(column, cell) for column, cell in zip(columns, row.cells))
                + "</tr>\n"
            )
        out.append("</tbody>\n")
    out.append("</table>\n")
    out.append('<h2 id="details">Scenarios that did not pass</h2>\n')
    for column in columns:
        problems = [
            scenario_id for scenario_id, record in column.scenarios.items() if _detailed(record)
        ]
        out.append(f'<h3 id="details-{column.index}">{_e(column.label)}</h3>\n')
        if not problems:
            out.append('<p class="meta">Every applicable scenario passed.</p>\n')
        out += [_html_problem(column, scenario_id) + "\n" for scenario_id in problems]
        out.append(_html_judged_details(column))
    generated = datetime.now(UTC).isoformat(timespec="seconds")
    out.append(
        f"<footer>Made by domino-conformance {_e(__version__)} matrix on {_e(generated)}.</footer>\n"
        "</body>\n</html>\n"
    )
    return visible("".join(out))  # a report's escape, bell and C1 bytes show as text, never act (``cat`` of the page)


# -- Markdown ---------------------------------------------------------------------------


def _md(text: Any, code_spans: bool = False) -> str:
    """Text safe inside a Markdown table cell (``code_spans``: keep its `code` spans)."""
    escaped = html.escape(str(text), quote=False)
    special = r"([\\*_\[\]|])" if code_spans else r"([\\`*_\[\]|])"
    return re.sub(special, r"\\\1", escaped).replace("\n", " ")


def _md_code(text: Any, in_table: bool = False) -> str:
    """``text`` as one Markdown code span, whatever backticks it holds (CommonMark: a longer fence)."""
    text = str(text).replace("\n", " ")
    if in_table:
        text = text.replace("|", "\\|")  # GFM splits table cells on | even inside code spans
    fence = "`" * (max((len(run) for run in re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def render_markdown(matrix: Matrix) -> str:
    """The matrix as Markdown (GitHub-flavoured tables); failing cells link to the details below."""
    columns = matrix.columns
    out = [
        "# Compliance matrix\n",
        f"Rulebook digest {_md_code(matrix.rulebook_digest)}. The score counts applicable required (MUST) scenarios only.\n",
    ]
    out += [f"> **Note:** {_md(note)}\n" for note in matrix.notes]
    out.append("| engine | required passed / applicable | failed | errors | skipped | not applicable |")
    out.append("|---|---|---|---|---|---|")
    for column in columns:
        summary = column.summary
        required = summary.get("required", summary)
        score = f" ({percent(required)})" if required["applicable"] else ""
        out.append(
            f"| {_md(column.label)} | **{required['passed']}/{required['applicable']}**{score} | "
            f"{summary['failed']} | {summary['errors']} | {summary['skipped']} | {summary['not_applicable']} |"
        )
    out.append("")
    for column in columns:
        out += [f"- {_md(column.label)}: {_md(line)}" for line in [*column.game_lines, *judged_lines(column)]]
    out.append("")
    for chapter in matrix.chapters:
        out.append(f"## {_md(chapter.title)}\n")
        out.append("| clause | " + " | ".join(_md(column.label) for column in columns) + " |")
        out.append("|---|" + "---|" * len(columns))
        for row in chapter.rows:
            cells = []
            for column, cell in zip(columns, row.cells):
                text = f"{_MARKS[cell.verdict]} {cell.label}"
                if cell.verdict in ("fail", "error", "skipped"):
                    text = f"**{text}**"
                if cell.counts and cell.verdict != "not_applicable":
                    text += f" {cell.counts}"
                links = [
                    f"[{_md(scenario_id)}](#{column.anchor(scenario_id)})" for scenario_id in cell.listed
                ]
                if len(links) > LINKS_PER_CELL:
                    links[LINKS_PER_CELL:] = [f"+{len(links) - LINKS_PER_CELL} more"]
                text += "".join(" " + link for link in links)
                text += "".join(f" {judged}" for judged in cell.judged)
                cells.append(text)
            out.append(f"| {_md(row.title, code_spans=True)} {_md_code(row.id, in_table=True)} | " + " | ".join(cells) + " |")
        out.append("")
    out.append("## Scenarios that did not pass\n")
    for column in columns:
        out.append(f"### {_md(column.label)}\n")
        problems = [record for record in column.scenarios.values() if _detailed(record)]
        if not problems:
            out.append("Every applicable scenario passed.\n")
        for record in problems:
            out.append(
                f'- <a id="{column.anchor(record["id"])}"></a>**{LABELS[record["outcome"]]}** '
                f"{_md_code(record['id'])} {_md(record['name'])} ({_md(feature_location(record))})"
            )
            for label, text in problem_details(record):
                if label != "at":
                    out.append(f"  - {label}: {_md(text)}")
        out.append("")
    return visible("\n".join(out))  # a report's escape, bell and C1 bytes show as text, never act
