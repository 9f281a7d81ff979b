"""The laws: one module per law, and the registry that maps each kind of irregularity to
the module that rectifies it (:data:`MODULES`). :data:`LAWBOOK` is what the table consults.

Kinds without a module here are detected and reported with their law number, and
``bridgelaws rule`` says plainly that their rectification is not implemented yet.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.cards import Card
from bridgelaws.events import CardPointed, TableEvent, TrickInspected
from bridgelaws.i18n import Message
from bridgelaws.laws import (
    law12_adjusted_score,
    law13_incorrect_number_of_cards,
    law14_missing_card,
    law21_misinformation,
    law23_comparable_call,
    law24_card_exposed_during_auction,
    law25_change_of_call,
    law26_lead_restrictions,
    law27_insufficient_bid,
    law29_call_out_of_rotation,
    law31_bid_out_of_rotation,
    law32_double_out_of_rotation,
    law34_retention_of_right_to_call,
    law36_inadmissible_double,
    law37_obligation_to_pass,
    law38_39_bid_above_seven_call_after_pass,
    law43_dummy,
    law45_card_played,
    law46_incomplete_designation,
    law47_retraction,
    law49_exposed_cards,
    law50_penalty_cards,
    law52_failure_to_play_penalty_card,
    law53_lead_out_of_turn_accepted,
    law54_opening_lead_out_of_turn,
    law55_declarer_lead_out_of_turn,
    law56_defender_lead_out_of_turn,
    law57_premature_lead_or_play,
    law60_play_after_illegal_play,
    law61_64_revoke,
    law65_66_tricks,
    law67_defective_trick,
    law68_71_claims,
)
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

MODULES: dict[Kind, ModuleType] = {}
for _module in (law21_misinformation, law24_card_exposed_during_auction, law25_change_of_call,
                law27_insufficient_bid, law29_call_out_of_rotation, law36_inadmissible_double,
                law37_obligation_to_pass, law38_39_bid_above_seven_call_after_pass,
                law46_incomplete_designation, law49_exposed_cards,
                law54_opening_lead_out_of_turn, law55_declarer_lead_out_of_turn,
                law56_defender_lead_out_of_turn, law52_failure_to_play_penalty_card,
                law57_premature_lead_or_play, law68_71_claims, law61_64_revoke,
                law67_defective_trick, law31_bid_out_of_rotation, law26_lead_restrictions,
                law50_penalty_cards, law60_play_after_illegal_play):
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
        if ruling.kind is not None:
            module = MODULES[ruling.kind]
        elif ruling.laws == ("26B",):
            module = law26_lead_restrictions
        elif ruling.laws == ("43B2a",):
            module = law43_dummy
        elif ruling.laws == ("47E2",):
            module = law47_retraction
        else:
            module = law50_penalty_cards
        module.choose(table, ruling, option, arg)

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        return (law26_lead_restrictions.before_turn(table, seat)
                or law50_penalty_cards.before_turn(table, seat))

    def detected(self, table: Table, irr: Irregularity) -> None:
        module = MODULES.get(irr.kind)
        if module is not None and hasattr(module, "detected"):
            module.detected(table, irr)
        elif irr.kind in _LEADS and law53_lead_out_of_turn_accepted.must_retract_at_trick_13(
                table):
            # 53A: a lead out of turn at the thirteenth trick cannot be accepted: retracted
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

    def replacement(self, table: Table, irr: Irregularity, call: Call) -> None:
        law27_insufficient_bid.replacement(table, irr, call)

    def required_call_not_made(self, table: Table, seat: Seat, call: Call, required: Call) -> None:
        law31_bid_out_of_rotation.required_call_not_made(table, seat, call, required)

    def lead_before_choice(self, table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
        """A lead before declarer's choice: 50D2/51B (Law 49), 26B (the Director's
        judgment). Other choices (51A, 43B2a) are not implemented: False."""
        if choice.laws == ("26B",):
            return law26_lead_restrictions.lead_before_choice(table, choice, seat, card)
        return law50_penalty_cards.lead_before_choice(table, choice, seat, card)

    def watched_call(self, table: Table, irr: Irregularity, clause: str, seat: Seat,
                     call: Call) -> None:
        if clause.startswith("32"):
            law32_double_out_of_rotation.watched_call(table, irr, clause, seat, call)
        elif clause.startswith("31"):
            law31_bid_out_of_rotation.watched_call(table, irr, clause, seat, call)
        else:
            law23_comparable_call.offender_called(table, irr, clause, call)

    def judge(self, table: Table, judgment: Judgment, answer: str) -> None:
        # a question of comparability (23A, 27B1b's) unless another law asked it
        judge = _ASKED.get(judgment.clause, law23_comparable_call.judge)
        judge(table, judgment, answer)
        if table.pending is None and table.pending_judgment is None:
            table.director_present = False

    def director_rules(self, table: Table, clause: str, arg: str) -> bool:
        """A ruling the Director makes on facts the engine cannot see (no question was
        asked): ``21B1 <seat>``, misinformation; ``43A2 <dummy>``, dummy's breach; ``47E1``,
        ``47E2 <seat>``, a card after misinformation; ``50E3 yes|no``, a penalty card's
        information damaged the non-offending side; ``12C…``, an adjusted score. False: no
        such ruling."""
        key = clause.upper()
        if key.startswith("12C"):
            law12_adjusted_score.director_rules(table, clause, arg)
            return True
        handler = _UNASKED.get(key)
        if handler is None:
            return False
        handler(table, arg)
        return True

    def warned(self, table: Table, seat: Seat) -> None:
        law43_dummy.warned(table, seat)

    def asked(self, table: Table, seat: Seat, other: Seat) -> None:
        law61_64_revoke.asked(table, seat, other)

    def card_found(self, table: Table, seat: Seat, card: Card) -> None:
        law14_missing_card.card_found(table, seat, card)

    def looked_at(self, table: Table, event: CardPointed | TrickInspected) -> None:
        if isinstance(event, CardPointed):
            law65_66_tricks.pointed(table, event)
        else:
            law65_66_tricks.inspected(table, event)

    def tricks_after_revokes(self, table: Table) -> int | None:
        found = law61_64_revoke.adjustment(table)
        return None if found is None else found.declarer_tricks

    def attention_drawn(self, table: Table, seat: Seat) -> None:
        if seat is table.dummy and table.phase is table.phase.PLAY:
            law43_dummy.attention_by_dummy(table, seat)

    def auction_continues(self, table: Table) -> bool:
        return law34_retention_of_right_to_call.auction_continues(table)

    def auction_ended(self, table: Table) -> None:
        law24_card_exposed_during_auction.auction_ended(table)


#: the law that answers each question it asked the Director, by clause (see
#: :meth:`LawBook.judge`)
_ASKED: dict[str, Callable[[Table, Judgment, str], None]] = {
    "27B1b": law27_insufficient_bid.judge,
    "25A": law25_change_of_call.judge,
    "26B": law26_lead_restrictions.judge,
    "50B": law49_exposed_cards.judge,
    "45C4b": law45_card_played.judge,
    "70": law68_71_claims.judge,
    "13B1": law13_incorrect_number_of_cards.judge,
    "47A": law26_lead_restrictions.judge_lead_withdrawn,
    "31A1": law31_bid_out_of_rotation.judge_required_call,
    "32A1": law31_bid_out_of_rotation.judge_required_call,
}

#: the Director's rulings on facts the engine cannot see, by clause (see
#: :meth:`LawBook.director_rules`)
_UNASKED: dict[str, Callable[[Table, str], None]] = {
    "13": law13_incorrect_number_of_cards.director_rules,
    "14": law14_missing_card.director_rules,
    "21B1": law21_misinformation.director_rules,
    "43A2": law43_dummy.director_rules_43A2,
    "47E1": lambda table, arg: law47_retraction.director_rules_47E1(table),
    "47E2": law47_retraction.director_rules_47E2,
    "50E3": law50_penalty_cards.director_rules_50E3,
}

LAWBOOK = LawBook()
