"""``bridgelaws score``: text, JSON, CSV, HTML, PBN, and bad input (exit 2, one line)."""

from __future__ import annotations

import csv
import io
import json
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path

import pytest

from bridgelaws.cli import main

EXAMPLE = str(resources.files("bridgelaws").joinpath("data", "club-session.pbn"))


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["score", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_text_ranking_and_travellers(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, EXAMPLE, "--lang", "en")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Thursday Pairs — Matchpoints (Law 78A)"
    assert lines[3].split() == ["Rank", "Pair", "Names", "Boards", "MP", "Top", "%"]
    # pair 3 wins with 6.85 of 12 matchpoints: 57.08 %
    assert lines[4].split()[:2] == ["1", "3"] and lines[4].endswith("6.85   12  57.08")
    assert out.count("Board ") == 6
    assert "adjusted score 12C1c (weighted): 3NT N 9 (600) 70%, 3NT N 10 (630) 30%" in out
    assert "adjusted score 12C2 (artificial): North-South average plus" in out
    # aligned tables: in each traveller the rows end where the header ends (the last
    # column is right-aligned), the mark of an adjusted score aside
    for block in out.split("\n\n")[1:]:
        header, *rows = block.splitlines()[1:]
        for row in rows:
            if not row.startswith("* "):
                assert len(row.removesuffix("*").rstrip()) == len(header), (header, row)


def test_text_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--lang", "ru")
    assert code == 0
    assert "Матчпойнты (Правило 78A)" in out and "Место" in out and "Сдача 6" in out


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["method"] == "mp"
    assert [(r["pair"], r["percent"]) for r in data["ranking"]][:2] == [("3", 57.08),
                                                                       ("6", 53.33)]
    board5 = data["boards"][4]
    adjusted = next(r for r in board5["results"] if r["adjustment"])
    assert adjusted["adjustment"]["clause"] == "12C1c"
    assert [o["weight"] for o in adjusted["adjustment"]["outcomes"]] == [0.7, 0.3]
    assert adjusted["mp_ns"] == 1.65
    board6 = data["boards"][5]
    art = next(r for r in board6["results"] if r["adjustment"])
    assert art["adjustment"]["artificial"] == {"ns": "A+", "ew": "A-"}
    assert (art["percent_ns"], art["percent_ew"]) == (60, 40)


@pytest.mark.parametrize("method", ["butler", "cross-imp"])
def test_json_imp_methods(capsys: pytest.CaptureFixture[str], method: str) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--json", "--method", method)
    assert code == 0
    data = json.loads(out)
    assert data["method"] == method
    assert {"pair", "imps"} <= set(data["ranking"][0])
    assert {r["pair"] for r in data["ranking"]} == {"1", "2", "3", "4", "5", "6"}


def test_csv(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--csv")
    assert code == 0
    rows = list(csv.DictReader(io.StringIO(out)))
    assert len(rows) == 6
    assert rows[0] == {"rank": "1", "pair": "3", "names": "Elena Sokolova – Fyodor Orlov",
                       "boards": "6", "matchpoints": "6.85", "top": "12", "percent": "57.08"}


_VOID = frozenset({"meta", "br", "link", "img", "input", "hr"})


class _Checker(HTMLParser):

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.problems: list[str] = []
        self.external: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("src", "href") and value:
                self.external.append(value)
        if tag not in _VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.stack or self.stack.pop() != tag:
            self.problems.append(tag)


def test_html_page(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "results.html"
    code, out, err = _run(capsys, EXAMPLE, "--html", str(out_file), "--lang", "en")
    assert code == 0 and out == "" and err == ""
    page = out_file.read_text(encoding="utf-8")
    checker = _Checker()
    checker.feed(page)
    assert checker.problems == [] and checker.stack == []
    assert checker.external == []  # no external resources
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in page
    assert page.count('<section class="board"') == 6
    assert page.count('<div class="deal">') == 6
    assert "Makeable contracts (double dummy)" in page
    # board 6: West makes 10 tricks in clubs double dummy: 4C, shown as level 4
    board6 = page.split('id="board-6"')[1]
    assert "<tr><td class=\"l\">♣</td><td>–</td><td>–</td><td>4</td><td>4</td></tr>" in board6
    # board 6: East-West make 4C double dummy, par 4C by East or West (NS -130)
    assert "Par: North-South −130 (4♣ E =, 4♣ W =)" in page
    assert "&lt;" not in page.split("<main>")[0]


def test_html_to_stdout_without_analysis(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--html", "--no-analysis", "--lang", "ru")
    assert code == 0
    assert out.startswith("<!DOCTYPE html>") and '<html lang="ru">' in out
    assert "Итоги" in out and "Par:" not in out


def test_pbn_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, EXAMPLE, "--pbn")
    assert code == 0
    assert out.startswith("% PBN 2.1\n% EXPORT\n")
    assert "[TotalScoreTable " in out and out.count("[ScoreTable ") == 6


BAD = [
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 99\n',
     ":3: bad Result '99'"),
    ("", ":1: the session file holds no game"),
    ('[Board "1"]\n[Contract "4S"]\n[Declarer "N"]\n[Result "10"]\n', ":1: board 1: no "
     "[PairId_NS] tag"),
    ('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n'
     '[Adjusted ""]\nNS 1 EW 2 director rules 12C9 A+ A-\n', ":5: unknown clause '12C9'"),
]


@pytest.mark.parametrize(("text", "cause"), BAD)
def test_bad_input_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str,
                          cause: str) -> None:
    path = tmp_path / "bad.pbn"
    path.write_text(text, encoding="utf-8")
    code, out, err = _run(capsys, str(path), "--lang", "en")
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith(str(path) + cause), err


def test_missing_file_and_team_method_on_a_pairs_session(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = _run(capsys, str(tmp_path / "none.pbn"))
    assert code == 2 and "cannot read the file" in err and err.count("\n") == 1
    code, _, err = _run(capsys, EXAMPLE, "--method", "imp", "--lang", "en")
    assert code == 2 and "no result in the other room" in err and err.count("\n") == 1
