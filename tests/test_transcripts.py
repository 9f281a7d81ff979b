"""Golden transcripts: a casebook of leads out of turn and penalty cards (Laws 50-56, 60).

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
