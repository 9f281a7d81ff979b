"""Plain-text rendering (bridgelaws.render.text): golden strings and layout invariants.

The golden strings use the normal-deal example of the shared examples (board 8, dealer West,
none vulnerable; W P N P E 6C S P W P N P; 6♣ by East making 7 tricks, NS +250).

Russian: no catalog exists yet, so ``lang="ru"`` still renders English words. Tests that
check Russian *words* install a small stub catalog (the glossary's words) with the
``ru_stub`` fixture; tests without it check only structure that does not depend on the
translation.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

import bridgelaws.i18n
from bridgelaws.calls import DOUBLE, PASS, REDOUBLE, Call
from bridgelaws.cards import FULL_PACK, Card, Strain, Suit, mask_of
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal, Hand
from bridgelaws.play import Trick
from bridgelaws.render import (
    auction_grid,
    call_text,
    card_text,
    contract_label,
    contract_line,
    hand_diagram,
    seat_name,
    tricks_table,
)
from bridgelaws.seats import Seat, Vulnerability, board_dealer, board_vulnerability

DEAL = Deal.from_pbn("N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964")
AUCTION = [Call.parse(c) for c in ("P", "P", "6C", "P", "P", "P")]
PLAY = (
    "S C5 W C6 N CK E C3 N S6 E S7 S S9 W SQ W HK N HT E HA S HQ E H4 S H8 W H6 N H7 "
    "S CJ W C4 N D5 E CQ E D6 S DJ W DT N DK N DQ E D4 S D9 W D7 N SK E ST S S3 W SA "
    "W D8 N D3 E S8 S DA S S2 W C9 N SJ E C7 W CA N S5 E C8 S C2 W H3 N H9 E H5 S H2 "
    "N S4 E HJ S D2 W CT"
)
SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def play_tricks(text: str, trump: Strain) -> list[Trick]:
    """Fold ``<seat> <card>`` pairs into tricks (each next trick led by the winner)."""
    words = text.split()
    tricks: list[Trick] = []
    trick: Trick | None = None
    for seat_text, card_text_ in zip(words[::2], words[1::2], strict=True):
        if trick is None:
            trick = Trick(Seat.parse(seat_text))
        assert trick.to_play is Seat.parse(seat_text)
        trick = trick.add(Card.parse(card_text_))
        if trick.is_complete:
            tricks.append(trick)
            trick = Trick(trick.winner(trump))
    if trick is not None and trick.cards:
        tricks.append(trick)
    return tricks


TRICKS = play_tricks(PLAY, Strain.CLUBS)


# --- a stub Russian catalog (the glossary's words), for tests of translated output ---------

_RU = {
    "North": "Север", "East": "Восток", "South": "Юг", "West": "Запад",
    "N": "С", "E": "В", "S": "Ю", "W": "З",
    "Pass": "Пас", "{level}NT": "{level}БК",
    "Board {number}": "Сдача {number}", "Dealer: {seat}": "Сдающий: {seat}",
    "Vulnerable: none": "Зона: никто", "(not shown)": "(не показана)",
    "Trick": "Взятка", "Lead": "Ход", "Winner": "Взял",
    "Declarer": "Разыгрывающий", "Defenders": "Защитники",
    "{contract} by {declarer}": "{contract}, играет {declarer}",
    "{line}, {tricks} ({result})": "{line}, {tricks} ({result})",
    "down {n}": "без {n}", "{line}: NS {score}": "{line}: СЮ {score}",
    "Passed out": "Все пас",
}
_RU_PLURAL = {"{n} trick": ("{n} взятка", "{n} взятки", "{n} взяток")}


class _StubRussian(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return _RU.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = _RU_PLURAL.get(msgid1)
        if forms is None:
            return msgid1 if n == 1 else msgid2
        if n % 10 == 1 and n % 100 != 11:
            return forms[0]
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return forms[1]
        return forms[2]


@pytest.fixture
def ru_stub(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    def translations(lang: str) -> gettext.NullTranslations:
        return _StubRussian() if lang == "ru" else gettext.NullTranslations()

    monkeypatch.setattr(bridgelaws.i18n, "translations", translations)
    yield


# --- reading a diagram back by character positions ------------------------------------------

def read_diagram(text: str) -> dict[Seat, list[str]]:
    """Each shown hand's four suit lines, read at fixed columns; asserts the alignment.

    North (lines 0-3) and South (8-11) must start at the same column; West (4-7) at column
    0; East (4-7) at one column for all four lines; each line is ``<symbol> <ranks>``.
    """
    lines = text.split("\n")
    assert len(lines) == 12
    north_col = lines[0].index("♠")
    places = {Seat.NORTH: (0, north_col), Seat.SOUTH: (8, north_col)}
    if lines[4].startswith("♠"):
        places[Seat.WEST] = (4, 0)
    east_col = lines[4].find("♠", north_col)
    if east_col > 0:
        places[Seat.EAST] = (4, east_col)
    hands: dict[Seat, list[str]] = {}
    for seat, (first, col) in places.items():
        suits = []
        for i, suit in enumerate(SUIT_ORDER):
            line = lines[first + i]
            assert line[col] == suit.symbol, (seat, i, line)
            assert line[col + 1] == " "
            suits.append(line[col + 2:].split(" ")[0])
        hands[seat] = suits
    return hands


def ranks_of(hand: Hand) -> list[str]:
    return [hand.suit_text(s).replace("T", "10") or "—" for s in SUIT_ORDER]


# --- helpers ------------------------------------------------------------------------------

def test_card_text_prints_ten_as_10() -> None:
    assert card_text(Card.parse("ST")) == "♠10"
    assert card_text(Card.parse("HQ")) == "♥Q"
    assert card_text(Card.parse("C2")) == "♣2"


def test_call_text_english() -> None:
    assert [call_text(c, "en") for c in (Call.parse("1S"), Call.parse("3NT"), PASS, DOUBLE,
                                          REDOUBLE)] == ["1♠", "3NT", "Pass", "X", "XX"]


def test_call_and_seat_words_are_translated(ru_stub: None) -> None:
    assert call_text(Call.parse("3NT"), "ru") == "3БК"
    assert call_text(PASS, "ru") == "Пас"
    assert (call_text(DOUBLE, "ru"), call_text(REDOUBLE, "ru")) == ("X", "XX")
    assert [seat_name(s, "ru") for s in Seat] == ["Север", "Восток", "Юг", "Запад"]
    assert [seat_name(s, "en") for s in Seat] == ["North", "East", "South", "West"]


# --- hand diagram -----------------------------------------------------------------------------

DIAGRAM_EN = """\
Board 8           ♠ KJ654
Dealer: West      ♥ 1097
Vulnerable: none  ♦ KQ53
                  ♣ K
