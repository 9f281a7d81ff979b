"""The normal-line model (docs/claims.md), one rule at a time, on small endings.

Hands are ``"N:<North> <East> <South> <West>"`` (spades.hearts.diamonds.clubs); South is
declarer (North dummy) and claims unless said otherwise.
"""

from __future__ import annotations

import importlib

import pytest

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import LineSearch, Model, Position, adjudicate, parse_statement
from bridgelaws.seats import Seat

S, N, E, W = Seat.SOUTH, Seat.NORTH, Seat.EAST, Seat.WEST

ORDER = "N:.2.AKQ. JT.AK.. AKQ..2. .QJ.J.2"
BLOCKED = "N:..AQJT. AKQJ... 2.2.K.2 .AKQJ.."
MASTER = "N:.A.432. QJ.K.A. AK...32 .QJT..A"
TRUMP_OUT = "N:543...2 2..AKQ. A.AKQ.. .JT.JT."
FINESSE_ON = "N:AQ... ..2.2 3.2.. K4..."
FINESSE_OFF = "N:AQ... K..2. 3.2.. 4...2"


def pos(hands: str, trump: Strain = Strain.NOTRUMP, leader: Seat = S, claimer: Seat = S,
        **kw: object) -> Position:
    return Position.from_hands(hands, trump=trump, leader=leader, claimer=claimer,
                               dummy=N, **kw)  # type: ignore[arg-type]


def worst(p: Position, statement: str, model: Model | None = None) -> int:
    return LineSearch(p, parse_statement(statement), model or Model()).worst()


def line(p: Position, statement: str) -> list[str]:
    return [f"{x.seat.letter}{x.card}" for x in LineSearch(p, parse_statement(statement))
            .worst_line()]


def test_keeps_the_stated_order() -> None:
    """N1: diamonds first strands the spades; spades first makes all four."""
    p = pos(ORDER)
    assert worst(p, "diamonds then spades") == 3
    assert line(p, "diamonds then spades")[0] == "SD2"
    assert worst(p, "spades then diamonds") == 4
    assert line(p, "spades then diamonds")[0][1] == "S"


def test_unstated_order_may_be_the_careless_one() -> None:
    """N2: with no order stated, diamonds first is a normal (careless) order."""
    assert worst(pos(ORDER), "all high") == 3


def test_may_fail_to_unblock() -> None:
    """N3: North may follow low under South's DK; the overtake must be stated."""
    p = pos(BLOCKED)
    assert worst(p, "all mine") == 2
    played = line(p, "all mine")
    k = played.index("SDK")
    trick = played[k - k % 4:k - k % 4 + 4]
    assert "NDA" not in trick  # North kept the ace: the suit is blocked
    assert worst(p, "cash DK DA DQ DJ") == 4


def test_does_not_discard_a_known_master() -> None:
    """N3: on the two spades North discards diamonds, never the HA; West, on lead with the
    CA, must then lead a heart to it."""
    p = pos(MASTER)
    assert worst(p, "all high") == 3
    assert "NHA" in line(p, "all high")[8:]


def test_trump_outstanding_70c() -> None:
    """70C: hearts before the last trump let East ruff; mentioning the trump draws it."""
    p = pos(TRUMP_OUT, Strain.SPADES)
    assert worst(p, "all high") == 3
    assert worst(p, "all high", Model(aware=True)) == 4
    assert worst(p, "draw the last trump, then hearts") == 4
    assert worst(p, "all high; the trump is out") == 4  # mentioned in free text
    ruling = adjudicate(p, S, 4, "all high")
    assert ruling.awarded == 3 and "70C" in ruling.laws


def test_unstated_finesse_70e() -> None:
    """70E1: the finesse would win (king with West) but is not credited unless stated."""
    p = pos(FINESSE_ON)
    assert worst(p, "all") == 1
    assert worst(p, "all", Model(informed=True)) == 2
    assert worst(p, "finesse the SQ") == 2
    assert worst(p, "finesse spades") == 2
    ruling = adjudicate(p, S, 2, "all")
    assert ruling.awarded == 1 and "70E1" in ruling.laws


def test_stated_finesse_is_held_against_the_claimer() -> None:
    """70D1: the stated finesse loses to the (singleton) king; the drop would win."""
    p = pos(FINESSE_OFF)
    assert worst(p, "finesse the SQ") == 0
    assert worst(p, "all") == 2  # the ace first drops the king: no finesse involved


def test_finesse_credited_when_an_opponent_showed_out() -> None:
    """70E1 exception: East has shown out of spades, so the king is known to be with West."""
    void_east_spades = 1 << (int(E) * 4 + 3)
    p = pos("N:AQ... .3.2. 32... K7...", known_voids=void_east_spades)
    assert worst(p, "all mine") == 2
    p_unknown = pos("N:AQ... .3.2. 32... K7...")
    assert worst(p_unknown, "all mine") == 1


def test_an_unnamed_loser_may_be_conceded_first() -> None:
    """N2: "one loser" lets the claimer lead his loser at any time."""
    p = pos("N:..AKQJ. AKQJ... 2.AKQ.. .JT.T.2")
    assert worst(p, "hearts, then conceding a spade") == 3
    assert worst(p, "one loser") == 0
    assert worst(p, "all high") == 3  # winners first: the spade comes last


def test_a_defenders_partner_may_play_any_card() -> None:
    """70D2: West's lead is his own choice (a diamond does as well as a heart for him), so
    East's claim of three counts only the heart he keeps to the end."""
    p = Position.from_hands("N:.Q.AK. 2.AK.. .J.Q.A .2.32.", trump=Strain.NOTRUMP,
                            leader=W, claimer=E, dummy=N)
    assert worst(p, "") == 1  # West may lead a diamond; East keeps a top heart
    assert worst(p, "", Model(informed=True)) == 1
    ruling = adjudicate(p, E, 3, "partner leads a heart")
    assert ruling.awarded == 1 and "70D2" in ruling.laws


def test_the_line_is_legal_and_adds_up() -> None:
    p = pos(TRUMP_OUT, Strain.SPADES)
    search = LineSearch(p, parse_statement("all high"))
    plays = search.worst_line()
    assert len(plays) == 16
    assert {x.card for x in plays} == {c for s in Seat for c in p.cards_of(s)}
    assert [x.card for x in plays][:1] != [Card.parse("SA")]


def test_a_position_too_large_for_the_search_gives_the_worst_line_found(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A search stopped at its limit (here a tiny one, at trick one with thirteen cards a
    hand) still rules: the award is the worst normal line the probes found, no more than
    double dummy and no less than what was proved, and a doubtful point says so."""
    module = importlib.import_module("bridgelaws.claims.adjudicate")
    monkeypatch.setattr(module, "MAIN_BUDGET", 10)
    monkeypatch.setattr(module, "NARROW_BUDGET", 10)
    monkeypatch.setattr(module, "_MADE", {})
    full = pos("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    ruling = adjudicate(full, S, 13, "all high")
    assert not ruling.complete
    assert ruling.awarded is not None and ruling.awarded == ruling.worst_normal
    assert ruling.double_dummy is not None and ruling.awarded <= ruling.double_dummy
    assert len(ruling.worst_line) == 52
    assert any("Too many lines" in m.render("en") for m in ruling.doubtful_points)
    assert ruling.tricks_for(S.side) == ruling.awarded
