"""Invariants of the event-sourced Table, checked on random deals and records (hypothesis).

1. Correct procedure (Laws 17-22 auction, 44 play): the 52 cards are always accounted for
   (hands + current trick + quitted tricks, Law 6/65), a played board has exactly 13 tricks
   of four distinct cards each (Law 44), and replaying the same events in a fresh Table
   gives the same state (DESIGN.md: the table is the fold of its events).
2. Irregular records (out-of-turn calls, insufficient bids, cards from any seat, held or not,
   ``director`` events and random choices): ``Table.apply`` raises nothing but
   ImpossibleActionError, and when it raises, the table is left unchanged.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol, TypeVar

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import Phase as HPhase
from hypothesis import event as event_label
from hypothesis import strategies as st

from bridgelaws import table as table_module
from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call
from bridgelaws.cards import FULL_PACK, Card, cards_of
from bridgelaws.deal import Deal, Hand
from bridgelaws.director import Director
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import (
    CallMade,
    CardIndicated,
    CardNamed,
    CardPlayed,
    CardsShown,
    DirectorCalled,
    DirectorRules,
    OptionChosen,
    TableEvent,
)
from bridgelaws.record import event_to_text
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table

T = TypeVar("T")


class Draw(Protocol):
    """``data.draw`` (hypothesis.strategies.DataObject)."""

    def __call__(self, strategy: st.SearchStrategy[T], label: object = None) -> T: ...


ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)
ALL_CARDS: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))
SETTINGS = settings(max_examples=200, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def deals(draw: st.DrawFn) -> Deal:
    """A random deal: a random permutation of the pack cut into four hands of 13."""
    order = draw(st.permutations(range(52)))
    masks = [0, 0, 0, 0]
    for i, index in enumerate(order):
        masks[i // 13] |= 1 << index
    return Deal({s: Hand(masks[s]) for s in Seat})


def new_table(draw: Draw) -> Table:
    return Table(draw(deals()), draw(st.sampled_from(Seat)),
                 draw(st.sampled_from(Vulnerability)))


def sorted_calls(calls: frozenset[Call]) -> list[Call]:
    return sorted(calls, key=lambda c: (c.kind, c.rank))


def draw_legal_event(draw: Draw, table: Table) -> TableEvent:
    """A correct call or card for the seat to act (passes more likely, so auctions end)."""
    seat = table.to_act
    assert seat is not None
    if table.phase is Phase.AUCTION:
        calls = sorted_calls(table.legal_calls)
        assert calls[0] is PASS
        if draw(st.integers(0, 9)) < 5:
            return CallMade(seat, PASS)
        return CallMade(seat, draw(st.sampled_from(calls)))
    cards = sorted(table.legal_cards)
    # the mask form names the same cards, all held by the seat to play (44C, 50, 59)
    assert list(cards_of(table.legal_mask)) == cards
    assert table.legal_mask & ~table.hands[seat] == 0
    card = draw(st.sampled_from(cards))
    # an event made in code may be the shared one: it folds the same way
    return CardPlayed.of(seat, card) if draw(st.booleans()) else CardPlayed(seat, card)


def check_cards_accounted(table: Table) -> None:
    """Law 6: every card is in exactly one place -- a hand, the current trick, or quitted."""
    places = [*table.hands, table.played_mask, *(c.mask for c in table.trick_cards)]
    union = 0
    for m in places:
        assert union & m == 0, "a card is in two places"
        union |= m
    assert union == FULL_PACK
    assert sum(m.bit_count() for m in places) == 52


def summary(table: Table) -> tuple[Hashable, ...]:
    """The state a replay must reproduce."""
    return (table.phase, table.contract, table.to_act, tuple(table.hands), table.played_mask,
            tuple(table.trick_cards), tuple(table.tricks), tuple(table.winners),
            table.tricks_declarer, table.result, table.status, table.auction,
            tuple(table.calls_made), table.legal_calls, table.legal_cards)


@SETTINGS
@given(st.data())
def test_correct_procedure_accounts_for_every_card_and_replays(data: st.DataObject) -> None:
    """Laws 6, 22A, 44, 65: 52 cards always accounted for; 13 tricks of 4 distinct cards
    each, won by the trick's winner (44E/F) who leads next (44G); replay gives the same."""
    table = new_table(data.draw)
    check_cards_accounted(table)
    steps = 0
    while table.phase is not Phase.COMPLETE:
        assert table.irregularities == []
        table.apply(draw_legal_event(data.draw, table))
        check_cards_accounted(table)
        steps += 1
        assert steps <= 319 + 52
    assert table.status == "complete" and table.to_act is None
    result = table.result
    assert result is not None
    contract = table.contract
    if contract is None:  # Law 22A: passed out
        assert table.tricks == [] and result.score_ns == 0 and result.tricks_declarer is None
        assert table.played_mask == 0
    else:
        assert len(table.tricks) == 13 and len(table.winners) == 13
        assert table.played_mask == FULL_PACK and table.hands == [0, 0, 0, 0]
        leader = contract.opening_leader
        seen = 0
        for trick, winner in zip(table.tricks, table.winners, strict=True):
            assert trick.leader is leader and len(trick.cards) == 4
            assert len({c.index for c in trick.cards}) == 4
            for seat, card in trick.seats_and_cards():
                assert card in table.deal[seat]
                assert not seen & card.mask
                seen |= card.mask
            assert trick.winner(contract.strain) is winner
            leader = winner
        assert seen == FULL_PACK
        side = contract.declarer.side
        assert result.tricks_declarer == sum(w.side is side for w in table.winners)
    replayed = Table.replay(table.deal, table.dealer, table.vulnerability, table.events)
    assert summary(replayed) == summary(table)
    assert replayed.events == table.events


