"""What the golden-transcript scripts share (``tests/transcripts/regen.py``, its ``in-force``
and ``editions`` folders, ``tests/claims/transcripts/regen.py``): a ``bridgelaws`` command
run in-process, and the goldens of a record written from its outputs."""

from __future__ import annotations

import contextlib
import io
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

from bridgelaws.cli import main

#: (exit code, stdout, stderr) of one command
Output = tuple[int, str, str]


def run(*argv: str) -> Output:
    """``bridgelaws ARGV...`` in-process: (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def outputs(command: str, record: Path,
            variants: Mapping[str, tuple[str, ...]]) -> dict[str, Output]:
    """Each golden suffix with the output of ``bridgelaws COMMAND RECORD OPTIONS...``."""
    return {suffix: run(command, str(record), *options) for suffix, options in variants.items()}


def regenerate(goldens: Iterable[tuple[str, Mapping[str, Output], Path]]) -> int:
    """Write each golden ``(name, outputs, folder)`` as ``folder/NAME+SUFFIX``; report a
    non-zero exit or anything on stderr; 1 if there was any, else 0."""
    problems: list[str] = []
    for name, outs, folder in goldens:
        for suffix, (code, out, err) in outs.items():
            if code != 0 or err:
                problems.append(f"{name}{suffix}: exit code {code}: {err.strip()}")
            (folder / f"{name}{suffix}").write_text(out, encoding="utf-8")
        print(f"regenerated {name}")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


class Folder:
    """A folder of records (``*.pbn``) with their goldens: each record's output of
    ``bridgelaws COMMAND RECORD OPTIONS`` for each suffix of ``variants``, beside it."""

    def __init__(self, here: Path, variants: Mapping[str, tuple[str, ...]],
                 command: str = "rule") -> None:
        self.here, self.variants, self.command = here, variants, command

    def records(self) -> list[Path]:
        """Every record of the folder, by name."""
        return sorted(self.here.glob("*.pbn"))

    def run(self, record: Path, *options: str) -> Output:
        """``bridgelaws COMMAND RECORD OPTIONS...`` in-process."""
        return run(self.command, str(record), *options)

    def golden(self, record: Path, suffix: str) -> Path:
        return record.with_name(record.stem + suffix)

    def outputs(self, record: Path) -> dict[str, Output]:
        """Each golden suffix with the output of its command."""
        return outputs(self.command, record, self.variants)

    def main(self, names: list[str]) -> int:
        """Write the goldens of the records whose name contains one of ``names`` (all of
        them when none is given)."""
        wanted = [r for r in self.records() if not names or any(n in r.name for n in names)]
        return regenerate((r.stem, self.outputs(r), self.here) for r in wanted)
