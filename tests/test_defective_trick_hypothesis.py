"""Defective tricks (Law 67) and cards in the wrong hand (Law 13), injected at random into
random deals (hypothesis).

A random deal, perhaps a card moved to another hand before the auction
(``N holds HA of E``, Law 13), a random short auction to a contract (the helpers of
``tests/test_play_irregularities_hypothesis.py``), then random legal play where, with some
probability per trick, one of these is made instead of a card:

* ``W omits``: the seat to play, with a card already on the trick, is passed over (67);
* ``W H5 H6 unnoticed``: a legal card and another card of the hand go to the trick together,
  nobody sees the second one (67A2, 67B2).

At random moments the Director is called (when an irregularity is open) and rules
``director rules 13`` (when a card is in the wrong hand); whatever the table then asks is
answered: a pending 67A/67B1 choice with a card of the offender's hand (dummy's cards are
supplied by declarer, Law 45B), of the suit led to the defective trick when he has one; other
options at random; a judgment (13B1) yes or no at random. A player left with no card to play
(an unresolved omission or misplaced card) calls the Director; if nothing helps the example
stops, labelled with ``hypothesis.event``.

An ``ImpossibleActionError`` must leave the table as it was (events, hands, tricks); anything
else raised is a failure.

Invariants after every event: each of the 52 cards is in exactly one place (a hand, a quitted
trick, the trick in progress, or among the unseen extra cards of a defective trick the
Director has not yet ruled on); at most 13 tricks; each quitted trick has 4 cards, or 3 when a
seat did not play to it (``missing``) and the Law 67 irregularity is not yet rectified. At the
end of a completed board whose result Law 13 did not cancel (the Director having been called
once more for what is still open): ``tricks_declarer`` in 0..13 and an int score; no unseen
extra card left; each trick of four cards and each Law 67 irregularity rectified; and, with no
card left in a wrong hand, every hand empty. On failure the TableLog that reproduces it is in
the notes.

Three engine bugs this test found are fixed; the tests at the end of the file keep them
fixed.
"""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, note, settings
from hypothesis import event as label
from hypothesis import strategies as st

from bridgelaws.cards import FULL_PACK, SUIT_MASKS, Card, cards_of
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import (
    CardMisplaced,
    CardPlayed,
    DirectorCalled,
    DirectorRules,
    Omission,
    OptionChosen,
    TableEvent,
)
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table
from tests.helpers import AUCTION_2S_N
from tests.helpers import table as table_of
from tests.test_play_irregularities_hypothesis import bid_auction, choice, deal_of, log_of

MAX_EVENTS = 400

class Stuck(Exception):
    """The board cannot go on by the actions this test makes (the reason is the message)."""


# ------------------------------------------------------------------ invariants
def unseen_extra(table: Table) -> list[Card]:
    """Cards played unseen with another (``unnoticed``) that the Director has not yet sent
    back to the hand: played, but in no trick's cards. The Director's ruling (67A2, 67B2)
    sends them back as it is made: the irregularity is then no longer open."""
    out: list[Card] = []
    for irr in table.irregularities:
        extra = irr.facts.get("extra")
        if irr.kind is Kind.DEFECTIVE_TRICK and irr.status == "open" \
                and isinstance(extra, tuple):
            out.extend(extra)
    return out


def check_invariants(table: Table) -> None:
    places: list[tuple[str, int]] = [(f"hand {s}", table.hands[s]) for s in Seat]
    for i, t in enumerate(table.tricks):
        places.extend((f"trick {i + 1}", c.mask) for c in t.cards)
    places.extend(("trick in progress", c.mask) for c in table.trick_cards)
    places.extend(("unseen extra", c.mask) for c in unseen_extra(table))
    total = 0
    for where, m in places:
        assert not total & m, f"a card is in two places ({where}): {list(cards_of(total & m))}"
        total |= m
    assert total == FULL_PACK, f"cards lost: {list(cards_of(FULL_PACK & ~total))}"

    assert len(table.tricks) <= 13
    for i, t in enumerate(table.tricks):
        if len(t.cards) == 4:
            assert t.missing is None, f"trick {i + 1}: 4 cards and a missing seat"
            continue
        assert len(t.cards) == 3, f"trick {i + 1} has {len(t.cards)} cards"
        assert t.missing is not None, f"trick {i + 1}: 3 cards and no missing seat"
        assert any(irr.kind is Kind.DEFECTIVE_TRICK and irr.facts.get("trick") == i
                   and irr.status != "rectified" and irr.offender is t.missing
                   for irr in table.irregularities), \
            f"trick {i + 1}: 3 cards, and no Law 67 irregularity unresolved for it"


