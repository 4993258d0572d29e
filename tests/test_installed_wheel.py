"""The installed wheel: it carries the engine contract and the docs, says where its data is,
names the project's links, and refuses to rewrite its own files."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, unpacked as pip installs it."""
    build = tmp_path_factory.mktemp("wheel")
    made = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(build), str(ROOT)],
                          capture_output=True, text=True, timeout=300)
    if made.returncode != 0:
        pytest.skip(f"the wheel cannot be built here (no hatchling to fetch?): {made.stderr[-300:]}")
    wheel = next(build.glob("*.whl"))
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
    return site


def cli(site: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "conformance.cli", *args], capture_output=True, text=True,
                          cwd=site.parent, env={**os.environ, "PYTHONPATH": str(site)}, timeout=120)


def test_the_wheel_says_where_its_data_is_and_prints_the_engine_contract(installed: Path) -> None:
    listing = cli(installed, "docs")
    assert listing.returncode == 0, listing.stderr
    assert f"are in {installed / 'conformance' / '_data'}" in listing.stdout
    assert "Homepage: https://domino-conformance.org/" in listing.stdout
    contract = cli(installed, "docs", "implementing")
    assert contract.stdout.startswith("# Implementing an engine")
    assert "## Exit codes" in cli(installed, "docs", "reports").stdout
    where = cli(installed, "docs", "--path", "transcripts").stdout.strip()
    assert Path(where) == installed / "conformance" / "_data" / "transcripts" and Path(where, "valid").is_dir()


def test_the_wheel_refuses_to_rewrite_its_own_steps_page(installed: Path) -> None:
    steps = installed / "conformance" / "_data" / "features" / "STEPS.md"
    before = steps.read_bytes()
    steps.write_bytes(before + b"\n")  # stale: a rewrite would change it back
    done = cli(installed, "lint", "--write-steps")
    assert done.returncode == 4
    assert "is an installed copy: run it in a source checkout" in done.stderr
    assert steps.read_bytes() == before + b"\n"


#: A relative path with at least one folder and a file's ending, as messages and pages name files.
PATH_NAMED = re.compile(r"(?<![\w/.:~@-])((?:[\w.-]+/)+[\w.-]*\.(?:md|json|jsonl|feature|js|py|txt|html|sheet|xml|toml))"
                        r"(?![\w/])")
SEED_FILE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt")


def test_every_file_a_message_or_page_names_is_in_the_wheel(installed: Path) -> None:
    """From the wheel in an empty folder: every path the help, the pages, explain and a ruling name is
    there (or is a URL), and the seeds are cited by title, never by their hash file names."""
    from conformance.cli import COMMAND_MODULES

    data = installed / "conformance" / "_data"
    read = {"--help": cli(installed, "--help").stdout}
    read.update({f"{command} --help": cli(installed, command, "--help").stdout for command in COMMAND_MODULES})
    read["rules"] = cli(installed, "rules", "--profile", "all-fives").stdout
    read["rules html"] = cli(installed, "rules", "--profile", "partnership", "--format", "html").stdout
    read["the rulebook page"] = (data / "spec" / "rulebook.html").read_text(encoding="utf-8")
    read["explain"] = cli(installed, "explain", "score.blocked.diff-each").stdout + cli(
        installed, "explain", "draw.mode").stdout
    read["ruling"] = cli(installed, "ruling", str(data / "sheets" / "blocked-tie.sheet")).stdout
    read["the engine contract"] = cli(installed, "docs", "implementing").stdout
    roots = (data, installed, installed.parent)
    for where, text in read.items():
        assert text, f"{where} printed nothing"
        missing = [path for path in PATH_NAMED.findall(text) if not any((root / path).exists() for root in roots)]
        assert not missing, f"{where} names what the wheel does not hold: {missing}"
        if where != "the engine contract":  # whose worked exchange sends a profile, sources and all
            assert not SEED_FILE.search(text), f"{where} cites a seed by its file name"
        assert not re.search(r"\(S\d\)|\bS\d's", text), f"{where} calls a source by a code"
