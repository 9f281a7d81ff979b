"""Law 45 — Card played (2017): the corrections a player may make to a card played.

Detected by the table from ``instead`` and ``unintended`` card lines (``_change_card``):

* **45C4b** declarer may correct an unintended designation of a card from dummy (a slip of
  the tongue, not a change of mind) until he next plays a card from either hand — whether it
  was unintended is the Director's judgment: ``director rules 45C4b yes|no``. Yes: the card
  meant replaces it; an opponent who played after it may then take his card back and play
  another (47D; 16C applies). No: the first card stands, and the other stays in dummy.
* **45D1** dummy faced a card declarer had not designated: it is withdrawn and the card
  designated played, if attention is drawn before each side has played to the next trick; a
  defender may take back a card he played after it, without rectification.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import CardIndicated
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Judgment, Kind, Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 45C4b yes|no``."""
    seat, old, new = judgment.facts["seat"], judgment.facts["old"], judgment.facts["new"]
    assert isinstance(seat, Seat) and isinstance(old, Card) and isinstance(new, Card)
    if answer != "yes":
        table.notes.append(Message(
            "Law 45C4b: the Director judges that the designation of {old} was not "
            "unintended: it stands", old=old.symbol))
        return
    replace_played(table, seat, old, new, "45C4b", Message(
        "Law 45C4b: declarer's designation of {old} was unintended: {new} is played instead; "
        "an opponent who played after it may take his card back (Law 47D)",
        old=old.symbol, new=new.symbol))


def change_card(t: Table, seat: Seat, card: Card, *, unintended: bool) -> None:
    """``<seat> <card> instead|unintended``: the seat's card in the trick in progress (or
    just completed) is replaced by ``card`` — Law 45D1 (dummy faced a card declarer did
    not designate), 45C4b (declarer's unintended designation of dummy's card, the
    Director's judgment), 45D1/47D (a card played after an opponent's card that was
    changed)."""
    found = mechanics.card_in_trick(t, seat)
    if found is None:
        raise ImpossibleActionError(Message(
            "{seat} has no card in the trick in progress or just completed to replace",
            seat=str(seat)))
    old, position, _ = found
    trick = len(t.tricks) - (0 if t.trick_cards else 1)
    if seat is t.dummy:
        if unintended:
            if any(c for c in declarer_cards_after(t, old)):
                raise ImpossibleActionError(Message(
                    "too late to correct the designation of {card}: declarer has played "
                    "a card since (Law 45C4b)", card=str(old)))
            t.ask(Judgment("45C4b", t.event_number, Message(
                "Was declarer's designation of {old} unintended, and {new} the card he "
                "meant (Law 45C4b)? director rules 45C4b yes|no", old=old.symbol,
                new=card.symbol), offender=t.declarer,
                facts={"seat": seat, "old": old, "new": card}))
            return
        replace_played(t, seat, old, card, "45D1", Message(
            "Law 45D1: dummy faced {old}, a card declarer had not designated: it is "
            "withdrawn and {new} is played; a defender may take back a card he played "
            "after it, without rectification", old=old.symbol, new=card.symbol))
        return
    if unintended:
        raise ImpossibleActionError(Message(
            "'unintended' corrects declarer's designation of a card from dummy"))
    changed = t.changed_cards.get(trick, set())
    leader = t.trick_leader if t.trick_cards else t.tricks[-1].leader
    assert leader is not None
    if not any(p < position and leader.next(p).side is not seat.side for p in changed):
        raise ImpossibleActionError(Message(
            "{seat} may replace his card only after an opponent's card played before it "
            "in the trick was changed (Laws 45D1, 47D)", seat=str(seat)))
    if any(i.kind is Kind.REVOKE and i.facts.get("corrected") and i.facts.get("trick") == trick
           and i.offender is not None and i.offender.side is not seat.side
           for i in t.irregularities):
        # 62C1: the opponent's change was the correction of his revoke
        replace_played(t, seat, old, card, "62C1", Message(
            "Law 62C1: after the revoke was corrected, {seat} takes back {old}, played "
            "after it, and plays {new}, without rectification", seat=seat.as_message(),
            old=old.symbol, new=card.symbol))
        return
    replace_played(t, seat, old, card, "47D", Message(
        "Law 47D: after an opponent changed his card, {seat} takes back {old} and plays "
        "{new}, without rectification (Law 16C)", seat=seat.as_message(), old=old.symbol,
        new=card.symbol))


