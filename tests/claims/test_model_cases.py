"""The model cases: constructed positions, one rule of the normal-line model each (table
records in ``tests/claims/model/``, written by ``build.py`` from ``cases_spec.py``). Each
record ends in a claim or concession brought to the Director and carries two comment lines:
``% source:`` (the clause or rule the case isolates) and ``% ruling: awarded=N laws=A,B``
(what the engine must rule). The published rulings are in ``tests/claims/casebook/``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgelaws.claims import rule_on_claim
from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table

HERE = Path(__file__).resolve().parent / "model"
RECORDS = sorted(HERE.glob("*.pbn"))
RULING = re.compile(r"^% ruling: awarded=(\S+) laws=(\S+)$", re.MULTILINE)
SOURCE = re.compile(r"^% source: (.+)$", re.MULTILINE)


def test_there_are_at_least_thirty_model_cases() -> None:
    assert len(RECORDS) >= 30


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_casebook_ruling(record: Path) -> None:
    text = record.read_text(encoding="utf-8")
    source = SOURCE.search(text)
    expected = RULING.search(text)
    assert source is not None and source.group(1).strip(), "every case names its source"
    assert expected is not None, "every case states the ruling it must give"
    (game,) = loads(text, file=str(record))
    table = Table.from_game(game, file=str(record))
    ruling = rule_on_claim(table)
    assert ruling is not None
    awarded = "none" if ruling.awarded is None else str(ruling.awarded)
    assert (awarded, ",".join(ruling.laws)) == (expected.group(1), expected.group(2))
    if ruling.awarded is not None:
        assert 0 <= ruling.awarded <= ruling.remaining
        if ruling.double_dummy is not None and ruling.kind == "claim":
            assert ruling.worst_normal is not None
            assert ruling.worst_normal <= ruling.double_dummy
    claim = result_json(table)["claim"]
    assert claim is not None and claim["awarded"] == ruling.awarded
    assert claim["laws"] == list(ruling.laws)
    assert all(isinstance(c, str) and len(c) == 2 for c in claim["worst_line"])
