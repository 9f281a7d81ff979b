"""The table record codec: PBN 2.1 with a [TableLog ""] section (DESIGN.md, "The table record")."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.calls import DOUBLE, PASS, REDOUBLE, Call
from bridgelaws.cards import Card
from bridgelaws.deal import Deal
from bridgelaws.errors import NotationError, RecordError
from bridgelaws.events import (
    CallMade,
    CardIndicated,
    CardNamed,
    CardPlayed,
    CardsShown,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    OptionChosen,
    TableEvent,
    Warning,
)
from bridgelaws.record import Game, dump, dumps, event_to_text, load, loads, parse_event
from bridgelaws.seats import Seat, Vulnerability

EXAMPLES = Path("/work/shared/examples")
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.pbn"))
MALFORMED = Path(__file__).parent / "records" / "malformed"
MALFORMED_FILES = sorted(MALFORMED.glob("*.pbn"))

DEAL = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def c(text: str) -> Card:
    return Card.parse(text)


# --------------------------------------------------------------------------- examples


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_examples_round_trip(path: Path) -> None:
    games = load(path)
    text = dumps(games)
    again = loads(text)
    assert again == games
    assert dumps(again) == text
    assert [g.source for g in again] == ["tablelog"] * len(games)


def test_examples_are_present() -> None:
    assert len(EXAMPLE_FILES) >= 4


def test_normal_deal_reads_tags_and_events() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    assert game.board == 8
    assert game.dealer is W
    assert game.vulnerability is Vulnerability.NONE
    assert game.deal == Deal.from_pbn(DEAL)
    assert game.edition == "2017"
    assert game.source == "tablelog"
    assert game.line == 1
    assert [name for name, _ in game.tags] == ["Event", "Board", "Dealer", "Vulnerable", "Deal"]
    assert game.tag("deal") == DEAL
    assert game.tag("DEALER") == "W"
    assert game.tag("Contract") is None
    assert game.tag("Contract", "?") == "?"
    assert len(game.events) == 6 + 52
    assert game.events[0] == CallMade(W, PASS)
    assert game.events[2] == CallMade(E, Call.parse("6C"))
    assert game.events[6] == CardPlayed(S, c("C5"))
    assert [e.line for e in game.events] == list(range(7, 7 + 58))


def test_comment_after_event_is_skipped_and_lines_counted() -> None:
    (game,) = load(EXAMPLES / "insufficient-bid-corrected-by-pass.pbn")
    assert game.events[2] == CallMade(E, Call.parse("1H"))
    assert game.events[3] == DirectorCalled()
    assert game.events[4] == OptionChosen(S, "27B")
    assert game.events[4].line == 11


# --------------------------------------------------------------------------- events

EVENT_CASES: list[tuple[str, TableEvent, str]] = [
    ("N 1H", CallMade(N, Call.parse("1H")), "N 1H"),
    ("e pass", CallMade(E, PASS), "E P"),
    ("S X", CallMade(S, DOUBLE), "S X"),
    ("w xx", CallMade(W, REDOUBLE), "W XX"),
    ("N 3nt", CallMade(N, Call.parse("3NT")), "N 3NT"),
    ("W SQ", CardPlayed(W, c("SQ")), "W SQ"),
    ("w s10", CardPlayed(W, c("ST")), "W ST"),
    ("North ht", CardPlayed(N, c("HT")), "N HT"),
    ("E 10♠", CardPlayed(E, c("ST")), "E ST"),
    ("E names high", CardNamed(E, "high"), "E names high"),
    ("E NAMES Low", CardNamed(E, "low"), "E names low"),
    ("E names win", CardNamed(E, "win"), "E names win"),
    ("E names ruff", CardNamed(E, "ruff"), "E names ruff"),
    ("E names s", CardNamed(E, "S"), "E names S"),
    ("E names 10", CardNamed(E, "T"), "E names T"),
    ("E names q", CardNamed(E, "Q"), "E names Q"),
    ("N shows SA HK", CardsShown(N, (c("SA"), c("HK"))), "N shows SA HK"),
    ("s shows d2", CardsShown(S, (c("D2"),)), "S shows D2"),
    ('S claims 3 "rest are good"', Claim(S, 3, "rest are good"), 'S claims 3 "rest are good"'),
    ("S claims 13", Claim(S, 13), "S claims 13"),
    ("S claims 0", Claim(S, 0), "S claims 0"),
    ('S claims 2 "say \\"ok\\"; {x}"', Claim(S, 2, 'say "ok"; {x}'),
     'S claims 2 "say \\"ok\\"; {x}"'),
    ("W concedes 2", Concession(W, 2), "W concedes 2"),
    ("W agrees", ClaimAgreed(W), "W agrees"),
    ("n DISPUTES", ClaimDisputed(N), "N disputes"),
    ("director", DirectorCalled(), "director"),
    ("director by s", DirectorCalled(by=Seat.SOUTH), "director by S"),
    ("N warns", Warning(Seat.NORTH), "N warns"),
    ("W H5 H6 hidden", CardPlayed(Seat.WEST, Card.parse("H5"), also=(Card.parse("H6"),),
                                  hidden=True), "W H5 H6 hidden"),
    ("S hq INSTEAD", CardPlayed(Seat.SOUTH, Card.parse("HQ"), instead=True), "S HQ instead"),
    ("W H5 h6 Unnoticed", CardPlayed(Seat.WEST, Card.parse("H5"), also=(Card.parse("H6"),),
                                     unnoticed=True), "W H5 H6 unnoticed"),
    ("S HQ unintended", CardPlayed(Seat.SOUTH, Card.parse("HQ"), unintended=True),
     "S HQ unintended"),
    ("E CA fifth", CardPlayed(Seat.EAST, Card.parse("CA"), fifth=True), "E CA fifth"),
    ("E CA simultaneous", CardPlayed(Seat.EAST, Card.parse("CA"), simultaneous=True),
     "E CA simultaneous"),
    ("S indicates h8", CardIndicated(Seat.SOUTH, Card.parse("H8")), "S indicates H8"),
    ("Director", DirectorCalled(), "director"),
    ("N chooses 50D2a-require", OptionChosen(N, "50D2a-require"), "N chooses 50D2a-require"),
    ("n chooses 50d2A-REQUIRE", OptionChosen(N, "50D2a-require"), "N chooses 50D2a-require"),
    ("N chooses 54b", OptionChosen(N, "54B"), "N chooses 54B"),
    ("E chooses 57A3 h", OptionChosen(E, "57A3", "h"), "E chooses 57A3 h"),
    ('E chooses 57A3 "H"', OptionChosen(E, "57A3", "H"), "E chooses 57A3 H"),
    ("director rules 27B1b yes", DirectorRules("27B1b", "yes"), "director rules 27B1b yes"),
    ("DIRECTOR RULES 27b1B yes", DirectorRules("27B1b", "yes"), "director rules 27B1b yes"),
    ("director rules 12C1c N/S +1 trick", DirectorRules("12C1c", "N/S +1 trick"),
     "director rules 12C1c N/S +1 trick"),
    ("director rules 25A", DirectorRules("25A"), "director rules 25A"),
]


@pytest.mark.parametrize(("text", "event", "canonical"), EVENT_CASES,
                         ids=[case[0] for case in EVENT_CASES])
def test_parse_event_and_back(text: str, event: TableEvent, canonical: str) -> None:
    parsed = parse_event(text, line=12)
    assert parsed == event
    assert type(parsed) is type(event)
    assert parsed.line == 12
    assert event_to_text(parsed) == canonical
    assert parse_event(canonical) == event


def test_every_event_kind_is_covered() -> None:
    kinds = {type(event) for _, event, _ in EVENT_CASES}
    assert kinds == {CallMade, CardPlayed, CardNamed, CardIndicated, CardsShown, Claim,
                     Concession, ClaimAgreed, ClaimDisputed, DirectorCalled, OptionChosen,
                     DirectorRules, Warning}


def test_parse_event_skips_comments() -> None:
    assert parse_event("W SQ ; a comment") == CardPlayed(W, c("SQ"))
    assert parse_event("W {a comment} SQ") == CardPlayed(W, c("SQ"))
    assert parse_event('S claims 3 "a ; in quotes" ; comment') == Claim(S, 3, "a ; in quotes")


def test_arguments_keep_their_text() -> None:
    """The argument after an option or clause is the rest of the line; odd text round-trips
    through quotes."""
    for arg in ("a  b", 'say "x"', "semi;colon", "{brace}", " lead", "back\\slash", "é ♠"):
        event = OptionChosen(E, "57A3", arg)
        assert parse_event(event_to_text(event)) == event
        rules = DirectorRules("12C1c", arg)
        assert parse_event(event_to_text(rules)) == rules


def test_event_to_text_refuses_what_cannot_be_one_line() -> None:
    with pytest.raises(NotationError):
        event_to_text(Claim(S, 3, "two\nlines"))
    with pytest.raises(NotationError):
        event_to_text(OptionChosen(S, "two words"))
    with pytest.raises(NotationError):
        event_to_text(CardsShown(S, ()))


@pytest.mark.parametrize(("text", "cause"), [
    ("", "no event on this line"),
    ("; only a comment", "no event on this line"),
    ("Q 1H", "unknown seat 'Q': an event starts with N, E, S, W or director"),
    ("N 1X", "unknown call '1X'"),
    ("N 0C", "unknown call '0C'"),
    ("N SZ", "unknown card 'SZ'"),
    ("N names", "'names' needs a word: high, low, win, ruff, any, a suit or a rank"),
    ("N names high low", "unexpected 'low' at the end of the event"),
    ("N shows SA XX", "unknown card 'XX'"),
    ("N claims 3.5", "'3.5' is not a number of tricks (0 to 13)"),
    ("N concedes", "'concedes' needs a number of tricks, 0 to 13"),
    ("N concedes 2 more", "unexpected 'more' at the end of the event"),
    ("N agrees now", "unexpected 'now' at the end of the event"),
    ("N disputes it", "unexpected 'it' at the end of the event"),
    ("director now", "unexpected 'now' after 'director': expected 'rules', 'by' or 'inspects'"),
    ('N claims 3 "open', "unterminated quote: a '\"' is not closed on this line"),
    ("N {open", "a comment opened with '{' is not closed"),
    ("N 1H P", "unexpected 'P' after a call: expected artificial or simultaneous"),
])
def test_parse_event_errors(text: str, cause: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_event(text, line=5, file="x.pbn")
    assert str(info.value) == cause
    assert info.value.located() == f"x.pbn:5: {cause}"


# --------------------------------------------------------------------------- Auction / Play

# The normal-deal example as another program would write it: standard [Auction] and [Play]
# sections, no TableLog. 6C by East; trick rows are in the columns S W N E (the Play tag's
# seat, declarer's LHO, then clockwise); each later trick is led by the previous winner.
STANDARD_RECORD = f"""\
% PBN 2.1
% EXPORT
[Event "example: a normal deal, standard sections"]
[Board "8"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Declarer "E"]
[Contract "6C"]
[Auction "W"]
Pass Pass 6C AP
[Play "S"]
C5 C6 CK C3
S9 SQ S6 S7
HQ HK HT HA
H8 H6 H7 H4
CJ C4 D5 CQ
DJ DT DK D6
D9 D7 DQ D4
S3 SA SK ST
DA D8 D3 S8
S2 C9 SJ C7
C2 CA S5 C8
H2 H3 H9 H5
D2 CT S4 HJ
*
[Result "7"]
"""


def test_standard_auction_and_play_give_the_tablelog_events() -> None:
    """Law 44G: each trick after the first is led by the winner of the previous one."""
    (expected,) = load(EXAMPLES / "normal-deal.pbn")
    (game,) = loads(STANDARD_RECORD)
    assert game.source == "auction-play"
    assert game.events == expected.events
    assert game.events[6].line == 13  # first card: C5 on the Play section's first row
    assert game.events[10] == CardPlayed(N, c("S6"))  # North won trick 1 and leads
    assert game.events[10].line == 14
    assert [n for n, _ in game.tags] == ["Event", "Board", "Dealer", "Vulnerable", "Deal",
                                         "Declarer", "Contract", "Result"]


def test_standard_record_dumps_as_a_tablelog() -> None:
    games = loads(STANDARD_RECORD)
    text = dumps(games)
    assert "[Auction" not in text and "[Play" not in text and '[TableLog ""]' in text
    again = loads(text)
    assert again == games
    assert again[0].source == "tablelog"


def test_auction_annotations_are_skipped() -> None:
    record = STANDARD_RECORD.replace(
        "Pass Pass 6C AP",
        "% an escape line\nP! - pass? {a comment\nover two lines} 6C=1= $2\n+ p P p ; end\n"
        '[Note "1:to play"]\n*',
    )
    (expected,) = load(EXAMPLES / "normal-deal.pbn")
    (game,) = loads(record)
    assert game.events == expected.events
    assert game.tag("Note") == "1:to play"
    assert game.events[2].line == 13  # 6C, after the comment that spans two lines


def test_play_uses_contract_tag_when_auction_is_absent() -> None:
    record = re.sub(r"\[Auction \"W\"\]\nPass Pass 6C AP\n", "", STANDARD_RECORD)
    (expected,) = load(EXAMPLES / "normal-deal.pbn")
    (game,) = loads(record)
    assert game.events == expected.events[6:]


def test_play_trump_changes_the_order() -> None:
    """Law 44E: with spades as trumps, East's S8 wins trick 9 and the later order changes."""
    record = STANDARD_RECORD.replace("6C AP", "6S AP")
    (game,) = loads(record)
    (expected,) = load(EXAMPLES / "normal-deal.pbn")
    assert game.events[:2] == expected.events[:2]
    assert game.events[6:14] == expected.events[6:14]
    assert game.events != expected.events


