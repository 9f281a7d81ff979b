"""Regenerate the golden transcripts of what is in force: for every ``NAME.pbn`` in this
folder (a casebook record cut while a bar, a call to repeat, a lead or play restriction or a
penalty card binds a player), ``bridgelaws rule NAME.pbn`` as ``NAME.en.txt`` (``--lang
en``), ``NAME.ru.txt`` (``--lang ru``) and ``NAME.ru-ranks.txt`` (``--lang ru --ranks ru``).

Run it after a deliberate change of the wording, and read the diff as a director would::

    .venv/bin/python tests/transcripts/in-force/regen.py

``tests/test_in_force.py`` compares the same outputs with the files written here.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))  # the repository: tests.golden

from tests import golden as g

HERE = Path(__file__).resolve().parent

#: golden file suffix -> the ``bridgelaws rule`` options that produce it
VARIANTS: dict[str, tuple[str, ...]] = {
    ".en.txt": ("--lang", "en"),
    ".ru.txt": ("--lang", "ru"),
    ".ru-ranks.txt": ("--lang", "ru", "--ranks", "ru"),
}


FOLDER = g.Folder(HERE, VARIANTS)
records, run, golden, outputs = FOLDER.records, FOLDER.run, FOLDER.golden, FOLDER.outputs

if __name__ == "__main__":
    sys.exit(FOLDER.main(sys.argv[1:]))
