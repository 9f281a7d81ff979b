"""Issue 18: a player's view (a signed per-seat link that shows one player only what he may
see at the table) and the ruling log searched by law number and by words (SQLite FTS5;
PostgreSQL full-text, whose SQL is checked here without a server)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.dialects import postgresql

from bridgelaws.deal import Deal
from bridgelaws.seats import Seat
from bridgelaws.web import fulltext
from bridgelaws.web import security as sec
from bridgelaws.web.app import create_app
from bridgelaws.web.storage import Store, pg_text_search
from tests.web.serving import LOCAL
from tests.web.test_browser import BOARD8
from tests.web.test_console import csrf_of, new_board, post
from tests.web.test_safety import Markup

ROOT = Path(__file__).resolve().parents[2]
DEAL = Deal.from_pbn(re.search(r'Deal "([^"]+)"', BOARD8).group(1))  # type: ignore[union-attr]
AUCTION = "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"  # 2S by North: East leads, South is dummy
INSUFFICIENT = BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE 1H\ndirector\nS chooses 27B\nE P\n'
LEAD_OUT_OF_TURN = BOARD8 + '[TableLog ""]\n' + AUCTION + "W CA\ndirector\nN chooses 54D\n"
COMPARABLE = (ROOT / "tests/transcripts/auction-27B1b-comparable-call.pbn").read_text("utf-8")
RU = {"Accept-Language": "ru-RU,ru;q=0.9"}


def links_of(client: TestClient, board: str) -> dict[str, str]:
    """The players' links the director's page offers, by seat (paths on this server)."""
    page = client.get(board).text
    found = re.findall(r'href="http://127\.0\.0\.1(/boards/\d+/seat/([NESW])\?k=[^"]+)"', page)
    return {seat: path.replace("&amp;", "&") for path, seat in found}


def cards_on(page: str) -> set[str]:
    return set(re.findall(r'data-card="([SHDC][2-9TJQKA])"', page))


def held(seat: Seat) -> set[str]:
    return {str(c) for c in DEAL[seat]}


# --------------------------------------------------------------------------- the player's view

def test_the_director_offers_four_links_each_showing_one_hand_only(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\n')
    links = links_of(client, board)
    assert sorted(links) == ["E", "N", "S", "W"]
    for seat, link in links.items():
        r = client.get(link)
        assert r.status_code == 200, seat
        shown = cards_on(r.text)
        assert shown == held(Seat.parse(seat)), seat  # his hand, and no other card
        assert "<form" not in r.text  # read-only
        assert "show-hands" not in r.text and "/reveal" not in r.text
        assert "1♣" in r.text and "1♠" in r.text  # the auction
        parser = Markup()
        parser.feed(r.text)
        assert parser.problems == []
        assert "'unsafe-inline'" not in r.headers["content-security-policy"]
        assert r.headers["cache-control"] == "no-store"


def test_the_directors_show_hands_does_not_reach_a_player(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    client.post(board + "/reveal", data={"csrf": csrf_of(client), "show": "1"})
    assert len(cards_on(client.get(board).text)) == 52  # the director sees all four
    page = client.get(links_of(client, board)["E"]).text
    assert cards_on(page) == held(Seat.EAST)


def test_an_edited_link_is_refused(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    other = new_board(client, BOARD8 + '[TableLog ""]\n')
    west = links_of(client, board)["W"]
    key = west.split("?k=")[1]
    board_no, other_no = board.rsplit("/", 1)[1], other.rsplit("/", 1)[1]
    # another seat, another board, no key, a key cut short or changed
    assert client.get(west.replace("/seat/W", "/seat/N")).status_code == 403
    assert client.get(west.replace(f"/boards/{board_no}/", f"/boards/{other_no}/")
                      ).status_code == 403
    assert client.get(west.split("?")[0]).status_code == 403
    assert client.get(west[:-1]).status_code == 403
    assert client.get(west[:-1] + ("A" if west[-1] != "A" else "B")).status_code == 403
    assert client.get(f"/boards/{board_no}/seat/X?k={key}").status_code == 404
    r = client.get(west.replace("/seat/W", "/seat/N"), headers=RU)
    assert r.status_code == 403 and re.search("[а-я]", r.text)
    assert not cards_on(r.text)
    # a link signed for a board that does not exist
    secret = store.setting(sec.SECRET_SETTING)
    assert secret is not None
    assert client.get(f"/boards/999/seat/W?k={sec.seat_key(secret, 999, 'W')}"
                      ).status_code == 404


def test_dummy_appears_once_the_opening_lead_is_faced(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION)
    links = links_of(client, board)
    before = client.get(links["W"]).text
    assert cards_on(before) == held(Seat.WEST) and 'id="dummy"' not in before
    assert post(client, board, "E HA") == 303  # East's opening lead
    for seat in "NEW":  # declarer and the defenders see dummy (South) and the lead
        page = client.get(links[seat]).text
        assert cards_on(page) == held(Seat.parse(seat)) - {"HA"} | held(Seat.SOUTH), seat
        assert 'id="dummy"' in page and "♥A" in page.split('id="trick"')[1], seat
    # dummy sees his own hand, and never declarer's
    assert cards_on(client.get(links["S"]).text) == held(Seat.SOUTH)
    # a quitted trick is turned once the player's side has led to the next (Law 66C; until
    # then it may be seen, 66A: test_ranks_undo_law66.py): the count only
    for line in ("S H2", "W H3", "N H7", "E D4"):
        assert post(client, board, line) == 303
    page = client.get(links["W"]).text
    trick = page.split('id="trick"')[1].split("</section>")[0]
    assert "♦4" in trick and "♥A" not in trick and "♥7" not in trick
    assert 'id="last-trick"' not in page and "♥7" not in page
    assert "Tricks won: your side 1, the other side 0" in page


def test_penalty_cards_and_rulings_are_on_the_players_page(client: TestClient) -> None:
    board = new_board(client, LEAD_OUT_OF_TURN)
    links = links_of(client, board)
    page = client.get(links["E"]).text
    assert cards_on(page) == held(Seat.EAST)  # the lead is not faced: no dummy yet
    assert 'id="dummy"' not in page
    penalty = page.split('id="penalty-cards"')[1].split("</section>")[0]
    assert "West" in penalty and "♣A" in penalty and "major penalty card" in penalty
    rulings = page.split('id="rulings"')[1]
    assert "Law 54" in rulings and "Chosen:" in rulings
    ru = client.get(links["E"], headers=RU).text
    assert "Правило 54" in ru and "Запад" in ru


def test_a_pending_choice_is_announced_to_the_players(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE 1H\ndirector\n')
    page = client.get(links_of(client, board)["N"]).text
    ruling = page.split('id="ruling"')[1].split("</section>")[0]
    assert "Law 27" in ruling and "South chooses:" in ruling
    assert "accept the insufficient bid" in ruling
    assert "<form" not in page and "<button" not in page


def test_a_players_link_needs_no_directors_token(store: Store) -> None:
    token = sec.new_token()
    store.set_setting(sec.TOKEN_SETTING, sec.token_hash(token))
    app = create_app(store, require_token=True)
    with TestClient(create_app(store), base_url=LOCAL) as director:
        board = new_board(director, BOARD8 + '[TableLog ""]\n')
        link = links_of(director, board)["S"]
    with TestClient(app, base_url=LOCAL) as player:
        assert player.get(link).status_code == 200
        r = player.get(link.replace("/seat/S", "/seat/N"), follow_redirects=False)
        assert r.status_code == 403
        r = player.get(board, follow_redirects=False)  # the director's page is not his
        assert r.status_code == 303 and r.headers["location"].startswith("/login")
        assert player.post(link, data={}).status_code in (401, 405)


def test_seat_keys_are_bound_to_the_install_board_and_seat() -> None:
    one, two = sec.new_secret(), sec.new_secret()
    key = sec.seat_key(one, 5, "W")
    assert sec.seat_key_ok(one, 5, "W", key)
    assert not sec.seat_key_ok(two, 5, "W", key)
    assert not sec.seat_key_ok(one, 6, "W", key)
    assert not sec.seat_key_ok(one, 5, "E", key)
    assert not sec.seat_key_ok(one, 5, "X", key)
    assert not sec.seat_key_ok(one, 5, "W", "") and not sec.seat_key_ok(one, 5, "W", "ключ")


# --------------------------------------------------------------------------- the log search

def found(client: TestClient, **params: str) -> set[str]:
    page = client.get("/log", params=params).text
    return set(re.findall(r'<td><a href="(/boards/\d+)">', page))


@pytest.fixture
def boards(client: TestClient) -> dict[str, str]:
    return {"27": new_board(client, INSUFFICIENT, session="Pairs", table="2"),
            "27B1b": new_board(client, COMPARABLE, session="Pairs", table="5"),
            "54": new_board(client, LEAD_OUT_OF_TURN, session="Teams", table="1"),
            "none": new_board(client, BOARD8 + '[TableLog ""]\n' + AUCTION, session="Pairs")}


@pytest.mark.parametrize("query", ["27", "Law 27", "Правило 27", "insufficient",
                                   "Insufficient bid", "недостаточная", "недостаточную заявку",
                                   "правило 27 недостаточная"])
def test_the_log_finds_a_law_by_number_and_by_words(client: TestClient,
                                                    boards: dict[str, str], query: str) -> None:
    assert found(client, q=query) == {boards["27"], boards["27B1b"]}, query


def test_a_clause_finds_the_boards_that_cite_it(client: TestClient,
                                                boards: dict[str, str]) -> None:
    assert found(client, q="27B1b") == {boards["27B1b"]}
    assert found(client, q="Правило 27B1b") == {boards["27B1b"]}
    assert found(client, q="54") == found(client, q="Law 54") == {boards["54"]}
    assert found(client, q="Правило 54D") == {boards["54"]}
    # a law number matches whole: "5" is not "54", "2" not "27"
    assert found(client, q="5") == set() and found(client, q="2") == set()
    # the words of a ruling, in either language
    assert found(client, q="penalty card") == {boards["54"]}
    assert found(client, q="штрафная карта") == {boards["54"]}
    assert found(client, q="revoke") == set()


def test_the_law_field_takes_words_too_and_the_filters_stay(client: TestClient,
                                                           boards: dict[str, str]) -> None:
    assert found(client, law="Правило 27") == {boards["27"], boards["27B1b"]}
    assert found(client, law="27B") == {boards["27"], boards["27B1b"]}  # a clause prefix
    assert found(client, q="27", table="5") == {boards["27B1b"]}
    assert found(client, q="27", session="Teams") == set()
    assert found(client, q="недостаточная", board="8") == {boards["27"]}
    assert found(client, session="Pairs") == {boards["27"], boards["27B1b"], boards["none"]}
    page = client.get("/log", params={"q": "Правило 27"}).text
    assert 'value="Правило 27"' in page  # the query stays in its field


def test_the_search_text_follows_the_board(client: TestClient, store: Store) -> None:
    """An event stored or taken back makes the board's search text anew."""
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\n')
    assert found(client, q="27") == set()
    assert post(client, board, "E 1H") == 303  # an insufficient bid
    assert found(client, q="Правило 27") == {board}
    r = client.post(board + "/undo", data={"csrf": csrf_of(client), "seq": "3"},
                    follow_redirects=False)
    assert r.status_code == 303
    assert found(client, q="Правило 27") == set()
    assert found(client, q="недостаточная") == set()