def test_play_stops_at_an_incomplete_trick() -> None:
    record = STANDARD_RECORD.replace("S9 SQ S6 S7\n", "S9 - S6 S7\n").split("HQ HK")[0]
    (game,) = loads(record + "*\n")
    cards = [e for e in game.events if isinstance(e, CardPlayed)]
    assert cards[4:] == [CardPlayed(N, c("S6")), CardPlayed(E, c("S7")), CardPlayed(S, c("S9"))]


def test_a_trick_after_an_incomplete_one_is_an_error() -> None:
    record = STANDARD_RECORD.replace("S9 SQ S6 S7\n", "S9 - S6 S7\n")
    with pytest.raises(RecordError) as info:
        loads(record)
    assert info.value.line == 15
    assert str(info.value) == "a trick follows one that is not complete"


def test_tablelog_wins_over_standard_sections() -> None:
    record = STANDARD_RECORD + '[TableLog ""]\nW 1C\n'
    (game,) = loads(record)
    assert game.source == "tablelog"
    assert game.events == (CallMade(W, Call.parse("1C")),)


# --------------------------------------------------------------------------- tags and games


def test_board_gives_dealer_and_vulnerability() -> None:
    """Law 2: board 7 is dealt by South, both sides vulnerable."""
    (game,) = loads(f'[Board "7"]\n[Deal "{DEAL}"]\n')
    assert game.dealer is S
    assert game.vulnerability is Vulnerability.ALL
    assert game.source == "none"
    assert game.events == ()
    assert loads(dumps([game])) == [game]
    assert "[TableLog" not in dumps([game])


