"""Law 56 — Defender's lead out of turn (2017; and Law 53 when accepted).

Detection: a defender leads (after the opening lead) when it was declarer's, dummy's or his
partner's turn to lead (the table's procedure).

Chooser: declarer. Options: ``53A`` accept the lead (it stands; the hand next in rotation
plays) or ``56`` require its retraction: the card becomes a **major penalty card** and Law
50D applies (so if the offender's partner was to lead, declarer's 50D2 options come at once).
Acceptance by conduct: declarer plays to the lead from the hand next in rotation (53A).
Declarer or dummy, when it was their lead, may instead make the proper lead (53B).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.events import TableEvent
from bridgelaws.laws import law53_lead_out_of_turn_accepted as law53
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.DEFENDER_LEAD_OUT_OF_TURN,)
OPTIONS = ("53A", "56")


def _offer(table: Table, irr: Irregularity) -> Ruling:
    return new_ruling(table, irr, ("53", "56"), table.declarer, OPTIONS)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    return law53.by_conduct(table, irr, event, _offer, proper_lead_chooser=table.declarer)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    return _offer(table, irr)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option != "56":
        return
    irr = irregularity_of(table, ruling)
    correct = irr.facts["correct_leader"]
    assert isinstance(correct, Seat)
    mechanics.retract_lead(table, penalty=PenaltyKind.MAJOR, law="56")
    table.set_leader(correct)
