"""The table of seatings: every profile at every player count, and the variants of variants.json."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Callable, Iterable, Sequence

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from reference_impl.ruleset import RulesetError

from conformance.suite.applicability import ApplicabilityJudge, checked_clauses
from conformance.suite.coverage import clauses_holding, profile_seatings
from conformance.rulebook.declared_games import Declaration
from conformance.rulebook.index import profiles
from conformance.engines.schemas import explain
from conformance.inputs.strict_json import json_pointer
from conformance.inputs.text_output import write_whole
from conformance.suite.features import Scenario, features_dir, load_from
from .search import random_match
from .seating import SEATINGS_FOLDER, Seating, profile_seating
from .writer import SeatingError, SeatingFile, check_on_reference, write_seating


#: The declared variants written for beside the profiles, in the seatings folder.
VARIANTS_FILE = "variants.json"
#: What ``variants.json`` holds; the differences are then read as the profile's ruleset would read them.
VARIANTS_SCHEMA = {
    "type": "object",
    "required": ["variants"],
    "properties": {
        "description": {"type": "string"},
        "variants": {"type": "array", "items": {
            "type": "object",
            "required": ["name", "about", "profile", "players", "differences"],
            "additionalProperties": False,
            "properties": {
                "name": {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"},
                "about": {"type": "string", "minLength": 1},
                "profile": {"type": "string"},
                "players": {"type": "integer"},
                "differences": {"type": "object", "minProperties": 1},
                "witness": {"type": "array", "items": {"type": "string"}},
            },
        }},
    },
}


class VariantsError(Exception):
    """``variants.json`` cannot be read; the message names the file, the place and the fault."""


def read_variants(folder: Path) -> list[Seating]:
    """The variants of ``variants.json`` in ``folder`` (none when there is no such file). Raises ``VariantsError``."""
    path = folder / VARIANTS_FILE
    if not path.exists():
        return []
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise VariantsError(f"{path}: cannot be read as JSON: {error}") from None
    error = best_match(Draft202012Validator(VARIANTS_SCHEMA).iter_errors(document))
    if error is not None:
        raise VariantsError(f"{path}: {json_pointer(error.absolute_path) or '/'}: {explain(error)}")
    out = []
    for at, entry in enumerate(document["variants"]):
        variant = Seating(entry["profile"], entry["players"], tuple(entry["differences"].items()), entry["name"],
                          entry["about"], tuple(entry.get("witness", ())))
        if variant.profile not in profiles():
            raise VariantsError(f"{path}: /variants/{at}/profile: no profile is named {variant.profile!r}")
        try:
            rules = variant.ruleset()
        except RulesetError as fault:
            raise VariantsError(f"{path}: /variants/{at}/differences: {fault}") from None
        if variant.players not in rules.players:
            raise VariantsError(f"{path}: /variants/{at}/players: the variant is played by "
                                f"{', '.join(map(str, rules.players))} players, not {variant.players}")
        out.append(variant)
    return out


def regenerate(
    features: Path, only: str | None = None, log: Callable[[str], None] = print
) -> list[SeatingFile]:
    """Write features/seatings/ again: for each seating, greedily, the missing clauses' witnesses;
    then for each variant of ``variants.json``, those the profiles' seatings left it.

    ``only`` (``block-4p``) writes that file alone, against the rest of the suite as it is.
    """
    folder = features / SEATINGS_FOLDER
    base = [
        scenario
        for scenario in load_from(features)
        if not scenario.file.startswith(SEATINGS_FOLDER + "/")
        or (only is not None and scenario.file != f"{SEATINGS_FOLDER}/{only}.feature")
    ]
    seatings = [profile_seating(game) for game in profile_seatings()]
    variants = read_variants(folder)
    if only is not None:
        seatings = [seating for seating in seatings if seating.label == only]
        variants = [seating for seating in variants if seating.label == only]
    declarations = {seating: Declaration.of_game(seating.game()) for seating in seatings + variants}
    held = {seating: clauses_holding(declaration) for seating, declaration in declarations.items()}
    for variant in variants:
        stray = [clause for clause in variant.witness if clause not in held[variant]]
        if stray:
            raise VariantsError(f"{folder / VARIANTS_FILE}: {variant.name}: its witness list names "
                                f"{', '.join(stray)}, which does not hold in its game")
    judges = {seating: ApplicabilityJudge(declaration) for seating, declaration in declarations.items()}
    exercised: dict[Seating, set[str]] = {}

    def exercise(seating: Seating, scenarios: Iterable[Scenario]) -> None:
        judge = judges[seating]
        exercised.setdefault(seating, set()).update(
            clause for scenario in scenarios if judge.decide(scenario).applies for clause in checked_clauses(scenario)
        )

    def write(seating: Seating) -> tuple[SeatingFile, list[Scenario]]:
        missing = [clause for clause in held[seating] if clause not in exercised[seating] or clause in seating.witness]
        out = write_seating(seating, missing, held[seating])
        random_match.cache_clear()
        path = folder / f"{seating.label}.feature"
        scenarios: list[Scenario] = []
        if out.scenarios:
            text = out.text()
            scenarios = check_on_reference(text, out.path)
            folder.mkdir(exist_ok=True)
            write_whole(path, text)
        elif path.exists():
            path.unlink()
        log(
            f"{out.path}: {len(out.scenarios)} scenarios for {len(missing)} missing clauses"
            + (f"; not witnessed: {', '.join(out.unwitnessed)}" if out.unwitnessed else "")
        )
        return out, scenarios

    try:
        for seating in seatings + variants:
            exercise(seating, base)
        written = []
        pending = list(seatings)
        while pending:
            # The seating missing most goes first: what it gets often serves the others.
            pending.sort(
                key=lambda s: (s.players, -len(set(held[s]) - exercised[s]), s.label)
            )
            seating = pending.pop(0)
            out, scenarios = write(seating)
            for other in pending:
                if other.players == seating.players:
                    exercise(other, scenarios)
            for variant in variants:
                exercise(variant, scenarios)
            written.append(out)
        # The variants come after every profile's seating, so that writing them changes no profile's file.
        for position, variant in enumerate(variants):
            out, scenarios = write(variant)
            for other in variants[position + 1:]:
                exercise(other, scenarios)
            written.append(out)
        return written
    finally:
        for judge in judges.values():
            judge.close()


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m conformance.seatings [--only block-4p] [--features DIR]``."""
    parser = argparse.ArgumentParser(
        prog="python -m conformance.seatings", description="Write the scenarios of features/seatings/: witnesses found by seeded play on the reference engine."
    )
    parser.add_argument(
        "--features", type=Path, default=None, help="the features/ folder (default: the suite's)"
    )
    parser.add_argument("--only", help="write one seating's file, e.g. block-4p")
    args = parser.parse_args(argv)
    features = args.features or features_dir()
    if features is None:
        print("seatings: no features/ folder found; pass --features", file=sys.stderr)
        return 2
    try:
        variants = read_variants(features / SEATINGS_FOLDER)
    except VariantsError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 2
    known = {profile_seating(game).label for game in profile_seatings()} | {variant.label for variant in variants}
    if args.only is not None and args.only not in known:
        print(
            f"seatings: --only {args.only}: no such seating; seatings: {', '.join(sorted(known))}",
            file=sys.stderr,
        )
        return 2
    try:
        regenerate(features, args.only, log=lambda line: print(line, flush=True))
    except VariantsError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 2
    except SeatingError as error:
        print(f"seatings: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
