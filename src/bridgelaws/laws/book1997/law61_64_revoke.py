"""Laws 61–64 — the revoke at the table (1997): the 2017 module's detection, establishment
and correction (Laws 61–63 as the engine rules them are the same in substance; 1997 63B, a
revoke to which attention was illegally drawn, is the engine's 43B2b for dummy), with the
1997 Law 64 at the end of play (:mod:`bridgelaws.laws.book1997.law64_revoke_adjustment`:
64A2's second trick for a later trick won with a card that could have followed; no 64B7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.laws import law61_64_revoke as law61_2017
from bridgelaws.laws.book1997.law64_revoke_adjustment import transfer
from bridgelaws.laws.law64_revoke_adjustment import RevokeAdjustment, RevokeKind
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law61_2017.KINDS
revokes_for_64 = law61_2017.revokes_for_64


def __getattr__(name: str) -> Any:
    """Laws 61–63 are ruled as in the 2017 module: every other function the book calls on
    Law 61 (``ruling``, ``choose``, ``asked``, the detection of a revoke...) is its own."""
    return getattr(law61_2017, name)


def adjustment(table: Table) -> RevokeAdjustment | None:
    """Law 64 (1997) at the end of play (the board complete), or ``None`` when nothing
    applies. A revoke of a lead or play restriction carries the cards that would have
    complied (the table's ``legal`` fact), for 64A2's "card he could legally have played";
    a revoke deemed under Law 67B carries none."""
    if table.contract is None or table.phase.value != "complete":
        return None
    found = revokes_for_64(table)
    if not found:
        return None
    declarer = table.contract.declarer
    claimed_ns, claimed_ew = law61_2017.claimed_tricks(table)
    legal: dict[tuple[int, Seat], int] = {}
    for irr, revoke in found:
        mask = irr.facts.get("legal")
        if irr.facts.get("deemed"):
            # a revoke deemed under Law 67B (still the 2017 module in this book) loses the
            # one trick 67B names: no card counts for 64A2's second trick
            legal[(revoke.trick, revoke.offender)] = 0
        elif revoke.kind is RevokeKind.RESTRICTION and isinstance(mask, int) and mask:
            legal[(revoke.trick, revoke.offender)] = mask
    return transfer(law61_2017._tricks_data(table), [r for _, r in found], declarer,
                    claimed_ns=claimed_ns, claimed_ew=claimed_ew, legal=legal)
