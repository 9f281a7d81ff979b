"""Standard PBN 2.1 out of a table (``bridgelaws.pbn_export``, ``bridgelaws export``).

The standard sections hold what stands — the auction with ``^I`` before an accepted
insufficient bid and ``^S`` for a lost turn, the tricks with ``^L`` before a lead out of turn
that stood — and reading them back gives the same auction, contract and declarer; the
``[TableLog]`` kept beside them gives back every event."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgelaws.auction import Auction
from bridgelaws.calls import ALL_BIDS, PASS, Call
from bridgelaws.cli import main
from bridgelaws.deal import Deal
from bridgelaws.events import CallMade, DirectorCalled, OptionChosen
from bridgelaws.pbn_export import MANDATORY_TAGS, export_game, export_games, export_table
from bridgelaws.record import event_to_text, load, loads
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table
from tests.helpers import AUCTION_2S_N, DEAL8, record, table

EXAMPLES = Path(__file__).parent / "records" / "examples"
N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _tags(text: str) -> list[tuple[str, str]]:
    return re.findall(r'^\[(\w+) "(.*)"\]$', text, flags=re.MULTILINE)


def _section(text: str, name: str) -> list[str]:
    """The data lines after the tag ``name`` up to the next tag."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"[{name} "))
    out: list[str] = []
    for line in lines[start + 1:]:
        if line.startswith("[") or not line:
            break
        out.append(line)
    return out


def _standard(t: Table) -> Table:
    """The table read back from the standard sections alone."""
    (game,) = loads(export_table(t, table_log=False))
    assert game.source == "auction-play"
    return Table.from_game(game)


# --------------------------------------------------------------------------- tags


def test_mandatory_tags_come_first_in_order() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    text = export_game(game)
    names = [n for n, _ in _tags(text)]
    assert names[:15] == list(MANDATORY_TAGS)
    values = dict(_tags(text))
    assert values["Event"] == "example: a normal deal"
    assert values["Site"] == values["Date"] == values["North"] == values["Scoring"] == "?"
    assert (values["Board"], values["Dealer"], values["Vulnerable"]) == ("8", "W", "None")
    assert values["Deal"].startswith("W:AQ.K63.T87.AT964 ")  # the dealer's hand first
    assert (values["Declarer"], values["Contract"], values["Result"]) == ("E", "6C", "7")


def test_player_names_and_other_tags_are_copied() -> None:
    text = ('[Event "Club night"]\n[West "Anna"]\n[North "Boris \\"B\\" K"]\n[Room "Open"]\n'
            f'[Board "8"]\n[Deal "{DEAL8}"]\n[Edition "1997"]\n[Result "9"]\n[Note "1:old"]\n'
            '[TableLog ""]\nW P\n')
    (game,) = loads(text)
    out = export_game(game)
    values = dict(_tags(out))
    assert (values["West"], values["North"], values["East"]) == ("Anna", 'Boris \\"B\\" K', "?")
    assert values["Room"] == "Open" and values["Edition"] == "1997"
    assert values["Result"] == "?"  # computed: the auction is not over
    assert "old" not in out  # notes are the export's own
    (again,) = loads(out)
    assert again.tag("North") == 'Boris "B" K' and again.edition == "1997"


def test_passed_out_board() -> None:
    t = table("W P\nN P\nE P\nS P\n")
    text = export_table(t)
    values = dict(_tags(text))
    assert (values["Declarer"], values["Contract"], values["Result"]) == ("", "Pass", "")
    assert _section(text, "Auction") == ["Pass Pass Pass Pass"]
    assert "[Play" not in text


def test_auction_in_progress_ends_with_a_star() -> None:
    t = table("W 1C\nN 1S\n")
    text = export_table(t)
    values = dict(_tags(text))
    assert (values["Declarer"], values["Contract"], values["Result"]) == ("?", "?", "?")
    assert _section(text, "Auction") == ["1C 1S", "*"]


# --------------------------------------------------------------------------- auction marks


def test_accepted_insufficient_bid_is_marked_i() -> None:
    """Law 27A: West's 1C over North's... here E bids 1H over 1S and S calls over it."""
    t = table("W 1C\nN 1S\nE 1H\nS 2S\nW P\nN P\nE P\n")
    text = export_table(t)
    assert _section(text, "Auction") == ["1C 1S ^I 1H =1= 2S", "Pass Pass Pass"]
    assert _section(text, "Note") == []
    assert '[Note "1:East made an insufficient bid of 1H. Law 27: 27A, by conduct at the ' \
        'table"]' in text
    back = _standard(t)
    assert back.auction.entries == t.auction.entries
    assert back.contract == t.contract


def test_lost_turn_is_marked_s() -> None:
    """Law 29A: South bids at East's turn; West calls over it; East lost his turn."""
    t = table("W 1C\nN 1S\nS 2S\nW P\nN P\nE P\n")
    assert t.contract is not None and str(t.contract) == "2S"
    text = export_table(t, table_log=False)
    assert _section(text, "Auction") == ["1C 1S ^S 2S =1=", "Pass Pass Pass"]
    back = _standard(t)
    assert back.auction.entries == t.auction.entries
    assert back.contract == t.contract
    assert [(r.chosen, r.by_conduct) for r in back.rulings] == [("29A", True)]


def test_first_call_made_when_three_turns_were_lost() -> None:
    """The dealer's RHO opens before anyone; the dealer accepts it (29A) by his choice."""
    t = table("S 1H\ndirector\nW chooses 29A\nW P\nN P\nE P\n")
    assert t.auction.entries[0] == (S, Call.parse("1H"))
    text = export_table(t, table_log=False)
    assert _section(text, "Auction")[0] == "^S ^S ^S 1H =1="
    back = _standard(t)
    assert back.auction.entries == t.auction.entries and back.contract == t.contract


def test_withdrawn_call_is_only_in_a_note() -> None:
    (game,) = load(EXAMPLES / "insufficient-bid-corrected-by-pass.pbn")
    text = export_game(game)
    assert _section(text, "Auction") == ["1C 1S Pass =1=", "*"]
    assert '[Note "1:East made an insufficient bid of 1H. Law 27: 27B (27B2)"]' in text
    (again,) = loads(text)
    assert again.events == game.events  # the TableLog keeps the withdrawn 1H


def test_notes_are_latin_1() -> None:
    (game,) = load(EXAMPLES / "opening-lead-out-of-turn-accepted.pbn")
    text = export_game(game)
    text.encode("latin-1")
    assert "♣" not in text


# --------------------------------------------------------------------------- play


def test_normal_deal_reads_back_to_the_same_events() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    (again,) = loads(export_game(game, table_log=False))
    assert again.events == game.events
    assert _section(export_game(game), "Play")[0] == "C5 C6 CK C3"


def test_lead_out_of_turn_that_stood_is_marked_l() -> None:
    """Law 54B: West's faced opening lead out of turn, accepted; East's column first."""
    (game,) = load(EXAMPLES / "opening-lead-out-of-turn-accepted.pbn")
    t = Table.from_game(game)
    text = export_game(game)
    assert dict(_tags(text))["Result"] == "6"
    play = _section(text, "Play")
    assert play[0] == "C3 C2 ^L CA =1= CK"
    assert len(play) == 13
    back = _standard(t)
    assert [tr.cards for tr in back.tricks] == [tr.cards for tr in t.tricks]
    assert [tr.leader for tr in back.tricks] == [tr.leader for tr in t.tricks]
    assert back.result == t.result
    assert [(r.chosen, r.by_conduct) for r in back.rulings] == [("54B", True)]


def test_declarer_changed_by_54a_is_marked() -> None:
    t = table(AUCTION_2S_N + "W CA\ndirector\nN chooses 54A\n")
    text = export_table(t)
    values = dict(_tags(text))
    assert (values["Declarer"], values["Contract"]) == ("^S", "2S")
    assert _section(text, "Play") == ["CA =1= - - -", "*"]  # West is South's LHO


def test_claim_ends_the_play_with_a_star() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    log = "".join(event_to_text(e) + "\n" for e in game.events[:10])
    t = table(log + "E claims 12\nN agrees\nS agrees\n")
    assert t.phase is Phase.COMPLETE
    text = export_table(t)
    assert _section(text, "Play") == ["C5 C6 CK C3", "*"]
    assert dict(_tags(text))["Result"] == str(t.tricks_declarer) == "12"


# --------------------------------------------------------------------------- round trip


def _legal(draw: st.DrawFn, auction: Auction, seat: Seat) -> Call:
    """A call ``seat`` may make over ``auction``: a pass half of the time."""
    legal = list(auction.legal_calls(seat))
    return draw(st.one_of(st.just(PASS), st.sampled_from(legal)))


@st.composite
def irregular_auctions(draw: st.DrawFn) -> Table:
    """A table after a random legal auction into which accepted insufficient bids (27A) and
    accepted calls out of rotation (29A: one or two turns lost, three at the first call) are
    inserted; passes in rotation end it."""
    dealer = draw(st.sampled_from(list(Seat)))
    t = Table(Deal.from_pbn(DEAL8), dealer, Vulnerability.NONE)
    for _ in range(draw(st.integers(0, 14))):
        if t.phase is not Phase.AUCTION:
            break
        a, turn = t.auction, t.auction.to_call
        kind = draw(st.sampled_from(["call", "call", "insufficient", "skip"]))
        if kind == "insufficient" and a.last_bid is not None:
            bid = draw(st.sampled_from(ALL_BIDS[:a.last_bid.rank + 1]))
            t.apply(CallMade(turn, bid))
            t.apply(CallMade(turn.lho, _legal(draw, a.add(bid, turn), turn.lho)))
        elif kind == "skip":
            lost = draw(st.integers(1, 2 if t.calls_made else 3))
            offender = turn.next(lost)
            call = _legal(draw, a, offender)
            if a.add(call, offender).is_over:  # Law 17D3 would give the lost turn back
                call = draw(st.sampled_from([*a.legal_calls(offender)][1:] or [PASS]))
                if a.add(call, offender).is_over:
                    continue
            t.apply(CallMade(offender, call))
            if lost == 3:  # the player whose turn it was is the offender's LHO
                t.apply(DirectorCalled())
                t.apply(OptionChosen(turn, "29A"))
            else:
                t.apply(CallMade(offender.lho, _legal(draw, a.add(call, offender),
                                                      offender.lho)))
        else:
            t.apply(CallMade(turn, _legal(draw, a, turn)))
    for _ in range(12):
        if t.phase is not Phase.AUCTION:
            break
        t.apply(CallMade(t.auction.to_call, PASS))
    return t


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(irregular_auctions())
def test_round_trip_through_the_standard_auction(t: Table) -> None:
    assert not t.open_irregularities()
    text = export_table(t, table_log=False)
    back = _standard(t)
    assert back.auction.entries == t.auction.entries, text
    assert back.contract == t.contract, text
    assert back.phase is t.phase
    assert not back.open_irregularities()
    kinds = {r.chosen for r in t.rulings}
    assert ("^I" in text) == ("27A" in kinds)
    (game,) = loads(export_table(t))
    assert [event_to_text(e) for e in game.events] == [event_to_text(e) for e in t.events]


# --------------------------------------------------------------------------- the CLI


def test_cli_export_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "normal-deal.pbn")
    assert main(["export", path]) == 0
    out = capsys.readouterr()
    assert out.out.startswith("% PBN 2.1\n")
    assert out.err == ""
    assert loads(out.out)[0].events == load(path)[0].events


