"""Writing what a command produced: to standard output, or to a file with a clear one-line
error (``FILE: cause``) when it cannot be written."""

from __future__ import annotations

import sys

from bridgelaws.errors import RecordError
from bridgelaws.i18n import Message


def write_text(text: str, output: str | None, lang: str) -> bool:
    """Write ``text`` to ``output`` (``None`` or ``-``: standard output); False (with the
    error printed on stderr) when the file cannot be written."""
    if output is None or output == "-":
        sys.stdout.write(text)
        return True
    try:
        with open(output, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    except OSError as exc:
        print(RecordError(Message("cannot write the file: {reason}",
                                  reason=exc.strerror or ""), file=output).located(lang),
              file=sys.stderr)
        return False
    return True
