"""Claim adjudication time against one double-dummy solve of the same position.

For random endings of 5 to 8 cards a hand (random trumps, leader and claimer, declarer's
side claiming seven times in ten), the benchmark times ``adjudicate`` (the worst normal
line under the statement "all high", the 70C and 70E1 comparison searches, and the one DDS
call it makes for the reference figure and bound) and, alone, endplay's ``solve_board`` on
the same position. It prints, per hand size, the median and the
worst adjudication time, the median DDS time, and their ratio (adjudication / DDS: how
many double-dummy solves one ruling costs).

    python benchmarks/claims.py [--positions N] [--sizes 5,6,7,8] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bridgelaws.cards import Strain
from bridgelaws.claims import Position, adjudicate
from bridgelaws.claims.dd import double_dummy
from bridgelaws.seats import Seat


def random_ending(rng: random.Random, size: int) -> Position:
    cards = rng.sample(range(52), 4 * size)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    claimer = Seat(rng.randrange(4))
    declarer = claimer if rng.random() < 0.7 else claimer.lho
    return Position((hands[0], hands[1], hands[2], hands[3]), Strain(rng.randrange(5)),
                    Seat(rng.randrange(4)), claimer, dummy=declarer.partner)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20, help="endings per hand size")
    parser.add_argument("--sizes", default="5,6,7,8", help="cards per hand, comma-separated")
    parser.add_argument("--seed", type=int, default=2017)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'cards':>5} {'adjudicate':>12} {'worst':>9} {'DDS':>9} {'ratio':>8}")
    ratios: list[float] = []
    for size in (int(s) for s in args.sizes.split(",")):
        adj: list[float] = []
        dds: list[float] = []
        for _ in range(args.positions):
            p = random_ending(rng, size)
            t0 = time.perf_counter()
            adjudicate(p, p.claimer, size, "all high")
            t1 = time.perf_counter()
            double_dummy(p)
            t2 = time.perf_counter()
            adj.append(t1 - t0)
            dds.append(t2 - t1)
        ratio = statistics.median(adj) / statistics.median(dds)
        ratios.append(ratio)
        print(f"{size:>5} {statistics.median(adj) * 1e3:>10.1f}ms {max(adj) * 1e3:>7.0f}ms "
              f"{statistics.median(dds) * 1e3:>7.2f}ms {ratio:>8.1f}")
    print(f"adjudication / DDS solve (median ratio over sizes): {statistics.median(ratios):.1f}")


if __name__ == "__main__":
    main()
