"""Law 54 — Faced opening lead out of turn (2017).

Detection: the defender who is not declarer's LHO faces the opening lead (the table's
procedure). A "lead" by presumed declarer or dummy is not a lead (54E: Law 24 applies).

Chooser: declarer (presumed declarer), after the Director has listed the options (10C1).

* **54A** declarer spreads his hand: he becomes dummy and dummy becomes declarer; the lead
  stands. If declarer begins to spread his hand and exposes a card, he must spread it all —
  a ``shows`` event by declarer is this choice made by conduct.
* **54B** declarer accepts the lead: dummy is spread (41) and the second card to the trick is
  played from declarer's own hand. A card declarer plays from his own hand to the lead is
  acceptance by conduct (53A).
* **54C** if declarer could have seen any of dummy's cards (dummy began to spread: a
  ``shows`` event by dummy), he must accept the lead; the presumed declarer stays declarer,
  so 54B is the only outcome.
* **54D** declarer requires the lead's retraction: the card becomes a major penalty card
  (Laws 50, 56) and the correct defender leads; Law 50D applies at once, so declarer's
  50D2 options follow (:mod:`bridgelaws.laws.law50_penalty_cards`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.events import CardPlayed, CardsShown, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.OPENING_LEAD_OUT_OF_TURN,)
OPTIONS = ("54A", "54B", "54D")


def _offer(table: Table, irr: Irregularity) -> Ruling:
    return new_ruling(table, irr, ("54",), table.declarer, OPTIONS)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """Conduct before the Director is called: dummy shows a card (54C), declarer spreads
    his hand (54A by conduct) or plays to the lead from his own hand (54B by conduct)."""
    declarer, dummy = table.declarer, table.dummy
    if isinstance(event, CardsShown) and event.seat is dummy:
        irr.facts["dummy_seen"] = True
        table.dummy_exposed = True
        return True
    if isinstance(event, CardsShown) and event.seat is declarer:
        ruling = _offer(table, irr)
        irr.status = "condoned"
        table.rulings.append(ruling)
        if irr.facts.get("dummy_seen"):
            ruling.options = ("54B",)
            ruling.laws = ("54", "54C")
            table.rules.make_choice(table, ruling, "54B", "", by_conduct=True)
            return True  # 54C: declarer's cards shown now are those of a declarer (48A)
        table.rules.make_choice(table, ruling, "54A", "", by_conduct=True)
        return True
    if isinstance(event, CardPlayed) and event.seat is declarer and len(table.trick_cards) == 1:
        ruling = _offer(table, irr)
        if irr.facts.get("dummy_seen"):
            ruling.options, ruling.laws = ("54B",), ("54", "54C")
        irr.status = "condoned"
        table.rulings.append(ruling)
        table.rules.make_choice(table, ruling, "54B", "", by_conduct=True)
        return False  # the card is then played to the trick as usual
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """The options at the Director's arrival; under 54C only 54B, applied at once."""
    r = _offer(table, irr)
    if irr.facts.get("dummy_seen"):
        r.options, r.laws = ("54B",), ("54", "54C")
        r.explanation = (Message(
            "Law 54C: declarer could have seen dummy's cards, so he must accept the lead"),)
        r.chosen = "54B"
        r.choice_event = table.event_number
        choose(table, r, "54B", "")
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    if option == "54A":
        mechanics.swap_declarer(table)
        table.dummy_exposed = True
    elif option == "54B":
        table.dummy_exposed = True
    elif option == "54D":
        irr = irregularity_of(table, ruling)
        correct = irr.facts["correct_leader"]
        assert isinstance(correct, Seat)
        mechanics.retract_lead(table, penalty=PenaltyKind.MAJOR, law="54D")
        table.set_leader(correct)
