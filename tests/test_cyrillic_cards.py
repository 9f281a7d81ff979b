"""Cyrillic letters that look like Latin ones (issue 20, A): seats, ranks, suits, strains and
calls as a director on a Russian keyboard layout types them.

The rules (``bridgelaws.cards``, "Alphabets"; docs/record-format.md): a token is read by the
rules of its alphabet (Latin S H D C / A K Q J T, or Russian Т К Д В with a suit symbol, seats
С В Ю З); a Cyrillic letter where it cannot stand, or a card mixing Latin and Cyrillic letters,
is an :class:`AlphabetError` naming the character and the Latin letter it looks like, and in a
record exit code 2 with one line ``FILE:LINE: cause``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.calls import Call
from bridgelaws.cards import LOOKALIKES, Card, Rank, Strain, Suit
from bridgelaws.cli import main
from bridgelaws.deal import Deal
from bridgelaws.errors import AlphabetError, NotationError, RecordError
from bridgelaws.record import loads, parse_event
from bridgelaws.seats import Seat
from bridgelaws.table import Table
from tests.helpers import AUCTION_2S_N, DEAL8, record

#: every Cyrillic look-alike: the letter, its name, the Latin letter it looks like
LOOKS = [("А", "A", "A"), ("В", "Ve", "B"), ("Е", "Ie", "E"), ("К", "Ka", "K"),
         ("М", "Em", "M"), ("Н", "En", "H"), ("О", "O", "O"), ("Р", "Er", "P"),
         ("С", "Es", "C"), ("Т", "Te", "T"), ("Х", "Ha", "X")]


def test_the_table_of_lookalikes_is_complete() -> None:
    assert {c for c, _, _ in LOOKS} == set(LOOKALIKES)
    assert all(LOOKALIKES[c] == latin for c, _, latin in LOOKS)


def named(ch: str, name: str, latin: str) -> str:
    return f"'{ch}' is the Cyrillic letter {name}, not the Latin {latin}"


# --- a look-alike in the suit's place ------------------------------------------------------


@pytest.mark.parametrize(("ch", "name", "latin"), LOOKS)
@pytest.mark.parametrize("rank", ["Q", "10", "2"])
def test_lookalike_in_the_suit_position_is_named(ch: str, name: str, latin: str,
                                                  rank: str) -> None:
    """``С`` before a rank is the Cyrillic Es, not the club C: never read as a club."""
    with pytest.raises(AlphabetError) as info:
        Card.parse(ch + rank)
    text = str(info.value)
    assert text.startswith(named(ch, name, latin) + ": ")
    if latin in "CH":  # it looks like a suit letter: write that suit
        symbol = {"C": "♣", "H": "♥"}[latin]
        assert text.endswith(f"write the suit as {latin} or {symbol}")
    else:
        assert text.endswith("a suit is written S, H, D, C or ♠, ♥, ♦, ♣")


@pytest.mark.parametrize(("token", "ch"), [("СТ", "С"), ("ТС", "С"), ("КС", "С"), ("СК", "С"),
                                           ("НА", "Н"), ("КН", "Н"), ("НК", "Н"), ("с10", "с"),
                                           ("Д♣", None)])
def test_all_cyrillic_token_names_its_suit_letter(token: str, ch: str | None) -> None:
    """A token in the Cyrillic alphabet is read by the Russian rules, which have no suit
    letters: the letter in the suit's place is named (a rank first or second)."""
    if ch is None:
        assert Card.parse(token) is Card(Suit.CLUBS, Rank.QUEEN)
        return
    with pytest.raises(AlphabetError, match=f"^'{ch}' is the Cyrillic letter"):
        Card.parse(token)


def test_the_brief_example() -> None:
    with pytest.raises(AlphabetError) as info:
        Card.parse("СТ")
    assert str(info.value) == ("'С' is the Cyrillic letter Es, not the Latin C: write the "
                               "suit as C or ♣")


@pytest.mark.parametrize("text", ["С", "Н", "с", "П"])
def test_suit_parse_names_the_cyrillic_letter(text: str) -> None:
    with pytest.raises(AlphabetError, match="is the Cyrillic letter"):
        Suit.parse(text)


