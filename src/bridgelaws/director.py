"""The Director's workflow (DESIGN.md "How an irregularity flows", steps 3 and 4): between
the table, which folds events, and the laws, which detect and rectify irregularities.

When attention is drawn (``director``) the Director asks the law book of the table's edition
for a ruling on each irregularity still open, in the order they happened; a ruling with
options waits for its chooser (``<seat> chooses <option>``), a question waits for the
Director's judgment (``director rules <clause> <answer>``); a choice is applied by its law,
and then the next open irregularity is ruled on, or a choice due before the next turn (26B,
50D2, 51) is offered. A claim or concession he has not ruled on is ruled on first (68D, 69–71).

:class:`Director` is what the table consults (:class:`bridgelaws.hooks.Rules`): this workflow,
and every hook of the law book of the table's edition, which it hands over to that book.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Suit
from bridgelaws.errors import AlphabetError, ImpossibleActionError
from bridgelaws.events import (
    CardIndicated,
    CardPlayed,
    CardPointed,
    CardsShown,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    OptionChosen,
    TableEvent,
    TrickInspected,
)
from bridgelaws.i18n import Message
from bridgelaws.laws import BOOKS, LawBook, detect, lawbook_for, mechanics
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table


class Director:
    """The Director's workflow with the laws of one book (``book``), or of the book of each
    table's own edition (``book=None``: the ``[Edition]`` of its record)."""

    def __init__(self, book: LawBook | None = None) -> None:
        self.book = book

    def __repr__(self) -> str:
        return f"Director({self.book!r})"

    def _book(self, table: Table) -> LawBook:
        if self.book is not None:
            return self.book
        return BOOKS.get(table.edition) or lawbook_for(table.edition)

    # ------------------------------------------------------------------ the workflow
    def handle(self, table: Table, event: TableEvent) -> None:
        if table.deferred is not None and not isinstance(event, OptionChosen):
            check_cards_held(table, event)  # an impossible event settles nothing
            settle_deferred(table)
        if isinstance(event, DirectorCalled):
            if event.by is not None and not table.physical_only:
                self.attention_drawn(table, event.by)
            on_director(table)
            if table.pending is None and table.pending_judgment is None:
                # nothing waits for him (nothing was open, or his rulings applied at once):
                # the Director leaves; a later irregularity waits for his next call (found
                # by the fuzzer: still "present", he ruled a claim disputed after he left
                # when declarer's card accepted a lead out of turn, and the board ended
                # under that card)
                table.director_present = False
        elif isinstance(event, OptionChosen):
            on_choice(table, event)
        elif isinstance(event, DirectorRules):
            on_judgment(table, event)
        elif isinstance(event, Claim | Concession):
            self._book(table).law("68").claimed(table, event)
        elif isinstance(event, ClaimAgreed | ClaimDisputed):
            self._book(table).law("68").answered(table, event)
        else:
            detect.event(table, event)

    def play_in_turn(self, table: Table, seat: Seat, card: Card) -> None:
        detect.check_play(table, seat, card)

    def lead_out_of_turn(self, table: Table, seat: Seat, card: Card) -> None:
        self._book(table).law("53").lead_out_of_turn(table, seat, card)

    def legal_mask(self, table: Table, seat: Seat) -> int:
        return mechanics.legal_mask(table, seat)

    def card_played(self, table: Table, seat: Seat) -> None:
        mechanics.card_played(table, seat)

    def trick_quitted(self, table: Table, winner: Seat) -> None:
        mechanics.trick_quitted(table, winner)

    def make_choice(self, table: Table, ruling: Ruling, option: str, arg: str, *,
                    by_conduct: bool = False) -> None:
        make_choice(table, ruling, option, arg, by_conduct=by_conduct)

    def next_ruling(self, table: Table) -> None:
        next_ruling(table)

    def rule_now(self, table: Table) -> None:
        rule_now(table)

    # ------------------------------------------------------------------ the law book
    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool:
        return self._book(table).before_director(table, irr, event)

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None:
        return self._book(table).ruling(table, irr)

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None:
        self._book(table).choose(table, ruling, option, arg)

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        return self._book(table).before_turn(table, seat)

    def detected(self, table: Table, irr: Irregularity) -> None:
        self._book(table).detected(table, irr)

    def replacement(self, table: Table, irr: Irregularity, call: Call) -> None:
        self._book(table).replacement(table, irr, call)

    def required_call_not_made(self, table: Table, seat: Seat, call: Call, required: Call) -> None:
        self._book(table).required_call_not_made(table, seat, call, required)

    def lead_before_choice(self, table: Table, choice: Ruling, seat: Seat, card: Card) -> bool:
        return self._book(table).lead_before_choice(table, choice, seat, card)

    def watched_call(self, table: Table, irr: Irregularity, clause: str, seat: Seat,
                     call: Call) -> None:
        self._book(table).watched_call(table, irr, clause, seat, call)

    def judge(self, table: Table, judgment: Judgment, answer: str) -> None:
        self._book(table).judge(table, judgment, answer)

    def director_rules(self, table: Table, clause: str, arg: str) -> bool:
        return self._book(table).director_rules(table, clause, arg)

    def warned(self, table: Table, seat: Seat) -> None:
        self._book(table).warned(table, seat)

    def asked(self, table: Table, seat: Seat, other: Seat) -> None:
        self._book(table).asked(table, seat, other)

    def card_found(self, table: Table, seat: Seat, card: Card) -> None:
        self._book(table).card_found(table, seat, card)

    def looked_at(self, table: Table, event: CardPointed | TrickInspected) -> None:
        self._book(table).looked_at(table, event)

    def tricks_after_revokes(self, table: Table) -> int | None:
        return self._book(table).tricks_after_revokes(table)

    def attention_drawn(self, table: Table, seat: Seat) -> None:
        self._book(table).attention_drawn(table, seat)

    def auction_continues(self, table: Table) -> bool:
        return self._book(table).auction_continues(table)

    def auction_ended(self, table: Table) -> None:
        self._book(table).auction_ended(table)