def snapshot(table: Table) -> tuple[int, list[int], int, int]:
    return len(table.events), list(table.hands), len(table.tricks), len(table.trick_cards)


def apply(table: Table, event: TableEvent) -> bool:
    """Apply ``event``; True if the table took it. A refusal must change nothing."""
    before = snapshot(table)
    try:
        table.apply(event)
    except ImpossibleActionError:
        assert snapshot(table) == before, "a refused event changed the table"
        check_invariants(table)
        return False
    except Exception:
        note(f"; raised by: {event!r}")
        raise
    try:
        check_invariants(table)
    except AssertionError:
        note(f"; after: {event!r}")
        raise
    return True


# ------------------------------------------------------------------ the actions
def defective_irregularity(table: Table) -> tuple[Seat, int]:
    """The offender and the 0-based trick of the pending Law 67 ruling."""
    p = table.pending
    assert p is not None
    irr = next(i for i in table.irregularities if i.event == p.event and i.kind is p.kind)
    trick = irr.facts["trick"]
    assert irr.offender is not None and isinstance(trick, int)
    return irr.offender, trick


def law67_choices(rng: random.Random, table: Table) -> list[OptionChosen]:
    """The choices to try for a pending 67A/67B1 ruling, best first: a card of the suit led
    to the defective trick from the offender's hand (declarer's choice for dummy), else any
    card of his hand."""
    p = table.pending
    assert p is not None and p.chooser is not None
    offender, trick = defective_irregularity(table)
    if offender is table.dummy:
        assert p.chooser is table.declarer
    else:
        assert p.chooser is offender
    cards = table.tricks[trick].cards if trick < len(table.tricks) else table.trick_cards
    led = cards[0].suit
    hand = table.hands[offender]
    follow = list(cards_of(hand & SUIT_MASKS[led]))
    rng.shuffle(follow)
    others = list(cards_of(hand & ~SUIT_MASKS[led]))
    rng.shuffle(others)
    option = p.options[0]
    return [OptionChosen(p.chooser, option, str(c)) for c in (follow or others)]


def answer_pending(rng: random.Random, table: Table) -> None:
    """Answer the table's question: a judgment, or a pending ruling's options."""
    j = table.pending_judgment
    if j is not None:
        assert apply(table, DirectorRules(j.clause, rng.choice(("yes", "no"))))
        return
    p = table.pending
    assert p is not None
    if p.options and p.options[0] in ("67A", "67B1"):
        tries = law67_choices(rng, table)
        if not tries:
            label(f"stuck: {p.options[0]} but the offender has no card"
                  + (" (a card misplaced, Law 13 not ruled)" if unruled_misplaced(table)
                     else ""))
            raise Stuck("the offender has no card to supply")
        for ev in tries:
            if apply(table, ev):
                return
        raise AssertionError(f"every card of the offender refused for {p.options[0]}")
    if not apply(table, choice(rng, table)):
        label(f"refused: {p.options}")
        raise Stuck("a random option was refused")


def unruled_misplaced(table: Table) -> bool:
    return any(not m.ruled for m in table.misplaced)


def call_director(table: Table) -> bool:
    """Call the Director for an open irregularity or rule on a misplaced card; False if
    there is nothing for him to do."""
    if table.open_irregularities():
        assert apply(table, DirectorCalled())
        return True
    if unruled_misplaced(table) and table.pending is None and table.pending_judgment is None:
        assert apply(table, DirectorRules("13", ""))
        return True
    return False


