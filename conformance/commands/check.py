"""``domino-conformance check``: the referee. Is this record of a match valid under its rules?

Checks, in order, for each transcript in the files and folders named: that
it can be read (JSON, UTF-8, not too long or deep), its shape (the schema:
each error with its JSON pointer, the most relevant first), its ruleset, and
then the record itself against the rules, judged by the reference engine:
the first illegal deal, lead or event, then every claimed score, winner and
result. Each problem is named with its place (file, line, hand, ply, JSON
pointer) and the clause of the rulebook it breaks. With ``--independent``
the record is judged instead by the rules as stated a second time, apart
from the reference engine (``conformance.judging.independent``): the same checks,
verdicts and exit codes.

Exit codes (the table in docs/reports.md): 0 every record is valid; 1 a record
is invalid; 4 an input could not be read. With ``--json`` each verdict is one
JSON object on its own line, written as soon as it is made. ``--jobs N`` and
``--dask ADDRESS`` share the records among worker processes (docs/scale.md);
the output is the same.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from conformance import exit_codes
from conformance.judging import shards
from conformance.judging.independent import independent_referee
from conformance.judging.referee import INVALID, UNREADABLE, VALID, VERDICT_KEYS, Referee
from ..records.files import MAX_RECORD_BYTES, Document, expand_paths, iter_documents, where
from conformance.inputs.terminal import visible_line
from . import arguments

EXAMPLES = """\
examples:
  domino-conformance check game.json
  domino-conformance check transcripts/invalid --json
  domino-conformance check corpus.jsonl -q          only the summary and the problems
"""


def register(subparsers: Any) -> None:
    """Add the ``check`` subcommand."""
    parser = arguments.add_command(
        subparsers,
        "check",
        run,
        help="the referee: check transcripts against the rules and name the first broken clause",
        description="Check transcripts (one JSON document a file, or JSON Lines with one a line, told apart "
        "by content; folders are searched; '-' is standard input) against the schema and the rules, and report the first illegal event or wrong score with the clause it "
        "breaks.",
        examples=EXAMPLES,
    )
    add_input_arguments(parser)
    parser.add_argument("-v", "--verbose", action="store_true", help="also list every valid transcript")
    parser.add_argument(
        "--independent",
        action="store_true",
        help="judge by the independent statement of the rules (conformance/judging/independent.py) instead of the "
        "reference engine; the verdicts have the same shape",
    )


def add_input_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments ``check`` and ``replay`` share."""
    parser.add_argument("paths", nargs="+", metavar="PATH",
                        help="transcript files or folders; '-' reads standard input")
    parser.add_argument("--json", action="store_true", help="one JSON verdict per transcript, one a line")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only problems and the summary")
    parser.add_argument(
        "--no-fast",
        action="store_true",
        help="validate with python-jsonschema only, even when jsonschema-rs is installed",
    )
    parser.add_argument(
        "--max-record-size",
        type=int,
        default=MAX_RECORD_BYTES,
        metavar="BYTES",
        help=f"refuse longer records unread (default {MAX_RECORD_BYTES})",
    )
    arguments.add_scale_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Check every transcript named; exit 0, 1 or 4 (see the module docstring)."""
    recipe = RefereeRecipe(False if args.no_fast else None, getattr(args, "independent", False))
    referee, _release = recipe.open()
    # The referee holds no process or thread: --jobs workers are forked with it built
    # (shards.INHERITING_COMMANDS).
    return judge_inputs(args, referee, VALID, recipe)


@dataclass(frozen=True)
class RefereeRecipe:
    """How a worker builds the referee ``check`` judges with (see ``shards.Recipe``)."""

    fast: bool | None
    independent: bool = False

    def open(self) -> tuple[Callable[[Document], dict[str, Any]], Callable[[], None]]:
        """The referee's judgement of one record (``--independent``: the independent judge's), nothing to release."""
        referee = independent_referee(self.fast) if self.independent else Referee(self.fast)
        return referee.check_document, lambda: None


def judge_inputs(
    args: argparse.Namespace,
    judge: Callable[[Document], dict[str, Any]],
    good: str,
    recipe: shards.Recipe | None = None,
) -> int:
    """Stream every record of ``args.paths`` through ``judge``, print verdicts, return the exit code.

    With ``--jobs`` or ``--dask`` (and a ``recipe`` for the workers to build
    their own judge from), the inputs are judged in shards by the workers and
    the verdicts come back in input order: the output is the same. ``--jobs`` workers of
    ``shards.INHERITING_COMMANDS`` are forked with ``judge`` already built.
    """
    try:
        workers = shards.open_workers(args) if recipe is not None else None
    except shards.ScaleError as error:
        print(f"domino-conformance {args.command}: {error}", file=sys.stderr)
        return exit_codes.USAGE
    if workers is None:
        return report_verdicts(args, judged_here(args.paths, judge, args.max_record_size), good)
    assert recipe is not None
    shards.keep_opened(recipe, judge, lambda: None)  # standard input is judged here, by the same judge
    try:
        return report_verdicts(args, judged_in_shards(args, recipe, workers), good)
    finally:
        workers.close()
        shards.release_opened()


def verdict_of(document: Document, judge: Callable[[Document], dict[str, Any]]) -> dict[str, Any]:
    """``judge``'s verdict on one record; a failure inside it (a bug) is an ``error`` verdict, never a traceback."""
    try:
        return judge(document)
    except (Exception, RecursionError, MemoryError) as error:  # noqa: BLE001 - never a traceback
        return {
            "file": document.source,
            "line": document.line,
            "index": document.index,
            "verdict": "error",
            "message": f"internal error: {type(error).__name__}: {error}",
        }