# --- a look-alike in the rank's place ------------------------------------------------------


@pytest.mark.parametrize(("ch", "name", "latin"), LOOKS)
@pytest.mark.parametrize("symbol", ["♠", "♥", "♦", "♣"])
def test_lookalike_in_the_rank_position_with_a_suit_symbol(ch: str, name: str, latin: str,
                                                           symbol: str) -> None:
    """After a suit symbol the Russian rules apply: Т К В are the ace, king and jack; every
    other look-alike (А, Х, Н, ...) is named."""
    russian = {"Т": Rank.ACE, "К": Rank.KING, "В": Rank.JACK}
    suit = Suit.parse(symbol)
    for token in (symbol + ch, ch + symbol, symbol + ch.lower()):
        if ch in russian:
            assert Card.parse(token) is Card(suit, russian[ch])
            continue
        with pytest.raises(AlphabetError) as info:
            Card.parse(token)
        letter = token.replace(symbol, "")
        assert str(info.value).startswith(
            named(letter, name, latin if letter.isupper() else latin.lower()))
        assert "a rank is written A, K, Q, J, T or 10" in str(info.value)


@pytest.mark.parametrize(("ch", "name", "latin"), LOOKS)
def test_rank_parse_of_each_lookalike(ch: str, name: str, latin: str) -> None:
    """Rank.parse: Т К В are Russian ranks (Т the ACE, not the ten); the rest are named."""
    russian = {"Т": Rank.ACE, "К": Rank.KING, "В": Rank.JACK}
    if ch in russian:
        assert Rank.parse(ch) is russian[ch]
        assert Rank.parse(ch.lower()) is russian[ch]
    else:
        with pytest.raises(AlphabetError, match=f"^{named(ch, name, latin)}"):
            Rank.parse(ch)


def test_the_russian_ace_is_not_the_latin_ten() -> None:
    """The genuinely ambiguous letter: Cyrillic Т (туз) is the ace, Latin T the ten."""
    assert Card.parse("♠Т") is Card.parse("Т♠") is Card.parse("SA")
    assert Card.parse("♠T") is Card.parse("ST") is Card.parse("♠10") is Card.parse("S10")
    assert Rank.parse("Т") is Rank.ACE and Rank.parse("T") is Rank.TEN


@pytest.mark.parametrize(("token", "card"), [("♠Т", "SA"), ("♥К", "HK"), ("♦Д", "DQ"),
                                             ("♣В", "CJ"), ("Д♠", "SQ"), ("в♥", "HJ"),
                                             ("♠10", "ST"), ("10♣", "CT")])
def test_valid_russian_cards(token: str, card: str) -> None:
    assert Card.parse(token) is Card.parse(card)


# --- tokens that mix alphabets -------------------------------------------------------------


@pytest.mark.parametrize(("token", "ch", "readings"), [
    ("SТ", "Т", "ST (♠10), ♠Т (♠A)"),  # ten or ace? neither is guessed
    ("Тs", "Т", "Ts (♠10), ♠Т (♠A)"),
    ("SК", "К", "SK (♠K), ♠К (♠K)"),
    ("КC", "К", "KC (♣K), ♣К (♣K)"),
    ("SВ", "В", "♠В (♠J)"),  # the Latin B is no rank
    ("SД", "Д", "♠Д (♠Q)"),  # Д looks like no Latin letter, the card still mixes alphabets
    ("HА", "А", "HA (♥A)"),
    ("Sт", "т", "St (♠10), ♠т (♠A)"),
])
def test_mixed_alphabet_card_is_named_with_its_readings(token: str, ch: str,
                                                         readings: str) -> None:
    with pytest.raises(AlphabetError) as info:
        Card.parse(token)
    text = str(info.value)
    assert text.startswith(f"'{ch}' is the Cyrillic letter ")
    assert text.endswith(f"'{token}' mixes Latin and Cyrillic letters: write a card in one "
                         f"alphabet, {readings}")


