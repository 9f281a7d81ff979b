"""Law 45 — Card played (2017): the corrections a player may make to a card played.

Detected by the table from ``instead`` and ``unintended`` card lines (``_change_card``):

* **45C4b** declarer may correct an unintended designation of a card from dummy (a slip of
  the tongue, not a change of mind) until he next plays a card from either hand — whether it
  was unintended is the Director's judgment: ``director rules 45C4b yes|no``. Yes: the card
  meant replaces it; an opponent who played after it may then take his card back and play
  another (47D; 16C applies). No: the first card stands, and the other stays in dummy.
* **45D1** dummy faced a card declarer had not designated: it is withdrawn and the card
  designated played, if attention is drawn before each side has played to the next trick; a
  defender may take back a card he played after it, without rectification.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import Card
from bridgelaws.i18n import Message
from bridgelaws.rulings import Judgment
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 45C4b yes|no``."""
    seat, old, new = judgment.facts["seat"], judgment.facts["old"], judgment.facts["new"]
    assert isinstance(seat, Seat) and isinstance(old, Card) and isinstance(new, Card)
    if answer != "yes":
        table.notes.append(Message(
            "Law 45C4b: the Director judges that the designation of {old} was not "
            "unintended: it stands", old=old.symbol))
        return
    table.replace_played(seat, old, new, "45C4b", Message(
        "Law 45C4b: declarer's designation of {old} was unintended: {new} is played instead; "
        "an opponent who played after it may take his card back (Law 47D)",
        old=old.symbol, new=new.symbol))
