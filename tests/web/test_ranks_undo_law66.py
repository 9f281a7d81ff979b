"""Issue 18, the leftovers: the rank letters as a setting of the device (A K Q J, or Т К Д В
as Russian directors write them) on every card the console shows, and typed cards read in
either; the undo button naming the event it takes back; a player's page following Law 66
(the trick just quitted shown while his side has not led or played to the next trick)."""

from __future__ import annotations

import html
import re

from fastapi.testclient import TestClient

from bridgelaws.seats import Seat
from bridgelaws.web.storage import Store
from tests.web.test_browser import BOARD8
from tests.web.test_console import csrf_of, new_board, post
from tests.web.test_player_and_search import AUCTION, cards_on, held, links_of

RU = {"Accept-Language": "ru-RU,ru;q=0.9"}
#: 2♠ by North, East to lead, South dummy; West leads the ♣A out of turn and North, declarer,
#: makes it a major penalty card (54D) and lets East lead as he likes (50D2b)
LEAD_OUT_OF_TURN = (BOARD8 + '[TableLog ""]\n' + AUCTION
                    + "W CA\ndirector\nN chooses 54D\nN chooses 50D2b\n")


def set_ranks(client: TestClient, ranks: str) -> None:
    r = client.post("/ranks", data={"csrf": csrf_of(client), "ranks": ranks, "next": "/"},
                    follow_redirects=False)
    assert r.status_code == 303


def section(page: str, ident: str) -> str:
    """The text of the element with ``id=ident`` up to the end of its section."""
    part = page.split(f'id="{ident}"', 1)[1]
    return html.unescape(part.split("</section>", 1)[0])


def undo_label(page: str) -> str:
    match = re.search(r'id="undo-button">([^<]*)<', page)
    assert match is not None
    return html.unescape(match.group(1)).strip()


# --------------------------------------------------------------------------- the rank letters

def test_the_ranks_are_a_setting_of_the_device(client: TestClient) -> None:
    page = client.get("/", headers=RU).text
    # the switch, next to the language's: A K Q J by default
    assert 'action="/ranks"' in page
    assert re.search(r'value="en" title="[^"]+" aria-pressed="true" class="on">AKQJ', page)
    set_ranks(client, "ru")
    page = client.get("/", headers=RU).text
    assert re.search(r'value="ru" title="[^"]+" aria-pressed="true" class="on">ТКДВ', page)
    assert client.cookies.get("bl_ranks") == "ru"
    # a style the console does not know leaves the setting as it was
    set_ranks(client, "xx")
    assert client.cookies.get("bl_ranks") == "ru"
    set_ranks(client, "en")
    assert client.cookies.get("bl_ranks") == "en"
    # a form from elsewhere (no CSRF value) changes nothing
    r = client.post("/ranks", data={"ranks": "ru"}, follow_redirects=False)
    assert r.status_code == 403 and client.cookies.get("bl_ranks") == "en"


def test_every_card_on_the_board_page_is_written_in_the_ranks_chosen(client: TestClient
                                                                     ) -> None:
    board = new_board(client, LEAD_OUT_OF_TURN)
    client.post(board + "/reveal", data={"csrf": csrf_of(client), "show": "1"})
    assert post(client, board, "E HA") == 303
    english = client.get(board, headers=RU).text
    set_ranks(client, "ru")
    page = client.get(board, headers=RU).text
    # the hands (West: ♠AQ, ♥K…): rank buttons Т Д К, the record's ids unchanged
    west = section(page, "hand-W")
    assert re.search(r'data-card="SA">Т<', west) and re.search(r'data-card="SQ">Д<', west)
    assert re.search(r'data-card="HK">К<', west)
    assert re.search(r'data-card="SA">A<', section(english, "hand-W"))
    # the penalty card face up, the trick in progress, the card picker
    assert "♣Т" in west and "♣A" not in west
    trick = page.split('<div class="trick"')[1].split("</div>")[0]
    assert "♥Т" in trick and "♥A" not in trick
    picker = section(page, "record")
    assert re.search(r'data-pick="DJ">В<', picker) and re.search(r'data-pick="C2">2<', picker)
    # the ruling as the report states it, and the sheet
    rulings = section(page, "rulings")
    assert "♣Т" in rulings and "♣A" not in rulings
    assert "♣A" in section(english, "rulings")
    sheet = client.get(board + "/sheet", headers=RU).text
    assert "♣Т" in sheet and "♣A" not in sheet
    # the events stay TableLog lines (the record), whatever the letters on the page
    assert "<code>W CA</code>" in page


