"""Law 26 — Unauthorized information given by change of call: lead penalties (1997).

What 1997 says (docs/laws-1997-26.md has the comparison with 2017 and the sources). When a
call of the offender was withdrawn and he becomes a defender, at his partner's first turn to
lead (the opening lead included):

* **26A** the withdrawn call related to a specific suit (a bid in a suit):

  * **26A1** the offender specified that suit in the legal auction: no lead penalty (Law 16C
    may apply to the information);
  * **26A2** he did not: declarer may **require** the offender's partner to lead that suit
    (option ``26A2-require <suit>``, for that lead), or **prohibit** it (``26A2-prohibit
    <suit>``, for as long as the partner retains the lead).
* **26B** any other withdrawn call (a pass, a double, a redouble, a notrump bid): declarer may
  prohibit the lead of **any one suit** (``26B <suit>``), for as long as the partner retains
  the lead — a suit the offender specified included (2017 26B excludes those).

``26B-none``: declarer imposes nothing. There is no comparable call (2017 26A): whatever
replaced the withdrawn call, the penalty follows from the call withdrawn and from the legal
auction — facts, except for conventional calls:

* a suit is *specified* by a natural bid in it; when the offender made conventional
  (``artificial``) calls in the legal auction, the Director states what they specified
  (``director rules 26B <suits>|none``, the 2017 engine's question) before 26A1 is decided;
* a withdrawn call marked conventional is ruled under 26B, with a note: the suits it related
  to are the Director's to state, and he may rule 26A instead.

Several withdrawn calls give declarer one choice among all the penalties they allow (the
engine's reading: the Law speaks of one withdrawn call).

The ruling keeps the engine's identifier of a lead-penalty ruling, ``laws == ("26B",)`` (the
book, the report and the console find it by it); the 1997 clause (26A2 or 26B) is in its
explanation and, once declarer has chosen, in its outcomes. A lead made before declarer's
choice, and every other function of the 2017 module, are ruled as in 2017 (the module's
``__getattr__``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Suit
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.laws import law26_lead_restrictions as law26_2017
from bridgelaws.laws.base import suit_argument
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Judgment, LeadRestriction, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law26_2017.KINDS
NONE = "26B-none"


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017 (a lead before declarer's choice, its judgment)."""
    return getattr(law26_2017, name)


def _specified(table: Table, offender: Seat) -> set[Suit]:
    """The suits the offender specified in the legal auction: named in a natural bid, or
    stated by the Director for his conventional calls."""
    events = standing_events(table)
    named = {call.strain.suit for (seat, call), event in zip(table.auction.entries, events,
                                                            strict=True)
             if seat is offender and call.is_bid and call.strain.suit is not None
             and not table.is_artificial(event)}
    stated = law26_2017._specified_by_director(table, offender) or ""
    return named | {s for s in Suit if s.letter in stated}


def _withdrawn(table: Table, offender: Seat) -> list[tuple[Call, int]]:
    return [(call, event) for seat, call, event in table.withdrawn if seat is offender]


def _suit_of(table: Table, call: Call, event: int) -> Suit | None:
    """The suit a withdrawn call related to (26A): a natural bid in a suit."""
    if call.is_bid and not table.is_artificial(event):
        return call.strain.suit
    return None


def penalties(table: Table, offender: Seat) -> tuple[list[Suit], bool]:
    """What declarer may impose for the offender's withdrawn calls: the suits of 26A2 (to
    require or prohibit), and whether 26B applies (prohibit any one suit)."""
    specified = _specified(table, offender)
    a2: list[Suit] = []
    b = False
    for call, event in _withdrawn(table, offender):
        suit = _suit_of(table, call, event)
        if suit is None:
            b = True
        elif suit not in specified and suit not in a2:
            a2.append(suit)
    return a2, b


def _needs_specified(table: Table, offender: Seat) -> bool:
    """Whether 26A1 depends on what the offender's conventional calls specified."""
    if law26_2017._specified_by_director(table, offender) is not None:
        return False
    if not law26_2017._artificial_calls(table, offender):
        return False
    return any(_suit_of(table, call, event) is not None
               for call, event in _withdrawn(table, offender))