def play_step(rng: random.Random, table: Table, plan: dict[int, str]) -> int:
    """Play one card (or an irregular one, as planned for this trick); return the number of
    irregularities injected (0 or 1)."""
    seat = table.to_act
    assert seat is not None
    legal = sorted(table.legal_cards)
    if not legal:
        if call_director(table):
            return 0
        label("stuck: a player has no card to play")
        raise Stuck(f"{seat} has no card to play")
    position = len(table.trick_cards) + (table.trick_missing is not None)
    kind = plan.pop(position, None)
    if kind == "omits" and table.trick_cards and table.trick_missing is None:
        assert apply(table, Omission(seat))
        return 1
    if kind == "unnoticed":
        first = rng.choice(legal)
        rest = [c for c in cards_of(table.hands[seat]) if c is not first]
        if rest:
            assert apply(table, CardPlayed(seat, first, also=(rng.choice(rest),),
                                           unnoticed=True))
            return 1
    assert apply(table, CardPlayed(seat, rng.choice(legal)))
    return 0


def run(rng: random.Random, table: Table, rate: float, director_rate: float) -> int:
    injected = 0
    plan: dict[int, str] = {}
    planned_for = -1
    while table.phase is Phase.PLAY or table.pending is not None \
            or table.pending_judgment is not None:
        assert len(table.events) < MAX_EVENTS, "the play does not come to an end"
        if table.physical_only:
            label("stopped: physical only")
            raise Stuck("an unsupported irregularity")
        if table.pending_judgment is not None or table.pending is not None:
            answer_pending(rng, table)
            continue
        if table.open_irregularities() and rng.random() < director_rate:
            call_director(table)
            continue
        if unruled_misplaced(table) and rng.random() < director_rate / 4:
            call_director(table)
            continue
        if table.phase is not Phase.PLAY:
            break
        if planned_for != len(table.tricks) and not table.trick_cards:
            planned_for = len(table.tricks)
            plan = {}
            if rng.random() < rate:
                kind = rng.choice(("omits", "unnoticed"))
                plan[rng.randint(1, 3) if kind == "omits" else rng.randint(0, 3)] = kind
        injected += play_step(rng, table, plan)
    return injected


# ------------------------------------------------------------------ the property
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), dealer=st.sampled_from(list(Seat)),
       vul=st.sampled_from(list(Vulnerability)), rate=st.sampled_from([0.1, 0.25, 0.5]),
       director_rate=st.sampled_from([0.0, 0.1, 0.4, 1.0]),
       misplace=st.sampled_from([False, False, True]))
def test_defective_tricks_and_misplaced_cards_keep_every_card_in_one_place(
        seed: int, dealer: Seat, vul: Vulnerability, rate: float, director_rate: float,
        misplace: bool) -> None:
    rng = random.Random(seed)
    table = Table(deal_of(rng), dealer, vul)
    try:
        if misplace:
            holder, owner = rng.sample(list(Seat), 2)
            card = rng.choice(list(cards_of(table.hands[owner])))
            assert apply(table, CardMisplaced(holder, card, owner))
            if rng.random() < 0.2:
                assert apply(table, DirectorRules("13", ""))  # 13A1: no call yet
        for e in bid_auction(rng, dealer):
            assert apply(table, e)
        assert table.phase is Phase.PLAY
        injected = run(rng, table, rate, director_rate)
        # the end of play: the Director rules on what is still open
        if unruled_misplaced(table) and rng.random() < 0.5:
            call_director(table)  # 13D
        while table.open_irregularities() or table.pending is not None \
                or table.pending_judgment is not None:
            if table.pending is None and table.pending_judgment is None:
                call_director(table)
            else:
                answer_pending(rng, table)
    except Stuck as stuck:
        note(f"; stuck: {stuck}")
        return
    finally:
        note(log_of(table))

    assert table.phase is Phase.COMPLETE
    if table.result_cancelled is not None:
        label(f"result cancelled: {table.result_cancelled}")
        assert table.result is None
        return
    label(f"complete, {min(injected, 3)}{'+' if injected >= 3 else ''} injected"
          + (", card misplaced" if table.misplaced else ""))
    assert len(table.tricks) == 13
    tricks = table.tricks_declarer
    assert tricks is not None and 0 <= tricks <= 13
    result = table.result
    assert result is not None and isinstance(result.score_ns, int)
    # the Director has ruled on every defective trick: each has its four cards, and (no
    # card in a wrong hand) every card was played
    assert not unseen_extra(table)
    assert all(len(t.cards) == 4 for t in table.tricks), "a defective trick left as is"
    assert all(i.status == "rectified" for i in table.irregularities
               if i.kind is Kind.DEFECTIVE_TRICK)
    if all(m.settled for m in table.misplaced):
        assert not any(table.hands), "every trick complete, yet a hand holds a card"


