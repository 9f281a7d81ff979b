"""The claim statement language (docs/claims.md): English and Russian keywords, the order of
steps, and free text kept apart (treated as no statement, Law 70A)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgelaws.cards import Card, Strain, Suit
from bridgelaws.claims.statement import (
    AllHigh,
    Cash,
    Concede,
    Crossruff,
    DrawTrumps,
    Finesse,
    Ruff,
    RunSuit,
    Step,
    parse_statement,
    step_message,
)

C = Card.parse
S, H, D, CL = Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS

CASES: list[tuple[str, tuple[Step, ...]]] = [
    ("spades then diamonds", (RunSuit(S), RunSuit(D))),
    ("run the diamonds", (RunSuit(D),)),
    ("cash SA SK", (Cash((C("SA"), C("SK"))),)),
    ("cash ♠A ♠K, then hearts", (Cash((C("SA"), C("SK"))), RunSuit(H))),
    ("draw trumps, then run the diamonds", (DrawTrumps(), RunSuit(D))),
    ("pull trumps and claim the rest", (DrawTrumps(), AllHigh())),
    ("ruff a club", (Ruff(CL, 1),)),
    ("ruff two clubs in dummy", (Ruff(CL, 2, True),)),
    ("crossruff", (Crossruff(),)),
    ("cross-ruff", (Crossruff(),)),
    ("finesse the HQ", (Finesse(H, C("HQ")),)),
    ("finesse hearts", (Finesse(H, None),)),
    ("finesse the heart queen", (Finesse(H, C("HQ")),)),
    ("conceding a spade", (Concede(S, 1),)),
    ("one loser", (Concede(None, 1),)),
    ("all", (AllHigh(),)),
    ("high", (AllHigh(),)),
    ("all mine", (AllHigh(),)),
    ("the rest are mine", (AllHigh(),)),
    # Russian
    ("пики, затем бубны", (RunSuit(S), RunSuit(D))),
    ("снимаю козыри, потом отыграю бубны", (DrawTrumps(), RunSuit(D))),
    ("козыри", (DrawTrumps(),)),
    ("трефы", (RunSuit(CL),)),
    ("побью трефу", (Ruff(CL, 1),)),
    ("перекрёстная игра", (Crossruff(),)),
    ("импас ♥Д", (Finesse(H, C("HQ")),)),
    ("импас в червах", (Finesse(H, None),)),
    ("отдам пику", (Concede(S, 1),)),
    ("одна проигрышная", (Concede(None, 1),)),
    ("все мои", (AllHigh(),)),
    ("остальные", (AllHigh(),)),
]


@pytest.mark.parametrize(("text", "steps"), CASES, ids=[c[0] for c in CASES])
def test_statement_steps(text: str, steps: tuple[Step, ...]) -> None:
    parsed = parse_statement(text)
    assert parsed.steps == steps
    assert parsed.free_text == ()
    assert parsed.text == text


def test_free_text_is_kept_and_is_no_statement() -> None:
    s = parse_statement("I think this is good")
    assert s.steps == () and s.is_empty
    assert s.free_text == ("I think this is good",)


def test_part_understood_part_free() -> None:
    s = parse_statement("draw trumps, then we will see")
    assert s.steps == (DrawTrumps(),)
    assert s.free_text == ("we will see",)


def test_mentions_trumps() -> None:
    assert parse_statement("draw trumps").mentions_trumps(Strain.SPADES)
    assert parse_statement("cash SA").mentions_trumps(Strain.SPADES)
    assert parse_statement("run the spades").mentions_trumps(Strain.SPADES)
    assert not parse_statement("run the hearts").mentions_trumps(Strain.SPADES)
    assert not parse_statement("draw trumps").mentions_trumps(Strain.NOTRUMP)


def test_ordered_steps_leave_out_unordered_ones() -> None:
    s = parse_statement("one loser, all high, hearts")
    assert s.ordered_steps == (RunSuit(H),)


@pytest.mark.parametrize(("text", "steps"), CASES, ids=[c[0] for c in CASES])
def test_every_step_reads_in_both_languages(text: str, steps: tuple[Step, ...]) -> None:
    for step in steps:
        en, ru = step_message(step).render("en"), step_message(step).render("ru")
        assert en and ru and en != ru


@given(st.text(max_size=60))
def test_the_parser_never_raises(text: str) -> None:
    s = parse_statement(text)
    assert len(s.steps) + len(s.free_text) <= max(1, len(text))
