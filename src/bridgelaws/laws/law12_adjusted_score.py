"""Law 12C — the Director's adjusted score, in a table record (2017).

``director rules 12C1a 3NT S 8 "reason"`` (assigned), ``director rules 12C1c 4S N 10 60%;
4S N 9 40%`` (weighted), ``director rules 12C2 A+ A-`` (artificial, North-South then
East-West): the grammar is :func:`bridgelaws.session.adjusted.parse_adjustment`'s, the same
as in a session file. The table keeps the ruling (``Table.adjustments``); the table result
stays what it was, and the JSON result and the report show the adjusted score beside it —
session scoring (``bridgelaws score``) uses it in place of the table result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.errors import ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.rulings import Judgment

if TYPE_CHECKING:
    from bridgelaws.table import Table


def director_rules(table: Table, clause: str, arg: str) -> None:
    """Record the adjusted score ruled under ``clause`` (12C1a, 12C1c, 12C2, ...)."""
    from bridgelaws.session.adjusted import adjustment_text, parse_adjustment

    try:
        adjustment = parse_adjustment(f"{clause} {arg}")
    except NotationError as exc:
        raise ImpossibleActionError(exc.message) from None
    table.adjustments.append(adjustment)
    text = adjustment_text(adjustment).removeprefix("director rules ")
    table.judgments.append(Judgment(
        adjustment.clause, table.event_number,
        Message("The Director's adjusted score (Law 12C)"), answer=text,
        answer_event=table.event_number))
