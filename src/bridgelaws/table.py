"""The table: an event-sourced deal at the table (DESIGN.md "How an irregularity flows").

A :class:`Table` is the fold of its events. :meth:`Table.apply` accepts every action a
person can physically make: a correct one advances the auction or the play; an irregular
one is recorded as an :class:`~bridgelaws.rulings.Irregularity` and handed to the laws
module that governs it (``bridgelaws.laws``). Only an *impossible* action (a card that seat
does not hold, a card already played, a choice when none is pending) raises
:class:`~bridgelaws.errors.ImpossibleActionError`, and then the table is left unchanged.

The table enforces what rulings leave in force: penalty cards (Law 50), lead restrictions
(Laws 50D2, 51), and obligations to pass; ``legal_cards`` and ``legal_calls`` are already
narrowed by them.

Design note: this module is the fold of events into state (deal, auction, play, tricks, what
rulings left in force, the pending choice) and the mechanics rectifications use (retract a
card, make a penalty card, swap declarer and dummy, set the leader). It knows no law: an event
that is not a correct call or card at a quiet table goes to the table's
:class:`~bridgelaws.hooks.Rules` (the director, ``bridgelaws.director``, imported lazily so
that the core imports nothing above it), whose law modules detect what it is and rectify it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Sequence
from enum import Enum
from typing import TYPE_CHECKING

from bridgelaws.auction import Auction
from bridgelaws.calls import PASS, Call, CallKind
from bridgelaws.cards import SUIT_MASKS, Card, card_set
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import BridgeLawsError, ImpossibleActionError, RecordError
from bridgelaws.events import CallMade, CardPlayed, Claim, Concession, Event, TableEvent
from bridgelaws.fold import c_fold
from bridgelaws.i18n import Message
from bridgelaws.play import Trick, winning_index
from bridgelaws.rulings import (
    Irregularity,
    Judgment,
    Kind,
    LeadRestriction,
    Misplaced,
    PenaltyCard,
    PlayRestriction,
    Ruling,
)
from bridgelaws.scoring import Result, score_ns
from bridgelaws.seats import SEATS, Seat, Vulnerability

if TYPE_CHECKING:
    from bridgelaws.hooks import Rules
    from bridgelaws.record import Game
    from bridgelaws.session.model import Adjustment


class Phase(Enum):
    AUCTION = "auction"
    PLAY = "play"
    COMPLETE = "complete"


# module constants: an enum member looked up on its class costs more than a global (hot paths)
_AUCTION, _PLAY, _COMPLETE = Phase.AUCTION, Phase.PLAY, Phase.COMPLETE
_PASS_KIND, _BID_KIND = CallKind.PASS, CallKind.BID
#: ``_AFTER[seat][n]``: the seat ``n`` places after ``seat`` in rotation
_AFTER = tuple(tuple(seat.next(n) for n in range(4)) for seat in Seat)


#: the short road of a correct card in C (``bridgelaws.fold``), or None
_FOLD_CARD = c_fold(CardPlayed, Card, Trick, _PLAY, _COMPLETE, _AFTER)

_RULES: list[Rules] = []


def _default_rules() -> Rules:
    """The director with the law book of each table's edition (imported on first use: it
    imports us)."""
    if not _RULES:
        from bridgelaws.director import DIRECTOR

        _RULES.append(DIRECTOR)
    return _RULES[0]


class Table:
    """A board at the table, folded from its events.

    >>> from bridgelaws.seats import board_dealer, board_vulnerability
    >>> deal = Deal.from_pbn("N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 "
    ...                      "AQ.K63.T87.AT964")
    >>> t = Table(deal, board_dealer(8), board_vulnerability(8), board=8)
    >>> for s, c in [("W", "P"), ("N", "P"), ("E", "6C"), ("S", "P"), ("W", "P"), ("N", "P")]:
    ...     _ = t.apply(CallMade(Seat.parse(s), Call.parse(c)))
    >>> str(t.contract), t.to_act, len(list(t.legal_cards))
    ('6C', <Seat.SOUTH: 2>, 13)
    """

    def __init__(
        self,
        deal: Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
        *,
        board: int | None = None,
        edition: str = "2017",
        rules: Rules | None = None,
    ) -> None:
        self.deal = deal
        self.dealer = dealer
        self.vulnerability = vulnerability
        self.board = board
        self.edition = edition
        self._rules = rules
        self.events: list[TableEvent] = []
        self.hands: list[int] = [deal[s].mask for s in SEATS]
        self.played_mask = 0
        self.auction = Auction(dealer)
        #: every call as made, irregular ones included: (seat, call, event number)
        self.calls_made: list[tuple[Seat, Call, int]] = []
        self.phase = Phase.AUCTION
        self.contract: Contract | None = None
        self.tricks: list[Trick] = []
        self.winners: list[Seat] = []
        self.trick_leader: Seat | None = None
        self.trick_cards: list[Card] = []
        #: a seat that did not play to the trick in progress (a defective trick, Law 67)
        self.trick_missing: Seat | None = None
        self.dummy_exposed = False
        self.irregularities: list[Irregularity] = []
        self.rulings: list[Ruling] = []
        self.pending: Ruling | None = None
        self.director_present = False
        self.penalty_cards: dict[Seat, list[PenaltyCard]] = {s: [] for s in SEATS}
        self.lead_restrictions: list[LeadRestriction] = []
        self.barred: dict[Seat, str] = {}
        #: set after an irregularity whose rectification is not implemented: later events
        #: are checked only for being physically possible
        self.physical_only = False
        #: declarer's 50D2/51B choices already offered: (trick, leader, penalty cards)
        self.lead_choices_made: set[tuple[int, Seat, frozenset[Card]]] = set()
        self.claim_event: Claim | Concession | None = None
        self.claim_agreed_by: set[Seat] = set()
        self.claimed_tricks_declarer: int | None = None
        #: the play when the last claim or concession was made (Law 68D): tricks quitted,
        #: the trick in progress (its cards, leader and a seat that did not play to it)
        self.claim_at: tuple[int, tuple[Card, ...], Seat | None, Seat | None] | None = None
        #: cards played after a claim or concession had ended the board (68D: they do not
        #: count), with the penalty card each was: back to the hands if play resumes
        self.played_after_claim: list[tuple[Seat, Card, PenaltyCard | None]] = []
        self.notes: list[Message] = []
        #: seats whose designated penalty card must be played next (Law 51A choice)
        self.designated: dict[Seat, Card] = {}
        self.deferred: tuple[Ruling, str, str] | None = None
        #: Law 27B: an offender who must replace his insufficient bid
        self.replacing: dict[Seat, Irregularity] = {}
        #: Laws 31A1, 32A1: the call a seat must repeat
        self.required_call: dict[Seat, Call] = {}
        #: the next call of a seat that a law waits for (30B1, 31A, 31B, 32A, 32B)
        self.call_watch: dict[Seat, tuple[Irregularity, str]] = {}
        #: calls withdrawn with no comparable replacement: (offender, call, event) for 26B
        self.withdrawn: list[tuple[Seat, Call, int]] = []
        #: the Director's judgments asked and answered (class J)
        self.judgments: list[Judgment] = []
        self.pending_judgment: Judgment | None = None
        #: cards exposed during the auction (Law 24): (seat, cards, event, led)
        self.exposed_in_auction: list[tuple[Seat, tuple[Card, ...], int, bool]] = []
        #: after Law 55B2, the hand declarer must lead from (Law 60B watches the defenders)
        self.expect_declarer_lead: Seat | None = None
        #: cards played early that stand (57C, 57D, 60A): each is played at its seat's turn
        self.early: dict[Seat, Card] = {}
        #: a lead to the next trick made early that stands (60A): (seat, card)
        self.early_lead: tuple[Seat, Card] | None = None
        #: Law 57A: how the offender's partner must play to the current trick
        self.play_restrictions: dict[Seat, PlayRestriction] = {}
        #: the trick (0-based) at which dummy indicated a card of his own accord (45F, 57C2)
        self.dummy_indicated: int | None = None
        #: the Director's adjusted scores (Law 12C), in the order ruled
        self.adjustments: list[Adjustment] = []
        #: the event at which the Director found that dummy breached Law 43A2
        self.dummy_breach: int | None = None
        #: trick (0-based) -> positions in it of cards changed (45C4b, 45D1, 47D)
        self.changed_cards: dict[int, set[int]] = {}
        #: cards held in the wrong hand (Law 13), in the order recorded
        self.misplaced: list[Misplaced] = []
        #: cards missing from the hand they were dealt to (Law 14): (seat, card, the trick,
        #: 0-based, from which they were missing)
        self.missing_cards: list[tuple[Seat, Card, int]] = []
        #: the clause that cancelled the table result (13B2, 13D): an adjusted score replaces
        #: it (Law 12C)
        self.result_cancelled: str | None = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def from_game(cls, game: Game, *, file: str | None = None) -> Table:
        """Replay a record's game. Raises :class:`RecordError` (with the event's line)
        for an impossible event."""
        table = cls(game.deal, game.dealer, game.vulnerability, board=game.board,
                    edition=game.edition)
        for event in game.events:
            try:
                table.apply(event)
            except BridgeLawsError as exc:  # impossible, or a ruling the engine cannot make
                raise RecordError(exc.message, line=event.line, file=file) from exc
        return table

    @classmethod
    def replay(cls, deal: Deal, dealer: Seat, vulnerability: Vulnerability,
               events: Iterable[TableEvent], **kwargs: object) -> Table:
        table = cls(deal, dealer, vulnerability, **kwargs)  # type: ignore[arg-type]
        for event in events:
            table.apply(event)
        return table

    @property
    def rules(self) -> Rules:
        """The director and the laws of the table's edition (:mod:`bridgelaws.hooks`)."""
        if self._rules is None:
            self._rules = _default_rules()
        return self._rules

    # ------------------------------------------------------------------ views
    @property
    def event_number(self) -> int:
        """1-based number of the event being applied (or the last one applied)."""
        return len(self.events)

    @property
    def declarer(self) -> Seat | None:
        return self.contract.declarer if self.contract else None

    @property
    def dummy(self) -> Seat | None:
        return self.contract.declarer.partner if self.contract else None

    def is_defender(self, seat: Seat) -> bool:
        return self.contract is not None and seat.side != self.contract.declarer.side

    @property
    def current_trick(self) -> Trick | None:
        if self.trick_leader is None:
            return None
        return Trick(self.trick_leader, tuple(self.trick_cards), self.trick_missing)

    @property
    def auction_open(self) -> bool:
        """The auction is still on (not ended, not passed out)."""
        return self.phase is Phase.AUCTION

    @property
    def to_act(self) -> Seat | None:
        """The seat whose turn it is to call or play (None when the board is over)."""
        leader = self.trick_leader
        if leader is not None and self.phase is _PLAY:
            if self.trick_missing is not None:  # a seat did not play (Law 67): one later
                return _AFTER[leader][len(self.trick_cards) + 1]
            return _AFTER[leader][len(self.trick_cards)]
        if self.phase is _AUCTION:
            return self.auction.to_call
        return None

    @property
    def tricks_declarer(self) -> int | None:
        if self.contract is None:
            return None
        if (self.irregularities and self.phase is _COMPLETE and self.result_cancelled is None
                and self._revokes_ruled()):
            adjusted = self.rules.tricks_after_revokes(self)
            if adjusted is not None:
                return adjusted
        return self.tricks_before_revokes

    @property
    def tricks_before_revokes(self) -> int | None:
        """Declarer's tricks as played (or claimed), before any Law 64 transfer."""
        if self.contract is None:
            return None
        if self.claimed_tricks_declarer is not None:
            return self.claimed_tricks_declarer
        side = self.contract.declarer & 1  # a seat's side is its parity
        return sum(1 for w in self.winners if w & 1 == side)

    def _revokes_ruled(self) -> bool:
        return any(i.kind in (Kind.REVOKE, Kind.PENALTY_CARD_NOT_PLAYED)
                   and i.status != "open" for i in self.irregularities)

    def hand(self, seat: Seat) -> Hand:
        """The cards ``seat`` still holds (penalty cards included: they are still his)."""
        return Hand(self.hands[seat])

    @property
    def legal_calls(self) -> frozenset[Call]:
        """The calls correct procedure allows the seat to call, narrowed by a bar."""
        if (self.phase is not Phase.AUCTION or self.physical_only or self.pending is not None
                or self.pending_judgment is not None
                or any(i.call is not None for i in self.open_irregularities())):
            return frozenset()
        seat = self.auction.to_call
        if seat in self.barred:
            return frozenset({PASS})
        required = self.required_call.get(seat)
        if required is not None and self.auction.is_admissible(required, seat):
            return frozenset({required})
        replacing = self.replacing.get(seat)
        if replacing is not None and replacing.facts.get("b3"):
            # 27B3: a double or redouble was cancelled; a sufficient bid or a pass replaces it
            return frozenset(c for c in self.auction.legal_calls()
                             if c.kind in (CallKind.PASS, CallKind.BID))
        return frozenset(self.auction.legal_calls())

    @property
    def legal_cards(self) -> frozenset[Card]:
        """The cards the seat to play may play, narrowed by penalty cards and lead
        restrictions in force (Laws 44C, 50C, 50D, 59)."""
        return card_set(self.legal_mask)

    @property
    def legal_mask(self) -> int:
        """``legal_cards`` as a 52-bit mask of card indices (bit ``card.index``): the form
        for a program that plays many boards (``cards_of`` lists it lowest index first)."""
        leader = self.trick_leader
        if (leader is not None and self.phase is _PLAY and not self.irregularities
                and self.pending is None and self.pending_judgment is None):
            # nothing in force (no irregularity, nothing asked): follow suit when able
            cards = self.trick_cards
            hand = self.hands[_AFTER[leader][len(cards)]]
            if cards:
                return hand & SUIT_MASKS[cards[0].suit] or hand
            return hand
        seat = self.to_act
        if (seat is None or self.physical_only or self.pending is not None
                or self.pending_judgment is not None):
            return 0
        return self.rules.legal_mask(self, seat)

    def has_played(self, seat: Seat) -> bool:
        """Whether ``seat`` has played to the trick in progress."""
        trick = self.current_trick
        return trick is not None and seat in trick.seats

    @property
    def status(self) -> str:
        """``complete`` | ``awaiting-choice`` | ``awaiting-director`` | ``in-progress``."""
        if self.pending_judgment is not None:
            return "awaiting-director"
        if self.pending is not None:
            return "awaiting-choice"
        if any(i.status == "open" for i in self.irregularities) and not self.physical_only:
            return "awaiting-director"
        if self.claim_event is not None and self.phase is _PLAY:
            return "awaiting-director" if self.claim_disputed else "in-progress"
        if self.result_cancelled is not None and not self.adjustments:
            return "awaiting-director"  # the adjusted score that replaces the result (12C)
        if self.phase is _COMPLETE:
            return "complete"
        return "in-progress"

    @property
    def claim_disputed(self) -> bool:
        return any(i.kind is Kind.CONTESTED_CLAIM for i in self.irregularities)

    @property
    def unsupported(self) -> list[Irregularity]:
        return [i for i in self.irregularities if not i.supported]

    @property
    def result(self) -> Result | None:
        if self.phase is not _COMPLETE or self.result_cancelled is not None:
            return None
        tricks = self.tricks_declarer
        return Result(self.contract, tricks,
                      score_ns(self.contract, tricks or 0, self.vulnerability))

    def penalty_cards_of(self, seat: Seat) -> list[PenaltyCard]:
        return list(self.penalty_cards[seat])

    # ------------------------------------------------------------------ apply
    def apply(self, event: TableEvent) -> list[Irregularity]:
        """Fold one event into the table; return the irregularities it created.

        Raises :class:`ImpossibleActionError` (leaving the table unchanged) for an action
        that cannot physically happen.
        """
        if self.fast_path:
            if _FOLD_CARD is not None and _FOLD_CARD(self.__dict__, event):
                return []  # a correct card at a quiet table, folded in C (_cfold.c)
            if (not (  # the usual case of ``_quiet``, inline: nothing recorded, nothing asked
                    self.irregularities or self.pending is not None
                    or self.claim_event is not None or self.pending_judgment is not None
                    or self.lead_restrictions or self.early or self.designated)
                    or self._quiet()) and self._apply_normal(event):
                return []
        snapshot = self.__dict__.copy()
        # containers are copied so that a failed event leaves no trace; the event list only
        # grows, so it is cut back instead of copied (that copy made replay quadratic)
        snapshot_deep = {k: copy.copy(v) for k, v in snapshot.items()
                         if k != "events" and isinstance(v, list | dict | set)}
        snapshot_deep["penalty_cards"] = {s: list(v) for s, v in self.penalty_cards.items()}
        # the rulings, irregularities and judgments already made are mutable records: their
        # state is kept too, so that a failed event changes none of them
        rulings = [(r, {**r.__dict__, "outcomes": list(r.outcomes)}) for r in self.rulings]
        irrs = [(i, {**i.__dict__, "facts": {k: list(v) if isinstance(v, list) else v
                                             for k, v in i.facts.items()}})
                for i in self.irregularities]
        judgments = [(j, dict(j.__dict__)) for j in self.judgments]
        n_events = len(self.events)
        before = len(self.irregularities)
        self.events.append(event)
        try:
            self.rules.handle(self, event)
        except ImpossibleActionError:
            self.__dict__.update(snapshot)
            self.__dict__.update(snapshot_deep)
            for obj, state in (*rulings, *irrs, *judgments):
                obj.__dict__.update(state)
            del self.events[n_events:]
            raise
        return self.irregularities[before:]

    #: set while Laws 33/58A fold a simultaneous pair (see ``_simultaneous``)
    folding = False

    #: take the short road for a correct call or card at a quiet table (see ``_apply_normal``);
    #: the tests turn it off to check that both roads lead to the same table
    fast_path = True

    def _quiet(self) -> bool:
        """Nothing is in force or waiting: no ruling, judgment or claim; no penalty card,
        restriction, bar or withdrawn call; no irregularity still open."""
        if (self.irregularities or self.pending is not None or self.claim_event is not None
                or self.pending_judgment is not None):
            # after an irregularity, a ruling or a claim: every check (rare at a table)
            if (self.pending is not None or self.pending_judgment is not None
                    or self.deferred is not None or self.physical_only
                    or self.claim_event is not None or self.lead_restrictions
                    or self.designated or self.withdrawn
                    or self.expect_declarer_lead is not None or self.early
                    or self.early_lead is not None or self.play_restrictions
                    or self.changed_cards or self.trick_missing is not None
                    or any(self.penalty_cards.values())):
                return False
            # a revoke not yet established is waiting for the next card (Law 63A)
            return not any(i.status == "open" or (i.kind is Kind.REVOKE
                                                  and not i.facts.get("established")
                                                  and not i.facts.get("corrected"))
                           for i in self.irregularities)
        # with no irregularity recorded and nothing asked, no law has put anything in force
        return not (self.lead_restrictions or self.early or self.designated)

    def _apply_normal(self, event: TableEvent) -> bool:
        """At a quiet table, fold a call or card made in turn and by correct procedure, and
        return True; return False (having changed nothing) for anything else. Nothing on
        this road can raise, so ``apply`` needs no snapshot for it: the cost of a normal deal
        is the cost of its calls and cards. The card branch and ``complete_trick`` have a
        twin in C (``_cfold.c``, tried first): a change to one is made to the other."""
        kind = type(event)
        if kind is CardPlayed:
            leader = self.trick_leader
            if self.phase is not _PLAY or leader is None or event.extra is not None:  # type: ignore[union-attr]
                return False
            card = event.card  # type: ignore[union-attr]
            seat, mask = event.seat, card.mask  # type: ignore[union-attr]
            cards = self.trick_cards
            hand = self.hands[seat]  # type: ignore[index]
            if seat is not _AFTER[leader][len(cards)] or not hand & mask:
                return False
            if cards:  # Law 44C: follow suit when able
                follow = hand & SUIT_MASKS[cards[0].suit]
                if follow and not follow & mask:
                    return False
            self.events.append(event)
            # what ``_play`` does, less what a quiet table cannot need (no restriction to use
            # up, no penalty card to remove, no choice to offer before the next turn)
            self.hands[seat] = hand & ~mask
            cards.append(card)
            n = len(cards)
            if n == 4:
                self.complete_trick()
            elif n == 1 and not self.tricks:
                self.dummy_exposed = True  # Law 41C/41D: the opening lead is faced
            return True
        if kind is CallMade:
            if (self.phase is not _AUCTION or self.barred or self.required_call
                    or self.call_watch or self.replacing
                    or event.simultaneous):  # type: ignore[union-attr]
                return False
            seat, call = event.seat, event.call  # type: ignore[union-attr]
            auction = self.auction
            if seat is not auction.to_call:
                return False
            if call.kind is _BID_KIND:  # Laws 18D, 38: sufficient, and not above seven
                last = auction.last_bid
                if call.level > 7 or (last is not None and call.rank <= last.rank):
                    return False
            elif call.kind is not _PASS_KIND and not auction.is_admissible(call, seat):
                return False
            self.events.append(event)
            self.calls_made.append((seat, call, len(self.events)))
            self.legal_call(seat, call)
            return True
        return False

    def apply_all(self, events: Iterable[TableEvent]) -> None:
        for e in events:
            self.apply(e)

    # ------------------------------------------------------------------ irregularities
    def record(self, kind: Kind, offender: Seat | None, *, card: Card | None = None,
               call: Call | None = None, supported: bool = True,
               note: Message | None = None) -> Irregularity:
        irr = Irregularity(kind, self.event_number, offender, card=card, call=call,
                           supported=supported, note=note)
        self.irregularities.append(irr)
        return irr

    def open_irregularities(self) -> list[Irregularity]:
        return [i for i in self.irregularities if i.status == "open" and i.supported]

    # ------------------------------------------------------------------ auction

    def is_artificial(self, event: int | None) -> bool:
        """Whether the call of event number ``event`` was marked artificial (Laws 29C, 30C)."""
        if event is None or not 0 < event <= len(self.events):
            return False
        e = self.events[event - 1]
        return isinstance(e, CallMade) and e.artificial

    def legal_call(self, seat: Seat, call: Call) -> None:
        """A call that stands: add it to the auction, end the auction when it is over, and
        let the laws look at it (a call the laws were waiting for: 30B1, 31A, 32A)."""
        self.auction = auction = self.auction.add(call, seat)
        watch = None
        if self.barred or self.required_call or self.call_watch:
            if self.barred.get(seat) == "next-turn" and call.kind is CallKind.PASS:
                del self.barred[seat]
            self.required_call.pop(seat, None)
            watch = self.call_watch.pop(seat, None)
        if auction.passes >= 3 and auction.is_over and not self.rules.auction_continues(self):
            self.end_auction()
        if watch is not None:
            self.rules.watched_call(self, watch[0], watch[1], seat, call)

    def end_auction(self) -> None:
        self.contract = self.auction.contract
        self.barred.clear()
        self.required_call.clear()
        self.call_watch.clear()
        if self.contract is None:
            self.phase = _COMPLETE
        else:
            self.phase = _PLAY
            self.trick_leader = self.contract.opening_leader
        self.rules.auction_ended(self)
        if self.phase is _PLAY and self.pending is None:
            self.before_turn()

    def rebuild_auction(self, entries: Sequence[tuple[Seat, Call]]) -> None:
        """Replace the calls that stand (a cancelled call: Laws 25B, 27B3, 36A)."""
        was_open = not self.auction.is_over
        auction = Auction(self.dealer)
        for seat, call in entries:
            auction = auction.add(call, seat)
        if was_open and auction.is_over:
            # the passes that stand were already kept from ending it (Law 17D3): they still are
            auction = auction.kept_open()
        self.auction = auction

    def bar(self, seat: Seat, scope: str) -> None:
        """``seat`` must pass at his next turn (``next-turn``) or for the rest of the auction
        (``throughout``)."""
        if self.barred.get(seat) != "throughout":
            self.barred[seat] = scope

    # ------------------------------------------------------------------ play
    def check_holds(self, seat: Seat, card: Card) -> None:
        if self.hands[seat] & card.mask:
            return
        if self.played_mask & card.mask:
            raise ImpossibleActionError(
                Message("{card} has already been played", card=str(card)))
        if self.trick_cards and card in self.trick_cards:
            raise ImpossibleActionError(
                Message("{card} is already on the table in this trick", card=str(card)))
        raise ImpossibleActionError(
            Message("{seat} does not hold {card}", seat=str(seat), card=str(card)))

    def _lead_made(self, seat: Seat) -> None:
        # a required lead is used up by the lead; a prohibition lasts while on lead
        self.lead_restrictions = [r for r in self.lead_restrictions
                                  if not (r.seat is seat and not r.while_on_lead)]
        self.designated.pop(seat, None)
        if self.expect_declarer_lead is seat:
            self.expect_declarer_lead = None

    def play(self, seat: Seat, card: Card) -> None:
        """Put a card to the current trick from the seat whose turn it is."""
        if self.pending is not None or self.irregularities:
            self.rules.card_played(self, seat)  # what the card ends (47E2, 63A)
        self.hands[seat] &= ~card.mask
        if not self.trick_cards:
            self._lead_made(seat)
        self.trick_cards.append(card)
        self.designated.pop(seat, None)
        self.early.pop(seat, None)
        if self.play_restrictions:
            self.play_restrictions.pop(seat, None)
        self.remove_penalty(seat, card)
        if len(self.tricks) == 0 and len(self.trick_cards) == 1:
            self.dummy_exposed = True  # Law 41C/41D: the opening lead is faced
        if len(self.trick_cards) + (self.trick_missing is not None) == 4:
            self.complete_trick()
        else:
            self.before_turn()

    def complete_trick(self) -> None:
        leader, contract = self.trick_leader, self.contract
        assert contract is not None and leader is not None
        cards = self.trick_cards
        missing = self.trick_missing
        if missing is None:
            winner = _AFTER[leader][winning_index(cards, contract.strain)]
            self.played_mask |= cards[0].mask | cards[1].mask | cards[2].mask | cards[3].mask
            self.tricks.append(Trick(leader, tuple(cards)))
        else:  # a defective trick (Law 67): quitted without ``missing``'s card
            trick = Trick(leader, tuple(cards), missing)
            winner = trick.winner(contract.strain)
            for c in cards:
                self.played_mask |= c.mask
            self.tricks.append(trick)
            self.trick_missing = None
        self.winners.append(winner)
        self.trick_cards = []
        if len(self.tricks) == 13:
            self.trick_leader = None
            self.phase = _COMPLETE
            return
        self.trick_leader = winner
        if self.irregularities:  # what the end of a trick ends or brings (50D2a, 57A, 60A)
            self.rules.trick_quitted(self, winner)

    def before_turn(self) -> None:
        """Before a seat leads or plays: a card that stands from earlier (57C, 57D, 60A) is
        played now; else a choice that must come first (50D2, 51, 26B)."""
        if self.early:
            seat = self.to_act
            if seat is not None and seat in self.early and self.pending is None \
                    and self.phase is _PLAY:
                card = self.early.pop(seat)
                if self.hands[seat] & card.mask:  # not played or given up some other way since
                    self.rules.play_in_turn(self, seat, card)
                    return
        if not (self.withdrawn or any(self.penalty_cards.values())):
            return  # only penalty cards (50D2, 51) and withdrawn calls (26B) ask first
        seat = self.to_act
        if self.phase is not _PLAY or seat is None or self.pending is not None:
            return
        ruling = self.rules.before_turn(self, seat)
        if ruling is not None:
            self.rulings.append(ruling)
            self.pending = ruling

    def set_leader(self, seat: Seat) -> None:
        """The next lead is ``seat``'s (after a retraction)."""
        self.trick_leader = seat
        self.before_turn()

    def remove_penalty(self, seat: Seat, card: Card) -> None:
        pcs = self.penalty_cards[seat]
        if pcs:
            pcs[:] = [pc for pc in pcs if pc.card is not card]

    # ------------------------------------------------------------------ other events

    def ruling_for(self, irr: Irregularity) -> Ruling | None:
        return next((r for r in reversed(self.rulings)
                     if r.event == irr.event and r.kind is irr.kind), None)

    def ask(self, judgment: Judgment) -> None:
        """Ask the Director a question (class J); play waits for the answer."""
        self.judgments.append(judgment)
        self.pending_judgment = judgment

    # ------------------------------------------------------------------ rendering help
    def auction_for_display(self) -> list[tuple[Seat, Call, bool]]:
        """Every call as made, with a flag for those that were irregular."""
        irregular = {i.event for i in self.irregularities if i.call is not None}
        return [(s, c, n in irregular) for s, c, n in self.calls_made]

    def all_tricks(self) -> Sequence[Trick]:
        cur = self.current_trick
        return [*self.tricks, cur] if cur is not None and cur.cards else list(self.tricks)

    def iter_events(self) -> Iterator[tuple[int, Event]]:
        return enumerate(self.events, start=1)
