"""Issue 18's leftovers on a phone (390×844 CSS px) in Debian's chromium driven by
Playwright: the rank letters Т К Д В switched on by the director, in Russian; the home page's
card picker inside the screen with 44×44 px targets; the undo button naming the event it
takes back; a player's page showing the trick just quitted (Law 66A). Screenshots (what the
phone shows) go to tests/web/artifacts/."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.web.serving import ARTIFACTS, chromium_problem
from tests.web.test_browser import BOARD8, phone, start_board, tap
from tests.web.test_browser_phone import small_targets

PROBLEM = chromium_problem()
pytestmark = pytest.mark.skipif(PROBLEM is not None, reason=PROBLEM or "")

WIDTH = 390
AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"  # 2♠ by North: East leads, South dummy


def screen(page: Any, name: str, *, full: bool = False) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"leftovers-{name}.png"), full_page=full)


def overflowing(page: Any) -> list[str]:
    """Every element whose box reaches past the phone's width (or the page scrolls
    sideways)."""
    found: list[str] = page.evaluate("""(width) => {
        const out = [];
        for (const e of document.querySelectorAll('body *')) {
          const r = e.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) { continue; }
          if (r.right > width + 0.5 || r.left < -0.5) {
            out.push(e.tagName.toLowerCase() + (e.className ? '.' + e.className : '')
                     + ' ' + r.left.toFixed(0) + '..' + r.right.toFixed(0));
          }
        }
        if (document.documentElement.scrollWidth > width) {
          out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
        }
        return out;
      }""", WIDTH)
    return found


def switch_ranks(page: Any, label: str) -> None:
    button = page.locator("#ranks button", has_text=label)
    box = button.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
    button.click()
    page.wait_for_load_state("load")


def test_russian_rank_letters_on_a_phone(browser: Any, base_url: str) -> None:
    context = phone(browser, "ru")
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n' + AUCTION)
    switch_ranks(page, "ТКДВ")
    assert page.locator("#ranks button.on").inner_text() == "ТКДВ"
    page.click("#show-hands")
    page.wait_for_load_state("load")
    # West's hand: ♠Т Д, ♥К 6 3, ♦10 8 7, ♣Т 10 9 6 4
    west = page.locator("#hand-W")
    assert west.locator("button[data-card='SA']").inner_text() == "Т"
    assert west.locator("button[data-card='SQ']").inner_text() == "Д"
    assert west.locator("button[data-card='DT']").inner_text() == "10"
    assert page.locator("#hand-E button[data-card='HJ']").inner_text() == "В"
    # the lead out of turn, the Director, the ruling: its cards in Т К Д В
    tap(page, "W CA")
    assert "♣Т" in page.locator("#director .irregularity").inner_text()
    assert page.locator("#undo-button").inner_text() == "↶ Отменить: Запад ♣Т"
    tap(page, "director")
    tap(page, "N chooses 54D")
    assert "♣Т" in page.locator("#hand-W .penalty").inner_text()
    screen(page, "ranks-ru-1-ruling")
    tap(page, "N chooses 50D2b")  # declarer lets East lead as he likes
    # a card typed in Russian letters: East leads the ♥Т (his ace)
    details = page.locator("details:has(input[name=event])")
    details.locator("summary").click()
    details.locator("input[name=event]").fill("E ♥Т")
    details.locator("button").click()
    page.wait_for_load_state("load")
    assert page.locator("#error").count() == 0, page.locator("#error").inner_text()
    assert "♥Т" in page.locator("#table .trick").inner_text()
    assert page.locator("#events li").last.inner_text() == "E HA"
    assert page.locator("#undo-button").inner_text() == "↶ Отменить: Восток ♥Т"
    assert small_targets(page) == []
    assert overflowing(page) == []
    screen(page, "ranks-ru-2-trick")
    # back to A K Q J
    switch_ranks(page, "AKQJ")
    assert page.locator("#undo-button").inner_text() == "↶ Отменить: Восток ♥A"
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_picker_fits_a_phone(browser: Any, base_url: str, lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    page.goto(base_url + "/")
    page.locator("#picker summary").click()
    assert page.locator("#picker .picker-seats").is_visible()
    assert overflowing(page) == []
    assert small_targets(page) == []
    picks = page.locator("#picker label.pick")
    assert picks.count() == 52
    boxes = picks.evaluate_all("es => es.map(e => e.getBoundingClientRect())"
                               ".map(r => [r.width, r.height])")
    assert min(w for w, _ in boxes) >= 44 and min(h for _, h in boxes) >= 44
    # tap a hand, then its cards
    page.click("#picker .picker-seats button[data-seat=W]")
    page.locator("#picker label.pick:has(select[data-card=SA]) > span").click()
    page.locator("#picker label.pick:has(select[data-card=C2]) > span").click()
    assert page.locator("#picker select[data-card=C2]").input_value() == "W"
    assert page.locator("#picker .picker-seats button[data-seat=W] .count").inner_text() == "2"
    screen(page, f"picker-{lang}", full=True)
    # in Т К Д В too
    switch_ranks(page, "ТКДВ")
    page.locator("#picker summary").click()
    first = page.locator("#picker .picker-suit").first.locator("label.pick > span")
    assert first.all_inner_texts()[:4] == ["Т", "К", "Д", "В"]
    assert overflowing(page) == []
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_undo_button_names_the_event(browser: Any, base_url: str, lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n' + AUCTION)
    words = {"en": ["↶ Undo: West's ♣A", "↶ Undo: the call to the Director",
                    "↶ Undo: North's choice (54D)"],
             "ru": ["↶ Отменить: Запад ♣A", "↶ Отменить: вызов судьи",
                    "↶ Отменить: Север: выбор (54D)"]}[lang]
    for line, expected in zip(("W CA", "director", "N chooses 54D"), words, strict=True):
        tap(page, line)
        button = page.locator("#undo-button")
        assert button.inner_text() == expected
        box = button.bounding_box()
        assert box is not None and box["height"] >= 44 and box["x"] + box["width"] <= WIDTH
    page.locator("#undo-button").scroll_into_view_if_needed()
    screen(page, f"undo-{lang}")
    # it takes back what it names
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#undo-button")
    page.wait_for_load_state("load")
    assert page.locator("#undo-button").inner_text() == words[1]
    context.close()


def test_a_player_sees_the_trick_just_quitted(browser: Any, base_url: str) -> None:
    """Law 66A on the player's phone: trick 1 shown until his side plays to trick 2."""
    director = phone(browser, "ru")
    page = director.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n' + AUCTION)
    for line in ("E HA", "S H2", "W H3", "N H7"):
        tap(page, line)
    page.locator("#players summary").click()
    west = page.locator("#players a[href*='/seat/W']").get_attribute("href")
    assert west is not None
    player = phone(browser, "ru")
    seat = player.new_page()
    seat.goto(west)
    last = seat.locator("#last-trick")
    assert re.search(r"Взятка 1.*66A", last.locator("h2").inner_text())
    played = set(last.locator("[data-played]").evaluate_all(
        "es => es.map(e => e.dataset.played)"))
    assert played == {"HA", "H2", "H3", "H7"}
    assert overflowing(seat) == []
    screen(seat, "player-last-trick-ru", full=True)
    tap(page, "E D4")  # East, West's partner, leads to trick 2: trick 1 is turned (66C)
    seat.click("#reload")
    assert seat.locator("#last-trick").count() == 0
    player.close()
    director.close()
