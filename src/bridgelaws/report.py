"""The JSON result of ``bridgelaws rule --json`` (a fixed contract: DESIGN.md).

>>> from bridgelaws.seats import board_dealer, board_vulnerability
>>> from bridgelaws.deal import Deal
>>> t = Table(Deal.from_pbn("N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 "
...                         "AQ.K63.T87.AT964"), board_dealer(8), board_vulnerability(8), board=8)
>>> result_json(t)["status"]
'in-progress'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import Claim, Concession
from bridgelaws.laws import is_implemented
from bridgelaws.laws.law16_withdrawn_calls import withdrawn_calls
from bridgelaws.rulings import Kind, Ruling
from bridgelaws.table import Phase, Table

if TYPE_CHECKING:
    from bridgelaws.laws.law64_revoke_adjustment import RevokeAdjustment
    from bridgelaws.session.model import Adjustment, Outcome


def _seat(seat: object) -> str | None:
    return None if seat is None else str(seat)


def ruling_json(r: Ruling) -> dict[str, Any]:
    out: dict[str, Any] = {
        "event": r.event,
        "laws": list(r.laws),
        "offender": _seat(r.offender),
        "chooser": _seat(r.chooser),
        "options": list(r.options),
        "chosen": r.chosen,
    }
    if r.chosen_arg:
        out["chosen_arg"] = r.chosen_arg
    if r.by_conduct:
        out["by_conduct"] = True
    if r.outcomes:
        out["outcome"] = list(r.outcomes)
    return out


def contract_text(table: Table) -> str | None:
    if table.contract is not None:
        return str(table.contract)
    if table.phase is Phase.COMPLETE:
        return "passed-out"
    return None


def result_json(table: Table) -> dict[str, Any]:
    """One game's result: the fields of DESIGN.md "The JSON result", and a few more."""
    result = table.result
    pending_json: dict[str, Any] | None = None
    if table.pending_judgment is not None:
        j = table.pending_judgment
        pending_json = {"chooser": "director", "options": ["yes", "no"], "laws": [j.clause]}
    elif table.pending is not None:
        p = table.pending
        pending_json = {"chooser": _seat(p.chooser), "options": list(p.options),
                        "laws": list(p.laws)}
    out: dict[str, Any] = {
        "board": table.board,
        "edition": table.edition,
        "status": table.status,
        "contract": contract_text(table),
        "declarer": _seat(table.declarer),
        "tricks_declarer": table.tricks_declarer
        if table.contract is not None and table.result_cancelled is None else None,
        "score_ns": result.score_ns if result is not None else None,
        "rulings": [ruling_json(r) for r in table.rulings],
        "pending": pending_json,
        "judgments": [
            {"event": j.event, "clause": j.clause, "answer": j.answer}
            for j in table.judgments
        ],
        "penalty_cards": {
            str(seat): [{"card": str(pc.card), "kind": pc.kind.value, "law": pc.law}
                        for pc in cards]
            for seat, cards in table.penalty_cards.items() if cards
        },
        "barred": {str(seat): scope for seat, scope in table.barred.items()},
        "lead_restrictions": [
            {"seat": str(r.seat), "kind": r.kind, "suit": r.suit.letter, "law": r.law,
             "duration": "while-on-lead" if r.while_on_lead else "next-lead"}
            for r in table.lead_restrictions
        ],
        "irregularities": [
            {"event": i.event, "kind": i.kind.code, "law": i.kind.law,
             "offender": _seat(i.offender),
             "implemented": (i.supported and is_implemented(i.kind))
             or (i.status in ("condoned", "rectified", "ruled") and i.supported)}
            for i in table.irregularities
        ],
        "withdrawn_calls": [
            {"event": w.event, "seat": str(w.seat), "call": str(w.call), "cause": w.cause,
             "laws": list(w.laws),
             "unauthorized_for": None if w.unauthorized_for is None else str(w.unauthorized_for)}
            for w in withdrawn_calls(table)
        ],
        "not_implemented": [
            {"event": i.event, "kind": i.kind.code, "law": i.kind.law}
            for i in table.unsupported
        ],
    }
    if any(isinstance(e, Claim | Concession) for e in table.events):
        out["claim"] = claim_result(table)
    if table.adjustments:
        out["adjusted_scores"] = [adjusted_json(a, table) for a in table.adjustments]
    if table.result_cancelled is not None:
        out["result_cancelled"] = table.result_cancelled  # Law 13B2/13D: by the clause
    if table.notes:
        out["notes"] = [note.render("en") for note in table.notes]  # the notes, in English
    revokes = revokes_json(table)
    if revokes:
        out["revokes"] = revokes
    return out


def revoke_adjustment(table: Table) -> RevokeAdjustment | None:
    """Law 64 at the end of play, by the law book of the table's edition (1997 and 2017
    transfer differently)."""
    from bridgelaws.laws import lawbook_for

    found: RevokeAdjustment | None = lawbook_for(table.edition).law("61").adjustment(table)
    return found