@pytest.mark.parametrize("token", ["XТ", "SХ", "SМ"])
def test_mixed_alphabet_token_with_no_reading(token: str) -> None:
    with pytest.raises(AlphabetError, match="mixes Latin and Cyrillic letters and is not a card"):
        Card.parse(token)


def test_a_deal_is_read_in_one_alphabet() -> None:
    russian = "N:КВ654.1097.КД53.К 1087.ТВ54.64.Д873 932.Д82.ТВ92.В52 ТД.К63.1087.Т10964"
    assert Deal.from_pbn(russian) == Deal.from_pbn(DEAL8)
    assert Deal.from_pbn("С" + russian[1:]) == Deal.from_pbn(DEAL8)
    mixed = DEAL8.replace("T97", "Т97")  # a Cyrillic Т: the ace? the ten? neither is guessed
    with pytest.raises(AlphabetError, match=r"^'Т' is the Cyrillic letter Te, not the Latin T: "
                                            r"a deal mixes Latin and Cyrillic letters"):
        Deal.from_pbn(mixed)


# --- seats ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "seat"), [("С", Seat.NORTH), ("В", Seat.EAST),
                                            ("Ю", Seat.SOUTH), ("З", Seat.WEST),
                                            ("с", Seat.NORTH), ("юг", Seat.SOUTH),
                                            ("Запад", Seat.WEST), ("N", Seat.NORTH)])
def test_valid_russian_seats(text: str, seat: Seat) -> None:
    assert Seat.parse(text) is seat


@pytest.mark.parametrize(("ch", "name", "latin"), [x for x in LOOKS if x[0] not in "СВ"])
def test_lookalike_in_the_seat_position_is_named(ch: str, name: str, latin: str) -> None:
    """С and В are Russian seats; every other look-alike (Е above all, the East look-alike)
    is named."""
    with pytest.raises(AlphabetError) as info:
        Seat.parse(ch)
    assert str(info.value) == (f"{named(ch, name, latin)}: a seat is written N, E, S, W or in "
                               "Russian С, В, Ю, З")


@pytest.mark.parametrize(("latin", "cyrillic"), [("C", "С"), ("B", "В")])
def test_latin_lookalike_of_a_russian_seat(latin: str, cyrillic: str) -> None:
    with pytest.raises(AlphabetError, match=f"^'{latin}' is a Latin letter, not the Cyrillic "
                                            f"{cyrillic}"):
        Seat.parse(latin)


# --- strains and calls ---------------------------------------------------------------------


@pytest.mark.parametrize(("text", "ch", "advice"), [
    ("1С", "С", "write the suit as C or ♣"),
    ("1Н", "Н", "a strain is written"),  # Н (En) may be meant for N: both named
    ("1НТ", "Н", "a strain is written"),
    ("1NТ", "Т", "a strain is written"),
    ("Х", "Х", "a call is written"),
    ("ХХ", "Х", "a call is written"),
    ("Р", "Р", "a call is written"),
    ("РАSS", "Р", "a call is written"),
])
def test_lookalike_in_a_call_is_named(text: str, ch: str, advice: str) -> None:
    with pytest.raises(AlphabetError) as info:
        Call.parse(text)
    assert str(info.value).startswith(f"'{ch}' is the Cyrillic letter ")
    assert advice in str(info.value)


def test_valid_russian_calls() -> None:
    assert Call.parse("Пас") is Call.parse("P")
    assert Call.parse("3БК") is Call.parse("3NT")
    assert Strain.parse("бк") is Strain.NOTRUMP


def test_latin_text_is_unchanged() -> None:
    """The Latin notation keeps its errors: NotationError, not AlphabetError."""
    for parse, text in ((Card.parse, "SX"), (Rank.parse, "B"), (Seat.parse, "Q"),
                        (Call.parse, "1X"), (Suit.parse, "Z")):
        with pytest.raises(NotationError) as info:
            parse(text)
        assert not isinstance(info.value, AlphabetError)


# --- in a record ---------------------------------------------------------------------------