def test_several_games_and_hash_repeats() -> None:
    record = f"""\
[Event "session"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[TableLog ""]
N 1C

[Event "#"]
[Board "2"]
[Dealer "#"]
[Vulnerable "#"]
[Deal "#"]
[TableLog ""]
N P

    ; a comment line between the events does not end the game

E P
"""
    first, second = loads(record, file="session.pbn")
    assert second.tag("Event") == "session"
    assert second.dealer is N and second.vulnerability is Vulnerability.NONE
    assert second.deal == first.deal
    assert second.board == 2
    assert second.line == 9
    assert [e.line for e in second.events] == [15, 19]
    assert loads(dumps([first, second])) == [first, second]


def test_tags_after_sections_and_note_tags_repeat() -> None:
    record = (f'[Board "8"]\n[Deal "{DEAL}"]\n[TableLog ""]\nW 1C\n[Note "1:x"]\n'
              '[Note "2:y"]\n[Result "9"]\n')
    (game,) = loads(record)
    assert [v for n, v in game.tags if n == "Note"] == ["1:x", "2:y"]
    assert loads(dumps([game])) == [game]


def test_tag_values_are_unescaped_and_escaped() -> None:
    record = f'[Event "a \\"quoted\\" word; {{not a comment}} C:\\\\x"]\n[Board "8"]\n' \
             f'[Deal "{DEAL}"]\n'
    (game,) = loads(record)
    assert game.tag("Event") == 'a "quoted" word; {not a comment} C:\\x'
    assert loads(dumps([game])) == [game]


