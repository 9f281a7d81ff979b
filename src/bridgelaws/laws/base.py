"""What every law module shares: the protocol a module implements, and small helpers."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from bridgelaws.cards import Suit
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.events import TableEvent
from bridgelaws.rulings import Irregularity, Kind, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table


class LawModule(Protocol):
    """A law module answers, in order: how is it detected (by the table's procedure, and
    :func:`before_director` for conduct that accepts or condones it); who chooses among
    which options (:func:`ruling`); what each option does (:func:`choose`)."""

    KINDS: tuple[Kind, ...]

    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool: ...

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None: ...

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None: ...


def new_ruling(table: Table, irr: Irregularity, laws: tuple[str, ...], chooser: object,
               options: tuple[str, ...], **kw: object) -> Ruling:
    from bridgelaws.seats import Seat

    assert chooser is None or isinstance(chooser, Seat)
    return Ruling(event=irr.event, laws=laws, offender=irr.offender, chooser=chooser,
                  options=options, kind=irr.kind, subject=irr, **kw)  # type: ignore[arg-type]


def irregularity_of(table: Table, ruling: Ruling) -> Irregularity:
    """The irregularity a ruling is about (two may come from one event: its kind tells)."""
    if ruling.subject is not None:
        return ruling.subject
    same = [i for i in table.irregularities if i.event == ruling.event]
    return next((i for i in same if i.kind is ruling.kind and i.offender is ruling.offender),
                next((i for i in same if i.kind is ruling.kind), same[0]))


def chosen_by_conduct(table: Table, ruling: Ruling, option: str,
                      irr: Irregularity | None = None, status: str = "condoned") -> Ruling:
    """Record ``ruling`` as decided by an action at the table (acceptance by a call or a
    card, a proper lead, a replacement) rather than by a statement; ``irr`` takes
    ``status``."""
    if irr is not None:
        irr.status = status
    ruling.chosen, ruling.by_conduct, ruling.choice_event = option, True, table.event_number
    table.rulings.append(ruling)
    return ruling


def suit_argument(text: str) -> Suit | None:
    """The suit an option's argument names (``57A3 H``, ``26B S``), or ``None`` when it
    names none; a Cyrillic look-alike (``С`` for ``C``) is refused, named."""
    try:
        return Suit.parse(text.strip())
    except AlphabetError as e:
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        return None
