"""Random complete deals per second: the event-sourced Table against a bare loop.

Each deal: a random deal, a short random auction that ends in a contract, and random legal
play to 13 tricks. The *table* side sends every call and card through ``Table.apply`` (the
shared events of ``CallMade.of`` / ``CardPlayed.of``) and picks cards from
``table.legal_mask``, the mask form of ``legal_cards``, as the bare loop picks from its own
masks; the *bare* side does the same work with hands as
52-bit int masks, follow-suit only and the trick winner by trump, and nothing else. Both
sides consume the same random choices (one ``randrange`` per call and per card, from the
same seed), so they play the very same deals, and the bare side's result is checked
against the table's.

Rounds alternate (table, bare, table, bare, ...) so that both see the same machine state;
the medians are printed, with ``table/bare`` = table deals per second / bare deals per
second (1.00 would mean the Table costs nothing over the bare loop).

    python benchmarks/playout.py [--deals N] [--rounds R] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from operator import attrgetter

from bridgelaws.calls import ALL_BIDS, PASS, Call
from bridgelaws.cards import SUIT_MASKS, Card, Strain
from bridgelaws.deal import Deal, Hand
from bridgelaws.events import CallMade, CardPlayed
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table

PACK = list(range(52))
CARDS = tuple(map(Card.from_index, PACK))
BY_INDEX = attrgetter("index")


def random_deal_masks(rng: random.Random) -> list[int]:
    order = PACK[:]
    rng.shuffle(order)
    masks = [0, 0, 0, 0]
    for i, index in enumerate(order):
        masks[i // 13] |= 1 << index
    return masks


def random_auction(rng: random.Random) -> tuple[Seat, list[Call]]:
    """A dealer and a short auction ending in a contract: one to three rising bids, each
    followed by passes, then three passes (Law 22A)."""
    dealer = Seat(rng.randrange(4))
    calls: list[Call] = [PASS] * rng.randrange(3)
    rank = -1
    for i in range(1 + rng.randrange(3)):
        if i:  # up to two passes between bids: three would end the auction
            calls.extend([PASS] * rng.randrange(3))
        rank = min(34, rank + 1 + rng.randrange(5))
        calls.append(ALL_BIDS[rank])
        if rank == 34:
            break
    calls.extend([PASS] * 3)
    return dealer, calls


def sorted_indices(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def table_deal(rng: random.Random) -> tuple[int, int]:
    """One deal through the Table; returns (declarer's tricks, NS score)."""
    masks = random_deal_masks(rng)
    deal = Deal({s: Hand(masks[s]) for s in Seat})
    dealer, calls = random_auction(rng)
    table = Table(deal, dealer, Vulnerability.NONE)
    for call in calls:
        seat = table.to_act
        assert seat is not None
        table.apply(CallMade.of(seat, call))
    assert table.phase is Phase.PLAY and not table.irregularities
    while (seat := table.to_act) is not None:
        legal = sorted_indices(table.legal_mask)  # the bare loop's own pick
        table.apply(CardPlayed.of(seat, CARDS[legal[rng.randrange(len(legal))]]))
    result = table.result
    assert result is not None and result.tricks_declarer is not None
    return result.tricks_declarer, result.score_ns


def bare_deal(rng: random.Random) -> tuple[int, int]:
    """The same deal with bare masks: follow suit, trick winner by trump, no score."""
    hands = random_deal_masks(rng)
    dealer, calls = random_auction(rng)
    # contract: the last bid; declarer: the first of that side to name its strain
    last, last_by = None, 0
    first: dict[tuple[int, int], int] = {}
    for i, call in enumerate(calls):
        seat = (dealer + i) % 4
        if call.is_bid:
            last, last_by = call, seat
            first.setdefault((seat & 1, call.strain), seat)
    assert last is not None
    declarer = first[(last_by & 1, last.strain)]
    trump = -1 if last.strain is Strain.NOTRUMP else int(last.strain)
    leader = (declarer + 1) % 4
    won = 0
    for _ in range(13):
        seat = leader
        best_seat = seat
        best_suit = best_rank = -1
        lead_suit = -1
        for k in range(4):
            hand = hands[seat]
            if k:
                follow = hand & SUIT_MASKS[lead_suit]
                if follow:
                    hand = follow
            cards = sorted_indices(hand)
            index = cards[rng.randrange(len(cards))]
            hands[seat] &= ~(1 << index)
            suit, rank = divmod(index, 13)
            if k == 0:
                lead_suit, best_suit, best_rank, best_seat = suit, suit, rank, seat
            elif suit == best_suit:
                if rank > best_rank:
                    best_rank, best_seat = rank, seat
            elif suit == trump:
                best_suit, best_rank, best_seat = suit, rank, seat
            seat = (seat + 1) % 4
        leader = best_seat
        won += (best_seat & 1) == (declarer & 1)
    return won, 0


def run(kind: str, deals: int, seed: int) -> tuple[float, list[int]]:
    """Deals per second for ``deals`` deals, and declarer's tricks of each deal."""
    rng = random.Random(seed)
    play = table_deal if kind == "table" else bare_deal
    tricks: list[int] = []
    start = time.perf_counter()
    for _ in range(deals):
        tricks.append(play(rng)[0])
    elapsed = time.perf_counter() - start
    return deals / elapsed, tricks


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000, help="deals per round (2000)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of each (5)")
    parser.add_argument("--seed", type=int, default=2017, help="random seed (2017)")
    args = parser.parse_args(argv)
    Card.from_index(0)  # warm the imports
    rates: dict[str, list[float]] = {"table": [], "bare": []}
    for r in range(args.rounds):
        seed = args.seed + r
        table_rate, table_tricks = run("table", args.deals, seed)
        bare_rate, bare_tricks = run("bare", args.deals, seed)
        if table_tricks != bare_tricks:
            raise SystemExit("the table and the bare loop disagree on declarer's tricks")
        rates["table"].append(table_rate)
        rates["bare"].append(bare_rate)
        print(f"round {r + 1}: table {table_rate:8.1f} deals/s   bare {bare_rate:8.1f} deals/s")
    table_median = statistics.median(rates["table"])
    bare_median = statistics.median(rates["bare"])
    print(f"median: table {table_median:.1f} deals/s, bare {bare_median:.1f} deals/s "
          f"({args.deals} deals x {args.rounds} rounds)")
    print(f"table/bare = {table_median / bare_median:.2f}")


if __name__ == "__main__":
    main()
