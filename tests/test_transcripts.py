"""Golden transcripts: a casebook of leads out of turn and penalty cards (Laws 50-56, 60),
of irregularities of the auction (Laws 16C, 21B, 23-39), and of the play (``play-*``: Laws
45E, 45F, 46B, 49, 57, 58, 60A).

Each ``tests/transcripts/NAME.pbn`` is a table record whose ``[Event]`` names the case and
the clause. ``bridgelaws rule`` must exit 0 on it and print exactly ``NAME.en.txt``,
``NAME.ru.txt`` and ``NAME.json`` (written by ``tests/transcripts/regen.py``). Beside the
goldens, :data:`FACTS` asserts each case's key facts from the JSON result, at the end of the
record and right after its key lines, so that a regenerated golden cannot hide a wrong ruling.
"""

from __future__ import annotations

import difflib
import importlib.util
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table

HERE = Path(__file__).resolve().parent / "transcripts"
_spec = importlib.util.spec_from_file_location("transcripts_regen", HERE / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

RECORDS: list[Path] = regen.records()
HINT = ("If the change is intended, read this diff as a director would, then run "
        "`.venv/bin/python tests/transcripts/regen.py` and commit the new goldens.")

Json = dict[str, Any]


def test_the_casebook_covers_at_least_sixteen_cases() -> None:
    assert len(RECORDS) >= 16
    assert {p.stem for p in RECORDS} == set(FACTS), "every record needs its key facts below"


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_golden_transcript(record: Path) -> None:
    problems: list[str] = []
    for suffix, (code, out, err) in regen.outputs(record).items():
        if code != 0 or err:
            problems.append(f"{record.name} {suffix}: exit code {code}, stderr: {err.strip()}")
        golden = regen.golden(record, suffix)
        if not golden.exists():
            problems.append(f"{golden.name} is missing")
            continue
        expected = golden.read_text(encoding="utf-8")
        if out != expected:
            diff = difflib.unified_diff(expected.splitlines(), out.splitlines(),
                                        f"{golden.name} (golden)", f"{golden.name} (now)",
                                        lineterm="", n=2)
            problems.append("\n".join(diff))
    if problems:
        pytest.fail("\n\n".join(problems) + "\n\n" + HINT, pytrace=False)


# --------------------------------------------------------------------------- key facts
def final(name: str) -> Json:
    """The JSON result of the whole record."""
    result: Json = json.loads(regen.run(HERE / f"{name}.pbn", "--json")[1])
    return result


def after(name: str, line: str) -> tuple[Json, list[str]]:
    """The JSON result, and the legal cards of the seat to play, right after the first
    TableLog line of the record that reads ``line`` (its comment aside)."""
    path = HERE / f"{name}.pbn"
    text = path.read_text(encoding="utf-8")
    rows = text.splitlines()
    (game,) = loads(text, file=str(path))
    table = Table(game.deal, game.dealer, game.vulnerability, board=game.board)
    for event in game.events:
        table.apply(event)
        assert event.line is not None
        if rows[event.line - 1].split(";")[0].strip() == line:
            return result_json(table), sorted(str(c) for c in table.legal_cards)
    raise AssertionError(f"{name}: no line {line!r}")


def ruling(result: Json, *laws: str, nth: int = 0) -> Json:
    """The ``nth`` ruling that cites exactly ``laws``."""
    found = [r for r in result["rulings"] if tuple(r["laws"]) == laws]
    assert len(found) > nth, f"no ruling citing {laws} in {result['rulings']}"
    ruled: Json = found[nth]
    return ruled


def penalty(result: Json, seat: str) -> list[tuple[str, str, str]]:
    return [(p["card"], p["kind"], p["law"]) for p in result["penalty_cards"].get(seat, [])]


def restrictions(result: Json) -> list[tuple[str, str, str, str]]:
    return [(r["seat"], r["kind"], r["suit"], r["duration"])
            for r in result["lead_restrictions"]]


def complete(result: Json, contract: str, declarer: str, tricks: int, score: int) -> None:
    assert result["status"] == "complete"
    assert (result["contract"], result["declarer"]) == (contract, declarer)
    assert (result["tricks_declarer"], result["score_ns"]) == (tricks, score)
    assert result["pending"] is None and result["not_implemented"] == []


def suits(cards: list[str]) -> set[str]:
    return {c[0] for c in cards}


def f_54a_statement(n: str) -> None:
    """54A: West, declarer of 4HX, spreads; East becomes declarer, the lead stands."""
    r = final(n)
    complete(r, "4HX", "E", 8, 300)
    rr = ruling(r, "54")
    assert (rr["offender"], rr["chooser"], rr["options"], rr["chosen"]) == (
        "S", "W", ["54A", "54B", "54D"], "54A")
    _, legal = after(n, "W chooses 54A")
    assert legal == ["C4"]  # West, now dummy, plays second to the ♣10


def f_54a_conduct(n: str) -> None:
    """54A by conduct: declarer South faces cards, so North becomes declarer of 3NT."""
    r = final(n)
    complete(r, "3NT", "N", 8, -50)
    rr = ruling(r, "54")
    assert (rr["chooser"], rr["chosen"], rr.get("by_conduct")) == ("S", "54A", True)


def f_54b_statement(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 9, -100)
    rr = ruling(r, "54")
    assert (rr["chooser"], rr["chosen"], rr.get("by_conduct")) == ("S", "54B", None)
    _, legal = after(n, "S chooses 54B")
    assert legal == ["H4", "H9", "HT"]  # South plays second, following to the ♥Q


def f_54b_conduct(n: str) -> None:
    r = final(n)
    complete(r, "4HX", "W", 9, 100)
    rr = ruling(r, "54")
    assert (rr["chooser"], rr["chosen"], rr.get("by_conduct")) == ("W", "54B", True)


def f_54c(n: str) -> None:
    """54C: dummy has shown cards; only 54B, and South stays declarer."""
    r = final(n)
    complete(r, "3NT", "S", 8, -50)
    rr = ruling(r, "54", "54C")
    assert (rr["options"], rr["chosen"]) == (["54B"], "54B")
    mid, legal = after(n, "director")
    assert mid["pending"] is None and suits(legal) == {"C"}  # South follows to the ♣K


def f_54d_require(n: str) -> None:
    mid, _ = after(n, "N chooses 54D")
    assert penalty(mid, "W") == [("CA", "major", "54D")]
    assert mid["pending"] == {"chooser": "N", "options": ["50D2a-require", "50D2a-prohibit",
                                                          "50D2b"], "laws": ["50D2"]}
    mid, legal = after(n, "N chooses 50D2a-require")
    assert penalty(mid, "W") == [] and restrictions(mid) == [("E", "require", "C", "next-lead")]
    assert legal == ["C3", "C7", "C8", "CQ"]
    complete(final(n), "2S", "N", 8, 110)


def f_54d_prohibit(n: str) -> None:
    mid, _ = after(n, "S chooses 54D")
    assert penalty(mid, "E") == [("HQ", "major", "54D")]
    mid, legal = after(n, "S chooses 50D2a-prohibit")
    assert penalty(mid, "E") == []
    assert restrictions(mid) == [("W", "prohibit", "H", "while-on-lead")]
    assert legal and "H" not in suits(legal)
    r = final(n)
    complete(r, "4S", "S", 8, -200)
    assert ruling(r, "50D2")["chosen"] == "50D2a-prohibit"


def f_54d_50d2b(n: str) -> None:
    """50D2b twice (the choice recurs at East's next lead); 50D1 then forces the ace."""
    mid, legal = after(n, "N H7")
    assert penalty(mid, "W") == [("CA", "major", "54D")] and mid["pending"]["laws"] == ["50D2"]
    assert legal == []  # 50D2: East may not lead until declarer has chosen
    assert after(n, "S H2")[1] == ["H3", "H6", "HK"]  # 50D1b: following suit comes first
    assert after(n, "S C2")[1] == ["CA"]  # 50D1a: the first legal opportunity
    r = final(n)
    complete(r, "2S", "N", 7, -50)
    assert [x["chosen"] for x in r["rulings"]] == ["54D", "50D2b", "50D2b"]


def f_53a_statement(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    rr = ruling(r, "53", "56")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("E", "N", "53A")
    _, legal = after(n, "N chooses 53A")
    assert legal == ["H2", "H8", "HQ"]  # dummy, next in rotation, follows to the ♥4


def f_53a_conduct(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 7, -100)
    rr = ruling(r, "53", "56")
    assert (rr["offender"], rr["chooser"], rr["chosen"], rr.get("by_conduct")) == (
        "W", "S", "53A", True)


def f_56(n: str) -> None:
    mid, _ = after(n, "W chooses 56")
    assert penalty(mid, "S") == [("SA", "major", "56")]
    assert mid["pending"]["laws"] == ["50D2"] and mid["pending"]["chooser"] == "W"
    mid, legal = after(n, "W chooses 50D2a-require")
    assert restrictions(mid) == [("N", "require", "S", "next-lead")] and legal == ["S3", "SK"]
    complete(final(n), "4HX", "W", 9, 100)


def f_53b(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 10, 620)
    rr = ruling(r, "53")
    assert (rr["chosen"], rr.get("by_conduct"), rr["offender"]) == ("53B", True, "W")
    mid, legal = after(n, "S DA")
    assert mid["penalty_cards"] == {}  # withdrawn without rectification (Law 16C)
    assert legal == ["D4", "D7", "D8"]  # West follows to the proper lead


def f_55b1(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    rr = ruling(r, "55")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("N", "E", "55B")
    mid, legal = after(n, "E chooses 55B")
    assert mid["penalty_cards"] == {}  # declarer's card is never a penalty card (48A)
    assert "HK" in legal and len(legal) == 11  # West, on lead, leads anything


def f_55b2(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 9, 400)
    rr = ruling(r, "55")
    assert (rr["chooser"], rr["chosen"]) == ("W", "55B")
    _, legal = after(n, "W chooses 55B")
    assert legal == ["CA", "D2", "D7", "D9", "DQ", "H5", "H9", "HJ", "HQ", "S7"]  # dummy: any


def f_55a(n: str) -> None:
    """55A: East said 55B, West (next in turn) 53A: acceptance applies."""
    r = final(n)
    complete(r, "4S", "S", 9, -100)
    rr = ruling(r, "55")
    assert (rr["chooser"], rr["chosen"]) == ("W", "53A")
    _, legal = after(n, "W chooses 53A")
    assert legal == ["S9"]  # the ♠A stands; West follows


def f_60b(n: str) -> None:
    mid, legal = after(n, "W HK")
    assert penalty(mid, "W") == [("HK", "major", "60B")]
    assert ruling(mid, "60B")["chooser"] is None
    assert "SK" not in legal and legal  # South, the correct hand, now leads
    complete(final(n), "2S", "N", 9, 140)


def f_52b1a(n: str) -> None:
    mid, _ = after(n, "N chooses 52B1a")
    assert penalty(mid, "W") == [("CA", "major", "54D")]
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    rr = ruling(r, "52")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("W", "N", "52B1a")


def f_52b1b(n: str) -> None:
    mid, _ = after(n, "W S8")
    rr = ruling(mid, "52")
    assert (rr["options"], rr["chosen"], rr.get("by_conduct")) == (["52B1a"], "52B1a", True)
    assert penalty(mid, "S") == [("SA", "major", "54D")]
    complete(final(n), "4HX", "W", 9, 100)


def f_52b2(n: str) -> None:
    mid, _ = after(n, "N chooses 52B2")
    assert penalty(mid, "W") == [("C4", "major", "52B2")]
    _, legal = after(n, "N CK")  # West won with the ♣A and leads: the ♣4 at once
    assert legal == ["C4"]
    complete(final(n), "2S", "N", 5, -150)


def f_51b2(n: str) -> None:
    mid, _ = after(n, "N chooses 56")
    assert sorted(penalty(mid, "W")) == [("CA", "major", "54D"), ("HK", "major", "56")]
    assert mid["pending"]["options"] == ["51B2a", "51B2b", "51B2c"]
    mid, legal = after(n, "N chooses 51B2a H")
    assert penalty(mid, "W") == [("CA", "major", "54D")]
    assert restrictions(mid) == [("E", "require", "H", "next-lead")]
    assert legal == ["H4", "H5", "HJ"]
    r = final(n)
    complete(r, "2S", "N", 7, -50)
    assert ruling(r, "51B2")["chosen"] == "51B2a"


def f_53a_trick13(n: str) -> None:
    r = final(n)
    complete(r, "4HX", "W", 8, 300)
    rr = ruling(r, "53A")
    assert (rr["offender"], rr["chooser"], rr["options"]) == ("N", None, [])


def f_awaiting(n: str) -> None:
    r = final(n)
    assert r["status"] == "awaiting-choice" and r["score_ns"] is None
    assert r["pending"] == {"chooser": "S", "options": ["53A", "56"], "laws": ["53", "56"]}
    assert r["tricks_declarer"] == 1
    assert after(n, "director")[1] == []  # nothing is played while the choice is pending


# --------------------------------------------------------------- the auction (16C, 21B, 23-39)
def calls_after(name: str, line: str) -> tuple[Json, list[str]]:
    """The JSON result, and the legal calls of the seat to call, right after the first
    TableLog line of the record that reads ``line`` (its comment aside)."""
    path = HERE / f"{name}.pbn"
    text = path.read_text(encoding="utf-8")
    rows = text.splitlines()
    (game,) = loads(text, file=str(path))
    table = Table(game.deal, game.dealer, game.vulnerability, board=game.board)
    for event in game.events:
        table.apply(event)
        assert event.line is not None
        if rows[event.line - 1].split(";")[0].strip() == line:
            return result_json(table), sorted(str(c) for c in table.legal_calls)
    raise AssertionError(f"{name}: no line {line!r}")


def withdrawn(result: Json) -> list[tuple[str, str, str | None]]:
    """(seat, call, side for which its information is unauthorized) of each withdrawn call."""
    return [(w["seat"], w["call"], w["unauthorized_for"]) for w in result["withdrawn_calls"]]


def judged(result: Json) -> list[tuple[str, str | None]]:
    return [(j["clause"], j["answer"]) for j in result["judgments"]]


def no_26b(result: Json) -> None:
    assert [r for r in result["rulings"] if r["laws"] == ["26B"]] == []
    assert result["lead_restrictions"] == []


def prohibited(name: str, line: str, seat: str, suit: str) -> None:
    """Right after ``line`` (declarer's 26B choice) ``seat`` may not lead ``suit``."""
    mid, legal = after(name, line)
    assert restrictions(mid) == [(seat, "prohibit", suit, "while-on-lead")]
    assert legal and suit not in suits(legal)


def f_25a(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "N", 10, 430)
    rr = ruling(r, "25")
    assert (rr["chooser"], rr["options"], rr["outcome"]) == (None, [], ["25A"])
    assert judged(r) == [("25A", "yes")]
    assert withdrawn(r) == [("N", "1S", "NS")]  # the unintended call (16C)
    no_26b(r)  # 25A1: the lead restrictions of Law 26 do not apply
    mid, calls = calls_after(n, "director rules 25A yes")
    assert mid["barred"] == {} and "2S" in calls  # East calls over 1NT


def f_25b1(n: str) -> None:
    r = final(n)
    complete(r, "3H", "N", 8, -50)
    rr = ruling(r, "25")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("W", "N", "25B1")
    assert judged(r) == [("25A", "no"), ("26A", "no")]
    assert withdrawn(r) == [("W", "1C", "EW")]
    mid, _ = calls_after(n, "N chooses 25B1")
    assert mid["pending"] == {"chooser": "director", "options": ["yes", "no"], "laws": ["26A"]}
    assert ruling(r, "26B")["chosen_arg"] == "C"
    prohibited(n, "N chooses 26B C", "E", "C")


def f_25b2(n: str) -> None:
    r = final(n)
    complete(r, "3H", "N", 9, 140)
    rr = ruling(r, "25")
    assert (rr["chooser"], rr["chosen"]) == ("N", "25B2")
    assert withdrawn(r) == [("W", "1C", "EW")]  # the cancelled change (25B3, 16C)
    prohibited(n, "N chooses 26B C", "E", "C")


def f_27a(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 10, 420)
    rr = ruling(r, "27")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("E", "S", "27A")
    assert withdrawn(r) == [] and r["barred"] == {}
    _, calls = calls_after(n, "S chooses 27A")
    assert "1S" in calls  # the auction goes on from the accepted 1H


def f_27b1a(n: str) -> None:
    r = final(n)
    complete(r, "3S", "N", 8, -100)
    assert ruling(r, "27")["outcome"] == ["27B1a"]
    assert withdrawn(r) == [("E", "1H", None)]  # 27B1a: Law 16C does not apply
    mid, _ = calls_after(n, "E 2H")
    assert mid["barred"] == {}
    no_26b(r)


def f_27b1b(n: str) -> None:
    r = final(n)
    complete(r, "4H", "S", 7, -150)
    assert ruling(r, "27")["outcome"] == ["27B1b"]
    assert judged(r) == [("27B1b", "yes")]
    mid, calls = calls_after(n, "N 3D")
    assert mid["pending"]["laws"] == ["27B1b"] and calls == []
    mid, _ = calls_after(n, "director rules 27B1b yes")
    assert mid["barred"] == {} and withdrawn(r) == [("N", "2C", None)]
    no_26b(r)


def f_27b2(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 9, -100)
    assert ruling(r, "27")["outcome"] == ["27B2"]
    mid, _ = calls_after(n, "E P")
    assert mid["barred"] == {"W": "throughout"}
    _, calls = calls_after(n, "S 1S")
    assert calls == ["P"]
    assert ruling(r, "26B")["chooser"] == "S"
    prohibited(n, "S chooses 26B D", "W", "D")


def f_27b3(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 9, -50)
    assert ruling(r, "27")["outcome"] == ["27B3"] and judged(r) == [("27B1b", "no")]
    mid, _ = calls_after(n, "director rules 27B1b no")
    assert mid["barred"] == {"W": "throughout"} and mid["contract"] is None
    assert withdrawn(r) == [("E", "1H", "EW"), ("E", "X", "EW")]
    rr = ruling(r, "26B")  # at West's first lead, in the play
    assert (rr["offender"], rr["chooser"], rr["chosen_arg"]) == ("E", "N", "D")


def f_27b4(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "W", 6, 300)
    mid, _ = calls_after(n, "N 1S")
    assert mid["pending"] == {"chooser": "E", "options": ["27A", "27B4"], "laws": ["27"]}
    mid, _ = calls_after(n, "N 2H")
    assert mid["barred"] == {"S": "throughout"}
    assert ruling(r, "27", nth=1)["outcome"] == ["27B4"]
    assert withdrawn(r) == [("N", "1H", "NS"), ("N", "1S", "NS")]


def f_28a(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 10, 620)
    assert ruling(r, "27")["outcome"] == ["27B2"]
    assert [i["kind"] for i in r["irregularities"]] == ["insufficient-bid"]  # 28A: in rotation
    assert withdrawn(r) == [("E", "1H", "EW")]


def f_28b(n: str) -> None:
    r = final(n)
    complete(r, "2H", "S", 9, 140)
    rr = ruling(r, "28B")
    assert (rr["offender"], rr["chooser"], rr["chosen"], rr.get("by_conduct")) == (
        "W", "S", "28B", True)
    assert withdrawn(r) == [("W", "1S", "EW")]
    no_26b(r)  # 28B: Law 26 does not apply


def f_29a(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 9, -50)
    rr = ruling(r, "29", "31")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("S", "W", "29A")
    assert withdrawn(r) == []


def f_30a(n: str) -> None:
    r = final(n)
    complete(r, "4H", "E", 9, 100)
    assert ruling(r, "29", "30")["outcome"] == ["30A"]
    mid, calls = calls_after(n, "E 1H")
    assert mid["barred"] == {"S": "next-turn"} and calls == ["P"]
    mid, _ = calls_after(n, "W 2H")
    assert mid["barred"] == {}
    no_26b(r)


def f_30b1(n: str) -> None:
    r = final(n)
    complete(r, "3H", "N", 8, -50)
    assert ruling(r, "29", "30")["outcome"] == ["30B1", "30B1b(ii)"]
    mid, calls = calls_after(n, "N chooses 29B")
    assert mid["barred"] == {} and "1S" in calls  # 30B1a: partner calls freely
    mid, _ = calls_after(n, "director rules 30B1b no")
    assert mid["barred"] == {"E": "next-turn"}
    assert ruling(r, "26B")["chosen"] == "26B-none"


def f_31a1(n: str) -> None:
    r = final(n)
    complete(r, "4S", "E", 7, 300)
    assert ruling(r, "29", "31")["outcome"] == ["31A", "31A1"]
    _, calls = calls_after(n, "N P")
    assert calls == ["1S"]
    assert withdrawn(r) == [("E", "1S", None)] and r["barred"] == {}


def f_31a2b(n: str) -> None:
    r = final(n)
    complete(r, "4H", "S", 8, -100)
    assert ruling(r, "29", "31")["outcome"] == ["31A", "31A2b"]
    assert judged(r) == [("31A2a", "no")]
    mid, _ = calls_after(n, "director rules 31A2a no")
    assert mid["barred"] == {"W": "next-turn"}
    assert ruling(r, "26B")["chooser"] == "S"
    prohibited(n, "S chooses 26B S", "W", "S")


def f_31b(n: str) -> None:
    r = final(n)
    complete(r, "4H", "S", 9, -100)
    assert ruling(r, "29", "31")["outcome"] == ["31B", "31B2"]
    mid, calls = calls_after(n, "N chooses 29B")
    assert mid["barred"] == {} and "1S" in calls  # 31B1: partner calls freely
    assert withdrawn(r) == [("W", "1S", None)] and judged(r) == []
    no_26b(r)


def f_32a1(n: str) -> None:
    r = final(n)
    complete(r, "2S", "E", 7, 100)
    assert ruling(r, "29", "32")["outcome"] == ["32A", "32A1"]
    _, calls = calls_after(n, "S P")
    assert calls == ["X"]
    assert withdrawn(r) == [("W", "X", None)]


def f_32b(n: str) -> None:
    r = final(n)
    complete(r, "3H", "N", 8, -100)
    assert ruling(r, "29", "32")["outcome"] == ["32B", "32B2"]
    mid, _ = calls_after(n, "E P")
    assert mid["barred"] == {}
    assert withdrawn(r) == [("W", "X", None)] and judged(r) == []
    no_26b(r)


def f_34(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 9, -50)
    assert ruling(r, "29", "30")["chosen"] == "29A"
    assert ruling(r, "34", "17D3")["outcome"] == ["17D3"]
    mid, calls = calls_after(n, "S P")  # the third pass after 2S: North lost his turn
    assert mid["contract"] is None and "4S" in calls
    assert withdrawn(r) == [("E", "P", "EW"), ("S", "P", "EW")]


def f_36a(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 5, -400)
    assert ruling(r, "36A")["outcome"] == ["36A"]
    mid, calls = calls_after(n, "director")
    assert mid["barred"] == {} and "3NT" in calls  # back to South, no rectification
    assert withdrawn(r) == [("S", "X", "NS"), ("W", "P", "NS")]
    no_26b(r)


def f_36b(n: str) -> None:
    r = final(n)
    complete(r, "3S", "W", 8, 100)
    assert ruling(r, "36")["outcome"] == ["36B"]
    mid, _ = calls_after(n, "director")
    assert mid["barred"] == {"N": "throughout"}
    assert ruling(r, "26B")["chooser"] == "W"
    prohibited(n, "W chooses 26B D", "N", "D")


def f_37b(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 10, 620)
    assert ruling(r, "37")["outcome"] == ["37B"]
    mid, _ = calls_after(n, "N P")
    assert mid["barred"] == {"E": "throughout", "W": "throughout"}
    first, second = ruling(r, "26B"), ruling(r, "26B", nth=1)
    assert (first["offender"], first["chosen_arg"]) == ("W", "H")  # at East's opening lead
    assert (second["offender"], second["chosen"]) == ("E", "26B-none")  # at West's first lead
    prohibited(n, "N chooses 26B H", "E", "H")
    assert withdrawn(r) == [("E", "1H", "EW"), ("W", "5H", "EW")]


def f_38(n: str) -> None:
    r = final(n)
    complete(r, "7H", "S", 12, -50)
    assert ruling(r, "38")["outcome"] == ["38B", "38C"]
    mid, _ = calls_after(n, "director")  # 38 is applied when the Director comes
    assert mid["barred"] == {"E": "throughout", "W": "throughout"}
    prohibited(n, "S chooses 26B C", "W", "C")


def f_39b(n: str) -> None:
    r = final(n)
    complete(r, "2H", "N", 9, 140)
    assert ruling(r, "39")["outcome"] == ["39A", "39B"]
    no_26b(r)


def f_39c(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 8, -200)
    assert ruling(r, "39")["outcome"] == ["39A", "39C"]
    assert ruling(r, "26B")["offender"] == "W"
    prohibited(n, "N chooses 26B D", "E", "D")


def f_21b1(n: str) -> None:
    r = final(n)
    complete(r, "2CX", "W", 6, 500)
    mid, _ = calls_after(n, "director rules 21B1 E")
    assert mid["pending"] == {"chooser": "E", "options": ["21B1a", "21B1a-keep"],
                              "laws": ["21B1"]}
    mid, _ = calls_after(n, "E chooses 21B1a X")
    assert mid["pending"] == {"chooser": "S", "options": ["21B2", "21B2-keep"],
                              "laws": ["21B2"]}
    assert (ruling(r, "21B2")["chosen"], ruling(r, "21B2")["chosen_arg"]) == ("21B2", "XX")
    assert withdrawn(r) == [("E", "P", "NS"), ("S", "2C", "NS")]  # 16C: the side misinformed


def f_16c(n: str) -> None:
    r = final(n)
    complete(r, "3H", "N", 9, 140)
    assert ruling(r, "27")["outcome"] == ["27B1a"] and ruling(r, "28B")["chosen"] == "28B"
    assert withdrawn(r) == [("S", "1C", None), ("N", "2H", "NS")]


def f_chain_ib_out_of_rotation(n: str) -> None:
    r = final(n)
    complete(r, "4S", "N", 8, -100)
    rr = ruling(r, "29", "31")
    assert (rr["options"], rr["outcome"]) == (["29B"], ["31B", "31B2"])
    mid, _ = calls_after(n, "W 2H")
    assert mid["pending"] is None and [i["kind"] for i in mid["irregularities"]] == [
        "call-out-of-rotation", "insufficient-bid"]
    assert ruling(r, "27")["outcome"] == ["27B1a"] and judged(r) == [("31B2", "yes")]
    assert withdrawn(r) == [("W", "1H", None), ("W", "2H", None)] and r["barred"] == {}


def f_chain_out_ib_out(n: str) -> None:
    r = final(n)
    complete(r, "4H", "N", 9, -100)
    assert ruling(r, "29", "31")["outcome"] == ["31A", "31A2a"]
    assert ruling(r, "27")["outcome"] == ["27B1a"]
    rr = ruling(r, "29", "31", nth=1)
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("N", "E", "29A")
    assert withdrawn(r) == [("E", "1S", None), ("E", "1S", None)] and r["barred"] == {}


# --------------------------------------------------------------- the play (45E, 45F, 46-60)
def designation(result: Json, nth: int = 0) -> list[str]:
    """The clauses of the ``nth`` Law 46B ruling (no chooser, no option: applied at once)."""
    rr = ruling(result, "46B", nth=nth)
    assert (rr["chooser"], rr["options"]) == (None, [])
    outcome: list[str] = rr["outcome"]
    return outcome


def f_play_46b1a(n: str) -> None:
    r = final(n)
    complete(r, "6NT", "S", 11, -50)
    assert designation(r) == ["46B1a"] and ruling(r, "46B")["offender"] == "S"
    mid, legal = after(n, "S names high")
    assert mid["pending"] is None and suits(legal) == {"H"}  # ♥A played: East follows
    assert "HA" not in legal and len(legal) == 1


def f_play_46b1b_46b2(n: str) -> None:
    r = final(n)
    complete(r, "3H", "S", 9, 140)
    assert designation(r) == ["46B1b"] and designation(r, nth=1) == ["46B2"]
    mid, legal = after(n, "S names win")  # the ♦K won the trick: dummy leads the next
    assert mid["tricks_declarer"] == 1 and "DK" not in legal and "H5" in legal
    mid, legal = after(n, "S names H")  # the ♥5 is led: East follows
    assert legal == ["H3", "HK", "HT"]


def f_play_46b3a(n: str) -> None:
    r = final(n)
    complete(r, "4S", "W", 9, 100)
    assert designation(r) == ["46B3a"]  # the ♣J, not the ♦J
    _, legal = after(n, "W names J")
    assert legal == ["C7"]  # South follows to the ♣J


def f_play_46b5(n: str) -> None:
    r = final(n)
    complete(r, "2H", "N", 8, 110)
    assert designation(r) == ["46B5"]
    mid, legal = after(n, "N names any")
    assert mid["pending"] is None and legal == ["D3", "D9", "DJ", "DT"]  # a defender picks


def f_play_49_minor(n: str) -> None:
    r = final(n)
    complete(r, "4S", "W", 7, 300)
    rr = ruling(r, "49", "50B")
    assert (rr["offender"], rr["chooser"], rr["options"]) == ("N", None, [])
    assert judged(r) == [("50B", "yes")]
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "director", "options": ["yes", "no"], "laws": ["50B"]}
    mid, _ = after(n, "director rules 50B yes")
    assert penalty(mid, "N") == [("H3", "minor", "49")] and mid["pending"] is None
    assert after(n, "W H6")[1] == ["H3", "HA", "HT"]  # 50C: no other heart below honour rank
    _, legal = after(n, "E H2")
    assert "H3" in legal and "H5" not in legal and "H8" not in legal  # North on lead


def f_play_49_major(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 10, 630)
    assert judged(r) == []  # an honour: major without a question (50B)
    mid, legal = after(n, "director")
    assert penalty(mid, "W") == [("SK", "major", "49")]
    assert legal == ["D2", "D9", "DT"]  # West must follow suit first (50D1b)
    mid, legal = after(n, "E DA")
    assert mid["pending"] == {"chooser": "S", "options": ["50D2a-require", "50D2a-prohibit",
                                                          "50D2b"], "laws": ["50D2"]}
    assert legal == []  # East may not lead until declarer has chosen
    mid, legal = after(n, "S chooses 50D2a-prohibit")
    assert penalty(mid, "W") == [] and restrictions(mid) == [("E", "prohibit", "S",
                                                              "while-on-lead")]
    assert legal and "S" not in suits(legal)
    assert ruling(r, "50D2")["offender"] == "W"


def f_play_45e(n: str) -> None:
    r = final(n)
    complete(r, "4HX", "S", 7, -800)
    rr = ruling(r, "45E", "50B")
    assert (rr["offender"], rr["chooser"], rr["outcome"]) == ("E", None, ["45E1", "50B"])
    mid, _ = after(n, "director")
    assert penalty(mid, "E") == [("CQ", "major", "45E")]
    assert mid["pending"] == {"chooser": "S", "options": ["50D2a-require", "50D2a-prohibit",
                                                          "50D2b"], "laws": ["50D2"]}
    mid, legal = after(n, "S chooses 50D2a-require")
    assert penalty(mid, "E") == [] and restrictions(mid) == [("W", "require", "C", "next-lead")]
    assert legal == ["C3", "C7", "C9", "CJ"]


def f_play_57a1(n: str) -> None:
    r = final(n)
    complete(r, "4HX", "W", 10, -590)
    rr = ruling(r, "57")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("S", "W", "57A1")
    assert rr["options"] == ["57A1", "57A2", "57A3", "57A4"]
    mid, _ = after(n, "director")
    assert penalty(mid, "S") == [("H3", "major", "57A")]
    assert after(n, "W chooses 57A1")[1] == ["HT"]  # North's highest heart
    assert after(n, "E H2")[1] == ["H3"]  # South's penalty card, at his turn


def f_play_57a3(n: str) -> None:
    r = final(n)
    complete(r, "4S", "W", 9, 100)
    rr = ruling(r, "57")
    assert (rr["offender"], rr["chooser"], rr["chosen"], rr["chosen_arg"]) == (
        "N", "W", "57A3", "D")
    mid, legal = after(n, "W chooses 57A3 D")
    assert penalty(mid, "N") == [("S7", "major", "57A")]
    assert legal == ["D2", "D4", "DK", "DQ"]  # South, void in spades, must play a diamond
    assert after(n, "W S4")[1] == ["S7"]  # the penalty card is North's card to the trick


def f_play_57a_lead(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 9, 400)
    rr = ruling(r, "57")
    assert (rr["offender"], rr["chooser"], rr["chosen"]) == ("W", "S", "57A2")
    mid, legal = after(n, "S chooses 57A2")
    assert penalty(mid, "W") == [("SA", "major", "57A")] and legal == ["D4"]
    mid, legal = after(n, "E D4")
    assert mid["tricks_declarer"] == 1 and legal == ["SA"]  # West won: 50D1, lead it now


def f_play_57c(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 10, 620)
    assert ruling(r, "57C")["outcome"] == ["57C3"]
    assert ruling(r, "57C", nth=1)["outcome"] == ["57C1"]
    assert [i["kind"] for i in r["irregularities"]] == ["play-out-of-turn"] * 2
    assert r["pending"] is None
    mid, legal = after(n, "W D7")
    assert mid["penalty_cards"] == {} and legal == ["DJ"]  # East's turn; his only diamond
    mid, _ = after(n, "E DJ")
    assert mid["tricks_declarer"] == 4  # ♦K won the trick: both early cards were played


def f_play_57d(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    first, second = ruling(r, "57D"), ruling(r, "57D", nth=1)
    assert (first["offender"], first["outcome"], first["chooser"]) == ("W", ["57D"], None)
    mid, legal = after(n, "W H3")
    assert mid["penalty_cards"] == {} and legal == ["H2", "H8", "HQ"]  # dummy plays next
    mid, _ = after(n, "W CA")
    assert second["offender"] == "W" and penalty(mid, "W") == [("CA", "major", "57D")]
    assert after(n, "S C2")[1] == ["CA"]  # 50D1: the first legal opportunity


def f_play_60a1(n: str) -> None:
    r = final(n)
    complete(r, "4H", "N", 10, 420)
    rr = ruling(r, "57", "60A")
    assert (rr["offender"], rr["chooser"], rr["chosen"], rr["by_conduct"]) == (
        "W", "N", "60A1", True)
    mid, _ = after(n, "N S2")
    assert mid["penalty_cards"] == {} and mid["status"] == "in-progress"
    mid, legal = after(n, "E S4")
    assert mid["tricks_declarer"] == 2 and "DJ" not in legal  # West's ♦5 leads trick 6
    assert suits(legal) == {"C", "H", "S"}  # North has no diamond left


def f_play_58a(n: str) -> None:
    r = final(n)
    complete(r, "3S", "W", 9, -140)
    rr = ruling(r, "57D")
    assert (rr["offender"], rr["outcome"]) == ("S", ["57D"])
    # North's lead is the lead; South's card, deemed played after it, is 57D's (it stands)
    assert [i["kind"] for i in r["irregularities"]] == ["play-out-of-turn"]
    _, legal = after(n, "N DK simultaneous")
    assert legal == ["D4"]  # dummy plays second to the ♦K; South's ♦6 waits for his turn


def f_play_58b(n: str) -> None:
    r = final(n)
    complete(r, "3NT", "S", 7, -200)
    assert ruling(r, "58B")["outcome"] == ["58B2", "50B"]
    assert ruling(r, "58B", nth=1)["outcome"] == ["58B1"]
    mid, _ = after(n, "W C6 C9")
    assert penalty(mid, "W") == [("C9", "minor", "58B2")]
    assert after(n, "S CK")[1] == ["C9", "CT"]  # 50C: the ♣9, or an honour
    mid, _ = after(n, "E H2 H3 hidden")
    assert mid["penalty_cards"] == {}  # 58B1: the ♥3 goes back, no penalty card


def f_play_45f(n: str) -> None:
    r = final(n)
    complete(r, "4S", "S", 7, -150)
    assert ruling(r, "45F")["offender"] == "N"
    assert ruling(r, "57C")["outcome"] == ["57C2"]
    mid, _ = after(n, "E S8")
    assert mid["penalty_cards"] == {} and mid["pending"] is None
    assert after(n, "W S3")[1] == ["SA"]  # dummy: the spade declarer then calls


# ------------------------------------------------------------------ revokes (Laws 61-64)
def revokes(result: Json) -> list[tuple[int, str, str, str | None, int]]:
    """Each revoke as (trick, offender, card, clause, tricks transferred)."""
    return [(x["trick"], x["offender"], x["card"], x["clause"], x["transferred"])
            for x in result["revokes"]]


def established_after(name: str, line: str) -> list[bool]:
    return [x["established"] for x in after(name, line)[0]["revokes"]]


def f_revoke_64a1(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 7, -50)  # 9 tricks as played, 2 transferred
    assert revokes(r) == [(1, "N", "S4", "64A1", 2)]
    assert ruling(r, "63")["outcome"] == ["63B"] and ruling(r, "63")["chooser"] is None
    assert established_after(n, "N S4") == [False]
    mid, _ = after(n, "N D3")
    assert [x["established"] for x in mid["revokes"]] == [True] and mid["tricks_declarer"] == 1


def f_revoke_64a2(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 10, 170)  # 9 tricks as played, 1 transferred
    assert revokes(r) == [(1, "W", "C4", "64A2", 1)]
    assert established_after(n, "N H7") == [False]
    assert established_after(n, "E H4") == [True]


def f_revoke_64b1(n: str) -> None:
    r = final(n)
    complete(r, "7NT", "N", 13, 1520)
    assert revokes(r) == [(1, "W", "D2", "64B1", 0)]
    assert r["revokes"][0]["equity"] in (None, {"had_followed": 13, "after_transfer": 13,
                                                "compensated": True})


def f_revoke_62a(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 9, 140)
    ((trick, offender, card, _clause, moved),) = revokes(r)
    assert (trick, offender, card, moved) == (1, "W", "C4", 0)
    assert (r["revokes"][0]["established"], r["revokes"][0]["corrected"]) == (False, True)
    rr = ruling(r, "62A")
    assert (rr["chooser"], rr["chosen"], rr["chosen_arg"]) == ("W", "62A", "H3")
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "W", "options": ["62A"], "laws": ["62A"]}
    mid, _ = after(n, "W chooses 62A H3")
    assert penalty(mid, "W") == [("C4", "major", "62B1")]
    mid, legal = after(n, "N chooses 50D2a-require")
    assert restrictions(mid) == [("E", "require", "C", "next-lead")]
    assert legal == ["C3", "C7", "C8", "CQ"]


def f_revoke_62d(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)  # West's DT wins trick 12 after the correction
    ((trick, offender, card, _clause, moved),) = revokes(r)
    assert (trick, offender, card, moved) == (12, "W", "CT", 0)
    assert r["revokes"][0]["corrected"] is True
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "W", "options": ["62A"], "laws": ["62A"]}
    mid, legal = after(n, "W chooses 62A DT")
    assert penalty(mid, "W") == [("CT", "major", "62B1")] and legal == ["CT"]


def f_revoke_64b2(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 10, 170)  # 9 as played; only the first revoke transfers
    assert revokes(r) == [(1, "W", "C4", "64A2", 1), (2, "W", "C6", "64B2", 0)]
    assert established_after(n, "W C6") == [True, False]
    assert established_after(n, "E D4") == [True, True]


def f_revoke_64b7(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 9, 140)  # the tricks as played
    assert revokes(r) == [(1, "W", "C4", "64B7", 0), (2, "N", "S4", "64B7", 0)]
    assert established_after(n, "N D3") == [True, True]


def f_revoke_64c(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 9, 140)  # 8 as played, 1 transferred
    assert revokes(r) == [(11, "W", "C9", "64A2", 1)]
    equity = r["revokes"][0]["equity"]
    # worked out by hand in tests/laws/test_law61_64_revokes_at_the_table.py (64C)
    assert equity in (None, {"had_followed": 8, "after_transfer": 9, "compensated": True})
    assert established_after(n, "W CT") == [True]


# ------------------------------------- defective tricks, inspection, wrong hands (13, 62C, 65-67)
def report_lines(name: str, prefix: str) -> list[str]:
    """The notes of the JSON result that start with ``prefix`` (the Law 65B3 and 66 notes)."""
    notes: list[str] = final(name).get("notes", [])
    return [line for line in notes if line.startswith(prefix)]


def f_67a1_middle(n: str) -> None:
    """67A1: West's omitted card goes into quitted trick 1 and wins it."""
    r = final(n)
    complete(r, "2S", "N", 7, -50)
    rr = ruling(r, "67A")
    assert (rr["offender"], rr["chooser"], rr["chosen_arg"], rr["outcome"]) == (
        "W", "W", "HK", ["67A1"])
    mid, _ = after(n, "N H7")
    assert mid["tricks_declarer"] == 1  # North's seven won the trick of three cards
    assert mid["pending"] is None and mid["status"] == "awaiting-director"
    mid, legal = after(n, "W chooses 67A HK")
    assert mid["tricks_declarer"] == 0 and len(legal) == 12  # West won it and leads anything


def f_67a1_winner_changes(n: str) -> None:
    """67A1 after the apparent winner led: the new winner leads, the lead goes back (44G)."""
    r = final(n)
    complete(r, "2S", "N", 7, -50)
    assert ruling(r, "67A")["outcome"] == ["67A1"]
    assert [i["kind"] for i in r["irregularities"]] == ["defective-trick"]  # no lead out of turn
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "W", "options": ["67A"], "laws": ["67A"]}
    assert mid["tricks_declarer"] == 1  # only North-South have played to trick 2: still 67A
    mid, legal = after(n, "W chooses 67A HK")
    assert mid["tricks_declarer"] == 0 and len(legal) == 12  # West leads to trick 2


