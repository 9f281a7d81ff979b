"""bridgelaws — the Laws of Duplicate Contract Bridge (WBF 2017) as an executable engine.

>>> from bridgelaws import Card, Seat, Table, Deal
>>> Card.parse("10♠"), Seat.NORTH.lho
(Card.parse('ST'), <Seat.EAST: 1>)
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from bridgelaws.auction import Auction
from bridgelaws.calls import DOUBLE, PASS, REDOUBLE, Call, CallKind
from bridgelaws.cards import Card, Rank, Strain, Suit
from bridgelaws.contract import Contract, Doubling
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import BridgeLawsError, ImpossibleActionError, NotationError, RecordError
from bridgelaws.play import Trick
from bridgelaws.rulings import Irregularity, Kind, LeadRestriction, PenaltyCard, Ruling
from bridgelaws.scoring import Result
from bridgelaws.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgelaws.table import Phase, Table

try:
    __version__ = version("bridgelaws")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0+unknown"

__all__ = [
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Auction",
    "BridgeLawsError",
    "Call",
    "CallKind",
    "Card",
    "Contract",
    "Deal",
    "Doubling",
    "Hand",
    "ImpossibleActionError",
    "Irregularity",
    "Kind",
    "LeadRestriction",
    "NotationError",
    "PenaltyCard",
    "Phase",
    "Rank",
    "RecordError",
    "Result",
    "Ruling",
    "Seat",
    "Side",
    "Strain",
    "Suit",
    "Table",
    "Trick",
    "Vulnerability",
    "__version__",
    "board_dealer",
    "board_vulnerability",
]
