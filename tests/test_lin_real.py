"""Real BBO LIN files (issue 19): two hand records from BBO tables and a vugraph file of a
Spingold quarter-final (tests/data/lin/real/, sources in its README) ruled through the library
and through ``bridgelaws rule FILE.lin``.

Each board's contract, declarer, tricks and score are checked against what the file itself
states, worked out here without bridgelaws: a few lines that read LIN's tokens, find the
contract and declarer from the auction (Definitions, "Declarer": the first of the side that
made the final bid to name its strain), the winner of each trick (Law 44E, 44F) and the score
(Law 77's table). The vugraph file states every table's result in its ``rs|`` line; a board
ending in ``mc|N|`` states N tricks for declarer's side; a board played out states its tricks
in its cards."""

from __future__ import annotations

import io
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from bridgelaws import lin, record
from bridgelaws.cli import main
from bridgelaws.events import CardPlayed, Claim, ClaimAgreed
from bridgelaws.seats import Seat
from bridgelaws.table import Table

REAL = Path(__file__).parent / "data" / "lin" / "real"
ENDPLAY = REAL / "endplay_example1.lin"  # dominicprice/endplay tests/lin/example1.lin
LIN2PBN = REAL / "lin2pbn_test.lin"  # kevinywlui/lin2pbn test.lin
SPINGOLD = REAL / "spingold2016_qf_segment4.lin"  # rthorst/Bridge sample.lin

SEATS = "SWNE"  # LIN's order, clockwise from South: the next seat is the next letter
RANKS = "23456789TJQKA"


# --------------------------------------------------------------------------- independent


@dataclass(frozen=True)
class Stated:
    """What a LIN board says of itself, worked out here: the label (``o16``), contract
    (``7CX``, ``3NT``), declarer (a letter of SEATS), tricks of declarer's side, NS score."""

    label: str
    board: int
    contract: str
    declarer: str
    tricks: int
    score_ns: int


def _pairs(text: str) -> list[tuple[str, str]]:
    parts = text.split("|")
    return [(parts[i].strip().lower(), parts[i + 1]) for i in range(0, len(parts) - 1, 2)]


def _score(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int) -> int:
    """Law 77 for declarer's side: trick score, game or part-score bonus, slam bonus, the
    bonus for making a doubled contract, overtricks; undertrick penalties."""
    needed = level + 6
    if tricks < needed:
        down = needed - tricks
        if doubled == 0:
            return -(100 if vulnerable else 50) * down
        if vulnerable:
            penalty = 200 + 300 * (down - 1)
        else:
            penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
        return -penalty * doubled
    per_trick = 20 if strain in "CD" else 30
    trick_score = (per_trick * level + (10 if strain == "N" else 0)) * (1, 2, 4)[doubled]
    total = trick_score + ((500 if vulnerable else 300) if trick_score >= 100 else 50)
    if level == 6:
        total += 750 if vulnerable else 500
    if level == 7:
        total += 1500 if vulnerable else 1000
    total += (0, 50, 100)[doubled]
    over = tricks - needed
    total += over * (per_trick if doubled == 0 else (200 if vulnerable else 100) * doubled)
    return total


def _stated(pairs: list[tuple[str, str]], label: str, board: int) -> Stated:
    """Contract, declarer, tricks and score of one board from its tokens alone."""
    values = {tag: value for tag, value in reversed(pairs)}  # the first of each tag
    dealer = int(values["md"][0]) - 1
    sv = values["sv"].strip().lower()
    seat, bid, doubled, namer = dealer, None, 0, {}
    for tag, value in pairs:
        if tag != "mb":
            continue
        call = value.strip().rstrip("!").upper()
        if call[0].isdigit():
            bid, doubled = (int(call[0]), call[1], seat), 0
            namer.setdefault((seat % 2, call[1]), seat)
        elif call in ("D", "X"):
            doubled = 1
        elif call in ("R", "XX"):
            doubled = 2
        seat = (seat + 1) % 4
    assert bid is not None, "a passed-out board"
    level, strain, bidder = bid
    declarer = namer[(bidder % 2, strain)]
    leader, won, trick = (declarer + 1) % 4, 0, []
    for tag, value in pairs:
        if tag != "pc":
            continue
        trick.append(value.strip().upper())
        if len(trick) == 4:
            led = trick[0][0]
            best = max(range(4), key=lambda i: (trick[i][0] == strain, trick[i][0] == led,
                                               RANKS.index(trick[i][1])))
            leader = (leader + best) % 4
            won += leader % 2 == declarer % 2
            trick = []
    claims = [int(value) for tag, value in pairs if tag == "mc"]
    tricks = claims[0] if claims else won
    vulnerable = sv in ("b", "n") if declarer % 2 == 0 else sv in ("b", "e")
    score = _score(level, strain, doubled, vulnerable, tricks)
    contract = f"{level}{'NT' if strain == 'N' else strain}{'X' * doubled}"
    return Stated(label, board, contract, SEATS[declarer], tricks,
                  score if declarer % 2 == 0 else -score)


