"""Law 77 — the Duplicate Bridge Scoring Table (WBF Laws 2017).

Pure functions, one per part of the table, added up by :func:`score`:

* **trick points** for the odd tricks bid and made (:func:`trick_score`);
* **overtrick points** (:func:`overtrick_score`);
* **premium points** for making the contract (:func:`contract_bonuses`): the part-score or
  game premium (:func:`part_score_or_game_bonus`), the slam premium (:func:`slam_bonus`) and
  the premium for making a doubled or redoubled contract (:func:`insult_bonus`);
* **undertrick points** scored by the defenders (:func:`undertrick_penalty`).

There are no honours and no rubber premiums in duplicate. A passed-out board scores 0.
The values have not changed since the 1987 Laws.

>>> from bridgelaws.cards import Strain
>>> from bridgelaws.seats import Seat, Vulnerability
>>> four_hearts = Contract(4, Strain.HEARTS, Doubling.UNDOUBLED, Seat.SOUTH)
>>> score(four_hearts, 10, vulnerable=False), score(four_hearts, 9, vulnerable=True)
(420, -100)
>>> score_ns(Contract.parse("4SX", "E"), 8, Vulnerability.EW)
500
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from bridgelaws.cards import Strain
from bridgelaws.contract import Contract, Doubling
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message
from bridgelaws.seats import Side, Vulnerability

__all__ = [
    "contract_bonuses",
    "doubling_multiplier",
    "insult_bonus",
    "odd_trick_value",
    "overtrick_score",
    "part_score_or_game_bonus",
    "score",
    "score_ns",
    "slam_bonus",
    "trick_score",
    "undertrick_penalty",
]

BOOK = 6
"""The first six tricks won by declarer are the book; odd tricks are counted above it."""

GAME_THRESHOLD = 100
"""Law 77: a contract whose trick points (doubling included) reach 100 is a game."""


# --- trick points --------------------------------------------------------------------------

def odd_trick_value(strain: Strain) -> int:
    """Law 77 trick points for one undoubled odd trick after the first.

    Clubs and diamonds 20, hearts and spades 30, notrump 30 (the first notrump trick is 40:
    see :func:`trick_score`). This is also the value of an undoubled overtrick.
    """
    return 20 if strain.is_minor else 30


def _first_odd_trick_value(strain: Strain) -> int:
    """Law 77: the first notrump odd trick is worth 40; in a suit, the usual value."""
    return 40 if strain is Strain.NOTRUMP else odd_trick_value(strain)


def doubling_multiplier(doubling: Doubling) -> int:
    """Law 77: trick points are multiplied by 2 if doubled, by 4 if redoubled."""
    return (1, 2, 4)[doubling]


def trick_score(contract: Contract) -> int:
    """Law 77 trick points for the odd tricks bid (not the overtricks), doubling included.

    The caller scores them only when the contract is made.
    """
    undoubled = _first_odd_trick_value(contract.strain) + (
        (contract.level - 1) * odd_trick_value(contract.strain)
    )
    return undoubled * doubling_multiplier(contract.doubling)


# --- overtricks ----------------------------------------------------------------------------

def _overtrick_value(strain: Strain, doubling: Doubling, vulnerable: bool) -> int:
    """Law 77 overtrick points, per trick.

    Undoubled: the trick value (20 or 30); doubled: 100 not vulnerable, 200 vulnerable;
    redoubled: 200 not vulnerable, 400 vulnerable.
    """
    if doubling is Doubling.UNDOUBLED:
        return odd_trick_value(strain)
    per_double = 200 if vulnerable else 100
    return per_double * (doubling_multiplier(doubling) // 2)


def overtrick_score(contract: Contract, overtricks: int, vulnerable: bool) -> int:
    """Law 77 overtrick points for ``overtricks`` tricks won beyond the contract.

    :raises NotationError: more overtricks than the 13 tricks allow, or fewer than 0.
    """
    most = 13 - BOOK - contract.level
    if not 0 <= overtricks <= most:
        raise NotationError(Message("{contract} can make 0 to {most} overtricks, not {count}",
                                    contract=str(contract), most=most, count=overtricks))
    return overtricks * _overtrick_value(contract.strain, contract.doubling, vulnerable)


# --- undertricks ---------------------------------------------------------------------------

def _undertrick_value(doubling: Doubling, vulnerable: bool, nth: int) -> int:
    """Law 77 undertrick points for the ``nth`` undertrick (1-based), scored by the defenders.

    Undoubled: 50 each not vulnerable, 100 each vulnerable. Doubled, not vulnerable: 100 for
    the first, 200 for the second and third, 300 for the fourth and each later one; doubled,
    vulnerable: 200 for the first, 300 for each later one. Redoubled: twice doubled.
    """
    if doubling is Doubling.UNDOUBLED:
        return 100 if vulnerable else 50
    if vulnerable:
        doubled = 200 if nth == 1 else 300
    else:
        doubled = 100 if nth == 1 else 200 if nth <= 3 else 300
    return doubled * (doubling_multiplier(doubling) // 2)


def undertrick_penalty(doubling: Doubling, undertricks: int, vulnerable: bool) -> int:
    """Law 77 undertrick points (a positive number) the defenders score for a defeated contract.

    :raises NotationError: ``undertricks`` is not 0 to 13.
    """
    if not 0 <= undertricks <= 13:
        raise NotationError(Message("a number of undertricks is 0 to 13, not {count}",
                                    count=undertricks))
    return sum(_undertrick_value(doubling, vulnerable, nth) for nth in range(1, undertricks + 1))


# --- premiums for making the contract ------------------------------------------------------

def part_score_or_game_bonus(trick_points: int, vulnerable: bool) -> int:
    """Law 77: game premium 300 not vulnerable, 500 vulnerable, when the trick points reach
    100; otherwise the part-score premium, 50."""
    if trick_points >= GAME_THRESHOLD:
        return 500 if vulnerable else 300
    return 50


def slam_bonus(level: int, vulnerable: bool) -> int:
    """Law 77: small slam (six-level) 500 not vulnerable, 750 vulnerable; grand slam
    (seven-level) 1000 not vulnerable, 1500 vulnerable; no premium below six."""
    if level == 7:
        return 1500 if vulnerable else 1000
    if level == 6:
        return 750 if vulnerable else 500
    return 0


def insult_bonus(doubling: Doubling) -> int:
    """Law 77 premium for making a doubled contract, 50, or a redoubled one, 100 (the
    "insult"), whatever the vulnerability."""
    return (0, 50, 100)[doubling]


def contract_bonuses(contract: Contract, vulnerable: bool) -> int:
    """Law 77 premium points for making ``contract``: part score or game, slam, insult."""
    return (
        part_score_or_game_bonus(trick_score(contract), vulnerable)
        + slam_bonus(contract.level, vulnerable)
        + insult_bonus(contract.doubling)
    )


# --- the result of a board -----------------------------------------------------------------

def score(contract: Contract | None, tricks: int, vulnerable: bool) -> int:
    """Law 77 score of declarer's side when declarer wins ``tricks`` tricks (0 to 13).

    Positive when the contract is made, negative (the defenders' undertrick points) when it
    is defeated; 0 for a passed-out board (``contract`` is ``None``).

    :raises NotationError: ``tricks`` is not a whole number from 0 to 13 (more than 13
        can only come from a faulty adjustment upstream: it is refused, never scored).
    """
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= 13:
        raise NotationError(Message("declarer wins 0 to 13 tricks, not {tricks}",
                                    tricks=str(tricks)))
    return _score(contract, tricks, bool(vulnerable))


@functools.lru_cache(maxsize=4096)  # a pure function of a few small values
def _score(contract: Contract | None, tricks: int, vulnerable: bool) -> int:
    if contract is None:
        return 0
    over = tricks - BOOK - contract.level
    if over < 0:
        return -undertrick_penalty(contract.doubling, -over, vulnerable)
    return (
        trick_score(contract)
        + overtrick_score(contract, over, vulnerable)
        + contract_bonuses(contract, vulnerable)
    )


def score_ns(contract: Contract | None, tricks: int, vulnerability: Vulnerability) -> int:
    """Law 77 score from North-South's viewpoint (signed) when declarer wins ``tricks``.

    Declarer's side is ``contract.declarer.side``; its vulnerability is read from
    ``vulnerability``. A passed-out board scores 0.

    :raises NotationError: ``tricks`` is not 0 to 13.
    """
    if contract is None:
        return score(None, tricks, vulnerable=False)
    side = contract.declarer.side
    points = score(contract, tricks, vulnerability.is_vulnerable(side))
    return points if side is Side.NS else -points


@dataclass(frozen=True)
class Result:
    """The outcome of a completed board (``Table.result``): the contract, declarer's tricks
    and the Law 77 score, North-South's viewpoint."""

    contract: Contract | None
    tricks_declarer: int | None
    score_ns: int
