"""The installed wheel: it carries the engine contract and the docs, says where its data is,
names the project's links, and refuses to rewrite its own files."""

from __future__ import annotations

import os
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