# ---------------------------------------------------------------------- irregular records

OPTION_WORDS = ("54A", "54B", "54D", "53A", "55B", "56", "50D2a-require", "50D2a-prohibit",
                "50D2b", "51B1a", "51B1b", "51B2a", "51B2b", "51B2c", "52B1a", "52B2", "27A",
                "nonsense")
ARG_WORDS = ("", "S", "H", "D", "C", "S H", "N", "SA", "C2", "zz", "57A3 H")


def fingerprint(table: Table) -> tuple[Hashable, ...]:
    """Fields an impossible action must leave untouched (mutable records compared by
    value)."""
    rulings = tuple((r.event, r.laws, r.chooser, r.options, r.chosen, r.chosen_arg,
                     r.choice_event, r.by_conduct) for r in table.rulings)
    irregularities = tuple((i.kind, i.event, i.offender, i.card, i.call, i.supported, i.status)
                           for i in table.irregularities)
    pending = None if table.pending is None else (table.pending.laws, table.pending.chooser,
                                                  table.pending.options, table.pending.chosen)
    return (summary(table), len(table.events), rulings, irregularities, pending,
            tuple(tuple(table.penalty_cards[s]) for s in Seat), tuple(table.lead_restrictions),
            tuple(sorted(table.barred.items())), table.physical_only, table.director_present,
            tuple(sorted(table.designated.items())), table.dummy_exposed,
            table.expect_declarer_lead, table.trick_leader)


