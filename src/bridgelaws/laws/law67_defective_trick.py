"""Law 67 — Defective trick (2017); with Law 14B (a missing card found).

Detection: ``W omits`` — play goes on past West's turn without his card; the trick is quitted
with three cards and its winner is the highest of them. When the Director comes:

* **67A1** before a player of each side has played to the next trick: the offender supplies
  a card he can legally play (``W chooses 67A <card>``); it takes its place in the trick (in
  progress or quitted), which may change who won it.
* **67B1** afterwards: the offender faces a card and places it among his played cards for the
  defective trick (``W chooses 67B1 <card>``) — a card of the suit led if he has one (67B1a),
  else any card (67B1b); it does not change who won the trick. Either way he is deemed to have
  revoked on that trick: one trick is transferred as in Law 64A2 (none if his side won no
  trick from then on, 64B1).

Too many cards: ``W H5 H6 unnoticed`` — West's ♥6 went to the trick with his ♥5 and nobody saw
it; West is a card short. When the Director comes:

* **67A2** before a player of each side has played to the next trick: Law 58B1 applies (only
  the ♥5 was seen: it is played; the ♥6 goes back to the hand without rectification). A fifth
  card seen on the trick is Law 45E (``fifth``), cards seen at once Law 58B (``W H5 H6``).
* **67B2** afterwards: the offender restores the extra cards to his hand, the card he faced
  stays in the trick, and who won it does not change. The restored cards are deemed to have
  been in his hand throughout: each later trick to which he failed to follow while one of
  them was of the suit led is a revoke — established once his side has played to the trick
  after it (Law 64 at the end of play), else corrected under 62A.

``W finds SQ`` (14B2, 14B4): a card
missing from the hand is found and restored; it is deemed to have belonged to the hand
throughout, so an earlier failure to play it is a revoke — which the table has recorded, its
deal being the hands as dealt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card, Suit
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.events import Omission
from bridgelaws.i18n import Message, nmessage
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.laws.law65_66_tricks import side_played_on
from bridgelaws.play import Trick
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.DEFECTIVE_TRICK,)


def _both_sides_played_on(table: Table, trick: int) -> bool:
    """Whether a player of each side has played to the trick after ``trick``."""
    return (side_played_on(table, Seat.NORTH, trick)
            and side_played_on(table, Seat.EAST, trick))


def ruling(table: Table, irr: Irregularity) -> Ruling:
    offender = irr.offender
    assert offender is not None
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    late = _both_sides_played_on(table, trick)
    extra = irr.facts.get("extra")
    if isinstance(extra, tuple) and extra:
        return _too_many(table, irr, offender, trick, extra, late)
    if trick >= len(table.tricks) and table.trick_missing is not offender:
        # the trick in progress was taken back since (its lead out of turn retracted, Laws
        # 56, 47): no trick lacks his card; he plays to it in turn (found by the fuzzer: a
        # 67A choice offered for a trick with no card)
        r = new_ruling(table, irr, ("67",), None, ())
        r.choice_event = table.event_number
        irr.status = "rectified"
        r.explanation = (Message(
            "Law 67: {seat} did not play to trick {n}, but the cards of that trick went back "
            "to the hands since: he plays to it in turn, without rectification",
            seat=offender.as_message(), n=trick + 1),)
        return r
    for other in table.irregularities:
        # the offender's cards played unseen elsewhere go back first: the card he must
        # supply may be one of them
        more = other.facts.get("extra")
        if (other.kind is Kind.DEFECTIVE_TRICK and other.status == "open"
                and other.offender is offender and isinstance(more, tuple) and more):
            other_trick = other.facts["trick"]
            assert isinstance(other_trick, int)
            table.rulings.append(_too_many(table, other, offender, other_trick, more,
                                           _both_sides_played_on(table, other_trick)))
    option = "67B1" if late else "67A"
    # dummy's card is played by declarer (Law 45B): declarer supplies it
    chooser = table.declarer if offender is table.dummy else offender
    r = new_ruling(table, irr, (option,), chooser, (option,))
    if chooser is not offender:  # dummy's card: declarer supplies it (Law 45B)
        r.explanation = (Message(
            "Law 67B1: dummy did not play to trick {n}; both sides have played to the next "
            "trick: declarer places a card of dummy's among dummy's played cards for it (a "
            "card of the suit led if dummy has one); it does not change who won the trick, "
            "and dummy is deemed to have revoked (Law 64A2)", n=trick + 1)
            if late else Message(
            "Law 67A1: dummy did not play to trick {n}: declarer supplies a card of dummy's "
            "that can legally be played to it", n=trick + 1),)
        return r
    r.explanation = (Message(
        "Law 67B1: {seat} did not play to trick {n}; both sides have played to the next trick: "
        "he places a card among his played cards for it (a card of the suit led if he has "
        "one); it does not change who won the trick, and he is deemed to have revoked: one "
        "trick is transferred as in Law 64A2", seat=offender.as_message(), n=trick + 1)
        if late else Message(
        "Law 67A1: {seat} did not play to trick {n}: he supplies a card he can legally play "
        "to it", seat=offender.as_message(), n=trick + 1),)
    return r


def _too_many(table: Table, irr: Irregularity, offender: Seat, trick: int,
              extra: tuple[Card, ...], late: bool) -> Ruling:
    """67A2 (by Law 58B1) or 67B2: the extra cards go back to the hand; no one chooses."""
    assert irr.card is not None
    clause = "67B2" if late else "67A2"
    r = new_ruling(table, irr, (clause,), None, ())
    r.choice_event = table.event_number
    irr.status = "rectified"
    penalty = irr.facts.get("penalty", ())
    mechanics.return_unnoticed(table, offender, extra,
                               penalty if isinstance(penalty, tuple) else ())
    names = " ".join(c.symbol for c in extra)
    if not late:
        r.outcomes.extend(("67A2", "58B1"))
        r.explanation = (nmessage(
            "Law 67A2: {seat} played {cards} to trick {trick} with {card}, unseen; Law 58B1 "
            "applies: {card}, the card seen, is played, and {cards} goes back to his hand "
            "without rectification",
                "Law 67A2: {seat} played {cards} to trick {trick} with {card}, unseen; Law "
                "58B1 applies: {card}, the card seen, is played, and {cards} go back to his hand "
                "without rectification", len(extra), seat=offender.as_message(),
            cards=names, card=irr.card.symbol, trick=trick + 1),)
        return r
    r.outcomes.append("67B2")
    r.explanation = (nmessage(
        "Law 67B2: {seat} played {cards} to trick {trick} with {card}; both sides have played "
        "to the next trick: he restores {cards} to his hand, {card} stays in the trick, and "
        "who won it does not change. The restored card is deemed to have been in his hand "
        "throughout: a later failure to follow with it is a revoke",
            "Law 67B2: {seat} played {cards} to trick {trick} with {card}; both sides have "
            "played to the next trick: he restores {cards} to his hand, {card} stays in the "
            "trick, and who won it does not change. The restored cards are deemed to have "
            "been in his hand throughout: a later failure to follow with them is a revoke",
        len(extra), seat=offender.as_message(), cards=names, trick=trick + 1,
        card=irr.card.symbol),)
    if deemed_held(table, offender, extra, trick + 1):
        r.outcomes.append("61A")
    return r


def deemed_held(table: Table, seat: Seat, cards: tuple[Card, ...], first: int) -> bool:
    """``cards``, back in ``seat``'s hand, are deemed to have been there from trick ``first``
    (0-based) on (Laws 67B2, 14B4): each quitted trick since to which he failed to follow
    while one of them was of the suit led is a revoke — established once his side has played
    to the trick after it (63A1), else to be corrected (62A). True if there was one."""
    suits = {c.suit for c in cards}
    found = False
    for t in range(first, len(table.tricks)):
        played = table.tricks[t]
        position = played.position_of(seat)
        if not position:  # he did not play to it, or led it
            continue
        led = played.cards[0].suit
        card = played.cards[position]
        if card.suit is not led and led in suits:
            deemed_revoke(table, seat, card, t, position=position, led=led,
                                established=side_played_on(table, seat, t))
            found = True
    return found


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    offender = irr.offender
    assert offender is not None
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    try:
        card = Card.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        card = None
    if card is None or not table.hands[offender] & card.mask:
        raise ImpossibleActionError(Message(
            "{option} needs a card {seat} holds: such as {option} H4", option=option,
            seat=str(offender)))
    defective = table.tricks[trick] if trick < len(table.tricks) else table.current_trick
    if defective is None or not defective.cards:
        raise ImpossibleActionError(Message(
            "trick {n} has no card any more: {seat} plays to it in turn", n=trick + 1,
            seat=str(offender)))
    led = defective.cards[0].suit
    follow = table.hands[offender] & SUIT_MASKS[led]
    if follow and card.suit is not led:
        raise ImpossibleActionError(Message(
            "{seat} holds a card of the suit led to trick {n}: he must choose one",
            seat=str(offender), n=trick + 1))
    complete_defective_trick(table, trick, offender, card, keep_winner=option == "67B1")
    irr.status = "rectified"
    ruling.outcomes.append(option + ("a" if follow else "b") if option == "67B1" else "67A1")
    if option == "67B1":
        deemed_revoke(table, offender, card, trick)


def cards_unnoticed(t: Table, seat: Seat, card: Card, others: tuple[Card, ...]) -> None:
    """``others`` went to the trick with ``card``, and nobody saw them: the trick is
    defective (Law 67); the offender is short of cards until the Director rules."""
    for other in others:
        t.check_holds(seat, other)  # still his after ``card`` (a lead that stood)
    for other in others:
        t.hands[seat] &= ~other.mask
        t.played_mask |= other.mask
    # a penalty card among them is in the trick, no longer on the table, until it goes
    # back (found by the fuzzer: a penalty card out of its owner's hand)
    gone = tuple(pc for pc in t.penalty_cards[seat] if pc.card in others)
    for pc in gone:
        t.remove_penalty(seat, pc.card)
    trick = len(t.tricks) if card in t.trick_cards else len(t.tricks) - 1
    irr = t.record(Kind.DEFECTIVE_TRICK, seat, card=card)
    irr.facts.update(trick=trick, extra=others, penalty=gone)


def omitted(t: Table, event: Omission) -> None:
    """``<seat> omits``: play went on past the seat's turn without his card; the trick
    is quitted without it (Law 67)."""
    seat = event.seat
    mechanics.no_pending_choice(t, seat)
    if (t.phase is not Phase.PLAY or not t.trick_cards or t.to_act is not seat
            or t.trick_missing is not None):
        raise ImpossibleActionError(Message(
            "'omits' says that a player did not play to the trick in progress when it was "
            "his turn: {seat} is not to play to it now", seat=str(seat)))
    if not t.physical_only:
        irr = t.record(Kind.DEFECTIVE_TRICK, seat)
        irr.facts["trick"] = len(t.tricks)
    t.trick_missing = seat
    if len(t.trick_cards) == 3:
        t.complete_trick()
    else:
        t.before_turn()


def complete_defective_trick(t: Table, trick: int, seat: Seat, card: Card, *,
                             keep_winner: bool) -> None:
    """Law 67: ``card`` from ``seat`` completes the defective trick ``trick``; its winner
    is recomputed (67A1) or kept (67B1)."""
    assert t.contract is not None
    t.hands[seat] &= ~card.mask
    t.remove_penalty(seat, card)  # a penalty card supplied is played (the fuzzer)
    if trick == len(t.tricks):  # the trick in progress: the card takes its place
        assert t.trick_leader is not None and t.trick_missing is seat
        position = (int(seat) - int(t.trick_leader)) % 4
        t.trick_cards.insert(position, card)
        t.trick_missing = None
        if len(t.trick_cards) == 4:
            t.complete_trick()
        return
    quitted = t.tricks[trick]
    t.played_mask |= card.mask
    cards = list(quitted.cards)
    cards.insert((int(seat) - int(quitted.leader)) % 4, card)
    t.tricks[trick] = Trick(quitted.leader, tuple(cards))
    if keep_winner:
        return
    winner = t.tricks[trick].winner(t.contract.strain)
    before, t.winners[trick] = t.winners[trick], winner
    mechanics.winner_changed(t, trick, before, winner)


def deemed_revoke(t: Table, seat: Seat, card: Card, trick: int, *, position: int = 3,
                  led: Suit | None = None, established: bool = True) -> None:
    """A revoke deemed on ``trick`` (Laws 67B1, 67B2), attention drawn. Established, it
    is ruled (Law 64 at the end of play); not yet established (63A: the offending side
    has not played to the next trick), it is open, and the Director rules 62A on it.
    One revoke a trick and player: one already recorded there (deemed by another ruling,
    or a failure to follow with another card) is not recorded again."""
    if any(i.kind is Kind.REVOKE and i.offender is seat and i.facts.get("trick") == trick
           for i in t.irregularities):
        return
    irr = t.record(Kind.REVOKE, seat, card=card)
    irr.facts.update(trick=trick, position=position, led=None if led is None else int(led),
                     restriction=False, established=established, attention=True,
                     deemed=True)
    if established:
        irr.status = "ruled"
    elif led is not None:
        irr.facts["legal"] = t.hands[seat] & SUIT_MASKS[led]