def f_67a1_second_seat(n: str) -> None:
    """67A1 in the trick in progress: West's card takes its place, East plays fourth."""
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    assert ruling(r, "67A")["outcome"] == ["67A1"]
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "W", "options": ["67A"], "laws": ["67A"]}
    mid, legal = after(n, "W chooses 67A SQ")
    assert mid["pending"] is None and legal == ["S7", "S8", "ST"]  # East follows, fourth
    mid, legal = after(n, "E S7")
    assert mid["tricks_declarer"] == 1 and "H3" in legal  # West's queen won; he leads


def f_67a1_dummy(n: str) -> None:
    """67A1 for dummy: declarer supplies dummy's card (45B)."""
    r = final(n)
    complete(r, "2S", "N", 6, -100)
    rr = ruling(r, "67A")
    assert (rr["offender"], rr["chooser"], rr["chosen_arg"]) == ("S", "N", "H8")
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "N", "options": ["67A"], "laws": ["67A"]}
    assert after(n, "N chooses 67A H8")[1] == ["H7", "H9", "HT"]  # North plays fourth


def f_67b1(n: str) -> None:
    """67B1: the card placed later does not change the winner; a deemed revoke (64A2)."""
    r = final(n)
    complete(r, "2S", "N", 11, 200)  # 10 as played, 1 transferred
    rr = ruling(r, "67B1")
    assert (rr["chooser"], rr["chosen_arg"], rr["outcome"]) == ("W", "HK", ["67B1a"])
    assert revokes(r) == [(1, "W", "HK", "64A2", 1)]
    mid, _ = after(n, "director")
    assert mid["pending"] == {"chooser": "W", "options": ["67B1"], "laws": ["67B1"]}
    mid, legal = after(n, "W chooses 67B1 HK")
    assert mid["tricks_declarer"] == 1  # trick 1 stays North's
    assert legal == ["D7", "D8", "DT"]  # West plays fourth to trick 2