@pytest.mark.parametrize(("line", "cause"), [
    ("E СТ", "'С' is the Cyrillic letter Es, not the Latin C: write the suit as C or ♣"),
    ("E SТ", "'Т' is the Cyrillic letter Te, not the Latin T: 'SТ' mixes Latin and Cyrillic "
             "letters: write a card in one alphabet, ST (♠10), ♠Т (♠A)"),
    ("E ♣А", "'А' is the Cyrillic letter A, not the Latin A: a rank is written A, K, Q, J, T or "
             "10, 9 to 2, or in Russian Т, К, Д, В with a suit symbol (♠Д)"),
    ("Е C3", "'Е' is the Cyrillic letter Ie, not the Latin E: a seat is written N, E, S, W or "
             "in Russian С, В, Ю, З"),
    ("E C3 СТ", "'С' is the Cyrillic letter Es, not the Latin C: write the suit as C or ♣"),
    ("E shows SД", "'Д' is the Cyrillic letter De: 'SД' mixes Latin and Cyrillic letters: "
                   "write a card in one alphabet, ♠Д (♠Q)"),
    ("director by Е", "'Е' is the Cyrillic letter Ie, not the Latin E: a seat is written N, E, "
                      "S, W or in Russian С, В, Ю, З"),
    ("S names С", "'С' is the Cyrillic letter Es, not the Latin C: write the suit as C or ♣"),
    ("E holds СА of W", "'С' is the Cyrillic letter Es, not the Latin C: write the suit as C "
                        "or ♣"),
])
def test_record_with_a_lookalike_exits_2_naming_the_character(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, cause: str) -> None:
    path = tmp_path / "lookalike.pbn"
    path.write_text(record(AUCTION_2S_N + line + "\n"), encoding="utf-8")
    for argv in (["rule", str(path)], ["rule", str(path), "--json"]):
        assert main(argv) == 2
        out, err = capsys.readouterr()
        assert out == ""
        assert err == f"{path}:13: {cause}\n"


def test_a_lookalike_in_the_opening_auction_and_in_tags(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "call.pbn"
    path.write_text(record("W 1С\n"), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    assert capsys.readouterr().err == (f"{path}:6: 'С' is the Cyrillic letter Es, not the Latin "
                                       "C: write the suit as C or ♣\n")
    path.write_text(record("W 1C\n", dealer="Е"), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:2: 'Е' is the Cyrillic letter Ie")
    path.write_text(record("W 1C\n", deal=DEAL8.replace("AQ.K63", "АQ.K63")), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"{path}:4: 'А' is the Cyrillic letter A, not "
                                              "the Latin A: a deal mixes")


def test_lookalike_in_a_choice_argument_is_named() -> None:
    """``chooses 57A3 С``: the argument's suit is read by the same rules."""
    # trick 3: North leads CK, West plays before East (57A): declarer's option 57A3 <suit>
    log = (AUCTION_2S_N + "E HA\nS H2\nW H3\nN H7\nE D4\nS D2\nW D8\nN DK\nN CK\nW CA\n"
           "director\nN chooses 57A3 Н\n")
    (game,) = loads(record(log))
    with pytest.raises(RecordError, match=r"^'Н' is the Cyrillic letter En, not the Latin H: "
                                          r"write the suit as H or ♥"):
        Table.from_game(game)


def test_a_russian_record_is_read() -> None:
    """Seats С В Ю З, ranks Т К Д В with suit symbols, Пас, a Russian deal: the same table."""
    russian = record("З 1♣\nС 1♠\nВ Пас\nЮ 2♠\nЗ пас\nС Пас\nВ Пас\nВ ♣3\nЮ ♣2\nЗ ♣Т\n",
                     deal="С:КВ654.1097.КД53.К 1087.ТВ54.64.Д873 932.Д82.ТВ92.В52 "
                          "ТД.К63.1087.Т10964")
    latin = record(AUCTION_2S_N + "E C3\nS C2\nW CA\n")
    (ru,), (en,) = loads(russian), loads(latin)
    assert ru.deal == en.deal
    assert ru.events == en.events
    assert parse_event("Ю ♠Т") == parse_event("S SA")
