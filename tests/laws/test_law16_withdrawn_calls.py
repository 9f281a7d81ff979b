"""Law 16C — information from withdrawn calls. Board 8, dealer West.

16C1: for a non-offending side all information from a withdrawn or cancelled action is
authorized, its own or the opponents'. 16C2: for an offending side, information from its own
withdrawn actions and from those of the non-offending side is unauthorized. Laws switch it
off where a comparable call replaces the withdrawn one (23B, 26A, 27B1a, 27B1b).

``withdrawn_calls(table)`` (and the ``withdrawn_calls`` field of ``bridgelaws rule --json``)
lists each call made that no longer stands, with the irregularity that withdrew it, the
clauses under which it went, and the side for which it is unauthorized information.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.laws.law16_withdrawn_calls import standing_events, withdrawn_calls
from bridgelaws.table import Table
from tests.helpers import record, table

Row = tuple[str, str, int | None, tuple[str, ...], str | None]


def rows(t: Table) -> list[Row]:
    """(seat, call, cause, laws, unauthorized_for) of each withdrawn call."""
    return [(str(w.seat), str(w.call), w.cause, w.laws,
             None if w.unauthorized_for is None else w.unauthorized_for.name)
            for w in withdrawn_calls(t)]


# ---------------------------------------------------------------- calls out of rotation


def test_16C2_29B_cancelled_bid_out_of_rotation_is_unauthorized_for_the_offenders() -> None:
    """29B: N's 1S at West's turn is cancelled; 31A applies. 16C2: UI to North-South."""
    t = table("N 1S\ndirector\nE chooses 29B\n")
    assert rows(t) == [("N", "1S", 1, ("29B", "31A"), "NS")]


def test_16C2_28B_call_by_the_correct_player_cancels_it_16C2_still_applies() -> None:
    """28B: West calls before rectification; "Law 26 does not apply, but see Law 16C2"."""
    t = table("N 1S\nW 1C\n")
    assert rows(t) == [("N", "1S", 1, ("28B",), "NS")]


def test_16C2_31A2b_not_comparable_the_withdrawn_bid_stays_unauthorized() -> None:
    """31A2(b): not comparable — partner passes once; 16C, 26B and 72C may apply."""
    t = table("N 1S\ndirector\nE chooses 29B\nW 1D\nN 2C\ndirector rules 31A2a no\n")
    assert rows(t) == [("N", "1S", 1, ("29B", "31A", "31A2b"), "NS")]


def test_23B_31A2a_comparable_replacement_16C2_does_not_apply() -> None:
    """23B: a call cancelled as per 29B and replaced by a comparable call (here the same
    call): "Law 16C2 does not apply"."""
    t = table("N 1S\ndirector\nE chooses 29B\nW 1D\nN 1S\n")
    assert rows(t) == [("N", "1S", 1, ("29B", "31A", "31A2a"), None)]


def test_23B_31A1_call_repeated_after_rhos_pass_16C2_does_not_apply() -> None:
    """31A1: RHO passes, the offender repeats his bid ("no rectification"); the repeated call
    replaces the one cancelled as per 29B and is comparable by definition (23B)."""
    t = table("N 1S\ndirector\nE chooses 29B\nW P\nN 1S\n")
    assert rows(t) == [("N", "1S", 1, ("29B", "31A", "31A1"), None)]


# ---------------------------------------------------------------- insufficient bid


IB = "W 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\n"


def test_16C2_27B2_replaced_by_a_pass_unauthorized_for_east_west() -> None:
    """27B2 does not switch 16C off: E's 1H is unauthorized for East-West."""
    t = table(IB + "E P\n")
    assert rows(t) == [("E", "1H", 3, ("27B2",), "EW")]


def test_27B1a_lowest_sufficient_bid_same_strain_16C_does_not_apply() -> None:
    """27B1(a): "Laws 26B and 16C do not apply"."""
    assert rows(table(IB + "E 2H\n")) == [("E", "1H", 3, ("27B1a",), None)]