#: what a table consults when it was given nothing else: the book of its own edition
DIRECTOR = Director()


def _suits_answer(clause: str, text: str) -> str:
    """A Director's answer naming suits (``HS``, ``H S``, ``none``), in canonical form: the
    suit letters in Law 18E order, or ``none``."""
    words = text.replace(",", " ").split()
    if [w.lower() for w in words] == ["none"]:
        return "none"
    suits: set[Suit] = set()
    for ch in "".join(words):
        try:
            suits.add(Suit.parse(ch))
        except AlphabetError as e:  # a Cyrillic look-alike: named
            raise ImpossibleActionError(e.message) from None
        except ValueError:
            raise ImpossibleActionError(Message(
                "the answer to {clause} is a list of suits (such as HS) or none, not {answer!r}",
                clause=clause, answer=text)) from None
    if not suits:
        raise ImpossibleActionError(Message(
            "the answer to {clause} is a list of suits (such as HS) or none, not {answer!r}",
            clause=clause, answer=text))
    return "".join(s.letter for s in sorted(suits))


def check_cards_held(t: Table, event: TableEvent) -> None:
    """The cards an event names are in the seat's hand (else ImpossibleActionError)."""
    if isinstance(event, CardPlayed):
        cards: tuple[Card, ...] = (event.card, *event.also)
    elif isinstance(event, CardIndicated):
        cards = (event.card,)
    elif isinstance(event, CardsShown):
        cards = event.cards
    else:
        return
    for card in cards:
        if not t.hands[event.seat] & card.mask:
            t.check_holds(event.seat, card)


def on_director(t: Table) -> None:
    t.director_present = True
    if not t.physical_only:
        claim_to_director(t)
    if t.physical_only or t.pending is not None or t.pending_judgment is not None:
        return  # called again: the ruling in hand is finished first
    for irr in t.irregularities:
        if irr.status != "open":
            continue
        if t.result_cancelled is not None:
            # Laws 13B2, 13D: the board has ended and its result is cancelled; the
            # Director's adjusted score (12C) takes the other irregularities into account
            irr.status = "ruled"
            continue
        if not irr.supported:
            t.physical_only = True
            continue
        ruling = t.rules.ruling(t, irr)
        if irr.status == "open":  # a law that rectified it at once says so itself
            irr.status = "ruled"
        if ruling is None:
            irr.supported = False
            t.physical_only = True
            continue
        t.rulings.append(ruling)
        if ruling.chosen is None and ruling.options:
            t.pending = ruling
            break
        if t.pending is not None or t.pending_judgment is not None:
            break
    if t.pending is None and t.pending_judgment is None and not t.physical_only:
        t.before_turn()  # a choice the ruling made due now (50D2 after Law 49)


def claim_to_director(t: Table) -> None:
    """The Director called after a claim or concession he has not ruled on (Laws 68D,
    69-71): he rules on it (a concession that stood, an agreed claim: 69B, 71), and the
    deal ends with his award, as :func:`bridgelaws.claims.rule_on_claim` gives it."""
    claim = t.claim_event
    if claim is None:
        return
    at = next((n for n in range(len(t.events), 0, -1)
               if t.events[n - 1] is claim), None)
    if at is None or any(i.kind is Kind.CONTESTED_CLAIM and i.event > at
                         for i in t.irregularities):
        return
    if (t.claimed_tricks_declarer is not None
            and not lawbook_for(t.edition).law("68").settlement_changes(t)):
        # a concession (68B1) or a claim both opponents agreed to (69A): it stands unless
        # his ruling (71, 69B) changes the tricks it settled
        return
    t.record(Kind.CONTESTED_CLAIM, claim.seat)


