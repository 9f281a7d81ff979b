"""Laws 50 and 51 — Disposition of penalty cards; two or more penalty cards (2017).

* **50A** a penalty card stays face up on the table until played or until a rectification
  is selected (the table keeps it in ``penalty_cards``).
* **50B** minor: a single card below honour rank exposed inadvertently; major: an honour,
  or any card exposed through deliberate play (a lead out of turn, 54D/56). A defender's two
  or more penalty cards are all major.
* **50C** minor: the owner may not play another card of that suit below honour rank until
  he plays it (he may play an honour instead); no lead restriction on partner.
* **50D1** major: played at the first legal opportunity, leading, following, discarding or
  ruffing; following suit, or complying with a lead or play restriction, comes first (the
  table's ``legal_cards``).
* **50D2** when the owner's partner has the lead, he may not lead until declarer has chosen:
  ``50D2a-require`` the suit of the penalty card, or ``50D2a-prohibit`` it for as long as he
  retains the lead (either way the card is picked up), or ``50D2b`` neither (it stays a
  penalty card, and the choice comes again at his next turn to lead).
* **51A** the owner has two or more penalty cards he could legally play: declarer says which
  (option: the card).
* **51B1** two or more penalty cards, all in one suit: ``51B1a`` require that suit (every
  penalty card of it is picked up; the owner plays any legal card), ``51B1b`` prohibit it
  (picked up; for as long as partner retains the lead), or ``50D2b`` neither.
* **51B2** penalty cards in more than one suit: ``51B2a <suit>`` require one of them (51B1a
  applies to it), ``51B2b <suits>`` prohibit one or more of them (their penalty cards are
  picked up), ``51B2c`` neither: all stay penalty cards.
* Law 59: a player who cannot comply plays any otherwise legal card (``legal_cards``).

**A lead before declarer's choice** (:func:`lead_before_choice`). 50D2 says the owner's
partner may not lead until declarer has chosen, and that a lead made before is rectified under
Law 49 (2007 and 2017 text; see docs/laws-2017-play.md): when the Director comes, the card goes
back to the leader's hand as a penalty card of his own -- major, exposed through deliberate
play (50B) -- and declarer then makes the choice that was waiting (the leader's own card is
led at the first legal opportunity, 50D1a, unless the lead restriction declarer chooses comes
first, 50D1b). If declarer or dummy plays to the lead before the Director comes, Law 60A1
applies instead (:func:`bridgelaws.laws.law60_play_after_illegal_play.forfeited_by_play`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card, Suit
from bridgelaws.errors import AlphabetError, ImpossibleActionError
from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law60_play_after_illegal_play as law60
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import (
    Irregularity,
    Judgment,
    Kind,
    LeadRestriction,
    PenaltyKind,
    Ruling,
)
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.LEAD_BEFORE_DECLARERS_CHOICE,)
#: the choices at the lead of a penalty card's owner's partner
LEAD_CHOICES = (("50D2",), ("51B1",), ("51B2",))
ONE_CARD = ("50D2a-require", "50D2a-prohibit", "50D2b")
ONE_SUIT = ("51B1a", "51B1b", "50D2b")
SEVERAL_SUITS = ("51B2a", "51B2b", "51B2c")
REQUIRE = {"50D2a-require", "51B1a", "51B2a"}
PROHIBIT = {"50D2a-prohibit", "51B1b", "51B2b"}


def _majors(table: Table, seat: Seat) -> list[Card]:
    return [pc.card for pc in table.penalty_cards[seat] if pc.kind is PenaltyKind.MAJOR]


def before_turn(table: Table, seat: Seat) -> Ruling | None:
    """The choice that must precede a turn: 50D2/51B before partner leads, 51A before the
    owner plays with two or more legally playable penalty cards."""
    declarer = table.declarer
    if declarer is None or not table.is_defender(seat):
        return None
    majors = _majors(table, seat.partner)
    key = (len(table.tricks), seat, frozenset(majors))
    if majors and not table.trick_cards and key not in table.lead_choices_made:
        table.lead_choices_made.add(key)
        suits = {c.suit for c in majors}
        if len(majors) == 1:
            laws, options = ("50D2",), ONE_CARD
        elif len(suits) == 1:
            laws, options = ("51B1",), ONE_SUIT
        else:
            laws, options = ("51B2",), SEVERAL_SUITS
        first = min(pc.event for pc in table.penalty_cards[seat.partner])
        return Ruling(event=first, laws=laws, offender=seat.partner, chooser=declarer,
                      options=options, asked_event=table.event_number,
                      explanation=(Message(
                          "{owner} has the major penalty card(s) {cards} and {leader} is to "
                          "lead: {leader} may not lead until declarer has chosen (Law 50D2)",
                          owner=seat.partner.as_message(), leader=seat.as_message(),
                          cards=" ".join(c.symbol for c in sorted(majors))),))
    pcs = [pc.card for pc in table.penalty_cards[seat]]
    if len(pcs) >= 2 and seat not in table.designated:
        legal = mechanics.legal_mask(table, seat)
        playable = [c for c in pcs if legal & c.mask]
        if len(playable) >= 2:
            first = min(pc.event for pc in table.penalty_cards[seat])
            return Ruling(event=first, laws=("51A",), offender=seat, chooser=declarer,
                          options=tuple(str(c) for c in sorted(playable)),
                          asked_event=table.event_number,
                          explanation=(Message(
                              "{owner} must play one of his penalty cards: declarer says "
                              "which (Law 51A)", owner=seat.as_message()),))
    return None


def lead_before_choice(table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
    """50D2: ``seat`` led ``card`` before declarer stated ``choice``; the card is faced as a
    lead until the Director comes. False for a choice that is not a lead's (51A)."""
    if choice.laws not in LEAD_CHOICES or table.trick_cards:
        return False
    return law60.lead_before_choice(table, Kind.LEAD_BEFORE_DECLARERS_CHOICE, choice, seat,
                                    card)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """60A1: declarer or dummy played to the premature lead."""
    choice = irr.facts.get("choice")
    clause = choice.laws[0] if isinstance(choice, Ruling) else "50D2"
    law60.forfeited_by_play(table, irr, event, clause)
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling | None:
    """50D2, Law 49: the premature lead becomes the leader's major penalty card (50B), and
    declarer's choice, set aside, is offered again. None (not implemented) when more cards
    were played to the lead than the Director can take back under this law."""
    choice = irr.facts.get("choice")
    if not isinstance(choice, Ruling) or table.trick_cards != [irr.card]:
        return None
    assert irr.offender is not None and irr.card is not None
    mechanics.retract_lead(table, penalty=PenaltyKind.MAJOR, law="49", event=irr.event)
    r = new_ruling(table, irr, (choice.laws[0], "49"), None, ())
    r.outcomes.extend(["49", "50B"])
    r.explanation = (Message(
        "Law 50D2: {seat} led {card} before declarer had chosen: under Law 49 the card "
        "becomes his major penalty card (Law 50B), and declarer now chooses",
        seat=irr.offender.as_message(), card=irr.card.symbol),)
    irr.status = "rectified"
    choice.asked_event = table.event_number
    table.pending = choice
    return r


