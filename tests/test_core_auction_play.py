"""Unit tests for calls and the auction (Laws 17–22), the contract and tricks (Laws 41, 44):
``bridgelaws.calls``, ``bridgelaws.auction``, ``bridgelaws.contract``, ``bridgelaws.play``."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.auction import Auction
from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from bridgelaws.cards import Card, Strain, Suit
from bridgelaws.contract import Contract, Doubling
from bridgelaws.errors import NotationError
from bridgelaws.events import CallMade, CardPlayed
from bridgelaws.play import Trick, winning_index
from bridgelaws.seats import Seat

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def auction(dealer: Seat, calls: str) -> Auction:
    """The auction after ``calls`` made in rotation from ``dealer``."""
    a = Auction(dealer)
    for text in calls.split():
        a = a.add(Call.parse(text))
    return a


def names(calls: Iterable[Call]) -> list[str]:
    return [str(c) for c in calls]


# --- Calls (Law 18) ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("p", "P"), ("Pass", "P"), ("пас", "P"), ("x", "X"), ("Dbl", "X"), ("xx", "XX"),
     ("Rdbl", "XX"), ("1c", "1C"), ("1n", "1NT"), ("3nt", "3NT"), ("7NT", "7NT"),
     ("2♠", "2S"), ("1БК", "1NT")],
)
def test_law18a_call_parse(text: str, expected: str) -> None:
    """Law 18A: a bid is a level 1–7 and a denomination; pass, X, XX are calls."""
    call = Call.parse(text)
    assert str(call) == expected
    assert Call.parse(expected) is call


@pytest.mark.parametrize("text", ["", "0C", "10C", "1X", "1", "XXX", "8", "C1", "1SS"])
def test_law18a_bad_call_is_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        Call.parse(text)


def test_law18a_calls_are_interned_and_kinds() -> None:
    assert Call.bid(4, Strain.HEARTS) is Call.parse("4H")
    assert Call(CallKind.PASS, 3, Strain.SPADES) is PASS
    assert [PASS.kind, DOUBLE.kind, REDOUBLE.kind] == [
        CallKind.PASS, CallKind.DOUBLE, CallKind.REDOUBLE]
    assert PASS.is_pass and not PASS.is_bid and Call.parse("1C").is_bid
    assert (Call.parse("1S").symbol, Call.parse("3NT").symbol, PASS.symbol) == ("1♠", "3NT",
                                                                               "Pass")


def test_law18b_bids_supersede_by_level_then_law18e_strain() -> None:
    """Law 18B with Law 18E: 35 bids from 1C to 7NT, each superseding the one before."""
    assert len(ALL_BIDS) == 35
    assert names(ALL_BIDS[:6]) == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert [b.rank for b in ALL_BIDS] == list(range(35))
    assert all(a < b and b > a for a, b in itertools.pairwise(ALL_BIDS))
    assert Call.parse("1NT") > Call.parse("1S")
    assert Call.parse("2C") > Call.parse("1NT")


def test_law18a_bids_above_seven_are_read_but_flagged() -> None:
    """Law 18A: seven is the highest level; eight and nine parse, marked ``above_seven``."""
    assert Call.parse("8NT").above_seven
    assert not Call.parse("7NT").above_seven
    assert not PASS.above_seven
    with pytest.raises(NotationError):
        Call.bid(0, Strain.CLUBS)


# --- Auction: rotation and sufficiency (Laws 17, 18) ----------------------------------


def test_law17_dealer_calls_first_then_clockwise() -> None:
    """Law 17B/17C: the dealer calls first, then each player in clockwise rotation."""
    a = Auction(E)
    assert a.to_call is E
    a = auction(E, "P 1C")
    assert a.to_call is W
    assert a.entries == ((E, PASS), (S, Call.parse("1C")))
    assert names(a.calls) == ["P", "1C"]


def test_law18c_18d_sufficient_and_insufficient_bids() -> None:
    """Law 18C/18D: a bid is sufficient only if it supersedes the last bid."""
    a = auction(N, "1H P")
    assert a.is_sufficient(Call.parse("1S"))
    assert a.is_sufficient(Call.parse("2C"))
    assert not a.is_sufficient(Call.parse("1H"))
    assert not a.is_sufficient(Call.parse("1D"))
    assert not a.is_sufficient(PASS)
    assert Auction(N).is_sufficient(Call.parse("1C"))
    assert a.lowest_sufficient(Strain.DIAMONDS) is Call.parse("2D")
    assert a.lowest_sufficient(Strain.NOTRUMP) is Call.parse("1NT")
    assert auction(N, "7NT").lowest_sufficient(Strain.CLUBS) is None


# --- Law 19: doubles and redoubles ----------------------------------------------------


def test_law19a1_double_only_an_opponents_last_bid() -> None:
    """Law 19A1: a player may double only the last bid, made by an opponent."""
    a = auction(N, "1H")
    assert a.is_admissible(DOUBLE)  # East, the opponent
    assert a.is_admissible(DOUBLE, W)
    assert not a.is_admissible(DOUBLE, S)  # partner's bid
    assert not a.is_admissible(DOUBLE, N)  # own bid
    b = auction(N, "1H P")  # South to call
    assert not b.is_admissible(DOUBLE)
    assert DOUBLE not in b.legal_calls()


def test_law19a1_no_double_without_a_bid() -> None:
    """Law 19A1: there is no bid to double."""
    assert not Auction(N).is_admissible(DOUBLE)
    assert not auction(N, "P P").is_admissible(DOUBLE)
    assert not auction(N, "P").is_admissible(REDOUBLE)


def test_law19a1_no_double_of_a_doubled_or_redoubled_bid() -> None:
    """Law 19A1: calls other than pass must not intervene (no double of a doubled bid)."""
    assert not auction(N, "1H X").is_admissible(DOUBLE)
    assert not auction(N, "1H X P P").is_admissible(DOUBLE)  # West, with 1H doubled
    assert not auction(N, "1H X XX").is_admissible(DOUBLE)


def test_law19b1_redouble_only_an_opponents_double() -> None:
    """Law 19B1: a player may redouble only the last double, made by an opponent."""
    a = auction(N, "1H X")  # South to call
    assert a.is_admissible(REDOUBLE)
    assert not a.is_admissible(REDOUBLE, W)  # partner of the doubler
    b = auction(N, "1H X P")  # West to call
    assert not b.is_admissible(REDOUBLE)
    c = auction(N, "1H X P P")  # North, the bidder
    assert c.is_admissible(REDOUBLE)
    assert not auction(N, "1H").is_admissible(REDOUBLE)  # nothing doubled
    assert not auction(N, "1H X XX").is_admissible(REDOUBLE, E)  # already redoubled


def test_law19c_a_new_bid_supersedes_a_double() -> None:
    """Law 19C: a double is superseded by a later legal bid; that bid can be doubled."""
    a = auction(N, "1H X 2H")
    assert a.doubling is Doubling.UNDOUBLED
    assert a.is_admissible(DOUBLE)  # West may double 2H
    assert not a.is_admissible(REDOUBLE)


def test_law18_19_legal_calls() -> None:
    """Laws 18–19: pass, then the legal double/redouble, then every sufficient bid."""
    assert names(Auction(N).legal_calls()) == ["P", *names(ALL_BIDS)]
    assert names(auction(N, "1H").legal_calls())[:4] == ["P", "X", "1S", "1NT"]
    assert names(auction(N, "1H P").legal_calls())[:3] == ["P", "1S", "1NT"]
    assert names(auction(N, "1H X").legal_calls())[:3] == ["P", "XX", "1S"]
    assert names(auction(N, "1H X XX").legal_calls())[:2] == ["P", "1S"]
    assert names(auction(N, "7NT").legal_calls()) == ["P", "X"]
    assert names(auction(N, "6S").legal_calls(S)) == ["P", "6NT", "7C", "7D", "7H", "7S",
                                                     "7NT"]
    assert not any(c.above_seven for c in Auction(N).legal_calls())


# --- Law 22: end of auction, contract, declarer --------------------------------------


def test_law22a1_four_passes_pass_the_board_out() -> None:
    """Law 22A1: four passes end the auction with no contract."""
    a = auction(N, "P P P")
    assert not a.is_over and not a.passed_out
    assert a.contract is None
    a = a.add(PASS)
    assert a.is_over and a.passed_out
    assert a.contract is None
    assert list(a.legal_calls()) == []


def test_law22a2_three_passes_after_a_bid_end_the_auction() -> None:
    """Law 22A2: a bid followed by three passes in rotation ends the auction."""
    a = auction(N, "1H P P")
    assert not a.is_over and a.contract is None
    a = a.add(PASS)
    assert a.is_over and not a.passed_out
    assert str(a.contract) == "1H"
    assert list(a.legal_calls()) == []


def test_law22a2_passes_in_fourth_seat_opening() -> None:
    """Law 22A: three opening passes do not end it; a bid then needs three more passes."""
    a = auction(N, "P P P 1C P P")
    assert not a.is_over
    a = a.add(PASS)
    assert a.is_over
    assert a.contract == Contract(1, Strain.CLUBS, Doubling.UNDOUBLED, W)


@pytest.mark.parametrize(
    ("dealer", "calls", "contract", "declarer"),
    [(E, "1C X XX P P P", "1CXX", E),
     (N, "1C P P X P P P", "1CX", N),
     (S, "1S 2H 2S X P P P", "2SX", S),
     (N, "1H X 2H P P P", "2H", N)],
)
def test_law22a2_law19d_contract_carries_its_doubling(dealer: Seat, calls: str,
                                                      contract: str, declarer: Seat) -> None:
    """Law 22A2 / 19D: the last bid becomes the contract, doubled or redoubled."""
    a = auction(dealer, calls)
    assert a.is_over
    assert a.contract == Contract.parse(contract, declarer)


def test_law22a_a_double_reopens_the_count_of_passes() -> None:
    """Law 22A2: after a double, three more passes are needed."""
    a = auction(N, "1C P P X P P")
    assert not a.is_over
    assert a.to_call is S
    assert a.is_admissible(REDOUBLE)


@pytest.mark.parametrize(
    ("dealer", "calls", "declarer"),
    [(N, "1H P 4H P P P", N),  # South raised: North named hearts first
     (N, "P 1D P 1H P 2H P P P", W),  # East raised West's hearts
     (E, "1H 2H P 4H P P P", S),  # East's hearts do not count for North-South
     (N, "1C P 1H P 1NT P 3NT P P P", N),
     (N, "1S P 2H P 2S P 4S P P P", N)],
)
def test_definition_declarer_first_of_side_to_name_strain(dealer: Seat, calls: str,
                                                          declarer: Seat) -> None:
    """Law 22A2 / Definitions "Declarer": first of the declaring side to name the strain."""
    c = auction(dealer, calls).contract
    assert c is not None
    assert c.declarer is declarer
    assert c.dummy is declarer.partner
    assert c.opening_leader is declarer.lho


# --- Contract -------------------------------------------------------------------------


def test_law22_contract_parse_and_properties() -> None:
    """Law 18A: a contract of level L needs L + 6 tricks; Law 41A: declarer's LHO leads."""
    c = Contract.parse("4hx", "S")
    assert (c.level, c.strain, c.doubling, c.declarer) == (4, Strain.HEARTS,
                                                           Doubling.DOUBLED, S)
    assert str(c) == "4HX" and c.symbol == "4♥X"
    assert c.tricks_needed == 10
    assert c.dummy is N and c.opening_leader is W
    assert c.trump is Strain.HEARTS
    assert str(Contract.parse("3NT", N)) == "3NT"
    assert Contract.parse("6CXX", "E").doubling is Doubling.REDOUBLED
    assert Contract.parse("7N", "W").tricks_needed == 13
    assert [d.suffix for d in Doubling] == ["", "X", "XX"]