def test_a_sqlite_without_fts5_finds_the_same(client: TestClient, store: Store,
                                              boards: dict[str, str]) -> None:
    assert store.text_search == "fts5"
    expected = {q: found(client, q=q) for q in ("27", "Правило 27", "27B1b", "insufficient",
                                                "недостаточная", "5", "штрафная карта")}
    store.text_search = "python"
    assert {q: found(client, q=q) for q in expected} == expected


def test_a_query_is_read_into_laws_and_word_stems() -> None:
    assert fulltext.terms("Правило 27") == [fulltext.Term("27", True)]
    assert fulltext.terms("Law 27B1b") == [fulltext.Term("27b1b", True)]
    assert fulltext.terms("недостаточная") == [fulltext.Term("недостаточн", False)]
    assert fulltext.terms("присуждённый") == [fulltext.Term("присужденн", False)]
    assert fulltext.terms("law") == [fulltext.Term("law", False)]  # no law: a word
    assert fulltext.terms("\" OR body:* ) ; DROP") == [
        fulltext.Term("or", False), fulltext.Term("body", False), fulltext.Term("drop", False)]
    assert fulltext.law_forms("27B1b") == ["27", "27b", "27b1", "27b1b"]
    assert fulltext.law_forms("61-64") == ["61", "64"]
    assert fulltext.law_forms("50D2a-require") == ["50", "50d", "50d2", "50d2a"]
    assert fulltext.fts5_query(fulltext.terms("Правило 27 недостаточная")) == (
        'laws : "27" AND body : "недостаточн"*')
    assert fulltext.is_law("27B1b") and fulltext.is_law(" 54 ") and not fulltext.is_law("Law 27")


