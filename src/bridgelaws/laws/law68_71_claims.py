"""Laws 68–71 at the table — claims and concessions brought to the Director (2017).

Detection (:meth:`Table._on_claim_reaction`): an opponent disputes a claim, or a concession is
disputed (the conceder's partner at once: Law 68B2, handled by the table: there is no
concession and play continues). When the Director is called, :mod:`bridgelaws.claims`
adjudicates: Law 70 for a contested claim (the worst normal line consistent with the
statement, against any defence), Law 71 for a concession (tricks that could not be lost by
any normal play are restored). The award sets the tricks of the deal and the board is over.

When the exact search is too large (an early claim with long hands) no award is computed:
the Director rules by judgment, ``director rules 70 <n>`` — the number of the remaining tricks
awarded to the claimer's side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CONTESTED_CLAIM,)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    from bridgelaws.claims import rule_on_claim

    # a defective trick not yet rectified (Law 67) leaves hands of different lengths: no
    # position to search, the Director rules by judgment
    defective = table.trick_missing is not None or any(t.missing is not None
                                                       for t in table.tricks)
    decided = None if defective else rule_on_claim(table, director=True)
    claim = table.claim_event
    assert claim is not None
    r = Ruling(event=irr.event, laws=("70",) if decided is None else decided.laws,
               offender=None, chooser=None, options=(), kind=irr.kind)
    r.choice_event = table.event_number
    if decided is None or decided.awarded is None:
        remaining = 13 - len(table.tricks)  # the trick in progress included
        r.outcomes.append("70A")
        if decided is not None:
            r.explanation = (decided.decision,)
        table.ask(Judgment("70", irr.event, Message(
            "How many of the {remaining} remaining tricks go to the claimer's side (Law 70)? "
            "director rules 70 <n>", remaining=remaining), offender=claim.seat,
            expects="number", facts={"remaining": remaining}))
        return r
    r.outcomes.extend(law for law in decided.laws if law not in r.outcomes)
    r.explanation = (decided.decision,)
    declarer = table.declarer
    assert declarer is not None
    tricks = decided.tricks_for(declarer.side)
    assert tricks is not None
    table.settle_claim_by_ruling(tricks)
    return r


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 70 <n>``: the Director's award when the engine computed none."""
    remaining = judgment.facts["remaining"]
    assert isinstance(remaining, int) and judgment.offender is not None
    try:
        n = int(answer)
    except ValueError:
        n = -1
    if not 0 <= n <= remaining:
        raise ImpossibleActionError(Message(
            "director rules 70 needs the number of tricks awarded, 0 to {remaining}",
            remaining=remaining))
    declarer = table.declarer
    assert declarer is not None
    won = sum(1 for w in table.winners if w.side is declarer.side)
    mine = n if judgment.offender.side is declarer.side else remaining - n
    table.settle_claim_by_ruling(won + mine)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Laws 68-71 offer no options")
