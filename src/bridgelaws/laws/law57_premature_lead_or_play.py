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

from bridgelaws.cards import Suit
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws.base import chosen_by_conduct, irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, PlayRestriction, Ruling

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
    table.play_early(offender, card, lead=bool(irr.facts.get("lead")))
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """57A: a major penalty card; declarer chooses for the offender's partner's play to the
    current trick (unless that partner has already played: 60C)."""
    offender, card = irr.offender, irr.card
    assert offender is not None and card is not None
    table.add_penalty_card(offender, card, PenaltyKind.MAJOR, "57A", irr.event)
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
        try:
            suit = Suit.parse(arg)
        except AlphabetError as e:  # a Cyrillic look-alike: named
            raise ImpossibleActionError(e.message) from None
        except NotationError:
            suit = None
        if suit is None or suit is led:
            raise ImpossibleActionError(Message(
                "{option} needs a suit other than the suit led, such as {option} H",
                option=option))
    kind = {"57A1": "highest", "57A2": "lowest", "57A3": "require", "57A4": "forbid"}[option]
    table.play_restrictions[partner] = PlayRestriction(partner, kind, suit, option,
                                                       len(table.tricks))
    ruling.outcomes.append(option)
