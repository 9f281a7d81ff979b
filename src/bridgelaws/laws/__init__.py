"""The laws: one module per law, and the registry that maps each kind of irregularity to
the module that rectifies it (:data:`MODULES`), gathered in law books, one per edition of the
Laws (:class:`LawBook`, :func:`lawbook_for`). The table reaches the book of its
edition through the director (:class:`bridgelaws.director.Director`).

Kinds without a module here are detected and reported with their law number, and
``bridgelaws rule`` says plainly that their rectification is not implemented yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.cards import Card
from bridgelaws.errors import RecordError
from bridgelaws.events import CardPointed, TableEvent, TrickInspected
from bridgelaws.i18n import Message
from bridgelaws.laws import (
    book1997,
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
    law30_pass_out_of_rotation,
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
    mechanics,
)
from bridgelaws.record import EDITIONS, unknown_edition
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

#: every law module of the 2017 book, by the law (or first law) it rules
LAWS_2017: dict[str, ModuleType] = {
    "12": law12_adjusted_score, "13": law13_incorrect_number_of_cards,
    "14": law14_missing_card, "21": law21_misinformation, "23": law23_comparable_call,
    "24": law24_card_exposed_during_auction, "25": law25_change_of_call,
    "26": law26_lead_restrictions, "27": law27_insufficient_bid,
    "29": law29_call_out_of_rotation, "30": law30_pass_out_of_rotation,
    "31": law31_bid_out_of_rotation,
    "32": law32_double_out_of_rotation, "34": law34_retention_of_right_to_call,
    "36": law36_inadmissible_double, "37": law37_obligation_to_pass,
    "38": law38_39_bid_above_seven_call_after_pass, "43": law43_dummy,
    "45": law45_card_played, "46": law46_incomplete_designation, "47": law47_retraction,
    "49": law49_exposed_cards, "50": law50_penalty_cards,
    "52": law52_failure_to_play_penalty_card, "53": law53_lead_out_of_turn_accepted,
    "54": law54_opening_lead_out_of_turn, "55": law55_declarer_lead_out_of_turn,
    "56": law56_defender_lead_out_of_turn, "57": law57_premature_lead_or_play,
    "60": law60_play_after_illegal_play, "61": law61_64_revoke, "65": law65_66_tricks,
    "67": law67_defective_trick, "68": law68_71_claims,
}

#: the laws whose modules rectify the kinds they list (``KINDS``), in the order they are
#: registered (a later one wins a kind two of them list)
_BY_KIND = ("21", "24", "25", "27", "29", "36", "37", "38", "46", "49", "54", "55", "56", "52",
            "57", "68", "61", "67", "31", "26", "50", "60")


def _kinds(laws: Mapping[str, ModuleType]) -> dict[Kind, ModuleType]:
    kinds: dict[Kind, ModuleType] = {}
    for law in _BY_KIND:
        for kind in laws[law].KINDS:
            kinds[kind] = laws[law]
    return kinds


#: the 2017 module of each kind of irregularity that has one
MODULES: dict[Kind, ModuleType] = _kinds(LAWS_2017)

_LEADS = (Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.DECLARER_LEAD_OUT_OF_TURN)


def is_implemented(kind: Kind) -> bool:
    """Whether a kind has a rectification (the same kinds in every edition)."""
    return kind in MODULES


class LawBook:
    """The laws as the table sees them (``bridgelaws.table.LawBook``): one edition's law
    modules, by law (``laws``), and by kind of irregularity (``kinds``).

    A book is a set of modules: the 1997 book is the 2017 book with the modules whose law
    differs replaced (:meth:`derive`), so the next revision of the Laws is a new book too.
    Every hook the table calls reaches its module through the book, never by name.
    """

    def __init__(self, edition: str, laws: Mapping[str, ModuleType]) -> None:
        self.edition = edition
        self.laws: dict[str, ModuleType] = dict(laws)
        self.kinds = _kinds(self.laws)

    def derive(self, edition: str, overrides: Mapping[str, ModuleType]) -> LawBook:
        """A new book: this one with ``overrides`` (law -> module) in place of its modules."""
        unknown = set(overrides) - set(self.laws)
        if unknown:
            raise ValueError(f"no such laws in the {self.edition} book: {sorted(unknown)}")
        return LawBook(edition, {**self.laws, **overrides})

    def law(self, law: str) -> ModuleType:
        """The module of ``law`` (e.g. ``"27"``) in this book."""
        return self.laws[law]

    def __repr__(self) -> str:
        return f"LawBook({self.edition!r})"

    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool:
        module = self.kinds.get(irr.kind)
        if module is None or not hasattr(module, "before_director"):
            return False
        return bool(module.before_director(table, irr, event))

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None:
        module = self.kinds.get(irr.kind)
        if module is None or not hasattr(module, "ruling"):
            return None
        result: Ruling = module.ruling(table, irr)
        return result

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None:
        if ruling.kind is not None:
            module = self.kinds[ruling.kind]
        elif ruling.laws == ("26B",):
            module = self.law("26")
        elif ruling.laws == ("43B2a",):
            module = self.law("43")
        elif ruling.laws == ("47E2",):
            module = self.law("47")
        else:
            module = self.law("50")
        module.choose(table, ruling, option, arg)

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        found: Ruling | None = (self.law("26").before_turn(table, seat)
                                or self.law("50").before_turn(table, seat))
        return found

    def detected(self, table: Table, irr: Irregularity) -> None:
        module = self.kinds.get(irr.kind)
        if module is not None and hasattr(module, "detected"):
            module.detected(table, irr)
        elif irr.kind in _LEADS and self.law("53").must_retract_at_trick_13(table):
            # 53A: a lead out of turn at the thirteenth trick cannot be accepted: retracted
            correct = irr.facts["correct_leader"]
            assert isinstance(correct, Seat)
            mechanics.retract_lead(table, penalty=None, law="53A")
            irr.status = "rectified"
            table.rulings.append(Ruling(event=irr.event, laws=("53A",), offender=irr.offender,
                                        chooser=None, options=(), kind=irr.kind,
                                        explanation=(Message(
                                            "Law 53A: a lead out of turn at the thirteenth "
                                            "trick is retracted"),)))
            table.set_leader(correct)

    def replacement(self, table: Table, irr: Irregularity, call: Call) -> None:
        self.law("27").replacement(table, irr, call)

    def required_call_not_made(self, table: Table, seat: Seat, call: Call, required: Call) -> None:
        self.law("31").required_call_not_made(table, seat, call, required)

    def lead_before_choice(self, table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
        """A lead before declarer's choice: 50D2/51B (Law 49), 26B (the Director's
        judgment). Other choices (51A, 43B2a) are not implemented: False."""
        law = "26" if choice.laws == ("26B",) else "50"
        return bool(self.law(law).lead_before_choice(table, choice, seat, card))

    def watched_call(self, table: Table, irr: Irregularity, clause: str, seat: Seat,
                     call: Call) -> None:
        if clause.startswith("32"):
            self.law("32").watched_call(table, irr, clause, seat, call)
        elif clause.startswith("31"):
            self.law("31").watched_call(table, irr, clause, seat, call)
        else:
            self.law("23").offender_called(table, irr, clause, call)

    def judge(self, table: Table, judgment: Judgment, answer: str) -> None:
        # a question of comparability (23A, 27B1b's) unless another law asked it
        law, name = _ASKED.get(judgment.clause, ("23", "judge"))
        getattr(self.law(law), name)(table, judgment, answer)
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
            self.law("12").director_rules(table, clause, arg)
            return True
        found = _UNASKED.get(key)
        if found is None:
            return False
        law, name = found
        if key == "47E1":
            getattr(self.law(law), name)(table)
        else:
            getattr(self.law(law), name)(table, arg)
        return True

    def warned(self, table: Table, seat: Seat) -> None:
        self.law("43").warned(table, seat)

    def asked(self, table: Table, seat: Seat, other: Seat) -> None:
        self.law("61").asked(table, seat, other)

    def card_found(self, table: Table, seat: Seat, card: Card) -> None:
        self.law("14").card_found(table, seat, card)

    def looked_at(self, table: Table, event: CardPointed | TrickInspected) -> None:
        if isinstance(event, CardPointed):
            self.law("65").pointed(table, event)
        else:
            self.law("65").inspected(table, event)

    def tricks_after_revokes(self, table: Table) -> int | None:
        found = self.law("61").adjustment(table)
        return None if found is None else int(found.declarer_tricks)

    def attention_drawn(self, table: Table, seat: Seat) -> None:
        if seat is table.dummy and table.phase is table.phase.PLAY:
            self.law("43").attention_by_dummy(table, seat)

    def auction_continues(self, table: Table) -> bool:
        return bool(self.law("34").auction_continues(table))

    def auction_ended(self, table: Table) -> None:
        self.law("24").auction_ended(table)


#: the law that answers each question it asked the Director, by clause, and the function
#: of its module that does (see :meth:`LawBook.judge`): the book's module of that law answers
_ASKED: dict[str, tuple[str, str]] = {
    "27B1b": ("27", "judge"),
    "25A": ("25", "judge"),
    "26B": ("26", "judge"),
    "50B": ("49", "judge"),
    "45C4b": ("45", "judge"),
    "70": ("68", "judge"),
    "13B1": ("13", "judge"),
    "47A": ("26", "judge_lead_withdrawn"),
    "31A1": ("31", "judge_required_call"),
    "32A1": ("31", "judge_required_call"),
    "32B1": ("31", "judge_required_call"),  # 1997's 32A1
}

#: the Director's rulings on facts the engine cannot see, by clause: the law and the function
#: of its module (see :meth:`LawBook.director_rules`)
_UNASKED: dict[str, tuple[str, str]] = {
    "13": ("13", "director_rules"),
    "14": ("14", "director_rules"),
    "21B1": ("21", "director_rules"),
    "43A2": ("43", "director_rules_43A2"),
    "47E1": ("47", "director_rules_47E1"),
    "47E2": ("47", "director_rules_47E2"),
    "50E3": ("50", "director_rules_50E3"),
}

#: the 2017 Laws (the default book)
BOOK_2017 = LawBook("2017", LAWS_2017)

#: the 1997 Laws, the seeds' edition: the 2017 book with the laws that differ replaced
BOOK_1997 = BOOK_2017.derive("1997", book1997.OVERRIDES)

#: each edition's book, by the ``[Edition]`` tag that chooses it
BOOKS: dict[str, LawBook] = {"2017": BOOK_2017, "1997": BOOK_1997}
assert tuple(BOOKS) == EDITIONS, "record.EDITIONS names the editions that have a book"


def lawbook_for(edition: str) -> LawBook:
    """The law book of ``edition`` (``"2017"``, ``"1997"``). Raises :class:`RecordError`
    (exit code 2 on the command line) for an edition the engine does not know."""
    book = BOOKS.get(edition.strip())
    if book is None:
        raise RecordError(unknown_edition(edition))
    return book
