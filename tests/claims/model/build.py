"""Write the claim casebook's table records from short specifications.

Each case is an *ending* (the cards each hand holds at the claim), a contract, the claim
events, the ruling the case must give and where the case comes from. The builder deals the
other cards and plays them out before the claim as filler tricks in which everyone follows
suit (so an ending's suit lengths, summed over the four hands, must each leave a multiple
of four cards: 1, 5, 9 or 13 cards of a suit in the ending), won so that the right hand is
on lead at the claim. Run it after changing a specification, then read the diff::

    .venv/bin/python tests/claims/model/build.py

The records, not this script, are the casebook: ``tests/claims/test_casebook.py`` reads the
``.pbn`` files and their ``% ruling:`` lines.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.deal import Deal, Hand
from bridgelaws.seats import Seat

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Case:
    name: str
    title: str
    source: str
    board: int
    contract: str  # "4S" (declarer bids it, everyone else passes)
    declarer: str
    ending: str  # "N:... E... S... W..." cards left at the claim (and in the trick in progress)
    leader: str  # the seat on lead to the trick at the claim
    events: tuple[str, ...]  # from the claim on (the trick-in-progress cards first, if any)
    awarded: int | None
    laws: tuple[str, ...] = ()
    declarer_won: int | None = None  # filler tricks won by declarer's side (default: all)
    notes: tuple[str, ...] = field(default_factory=tuple)


def _ending(text: str) -> dict[Seat, list[Card]]:
    first = Seat.parse(text[0])
    parts = text[2:].split()
    return {first.next(i): list(Hand.from_pbn(p)) for i, p in enumerate(parts)}


def build(case: Case) -> str:
    ending = _ending(case.ending)
    declarer = Seat.parse(case.declarer)
    k = len(ending[Seat.NORTH])
    counts = {s: sum(1 for cards in ending.values() for c in cards if c.suit is s) for s in Suit}
    used = {c for cards in ending.values() for c in cards}
    filler_tricks: list[list[Card]] = []
    for suit in Suit:
        left = 13 - counts[suit]
        if left % 4:
            raise SystemExit(f"{case.name}: {left} {suit.name} left over: not a multiple of 4")
        free = [Card(suit, r) for r in Rank if Card(suit, r) not in used]
        for i in range(0, len(free), 4):
            filler_tricks.append(free[i:i + 4])
    assert len(filler_tricks) == 13 - k, case.name
    claim_leader = Seat.parse(case.leader)
    opening = declarer.lho
    n = len(filler_tricks)
    won = n if case.declarer_won is None else case.declarer_won
    decl_seat = claim_leader if claim_leader.side is declarer.side else declarer
    def_seat = claim_leader if claim_leader.side is not declarer.side else opening
    if claim_leader.side is declarer.side:
        winners = [def_seat] * (n - won) + [decl_seat] * won
    else:
        winners = [decl_seat] * won + [def_seat] * (n - won)
    if winners and winners[-1] is not claim_leader:
        raise SystemExit(f"{case.name}: the last filler trick cannot be won by {claim_leader}")
    hands: dict[Seat, list[Card]] = {s: list(ending[s]) for s in Seat}
    plays: list[str] = []
    leader = opening
    for cards, winner in zip(filler_tricks, winners, strict=True):
        top, rest = cards[-1], cards[:-1]
        order = [leader.next(i) for i in range(4)]
        given = {winner: top}
        others = [s for s in order if s is not winner]
        for s, c in zip(others, rest, strict=True):
            given[s] = c
        for s in order:
            hands[s].append(given[s])
            plays.append(f"{s} {given[s]}")
        leader = winner
    if n and leader is not claim_leader:
        raise SystemExit(f"{case.name}: {leader} is on lead, not {claim_leader}")
    if not n and opening is not claim_leader:
        raise SystemExit(f"{case.name}: the claim at trick 1 must be led by {opening}")
    deal = Deal({s: Hand(hands[s]) for s in Seat})
    header = [f"% source: {case.source}", *(f"% {note}" for note in case.notes)]
    return _casebook_build().record(header, case, deal, plays)  # type: ignore[no-any-return]


def _casebook_build() -> Any:
    """The published casebook's builder (``../casebook/build.py``), whose record writer the
    model cases share."""
    import importlib.util

    path = HERE.parent / "casebook" / "build.py"
    spec = importlib.util.spec_from_file_location("casebook_build", path)
    assert spec is not None and spec.loader is not None
    module = sys.modules.get("casebook_build")
    if module is None:
        module = importlib.util.module_from_spec(spec)
        sys.modules["casebook_build"] = module
        spec.loader.exec_module(module)
    return module


def main(argv: list[str]) -> int:
    from cases_spec import CASES  # the specifications, beside this script

    for case in CASES:
        if argv and not any(a in case.name for a in argv):
            continue
        (HERE / f"{case.name}.pbn").write_text(build(case), encoding="utf-8")
        print(f"wrote {case.name}.pbn")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    sys.exit(main(sys.argv[1:]))
