"""The claim search's shortcuts (issue 16, speed) against plain enumeration: the lower bounds
at trick boundaries (:meth:`LineSearch._sure_tricks`, :meth:`LineSearch._wins_next`), the
early stop of :meth:`LineSearch.at_most`, the probe and the line played in C, and the small
endings' own double-dummy solver (:func:`bridgelaws.claims._csearch.double_dummy`) against
DDS. A bound that overstated the claimer's tricks on a single line would change an award:
each is checked here against every normal line and every defence, played out one by one."""

from __future__ import annotations

import importlib
import random

import pytest

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import Position, parse_statement
from bridgelaws.claims.search import LineSearch, Model
from bridgelaws.seats import Seat
from tests.claims.test_csearch import STATEMENTS, ending

search_module = importlib.import_module("bridgelaws.claims.search")
dd_module = importlib.import_module("bridgelaws.claims.dd")

compiled = pytest.mark.skipif(search_module._csearch is None,
                              reason="the C search is not compiled")


def enumerate_lines(s: LineSearch, hands: tuple[int, int, int, int], leader: int,
                    trick: tuple[int, ...], si: int, sa: int, cur: int, voids: int,
                    od: int) -> int:
    """The fewest tricks the claimer's side takes from here: every normal line and every
    defence played to the end (the model's choices, no memo, no bound, no shortcut)."""
    if len(trick) == 4:
        w = s._winner(trick, leader)
        won = 1 if s.side[w] else 0
        if not any(hands):
            return won
        return won + enumerate_lines(s, hands, w, (), si, sa, cur, voids, od)
    seat = (leader + len(trick)) % 4
    out = 99
    for card, _rule, si2, sa2, cur2 in s._choices_py(hands, leader, trick, seat, si, sa, cur,
                                                     voids, od):
        h2, v2, od2 = s._after(hands, trick, seat, card, voids, od)
        out = min(out, enumerate_lines(s, h2, leader, (*trick, card), si2, sa2, cur2, v2,
                                       od2))
    return out


def _endings(count: int, sizes: tuple[int, ...]) -> list[tuple[Position, str, Model]]:
    rng = random.Random(16)
    out = []
    for _ in range(count):
        p = ending(rng.randrange(10**9), rng.choice(sizes), rng.randrange(5),
                   rng.randrange(4), rng.randrange(4))
        model = Model(aware=rng.choice([None, True, False]), informed=rng.random() < 0.3,
                      claims_all=rng.random() < 0.5)
        out.append((p, rng.choice(STATEMENTS), model))
    return out


@pytest.mark.parametrize("pure", [True, False])
def test_the_bounded_search_is_plain_enumeration(pure: bool) -> None:
    """The search with its bounds, memo and shortcuts gives the value of playing out every
    normal line against every defence, in both engines."""
    if not pure and search_module._csearch is None:
        pytest.skip("the C search is not compiled")
    for p, text, model in _endings(160, (1, 2, 3, 4)):
        s = LineSearch(p, parse_statement(text), model)
        s._use_c = not pure
        root = (p.hands, int(p.leader), tuple(c.index for c in p.trick), 0, 0, -1,
                p.known_voids, 0)
        assert s.worst() == enumerate_lines(s, *root), (p, text, model)


def test_the_bounds_never_overstate_a_line() -> None:
    """At the start of each ending (a trick boundary): the trumps that cannot be overtaken,
    and the next trick when it is sure, are at most what the claimer's side takes on its worst
    line from there. (The search applies them at every boundary; the enumeration test above
    checks the values they lead to.)"""
    checked = [0, 0]
    for p, text, model in _endings(120, (2, 3, 4)):
        if p.trick:
            continue
        s = LineSearch(p, parse_statement(text), model)
        exact = enumerate_lines(s, p.hands, int(p.leader), (), 0, 0, -1, p.known_voids, 0)
        sure = s._sure_tricks(p.hands)
        assert sure <= exact
        if s._wins_next(p.hands, int(p.leader), 0, 0, -1, p.known_voids, 0):
            assert exact >= 1
            checked[1] += 1
        checked[0] += sure > 0
    assert checked[0] and checked[1]  # both bounds did bite on some of these endings


