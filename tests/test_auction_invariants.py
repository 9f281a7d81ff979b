"""Hypothesis: random auctions with calls out of rotation, insufficient and inadmissible calls,
Director calls, random choices among the offered options and random answers to the
Director's questions always end in a legal contract or a passed-out board — never an
exception other than ImpossibleActionError (which leaves the table unchanged) — and every
restriction a ruling creates is enforced afterwards (Laws 23–39)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import Call, Deal, ImpossibleActionError, Seat, Vulnerability
from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from bridgelaws.cards import Suit
from bridgelaws.events import CallMade, DirectorCalled, DirectorRules, OptionChosen
from bridgelaws.table import Phase, Table

ALL_CALLS = [PASS, DOUBLE, REDOUBLE, *ALL_BIDS[:20], Call.parse("8H")]


def _deal(rng: random.Random) -> Deal:
    cards = list(range(52))
    rng.shuffle(cards)
    pbn = []
    from bridgelaws.cards import Card
    from bridgelaws.deal import Hand
    hands = {s: Hand(Card.from_index(i) for i in cards[13 * s:13 * s + 13]) for s in Seat}
    del pbn
    return Deal(hands)


def _resolve(t: Table, rng: random.Random) -> bool:
    """Answer whatever the table waits for. True when something was applied."""
    if t.pending_judgment is not None:
        t.apply(DirectorRules(t.pending_judgment.clause, rng.choice(["yes", "no"])))
        return True
    p = t.pending
    if p is not None and p.chooser is not None:
        option = rng.choice(p.options)
        arg = ""
        if option in ("26B", "51B2a", "51B2b"):
            arg = rng.choice([s.letter for s in Suit])
        try:
            t.apply(OptionChosen(p.chooser, option, arg))
        except ImpossibleActionError:
            t.apply(OptionChosen(p.chooser, p.options[-1]))
        return True
    if any(i.status == "open" and i.supported for i in t.irregularities):
        t.apply(DirectorCalled())
        return True
    return False


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(0, 40))
def test_random_irregular_auctions_end_legally(seed: int, noise: int) -> None:
    rng = random.Random(seed)
    t = Table(_deal(rng), Seat(rng.randrange(4)), Vulnerability.NONE)
    for step in range(400):
        if t.phase is not Phase.AUCTION or t.physical_only:
            break
        if step < noise and rng.random() < 0.5:
            event = CallMade(Seat(rng.randrange(4)), rng.choice(ALL_CALLS))
        elif _resolve(t, rng):
            continue
        else:
            legal = sorted(t.legal_calls, key=lambda c: (c.kind, c.rank))
            assert legal, "the table waits for nothing, yet no call is legal"
            seat = t.auction.to_call
            call = PASS if rng.random() < 0.6 else rng.choice(legal)
            if call not in legal:
                call = legal[0]
            # every restriction in force is enforced by legal_calls
            if seat in t.barred:
                assert legal == [PASS]
            event = CallMade(seat, call)
        before = (len(t.events), t.auction, dict(t.barred))
        try:
            t.apply(event)
        except ImpossibleActionError:
            assert (len(t.events), t.auction, dict(t.barred)) == before
    if t.physical_only:
        return
    assert t.phase is not Phase.AUCTION, "the auction did not end"
    if t.contract is not None:
        assert 1 <= t.contract.level <= 7
        last_bid = t.auction.last_bid
        assert last_bid is not None and last_bid.level == t.contract.level
        assert t.contract.declarer.side == t.auction.last_bidder.side  # type: ignore[union-attr]