@pytest.mark.parametrize("text", ["8S", "0S", "4HXXX", "X", "4", "H4", "10NT", ""])
def test_law18a_bad_contract_is_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        Contract.parse(text, "N")


# --- Tricks (Law 44) ------------------------------------------------------------------


def trick(leader: Seat, cards: str) -> Trick:
    t = Trick(leader)
    for text in cards.split():
        t = t.add(Card.parse(text))
    return t


def test_law44_trick_rotation() -> None:
    """Law 44B: after the lead each other player plays in clockwise rotation."""
    t = trick(E, "C3 C2")
    assert t.to_play is W
    assert t.suit_led is Suit.CLUBS
    assert not t.is_complete
    assert t.played_by(E) is Card.parse("C3") and t.played_by(S) is Card.parse("C2")
    assert t.played_by(N) is None
    assert t.seats_and_cards() == [(E, Card.parse("C3")), (S, Card.parse("C2"))]
    assert Trick(N).suit_led is None
    assert trick(E, "C3 C2 CT CK").is_complete


@pytest.mark.parametrize(
    ("cards", "strain", "winner"),
    [("C3 C2 CT CK", Strain.SPADES, N),  # no trump played: highest club (44F)
     ("C3 C2 S2 CK", Strain.SPADES, W),  # the only trump (44E)
     ("C3 S5 S2 CK", Strain.SPADES, S),  # highest of two trumps (44E)
     ("C3 HA DA C4", Strain.SPADES, N),  # discards never win (44F)
     ("C3 HA DA C4", Strain.NOTRUMP, N),
     ("S2 SA C2 C3", Strain.CLUBS, N),  # lowest trump beats ace of the suit led (44E)
     ("H2 HK HA HQ", Strain.NOTRUMP, W)],
)
def test_law44e_44f_trick_winner(cards: str, strain: Strain, winner: Seat) -> None:
    """Law 44E: highest trump wins; Law 44F: else highest card of the suit led.
    East leads, so the cards are East's, South's, West's and North's."""
    assert trick(E, cards).winner(strain) is winner