def _suits(arg: str, allowed: set[Suit]) -> list[Suit]:
    letters = [ch for ch in arg.replace(",", " ").split() for ch in ch] if arg else []
    try:
        suits = [Suit.parse(ch) for ch in letters]
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except ValueError:
        suits = []
    if not suits or any(s not in allowed for s in suits):
        raise ImpossibleActionError(Message(
            "name the suit(s) of the penalty cards: {suits}",
            suits=" ".join(s.letter for s in sorted(allowed))))
    return suits


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    owner = ruling.offender
    assert owner is not None
    if ruling.laws == ("51A",):
        table.designated[owner] = Card.parse(option)
        return
    leader = owner.partner
    majors = _majors(table, owner)
    allowed = {c.suit for c in majors}
    if option in ("50D2b", "51B2c"):
        return
    if option in ("51B2a", "51B2b"):
        suits = _suits(arg, allowed)
        if option == "51B2a" and len(suits) != 1:
            raise ImpossibleActionError(Message("51B2a requires exactly one suit"))
    else:
        suits = sorted(allowed)
    # one choice for this lead (51B2): the cards left do not bring another before it
    table.lead_choices_made.add((len(table.tricks), leader,
                                 frozenset(c for c in majors if c.suit not in suits)))
    for suit in suits:
        mechanics.pick_up_penalty_cards(table, owner, suit)
        if option in REQUIRE:
            table.lead_restrictions.append(
                LeadRestriction(leader, "require", suit, option, while_on_lead=False))
        elif option in PROHIBIT:
            table.lead_restrictions.append(
                LeadRestriction(leader, "prohibit", suit, option, while_on_lead=True))


def director_rules_50E3(table: Table, arg: str) -> None:
    """``director rules 50E3 yes|no``: the Director's judgment whether information from a
    penalty card (other than the requirement to play it, 50E1) damaged the non-offending
    side — yes: he awards an adjusted score at the end of play (50E3). Recorded, with the
    penalty cards it concerns."""
    answer = arg.strip().lower()
    if answer not in ("yes", "no"):
        raise ImpossibleActionError(Message(
            "the answer to {clause} is yes or no, not {answer!r}", clause="50E3", answer=arg))
    origins = [pc.event for pcs in table.penalty_cards.values() for pc in pcs]
    origins += [i.event for i in table.irregularities
                if i.kind in (Kind.EXPOSED_CARD, Kind.PLAY_OUT_OF_TURN,
                              Kind.OPENING_LEAD_OUT_OF_TURN, Kind.DEFENDER_LEAD_OUT_OF_TURN)]
    if not origins:
        raise ImpossibleActionError(Message(
            "director rules 50E3 concerns a penalty card, and there has been none"))
    j = Judgment("50E3", max(origins), Message(
        "Did information from a penalty card damage the non-offending side (Law 50E3)?"),
        answer=answer, answer_event=table.event_number)
    table.judgments.append(j)
    if answer == "yes":
        table.notes.append(Message(
            "Law 50E3: the Director judges that information from a penalty card damaged the "
            "non-offending side: he awards an adjusted score"))
