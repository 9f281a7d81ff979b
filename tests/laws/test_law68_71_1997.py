"""Laws 68-71 under the 1997 book (issue 17): claims and concessions.

The 1997 tests of a claim are those of 2017 (docs/laws-1997-68-71.md): the award — the worst
normal line, doubtful points against the claimer — is the same; the ruling cites 1997's
clauses: 70D and 70E are single clauses (2017's 70D1, 70E1), and there is no 70D2 (a
defender's claim that depends on his partner's choice): 70A covers it.

The records are the claims casebook's (``tests/claims/model/``) and the golden pair
``tests/transcripts/editions/70-defenders-claim-depends-on-partner.pbn``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.laws import BOOK_1997, BOOK_2017
from bridgelaws.laws import law68_71_claims as law68_2017
from bridgelaws.laws.book1997 import law68_71_claims as law68_1997
from bridgelaws.laws.book1997.law68_71_claims import clauses_1997
from bridgelaws.record import loads
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Table

TESTS = Path(__file__).resolve().parents[1]
MODEL = TESTS / "claims" / "model"
DEFENDER = TESTS / "transcripts" / "editions" / "70-defenders-claim-depends-on-partner.pbn"


def ruled(path: Path, edition: str) -> Table:
    text = path.read_text(encoding="utf-8")
    text = text.replace("[Board ", f'[Edition "{edition}"]\n[Board ', 1)
    (game,) = loads(text)
    return Table.from_game(game)


def claim_ruling_laws(t: Table) -> tuple[str, ...]:
    (r,) = [r for r in t.rulings if r.kind is Kind.CONTESTED_CLAIM]
    return r.laws


def test_the_1997_book_rules_claims_by_its_module_and_the_rest_as_2017() -> None:
    assert BOOK_1997.law("68") is law68_1997 and BOOK_2017.law("68") is law68_2017
    assert BOOK_1997.kinds[Kind.CONTESTED_CLAIM] is law68_1997
    assert law68_1997.KINDS == law68_2017.KINDS
    assert law68_1997.judge is law68_2017.judge  # director rules 70 <n>: as 2017


@pytest.mark.parametrize(("laws", "expected"), [
    (("70A", "70E1", "70D1"), ("70A", "70E", "70D")),
    (("70A", "70D1", "70D2"), ("70A", "70D")),
    (("70D2",), ("70A",)),
    (("70A", "70C", "70D1"), ("70A", "70C", "70D")),
    (("68B2",), ("68B",)),
    (("69B",), ("69B",)),
    (("69A", "71"), ("69A", "71")),
])
def test_clauses_as_1997_numbers_them(laws: tuple[str, ...], expected: tuple[str, ...]) -> None:
    assert clauses_1997(laws) == expected


def test_70_defenders_claim_same_award_1997_cites_70A_not_70D2() -> None:
    # East (defender) claims the last three if West leads a heart; West may lead a diamond
    old, new = ruled(DEFENDER, "2017"), ruled(DEFENDER, "1997")
    assert old.result == new.result  # the same award: one trick to East-West
    assert new.claimed_tricks_declarer == old.claimed_tricks_declarer == 2
    assert claim_ruling_laws(old) == ("70A", "70D1", "70D2")
    assert claim_ruling_laws(new) == ("70A", "70D")
    (r,) = [r for r in new.rulings if r.kind is Kind.CONTESTED_CLAIM]
    assert r.outcomes == ["70A", "70D"]
    assert any("no clause 70D2" in m.render("en") for m in r.explanation)


@pytest.mark.parametrize(("name", "old_laws", "new_laws"), [
    ("70E1-unstated-finesse-not-accepted", ("70A", "70E1", "70D1"), ("70A", "70E", "70D")),
    ("70C-trump-not-mentioned", ("70A", "70C", "70D1"), ("70A", "70C", "70D")),
    ("70D1-stated-order-loses", ("70A", "70D1"), ("70A", "70D")),
])
def test_70_casebook_same_award_under_1997_with_its_clauses(
        name: str, old_laws: tuple[str, ...], new_laws: tuple[str, ...]) -> None:
    old, new = ruled(MODEL / f"{name}.pbn", "2017"), ruled(MODEL / f"{name}.pbn", "1997")
    assert old.claimed_tricks_declarer == new.claimed_tricks_declarer is not None
    assert claim_ruling_laws(old) == old_laws and claim_ruling_laws(new) == new_laws


@pytest.mark.parametrize("name", ["71-seed-defender-concedes", "71-concession-of-a-sure-trick",
                                  "69B-agreed-claim-withdrawn", "69A-agreed-claim-stands"])
def test_69_71_rule_the_same_under_1997(name: str) -> None:
    """Seed 002 §68.7(i)(b), §68.11 (the 1987 commentary, the seeds' Law 68): East's remark
    concedes the rest; the heart switch's success is not allowed, but the trick East cannot
    lose is restored (71) — and the casebook's 69A, 69B and 71: the same in both books."""
    old, new = ruled(MODEL / f"{name}.pbn", "2017"), ruled(MODEL / f"{name}.pbn", "1997")
    assert old.claimed_tricks_declarer == new.claimed_tricks_declarer is not None
    assert [r.laws for r in old.rulings] == [r.laws for r in new.rulings]


def test_seed_68_8_partner_objects_at_once_no_concession_1997() -> None:
    """Seed 002 §68.8 (1997 68B, last sentence): a defender's attempted concession that his
    partner objects to at once is no concession; play continues."""
    t = ruled(MODEL / "68B2-partner-objects-at-once.pbn", "1997")
    assert t.claim_event is None and t.status == "in-progress" and t.to_act is Seat.WEST
    # cited as 1997 numbers it: the last sentence of 68B (2017: 68B2), in both languages
    (r,) = [r for r in t.rulings if r.outcomes and r.outcomes[0].startswith("68B")]
    assert r.laws == ("68B",) and r.outcomes == ["68B"]
    assert r.explanation[0].render("en").startswith("Law 68B (1997):")
    assert r.explanation[0].render("ru").startswith("Правило 68B (1997):")
    (r17,) = [r for r in ruled(MODEL / "68B2-partner-objects-at-once.pbn", "2017").rulings
              if r.outcomes and r.outcomes[0].startswith("68B")]
    assert r17.laws == ("68B2",)


def test_seed_68_10_cards_played_after_a_claim_have_no_force_1997() -> None:
    """Seed 002 §68.10-68.11: no card played after a claim has legal force; the result is
    decided on the cards held at the claim and the statement then made (1997 68D; the
    engine's 68D in both books). South claims the last four 'all high' with a trump out."""
    path = MODEL / "70C-trump-not-mentioned.pbn"
    text = path.read_text(encoding="utf-8").rstrip("\n") + "\nS HQ\nW HT\n"
    text = text.replace("[Board ", '[Edition "1997"]\n[Board ', 1)
    (game,) = loads(text)
    t = Table.from_game(game)
    assert t.tricks_declarer == 12 and any(n.msgid.startswith("Law 68D") for n in t.notes)
    assert claim_ruling_laws(t) == ("70A", "70C", "70D")
