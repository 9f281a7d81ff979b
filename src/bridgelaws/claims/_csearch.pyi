"""The claim search of :class:`bridgelaws.claims.search.LineSearch` in C (``_csearch.c``)."""

from collections.abc import Iterable, Sequence

class Engine:
    """One LineSearch's configuration, its memo and its node count."""

    nodes: int
    budget: int | None
    narrow: bool
    first: bool

    def __init__(self, exc: type[BaseException], claimer: int, dummy: int, trump: int,
                 side: Sequence[bool], visible: Iterable[int], hidden: Iterable[int],
                 free_seats: Iterable[int], informed: bool, watched: int, forgotten: int,
                 major: int, minor: int, any_order: int, keep: int, throw: int,
                 any_ruff: bool, unblock: Iterable[int], loser_any_time: int,
                 steps: Sequence[tuple[int, int, int, tuple[int, ...], int]],
                 fixed: Sequence[int]) -> None: ...
    def best(self, h0: int, h1: int, h2: int, h3: int, leader: int, trick: tuple[int, ...],
             si: int, sa: int, cur: int, voids: int, od: int, bound: int) -> int: ...
    def line(self, h0: int, h1: int, h2: int, h3: int, leader: int, trick: tuple[int, ...],
             si: int, sa: int, cur: int, voids: int, od: int,
             target: int) -> list[tuple[int, int, str]]: ...
    def probe(self, h0: int, h1: int, h2: int, h3: int, leader: int, trick: tuple[int, ...],
              voids: int, rollouts: int,
              state: tuple[int, ...]) -> tuple[int, list[tuple[int, int, str]]]: ...
    def choices(self, h0: int, h1: int, h2: int, h3: int, leader: int, trick: tuple[int, ...],
                seat: int, si: int, sa: int, cur: int, voids: int,
                od: int) -> list[tuple[int, str, int, int, int]]: ...
    def clear(self) -> None: ...
    def memo_sizes(self) -> tuple[int, int]: ...

def double_dummy(h0: int, h1: int, h2: int, h3: int, leader: int, trick: tuple[int, ...],
                 strain: int) -> int: ...
