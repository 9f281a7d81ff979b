"""Regenerate the golden transcripts of ``bridgelaws claim`` for a few casebook records:
``NAME.en.txt`` (``--lang en``), ``NAME.ru.txt`` (``--lang ru``) and ``NAME.json``
(``--json``), NAME being a record of ``tests/claims/model/``.

Run it after a deliberate change of a claim ruling or its wording, and read the diff as a
director would before committing it::

    .venv/bin/python tests/claims/transcripts/regen.py
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

from bridgelaws.cli import main

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


def run(record: Path, *options: str) -> tuple[int, str, str]:
    """``bridgelaws claim RECORD OPTIONS...`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["claim", str(record), *options])
    return code, out.getvalue(), err.getvalue()


def outputs(name: str) -> dict[str, tuple[int, str, str]]:
    record = CASES / f"{name}.pbn"
    return {suffix: run(record, *options) for suffix, options in VARIANTS.items()}


def golden(name: str, suffix: str) -> Path:
    return HERE / f"{name}{suffix}"


def main_regen() -> int:
    problems = []
    for name in NAMES:
        for suffix, (code, out, err) in outputs(name).items():
            if code != 0 or err:
                problems.append(f"{name}{suffix}: exit code {code}: {err.strip()}")
            golden(name, suffix).write_text(out, encoding="utf-8")
        print(f"regenerated {name}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main_regen())
