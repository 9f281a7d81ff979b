"""Unit tests for seats, sides and vulnerability (Laws 2, 3) and hands and deals (Laws 1, 6):
``bridgelaws.seats`` and ``bridgelaws.deal``."""

from __future__ import annotations

import pytest

from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import NotationError
from bridgelaws.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# --- Seats and sides (Law 3) ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "seat"),
    [("N", N), ("e", E), (" South ", S), ("west", W), ("NORTH", N),
     ("С", N), ("В", E), ("Ю", S), ("З", W)],
)
def test_law3_seat_parse(text: str, seat: Seat) -> None:
    """Law 3: the four compass positions, by letter, name or Russian letter."""
    assert Seat.parse(text) is seat


@pytest.mark.parametrize("text", ["", "X", "NS", "NE", "Nord", "1"])
def test_law3_bad_seat_is_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        Seat.parse(text)


def test_law3_lho_rho_partner_clockwise() -> None:
    """Law 3: N-S are partners against E-W; rotation is clockwise N, E, S, W."""
    assert [s.lho for s in Seat] == [E, S, W, N]
    assert [s.rho for s in Seat] == [W, N, E, S]
    assert [s.partner for s in Seat] == [S, W, N, E]
    for s in Seat:
        assert s.lho.rho is s
        assert s.partner.partner is s
        assert s.next() is s.lho
        assert s.next(2) is s.partner
        assert s.next(3) is s.rho
        assert s.next(4) is s
        assert s.next(-1) is s.rho
    assert [str(s) for s in Seat] == ["N", "E", "S", "W"]


def test_law3_sides() -> None:
    """Law 3: North-South and East-West are the two partnerships."""
    assert [s.side for s in Seat] == [Side.NS, Side.EW, Side.NS, Side.EW]
    assert Side.NS.seats == (N, S)
    assert Side.EW.seats == (E, W)
    assert Side.NS.other is Side.EW and Side.EW.other is Side.NS
    for s in Seat:
        assert s.partner.side is s.side
        assert s.lho.side is s.side.other
    assert str(Side.EW) == "EW"


@pytest.mark.parametrize(
    ("text", "vul", "ns", "ew"),
    [("None", Vulnerability.NONE, False, False), ("love", Vulnerability.NONE, False, False),
     ("-", Vulnerability.NONE, False, False), ("NS", Vulnerability.NS, True, False),
     ("ew", Vulnerability.EW, False, True), ("All", Vulnerability.ALL, True, True),
     ("Both", Vulnerability.ALL, True, True)],
)
def test_law2_vulnerability_parse_and_sides(text: str, vul: Vulnerability, ns: bool,
                                            ew: bool) -> None:
    """Law 2: a board marks which sides are vulnerable."""
    got = Vulnerability.parse(text)
    assert got is vul
    assert got.is_vulnerable(Side.NS) is ns
    assert got.is_vulnerable(Side.EW) is ew
    assert Vulnerability.parse(got.pbn) is got
    assert str(got) == got.pbn


def test_law2_bad_vulnerability_is_notation_error() -> None:
    with pytest.raises(NotationError):
        Vulnerability.parse("NE")


# --- Law 2: the 16-board cycle --------------------------------------------------------

# The table of Law 2: board -> (dealer, vulnerable sides).
LAW2_TABLE = {
    1: ("N", "None"), 2: ("E", "NS"), 3: ("S", "EW"), 4: ("W", "All"),
    5: ("N", "NS"), 6: ("E", "EW"), 7: ("S", "All"), 8: ("W", "None"),
    9: ("N", "EW"), 10: ("E", "All"), 11: ("S", "None"), 12: ("W", "NS"),
    13: ("N", "All"), 14: ("E", "None"), 15: ("S", "NS"), 16: ("W", "EW"),
}


@pytest.mark.parametrize(("board", "dealer", "vul"),
                         [(b, d, v) for b, (d, v) in LAW2_TABLE.items()])
