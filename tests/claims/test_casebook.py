"""The claim casebook: published rulings on claims and concessions (``tests/claims/casebook/``).

Each case (``cases_*.py``, see ``case.py``) is a position from a published ruling or worked
example — an appeal casebook, the EBU White Book, a national federation's directors, a
Tournament Director's ruling discussed by other directors, the seeds' commentary — with the
award the source gives. ``build.py`` writes it as a table record; the test rules the record
as the Director would and compares with the source: the award must be the source's, and
every clause the source applies to change the result (70C, 70E1, 70D2, 71, 69B, 68B2) must be
cited.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from bridgelaws.claims import rule_on_claim
from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table

HERE = Path(__file__).resolve().parent / "casebook"
_spec = importlib.util.spec_from_file_location("casebook_build", HERE / "build.py")
assert _spec is not None and _spec.loader is not None
build = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("casebook_build", build)
_spec.loader.exec_module(build)

CASES = build.cases()
RULING = re.compile(r"^% ruling: awarded=(\S+) laws=(\S+)$", re.MULTILINE)
#: the clauses that change a result; a case's other clauses (70A, 70D1, 70E2) are reasons
DECISIVE = {"70C", "70E1", "70D2", "71", "69A", "69B", "68B2"}


def test_the_casebook_holds_at_least_forty_published_rulings_the_engine_gives() -> None:
    assert len({c.name for c in CASES}) == len(CASES)
    assert len([c for c in CASES if not c.differs]) >= 40


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_record_is_the_case(case: object) -> None:
    """The record on disk is what ``build.py`` writes for the case (edit the case, not the
    record, then run build.py)."""
    path = HERE / f"{case.name}.pbn"  # type: ignore[attr-defined]
    assert path.exists(), f"run: .venv/bin/python tests/claims/casebook/build.py {case.name}"  # type: ignore[attr-defined]
    assert path.read_text(encoding="utf-8") == build.build(case)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_casebook_ruling(case: object) -> None:
    assert case.source.strip() and (case.url or "seed" in case.source or "print" in case.source)  # type: ignore[attr-defined]
    path = HERE / f"{case.name}.pbn"  # type: ignore[attr-defined]
    text = path.read_text(encoding="utf-8")
    (game,) = loads(text, file=str(path))
    table = Table.from_game(game, file=str(path))
    ruling = rule_on_claim(table)
    assert ruling is not None
    if case.differs:  # type: ignore[attr-defined]
        # a published ruling the engine does not reproduce: the reason is documented and
        # the engine's award pinned, so that a change shows here
        assert ruling.awarded == case.engine, (  # type: ignore[attr-defined]
            f"{case.name}: the engine now awards {ruling.awarded} (pinned "  # type: ignore[attr-defined]
            f"{case.engine}, the source {case.awarded}): update the case")  # type: ignore[attr-defined]
        return
    expected = case.awarded  # type: ignore[attr-defined]
    assert ruling.awarded == expected, (
        f"{case.name}: the source awards {expected}, the engine {ruling.awarded} "  # type: ignore[attr-defined]
        f"({', '.join(ruling.laws)})")
    if ruling.awarded != ruling.claimed:  # the ruling departs from the claim: say why
        missing = (set(case.laws) & DECISIVE) - set(ruling.laws)  # type: ignore[attr-defined]
        assert not missing, f"{case.name}: the source applies {sorted(missing)}, not cited"  # type: ignore[attr-defined]
    if ruling.awarded is not None:
        assert 0 <= ruling.awarded <= ruling.remaining
    claim = result_json(table)["claim"]
    assert claim is not None and claim["awarded"] == ruling.awarded
