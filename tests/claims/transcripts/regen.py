"""Regenerate the golden transcripts of ``bridgelaws claim`` for a few casebook records:
``NAME.en.txt`` (``--lang en``), ``NAME.ru.txt`` (``--lang ru``) and ``NAME.json``
(``--json``), NAME being a record of ``tests/claims/model/``.

Run it after a deliberate change of a claim ruling or its wording, and read the diff as a
director would before committing it::

    .venv/bin/python tests/claims/transcripts/regen.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository: tests.golden

from tests import golden as g

HERE = Path(__file__).resolve().parent
CASES = HERE.parent / "model"

#: the casebook records with golden transcripts
NAMES = (
    "70C-trump-not-mentioned",
    "70E1-unstated-finesse-not-accepted",
    "70D1-stated-order-loses",
    "71-seed-defender-concedes",
    "68B2-partner-objects-at-once",
)

VARIANTS: dict[str, tuple[str, ...]] = {
    ".en.txt": ("--lang", "en"),
    ".ru.txt": ("--lang", "ru"),
    ".json": ("--json", "--lang", "en"),
}


def run(record: Path, *options: str) -> g.Output:
    """``bridgelaws claim RECORD OPTIONS...`` in-process: (exit code, stdout, stderr)."""
    return g.run("claim", str(record), *options)


def outputs(name: str) -> dict[str, g.Output]:
    return g.outputs("claim", CASES / f"{name}.pbn", VARIANTS)


def golden(name: str, suffix: str) -> Path:
    return HERE / f"{name}{suffix}"


def main_regen() -> int:
    return g.regenerate((name, outputs(name), HERE) for name in NAMES)


if __name__ == "__main__":
    sys.exit(main_regen())
