"""Law 46 — Incomplete or erroneous call of a card from dummy (2017).

Declarer should name the suit and the rank of the card he plays from dummy (46A). When he
does not, and his different intention is not incontrovertible (recorded as the card he is
deemed to have named: a record that knows his intention simply gives the card), the engine
applies the defaults of 46B at once, each citing its clause — ``S names <word>``:

* ``high`` — 46B1(a): the highest card of the suit led;
* ``win`` — 46B1(b): the lowest card known to win the trick: it beats the cards played to
  it and, unless dummy plays last, no card declarer cannot see (the defenders') could beat
  it — no higher card of its suit out, no trump to ruff it;
* ``low`` — 46B1(c): the lowest card of the suit led;
* a suit (``S names H``; ``ruff`` names the trump suit) — 46B2: the lowest card of that suit;
* a rank (``S names K``) — 46B3(a) when leading: the suit in which dummy won the previous
  trick, if dummy holds that rank in it; 46B3(b) otherwise: the card of that rank that can
  legally be played; when two or more can, declarer must say which;
* a card dummy does not hold — 46B4: the designation is void; declarer designates any legal
  card;
* ``any`` (no suit, no rank: "play anything") — 46B5: either defender designates the card.

When no card follows from the words (dummy void in the suit led for ``high``/``low``, no card
known to win, two cards of the rank), the designation names nothing: the table waits for the
card itself (``N <card>``), and the ruling says who designates it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card, Rank, Strain, Suit, card_set, cards_of
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import CardNamed
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.play import winning_index
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.seats import Seat
    from bridgelaws.table import Table

KINDS = (Kind.INCOMPLETE_DESIGNATION,)

WORDS = ("high", "low", "win", "ruff", "any")


def _cards(mask: int) -> list[Card]:
    """The cards of ``mask`` (one suit), lowest first."""
    return list(cards_of(mask))


def resolve(table: Table, word: str) -> tuple[str, Card | None, Message]:
    """The clause of 46B that applies to declarer's word, the card it designates (``None``
    when it designates none), and the explanation."""
    dummy = table.to_act
    assert dummy is not None and table.contract is not None
    hand = table.hands[dummy]
    cards = table.trick_cards
    led = cards[0].suit if cards else None
    trump = table.contract.strain
    if word in ("high", "low"):
        clause = "46B1a" if word == "high" else "46B1c"
        if led is None or not hand & SUIT_MASKS[led]:
            return clause, None, Message(
                "Law {clause}: '{word}' names no card of dummy here (no suit led, or dummy "
                "has none): declarer designates the card", clause=clause, word=word)
        suit_cards = _cards(hand & SUIT_MASKS[led])
        card = suit_cards[-1] if word == "high" else suit_cards[0]
        return clause, card, Message(
            "Law {clause}: '{word}' is deemed to name the {which} card of the suit led: {card}",
            clause=clause, word=word,
            which=Message("highest") if word == "high" else Message("lowest"), card=card.symbol)
    if word == "win":
        return _win(table, hand, cards, trump)
    if word == "any":
        return "46B5", None, Message(
            "Law 46B5: declarer named neither suit nor rank: either defender designates the "
            "card to be played from dummy")
    if word == "ruff" or word in "CDHS":
        if word == "ruff":
            if trump is Strain.NOTRUMP:
                return "46B4", None, Message(
                    "Law 46B4: there are no trumps in a notrump contract: the designation is "
                    "void; declarer designates any legal card")
            suit = Suit(int(trump))
        else:
            suit = Suit.parse(word)
        in_suit = _cards(hand & SUIT_MASKS[suit])
        if not in_suit:
            return "46B4", None, Message(
                "Law 46B4: dummy has no {suit}: the designation is void; declarer designates "
                "any legal card", suit=suit.symbol)
        return "46B2", in_suit[0], Message(
            "Law 46B2: a suit named without a rank is deemed the lowest card of that suit: "
            "{card}", card=in_suit[0].symbol)
    return _rank(table, dummy, Rank.parse(word), led)


def _win(table: Table, hand: int, cards: list[Card], trump: Strain
         ) -> tuple[str, Card | None, Message]:
    if not cards:
        return "46B1b", None, Message(
            "Law 46B1b: 'win' names no card when dummy leads: declarer designates the card")
    led = cards[0].suit
    pool = hand & SUIT_MASKS[led] or hand
    for card in _cards(pool) if pool != hand else _by_value(pool, trump):
        if winning_index([*cards, card], trump) == len(cards) and _known(table, card, trump):
            return "46B1b", card, Message(
                "Law 46B1b: 'win' is deemed to name the lowest card known to win the trick: "
                "{card}", card=card.symbol)
    return "46B1b", None, Message(
        "Law 46B1b: no card of dummy can win the trick: the designation names no card; "
        "declarer designates the card")


def _known(table: Table, card: Card, trump: Strain) -> bool:
    """Whether declarer knows ``card`` wins the trick: dummy plays last, or no card he
    cannot see (the defenders') beats it — no higher card of its suit, and no trump to ruff
    it with when it is not a trump."""
    if len(table.trick_cards) == 3:
        return True
    declarer, dummy = table.declarer, table.dummy
    assert declarer is not None and dummy is not None
    seen = table.played_mask | table.hands[declarer] | table.hands[dummy]
    for c in table.trick_cards:
        seen |= c.mask
    unseen = ((1 << 52) - 1) & ~seen
    suit = SUIT_MASKS[card.suit]
    if unseen & suit & ~((card.mask << 1) - 1):  # a higher card of the suit is out
        return False
    return trump is Strain.NOTRUMP or card.suit.strain is trump or not (
        unseen & SUIT_MASKS[Suit(int(trump))])


def _by_value(mask: int, trump: Strain) -> list[Card]:
    """Cards in the order a 'win' looks at them when dummy cannot follow: trumps, lowest
    first (a discard never wins)."""
    if trump is Strain.NOTRUMP:
        return []
    return _cards(mask & SUIT_MASKS[Suit(int(trump))])


def _rank(table: Table, dummy: Seat, rank: Rank, led: Suit | None
          ) -> tuple[str, Card | None, Message]:
    hand = table.hands[dummy]
    if led is None and table.tricks and table.winners[-1] is dummy:
        suit = table.tricks[-1].cards[_position(table, dummy)].suit
        card = Card(suit, rank)
        if hand & card.mask:
            return "46B3a", card, Message(
                "Law 46B3a: a rank named when leading from dummy continues the suit in which "
                "dummy won the previous trick: {card}", card=card.symbol)
    candidates = [c for c in card_set(hand) if c.rank is rank]
    if not candidates:
        return "46B4", None, Message(
            "Law 46B4: dummy has no card of that rank: the designation is void; declarer "
            "designates any legal card")
    legal = [c for c in candidates if mechanics.legal_mask(table, dummy) & c.mask]
    if not legal:
        return "46B3b", None, Message(
            "Law 46B3b: no card of the rank named can legally be played: declarer designates "
            "a legal card")
    if len(legal) == 1:
        return "46B3b", legal[0], Message(
            "Law 46B3b: declarer must play the card of the rank named that can legally be "
            "played: {card}", card=legal[0].symbol)
    return "46B3b", None, Message(
        "Law 46B3b: two or more cards of the rank named can legally be played: declarer must "
        "say which")


def _position(table: Table, seat: Seat) -> int:
    """The index of ``seat``'s card in the previous trick."""
    position = table.tricks[-1].position_of(seat)
    assert position is not None
    return position


def detected(table: Table, irr: Irregularity) -> None:
    """Apply 46B at once: the deemed card is played from dummy, or the ruling says who
    designates it."""
    word = irr.facts["word"]
    assert isinstance(word, str)
    clause, card, why = resolve(table, word)
    irr.status = "rectified"
    table.rulings.append(Ruling(event=irr.event, laws=("46B",), offender=irr.offender,
                                chooser=None, options=(), kind=irr.kind, outcomes=[clause],
                                explanation=(why,)))
    if card is not None:
        dummy = table.to_act
        assert dummy is not None
        mechanics.play_designated(table, dummy, card)


def named(t: Table, event: CardNamed) -> None:
    """``S names <word>``: declarer's incomplete designation of dummy's card (Law 46)."""
    mechanics.no_pending_choice(t, event.seat)
    if t.physical_only:
        return
    dummy = t.dummy
    if (t.phase is not Phase.PLAY or dummy is None or event.seat is not t.declarer
            or t.to_act is not dummy):
        raise ImpossibleActionError(Message(
            "'names' is declarer's designation of a card from dummy, at dummy's turn to "
            "play"))
    irr = t.record(Kind.INCOMPLETE_DESIGNATION, event.seat)
    irr.facts["word"] = event.word
    t.rules.detected(t, irr)

