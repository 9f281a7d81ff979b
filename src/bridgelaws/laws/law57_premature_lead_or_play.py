"""Law 57 — Premature lead or play (2017), with Law 60A (play after an illegal play).

Detection, from the cards on the table (:meth:`Table._premature`): a card by a seat that is
not the one to play, while a trick is in progress.

* **57A** a defender *leads to the next trick* before his partner has played to the current
  one, or *plays out of turn before his partner* has played: when the Director is called the
  card becomes a major penalty card and declarer selects one of four options for the
  offender's partner's play to the current trick:

  - ``57A1``: he must play the highest card he holds of the suit led;
  - ``57A2``: the lowest card he holds of the suit led;
  - ``57A3 <suit>``: a card of another suit, named by declarer;
  - ``57A4 <suit>``: not a card of another suit, named by declarer.

  The duty to follow suit comes first (44C); a partner who cannot comply plays any card
  (57B, Law 59).
* **57C1** no rectification when declarer has already played from both hands; **57C2** nor
  when dummy, of his own volition, indicated a card before (``N indicates <card>``, Law 45F);
  the defender's card stands and is played at his turn. **57C3** a premature play (not a
  lead) by declarer from either hand is a played card: if legal it stands, and is played at
  that hand's turn (an illegal one goes back to the hand: declarer's cards never become
  penalty cards, Law 48A).
* **57D** a defender who plays (not leads) at his RHO's turn: if his card can legally be
  played to the trick it must be played at his proper turn; otherwise it becomes a major
  penalty card.
* **60A** the offender's LHO, of the non-offending side, plays before the Director has
  assessed the rectification: the rectification is forfeited and the card is treated as
  played in turn (a card played early stands and is played at the offender's turn; a lead
  to the next trick is that trick's lead, out of turn if another seat wins the trick).
  **60C** a play by the offender's partner first does not affect declarer's rights: the card
  is still a penalty card, but the partner has already played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card, Suit
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling, suit_argument
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, PlayRestriction, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.PLAY_OUT_OF_TURN,)

OPTIONS = ("57A1", "57A2", "57A3", "57A4")


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """60A1: the offender's LHO (of the non-offending side) plays before the rectification
    is assessed: it is forfeited, and the premature card is treated as played in turn."""
    offender, card = irr.offender, irr.card
    assert offender is not None and card is not None
    if not isinstance(event, CardPlayed) or event.seat is not offender.lho:
        return False
    r = new_ruling(table, irr, ("57", "60A"), offender.lho, ())
    r.outcomes.append("60A1")
    chosen_by_conduct(table, r, "60A1", irr)
    r.explanation = (Message(
        "Law 60A: {seat} played after the premature card of his RHO {offender} before the "
        "Director came: the rectification is forfeited, and {card} counts as played in turn",
        seat=offender.lho.as_message(), offender=offender.as_message(), card=card.symbol),)
    play_early(table, offender, card, lead=bool(irr.facts.get("lead")))
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """57A: a major penalty card; declarer chooses for the offender's partner's play to the
    current trick (unless that partner has already played: 60C)."""
    offender, card = irr.offender, irr.card
    assert offender is not None and card is not None
    mechanics.add_penalty_card(table, offender, card, PenaltyKind.MAJOR, "57A", irr.event)
    declarer = table.declarer
    partner = offender.partner
    if irr.facts.get("trick") != len(table.tricks) or table.has_played(partner):
        r = new_ruling(table, irr, ("57",), None, ())
        r.outcomes.append("57A")
        r.explanation = (Message(
            "Law 60C: {partner} played before the Director came: {card} is a major penalty "
            "card, and declarer's options for the current trick are spent",
            partner=partner.as_message(), card=card.symbol),)
        return r
    r = new_ruling(table, irr, ("57",), declarer, OPTIONS)
    r.explanation = (Message(
        "Law 57A: {offender} {how} before his partner had played to the trick: {card} becomes "
        "a major penalty card, and declarer chooses how {partner} plays to it",
        offender=offender.as_message(), card=card.symbol, partner=partner.as_message(),
        how=Message("led to the next trick") if irr.facts.get("lead") else Message(
            "played")),)
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    assert irr.offender is not None
    partner = irr.offender.partner
    led = table.trick_cards[0].suit if table.trick_cards else None
    suit: Suit | None = None
    if option in ("57A3", "57A4"):
        suit = suit_argument(arg)
        if suit is None or suit is led:
            raise ImpossibleActionError(Message(
                "{option} needs a suit other than the suit led, such as {option} H",
                option=option))
    kind = {"57A1": "highest", "57A2": "lowest", "57A3": "require", "57A4": "forbid"}[option]
    table.play_restrictions[partner] = PlayRestriction(partner, kind, suit, option,
                                                       len(table.tricks))
    ruling.outcomes.append(option)


def premature(t: Table, seat: Seat, card: Card, turn: Seat) -> None:
    """A card by a seat that is not the one to play, while a trick is in progress
    (Laws 57, 49)."""
    lead = t.has_played(seat)
    if not t.is_defender(seat):
        declarer_early(t, seat, card, lead, turn)
        return
    partner = seat.partner
    if t.has_played(partner):
        if lead:  # a lead before declarer's side has played: a card exposed (49, 50B)
            irr = t.record(Kind.EXPOSED_CARD, seat, card=card)
            irr.facts["cards"] = (card,)
            irr.facts["deliberate"] = True
            return
        at_rhos_turn(t, seat, card)
        return
    declarer, dummy = t.declarer, t.dummy
    assert declarer is not None and dummy is not None
    both = all(t.has_played(h) or h in t.early for h in (declarer, dummy))
    dummy_first = t.dummy_indicated == len(t.tricks)
    if not lead and (both or dummy_first):
        clause = "57C1" if both else "57C2"
        stands(t, seat, card, clause, Message(
            "Law {clause}: {seat} played {card} before his partner, but {why}: no "
            "rectification; the card is played at his turn", clause=clause,
            seat=seat.as_message(), card=card.symbol,
            why=Message("declarer had played from both hands") if both else Message(
                "dummy had indicated a card of his own accord")))
        return
    irr = t.record(Kind.PLAY_OUT_OF_TURN, seat, card=card)
    irr.facts["turn"] = turn
    irr.facts["lead"] = lead
    irr.facts["trick"] = len(t.tricks)


def at_rhos_turn(t: Table, seat: Seat, card: Card) -> None:
    """57D: a defender's play (not a lead) at his RHO's turn."""
    follow = t.hands[seat] & SUIT_MASKS[t.trick_cards[0].suit]
    if not follow or follow & card.mask:
        stands(t, seat, card, "57D", Message(
            "Law 57D: {seat} played {card} at his RHO's turn; it can legally be played to "
            "the trick, so it is played at his proper turn (Law 16 may apply)",
            seat=seat.as_message(), card=card.symbol))
        return
    mechanics.add_penalty_card(t, seat, card, PenaltyKind.MAJOR, "57D")
    mechanics.applied(t, Kind.PLAY_OUT_OF_TURN, seat, card, ("57D",), ["57D"], Message(
        "Law 57D: {seat} played {card} at his RHO's turn; it cannot legally be played "
        "to the trick: it becomes a major penalty card", seat=seat.as_message(),
        card=card.symbol))
    t.before_turn()


def declarer_early(t: Table, seat: Seat, card: Card, lead: bool, turn: Seat) -> None:
    """57C3: declarer's premature play from either hand; a lead to the next trick before
    this one is over goes back to the hand (declarer's cards are never penalty cards)."""
    follow = t.hands[seat] & SUIT_MASKS[t.trick_cards[0].suit]
    if not lead and (not follow or follow & card.mask):
        stands(t, seat, card, "57C3", Message(
            "Law 57C3: declarer's premature play of {card} is a played card: it stands and "
            "is played at that hand's turn", card=card.symbol))
        return
    t.rulings.append(Ruling(
        event=t.event_number, laws=("48A",), offender=seat, chooser=None, options=(),
        outcomes=["48A"], explanation=(Message(
            "Law 48A: {card} from declarer's side, led or played out of turn and not "
            "legal there, goes back to the hand without rectification", card=card.symbol),)))


def stands(t: Table, seat: Seat, card: Card, clause: str, why: Message) -> None:
    mechanics.applied(t, Kind.PLAY_OUT_OF_TURN, seat, card, (clause[:3],), [clause], why)
    play_early(t, seat, card, lead=False)


def play_early(t: Table, seat: Seat, card: Card, *, lead: bool) -> None:
    """A card played early that stands: it is played at ``seat``'s turn (its lead, if
    ``lead``: the lead to the next trick)."""
    if lead:
        t.early_lead = (seat, card)
    else:
        t.early[seat] = card
        if t.to_act is seat:
            t.before_turn()

