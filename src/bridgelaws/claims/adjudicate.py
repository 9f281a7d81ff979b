"""Contested claims and concessions: the Director's ruling (Laws 68B2, 69, 70, 71).

:func:`adjudicate` rules on a contested claim (Law 70): the claimer's side is awarded the
tricks it takes on the worst *normal* line consistent with the statement against the best
defence (70A: every doubtful point goes against the claimer; 70C: an outstanding trump not
mentioned; 70D1: no unstated successful line when a less successful normal one exists; 70D2:
a defender's claim does not rely on his partner's choice; 70E1: no unstated finesse). Tricks
the claim conceded that could not be lost by any normal play are restored (Law 71).

:func:`rule_on_claim` reads a :class:`~bridgelaws.table.Table` whose last claim or concession
is disputed, or on which the Director was called, and returns the ruling.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import lru_cache

from bridgelaws.cards import Card
from bridgelaws.claims.dd import after_plays, double_dummy
from bridgelaws.claims.position import Position, claim_index, position_at_claim
from bridgelaws.claims.search import LineSearch, Model, Play, SearchBudgetExceeded
from bridgelaws.claims.statement import Statement, parse_statement
from bridgelaws.events import (
    CardPlayed,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
)
from bridgelaws.i18n import Message, nmessage
from bridgelaws.seats import Seat, Side
from bridgelaws.table import Table

__all__ = ["ClaimRuling", "adjudicate", "adjudicate_concession", "rule_on_claim"]


@dataclass(frozen=True)
class ClaimRuling:
    """The Director's ruling on a claim or concession.

    ``claimed``, ``awarded``, ``worst_normal`` and ``double_dummy`` count tricks of the
    ``remaining`` ones (the trick in progress included) for the claimer's side; ``won_before``
    are the tricks it had already won. ``kind`` is ``claim`` (Law 70), ``concession``
    (Law 71), ``agreed`` (Law 69) or ``no-concession`` (Law 68B2: partner objected at once;
    ``awarded`` is then ``None`` and play continues).
    """

    kind: str
    claimer: Seat
    claimed: int
    remaining: int
    awarded: int | None
    won_before: int
    worst_normal: int | None
    double_dummy: int | None
    statement: Statement
    laws: tuple[str, ...]
    decision: Message
    worst_line: tuple[Play, ...] = ()
    doubtful_points: tuple[Message, ...] = ()
    position: Position | None = None
    #: every normal line was examined (``False``: the search was stopped at its limit and the
    #: award is the worst line found, as a doubtful point says)
    complete: bool = True

    @property
    def decisive(self) -> tuple[int, int] | None:
        """The play of the worst line that decides the award: its index in ``worst_line`` and
        the claimer's side's tricks (of the remaining ones) with best play after it; ``None``
        when the line loses nothing to double dummy. Computed when first asked (a DDS solve
        after each play of the claimer's side up to it), then remembered."""
        if self.position is None or self.worst_normal is None or self.double_dummy is None:
            return None
        if self.worst_normal >= self.double_dummy:
            return None
        return _decisive(self.position, self.worst_line, self.double_dummy)

    def tricks_for(self, side: Side) -> int | None:
        """The tricks of the whole deal for ``side`` once the ruling is applied."""
        if self.awarded is None or self.position is None:
            return None
        p = self.position
        won = p.won_ns if side is Side.NS else p.won_ew
        mine = self.awarded if side is self.claimer.side else self.remaining - self.awarded
        return won + mine


#: positions the exact search for the worst normal line may visit (about half a second with
#: the C search, :mod:`bridgelaws.claims._csearch`; the pure-Python one, the fallback, takes
#: some 60 to 90 times longer for the same positions and the same result)
MAIN_BUDGET = 1_500_000

#: positions the narrowed search may visit when the exact one was too large (about a
#: second): the opponents then play only their highest, lowest and cheapest winning cards
#: and discard the lowest card of a suit (:meth:`LineSearch._narrow`)
NARROW_BUDGET = 4_000_000

#: positions the comparison searches (70C, 70E1) may visit (a few tenths of a second): they
#: only choose which clause to cite, so they are cut off rather than left to run; the award
#: never depends on them. Nor may they take a ruling past the positions the exact and the
#: narrowed search may visit together (:data:`MAIN_BUDGET` + :data:`NARROW_BUDGET`): after a
#: narrowed search that used most of those, the comparison gets what is left
COMPARISON_BUDGET = 1_000_000

#: rulings already made in this process, by what they depend on (a report asks for the same
#: ruling several times: the fold when the Director is called, the JSON, the text)
_MADE: dict[tuple[object, ...], ClaimRuling] = {}
_MADE_LIMIT = 256


def _remember(key: tuple[object, ...], ruling: ClaimRuling) -> ClaimRuling:
    if len(_MADE) >= _MADE_LIMIT:
        _MADE.pop(next(iter(_MADE)))
    _MADE[key] = ruling
    return ruling


@dataclass(frozen=True)
class _Worst:
    """The worst normal line: its tricks, the line, and how it was found: ``exact`` (every
    normal line and every defence), ``narrowed`` (every normal line against the opponents'
    main plays) or ``probed`` (the lowest of many lines played at random)."""

    tricks: int
    line: tuple[Play, ...]
    how: str = "exact"
    proved: int = 0
    #: the positions the searches visited to find it
    nodes: int = 0


_NORMAL = Model()


def _worst(position: Position, stmt: Statement, dd: int | None,
           model: Model = _NORMAL) -> tuple[LineSearch, _Worst]:
    """The worst normal line: searched exactly within :data:`MAIN_BUDGET`; failing that,
    against the opponents' main plays within :data:`NARROW_BUDGET`; failing that, the lowest
    of the lines the probes play."""
    search = LineSearch(position, stmt, model, budget=MAIN_BUDGET)
    try:
        worst = search.worst(dd)
        return search, _Worst(worst, tuple(search.worst_line(worst)), nodes=search.nodes)
    except SearchBudgetExceeded:
        pass
    narrow = LineSearch(position, stmt, model, budget=NARROW_BUDGET)
    narrow.narrow = True
    try:
        worst = narrow.worst(dd)
        return search, _Worst(worst, tuple(narrow.worst_line(worst)), "narrowed", search.proved,
                              search.nodes + narrow.nodes)
    except SearchBudgetExceeded:
        pass
    probe = LineSearch(position, stmt, model)
    value, line = probe.probe(256)
    return search, _Worst(value, tuple(line), "probed", search.proved)


def _gain(position: Position, stmt: Statement, model: Model, worst: int,
          dd: int | None, narrow: bool = False, used: int = 0,
          line: tuple[Play, ...] = ()) -> int | None:
    """The value of the search under ``model`` when it is above ``worst``; ``worst``
    otherwise; ``None`` when the search was cut off: it may visit :data:`COMPARISON_BUDGET`
    positions, and no more than the ruling's searches, which visited ``used``, have left of
    :data:`MAIN_BUDGET` + :data:`NARROW_BUDGET`. ``narrow``: against the opponents' main
    plays, as the worst line was found; ``line``, when given, the worst line (``worst``
    tricks): when it is a line of the variant too, it answers without a search (at eight or
    more cards a hand, where a search costs more than playing the line through)."""
    variant = LineSearch(position, stmt, model)
    variant.narrow = narrow
    if line and position.remaining_tricks >= 8 and variant.replays(line):
        return worst
    budget = min(COMPARISON_BUDGET, MAIN_BUDGET + NARROW_BUDGET - used)
    if budget <= 0:
        return None
    variant.budget = budget
    try:
        if variant.at_most(worst):
            return worst
        return variant.worst(dd, lower=worst + 1)
    except SearchBudgetExceeded:
        return None


@lru_cache(maxsize=256)
def _decisive(position: Position, line: tuple[Play, ...], dd: int) -> tuple[int, int] | None:
    return decisive_play(position, line, dd)


def decisive_play(position: Position, line: tuple[Play, ...],
                  dd: int | None) -> tuple[int, int] | None:
    """The first play of the claimer's side in ``line`` after which the side can no longer
    take ``dd`` tricks even with best play (the careless play that decides the award), with
    what best play still gives after it; ``None`` if the line never falls below ``dd``."""
    if dd is None:
        return None
    mine = position.claimer.side
    before = position.won_by_claimer
    cards: list[Card] = []
    for i, play in enumerate(line):
        cards.append(play.card)
        if play.rule is None or play.seat.side is not mine:
            continue
        after = after_plays(position, cards)
        won = (after.won_ns if mine is Side.NS else after.won_ew) - before
        total = won + ((double_dummy(after) or 0) if after.remaining_tricks else 0)
        if total < dd:
            return (i, total)
    return None


def _seats(seats: list[Seat]) -> Message:
    if len(seats) == 1:
        return seats[0].as_message()
    return Message("{first} and {second}", first=seats[0].as_message(),
                   second=seats[1].as_message())


def _with_claimer(position: Position, claimer: Seat) -> Position:
    if position.claimer is claimer:
        return position
    return dataclasses.replace(position, claimer=claimer, played=position.played)


def _statement(statement: Statement | str) -> Statement:
    return parse_statement(statement) if isinstance(statement, str) else statement


def _cut_short(w: _Worst) -> Message:
    if w.how == "narrowed":
        return Message("Too many lines to examine them all against every defence: the normal "
                       "lines were examined against the opponents' main plays (their highest, "
                       "lowest and cheapest winning card; their lowest card of a suit when "
                       "discarding). The award is the worst of them ({tricks} tricks); a "
                       "defence outside these could do better: the Director may rule otherwise "
                       "(director rules 70 <n>).", tricks=w.tricks)
    return Message("Too many lines to examine them all: the award is the worst of the normal "
                   "lines played out ({tricks} tricks). A line still worse may exist: the "
                   "Director may rule otherwise (director rules 70 <n>).", tricks=w.tricks)


def adjudicate(position: Position, claimer: Seat, claimed: int,
               statement: Statement | str = "") -> ClaimRuling:
    """Rule on a contested claim of ``claimed`` of the remaining tricks (Law 70).

    The award is the worst normal line for the claimer (70A, 70C, 70D, 70E), or more when
    the claim conceded tricks that no normal play could lose (Law 71). The double-dummy
    figure (endplay's DDS) is reported beside it and bounds the searches (no normal line
    beats best play); it never decides.
    """
    position = _with_claimer(position, claimer)
    stmt = _statement(statement)
    key = ("claim", position, claimer, claimed, stmt.text)
    made = _MADE.get(key)
    if made is not None:
        return made
    remaining = position.remaining_tricks
    dd = double_dummy(position)
    model = Model(claims_all=claimed >= remaining)
    search, w = _worst(position, stmt, dd, model)
    worst = w.tricks
    settled = dd is not None and worst >= dd  # nothing a variant could gain
    laws = ["70A"]
    points: list[Message] = []
    if stmt.is_empty:
        points.append(Message("No line of play was stated (or none understood): every normal "
                              "order of play is considered (Laws 68C, 70A)."))
    for text in stmt.free_text:
        points.append(Message("Not understood, treated as no statement: “{text}”.", text=text))
    if not stmt.ordered:
        points.append(Message("The statement counts tricks suit by suit: a count is not an "
                              "order of play, so every normal order is considered (68C)."))
    if w.how != "exact":
        points.append(_cut_short(w))
    trumps = position.opponents_trumps()
    explained = worst
    cut: list[str] = []
    narrow = w.how == "narrowed"
    if trumps and not search.aware and search.lost_to_forgotten(w.line):
        # 70C: the statement does not mention the trump (1), so it is at all likely the
        # claimer was unaware of it (2), and the worst normal line loses a trick to it (3)
        laws.append("70C")
        explained = dd if dd is not None else worst
        holders = sorted({position.hand_of(c) for c in trumps})
        if stmt.believes_no_trumps:
            points.append(nmessage(
                "The claimer said no trump is out, but the trump {cards} is still held by "
                "{seats}: he was unaware of it, and a normal (careless) order of play loses a "
                "trick to it (70C).",
                "The claimer said no trump is out, but the trumps {cards} are still held by "
                "{seats}: he was unaware of them, and a normal (careless) order of play loses "
                "a trick to them (70C).",
                len(trumps), cards=" ".join(c.symbol for c in trumps), seats=_seats(holders)))
        else:
            points.append(nmessage(
                "The statement does not mention the trump {cards} still held by {seats}: it is "
                "at all likely the claimer was unaware of it, and a normal (careless) order of "
                "play loses a trick to it (70C).",
                "The statement does not mention the trumps {cards} still held by {seats}: it is "
                "at all likely the claimer was unaware of them, and a normal (careless) order of "
                "play loses a trick to them (70C).",
                len(trumps), cards=" ".join(c.symbol for c in trumps), seats=_seats(holders)))
    informed = worst if settled or w.how == "probed" else _gain(
        position, stmt, dataclasses.replace(model, aware=search.aware, informed=True), worst,
        dd, narrow, w.nodes, w.line)
    if informed is None:
        cut.append("70E1")
        informed = worst
    if informed > explained:
        laws.append("70E1")
        points.append(nmessage(
            "Knowing where the missing cards are would gain {n} trick, but no finesse or "
            "guess was stated and no opponent had shown out: a line that depends on finding "
            "one opponent rather than the other with a particular card is not accepted (70E1).",
            "Knowing where the missing cards are would gain {n} tricks, but no finesse or "
            "guess was stated and no opponent had shown out: a line that depends on finding "
            "one opponent rather than the other with a particular card is not accepted (70E1).",
            informed - worst))
    for clause in cut:
        points.append(Message("The comparison that would show whether Law {clause} applies "
                              "was cut off (too many positions): the clause is not cited; the "
                              "award does not depend on it.", clause=clause))
    best = dd if dd is not None else informed
    if worst < best:
        laws.append("70D1")
        points.append(Message("A more successful line exists ({best} tricks with best play), "
                              "but it is not the stated one and a less successful normal line "
                              "exists: it is not accepted (70D1).", best=best))
    defender = position.dummy is not None and position.dummy.side is not claimer.side
    if defender and worst < claimed:
        laws.append("70D2")
        points.append(Message("A defender's claim: no part of it that depends on his partner "
                              "choosing a particular play among normal alternatives is "
                              "accepted (70D2)."))
    awarded = worst
    if worst > claimed:
        laws.append("71")
        points.append(nmessage(
            "The claim conceded {n} trick that could not be lost by any normal play: the "
            "concession is cancelled for it (Law 71).",
            "The claim conceded {n} tricks that could not be lost by any normal play: the "
            "concession is cancelled for them (Law 71).", worst - claimed))
    decision = Message("The claimer's side is awarded {awarded} of the {remaining} remaining "
                       "tricks (claimed {claimed}).", awarded=awarded, remaining=remaining,
                       claimed=claimed)
    return _remember(key, ClaimRuling(
        "claim", claimer, claimed, remaining, awarded, position.won_by_claimer, worst, dd,
        stmt, tuple(laws), decision, w.line, tuple(points), position, w.how == "exact"))


def adjudicate_concession(position: Position, conceder: Seat, conceded: int,
                          statement: Statement | str = "") -> ClaimRuling:
    """A concession of ``conceded`` of the remaining tricks stands, except that a conceded
    trick that could not be lost by any normal play of the remaining cards is restored
    (Law 71). ``statement``: the line the conceder stated, when the concession amends his
    own claim (the normal plays are those of that line)."""
    position = _with_claimer(position, conceder)
    stmt = _statement(statement)
    remaining = position.remaining_tricks
    kept = remaining - conceded
    key = ("concession", position, conceder, conceded, stmt.text)
    made = _MADE.get(key)
    if made is not None:
        return made
    dd = double_dummy(position)
    _search, w = _worst(position, stmt, dd)
    worst, line = w.tricks, w.line
    awarded = max(kept, worst)
    points: list[Message] = [] if w.how == "exact" else [_cut_short(w)]
    if worst > kept:
        points.append(nmessage(
            "{n} conceded trick could not be lost by any normal play: the concession is "
            "cancelled for it (Law 71).",
            "{n} conceded tricks could not be lost by any normal play: the concession is "
            "cancelled for them (Law 71).", worst - kept))
        decision = Message("The concession is cancelled in part: the conceding side keeps "
                           "{awarded} of the {remaining} remaining tricks.", awarded=awarded,
                           remaining=remaining)
    else:
        decision = Message("The concession stands: the conceding side keeps {awarded} of the "
                           "{remaining} remaining tricks (Law 71).", awarded=awarded,
                           remaining=remaining)
    return _remember(key, ClaimRuling(
        "concession", conceder, kept, remaining, awarded, position.won_by_claimer, worst, dd,
        stmt, ("71",), decision, line, tuple(points), position, w.how == "exact"))


def rule_on_claim(table: Table, *, director: bool = False) -> ClaimRuling | None:
    """The ruling on the table's last claim or concession, or ``None`` when there is
    nothing to rule on (no claim; or a claim neither disputed nor brought to the Director).
    With ``director`` the Director is taken to have been called (``bridgelaws claim``).

    * a defender's concession his partner objects to at once: no concession (Law 68B2);
    * a concession brought to the Director: it stands, less the tricks no normal play
      could lose (Law 71);
    * a claim agreed by both opponents and then brought to the Director: it stands (69A),
      except tricks the claimer could not win even with best play (69B);
    * a disputed claim, or one the Director was called to: Law 70 (:func:`adjudicate`).
    """
    index = claim_index(table)
    if index is None:
        return None
    event = table.events[index]
    after = table.events[index + 1:]
    disputed = [e.seat for e in after if isinstance(e, ClaimDisputed)]
    agreed = {e.seat for e in after if isinstance(e, ClaimAgreed)}
    director = director or any(isinstance(e, DirectorCalled) for e in after)
    position = position_at_claim(table)
    if isinstance(event, Concession):
        first = after[0] if after else None
        if (table.is_defender(event.seat) and isinstance(first, ClaimDisputed)
                and first.seat is event.seat.partner):
            remaining = position.remaining_tricks
            return ClaimRuling(
                "no-concession", event.seat, remaining - event.tricks, remaining, None,
                position.won_by_claimer, None, None, Statement(), ("68B2",),
                Message("Partner objected at once: there is no concession; play "
                                 "continues (Law 68B2). Information from the attempt is "
                                 "unauthorized for the partner (Law 16C)."),
                position=position)
        if not disputed and not director:
            return None
        # a concession that amends the conceder's own claim (no card played between) keeps
        # the line he stated with the claim
        earlier = next((e for e in reversed(table.events[:index])
                        if isinstance(e, Claim | CardPlayed)), None)
        stated = (earlier.statement if isinstance(earlier, Claim)
                  and earlier.seat.side is event.seat.side else "")
        return adjudicate_concession(position, event.seat, event.tricks, stated)
    assert isinstance(event, Claim)
    claimer = event.seat
    if not disputed and {claimer.lho, claimer.rho} <= agreed:
        if not director:
            return None
        return _agreed(position, event)
    if not disputed and not director:
        return None
    return adjudicate(position, claimer, event.tricks, event.statement)


def _agreed(position: Position, event: Claim) -> ClaimRuling:
    """Law 69: an agreed claim stands; agreement may be withdrawn for a trick the agreeing
    side would likely have won (69B). The engine withdraws it only for tricks the claimer
    could not win even with best play (the double-dummy figure), and leaves any other
    "likely" to the Director."""
    remaining = position.remaining_tricks
    stmt = parse_statement(event.statement)
    key = ("agreed", position, event.seat, event.tricks, stmt.text)
    made = _MADE.get(key)
    if made is not None:
        return made
    dd = double_dummy(position)
    _search, w = _worst(position, stmt, dd)
    worst = w.tricks
    best = dd if dd is not None else worst
    if best < event.tricks:
        awarded = best
        laws: tuple[str, ...] = ("69B",)
        decision = Message("Agreement withdrawn for the tricks the claimer could not win even "
                           "with best play: {awarded} of the {remaining} remaining tricks "
                           "(Law 69B).", awarded=awarded, remaining=remaining)
    elif worst > event.tricks:
        # the claim conceded tricks no normal play of the stated line could lose: the
        # concession in it is cancelled for them (Law 71), agreement or not
        awarded = worst
        laws = ("69A", "71")
        decision = Message("The claim was agreed, but it conceded {n} trick(s) that could not "
                           "be lost by any normal play: the claimer's side keeps {awarded} of "
                           "the {remaining} remaining tricks (Laws 69A, 71).",
                           n=worst - event.tricks, awarded=awarded, remaining=remaining)
    else:
        awarded = event.tricks
        # a claim of fewer than all concedes the rest (68B1): Law 71 was looked at
        laws = ("69A", "71") if event.tricks < remaining else ("69A",)
        decision = Message("The claim was agreed by both opponents: it stands, {awarded} of "
                           "the {remaining} remaining tricks (Law 69A).", awarded=awarded,
                           remaining=remaining)
    points = (Message("Law 69B (“would likely have won”) is a judgment: the Director may "
                      "withdraw agreement for more tricks than the engine does."),)
    return _remember(key, ClaimRuling(
        "agreed", event.seat, event.tricks, remaining, awarded, position.won_by_claimer, worst,
        dd, stmt, laws, decision, w.line, points, position, w.how == "exact"))
