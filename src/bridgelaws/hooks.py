"""What the table asks of the layers above it (DESIGN.md "Layers"): the :class:`Rules`.

The table is the fold of events into state and knows no law. An event that is not a correct
call or card at a quiet table goes to its :class:`Rules` (``bridgelaws.director.Director``):
the director's workflow (the Director called, a choice, a judgment) and, through the law book
of the table's edition, the law modules, each of which detects the irregularities of its law
and rectifies them. The laws reach the table's mechanics (play a card, retract a lead, make a
penalty card) as methods of the table, and one another's hooks through the same object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from bridgelaws.calls import Call
    from bridgelaws.cards import Card
    from bridgelaws.events import CardPointed, TableEvent, TrickInspected
    from bridgelaws.rulings import Irregularity, Judgment, Ruling
    from bridgelaws.seats import Seat
    from bridgelaws.table import Table


class Rules(Protocol):
    """The director and the law book of the table's edition, as the table and the laws use
    them."""

    # -- the workflow (bridgelaws.director)
    def handle(self, table: Table, event: TableEvent) -> None:
        """Fold an event the table's short road did not take: detect, rule, choose."""

    def play_in_turn(self, table: Table, seat: Seat, card: Card) -> None:
        """A card from the seat whose turn it is (an early card at its turn, 46B): legal, or
        which irregularity."""

    def lead_out_of_turn(self, table: Table, seat: Seat, card: Card) -> None:
        """A lead from the wrong seat or hand (Laws 53–56): an early lead that stood (60A)."""

    def make_choice(self, table: Table, ruling: Ruling, option: str, arg: str, *,
                    by_conduct: bool = False) -> None:
        """Apply ``option`` of ``ruling`` (chosen, or accepted by conduct)."""

    def next_ruling(self, table: Table) -> None:
        """After a choice or a judgment: what is still open, then a choice due now."""

    def rule_now(self, table: Table) -> None:
        """The Director, still at the table, rules on what is open (a chain)."""

    def legal_mask(self, table: Table, seat: Seat) -> int:
        """The cards ``seat`` may play with what rulings left in force (44C; lead
        restrictions 50D2a, 59; penalty cards 50C, 50D1; 57A)."""

    def card_played(self, table: Table, seat: Seat) -> None:
        """A card of ``seat`` goes to the trick while something is in force: what it ends
        (a right to retract, 47E2b; the side's revokes are established, 63A1)."""

    def trick_quitted(self, table: Table, winner: Seat) -> None:
        """A trick was quitted after an irregularity: what lapses, and what comes now (an
        early lead that stands, 60A2; a choice due before the lead)."""

    # -- the law book of the table's edition (bridgelaws.laws.LawBook)
    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool:
        """Offer an event to an open irregularity before the Director is called (acceptance
        or condonation by conduct). True when the event was fully handled."""

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None:
        """The ruling once the Director is at the table (None: the law is not implemented)."""

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None:
        """Apply a chosen option to the table."""

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        """A seat is about to lead or play: a choice that must come first (26B, 50D2, 51)."""

    def detected(self, table: Table, irr: Irregularity) -> None:
        """An irregularity was just recorded: consequences that need no Director (53A at
        trick 13, 60B, 38, 39)."""

    def replacement(self, table: Table, irr: Irregularity, call: Call) -> None:
        """The offender's replacement of a withdrawn call (Law 27B)."""

    def required_call_not_made(self, table: Table, seat: Seat, call: Call, required: Call) -> None:
        """``seat`` called ``call`` where he had to repeat ``required`` (31A1, 32A1)."""

    def lead_before_choice(self, table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
        """``seat`` led ``card`` before declarer stated ``choice`` (26B, 50D2, 51B)."""

    def watched_call(self, table: Table, irr: Irregularity, clause: str, seat: Seat,
                     call: Call) -> None:
        """A call a law was waiting for (30B1, 31A, 31B, 32A, 32B)."""

    def judge(self, table: Table, judgment: Judgment, answer: str) -> None:
        """The Director's answer to a question (``director rules <clause> <answer>``)."""

    def director_rules(self, table: Table, clause: str, arg: str) -> bool:
        """A ruling on facts the engine cannot see, unasked (``21B1 <seat>``); False when
        there is no such ruling."""

    def warned(self, table: Table, seat: Seat) -> None:
        """``<seat> warns``: dummy's warning (Laws 42B2, 43B2a)."""

    def asked(self, table: Table, seat: Seat, other: Seat) -> None:
        """``<seat> asks <other>``: an inquiry about a revoke (Laws 61B, 43B2b)."""

    def looked_at(self, table: Table, event: CardPointed | TrickInspected) -> None:
        """A card pointed the wrong way (65B3) or played cards inspected (66)."""

    def tricks_after_revokes(self, table: Table) -> int | None:
        """Declarer's tricks after Law 64 at the end of play, or ``None``."""

    def attention_drawn(self, table: Table, seat: Seat) -> None:
        """``director by <seat>``: who drew attention (Laws 43A1, 43B3)."""

    def card_found(self, table: Table, seat: Seat, card: Card) -> None:
        """``<seat> finds <card>``: a missing card found (Law 14A1, 14B2)."""

    def auction_continues(self, table: Table) -> bool:
        """Three passes would end the auction: may it go on (Laws 34, 17D3)?"""

    def auction_ended(self, table: Table) -> None:
        """The auction is over: consequences that wait for it (Law 24D/24E)."""