def test_the_postgresql_search_is_simple_full_text() -> None:
    """The SQL the PostgreSQL store runs (no server here): the 'simple' configuration, a
    tsquery built of letters and digits only, laws and words each on their own column (the
    expressions of the GIN indexes made at start)."""
    stmt = pg_text_search("Правило 27B1b недостаточная заявка")
    sql = str(stmt.compile(dialect=postgresql.dialect(),  # type: ignore[no-untyped-call]
                           compile_kwargs={"literal_binds": True}))
    assert "to_tsvector('simple'::regconfig, board_texts.laws) @@ " \
           "to_tsquery('simple'::regconfig, '27b1b')" in sql
    assert "to_tsvector('simple'::regconfig, board_texts.body) @@ " \
           "to_tsquery('simple'::regconfig, 'недостаточн:* & заявк:*')" in sql
    # what a user types never reaches the tsquery syntax
    hostile = str(pg_text_search("x' | !y & (z:*) -- ").compile(
        dialect=postgresql.dialect(),  # type: ignore[no-untyped-call]
        compile_kwargs={"literal_binds": True}))
    assert "to_tsquery('simple'::regconfig, 'x & y & z')" in hostile
    # bound, not pasted, when the statement runs
    params = pg_text_search("Law 54").compile(
        dialect=postgresql.dialect()).params  # type: ignore[no-untyped-call]
    assert "54" in params.values()
    assert "body" not in str(pg_text_search("Law 54").compile(
        dialect=postgresql.dialect()))  # type: ignore[no-untyped-call]
