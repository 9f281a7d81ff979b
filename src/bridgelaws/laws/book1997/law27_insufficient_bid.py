"""Law 27 — Insufficient bid (1997).

What 1997 says (docs/laws-1997-27.md has the comparison with 2017):

* **27A** the offender's LHO may accept the insufficient bid (treated as legal); it is
  accepted if that player calls. As 2017 (option ``27A``).
* **27B** not accepted (option ``27B``): it must be corrected by the substitution of a
  sufficient bid or a pass (:func:`replacement`):

  * **27B1(a)** both bids incontrovertibly not conventional, corrected by the lowest
    sufficient bid in the same denomination: the auction proceeds as though the irregularity
    had not occurred. The engine takes a bid as not conventional unless the record marks it
    ``artificial``; marked, the correction is ruled under 27B2.
  * **27B1(b)** the Director awards an adjusted score if he judges that the insufficient bid
    conveyed information that damaged the non-offending side (a note: his judgment, recorded
    with ``director rules 12C…``).
  * **27B2** corrected by any other sufficient bid or by a pass: the offender's partner must
    pass whenever it is his turn to call (the rest of the auction); the lead penalties of Law
    26 may apply; Law 23 (an enforced pass that damages the non-offending side).
  * **27B3** an attempt to substitute a double or redouble: it is cancelled, the offender
    must substitute a sufficient bid or a pass, and his partner must pass whenever it is his
    turn to call (26, 23).

  There is no comparable call (2017 27B1b, Law 23A) and so no question to the Director: a
  correction other than 27B1(a) silences the partner, whatever it means.
* A correction made before the Director comes is ruled as the substitution under 27B (1997
  has no 27C; the 2017 engine's handling of it, and of a second insufficient bid, is kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import PASS, Call, CallKind
from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law27_insufficient_bid as law27_2017
from bridgelaws.laws.base import new_ruling
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.INSUFFICIENT_BID,)

#: 27A, 27B, 27B4 and the choice are the same in both editions
choose = law27_2017.choose
_accept = law27_2017._accept
_barred_throughout = law27_2017._barred_throughout


def _offer(table: Table, irr: Irregularity) -> Ruling:
    assert irr.offender is not None
    second = irr.facts.get("second")
    options = ("27A", "27B4") if second else ("27A", "27B")
    return new_ruling(table, irr, ("27",), irr.offender.lho, options, explanation=(Message(
        "The 1997 Laws: an insufficient bid that is not accepted must be corrected by a "
        "sufficient bid or a pass; the lowest sufficient bid in the same denomination, neither "
        "bid conventional, carries no penalty (Law 27B1a); any other correction obliges the "
        "offender's partner to pass whenever it is his turn to call (Law 27B2), and the lead "
        "penalties of Law 26 may apply"),))


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """27A by conduct, or a correction before the Director came, ruled under the 1997 27B."""
    return law27_2017.by_conduct(table, irr, event, _offer, replacement)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def replacement(table: Table, irr: Irregularity, call: Call) -> None:
    """27B (1997): the offender's correction, and the penalty that follows from it."""
    offender, withdrawn = irr.offender, irr.call
    assert offender is not None and withdrawn is not None
    r = table.ruling_for(irr)
    if law27_2017.not_a_replacement(table, irr, call):
        return
    if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE):
        _cancel_double(table, irr, r)
        return
    if irr.facts.get("b3"):
        table.legal_call(offender, call)
        _barred_throughout(table, irr, r, "27B3" if not irr.facts.get("second") else "27B4")
        return
    conventional = table.is_artificial(irr.event) or table.is_artificial(table.event_number)
    if (call.is_bid and withdrawn.is_bid and call.strain is withdrawn.strain
            and call is table.auction.lowest_sufficient(call.strain) and not conventional):
        table.legal_call(offender, call)
        if r is not None:
            r.outcomes.append("27B1a")
            r.explanation = (*r.explanation, Message(
                "Law 27B1a (1997): the lowest sufficient bid in the same denomination, neither "
                "bid conventional: the auction proceeds as though the irregularity had not "
                "occurred, without penalty"))
        table.notes.append(Message(
            "Law 27B1b (1997): if the Director judges that the insufficient bid conveyed "
            "information that damaged the non-offending side, he awards an adjusted score"))
        return
    table.legal_call(offender, call)
    if r is not None and conventional and call.is_bid and call.strain is withdrawn.strain:
        r.explanation = (*r.explanation, Message(
            "Law 27B1a (1997) does not apply: the insufficient bid or its correction is "
            "conventional"))
    _barred_throughout(table, irr, r, "27B2")
    if r is not None and call is not PASS:
        r.explanation = (*r.explanation, Message(
            "Law 27B2 (1997): {call} corrects the insufficient bid {withdrawn} in another "
            "way than Law 27B1a allows: {partner} must pass whenever it is his turn to call; "
            "there is no comparable call in the 1997 Laws", call=call.as_message(),
            withdrawn=withdrawn.as_message(), partner=offender.partner.as_message()))


def _cancel_double(table: Table, irr: Irregularity, r: Ruling | None) -> None:
    """27B3 (1997): an attempt to substitute a double or redouble is cancelled; the offender
    must substitute a sufficient bid or a pass, and his partner must pass throughout."""
    assert irr.offender is not None
    irr.facts["b3"] = True
    table.replacing[irr.offender] = irr
    _barred_throughout(table, irr, r, "27B3")
    table.notes.append(Message(
        "Law 27B3: {seat} must replace it with a sufficient bid or a pass",
        seat=irr.offender.as_message()))


def judge(table: Table, judgment: Judgment, answer: str) -> None:  # pragma: no cover
    """The 1997 Law 27 asks the Director nothing (no comparable call)."""
    raise AssertionError("the 1997 Law 27 asks no question")
