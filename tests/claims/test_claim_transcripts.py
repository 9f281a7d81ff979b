"""Golden transcripts of ``bridgelaws claim`` (English, Russian, JSON) for a few casebook
records, and the command's handling of bad input (one line ``FILE:LINE: cause``, exit 2)."""

from __future__ import annotations

import difflib
import importlib.util
import json
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "transcripts"
_spec = importlib.util.spec_from_file_location("claim_transcripts_regen", HERE / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

HINT = ("If the change is intended, read this diff as a director would, then run "
        "`.venv/bin/python tests/claims/transcripts/regen.py`.")


@pytest.mark.parametrize("name", regen.NAMES)
def test_golden_claim_transcript(name: str) -> None:
    problems: list[str] = []
    for suffix, (code, out, err) in regen.outputs(name).items():
        if code != 0 or err:
            problems.append(f"{name}{suffix}: exit code {code}, stderr: {err.strip()}")
        path = regen.golden(name, suffix)
        if not path.exists():
            problems.append(f"{path.name} is missing")
            continue
        expected = path.read_text(encoding="utf-8")
        if out != expected:
            problems.append("\n".join(difflib.unified_diff(
                expected.splitlines(), out.splitlines(), f"{path.name} (golden)",
                f"{path.name} (now)", lineterm="", n=2)))
    if problems:
        pytest.fail("\n\n".join(problems) + "\n\n" + HINT, pytrace=False)


def test_json_claim_object_fields() -> None:
    _code, out, _err = regen.run(regen.CASES / "70C-trump-not-mentioned.pbn", "--json")
    claim = json.loads(out)
    assert {"claimer", "claimed", "awarded", "double_dummy", "worst_line",
            "doubtful_points"} <= set(claim)
    assert (claim["claimer"], claim["claimed"], claim["awarded"], claim["double_dummy"]) == (
        "S", 4, 3, 4)
    assert claim["worst_line"][:4] == ["HA", "HT", "C2", "S2"]


def test_record_without_a_claim_is_bad_input(tmp_path: Path) -> None:
    record = tmp_path / "noclaim.pbn"
    record.write_text('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
                      '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[TableLog ""]\nN 1NT\n',
                      encoding="utf-8")
    code, out, err = regen.run(record)
    assert code == 2 and out == ""
    assert err.strip() == f"{record}:1: the game has no claim or concession to rule on"


def test_unreadable_record_is_bad_input(tmp_path: Path) -> None:
    record = tmp_path / "bad.pbn"
    record.write_text('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
                      '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[TableLog ""]\nN 1NT\n'
                      'E claims 3\n', encoding="utf-8")
    code, _out, err = regen.run(record)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith(f"{record}:5: ")


def test_rule_json_has_no_claim_key_without_a_claim() -> None:
    from bridgelaws.cli import main  # noqa: F401  (the rule command's JSON, unchanged)
    from bridgelaws.record import loads
    from bridgelaws.report import result_json
    from bridgelaws.table import Table

    text = ('[Board "1"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 '
            '432.AKQJ.T98.765"]\n[TableLog ""]\nN 1NT\n')
    (game,) = loads(text)
    assert "claim" not in result_json(Table.from_game(game))


def test_docs_claims_examples() -> None:
    import doctest

    docs = Path(__file__).resolve().parents[2] / "docs" / "claims.md"
    result = doctest.testfile(str(docs), module_relative=False)
    assert result.failed == 0