def test_edition_tag() -> None:
    (game,) = loads(f'[Board "8"]\n[Edition "1997"]\n[Deal "{DEAL}"]\n')
    assert game.edition == "1997"


def test_dumps_follows_fields_changed_in_code() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    other = Deal.from_pbn("N:AQ.K63.T87.AT964 KJ654.T97.KQ53.K T87.AJ54.64.Q873 "
                          "932.Q82.AJ92.J52")
    changed = dataclasses.replace(game, deal=other, dealer=N, vulnerability=Vulnerability.ALL,
                                  edition="1997")
    (again,) = loads(dumps([changed]))
    assert again.deal == other
    assert again.dealer is N
    assert again.vulnerability is Vulnerability.ALL
    assert again.edition == "1997"
    assert again.events == game.events


def test_game_made_in_code_without_tags() -> None:
    game = Game((), None, W, Vulnerability.EW, Deal.from_pbn(DEAL),
                events=(CallMade(W, PASS),))
    (again,) = loads(dumps([game]))
    assert (again.dealer, again.vulnerability, again.deal, again.events) == (
        W, Vulnerability.EW, game.deal, game.events)


def test_line_endings_and_bom() -> None:
    text = f'\ufeff[Board "8"]\r\n[Deal "{DEAL}"]\r\n[TableLog ""]\r\nW 1C\r\n'
    (game,) = loads(text)
    assert game.events[0].line == 4


