"""The laws: one module per law, and the registry that maps each kind of irregularity to
the module that rectifies it (:data:`MODULES`). :data:`LAWBOOK` is what the table consults.

Kinds without a module here are detected and reported with their law number, and
``bridgelaws rule`` says plainly that their rectification is not implemented yet.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import (
    law50_penalty_cards,
    law52_failure_to_play_penalty_card,
    law53_lead_out_of_turn_accepted,
    law54_opening_lead_out_of_turn,
    law55_declarer_lead_out_of_turn,
    law56_defender_lead_out_of_turn,
    law60_play_after_illegal_play,
)
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

MODULES: dict[Kind, ModuleType] = {}
for _module in (law54_opening_lead_out_of_turn, law55_declarer_lead_out_of_turn,
                law56_defender_lead_out_of_turn, law52_failure_to_play_penalty_card,
                law60_play_after_illegal_play):
    for _kind in _module.KINDS:
        MODULES[_kind] = _module

_LEADS = (Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.DECLARER_LEAD_OUT_OF_TURN)


def is_implemented(kind: Kind) -> bool:
    return kind in MODULES


class LawBook:
    """The laws as the table sees them (``bridgelaws.table.LawBook``)."""

    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool:
        module = MODULES.get(irr.kind)
        if module is None or not hasattr(module, "before_director"):
            return False
        return bool(module.before_director(table, irr, event))

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None:
        module = MODULES.get(irr.kind)
        if module is None or not hasattr(module, "ruling"):
            return None
        result: Ruling = module.ruling(table, irr)
        return result

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None:
        module = MODULES.get(ruling.kind) if ruling.kind is not None else law50_penalty_cards
        assert module is not None
        module.choose(table, ruling, option, arg)

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        return law50_penalty_cards.before_turn(table, seat)

    def detected(self, table: Table, irr: Irregularity) -> None:
        if irr.kind is Kind.PLAY_AFTER_RETRACTION_ORDER:
            law60_play_after_illegal_play.detected(table, irr)
        elif irr.kind in _LEADS and law53_lead_out_of_turn_accepted.must_retract_at_trick_13(
                table):
            # 53A: a lead out of turn at trick 13 cannot be accepted: it is retracted
            correct = irr.facts["correct_leader"]
            assert isinstance(correct, Seat)
            table.retract_lead(penalty=None, law="53A")
            irr.status = "rectified"
            table.rulings.append(Ruling(event=irr.event, laws=("53A",), offender=irr.offender,
                                        chooser=None, options=(), kind=irr.kind,
                                        explanation=(Message(
                                            "Law 53A: a lead out of turn at the thirteenth "
                                            "trick is retracted"),)))
            table.set_leader(correct)


LAWBOOK = LawBook()
