"""Regenerate the golden transcripts: for every ``NAME.pbn`` in this folder, the output of
``bridgelaws rule NAME.pbn`` as ``NAME.en.txt`` (``--lang en``), ``NAME.ru.txt``
(``--lang ru``) and ``NAME.json`` (``--json``).

Run it after a deliberate change of a ruling or of its wording, and read the diff
(``git diff tests/transcripts``) as a director would before committing it::

    .venv/bin/python tests/transcripts/regen.py            # every record
    .venv/bin/python tests/transcripts/regen.py 54D-50D2b   # records whose name contains it

``tests/test_transcripts.py`` compares the same outputs (made by :func:`outputs`) with the
files written here.
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
    ".json": ("--json", "--lang", "en"),
}


def records() -> list[Path]:
    """Every scenario record of this folder, by name."""
    return sorted(HERE.glob("*.pbn"))


def run(record: Path, *options: str) -> tuple[int, str, str]:
    """``bridgelaws rule RECORD OPTIONS...`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["rule", str(record), *options])
    return code, out.getvalue(), err.getvalue()


def golden(record: Path, suffix: str) -> Path:
    return record.with_name(record.stem + suffix)


def outputs(record: Path) -> dict[str, tuple[int, str, str]]:
    """Each golden suffix with (exit code, stdout, stderr) of its command."""
    return {suffix: run(record, *options) for suffix, options in VARIANTS.items()}


def regenerate(record: Path) -> list[str]:
    """Write the goldens of ``record``; return the problems (a non-zero exit, stderr)."""
    problems: list[str] = []
    for suffix, (code, out, err) in outputs(record).items():
        if code != 0 or err:
            problems.append(f"{record.name} {suffix}: exit code {code}: {err.strip()}")
        golden(record, suffix).write_text(out, encoding="utf-8")
    return problems


def main_regen(argv: list[str]) -> int:
    wanted = [r for r in records() if not argv or any(a in r.stem for a in argv)]
    problems: list[str] = []
    for record in wanted:
        problems += regenerate(record)
        print(f"regenerated {record.stem}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main_regen(sys.argv[1:]))
