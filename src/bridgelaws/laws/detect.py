"""Which law an event concerns: the detection of irregular calls and cards, and the routing
of the other physical events (a card shown, a card named, a trick inspected, ...) to the law
module that detects and rectifies them.

The table folds a correct call or card at a quiet table itself (``Table._apply_normal``); every
other event comes here through the director (``bridgelaws.director.Director.handle``). A call
is offered first to the open irregularities (acceptance or condonation by conduct: 27A, 29A,
53A...), then classified (Laws 25, 27, 28A, 29, 31, 36, 38); a card is classified by when and
by whom it was played (Laws 24, 45, 53–58, 61, 67, 68D), each by its law module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import PASS, Call, CallKind
from bridgelaws.cards import SUIT_MASKS, Card
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import (
    CallMade,
    CardFound,
    CardIndicated,
    CardMisplaced,
    CardMissing,
    CardNamed,
    CardPlayed,
    CardPointed,
    CardsShown,
    Inquiry,
    Omission,
    TableEvent,
    TrickInspected,
    Warning,
)
from bridgelaws.i18n import Message
from bridgelaws.laws import law13_incorrect_number_of_cards as law13
from bridgelaws.laws import law14_missing_card as law14
from bridgelaws.laws import law24_card_exposed_during_auction as law24
from bridgelaws.laws import law33_58_simultaneous as law33
from bridgelaws.laws import law45_card_played as law45
from bridgelaws.laws import law46_incomplete_designation as law46
from bridgelaws.laws import law49_exposed_cards as law49
from bridgelaws.laws import law67_defective_trick as law67
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.laws import LawBook
    from bridgelaws.table import Table

#: irregular calls made at the caller's own turn: the turn has passed on (Law 28B's "next in
#: rotation" counts from them) though they do not stand yet
_CALLS_IN_TURN = (Kind.INSUFFICIENT_BID, Kind.INADMISSIBLE_CALL, Kind.CALL_BY_BARRED_PLAYER,
                  Kind.BID_ABOVE_SEVEN)


def event(t: Table, event: TableEvent) -> None:
    """An event of the players (not of the Director's workflow, not a claim), to the law
    that detects what it is."""
    if isinstance(event, CallMade):
        on_call(t, event)
    elif isinstance(event, CardPlayed):
        on_card(t, event)
    elif isinstance(event, CardsShown):
        law49.shown(t, event)
    elif isinstance(event, Omission):
        law67.omitted(t, event)
    elif isinstance(event, CardFound):
        law14.found(t, event)
    elif isinstance(event, CardMisplaced):
        law13.misplaced(t, event)
    elif isinstance(event, CardMissing):
        law14.missing(t, event)
    elif isinstance(event, CardNamed):
        law46.named(t, event)
    elif isinstance(event, CardIndicated):
        law45.indicated(t, event)
    elif isinstance(event, Inquiry):
        mechanics.no_pending_choice(t, event.seat)
        if not t.physical_only:
            t.rules.asked(t, event.seat, event.other)
    elif isinstance(event, CardPointed | TrickInspected):
        if event.seat is not None:
            mechanics.no_pending_choice(t, event.seat)
        if t.phase is Phase.AUCTION:
            raise ImpossibleActionError(Message(
                "tricks are pointed and inspected during and after the play"))
        if not t.physical_only:
            t.rules.looked_at(t, event)
    elif isinstance(event, Warning):
        mechanics.no_pending_choice(t, event.seat)
        if not t.physical_only:
            t.rules.warned(t, event.seat)
    else:  # pragma: no cover - exhaustive
        raise ImpossibleActionError(Message("unknown event"))


def offer_before_director(t: Table, event: TableEvent) -> bool:
    """Offer ``event`` to the open irregularities, the latest first (acceptance or
    condonation by conduct); True when one took it."""
    return any(t.rules.before_director(t, irr, event)
               for irr in reversed(t.open_irregularities()))


def on_call(t: Table, event: CallMade) -> None:
    seat, call = event.seat, event.call
    mechanics.no_pending_choice(t, seat)
    if event.simultaneous and law33.simultaneous(t, event):
        return
    t.calls_made.append((seat, call, t.event_number))
    if t.physical_only:
        return
    before = len(t.irregularities)
    if t.phase is not Phase.AUCTION:
        irr = t.record(Kind.CALL_AFTER_AUCTION, seat, call=call)
        t.rules.detected(t, irr)
    elif not offer_before_director(t, event):
        classify_call(t, seat, call)
    if event.artificial:
        for irr in t.irregularities[before:]:
            irr.facts["artificial"] = True


def classify_call(t: Table, seat: Seat, call: Call) -> None:
    """A call that no open irregularity took: in rotation and legal, or which
    irregularity (Laws 25, 27, 28A, 29, 36, 37, 38)."""
    turn = calling_turn(t)
    if seat is not turn and seat.rho is turn and t.barred.get(turn):
        # 28A: a call at RHO's turn when RHO is obliged to pass is in rotation
        t.notes.append(Message(
            "Law 28A: {seat} called at {rho}'s turn; {rho} had to pass, so the call is in "
            "rotation", seat=seat.as_message(), rho=turn.as_message()))
        t.legal_call(turn, PASS)
        if t.phase is not Phase.AUCTION:
            return
        turn = t.auction.to_call
    replacing = t.replacing.get(seat)
    if replacing is not None and seat is turn:
        del t.replacing[seat]
        t.rules.replacement(t, replacing, call)
        return
    if call.above_seven:
        irr = t.record(Kind.BID_ABOVE_SEVEN, seat, call=call)
        t.rules.detected(t, irr)
        return
    if seat is not turn:
        last = t.calls_made[-2] if len(t.calls_made) >= 2 else None
        kind = (Kind.CHANGE_OF_CALL if last is not None and last[0] is seat
                and seat is turn.rho else Kind.CALL_OUT_OF_ROTATION)
        irr = t.record(kind, seat, call=call)
        irr.facts["turn"] = turn
        irr.facts["called_before"] = any(s is seat for s, _ in t.auction.entries)
        return
    required = t.required_call.get(seat)
    if required is not None and call is not required and t.auction.is_admissible(
            required, seat):
        t.rules.required_call_not_made(t, seat, call, required)
        return
    if seat in t.barred and call.kind is not CallKind.PASS:
        t.record(Kind.CALL_BY_BARRED_PLAYER, seat, call=call)
        return
    if call.is_bid and not t.auction.is_sufficient(call):
        t.record(Kind.INSUFFICIENT_BID, seat, call=call)
        return
    if not t.auction.is_admissible(call, seat):
        t.record(Kind.INADMISSIBLE_CALL, seat, call=call)
        return
    t.legal_call(seat, call)


def calling_turn(t: Table) -> Seat:
    """Whose turn it is to call, as the players at the table see it: the auction's
    turn, moved on past each irregular call still open that was made at its turn (an
    insufficient bid not yet accepted or replaced is a call made; its LHO is next)."""
    turn = t.auction.to_call
    for irr in t.open_irregularities():
        if irr.kind in _CALLS_IN_TURN and irr.offender is turn:
            turn = turn.lho
    return turn


def on_card(t: Table, event: CardPlayed) -> None:
    seat, card = event.seat, event.card
    t.check_holds(seat, card)
    mechanics.retraction_lapses(t)
    for other in event.also:
        t.check_holds(seat, other)
        if t.early.get(seat) is other or t.early_lead == (seat, other):
            # found by the fuzzer: a card faced early (57C, 57D, 60A), "played unseen"
            # with another, was in the next trick and among the played cards at once
            raise ImpossibleActionError(Message(
                "{card} is already faced on the table: it was played early and counts at "
                "its turn", card=str(other)))
    if t.phase is Phase.COMPLETE:
        if t.claimed_tricks_declarer is None:
            raise ImpossibleActionError(Message("the board is over: no card can be played"))
        # Law 68D: play ceases at a claim; cards played after it do not count
        penalty = next((pc for pc in t.penalty_cards[seat] if pc.card is card), None)
        mechanics.card_gone(t, seat, card)
        t.played_after_claim.append((seat, card, penalty))
        if not any(n.msgid.startswith("Law 68D") for n in t.notes):
            t.notes.append(Message(
                "Law 68D: play ceased at the claim or concession; cards played after it "
                "do not count"))
        return
    set_aside = event.instead and set_aside_penalty_choice(t)
    mechanics.no_pending_choice(t, seat)
    if t.physical_only:
        mechanics.card_gone(t, seat, card)
        return
    if t.phase is Phase.AUCTION:
        law24.exposed_during_auction(t, seat, (card, *event.also), led=True)
        return
    if event.simultaneous and law33.simultaneous(t, event):
        return
    if event.fifth:
        law45.fifth_card(t, seat, card)
        return
    if event.instead or event.unintended:
        law45.change_card(t, seat, card, unintended=event.unintended)
        if set_aside or (not t.trick_cards and t.pending is None):
            # the change may give the lead to another seat: a choice the lead calls
            # for is offered now (again, if it was set aside)
            t.before_turn()
        return
    card_played(t, event)
    if event.unnoticed:
        law67.cards_unnoticed(t, seat, card, event.also)
    elif event.also:
        law33.cards_at_once(t, seat, card, event.also, hidden=event.hidden)


def card_played(t: Table, event: CardPlayed) -> None:
    """A card led or played at the table, in turn or not."""
    seat, card = event.seat, event.card
    if offer_before_director(t, event):
        return
    p = t.pending
    if p is not None and p.kind is None and seat is t.to_act:  # a choice not stated
        t.pending = None
        if not t.rules.lead_before_choice(t, p, seat, card):  # not implemented
            t.record(Kind.LEAD_BEFORE_DECLARERS_CHOICE, seat, card=card, supported=False)
            t.physical_only = True
            mechanics.card_gone(t, seat, card)
        return
    expected = t.to_act
    assert expected is not None and t.trick_leader is not None
    if seat is not expected:
        if not t.trick_cards:
            t.rules.lead_out_of_turn(t, seat, card)  # Law 53 of the table's book
        else:
            _book(t).law("57").premature(t, seat, card, expected)
        return
    check_play(t, seat, card)


def _book(t: Table) -> LawBook:
    """The law book of the table's edition (imported here: the package imports us)."""
    from bridgelaws.laws import lawbook_for

    return lawbook_for(t.edition)


def check_play(t: Table, seat: Seat, card: Card) -> None:
    """A card from the seat whose turn it is: legal, or which irregularity."""
    legal = mechanics.legal_mask(t, seat)
    if not legal & card.mask:
        hand = t.hands[seat]
        leading = not t.trick_cards
        led = None if leading else t.trick_cards[0].suit
        law61 = _book(t).law("61")
        revoke = (law61.breaks_lead_restriction(t, seat, card) if led is None
                  else (card.suit is not led and bool(hand & SUIT_MASKS[led]))
                  or seat in t.play_restrictions)  # 61A: a rectification not obeyed
        if revoke:
            law61.revoke(t, seat, card, len(t.trick_cards), legal,
                         restriction=led is None or seat in t.play_restrictions)
        else:
            irr = t.record(Kind.PENALTY_CARD_NOT_PLAYED, seat, card=card)
            irr.facts["penalty"] = " ".join(pc.card.symbol for pc in t.penalty_cards[seat])
            irr.facts["trick"] = len(t.tricks)
    t.play(seat, card)


def set_aside_penalty_choice(t: Table) -> bool:
    """A card taken back after an opponent's card in the trick just completed was
    changed (62C1 after a corrected revoke, 47D) may change who won it: declarer's
    50D2/51B choice, offered for the next lead and not yet made, waits for it. Take the
    choice off the table (``Table.before_turn`` offers it again if the lead still calls for
    it) and return True."""
    p = t.pending
    if (p is None or p.chosen is not None or p.laws not in (("50D2",), ("51B1",), ("51B2",))
            or t.trick_cards or not t.tricks):
        return False
    t.pending = None
    t.rulings.remove(p)
    current = len(t.tricks)
    t.lead_choices_made = {k for k in t.lead_choices_made if k[0] != current}
    return True