def test_27B1b_comparable_call_16C_does_not_apply_otherwise_27B2() -> None:
    """27B1(b): a comparable call — 16C does not apply; judged not comparable: 27B2."""
    yes = table(IB + "E 2D\ndirector rules 27B1b yes\n")
    assert rows(yes) == [("E", "1H", 3, ("27B1b",), None)]
    no = table(IB + "E 2D\ndirector rules 27B1b no\n")
    assert rows(no) == [("E", "1H", 3, ("27B2",), "EW")]


# ---------------------------------------------------------------- change of call, 36, 38, 39


CHANGE = "W 1C\nN 1S\nN 2S\ndirector\ndirector rules 25A no\n"


def test_25B1_the_first_call_is_withdrawn_by_the_change_that_follows_it() -> None:
    """25B1: LHO accepts the change; the first call is withdrawn. Its cause is the change of
    call (event 3), although the withdrawn call came first (event 2); 25B3: 16C applies."""
    t = table(CHANGE + "E chooses 25B1\n")
    assert rows(t) == [("N", "1S", 3, ("25B1",), "NS")]


def test_25B3_16C_applies_even_when_26A_finds_the_call_comparable() -> None:
    """25B3: "Law 16C applies to any call withdrawn or cancelled" — the Director's 26A answer
    (no lead restriction) does not lift it."""
    t = table(CHANGE + "E chooses 25B1\ndirector rules 26A yes\n")
    assert rows(t) == [("N", "1S", 3, ("25B1", "26A"), "NS")]


def test_25B2_the_change_is_cancelled_and_unauthorized_for_the_offenders() -> None:
    t = table(CHANGE + "E chooses 25B2\ndirector rules 26A no\n")
    assert rows(t) == [("N", "2S", 3, ("25B2", "26B"), "NS")]


def test_36B_inadmissible_double_cancelled_16C_applies() -> None:
    """36B: East doubles his partner's bid: cancelled, partner passes throughout."""
    t = table("W 1C\nN P\nE X\ndirector\n")
    assert rows(t) == [("E", "X", 3, ("36B",), "EW")]


def test_38_bid_of_more_than_seven_cancelled_16C_applies() -> None:
    t = table("W 1C\nN 8S\ndirector\n")
    assert rows(t) == [("N", "8S", 2, ("38B",), "NS")]


def test_38B_calls_after_the_bid_of_more_than_seven_are_cancelled_with_it_16C() -> None:
    """38B: East's 1H, made over North's 8S before the Director came, is cancelled too;
    16C2: unauthorized information for North-South (the offenders)."""
    t = table("W 1C\nN 8S\nE 1H\ndirector\n")
    assert rows(t) == [("N", "8S", 2, ("38B",), "NS"),
                       ("E", "1H", 2, ("38B",), "NS")]


# ---------------------------------------------------------------- Law 34 / 17D3


def test_17D3_cancelled_passes_16C_the_out_of_rotation_passer_is_the_offender() -> None:
    """17D3: "Law 16C applies to the cancelled calls, any player who has passed out of
    rotation being an offender". South passed at East's turn, West accepted by passing: both
    passes are cancelled; West's is a non-offender's withdrawn call, unauthorized for the
    offending side all the same (16C2)."""
    t = table("W 1C\nN P\nS P\nW P\n")
    assert rows(t) == [("S", "P", 3, ("17D3",), "NS"), ("W", "P", 3, ("17D3",), "NS")]


def test_17D3_twice_each_cancelled_pass_is_traced_to_its_own_pass_out_of_rotation() -> None:
    """Two reverts: N's pass at West's turn (event 4) is cancelled first, with East's pass
    after it; West then passes, and E's pass at North's turn (event 2) brings the second
    revert. West's pass, cancelled by the second, is traced to East's offence (cause 2), not
    to North's, the latest one before it."""
    t = table("W 1C\nE P\nS P\nN P\nE P\nW P\n")
    assert rows(t) == [
        ("E", "P", 2, ("17D3",), "EW"), ("S", "P", 2, ("17D3",), "EW"),
        ("N", "P", 4, ("17D3",), "NS"), ("E", "P", 4, ("17D3",), "NS"),
        ("W", "P", 2, ("17D3",), "EW"),
    ]