def f_67a2(n: str) -> None:
    """67A2 by 58B1: the unseen card goes back to the hand; no penalty card."""
    r = final(n)
    complete(r, "2S", "N", 9, 140)
    rr = ruling(r, "67A2")
    assert (rr["offender"], rr["chooser"], rr["outcome"]) == ("W", None, ["67A2", "58B1"])
    assert "revokes" not in r
    mid, _ = after(n, "director")
    assert mid["penalty_cards"] == {} and mid["pending"] is None
    assert after(n, "W H6")[1] == ["H9", "HT"]  # the six came back and is played to trick 7


def f_67b2(n: str) -> None:
    """67B2: the extra card goes back, deemed held throughout: the discard is a revoke."""
    r = final(n)
    complete(r, "2S", "N", 7, -50)  # 6 as played, 1 transferred
    rr = ruling(r, "67B2")
    assert (rr["chooser"], rr["outcome"]) == (None, ["67B2", "61A"])
    assert revokes(r) == [(5, "W", "D8", "64A2", 1)]
    mid, _ = after(n, "W D7")
    assert "revokes" not in mid  # nobody knows yet: West holds the six unseen
    assert established_after(n, "director") == [True]


def f_65b3(n: str) -> None:
    """65B3: in time, put right; late, Law 16B may apply. Neither is an irregularity."""
    r = final(n)
    complete(r, "3C", "W", 8, 50)
    assert r["irregularities"] == [] and r["rulings"] == []
    notes = report_lines(n, "Law 65B3")
    assert len(notes) == 2
    assert "trick 6" in notes[0] and "in time" in notes[0]
    assert "trick 7" in notes[1] and "the right had expired" in notes[1] and "16B" in notes[1]


