"""The console's safety in a real browser (Playwright driving Debian's /usr/bin/chromium) on
a phone-sized screen (390×844): a double tap and a browser retry record one event; a page
reached by a name the console does not answer to (DNS rebinding) is refused; the
Content-Security-Policy leaves every page working, scripts included, with no console error.
Screenshots go to tests/web/artifacts/."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.web.storage import Store, database_url
from tests.web.serving import (
    chromium,
    chromium_problem,
    free_port,
    start_server,
    stop_server,
)
from tests.web.test_browser import BOARD8, phone, shot, start_board, tap

PROBLEM = chromium_problem()
pytestmark = pytest.mark.skipif(PROBLEM is not None, reason=PROBLEM or "")

ROOT = Path(__file__).resolve().parents[2]
CLUB = "bridge.club.example"  # a name given with --allow-host
EVIL = "rebind.evil.example"  # a name pointed at this machine by someone else


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int, Path]]:
    port = free_port()
    db = tmp_path_factory.mktemp("safety") / "console.db"
    proc = start_server(db, port, extra=["--allow-host", CLUB])
    try:
        yield f"http://127.0.0.1:{port}", port, db
    finally:
        stop_server(proc)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    # both names resolve to this machine, as a rebinding attacker's would
    with chromium(f"--host-resolver-rules=MAP {CLUB} 127.0.0.1, MAP {EVIL} 127.0.0.1") as b:
        yield b


def events_of(db: Path, page: Any) -> list[str]:
    board = int(re.search(r"/boards/(\d+)", page.url).group(1))  # type: ignore[union-attr]
    store = Store(database_url(str(db)))
    try:
        return [e.text for e in store.events(board)]
    finally:
        store.close()


def watch_errors(page: Any) -> list[str]:
    """Console errors (a CSP violation is one) and uncaught script errors of ``page``."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def test_a_double_tap_records_one_event(browser: Any, server: tuple[str, int, Path]) -> None:
    base, _, db = server
    context = phone(browser, "ru")
    page = context.new_page()
    start_board(page, base, BOARD8 + '[TableLog ""]\n')
    sent: list[int] = []
    slow: list[Any] = []

    def slow_first_answer(route: Any) -> None:
        # the first tap reaches the server, its answer is slow to come back; the director
        # taps again, and the browser sends the same form a second time
        sent.append(route.fetch(max_redirects=0).status)
        if len(sent) == 1:
            slow.append(route)
        else:
            route.fulfill(status=303, headers={"Location": page.url})

    page.route(re.compile(r".*/boards/\d+/events$"), slow_first_answer)
    page.check("#rec input[name=seat][value=W]")
    button = page.locator("#rec button[data-call='1C']")
    button.scroll_into_view_if_needed()
    box = button.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    board = page.url
    page.touchscreen.tap(x, y)
    page.wait_for_timeout(300)
    page.touchscreen.tap(x, y)  # the browser gives up the first navigation for this one
    page.wait_for_selector("#events li")
    for route in slow:
        with contextlib.suppress(Exception):  # the browser dropped that navigation already
            route.abort()
    page.unroute(re.compile(r".*/boards/\d+/events$"))
    page.wait_for_load_state("load")
    assert page.url.split("#")[0] == board
    assert sent == [303, 303]  # both reached the console
    assert events_of(db, page) == ["W 1C"]
    assert page.locator("#events li").count() == 1
    assert page.locator("#error").count() == 0
    shot(page, "safety-double-tap-ru")
    context.close()