def _single(path: Path) -> Stated:
    pairs = _pairs(path.read_text(encoding="utf-8"))
    board = int(re.search(r"[0-9]+", dict(pairs)["ah"]).group())  # type: ignore[union-attr]
    return _stated(pairs, str(board), board)


def _vugraph_rs(path: Path) -> list[tuple[str, Stated]]:
    """Each table of the vugraph file: its ``rs|`` entry and what its own tokens state."""
    pairs = _pairs(path.read_text(encoding="utf-8"))
    head = dict(pairs[:3])
    first = int(head["vg"].split(",")[3])
    results = head["rs"].split(",")
    tables: list[tuple[str, Stated]] = []
    starts = [i for i, (tag, _) in enumerate(pairs) if tag == "qx"]
    for i, start in enumerate(starts):
        label = pairs[start][1]
        board = int(label[1:])
        entry = results[2 * (board - first) + (label[0] == "c")]
        own = _stated(pairs[start:starts[i + 1] if i + 1 < len(starts) else None], label,
                      board)
        tables.append((entry, own))
    return tables


_RS = re.compile(r"([1-7])([CDHSN])([NESW])(x{0,2})(=|[+-][0-9]+)")


def _from_rs(entry: str, own: Stated) -> Stated:
    """What an ``rs|`` entry states: ``7CSx-3`` is seven clubs doubled by South, 3 down."""
    m = _RS.fullmatch(entry)
    assert m is not None, entry
    level, strain, declarer, doubled = int(m[1]), m[2], m[3], len(m[4])
    tricks = level + 6 + (0 if m[5] == "=" else int(m[5]))
    return Stated(own.label, own.board, f"{level}{'NT' if strain == 'N' else strain}"
                  f"{'X' * doubled}", declarer, tricks, own.score_ns)


# --------------------------------------------------------------------------- the files


def _ours(table: Table) -> tuple[str, str, int | None, int | None]:
    assert table.contract is not None and table.declarer is not None
    result = table.result
    return (str(table.contract), table.declarer.letter, table.tricks_declarer,
            result.score_ns if result is not None else None)


