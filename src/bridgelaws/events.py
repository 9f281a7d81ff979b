"""Table events: one frozen fact per line of the table record's ``[TableLog]``.

Events say what happened at the table, not whether it was correct: the
:class:`~bridgelaws.table.Table` decides that when it folds them. ``line`` is where the
event stands in its record (``None`` for events made in code); it takes no part in equality.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from bridgelaws.calls import Call
from bridgelaws.cards import Card
from bridgelaws.seats import Seat


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of table events."""

    line: int | None = field(default=None, kw_only=True, compare=False)


@dataclass(frozen=True, slots=True)
class CallMade(Event):
    """``<seat> <call>``: a call made by a seat (in rotation or not).

    Two markers may follow the call: ``artificial`` (the call conveys a meaning other than
    the denomination named or, for a pass, a meaning by agreement: Laws 29C, 30C, 26) and
    ``simultaneous`` (made at the same moment as the call on the line before it: Law 33).
    """

    seat: Seat
    call: Call
    artificial: bool = field(default=False, kw_only=True)
    simultaneous: bool = field(default=False, kw_only=True)

    @staticmethod
    def of(seat: Seat, call: Call) -> CallMade:
        """``CallMade(seat, call)``, one shared instance for each seat and call: events are
        frozen and compare by value, so a program that makes many boards need not build the
        same event again (no marker, no line)."""
        key = seat * 48 + (call.rank + 3 if call.rank >= 0 else call.kind)  # calls are interned
        event = _CALLS[key]
        if event is None:
            event = _CALLS[key] = CallMade(seat, call)
        return event


#: ``CallMade.of``'s events, made on first use: index ``seat * 48 + k``, ``k`` the call's kind
#: for a pass, double or redouble (0, 1, 2), its rank + 3 for a bid (3 to 47: 1C to 9NT)
_CALLS: list[CallMade | None] = [None] * (4 * 48)


_NO_MARKS: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True, init=False)
class CardPlayed(Event):
    """``<seat> <card>``: a card led or played from that seat's hand (dummy's: as designated
    by declarer).

    ``also``: other cards that came out with it, at once (Law 58B: ``W H5 H6``; the first
    card is the one played, the one the player designates); ``hidden``: those others were not
    visible (58B1: ``W H5 H6 hidden``); ``unnoticed``: they went to the trick with the first
    card and nobody saw them (a defective trick, Law 67: ``W H5 H6 unnoticed``). Markers:
    ``simultaneous`` (made at the same moment as the card on the line before it: Law 58A),
    ``fifth`` (added to the trick just completed, and the Director judged it was not a lead:
    Law 45E), ``instead`` (this card replaces the
    seat's card in the trick in progress or just completed: dummy's card that declarer had
    not designated, 45D; a card played after an opponent's card that was changed, 45D1/47D)
    and ``unintended`` (declarer corrects an unintended designation of dummy's card: 45C4b,
    the Director judges). The markers are kept together in ``marks`` (a card is the event a
    table folds most often: it is built with few fields).
    """

    seat: Seat
    card: Card
    #: ``None`` for a card played the usual way; else (the other cards, the markers)
    extra: tuple[tuple[Card, ...], frozenset[str]] | None

    MARKS = ("hidden", "simultaneous", "fifth", "instead", "unintended", "unnoticed")

    def __init__(self, seat: Seat, card: Card, *, also: tuple[Card, ...] = (),
                 hidden: bool = False, simultaneous: bool = False, fifth: bool = False,
                 instead: bool = False, unintended: bool = False, unnoticed: bool = False,
                 line: int | None = None) -> None:
        # the slots are set through their descriptors (the class is frozen): the cheapest
        # way to build the event a table folds most often
        _SET_LINE(self, line)
        _SET_SEAT(self, seat)
        _SET_CARD(self, card)
        if also or hidden or simultaneous or fifth or instead or unintended or unnoticed:
            flags = (hidden, simultaneous, fifth, instead, unintended, unnoticed)
            marks = frozenset(m for m, on in zip(self.MARKS, flags, strict=True) if on)
            _SET_EXTRA(self, (tuple(also), marks))
        else:
            _SET_EXTRA(self, None)

    @staticmethod
    def of(seat: Seat, card: Card) -> CardPlayed:
        """``CardPlayed(seat, card)``, one shared instance for each seat and card (see
        ``CallMade.of``): a card played the usual way, with no line."""
        return _CARDS[seat * 52 + card.index]

    @property
    def also(self) -> tuple[Card, ...]:
        return () if self.extra is None else self.extra[0]

    @property
    def marks(self) -> frozenset[str]:
        return _NO_MARKS if self.extra is None else self.extra[1]

    @property
    def hidden(self) -> bool:
        return "hidden" in self.marks

    @property
    def simultaneous(self) -> bool:
        return "simultaneous" in self.marks

    @property
    def fifth(self) -> bool:
        return "fifth" in self.marks

    @property
    def instead(self) -> bool:
        return "instead" in self.marks

    @property
    def unintended(self) -> bool:
        return "unintended" in self.marks

    @property
    def unnoticed(self) -> bool:
        return "unnoticed" in self.marks

    @property
    def plain(self) -> bool:
        """No other card and no marker: a card played the usual way."""
        return self.extra is None

    def with_simultaneous(self, on: bool) -> CardPlayed:
        """The same card with the ``simultaneous`` marker set or cleared."""
        return CardPlayed(self.seat, self.card, also=self.also, hidden=self.hidden,
                          simultaneous=on, fifth=self.fifth, instead=self.instead,
                          unintended=self.unintended, unnoticed=self.unnoticed,
                          line=self.line)


