"""The C claim search (``bridgelaws.claims._csearch``) against the pure-Python one it ports
(:class:`~bridgelaws.claims.search.LineSearch` with ``BRIDGELAWS_PURE_PYTHON``): on random
endings, every statement step, every model switch and the narrowed search, the same worst
line value, the same line, the same choices at every play of it, the same node count (so the
same budget cut-off) and the same memo; and the casebook ruled the same by both."""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.cards import Strain
from bridgelaws.claims import Position, parse_statement
from bridgelaws.claims.search import LineSearch, Model, SearchBudgetExceeded
from bridgelaws.claims.statement import Statement
from bridgelaws.seats import Seat

search_module = importlib.import_module("bridgelaws.claims.search")
adjudicate_module = importlib.import_module("bridgelaws.claims.adjudicate")

pytestmark = pytest.mark.skipif(search_module._csearch is None,
                                reason="the C search is not compiled")

#: every step type of the statement language, and the switches the statement sets
STATEMENTS = [
    "", "all high", "the rest are mine", "draw trumps, then run the diamonds",
    "draw the last trump, then hearts", "cash SA SK then conceding a heart", "finesse the HQ",
    "finesse hearts", "ruff a club in dummy", "ruff two clubs in dummy",
    "ruff a diamond in hand", "crossruff", "heart to dummy", "cross to hand",
    "cross to dummy with the CA", "four diamonds, then a heart to my ace",
    "king of diamonds to knock out the ace", "drive out the SA", "one loser",
    "conceding two clubs", "lose a spade", "throwing a spade on the DK", "squeeze",
    "squeeze in clubs, then the rest", "trumps are drawn", "unblock the hearts", "overtake",
    "6 diamonds, 5 spades and 2 clubs", "three hearts", "run the spades from the top",
    "diamonds from the top, heart to dummy, rest of the diamonds",
    "снимаю козыри, затем бубны", "импас ♥Д", "отдам пику", "перекрёстная игра",
    "отыграю ♠Т ♠К", "побью трефу", "забираю все",
]

#: the node budget of each search in the parity test: large enough for most endings, small
#: enough for the Python search to be quick; a cut-off must then come at the same node
BUDGET = 4_000


def test_the_statements_cover_every_step_type() -> None:
    codes: set[int] = set()
    for text in STATEMENTS:
        p = Position.from_hands("N:AK.AK.AK.AK2 QJ.QJ.QJ.QJ3 T9.T9.T9.T94 87.87.87.875",
                                trump=Strain.HEARTS, leader=Seat.SOUTH, claimer=Seat.SOUTH,
                                dummy=Seat.NORTH)
        codes |= {step[0] for step in LineSearch(p, parse_statement(text)).steps}
    assert codes == set(range(9))


@dataclass(frozen=True)
class Ending:
    position: Position
    statement: Statement
    model: Model
    narrow: bool