def revokes_json(table: Table) -> list[dict[str, Any]]:
    """Each revoke (Laws 61-64): ``trick`` (1-based), ``offender``, ``card``, ``kind``
    (``follow-suit``, ``restriction``: a lead or play restriction, ``penalty-card``: a major
    penalty card not played when it had to be, Law 52), ``established``, ``corrected``,
    ``clause`` (the clause that settled it: 62A/62D, 63B then 64A1, 64A2 or a 64B exception;
    ``null`` while the Director has not ruled),
    ``transferred`` (tricks to the non-offending side) and ``equity`` (64C: the
    non-offending side's tricks had the offender followed, by double dummy, beside its tricks
    after the transfer; ``null`` when not computed)."""
    from bridgelaws.laws.law61_64_revoke import revokes_for_64

    # Laws 13B2, 13D: no table result, no transfer (the adjusted score stands in its place)
    adjusted = None if table.result_cancelled is not None else revoke_adjustment(table)
    rectified = {} if adjusted is None else {
        (r.revoke.trick, r.revoke.offender): r for r in adjusted.rectifications}
    # a penalty card not played when it had to be (Law 52, accepted) is a revoke for Law 64
    # (64B3 names it): listed with the others
    penalty_cards = {id(irr) for irr, r in revokes_for_64(table)
                     if irr.kind is Kind.PENALTY_CARD_NOT_PLAYED}
    out: list[dict[str, Any]] = []
    for irr in table.irregularities:
        if irr.kind is not Kind.REVOKE and id(irr) not in penalty_cards:
            continue
        trick = irr.facts.get("trick")
        assert isinstance(trick, int) and irr.offender is not None
        ruling = table.ruling_for(irr)
        clause: str | None = None
        transferred = 0
        found = rectified.get((trick, irr.offender))
        if found is not None:
            clause, transferred = found.clause, found.transferred
        elif ruling is not None and irr.facts.get("corrected"):
            clause = ruling.laws[0]  # 62A or 62D
        elif ruling is not None and ruling.outcomes:
            clause = ruling.outcomes[0]
        elif ruling is not None:
            clause = ruling.laws[0]
        equity = None
        if found is not None and adjusted is not None:
            equity = _equity(table, irr, trick, adjusted.tricks_of(irr.offender.side.other))
        out.append({"event": irr.event, "trick": trick + 1, "offender": str(irr.offender),
                    "card": None if irr.card is None else str(irr.card),
                    "kind": "penalty-card" if id(irr) in penalty_cards
                    else "restriction" if irr.facts.get("restriction") else "follow-suit",
                    "established": bool(irr.facts.get("established"))
                    or id(irr) in penalty_cards,
                    "corrected": bool(irr.facts.get("corrected")), "clause": clause,
                    "transferred": transferred, "equity": equity})
    return out


def _equity(table: Table, irr: Any, trick: int, after: int) -> dict[str, Any] | None:
    """Law 64C's double-dummy figure for one revoke (``None`` without endplay)."""
    from bridgelaws.claims.revoke_equity import revoke_equity

    if (trick >= len(table.tricks) or table.contract is None
            or any(t.missing is not None for t in table.tricks[:trick + 1])):
        return None  # a defective trick (Law 67) leaves no double-dummy position to solve
    position = irr.facts.get("position")
    if not isinstance(position, int):
        return None  # a penalty card not played (Law 52): no failure to follow to solve for
    played = table.tricks[trick]
    before = [(t.leader, tuple(t.cards), w) for t, w in
              zip(table.tricks[:trick], table.winners[:trick], strict=True)]
    try:
        found = revoke_equity(table.deal, before, played.cards[:position], irr.offender,
                              table.contract.strain, played.leader, after)
    except ImpossibleActionError:
        return None
    if found is None:
        return None
    return {"had_followed": found.had_followed, "after_transfer": found.after_transfer,
            "compensated": found.compensated}


def adjusted_json(adjustment: Adjustment, table: Table) -> dict[str, Any]:
    """An adjusted score (Law 12C): ``clause``, ``kind`` (assigned | weighted | artificial),
    ``outcomes`` (``{contract, declarer, tricks, weight, score_ns}``), ``artificial``
    (``[north-south, east-west]``: A+, A, A-), ``score_ns`` (assigned: its score; weighted:
    the weighted mean), ``reason``."""
    from bridgelaws.laws.book1997.law12_adjusted_score import SplitAdjustment

    def outcome(o: Outcome) -> dict[str, Any]:
        return {"contract": "passed-out" if o.contract is None else str(o.contract),
                "declarer": None if o.declarer is None else str(o.declarer),
                "tricks": o.tricks, "weight": float(o.weight),
                "score_ns": o.score_ns(table.vulnerability)}

    outcomes = [outcome(o) for o in adjustment.outcomes]
    score: float | None = None
    if outcomes:
        score = sum(float(o.weight) * o.score_ns(table.vulnerability)
                    for o in adjustment.outcomes)
    out: dict[str, Any] = {
        "clause": adjustment.clause, "kind": adjustment.kind, "outcomes": outcomes,
        "artificial": None if adjustment.artificial is None
        else [str(a) for a in adjustment.artificial],
        "score_ns": score, "reason": adjustment.reason}
    if isinstance(adjustment, SplitAdjustment):  # 1997 12C2: a result for each side
        for key, o in (("north_south", adjustment.north_south),
                       ("east_west", adjustment.east_west)):
            out[key] = None if o is None else outcome(o)
    return out


