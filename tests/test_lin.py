"""BBO's LIN (issue 19): single deals and vugraph files read into table records, ruled and
scored as any record; written back (endplay reads what we write); every problem named with
its board and token."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws import lin, record
from bridgelaws.calls import PASS, Call
from bridgelaws.cards import Card, Strain
from bridgelaws.cli import main
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import NotationError, RecordError
from bridgelaws.events import CallMade, CardPlayed, Claim, ClaimAgreed, DirectorCalled
from bridgelaws.i18n import Message
from bridgelaws.seats import Seat, Vulnerability, board_dealer, board_vulnerability
from bridgelaws.table import Table

LIN_DIR = Path(__file__).parent / "records" / "lin"
SINGLE = LIN_DIR / "single-claim.lin"
VUGRAPH = LIN_DIR / "vugraph-match.lin"
IMPOSSIBLE = LIN_DIR / "impossible-card.lin"
ALERTS = LIN_DIR / "alerts-and-comments.lin"


def _rule_json(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, object, str]:
    code = main(["rule", str(path), "--json", "--lang", "en"])
    out, err = capsys.readouterr()
    return code, json.loads(out) if out.strip() else None, err


# --------------------------------------------------------------------------- reading


def test_single_deal_with_a_claim_rules_contract_tricks_and_score(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, result, err = _rule_json(SINGLE, capsys)
    assert code == 0, err
    assert isinstance(result, dict)
    # 4S by North, NS vulnerable (board 5); mc|13| after five tricks: all 13 to N-S
    assert (result["board"], result["contract"], result["declarer"]) == (5, "4S", "N")
    assert (result["status"], result["tricks_declarer"], result["score_ns"]) == (
        "complete", 13, 710)
    assert result["rulings"] == []


def test_the_claim_is_a_claim_of_the_remaining_tricks_agreed_by_both_defenders() -> None:
    (game,) = lin.load(SINGLE.open(encoding="utf-8"))
    claim, lho, rho = game.events[-3:]
    assert isinstance(claim, Claim) and claim.seat is Seat.NORTH
    assert isinstance(lho, ClaimAgreed) and lho.seat is Seat.EAST
    assert isinstance(rho, ClaimAgreed) and rho.seat is Seat.WEST
    cards = [e for e in game.events if isinstance(e, CardPlayed)]
    assert len(cards) == 22  # five tricks and two cards of the sixth
    assert claim.tricks == 13 - 5  # declarer's side had won the five: 8 of the 8 remaining
    assert game.source == "lin"
    assert [game.tag(n) for n in ("South", "West", "North", "East")] == [
        "Kowalski", "Nunes", "Lindqvist", "Fantoni"]
    assert (game.board, game.dealer, game.vulnerability) == (5, Seat.NORTH, Vulnerability.NS)


def test_vugraph_file_every_board_of_both_rooms(capsys: pytest.CaptureFixture[str]) -> None:
    games = lin.loads(VUGRAPH.read_text(encoding="utf-8"), file=str(VUGRAPH))
    assert [(g.board, g.tag("Room")) for g in games] == [
        (1, "Open"), (1, "Closed"), (2, "Open"), (2, "Closed"), (3, "Open"), (3, "Closed")]
    assert all(g.tag("Event") == "Bermuda Bowl 2027 QF" for g in games)
    assert all((g.tag("Scoring"), g.tag("HomeTeam"), g.tag("VisitTeam"))
               == ("IMP", "Poland", "Italy") for g in games)
    # the players named once at the top: the open room's four, then the closed room's
    assert games[0].tag("South") == "Kowalski" and games[1].tag("South") == "Helness"
    assert games[0].deal == games[1].deal  # the same board in both rooms
    code, results, err = _rule_json(VUGRAPH, capsys)
    assert code == 0, err
    assert isinstance(results, list)
    got = [(r["board"], r["contract"], r["declarer"], r["tricks_declarer"], r["score_ns"])
           for r in results]
    # each result as BBO's rs| gives it (3NN+1, 3NN+3, 3HS-2, 2SW+2, PASS, 1NS-1)
    assert [g.tag("LinResult") for g in games] == [
        "3NN+1", "3NN+3", "3HS-2", "2SW+2", "PASS", "1NS-1"]
    assert got == [(1, "3NT", "N", 10, 430), (1, "3NT", "N", 12, 490),
                   (2, "3H", "S", 7, -200), (2, "2S", "W", 10, -170),
                   (3, "passed-out", None, None, 0), (3, "1NT", "S", 6, -50)]


def test_impossible_card_names_the_card_and_the_board(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, results, err = _rule_json(IMPOSSIBLE, capsys)
    assert code == 2
    assert err.splitlines() == [
        f"{IMPOSSIBLE}:7: board c2, token 209 pc|S3|: N does not hold S3: it was dealt to E"]
    assert isinstance(results, list) and len(results) == 5  # the other boards are ruled
    with pytest.raises(lin.LinError) as info:
        lin.loads(IMPOSSIBLE.read_text(encoding="utf-8"), file=str(IMPOSSIBLE))
    error = info.value
    assert (error.board, error.line, error.file) == ("c2", 7, str(IMPOSSIBLE))
    assert error.token is not None and (error.token.index, str(error.token)) == (209,
                                                                                "pc|S3|")
    assert str(error.cause) == "N does not hold S3: it was dealt to E"


def test_alerts_and_explanations_are_kept_as_notes(capsys: pytest.CaptureFixture[str]) -> None:
    (game,) = lin.loads(ALERTS.read_text(encoding="utf-8"))
    notes = [v for n, v in game.tags if n == "Note"]
    assert notes == [
        "2:W 1C alerted: Polish club: 12-14 balanced or strong",
        "4:E 1D alerted: hearts",
        "6:W 2NT: 18-19 balanced",
        "13:comment: East thinks for a while",
    ]
    assert isinstance(game.events[1], CallMade) and str(game.events[1].call) == "1C"
    assert main(["rule", str(ALERTS), "--lang", "ru"]) == 0
    assert "4♥" in capsys.readouterr().out


def test_a_table_record_from_lin_reads_back_the_same() -> None:
    """LIN -> the table record (PBN + TableLog) -> the same games."""
    games = lin.loads(VUGRAPH.read_text(encoding="utf-8"))
    assert record.loads(record.dumps(games)) == games


def test_a_file_of_lin_is_found_by_its_content(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hand.txt"
    path.write_text(SINGLE.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["rule", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["score_ns"] == 710
    assert lin.is_lin(" pn|a,b,c,d|") and not lin.is_lin('[Board "1"]')


def test_export_and_claim_read_lin(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", str(SINGLE)]) == 0
    out = capsys.readouterr().out
    assert '[Contract "4S"]' in out and '[Result "13"]' in out
    assert main(["export", str(IMPOSSIBLE), "--lang", "en"]) == 2
    assert "board c2, token 209" in capsys.readouterr().err


# --------------------------------------------------------------------------- errors

MD = "md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|"


@pytest.mark.parametrize(("text", "cause"), [
    (MD + "sv|o|mb|1X|", "unknown call '1X': mb| is p, d, r or a bid such as 1C or 3N, with ! "
     "for an alert"),
    (MD + "sv|o|mb|1N|mb|p|mb|p|mb|p|pc|Z9|", "unknown card 'Z9': pc| is a suit and a rank, "
     "such as SA or H7"),
    (MD + "sv|o|mb|1N|mb|p|pc|S2|", "a card or a claim before the end of the auction"),
    (MD + "sv|o|mb|p|mb|p|mb|p|mb|p|pc|S2|", "the board was passed out, but a card is played "
     "or tricks are claimed"),
    (MD + "sv|o|mb|1N|mb|p|mb|p|mb|p|pc|ST|pc|ST|", "ST has already been played, in trick 1"),
    (MD + "sv|o|mb|1N|mb|p|mb|p|mb|p|mc|14|", "mc| gives the tricks of declarer's side, 0 to "
     "13, not '14'"),
    (MD + "sv|o|mb|1N|mb|p|mb|p|mb|p|pc|ST|pc|SA|pc|S2|pc|S6|mc|0|",
     "a claim of 0 tricks for declarer's side, which has won 1 and can win at most 13"),
    (MD + "sv|o|mb|1N|mb|p|mb|p|mb|p|mc|13|pc|S2|",
     "the board ended with the claim (mc|): nothing can follow it"),
    (MD + "sv|q|", "unknown vulnerability 'q': sv| is o (none), n (North-South), e (East-West) "
     "or b (both)"),
    ("md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789,|sv|o|",
     "N has 12 cards, not 13"),
    ("md|5SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789C3,|sv|o|",
     "the dealer digit of md| is 1 (South), 2 (West), 3 (North) or 4 (East), not 5"),
    ("md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,SA789H6789D6789C3,|sv|o|",
     "card SA is dealt twice"),
    ("md|3SAKQJHAKQDAKQCAKQ,S2345H2345D2345C2,S6789H6789D6789X3,|sv|o|",
     "unexpected 'X' in the hand of N in md| (a hand is written S, H, D, C, each followed by "
     "its ranks)"),
])
def test_each_problem_names_board_token_and_cause(text: str, cause: str) -> None:
    with pytest.raises(lin.LinError) as info:
        lin.loads("ah|Board 4|" + text, file="x.lin")
    assert str(info.value.cause) == cause
    assert info.value.board == "4"
    assert str(info.value).startswith("board 4")


def test_bad_tokens_and_missing_deal() -> None:
    with pytest.raises(lin.LinError) as info:
        lin.loads("pn|a,b,c,d|x|y|" + MD)
    assert str(info.value) == "token 2 x|y|: 'x' is not a LIN tag (two letters)"
    with pytest.raises(lin.LinError) as info:
        lin.loads(MD + "sv|o|mb|1N")
    assert str(info.value.cause) == "the last tag has no closing '|'"
    with pytest.raises(lin.LinError) as info:
        lin.loads("ah|Board 2|sv|o|mb|1N|")
    assert str(info.value) == "board 2: the board has no deal (md|)"
    assert info.value.line == 1
    with pytest.raises(lin.LinError, match="no board"):
        lin.loads("vg|An event,,I,1,2,A,0,B,0|")


def test_bad_boards_are_listed_and_the_reader_goes_on() -> None:
    good = "qx|o1|" + MD + "ah|Board 1|sv|o|mb|1N|mb|p|mb|p|mb|p|\n"
    bad = "qx|c1|" + MD + "ah|Board 1|sv|o|mb|1N|mb|p|mb|p|mb|p|pc|SA|\n"
    readings = lin.read_games(good + bad + good.replace("o1", "o2").replace("Board 1",
                                                                              "Board 2"))
    assert [r.ok for r in readings] == [True, False, True]
    assert [r.label for r in readings] == ["o1", "c1", "o2"]
    (error,) = readings[1].errors
    assert error.line == 2
    assert str(error) == "board c1, token 17 pc|SA|: E does not hold SA: it was dealt to S"


def test_a_replay_error_is_located_on_its_token(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """The table finds what the reader leaves to it (a claim when a trick's cards were not
    all held...): here a game edited after reading, located with the LIN tokens."""
    text = MD + "ah|Board 3|sv|o|mb|1N|mb|p|mb|p|mb|p|"
    (reading,) = lin.read_games(text)
    toks = lin.tokens(text)
    error = lin.locate(RecordError(Message("something"), line=4), toks, reading, "f.lin")
    assert error.located() == "f.lin:1: board 3, token 4 mb|1N|: something"


# --------------------------------------------------------------------------- writing


def _random_lin(rng: random.Random, board: int, room: str | None = None, *,
                finished: bool = False) -> str:
    """A LIN board: a random deal, a random legal auction (alerts, explanations), a random
    legal play of some tricks, perhaps a claim (``finished``: a claim unless all 52 cards
    were played)."""
    order = list(range(52))
    rng.shuffle(order)
    deal = Deal({s: Hand([Card.from_index(i) for i in order[13 * k:13 * k + 13]])
                 for k, s in enumerate(Seat)})
    dealer, vul = board_dealer(board), board_vulnerability(board)
    table = Table(deal, dealer, vul, board=board)
    parts = [f"qx|{room}{board}|"] if room else []
    if rng.random() < 0.7:
        parts.append("pn|" + ",".join(rng.choice(["Ann", "Bo", "", "Cy Young"])
                                      for _ in range(4)) + "|")
    hands = ",".join("".join(letter + deal[s].suit_text(suit) for letter, suit in
                             zip("SHDC", (Card.parse("SA").suit, Card.parse("HA").suit,
                                          Card.parse("DA").suit, Card.parse("CA").suit),
                                 strict=True))
                     for s in lin.LIN_SEATS[:3]) + ","
    parts.append(f"st||md|{lin.LIN_SEATS.index(dealer) + 1}{hands}|rh||ah|Board {board}|"
                 f"sv|{'oneb'[vul.value]}|")
    while not table.auction.is_over:
        legal = sorted(table.legal_calls, key=lambda c: (c.kind, c.rank if c.is_bid else 0))
        call = PASS if rng.random() < 0.55 else rng.choice(legal[:6])
        if len(table.auction.entries) > 14:
            call = PASS
        table.apply(CallMade(table.auction.to_call, call))
        word = {"P": "p", "X": "d", "XX": "r"}.get(str(call), str(call).replace("NT", "N"))
        alert = "!" if call.is_bid and rng.random() < 0.2 else ""
        parts.append(f"mb|{word}{alert}|")
        if rng.random() < 0.15:
            parts.append(f"an|{rng.choice(['natural', 'forcing', '5+ cards', 'Stayman'])}|")
    parts.append("pg||")
    if table.contract is not None:
        for _ in range(rng.randrange(0, 53)):
            if table.to_act is None:
                break
            card = rng.choice(sorted(table.legal_cards, key=lambda c: c.index))
            table.apply(CardPlayed(table.to_act, card))
            parts.append(f"pc|{card}|")
            if rng.random() < 0.05:
                parts.append("nt|a comment|")
        if table.to_act is not None and (finished or rng.random() < 0.6):
            contract = table.contract
            won = sum(1 for w in table.winners if w.side == contract.declarer.side)
            parts.append(f"mc|{won + rng.randint(0, 13 - len(table.tricks))}|")
            if rng.random() < 0.3:  # vugraph commentators talk on after the claim
                parts.append("nt|well claimed|")
    return "".join(parts)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32), st.booleans())
def test_round_trip_dump_load(seed: int, vugraph: bool) -> None:
    rng = random.Random(seed)
    if vugraph:
        carry = rng.choice(["0,Blue,0", "12,Blue,30"])  # a carried-over score, or none
        text = f"vg|Trials,Final,I,1,2,Red,{carry}|\n" + "\n".join(
            _random_lin(rng, b, room) for b in (1, 2) for room in "oc")
    else:
        text = _random_lin(rng, rng.randint(1, 32))
    games = lin.loads(text)
    written = lin.dumps(games)
    assert lin.loads(written) == games
    assert lin.dumps(lin.loads(written)) == written
    for game in games:  # and through the table record
        assert record.loads(record.dumps([game])) == [game]


def test_dump_to_a_file_object() -> None:
    games = lin.loads(VUGRAPH.read_text(encoding="utf-8"))
    buffer = io.StringIO()
    lin.dump(games, buffer)
    assert lin.loads(buffer.getvalue()) == games
    assert lin.dumps(games[0]).count("md|") == 1


def test_endplay_reads_what_we_write() -> None:
    """endplay's reader (which fails on a board whose play stops without a claim) reads
    every finished board we write: deal, dealer, auction, play, contract, claim."""
    from endplay.config import suppress_unicode
    from endplay.parsers import lin as endplay_lin

    rng = random.Random(19)
    texts = [SINGLE.read_text(encoding="utf-8"), ALERTS.read_text(encoding="utf-8"),
             VUGRAPH.read_text(encoding="utf-8"),
             *(_random_lin(rng, b, finished=True) for b in range(1, 9))]
    for text in texts:
        games = lin.loads(text)
        boards = endplay_lin.load(io.StringIO(lin.dumps(games)))
        assert len(boards) == len(games)
        for game, board in zip(games, boards, strict=True):
            table = Table.from_game(game)
            assert board.board_num == game.board
            assert board.dealer.abbr == game.dealer.letter
            assert board.deal.to_pbn().split(":")[1].split() == game.deal.to_pbn(
                "N").split(":")[1].split()
            calls = [e for e in game.events if isinstance(e, CallMade)]
            cards = [e for e in game.events if isinstance(e, CardPlayed)]
            assert len(board.auction) == len(calls)
            with suppress_unicode():
                assert [str(c) for c in board.play] == [str(e.card) for e in cards]
            if table.contract is None:
                continue
            assert board.contract.level == table.contract.level
            assert board.contract.declarer.abbr == table.contract.declarer.letter
            claimed = any(isinstance(e, Claim) for e in game.events)
            assert board.claimed == claimed
            if claimed:  # endplay's result from a played-out board counts the wrong side's
                # tricks (endplay.utils.play.total_tricks); from mc| it is right
                assert board.contract.result == table.tricks_declarer - 6 - table.contract.level


def test_what_lin_cannot_write() -> None:
    (game,) = lin.loads(SINGLE.read_text(encoding="utf-8"))
    odd = record.Game(game.tags, game.board, game.dealer, game.vulnerability, game.deal,
                      events=(*game.events[:3], DirectorCalled()))
    with pytest.raises(NotationError, match="LIN has no notation for 'director'"):
        lin.dumps(odd)
    out_of_turn = record.Game(game.tags, game.board, game.dealer, game.vulnerability,
                              game.deal, events=(CallMade(Seat.SOUTH, Call.bid(1, Strain.CLUBS)),))
    with pytest.raises(NotationError, match="'S 1C'"):
        lin.dumps(out_of_turn)