def judged_here(
    paths: list[str], judge: Callable[[Document], dict[str, Any]], max_bytes: int
) -> Iterator[dict[str, Any]]:
    """The verdicts on every record of ``paths``, judged in this process, in order."""
    for path in expand_paths(paths):
        for document in iter_documents(path, max_bytes):
            yield verdict_of(document, judge)


@dataclass(frozen=True)
class ShardJudge:
    """A worker's task: the verdicts on one shard's records, by the judge ``recipe`` builds (picklable)."""

    recipe: shards.Recipe
    max_bytes: int

    def __call__(self, shard: shards.Shard) -> list[dict[str, Any]]:
        judge = shards.opened(self.recipe)
        return [verdict_of(document, judge) for document in shards.read_shard(shard, self.max_bytes)]


def judged_in_shards(
    args: argparse.Namespace, recipe: shards.Recipe, workers: shards.Workers
) -> Iterator[dict[str, Any]]:
    """The verdicts on every record of ``args.paths``, judged in shards by ``workers``, in input order."""
    plan = shards.plan_shards(args.paths, workers.size, args.max_record_size)
    work = ShardJudge(recipe, args.max_record_size)
    for shard, verdicts in shards.in_order(plan, work, workers, run_here=lambda shard: shard.is_stdin):
        if isinstance(verdicts, shards.WorkerFailure):
            # Its records are judged here instead (the parent holds the same judge), so the output is what
            # it would have been: one verdict a record, none made up for the shard.
            print(f"domino-conformance {args.command}: a worker failed judging {shard.describe()} "
                  f"({verdicts.message}); this process judges it instead", file=sys.stderr, flush=True)
            verdicts = work(shard)
        yield from verdicts


def report_verdicts(args: argparse.Namespace, verdicts: Iterable[dict[str, Any]], good: str) -> int:
    """Print each verdict as it comes (``--json``: one a line) and the summary; return the exit code."""
    counts: dict[str, int] = {}
    singles: list[dict[str, Any]] = []
    out = sys.stdout
    for verdict in verdicts:
        counts[verdict["verdict"]] = counts.get(verdict["verdict"], 0) + 1
        if args.json:
            out.write(json.dumps(_ordered(verdict), ensure_ascii=False, default=str) + "\n")
        elif verdict["verdict"] != good or getattr(args, "verbose", False):
            out.write(render(verdict) + "\n")
        elif len(singles) < 2:
            singles.append(verdict)
        out.flush()
    total = sum(counts.values())
    if not args.json:
        if total == 1 and singles:
            out.write(render(singles[0]) + "\n")
        elif total != 1 or not args.quiet:
            out.write(summary_line(counts) + "\n")
        out.flush()
    return exit_code(counts)


