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

Design note: this module holds correct procedure (Laws 17–22, 41–45) and the mechanics that
rectifications use (retract a card, make a penalty card, swap declarer and dummy, set the
leader); *which* mechanics follow an irregularity is decided by ``bridgelaws.laws``, which
the table reaches through :data:`LAWBOOK` (imported lazily, so that the core imports nothing
above it).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from bridgelaws.auction import Auction
from bridgelaws.calls import PASS, Call, CallKind
from bridgelaws.cards import SUIT_MASKS, Card, Suit, card_set
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import AlphabetError, BridgeLawsError, ImpossibleActionError, RecordError
from bridgelaws.events import (
    CallMade,
    CardFound,
    CardIndicated,
    CardMisplaced,
    CardMissing,
    CardNamed,
    CardPlayed,
    CardPointed,
    CardsShown,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    Event,
    Inquiry,
    Omission,
    OptionChosen,
    TableEvent,
    TrickInspected,
    Warning,
)
from bridgelaws.i18n import Message
from bridgelaws.play import Trick, winning_index
from bridgelaws.rulings import (
    Irregularity,
    Judgment,
    Kind,
    LeadRestriction,
    PenaltyCard,
    PenaltyKind,
    PlayRestriction,
    Ruling,
)
from bridgelaws.scoring import score_ns
from bridgelaws.seats import Seat, Side, Vulnerability

if TYPE_CHECKING:
    from bridgelaws.record import Game
    from bridgelaws.session.model import Adjustment

_LOW_RANKS = 0b0000011111111  # 2..9 within a suit's 13 bits


class Phase(Enum):
    AUCTION = "auction"
    PLAY = "play"
    COMPLETE = "complete"


# module constants: an enum member looked up on its class costs more than a global (hot paths)
_AUCTION, _PLAY = Phase.AUCTION, Phase.PLAY
#: ``_AFTER[seat][n]``: the seat ``n`` places after ``seat`` in rotation
_AFTER = tuple(tuple(seat.next(n) for n in range(4)) for seat in Seat)


class LawBook(Protocol):
    """What the table asks of the laws (implemented by ``bridgelaws.laws``)."""

    def before_director(self, table: Table, irr: Irregularity, event: TableEvent) -> bool:
        """Offer an event to an open irregularity before the Director is called (acceptance
        or condonation by conduct). Return True when the event was fully handled."""

    def ruling(self, table: Table, irr: Irregularity) -> Ruling | None:
        """The ruling once the Director is at the table (None: the law is not implemented)."""

    def choose(self, table: Table, ruling: Ruling, option: str, arg: str) -> None:
        """Apply a chosen option to the table."""

    def before_turn(self, table: Table, seat: Seat) -> Ruling | None:
        """A seat is about to lead or play: a choice that must come first (50D2, 51)."""

    def detected(self, table: Table, irr: Irregularity) -> None:
        """An irregularity was just recorded: mechanical consequences that need no
        Director (e.g. 53A at trick 13, 60B, 38, 39)."""

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


_LAWBOOK: list[LawBook] = []


def _default_lawbook() -> LawBook:
    """The laws as this package encodes them (imported on first use: they import us)."""
    if not _LAWBOOK:
        from bridgelaws.laws import LAWBOOK

        _LAWBOOK.append(LAWBOOK)
    return _LAWBOOK[0]


#: irregularities of the play itself: those in play after a claim do not count (Law 68D)
_PLAY_IRREGULARITIES = frozenset({
    Kind.OPENING_LEAD_OUT_OF_TURN, Kind.DEFENDER_LEAD_OUT_OF_TURN,
    Kind.DECLARER_LEAD_OUT_OF_TURN, Kind.PLAY_OUT_OF_TURN, Kind.EXPOSED_CARD,
    Kind.PENALTY_CARD_NOT_PLAYED, Kind.LEAD_BEFORE_DECLARERS_CHOICE, Kind.LEAD_BEFORE_26B_CHOICE,
    Kind.PLAY_AFTER_RETRACTION_ORDER, Kind.REVOKE, Kind.INCOMPLETE_DESIGNATION,
    Kind.DEFECTIVE_TRICK, Kind.CARDS_AT_ONCE, Kind.DUMMY_SUGGESTION})


def _penalty_of(irr: Irregularity) -> tuple[PenaltyCard, ...]:
    """The penalty cards among the cards that went to a trick unseen (Law 67)."""
    penalty = irr.facts.get("penalty", ())
    return penalty if isinstance(penalty, tuple) else ()


@dataclass
class Misplaced:
    """A card held in the wrong hand (Law 13): ``holder`` held ``owner``'s ``card`` from
    event ``event`` on; ``ruled`` once the Director found it, ``settled`` once corrected or
    the result cancelled."""

    holder: Seat
    card: Card
    owner: Seat
    event: int
    ruled: bool = False
    settled: bool = False


@dataclass(frozen=True)
class Result:
    """The outcome of a completed board."""

    contract: Contract | None
    tricks_declarer: int | None
    score_ns: int


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