def on_choice(t: Table, event: OptionChosen) -> None:
    if t.physical_only:
        return
    p = t.pending
    if p is None:
        raise ImpossibleActionError(Message(
            "{seat} chooses {option}, but no choice is pending", seat=str(event.seat),
            option=event.option))
    if event.seat is not p.chooser and event.seat not in p.also_may_choose:
        raise ImpossibleActionError(Message(
            "{seat} may not choose here: the choice is {chooser}'s",
            seat=str(event.seat), chooser=str(p.chooser)))
    option = next((o for o in p.options if o.lower() == event.option.lower()), None)
    if option is None:
        raise ImpossibleActionError(Message(
            "{option} is not among the options: {options}", option=event.option,
            options=", ".join(p.options)))
    if event.seat is not p.chooser:
        # Law 55A: if the defenders differ, the option of the player next in turn
        # applies; his partner's choice takes effect unless he speaks before play goes on.
        t.deferred = (p, option, event.arg)
        p.chosen, p.chosen_arg = option, event.arg
        return
    if t.deferred is not None and t.deferred[1] != option:
        p.explanation = (*p.explanation, Message(
            "{partner} chose {other}, {chooser} chose {option}: the option of the player "
            "next in turn applies (Law 55A)", partner=event.seat.partner.as_message(),
            other=t.deferred[1], chooser=event.seat.as_message(), option=option))
    t.deferred = None
    make_choice(t, p, option, event.arg)


def settle_deferred(t: Table) -> None:
    assert t.deferred is not None
    ruling, option, arg = t.deferred
    t.deferred = None
    make_choice(t, ruling, option, arg)


def make_choice(t: Table, ruling: Ruling, option: str, arg: str, *,
                by_conduct: bool = False) -> None:
    saved = (ruling.chosen, ruling.chosen_arg, ruling.choice_event, ruling.by_conduct,
             list(ruling.outcomes))
    ruling.chosen, ruling.chosen_arg = option, arg
    ruling.choice_event = t.event_number
    ruling.by_conduct = by_conduct
    if t.pending is ruling:
        t.pending = None
    try:
        t.rules.choose(t, ruling, option, arg)
    except ImpossibleActionError:
        (ruling.chosen, ruling.chosen_arg, ruling.choice_event, ruling.by_conduct,
         ruling.outcomes) = saved
        raise
    if (t.phase is Phase.AUCTION and t.auction.is_over and t.pending is None
            and t.pending_judgment is None
            and not t.rules.auction_continues(t)):
        t.end_auction()  # the choice left three passes that end the auction
    if t.pending is None:
        next_ruling(t)


def rule_now(t: Table) -> None:
    """The Director, still at the table, rules on what is open (a chain)."""
    t.director_present = True
    on_director(t)
    if t.pending is None and t.pending_judgment is None:
        t.director_present = False


def next_ruling(t: Table) -> None:
    """After a choice or a judgment: the Director rules on what is still open, then a
    choice due before the next turn (26B, 50D2, 51) is offered."""
    for irr in t.irregularities:
        if irr.status == "open" and irr.supported and t.director_present:
            on_director(t)
            return
    t.before_turn()
    if t.pending is None:
        t.director_present = False  # the ruling is complete; the Director leaves


def on_judgment(t: Table, event: DirectorRules) -> None:
    if t.physical_only:
        return
    j = t.pending_judgment
    set_aside = (lawbook_for(t.edition).law("26").set_aside_lead_choice(t) if j is None
                 else None)
    if j is None and t.pending is None and t.rules.director_rules(
            t, event.clause, event.arg):
        if t.pending is None:
            t.before_turn()  # the choice set aside is offered again
        return
    if set_aside is not None:
        t.rulings.append(set_aside)
        t.pending = set_aside
    if j is None or j.clause.lower() != event.clause.lower():
        raise ImpossibleActionError(Message(
            "the Director rules {clause}, but no such judgment is asked",
            clause=event.clause))
    answer = event.arg.strip().lower()
    if j.expects == "number":
        answer = event.arg.strip()
    elif j.expects == "suits":
        answer = _suits_answer(j.clause, event.arg)
    elif answer not in ("yes", "no"):
        raise ImpossibleActionError(Message(
            "the answer to {clause} is yes or no, not {answer!r}", clause=j.clause,
            answer=event.arg))
    j.answer, j.answer_event = answer, t.event_number
    t.pending_judgment = None
    t.rules.judge(t, j, answer)

