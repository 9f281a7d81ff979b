"""Unit tests for the pack (Law 1) and the order of strains (Law 18E): ``bridgelaws.cards``."""

from __future__ import annotations

import copy
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.calls import Call
from bridgelaws.cards import (
    FULL_PACK,
    SUIT_MASKS,
    Card,
    Rank,
    Strain,
    Suit,
    card_set,
    cards_of,
    mask_of,
)
from bridgelaws.errors import AlphabetError, NotationError

# --- Suit and Strain (Law 1B, Law 18E) -------------------------------------------------


def test_law18e_strains_rank_clubs_diamonds_hearts_spades_notrump() -> None:
    """Law 18E: notrump > spades > hearts > diamonds > clubs."""
    assert sorted(Strain, reverse=True) == [
        Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS,
    ]
    assert Strain.CLUBS < Strain.DIAMONDS < Strain.HEARTS < Strain.SPADES < Strain.NOTRUMP


def test_law18e_suit_order_matches_strain_order() -> None:
    """Law 18E: each suit has the rank of its strain; notrump has no trump suit."""
    assert list(Suit) == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    for suit in Suit:
        assert suit.strain.suit is suit
        assert int(suit.strain) == int(suit)
    assert Strain.NOTRUMP.suit is None


def test_law1b_suit_letters_and_symbols() -> None:
    """Law 1B: the four suits and their symbols ♠ ♥ ♦ ♣."""
    assert [s.letter for s in Suit] == ["C", "D", "H", "S"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [str(s) for s in Strain] == ["C", "D", "H", "S", "NT"]
    assert Strain.NOTRUMP.symbol == "NT"


@pytest.mark.parametrize(
    ("text", "strain"),
    [("c", Strain.CLUBS), ("♦", Strain.DIAMONDS), ("H", Strain.HEARTS), (" s ", Strain.SPADES),
     ("N", Strain.NOTRUMP), ("nt", Strain.NOTRUMP), ("БК", Strain.NOTRUMP)],
)
def test_law18e_strain_parse(text: str, strain: Strain) -> None:
    """Law 18E: the five denominations read from letters, symbols and Russian ``БК``."""
    assert Strain.parse(text) is strain


@pytest.mark.parametrize("text", ["", "X", "NTT", "♠♠", "SP"])
def test_law1b_bad_suit_or_strain_is_notation_error(text: str) -> None:
    """Law 1B: only the four suits (and notrump, Law 18E) exist."""
    with pytest.raises(NotationError):
        Suit.parse(text)
    with pytest.raises(NotationError):
        Strain.parse(text)


def test_law18e_majors_and_minors() -> None:
    """Law 18E order: hearts and spades are the majors, clubs and diamonds the minors."""
    assert {s for s in Strain if s.is_major} == {Strain.HEARTS, Strain.SPADES}
    assert {s for s in Strain if s.is_minor} == {Strain.CLUBS, Strain.DIAMONDS}


# --- Rank (Law 1A) ----------------------------------------------------------------------


def test_law1a_ranks_ace_high_two_low() -> None:
    """Law 1A: ace, king, queen, jack, 10, 9, ..., 2 in descending order."""
    assert [r.letter for r in sorted(Rank, reverse=True)] == list("AKQJT98765432")
    assert Rank.ACE > Rank.KING > Rank.TEN > Rank.NINE > Rank.TWO
    assert [r for r in Rank if r.is_honour] == [
        Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE,
    ]


@pytest.mark.parametrize(
    ("text", "rank"),
    [("10", Rank.TEN), ("t", Rank.TEN), ("2", Rank.TWO), ("a", Rank.ACE),
     # Russian letters: В(алет), Д(ама), К(ороль), Т(уз)
     ("В", Rank.JACK), ("д", Rank.QUEEN), ("К", Rank.KING), ("Т", Rank.ACE)],
)
def test_law1a_rank_parse(text: str, rank: Rank) -> None:
    """Law 1A: ranks from letters, ``10`` and Russian honour letters."""
    assert Rank.parse(text) is rank


@pytest.mark.parametrize("text", ["", "1", "0", "11", "X", "AK", "B"])
def test_law1a_bad_rank_is_notation_error(text: str) -> None:
    """Law 1A: thirteen ranks only."""
    with pytest.raises(NotationError):
        Rank.parse(text)


# --- Card.parse, str, symbol (Law 1A) -----------------------------------------------------

SPADE_QUEEN_FORMS = ["SQ", "sq", "♠Q", "Q♠", "q♠", " SQ ", "♠Д", "д♠"]
SPADE_TEN_FORMS = ["S10", "ST", "st", "♠10", "♠T", "10♠", "T♠", "10s"]


@pytest.mark.parametrize("text", SPADE_QUEEN_FORMS)
def test_law1a_card_parse_spade_queen(text: str) -> None:
    """Law 1A: every accepted spelling of the queen of spades is that one card."""
    card = Card.parse(text)
    assert card.suit is Suit.SPADES
    assert card.rank is Rank.QUEEN
    assert card is Card(Suit.SPADES, Rank.QUEEN)


@pytest.mark.parametrize("text", SPADE_TEN_FORMS)
def test_law1a_card_parse_spade_ten(text: str) -> None:
    """Law 1A: the ten is written ``10`` or ``T``, before or after the suit."""
    assert Card.parse(text) is Card(Suit.SPADES, Rank.TEN)


def test_law1a_card_parse_russian_ace_is_not_latin_ten() -> None:
    """Law 1A: Cyrillic ``Т`` (туз) is the ace; Latin ``T`` is the ten. A card is read in one
    alphabet: with a Latin suit letter the Cyrillic ``т`` is an error, never the ace
    (tests/test_cyrillic_cards.py has the rest)."""
    assert Card.parse("♠т") is Card(Suit.SPADES, Rank.ACE)
    assert Card.parse("St") is Card(Suit.SPADES, Rank.TEN)
    assert Card.parse("♥В") is Card(Suit.HEARTS, Rank.JACK)
    assert Card.parse("К♣") is Card(Suit.CLUBS, Rank.KING)
    with pytest.raises(AlphabetError, match="mixes Latin and Cyrillic"):
        Card.parse("Sт")


@pytest.mark.parametrize(
    "text",
    ["", "S", "Q", "10", "S1", "S0", "S11", "SX", "XS", "QQ", "SS", "SQQ", "1♠0",
     "S 10", "SQ.", "NT", "Z2", "♠♠", "SAK"],
)
def test_law1a_bad_card_is_notation_error(text: str) -> None:
    """Law 1A: text naming no card of the pack raises NotationError."""
    with pytest.raises(NotationError):
        Card.parse(text)


def test_law1a_str_and_symbol() -> None:
    """Law 1A/1B: ``str`` is the letter form, ``symbol`` the form for people."""
    assert str(Card.parse("sq")) == "SQ"
    assert Card.parse("sq").symbol == "♠Q"
    assert str(Card.parse("H10")) == "HT"
    assert Card.parse("HT").symbol == "♥10"
    assert Card.parse("D2").symbol == "♦2"
    assert Card.parse("CA").symbol == "♣A"
    assert repr(Card.parse("♠Q")) == "Card.parse('SQ')"


def test_law1a_every_card_round_trips_through_str_and_symbol() -> None:
    """Law 1A: 52 distinct cards; each parses back from its own ``str`` and ``symbol``."""
    cards = [Card(s, r) for s in Suit for r in Rank]
    assert len({str(c) for c in cards}) == 52
    for c in cards:
        assert Card.parse(str(c)) is c
        assert Card.parse(c.symbol) is c
        assert Card.from_index(c.index) is c
        assert c.mask == 1 << c.index


# --- Interning and ordering -----------------------------------------------------------


def test_law1a_cards_are_interned_and_immutable() -> None:
    """Law 1A: one object per card of the pack, kept through copy and pickle."""
    c = Card(Suit.HEARTS, Rank.SEVEN)
    assert Card(Suit.HEARTS, Rank.SEVEN) is c
    assert Card.parse("H7") is c
    assert copy.copy(c) is c
    assert copy.deepcopy(c) is c
    assert pickle.loads(pickle.dumps(c)) is c
    with pytest.raises(AttributeError):
        c.rank = Rank.ACE
    assert len({Card(s, r) for s in Suit for r in Rank for _ in range(2)}) == 52


def test_law1a_card_order_is_suit_major_then_rank() -> None:
    """Law 1A ranks within a suit; suits in Law 18E order (clubs first)."""
    assert Card.parse("SA") > Card.parse("SK") > Card.parse("S2") > Card.parse("HA")
    assert Card.parse("C2") < Card.parse("CA") < Card.parse("D2")
    assert Card.parse("D5") <= Card.parse("D5") >= Card.parse("D5")
    pack = sorted(Card(s, r) for s in reversed(Suit) for r in reversed(Rank))
    assert [str(c) for c in pack[:3]] == ["C2", "C3", "C4"]
    assert [str(c) for c in pack[-2:]] == ["SK", "SA"]
    assert [c.index for c in pack] == list(range(52))


def test_card_comparison_with_non_card_raises_type_error() -> None:
    """Python ordering protocol: an unsupported comparison must raise TypeError."""
    with pytest.raises(TypeError):
        _ = Card.parse("SQ") < 3  # type: ignore[operator]
    with pytest.raises(TypeError):
        _ = Call.parse("1C") < 3  # type: ignore[operator]


# --- Masks: cards_of, card_set, mask_of -------------------------------------------------


def test_suit_masks_partition_the_pack() -> None:
    """Law 1A: 4 suits of 13 cards make the 52-card pack."""
    assert sum(SUIT_MASKS) == FULL_PACK
    for suit, m in zip(Suit, SUIT_MASKS, strict=True):
        assert m.bit_count() == 13
        assert {c.suit for c in cards_of(m)} == {suit}
    assert len(list(cards_of(FULL_PACK))) == 52


def test_card_set_of_zero_and_full_pack() -> None:
    assert card_set(0) == frozenset()
    assert list(cards_of(0)) == []
    assert mask_of([]) == 0
    assert card_set(FULL_PACK) == frozenset(Card(s, r) for s in Suit for r in Rank)


def test_cards_of_is_lowest_index_first() -> None:
    m = mask_of(Card.parse(t) for t in ("SA", "C2", "HT", "D9"))
    assert [str(c) for c in cards_of(m)] == ["C2", "D9", "HT", "SA"]


single_suit_masks = st.builds(
    lambda bits, suit: bits << (13 * suit),
    st.integers(0, (1 << 13) - 1),
    st.integers(0, 3),
)
several_suit_masks = st.dictionaries(
    st.integers(0, 3), st.integers(1, (1 << 13) - 1), min_size=2, max_size=4
).map(lambda parts: sum(bits << (13 * suit) for suit, bits in parts.items()))
any_masks = st.one_of(st.just(0), st.integers(0, FULL_PACK), single_suit_masks,
                      several_suit_masks)


@given(any_masks)
def test_card_set_equals_frozenset_of_cards_of(mask: int) -> None:
    """card_set (cached per suit) agrees with the plain decoding of the mask."""
    got = card_set(mask)
    assert isinstance(got, frozenset)
    assert got == frozenset(cards_of(mask))
    assert len(got) == mask.bit_count()
    assert mask_of(got) == mask
    # twice in a row (now from the cache): the same answer
    assert card_set(mask) == got


@given(single_suit_masks.filter(bool))
def test_card_set_of_one_suit_is_cached(mask: int) -> None:
    """The set for one suit's part is returned from the cache itself."""
    assert card_set(mask) is card_set(mask)
    assert len({c.suit for c in card_set(mask)}) == 1


@given(st.lists(st.integers(0, 51), unique=True))
def test_mask_of_inverts_cards_of(indexes: list[int]) -> None:
    cards = [Card.from_index(i) for i in indexes]
    m = mask_of(cards)
    assert m == sum(1 << i for i in indexes)
    assert sorted(cards) == list(cards_of(m))
