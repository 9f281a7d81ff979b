"""Law 16C — Information from withdrawn actions (2017), for calls.

A call that was made at the table but no longer stands (cancelled, withdrawn, replaced) is
a *withdrawn call*. For the non-offending side all information from it is authorized (16C1);
for the offending side, information from its own withdrawn calls and from the opponents'
is unauthorized (16C2): a player of that side may not choose, from among logical
alternatives, one the withdrawn call could demonstrably have suggested. Whether it did is the
Director's judgment (class J) at the end of play; the engine records the facts.

16C2 does not apply when the withdrawn call was replaced by a comparable call (23B; 27B1a,
27B1b; the comparable outcomes of 30B1b, 31A2, 31B, 32A2, 32B).

The withdrawn calls are derived, not stored: the calls that stand (``table.auction``) are a
subsequence of the calls made (``table.calls_made``); every other call made was withdrawn. The
irregularity that caused it is the latest auction irregularity at or before it, whose
offender's side is the offending side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.rulings import Irregularity, Kind, WithdrawnCall
from bridgelaws.seats import Side

if TYPE_CHECKING:
    from bridgelaws.table import Table

#: outcomes after which 16C2 does not apply to the withdrawn call (23B, 27B1)
COMPARABLE = frozenset({"23B", "27B1a", "27B1b", "30B1b", "31A2a", "31B2", "32A2a", "32B2"})

#: irregularities of the auction period (the ones that withdraw calls)
AUCTION_KINDS = frozenset({
    Kind.CALL_OUT_OF_ROTATION, Kind.INSUFFICIENT_BID, Kind.INADMISSIBLE_CALL,
    Kind.CALL_BY_BARRED_PLAYER, Kind.BID_ABOVE_SEVEN, Kind.CALL_AFTER_AUCTION,
    Kind.CHANGE_OF_CALL, Kind.REQUIRED_CALL_NOT_MADE, Kind.MISINFORMATION})


def standing_events(table: Table) -> list[int | None]:
    """The event number of each call that stands, in auction order; ``None`` for a pass a
    law put in place of a call (28A, 37B, 38), which no one made. The calls made are
    matched to the standing ones in order; a call made but not matched was withdrawn."""
    made = table.calls_made
    out: list[int | None] = []
    k = 0
    for seat, call in table.auction.entries:
        j = k
        while j < len(made) and not (made[j][0] is seat and made[j][1] is call):
            j += 1
        if j == len(made):
            out.append(None)
            continue
        out.append(made[j][2])
        k = j + 1
    return out


def offending_side(irr: Irregularity) -> Side | None:
    side = irr.facts.get("offending_side")
    if isinstance(side, Side):
        return side
    return irr.offender.side if irr.offender is not None else None


def withdrawn_calls(table: Table) -> list[WithdrawnCall]:
    """Every call made that no longer stands, with its 16C status."""
    standing = set(standing_events(table))
    irregular = [i for i in table.irregularities if i.kind in AUCTION_KINDS]
    out: list[WithdrawnCall] = []
    for seat, call, event in table.calls_made:
        if event in standing:
            continue
        cause = next((i for i in reversed(irregular) if i.event <= event), None)
        laws: tuple[str, ...] = ()
        side = None
        if cause is not None:
            ruling = table.ruling_for(cause)
            if ruling is not None:
                laws = tuple(ruling.outcomes) or ((ruling.chosen,) if ruling.chosen else
                                                  ruling.laws)
            side = offending_side(cause)
            if cause.event == event and any(o in COMPARABLE for o in laws):
                side = None  # 23B / 27B1: replaced by a comparable call
        out.append(WithdrawnCall(seat=seat, call=call, event=event,
                                 cause=None if cause is None else cause.event,
                                 laws=laws, unauthorized_for=side))
    return out
