"""Laws 68–71 at the table: a disputed claim brought to the Director is ruled by Law 70 and
ends the board with the awarded tricks; a defender's concession his partner objects to at
once is no concession (68B2); cards played after a settled claim do not count (68D)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws import Seat
from bridgelaws.errors import ImpossibleActionError, RecordError
from bridgelaws.events import DirectorRules
from bridgelaws.record import loads
from bridgelaws.rulings import Judgment, Kind
from bridgelaws.table import Table

CASES = Path(__file__).parent.parent / "claims" / "model"


def text_of(name: str) -> str:
    return (CASES / f"{name}.pbn").read_text(encoding="utf-8")


def replay(text: str) -> Table:
    (game,) = loads(text)
    return Table.from_game(game)


def case(name: str, extra: str = "") -> Table:
    text = text_of(name)
    return replay(text.rstrip("\n") + "\n" + extra if extra else text)


def test_70_the_disputed_claim_waits_for_the_director() -> None:
    t = replay(text_of("70C-trump-not-mentioned").replace("director\n", ""))
    assert t.status == "awaiting-director" and t.irregularities[-1].kind is Kind.CONTESTED_CLAIM
    assert not t.physical_only


def test_70_the_directors_ruling_ends_the_board_with_the_award() -> None:
    """South claims the last 4 tricks 'all high' with a trump out (70C): 3 are awarded;
    South had won 9 — 4♠ makes 12."""
    t = case("70C-trump-not-mentioned")
    assert t.status == "complete" and t.tricks_declarer == 12
    r = t.rulings[-1]
    assert r.kind is Kind.CONTESTED_CLAIM and r.outcomes == ["70A", "70C", "70D1"]
    assert t.result is not None and t.result.score_ns == 680


def test_68D_cards_played_after_the_ruling_do_not_count() -> None:
    t = case("70C-trump-not-mentioned", "S HQ\nW HT\n")
    assert t.tricks_declarer == 12 and any("68D" in n.msgid for n in t.notes)


def test_68B2_partner_objects_at_once_play_continues() -> None:
    t = case("68B2-partner-objects-at-once")
    assert t.status == "in-progress" and t.claim_event is None
    assert t.rulings[-1].outcomes == ["68B2"] and t.to_act is Seat.WEST


def test_70_judgment_when_no_award_is_computed() -> None:
    """When the search is too large the Director states the award: ``director rules 70 n``
    (tricks of the remaining ones for the claimer's side)."""
    t = case("70C-trump-not-mentioned")
    claim = t.irregularities[-1]
    t.phase = t.phase.PLAY
    t.claimed_tricks_declarer = None
    t.ask(Judgment("70", claim.event, claim.note or t.rulings[-1].explanation[0],
                   offender=Seat.SOUTH, expects="number", facts={"remaining": 4}))
    with pytest.raises(ImpossibleActionError, match="0 to 4"):
        t.apply(DirectorRules("70", "5"))
    t.apply(DirectorRules("70", "2"))
    assert t.status == "complete" and t.tricks_declarer == 11


def test_a_dispute_needs_a_claim() -> None:
    with pytest.raises(RecordError, match="no claim or concession"):
        replay(text_of("70C-trump-not-mentioned").replace('S claims 4 "all high"\n', ""))