def ending(seed: int, size: int, strain: int, claimer: int, in_trick: int) -> Position:
    """Four hands of ``size`` cards (the trick in progress included), ``in_trick`` cards of
    it played (following suit), known voids (some of the true ones, and those the trick
    shows), a dummy (declarer's side or a defender's claim, or none) and, sometimes, the
    defenders' penalty cards."""
    rng = random.Random(seed)
    cards = rng.sample(range(52), 4 * size)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    leader = rng.randrange(4)
    in_trick = min(in_trick, 3)
    trick: list[int] = []
    voids = 0
    for i in range(in_trick):
        seat = (leader + i) % 4
        held = [c for c in range(52) if hands[seat] >> c & 1]
        if trick:
            led = trick[0] // 13
            follow = [c for c in held if c // 13 == led]
            if not follow:
                voids |= 1 << (seat * 4 + led)
            held = follow or held
        card = rng.choice(held)
        hands[seat] &= ~(1 << card)
        trick.append(card)
    for seat in range(4):
        for suit in range(4):
            if not hands[seat] >> (13 * suit) & 0x1FFF and rng.random() < 0.4:
                voids |= 1 << (seat * 4 + suit)
    roll = rng.random()
    declarer = (claimer if roll < 0.6 else claimer ^ 2 if roll < 0.7 else (claimer + 1) % 4)
    dummy: Seat | None = Seat(declarer ^ 2) if rng.random() < 0.9 else None
    major = minor = 0
    if rng.random() < 0.25:
        defenders = hands[declarer ^ 1] | hands[declarer ^ 3]
        held = [c for c in range(52) if defenders >> c & 1]
        for c in rng.sample(held, min(len(held), rng.randint(1, 2))):
            if rng.random() < 0.5:
                major |= 1 << c
            else:
                minor |= 1 << c
    from bridgelaws.cards import Card

    return Position((hands[0], hands[1], hands[2], hands[3]), Strain(strain), Seat(leader),
                    Seat(claimer), tuple(Card.from_index(c) for c in trick), known_voids=voids,
                    dummy=dummy, major_penalty=major, minor_penalty=minor)


@st.composite
def endings(draw: st.DrawFn) -> Ending:
    size = draw(st.integers(1, 6))
    position = ending(draw(st.integers(0, 10**9)), size, draw(st.integers(0, 4)),
                      draw(st.integers(0, 3)), draw(st.integers(0, 3)) if size > 1 else 0)
    model = Model(aware=draw(st.sampled_from([None, True, False])), informed=draw(st.booleans()),
                  claims_all=draw(st.booleans()))
    return Ending(position, parse_statement(draw(st.sampled_from(STATEMENTS))), model,
                  draw(st.booleans()))


def search(e: Ending, c: bool, budget: int | None = BUDGET) -> LineSearch:
    s = LineSearch(e.position, e.statement, e.model, budget=budget)
    s.narrow = e.narrow
    s._use_c = c
    return s


def worst(s: LineSearch) -> int | None:
    try:
        return s.worst()
    except SearchBudgetExceeded:
        return None


def memo(s: LineSearch) -> tuple[int, int]:
    engine = s._engine
    return engine.memo_sizes() if engine is not None else (len(s.exact), len(s.lower))


@settings(max_examples=300, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(endings())
def test_the_c_search_is_the_python_search(e: Ending) -> None:
    py, c = search(e, False), search(e, True)
    assert worst(c) == worst(py)
    assert c._engine is not None and py._engine is None
    assert c.nodes == py.nodes  # the same positions searched: the same cut-off
    assert c.proved == py.proved
    assert memo(c) == memo(py)
    p = e.position
    root = (p.hands, int(p.leader), tuple(x.index for x in p.trick), int(p.to_play), 0, 0, -1,
            p.known_voids, 0)
    assert c._choices(*root) == py._choices_py(*root)
    if c.nodes > BUDGET:
        return
    # the line, card by card, with the choices of both engines at every play of it
    line = c.worst_line()
    assert line == py.worst_line()
    hands, leader = p.hands, int(p.leader)
    trick = root[2]
    si, sa, cur, voids, od = 0, 0, -1, p.known_voids, 0
    for play in line:
        seat = (leader + len(trick)) % 4
        assert int(play.seat) == seat
        args = (hands, leader, trick, seat, si, sa, cur, voids, od)
        choices = c._choices(*args)
        assert choices == py._choices_py(*args)
        match = [x for x in choices if x[0] == play.card.index]
        if not match and e.narrow and not c.side[seat]:
            # a line against the double-dummy defence (LineSearch.dd_line): the opponents
            # play any legal card, not only the narrowed ones
            c.narrow = False
            match = [x for x in c._choices(*args) if x[0] == play.card.index]
            c.narrow = True
        card, _rule, si, sa, cur = match[0]
        hands, voids, od = c._after(hands, trick, seat, card, voids, od)
        trick = (*trick, card)
        if len(trick) == 4:
            leader, trick = c._winner(trick, leader), ()


@settings(max_examples=60, derandomize=True, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(endings(), st.integers(0, 6), st.integers(1, 400))
def test_bounds_and_budgets_agree(e: Ending, k: int, budget: int) -> None:
    """``at_most`` (a bound below the value) and small budgets: the same answer, the same
    node at which the search is cut off."""
    py, c = search(e, False, budget), search(e, True, budget)
    results = []
    for s in (py, c):
        try:
            results.append((s.at_most(k), s.nodes))
        except SearchBudgetExceeded:
            results.append((None, s.nodes))
    assert results[0] == results[1]


def test_nodes_budget_and_memo_reset() -> None:
    p = ending(7, 5, 2, 0, 0)
    c = LineSearch(p, parse_statement(""))
    c._use_c = True
    value = c.worst()
    engine = c._engine
    assert engine is not None and engine.nodes == c.nodes > 0
    assert memo(c) != (0, 0)
    engine.clear()
    assert memo(c) == (0, 0)
    engine.budget = 5
    assert engine.budget == 5
    engine.budget = None
    assert engine.budget is None
    again = LineSearch(p, parse_statement(""))
    again._use_c = True
    assert again.worst() == value


def test_the_environment_chooses_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    p = ending(3, 3, 4, 1, 1)
    monkeypatch.setenv("BRIDGELAWS_PURE_PYTHON", "1")
    pure = LineSearch(p, parse_statement("all high"))
    pure.worst()
    assert pure._engine is None
    monkeypatch.delenv("BRIDGELAWS_PURE_PYTHON")
    fast = LineSearch(p, parse_statement("all high"))
    assert fast.worst() == pure.worst()
    assert fast._engine is not None


def _casebook() -> list[object]:
    from tests.claims.test_casebook import CASES

    return list(CASES)


@pytest.mark.parametrize("case", _casebook(), ids=lambda c: c.name)  # type: ignore[attr-defined]
def test_the_casebook_is_ruled_the_same_by_both_engines(
        case: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every casebook record ruled with the C search and with the Python one: the same
    ruling, line and completeness (the budgets are set small here so that the Python search
    stays quick; both engines get the same)."""
    from bridgelaws.claims import rule_on_claim
    from bridgelaws.record import loads
    from bridgelaws.table import Table
    from tests.claims.test_casebook import HERE

    monkeypatch.setattr(adjudicate_module, "MAIN_BUDGET", 20_000)
    monkeypatch.setattr(adjudicate_module, "NARROW_BUDGET", 20_000)
    monkeypatch.setattr(adjudicate_module, "COMPARISON_BUDGET", 10_000)
    path = HERE / f"{case.name}.pbn"  # type: ignore[attr-defined]
    rulings = []
    for pure in ("1", ""):
        monkeypatch.setenv("BRIDGELAWS_PURE_PYTHON", pure)
        adjudicate_module._MADE.clear()
        (game,) = loads(path.read_text(encoding="utf-8"), file=str(path))
        ruling = rule_on_claim(Table.from_game(game, file=str(path)))
        assert ruling is not None
        rulings.append((ruling.awarded, ruling.laws, ruling.worst_normal, ruling.worst_line,
                        ruling.complete, ruling.doubtful_points))
    adjudicate_module._MADE.clear()
    assert rulings[0] == rulings[1]
