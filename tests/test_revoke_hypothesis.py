"""Revokes injected at random into random deals (hypothesis): Laws 61-64 end to end.

A random deal and a random contract (a simple legal auction: passes, one bid, perhaps a
double, three passes). In the play each hand plays a random legal card, except that at
random points a player who can follow suit plays a card of another suit instead (a revoke,
Law 61A; dummy included). The Director is called at random moments while an irregularity is
open, so before or after the revoke is established (Law 63A); a pending 62A choice is made by
the offender with a correcting card of the suit led from his hand (62A, 62B), and every other
choice (50D2, 51 after a 62B1 penalty card) at random. At the end of play the Director is
called once more.

Invariants: the board is complete with 13 tricks and each of the 52 cards played exactly
once; ``tricks_declarer`` is within 0..13 and equals the tricks as played plus the Law 64
transfers (``revokes_json``), declarer's and the defenders' tricks after the transfer still
make 13; each revoke transfers at most two tricks (64A1), at most one under 64A2 and none
under the other clauses; an established revoke the Director was called to has a Law 64
clause. On failure the TableLog that reproduces it is in the notes.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from bridgelaws.cards import SUIT_MASKS, Card, cards_of
from bridgelaws.events import CardPlayed, DirectorCalled, DirectorRules, TableEvent
from bridgelaws.laws.law61_64_revoke import adjustment
from bridgelaws.report import revokes_json
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat, Side, Vulnerability
from bridgelaws.table import Phase, Table
from tests.test_play_irregularities_hypothesis import bid_auction, choice, deal_of, log_of

MAX_EVENTS = 400
LAW_64 = {"64A1", "64A2", "64B1", "64B2", "64B3", "64B6", "64B7"}


def revoke_card(rng: random.Random, table: Table, seat: Seat) -> Card | None:
    """A card of another suit from ``seat``, who could follow to the trick in progress."""
    if not table.trick_cards:
        return None
    led = table.trick_cards[0].suit
    hand = table.hands[seat]
    if not hand & SUIT_MASKS[led]:
        return None
    others = list(cards_of(hand & ~SUIT_MASKS[led]))
    return rng.choice(others) if others else None


def next_event(rng: random.Random, table: Table, revoke_rate: float,
               director_rate: float) -> TableEvent:
    if table.pending is not None:
        return choice(rng, table)  # 62A: a card of the suit led; other options at random
    if table.pending_judgment is not None:
        return DirectorRules(table.pending_judgment.clause, rng.choice(("yes", "no")))
    if table.open_irregularities() and rng.random() < director_rate:
        return DirectorCalled()
    seat = table.to_act
    assert seat is not None
    if rng.random() < revoke_rate:
        wrong = revoke_card(rng, table, seat)
        if wrong is not None:
            return CardPlayed(seat, wrong)
    legal = sorted(table.legal_cards)
    assert legal, "the board is stuck"
    return CardPlayed(seat, rng.choice(legal))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), dealer=st.sampled_from(list(Seat)),
       vul=st.sampled_from(list(Vulnerability)),
       revoke_rate=st.sampled_from([0.03, 0.1, 0.25]),
       director_rate=st.sampled_from([0.0, 0.2, 0.6, 1.0]))
def test_random_revokes_keep_13_tricks_and_transfer_within_law_64(
        seed: int, dealer: Seat, vul: Vulnerability, revoke_rate: float,
        director_rate: float) -> None:
    rng = random.Random(seed)
    table = Table(deal_of(rng), dealer, vul)
    for event in bid_auction(rng, dealer):
        table.apply(event)
    assert table.phase is Phase.PLAY
    for _ in range(MAX_EVENTS):
        if table.phase is not Phase.PLAY and table.pending is None:
            break
        event = next_event(rng, table, revoke_rate, director_rate)
        note(log_of(table) + "\n; next: " + repr(event))
        table.apply(event)
    table.apply(DirectorCalled())  # at the end of play
    while table.pending is not None:
        table.apply(choice(rng, table))
    note(log_of(table))

    assert table.phase is Phase.COMPLETE and len(table.tricks) == 13
    played = [c for t in table.tricks for c in t.cards]
    assert len(played) == 52 and len(set(played)) == 52
    assert all(table.hands[s] == 0 for s in Seat)

    declarer = table.declarer
    assert declarer is not None
    found = revokes_json(table)
    as_played = table.tricks_before_revokes
    after = table.tricks_declarer
    assert as_played is not None and after is not None
    assert 0 <= as_played <= 13 and 0 <= after <= 13
    gained = sum(r["transferred"] for r in found if r["offender"] not in (
        declarer.letter, declarer.partner.letter))
    lost = sum(r["transferred"] for r in found if r["offender"] in (
        declarer.letter, declarer.partner.letter))
    assert after == as_played + gained - lost
    adjusted = adjustment(table)
    if adjusted is not None:
        assert adjusted.tricks_ns + adjusted.tricks_ew == 13
        assert adjusted.declarer_tricks == after
        assert after + adjusted.tricks_of(declarer.side.other) == 13
        assert adjusted.tricks_of(Side.NS if declarer.side is Side.EW else Side.EW) \
            == 13 - after

    for r in found:
        assert 0 <= r["transferred"] <= 2
        if r["clause"] == "64A2":
            assert r["transferred"] <= 1
        elif r["clause"] != "64A1":
            assert r["transferred"] == 0
        if r["established"] and not r["corrected"]:
            assert r["clause"] in LAW_64, r  # the Director was called at the end
        if r["corrected"]:  # 62A before it was established; 62D on trick 12, always
            assert r["clause"] in ("62A", "62D") and r["transferred"] == 0, r
    revokes = [i for i in table.irregularities if i.kind is Kind.REVOKE]
    assert len(found) == len(revokes)
