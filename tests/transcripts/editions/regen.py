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

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository: tests.golden

from bridgelaws.record import EDITIONS
from tests import golden as g

HERE = Path(__file__).resolve().parent

#: golden file suffix -> the ``bridgelaws rule`` options that produce it
VARIANTS: dict[str, tuple[str, ...]] = {
    f".{edition}.{lang}.txt": ("--edition", edition, "--lang", lang)
    for edition in EDITIONS for lang in ("en", "ru")
}


def records() -> list[Path]:
    return sorted(HERE.glob("*.pbn"))


def run(record: Path, *options: str) -> g.Output:
    """``bridgelaws rule RECORD OPTIONS...`` in-process: (exit code, stdout, stderr)."""
    return g.run("rule", str(record), *options)


def golden(record: Path, suffix: str) -> Path:
    return record.with_name(record.stem + suffix)


def outputs(record: Path) -> dict[str, g.Output]:
    return g.outputs("rule", record, VARIANTS)


def main_(names: list[str]) -> int:
    wanted = [r for r in records() if not names or any(n in r.name for n in names)]
    return g.regenerate((r.stem, outputs(r), HERE) for r in wanted)


if __name__ == "__main__":
    sys.exit(main_(sys.argv[1:]))
