"""End-to-end: the console in a real browser (Playwright driving Debian's /usr/bin/chromium)
on a phone-sized screen, in English and Russian. Every event is entered by tapping, as a
director would; at the end the page must agree with ``bridgelaws rule --json`` on the same
record. Screenshots go to tests/web/artifacts/ (gitignored)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bridgelaws.events import (
    CallMade,
    CardPlayed,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    DirectorCalled,
    DirectorRules,
    OptionChosen,
)
from bridgelaws.record import event_to_text, loads, parse_event
from bridgelaws.report import result_json
from bridgelaws.table import Table
from tests.web.serving import (
    ARTIFACTS,
    chromium_problem,
)

PROBLEM = chromium_problem()
pytestmark = pytest.mark.skipif(PROBLEM is not None, reason=PROBLEM or "")

ROOT = Path(__file__).resolve().parents[2]
BOARD8 = ('[Board "8"]\n[Dealer "W"]\n[Vulnerable "None"]\n'
          '[Deal "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"]\n')
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}


def phone(browser: Any, lang: str) -> Any:
    locale = {"en": "en-GB", "ru": "ru-RU"}[lang]
    context = browser.new_context(locale=locale, **PHONE)
    context.set_default_timeout(20_000)
    return context


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def no_error(page: Any, line: str) -> None:
    if page.locator("#error").count():
        raise AssertionError(f"{line!r}: {page.locator('#error').inner_text()}")


def start_board(page: Any, base_url: str, record: str) -> None:
    page.goto(base_url + "/")
    page.locator("#new-board details summary").first.click()
    page.fill("textarea[name=pbn]", record)
    page.click("#new-board button[type=submit]")
    page.wait_for_url(re.compile(r"/boards/\d+"))


def tap(page: Any, line: str) -> None:
    """Enter one TableLog line the way a director does: by tapping."""
    event = parse_event(line)
    match event:
        case DirectorCalled(by=None):
            page.click("#call-director")
        case OptionChosen(option=option, arg=arg):
            form = page.locator(f"#director form.option:has(button[data-option='{option}'])")
            if arg:
                form.locator("input[name=arg]").fill(arg)
            form.locator("button").click()
        case DirectorRules(clause=clause, arg=arg) if arg in ("yes", "no"):
            page.click(f"#judgment button[value='director rules {clause} {arg}']")
        case CallMade(seat=seat, call=call, artificial=False, simultaneous=False):
            page.check(f"#rec input[name=seat][value={seat}]")
            box = page.locator("#rec details.box").nth(0)
            if box.get_attribute("open") is None:
                box.locator("summary").click()
            box.locator(f"button[data-call='{call}']").click()
        case CardPlayed(seat=seat, card=card, also=(), hidden=False, simultaneous=False,
                        fifth=False, instead=False, unintended=False):
            page.check(f"#rec input[name=seat][value={seat}]")
            box = page.locator("#rec details.box").nth(1)
            if box.get_attribute("open") is None:
                box.locator("summary").click()
            box.locator(f"button[data-pick='{card}']").click()
        case Claim(seat=seat, tricks=tricks, statement=statement):
            page.locator("#claim-form").locator("xpath=..").locator("summary").click()
            page.select_option("#claim-form select[name=seat]", str(seat))
            page.fill("#claim-form input[name=claim_tricks]", str(tricks))
            page.fill("#claim-form input[name=statement]", statement)
            page.click("#claim-form button[type=submit]")
        case ClaimAgreed(seat=seat) | ClaimDisputed(seat=seat):
            details = page.locator("#claim-form").locator("xpath=..")
            if details.get_attribute("open") is None:
                details.locator("summary").click()
            page.click(f"button[value='{event_to_text(event)}']")
        case _:
            details = page.locator("details:has(input[name=event])")
            details.locator("summary").click()
            details.locator("input[name=event]").fill(line)
            details.locator("button").click()
    page.wait_for_load_state("load")
    no_error(page, line)


def replay(record: str) -> dict[str, Any]:
    return result_json(Table.from_game(loads(record)[0]))


def play_through(page: Any, record: str, name: str, shots_at: dict[str, str]) -> None:
    """Tap every event of ``record``'s TableLog; screenshot after the events named."""
    for line in loads(record)[0].events:
        text = event_to_text(line)
        tap(page, text)
        if text in shots_at:
            shot(page, f"{name}-{shots_at.pop(text)}")