# ------------------------------------------------------------------ bugs found
def test_13B2_mid_trick_keeps_the_cards_of_the_trick_in_progress() -> None:
    """Board 8, North holds East's ♥A; East leads the ♥4 and South plays the ♥2, then the
    Director rules: North played no wrong card yet, he judges (13B1) that the deal cannot be
    played normally, and the board ends (13B2). The ♥4 and the ♥2, on the table, are then in
    no hand, no trick and not among the played cards: ``cancel_result`` empties
    ``trick_cards`` without putting them anywhere."""
    t = table_of("N holds HA of E\n" + AUCTION_2S_N
                 + "E H4\nS H2\ndirector rules 13\ndirector rules 13B1 no\n")
    assert t.result_cancelled == "13B2"
    places = [*t.hands, *(c.mask for tr in t.tricks for c in tr.cards),
              *(c.mask for c in t.trick_cards)]
    total = 0
    for m in places:
        total |= m
    lost = sorted(str(c) for c in cards_of(FULL_PACK & ~total))
    assert lost == [], f"cards lost by the cancellation: {lost}"


# West omits to trick 1 (East won it with the HA), then plays the D8 unseen with his D7 to
# trick 2; the play goes on to the end, West one card up then one card down: he has none
# left. (Board 8, 2S by North; the cards after trick 2 are the lowest legal ones.)
OMITS_THEN_TWO_CARDS = AUCTION_2S_N + (
    "E HA\nS H2\nW omits\nN H7\nE D4\nS D2\nW D7 D8 unnoticed\nN DK\n"
    "N D3\nE D6\nS D9\nW DT\nW H3\nN H9\nE H4\nS H8\nN S4\nE S7\nS S2\nW SQ\n"
    "W C4\nN CK\nE C3\nS C2\nN D5\nE H5\nS DJ\nW C6\nS S3\nW SA\nN S5\nE S8\n"
    "W H6\nN HT\nE HJ\nS HQ\nS C5\nW C9\nN S6\nE C7\nN SJ\nE ST\nS S9\nW CT\n"
    "N DQ\nE C8\nS DA\nW HK\nS CJ\nW CA\nN SK\nE CQ\n")


def test_67B1_is_offered_after_67B2_returns_the_card() -> None:
    t = table_of(OMITS_THEN_TWO_CARDS)
    assert t.phase.value == "complete" and not any(t.hands)
    t = table_of(OMITS_THEN_TWO_CARDS + "director\n")
    assert t.pending is not None and t.pending.options == ("67B1",)
    assert t.pending.chooser is Seat.WEST
    assert t.hands[Seat.WEST], "West must place a card, and holds none (his D8 is in trick 2)"


# West omits to trick 1, both sides play on; South (dummy) omits to trick 2, which North
# wins with the DK; no card of trick 3 yet.
TWO_OMISSIONS = AUCTION_2S_N + "E HA\nS H2\nW omits\nN H7\nE D4\nS omits\nW D7\nN DK\n"


def test_a_second_director_call_keeps_the_pending_67_ruling() -> None:
    t = table_of(TWO_OMISSIONS + "director\n")
    assert t.pending is not None and t.pending.chooser is Seat.WEST  # 67B1, trick 1
    with contextlib.suppress(ImpossibleActionError):
        t.apply(DirectorCalled())  # attention drawn again: refused, or the same ruling
    rng = random.Random(0)
    while t.pending is not None:
        t.apply(law67_choices(rng, t)[0])
    assert not t.open_irregularities()
    assert [len(tr.cards) for tr in t.tricks] == [4, 4], "a defective trick left as is"
