"""Law 16C — Information from withdrawn actions (2017), for calls.

A call that was made at the table but no longer stands (cancelled, withdrawn, replaced) is
a *withdrawn call*. For the non-offending side all information from it is authorized (16C1);
for the offending side, information from its own withdrawn calls and from the opponents'
is unauthorized (16C2): a player of that side may not choose, from among logical
alternatives, one the withdrawn call could demonstrably have suggested. Whether it did is the
Director's judgment (class J) at the end of play; the engine records the facts.

16C2 does not apply when the withdrawn call was replaced by a comparable call (23B; 27B1a,
27B1b; the comparable outcomes of 30B1b, 31A2, 31B, 32A2, 32B; the repetition of 31A1,
32A1).

The withdrawn calls are derived, not stored: the calls that stand (``table.auction``) are
matched to the calls made (``table.calls_made``, :func:`standing_events`); every other call
made was withdrawn. The irregularity that caused it (:func:`cause_of`) is the one about that
very call (its own irregularity, or the Director's 21B1 ruling on it), else a change of call
(25) that replaced it, else the latest auction irregularity before it; the offender's side is
the offending side.

Law 21B (misinformation) is the case where the *non-offending* side withdraws a call: the
misinformed player's call changed under 21B1a, and his LHO's call changed under 21B2. Both
were withdrawn because of the opponents' misinformation: information from them is authorized
for the misinformed side (16C1) and unauthorized for the side that misinformed (16C2; 21B2
says "but Law 16C applies"). The laws listed are 21B1a for the misinformed player's call and
21B2 for his LHO's.

A call out of rotation repeated as Law 31A1 or 32A1 requires (RHO passed) is the same call
replacing the one cancelled under 29B, a comparable call by definition: 23B, 16C2 does not
apply. A call the Director judges comparable under 26A is the same (26A: "Law 16C does not
apply"), except after a change of call (25B), which keeps 16C whatever the Director rules
under 26A: 25B3 says Law 16C applies to any call withdrawn or cancelled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.events import OptionChosen
from bridgelaws.rulings import Irregularity, Kind, WithdrawnCall
from bridgelaws.seats import Seat, Side

if TYPE_CHECKING:
    from bridgelaws.table import Table

#: outcomes after which 16C2 does not apply to the withdrawn call (23B, 27B1)
COMPARABLE = frozenset({"23B", "27B1a", "27B1b", "30B1b", "31A1", "31A2a", "31B2", "32A1",
                        "32A2a", "32B2"})

#: irregularities of the auction period (the ones that withdraw calls)
AUCTION_KINDS = frozenset({
    Kind.CALL_OUT_OF_ROTATION, Kind.INSUFFICIENT_BID, Kind.INADMISSIBLE_CALL,
    Kind.CALL_BY_BARRED_PLAYER, Kind.BID_ABOVE_SEVEN, Kind.CALL_AFTER_AUCTION,
    Kind.CHANGE_OF_CALL, Kind.REQUIRED_CALL_NOT_MADE, Kind.MISINFORMATION})


def standing_events(table: Table) -> list[int | None]:
    """The event number of each call that stands, in auction order; ``None`` for a pass a
    law put in place of a call (28A, 37B, 38C), which no one made.

    The calls made are matched to the standing ones in order; a call made but not matched
    was withdrawn. One exception to the order: a call changed under Law 21B1a or 21B2 is
    made (at the choice) after calls that stand behind it — the LHO's call kept under 21B2,
    or re-placed while he chooses. Right after such a changed call, the next standing call
    is first looked for among the calls made, not yet matched, between the standing call
    before the change and the change itself; only then forward.

    A pass put in place of a call is not told apart from a pass made, so matching in order
    can give it a pass its seat made later, and leave the calls made in between unmatched
    (the bid, double or redouble among them that stands included). So when a call other than
    a pass is left unmatched, the latest pass before it whose being put in place of a call
    lets that call be matched, and keeps matched every call made matched so far, is taken as
    such (a call a law made itself, as the repetition ruled under 31A1, stays unmatched: no
    pass qualifies); again, until no such call is left."""
    entries = table.auction.entries
    substituted: frozenset[int] = frozenset()
    out = _matched(table, substituted)
    lost = _first_lost(entries, out)
    while lost is not None:
        for i in range(lost - 1, -1, -1):
            if i in substituted or not entries[i][1].is_pass or out[i] is None:
                continue
            trial = _matched(table, substituted | {i})
            later = _first_lost(entries, trial)
            if (later is None or later > lost) and set(out) - {None} <= set(trial):
                substituted, out, lost = substituted | {i}, trial, later
                break
        else:
            break
    return out


def _first_lost(entries: tuple[tuple[Seat, Call], ...], out: list[int | None]) -> int | None:
    """The position of the first call other than a pass that stands and was matched to no
    call made: a misalignment, unless a law made that call itself (31A1)."""
    return next((i for i, ((_, call), event) in enumerate(zip(entries, out, strict=True))
                 if event is None and not call.is_pass), None)


def _matched(table: Table, substituted: frozenset[int]) -> list[int | None]:
    """:func:`standing_events` with the passes at the positions ``substituted`` taken as put
    in place of a call."""
    made = table.calls_made
    out: list[int | None] = []
    used: set[int] = set()
    k = 0
    for index, (seat, call) in enumerate(table.auction.entries):
        if index in substituted:
            out.append(None)
            continue
        j: int | None = _kept_behind_a_change(table, seat, call, out, used)
        if j is None:
            j = k
            while j < len(made) and not (made[j][0] is seat and made[j][1] is call):
                j += 1
            if j == len(made):
                out.append(None)
                continue
            k = j + 1
        out.append(made[j][2])
        used.add(j)
    return out


def _kept_behind_a_change(table: Table, seat: Seat, call: Call, out: list[int | None],
                          used: set[int]) -> int | None:
    """The index in ``calls_made`` of ``seat``'s ``call`` that stands right after a call
    changed at an option (21B), made before that change; or None."""
    changed = out[-1] if out else None
    if changed is None or not isinstance(table.events[changed - 1], OptionChosen):
        return None
    floor = max((e for e in out[:-1] if e is not None), default=0)
    for j in range(len(table.calls_made) - 1, -1, -1):
        s, c, e = table.calls_made[j]
        if j not in used and s is seat and c is call and floor < e < changed:
            return j
    return None


def offending_side(irr: Irregularity) -> Side | None:
    side = irr.facts.get("offending_side")
    if isinstance(side, Side):
        return side
    return irr.offender.side if irr.offender is not None else None


def cause_of(table: Table, seat: Seat, event: int,
             irregular: list[Irregularity]) -> Irregularity | None:
    """The auction irregularity that withdrew ``seat``'s call made at ``event``:

    * the one whose ruling named it among the calls it cancelled (17D3);
    * else the one about that very call — the latest recorded, since a 21B1 ruling on a call
      comes after the call's own irregularity, if it had one;
    * else a change of call (25) by the same seat at his next call, which withdrew this one
      (25A, 25B1): the cause then comes *after* the call;
    * else the latest one before it (a call cancelled with or after an earlier irregularity:
      21B2, 36A, 38)."""
    named = [i for i in irregular if event in _withdrew(i)]
    if named:
        return named[-1]
    same = [i for i in irregular if i.event == event]
    if same:
        return same[-1]
    nxt = next((e for s, _, e in table.calls_made if s is seat and e > event), None)
    if nxt is not None:
        change = next((i for i in irregular if i.event == nxt and i.kind is Kind.CHANGE_OF_CALL
                       and i.offender is seat), None)
        if change is not None:
            return change
    before = [i for i in irregular if i.event < event]
    if not before:
        return None
    latest = max(i.event for i in before)
    return [i for i in before if i.event == latest][-1]


def _withdrew(irr: Irregularity) -> tuple[int, ...]:
    """The events of the calls a ruling on ``irr`` cancelled with it, when it keeps them
    (17D3: the passes from the missed turn on)."""
    events = irr.facts.get("withdrew", ())
    return events if isinstance(events, tuple) else ()


def _laws(table: Table, cause: Irregularity, seat: Seat) -> tuple[str, ...]:
    if cause.kind is Kind.MISINFORMATION:
        return ("21B1a",) if cause.facts.get("hand") is seat else ("21B2",)
    if cause.kind is Kind.BID_ABOVE_SEVEN:
        return ("38B",)  # cancelled with every later call; 38C/38D say what follows
    ruling = table.ruling_for(cause)
    if ruling is None:
        return ()
    outcomes = tuple(ruling.outcomes)
    chosen = ruling.chosen
    if chosen is None:
        return outcomes or ruling.laws
    if any(o.startswith(chosen) for o in outcomes):
        return outcomes  # 27B -> 27B2: the outcome names the option
    return (chosen, *outcomes)  # 29B then 31A1; 25B1 then 26A


def _undecided(table: Table, cause: Irregularity) -> bool:
    if cause.status == "open":
        return True
    p = table.pending
    return p is not None and p.event == cause.event and p.kind is cause.kind


def _comparable(cause: Irregularity, laws: tuple[str, ...]) -> bool:
    """Whether the call withdrawn under ``laws`` was replaced by a comparable call. A call
    made instead of the one 31A1 or 32A1 required, cancelled by the Director, was replaced by
    that repetition: comparable only if he judged it so (26A)."""
    if cause.kind is Kind.REQUIRED_CALL_NOT_MADE:
        return "26A" in laws
    return any(o in COMPARABLE for o in laws) or (
        "26A" in laws and cause.kind is not Kind.CHANGE_OF_CALL)


def withdrawn_calls(table: Table) -> list[WithdrawnCall]:
    """Every call made that no longer stands, with its 16C status."""
    standing = set(standing_events(table))
    irregular = [i for i in table.irregularities if i.kind in AUCTION_KINDS]
    out: list[WithdrawnCall] = []
    for seat, call, event in table.calls_made:
        if event in standing:
            continue
        cause = cause_of(table, seat, event, irregular)
        if cause is not None and _undecided(table, cause):
            continue  # not withdrawn (yet): the Director has not ruled, or no one has chosen
        laws: tuple[str, ...] = ()
        side = None
        if cause is not None:
            laws = _laws(table, cause, seat)
            side = offending_side(cause)
            if cause.event == event and _comparable(cause, laws):
                side = None  # 23B / 27B1 / 26A: replaced by a comparable call
        out.append(WithdrawnCall(seat=seat, call=call, event=event,
                                 cause=None if cause is None else cause.event,
                                 laws=laws, unauthorized_for=side))
    return out
