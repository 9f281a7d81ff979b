"""Reading the irregularity marks of standard PBN 2.1 sections (docs/record-format.md,
"Standard PBN auctions: ^I and ^S").

In ``[Auction]``, ``^I`` marks an insufficient bid that stood (Law 27A) and ``^S`` holds the
place of a player who lost his turn to a call out of rotation that was accepted (Law 29A).
The standard's reference checker reads ``^I`` before its bid (``1H ^I 1D``); ``1H 1D^I`` is
taken too. The events are the calls each in its own seat's column: the table then finds the
insufficient bid or the call out of rotation, and the next player's call accepts it by
conduct. In ``[Play]``, ``^L`` marks the card that led a trick out of turn and stood.
"""

from __future__ import annotations

import pytest

from bridgelaws.calls import Call
from bridgelaws.cli import main
from bridgelaws.errors import RecordError
from bridgelaws.events import CardPlayed
from bridgelaws.record import event_to_text, loads
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Table
from tests.helpers import DEAL8

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _game(auction: str, dealer: str = "N", play: str = "") -> str:
    """A record whose Auction section starts on line 6."""
    return (f'[Board "1"]\n[Dealer "{dealer}"]\n[Vulnerable "None"]\n[Deal "{DEAL8}"]\n'
            f'[Auction "{dealer}"]\n{auction}\n' + play)


def _read(auction: str, dealer: str = "N") -> tuple[list[str], Table]:
    (game,) = loads(_game(auction, dealer))
    assert game.source == "auction-play"
    return [event_to_text(e) for e in game.events], Table.from_game(game)


def _entries(t: Table) -> list[str]:
    return [f"{seat} {call}" for seat, call in t.auction.entries]


# --------------------------------------------------------------------------- ^I


@pytest.mark.parametrize("auction", [
    "1H ^I 1D Pass Pass Pass",   # the reference checker's order: the mark, then its bid
    "1H ^I1D Pass Pass Pass",    # a mark ends after its letter
    "1H 1D^I Pass Pass Pass",    # after the bid, as some programs write it
    "1H 1D ^i Pass AP",          # any case; AP: the players still to call pass
])
def test_insufficient_bid_accepted_by_the_next_call(auction: str) -> None:
    """Law 27A: South calls over East's insufficient 1D, which stands; 1D by East."""
    events, t = _read(auction)
    assert events == ["N 1H", "E 1D", "S P", "W P", "N P"]
    assert _entries(t) == events
    assert str(t.contract) == "1D" and t.declarer is E
    assert [(i.kind, i.offender, i.status) for i in t.irregularities] == [
        (Kind.INSUFFICIENT_BID, E, "condoned")]
    assert [(r.chosen, r.by_conduct, r.chooser) for r in t.rulings] == [("27A", True, S)]


def test_two_insufficient_bids_in_a_row() -> None:
    events, t = _read("1S ^I 1H ^I 1D 2C Pass Pass Pass")
    assert events == ["N 1S", "E 1H", "S 1D", "W 2C", "N P", "E P", "S P"]
    assert [r.chosen for r in t.rulings] == ["27A", "27A"]
    assert str(t.contract) == "2C" and t.declarer is W


def test_insufficient_bid_at_the_end_of_an_incomplete_auction() -> None:
    """No next call to accept it: LHO's acceptance is recorded as his choice."""
    events, t = _read("1H ^I 1D\n*")
    assert events == ["N 1H", "E 1D", "director", "S chooses 27A"]
    assert _entries(t) == ["N 1H", "E 1D"] and t.auction.to_call is S
    assert [(r.chosen, r.by_conduct) for r in t.rulings] == [("27A", False)]


# --------------------------------------------------------------------------- ^S


def test_lost_turn_call_out_of_rotation_accepted() -> None:
    """Law 29A: South bids at East's turn, West calls over it; East lost his turn."""
    events, t = _read("1C ^S 1H Pass\nPass Pass")
    assert events == ["N 1C", "S 1H", "W P", "N P", "E P"]
    assert _entries(t) == events
    assert str(t.contract) == "1H" and t.declarer is S
    assert [(i.kind, i.offender, i.status) for i in t.irregularities] == [
        (Kind.CALL_OUT_OF_ROTATION, S, "condoned")]
    assert [(r.laws, r.chosen, r.by_conduct, r.chooser) for r in t.rulings] == [
        (("29", "31"), "29A", True, W)]


def test_dealer_can_lose_his_turn() -> None:
    """East opens at North's (the dealer's) turn; South calls over it (Law 29A)."""
    events, t = _read("^S 1NT Pass Pass\nPass")
    assert events == ["E 1NT", "S P", "W P", "N P"]
    assert str(t.contract) == "1NT" and t.declarer is E


def test_two_turns_lost() -> None:
    """South opens at his partner's (the dealer's) turn; West calls over it."""
    events, t = _read("^S ^S 1H Pass Pass Pass", dealer="N")
    assert events == ["S 1H", "W P", "N P", "E P"]
    assert str(t.contract) == "1H" and t.declarer is S