def draw_any_event(draw: Draw, table: Table, wild: bool) -> TableEvent:
    """Mostly correct calls in the auction (so that play is reached); in the play, correct
    cards mixed with irregular ones. ``wild``: anything a person might do or a record might
    say; otherwise mostly leads out of turn (whose rectifications are implemented), the
    Director and the choices he offers."""
    kind = draw(st.integers(0, 9))
    correct = 7 if table.phase is Phase.AUCTION else 3
    if kind <= correct and table.to_act is not None and (table.legal_calls
                                                         or table.legal_cards):
        return draw_legal_event(draw, table)
    seat = draw(st.sampled_from(Seat))
    pending = table.pending
    if not wild and kind != 9:
        if pending is not None and pending.chooser is not None and pending.options:
            return OptionChosen(pending.chooser, draw(st.sampled_from(pending.options)),
                                draw(st.sampled_from(ARG_WORDS)))
        if table.open_irregularities() and kind >= 6:
            return DirectorCalled()
        held = list(cards_of(table.hands[seat]))
        if held and table.phase is Phase.PLAY and not table.trick_cards:
            return CardPlayed(seat, draw(st.sampled_from(held)))  # a lead, in turn or not
        if table.to_act is not None and table.legal_cards:
            return draw_legal_event(draw, table)
    if kind in (4, 8) and table.phase is not Phase.AUCTION:  # a held card, in turn or not
        if kind == 4 and table.to_act is not None and table.trick_cards:
            seat = table.to_act  # perhaps a revoke, perhaps a penalty card not played
        held = list(cards_of(table.hands[seat]))
        if held:
            card = draw(st.sampled_from(held))
            if kind == 4:
                return CardPlayed(seat, card)
            return draw_card_variant(draw, table, seat, card, held)
    if kind == 5:  # any card by any seat, held or not
        return CardPlayed(seat, draw(st.sampled_from(ALL_CARDS)))
    if kind == 6:  # any call by any seat: out of rotation, insufficient, inadmissible
        return CallMade(seat, draw(st.sampled_from(ALL_CALLS)))
    if kind == 7 or (pending is None and kind == 9):
        return DirectorCalled()
    words = OPTION_WORDS if pending is None else (*pending.options, *OPTION_WORDS[:3])
    if pending is not None and pending.chooser is not None and draw(st.integers(0, 3)) > 0:
        seat = pending.chooser
    if pending is not None and draw(st.booleans()):
        words = pending.options or words
    return OptionChosen(seat, draw(st.sampled_from(words)), draw(st.sampled_from(ARG_WORDS)))


def draw_card_variant(draw: Draw, table: Table, seat: Seat, card: Card,
                      held: list[Card]) -> TableEvent:
    """What else a person does with a card in the play: two cards at once (58B, seen or
    hidden), a card at the same moment as another (58A), a fifth card (45E), a card shown
    (49, 48A), dummy's card named by declarer (46B), dummy indicating a card (45F), or the
    Director's judgments on penalty cards (50B, 50E3)."""
    variant = draw(st.integers(0, 9))
    others = [c for c in held if c is not card]
    if variant in (1, 2) and others:
        return CardPlayed(seat, card, also=(draw(st.sampled_from(others)),),
                          hidden=variant == 2)
    if variant == 3:
        return CardPlayed(seat, card, simultaneous=True)
    if variant == 4:
        return CardPlayed(seat, card, fifth=True)
    if variant == 5:
        return CardsShown(seat, (card,))
    if variant == 6:
        return CardNamed(table.declarer or seat, draw(st.sampled_from(NAMED_WORDS)))
    if variant == 7:
        return CardIndicated(table.dummy or seat, card)
    if variant == 8:
        return DirectorRules(draw(st.sampled_from(("50B", "50E3"))),
                             draw(st.sampled_from(("yes", "no"))))
    return CardPlayed(seat, card)


NAMED_WORDS = ("high", "low", "win", "ruff", "any", "S", "H", "D", "C", "A", "K", "T", "2")