def f_66a_66b(n: str) -> None:
    """66A and 66B in time; the same look after partner led is a 66C inspection."""
    r = final(n)
    complete(r, "2S", "N", 6, -100)
    mid, _ = after(n, "W peeks")
    assert mid["irregularities"] == []
    rr = ruling(r, "66C")
    assert (rr["event"], rr["offender"], rr["outcome"]) == (16, "W", ["66C", "16B"])
    assert [i["kind"] for i in r["irregularities"]] == ["quitted-trick-inspected"]
    assert len(report_lines(n, "Law 66A: West has")) == 1
    assert len(report_lines(n, "Law 66B: West looks")) == 1


def f_66c(n: str) -> None:
    """66C: a player's inspection is an irregularity, the Director's is not."""
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    rr = ruling(r, "66C")
    assert (rr["offender"], rr["chooser"], rr["outcome"]) == ("W", None, ["66C", "16B"])
    mid, _ = after(n, "W inspects 5")
    assert mid["status"] == "in-progress"  # no rectification of its own: play goes on
    mid, _ = after(n, "director inspects 5")
    assert len(mid["irregularities"]) == 1
    assert report_lines(n, "Law 66C: at the Director's instruction") != []


def f_66d(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    assert r["irregularities"] == [] and r["rulings"] == []
    assert len(report_lines(n, "Law 66D: play has ended; East inspects")) == 1


def f_13a1(n: str) -> None:
    """13A1: no call by North or East yet: the hands are corrected, the board goes on."""
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    assert ruling(r, "13")["outcome"] == ["13A1"] and judged(r) == []
    assert "result_cancelled" not in r
    mid, calls = calls_after(n, "director rules 13")
    assert mid["pending"] is None and "1S" in calls  # North calls over 1C
    assert "HA" in after(n, "N P")[1]  # East, to call, holds his ace again


def f_14a1(n: str) -> None:
    """14A1: the queen, found before the opening lead, is back; nothing else happens."""
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    assert r["irregularities"] == [] and r["rulings"] == []
    assert report_lines(n, "Law 14A1: ♠Q, missing from the hand of West, is found") != []
    mid, _ = after(n, "W finds SQ")
    assert mid["notes"][0].startswith("Law 14A1")


def f_14b2(n: str) -> None:
    """14B2/14B4: the queen found later makes West's discard on trick 4 a revoke, corrected
    under 62A with the queen; the diamond seven is a major penalty card (62B1)."""
    mid, _ = after(n, "W D7")
    assert "revokes" not in mid  # West had no spade he could see: no revoke yet
    mid, _ = after(n, "W finds SQ")
    (revoke,) = mid["revokes"]
    assert (revoke["trick"], revoke["card"], revoke["established"]) == (4, "D7", False)
    assert report_lines(n, "Law 14B4: West failed to follow suit") != []
    mid, _ = after(n, "W chooses 62A SQ")
    assert mid["penalty_cards"] == {"W": [{"card": "D7", "kind": "major", "law": "62B1"}]}
    r = final(n)
    complete(r, "2S", "N", 6, -100)
    assert ruling(r, "62A")["outcome"] == ["62B1", "62C1"]


def f_13b1(n: str) -> None:
    r = final(n)
    complete(r, "2S", "N", 8, 110)
    assert ruling(r, "13")["outcome"] == ["13B", "13B1"]
    assert judged(r) == [("13B1", "yes")]
    mid, legal = after(n, "director rules 13")
    assert mid["pending"] == {"chooser": "director", "options": ["yes", "no"], "laws": ["13B1"]}
    assert legal == []  # East may not lead until the Director has judged
    assert "HA" in after(n, "director rules 13B1 yes")[1]  # the ace is back in East's hand


def cancelled(result: Json, clause: str, outcome: tuple[str, str, int], score: int) -> None:
    """The table result cancelled under ``clause`` and one adjusted score (12C1a)."""
    assert result["status"] == "complete" and result["score_ns"] is None
    assert result["result_cancelled"] == clause
    (adj,) = result["adjusted_scores"]
    (o,) = adj["outcomes"]
    assert adj["clause"] == "12C1a" and (o["contract"], o["declarer"], o["tricks"]) == outcome
    assert adj["score_ns"] == score


def f_13b2_no(n: str) -> None:
    r = final(n)
    cancelled(r, "13B2", ("2S", "N", 8), 110)
    assert ruling(r, "13")["outcome"] == ["13B", "13B2"]
    assert judged(r)[0] == ("13B1", "no")
    mid, _ = after(n, "director rules 13B1 no")
    assert mid["status"] == "awaiting-director" and mid["result_cancelled"] == "13B2"


def f_13b2_played(n: str) -> None:
    """13B2 at once: the card was played from the wrong hand; nothing is asked."""
    r = final(n)
    cancelled(r, "13B2", ("2S", "N", 7), -50)
    assert ruling(r, "13")["outcome"] == ["13B2"]
    assert [j["clause"] for j in r["judgments"]] == ["12C1a"]  # no 13B1 question
    mid, legal = after(n, "director rules 13")
    assert mid["status"] == "awaiting-director" and legal == []  # the board has ended


def f_revoke_62c1(n: str) -> None:
    """62C1 first: declarer's take-back wins the trick, so no 50D2 choice is left."""
    r = final(n)
    complete(r, "2S", "N", 9, 140)
    assert revokes(r) == [(1, "W", "C7", "62A", 0)]
    assert ruling(r, "62C")["outcome"] == ["62C1"]
    assert [x["laws"] for x in r["rulings"]] == [["62A"], ["62C"]]  # no 50D2 ruling
    mid, _ = after(n, "W chooses 62A H3")
    assert mid["pending"] == {"chooser": "N", "options": ["50D2a-require", "50D2a-prohibit",
                                                          "50D2b"], "laws": ["50D2"]}
    mid, legal = after(n, "N HK instead")
    assert mid["pending"] is None and mid["tricks_declarer"] == 1
    assert penalty(mid, "W") == [("C7", "major", "62B1")]
    assert "C2" in legal and len(legal) == 12  # North leads to trick 2
    assert after(n, "S H4")[1] == ["C7"]  # 50D1: West plays his penalty card to trick 2


FACTS: dict[str, Callable[[str], None]] = {
    "54A-declarer-becomes-dummy": f_54a_statement,
    "54A-by-conduct": f_54a_conduct,
    "54B-accepted-by-statement": f_54b_statement,
    "54B-accepted-by-conduct": f_54b_conduct,
    "54C-dummy-exposed": f_54c,
    "54D-50D2a-require": f_54d_require,
    "54D-50D2a-prohibit": f_54d_prohibit,
    "54D-50D2b-card-stays": f_54d_50d2b,
    "53A-accepted-by-statement": f_53a_statement,
    "53A-accepted-by-conduct": f_53a_conduct,
    "56-refused-then-50D2": f_56,
    "53B-proper-lead": f_53b,
    "55B1-declarer-retracts": f_55b1,
    "55B2-wrong-hand": f_55b2,
    "55A-defenders-disagree": f_55a,
    "60B-defender-plays-early": f_60b,
    "52B1a-accepted": f_52b1a,
    "52B1b-declarer-played-on": f_52b1b,
    "52B2-substituted": f_52b2,
    "51B2-two-suits": f_51b2,
    "53A-trick-13-retracted": f_53a_trick13,
    "awaiting-choice": f_awaiting,
    "auction-16C-withdrawn-calls-listed": f_16c,
    "auction-21B1-misinformation-change-of-call": f_21b1,
    "auction-25A-unintended-call": f_25a,
    "auction-25B1-change-accepted": f_25b1,
    "auction-25B2-change-refused": f_25b2,
    "auction-27A-accepted": f_27a,
    "auction-27B1a-lowest-sufficient-bid": f_27b1a,
    "auction-27B1b-comparable-call": f_27b1b,
    "auction-27B2-partner-barred": f_27b2,
    "auction-27B3-double-cancelled": f_27b3,
    "auction-27B4-second-insufficient-bid": f_27b4,
    "auction-28A-call-at-barred-rhos-turn": f_28a,
    "auction-28B-correct-player-calls": f_28b,
    "auction-29A-accepted": f_29a,
    "auction-30A-pass-at-rhos-turn": f_30a,
    "auction-30B1-pass-at-partners-turn": f_30b1,
    "auction-31A1-bid-repeated": f_31a1,
    "auction-31A2b-26B-prohibition-on-opening-lead": f_31a2b,
    "auction-31B-bid-at-partners-turn": f_31b,
    "auction-32A1-double-repeated": f_32a1,
    "auction-32B-double-at-partners-turn": f_32b,
    "auction-34-17D3-pass-out-of-rotation-revert": f_34,
    "auction-36A-lho-calls-over-inadmissible-double": f_36a,
    "auction-36B-inadmissible-double": f_36b,
    "auction-37B-barred-player-bids": f_37b,
    "auction-38-bid-of-more-than-seven": f_38,
    "auction-39B-dummy-calls-after-final-pass": f_39b,
    "auction-39C-defender-doubles-after-final-pass": f_39c,
    "auction-chain-insufficient-out-of-rotation-then-insufficient": f_chain_ib_out_of_rotation,
    "auction-chain-out-of-rotation-then-insufficient-then-out-of-rotation": f_chain_out_ib_out,
    "play-45E-fifth-card-then-50D2": f_play_45e,
    "play-45F-57C2-dummy-indicates": f_play_45f,
    "play-46B1a-high": f_play_46b1a,
    "play-46B1b-46B2-win-then-suit": f_play_46b1b_46b2,
    "play-46B3a-rank-continues-dummys-suit": f_play_46b3a,
    "play-46B5-any-defender-designates": f_play_46b5,
    "play-49-major-honour-then-50D2": f_play_49_major,
    "play-49-minor-spot-card-dropped": f_play_49_minor,
    "play-57A-premature-lead-to-next-trick": f_play_57a_lead,
    "play-57A1-partner-plays-highest": f_play_57a1,
    "play-57A3-partner-plays-suit-named": f_play_57a3,
    "play-57C3-57C1-declarer-early-card-stands": f_play_57c,
    "play-57D-legal-and-illegal": f_play_57d,
    "play-58A-simultaneous-opening-leads": f_play_58a,
    "play-58B1-58B2-cards-at-once": f_play_58b,
    "play-60A1-forfeited-by-lho": f_play_60a1,
    "revoke-62A-corrected-penalty-card": f_revoke_62a,
    "revoke-62D-trick-12-corrected": f_revoke_62d,
    "revoke-64A1-declarer-ruffs-and-wins": f_revoke_64a1,
    "revoke-64A2-defender-discards": f_revoke_64a2,
    "revoke-64B1-offenders-win-nothing": f_revoke_64b1,
    "revoke-64B2-second-revoke-same-suit": f_revoke_64b2,
    "revoke-64B7-both-sides-revoke": f_revoke_64b7,
    "revoke-64C-equity-late-revoke": f_revoke_64c,
    "revoke-62C1-take-back-before-50D2": f_revoke_62c1,
    "defective-67A1-middle-seat": f_67a1_middle,
    "defective-67A1-winner-changes-lead-goes-back": f_67a1_winner_changes,
    "defective-67A1-second-seat-trick-in-progress": f_67a1_second_seat,
    "defective-67A1-dummy-omits": f_67a1_dummy,
    "defective-67B1-deemed-revoke": f_67b1,
    "defective-67A2-unnoticed-card": f_67a2,
    "defective-67B2-unnoticed-card-later-revoke": f_67b2,
    "inspection-65B3-pointed-card-in-time-and-late": f_65b3,
    "inspection-66A-66B-review-and-peek": f_66a_66b,
    "inspection-66C-quitted-trick": f_66c,
    "inspection-66D-after-play": f_66d,
    "cards-13A1-corrected-before-calls": f_13a1,
    "cards-13B1-corrected-play-goes-on": f_13b1,
    "cards-13B2-not-playable-adjusted-score": f_13b2_no,
    "cards-13B2-card-already-played": f_13b2_played,
    "missing-14A1-found-before-the-lead": f_14a1,
    "missing-14B2-found-later-revoke": f_14b2,
}


@pytest.mark.parametrize("name", sorted(FACTS))
def test_key_facts(name: str) -> None:
    """The case's clause, chooser, option and consequence, checked from the JSON result."""
    FACTS[name](name)


def test_demo_record_plays_to_the_end_of_the_deal() -> None:
    """The shipped demo: 54D, then 50D2a-prohibit, then all 13 tricks and a Law 77 score."""
    text = resources.files("bridgelaws").joinpath("data", "demo.pbn").read_text("utf-8")
    (game,) = loads(text)
    r = result_json(Table.from_game(game))
    complete(r, "2S", "N", 7, -50)
    assert [x["chosen"] for x in r["rulings"]] == ["54D", "50D2a-prohibit"]