def test_three_turns_lost_at_the_first_call() -> None:
    """West opens before anyone, at North's turn: North's own call would cancel it (28B),
    so his acceptance is recorded as his choice."""
    events, t = _read("^S ^S ^S 1S Pass Pass Pass")
    assert events == ["W 1S", "director", "N chooses 29A", "N P", "E P", "S P"]
    assert str(t.contract) == "1S" and t.declarer is W
    assert [(r.chosen, r.by_conduct) for r in t.rulings] == [("29A", False)]


def test_pass_out_of_rotation_that_stands() -> None:
    """South passes at East's turn, West bids over it: the pass stands (29A)."""
    events, t = _read("1C ^S Pass 1D\nPass Pass Pass")
    assert events == ["N 1C", "S P", "W 1D", "N P", "E P", "S P"]
    assert str(t.contract) == "1D" and t.declarer is W


def test_call_after_the_final_pass_goes_to_the_table() -> None:
    """Law 39: a call after the auction is over is the table's to rule."""
    events, t = _read("AP Pass", dealer="W")
    assert events == ["W P", "N P", "E P", "S P", "W P"]
    assert [i.kind for i in t.irregularities] == [Kind.CALL_AFTER_AUCTION]


def test_annotations_around_marks_are_skipped() -> None:
    events, _ = _read("1H! ^I 1D=1= $2 Pass? {a comment ^X} Pass ; ^Y\nPass\n"
                      '[Note "1:forgot the 1H opening"]')
    assert events == ["N 1H", "E 1D", "S P", "W P", "N P"]


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("auction, line, cause", [
    ("1C ^X", 6, "unknown mark '^X' in the auction: PBN marks an insufficient bid that stood "
                 "with ^I and a lost turn with ^S"),
    ("1C\n^ 1D", 7, "unknown mark '^' in the auction: PBN marks an insufficient bid that "
                    "stood with ^I and a lost turn with ^S"),
    ("1C 1D^I", 6, "^I marks an insufficient bid, but 1D is sufficient over 1C"),
    ("1C 1D^I Pass", 6, "^I marks an insufficient bid, but neither 1D before it nor Pass "
                        "after it is one"),
    ("^I 1C", 6, "^I marks an insufficient bid, but 1C is not one"),
    ("1H ^I X", 6, "^I marks an insufficient bid, but neither 1H before it nor X after it "
                   "is one"),
    ("1H Pass ^I X", 6, "^I marks an insufficient bid, but neither Pass before it nor X "
                        "after it is one"),
    ("1H\n^I X", 7, "^I marks an insufficient bid, but neither 1H before it nor X after it "
                     "is one"),
    ("1H ^I AP", 6, "^I marks an insufficient bid, but AP is not one"),
    ("1H\n1D Pass", 7, "insufficient bid 1D without ^I: PBN marks an insufficient bid that "
                       "stood (Law 27A) with ^I"),
    ("1H ^I ^I 1D", 6, "'^I' is written twice"),
    ("1H ^I ^S 1D", 6, "^I marks an insufficient bid, but ^S follows it"),
    ("1H ^I 1D\n^S 1S", 7, "^S cannot follow 1D: 1D stands only when the next player calls "
                           "over it (Law 27A)"),
    ("1C ^S 1H ^S 1S", 6, "^S cannot follow 1H: 1H stands only when the next player calls "
                          "over it (Law 29A)"),
    ("1C\n^S", 7, "^S at the end of the auction: it must be followed by the call made out of "
                  "rotation"),
    ("1C ^I", 6, "^I marks an insufficient bid, but 1C is not one"),
    ("1C ^S Pass Pass\nPass", 7, "the auction does not end here: E lost his turn to a pass out "
                                 "of rotation (^S), and Law 17D3 gives it back to him"),
    ("1C Pass ^S ^S ^S 1S", 6, "three ^S in a row: E would call twice in a row, which is a "
                               "change of call (Law 25), not a call out of rotation"),
    ("^S ^S ^S ^S 1C", 6, "four ^S in a row: a whole round cannot be skipped"),
    ("1C X XX ^S X", 6, "X out of rotation (after ^S) cannot be accepted: it is not a legal "
                        "call here (Law 29A)"),
    ("1H ^S ^I 1D", 6, "1D out of rotation (after ^S) cannot be accepted: it is not a legal "
                       "call here (Law 29A)"),
    ("1C X X", 6, "X is not a legal call here (Law 19); PBN has no mark for it"),
    ("1C 8C", 6, "8C: a bid of more than seven cannot stand (Law 38)"),
    ("AP ^S", 6, "^S after the end of the auction"),
])
def test_bad_marks_are_one_line_errors(auction: str, line: int, cause: str) -> None:
    with pytest.raises(RecordError) as info:
        loads(_game(auction), file="x.pbn")
    assert str(info.value) == cause
    assert info.value.line == line
    assert info.value.located() == f"x.pbn:{line}: {cause}"
    assert "\n" not in info.value.located("ru")


def test_errors_are_translated() -> None:
    with pytest.raises(RecordError) as info:
        loads(_game("1C 1D^I"), file="x.pbn")
    text = info.value.located("ru")
    assert text.startswith("x.pbn:6: ") and "1D" in text and "1C" in text
    assert text != info.value.located("en")


