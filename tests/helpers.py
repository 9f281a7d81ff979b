"""Shared test helpers: build a table from a few lines of TableLog."""

from __future__ import annotations

from bridgelaws.record import loads
from bridgelaws.table import Table

# Board 8 of the shared examples: dealer West, nobody vulnerable.
#   N KJ654.T97.KQ53.K   E T87.AJ54.64.Q873   S 932.Q82.AJ92.J52   W AQ.K63.T87.AT964
DEAL8 = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"
# W 1C N 1S E P S 2S W P N P E P: 2S by North, East to lead, South dummy.
AUCTION_2S_N = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
# Tricks 1-4 of the example record after 54B: W wins 1 and 2, S (dummy) wins 3, N wins 4.
TRICKS_1_2 = "N CK\nE C3\nS C2\nW CT\nN H9\nE C8\nS C5\n"


def record(log: str, *, deal: str = DEAL8, board: int = 8, dealer: str = "W",
           vul: str = "None") -> str:
    return (f'[Board "{board}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vul}"]\n'
            f'[Deal "{deal}"]\n[TableLog ""]\n{log}')


def table(log: str, **kw: object) -> Table:
    """The table after the TableLog lines ``log`` (auction included)."""
    (game,) = loads(record(log, **kw))  # type: ignore[arg-type]
    return Table.from_game(game)


def cards(t: Table) -> list[str]:
    return sorted(str(c) for c in t.legal_cards)
