"""What binds the players, stated in words in the text report (issue 18): bars, calls to be
repeated, lead and play restrictions and penalty cards while they are in force, each with its
law, in English and Russian; Russian rank letters as a setting (``--ranks ru``).

The records of ``tests/transcripts/in-force/`` are casebook records cut while something is in
force; their goldens are written by ``tests/transcripts/in-force/regen.py``. Beside the
goldens, :data:`IN_FORCE` holds the line each must state (so that a regenerated golden cannot
hide a wrong one).
"""

from __future__ import annotations

import difflib
import importlib.util
import re
from pathlib import Path

import pytest

from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.record import loads
from bridgelaws.render.report import bar_law, option_arg_text, render_table
from bridgelaws.render.text import card_text, localize_ranks, rank_text
from bridgelaws.table import Table

ROOT = Path(__file__).resolve().parent
HERE = ROOT / "transcripts" / "in-force"
_spec = importlib.util.spec_from_file_location("in_force_regen", HERE / "regen.py")
assert _spec is not None and _spec.loader is not None
regen = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(regen)

#: record -> (the English line, the Russian line) the report must contain
IN_FORCE: dict[str, tuple[str, str]] = {
    "27B2-partner-barred": ("West must pass throughout the auction (Law 27B2)",
                            "Запад должен пасовать до конца торговли (Правило 27B2)"),
    "30A-pass-at-next-turn": ("South must pass at his next turn to call (Law 30A)",
                              "Юг должен пасовать при своей следующей очереди (Правило 30A)"),
    "31A1-call-to-repeat": ("East must repeat 1♠ at his turn (Law 31A1)",
                            "Восток должен повторить 1♠ в свою очередь (Правило 31A1)"),
    "31A2b-pass-at-next-turn": ("West must pass at his next turn to call (Law 31A2b)",
                                "Запад должен пасовать при своей следующей очереди "
                                "(Правило 31A2b)"),
    "37B-both-barred": ("East must pass throughout the auction (Law 37B)\n"
                        "West must pass throughout the auction (Law 37B)",
                        "Восток должен пасовать до конца торговли (Правило 37B)\n"
                        "Запад должен пасовать до конца торговли (Правило 37B)"),
    "26B-prohibition": ("West may not lead diamonds while he retains the lead (Law 26B)",
                        "Запад не может ходить в бубны, пока у него ход (Правило 26B)"),
    "50D2a-require": ("East must lead clubs (Law 50D2a)",
                      "Восток должен ходить в трефы (Правило 50D2a)"),
    "50D2a-prohibit": ("West may not lead hearts while he retains the lead (Law 50D2a)",
                       "Запад не может ходить в червы, пока у него ход (Правило 50D2a)"),
    "54D-50D2-choice-pending": ("East is to lead once the choice is made",
                                "Восток ходит, когда выбор будет сделан"),
    "57A3-play-restriction": ("South, if he cannot follow suit, must play a diamond (Law 57A3)",
                              "Юг, если у него нет масти хода, должен сыграть бубну "
                              "(Правило 57A3)"),
}


def test_every_record_has_its_line() -> None:
    assert {p.stem for p in regen.records()} == set(IN_FORCE)


@pytest.mark.parametrize("record", regen.records(), ids=lambda p: p.stem)
def test_golden(record: Path) -> None:
    problems = []
    for suffix, options in regen.VARIANTS.items():
        code, out, err = regen.run(record, *options)
        assert code == 0 and not err, (suffix, err)
        expected = regen.golden(record, suffix).read_text(encoding="utf-8")
        if out != expected:
            problems.append("\n".join(difflib.unified_diff(
                expected.splitlines(), out.splitlines(), f"{record.stem}{suffix} (golden)",
                f"{record.stem}{suffix} (now)", lineterm="", n=2)))
    if problems:
        pytest.fail("\n\n".join(problems) + "\n\nIf intended, read the diff as a director "
                    "would, then run `.venv/bin/python tests/transcripts/in-force/regen.py`.",
                    pytrace=False)


@pytest.mark.parametrize("name", sorted(IN_FORCE))
def test_the_report_states_what_is_in_force(name: str) -> None:
    english, russian = IN_FORCE[name]
    record = HERE / f"{name}.pbn"
    assert english in regen.run(record, "--lang", "en")[1]
    assert russian in regen.run(record, "--lang", "ru")[1]


def test_after_54d_the_lead_is_easts_not_wests() -> None:
    """54D: West's lead out of turn is refused; East leads (after declarer's 50D2 choice)."""
    out = regen.run(HERE / "54D-50D2-choice-pending.pbn", "--lang", "ru")[1]
    assert "Восток ходит" in out
    assert "Запад ходит" not in out


def test_every_bar_of_the_casebook_is_cited_with_its_law() -> None:
    """Replayed event by event, every bar in force in the casebook is found with its clause."""
    bars = 0
    for path in sorted((ROOT / "transcripts").glob("*.pbn")) + regen.records():
        (game,) = loads(path.read_text(encoding="utf-8"))
        table = Table(game.deal, game.dealer, game.vulnerability, board=game.board)
        for event in game.events:
            table.apply(event)
            for seat, scope in table.barred.items():
                bars += 1
                assert bar_law(table, seat, scope) is not None, (path.name, event.line)
    assert bars > 20


# --- ranks ----------------------------------------------------------------------------------

def test_russian_rank_letters() -> None:
    assert [rank_text(r, "ru") for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK,
                                         Rank.TEN, Rank.NINE)] == ["Т", "К", "Д", "В", "10", "9"]
    assert [rank_text(r) for r in (Rank.ACE, Rank.TEN)] == ["A", "10"]
    assert card_text(Card(Suit.SPADES, Rank.ACE), "ru") == "♠Т"


def test_localize_ranks_writes_cards_only() -> None:
    text = "♠A ♥KQJ ♦10 ♣2; 3♠X by South, 4♥ — A K Q J"
    assert localize_ranks(text, "ru") == "♠Т ♥КДВ ♦10 ♣2; 3♠X by South, 4♥ — A K Q J"
    assert localize_ranks(text, "en") == text


def test_ranks_ru_leaves_no_latin_rank_after_a_suit_symbol() -> None:
    """Every card of a whole report (hands, tricks, rulings, messages of the laws) is written
    with Т К Д В; without the setting, the report is as before."""
    record = ROOT / "transcripts" / "54D-50D2a-prohibit.pbn"
    (game,) = loads(record.read_text(encoding="utf-8"))
    table = Table.from_game(game)
    ru = render_table(table, "ru", ranks="ru")
    assert not re.search(r"[♠♥♦♣] ?[AKQJ]", ru)
    assert "♠ КДВ6" in ru  # North's spades in the diagram
    default = render_table(table, "ru")
    assert default == (ROOT / "transcripts" / "54D-50D2a-prohibit.ru.txt").read_text(
        encoding="utf-8").rstrip("\n")
    assert re.search(r"[♠♥♦♣] ?[AKQJ]", default)


def test_option_arguments_for_people() -> None:
    assert option_arg_text("26B", "D", "ru") == "♦"
    assert option_arg_text("51B2b", "HS", "en") == "♥ ♠"
    assert option_arg_text("62A", "SQ", "ru", "ru") == "♠Д"
    assert option_arg_text("21B1a", "2H", "ru") == "2♥"
    assert option_arg_text("21B1a", "2NT", "ru") == "2БК"
    assert option_arg_text("26B", "none", "en") == "none"
