"""Law 12C — the Director's adjusted score in a table record (``director rules 12C…``): kept
beside the table result, in the JSON result (``adjusted_scores``) and the report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.errors import RecordError
from bridgelaws.report import result_json
from tests.helpers import AUCTION_2S_N, record, table


def test_12C1c_weighted_score_is_kept_with_its_weighted_mean() -> None:
    t = table(AUCTION_2S_N + 'director rules 12C1c 2S N 8 60%, 3C W 9 40% "hesitation"\n')
    (adj,) = result_json(t)["adjusted_scores"]
    assert adj["kind"] == "weighted" and adj["reason"] == "hesitation"
    assert [o["score_ns"] for o in adj["outcomes"]] == [110, -110]
    assert adj["score_ns"] == pytest.approx(0.6 * 110 - 0.4 * 110)
    assert t.judgments[-1].clause == "12C1c"


def test_12C1a_assigned_and_12C2_artificial() -> None:
    t = table(AUCTION_2S_N + "director rules 12C1a 4S N 10\ndirector rules 12C2 A+ A-\n")
    assigned, artificial = result_json(t)["adjusted_scores"]
    assert assigned["score_ns"] == 420 and assigned["kind"] == "assigned"
    assert artificial["artificial"] == ["A+", "A-"] and artificial["score_ns"] is None


def test_12C_bad_weights_are_a_clear_error(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(RecordError, match="add up to 1"):
        table(AUCTION_2S_N + "director rules 12C1c 2S N 8 60%\n")
    path = tmp_path / "bad.pbn"
    path.write_text(record(AUCTION_2S_N + "director rules 12C9 A+\n"), encoding="utf-8")
    assert main(["rule", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:13:") and "12C9" in err and err[-1] == "\n"


def test_12C_in_the_json_of_the_cli(tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "adj.pbn"
    path.write_text(record(AUCTION_2S_N + "director rules 12C2 A A\n"), encoding="utf-8")
    assert main(["rule", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["adjusted_scores"][0]["artificial"] == ["A", "A"]