def test_law44f_lead_wins_when_nobody_follows() -> None:
    """Law 44F: cards of other suits (not trumps) cannot beat the card led."""
    cards = [Card.parse(t) for t in ("D2", "SA", "HA", "CA")]
    assert winning_index(cards, Strain.NOTRUMP) == 0
    assert winning_index(cards, Strain.DIAMONDS) == 0
    assert winning_index(cards, Strain.HEARTS) == 2
    assert winning_index(cards[:1], Strain.CLUBS) == 0


def plain_winner(cards: list[Card], strain: Strain) -> int:
    """Law 44E, else Law 44F, written out directly."""
    trumps = [i for i, c in enumerate(cards) if strain.suit is not None and c.suit is strain.suit]
    if trumps:
        return max(trumps, key=lambda i: cards[i].rank)
    led = cards[0].suit
    return max((i for i, c in enumerate(cards) if c.suit is led), key=lambda i: cards[i].rank)


@given(st.lists(st.integers(0, 51), min_size=2, max_size=4, unique=True),
       st.sampled_from(list(Strain)))
def test_law44e_44f_winning_index_matches_plain_definition(indexes: list[int],
                                                           strain: Strain) -> None:
    """Law 44E/44F, for random tricks of 2–4 distinct cards in every strain."""
    cards = [Card.from_index(i) for i in indexes]
    assert winning_index(cards, strain) == plain_winner(cards, strain)
    assert winning_index(tuple(cards), strain) == plain_winner(cards, strain)


def test_shared_events_are_the_events_they_stand_for() -> None:
    """``CardPlayed.of`` / ``CallMade.of``: one frozen event per seat and card or call,
    equal to the one built by hand (plain: no marker, no record line)."""
    for seat in Seat:
        for index in range(52):
            card = Card.from_index(index)
            shared = CardPlayed.of(seat, card)
            assert shared == CardPlayed(seat, card) and shared.plain and shared.line is None
            assert CardPlayed.of(seat, card) is shared
        for call in (PASS, DOUBLE, REDOUBLE, *ALL_BIDS):
            made = CallMade.of(seat, call)
            assert made == CallMade(seat, call) and made.line is None
            assert not made.artificial and not made.simultaneous
            assert CallMade.of(seat, call) is made