def _rule_json(path: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    code = main(["rule", str(path), "--json", "--lang", "en"])
    out, err = capsys.readouterr()
    assert code == 0, err
    data = json.loads(out)
    return data if isinstance(data, list) else [data]


@pytest.mark.parametrize("path", [ENDPLAY, LIN2PBN], ids=["endplay", "lin2pbn"])
def test_a_hand_record_from_a_bbo_table_rules_as_its_cards_say(
        path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stated = _single(path)
    (game,) = lin.load(path.open(encoding="utf-8"))
    table = Table.from_game(game)
    assert table.status == "complete" and table.rulings == []
    assert _ours(table) == (stated.contract, stated.declarer, stated.tricks, stated.score_ns)
    (result,) = _rule_json(path, capsys)
    assert (result["board"], result["contract"], result["declarer"], result["status"],
            result["tricks_declarer"], result["score_ns"]) == (
        stated.board, stated.contract, stated.declarer, "complete", stated.tricks,
        stated.score_ns)


def test_the_two_hand_records_are_what_they_are() -> None:
    # endplay's example: 3NT by North, all 52 cards, 11 tricks, not vulnerable: +460
    assert _single(ENDPLAY) == Stated("1", 1, "3NT", "N", 11, 460)
    # lin2pbn's: 4S by East, all 52 cards, 12 tricks, not vulnerable: NS -480
    assert _single(LIN2PBN) == Stated("1", 1, "4S", "E", 12, -480)
    (game,) = lin.loads(ENDPLAY.read_text(encoding="utf-8"))
    assert [game.tag(s) for s in ("South", "West", "North", "East")] == [
        "domtp", "~~M11299v7", "~~M16050uz", "~~M16162vx"]
    notes = [v for n, v in game.tags if n == "Note"]
    # every explanation kept with its call, BBO's trailing blank dropped
    assert notes[1] == "4:W 2S: Aggressive weak jump overcall -- 6+ !S; 4-9 HCP"
    assert len(notes) == 5
    assert not any(isinstance(e, Claim) for e in game.events)


def test_the_vugraph_file_states_its_results_in_rs_and_in_its_play() -> None:
    """The file is consistent with itself: each table's ``rs|`` entry is what its auction,
    its cards and its claim give (worked out here), so either is the file's own word."""
    tables = _vugraph_rs(SPINGOLD)
    assert len(tables) == 30
    for entry, own in tables:
        assert _from_rs(entry, own) == own, (entry, own)
    # a few by hand: 7C doubled by South three down, not vulnerable (board 22, EW vul)
    assert tables[12][1] == Stated("o22", 22, "7CX", "S", 10, -500)
    assert tables[29][1] == Stated("c30", 30, "5HX", "S", 10, -100)
    assert tables[4][1] == Stated("o18", 18, "3NT", "E", 10, -430)


def test_every_table_of_the_vugraph_file_rules_as_the_file_states(
        capsys: pytest.CaptureFixture[str]) -> None:
    tables = _vugraph_rs(SPINGOLD)
    games = lin.loads(SPINGOLD.read_text(encoding="utf-8"), file=str(SPINGOLD))
    assert [(g.board, g.tag("Room")) for g in games] == [
        (b, room) for b in range(16, 31) for room in ("Open", "Closed")]
    for game, (entry, own) in zip(games, tables, strict=True):
        stated = _from_rs(entry, own)
        table = Table.from_game(game)
        assert table.status == "complete" and table.rulings == [], stated.label
        assert _ours(table) == (stated.contract, stated.declarer, stated.tricks,
                                stated.score_ns), stated.label
        assert game.tag("LinResult") == entry
    results = _rule_json(SPINGOLD, capsys)
    assert [(r["board"], r["contract"], r["declarer"], r["tricks_declarer"], r["score_ns"],
             r["status"]) for r in results] == [
        (s.board, s.contract, s.declarer, s.tricks, s.score_ns, "complete")
        for s in (_from_rs(entry, own) for entry, own in tables)]


def test_the_vugraph_file_names_match_rooms_players_and_keeps_the_commentary() -> None:
    games = lin.loads(SPINGOLD.read_text(encoding="utf-8"))
    first = games[0]
    assert (first.tag("Event"), first.tag("Stage"), first.tag("Scoring"),
            first.tag("HomeTeam"), first.tag("VisitTeam")) == (
        "A 2016 Spingold QF", "Segment 4 of 4", "IMP", "Street", "Zimmermann")
    # the last segment starts from the score of the three before: 100 to 68
    assert (first.tag("HomeCarryOver"), first.tag("VisitCarryOver")) == ("100", "68")
    assert lin.dumps(games).startswith(
        "vg|A 2016 Spingold QF,Segment 4 of 4,I,16,30,Street,100,Zimmermann,68|\n")
    # pn| names the open room's four (S, W, N, E), then the closed room's
    assert [games[0].tag(s) for s in ("South", "West", "North", "East")] == [
        "Quantin", "Multon", "Lorenzini", "Martens"]
    assert [games[1].tag(s) for s in ("South", "West", "North", "East")] == [
        "Helgemo", "Volcker", "Helness", "Bessis"]
    assert all(g.deal == h.deal for g, h in zip(games[::2], games[1::2], strict=True))
    by_label = {f"{g.tag('Room', '')[:1].lower()}{g.board}": g for g in games}
    # c19: a comment before the first call; c27: an alert with its explanation
    c19 = [v for n, v in by_label["c19"].tags if n == "Note"]
    assert c19[0] == "0:comment: ritong: nope  next"
    c27 = [v for n, v in by_label["c27"].tags if n == "Note"]
    assert "3:N 3H alerted: weak" in c27
    # o18: the claim after two tricks, then a comment after the claim
    o18 = by_label["o18"]
    cards = [e for e in o18.events if isinstance(e, CardPlayed)]
    claim, lho, rho = o18.events[-3:]
    assert len(cards) == 8 and isinstance(claim, Claim) and claim.seat is Seat.EAST
    assert isinstance(lho, ClaimAgreed) and isinstance(rho, ClaimAgreed)
    assert [v for n, v in o18.tags if n == "Note"][-1] == (
        f"{len(o18.events)}:comment: vugraphzfv: 3C - xfer to D 3S - shortness")


def test_a_claim_in_the_middle_of_a_trick() -> None:
    """o16: South leads HJ to the sixth trick, West plays HQ, and South claims 9 in all."""
    games = lin.loads(SPINGOLD.read_text(encoding="utf-8"))
    o16 = games[0]
    cards = [e for e in o16.events if isinstance(e, CardPlayed)]
    assert len(cards) == 22 and str(cards[-1].card) == "HQ"
    claim = next(e for e in o16.events if isinstance(e, Claim))
    # declarer's side had won one trick of five: the claim is of 8 of the 8 remaining
    assert (claim.seat, claim.tricks) == (Seat.SOUTH, 8)


@pytest.mark.parametrize("path", [ENDPLAY, LIN2PBN, SPINGOLD],
                         ids=["endplay", "lin2pbn", "spingold"])
def test_real_files_read_back_from_what_we_write(path: Path) -> None:
    games = lin.loads(path.read_text(encoding="utf-8"))
    written = lin.dumps(games)
    assert lin.loads(written) == games  # commentary after a claim included
    assert lin.dumps(lin.loads(written)) == written
    for game in games:  # and through the table record (PBN with a TableLog)
        assert record.loads(record.dumps([game])) == [game]


def test_endplay_reads_what_we_write_from_real_files() -> None:
    """endplay reads our LIN of the real boards: deal, auction, play, contract. It takes every
    ``nt|`` as the explanation of the call before it, so it cannot read a board whose
    comment comes before the first call (c19, c23 of the vugraph file): those are left out
    here (our reader and BBO's handviewer read them)."""
    from endplay.parsers import lin as endplay_lin

    games = [*lin.loads(ENDPLAY.read_text(encoding="utf-8")),
             *lin.loads(LIN2PBN.read_text(encoding="utf-8")),
             *lin.loads(SPINGOLD.read_text(encoding="utf-8"))]
    readable = [g for g in games
                if not any(n == "Note" and v.startswith("0:") for n, v in g.tags)]
    assert len(games) - len(readable) == 2
    boards = endplay_lin.load(io.StringIO(lin.dumps(readable)))
    assert len(boards) == len(readable)
    for game, board in zip(readable, boards, strict=True):
        table = Table.from_game(game)
        assert table.contract is not None
        assert board.board_num == game.board
        assert board.contract.level == table.contract.level
        assert board.contract.declarer.abbr == table.contract.declarer.letter
        assert len(board.play) == sum(isinstance(e, CardPlayed) for e in game.events)
        if board.claimed:  # endplay's result of a played-out board counts the wrong side
            assert board.contract.result == table.tricks_declarer - 6 - table.contract.level


def test_check_finds_no_problem_in_the_real_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(ENDPLAY), str(LIN2PBN), str(SPINGOLD), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "30 games, no problem" in out


# --------------------------------------------------------------------------- broken copies


def _where(text: str, snippet: str, board: str) -> tuple[int, int]:
    """The LIN token number (from 1) and physical line of the token that starts ``snippet``
    in the table ``board`` (``o20``), counted here: every token is tag|value|, two bars."""
    at = text.index(snippet, text.index(f"qx|{board}|"))
    return text[:at].count("|") // 2 + 1, text[:at].count("\n") + 1


def test_broken_boards_in_the_real_vugraph_file_are_named_and_the_rest_ruled(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Three tables spoiled in a copy of the real file: a call BBO never writes (o18), a
    lead by North of a card dealt to West (o20), a claim of 14 tricks (o26). ``check``
    names each with its line, board and token; ``rule`` rules the other 27 and exits 2."""
    text = SPINGOLD.read_text(encoding="utf-8")
    o18 = "|sv|n|mb|1N|mb|p|mb|3C!|"
    o20 = "pc|dJ|pc|dQ|pc|d2|pc|d5|"
    o26 = "pc|c4|pc|cK|mc|10|"
    assert text.count(o18) == text.count(o20) == text.count(o26) == 1
    text = (text.replace(o18, "|sv|n|mb|1Z|mb|p|mb|3C!|").replace(o20, "pc|sA|")
            .replace(o26, "pc|c4|pc|cK|mc|14|"))
    path = tmp_path / "spoiled.lin"
    path.write_text(text, encoding="utf-8")
    expected = [("o18", "mb|1Z|", "unknown call '1Z'"),
                ("o20", "pc|sA|", "N does not hold SA: it was dealt to W"),
                ("o26", "mc|14|", "not '14'")]
    assert main(["check", str(path), "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    problems = [line for line in (out + err).splitlines() if "board o" in line]
    assert len(problems) == 3, out + err
    for problem, (label, token, cause) in zip(problems, expected, strict=True):
        index, line = _where(text, token, label)
        assert problem.startswith(f"{path}:{line}:"), problem
        assert f"board {label}, token {index} {token}" in problem and cause in problem
    assert main(["rule", str(path), "--json", "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    results = json.loads(out)
    spoiled = {18: "Open", 20: "Open", 26: "Open"}
    tables = [(entry, own) for entry, own in _vugraph_rs(SPINGOLD)
              if not (own.board in spoiled and own.label.startswith("o"))]
    assert [(r["board"], r["contract"], r["tricks_declarer"], r["score_ns"])
            for r in results] == [
        (s.board, s.contract, s.tricks, s.score_ns)
        for s in (_from_rs(entry, own) for entry, own in tables)]
    assert all(f"board {label}" in err for label, _, _ in expected), err
