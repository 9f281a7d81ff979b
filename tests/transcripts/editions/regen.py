"""Regenerate the golden transcripts of the editions: for every ``NAME.pbn`` in this folder,
the output of ``bridgelaws rule NAME.pbn --edition YEAR`` for each edition, as
``NAME.YEAR.en.txt`` (``--lang en``) and ``NAME.YEAR.ru.txt`` (``--lang ru``): the same record
ruled under each law book, side by side.

    .venv/bin/python tests/transcripts/editions/regen.py        # every record
    .venv/bin/python tests/transcripts/editions/regen.py 27-     # records whose name contains it

``tests/laws/test_editions.py`` compares the same outputs (made by :func:`outputs`) with the
files written here; read the diff as a director would before committing it.
"""

from __future__ import annotations

import contextlib
import io
import sys
from pathlib import Path

from bridgelaws.cli import main
from bridgelaws.record import EDITIONS

HERE = Path(__file__).resolve().parent

#: golden file suffix -> the ``bridgelaws rule`` options that produce it
VARIANTS: dict[str, tuple[str, ...]] = {
    f".{edition}.{lang}.txt": ("--edition", edition, "--lang", lang)
    for edition in EDITIONS for lang in ("en", "ru")
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


def outputs(record: Path) -> dict[str, tuple[int, str, str]]:
    return {suffix: run(record, *options) for suffix, options in VARIANTS.items()}


def main_(names: list[str]) -> int:
    problems = 0
    for record in records():
        if names and not any(n in record.name for n in names):
            continue
        for suffix, (code, out, err) in outputs(record).items():
            if code != 0 or err:
                print(f"{record.name}{suffix}: exit {code} {err.strip()}", file=sys.stderr)
                problems += 1
                continue
            golden(record, suffix).write_text(out, encoding="utf-8")
            print(golden(record, suffix).name)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
