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
    from bridgelaws.seats import Seat
    from bridgelaws.table import Table

KINDS = (Kind.CONTESTED_CLAIM,)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    # through the cache: a replay by a caller that keeps its rulings (the web console's
    # ruling log) is handed the ruling made when the event was first recorded, not a new search
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem

    table.cancel_play_after_claim()  # Law 68D: he rules from the cards held at the claim
    claim = table.claim_event
    if claim is None:  # the last attempt was no concession (68B2): play went on
        r = Ruling(event=irr.event, laws=("68B2",), offender=None, chooser=None, options=(),
                   kind=irr.kind)
        r.choice_event = table.event_number
        r.outcomes.append("68B2")
        return r
    # a defective trick not yet rectified (Law 67), or a hand with a wrong number of cards
    # at the claim (Law 13 not yet rectified, Law 14), leaves hands of different lengths: no
    # position to search, the Director rules by judgment
    defective = table.trick_missing is not None or any(t.missing is not None
                                                       for t in table.tricks)
    decided = None if defective or position_problem(table) is not None else cached_ruling(
        table, director=True)
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
    table.settle_claim_by_ruling(_declarer_tricks(table, decided.claimer, decided.awarded))
    return r


def _declarer_tricks(table: Table, claimer: Seat, awarded: int) -> int:
    """Declarer's tricks once ``awarded`` of the remaining tricks go to ``claimer``'s side:
    the tricks quitted before the claim, as they stand now (a revoke the Director had
    corrected since, 62A/62D, may have changed a winner), and the remaining ones shared by
    the award (never more than 13 in all). Play after the claim is cancelled first."""
    declarer = table.declarer
    assert declarer is not None
    won = sum(1 for w in table.winners if w.side is declarer.side)
    remaining = 13 - len(table.tricks)
    awarded = min(max(awarded, 0), remaining)
    return won + (awarded if claimer.side is declarer.side else remaining - awarded)


def settlement_changes(table: Table) -> bool:
    """A concession, or a claim both opponents agreed to, brought to the Director: whether
    his ruling (Law 71: a trick no normal play could lose is restored; 69B: agreement
    withdrawn) changes the tricks it settled. When it does not, it stands as it is."""
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem

    declarer = table.declarer
    if declarer is None or position_problem(table) is not None:
        return False  # no position to search: what the players settled stands
    decided = cached_ruling(table, director=True)
    if decided is None or decided.awarded is None:
        return False
    return (_declarer_tricks(table, decided.claimer, decided.awarded)
            != table.claimed_tricks_declarer)


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
    table.cancel_play_after_claim()  # Law 68D: the tricks won are those before the claim
    table.settle_claim_by_ruling(_declarer_tricks(table, judgment.offender, n))


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Laws 68-71 offer no options")
