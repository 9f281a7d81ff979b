"""The board page's words, without a browser: every option is a button of words with its
clause apart, in English and Russian; a question for the Director loses the command line's
syntax; after a tap the page opens at the Director's part (``#director``), or back at the
hands for a card tapped there while nothing waits for him."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgelaws.i18n import Message
from bridgelaws.laws.descriptions import OPTION_TEXT
from bridgelaws.web import board as b
from bridgelaws.web.storage import Store
from tests.web.test_browser import BOARD8
from tests.web.test_console import csrf_of, new_board

ROOT = Path(__file__).resolve().parents[2]
LAW = {"en": "Law", "ru": "Правило"}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("option", sorted(OPTION_TEXT))
def test_every_option_is_words_and_a_clause(option: str, lang: str) -> None:
    view = b._option_view(option, lang)
    assert view["words"] and "(" + LAW[lang] not in view["words"]
    assert view["law"].startswith(b._citation_prefixes(lang))  # Law 54D, Laws 21B1a, 21B2
    assert not view["words"].startswith(option)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_option_reads_as_the_card(lang: str) -> None:
    view = b._option_view("SK", lang)
    assert "♠K" in view["words"] and view["law"] == f"{LAW[lang]} 51A"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_question_loses_the_command_line(lang: str) -> None:
    question = Message(
        "Is {call} a comparable call for the insufficient bid {withdrawn} (Laws 23A, 27B1b)? "
        "director rules 27B1b yes|no", call="2♦", withdrawn="1♥").render(lang)
    words, law = b.question_words(question, lang)
    assert "director rules" not in words and words.endswith("?")
    assert "23A" not in words and law.endswith("23A, 27B1b")
    tricks = Message("How many of the {remaining} remaining tricks go to the claimer's side "
                     "(Law 70)? director rules 70 <n>", remaining=5).render(lang)
    words, law = b.question_words(tricks, lang)
    assert "<n>" not in words and law == f"{LAW[lang]} 70"


def test_a_citation_inside_the_text_stays() -> None:
    assert b.split_citation("a (Law 12A1). Either way Law 26 may apply.", "en") == (
        "a (Law 12A1). Either way Law 26 may apply.", "")


def post_form(client: TestClient, board: str, data: dict[str, str]) -> str:
    page = client.get(board).text
    once = re.search(r'name="once" value="([^"]+)"', page)
    assert once is not None
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "once": once.group(1),
                                             **data}, follow_redirects=False)
    assert r.status_code == 303, r.text
    return str(r.headers["location"])


def test_the_page_opens_where_the_director_looks(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE P\nS 2S\nW P\nN P\n'
                      'E P\n')
    # a call or a card from the bidding box and the picker: the Director's part, then them
    assert post_form(client, board, {"event": "E H4"}) == board + "#director"
    # a card tapped in a hand, nothing waits for the Director: back at the hands
    assert post_form(client, board, {"event": "S H2", "at": "table"}) == board + "#table"
    # a card tapped in a hand that is played out of turn: the Director's part
    assert post_form(client, board, {"event": "E HA", "at": "table"}) == board + "#director"
    r = client.post(board + "/undo", data={"csrf": csrf_of(client), "seq": "10"},
                    follow_redirects=False)
    assert r.headers["location"] == board + "#director"


def test_suits_tapped_are_one_answer(client: TestClient, store: Store) -> None:
    """A suit chip of an option that names a suit (57A3) posts the suit as its argument."""
    record = (ROOT / "tests/transcripts/play-57A3-partner-plays-suit-named.pbn").read_text(
        "utf-8")
    head = record[:record.index("W chooses 57A3")]
    board = new_board(client, head)
    page = client.get(board).text
    form = page[page.index('value="chooses 57A3"'):]
    form = form[:form.index("</form>")]
    assert form.count('name="suit"') == 4 and 'type="radio"' in form
    post_form(client, board, {"seat": "W", "act": "chooses 57A3", "suit": "D"})
    assert [e.text for e in store.events(int(board.rsplit("/", 1)[1]))][-1] == \
        "W chooses 57A3 D"