def status_of(page: Any) -> str:
    return str(page.locator("#status").get_attribute("data-status"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_lead_out_of_turn_ruled_and_played_to_the_end(browser: Any, base_url: str,
                                                      lang: str) -> None:
    record = (ROOT / "src/bridgelaws/data/demo.pbn").read_text("utf-8")
    game = loads(record)[0]
    head = record[:record.index("[TableLog")] + '[TableLog ""]\n'
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, head)
    # the hands are not shown to the table until the director opens them
    assert page.locator("#hand-E .card").count() == 0
    events = [event_to_text(e) for e in game.events]
    lead = next(i for i, e in enumerate(events) if e == "director")
    for text in events[:lead]:
        tap(page, text)
    shot(page, f"lead-out-of-turn-{lang}-1-led")
    tap(page, "director")
    ruling = page.locator("#ruling").inner_text()
    word = {"en": "Law 54", "ru": "Правило 54"}[lang]
    assert word in ruling
    assert page.locator("button[data-option='54D']").count() == 1
    shot(page, f"lead-out-of-turn-{lang}-2-ruling")
    for text in events[lead + 1:]:
        tap(page, text)
        if text.endswith("chooses 54D"):
            # the card lies face up in front of West; East must lead
            assert page.locator("#hand-W .penalty .faceup").count() == 1
            shot(page, f"lead-out-of-turn-{lang}-3-penalty-card")
    expected = replay(record)
    assert status_of(page) == "complete"
    score = page.locator("#score").inner_text()
    assert str(expected["score_ns"]) in score.replace("−", "-")
    shot(page, f"lead-out-of-turn-{lang}-4-end")
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_insufficient_bid(browser: Any, base_url: str, lang: str) -> None:
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    for text in ("W 1C", "N 1S", "E 1H"):
        tap(page, text)
    assert page.locator(".calls-made .irregular").count() == 1
    tap(page, "director")
    ruling = page.locator("#ruling").inner_text()
    assert {"en": "Law 27", "ru": "Правило 27"}[lang] in ruling
    shot(page, f"insufficient-bid-{lang}-1-ruling")
    tap(page, "S chooses 27B")
    tap(page, "E P")
    # East's partner is barred throughout the auction (Law 27B2)
    assert page.locator("#hand-W .barred").count() == 1
    shot(page, f"insufficient-bid-{lang}-2-barred")
    record = BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\n'
    assert replay(record)["barred"] == {"W": "throughout"}
    context.close()


def revoke_record() -> str:
    tricks = ["E HA H2 H3 H7", "E CQ C2 CA CK", "W SA S4 S7 S2", "W HK H9 H4 H8",
              "W SQ SK S8 S3", "N DK ST D2 D7", "E HJ HQ H6 HT", "S DA D8 D3 D4",
              "S DJ DT DQ D6", "N SJ C3 S9 C4", "N S6 H5 C5 C6", "N S5 C7 D9 C9",
              "N D5 C8 CJ CT"]
    order = "NESW"
    lines = ["W 1C", "N 1S", "E P", "S 2S", "W P", "N P", "E P"]
    for t in tricks:
        lead, *cards = t.split()
        k = order.index(lead)
        lines += [f"{order[(k + i) % 4]} {c}" for i, c in enumerate(cards)]
    return BOARD8 + '[TableLog ""]\n' + "\n".join([*lines, "director"]) + "\n"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_revoke_and_its_trick_transfer(browser: Any, base_url: str, lang: str) -> None:
    record = revoke_record()
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    play_through(page, record, f"revoke-{lang}", {"E ST": "1-revoke"})
    expected = replay(record)
    assert expected["revokes"][0]["transferred"] == 1
    revokes = page.locator("#revokes").inner_text()
    assert "64A1" in revokes
    assert status_of(page) == "complete"
    assert str(expected["score_ns"]) in page.locator("#score").inner_text()
    shot(page, f"revoke-{lang}-2-transfer")
    context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_contested_claim(browser: Any, base_url: str, lang: str) -> None:
    record = (ROOT / "tests/claims/model/70C-draw-trumps-then-run.pbn").read_text("utf-8")
    head = record[:record.index("[TableLog")] + '[TableLog ""]\n'
    context = phone(browser, lang)
    page = context.new_page()
    start_board(page, base_url, head)
    play_through(page, record, f"claim-{lang}", {})
    claim = page.locator("#claim")
    assert {"en": "The worst normal line", "ru": "Худшая нормальная"}[lang].lower() in \
        claim.inner_text().lower() or claim.locator(".worst-line").count() == 1
    # step through the worst normal line card by card
    plays = claim.locator(".worst-line .play")
    total = plays.count()
    assert total > 0
    assert claim.locator(".play.later").count() == total
    page.click("#step-next")
    page.click("#step-next")
    assert claim.locator(".play.later").count() == total - 2
    shot(page, f"claim-{lang}-worst-line")
    context.close()


def test_language_switch_is_remembered(browser: Any, base_url: str) -> None:
    context = phone(browser, "en")
    page = context.new_page()
    page.goto(base_url + "/")
    assert page.locator("html").get_attribute("lang") == "en"
    page.click("header .lang button[value=ru]")
    page.wait_for_load_state("load")
    assert page.locator("html").get_attribute("lang") == "ru"
    page.goto(base_url + "/log")
    assert page.locator("html").get_attribute("lang") == "ru"
    shot(page, "log-ru")
    context.close()


def test_impossible_action_is_one_line_and_not_stored(browser: Any, base_url: str) -> None:
    context = phone(browser, "en")
    page = context.new_page()
    start_board(page, base_url, BOARD8 + '[TableLog ""]\n')
    page.check("#rec input[name=seat][value=W]")
    page.locator("#rec details.box").nth(1).locator("summary").click()
    page.locator("#rec button[data-pick='SK']").click()  # North holds the spade king
    error = page.locator("#error").inner_text()
    assert "\n" not in error and error
    assert page.locator("#events li").count() == 0
    shot(page, "impossible-action")
    context.close()
