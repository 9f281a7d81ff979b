"""Law 26 — Call withdrawn, lead restrictions (2017).

* **26A** a withdrawn call replaced by a comparable call: no lead restriction.
* **26B** otherwise, when the offender becomes a defender, at his partner's first turn to
  lead (the opening lead included) declarer may prohibit the lead of any one suit not
  specified in the legal auction by the offender, for as long as partner retains the lead
  (option ``26B <suit>``), or not (``26B-none``). The engine takes a suit as specified when
  the offender bid it in the legal auction in a natural bid. When the offender made calls
  marked ``artificial`` in the legal auction, what they specified is a fact only the
  Director can state: the engine asks him first (``director rules 26B HS``, or ``none``),
  and those suits cannot be prohibited either.

**A lead before declarer's choice** (:func:`lead_before_choice`). Unlike 50D2, Law 26B does
not say what happens when the offender's partner leads at that turn before declarer has
stated his choice, and neither the WBF Laws Committee minutes nor the EBU White Book were
found to rule it. The lead is faced as made until the Director comes; then it is his
judgment (``director rules 47A yes|no``):

* **yes** -- the lead is withdrawn in the course of rectification (47A), so that declarer can
  make his 26B choice; the withdrawn card becomes a major penalty card (47A refers to Law 49;
  50B: exposed through deliberate play), as 50D2 rules for the same premature lead;
* **no** -- the lead stands: declarer's right, which exists at that first turn to lead, has
  lapsed (the Director may award an adjusted score, 12A1).

If declarer or dummy plays to the lead before the Director comes, the right lapses by Law
60A1 (:func:`bridgelaws.laws.law60_play_after_illegal_play.forfeited_by_play`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Suit
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law60_play_after_illegal_play as law60
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import new_ruling, suit_argument
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Irregularity, Judgment, Kind, LeadRestriction, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.LEAD_BEFORE_26B_CHOICE,)
OPTIONS = ("26B", "26B-none")


def _artificial_calls(table: Table, offender: Seat) -> list[Call]:
    """The offender's calls in the legal auction that were marked artificial."""
    events = standing_events(table)
    return [call for (seat, call), event in zip(table.auction.entries, events, strict=True)
            if seat is offender and table.is_artificial(event)]


def _specified_by_director(table: Table, offender: Seat) -> str | None:
    """The Director's answer to the 26B question for ``offender`` (suit letters or
    ``none``), or None when not answered."""
    return next((j.answer for j in table.judgments
                 if j.clause == "26B" and j.offender is offender and j.answer is not None),
                None)


def allowed_suits(table: Table, offender: Seat) -> list[Suit]:
    """The suits declarer may prohibit: those the offender did not specify in the legal
    auction — by naming them in a natural bid, or (the Director's statement) in an
    artificial call."""
    events = standing_events(table)
    named = {call.strain for (seat, call), event in zip(table.auction.entries, events,
                                                        strict=True)
             if seat is offender and call.is_bid and not table.is_artificial(event)}
    stated = _specified_by_director(table, offender) or ""
    return [s for s in Suit if s.strain not in named and s.letter not in stated]


def _ask_specified(table: Table, offender: Seat, event: int) -> None:
    calls = _artificial_calls(table, offender)
    table.ask(Judgment("26B", event, Message(
        "Which suits did {seat} specify with his artificial calls ({calls})? Declarer may "
        "not prohibit their lead (Law 26B). director rules 26B <suits>|none",
        seat=offender.as_message(), calls=" ".join(str(c) for c in calls)),
        offender=offender, expects="suits"))


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """The Director stated the suits the offender's artificial calls specified: offer
    declarer his 26B choice now."""
    leader = table.trick_leader
    if leader is not None:
        table.set_leader(leader)