♠ AQ              ┌───N───┐  ♠ 1087
♥ K63             │W     E│  ♥ AJ54
♦ 1087            │       │  ♦ 64
♣ A10964          └───S───┘  ♣ Q873
                  ♠ 932
                  ♥ Q82
                  ♦ AJ92
                  ♣ J52"""


def test_hand_diagram_golden_english_law2_header() -> None:
    """Board 8: dealer West, none vulnerable (Law 2), shown in the header."""
    text = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NONE,
                        lang="en")
    assert text == DIAGRAM_EN


def test_hand_diagram_without_header() -> None:
    text = hand_diagram(DEAL, lang="en")
    lines = text.split("\n")
    assert lines[0] == "          ♠ KJ654"
    assert lines[4] == "♠ AQ      ┌───N───┐  ♠ 1087"
    assert lines[11] == "          ♣ J52"


def test_hand_diagram_columns_aligned() -> None:
    text = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NONE,
                        lang="en")
    assert read_diagram(text) == {seat: ranks_of(DEAL[seat]) for seat in Seat}
    lines = text.split("\n")
    # the compass box: one column for all its rows
    assert len({line.index(c) for line, c in zip(lines[4:8], "┌││└", strict=True)}) == 1


def test_hand_diagram_russian_structure_without_catalog() -> None:
    """No Russian catalog yet: only the layout is checked, not the words."""
    en = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NONE,
                      lang="en")
    ru = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NONE,
                      lang="ru")
    assert read_diagram(ru) == read_diagram(en)


def test_hand_diagram_russian_words_keep_alignment(ru_stub: None) -> None:
    text = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NONE,
                        lang="ru")
    lines = text.split("\n")
    assert lines[0].startswith("Сдача 8 ")
    assert lines[1].startswith("Сдающий: Запад ")
    assert lines[2].startswith("Зона: никто ")
    assert "┌───С───┐" in lines[4] and "│З     В│" in lines[5] and "└───Ю───┘" in lines[7]
    assert read_diagram(text) == {seat: ranks_of(DEAL[seat]) for seat in Seat}
    assert lines[0].index("♠") == len("Сдающий: Запад") + 2


def test_hand_diagram_voids_and_thirteen_card_suits() -> None:
    deal = Deal.from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    text = hand_diagram(deal, lang="en")
    lines = text.split("\n")
    assert lines[0] == "                  ♠ AKQJ1098765432"
    assert lines[1] == "                  ♥ —"
    assert lines[4] == "♠ —               ┌───N───┐         ♠ —"
    assert lines[5] == "♥ —               │W     E│         ♥ AKQJ1098765432"
    assert lines[7] == "♣ AKQJ1098765432  └───S───┘         ♣ —"
    assert read_diagram(text) == {seat: ranks_of(deal[seat]) for seat in Seat}


def test_hand_diagram_hidden_hand() -> None:
    text = hand_diagram(DEAL, hidden=frozenset({Seat.EAST}), lang="en")
    lines = text.split("\n")
    assert lines[4] == "♠ AQ      ┌───N───┐  (not shown)"
    assert lines[5:8] == ["♥ K63     │W     E│", "♦ 1087    │       │", "♣ A10964  └───S───┘"]
    assert "1087" not in lines[4] and "AJ54" not in text and "Q873" not in text
    hands = read_diagram(text)
    assert Seat.EAST not in hands
    assert hands[Seat.NORTH] == ranks_of(DEAL[Seat.NORTH])


def test_hand_diagram_hidden_north_keeps_layout() -> None:
    text = hand_diagram(DEAL, hidden=frozenset({Seat.NORTH}), lang="en")
    lines = text.split("\n")
    assert len(lines) == 12
    assert lines[0] == "          (not shown)"
    assert lines[1:4] == ["", "", ""]
    assert "KJ654" not in text
    assert lines[8] == "          ♠ 932"


def test_hand_diagram_omits_played_cards() -> None:
    """After trick 1 (♣5 ♣6 ♣K ♣3) North's club suit is empty and shows as a void."""
    played = mask_of(TRICKS[0].cards)
    text = hand_diagram(DEAL, played=played, lang="en")
    hands = read_diagram(text)
    assert hands[Seat.NORTH][3] == "—"
    assert hands[Seat.WEST][3] == "A1094"
    assert hands[Seat.EAST][3] == "Q87"
    assert hands[Seat.SOUTH][3] == "J2"
    assert hands[Seat.NORTH][:3] == ["KJ654", "1097", "KQ53"]


