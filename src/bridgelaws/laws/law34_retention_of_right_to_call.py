"""Law 34 — Retention of the right to call (2017), by Law 17D3.

When a call has been followed by three passes and one of them was out of rotation (a pass
out of rotation that stood because the offender's LHO called over it, Law 29A), a player was
deprived of his right to call at that turn: the auction does not end. It reverts to the
player who missed his turn, all passes from the missed turn on are cancelled, and the
auction proceeds normally. Law 16C applies to the cancelled passes, every player who passed
out of rotation being an offender.

The four passes of a passed-out board are treated alike (three passes after the first
call). A player who called again after the turn he missed was not deprived of his right to
call: then the auction ends normally (all four players passed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import CallKind
from bridgelaws.i18n import Message
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def auction_continues(table: Table) -> bool:
    """Called when the auction would end: apply 17D3 if a final pass was out of rotation
    (the auction is then reverted and True returned)."""
    auction = table.auction
    entries = auction.entries
    final = 3 if auction.last_bid is not None else 4
    start = len(entries) - final
    expected = auction.dealer
    for i, (seat, call) in enumerate(entries):
        if (i >= start and seat is not expected and call.kind is CallKind.PASS
                and all(s is not expected for s, _ in entries[i:])):
            _revert(table, i, missed=expected)
            return True
        expected = seat.lho
    return False


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
    table.rulings.append(Ruling(
        event=event, laws=("34", "17D3"), offender=offender, chooser=None, options=(),
        kind=None if irr is None else irr.kind, outcomes=["17D3"],
        explanation=(Message(
            "Law 34: three passes followed a call, but {offender}'s pass was out of rotation "
            "and {missed} lost his turn: the auction does not end (Law 17D3). It reverts to "
            "{missed}; the passes from his turn on are cancelled ({calls}), and for them Law "
            "16C applies, {offender} being an offender",
            offender=offender.as_message(), missed=missed.as_message(),
            calls=" ".join(f"{s} {c}" for s, c in cancelled)),)))
