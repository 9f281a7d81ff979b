"""Claim adjudication time against one double-dummy solve of the same position, in one run.

Positions are claims as they come at a table: random deals (a fixed seed) are played out
card by card with double-dummy play (endplay's DDS picks one of the best cards at random);
after a trick the side on lead claims, one time in two, when it can take all the remaining
tricks or all but one, with a statement drawn from those players make ("", "all high",
"the rest are mine", "draw trumps, then the rest", "conceding one"). One claim in eight is
made at trick one, after the opening lead (thirteen cards a hand).

For each position the benchmark times ``adjudicate`` (the worst normal line, the comparison
searches it needs, and the one DDS call it makes for the reference figure) and, alone,
one DDS best-card solve of the same position (``solve_board`` with ``OptimalOne``, the deal
built before the clock starts); both cold (a solve of another deal before each: DDS keeps
its transposition table between calls on one deal). It prints,
per number of cards a hand, the median adjudication time, the median DDS time, the median
of the per-position ratios (adjudication / DDS) and the worst adjudication time; then the
median ratio over all positions and the worst time at thirteen cards, against the limits of
issue 16 (median ratio <= 3, nothing over 2 s at thirteen cards); and how many claims' exact
search was cut off at its limit (their award comes from the narrowed search or the probes).

    python benchmarks/claims.py [--deals N] [--seed S]
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import time

from endplay.dds import solve_board
from endplay.dds.solve import SolveMode
from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Player

from bridgelaws.cards import Card, Strain
from bridgelaws.claims import Position, adjudicate, parse_statement
from bridgelaws.claims import dd as dd_module
from bridgelaws.claims.dd import double_dummy
from bridgelaws.seats import Seat

_DENOMS = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
STATEMENTS = ("", "all high", "the rest are mine", "draw trumps, then the rest",
              "conceding one")


def _deal(rng: random.Random) -> list[int]:
    cards = list(range(52))
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    for i, c in enumerate(cards):
        hands[i % 4] |= 1 << c
    return hands


def _ep_deal(hands: list[int], leader: int, strain: int, trick: list[int]) -> EpDeal:
    from bridgelaws.deal import Hand

    full = list(hands)
    for i, c in enumerate(trick):
        full[(leader + i) % 4] |= 1 << c
    deal = EpDeal("N:" + " ".join(Hand(full[s]).to_pbn() for s in range(4)))
    deal.first = Player(leader)
    deal.trump = _DENOMS[strain]
    for c in trick:
        deal.play(EpCard(str(Card.from_index(c))))
    return deal


def _winner(trick: list[int], leader: int, strain: int) -> int:
    best, bi = trick[0], 0
    for i in range(1, 4):
        c = trick[i]
        if c // 13 == best // 13:
            if c > best:
                best, bi = c, i
        elif c // 13 == strain and strain < 4:
            best, bi = c, i
    return (leader + bi) % 4


_OTHER = EpDeal("N:A... K... Q... J...")


def _flush() -> None:
    """DDS keeps its transposition table while the deal stays the same: a solve of another
    deal first makes the next solve a cold one."""
    solve_board(_OTHER)


def claims(rng: random.Random, count: int) -> list[tuple[Position, str]]:
    """``count`` claims from double-dummy play of random deals: after each trick the side on
    lead claims, one time in two, when it can take all the remaining tricks, or all but one
    (the claim a player makes when the rest is clear); one claim in eight comes at trick one,
    after the opening lead, whatever the count (the thirteen-card case)."""
    out: list[tuple[Position, str]] = []
    while len(out) < count:
        hands = _deal(rng)
        strain = rng.randrange(5)
        declarer = rng.randrange(4)
        leader = (declarer + 1) % 4
        early = rng.random() < 0.125
        trick: list[int] = []
        claim: Position | None = None
        while any(hands):
            if len(trick) == (1 if early else 0):
                deal = _ep_deal(hands, leader, strain, trick)
                solved = list(solve_board(deal))
                to_play = (leader + len(trick)) % 4
                best = max(t for _c, t in solved)
                remaining = bin(hands[to_play]).count("1") + (1 if trick else 0)
                if early or (best >= remaining - 1 and rng.random() < 0.5):
                    claim = Position((hands[0], hands[1], hands[2], hands[3]), Strain(strain),
                                     Seat(leader), Seat(to_play),
                                     tuple(Card.from_index(c) for c in trick),
                                     dummy=Seat((declarer + 2) % 4))
                    break
            else:
                solved = list(solve_board(_ep_deal(hands, leader, strain, trick)))
                best = max(t for _c, t in solved)
            ep_card = rng.choice([c for c, t in solved if t == best])
            card = Card.parse(str(ep_card)).index
            seat = (leader + len(trick)) % 4
            hands[seat] &= ~(1 << card)
            trick.append(card)
            if len(trick) == 4:
                leader = _winner(trick, leader, strain)
                trick = []
        if claim is None:
            continue
        statement = rng.choice(STATEMENTS)
        if statement.startswith("draw") and strain == 4:
            statement = "all high"
        out.append((claim, statement))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=120, help="claims to time")
    parser.add_argument("--seed", type=int, default=2017)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    positions = claims(rng, args.deals)
    double_dummy(positions[0][0])  # load the solver before timing
    rows: dict[int, list[tuple[float, float]]] = {}
    cut: list[int] = []  # the sizes of the claims whose exact search hit its limit
    for position, statement in positions:
        importlib.import_module("bridgelaws.claims.adjudicate")._MADE.clear()  # afresh,
        dd_module._solve.cache_clear()  # the DDS call made again inside the timing
        parse_statement.cache_clear()  # and the statement read afresh, as at a table
        dd = double_dummy(position)
        claimed = position.remaining_tricks if dd is None else dd
        # both timed cold: DDS keeps its transposition table between calls on one deal
        deal = _ep_deal(list(position.hands), int(position.leader), int(position.trump),
                        [c.index for c in position.trick])
        _flush()
        t2 = time.perf_counter()  # the solve alone: the deal is built outside the timing
        solve_board(deal, SolveMode.OptimalOne)
        t3 = time.perf_counter()
        _flush()
        dd_module._solve.cache_clear()
        t0 = time.perf_counter()
        ruling = adjudicate(position, position.claimer, claimed, statement)
        t1 = time.perf_counter()
        rows.setdefault(position.remaining_tricks, []).append((t1 - t0, t3 - t2))
        if not ruling.complete:
            cut.append(position.remaining_tricks)
    print(f"{'cards':>5} {'claims':>6} {'adjudicate':>11} {'DDS':>9} {'ratio':>7} {'worst':>9}")
    ratios: list[float] = []
    for size in sorted(rows):
        adj = [a for a, _d in rows[size]]
        dds = [d for _a, d in rows[size]]
        r = [a / d for a, d in rows[size]]
        ratios.extend(r)
        print(f"{size:>5} {len(adj):>6} {statistics.median(adj) * 1e3:>9.2f}ms "
              f"{statistics.median(dds) * 1e3:>7.2f}ms {statistics.median(r):>7.1f} "
              f"{max(adj) * 1e3:>7.0f}ms")
    worst13 = max((a for a, _d in rows.get(13, [])), default=0.0)
    print(f"median ratio adjudication / DDS over all claims: {statistics.median(ratios):.1f} "
          f"(limit 3)")
    # with one card a hand DDS answers in microseconds and nothing is left to choose: the
    # ratio of such claims measures the cost of making a ruling, not of searching
    several = [a / d for size, rs in rows.items() if size > 1 for a, d in rs]
    if several:
        print(f"median ratio over claims with two or more cards a hand: "
              f"{statistics.median(several):.1f} ({len(several)} claims)")
    print(f"worst adjudication at 13 cards: {worst13:.2f} s (limit 2 s)")
    print(f"exact search cut off at its limit (award from the narrowed search or the probes): "
          f"{len(cut)} of {len(positions)} claims"
          + (f" ({', '.join(str(n) for n in sorted(cut))} cards)" if cut else ""))


if __name__ == "__main__":
    main()