def test_load_and_dump_files(tmp_path: Path) -> None:
    games = load(EXAMPLES / "normal-deal.pbn")
    target = tmp_path / "out.pbn"
    dump(games, target)
    assert load(target) == games
    bom = tmp_path / "bom.pbn"
    bom.write_bytes(b"\xef\xbb\xbf" + (EXAMPLES / "normal-deal.pbn").read_bytes())
    assert load(bom) == games


# --------------------------------------------------------------------------- errors


def _expectation(path: Path) -> tuple[int, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    m = re.fullmatch(r"% expect (\d+): (.*)", first)
    assert m is not None, f"{path.name} must start with '% expect LINE: cause'"
    return int(m.group(1)), m.group(2)


def test_enough_distinct_malformed_records() -> None:
    causes = {_expectation(p)[1] for p in MALFORMED_FILES}
    assert len(causes) >= 20


@pytest.mark.parametrize("path", MALFORMED_FILES, ids=lambda p: p.stem)
def test_malformed_record(path: Path) -> None:
    line, cause = _expectation(path)
    with pytest.raises(RecordError) as info:
        load(path)
    assert str(info.value) == cause
    assert info.value.line == line
    assert info.value.file == str(path)
    assert info.value.located() == f"{path}:{line}: {cause}"


@pytest.mark.parametrize(("text", "line", "cause"), [
    ("", 1, "the record is empty"),
    ("  \n\n\t\n", 1, "the record is empty"),
    ("% only an escape line\n; and a comment\n", 1,
     'the record holds no game: no tag such as [Deal "N:..."]'),
    ('[Board "1"]\n\x01\x02\x03', 2,
     "binary data, not text: character U+0001 (a table record is UTF-8 text)"),
])
def test_empty_and_binary_text(text: str, line: int, cause: str) -> None:
    with pytest.raises(RecordError) as info:
        loads(text, file="t.pbn")
    assert (info.value.line, str(info.value)) == (line, cause)


def test_binary_and_undecodable_files(tmp_path: Path) -> None:
    binary = tmp_path / "image.pbn"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(RecordError) as info:
        load(binary)
    assert str(info.value) == "binary file, not text (a table record is UTF-8 text)"
    assert info.value.line == 3  # the first NUL byte follows two line feeds
    latin = tmp_path / "latin1.pbn"
    latin.write_bytes(f'[Board "8"]\n[Event "Caf\xe9"]\n[Deal "{DEAL}"]\n'.encode("latin-1"))
    with pytest.raises(RecordError) as info:
        load(latin)
    assert str(info.value) == "the file is not UTF-8 text (byte 0xE9 cannot be read)"
    assert (info.value.line, info.value.file) == (2, str(latin))
    empty = tmp_path / "empty.pbn"
    empty.write_bytes(b"")
    with pytest.raises(RecordError, match="the record is empty"):
        load(empty)


# --------------------------------------------------------------------------- fuzz

VALID = (EXAMPLES / "opening-lead-out-of-turn-accepted.pbn").read_text(encoding="utf-8")
ALPHABET = st.sampled_from(list('[]"{};%#\\ \n\t:.-*=!?$^NESWnesw0123456789TJQKAXPCDHS♠♥é\x00'))


def _loads_or_record_error(text: str) -> None:
    try:
        games = loads(text, file="fuzz.pbn")
    except RecordError as e:
        assert e.line is None or e.line >= 1
        return
    # whatever loads accepts, it writes back and reads the same
    assert loads(dumps(games)) == games


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=ALPHABET, max_size=300))
def test_fuzz_random_text(text: str) -> None:
    _loads_or_record_error(text)


