"""Session scoring speed: a 1,000-board session with 15 results per board.

Each result is a random contract (level, strain, doubling, declarer) and a number of
tricks near the contract, at 15 tables (North-South pairs 1-15, East-West 16-30); one
result in 200 is a weighted adjusted score (Law 12C1c) and one in 500 an artificial one
(12C2). Timed, on the same results:

* **baseline**: the Law 77 score of every result (``scoring.score_ns``), nothing else;
* **mp / butler / cross-imp**: building the session's results (their Law 77 scores
  included) and scoring it by that method, ranking included;
* **read**: reading the session back from the PBN 2.1 file that ``dumps_session`` writes.

Rounds alternate the measurements; medians are printed, with each one's ratio to the
baseline measured in the same run (compare ratios, not seconds: the machine and its load
cancel out).

    python benchmarks/session_scoring.py [--boards N] [--tables T] [--rounds R] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from fractions import Fraction

from bridgelaws.cards import Strain
from bridgelaws.contract import Contract, Doubling
from bridgelaws.scoring import score_ns
from bridgelaws.seats import Seat, board_dealer, board_vulnerability
from bridgelaws.session import (
    Adjustment,
    Artificial,
    Board,
    Method,
    Outcome,
    Session,
    dumps_session,
    loads_session,
    score_session,
    table_result,
)

Raw = tuple[int, str, str, Outcome, Adjustment | None]


def random_outcome(rng: random.Random) -> Outcome:
    level = rng.randint(1, 7)
    doubling = Doubling(rng.choices((0, 1, 2), (90, 9, 1))[0])
    contract = Contract(level, Strain(rng.randrange(5)), doubling, Seat(rng.randrange(4)))
    tricks = max(0, min(13, level + 6 + rng.randint(-3, 2)))
    return Outcome(contract, tricks)


def random_session(boards: int, tables: int, rng: random.Random) -> list[Raw]:
    raw: list[Raw] = []
    for board in range(1, boards + 1):
        for table in range(1, tables + 1):
            adjustment = None
            roll = rng.random()
            if roll < 1 / 500:
                adjustment = Adjustment("12C2", (), (Artificial.PLUS, Artificial.MINUS))
            elif roll < 1 / 500 + 1 / 200:
                a, b = random_outcome(rng), random_outcome(rng)
                adjustment = Adjustment("12C1c", (
                    Outcome(a.contract, a.tricks, Fraction(3, 5)),
                    Outcome(b.contract, b.tricks, Fraction(2, 5))))
            raw.append((board, str(table), str(tables + table), random_outcome(rng),
                        adjustment))
    return raw


def baseline(raw: list[Raw]) -> int:
    total = 0
    for board, _, _, outcome, _ in raw:
        total += score_ns(outcome.contract, outcome.tricks, board_vulnerability(board))
    return total


def build(raw: list[Raw]) -> Session:
    by_board: dict[int, list[Raw]] = {}
    for item in raw:
        by_board.setdefault(item[0], []).append(item)
    boards = []
    for number, items in by_board.items():
        vul = board_vulnerability(number)
        results = tuple(table_result(number, ns, ew, vul, outcome, adjustment=adjustment)
                        for _, ns, ew, outcome, adjustment in items)
        boards.append(Board(number, board_dealer(number), vul, None, results))
    return Session(tuple(boards))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=15)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    raw = random_session(args.boards, args.tables, rng)
    text = dumps_session(score_session(build(raw), Method.MATCHPOINTS))

    def scorer(method: Method) -> Callable[[], object]:
        return lambda: score_session(build(raw), method)

    tasks: dict[str, Callable[[], object]] = {
        "baseline": lambda: baseline(raw),
        "mp": scorer(Method.MATCHPOINTS),
        "butler": scorer(Method.BUTLER),
        "cross-imp": scorer(Method.CROSS_IMPS),
        "read": lambda: loads_session(text),
    }
    times: dict[str, list[float]] = {name: [] for name in tasks}
    for _ in range(args.rounds):
        for name, task in tasks.items():
            start = time.perf_counter()
            task()
            times[name].append(time.perf_counter() - start)
    base = statistics.median(times["baseline"])
    print(f"{args.boards} boards x {args.tables} results = {len(raw)} results, "
          f"{args.rounds} rounds (medians)")
    for name, values in times.items():
        seconds = statistics.median(values)
        print(f"{name:>10}: {seconds:8.3f} s   x{seconds / base:7.1f} baseline")


if __name__ == "__main__":
    main()