def test_a_browser_retry_records_one_event(browser: Any,
                                           server: tuple[str, int, Path]) -> None:
    base, _, db = server
    context = phone(browser, "en")
    page = context.new_page()
    start_board(page, base, BOARD8 + '[TableLog ""]\nW 1C\n')
    sent: list[int] = []

    def lost_then_retried(route: Any) -> None:
        # the first answer is lost on the way (a dropped connection): the same form is sent
        # again, and the second answer is the one the phone sees
        sent.append(route.fetch(max_redirects=0).status)
        again = route.fetch(max_redirects=0)
        sent.append(again.status)
        route.fulfill(response=again)

    page.route(re.compile(r".*/boards/\d+/events$"), lost_then_retried)
    tap(page, "N 1S")
    tap(page, "director")
    page.unroute(re.compile(r".*/boards/\d+/events$"))
    assert sent == [303] * 4
    assert events_of(db, page) == ["W 1C", "N 1S", "director"]
    assert page.locator("#events li").count() == 3
    # an undo sent twice takes back one event
    page.on("dialog", lambda d: d.accept())
    page.route(re.compile(r".*/boards/\d+/undo$"), lost_then_retried)
    with page.expect_navigation():
        page.locator("form[action$='/undo'] button").click()
    page.wait_for_load_state("load")
    assert events_of(db, page) == ["W 1C", "N 1S"]
    context.close()


def test_a_second_device_sees_the_one_history(browser: Any,
                                              server: tuple[str, int, Path]) -> None:
    base, _, db = server
    first = phone(browser, "en")
    one = first.new_page()
    start_board(one, base, BOARD8 + '[TableLog ""]\n')
    second = phone(browser, "en")
    two = second.new_page()
    two.goto(one.url)
    tap(one, "W 1C")
    # the second device taps the same call on its older page: refused, shown the table now
    two.check("#rec input[name=seat][value=W]")
    two.locator("#rec button[data-call='1C']").click()
    two.wait_for_load_state("load")
    assert "Another device" in two.locator("#error").inner_text()
    assert two.locator("#events li").count() == 1
    assert events_of(db, one) == ["W 1C"]
    shot(two, "safety-second-device")
    first.close()
    second.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_foreign_host_is_refused(browser: Any, server: tuple[str, int, Path],
                                   lang: str) -> None:
    _, port, _ = server
    context = phone(browser, lang)
    page = context.new_page()
    response = page.goto(f"http://{EVIL}:{port}/")
    assert response is not None and response.status == 400
    text = page.locator("body").inner_text()
    assert f"--allow-host {EVIL}" in text
    assert ("Пульт" in text) == (lang == "ru")
    shot(page, f"safety-foreign-host-{lang}")
    # the name given with --allow-host works
    response = page.goto(f"http://{CLUB}:{port}/")
    assert response is not None and response.status == 200
    assert page.locator("#new-board").count() == 1
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_csp_does_not_break_the_pages(browser: Any, server: tuple[str, int, Path],
                                          lang: str) -> None:
    base, _, _ = server
    context = phone(browser, lang)
    page = context.new_page()
    errors = watch_errors(page)
    response = page.goto(base + "/")
    assert response is not None
    assert "script-src 'self'" in response.headers["content-security-policy"]
    # console.js runs: the card picker's hand bar is shown and tapping assigns a card
    page.locator("#picker summary").click()
    assert page.locator("#picker .picker-seats").is_visible()
    page.click("#picker .picker-seats button[data-seat=E]")
    page.locator("#picker label.pick:has(select[data-card=SA]) > span").click()
    assert page.locator("#picker select[data-card=SA]").input_value() == "E"
    assert page.locator("#picker .picker-seats button[data-seat=E] .count").inner_text() == "1"
    # the board page: a ruling, its choice, the director's buttons
    start_board(page, base, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S", "E 1H", "director"):
        tap(page, line)
    assert page.locator("#ruling").is_visible()
    shot(page, f"safety-csp-board-{lang}")
    tap(page, "S chooses 27B")
    # a claim: the worst-line stepper is console.js
    record = (ROOT / "tests/claims/model/70C-draw-trumps-then-run.pbn").read_text("utf-8")
    start_board(page, base, record)
    claim = page.locator("#claim")
    assert claim.locator(".step-controls").is_visible()
    total = claim.locator(".worst-line .play").count()
    page.click("#step-next")
    assert claim.locator(".play.later").count() == total - 1
    page.goto(base + "/log")
    assert errors == []
    context.close()
