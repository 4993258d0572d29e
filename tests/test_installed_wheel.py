"""The installed wheel: it carries the engine contract and the docs, says where its data is,
names the project's links, and refuses to rewrite its own files."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


#: How README.md says to build the wheel (``python -m pip wheel --no-deps --wheel-dir dist .``).
README_WHEEL = re.search(r"`python -m pip wheel ([^`]*) --wheel-dir dist \.`", (ROOT / "README.md").read_text(
    encoding="utf-8"))


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, as README.md says to build it."""
    assert README_WHEEL is not None, "README.md says how to build the wheel: python -m pip wheel ... --wheel-dir dist ."
    build = tmp_path_factory.mktemp("wheel")
    made = subprocess.run([sys.executable, "-m", "pip", "wheel", *README_WHEEL[1].split(), "-q", "--wheel-dir",
                           str(build), str(ROOT)], capture_output=True, text=True, timeout=300)
    if made.returncode != 0:
        pytest.skip(f"the wheel cannot be built here (no hatchling to fetch?): {made.stderr[-300:]}")
    return next(build.glob("*.whl"))


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from this checkout, unpacked as pip installs it."""
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


#: An engine an author writes outside the checkout: the reference engine declaring a variant of All Fives.
_VARIANT_ENGINE = """
from conformance.suite.sweep import OneGameEngine

def create():
    return OneGameEngine({"profile": "all-fives", "players": [2],
                          "differences": {"score.rounding": "nearest_five_total", "match.target": {"2": 150, "3": 150, "4": 150}}})
"""


def test_a_fresh_virtual_environment_writes_and_runs_the_scenarios_of_a_declared_variant(
        wheel: Path, tmp_path: Path) -> None:
    """pip installs the wheel into a new venv outside the checkout; ``run`` writes the variant's scenarios
    into the user's cache (never into the package), runs them, and saves them where it is asked to."""
    venv = tmp_path / "venv"
    # Without a pip of its own (making one is most of the venv's time): this pip installs into it (--python).
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    if not python.exists():
        pytest.skip("no venv on this platform")
    # The dependencies are lent by this interpreter (no index is reached); the project is the wheel's alone.
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    lent = [path for path in sys.path if path.endswith("site-packages")]
    (site / "lent_dependencies.pth").write_text("\n".join(lent) + "\n", encoding="utf-8")
    installed = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
                                "--no-index", "-q", str(wheel)], capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr
    author = tmp_path / "author"
    author.mkdir()
    (author / "variant_engine.py").write_text(_VARIANT_ENGINE, encoding="utf-8")
    # An author's own run, which keeps what it decides and writes (CI, set, would keep nothing).
    env = {**{name: value for name, value in os.environ.items() if name != "CI"},
           "PYTHONPATH": str(author), "DOMINO_CONFORMANCE_CACHE": str(tmp_path / "cache")}
    command = [str(venv / "bin" / "domino-conformance"), "run", "--engine", "py:variant_engine:create",
               "--play-hands", "0", "--replay", "--report", "report.json", "--save-scenarios", "kept", "--no-progress"]
    done = subprocess.run(command, capture_output=True, text=True, cwd=author, env=env, timeout=600)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    where = subprocess.run([str(python), "-c", "import conformance; print(conformance.__file__)"],
                           capture_output=True, text=True, cwd=author, env=env).stdout
    assert where.startswith(str(site)), where
    report = json.loads((author / "report.json").read_text(encoding="utf-8"))
    written = [record for record in report["scenarios"] if record["feature"].startswith("written/")]
    assert written and all(record["outcome"] == "pass" for record in written), written
    kept = sorted((author / "kept").glob("*.feature"))
    assert [path.name for path in kept] == sorted({Path(record["feature"]).name for record in written})
    assert 'match.target = {"2": 150' in kept[0].read_text(encoding="utf-8")  # the map-valued difference, written out
    assert not list((site / "conformance").rglob("written"))  # nothing written into the package
    again = subprocess.run(command, capture_output=True, text=True, cwd=author, env=env, timeout=600)
    assert again.returncode == 0 and "(from the cache)" in again.stderr, again.stderr[-2000:]


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


def test_the_wheel_ships_the_node_example_the_contract_points_to(installed: Path) -> None:
    where = cli(installed, "docs", "--path", "examples").stdout.strip()
    assert Path(where) == installed / "conformance" / "_data" / "examples"
    engine = Path(where, "node-engine", "engine.js")
    assert engine.is_file() and "readline" in engine.read_text(encoding="utf-8")
    assert "examples/node-engine/engine.js" in cli(installed, "docs", "implementing").stdout