def test_cli_export_to_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "std.pbn"
    path = EXAMPLES / "opening-lead-out-of-turn-accepted.pbn"
    assert main(["export", str(path), "-o", str(out), "--no-tablelog"]) == 0
    assert capsys.readouterr().out == ""
    text = out.read_text(encoding="utf-8")
    assert "[TableLog" not in text and "^L CA" in text
    assert export_games(load(path), table_log=False) == text


def test_cli_export_bad_input_is_one_line(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text(record("").replace('[TableLog ""]\n', '[Auction "W"]\n1C\n1D^I Pass\n'),
                   encoding="utf-8")
    assert main(["export", str(bad), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err == (f"{bad}:7: ^I marks an insufficient bid, but neither 1D before it nor Pass "
                   "after it is one\n")


def test_cli_export_impossible_record(capsys: pytest.CaptureFixture[str]) -> None:
    path = EXAMPLES / "card-not-held.pbn"
    assert main(["export", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"{path}:")


def test_cli_export_unwritable_output(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "no-such-dir" / "x.pbn"
    assert main(["export", str(EXAMPLES / "normal-deal.pbn"), "-o", str(out),
                 "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert err == f"{out}: cannot write the file: No such file or directory\n"


# --------------------------------------------------------------------------- result tags


def _endplay(text: str) -> list[tuple[str, str, int] | None]:
    """What endplay's PBN reader finds in ``text``: per game (contract ``4S``/``3NTX``,
    declarer, tricks), ``None`` when it finds no contract."""
    from endplay.config import suppress_unicode
    from endplay.parsers import pbn as endplay_pbn
    from endplay.utils.play import result_to_tricks

    out: list[tuple[str, str, int] | None] = []
    with suppress_unicode():
        for board in endplay_pbn.loads(text):
            c = board.contract
            if c is None or c.is_passout():
                out.append(None)
                continue
            strain = "NT" if c.denom.abbr == "N" else c.denom.abbr
            out.append((f"{c.level}{strain}{c.penalty.abbr.upper()}", c.declarer.abbr,
                        result_to_tricks(c.result, c.level)))
    return out


def _ours(text: str) -> tuple[str, str, int] | None:
    """Our contract, declarer and tricks (0 for ``?``: what endplay makes of it)."""
    values = dict(_tags(text))
    if values["Contract"] in ("Pass", "?"):
        return None
    result = values["Result"]
    return (values["Contract"], values["Declarer"].lstrip("^"),
            0 if result == "?" else int(result))


def _claim_ruled(name: str) -> Table:
    from tests.claims.test_claim_faults import RECORDS

    (game,) = loads(RECORDS[name])
    return Table.from_game(game)


def test_score_follows_the_result() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    text = export_game(game)
    names = [n for n, _ in _tags(text)]
    assert names[15] == "Score" and dict(_tags(text))["Score"] == "NS 250"  # 6C -5
    passed = export_table(table("W P\nN P\nE P\nS P\n"))
    assert dict(_tags(passed))["Score"] == "NS 0"
    assert "[Score" not in export_table(table("W 1C\nN 1S\n"))  # not finished
    old = ('[Board "8"]\n[Deal "' + DEAL8 + '"]\n[Score "NS 9999"]\n[OptimumScore "x"]\n'
           "[TableLog \"\"]\nW P\n")
    assert "9999" not in export_game(loads(old)[0]) and '"x"' not in export_game(loads(old)[0])


@pytest.mark.parametrize(("name", "result", "score"), [
    ("71-claim-gave-up-a-sure-trick", "12", "NS 990"),
    ("71-concession-cancelled-in-part", "12", "NS 990"),
    ("69A-agreed-claim-stands", "12", "NS 990"),
])
def test_the_directors_ruling_on_a_claim_is_the_result(name: str, result: str,
                                                       score: str) -> None:
    t = _claim_ruled(name)
    values = dict(_tags(export_table(t)))
    assert (values["Contract"], values["Declarer"]) == ("6NT", "N")
    assert (values["Result"], values["Score"]) == (result, score)
    assert values["Result"] == str(t.tricks_declarer)


def test_an_accepted_claim_is_the_result() -> None:
    (game,) = load(EXAMPLES / "normal-deal.pbn")
    log = "".join(event_to_text(e) + "\n" for e in game.events[:10])
    t = table(log + "E claims 12\nN agrees\nS agrees\n")
    values = dict(_tags(export_table(t)))
    assert (values["Contract"], values["Declarer"], values["Result"]) == ("6C", "E", "12")
    assert values["Score"] == "EW 920"


def test_adjusted_scores() -> None:
    """12C1a: the assigned score is the Score (the table's contract and tricks stay);
    12C1c, 12C2: no single score, no Score tag."""
    done = AUCTION_2S_N
    assigned = export_table(table(done + 'director rules 12C1a 4S N 10 "hesitation"\n'))
    assert dict(_tags(assigned))["Score"] == "NS 420"
    assert dict(_tags(assigned))["Contract"] == "2S"
    for ruling in ("director rules 12C1c 2S N 8 60%, 3C W 9 40%\n",
                   "director rules 12C2 A+ A-\n"):
        assert "[Score" not in export_table(table(done + ruling))


def test_a_cancelled_result_has_no_result() -> None:
    log = "N holds HA of E\n" + AUCTION_2S_N + "director rules 13\ndirector rules 13B1 no\n"
    values = dict(_tags(export_table(table(log))))
    assert values["Result"] == "?" and "Score" not in values  # awaiting the adjusted score
    values = dict(_tags(export_table(table(log + 'director rules 12C1a 2S N 8 "13B2"\n'))))
    assert (values["Contract"], values["Result"], values["Score"]) == ("2S", "?", "NS 110")


def test_results_only_and_par() -> None:
    from bridgelaws.session.analysis import double_dummy

    t = table(AUCTION_2S_N + "W CA\ndirector\nN chooses 54A\n")  # declarer changed: ^S
    text = export_table(t, results_only=True, optimum=True)
    assert "[Auction" not in text and "[Play" not in text and "[TableLog" not in text
    values = dict(_tags(text))
    assert values["Declarer"] == "S"  # no ^: there is no auction to refer to
    par = double_dummy(t.deal, t.dealer, t.vulnerability).par_score
    assert values["OptimumScore"] == (f"NS {par}" if par >= 0 else f"EW {-par}")
    assert "OptimumScore" not in dict(_tags(export_table(t)))


# --------------------------------------------------------------------------- endplay reads


def _records() -> list[Table]:
    from tests.claims.test_claim_faults import RECORDS

    tables = [Table.from_game(g) for path in sorted(EXAMPLES.glob("*.pbn"))
              if path.stem != "card-not-held" for g in load(path)]
    for text in RECORDS.values():
        (game,) = loads(text)
        tables.append(Table.from_game(game))
    return tables


def test_endplay_reads_the_results_back() -> None:
    """endplay's PBN reader finds our contract, declarer and tricks: in every results-only
    export, and in every standard export that has none of PBN's irregularity marks (^I,
    ^S, ^L, ^R: endplay 0.5 reads them as calls and cards) — the TableLog is left out,
    endplay stops at the data lines of a section it does not know."""
    standard = 0
    for t in _records():
        results = export_table(t, results_only=True)
        assert _endplay(results) == [_ours(results)], results
        full = export_table(t, table_log=False)
        if "^" not in full and t.status == "complete":
            assert _endplay(full) == [_ours(full)], full
            standard += 1
    assert standard >= 5


def test_endplay_reads_a_whole_exported_file(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    from tests.claims.test_claim_faults import RECORDS

    path = tmp_path / "many.pbn"
    path.write_text("\n".join(RECORDS[n] for n in ("71-claim-gave-up-a-sure-trick",
                                                   "69A-agreed-claim-stands")),
                    encoding="utf-8")
    assert main(["export", str(path), "--results-only", "--par"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("% PBN 2.1\n") and out.count('[OptimumScore "') == 2
    assert _endplay(out) == [("6NT", "N", 12), ("6NT", "N", 12)]
    assert main(["export", str(path), "--no-tablelog"]) == 0
    assert _endplay(capsys.readouterr().out) == [("6NT", "N", 12), ("6NT", "N", 12)]