def test_law2_board_dealer_and_vulnerability(board: int, dealer: str, vul: str) -> None:
    """Law 2: dealer and vulnerability of boards 1–16."""
    assert board_dealer(board) is Seat.parse(dealer)
    assert board_vulnerability(board).pbn == vul


@pytest.mark.parametrize("board", [*range(1, 17), 33, 100])
def test_law2_cycle_repeats_every_16_boards(board: int) -> None:
    """Law 2: board 17 is like board 1, board 18 like board 2, and so on."""
    base = (board - 1) % 16 + 1
    assert board_dealer(board + 16) is board_dealer(base)
    assert board_vulnerability(board + 16) is board_vulnerability(base)


def test_law2_board_17_is_board_1() -> None:
    assert board_dealer(17) is N
    assert board_vulnerability(17) is Vulnerability.NONE


def test_law2_each_vulnerability_four_times_per_cycle() -> None:
    """Law 2: over 16 boards each vulnerability, and each dealer, occurs four times."""
    vuls = [board_vulnerability(b) for b in range(1, 17)]
    assert all(vuls.count(v) == 4 for v in Vulnerability)
    dealers = [board_dealer(b) for b in range(1, 17)]
    assert all(dealers.count(s) == 4 for s in Seat)


@pytest.mark.parametrize("board", [0, -1])
def test_law2_board_number_must_be_positive(board: int) -> None:
    with pytest.raises(NotationError):
        board_dealer(board)
    with pytest.raises(NotationError):
        board_vulnerability(board)


# --- Hand (Law 1) -----------------------------------------------------------------------


def test_law1_hand_from_pbn() -> None:
    """PBN order: spades.hearts.diamonds.clubs; ``10`` and ``T`` are the ten."""
    h = Hand.from_pbn("AK10.q.J.2")
    assert h == Hand.from_pbn("AKT.Q.J.2")
    assert len(h) == 6
    assert Card.parse("ST") in h and Card.parse("CT") not in h
    assert "ST" not in h  # only cards are members
    assert h.to_pbn() == "AKT.Q.J.2"
    assert str(h) == "AKT.Q.J.2"
    assert h.suit_text(Suit.SPADES) == "AKT"
    assert [str(c) for c in h.cards_in(Suit.SPADES)] == ["ST", "SK", "SA"]
    assert h.has_suit(Suit.HEARTS)
    assert not Hand.from_pbn("AKT..J.2").has_suit(Suit.HEARTS)
    assert repr(h) == "Hand.from_pbn('AKT.Q.J.2')"


def test_law1_hand_is_immutable_and_hashable() -> None:
    h = Hand.from_pbn("A...")
    sa = Card(Suit.SPADES, Rank.ACE)
    with pytest.raises(AttributeError):
        h.mask = 0
    assert h.without(sa) == Hand() and len(h) == 1
    assert h.with_card(Card.parse("C2")) == Hand([sa, Card.parse("C2")])
    assert {h, Hand(sa.mask)} == {h}
    assert list(Hand.from_pbn("2.2.2.2")) == [Card.parse(t) for t in ("C2", "D2", "H2", "S2")]


@pytest.mark.parametrize(
    "text", ["AK.Q.J", "AK.Q.J.2.3", "AKK.Q.J.2", "A1.Q.J.2", "AX.Q.J.2", "-.Q.J.2"]
)
def test_law1_bad_hand_is_notation_error(text: str) -> None:
    """Law 1: a hand has four suits, of distinct real cards."""
    with pytest.raises(NotationError):
        Hand.from_pbn(text)


# --- Deal (Law 6) -----------------------------------------------------------------------

NESW = ("KJ654.T97.KQ53.K", "T87.AJ54.64.Q873", "932.Q82.AJ92.J52", "AQ.K63.T87.AT964")
DEAL = "N:" + " ".join(NESW)