def before_turn(table: Table, seat: Seat) -> Ruling | None:
    """At the first lead of the partner of an offender whose call was withdrawn."""
    declarer = table.declarer
    if declarer is None or table.trick_cards or not table.is_defender(seat):
        return None
    offender = seat.partner
    events = [e for s, _, e in table.withdrawn if s is offender]
    key: tuple[int, Seat, frozenset[Card]] = (-1, seat, frozenset())
    if not events or key in table.lead_choices_made:
        return None
    if (_artificial_calls(table, offender) and _specified_by_director(table, offender) is None):
        if table.pending_judgment is None:
            _ask_specified(table, offender, min(events))
        return None
    table.lead_choices_made.add(key)
    if not allowed_suits(table, offender):
        return None
    return Ruling(event=min(events), laws=("26B",), offender=offender, chooser=declarer,
                  options=OPTIONS)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option == "26B-none":
        return
    offender = ruling.offender
    assert offender is not None
    allowed = allowed_suits(table, offender)
    suit = suit_argument(arg)
    if suit is None or suit not in allowed:
        raise ImpossibleActionError(Message(
            "26B needs one suit not specified by the offender: {suits}",
            suits=" ".join(s.letter for s in allowed)))
    table.lead_restrictions.append(
        LeadRestriction(offender.partner, "prohibit", suit, "26B", while_on_lead=True))


def lead_before_choice(table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
    """``seat`` led ``card`` at his first turn to lead, before declarer stated his 26B
    choice: the card is faced as a lead until the Director comes."""
    if table.trick_cards:
        return False
    return law60.lead_before_choice(table, Kind.LEAD_BEFORE_26B_CHOICE, choice, seat, card)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """60A1: declarer or dummy played to the lead: declarer's 26B right has lapsed."""
    law60.forfeited_by_play(table, irr, event, "26B")
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling | None:
    """The Laws are silent: the Director's judgment. None (not implemented) when more cards
    were played to the lead than the Director can take back under this law."""
    if table.trick_cards != [irr.card]:
        return None
    assert irr.offender is not None and irr.card is not None
    r = new_ruling(table, irr, ("26B",), None, ())
    table.ask(Judgment("47A", irr.event, Message(
        "{seat} led {card} before declarer stated his choice under Law 26B; the Laws give no "
        "rectification for this. Is the lead withdrawn so that declarer can choose (Law 47A; "
        "the card becomes a major penalty card, Law 49, as Law 50D2 rules for such a lead)? "
        "No: the lead stands and declarer's right has lapsed (the Director may adjust the "
        "score, Law 12A1). director rules 47A yes|no", seat=irr.offender.as_message(),
        card=irr.card.symbol), offender=irr.offender))
    return r


def judge_lead_withdrawn(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 47A yes|no`` after a lead made before declarer's 26B choice."""
    irr = next(i for i in table.irregularities
               if i.event == judgment.event and i.kind is Kind.LEAD_BEFORE_26B_CHOICE)
    r = table.ruling_for(irr)
    choice = irr.facts["choice"]
    assert r is not None and isinstance(choice, Ruling)
    if answer == "no":
        r.outcomes.append("12A1")
        r.explanation = (Message(
            "Law 26B: the lead stands; declarer's right to prohibit a suit at this lead has "
            "lapsed (the Director may adjust the score, Law 12A1)"),)
        law60.drop_choice(table, irr)
        return
    mechanics.retract_lead(table, penalty=PenaltyKind.MAJOR, law="49", event=irr.event)
    irr.status = "rectified"
    r.outcomes.extend(["47A", "49", "50B"])
    assert irr.offender is not None and irr.card is not None
    r.explanation = (Message(
        "Law 47A: the lead is withdrawn; {card} becomes {seat}'s major penalty card (Laws 49, "
        "50B), and declarer now makes his Law 26B choice", card=irr.card.symbol,
        seat=irr.offender.as_message()),)
    choice.asked_event = table.event_number
    table.pending = choice


def set_aside_lead_choice(t: Table) -> Ruling | None:
    """Declarer's 26B choice waits for the opening lead; until that lead is faced the
    auction period goes on (Law 17D1) and the Director may still rule on the auction
    (21B1). Take the waiting choice off the table and return it; it is offered again
    when the lead is due."""
    p = t.pending
    if (p is None or p.laws != ("26B",) or p.chosen is not None or t.tricks
            or t.trick_cards or p.offender is None):
        return None
    t.pending = None
    t.rulings.remove(p)
    t.lead_choices_made.discard((-1, p.offender.partner, frozenset()))
    return p

