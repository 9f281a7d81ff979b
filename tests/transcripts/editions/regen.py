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


FOLDER = g.Folder(HERE, VARIANTS)
records, run, golden, outputs = FOLDER.records, FOLDER.run, FOLDER.golden, FOLDER.outputs

if __name__ == "__main__":
    sys.exit(FOLDER.main(sys.argv[1:]))
