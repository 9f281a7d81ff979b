"""The board page at the table: one hand on a phone (390×844 CSS px), in English and Russian,
in Debian's chromium driven by Playwright.

After every tap the page opens at the Director's part: the ruling, the choice or the question
is in the first screen, never below it (a lead out of turn, a revoke, a contested claim are
ruled without scrolling to find the choice). Every button, link and field is at least 44×44
CSS px. Options and questions are words in the page's language, the clause in small print,
with no TableLog syntax ("54D", "director rules 27B1b yes|no") left on a button or question.
Screenshots (the first screen only) go to tests/web/artifacts/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.record import event_to_text, loads
from tests.web.serving import (
    ARTIFACTS,
    chromium_problem,
)
from tests.web.test_browser import BOARD8, phone, revoke_record, start_board, tap

PROBLEM = chromium_problem()
pytestmark = pytest.mark.skipif(PROBLEM is not None, reason=PROBLEM or "")

ROOT = Path(__file__).resolve().parents[2]
DEMO = (ROOT / "src/bridgelaws/data/demo.pbn").read_text("utf-8")
CLAIM = (ROOT / "tests/claims/model/70C-draw-trumps-then-run.pbn").read_text("utf-8")
HEIGHT = 844
#: the smallest tap target (CSS px)
TARGET = 44
LAW = {"en": "Law", "ru": "Правило"}


def screen(page: Any, name: str) -> None:
    """A screenshot of what the director sees: the first screen, as it opened."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"phone-{name}.png"))


def in_first_screen(page: Any, selector: str, after: str) -> None:
    """``selector``'s whole box lies in the viewport as the page opened (no scrolling)."""
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"after {after!r}: no {selector}"
    top, bottom = box["y"], box["y"] + box["height"]
    assert top >= 0 and bottom <= HEIGHT, (
        f"after {after!r}: {selector} is at {top:.0f}..{bottom:.0f} px, the screen is "
        f"0..{HEIGHT}")


def the_choice(page: Any) -> str | None:
    """What waits for the director on the page: the options, a question, a ruling just
    made; ``None`` when nothing does."""
    for selector in ("#options", "#judgment", "#ruled"):
        if page.locator(selector).count():
            return selector
    return None


def check_after_tap(page: Any, line: str) -> None:
    """After a tap: the choice, the question or the ruling just made in the first screen;
    "Call the Director" too when no choice waits."""
    choice = the_choice(page)
    if choice is not None:
        in_first_screen(page, choice, line)
    if choice not in ("#options", "#judgment"):  # (with a choice to make, he is there)
        in_first_screen(page, "#call-director", line)


def tap_and_check(page: Any, lines: list[str]) -> None:
    for line in lines:
        tap(page, line)
        check_after_tap(page, line)


def head_of(record: str) -> str:
    return record[:record.index("[TableLog")] + '[TableLog ""]\n'


def events_of(record: str) -> list[str]:
    return [event_to_text(e) for e in loads(record)[0].events]


def no_codes(page: Any, selector: str) -> None:
    """No option code or TableLog syntax where a person reads the choice."""
    text = page.locator(selector).inner_text()
    assert "director rules" not in text
    assert "yes|no" not in text
    assert not re.search(r"^\s*\d\d[A-E]\w*(-\w+)?\s*:", text, re.M), text


