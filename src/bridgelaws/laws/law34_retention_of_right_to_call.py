"""Law 34 — Retention of the right to call (2017), by Law 17D3.

Law 34: "When following a call there have been three consecutive passes, one or more being
out of rotation, Law 17D3 applies." Law 17D3: the auction does not end if any of those passes
was out of rotation, *depriving a player of his right to call*; it reverts to the player who
missed his turn, all subsequent passes are cancelled and the auction proceeds normally.
Law 16C applies to the cancelled calls, any player who has passed out of rotation being an
offender.

A pass out of rotation reaches the auction only when it stands: the offender's LHO called
over it or accepted it (Law 29A). The engine reads 17D3 so:

* "those passes" are the last three passes, the ones that would end the auction (after the
  last bid, double or redouble; on a board with no bid, the three that follow the first
  pass);
* a pass among them was out of rotation when it was made at another player's turn; it
  *deprived that player of his right to call* unless he has called since (the 2017 text
  dropped the 2007 words "at that turn": a player who missed a turn but called again later
  was not deprived, and the auction ends normally);
* the auction reverts to the earliest such missed turn, and every pass from it on is
  cancelled; Law 16C applies to them (:mod:`law16_withdrawn_calls`), the side of the player
  who passed out of rotation being the offending side.

The call that accepts a pass out of rotation by conduct (29A) comes right after it. When that
pass would be the third one and the accepting call is a pass, the check waits for it: it is
one of the passes cancelled (the WBF commentary to Law 17, example 15: the player who passed
after the pass out of rotation is not an offender, and his pass is withdrawn). An accepting
bid, double or redouble is not a pass that 17D3 cancels: the auction reverts at once and that
call, made at the missed player's turn, is itself out of rotation.

A player none of whose turns was taken can still be deprived of his right to call: ``W 1C,
S P`` (at North's turn, accepted by West's call), ``W P, N P`` — three passes, one out of
rotation, and East has not called since the bid. Nothing is cancelled then: the auction stays
open and East, whose turn it is, calls (the next pass ends it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import CallKind
from bridgelaws.events import CallMade
from bridgelaws.i18n import Message
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def auction_continues(table: Table) -> bool:
    """Called when the auction would end: apply 17D3 if one of the last three passes was out
    of rotation and the player whose turn it was has not called since (the auction is then
    reverted and True returned)."""
    if not table.irregularities:
        return False  # 17D3 needs a pass out of rotation, and there has been none
    if _acceptance_in_hand(table):
        return True  # the accepting pass is still to be placed; the check waits for it
    missed = table.auction.missed_turn()
    if missed is not None:
        _revert(table, *missed)
        return True
    silent = table.auction.unheard()
    if silent is None:
        return False
    table.auction = table.auction.kept_open()
    table.rulings.append(Ruling(
        event=table.event_number, laws=("34", "17D3"), offender=None, chooser=None,
        options=(), outcomes=["17D3"], explanation=(Message(
            "Law 34: three passes followed a call, one of them out of rotation, but {seat} "
            "has not called since: he has not lost his right to call, so the auction does "
            "not end (Law 17D3); {seat} calls", seat=silent.as_message()),)))
    return True


def _acceptance_in_hand(table: Table) -> bool:
    """A pass out of rotation was just put in the auction because the event being applied,
    a pass by the offender's LHO, accepts it (29A by conduct): that pass is not placed yet,
    and it will be (a pass at his turn always stands), so the check waits for it. A bid,
    double or redouble that accepts it is not waited for: the auction reverts at once and
    that call, made after the missed turn, is itself out of rotation (17D3 cancels only the
    passes)."""
    if not table.events or not table.auction.entries:
        return False
    event = table.events[-1]
    if not isinstance(event, CallMade) or event.call.kind is not CallKind.PASS:
        return False
    offender = table.auction.entries[-1][0]
    n = table.event_number
    return any(r.chosen == "29A" and r.by_conduct and r.choice_event == n
               and r.offender is offender and r.chooser is event.seat for r in table.rulings)


def _revert(table: Table, i: int, missed: Seat) -> None:
    entries = table.auction.entries
    events = standing_events(table)
    offender = entries[i][0]
    cancelled = entries[i:]
    table.rebuild_auction(entries[:i])
    found = events[i]
    event = table.event_number if found is None else found
    irr = next((x for x in reversed(table.irregularities)
                if x.kind is Kind.CALL_OUT_OF_ROTATION and x.event == event), None)
    if irr is not None:  # Law 16C: the cancelled passes are traced to this pass
        irr.facts["withdrew"] = tuple(e for e in events[i:] if e is not None)
    calls = " ".join(f"{s} {c}" for s, c in cancelled)
    table.rulings.append(Ruling(
        event=event, laws=("34", "17D3"), offender=offender, chooser=None, options=(),
        kind=None if irr is None else irr.kind, outcomes=["17D3"],
        explanation=(Message(
            "Law 34: three passes followed a call, but {offender}'s pass was out of rotation "
            "and {missed} lost his turn: the auction does not end (Law 17D3). It reverts to "
            "{missed}; the passes from his turn on are cancelled ({calls}), and for them Law "
            "16C applies, {offender} being an offender",
            offender=offender.as_message(), missed=missed.as_message(),
            calls=calls),)))