@given(st.permutations(range(52)), st.integers(0, FULL_PACK), st.integers(1, 32),
       st.sampled_from(["en", "ru"]))
def test_hand_diagram_any_deal_reads_back(
    order: list[int], played: int, board: int, lang: str
) -> None:
    hands = {seat: Hand(mask_of(Card.from_index(i) for i in order[13 * seat:13 * seat + 13]))
             for seat in Seat}
    deal = Deal(hands)
    text = hand_diagram(deal, board=board, dealer=board_dealer(board),
                        vulnerability=board_vulnerability(board), played=played, lang=lang)
    remaining = {seat: Hand(hands[seat].mask & ~played) for seat in Seat}
    assert read_diagram(text) == {seat: ranks_of(remaining[seat]) for seat in Seat}
    assert all(line == line.rstrip() for line in text.split("\n"))


# --- auction ----------------------------------------------------------------------------------

def test_auction_grid_golden_english() -> None:
    assert auction_grid(Seat.WEST, AUCTION, lang="en") == (
        "W     N     E     S\n"
        "Pass  Pass  6♣    Pass\n"
        "Pass  Pass"
    )


def test_auction_grid_pads_first_row_to_dealer_and_prints_strings_as_given() -> None:
    calls: list[Call | str] = ["1♥*", DOUBLE, Call.parse("3NT"), REDOUBLE, PASS]
    assert auction_grid(Seat.SOUTH, calls, lang="en") == (
        "W     N     E     S\n"
        "                  1♥*\n"
        "X     3NT   XX    Pass"
    )
    assert auction_grid(Seat.NORTH, [Call.parse("1S")], lang="en") == (
        "W     N     E     S\n"
        "      1♠"
    )


def test_auction_grid_widens_for_a_long_string() -> None:
    calls: list[Call | str] = [Call.parse("1C"), "2♣ (insuff.)"]
    lines = auction_grid(Seat.WEST, calls, lang="en").split("\n")
    assert lines[1] == "1♣            2♣ (insuff.)"
    assert lines[0].index("N") == lines[1].index("2♣")


def test_auction_grid_empty() -> None:
    assert auction_grid(Seat.EAST, [], lang="en") == "W     N     E     S"


def test_auction_grid_russian_structure_with_the_catalog() -> None:
    """With the Russian catalog: the same rows, each call under its seat's column."""
    en = auction_grid(Seat.WEST, AUCTION, lang="en").split("\n")
    ru = auction_grid(Seat.WEST, AUCTION, lang="ru").split("\n")
    assert len(ru) == len(en) == 3
    assert "Пас" in ru[1]
    assert ru[0].split() == ["З", "С", "В", "Ю"]  # seat letters as the seat names: С В Ю З
    assert ru[1].index("6♣") == ru[0].index("В")  # East's column