# ---------------------------------------------------------------- Law 21B


MI = "W 1C\nN 1S\nE P\ndirector\ndirector rules 21B1 N\n"


def test_16C1_21B1a_the_misinformed_players_withdrawn_call_is_authorized_for_his_side() -> None:
    """21B1a: North, misinformed by East-West, changes 1S to X. The non-offending side is
    North-South (16C1: authorized for them); East-West, who misinformed, are the offending
    side (16C2: unauthorized for them)."""
    t = table(MI + "N chooses 21B1a X\nE chooses 21B2-keep\n")
    assert rows(t) == [("N", "1S", 2, ("21B1a",), "EW")]


def test_16C_21B2_lhos_changed_call_is_unauthorized_for_his_own_side() -> None:
    """21B2: "his LHO may then in turn change any subsequent call he may have made, but Law
    16C applies": East's withdrawn pass is his own side's, the offending side's."""
    t = table(MI + "N chooses 21B1a X\nE chooses 21B2 1D\n")
    assert rows(t) == [("N", "1S", 2, ("21B1a",), "EW"), ("E", "P", 2, ("21B2",), "EW")]


def test_standing_events_21B2_kept_call_made_before_the_change_still_stands() -> None:
    """The calls made run W 1C (1), N 1S (2), E P (3), N X (6, at the choice); the standing
    auction is W 1C, N X, E P. An in-order match finds N X at event 6 and no E P after it,
    and would list East's kept pass as withdrawn: it is looked for before the change."""
    t = table(MI + "N chooses 21B1a X\nE chooses 21B2-keep\n")
    assert standing_events(t) == [1, 6, 3]
    assert [str(w.call) for w in withdrawn_calls(t)] == ["1S"]


def test_standing_events_kept_call_is_not_confused_with_a_later_call_of_the_same_seat() -> None:
    """After the reopened auction East passes again (event 14): the kept pass at event 7
    stands in its place behind North's changed call, and East's later pass in its own."""
    log = ("W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\ndirector\ndirector rules 21B1 N\n"
           "N chooses 21B1a 3S\nE chooses 21B2-keep\nS P\nW 4C\nN P\nE P\nS P\n")
    t = table(log)
    assert str(t.contract) == "4C"
    assert standing_events(t) == [1, 2, 3, 4, 5, 10, 7, 12, 13, 14, 15, 16]
    assert rows(t) == [("N", "P", 6, ("21B1a",), "EW")]


def test_withdrawn_call_of_a_law_that_put_a_pass_in_its_place_is_not_matched_to_it() -> None:
    """38: North's 8S is replaced by a pass no one made; North's earlier pass, cancelled
    under 29B, must not be taken for it."""
    t = table("N P\ndirector\nE chooses 29B\nW 1C\nN 8S\ndirector\n")
    assert standing_events(t) == [4, None]
    assert [(s, c) for s, c, *_ in rows(t)] == [("N", "P"), ("N", "8S")]


# ---------------------------------------------------------------- the JSON field


def test_16C_json_field_of_bridgelaws_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    """``bridgelaws rule --json``: ``withdrawn_calls`` with event, seat, call, cause, laws and
    unauthorized_for."""
    path = tmp_path / "board.pbn"
    path.write_text(record(IB + "E P\nS 2S\nW P\nN P\nE P\n"), encoding="utf-8")
    assert main(["rule", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["withdrawn_calls"] == [{"event": 3, "seat": "E", "call": "1H", "cause": 3,
                                       "laws": ["27B2"], "unauthorized_for": "EW"}]