def _slot_setter(cls: type, name: str) -> Callable[[object, object], None]:
    """The ``__set__`` of the slot ``name`` of ``cls`` (or of a base class)."""
    for klass in cls.__mro__:
        slot = vars(klass).get(name)
        if slot is not None:
            return slot.__set__  # type: ignore[no-any-return]
    raise AttributeError(name)  # pragma: no cover - the names are ours


_SET_LINE = _slot_setter(CardPlayed, "line")
_SET_SEAT = _slot_setter(CardPlayed, "seat")
_SET_CARD = _slot_setter(CardPlayed, "card")
_SET_EXTRA = _slot_setter(CardPlayed, "extra")
#: ``CardPlayed.of``: the plain card event of each seat (index ``seat * 52 + card.index``)
_CARDS: tuple[CardPlayed, ...] = tuple(CardPlayed(seat, card) for seat in Seat
                                       for card in map(Card.from_index, range(52)))


@dataclass(frozen=True, slots=True)
class CardNamed(Event):
    """``<seat> names <word>``: declarer's incomplete designation of dummy's card (Law 46B)."""

    seat: Seat
    word: str


@dataclass(frozen=True, slots=True)
class CardIndicated(Event):
    """``<seat> indicates <card>``: dummy, of his own accord, touches or points to a card of
    his hand (Law 45F), or picks one out before declarer names it (57C2)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class CardsShown(Event):
    """``<seat> shows <card>...``: cards exposed without being played."""

    seat: Seat
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Claim(Event):
    """``<seat> claims <n> ["statement"]``: n of the remaining tricks for the seat's side."""

    seat: Seat
    tricks: int
    statement: str = ""


@dataclass(frozen=True, slots=True)
class Concession(Event):
    """``<seat> concedes <n>``: concession of n of the remaining tricks."""

    seat: Seat
    tricks: int


@dataclass(frozen=True, slots=True)
class ClaimAgreed(Event):
    """``<seat> agrees``."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class ClaimDisputed(Event):
    """``<seat> disputes``."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class DirectorCalled(Event):
    """``director``: attention is drawn and the Director is at the table; ``director by N``:
    North drew attention (it matters when dummy does: Laws 43A1, 43B3)."""

    by: Seat | None = field(default=None, kw_only=True)


@dataclass(frozen=True, slots=True)
class Omission(Event):
    """``<seat> omits``: the trick in progress is quitted without that seat's card, the last
    to play to it (a defective trick, Law 67)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class CardFound(Event):
    """``<seat> finds <card>``: a card missing from the seat's hand is found and restored to
    it (Law 14B2); it is deemed (14B4) to have belonged to the hand throughout."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Inquiry(Event):
    """``<seat> asks <seat>``: whether a player who failed to follow has a card of the suit
    led (Law 61B)."""

    seat: Seat
    other: Seat


@dataclass(frozen=True, slots=True)
class Warning(Event):
    """``<seat> warns``: dummy warns declarer against leading from the wrong hand (Laws 42B2,
    43B2a)."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class CardMissing(Event):
    """``<seat> lacks <card>``: the card, dealt to the seat, was not in his hand (a missing
    card, Law 14); from this line on he plays without it, until it is found (``<seat> finds
    <card>``) or the Director has the deal reconstructed (``director rules 14``). Write it
    before the card would be used, normally as the first line."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class CardMisplaced(Event):
    """``<seat> holds <card> of <owner>``: the seat's hand held a card of ``owner``'s hand (an
    incorrect number of cards, Law 13); from this line on the hands are as held. Write it
    before the card is used, normally as the first line."""

    seat: Seat
    card: Card
    owner: Seat


@dataclass(frozen=True, slots=True)
class CardPointed(Event):
    """``<seat> points <owner> <trick>``: the seat draws attention to ``owner``'s card of trick
    ``trick`` (1-based), turned and pointed the wrong way (Law 65B3)."""

    seat: Seat
    owner: Seat
    trick: int


@dataclass(frozen=True, slots=True)
class TrickInspected(Event):
    """A look at played cards (Law 66): ``<seat> reviews`` (the cards just played to the trick
    faced, 66A), ``<seat> peeks`` (his own last card, 66B), ``<seat> inspects <trick>`` (a
    quitted trick, 66C; after play, 66D) and ``director inspects <trick>`` (at the Director's
    instruction, 66C). ``seat`` is ``None`` for the Director."""

    seat: Seat | None
    what: str
    trick: int | None = None


@dataclass(frozen=True, slots=True)
class OptionChosen(Event):
    """``<seat> chooses <option> [arg]``: a side's choice among the offered options."""

    seat: Seat
    option: str
    arg: str = ""


@dataclass(frozen=True, slots=True)
class DirectorRules(Event):
    """``director rules <clause> [arg]``: a judgment by the Director."""

    clause: str
    arg: str = ""


TableEvent = (CallMade | CardPlayed | CardNamed | CardIndicated | CardsShown | Claim | Concession
              | ClaimAgreed | ClaimDisputed | DirectorCalled | OptionChosen | DirectorRules
              | Warning | Inquiry | Omission | CardFound | CardPointed | TrickInspected
              | CardMisplaced | CardMissing)
