"""Law 55 — Declarer's lead out of turn (1997): as 2017 (55A accept or require retraction,
55B the retraction, 55C information), with the acceptance by conduct of the 1997 Law 53A —
at trick 13 too (:mod:`~bridgelaws.laws.book1997.law53_lead_out_of_turn_accepted`;
docs/laws-1997-53.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.events import TableEvent
from bridgelaws.laws import law55_declarer_lead_out_of_turn as law55_2017
from bridgelaws.laws.book1997 import law53_lead_out_of_turn_accepted as law53
from bridgelaws.rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table


def _offer(table: Table, irr: Irregularity) -> Ruling:
    return law53.at_trick_13(table, law55_2017._offer(table, irr))


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return law53.by_conduct(table, irr, event, _offer, proper_lead_chooser=None)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017."""
    return getattr(law55_2017, name)