@pytest.mark.parametrize("first", list(Seat))
def test_law6_deal_from_pbn_with_each_first_seat(first: Seat) -> None:
    """Law 6: four hands, listed clockwise from the first seat given."""
    hands = [NESW[first.next(i)] for i in range(4)]
    d = Deal.from_pbn(f"{first.letter}:" + " ".join(hands))
    assert d == Deal.from_pbn(DEAL)
    for seat in Seat:
        assert str(d[seat]) == NESW[seat]
    assert Deal.from_pbn(f"{first.letter.lower()}:" + " ".join(hands)) == d


@pytest.mark.parametrize("first", ["N", "E", "S", "W", Seat.WEST])
def test_law6_deal_round_trip_to_pbn(first: Seat | str) -> None:
    d = Deal.from_pbn(DEAL)
    text = d.to_pbn(first)
    assert text[0] == str(first)
    assert Deal.from_pbn(text) == d
    assert Deal.from_pbn(text).to_pbn() == DEAL


def test_law6_deal_is_a_mapping_of_four_13_card_hands() -> None:
    """Law 6: 4 × 13 distinct cards; every card has exactly one holder."""
    d = Deal.from_pbn(DEAL)
    assert list(d) == [N, E, S, W]
    assert len(d) == 4
    assert all(len(h) == 13 for h in d.values())
    assert d.holder(Card.parse("SK")) is N
    assert d.holder(Card.parse("CA")) is W
    assert all(d.holder(Card.from_index(i)) in Seat for i in range(52))
    assert hash(d) == hash(Deal.from_pbn(d.to_pbn("E")))
    assert repr(d) == f"Deal.from_pbn({DEAL!r})"
    assert d.to_pbn() == DEAL


def _with(hands: dict[Seat, str]) -> str:
    return "N:" + " ".join(hands.get(s, NESW[s]) for s in Seat)


BAD_DEALS = {
    # North 12 cards, East 14: Law 6 needs 13 each
    "12 cards": (_with({N: "KJ654.T97.KQ53.", E: "T87.AJ54.64.KQ873"}), "N has 12 cards"),
    "14 cards": (_with({N: "KJ654.T97.KQ53.KQ", E: "T87.AJ54.64.873"}), "N has 14 cards"),
    "53 cards": (_with({W: "AQ.K63.T87.AT9642"}), "W has 14 cards"),
    # the king of clubs in both North's and West's hands
    "duplicate": (_with({W: "AQ.K63.T87.AT96K"}), "CK is dealt twice"),
    "duplicate in hand": (_with({N: "KJ654.T97.KQ53.KK", W: "AQ.K63.T87.AT96"}),
                          "CK appears twice"),
    "bad rank": (_with({E: "T87.AJ54.64.Q87X"}), "unknown rank 'X'"),
    "lone 1": (_with({E: "T87.AJ54.64.Q871"}), "unknown rank '1'"),
    "bad seat": ("X:" + " ".join(NESW), "unknown seat 'X'"),
    "no colon": ("N" + " ".join(NESW), "first seat and a colon"),
    "empty": ("", "first seat and a colon"),
    "3 hands": ("N:" + " ".join(NESW[:3]), "four hands, found 3"),
    "3 suits": (_with({N: "KJ654.T97.KQ53K"}), "four suits"),
}


@pytest.mark.parametrize(("text", "words"), BAD_DEALS.values(), ids=BAD_DEALS.keys())
def test_law6_bad_deal_is_notation_error(text: str, words: str) -> None:
    """Law 6: a deal that is not 4 × 13 distinct cards raises a NotationError that says why."""
    with pytest.raises(NotationError) as info:
        Deal.from_pbn(text)
    assert words in str(info.value)


def test_law6_deal_constructor_checks_hands() -> None:
    good = Deal.from_pbn(DEAL)
    with pytest.raises(NotationError, match="no hand for W"):
        Deal({s: good[s] for s in (N, E, S)})
    with pytest.raises(NotationError, match="dealt twice"):
        Deal({N: good[N], E: good[N], S: good[S], W: good[W]})
    assert Deal(dict(good.items())) == good