@settings(SETTINGS, phases=[HPhase.explicit, HPhase.reuse, HPhase.generate])
@given(st.data())
def test_irregular_records_raise_only_impossible_action_and_leave_table_unchanged(
        data: st.DataObject) -> None:
    """Laws 24-64 (detection only) and DESIGN.md's three kinds of "no": an irregular but
    possible action is recorded, an impossible one raises ImpossibleActionError and leaves
    the table as it was; nothing else is ever raised."""
    table = new_table(data.draw)
    n = data.draw(st.integers(1, 150))
    wild = data.draw(st.booleans())
    try:
        play_irregular_record(data, table, n, wild)
    except BaseException:
        note(reproduction(table))
        raise
    event_label(f"rulings: {min(len(table.rulings), 3)}")
    event_label(f"end: {table.phase.value}{' physical-only' if table.physical_only else ''}")


def play_irregular_record(data: st.DataObject, table: Table, n: int, wild: bool) -> None:
    for _ in range(n):
        if table.phase is Phase.COMPLETE and data.draw(st.integers(0, 3)) == 0:
            break
        event = draw_any_event(data.draw, table, wild)
        before = fingerprint(table)
        try:
            new = table.apply(event)
        except ImpossibleActionError:
            assert fingerprint(table) == before, event
            event_label(f"impossible {type(event).__name__}")
            continue
        assert all(i in table.irregularities for i in new)
        assert table.status in ("complete", "awaiting-choice", "awaiting-director", "in-progress")
        for i in new:
            event_label(f"irregularity {i.kind.code}")
        if isinstance(event, OptionChosen) and not table.physical_only:
            event_label("choice applied")
        check_cards_accounted_loosely(table)


def reproduction(table: Table) -> str:
    """The failing record as a TableLog, to paste into a test."""
    lines = [f"Deal {table.deal.to_pbn()}  Dealer {table.dealer}  Vulnerable {table.vulnerability}"]
    lines += [event_to_text(e) for e in table.events]
    return "\n".join(lines)


def check_cards_accounted_loosely(table: Table) -> None:
    """Even after irregularities no card is in two places, and no card vanishes: each is in
    a hand, on the table, or among the played ones."""
    union = 0
    for m in (*table.hands, table.played_mask, *(c.mask for c in table.trick_cards)):
        assert union & m == 0
        union |= m
    for tr in table.tricks:
        for c in tr.cards:
            union |= c.mask
    assert union == FULL_PACK


# ---------------------------------------------------------------------- found by the above

def _replay(pbn: str, dealer: Seat, vul: Vulnerability, lines: str) -> Table:
    table = Table(Deal.from_pbn(pbn), dealer, vul)
    for line in lines.split():
        seat_text, _, what = line.partition(":")
        seat = Seat.parse(seat_text)
        if what[0].isdigit() or what in ("P", "X", "XX"):  # calls; cards are suit first
            table.apply(CallMade(seat, Call.parse(what)))
        else:
            table.apply(CardPlayed(seat, Card.parse(what)))
    return table


def test_rejected_choice_argument_leaves_the_ruling_unchosen() -> None:
    """Law 26B: declarer's choice needs a suit; a choice that raises ImpossibleActionError
    must leave the pending ruling as it was (found by the property above)."""
    table = _replay(
        "N:Q752.T963.T973.J T94.K854.J82.K72 K3.AJ2.A4.AQ9653 AJ86.Q7.KQ65.T84",
        Seat.EAST, Vulnerability.NONE,
        "W:P N:P W:7S N:P E:P S:P N:6C N:D9 E:D2 S:D4 W:DK W:CT N:CJ E:C2 S:C3 N:D3 E:D8 "
        "S:DA W:D5")
    pending = table.pending
    assert pending is not None and pending.options == ("26B", "26B-none")
    before = fingerprint(table)
    with pytest.raises(ImpossibleActionError):
        table.apply(OptionChosen(Seat.WEST, "26B", "zz"))
    assert pending.chosen is None
    assert fingerprint(table) == before


