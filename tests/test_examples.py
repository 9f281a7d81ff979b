"""The shared worked examples (../shared/examples): each record's JSON result holds the
expected fields; the impossible one exits 2 with FILE:LINE: cause."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.record import loads
from bridgelaws.table import Table

EXAMPLES = Path(__file__).resolve().parents[1].parent / "shared" / "examples"
LOCAL = Path(__file__).parent / "records" / "examples"


def _example_dir() -> Path:
    return EXAMPLES if EXAMPLES.is_dir() else LOCAL


def _cases() -> list[Path]:
    return sorted(_example_dir().glob("*.pbn"))


def _subset(expected: object, actual: object) -> bool:
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            k in actual and _subset(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list):
        return (isinstance(actual, list) and len(expected) == len(actual)
                and all(_subset(e, a) for e, a in zip(expected, actual, strict=True)))
    return expected == actual


@pytest.mark.parametrize("path", _cases(), ids=lambda p: p.stem)
def test_shared_example(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = json.loads(path.with_suffix("").with_suffix(".expect.json").read_text())
    code = main(["rule", str(path), "--json", "--lang", "en"])
    out, err = capsys.readouterr()
    if "exit" in expected:
        assert code == expected["exit"]
        assert err.strip().endswith(expected["stderr"])
        assert err.count("\n") == 1
        return
    assert code == 0, err
    assert _subset(expected, json.loads(out)), out


def example_events_until(trick: int) -> tuple[str, Table]:
    """The 54B example record's TableLog lines up to the end of ``trick``, and its table."""
    path = _example_dir() / "opening-lead-out-of-turn-accepted.pbn"
    text = path.read_text()
    log = text.split('[TableLog ""]\n', 1)[1]
    kept: list[str] = []
    (game,) = loads(text)
    table = Table(game.deal, game.dealer, game.vulnerability, board=game.board)
    for line, event in zip(
            [ln for ln in log.splitlines() if ln.split(";")[0].strip()], game.events,
            strict=True):
        if len(table.tricks) >= trick:
            break
        table.apply(event)
        kept.append(line)
    return "\n".join(kept) + "\n", table
