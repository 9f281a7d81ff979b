"""Laws 38 and 39 — Bid of more than seven; call after the final pass (2017). Both are
mechanical: applied when detected.

* **38A/38B** a bid of more than seven is never accepted: when the Director is called it is
  cancelled together with every call made after it.
* **38C** a pass is substituted (when the bid was made at the offender's turn; a bid of more
  than seven out of rotation is only cancelled) and both members of the offending side must
  pass for the rest of the auction.
* **38D** 26B and 72C may apply — unless the offender's LHO called after the infraction and
  before the rectification.
* **39A** calls after the final pass are cancelled.
* **39B** no further rectification for a pass by a defender, for any call by the future
  declarer or dummy, or when the offender's LHO calls (after the final pass too) before
  rectification.
* **39C** otherwise — a bid, double or redouble by a defender — Law 26B may apply: at his
  partner's first turn to lead (the opening lead, if it is his), declarer may prohibit a suit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import PASS
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.BID_ABOVE_SEVEN, Kind.CALL_AFTER_AUCTION)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """38B: a call made after a bid of more than seven, before the Director rules, does not
    stand: it is cancelled with the bid when he comes (True: the call is taken)."""
    if irr.kind is not Kind.BID_ABOVE_SEVEN or not isinstance(event, CallMade):
        return False
    assert irr.offender is not None
    cancelled = irr.facts.get("cancelled", [])
    assert isinstance(cancelled, list)
    if not cancelled and event.seat is irr.offender.lho:
        irr.facts["lho_called"] = True
    irr.facts["cancelled"] = [*cancelled, table.event_number]
    return True


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """38B–38D, applied when the Director is called: no one chooses."""
    assert irr.offender is not None and irr.call is not None
    r = Ruling(event=irr.event, laws=("38",), offender=irr.offender, chooser=None,
               options=(), kind=irr.kind, outcomes=["38B", "38C"])
    r.choice_event = table.event_number
    if irr.facts.get("lho_called"):
        r.outcomes.append("38D")  # no 26B, no 72C
    else:
        table.withdrawn.append((irr.offender, irr.call, irr.event))
    table.bar(irr.offender, "throughout")
    table.bar(irr.offender.partner, "throughout")
    if irr.offender is table.auction.to_call:
        table.legal_call(irr.offender, PASS)
    # else: the bid was also out of rotation; the substituted pass cannot take another
    # player's turn: the bid is cancelled, and the player whose turn it was calls
    return r


def detected(table: Table, irr: Irregularity) -> None:
    assert irr.offender is not None and irr.call is not None
    if irr.kind is Kind.BID_ABOVE_SEVEN:
        return  # rectified when the Director comes (``ruling``)
    irr.status = "rectified"
    r = Ruling(event=irr.event, laws=("39",), offender=irr.offender, chooser=None,
               options=(), kind=irr.kind, outcomes=["39A"])
    table.rulings.append(r)
    _lho_called(table, irr)
    if (table.contract is not None and table.is_defender(irr.offender)
            and not irr.call.is_pass and not table.tricks and not table.trick_cards):
        table.withdrawn.append((irr.offender, irr.call, irr.event))
        r.outcomes.append("39C")
        leader = table.trick_leader
        if leader is irr.offender.partner:
            table.set_leader(leader)  # 26B: his partner is on opening lead: declarer first
        return
    r.outcomes.append("39B")


def _lho_called(table: Table, irr: Irregularity) -> None:
    """39B: the offender's LHO called over a call after the final pass, right after it (no
    Director in between): no further rectification for that call — 26B does not apply."""
    assert irr.offender is not None
    prev = next((i for i in reversed(table.irregularities) if i is not irr), None)
    if (prev is None or prev.kind is not Kind.CALL_AFTER_AUCTION or prev.offender is None
            or prev.call is None or irr.offender is not prev.offender.lho
            or prev.event != irr.event - 1):
        return
    entry = (prev.offender, prev.call, prev.event)
    if entry not in table.withdrawn:
        return
    table.withdrawn.remove(entry)
    prev_ruling = table.ruling_for(prev)
    if prev_ruling is not None and "39C" in prev_ruling.outcomes:
        prev_ruling.outcomes[prev_ruling.outcomes.index("39C")] = "39B"
    p = table.pending
    if p is not None and p.laws == ("26B",) and p.offender is prev.offender:
        table.pending = None
        table.rulings.remove(p)
        table.lead_choices_made.discard((-1, prev.offender.partner, frozenset()))
