"""The console without a browser: storage, the board flow, the Director's ruling, the
languages, export and search, the token and CSRF checks, what the table is not shown."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from fastapi.testclient import TestClient

from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table
from bridgelaws.web import security as sec
from bridgelaws.web.app import accepted_language, create_app
from bridgelaws.web.storage import Store, database_url
from tests.web.serving import LOCAL
from tests.web.test_browser import BOARD8

ROOT = Path(__file__).resolve().parents[2]
DEMO = (ROOT / "src/bridgelaws/data/demo.pbn").read_text("utf-8")


def csrf_of(client: TestClient) -> str:
    match = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)
    assert match is not None
    return match.group(1)


def new_board(client: TestClient, record: str, **fields: str) -> str:
    r = client.post("/boards", data={"csrf": csrf_of(client), "pbn": record, **fields},
                    follow_redirects=False)
    assert r.status_code == 303, r.text
    return str(r.headers["location"])


def post(client: TestClient, board: str, line: str) -> int:
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "event": line},
                    follow_redirects=False)
    return int(r.status_code)


def test_demo_record_replays_to_the_cli_result(client: TestClient, store: Store) -> None:
    board = new_board(client, DEMO, session="Club", table="3")
    board_id = int(board.rsplit("/", 1)[1])
    expected = result_json(Table.from_game(loads(DEMO)[0]))
    assert len(store.events(board_id)) == len(loads(DEMO)[0].events)
    exported = client.get(board + "/export").text
    again = result_json(Table.from_game(loads(exported)[0]))
    assert again == expected
    assert '[Event "Club"]' in exported and '[Table "3"]' in exported


def test_a_lin_record_is_imported_like_a_pbn_one(client: TestClient, store: Store) -> None:
    """Issue 19: BBO's LIN pasted into the console makes the same board as the command line
    reads from it (the claim mc|13 agreed: 4S by North, 13 tricks, +710)."""
    from bridgelaws import lin

    text = (ROOT / "tests/records/lin/single-claim.lin").read_text("utf-8")
    board = new_board(client, text, session="BBO", table="1")
    board_id = int(board.rsplit("/", 1)[1])
    game = lin.loads(text)[0]
    assert len(store.events(board_id)) == len(game.events)
    exported = client.get(board + "/export").text
    result = result_json(Table.from_game(loads(exported)[0]))
    assert result == result_json(Table.from_game(game))
    assert result["tricks_declarer"] == 13 and result["score_ns"] == 710


def test_lead_out_of_turn_ruling_and_choice(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S", "E P", "S 2S", "W P", "N P", "E P", "W CA", "director"):
        assert post(client, board, line) == 303
    page = client.get(board).text
    assert "Law 54" in page and 'data-option="54D"' in page
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "seat": "N",
                                             "act": "chooses 54D"}, follow_redirects=False)
    assert r.status_code == 303
    page = client.get(board).text
    assert "faceup" in page and "major penalty card" in page


def test_impossible_event_is_refused_in_one_line_and_not_stored(client: TestClient,
                                                                store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "event": "W SK"})
    assert r.status_code == 422
    error = re.search(r'id="error">([^<]*)<', r.text)
    assert error is not None and "\n" not in error.group(1)
    assert store.events(int(board.rsplit("/", 1)[1])) == []
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "event": "W 9Z"})
    assert r.status_code == 422


def test_language_from_header_then_cookie(client: TestClient) -> None:
    assert accepted_language("ru-RU,ru;q=0.9,en;q=0.8") == "ru"
    assert accepted_language("de, en;q=0.5, ru;q=0.7") == "ru"
    assert accepted_language("fr") == "en"
    page = client.get("/", headers={"Accept-Language": "ru"}).text
    assert '<html lang="ru">' in page and "Начать сдачу" in page
    r = client.post("/lang", data={"csrf": csrf_of(client), "lang": "en", "next": "/log"},
                    headers={"Accept-Language": "ru"}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"] == "/log"
    page = client.get("/", headers={"Accept-Language": "ru"}).text
    assert '<html lang="en">' in page


def test_language_redirect_stays_on_this_site(client: TestClient) -> None:
    r = client.post("/lang", data={"csrf": csrf_of(client), "lang": "ru",
                                   "next": "//evil.example/"}, follow_redirects=False)
    assert r.headers["location"] == "/"
    r = client.post("/lang", data={"csrf": csrf_of(client), "lang": "ru",
                                   "next": "/\\evil.example/"}, follow_redirects=False)
    assert r.headers["location"] == "/"


def test_every_form_needs_the_csrf_value(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    for path, data in ((board + "/events", {"event": "W 1C"}), ("/boards", {"board": "3"}),
                       ("/lang", {"lang": "ru"}), (board + "/undo", {"seq": "1"})):
        assert client.post(path, data=data).status_code == 403
        assert client.post(path, data={**data, "csrf": "forged"}).status_code == 403
    assert store.events(int(board.rsplit("/", 1)[1])) == []


def test_hands_are_hidden_until_the_director_shows_them(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    page = client.get(board).text
    # no hand's cards are sent: the picker lists unplayed cards without their holders
    assert 'value="N SK"' not in page and "Hand not shown" in page
    r = client.post(board + "/reveal", data={"csrf": csrf_of(client), "show": "1"},
                    follow_redirects=False)
    assert r.status_code == 303
    assert 'value="N SK"' in client.get(board).text


def test_dummy_is_faced_after_the_opening_lead(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S", "E P", "S 2S", "W P", "N P", "E P", "E HA"):
        assert post(client, board, line) == 303
    page = client.get(board).text
    assert 'value="S HQ"' in page  # South is dummy
    assert 'value="W SA"' not in page


def test_board_by_number_and_by_card_picker(client: TestClient, store: Store) -> None:
    r = client.post("/boards", data={"csrf": csrf_of(client), "board": "6"},
                    follow_redirects=False)
    info = store.board(int(r.headers["location"].rsplit("/", 1)[1]))
    assert info is not None and (info.dealer, info.vulnerability) == ("E", "EW")
    deal = "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"
    from bridgelaws.deal import Deal
    from bridgelaws.seats import Seat
    d = Deal.from_pbn(deal)
    cards = {f"card_{c}": str(s) for s in Seat for c in d[s]}
    r = client.post("/boards", data={"csrf": csrf_of(client), "board": "8", **cards},
                    follow_redirects=False)
    info = store.board(int(r.headers["location"].rsplit("/", 1)[1]))
    assert info is not None and info.deal == deal
    del cards["card_SA"]
    r = client.post("/boards", data={"csrf": csrf_of(client), "board": "8", **cards})
    assert r.status_code == 422 and "13" in r.text


def test_the_log_is_searched_by_session_table_board_and_law(client: TestClient) -> None:
    new_board(client, DEMO, session="Monday", table="1")
    board = new_board(client, BOARD8 + '[TableLog ""]\n', session="Monday", table="2")
    for line in ("W 1C", "N 1S", "E 1H", "director", "S chooses 27B"):
        assert post(client, board, line) == 303

    def boards(**q: str) -> int:
        return int(client.get("/log", params=q).text.count("/export"))

    assert boards(session="Monday") == 2
    assert boards(law="27") == 1 and boards(law="27B") == 1
    assert boards(law="54") == 1
    assert boards(law="5") == 0
    assert boards(table="2", board="8") == 1
    assert boards(session="Tuesday") == 0


def test_undo_takes_back_only_the_last_event(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S"):
        post(client, board, line)
    token = csrf_of(client)
    assert client.post(board + "/undo", data={"csrf": token, "seq": "1"}).status_code == 409
    assert client.post(board + "/undo", data={"csrf": token, "seq": "2"},
                       follow_redirects=False).status_code == 303
    assert [e.text for e in store.events(int(board.rsplit("/", 1)[1]))] == ["W 1C"]


def test_a_token_is_required_off_loopback(store: Store) -> None:
    assert sec.is_loopback("127.0.0.1") and sec.is_loopback("::1")
    assert not sec.is_loopback("0.0.0.0") and not sec.is_loopback("192.168.1.5")
    token = sec.new_token()
    store.set_setting(sec.TOKEN_SETTING, sec.token_hash(token))
    assert store.setting(sec.TOKEN_SETTING) != token
    with TestClient(create_app(store, require_token=True), base_url=LOCAL) as c:
        r = c.get("/log", follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/login")
        page = c.get("/login").text
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)
        assert csrf is not None
        r = c.post("/login", data={"csrf": csrf.group(1), "token": "wrong"})
        assert r.status_code == 401
        r = c.post("/login", data={"csrf": csrf.group(1), "token": token, "next": "/log"},
                   follow_redirects=False)
        assert r.status_code == 303
        assert c.get("/log").status_code == 200


def test_the_core_does_not_import_the_console() -> None:
    code = ("import sys, bridgelaws, bridgelaws.cli; "
            "print(any(m.split('.')[0] in ('fastapi', 'sqlalchemy', 'jinja2', 'starlette') "
            "or m.startswith('bridgelaws.web') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "False"


def test_serve_help() -> None:
    out = subprocess.run([sys.executable, "-c", "import sys; from bridgelaws.cli import main;"
                          " sys.exit(main())", "serve", "--help"], capture_output=True,
                         text=True, check=True)
    assert "--db" in out.stdout and "--host" in out.stdout


def test_serve_off_loopback_prints_a_token_and_stores_its_hash(tmp_path: Path) -> None:
    import httpx

    from tests.web.serving import free_port, start_server, stop_server

    port = free_port()
    db = tmp_path / "net.db"
    proc = start_server(db, port, host="0.0.0.0")
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline().decode()
        token = line.rsplit(" ", 1)[1].strip()
        base = f"http://127.0.0.1:{port}"
        r = httpx.get(base + "/", follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"].startswith("/login")
        with httpx.Client(base_url=base) as c:
            page = c.get("/login").text
            csrf = re.search(r'name="csrf" value="([^"]+)"', page)
            assert csrf is not None
            r = c.post("/login", data={"csrf": csrf.group(1), "token": token},
                       follow_redirects=True)
            assert r.status_code == 200 and "/boards" in r.text
        stored = Store(database_url(str(db)))
        assert stored.setting(sec.TOKEN_SETTING) == sec.token_hash(token)
        stored.close()
    finally:
        stop_server(proc)


def test_the_ruling_sheet_and_appeal_form_print_from_the_board(client: TestClient) -> None:
    """Issue 18: the board's printable ruling sheet (the clause, the choice, a signature line)
    and the appeal form (Law 92), in the page's language; its style allowed by its hash,
    no script at all."""
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    for line in ("W 1C", "N 1S", "E P", "S 2S", "W P", "N P", "E P", "W CA", "director"):
        assert post(client, board, line) == 303  # East is on lead: West led out of turn
    r = client.post(board + "/events", data={"csrf": csrf_of(client), "seat": "N",
                                             "act": "chooses 54D"}, follow_redirects=False)
    assert r.status_code == 303
    sheet = client.get(board + "/sheet", headers={"Accept-Language": "ru"})
    assert sheet.status_code == 200
    assert "54D" in sheet.text and "<script" not in sheet.text
    policy = sheet.headers["Content-Security-Policy"]
    assert "script-src" not in policy and "'sha256-" in policy and "default-src 'none'" in policy
    appeal = client.get(board + "/sheet?appeal=1")
    assert appeal.status_code == 200 and "92" in appeal.text
    assert client.get("/boards/999/sheet").status_code == 404


def test_a_board_is_ruled_by_the_laws_chosen_for_it(client: TestClient, store: Store) -> None:
    """Issue 17: the new-board form chooses the law book (2017, 1997); for a record it
    overrides the record's [Edition], as `rule --edition` does; an unknown one is refused."""
    record = BOARD8 + '[TableLog ""]\nW 1H\nN 1C\nE 1S\n'  # 1C insufficient, not accepted
    for edition in ("1997", "2017"):
        page = client.get("/").text
        once = re.search(r'name="once" value="([^"]+)"', page)
        r = client.post("/boards", data={"csrf": csrf_of(client), "pbn": record,
                                         "edition": edition,
                                         "once": once.group(1) if once else ""},
                        follow_redirects=False)
        assert r.status_code == 303, r.text
        board_id = int(str(r.headers["location"]).rsplit("/", 1)[1])
        info = store.board(board_id)
        assert info is not None and info.edition == edition
    r = client.post("/boards", data={"csrf": csrf_of(client), "board": "3", "edition": "1975"},
                    follow_redirects=False)
    assert r.status_code != 303 and "1975" in r.text
