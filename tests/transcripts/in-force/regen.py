"""Regenerate the golden transcripts of what is in force: for every ``NAME.pbn`` in this
folder (a casebook record cut while a bar, a call to repeat, a lead or play restriction or a
penalty card binds a player), ``bridgelaws rule NAME.pbn`` as ``NAME.en.txt`` (``--lang
en``), ``NAME.ru.txt`` (``--lang ru``) and ``NAME.ru-ranks.txt`` (``--lang ru --ranks ru``).

Run it after a deliberate change of the wording, and read the diff as a director would::

    .venv/bin/python tests/transcripts/in-force/regen.py

``tests/test_in_force.py`` compares the same outputs with the files written here.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

from bridgelaws.cli import main

HERE = Path(__file__).resolve().parent

#: golden file suffix -> the ``bridgelaws rule`` options that produce it
VARIANTS: dict[str, tuple[str, ...]] = {
    ".en.txt": ("--lang", "en"),
    ".ru.txt": ("--lang", "ru"),
    ".ru-ranks.txt": ("--lang", "ru", "--ranks", "ru"),
}


def records() -> list[Path]:
    return sorted(HERE.glob("*.pbn"))


def run(record: Path, *options: str) -> tuple[int, str, str]:
    """``bridgelaws rule RECORD OPTIONS...`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["rule", str(record), *options])
    return code, out.getvalue(), err.getvalue()


def golden(record: Path, suffix: str) -> Path:
    return record.with_name(record.stem + suffix)


def main_regen() -> int:
    problems: list[str] = []
    for record in records():
        for suffix, options in VARIANTS.items():
            code, out, err = run(record, *options)
            if code != 0 or err:
                problems.append(f"{record.name} {suffix}: exit code {code}: {err.strip()}")
            golden(record, suffix).write_text(out, encoding="utf-8")
        print(f"regenerated {record.stem}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main_regen())