def exit_code(counts: Mapping[str, int]) -> int:
    """The exit code for a run's verdict counts.

    4 if anything was unreadable or nothing was found, else 2 on engine or internal errors, else 1 on an
    invalid or diverging record, else 0.
    """
    if counts.get(UNREADABLE) or not counts:
        return exit_codes.USAGE
    if counts.get("error"):
        return exit_codes.ERRORS
    if counts.get(INVALID) or counts.get("diverged"):
        return exit_codes.FAILURES
    return exit_codes.OK


def summary_line(counts: Mapping[str, int]) -> str:
    """``12 transcripts: 10 valid, 1 invalid, 1 unreadable``."""
    total = sum(counts.values())
    if not total:
        return "no transcripts found"
    parts = ", ".join(f"{count} {name.replace('_', ' ')}" for name, count in sorted(counts.items()))
    return f"{total} transcript{'s' if total != 1 else ''}: {parts}"


def _ordered(verdict: Mapping[str, Any]) -> dict[str, Any]:
    out = {key: verdict[key] for key in VERDICT_KEYS if key in verdict}
    out.update({key: value for key, value in verdict.items() if key not in out})
    return out


def _place(verdict: Mapping[str, Any]) -> str:
    return where(str(verdict.get("file")), verdict.get("line"), verdict.get("column"))


def render(verdict: Mapping[str, Any]) -> str:
    """A verdict in words, for the terminal: place, what, why, and the clause; each line one line, whatever
    line breaks a record or an engine put in its words."""
    return "\n".join(map(visible_line, _verdict_lines(verdict)))


def _verdict_lines(verdict: Mapping[str, Any]) -> list[str]:
    place = _place(verdict)
    kind = verdict["verdict"]
    if kind in (VALID, "agreed"):
        return [f"{place}: {kind} ({verdict.get('hands', 0)} hands, {verdict.get('events', 0)} events)"]
    if kind in (UNREADABLE, "error", "not_applicable") and verdict.get("stage") in (None, "read"):
        return [f"{place}: {kind.replace('_', ' ')}: {verdict.get('message')}"]
    if verdict.get("stage") == "schema":
        lines = [f"{place}: {kind}: not a valid transcript (schema)"]
        errors = verdict.get("errors") or [
            {"pointer": verdict.get("pointer", ""), "message": verdict.get("message")}
        ]
        for error in errors[:5]:
            lines.append(f"  {error.get('pointer') or '/'}: {error.get('message')}")
        total = verdict.get("error_count", len(errors))
        if total > 5:
            lines.append(f"  ... {'more than ' if verdict.get('more_errors') else ''}{total} errors in all")
        return lines
    head = [kind]
    if verdict.get("hand") is not None:
        head.append(f"hand {verdict['hand']}")
    if verdict.get("ply") is not None:
        head.append(f"ply {verdict['ply']}")
    pointer = verdict.get("pointer")
    lines = [f"{place}: {', '.join(head)}" + (f" ({pointer})" if pointer else "")]
    if verdict.get("event"):
        lines.append(f"  event:   {verdict['event']}")
    message = verdict.get("message", "")
    if verdict.get("reason"):
        message += f" [{verdict['reason']}]"
    lines.append(f"  problem: {message}")
    if verdict.get("clause"):
        title = verdict.get("clause_title")
        lines.append(f"  clause:  {verdict['clause']}" + (f" — {title}" if title else ""))
    for later in (verdict.get("divergences") or [])[1:]:
        where = f"hand {later.get('hand')}" + (f", ply {later['ply']}" if later.get("ply") else "")
        lines.append(f"  also:    {where}: {later.get('clause')}: {later.get('message')}")
    return lines