def test_the_sure_trumps_of_a_hand() -> None:
    """Spades trumps: South's AQ9865 against the opponents' K742 -- the king can beat the
    queen and the seven one of the small ones, whatever is played: four tricks are sure;
    dummy's J3 gives nothing more (the two hands' trumps may fall together). At no trumps
    nothing is sure."""
    pbn = "N:J3.AK.32. K7.QJ.54. AQ9865... 42.T9.76."
    p = Position.from_hands(pbn, trump=Strain.SPADES, leader=Seat.SOUTH, claimer=Seat.SOUTH,
                            dummy=Seat.NORTH)
    s = LineSearch(p, parse_statement(""))
    assert s._sure_tricks(p.hands) == 4
    assert enumerate_lines(s, p.hands, int(Seat.SOUTH), (), 0, 0, -1, 0, 0) >= 4
    nt = Position.from_hands(pbn, trump=Strain.NOTRUMP, leader=Seat.SOUTH,
                             claimer=Seat.SOUTH, dummy=Seat.NORTH)
    assert LineSearch(nt, parse_statement(""))._sure_tricks(nt.hands) == 0


def test_a_lead_that_cannot_lose_the_trick() -> None:
    """No trumps, North on lead with SAK and H2: the model leads the spade ace (C1: a winner
    from the top, not the heart two), which takes the trick whatever is played. East on lead
    instead may lead a heart, which West's five can win: no sure trick."""
    p = Position.from_hands("N:AK.2.. Q3.3.. J4.4.. T5.5..", trump=Strain.NOTRUMP,
                            leader=Seat.NORTH, claimer=Seat.NORTH, dummy=Seat.SOUTH)
    s = LineSearch(p, parse_statement(""))
    assert [c[0] for c in s._choices_py(p.hands, 0, (), 0, 0, 0, -1, 0, 0)] == [51]
    assert s._wins_next(p.hands, int(Seat.NORTH), 0, 0, -1, 0, 0)
    assert not s._wins_next(p.hands, int(Seat.EAST), 0, 0, -1, 0, 0)


@compiled
def test_at_most_stops_at_the_first_line_and_keeps_no_false_value() -> None:
    """``at_most`` answers as the full search does, searching no more positions than the
    full search with the same bound, and leaves a memo the full search can go on from (as
    LineSearch._gain does)."""
    for p, text, model in _endings(80, (3, 4, 5)):
        stmt = parse_statement(text)
        for pure in (True, False):
            full = LineSearch(p, stmt, model)
            full._use_c = not pure
            value = full.worst()
            for k in range(max(0, value - 1), value + 2):
                quick = LineSearch(p, stmt, model)
                quick._use_c = not pure
                assert quick.at_most(k) == (value <= k)
                first = quick.nodes
                assert quick.worst() == value  # after at_most, from its memo
                exact = LineSearch(p, stmt, model)
                exact._use_c = not pure
                assert (exact._root(k + 1) <= k) == (value <= k)
                assert first <= exact.nodes


@compiled
def test_the_probe_and_the_line_in_c_are_the_python_ones() -> None:
    for p, text, model in _endings(60, (5, 6, 7)):
        stmt = parse_statement(text)
        c, py = LineSearch(p, stmt, model), LineSearch(p, stmt, model)
        py._use_c = False
        assert c.probe(12) == py.probe(12)
        value = c.worst()
        assert py.worst() == value
        assert c.worst_line(value) == py.worst_line(value)
        assert c.nodes == py.nodes


