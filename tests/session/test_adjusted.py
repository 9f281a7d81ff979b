"""Law 12C adjusted scores as written in a session file."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelaws.errors import NotationError
from bridgelaws.session import Artificial, adjustment_text, parse_adjustment


def test_assigned() -> None:
    a = parse_adjustment('director rules 12C1a 3NT S 8 "revoke"')
    assert (a.clause, a.kind, a.reason) == ("12C1a", "assigned", "revoke")
    (o,) = a.outcomes
    assert (str(o.contract), o.declarer, o.tricks, o.weight) == ("3NT", o.declarer, 8, 1)
    assert parse_adjustment("12c1A pass").outcomes[0].contract is None


@pytest.mark.parametrize("text", [
    "12C1c 4S N 10 60%, 4S N 9 40%",
    "12C1c 4S N 10 0.6, 4S N 9 0.4",
    "12C1c 4S N 10 3/5; 4S N 9 2/5",
    "director rules 12C1c 4S N 10 60% , 4S N 9 40%",
])
def test_weighted_spellings(text: str) -> None:
    a = parse_adjustment(text)
    assert a.kind == "weighted"
    assert [o.weight for o in a.outcomes] == [Fraction(3, 5), Fraction(2, 5)]
    assert [o.tricks for o in a.outcomes] == [10, 9]


def test_artificial() -> None:
    a = parse_adjustment('12C2 avg+ a- "fouled"')
    assert a.artificial == (Artificial.PLUS, Artificial.MINUS)
    assert a.kind == "artificial" and a.outcomes == ()


@pytest.mark.parametrize("text", [
    '12C1a 4S N 10 "a reason with a \\"quote\\""',
    "12C1c 4S N 10 1/3, 4S N 9 1/3, 4H S 8 1/3",
    "12C1c 4S N 10 60%, PASS 40%",
    '12C2 A A "both partly at fault"',
])
def test_round_trip(text: str) -> None:
    a = parse_adjustment(text)
    assert parse_adjustment(adjustment_text(a)) == a


@pytest.mark.parametrize(("text", "cause"), [
    ("", "needs a clause"),
    ("12C3 4S N 10", "unknown clause"),
    ("12C1c 4S N 10 60%, 4S N 9 30%", "add up to 1, not 0.9"),
    ("12C1c 4S N 10, 4S N 9", "ends with its weight"),
    ("12C1c 4S N 10 150%, 4S N 9 40%", "at most 1"),
    ("12C1c 4S N 10 abc%", "not a weight"),
    ("12C1a 4S N 10, 4S N 9", "several weighted outcomes"),
    ("12C1a 4S N", "contract, its declarer and the tricks"),
    ("12C1a 4S N 14", "not a number of tricks"),
    ("12C1a 8S N 10", "not a contract"),
    ("12C2 A+", "A+, A or A-"),
    ("12C2 A+ B", "A+, A or A-"),
])
def test_errors(text: str, cause: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_adjustment(text)
    assert cause in str(info.value)