def claim_result(table: Table) -> dict[str, Any] | None:
    """The ``claim`` object (docs/claims.md): the Director's ruling on the record's last claim
    or concession (Laws 68-71), or ``None`` when there is nothing to rule on (agreed, or
    neither disputed nor brought to the Director). Present only in records with a claim."""
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem
    from bridgelaws.claims.render import claim_json

    problem = position_problem(table)
    if problem is not None:  # no position to search: the Director rules by judgment
        return _claim_without_position(table, problem.render("en"))
    ruling = cached_ruling(table)  # a stored ruling when the caller keeps them
    if ruling is None:
        return None
    out = claim_json(ruling, table.declarer, table.edition)
    judged = judged_claim_award(table)
    if ruling.awarded is None and judged is not None:
        # no award computed (a search too large): the Director's (director rules 70 <n>)
        out["awarded"], out["tricks_declarer"] = judged
    elif (ruling.awarded is not None and table.claimed_tricks_declarer is not None
          and table.phase is Phase.COMPLETE):
        # the ruling as the table applied it: the tricks quitted before the claim as they
        # stand now (a revoke the Director corrected after the claim, 62A/62D, may have
        # changed a winner) and the award (Laws 69-71)
        out["tricks_declarer"] = table.claimed_tricks_declarer
    return out


def judged_claim_award(table: Table) -> tuple[int, int | None] | None:
    """The Director's award by judgment on the last claim (``director rules 70 <n>``): the
    tricks of the remaining ones for the claimer's side, and declarer's tricks for the deal
    (before any Law 64 transfer); ``None`` when he has not ruled so."""
    claim = table.claim_event
    index = next((i for i in range(len(table.events) - 1, -1, -1)
                  if table.events[i] is claim), None) if claim is not None else None
    if index is None:
        return None
    judgment = next((j for j in reversed(table.judgments) if j.clause == "70"
                     and j.answer is not None and j.event > index), None)
    if judgment is None or judgment.answer is None or not judgment.answer.isdigit():
        return None
    return int(judgment.answer), table.claimed_tricks_declarer


def _claim_without_position(table: Table, problem: str) -> dict[str, Any] | None:
    """The ``claim`` object when the hands at the claim do not fit one trick in progress (a
    wrong number of cards not yet put right: Laws 13, 14, 67): the engine searches no line;
    the award is the Director's judgment (``director rules 70 <n>``), once he has made it."""
    from bridgelaws.events import ClaimAgreed, ClaimDisputed, DirectorCalled

    index = next((i for i in range(len(table.events) - 1, -1, -1)
                  if isinstance(table.events[i], Claim | Concession)), None)
    if index is None:
        return None
    event = table.events[index]
    assert isinstance(event, Claim | Concession)
    after = table.events[index + 1:]
    disputed = any(isinstance(e, ClaimDisputed) for e in after)
    agreed = {e.seat for e in after if isinstance(e, ClaimAgreed)}
    if not disputed and not any(isinstance(e, DirectorCalled) for e in after):
        return None  # nothing to rule on
    from bridgelaws.claims.position import table_before

    before = table_before(table, index)
    remaining = 13 - len(before.tricks)
    if isinstance(event, Concession):
        kind, claimed = "concession", remaining - event.tricks
    else:
        kind = "agreed" if not disputed and {event.seat.lho, event.seat.rho} <= agreed \
            else "claim"
        claimed = event.tricks
    awarded: int | None = None
    tricks = table.claimed_tricks_declarer
    declarer = table.declarer
    if tricks is not None and declarer is not None and table.pending_judgment is None:
        # settled: by the Director's judgment (director rules 70 <n>), or as the players
        # settled it (a concession, an agreed claim) when there was nothing he could search
        mine = tricks - sum(1 for w in before.winners if w.side is declarer.side)
        awarded = mine if event.seat.side is declarer.side else remaining - mine
    return {"kind": kind, "claimer": str(event.seat), "claimed": claimed,
            "remaining": remaining, "awarded": awarded,
            "worst_normal": None, "double_dummy": None,
            "laws": ["70"] if judged_claim_award(table) is not None or awarded is None
            else ["71"] if kind == "concession" else ["69A"],
            "statement": event.statement if isinstance(event, Claim) else "",
            "worst_line": [], "doubtful_points": [problem],
            "tricks_declarer": None if awarded is None else tricks}