def test_choice_with_an_argument_that_is_no_card_is_impossible_not_a_crash() -> None:
    """Law 52B2: declarer names the penalty card to substitute; an argument that is not a
    card raises ImpossibleActionError and leaves the table unchanged."""
    table = _replay(
        "N:Q8.AKJ94.J42.Q62 AKJT96.Q5.A.AKT4 52.T82.QT8653.J5 743.763.K97.9873",
        Seat.WEST, Vulnerability.ALL,
        "W:3NT N:7NT E:P S:P W:P E:HQ S:H8 W:H7 N:HK E:H5")
    table.apply(DirectorCalled())
    table.apply(OptionChosen(Seat.NORTH, "56"))
    for text in ["N:S8", "E:S9", "S:S2", "W:S7", "E:CK"]:
        seat, _, card = text.partition(":")
        table.apply(CardPlayed(Seat.parse(seat), Card.parse(card)))
    table.apply(DirectorCalled())
    pending = table.pending
    assert pending is not None and pending.options == ("52B1a", "52B2")
    before = fingerprint(table)
    with pytest.raises(ImpossibleActionError):
        table.apply(OptionChosen(Seat.NORTH, "52B2", "S H"))
    assert fingerprint(table) == before


# ---------------------------------------------------------------------- the fast path

def full_state(table: Table) -> dict[str, object]:
    return {k: v for k, v in vars(table).items() if k not in ("_rules", "fast_path")}


@settings(SETTINGS, phases=[HPhase.explicit, HPhase.reuse, HPhase.generate])
@given(st.data())
def test_fast_path_folds_to_the_same_table_as_the_full_road(data: st.DataObject) -> None:
    """``Table.apply`` takes a short road for a correct call or card at a quiet table (no
    snapshot, no law consulted). Replaying any record, irregular ones included, with the
    short road turned off must give exactly the same table, field by field."""
    table = new_table(data.draw)
    play_irregular_record(data, table, data.draw(st.integers(1, 150)),
                          data.draw(st.booleans()))
    slow = Table(table.deal, table.dealer, table.vulnerability)
    slow.fast_path = False
    for event in table.events:
        slow.apply(event)
    assert full_state(slow) == full_state(table), reproduction(table)
    # the short road of a card in C (_cfold.c) against the Python one (_apply_normal)
    python = Table(table.deal, table.dealer, table.vulnerability)
    fold, table_module._FOLD_CARD = table_module._FOLD_CARD, None
    try:
        for event in table.events:
            python.apply(event)
    finally:
        table_module._FOLD_CARD = fold
    assert full_state(python) == full_state(table), reproduction(table)


def test_the_c_short_road_is_built_and_used() -> None:
    """The C extension is part of the package (``pip install`` builds it): without it the
    table is correct but slower, and the benchmark's figure would not be the one measured."""
    import os

    if os.environ.get("BRIDGELAWS_PURE_PYTHON", "") not in ("", "0"):
        pytest.skip("BRIDGELAWS_PURE_PYTHON: the Python short road only")
    assert table_module._FOLD_CARD is not None


@pytest.mark.parametrize("c_fold", [True, False], ids=["C", "Python"])
def test_fast_path_is_taken_for_a_normal_deal(c_fold: bool,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A normal auction and play never go through the snapshot and the director (the
    benchmark's premise), by the C short road of a card and by the Python one."""
    if not c_fold:
        monkeypatch.setattr(table_module, "_FOLD_CARD", None)
    table = Table(Deal.from_pbn("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 "
                                "2.5432.5432.5432"), Seat.NORTH, Vulnerability.NONE)
    full: list[TableEvent] = []
    monkeypatch.setattr(Director, "handle",
                        lambda self, t, event: full.append(event))  # the full road
    for call in ("7NT", "P", "P", "P"):
        table.apply(CallMade(table.to_act or Seat.NORTH, Call.parse(call)))
    while table.phase is Phase.PLAY:
        seat = table.to_act
        assert seat is not None
        table.apply(CardPlayed(seat, min(table.legal_cards)))
    assert table.tricks_declarer == 13 and len(table.events) == 4 + 52
    assert full == []