def test_cli_rule_reports_a_bad_mark_without_traceback(tmp_path: object,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    from pathlib import Path
    path = Path(str(tmp_path)) / "bad.pbn"
    path.write_text(_game("1C ^Q 1D"), encoding="utf-8")
    assert main(["rule", str(path), "--lang", "en"]) == 2
    out = capsys.readouterr()
    assert out.err == (f"{path}:6: unknown mark '^Q' in the auction: PBN marks an insufficient "
                       "bid that stood with ^I and a lost turn with ^S\n")
    assert "Traceback" not in out.err


# --------------------------------------------------------------------------- play: ^L


PLAY_LOT = """[Play "E"]
C3 C2 ^L CA CK
C8 C5 CT H9
*
"""


def test_lead_out_of_turn_in_the_play_section() -> None:
    """West's CA led at East's turn and stood (54B): the trick is played from West."""
    (game,) = loads(_game("1C 1S Pass 2S\nPass Pass Pass", dealer="W", play=PLAY_LOT))
    cards = [(e.seat, str(e.card)) for e in game.events if isinstance(e, CardPlayed)]
    assert cards == [(W, "CA"), (N, "CK"), (E, "C3"), (S, "C2"),
                     (W, "CT"), (N, "H9"), (E, "C8"), (S, "C5")]
    t = Table.from_game(game)
    assert [(r.chosen, r.by_conduct) for r in t.rulings] == [("54B", True)]
    assert t.winners == [W, W]


def test_revoke_mark_is_left_to_the_table() -> None:
    (game,) = loads(_game("1C 1S Pass 2S\nPass Pass Pass", dealer="W",
                          play='[Play "E"]\nC3 C2 ^L CA ^R CK\n*\n'))
    assert [str(e.card) for e in game.events if isinstance(e, CardPlayed)] == [
        "CA", "CK", "C3", "C2"]


@pytest.mark.parametrize("play, line, cause", [
    ("C3 C2 ^L\n", 9, "^L must stand before the card that led the trick"),
    ("C3 ^L - CA CK\n", 9, "^L must stand before the card that led the trick"),
    ("^L C3 C2 ^L CA CK\n", 9, "two cards of one trick are marked ^L"),
    ("C3 C2 ^L ^L CA CK\n", 9, "'^L' is written twice"),
    ("C3 C2 ^K CA CK\n", 9, "unknown mark '^K' in the play: PBN marks a lead out of turn that "
                            "stood with ^L and a revoke with ^R"),
])
def test_bad_play_marks(play: str, line: int, cause: str) -> None:
    with pytest.raises(RecordError) as info:
        loads(_game("1C 1S Pass 2S\nPass Pass Pass", dealer="W", play='[Play "E"]\n' + play))
    assert (str(info.value), info.value.line) == (cause, line)


# --------------------------------------------------------------------------- a sample file

# A club-night file of the kind scoring programs write, with both marks and the usual
# annotations (our own deal and names): on board 5 East's insufficient 1S over 1NT was
# accepted by South's 2S; on board 6 North passed at West's turn and East called over it,
# West losing his turn. Another program's file is read and ruled like one of ours.
SAMPLE = f"""\
% PBN 2.1
% EXPORT
[Event "Tuesday pairs"]
[Site "Bridge club"]
[Date "2024.03.12"]
[Board "5"]
[West "Ivanova"]
[North "Petrov"]
[East "Smirnov"]
[South "Kuznetsova"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "{DEAL8}"]
[Scoring "MP"]
[Declarer "S"]
[Contract "2S"]
[Result "8"]
[Auction "N"]
1NT ^I 1S =1= 2S =2= Pass
Pass Pass
[Note "1:insufficient, accepted by South"]
[Note "2:Stayman-like cue"]

[Event "Tuesday pairs"]
[Site "Bridge club"]
[Date "2024.03.12"]
[Board "6"]
[West "Ivanova"]
[North "Petrov"]
[East "Smirnov"]
[South "Kuznetsova"]
[Dealer "E"]
[Vulnerable "EW"]
[Deal "{DEAL8}"]
[Scoring "MP"]
[Declarer "E"]
[Contract "3C"]
[Result "9"]
[Auction "E"]
Pass 1C ^S Pass
3C Pass Pass Pass
"""


def test_sample_file_from_another_program() -> None:
    first, second = loads(SAMPLE, file="club.pbn")
    t1, t2 = Table.from_game(first), Table.from_game(second)
    assert [event_to_text(e) for e in first.events] == ["N 1NT", "E 1S", "S 2S", "W P", "N P",
                                                        "E P"]
    assert (str(t1.contract), t1.declarer, [r.chosen for r in t1.rulings]) == ("2S", S, ["27A"])
    assert [event_to_text(e) for e in second.events] == ["E P", "S 1C", "N P", "E 3C", "S P",
                                                         "W P", "N P"]
    assert t2.auction.entries[1] == (S, Call.parse("1C"))
    assert (str(t2.contract), t2.declarer, [r.chosen for r in t2.rulings]) == ("3C", E, ["29A"])
