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

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository: tests.golden

from tests import golden as g

HERE = Path(__file__).resolve().parent

#: golden file suffix -> the ``bridgelaws rule`` options that produce it
VARIANTS: dict[str, tuple[str, ...]] = {
    ".en.txt": ("--lang", "en"),
    ".ru.txt": ("--lang", "ru"),
    ".json": ("--json", "--lang", "en"),
}


FOLDER = g.Folder(HERE, VARIANTS)
records, run, golden, outputs = FOLDER.records, FOLDER.run, FOLDER.golden, FOLDER.outputs

if __name__ == "__main__":
    sys.exit(FOLDER.main(sys.argv[1:]))