@settings(max_examples=300)
@given(st.text(max_size=200))
def test_fuzz_any_unicode(text: str) -> None:
    _loads_or_record_error(text)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = VALID
    for _ in range(draw(st.integers(1, 4))):
        pos = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["delete", "insert", "replace", "swap-lines", "cut"]))
        if kind == "delete":
            text = text[:pos] + text[pos + draw(st.integers(1, 8)):]
        elif kind == "insert":
            text = text[:pos] + draw(st.text(alphabet=ALPHABET, min_size=1, max_size=6)) + \
                text[pos:]
        elif kind == "replace":
            text = text[:pos] + draw(ALPHABET) + text[pos + 1:]
        elif kind == "cut":
            text = text[:pos]
        else:
            lines = text.split("\n")
            i = draw(st.integers(0, len(lines) - 1))
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
    return text


@settings(max_examples=500)
@given(mutated())
def test_fuzz_mutated_record(text: str) -> None:
    _loads_or_record_error(text)


SEATS = st.sampled_from(list(Seat))
CARDS = st.sampled_from([Card.from_index(i) for i in range(52)])
WORDS = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), max_size=20)
IDS = st.from_regex(r"[1-9][0-9]?[A-H]([1-9][a-d]?)?(-(require|prohibit))?", fullmatch=True)
EVENTS: st.SearchStrategy[TableEvent] = st.one_of(
    st.builds(CallMade, SEATS, st.sampled_from([PASS, DOUBLE, REDOUBLE] + [
        Call.parse(f"{lv}{s}") for lv in range(1, 8) for s in ("C", "D", "H", "S", "NT")])),
    st.builds(CardPlayed, SEATS, CARDS),
    st.builds(CardNamed, SEATS, st.sampled_from(
        ["high", "low", "win", "ruff", "C", "D", "H", "S", "T", "2", "A"])),
    st.builds(CardsShown, SEATS, st.lists(CARDS, min_size=1, max_size=4).map(tuple)),
    st.builds(Claim, SEATS, st.integers(0, 13), WORDS),
    st.builds(Concession, SEATS, st.integers(0, 13)),
    st.builds(ClaimAgreed, SEATS),
    st.builds(ClaimDisputed, SEATS),
    st.just(DirectorCalled()),
    st.builds(OptionChosen, SEATS, IDS, WORDS),
    st.builds(DirectorRules, IDS, WORDS),
)


@given(EVENTS)
def test_event_text_round_trip(event: TableEvent) -> None:
    assert parse_event(event_to_text(event)) == event


@settings(max_examples=50)
@given(st.lists(EVENTS, max_size=12))
def test_game_round_trip_with_any_events(events: list[TableEvent]) -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    changed = dataclasses.replace(game, events=tuple(events))
    assert loads(dumps([changed])) == [changed]
