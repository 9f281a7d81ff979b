"""Properties of the adjudication over random endings (hypothesis): the award is never more
than the claimer's side's double-dummy tricks (the worst normal line cannot beat best play),
never less than nothing, never more than the tricks left; the worst line is a legal play of
every remaining card that makes exactly the awarded tricks."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import LineSearch, Position, adjudicate, parse_statement
from bridgelaws.claims.dd import double_dummy
from bridgelaws.play import winning_index
from bridgelaws.seats import Seat

STATEMENTS = ["", "all high", "draw trumps", "spades then hearts", "run the diamonds",
              "finesse the HQ", "crossruff", "one loser", "conceding a club",
              "cash SA SK", "ruff a club"]


def random_position(seed: int, size: int, strain: int, claimer: int) -> Position:
    rng = random.Random(seed)
    cards = rng.sample(range(52), 4 * size)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    leader = Seat(rng.randrange(4))
    declarer = Seat(claimer) if rng.random() < 0.7 else Seat(claimer).lho
    return Position((hands[0], hands[1], hands[2], hands[3]), Strain(strain), leader,
                    Seat(claimer), dummy=declarer.partner)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**9), st.integers(1, 4), st.integers(0, 4), st.integers(0, 3),
       st.sampled_from(STATEMENTS))
def test_award_is_bounded_by_double_dummy(seed: int, size: int, strain: int, claimer: int,
                                          statement: str) -> None:
    p = random_position(seed, size, strain, claimer)
    ruling = adjudicate(p, p.claimer, size, statement)
    dd = double_dummy(p)
    assert dd is not None
    assert ruling.worst_normal is not None
    assert 0 <= ruling.worst_normal <= dd <= size
    # a claim of every trick left: the award is the worst normal line, never above best play
    assert ruling.awarded == ruling.worst_normal


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 4), st.integers(0, 4), st.integers(0, 3),
       st.sampled_from(STATEMENTS))
def test_worst_line_is_legal_and_makes_the_award(seed: int, size: int, strain: int,
                                                 claimer: int, statement: str) -> None:
    p = random_position(seed, size, strain, claimer)
    search = LineSearch(p, parse_statement(statement))
    value = search.worst()
    plays = search.worst_line()
    hands = list(p.hands)
    leader, won = p.leader, 0
    trick: list[Card] = []
    for play in plays:
        assert play.seat is leader.next(len(trick))
        assert hands[play.seat] & play.card.mask
        if trick:
            led = trick[0].suit
            holds_led = any(c.suit is led for c in Card._all if hands[play.seat] & c.mask)
            assert play.card.suit is led or not holds_led  # Law 44C: follow suit
        hands[play.seat] &= ~play.card.mask
        trick.append(play.card)
        if len(trick) == 4:
            winner = leader.next(winning_index(tuple(trick), p.trump))
            won += winner.side is p.claimer.side
            leader, trick = winner, []
    assert not any(hands) and won == value
