"""Write the claim casebook's table records from its cases (``case.py``, ``cases_*.py``).

For each case the builder deals the cards not in the ending and plays them out before the
claim as *filler* tricks: everyone follows suit, except that a seat the case says has shown
out of a suit (``shown_out``, Law 70E1) discards in that suit's tricks, and nobody else ever
shows out. The last filler trick is won by the seat that leads the trick in progress, and
declarer's side wins ``declarer_won`` of them. Run it after changing a case, then read the
diff::

    .venv/bin/python tests/claims/casebook/build.py [NAME-PART ...]

The records, not this script, are the casebook: ``test_casebook.py`` reads the ``.pbn`` files
and their ``% ruling:`` lines. ``check`` (used by the tests) rebuilds a case in memory.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from case import Case  # noqa: E402  (the casebook is a folder of scripts, not a package)

from bridgelaws.cards import Card, Rank, Strain, Suit  # noqa: E402
from bridgelaws.deal import Deal, Hand  # noqa: E402
from bridgelaws.seats import Seat, board_dealer, board_vulnerability  # noqa: E402


class BuildError(Exception):
    """A case that cannot be written as a legal table record."""


@dataclass(frozen=True)
class _Trick:
    """A filler trick before its seats are placed: the suit led, the cards that follow suit
    (the highest one wins unless the trick is ruffed) and, per void seat, its discard."""

    suit: Suit
    follow: tuple[Card, ...]
    discards: tuple[tuple[Seat, Card], ...]


def _ending(case: Case) -> dict[Seat, list[Card]]:
    text = case.ending.strip()
    first = Seat.parse(text[0])
    parts = text[2:].split()
    if len(parts) != 4:
        raise BuildError(f"{case.name}: the ending needs four hands")
    hands = {first.next(i): list(Hand.from_pbn(p)) for i, p in enumerate(parts)}
    sizes = {len(h) for h in hands.values()}
    if len(sizes) != 1:
        raise BuildError(f"{case.name}: the hands of the ending differ in length: "
                         + ", ".join(f"{s}={len(h)}" for s, h in hands.items()))
    return hands


def _strain(contract: str) -> Strain:
    body = contract.rstrip("X")
    return Strain.parse(body[1:])


def _voids(case: Case) -> set[tuple[Seat, Suit]]:
    out: set[tuple[Seat, Suit]] = set()
    for item in case.shown_out:
        seat, _, suit = item.partition(":")
        out.add((Seat.parse(seat), Suit.parse(suit)))
    return out


def _counts(case: Case, filler: dict[Suit, list[Card]], voids: set[tuple[Seat, Suit]],
            n: int) -> dict[Suit, int]:
    """How many tricks each suit leads: every card of a suit is either followed with (each
    seat not void in it plays one per trick) or discarded by a void seat."""
    v = {s: sum(1 for (_, x) in voids if x is s) for s in Suit}
    best: dict[Suit, int] | None = None

    def rec(i: int, chosen: dict[Suit, int]) -> None:
        nonlocal best
        if best is not None:
            return
        suits = list(Suit)
        if i == 4:
            if sum(chosen.values()) != n:
                return
            disc = {s: len(filler[s]) - chosen[s] * (4 - v[s]) for s in Suit}
            if any(d < 0 for d in disc.values()):
                return
            if sum(disc.values()) != sum(chosen[s] * v[s] for s in Suit):
                return
            best = dict(chosen)
            return
        s = suits[i]
        low = 1 if v[s] else 0
        for a in range(low, n + 1):
            if a * (4 - v[s]) > len(filler[s]):
                break
            chosen[s] = a
            rec(i + 1, chosen)
        chosen.pop(s, None)

    rec(0, {})
    if best is None:
        raise BuildError(
            f"{case.name}: the cards before the claim cannot be played out with "
            f"shown_out={list(case.shown_out)}: each suit's cards in the ending must number "
            "1, 5, 9 or 13 unless somebody has shown out of it")
    return best


def _tricks(case: Case, hands: dict[Seat, list[Card]], trump: Suit | None) -> list[_Trick]:
    voids = _voids(case)
    for seat, suit in voids:
        if any(c.suit is suit for c in hands[seat]):
            raise BuildError(f"{case.name}: {seat} has shown out of {suit.name} but holds one")
    used = {c for cards in hands.values() for c in cards}
    filler = {s: [Card(s, r) for r in Rank if Card(s, r) not in used] for s in Suit}
    n = 13 - len(hands[Seat.NORTH])
    leads = _counts(case, filler, voids, n)
    # the lowest cards of a suit are its discards; the rest are followed with
    pools: dict[Suit, list[Card]] = {}
    follows: dict[Suit, list[Card]] = {}
    for s in Suit:
        v = sum(1 for (_, x) in voids if x is s)
        k = leads[s] * (4 - v)
        cards = filler[s]
        pools[s] = list(cards[: len(cards) - k])
        follows[s] = list(cards[len(cards) - k:])
    slots = [(s, seat) for s in Suit for _ in range(leads[s])
             for seat in sorted(v for (v, x) in voids if x is s)]
    choice = _discards(case, slots, pools, voids, trump)
    tricks: list[_Trick] = []
    k = 0
    for s in Suit:
        v = sum(1 for (_, x) in voids if x is s)
        cards = follows[s]
        for i in range(leads[s]):
            group = tuple(cards[i * (4 - v): (i + 1) * (4 - v)])
            disc: list[tuple[Seat, Card]] = []
            for seat in sorted(w for (w, x) in voids if x is s):
                disc.append((seat, choice[k]))
                k += 1
            tricks.append(_Trick(s, group, tuple(disc)))
    return tricks


def _discards(case: Case, slots: list[tuple[Suit, Seat]], pools: dict[Suit, list[Card]],
              voids: set[tuple[Seat, Suit]], trump: Suit | None) -> list[Card]:
    """A discard for every (suit led, void seat) slot: a card of a suit the seat is not void
    in, a trump only when nothing else is left."""
    left = {s: list(c) for s, c in pools.items()}
    out: list[Card] = []

    def rec(i: int) -> bool:
        if i == len(slots):
            return True
        _led, seat = slots[i]
        order = sorted(Suit, key=lambda s: (s is trump, -len(left[s])))
        for s in order:
            if not left[s] or (seat, s) in voids:
                continue
            out.append(left[s].pop(0))
            if rec(i + 1):
                return True
            left[s].insert(0, out.pop())
        return False

    if not rec(0):
        raise BuildError(f"{case.name}: no discards fit shown_out={list(case.shown_out)}")
    return out


def _plan(case: Case, tricks: list[_Trick], first: Seat, last: Seat, declarer: Seat,
          won: int, voids: set[tuple[Seat, Suit]],
          trump: Suit | None) -> list[tuple[_Trick, Seat, Seat]]:
    """An order of the filler tricks with a leader and a winner each: every leader follows
    suit, each winner leads the next trick, the last one is won by ``last``, declarer's side
    wins ``won``."""
    kinds = sorted(set(range(len(tricks))), key=lambda i: i)

    def winners(t: _Trick) -> list[Seat]:
        ruffs = [seat for seat, c in t.discards if trump is not None and c.suit is trump
                 and t.suit is not trump]
        if ruffs:
            top = max((c for _, c in t.discards if c.suit is trump), key=lambda c: c.rank)
            return [seat for seat, c in t.discards if c == top]
        return [s for s in Seat if (s, t.suit) not in voids]

    @cache
    def rec(left: frozenset[int], leader: Seat, need: int) -> tuple[tuple[int, Seat], ...] | None:
        if not left:
            return () if leader is last and need == 0 else None
        tried: set[tuple[Suit, tuple[Card, ...], tuple[tuple[Seat, Card], ...]]] = set()
        for i in sorted(left):
            t = tricks[i]
            if (leader, t.suit) in voids:
                continue
            key = (t.suit, (), t.discards)
            if key in tried and not t.discards:
                continue
            tried.add(key)
            for w in winners(t):
                mine = 1 if w.side is declarer.side else 0
                if need - mine < 0:
                    continue
                rest = rec(left - {i}, w, need - mine)
                if rest is not None:
                    return ((i, w), *rest)
        return None

    order = rec(frozenset(kinds), first, won)
    if order is None:
        raise BuildError(f"{case.name}: the filler tricks cannot be ordered so that {last} "
                         f"leads at the claim with declarer's side winning {won}")
    out: list[tuple[_Trick, Seat, Seat]] = []
    leader = first
    for i, w in order:
        out.append((tricks[i], leader, w))
        leader = w
    return out


def _auction(case: Case) -> Iterator[str]:
    dealer = board_dealer(case.board)
    declarer = Seat.parse(case.declarer)
    seat = dealer
    while seat is not declarer:
        yield f"{seat} P"
        seat = seat.lho
    body = case.contract.rstrip("X")
    doubles = len(case.contract) - len(body)
    yield f"{seat} {body}"
    calls = ["X", "XX"][:doubles] + ["P"] * 3
    for call in calls:
        seat = seat.lho
        yield f"{seat} {call}"


def build(case: Case) -> str:
    """The table record of ``case``."""
    hands = _ending(case)
    declarer = Seat.parse(case.declarer)
    strain = _strain(case.contract)
    trump = strain.suit
    voids = _voids(case)
    tricks = _tricks(case, hands, trump)
    n = len(tricks)
    claim_leader = Seat.parse(case.leader)
    opening = declarer.lho
    plan: list[tuple[_Trick, Seat, Seat]] = []
    if not n:
        if claim_leader is not opening:
            raise BuildError(f"{case.name}: a claim at trick 1 must be led by {opening}")
    elif case.declarer_won is not None:
        plan = _plan(case, tricks, opening, claim_leader, declarer, case.declarer_won, voids,
                     trump)
    else:  # as many as the filler tricks allow
        for won in range(n, -1, -1):
            try:
                plan = _plan(case, tricks, opening, claim_leader, declarer, won, voids, trump)
                break
            except BuildError:
                if won == 0:
                    raise
    held: dict[Seat, list[Card]] = {s: list(hands[s]) for s in Seat}
    plays: list[str] = []
    for t, leader, winner in plan:
        given: dict[Seat, Card] = dict(t.discards)
        followers = [s for s in Seat if s not in given]
        ruffed = any(trump is not None and c.suit is trump and t.suit is not trump
                     for c in given.values())
        cards = sorted(t.follow, key=lambda c: c.rank)
        if not ruffed:
            given[winner] = cards.pop()
            followers.remove(winner)
        for s, c in zip(followers, cards, strict=True):
            given[s] = c
        for i in range(4):
            s = leader.next(i)
            held[s].append(given[s])
            plays.append(f"{s} {given[s]}")
    deal = Deal({s: Hand(held[s]) for s in Seat})
    lines = [f"% source: {case.source}"]
    if case.url:
        lines.append(f"% url: {case.url}")
    if case.edition != "2017":
        lines.append(f"% ruled under the {case.edition} Laws")
    lines += [f"% {note}" for note in case.notes]
    if case.completed:
        lines.append(f"% completed: {case.completed}")
    if case.doubt:
        lines.append(f"% doubt: {case.doubt}")
    if case.differs:
        lines.append(f"% differs: the engine awards {case.engine}: {case.differs}")
    return record(lines, case, deal, plays)


def record(header: list[str], case: Case, deal: Deal, plays: list[str]) -> str:
    """The table record: the ``%`` lines, the ``% ruling:`` line, the tags, the auction (the
    declarer bids the contract, everyone else passes), the filler play and the case's
    events. ``case`` needs ``awarded``, ``laws``, ``title``, ``board``, ``contract``,
    ``declarer`` and ``events`` (the model cases' builder uses it too)."""
    awarded = "none" if case.awarded is None else str(case.awarded)
    lines = [*header, f"% ruling: awarded={awarded} laws={','.join(case.laws) or '-'}"]
    lines += [
        f'[Event "{case.title}"]',
        f'[Board "{case.board}"]',
        f'[Dealer "{board_dealer(case.board)}"]',
        f'[Vulnerable "{board_vulnerability(case.board).pbn}"]',
        f'[Deal "{deal.to_pbn()}"]',
        '[TableLog ""]',
        *_auction(case),
        *plays,
        *case.events,
    ]
    return "\n".join(lines) + "\n"


def cases() -> list[Case]:
    """Every case of every ``cases_*.py`` beside this script."""
    out: list[Case] = []
    for path in sorted(HERE.glob("cases_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        out.extend(module.CASES)
    return out


def main(argv: list[str]) -> int:
    failed = 0
    names: set[str] = set()
    for case in cases():
        if case.name in names:
            print(f"{case.name}: the name is used twice", file=sys.stderr)
            failed += 1
        names.add(case.name)
        if argv and not any(a in case.name for a in argv):
            continue
        try:
            text = build(case)
        except BuildError as e:
            print(e, file=sys.stderr)
            failed += 1
            continue
        (HERE / f"{case.name}.pbn").write_text(text, encoding="utf-8")
        print(f"wrote {case.name}.pbn")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
