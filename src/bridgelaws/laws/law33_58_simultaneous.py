"""Laws 33 and 58: simultaneous calls and cards.

33 / 58A — a call or card made at the same time as another (by a different player) is deemed
subsequent to it; when it was made by the player whose turn it was, the other one (out of
turn until then) is deemed subsequent, and the table folds the two in that order.
58B — two or more cards led or played at once: the one designated (58B2) or the only one
visible (58B1) is played; a defender's other cards become penalty cards (50B), declarer's go
back to the hand (48A).
"""

from __future__ import annotations

from dataclasses import replace

from bridgelaws.cards import Card
from bridgelaws.events import CallMade, CardPlayed
from bridgelaws.i18n import Message
from bridgelaws.laws import detect, mechanics
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind
from bridgelaws.seats import Seat
from bridgelaws.table import Phase, Table

#: irregular calls and cards after which a simultaneous action by the player whose turn it
#: was is folded first (Laws 33, 58A)
_OUT_OF_TURN = (Kind.CALL_OUT_OF_ROTATION, Kind.CHANGE_OF_CALL, Kind.OPENING_LEAD_OUT_OF_TURN,
                Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.DECLARER_LEAD_OUT_OF_TURN,
                Kind.PLAY_OUT_OF_TURN)


def _marked(event: CallMade | CardPlayed, on: bool) -> CallMade | CardPlayed:
    if isinstance(event, CardPlayed):
        return event.with_simultaneous(on)
    return replace(event, simultaneous=on)


def simultaneous(t: Table, event: CallMade | CardPlayed) -> bool:
    """Laws 33 and 58A: a call or card made at the same time as the one before it is deemed
    subsequent to it — unless this one was made by the player whose turn it was: then the
    earlier line was the one deemed subsequent, and the two are folded in that order
    (True)."""
    n = len(t.events)
    prev = t.events[-2] if n >= 2 else None
    if type(prev) is not type(event) or prev.seat is event.seat:
        return False
    assert isinstance(prev, CallMade | CardPlayed)
    irr = next((i for i in t.irregularities if i.event == n - 1), None)
    in_turn = (irr is not None and irr.kind in _OUT_OF_TURN and irr.status == "open"
               and (irr.facts.get("turn") is event.seat
                    or irr.facts.get("correct_leader") is event.seat))
    first, second = (event, prev) if in_turn else (prev, event)
    if isinstance(event, CallMade):
        assert isinstance(first, CallMade) and isinstance(second, CallMade)
        note = Message(
            "Law 33: {first} ({first_call}) and {second} ({second_call}) called at the "
            "same time; the call of {second} is deemed subsequent",
            first=first.seat.as_message(), first_call=first.call.as_message(),
            second=second.seat.as_message(), second_call=second.call.as_message())
    else:
        assert isinstance(first, CardPlayed) and isinstance(second, CardPlayed)
        note = Message(
            "Law 58A: {first} ({first_card}) and {second} ({second_card}) played at the "
            "same time; the card of {second} is deemed played after the other",
            first=first.seat.as_message(), first_card=first.card.symbol,
            second=second.seat.as_message(), second_card=second.card.symbol)
    if not in_turn or t.folding:
        t.notes.append(note)
        return False
    if isinstance(event, CardPlayed):
        assert isinstance(prev, CardPlayed) and irr is not None
        return card_first(t, event, prev, irr, note)
    # the table is the fold in the order the Laws deem: this action first, then the
    # earlier line — marked simultaneous in its turn, so that replaying the table's own
    # events gives the same table (and the same note)
    folded = Table(t.deal, t.dealer, t.vulnerability, board=t.board,
                   edition=t.edition, rules=t.rules)
    *earlier, = t.events[:-2]
    for e in earlier:
        folded.apply(e)
    folded.apply(_marked(event, False))
    folded.folding = True  # the pair is folded once: no swapping back
    try:
        folded.apply(_marked(prev, True))
    finally:
        folded.folding = False
    t.__dict__.update(folded.__dict__)
    return True


def card_first(t: Table, event: CardPlayed, prev: CardPlayed, irr: Irregularity,
                note: Message) -> bool:
    """Law 58A for cards: the card of the player whose turn it was (``event``) counts
    first; the earlier line's card (``prev``), irregular so far, is taken back and
    played again after it, where it is judged anew. The table's events keep the order of
    the record. A lead out of turn that already used up a restriction is left as it is
    (False: only the note)."""
    seat, card = prev.seat, prev.card
    if irr.kind is not Kind.PLAY_OUT_OF_TURN:
        if (t.trick_cards != [card] or any(r.seat is seat for r in t.lead_restrictions)
                or seat in t.designated):
            t.notes.append(note)
            return False
        t.hands[seat] |= card.mask
        t.trick_cards = []
        leader = irr.facts.get("correct_leader")
        assert isinstance(leader, Seat)
        t.trick_leader = leader
    t.irregularities.remove(irr)
    t.notes.append(note)
    detect.card_played(t, event.with_simultaneous(False))
    if t.phase is not Phase.PLAY or not t.hands[seat] & card.mask:
        return True
    n = t.event_number
    irr_before, rulings_before = len(t.irregularities), len(t.rulings)
    detect.card_played(t, prev.with_simultaneous(False))
    for later in t.irregularities[irr_before:]:  # they are about the earlier line
        if later.event == n and later.offender is seat:
            later.event = n - 1
    for ruling in t.rulings[rulings_before:]:
        if ruling.event == n and ruling.offender is seat:
            ruling.event = n - 1
    return True


def cards_at_once(t: Table, seat: Seat, card: Card, others: tuple[Card, ...], *,
                   hidden: bool) -> None:
    """Law 58B: two or more cards led or played at once; ``card`` is the one played."""
    for other in others:
        t.check_holds(seat, other)  # still his after ``card`` (a lead that stood)
    names = " ".join(c.symbol for c in others)
    if hidden or not t.is_defender(seat):
        clause = "58B1" if hidden else "58B2"
        why = (Message("Law 58B1: only {card} was visible: it is played; the other cards "
                       "({others}) go back to the hand without rectification",
                       card=card.symbol, others=names)
               if hidden else Message(
                   "Law 58B2: {seat} designated {card}; the other cards ({others}) go back "
                   "to the hand (declarer's cards never become penalty cards, Law 48A)",
                   seat=seat.as_message(), card=card.symbol, others=names))
        mechanics.applied(t, Kind.CARDS_AT_ONCE, seat, others[0], ("58B",), [clause], why)
        return
    kind = (PenaltyKind.MINOR if len(others) == 1 and not others[0].rank.is_honour
            else PenaltyKind.MAJOR)  # 50B: two cards played at once is inadvertent
    for other in others:
        mechanics.add_penalty_card(t, seat, other, kind, "58B2")
    mechanics.applied(t, Kind.CARDS_AT_ONCE, seat, others[0], ("58B",), ["58B2", "50B"], Message(
        "Law 58B2: {seat} designated {card}; each other card exposed becomes a penalty "
        "card ({others}; Law 50B)", seat=seat.as_message(), card=card.symbol,
        others=names))
    t.before_turn()