@pytest.mark.parametrize("dealer", list(Seat))
def test_auction_grid_columns_are_w_n_e_s_whoever_deals(dealer: Seat) -> None:
    """The columns stay W N E S (PBN's [Auction] order, most programs' too): a seat keeps its
    column from board to board; the dealer's call is the first written, blanks before it."""
    for lang, header in (("en", ["W", "N", "E", "S"]), ("ru", ["З", "С", "В", "Ю"])):
        lines = auction_grid(dealer, AUCTION[:1], lang=lang).split("\n")
        assert lines[0].split() == header
        column = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH).index(dealer)
        assert lines[1].index(call_text(PASS, lang)) == lines[0].index(header[column])


def test_russian_output_writes_seats_sides_and_notrump_in_russian() -> None:
    """With the real catalog: С В Ю З in the compass and the tricks, СЮ in the score, БК in
    the contract as in the auction."""
    diagram = hand_diagram(DEAL, board=8, dealer=Seat.WEST, vulnerability=Vulnerability.NS,
                           lang="ru")
    assert "┌───С───┐" in diagram and "│З     В│" in diagram and "└───Ю───┘" in diagram
    assert "С–Ю в зоне" in diagram
    table = tricks_table(TRICKS[:1], Strain.CLUBS, Seat.EAST, lang="ru").split("\n")
    assert table[0].split()[2:6] == ["З", "С", "В", "Ю"] and table[1].split()[1] == "Ю"
    line = contract_line(Contract.parse("3NT", Seat.SOUTH), 9, 400, lang="ru")
    assert line.startswith("3БК, ") and line.endswith(": СЮ +400")
    assert contract_label(Contract.parse("3NTX", Seat.SOUTH), "ru") == "3БКX"


def test_ranks_ru_in_the_diagram_and_the_tricks() -> None:
    """``ranks="ru"``: Т К Д В (the ten stays 10); the layout does not move."""
    en = hand_diagram(DEAL, board=8, lang="ru")
    ru = hand_diagram(DEAL, board=8, lang="ru", ranks="ru")
    assert "♠ КВ654" in ru and "♣ Т10964" in ru and "♠ KJ654" in en
    assert [len(line) for line in ru.split("\n")] == [len(line) for line in en.split("\n")]
    lines = tricks_table(TRICKS[:3], Strain.CLUBS, Seat.EAST, lang="ru", ranks="ru")
    assert "♣К" in lines and "♥Т" in lines and "♥10" in lines and "♥A" not in lines
    assert card_text(Card.parse("DJ"), "ru") == "♦В" and card_text(Card.parse("DJ")) == "♦J"


def test_auction_grid_russian_words(ru_stub: None) -> None:
    calls = [*AUCTION[:2], Call.parse("3NT"), DOUBLE, PASS, PASS, PASS]
    assert auction_grid(Seat.WEST, calls, lang="ru") == (
        "З    С    В    Ю\n"
        "Пас  Пас  3БК  X\n"
        "Пас  Пас  Пас"
    )


# --- tricks -------------------------------------------------------------------------------------

TRICKS_EN = """\
Trick  Lead   W     N     E     S   Winner  Declarer  Defenders
    1  S      ♣6    ♣K    ♣3   ▸♣5  N              0          1
    2  N      ♠Q   ▸♠6    ♠7    ♠9  W              1          1
    3  W     ▸♥K    ♥10   ♥A    ♥Q  E              2          1
    4  E      ♥6    ♥7   ▸♥4    ♥8  S              2          2
    5  S      ♣4    ♦5    ♣Q   ▸♣J  E              3          2
    6  E      ♦10   ♦K   ▸♦6    ♦J  N              3          3
    7  N      ♦7   ▸♦Q    ♦4    ♦9  N              3          4
    8  N      ♠A   ▸♠K    ♠10   ♠3  W              4          4
    9  W     ▸♦8    ♦3    ♠8    ♦A  S              4          5
   10  S      ♣9    ♠J    ♣7   ▸♠2  W              5          5
   11  W     ▸♣A    ♠5    ♣8    ♣2  W              6          5
   12  W     ▸♥3    ♥9    ♥5    ♥2  N              6          6
   13  N      ♣10  ▸♠4    ♥J    ♦2  W              7          6"""