# --------------------------------------------------------------------------- the rulings

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_lead_out_of_turn_is_ruled_without_scrolling(browser: Any, base_url: str,
                                                       lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, head_of(DEMO))
    events = events_of(DEMO)
    called = events.index("director")
    tap_and_check(page, events[:called])
    # the lead out of turn: the irregularity and "Call the Director" are in the first screen
    in_first_screen(page, "#director .irregularity", events[called - 1])
    tap_and_check(page, ["director"])
    screen(page, f"lead-out-of-turn-{lang}-1-options")
    # the options are words, the clause in small print; the ruling names its law
    assert f"{LAW[lang]} 54" in page.locator("#ruling").inner_text()
    for option in ("54A", "54B", "54D"):
        button = page.locator(f"button[data-option='{option}']")
        assert button.locator("small.law").inner_text() == f"{LAW[lang]} {option}"
        words = button.locator(".words").inner_text()
        assert len(words) > 30 and option not in words
    no_codes(page, "#options")
    tap_and_check(page, ["N chooses 54D"])
    # declarer's next choice (Law 50D2) comes at the top, in words
    assert page.locator("button[data-option='50D2a-prohibit']").count() == 1
    assert "50D2a-prohibit" not in page.locator("#options").inner_text()
    screen(page, f"lead-out-of-turn-{lang}-2-50D2")
    tap_and_check(page, ["N chooses 50D2a-prohibit"])
    assert page.locator("#options").count() == 0
    in_first_screen(page, "#ruled", "N chooses 50D2a-prohibit")
    screen(page, f"lead-out-of-turn-{lang}-3-ruled")
    tap_and_check(page, events[called + 3:called + 8])
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_revoke_is_ruled_without_scrolling(browser: Any, base_url: str, lang: str) -> None:
    record = revoke_record()
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    tap_and_check(page, events_of(record))
    # the Director called at the end of play: the revoke's ruling and its transfer open the
    # page
    in_first_screen(page, "#ruled", "director")
    ruled = page.locator("#ruled").inner_text()
    assert f"{LAW[lang]} 63" in ruled and "64A1" in ruled
    in_first_screen(page, "#ruled .revoke", "director")
    screen(page, f"revoke-{lang}")
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_contested_claim_is_ruled_without_scrolling(browser: Any, base_url: str,
                                                      lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, head_of(CLAIM))
    events = events_of(CLAIM)
    tap_and_check(page, events)
    # the Director's ruling on the claim (Law 70) and the claim's decision, at the top
    in_first_screen(page, "#ruled", "director")
    assert "70" in page.locator("#ruled").inner_text()
    in_first_screen(page, "#claim pre", "director")
    screen(page, f"claim-{lang}")
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_question_is_words_and_two_buttons(browser: Any, base_url: str, lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    tap_and_check(page, ["W 1C", "N 1S", "E 1H", "director", "S chooses 27B", "E 2D"])
    # Law 27B1b: is 2♦ comparable? A question in words, the clause in small print
    in_first_screen(page, "#judgment", "E 2D")
    question = page.locator("#judgment .question")
    assert question.locator("small.law").inner_text() == {
        "en": "Laws 23A, 27B1b", "ru": "Правила 23A, 27B1b"}[lang]
    assert question.inner_text().count("?") == 1
    no_codes(page, "#judgment")
    answers = page.locator("#judgment button")
    assert answers.all_inner_texts() == {"en": ["Yes", "No"], "ru": ["Да", "Нет"]}[lang]
    screen(page, f"question-{lang}")
    tap_and_check(page, ["director rules 27B1b no"])
    context.close()


def test_a_card_tapped_in_a_hand_comes_back_to_the_hands(browser: Any, base_url: str) -> None:
    """With the hands shown, a card tapped in a hand opens the page at the hands again —
    unless the table now waits for the Director (a lead out of turn): then at his part."""
    context = phone(browser, "en")
    page = context.new_page()
    events = events_of(DEMO)
    called = events.index("director")
    start_board(page, base_url, head_of(DEMO).replace(
        '[TableLog ""]\n', '[TableLog ""]\n' + "\n".join(events[:called - 1]) + "\n"))
    page.click("#show-hands")
    page.wait_for_load_state("load")
    page.click("#hand-W button[data-card='CA']")  # West leads: East was on lead
    page.wait_for_load_state("load")
    assert page.url.endswith("#director")
    check_after_tap(page, "W CA")
    for line in events[called:called + 3]:
        tap(page, line)
    page.click("#hand-E button[data-card='H4']")  # East leads, clubs prohibited (50D2a)
    page.wait_for_load_state("load")
    assert page.url.endswith("#table")
    in_first_screen(page, "#hand-N", "E H4")
    context.close()


# --------------------------------------------------------------------------- 44×44 targets

def small_targets(page: Any) -> list[str]:
    """Every visible button, link, field and disclosure of the page (all of them opened)
    smaller than 44×44 CSS px."""
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    found: list[str] = page.eval_on_selector_all(
        "button, a, input, select, textarea, summary, [role=button]",
        """(els, min) => els.flatMap(e => {
             const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
             if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden') { return []; }
             if (r.width + 0.01 >= min && r.height + 0.01 >= min) { return []; }
             const what = e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')
               + (e.name ? '[' + e.name + ']' : '') + ' '
               + (e.textContent || e.value || '').trim().slice(0, 30);
             return [what + ' ' + r.width.toFixed(1) + 'x' + r.height.toFixed(1)];
           })""", TARGET)
    return found


def measure(page: Any, where: str, results: dict[str, list[str]]) -> None:
    small = small_targets(page)
    # and nothing wider than the phone: no sideways scrolling
    width = page.evaluate("document.documentElement.scrollWidth")
    if width > 390:
        small.append(f"the page is {width} px wide")
    if small:
        results[where] = small


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_target_is_at_least_44_px(browser: Any, base_url: str, lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    results: dict[str, list[str]] = {}
    events = events_of(DEMO)
    called = events.index("director")
    # a new board, then the lead out of turn: the options, with the hands shown
    start_board(page, base_url, head_of(DEMO))
    measure(page, "new board", results)
    for line in events[:called + 1]:
        tap(page, line)
    page.click("#show-hands")
    page.wait_for_load_state("load")
    measure(page, "options (54), hands shown", results)
    # a penalty card on the table and declarer's 50D2 choice
    tap(page, "N chooses 54D")
    assert page.locator("#hand-W .penalty button").count() == 1
    measure(page, "penalty card, options (50D2)", results)
    # a question for the Director (yes / no)
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S", "E 1H", "director", "S chooses 27B", "E 2D"):
        tap(page, line)
    assert page.locator("#judgment").count() == 1
    measure(page, "question (27B1b)", results)
    # a contested claim: the worst line's stepper
    start_board(page, base_url, CLAIM)
    assert page.locator("#claim .step-controls").is_visible()
    measure(page, "claim", results)
    assert not results, "\n".join(f"{where}: {', '.join(small)}"
                                  for where, small in results.items())
    context.close()