def _simultaneous_marked(event: CallMade | CardPlayed, on: bool) -> CallMade | CardPlayed:
    if isinstance(event, CardPlayed):
        return event.with_simultaneous(on)
    return replace(event, simultaneous=on)


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
        lawbook: LawBook | None = None,
    ) -> None:
        self.deal = deal
        self.dealer = dealer
        self.vulnerability = vulnerability
        self.board = board
        self.edition = edition
        self._lawbook = lawbook
        self.events: list[TableEvent] = []
        self.hands: list[int] = [deal[s].mask for s in Seat]
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
        self.penalty_cards: dict[Seat, list[PenaltyCard]] = {s: [] for s in Seat}
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
        self._deferred: tuple[Ruling, str, str] | None = None
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
    def lawbook(self) -> LawBook:
        if self._lawbook is None:
            self._lawbook = _default_lawbook()
        return self._lawbook

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
        if (self.phase is Phase.COMPLETE and self.result_cancelled is None
                and self._revokes_ruled()):
            adjusted = self.lawbook.tricks_after_revokes(self)
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
        side = self.contract.declarer.side
        return sum(1 for w in self.winners if w.side == side)

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
        leader = self.trick_leader
        if (leader is not None and self.phase is _PLAY and not self.irregularities
                and self.pending is None and self.pending_judgment is None):
            # nothing in force (no irregularity, nothing asked): follow suit when able
            cards = self.trick_cards
            hand = self.hands[_AFTER[leader][len(cards)]]
            if cards:
                return card_set(hand & SUIT_MASKS[cards[0].suit] or hand)
            return card_set(hand)
        seat = self.to_act
        if (seat is None or self.physical_only or self.pending is not None
                or self.pending_judgment is not None):
            return frozenset()
        return card_set(self.legal_mask(seat))

    def legal_mask(self, seat: Seat) -> int:
        """Law 44C follow suit first; then lead restrictions (50D2a, 59); then a major penalty
        card at the first legal opportunity (50D1); then a minor one's limits (50C)."""
        hand = self.hands[seat]
        base = hand
        leading = not self.trick_cards
        if not leading:
            follow = hand & SUIT_MASKS[self.trick_cards[0].suit]
            if follow:
                base = follow
            if self.play_restrictions:
                restriction = self.play_restrictions.get(seat)
                if restriction is not None:
                    base = self._restricted(base, follow, restriction)
        else:
            for r in self.lead_restrictions:
                if r.seat is seat:
                    if r.kind == "require":
                        m = base & SUIT_MASKS[r.suit]
                    else:
                        m = base & ~SUIT_MASKS[r.suit]
                    if m:
                        base = m
        pcs = self.penalty_cards[seat]
        if pcs:
            designated = self.designated.get(seat)
            if designated is not None and base & designated.mask:
                return designated.mask
            major = 0
            for pc in pcs:
                if pc.kind is PenaltyKind.MAJOR:
                    major |= pc.card.mask
            m = base & major
            if m:
                return m
            for pc in pcs:
                if pc.kind is PenaltyKind.MINOR and base & pc.card.mask:
                    s = pc.card.suit
                    others_low = (hand & SUIT_MASKS[s] & (_LOW_RANKS << (13 * s))) & ~pc.card.mask
                    m = base & ~others_low
                    if m:
                        base = m
        return base

    @staticmethod
    def _restricted(base: int, follow: int, r: PlayRestriction) -> int:
        """Law 57A on the cards ``base`` the seat may play (``follow``: its cards of the suit
        led). Following suit comes first (44C); a seat that cannot comply plays any of
        ``base`` (57B, 59)."""
        if r.kind in ("highest", "lowest"):
            if not follow:
                return base
            top = follow.bit_length() - 1
            return (1 << top) if r.kind == "highest" else follow & -follow
        if follow or r.suit is None:
            return base
        suit = SUIT_MASKS[r.suit]
        m = base & suit if r.kind == "require" else base & ~suit
        return m or base

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
        if self.claim_event is not None and self.phase is Phase.PLAY:
            return "awaiting-director" if self.claim_disputed else "in-progress"
        if self.result_cancelled is not None and not self.adjustments:
            return "awaiting-director"  # the adjusted score that replaces the result (12C)
        if self.phase is Phase.COMPLETE:
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
        if self.phase is not Phase.COMPLETE or self.result_cancelled is not None:
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
        if self.fast_path and (
                # the usual case of ``_quiet``, inline: nothing recorded, nothing asked
                not (self.irregularities or self.pending is not None
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
            if self._deferred is not None and not isinstance(event, OptionChosen):
                self._check_cards_held(event)  # an impossible event settles nothing
                self._settle_deferred()
            self._dispatch(event)
        except ImpossibleActionError:
            self.__dict__.update(snapshot)
            self.__dict__.update(snapshot_deep)
            for obj, state in (*rulings, *irrs, *judgments):
                obj.__dict__.update(state)
            del self.events[n_events:]
            raise
        return self.irregularities[before:]

    def _check_cards_held(self, event: TableEvent) -> None:
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
            if not self.hands[event.seat] & card.mask:
                self._check_holds(event.seat, card)

    #: set while Laws 33/58A fold a simultaneous pair (see ``_simultaneous``)
    _folding = False

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
                    or self._deferred is not None or self.physical_only
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
        is the cost of its calls and cards."""
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
                self._complete_trick()
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
            if (seat is not auction.to_call or call.above_seven
                    or (call.is_bid and not auction.is_sufficient(call))
                    or not auction.is_admissible(call, seat)):
                return False
            self.events.append(event)
            self.calls_made.append((seat, call, len(self.events)))
            self.legal_call(seat, call)
            return True
        return False

    def apply_all(self, events: Iterable[TableEvent]) -> None:
        for e in events:
            self.apply(e)

    def _dispatch(self, event: TableEvent) -> None:
        if isinstance(event, CallMade):
            self._on_call(event)
        elif isinstance(event, CardPlayed):
            self._on_card(event)
        elif isinstance(event, CardsShown):
            self._on_show(event)
        elif isinstance(event, DirectorCalled):
            if event.by is not None and not self.physical_only:
                self.lawbook.attention_drawn(self, event.by)
            self._on_director()
        elif isinstance(event, Omission):
            self._on_omission(event)
        elif isinstance(event, CardFound):
            self._on_found(event)
        elif isinstance(event, Inquiry):
            self._no_pending_choice(event.seat)
            if not self.physical_only:
                self.lawbook.asked(self, event.seat, event.other)
        elif isinstance(event, CardMisplaced):
            self._on_misplaced(event)
        elif isinstance(event, CardMissing):
            self._on_missing(event)
        elif isinstance(event, CardPointed | TrickInspected):
            if event.seat is not None:
                self._no_pending_choice(event.seat)
            if self.phase is Phase.AUCTION:
                raise ImpossibleActionError(Message(
                    "tricks are pointed and inspected during and after the play"))
            if not self.physical_only:
                self.lawbook.looked_at(self, event)
        elif isinstance(event, Warning):
            self._no_pending_choice(event.seat)
            if not self.physical_only:
                self.lawbook.warned(self, event.seat)
        elif isinstance(event, OptionChosen):
            self._on_choice(event)
        elif isinstance(event, DirectorRules):
            self._on_judgment(event)
        elif isinstance(event, Claim | Concession):
            self._on_claim(event)
        elif isinstance(event, ClaimAgreed | ClaimDisputed):
            self._on_claim_reaction(event)
        elif isinstance(event, CardNamed):
            self._on_named(event)
        elif isinstance(event, CardIndicated):
            self._on_indicated(event)
        else:  # pragma: no cover - exhaustive
            raise ImpossibleActionError(Message("unknown event"))

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

    def _offer_before_director(self, event: TableEvent) -> bool:
        for irr in reversed(self.open_irregularities()):
            if self.lawbook.before_director(self, irr, event):
                return True
        return False

    # ------------------------------------------------------------------ auction
    def _on_call(self, event: CallMade) -> None:
        seat, call = event.seat, event.call
        self._no_pending_choice(seat)
        if event.simultaneous and self._simultaneous(event):
            return
        self.calls_made.append((seat, call, self.event_number))
        if self.physical_only:
            return
        before = len(self.irregularities)
        if self.phase is not Phase.AUCTION:
            irr = self.record(Kind.CALL_AFTER_AUCTION, seat, call=call)
            self.lawbook.detected(self, irr)
        elif not self._offer_before_director(event):
            self._classify_call(seat, call)
        if event.artificial:
            for irr in self.irregularities[before:]:
                irr.facts["artificial"] = True

    def is_artificial(self, event: int | None) -> bool:
        """Whether the call of event number ``event`` was marked artificial (Laws 29C, 30C)."""
        if event is None or not 0 < event <= len(self.events):
            return False
        e = self.events[event - 1]
        return isinstance(e, CallMade) and e.artificial

    #: irregular calls and cards after which a simultaneous action by the player whose turn it
    #: was is folded first (Laws 33, 58A)
    _OUT_OF_TURN = (Kind.CALL_OUT_OF_ROTATION, Kind.CHANGE_OF_CALL, Kind.OPENING_LEAD_OUT_OF_TURN,
                    Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.DECLARER_LEAD_OUT_OF_TURN,
                    Kind.PLAY_OUT_OF_TURN)

    def _simultaneous(self, event: CallMade | CardPlayed) -> bool:
        """Laws 33 and 58A: a call or card made at the same time as the one before it is deemed
        subsequent to it — unless this one was made by the player whose turn it was: then the
        earlier line was the one deemed subsequent, and the two are folded in that order
        (True)."""
        n = len(self.events)
        prev = self.events[-2] if n >= 2 else None
        if type(prev) is not type(event) or prev.seat is event.seat:
            return False
        assert isinstance(prev, CallMade | CardPlayed)
        irr = next((i for i in self.irregularities if i.event == n - 1), None)
        in_turn = (irr is not None and irr.kind in self._OUT_OF_TURN and irr.status == "open"
                   and (irr.facts.get("turn") is event.seat
                        or irr.facts.get("correct_leader") is event.seat))
        first, second = (event, prev) if in_turn else (prev, event)
        if isinstance(event, CallMade):
            assert isinstance(first, CallMade) and isinstance(second, CallMade)
            note = Message(
                "Law 33: {first} ({first_call}) and {second} ({second_call}) called at the "
                "same time; the call of {second} is deemed subsequent",
                first=first.seat.as_message(), first_call=first.call.as_message(),
                second=second.seat.as_message(), second_call=second.call.as_message())
        else:
            assert isinstance(first, CardPlayed) and isinstance(second, CardPlayed)
            note = Message(
                "Law 58A: {first} ({first_card}) and {second} ({second_card}) played at the "
                "same time; the card of {second} is deemed played after the other",
                first=first.seat.as_message(), first_card=first.card.symbol,
                second=second.seat.as_message(), second_card=second.card.symbol)
        if not in_turn or self._folding:
            self.notes.append(note)
            return False
        if isinstance(event, CardPlayed):
            assert isinstance(prev, CardPlayed) and irr is not None
            return self._card_first(event, prev, irr, note)
        # the table is the fold in the order the Laws deem: this action first, then the
        # earlier line — marked simultaneous in its turn, so that replaying the table's own
        # events gives the same table (and the same note)
        folded = Table(self.deal, self.dealer, self.vulnerability, board=self.board,
                       edition=self.edition, lawbook=self._lawbook)
        *earlier, = self.events[:-2]
        for e in earlier:
            folded.apply(e)
        folded.apply(_simultaneous_marked(event, False))
        folded._folding = True  # the pair is folded once: no swapping back
        try:
            folded.apply(_simultaneous_marked(prev, True))
        finally:
            folded._folding = False
        self.__dict__.update(folded.__dict__)
        return True

    def _card_first(self, event: CardPlayed, prev: CardPlayed, irr: Irregularity,
                    note: Message) -> bool:
        """Law 58A for cards: the card of the player whose turn it was (``event``) counts
        first; the earlier line's card (``prev``), irregular so far, is taken back and
        played again after it, where it is judged anew. The table's events keep the order of
        the record. A lead out of turn that already used up a restriction is left as it is
        (False: only the note)."""
        seat, card = prev.seat, prev.card
        if irr.kind is not Kind.PLAY_OUT_OF_TURN:
            if (self.trick_cards != [card] or any(r.seat is seat for r in self.lead_restrictions)
                    or seat in self.designated):
                self.notes.append(note)
                return False
            self.hands[seat] |= card.mask
            self.trick_cards = []
            leader = irr.facts.get("correct_leader")
            assert isinstance(leader, Seat)
            self.trick_leader = leader
        self.irregularities.remove(irr)
        self.notes.append(note)
        self._card(event.with_simultaneous(False))
        if self.phase is not _PLAY or not self.hands[seat] & card.mask:
            return True
        n = self.event_number
        irr_before, rulings_before = len(self.irregularities), len(self.rulings)
        self._card(prev.with_simultaneous(False))
        for later in self.irregularities[irr_before:]:  # they are about the earlier line
            if later.event == n and later.offender is seat:
                later.event = n - 1
        for ruling in self.rulings[rulings_before:]:
            if ruling.event == n and ruling.offender is seat:
                ruling.event = n - 1
        return True

    def _classify_call(self, seat: Seat, call: Call) -> None:
        """A call that no open irregularity took: in rotation and legal, or which
        irregularity (Laws 25, 27, 28A, 29, 36, 37, 38)."""
        turn = self._turn()
        if seat is not turn and seat.rho is turn and self.barred.get(turn):
            # 28A: a call at RHO's turn when RHO is obliged to pass is in rotation
            self.notes.append(Message(
                "Law 28A: {seat} called at {rho}'s turn; {rho} had to pass, so the call is in "
                "rotation", seat=seat.as_message(), rho=turn.as_message()))
            self.legal_call(turn, PASS)
            if self.phase is not Phase.AUCTION:
                return
            turn = self.auction.to_call
        replacing = self.replacing.get(seat)
        if replacing is not None and seat is turn:
            del self.replacing[seat]
            self.lawbook.replacement(self, replacing, call)
            return
        if call.above_seven:
            irr = self.record(Kind.BID_ABOVE_SEVEN, seat, call=call)
            self.lawbook.detected(self, irr)
            return
        if seat is not turn:
            last = self.calls_made[-2] if len(self.calls_made) >= 2 else None
            kind = (Kind.CHANGE_OF_CALL if last is not None and last[0] is seat
                    and seat is turn.rho else Kind.CALL_OUT_OF_ROTATION)
            irr = self.record(kind, seat, call=call)
            irr.facts["turn"] = turn
            irr.facts["called_before"] = any(s is seat for s, _ in self.auction.entries)
            return
        required = self.required_call.get(seat)
        if required is not None and call is not required and self.auction.is_admissible(
                required, seat):
            self.lawbook.required_call_not_made(self, seat, call, required)
            return
        if seat in self.barred and call.kind is not CallKind.PASS:
            self.record(Kind.CALL_BY_BARRED_PLAYER, seat, call=call)
            return
        if call.is_bid and not self.auction.is_sufficient(call):
            self.record(Kind.INSUFFICIENT_BID, seat, call=call)
            return
        if not self.auction.is_admissible(call, seat):
            self.record(Kind.INADMISSIBLE_CALL, seat, call=call)
            return
        self.legal_call(seat, call)

    #: irregular calls made at the caller's own turn: the turn has passed on (Law 28B's
    #: "next in rotation" counts from them) though they do not stand yet
    _CALLS_IN_TURN = (Kind.INSUFFICIENT_BID, Kind.INADMISSIBLE_CALL, Kind.CALL_BY_BARRED_PLAYER,
                      Kind.BID_ABOVE_SEVEN)

    def _turn(self) -> Seat:
        """Whose turn it is to call, as the players at the table see it: the auction's
        turn, moved on past each irregular call still open that was made at its turn (an
        insufficient bid not yet accepted or replaced is a call made; its LHO is next)."""
        turn = self.auction.to_call
        for irr in self.open_irregularities():
            if irr.kind in self._CALLS_IN_TURN and irr.offender is turn:
                turn = turn.lho
        return turn

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
        if auction.passes >= 3 and auction.is_over and not self.lawbook.auction_continues(self):
            self._end_auction()
        if watch is not None:
            self.lawbook.watched_call(self, watch[0], watch[1], seat, call)

    def _end_auction(self) -> None:
        self.contract = self.auction.contract
        self.barred.clear()
        self.required_call.clear()
        self.call_watch.clear()
        if self.contract is None:
            self.phase = Phase.COMPLETE
        else:
            self.phase = Phase.PLAY
            self.trick_leader = self.contract.opening_leader
        self.lawbook.auction_ended(self)
        if self.phase is Phase.PLAY and self.pending is None:
            self._before_turn()

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
    def _check_holds(self, seat: Seat, card: Card) -> None:
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

    def _no_pending_choice(self, seat: Seat) -> None:
        j = self.pending_judgment
        if j is not None:
            raise ImpossibleActionError(Message(
                "the Director's judgment is pending: director rules {clause} yes|no",
                clause=j.clause))
        p = self.pending
        if p is not None and (self.director_present or p.kind is None):
            if p.kind is None and not self.director_present:
                return  # a declarer's choice at partner's lead (50D2) is handled by the lead
            raise ImpossibleActionError(Message(
                "the Director's ruling is pending: {chooser} must first choose among {options}",
                chooser=str(p.chooser), options=", ".join(p.options)))

    def _on_card(self, event: CardPlayed) -> None:
        seat, card = event.seat, event.card
        self._check_holds(seat, card)
        self._retraction_lapses()
        for other in event.also:
            self._check_holds(seat, other)
            if self.early.get(seat) is other or self.early_lead == (seat, other):
                # found by the fuzzer: a card faced early (57C, 57D, 60A), "played unseen"
                # with another, was in the next trick and among the played cards at once
                raise ImpossibleActionError(Message(
                    "{card} is already faced on the table: it was played early and counts at "
                    "its turn", card=str(other)))
        if self.phase is Phase.COMPLETE:
            if self.claimed_tricks_declarer is None:
                raise ImpossibleActionError(Message("the board is over: no card can be played"))
            # Law 68D: play ceases at a claim; cards played after it do not count
            penalty = next((pc for pc in self.penalty_cards[seat] if pc.card is card), None)
            self._card_gone(seat, card)
            self.played_after_claim.append((seat, card, penalty))
            if not any(n.msgid.startswith("Law 68D") for n in self.notes):
                self.notes.append(Message(
                    "Law 68D: play ceased at the claim or concession; cards played after it "
                    "do not count"))
            return
        set_aside = event.instead and self._set_aside_penalty_choice()
        self._no_pending_choice(seat)
        if self.physical_only:
            self._card_gone(seat, card)
            return
        if self.phase is Phase.AUCTION:
            self.exposed_during_auction(seat, (card, *event.also), led=True)
            return
        if event.simultaneous and self._simultaneous(event):
            return
        if event.fifth:
            self._fifth_card(seat, card)
            return
        if event.instead or event.unintended:
            self._change_card(seat, card, unintended=event.unintended)
            if set_aside or (not self.trick_cards and self.pending is None):
                # the change may give the lead to another seat: a choice the lead calls
                # for is offered now (again, if it was set aside)
                self._before_turn()
            return
        self._card(event)
        if event.unnoticed:
            self._cards_unnoticed(seat, card, event.also)
        elif event.also:
            self._cards_at_once(seat, card, event.also, hidden=event.hidden)

    def _retraction_lapses(self) -> None:
        """Law 47E2a: a card may be retracted only until another card is played; play went
        on instead (found by the fuzzer: the choice then retracted another seat's card, and
        crashed)."""
        p = self.pending
        if p is not None and p.laws == ("47E2",) and p.chosen is None:
            self.pending = None
            p.outcomes.append("47E2b")
            p.explanation = (*p.explanation, Message(
                "Law 47E2b: a card was played before {seat} retracted his: his card stands",
                seat=p.chooser.as_message() if p.chooser is not None else ""))

    def _card_gone(self, seat: Seat, card: Card) -> None:
        """A card played where the table follows only what physically happens (after a claim,
        or an irregularity whose rectification is not implemented): it leaves the hand, and
        stops being a penalty card (found by the fuzzer: a played card still on the table)."""
        self.hands[seat] &= ~card.mask
        self.played_mask |= card.mask
        self._remove_penalty(seat, card)

    def _card_in_trick(self, seat: Seat) -> tuple[Card, int, bool] | None:
        """``seat``'s card in the trick in progress, or in the trick just completed when no
        card has been played to the next: (card, its position, in the trick in progress)."""
        current = self.current_trick
        if current is not None and self.trick_cards:
            i = current.position_of(seat)
            return None if i is None else (self.trick_cards[i], i, True)
        if self.tricks:
            t = self.tricks[-1]
            i = t.position_of(seat)
            return None if i is None else (t.cards[i], i, False)
        return None

    def _change_card(self, seat: Seat, card: Card, *, unintended: bool) -> None:
        """``<seat> <card> instead|unintended``: the seat's card in the trick in progress (or
        just completed) is replaced by ``card`` — Law 45D1 (dummy faced a card declarer did
        not designate), 45C4b (declarer's unintended designation of dummy's card, the
        Director's judgment), 45D1/47D (a card played after an opponent's card that was
        changed)."""
        found = self._card_in_trick(seat)
        if found is None:
            raise ImpossibleActionError(Message(
                "{seat} has no card in the trick in progress or just completed to replace",
                seat=str(seat)))
        old, position, _ = found
        trick = len(self.tricks) - (0 if self.trick_cards else 1)
        if seat is self.dummy:
            if unintended:
                if any(c for c in self._declarer_cards_after(old)):
                    raise ImpossibleActionError(Message(
                        "too late to correct the designation of {card}: declarer has played "
                        "a card since (Law 45C4b)", card=str(old)))
                self.ask(Judgment("45C4b", self.event_number, Message(
                    "Was declarer's designation of {old} unintended, and {new} the card he "
                    "meant (Law 45C4b)? director rules 45C4b yes|no", old=old.symbol,
                    new=card.symbol), offender=self.declarer,
                    facts={"seat": seat, "old": old, "new": card}))
                return
            self.replace_played(seat, old, card, "45D1", Message(
                "Law 45D1: dummy faced {old}, a card declarer had not designated: it is "
                "withdrawn and {new} is played; a defender may take back a card he played "
                "after it, without rectification", old=old.symbol, new=card.symbol))
            return
        if unintended:
            raise ImpossibleActionError(Message(
                "'unintended' corrects declarer's designation of a card from dummy"))
        changed = self.changed_cards.get(trick, set())
        leader = self.trick_leader if self.trick_cards else self.tricks[-1].leader
        assert leader is not None
        if not any(p < position and leader.next(p).side is not seat.side for p in changed):
            raise ImpossibleActionError(Message(
                "{seat} may replace his card only after an opponent's card played before it "
                "in the trick was changed (Laws 45D1, 47D)", seat=str(seat)))
        if any(i.kind is Kind.REVOKE and i.facts.get("corrected") and i.facts.get("trick") == trick
               and i.offender is not None and i.offender.side is not seat.side
               for i in self.irregularities):
            # 62C1: the opponent's change was the correction of his revoke
            self.replace_played(seat, old, card, "62C1", Message(
                "Law 62C1: after the revoke was corrected, {seat} takes back {old}, played "
                "after it, and plays {new}, without rectification", seat=seat.as_message(),
                old=old.symbol, new=card.symbol))
            return
        self.replace_played(seat, old, card, "47D", Message(
            "Law 47D: after an opponent changed his card, {seat} takes back {old} and plays "
            "{new}, without rectification (Law 16C)", seat=seat.as_message(), old=old.symbol,
            new=card.symbol))

    def _declarer_cards_after(self, card: Card) -> list[Card]:
        """Cards declarer played from either hand after ``card`` (dummy's), in its trick and
        the next."""
        cards = [*(self.tricks[-1].cards if self.tricks and not self.trick_cards
                   else self.trick_cards)]
        if card not in cards:
            return []
        leader = self.trick_leader if self.trick_cards else self.tricks[-1].leader
        assert leader is not None
        after = cards.index(card) + 1
        declarer = self.declarer
        return [c for i, c in enumerate(cards) if i >= after and leader.next(i) is declarer]

    def replace_played(self, seat: Seat, old: Card, new: Card, clause: str,
                       why: Message) -> None:
        """``new`` takes the place of ``old`` (``seat``'s card) in its trick; ``old`` goes back
        to the hand without rectification."""
        if not self.hands[seat] & new.mask:
            self._check_holds(seat, new)
        trick = len(self.tricks) - (0 if self.trick_cards else 1)
        found = self._card_in_trick(seat)
        assert found is not None
        self.changed_cards.setdefault(trick, set()).add(found[1])
        led = (self.trick_cards or list(self.tricks[-1].cards))[0].suit
        before_hand = self.hands[seat] | old.mask
        self.substitute_card(seat, old, new)
        # a take-back after an opponent's change (47D, 62C1) is a right, not an offence
        offender = seat if clause == "45D1" else None
        self.rulings.append(Ruling(event=self.event_number, laws=(clause[:3],),
                                   offender=offender, chooser=None, options=(),
                                   outcomes=[clause], explanation=(why,)))
        if found[1] and new.suit is not led and before_hand & SUIT_MASKS[led]:
            irr = self.record(Kind.REVOKE, seat, card=new)
            irr.facts.update(trick=trick, position=found[1], led=int(led), restriction=False,
                             established=False)

    def _fifth_card(self, seat: Seat, card: Card) -> None:
        """Law 45E: a card added to the trick just completed, judged not to be a lead."""
        if self.trick_cards or not self.tricks:
            raise ImpossibleActionError(Message(
                "'fifth' marks a card added to a trick of four cards just completed"))
        if self.is_defender(seat):
            irr = self.record(Kind.EXPOSED_CARD, seat, card=card)
            irr.facts["cards"] = (card,)
            irr.facts["fifth"] = True
            return
        self.rulings.append(Ruling(
            event=self.event_number, laws=("45E",), offender=seat, chooser=None, options=(),
            outcomes=["45E2"], explanation=(Message(
                "Law 45E2: declarer's fifth card to a trick goes back to his hand without "
                "rectification"),)))

    def _cards_unnoticed(self, seat: Seat, card: Card, others: tuple[Card, ...]) -> None:
        """``others`` went to the trick with ``card``, and nobody saw them: the trick is
        defective (Law 67); the offender is short of cards until the Director rules."""
        for other in others:
            self._check_holds(seat, other)  # still his after ``card`` (a lead that stood)
        for other in others:
            self.hands[seat] &= ~other.mask
            self.played_mask |= other.mask
        # a penalty card among them is in the trick, no longer on the table, until it goes
        # back (found by the fuzzer: a penalty card out of its owner's hand)
        gone = tuple(pc for pc in self.penalty_cards[seat] if pc.card in others)
        for pc in gone:
            self._remove_penalty(seat, pc.card)
        trick = len(self.tricks) if card in self.trick_cards else len(self.tricks) - 1
        irr = self.record(Kind.DEFECTIVE_TRICK, seat, card=card)
        irr.facts.update(trick=trick, extra=others, penalty=gone)

    def return_unnoticed(self, seat: Seat, cards: tuple[Card, ...],
                         penalty: tuple[PenaltyCard, ...] = ()) -> None:
        """Laws 67A2/67B2: cards played to a trick unseen go back to ``seat``'s hand; those
        that were penalty cards (``penalty``) are again."""
        for card in cards:
            self.hands[seat] |= card.mask
            self.played_mask &= ~card.mask
        for pc in penalty:
            if self.hands[seat] & pc.card.mask and pc not in self.penalty_cards[seat]:
                self.penalty_cards[seat].append(pc)

    def _cards_at_once(self, seat: Seat, card: Card, others: tuple[Card, ...], *,
                       hidden: bool) -> None:
        """Law 58B: two or more cards led or played at once; ``card`` is the one played."""
        for other in others:
            self._check_holds(seat, other)  # still his after ``card`` (a lead that stood)
        names = " ".join(c.symbol for c in others)
        if hidden or not self.is_defender(seat):
            clause = "58B1" if hidden else "58B2"
            why = (Message("Law 58B1: only {card} was visible: it is played; the other cards "
                           "({others}) go back to the hand without rectification",
                           card=card.symbol, others=names)
                   if hidden else Message(
                       "Law 58B2: {seat} designated {card}; the other cards ({others}) go back "
                       "to the hand (declarer's cards never become penalty cards, Law 48A)",
                       seat=seat.as_message(), card=card.symbol, others=names))
            self.applied(Kind.CARDS_AT_ONCE, seat, others[0], ("58B",), [clause], why)
            return
        kind = (PenaltyKind.MINOR if len(others) == 1 and not others[0].rank.is_honour
                else PenaltyKind.MAJOR)  # 50B: two cards played at once is inadvertent
        for other in others:
            self.add_penalty_card(seat, other, kind, "58B2")
        self.applied(Kind.CARDS_AT_ONCE, seat, others[0], ("58B",), ["58B2", "50B"], Message(
            "Law 58B2: {seat} designated {card}; each other card exposed becomes a penalty "
            "card ({others}; Law 50B)", seat=seat.as_message(), card=card.symbol,
            others=names))
        self._before_turn()

    def _card(self, event: CardPlayed) -> None:
        """A card led or played at the table, in turn or not."""
        seat, card = event.seat, event.card
        if self._offer_before_director(event):
            return
        p = self.pending
        if p is not None and p.kind is None and seat is self.to_act:  # a choice not stated
            self.pending = None
            if not self.lawbook.lead_before_choice(self, p, seat, card):  # not implemented
                self.record(Kind.LEAD_BEFORE_DECLARERS_CHOICE, seat, card=card, supported=False)
                self.physical_only = True
                self._card_gone(seat, card)
            return
        expected = self.to_act
        assert expected is not None and self.trick_leader is not None
        if seat is not expected:
            if not self.trick_cards:
                self._lead_out_of_turn(seat, card)
            else:
                self._premature(seat, card, expected)
            return
        self._check_play(seat, card)

    def _premature(self, seat: Seat, card: Card, turn: Seat) -> None:
        """A card by a seat that is not the one to play, while a trick is in progress
        (Laws 57, 49)."""
        lead = self.has_played(seat)
        if not self.is_defender(seat):
            self._declarer_early(seat, card, lead, turn)
            return
        partner = seat.partner
        if self.has_played(partner):
            if lead:  # a lead before declarer's side has played: a card exposed (49, 50B)
                irr = self.record(Kind.EXPOSED_CARD, seat, card=card)
                irr.facts["cards"] = (card,)
                irr.facts["deliberate"] = True
                return
            self._at_rhos_turn(seat, card)
            return
        declarer, dummy = self.declarer, self.dummy
        assert declarer is not None and dummy is not None
        both = all(self.has_played(h) or h in self.early for h in (declarer, dummy))
        dummy_first = self.dummy_indicated == len(self.tricks)
        if not lead and (both or dummy_first):
            clause = "57C1" if both else "57C2"
            self._stands(seat, card, clause, Message(
                "Law {clause}: {seat} played {card} before his partner, but {why}: no "
                "rectification; the card is played at his turn", clause=clause,
                seat=seat.as_message(), card=card.symbol,
                why=Message("declarer had played from both hands") if both else Message(
                    "dummy had indicated a card of his own accord")))
            return
        irr = self.record(Kind.PLAY_OUT_OF_TURN, seat, card=card)
        irr.facts["turn"] = turn
        irr.facts["lead"] = lead
        irr.facts["trick"] = len(self.tricks)

    def _at_rhos_turn(self, seat: Seat, card: Card) -> None:
        """57D: a defender's play (not a lead) at his RHO's turn."""
        follow = self.hands[seat] & SUIT_MASKS[self.trick_cards[0].suit]
        if not follow or follow & card.mask:
            self._stands(seat, card, "57D", Message(
                "Law 57D: {seat} played {card} at his RHO's turn; it can legally be played to "
                "the trick, so it is played at his proper turn (Law 16 may apply)",
                seat=seat.as_message(), card=card.symbol))
            return
        self.add_penalty_card(seat, card, PenaltyKind.MAJOR, "57D")
        self.applied(Kind.PLAY_OUT_OF_TURN, seat, card, ("57D",), ["57D"], Message(
            "Law 57D: {seat} played {card} at his RHO's turn; it cannot legally be played "
            "to the trick: it becomes a major penalty card", seat=seat.as_message(),
            card=card.symbol))
        self._before_turn()

    def _declarer_early(self, seat: Seat, card: Card, lead: bool, turn: Seat) -> None:
        """57C3: declarer's premature play from either hand; a lead to the next trick before
        this one is over goes back to the hand (declarer's cards are never penalty cards)."""
        follow = self.hands[seat] & SUIT_MASKS[self.trick_cards[0].suit]
        if not lead and (not follow or follow & card.mask):
            self._stands(seat, card, "57C3", Message(
                "Law 57C3: declarer's premature play of {card} is a played card: it stands and "
                "is played at that hand's turn", card=card.symbol))
            return
        self.rulings.append(Ruling(
            event=self.event_number, laws=("48A",), offender=seat, chooser=None, options=(),
            outcomes=["48A"], explanation=(Message(
                "Law 48A: {card} from declarer's side, led or played out of turn and not "
                "legal there, goes back to the hand without rectification", card=card.symbol),)))

    def applied(self, kind: Kind, seat: Seat, card: Card | None, laws: tuple[str, ...],
                outcomes: list[str], why: Message) -> Ruling:
        """An irregularity whose rectification applies at once, no one choosing (46B, 57C,
        57D, 58B, 45F): recorded with its ruling."""
        irr = self.record(kind, seat, card=card)
        irr.status = "rectified"
        r = Ruling(event=self.event_number, laws=laws, offender=seat, chooser=None,
                   options=(), kind=kind, outcomes=outcomes, explanation=(why,))
        r.choice_event = self.event_number
        self.rulings.append(r)
        return r

    def _stands(self, seat: Seat, card: Card, clause: str, why: Message) -> None:
        self.applied(Kind.PLAY_OUT_OF_TURN, seat, card, (clause[:3],), [clause], why)
        self.play_early(seat, card, lead=False)

    def play_early(self, seat: Seat, card: Card, *, lead: bool) -> None:
        """A card played early that stands: it is played at ``seat``'s turn (its lead, if
        ``lead``: the lead to the next trick)."""
        if lead:
            self.early_lead = (seat, card)
        else:
            self.early[seat] = card
            if self.to_act is seat:
                self._before_turn()

    def _check_play(self, seat: Seat, card: Card) -> None:
        """A card from the seat whose turn it is: legal, or which irregularity."""
        legal = self.legal_mask(seat)
        if not legal & card.mask:
            hand = self.hands[seat]
            leading = not self.trick_cards
            led = None if leading else self.trick_cards[0].suit
            revoke = (self._breaks_lead_restriction(seat, card) if led is None
                      else (card.suit is not led and bool(hand & SUIT_MASKS[led]))
                      or seat in self.play_restrictions)  # 61A: a rectification not obeyed
            if revoke:
                self._revoke(seat, card, len(self.trick_cards), legal,
                             restriction=led is None or seat in self.play_restrictions)
            else:
                irr = self.record(Kind.PENALTY_CARD_NOT_PLAYED, seat, card=card)
                irr.facts["penalty"] = " ".join(pc.card.symbol for pc in self.penalty_cards[seat])
                irr.facts["trick"] = len(self.tricks)
        self._play(seat, card)

    def _revoke(self, seat: Seat, card: Card, position: int, legal: int, *,
                restriction: bool) -> None:
        """Law 61A: ``card``, about to be played at ``position`` of the trick in progress, is
        a revoke; ``legal`` are the cards that would have complied (a correction, 62A)."""
        irr = self.record(Kind.REVOKE, seat, card=card)
        led = self.trick_cards[0].suit if self.trick_cards else None
        irr.facts.update(trick=len(self.tricks), position=position,
                         led=None if led is None else int(led), restriction=restriction,
                         established=False, legal=legal)

    def _breaks_lead_restriction(self, seat: Seat, card: Card) -> bool:
        hand = self.hands[seat]
        for r in self.lead_restrictions:
            if r.seat is seat:
                if r.kind == "require" and card.suit is not r.suit and hand & SUIT_MASKS[r.suit]:
                    return True
                if (r.kind == "prohibit" and card.suit is r.suit
                        and hand & ~SUIT_MASKS[r.suit]):
                    return True
        return False

    def _lead_out_of_turn(self, seat: Seat, card: Card) -> None:
        """A lead from the wrong seat or hand (Laws 53–56, 54E/24)."""
        assert self.contract is not None
        opening = not self.tricks
        declaring_side = seat.side == self.contract.declarer.side
        if opening and declaring_side:
            # 54E: presumed declarer or dummy faces a card before the opening lead → Law 24
            self.exposed_during_auction(seat, (card,), led=True)
            return
        if opening:
            kind = Kind.OPENING_LEAD_OUT_OF_TURN
        elif self.expect_declarer_lead is not None and not declaring_side:
            kind = Kind.PLAY_AFTER_RETRACTION_ORDER
        elif declaring_side:
            kind = Kind.DECLARER_LEAD_OUT_OF_TURN
        else:
            kind = Kind.DEFENDER_LEAD_OUT_OF_TURN
        offender = self.contract.declarer if declaring_side else seat
        irr = self.record(kind, offender, card=card)
        irr.facts["correct_leader"] = self.trick_leader
        irr.facts["hand"] = seat
        self.place_lead(seat, card)
        self.lawbook.detected(self, irr)

    def place_lead(self, seat: Seat, card: Card) -> None:
        """Put ``card`` on the table as the lead of the current trick, by ``seat``."""
        if self.irregularities:
            self._establish_revokes(seat.side)
        self._remove_penalty(seat, card)  # led, it is no longer a penalty card
        self.hands[seat] &= ~card.mask
        self.trick_leader = seat
        self.trick_cards = [card]
        self._lead_made(seat)

    def _lead_made(self, seat: Seat) -> None:
        # a required lead is used up by the lead; a prohibition lasts while on lead
        self.lead_restrictions = [r for r in self.lead_restrictions
                                  if not (r.seat is seat and not r.while_on_lead)]
        self.designated.pop(seat, None)
        if self.expect_declarer_lead is seat:
            self.expect_declarer_lead = None

    def _on_omission(self, event: Omission) -> None:
        """``<seat> omits``: play went on past the seat's turn without his card; the trick
        is quitted without it (Law 67)."""
        seat = event.seat
        self._no_pending_choice(seat)
        if (self.phase is not Phase.PLAY or not self.trick_cards or self.to_act is not seat
                or self.trick_missing is not None):
            raise ImpossibleActionError(Message(
                "'omits' says that a player did not play to the trick in progress when it was "
                "his turn: {seat} is not to play to it now", seat=str(seat)))
        if not self.physical_only:
            irr = self.record(Kind.DEFECTIVE_TRICK, seat)
            irr.facts["trick"] = len(self.tricks)
        self.trick_missing = seat
        if len(self.trick_cards) == 3:
            self._complete_trick()
        else:
            self._before_turn()

    def complete_defective_trick(self, trick: int, seat: Seat, card: Card, *,
                                 keep_winner: bool) -> None:
        """Law 67: ``card`` from ``seat`` completes the defective trick ``trick``; its winner
        is recomputed (67A1) or kept (67B1)."""
        assert self.contract is not None
        self.hands[seat] &= ~card.mask
        self._remove_penalty(seat, card)  # a penalty card supplied is played (the fuzzer)
        if trick == len(self.tricks):  # the trick in progress: the card takes its place
            assert self.trick_leader is not None and self.trick_missing is seat
            position = (int(seat) - int(self.trick_leader)) % 4
            self.trick_cards.insert(position, card)
            self.trick_missing = None
            if len(self.trick_cards) == 4:
                self._complete_trick()
            return
        t = self.tricks[trick]
        self.played_mask |= card.mask
        cards = list(t.cards)
        cards.insert((int(seat) - int(t.leader)) % 4, card)
        self.tricks[trick] = Trick(t.leader, tuple(cards))
        if keep_winner:
            return
        winner = self.tricks[trick].winner(self.contract.strain)
        before, self.winners[trick] = self.winners[trick], winner
        self._winner_changed(trick, before, winner)

    def deemed_revoke(self, seat: Seat, card: Card, trick: int, *, position: int = 3,
                      led: Suit | None = None, established: bool = True) -> None:
        """A revoke deemed on ``trick`` (Laws 67B1, 67B2), attention drawn. Established, it
        is ruled (Law 64 at the end of play); not yet established (63A: the offending side
        has not played to the next trick), it is open, and the Director rules 62A on it.
        One revoke a trick and player: one already recorded there (deemed by another ruling,
        or a failure to follow with another card) is not recorded again."""
        if any(i.kind is Kind.REVOKE and i.offender is seat and i.facts.get("trick") == trick
               for i in self.irregularities):
            return
        irr = self.record(Kind.REVOKE, seat, card=card)
        irr.facts.update(trick=trick, position=position, led=None if led is None else int(led),
                         restriction=False, established=established, attention=True,
                         deemed=True)
        if established:
            irr.status = "ruled"
        elif led is not None:
            irr.facts["legal"] = self.hands[seat] & SUIT_MASKS[led]

    def _on_misplaced(self, event: CardMisplaced) -> None:
        """``<seat> holds <card> of <owner>`` (Law 13): the card moves to the seat's hand."""
        seat, card, owner = event.seat, event.card, event.owner
        if seat is owner:
            raise ImpossibleActionError(Message(
                "'holds' names a card of another hand: {seat} holds {card} of {seat} says "
                "nothing", seat=str(seat), card=str(card)))
        self._take_out(owner, card, Message(
            "'holds' says where a card was during the board: write it before the card is "
            "used"))
        self.hands[seat] |= card.mask
        self.misplaced.append(Misplaced(seat, card, owner, self.event_number))

    def _on_missing(self, event: CardMissing) -> None:
        """``<seat> lacks <card>`` (Law 14): the card leaves the seat's hand until found."""
        seat, card = event.seat, event.card
        self._take_out(seat, card, Message(
            "'lacks' says which card was missing during the board: write it before the card "
            "would be used"))
        self.missing_cards.append((seat, card, len(self.tricks)))

    def _take_out(self, seat: Seat, card: Card, too_late: Message) -> None:
        """Take ``card`` out of ``seat``'s hand for a fact of the deal (Laws 13, 14), which
        the record states while the board is being played (``too_late`` otherwise)."""
        if self.phase is Phase.COMPLETE or any(pc.card is card
                                               for pc in self.penalty_cards[seat]):
            # a penalty card is on the table, used already (found by the fuzzer: a penalty
            # card "missing" from the hand stayed a penalty card)
            raise ImpossibleActionError(too_late)
        if not self.hands[seat] & card.mask:
            self._check_holds(seat, card)
        self.hands[seat] &= ~card.mask

    def restore_missing(self, seat: Seat, card: Card) -> int:
        """The missing card is back in the hand (found, or from another pack: Law 14); the
        trick from which it was missing is returned."""
        entry = next(m for m in self.missing_cards if m[0] is seat and m[1] is card)
        self.missing_cards.remove(entry)
        self.hands[seat] |= card.mask
        return entry[2]

    def restore_misplaced(self, m: Misplaced) -> None:
        """Law 13A1/13B1: the card goes back to the hand it belongs to."""
        self.hands[m.holder] &= ~m.card.mask
        self.hands[m.owner] |= m.card.mask
        m.settled = True

    def cancel_result(self, clause: str) -> None:
        """Laws 13B2, 13D: the board ends (if it had not) and its result is cancelled; the
        Director awards an adjusted score (12C)."""
        self.result_cancelled = clause
        if self.phase is not Phase.COMPLETE:
            self._take_back_trick()  # the cards of an unfinished trick go back
            self.phase = Phase.COMPLETE
            self.trick_leader = None

    def _take_back_trick(self) -> None:
        """The cards of the trick in progress go back to the hands they came from, and no
        card stands to be played early to it."""
        current = self.current_trick
        for seat, card in current.seats_and_cards() if current is not None else ():
            self.hands[seat] |= card.mask
        self.trick_cards = []
        self.trick_missing = None
        self.early.clear()

    def is_missing(self, seat: Seat, card: Card) -> bool:
        """Whether ``card`` is recorded as missing from ``seat``'s hand (Law 14)."""
        return any(s is seat and c is card for s, c, _ in self.missing_cards)

    def _on_found(self, event: CardFound) -> None:
        """``<seat> finds <card>`` (Law 14)."""
        if not self.is_missing(event.seat, event.card):
            # a card the record never took out of the hand: it is there already
            self._check_holds(event.seat, event.card)
        self.lawbook.card_found(self, event.seat, event.card)

    def _establish_revokes(self, side: Side, *, by_claim: bool = False) -> None:
        """Law 63A: a card of ``side`` to a trick after its revoke trick establishes it
        (63A1); so does a claim or concession by ``side``, or its agreement to the
        opponents' (63A3, 63A4: ``by_claim``), a revoke on the trick in progress included."""
        current = len(self.tricks) + (1 if by_claim else 0)
        for irr in self.irregularities:
            if (irr.kind is Kind.REVOKE and irr.offender is not None
                    and irr.offender.side is side and not irr.facts.get("established")
                    and not irr.facts.get("corrected")):
                trick = irr.facts.get("trick")
                if isinstance(trick, int) and current > trick:
                    irr.facts["established"] = True

    def _play(self, seat: Seat, card: Card) -> None:
        """Put a card to the current trick from the seat whose turn it is."""
        if self.pending is not None:
            self._retraction_lapses()  # a card designated (46B) or played early, too
        if self.irregularities:
            self._establish_revokes(seat.side)
        self.hands[seat] &= ~card.mask
        if not self.trick_cards:
            self._lead_made(seat)
        self.trick_cards.append(card)
        self.designated.pop(seat, None)
        self.early.pop(seat, None)
        if self.play_restrictions:
            self.play_restrictions.pop(seat, None)
        self._remove_penalty(seat, card)
        if len(self.tricks) == 0 and len(self.trick_cards) == 1:
            self.dummy_exposed = True  # Law 41C/41D: the opening lead is faced
        if len(self.trick_cards) + (self.trick_missing is not None) == 4:
            self._complete_trick()
        else:
            self._before_turn()

    def _complete_trick(self) -> None:
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
            self.phase = Phase.COMPLETE
            return
        self.trick_leader = winner
        if not self.irregularities:
            return  # nothing is in force: no restriction, no early card, no choice to offer
        if self.lead_restrictions:
            # a prohibition lasts only while its seat retains the lead (50D2a, 51B)
            self.lead_restrictions = [r for r in self.lead_restrictions if r.seat is winner]
        if self.play_restrictions:
            self.play_restrictions.clear()
        if self.changed_cards:  # a change is possible only in this trick and the last one
            self.changed_cards = {k: v for k, v in self.changed_cards.items()
                                  if k >= len(self.tricks) - 1}
        if self.early_lead is not None:
            seat, card = self.early_lead
            self.early_lead = None
            if not self.hands[seat] & card.mask:  # played or given up some other way since
                self._before_turn()
                return
            if seat is winner:
                self._play(seat, card)  # 60A2: the early lead counts as made in turn
            else:
                self._lead_out_of_turn(seat, card)
            return
        self._before_turn()

    def _before_turn(self) -> None:
        """Before a seat leads or plays: a card that stands from earlier (57C, 57D, 60A) is
        played now; else a choice that must come first (50D2, 51, 26B)."""
        if self.early:
            seat = self.to_act
            if seat is not None and seat in self.early and self.pending is None \
                    and self.phase is _PLAY:
                card = self.early.pop(seat)
                if self.hands[seat] & card.mask:  # not played or given up some other way since
                    self._check_play(seat, card)
                    return
        if not (self.withdrawn or any(self.penalty_cards.values())):
            return  # only penalty cards (50D2, 51) and withdrawn calls (26B) ask first
        seat = self.to_act
        if self.phase is not _PLAY or seat is None or self.pending is not None:
            return
        ruling = self.lawbook.before_turn(self, seat)
        if ruling is not None:
            self.rulings.append(ruling)
            self.pending = ruling

    def set_leader(self, seat: Seat) -> None:
        """The next lead is ``seat``'s (after a retraction)."""
        self.trick_leader = seat
        self._before_turn()

    def retract_lead(self, *, penalty: PenaltyKind | None, law: str,
                     event: int | None = None) -> Card:
        """Return the irregular lead to its owner's hand; a defender's card may become a
        penalty card (declarer's never does: Law 48A)."""
        if not self.trick_cards or self.trick_leader is None:
            # the lead has already gone back (the trick was retracted since): its penalty
            # card, if any, is all that is left to do
            lead = next(i for i in reversed(self.irregularities) if i.card is not None
                        and i.kind in (Kind.OPENING_LEAD_OUT_OF_TURN,
                                       Kind.DEFENDER_LEAD_OUT_OF_TURN,
                                       Kind.DECLARER_LEAD_OUT_OF_TURN,
                                       Kind.PLAY_AFTER_RETRACTION_ORDER))
            hand_of = lead.facts.get("hand", lead.offender)
            assert lead.card is not None and isinstance(hand_of, Seat)
            if penalty is not None and self.hands[hand_of] & lead.card.mask:
                self.add_penalty_card(hand_of, lead.card, penalty, law, event or lead.event)
            return lead.card
        card, owner = self.trick_cards[0], self.trick_leader
        # the lead goes back, and any card played to it since (an early card that stood,
        # 57C/57D, played at its turn) goes back with it without rectification (Law 47)
        self._take_back_trick()
        if penalty is not None:
            origin = event
            if origin is None:
                origin = next((i.event for i in reversed(self.irregularities)
                               if i.card is card), None)
            self.add_penalty_card(owner, card, penalty, law, origin)
        return card

    def substitute_card(self, seat: Seat, wrong: Card, right: Card) -> None:
        """Law 52B2: ``right`` takes the place of ``wrong`` in its trick; ``wrong`` goes back
        to the hand."""
        assert self.contract is not None
        self.hands[seat] = (self.hands[seat] | wrong.mask) & ~right.mask
        self._remove_penalty(seat, right)
        if wrong in self.trick_cards:
            self.trick_cards[self.trick_cards.index(wrong)] = right
            return
        index = next(i for i in range(len(self.tricks) - 1, -1, -1)
                     if wrong in self.tricks[i].cards)
        t = self.tricks[index]
        cards = list(t.cards)
        cards[cards.index(wrong)] = right
        self.tricks[index] = Trick(t.leader, tuple(cards), t.missing)
        self.played_mask = (self.played_mask & ~wrong.mask) | right.mask
        winner = self.tricks[index].winner(self.contract.strain)
        before, self.winners[index] = self.winners[index], winner
        if winner.side is not before.side and self.claimed_tricks_declarer is not None:
            # the trick changes sides after a claim or concession: the total follows it
            self.claimed_tricks_declarer += 1 if winner.side is self.contract.declarer.side \
                else -1
        self._winner_changed(index, before, winner)

    def _winner_changed(self, index: int, before: Seat, winner: Seat) -> None:
        """After a correction of trick ``index``: when it is the last one quitted, its
        winner leads to the next (Law 44G); cards already played to the next trick from the
        wrong hand go back without rectification."""
        if index != len(self.tricks) - 1 or self.phase is not Phase.PLAY:
            return
        if self.trick_cards and winner is not before:
            self._take_back_trick()
            for irr in self.irregularities:
                # what happened in that trick is undone with it: an omission or a revoke
                # there, not yet ruled, has nothing left to rectify
                if (irr.status == "open" and irr.facts.get("trick") == index + 1
                        and irr.kind in (Kind.DEFECTIVE_TRICK, Kind.REVOKE)):
                    irr.status = "rectified"
                    extra = irr.facts.get("extra")
                    if isinstance(extra, tuple) and irr.offender is not None:
                        self.return_unnoticed(irr.offender, extra, _penalty_of(irr))
            self.notes.append(Message(
                "Law 44G: after the correction {winner} won the trick and leads to the next; "
                "the cards already played to the next trick go back to their hands",
                winner=winner.as_message()))
        if not self.trick_cards:
            self.trick_leader = winner

    def swap_last_two(self, seat: Seat, wrong: Card, right: Card) -> None:
        """Law 62D: ``seat``'s revoke card ``wrong`` on trick 12 and ``right``, his card on
        trick 13, change places; the winners follow."""
        assert self.contract is not None
        t12 = self.tricks[11]
        cards12 = [right if c is wrong else c for c in t12.cards]
        self.tricks[11] = Trick(t12.leader, tuple(cards12), t12.missing)
        before12 = self.winners[11]
        self.winners[11] = self.tricks[11].winner(self.contract.strain)
        if len(self.tricks) == 13:
            t13 = self.tricks[12]
            cards13 = [wrong if c is right else c for c in t13.cards]
            self.tricks[12] = Trick(t13.leader, tuple(cards13), t13.missing)
            before13 = self.winners[12]
            self.winners[12] = self.tricks[12].winner(self.contract.strain)
            changes = [(before12, self.winners[11]), (before13, self.winners[12])]
        else:  # trick 13 in progress: its cards are not yet in the played mask
            self.trick_cards = [wrong if c is right else c for c in self.trick_cards]
            self.played_mask = (self.played_mask & ~wrong.mask) | right.mask
            changes = [(before12, self.winners[11])]
        if self.claimed_tricks_declarer is not None:
            side = self.contract.declarer.side
            for old, new in changes:
                if old.side is not new.side:
                    self.claimed_tricks_declarer += 1 if new.side is side else -1

    def retract_card(self, seat: Seat, card: Card) -> None:
        """Return ``card`` from the current trick to ``seat``'s hand (Law 47)."""
        assert card in self.trick_cards
        self.trick_cards.remove(card)
        self.hands[seat] |= card.mask

    def add_penalty_card(self, seat: Seat, card: Card, kind: PenaltyKind, law: str,
                         event: int | None = None) -> None:
        """``card`` (in ``seat``'s hand) becomes a penalty card (Law 50). A card that has
        left the hand since (played to a trick at its turn before the Director came) is no
        penalty card: found by the fuzzer, a premature card played again in turn."""
        if not self.hands[seat] & card.mask:
            return
        cards = self.penalty_cards[seat]
        cards[:] = [pc for pc in cards if pc.card is not card]
        cards.append(PenaltyCard(card, kind, law, event or self.event_number))
        if len(cards) > 1:  # Law 50B: a defender's two or more penalty cards are all major
            cards[:] = [PenaltyCard(pc.card, PenaltyKind.MAJOR, pc.law, pc.event)
                        for pc in cards]

    def _remove_penalty(self, seat: Seat, card: Card) -> None:
        pcs = self.penalty_cards[seat]
        if pcs:
            pcs[:] = [pc for pc in pcs if pc.card is not card]

    def pick_up_penalty_cards(self, seat: Seat, suit: Suit) -> None:
        """Law 50D2a / 51B: the penalty cards of ``suit`` go back into the hand."""
        self.penalty_cards[seat] = [pc for pc in self.penalty_cards[seat]
                                    if pc.card.suit is not suit]

    def swap_declarer(self) -> None:
        """Law 54A: declarer's partner becomes declarer (declarer becomes dummy)."""
        assert self.contract is not None
        c = self.contract
        self.contract = Contract(c.level, c.strain, c.doubling, c.declarer.partner)

    def exposed_during_auction(self, seat: Seat, cards: tuple[Card, ...], *, led: bool) -> None:
        """Law 24 (and 54E): cards exposed or led before the opening lead stay in the hand;
        the law module decides what follows."""
        irr = self.record(Kind.CARD_DURING_AUCTION, seat, card=cards[0])
        irr.facts["cards"] = cards
        irr.facts["led"] = led
        self.lawbook.detected(self, irr)

    # ------------------------------------------------------------------ other events
    def _on_show(self, event: CardsShown) -> None:
        for card in event.cards:
            if not self.hands[event.seat] & card.mask:
                self._check_holds(event.seat, card)
        self._no_pending_choice(event.seat)
        if self.physical_only:
            return
        if self._offer_before_director(event):
            return
        seat = event.seat
        if self.phase is Phase.AUCTION or (
                self.phase is Phase.PLAY and not self.tricks and not self.trick_cards
                and not self.is_defender(seat)):
            self.exposed_during_auction(seat, event.cards, led=False)
        elif self.phase is Phase.PLAY and self.is_defender(seat):
            irr = self.record(Kind.EXPOSED_CARD, seat, card=event.cards[0])  # Law 49
            irr.facts["cards"] = event.cards
        else:
            self.notes.append(Message(
                "Law 48A: {seat} exposed {cards}: declarer is not subject to rectification for "
                "exposing cards, and no card of declarer or dummy becomes a penalty card",
                seat=seat.as_message(), cards=" ".join(c.symbol for c in event.cards)))

    def _on_named(self, event: CardNamed) -> None:
        """``S names <word>``: declarer's incomplete designation of dummy's card (Law 46)."""
        self._no_pending_choice(event.seat)
        if self.physical_only:
            return
        dummy = self.dummy
        if (self.phase is not Phase.PLAY or dummy is None or event.seat is not self.declarer
                or self.to_act is not dummy):
            raise ImpossibleActionError(Message(
                "'names' is declarer's designation of a card from dummy, at dummy's turn to "
                "play"))
        irr = self.record(Kind.INCOMPLETE_DESIGNATION, event.seat)
        irr.facts["word"] = event.word
        self.lawbook.detected(self, irr)

    def _on_indicated(self, event: CardIndicated) -> None:
        """``N indicates <card>``: dummy suggests a play (Law 45F)."""
        self._check_holds(event.seat, event.card)
        if self.physical_only:
            return
        if self.phase is not Phase.PLAY or event.seat is not self.dummy:
            raise ImpossibleActionError(Message(
                "'indicates' is dummy's suggestion of a card of his hand during the play"))
        self.dummy_indicated = len(self.tricks)
        self.applied(Kind.DUMMY_SUGGESTION, event.seat, event.card, ("45F",), ["45F"], Message(
            "Law 45F: dummy indicated {card} without declarer's instruction; play "
            "continues, and at the end of play the Director adjusts the score if dummy "
            "suggested the play and the defenders were damaged (a defender who then plays "
            "before his partner is not subject to rectification, 57C2)",
            card=event.card.symbol))

    def play_designated(self, seat: Seat, card: Card) -> None:
        """Play ``card``, which a law deems designated (46B), from ``seat`` at its turn."""
        self._check_play(seat, card)

    def _on_director(self) -> None:
        self.director_present = True
        if not self.physical_only:
            self._claim_to_director()
        if self.physical_only or self.pending is not None or self.pending_judgment is not None:
            return  # called again: the ruling in hand is finished first
        for irr in self.irregularities:
            if irr.status != "open":
                continue
            if self.result_cancelled is not None:
                # Laws 13B2, 13D: the board has ended and its result is cancelled; the
                # Director's adjusted score (12C) takes the other irregularities into account
                irr.status = "ruled"
                continue
            if not irr.supported:
                self.physical_only = True
                continue
            ruling = self.lawbook.ruling(self, irr)
            if irr.status == "open":  # a law that rectified it at once says so itself
                irr.status = "ruled"
            if ruling is None:
                irr.supported = False
                self.physical_only = True
                continue
            self.rulings.append(ruling)
            if ruling.chosen is None and ruling.options:
                self.pending = ruling
                break
            if self.pending is not None or self.pending_judgment is not None:
                break
        if self.pending is None and self.pending_judgment is None and not self.physical_only:
            self._before_turn()  # a choice the ruling made due now (50D2 after Law 49)

    def _claim_to_director(self) -> None:
        """The Director called after a claim or concession he has not ruled on (Laws 68D,
        69-71): he rules on it (a concession that stood, an agreed claim: 69B, 71), and the
        deal ends with his award, as :func:`bridgelaws.claims.rule_on_claim` gives it."""
        claim = self.claim_event
        if claim is None:
            return
        at = next((n for n in range(len(self.events), 0, -1)
                   if self.events[n - 1] is claim), None)
        if at is None or any(i.kind is Kind.CONTESTED_CLAIM and i.event > at
                             for i in self.irregularities):
            return
        if self.claimed_tricks_declarer is not None:
            # a concession (68B1) or a claim both opponents agreed to (69A): it stands
            # unless his ruling (71, 69B) changes the tricks it settled
            from bridgelaws.laws.law68_71_claims import settlement_changes

            if not settlement_changes(self):
                return
        self.record(Kind.CONTESTED_CLAIM, claim.seat)

    def _on_choice(self, event: OptionChosen) -> None:
        if self.physical_only:
            return
        p = self.pending
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
            self._deferred = (p, option, event.arg)
            p.chosen, p.chosen_arg = option, event.arg
            return
        if self._deferred is not None and self._deferred[1] != option:
            p.explanation = (*p.explanation, Message(
                "{partner} chose {other}, {chooser} chose {option}: the option of the player "
                "next in turn applies (Law 55A)", partner=event.seat.partner.as_message(),
                other=self._deferred[1], chooser=event.seat.as_message(), option=option))
        self._deferred = None
        self.make_choice(p, option, event.arg)

    def _settle_deferred(self) -> None:
        assert self._deferred is not None
        ruling, option, arg = self._deferred
        self._deferred = None
        self.make_choice(ruling, option, arg)

    def make_choice(self, ruling: Ruling, option: str, arg: str, *,
                    by_conduct: bool = False) -> None:
        saved = (ruling.chosen, ruling.chosen_arg, ruling.choice_event, ruling.by_conduct,
                 list(ruling.outcomes))
        ruling.chosen, ruling.chosen_arg = option, arg
        ruling.choice_event = self.event_number
        ruling.by_conduct = by_conduct
        if self.pending is ruling:
            self.pending = None
        try:
            self.lawbook.choose(self, ruling, option, arg)
        except ImpossibleActionError:
            (ruling.chosen, ruling.chosen_arg, ruling.choice_event, ruling.by_conduct,
             ruling.outcomes) = saved
            raise
        if (self.phase is Phase.AUCTION and self.auction.is_over and self.pending is None
                and self.pending_judgment is None
                and not self.lawbook.auction_continues(self)):
            self._end_auction()  # the choice left three passes that end the auction
        if self.pending is None:
            self.next_ruling()

    def rule_now(self) -> None:
        """The Director, still at the table, rules on what is open (a chain)."""
        self.director_present = True
        self._on_director()
        if self.pending is None and self.pending_judgment is None:
            self.director_present = False

    def ruling_for(self, irr: Irregularity) -> Ruling | None:
        return next((r for r in reversed(self.rulings)
                     if r.event == irr.event and r.kind is irr.kind), None)

    def next_ruling(self) -> None:
        """After a choice or a judgment: the Director rules on what is still open, then a
        choice due before the next turn (26B, 50D2, 51) is offered."""
        for irr in self.irregularities:
            if irr.status == "open" and irr.supported and self.director_present:
                self._on_director()
                return
        self._before_turn()
        if self.pending is None:
            self.director_present = False  # the ruling is complete; the Director leaves

    def ask(self, judgment: Judgment) -> None:
        """Ask the Director a question (class J); play waits for the answer."""
        self.judgments.append(judgment)
        self.pending_judgment = judgment

    def _on_judgment(self, event: DirectorRules) -> None:
        if self.physical_only:
            return
        j = self.pending_judgment
        set_aside = self._set_aside_lead_choice() if j is None else None
        if j is None and self.pending is None and self.lawbook.director_rules(
                self, event.clause, event.arg):
            if self.pending is None:
                self._before_turn()  # the choice set aside is offered again
            return
        if set_aside is not None:
            self.rulings.append(set_aside)
            self.pending = set_aside
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
        j.answer, j.answer_event = answer, self.event_number
        self.pending_judgment = None
        self.lawbook.judge(self, j, answer)

    def _set_aside_penalty_choice(self) -> bool:
        """A card taken back after an opponent's card in the trick just completed was
        changed (62C1 after a corrected revoke, 47D) may change who won it: declarer's
        50D2/51B choice, offered for the next lead and not yet made, waits for it. Take the
        choice off the table (``_before_turn`` offers it again if the lead still calls for
        it) and return True."""
        p = self.pending
        if (p is None or p.chosen is not None or p.laws not in (("50D2",), ("51B1",), ("51B2",))
                or self.trick_cards or not self.tricks):
            return False
        self.pending = None
        self.rulings.remove(p)
        current = len(self.tricks)
        self.lead_choices_made = {k for k in self.lead_choices_made if k[0] != current}
        return True

    def _set_aside_lead_choice(self) -> Ruling | None:
        """Declarer's 26B choice waits for the opening lead; until that lead is faced the
        auction period goes on (Law 17D1) and the Director may still rule on the auction
        (21B1). Take the waiting choice off the table and return it; it is offered again
        when the lead is due."""
        p = self.pending
        if (p is None or p.laws != ("26B",) or p.chosen is not None or self.tricks
                or self.trick_cards or p.offender is None):
            return None
        self.pending = None
        self.rulings.remove(p)
        self.lead_choices_made.discard((-1, p.offender.partner, frozenset()))
        return p

    def _on_claim(self, event: Claim | Concession) -> None:
        if self.phase is not Phase.PLAY:
            raise ImpossibleActionError(Message("a claim or concession needs play in progress"))
        # the choice the Director's ruling waits for comes first (found by the fuzzer: a
        # concession while a revoke's 62A correction was pending ended the board, and the
        # cards played after it left the offender nothing to correct with)
        self._no_pending_choice(event.seat)
        remaining = 13 - len(self.tricks)
        if self.physical_only:
            # no tricks are made any more (an irregularity whose rectification is not
            # implemented): the tricks left are the cards left (found by the fuzzer: a
            # concession with every card played went on to a claim ruling with no cards)
            remaining = max(len(self.hand(s)) for s in Seat)
            if not remaining:  # every card has been played: no play is in progress
                raise ImpossibleActionError(Message(
                    "a claim or concession needs play in progress"))
        if event.tricks > remaining:
            raise ImpossibleActionError(Message(
                "{n} tricks claimed or conceded, but only {remaining} remain",
                n=event.tricks, remaining=remaining))
        if self.physical_only:
            return
        if self.irregularities:
            self._establish_revokes(event.seat.side, by_claim=True)  # Law 63A3
        self.claim_event = event
        self.claim_agreed_by = set()
        self.claim_at = (len(self.tricks), tuple(self.trick_cards), self.trick_leader,
                         self.trick_missing)
        if isinstance(event, Concession):
            # Law 68B1: a concession stands unless partner objects at once (68B2)
            self._settle_claim()

    def _on_claim_reaction(self, event: ClaimAgreed | ClaimDisputed) -> None:
        if self.claim_event is None:
            raise ImpossibleActionError(Message("there is no claim or concession to answer"))
        if self.physical_only:
            return
        if isinstance(event, ClaimDisputed):
            ev = self.claim_event
            at = next((n for n in range(len(self.events) - 1, 0, -1)
                       if self.events[n - 1] is ev), 0)
            if any(i.kind is Kind.CONTESTED_CLAIM and i.event > at and i.status != "open"
                   for i in self.irregularities):
                # found by the fuzzer: a dispute after the Director's ruling on the claim
                # reopened a play his ruling had ended (no trick in progress: a crash)
                raise ImpossibleActionError(Message(
                    "the Director has ruled on the claim or concession: it is no longer "
                    "disputed at the table"))
            if (isinstance(ev, Concession) and self.is_defender(ev.seat)
                    and event.seat is ev.seat.partner and self.events[-2] is ev):
                self._no_concession(ev)
                return
            self.claimed_tricks_declarer = None
            if self.phase is Phase.COMPLETE:
                self.phase = Phase.PLAY
                self._return_played_after_claim()
            if not any(i.kind is Kind.CONTESTED_CLAIM and i.status == "open"
                       for i in self.irregularities):
                self.record(Kind.CONTESTED_CLAIM, ev.seat)  # Laws 68D, 70: the Director rules
            return
        self.claim_agreed_by.add(event.seat)
        claimer = self.claim_event.seat
        if self.irregularities and {claimer.lho, claimer.rho} <= self.claim_agreed_by:
            self._establish_revokes(claimer.side.other, by_claim=True)  # Law 63A4
        if isinstance(self.claim_event, Claim) and all(
                s in self.claim_agreed_by for s in (claimer.lho, claimer.rho)):
            self._settle_claim()  # Law 69A: agreed by both opponents

    def _no_concession(self, ev: Concession) -> None:
        """Law 68B2: a defender's concession that his partner objects to at once is no
        concession; play continues (16C: the attempt is unauthorized information)."""
        self.claimed_tricks_declarer = None
        self.claim_event = None
        if self.phase is Phase.COMPLETE:
            self.phase = Phase.PLAY
        self.rulings.append(Ruling(
            event=self.event_number - 1, laws=("68B2",), offender=ev.seat, chooser=None,
            options=(), outcomes=["68B2"], explanation=(Message(
                "Law 68B2: {partner} objected at once to his partner's concession: there is "
                "no concession, and play continues; information from it is unauthorized for "
                "{partner} (Law 16C)", partner=ev.seat.partner.as_message()),)))

    def settle_claim_by_ruling(self, tricks_declarer: int) -> None:
        """The Director's ruling on a claim or concession (Laws 69–71): the deal is over
        with ``tricks_declarer`` tricks for declarer."""
        self.cancel_play_after_claim()
        self.claimed_tricks_declarer = tricks_declarer
        self.phase = Phase.COMPLETE
        self.pending = None

    def cancel_play_after_claim(self) -> None:
        """Law 68D: play is suspended at a claim or concession; the Director rules from the
        cards held then. Cards played after it (a disputed claim, before he came) do not
        count: they go back to their hands, tricks quitted since are no tricks, and what
        happened in them (a revoke) has no consequence."""
        at, claim = self.claim_at, self.claim_event
        if at is None or claim is None:
            return
        self._return_played_after_claim()
        quitted, cards, leader, missing = at
        later = list(self.tricks[quitted:])
        current = self.current_trick
        if current is not None and current.cards:
            later.append(current)
        # in play order: first the cards of the trick in progress at the claim (as the
        # Director may have corrected them since, 62A), then those played after the claim
        played = [(seat, card) for trick in later for seat, card in trick.seats_and_cards()]
        if len(played) <= len(cards) and len(self.tricks) == quitted:
            return
        for trick in self.tricks[quitted:]:
            for card in trick.cards:
                self.played_mask &= ~card.mask
        for seat, card in played[len(cards):]:
            self.hands[seat] |= card.mask
        del self.tricks[quitted:]
        del self.winners[quitted:]
        self.trick_cards = [card for _, card in played[:len(cards)]]
        self.trick_leader, self.trick_missing = leader, missing
        if self.phase is Phase.COMPLETE and self.claimed_tricks_declarer is None:
            self.phase = Phase.PLAY  # played out after the claim: the Director rules it
        since = next((n for n in range(len(self.events), 0, -1)
                      if self.events[n - 1] is claim), 0)
        for irr in self.irregularities:  # the irregularities of that play have no effect
            if irr.event <= since or irr.kind not in _PLAY_IRREGULARITIES:
                continue
            extra = irr.facts.get("extra")
            if irr.status == "open" and isinstance(extra, tuple) and irr.offender is not None:
                # cards gone with it, unseen
                self.return_unnoticed(irr.offender, extra, _penalty_of(irr))
            if irr.kind is Kind.REVOKE:
                irr.facts["corrected"] = True  # no Law 64 for it
                irr.facts["established"] = False
            if irr.status == "open" or irr.kind is Kind.REVOKE:
                irr.status = "rectified"
        if self.pending is not None and self.pending.event > since:
            self.pending = None
        if not any(n.msgid.startswith("Law 68D") for n in self.notes):
            self.notes.append(Message(
                "Law 68D: play ceased at the claim or concession; cards played after it "
                "do not count"))

    def _return_played_after_claim(self) -> None:
        """The cards played after a claim or concession that had ended the board go back to
        their hands (68D), penalty cards again: play resumes, or the Director rules from the
        cards held at the claim. Found by the fuzzer: a concession disputed after cards were
        played left a hand short of them, and a ruling asked him for a card he had not."""
        for seat, card, penalty in self.played_after_claim:
            self.hands[seat] |= card.mask
            self.played_mask &= ~card.mask
            if penalty is not None:
                self.penalty_cards[seat].append(penalty)
        self.played_after_claim = []

    def _settle_claim(self) -> None:
        assert self.contract is not None and self.claim_event is not None
        self.cancel_play_after_claim()  # agreed after play went on: 68D, it does not count
        ev = self.claim_event
        remaining = 13 - len(self.tricks)
        declaring = ev.seat.side == self.contract.declarer.side
        won = sum(1 for w in self.winners if w.side == self.contract.declarer.side)
        if isinstance(ev, Claim):
            extra = ev.tricks if declaring else remaining - ev.tricks
        else:
            extra = remaining - ev.tricks if declaring else ev.tricks
        self.claimed_tricks_declarer = won + extra
        self.phase = Phase.COMPLETE

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