def test_a_card_typed_with_russian_letters_is_read(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    set_ranks(client, "ru")
    page = client.get(board, headers=RU).text
    assert "♠К" in page.split('name="event" placeholder="')[1].split('"')[0]
    assert post(client, board, "E ♥Т") == 303  # East leads the ♥A
    assert post(client, board, "S Д♥") == 303  # the symbol after the letter too
    events = [e.text for e in store.events(int(board.rsplit("/", 1)[1]))]
    assert events[-2:] == ["E HA", "S HQ"]
    # and the Latin letters still, whatever the setting
    assert post(client, board, "W H3") == 303


def test_a_players_link_carries_the_directors_ranks(client: TestClient) -> None:
    board = new_board(client, LEAD_OUT_OF_TURN)
    assert all("&r=" not in link for link in links_of(client, board).values())
    set_ranks(client, "ru")
    links = links_of(client, board)
    assert all(link.endswith("&r=ru") for link in links.values())
    player = TestClient(client.app, base_url=str(client.base_url))  # his phone: no cookie
    page = player.get(links["E"], headers=RU).text
    penalty = section(page, "penalty-cards")
    assert "♣Т" in penalty and "♣A" not in penalty
    own = section(page, "own-hand")  # East: ♠T87 ♥AJ54 ♦64 ♣Q873
    assert re.search(r'data-card="HA">Т<', own) and re.search(r'data-card="HJ">В<', own)
    assert re.search(r'data-card="ST">10<', own)
    # the same link without the letters: the device's own (A K Q J by default)
    plain = player.get(links["E"].removesuffix("&r=ru"), headers=RU).text
    assert re.search(r'data-card="HA">A<', section(plain, "own-hand"))
    odd = player.get(links["E"].replace("&r=ru", "&r=xx"), headers=RU)
    assert odd.status_code == 200 and re.search(r'data-card="HA">A<', section(odd.text,
                                                                              "own-hand"))


def test_the_card_picker_labels_follow_the_ranks(client: TestClient) -> None:
    set_ranks(client, "ru")
    page = client.get("/", headers=RU).text
    picker = page.split('id="picker"')[1].split("</details>")[0]
    labels = re.findall(r'<label class="pick"><span>([^<]+)</span>', picker)
    assert labels[:13] == ["Т", "К", "Д", "В", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    assert len(labels) == 52
    # the hands as Russian directors write them: С В Ю З, the values the record's
    assert '<option value="W" >З</option>' in picker or '<option value="W">З</option>' in picker


# --------------------------------------------------------------------------- the undo button

def test_the_undo_button_names_the_event_it_takes_back(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    assert undo_label(client.get(board).text) == "↶ Undo: East's Pass"
    steps = [("W CA", "Undo: West's ♣A", "Отменить: Запад ♣A", "Отменить: Запад ♣Т"),
             ("director", "Undo: the call to the Director", "Отменить: вызов судьи", None),
             ("N chooses 54D", "Undo: North's choice (54D)", "Отменить: Север: выбор (54D)",
              None)]
    for line, en, ru, ru_ranks in steps:
        assert post(client, board, line) == 303
        assert undo_label(client.get(board).text) == "↶ " + en
        assert undo_label(client.get(board, headers=RU).text) == "↶ " + ru
        if ru_ranks:
            set_ranks(client, "ru")
            assert undo_label(client.get(board, headers=RU).text) == "↶ " + ru_ranks
            set_ranks(client, "en")
    # it takes back what it names
    page = client.get(board).text
    seq = re.search(r'name="seq" value="(\d+)"', page)
    assert seq is not None
    r = client.post(board + "/undo", data={"csrf": csrf_of(client), "seq": seq.group(1)},
                    follow_redirects=False)
    assert r.status_code == 303
    assert undo_label(client.get(board).text) == "↶ Undo: the call to the Director"


def test_an_undo_names_a_claim_and_other_events(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    for line, en in (("E HA", "East's ♥A"), ("W shows SQ", "the event “W shows SQ”"),
                     ("N claims 8", "North's claim"), ("E disputes",
                                                         "East's dispute of the claim")):
        assert post(client, board, line) == 303
        assert undo_label(client.get(board).text) == "↶ Undo: " + en
    assert "<form" in client.get(board).text
    fresh = new_board(client, BOARD8 + '[TableLog ""]\n')
    assert 'id="undo-button"' not in client.get(fresh).text  # nothing to take back


# --------------------------------------------------------------------------- Law 66

def test_a_player_sees_the_quitted_trick_until_his_side_plays_to_the_next(
        client: TestClient) -> None:
    """Law 66A: so long as his side has not led or played to the next trick, declarer or
    either defender may have the cards of the trick just quitted faced; 66B his own last
    card; 66C thereafter quitted tricks may not be inspected. Dummy has neither right."""
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    links = links_of(client, board)
    for line in ("E HA", "S H2", "W H3", "N H7"):  # trick 1: East's ♥A wins
        assert post(client, board, line) == 303
    for seat in "NEW":
        page = client.get(links[seat]).text
        last = section(page, "last-trick")
        assert set(re.findall(r'data-played="(\w\w)"', last)) == {"HA", "H2", "H3", "H7"}
        assert "Trick 1, just quitted (Law 66A)" in last and "Won by East" in last
        assert re.search(rf'p-{seat} own"', last)  # his own card marked (66B)
        assert cards_on(page) == (held(Seat.parse(seat)) | held(Seat.SOUTH)) - {
            "HA", "H2", "H3", "H7"}, seat  # the trick's cards are not taken for hands
    assert 'id="last-trick"' not in client.get(links["S"]).text  # dummy: 66A, 66B
    assert post(client, board, "E D4") == 303  # East (E-W) leads to trick 2
    for seat in "EW":  # their side has led to the next trick: turned (66C)
        assert 'id="last-trick"' not in client.get(links[seat]).text, seat
    assert 'id="last-trick"' in client.get(links["N"]).text  # N-S have not played yet
    assert post(client, board, "S D2") == 303  # dummy plays for N-S
    assert 'id="last-trick"' not in client.get(links["N"]).text
    assert "Tricks won: your side 0, the other side 1" in client.get(links["N"]).text


def test_no_quitted_trick_before_the_first_is_complete_or_after_play(client: TestClient
                                                                     ) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    links = links_of(client, board)
    assert post(client, board, "E HA") == 303
    assert 'id="last-trick"' not in client.get(links["W"]).text  # the trick is not quitted
    page = client.get(links["W"], headers=RU).text
    assert 'id="last-trick"' not in page
    for line in ("S H2", "W H3", "N H7"):
        assert post(client, board, line) == 303
    ru = section(client.get(links["W"], headers=RU).text, "last-trick")
    assert "Взятка 1, только что закрытая (Правило 66A)" in ru
