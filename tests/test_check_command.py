"""Tolerant reading (issue 19): ``bridgelaws check FILE...`` lists every problem of every game;
``bridgelaws rule`` rules the good games of a file and reports each bad one; the PBN reader
collects errors per game and goes on, accepting what it accepted before."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.errors import RecordError
from bridgelaws.record import loads, read_games

RECORDS = Path(__file__).parent / "records"
MANY = RECORDS / "many" / "club-night.pbn"
LIN = RECORDS / "lin"
BROKEN = [
    f"{MANY}:540: card SA is dealt twice",
    f"{MANY}:1487: unknown card 'CO'",
    f"{MANY}:2292: W does not hold C9",
]


def test_check_lists_the_three_broken_games_among_fifty(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(MANY), "--lang", "en"]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == [*BROKEN, f"{MANY}: problems in 3 of 50 games"]


def test_rule_rules_the_good_games_and_reports_the_bad(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", str(MANY), "--json", "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    results = json.loads(out)
    assert len(results) == 47
    assert {r["board"] for r in results} == set(range(1, 51)) - {12, 27, 41}
    assert all(r["status"] == "complete" for r in results)
    assert err.splitlines() == BROKEN
    # the text report too
    assert main(["rule", str(MANY), "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    assert out.count("Board ") >= 47 and err.splitlines() == BROKEN


def test_check_several_files_pbn_and_lin(capsys: pytest.CaptureFixture[str]) -> None:
    good = sorted(p for p in LIN.glob("*.lin") if p.name != "impossible-card.lin")
    assert main(["check", *map(str, good), "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{p}: {n} {'game' if n == 1 else 'games'}, no problem"
                   for p, n in zip(good, (1, 1, 6), strict=True)]
    bad = LIN / "impossible-card.lin"
    assert main(["check", str(bad), str(MANY), "--lang", "en"]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (f"{bad}:7: board c2, token 209 pc|S3|: N does not hold S3: it was "
                      "dealt to E")
    assert out[1] == f"{bad}: problems in 1 of 6 games"
    assert out[2:5] == BROKEN


def test_check_in_russian_and_a_missing_file(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.pbn"
    assert main(["check", str(missing), str(MANY), "--lang", "ru"]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{missing}: ") and "файл" in out[0]
    assert out[1] == f"{MANY}:540: карта SA сдана дважды"
    assert out[-1] == f"{MANY}: проблемы в 3 из 50 игр"


def test_check_all_records_of_the_suite_that_load(capsys: pytest.CaptureFixture[str]) -> None:
    paths = sorted((RECORDS / "examples").glob("*.pbn"))
    assert paths
    code = main(["check", *map(str, paths), "--lang", "en"])
    out = capsys.readouterr().out
    assert "card-not-held.pbn:" in out  # the impossible example is listed
    assert code == 2


# --------------------------------------------------------------------------- the PBN reader

GOOD = '''[Board "1"]
[Deal "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"]
[TableLog ""]
N 1S
E P
S 2S
W P
N P
E P
'''


def test_every_problem_of_every_game_is_collected() -> None:
    text = "\n".join([
        GOOD,
        GOOD.replace('"1"', '"2"').replace("E P\nS 2S", "E P\nS 2Z\nW HQQ"),   # two bad lines
        '[Board "3"\n[Deal "N:AKQJ.T98.765.432 - - -"]\n',                     # bad tag line
        GOOD.replace('"1"', '"4"'),
        GOOD.replace('"1"', '"5"').replace("[Board", "[Board \"5\"]\n[Board"),  # tag twice
        GOOD.replace('"1"', '"6"'),
    ])
    readings = read_games(text, file="m.pbn")
    assert [r.ok for r in readings] == [True, False, False, True, False, True]
    assert [[e.located() for e in r.errors] for r in readings if not r.ok] == [
        ["m.pbn:16: unknown call '2Z'", "m.pbn:17: unknown card 'HQQ'"],
        ['m.pbn:22: malformed tag line: expected [Name "value"]',
         "m.pbn:23: a hand needs four suits separated by dots: '-'"],
        ["m.pbn:36: tag [Board] appears twice in one game (a blank line must separate "
         "games)"],
    ]
    assert [r.game.board for r in readings if r.game is not None] == [1, 4, 6]
    # the strict reader stops at the first
    with pytest.raises(RecordError) as info:
        loads(text, file="m.pbn")
    assert info.value.located() == 'm.pbn:22: malformed tag line: expected [Name "value"]'


def test_text_before_the_first_tag_goes_with_the_first_game() -> None:
    readings = read_games("this is no record\n" + GOOD + "\n" + GOOD.replace('"1"', '"2"'))
    assert [r.ok for r in readings] == [False, True]
    assert str(readings[0].errors[0]).startswith("text before the first tag")
    readings = read_games("")
    assert [(r.game, str(r.errors[0])) for r in readings] == [(None, "the record is empty")]
    readings = read_games(GOOD + "{ a comment never closed\n")
    assert [str(e) for e in readings[0].errors] == [
        "a comment opened with '{' is never closed"]


def test_what_the_strict_reader_accepts_the_tolerant_reader_accepts_alike() -> None:
    for path in sorted(RECORDS.rglob("*.pbn")):
        text = path.read_text(encoding="utf-8")
        try:
            games = loads(text, file=str(path))
        except RecordError as exc:
            first = next(e for r in read_games(text, file=str(path)) for e in r.errors)
            if path.parent.name != "many":  # one game: the same first error
                assert first.located() == exc.located(), path
            continue
        readings = read_games(text, file=str(path))
        assert [r.game for r in readings] == games, path
        assert all(r.ok for r in readings), path