def _ask_specified(table: Table, offender: Seat, event: int) -> None:
    calls = law26_2017._artificial_calls(table, offender)
    table.ask(Judgment("26B", event, Message(
        "Which suits did {seat} specify in the legal auction with his conventional calls "
        "({calls})? A withdrawn call related to a suit he specified brings no lead penalty "
        "(Law 26A1, 1997). director rules 26B <suits>|none", seat=offender.as_message(),
        calls=" ".join(str(c) for c in calls)), offender=offender, expects="suits"))


def before_turn(table: Table, seat: Seat) -> Ruling | None:
    """At the first lead of the partner of an offender whose call was withdrawn: declarer's
    choice under 26A2 or 26B, or nothing (26A1)."""
    declarer = table.declarer
    if declarer is None or table.trick_cards or not table.is_defender(seat):
        return None
    offender = seat.partner
    withdrawn = _withdrawn(table, offender)
    key: tuple[int, Seat, frozenset[Card]] = (-1, seat, frozenset())
    if not withdrawn or key in table.lead_choices_made:
        return None
    if _needs_specified(table, offender):
        if table.pending_judgment is None:
            _ask_specified(table, offender, min(e for _, e in withdrawn))
        return None
    table.lead_choices_made.add(key)
    a2, b = penalties(table, offender)
    said = list(_explanation(table, offender, seat))
    if not a2 and not b:
        table.notes.extend(said)
        return None
    options = (("26A2-require", "26A2-prohibit") if a2 else ()) + (("26B",) if b else ())
    return Ruling(event=min(e for _, e in withdrawn), laws=("26B",), offender=offender,
                  chooser=declarer, options=(*options, NONE), explanation=tuple(said))


def _explanation(table: Table, offender: Seat, partner: Seat) -> list[Message]:
    specified = _specified(table, offender)
    out: list[Message] = []
    for call, event in _withdrawn(table, offender):
        suit = _suit_of(table, call, event)
        if suit is None and call.is_bid and table.is_artificial(event):
            out.append(Message(
                "Law 26B (1997): {offender}'s withdrawn {call} was conventional and is ruled "
                "as any other withdrawn call; if it related to specific suits, the Director "
                "rules Law 26A instead", offender=offender.as_message(),
                call=call.as_message()))
        elif suit is None:
            out.append(Message(
                "Law 26B (1997): {offender}'s withdrawn {call} related to no specific suit: "
                "at {partner}'s first turn to lead declarer may prohibit the lead of any one "
                "suit, for as long as {partner} retains the lead (penalty)",
                offender=offender.as_message(), call=call.as_message(),
                partner=partner.as_message()))
        elif suit in specified:
            out.append(Message(
                "Law 26A1 (1997): {offender}'s withdrawn {call} related to {suit}, which he "
                "specified in the legal auction: no lead penalty (Law 16C may apply)",
                offender=offender.as_message(), call=call.as_message(), suit=suit.symbol))
        else:
            out.append(Message(
                "Law 26A2 (1997): {offender}'s withdrawn {call} related to {suit}, which he did "
                "not specify in the legal auction: at {partner}'s first turn to lead declarer "
                "may require the lead of {suit}, or prohibit it for as long as {partner} "
                "retains the lead (penalty)", offender=offender.as_message(),
                call=call.as_message(), suit=suit.symbol, partner=partner.as_message()))
    return out


def _suit(arg: str, allowed: list[Suit], option: str) -> Suit:
    text = arg.strip()
    if not text and len(allowed) == 1:
        return allowed[0]
    suit = suit_argument(text)
    if suit is None or suit not in allowed:
        raise ImpossibleActionError(Message(
            "{option} needs one of the suits {suits}", option=option,
            suits=" ".join(s.letter for s in allowed)))
    return suit


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    """``26A2-require <suit>``, ``26A2-prohibit <suit>``, ``26B <suit>``, ``26B-none``."""
    offender = ruling.offender
    assert offender is not None
    partner = offender.partner
    if option == NONE:
        return
    a2, _ = penalties(table, offender)
    if option == "26B":
        suit = _suit(arg, list(Suit), option)
        table.lead_restrictions.append(
            LeadRestriction(partner, "prohibit", suit, "26B", while_on_lead=True))
        ruling.outcomes.append("26B")
        return
    suit = _suit(arg, a2, option)
    if option == "26A2-require":
        table.lead_restrictions.append(
            LeadRestriction(partner, "require", suit, "26A2", while_on_lead=False))
    else:
        table.lead_restrictions.append(
            LeadRestriction(partner, "prohibit", suit, "26A2", while_on_lead=True))
    ruling.outcomes.append("26A2")