def declarer_cards_after(t: Table, card: Card) -> list[Card]:
    """Cards declarer played from either hand after ``card`` (dummy's), in its trick and
    the next."""
    cards = [*(t.tricks[-1].cards if t.tricks and not t.trick_cards
               else t.trick_cards)]
    if card not in cards:
        return []
    leader = t.trick_leader if t.trick_cards else t.tricks[-1].leader
    assert leader is not None
    after = cards.index(card) + 1
    declarer = t.declarer
    return [c for i, c in enumerate(cards) if i >= after and leader.next(i) is declarer]


def replace_played(t: Table, seat: Seat, old: Card, new: Card, clause: str,
                   why: Message) -> None:
    """``new`` takes the place of ``old`` (``seat``'s card) in its trick; ``old`` goes back
    to the hand without rectification."""
    if not t.hands[seat] & new.mask:
        t.check_holds(seat, new)
    trick = len(t.tricks) - (0 if t.trick_cards else 1)
    found = mechanics.card_in_trick(t, seat)
    assert found is not None
    t.changed_cards.setdefault(trick, set()).add(found[1])
    led = (t.trick_cards or list(t.tricks[-1].cards))[0].suit
    before_hand = t.hands[seat] | old.mask
    mechanics.substitute_card(t, seat, old, new)
    # a take-back after an opponent's change (47D, 62C1) is a right, not an offence
    offender = seat if clause == "45D1" else None
    t.rulings.append(Ruling(event=t.event_number, laws=(clause[:3],),
                               offender=offender, chooser=None, options=(),
                               outcomes=[clause], explanation=(why,)))
    if found[1] and new.suit is not led and before_hand & SUIT_MASKS[led]:
        irr = t.record(Kind.REVOKE, seat, card=new)
        irr.facts.update(trick=trick, position=found[1], led=int(led), restriction=False,
                         established=False)


def fifth_card(t: Table, seat: Seat, card: Card) -> None:
    """Law 45E: a card added to the trick just completed, judged not to be a lead."""
    if t.trick_cards or not t.tricks:
        raise ImpossibleActionError(Message(
            "'fifth' marks a card added to a trick of four cards just completed"))
    if t.is_defender(seat):
        irr = t.record(Kind.EXPOSED_CARD, seat, card=card)
        irr.facts["cards"] = (card,)
        irr.facts["fifth"] = True
        return
    t.rulings.append(Ruling(
        event=t.event_number, laws=("45E",), offender=seat, chooser=None, options=(),
        outcomes=["45E2"], explanation=(Message(
            "Law 45E2: declarer's fifth card to a trick goes back to his hand without "
            "rectification"),)))


def indicated(t: Table, event: CardIndicated) -> None:
    """``N indicates <card>``: dummy suggests a play (Law 45F)."""
    t.check_holds(event.seat, event.card)
    if t.physical_only:
        return
    if t.phase is not Phase.PLAY or event.seat is not t.dummy:
        raise ImpossibleActionError(Message(
            "'indicates' is dummy's suggestion of a card of his hand during the play"))
    t.dummy_indicated = len(t.tricks)
    mechanics.applied(t, Kind.DUMMY_SUGGESTION, event.seat, event.card, ("45F",), ["45F"], Message(
        "Law 45F: dummy indicated {card} without declarer's instruction; play "
        "continues, and at the end of play the Director adjusts the score if dummy "
        "suggested the play and the defenders were damaged (a defender who then plays "
        "before his partner is not subject to rectification, 57C2)",
        card=event.card.symbol))