def test_tricks_table_golden_english_law44() -> None:
    """Winners by Law 44E/44F (♣ trumps: trick 5 ♣Q over ♣J, trick 9 a spade discard loses
    to ♦A); declarer East's side ends with 7 tricks, as in the example's result."""
    assert tricks_table(TRICKS, Strain.CLUBS, Seat.EAST, lang="en") == TRICKS_EN


def test_tricks_table_columns_aligned() -> None:
    lines = tricks_table(TRICKS, Strain.CLUBS, Seat.EAST, lang="en").split("\n")
    for trick, line in zip(TRICKS, lines[1:], strict=True):
        for seat, letter in zip((Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH), " W N E S"[1::2],
                                strict=True):
            card = trick.played_by(seat)
            assert card is not None
            col = lines[0].index(" " + letter + " ") + 1
            assert line[col] == card.suit.symbol
            assert line[col - 1] == ("▸" if seat is trick.leader else " ")


def test_tricks_table_incomplete_trick_no_declarer_notrump() -> None:
    tricks = [*TRICKS[:2], Trick(Seat.WEST, (Card.parse("HK"), Card.parse("HT")))]
    assert tricks_table(tricks, None, None, lang="en") == (
        "Trick  Lead   W    N     E    S   Winner  NS  EW\n"
        "    1  S      ♣6   ♣K    ♣3  ▸♣5  N        1   0\n"
        "    2  N      ♠Q  ▸♠6    ♠7   ♠9  W        1   1\n"
        "    3  W     ▸♥K   ♥10"
    )


def test_tricks_table_empty() -> None:
    assert tricks_table([], Strain.SPADES, Seat.NORTH, lang="en") == (
        "Trick  Lead   W   N   E   S  Winner  Declarer  Defenders"
    )


def test_tricks_table_russian_structure_without_catalog() -> None:
    """No Russian catalog yet: same rows and card columns as English."""
    en = tricks_table(TRICKS, Strain.CLUBS, Seat.EAST, lang="en").split("\n")
    ru = tricks_table(TRICKS, Strain.CLUBS, Seat.EAST, lang="ru").split("\n")
    assert len(ru) == len(en) == 14
    assert [line.index("▸") for line in ru[1:]] == [line.index("▸") for line in en[1:]]


def test_tricks_table_russian_words(ru_stub: None) -> None:
    lines = tricks_table(TRICKS[:1], Strain.CLUBS, Seat.EAST, lang="ru").split("\n")
    assert lines == [
        "Взятка  Ход   З    С    В    Ю   Взял  Разыгрывающий  Защитники",
        "     1  Ю     ♣6   ♣K   ♣3  ▸♣5  С                 0          1",
    ]


# --- contract line ------------------------------------------------------------------------------

def test_contract_line_example_law77_score() -> None:
    """The example's result: 6♣ by East, 7 tricks, down 5 undoubled, NS +250 (Law 77)."""
    assert contract_line(Contract.parse("6C", "E"), 7, 250, lang="en") == (
        "6♣ by East, 7 tricks (down 5): NS +250"
    )


@pytest.mark.parametrize(("contract", "declarer", "tricks", "score", "expected"), [
    ("2S", "N", 6, -100, "2♠ by North, 6 tricks (down 2): NS −100"),
    ("3NT", "S", 9, 400, "3NT by South, 9 tricks (made): NS +400"),
    ("4HX", "W", 11, -990, "4♥X by West, 11 tricks (made, 1 overtrick): NS −990"),
    ("1NTXX", "E", 9, -1160, "1NTXX by East, 9 tricks (made, 2 overtricks): NS −1160"),
    ("7C", "N", 1, None, "7♣ by North, 1 trick (down 12)"),
    ("5D", "S", None, None, "5♦ by South"),
    ("5D", "S", None, 0, "5♦ by South: NS 0"),
])
def test_contract_line_variants(
    contract: str, declarer: str, tricks: int | None, score: int | None, expected: str
) -> None:
    assert contract_line(Contract.parse(contract, declarer), tricks, score, lang="en") == expected


def test_contract_line_passed_out() -> None:
    assert contract_line(None, None, None, lang="en") == "Passed out"
    assert contract_line(None, None, 0, lang="en") == "Passed out: NS 0"


def test_contract_line_russian(ru_stub: None) -> None:
    assert contract_line(Contract.parse("3NT", "S"), 7, -100, lang="ru") == (
        "3БК, играет Юг, 7 взяток (без 2): СЮ −100"
    )
    assert contract_line(Contract.parse("2S", "N"), 2, None, lang="ru") == (
        "2♠, играет Север, 2 взятки (без 6)"
    )
    assert contract_line(None, None, None, lang="ru") == "Все пас"
