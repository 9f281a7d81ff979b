"""Law 32 — Double or redouble out of rotation (1997).

What 1997 says (docs/laws-1997-32.md has the comparison with 2017 and the sources). A double
or redouble out of rotation may be accepted by the opponent next in rotation (Law 29A), an
inadmissible one never (Law 35A if he calls over it anyway, Law 36 otherwise). Not accepted,
it is cancelled, and:

* **32A** made at partner's turn: the offender's partner must pass whenever it is his turn
  to call (Law 23 if the pass damages the non-offending side), and the lead penalties of Law
  26 may apply — at once, whatever the offender calls later.
* **32B** made at RHO's turn:

  * **32B1** RHO passes: the offender must repeat his double or redouble; no penalty (unless
    it is inadmissible: Law 36).
  * **32B2** RHO bids: the offender may make any legal call at his turn, and his partner must
    pass whenever it is his turn to call (Law 23); the lead penalties of Law 26 may apply.

The 1997 letters are the other way round from 2017's (2017 32A: RHO's turn; 32B: partner's
turn), and 1997 has no 32C (a later double at LHO's turn, a change of call in 2017: the
table detects it so in both books). There is no comparable call (2017 Law 23A, 32A2a, 32B2):
which clause applies is a fact (whose turn it was, whether RHO passed), so nothing is asked.
A double out of rotation at LHO's turn before the offender had called cannot be admissible
(nothing is yet doubled), so only 32A and 32B arise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call, CallKind
from bridgelaws.i18n import Message
from bridgelaws.laws.book1997 import law31_bid_out_of_rotation as law31
from bridgelaws.rulings import Irregularity, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def after_cancellation(table: Table, irr: Irregularity, ruling: Ruling, position: str) -> None:
    """29B (1997) sends a cancelled double or redouble here (``position`` as Law 29 names it:
    ``A`` at RHO's turn, ``B`` at partner's): 32B waits for RHO's call; 32A penalizes at
    once."""
    assert irr.offender is not None and irr.call is not None
    if position == "A":
        table.call_watch[irr.offender.rho] = (irr, "32B")
        ruling.outcomes.append("32B")
        return
    law31._barred_throughout(table, irr, ruling, "32A")
    ruling.explanation = (*ruling.explanation, Message(
        "Law 32A (1997): {offender}'s {call} out of rotation was made at the turn of his "
        "partner {partner}: {partner} must pass whenever it is his turn to call (penalty; Law "
        "23 if the pass damages the non-offending side), and the lead penalties of Law 26 may "
        "apply; {offender} may make any legal call at his turn", offender=irr.offender.as_message(),
        call=irr.call.as_message(), partner=irr.offender.partner.as_message()),)


def watched_call(table: Table, irr: Irregularity, clause: str, seat: Seat, call: Call) -> None:
    """RHO's call after the double or redouble out of rotation at his turn (``32B``)."""
    assert irr.offender is not None and irr.call is not None
    r = table.ruling_for(irr)
    assert r is not None
    offender = irr.offender
    if call.kind is CallKind.PASS:
        table.required_call[offender] = irr.call  # 32B1: repeat it
        r.outcomes.append("32B1")
        r.explanation = (*r.explanation, Message(
            "Law 32B1 (1997): {rho} passed: {offender} must repeat his {call}, and there is "
            "no penalty", rho=seat.as_message(), offender=offender.as_message(),
            call=irr.call.as_message()),)
        return
    law31._barred_throughout(table, irr, r, "32B2")
    r.explanation = (*r.explanation, Message(
        "Law 32B2 (1997): {rho} called {bid} over the cancelled {call}: {offender} may make any "
        "legal call at his turn, and {partner} must pass whenever it is his turn to call "
        "(penalty; Law 23 if the pass damages the non-offending side); the lead penalties of "
        "Law 26 may apply", rho=seat.as_message(), bid=call.as_message(),
        call=irr.call.as_message(), offender=offender.as_message(),
        partner=offender.partner.as_message()),)
