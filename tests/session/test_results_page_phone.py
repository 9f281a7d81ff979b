"""The results page (``bridgelaws score SESSION --html``) on a phone: 390×844 CSS px, in
English and Russian, in Debian's chromium driven by Playwright, the page opened from its
file.

Every column of the ranking and of each traveller — the matchpoints and percentages too —
has its header within the screen's width, and nothing scrolls sideways: neither the page
nor any table's box. Screenshots go to tests/web/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.cli import main

try:
    from tests.web.serving import ARTIFACTS, chromium_problem

    PROBLEM = chromium_problem()
except ImportError as exc:  # the dev extra is not installed (httpx, playwright)
    PROBLEM = f"the browser tests need the dev extra ({exc})"
    ARTIFACTS = Path(__file__).resolve().parents[1] / "web" / "artifacts"

pytestmark = pytest.mark.skipif(PROBLEM is not None, reason=PROBLEM or "")

EXAMPLE = str(resources.files("bridgelaws").joinpath("data", "club-session.pbn"))
WIDTH, HEIGHT = 390, 844


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium driven by Playwright, launched as tests/web launches it."""
    from tests.web.serving import chromium

    with chromium() as b:
        yield b


def _page(browser: Any, tmp_path: Path, lang: str, *extra: str) -> Any:
    out = tmp_path / f"results-{lang}.html"
    assert main(["score", EXAMPLE, "--lang", lang, "--html", str(out), *extra]) == 0
    context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT},
                                  device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(out.resolve().as_uri())
    return page


def _check_fits(page: Any, where: str) -> None:
    # no sideways scroll: the page, and every table's box
    widths = page.evaluate("() => [document.documentElement.scrollWidth, "
                           "document.documentElement.clientWidth]")
    assert widths[0] <= widths[1] == WIDTH, f"{where}: the page scrolls sideways: {widths}"
    boxes = page.evaluate("() => Array.from(document.querySelectorAll('.scroll'), "
                          "e => [e.scrollWidth, e.clientWidth])")
    assert boxes, f"{where}: no table"
    for scroll, client in boxes:
        assert scroll <= client, f"{where}: a table scrolls sideways ({scroll} > {client} px)"
    # every column's header is shown, whole, within the screen's width
    headers = page.locator("table:not(.dd) th")
    count = headers.count()
    assert count > 0
    for i in range(count):
        th = headers.nth(i)
        text = th.inner_text().strip()
        if not text:
            continue
        assert th.is_visible(), f"{where}: the header {text!r} is hidden"
        box = th.bounding_box()
        assert box is not None and box["width"] > 0, f"{where}: {text!r} has no box"
        assert box["x"] >= 0 and box["x"] + box["width"] <= WIDTH + 0.5, (
            f"{where}: the header {text!r} is at {box['x']:.0f}..{box['x'] + box['width']:.0f}"
            f" px, the screen is 0..{WIDTH}")
        # its words are not cut off inside the cell
        inner = th.evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert inner[0] <= inner[1], f"{where}: the header {text!r} overflows its cell"
    # the cells too: a percentage or a matchpoint is never cut off
    cells = page.evaluate("() => Array.from(document.querySelectorAll('table:not(.dd) td'), "
                          "e => { const r = e.getBoundingClientRect(); "
                          "return [e.innerText, r.left, r.right, e.scrollWidth, "
                          "e.clientWidth]; })")
    for text, left, right, scroll, client in cells:
        assert left >= 0 and right <= WIDTH + 0.5, f"{where}: {text!r} at {left}..{right}"
        assert scroll <= client, f"{where}: {text!r} overflows its cell"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_matchpoints_page_fits_a_phone(browser: Any, tmp_path: Path, lang: str) -> None:
    page = _page(browser, tmp_path, lang)
    try:
        percent = page.locator("table.rank th", has_text="%")
        assert percent.count() == 1 and percent.is_visible()
        mp = {"en": "MP", "ru": "МП"}[lang]
        assert page.locator("table.rank th", has_text=mp).first.is_visible()
        # each traveller's matchpoints and percentages, for both sides
        heads = page.locator("table.trav").first.locator("th").all_inner_texts()
        assert sum(1 for h in heads if h.startswith("%")) == 2, heads
        assert sum(1 for h in heads if h.startswith(mp)) == 2, heads
        _check_fits(page, lang)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"results-phone-{lang}.png"), full_page=True)
    finally:
        page.context.close()


def test_imps_page_fits_a_phone(browser: Any, tmp_path: Path) -> None:
    page = _page(browser, tmp_path, "ru", "--method", "butler")
    try:
        assert page.locator("table.trav.imp").count() > 0
        _check_fits(page, "butler")
    finally:
        page.context.close()


def test_wide_screen_keeps_one_row_per_result(browser: Any, tmp_path: Path) -> None:
    """On a wide screen a traveller row is one line: all the cells of a row share a top."""
    page = _page(browser, tmp_path, "en")
    try:
        page.set_viewport_size({"width": 1200, "height": 900})
        tops = page.locator("table.trav").first.locator("tbody tr").first.evaluate(
            "r => Array.from(r.cells, c => Math.round(c.getBoundingClientRect().top))")
        assert len(set(tops)) == 1, tops
        # and on the phone the same row takes two lines
        page.set_viewport_size({"width": WIDTH, "height": HEIGHT})
        tops = page.locator("table.trav").first.locator("tbody tr").first.evaluate(
            "r => Array.from(r.cells, c => Math.round(c.getBoundingClientRect().top))")
        assert len(set(tops)) == 2, tops
    finally:
        page.context.close()