@compiled
def test_the_small_endings_solver_is_dds() -> None:
    """Endings of one to seven cards a hand (:data:`bridgelaws.claims.dd.SMALL`; a trick in
    progress or not, every strain): the C solver's figure is DDS's."""
    from bridgelaws.claims import _csearch

    assert dd_module.SMALL == 7
    rng = random.Random(2017)
    for _ in range(400):
        size = rng.randint(1, 7)
        p = ending(rng.randrange(10**9), size, rng.randrange(5), rng.randrange(4),
                   rng.randrange(4))
        trick = tuple(c.index for c in p.trick)
        ours = _csearch.double_dummy(*p.hands, int(p.leader), trick, int(p.trump))
        dd_module._solve.cache_clear()
        from endplay import _dds

        future = _dds.futureTricks()
        _dds.SolveBoard(dd_module._deal(p.hands, int(p.trump), int(p.leader), trick), -1, 1, 1,
                        future, 0)
        assert ours == int(future.score[0]), p


@compiled
def test_the_small_endings_solver_refuses_a_broken_position() -> None:
    from bridgelaws.claims import _csearch

    with pytest.raises(ValueError, match="do not fit"):
        _csearch.double_dummy(1, 2, 4, 0, 0, (), 4)
    with pytest.raises(ValueError, match="strain"):
        _csearch.double_dummy(1, 2, 4, 8, 0, (), 5)
    assert _csearch.double_dummy(1, 2, 4, 8, 0, (), 4) == 0  # West's club five wins
    assert _csearch.double_dummy(1 << 51, 2, 4, 8, 0, (), 4) == 1  # North's spade ace
    assert Card.from_index(51).index == 51


def test_a_line_replays_only_where_every_play_is_a_choice() -> None:
    """``replays`` (the 70E1 comparison's shortcut, adjudicate._gain): the worst line is a
    line of its own search; cut short, or with the claimer's side's first card swapped for
    one the model does not allow there, it is not."""
    from bridgelaws.claims.search import Play

    checked = 0
    for p, text, model in _endings(80, (3, 4, 5)):
        s = LineSearch(p, parse_statement(text), model)
        line = s.worst_line()
        assert s.replays(line)
        assert not s.replays(line[:-1])  # the deal is not played to its end
        first = line[0]
        if first.rule is None:
            continue
        seat = int(first.seat)
        root = (p.hands, int(p.leader), tuple(c.index for c in p.trick), seat, 0, 0, -1,
                p.known_voids, 0)
        allowed = {x[0] for x in s._choices(*root)}
        legal = p.hands[seat]
        if p.trick and legal & (0x1FFF << (13 * (p.trick[0].index // 13))):
            legal &= 0x1FFF << (13 * (p.trick[0].index // 13))
        wrong = [c for c in range(52) if legal >> c & 1 and c not in allowed]
        if wrong:
            bad = [Play(first.seat, Card.from_index(wrong[0]), first.rule), *line[1:]]
            assert not s.replays(bad)
            checked += 1
    assert checked


def test_a_defender_who_claims_sees_dummys_cards_as_threats() -> None:
    """No trumps, East (a defender) claims both tricks with SQ and HA; dummy (North) holds
    SK and DK. East sees dummy: the SQ is no winner, the HA is. So the normal line cashes the
    HA first and loses only the spade: 1 trick. Reckoning only the cards he cannot see, the
    queen passed for a winner and the worst line led it first: dummy's SK, then DK, took both
    tricks (found in review: the cards of dummy were left out of a defender's masters)."""
    from bridgelaws.claims import adjudicate

    p = Position.from_hands("N:K..K. Q.A.. 2..2. 3.2..", trump=Strain.NOTRUMP,
                            leader=Seat.EAST, claimer=Seat.EAST, dummy=Seat.NORTH)
    s = LineSearch(p, parse_statement(""))
    east = p.hands[int(Seat.EAST)]
    assert s._masters(p.hands, east, 0) == Card.parse("HA").mask
    ruling = adjudicate(p, Seat.EAST, 2, "")
    assert ruling.awarded == 1 and ruling.double_dummy == 1
    assert str(ruling.worst_line[0].card) == "HA"
