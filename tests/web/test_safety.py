"""The console on a club network (issue 18): the host names it answers to, the headers that
keep a page to itself, a signed session cookie, a size limit on uploads, an import that is
all or nothing, and forms that do what they ask once — a double tap, a browser retry or a
second device never records an event twice, nor forks a board."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient

from bridgelaws.web import security as sec
from bridgelaws.web.app import MAX_UPLOAD, create_app
from bridgelaws.web.storage import OutOfSequenceError, Store
from tests.web.serving import LOCAL, free_port, start_server, stop_server
from tests.web.test_browser import BOARD8
from tests.web.test_console import csrf_of, new_board

RU = {"Accept-Language": "ru-RU,ru;q=0.9"}


def board_id(board: str) -> int:
    return int(board.split("#")[0].rstrip("/").rsplit("/", 1)[1])


def fields_of(page: str) -> dict[str, str]:
    """The csrf and one-time values of the first form of a page."""
    csrf = re.search(r'name="csrf" value="([^"]+)"', page)
    once = re.search(r'name="once" value="([^"]+)"', page)
    assert csrf is not None and once is not None
    return {"csrf": csrf.group(1), "once": once.group(1)}


def texts(store: Store, board: str) -> list[str]:
    return [e.text for e in store.events(board_id(board))]


# --------------------------------------------------------------------------- host names

def test_host_names_are_read_without_port_or_case() -> None:
    assert sec.host_name("LocalHost:8000") == "localhost"
    assert sec.host_name("[::1]:8000") == "::1"
    assert sec.host_name("club.example.") == "club.example"
    assert sec.host_name("") == "" and sec.host_name(None) == ""
    allowed = sec.allowed_hosts(["Club.Example"])
    assert sec.host_ok("club.example:8000", allowed) and sec.host_ok("127.0.0.1:1", allowed)
    assert not sec.host_ok("evil.example", allowed) and not sec.host_ok(None, allowed)
    assert not sec.host_ok("localhost.evil.example", allowed)


def test_a_foreign_host_is_refused_in_the_devices_language(store: Store) -> None:
    app = create_app(store)
    for base in ("http://127.0.0.1:8000", "http://localhost:8000", "http://[::1]:8000"):
        with TestClient(app, base_url=base) as c:
            assert c.get("/").status_code == 200, base
    # DNS rebinding: a page of another site, its name now pointing at this machine
    with TestClient(app, base_url="http://evil.example:8000") as c:
        r = c.get("/")
        assert r.status_code == 400 and "--allow-host evil.example" in r.text
        assert "Director" not in r.text  # no page of the console
        r = c.get("/", headers=RU)
        assert r.status_code == 400 and "--allow-host evil.example" in r.text
        assert re.search("[а-я]", r.text)
        assert c.get("/static/console.js").status_code == 400
        assert c.post("/boards", data={"board": "1"}).status_code == 400
    assert store.search() == []


def test_allow_host_adds_a_name(store: Store) -> None:
    app = create_app(store, allow_hosts=["bridge.club.example"])
    with TestClient(app, base_url="http://bridge.club.example:8000") as c:
        assert c.get("/").status_code == 200
    with TestClient(app, base_url="http://other.club.example") as c:
        assert c.get("/").status_code == 400


# --------------------------------------------------------------------------- headers

class Markup(HTMLParser):
    """What a page holds that a Content-Security-Policy without 'unsafe-inline' blocks."""

    def __init__(self) -> None:
        super().__init__()
        self.problems: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = dict(attrs)
        if tag == "script" and "src" not in names and "nonce" not in names:
            self.problems.append("inline <script>")
        if tag == "style":
            self.problems.append("<style>")
        for name, value in attrs:
            if name == "style" or name.startswith("on"):
                self.problems.append(f"<{tag} {name}=...>")
            if name in ("href", "action", "src") and (value or "").startswith("javascript:"):
                self.problems.append(f"<{tag} {name}=javascript:...>")


def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE 1H\ndirector\n')
    for path in ("/", board, "/log", "/login", "/static/console.js", "/static/console.css",
                 board + "/export", "/boards/999999"):
        r = client.get(path)
        csp = r.headers.get("content-security-policy", "")
        assert "default-src 'self'" in csp and "script-src 'self' 'nonce-" in csp, path
        assert "'unsafe-inline'" not in csp and "frame-ancestors 'none'" in csp
        assert r.headers.get("x-content-type-options") == "nosniff", path
        assert r.headers.get("referrer-policy") == "same-origin", path
    # a fresh nonce each time
    one, two = (client.get("/").headers["content-security-policy"] for _ in range(2))
    assert one != two


def test_the_pages_need_no_inline_script_or_style(client: TestClient) -> None:
    """The CSP allows scripts and styles from files only: no page may rely on more."""
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\nE 1H\ndirector\n')
    claim = new_board(client, (Path(__file__).resolve().parents[2] /
                               "tests/claims/model/70C-draw-trumps-then-run.pbn")
                      .read_text("utf-8"))
    for path in ("/", board, claim, "/log", "/login"):
        for headers in ({}, RU):
            parser = Markup()
            parser.feed(client.get(path, headers=headers).text)
            assert parser.problems == [], (path, parser.problems)


# --------------------------------------------------------------------------- session cookie

def login(c: TestClient, token: str) -> httpx.Response:
    page = c.get("/login").text
    csrf = re.search(r'name="csrf" value="([^"]+)"', page)
    assert csrf is not None
    return c.post("/login", data={"csrf": csrf.group(1), "token": token, "next": "/log"},
                  follow_redirects=False)


def test_the_session_cookie_is_signed_never_the_token(store: Store) -> None:
    token = sec.new_token()
    store.set_setting(sec.TOKEN_SETTING, sec.token_hash(token))
    app = create_app(store, require_token=True)
    secret = store.setting(sec.SECRET_SETTING)
    assert secret  # made once per install, kept in the database
    with TestClient(app, base_url=LOCAL) as c:
        r = login(c, token)
        assert r.status_code == 303
        cookie = c.cookies[sec.TOKEN_COOKIE]
        assert token not in cookie and sec.token_hash(token) not in cookie
        assert sec.session_ok(cookie, secret, sec.token_hash(token))
        assert "secure" not in r.headers["set-cookie"].lower()  # plain http
        assert c.get("/log", follow_redirects=False).status_code == 200
        # the raw token as the cookie, a tampered one, one signed elsewhere: no entry
        payload = cookie.rpartition(".")[0]
        for forged in (token, cookie[:-2] + ("AA" if not cookie.endswith("AA") else "BB"),
                       sec.session_value(sec.new_secret(), sec.token_hash(token)),
                       payload + "." + sec._mac(secret, "form", payload)):
            c.cookies.set(sec.TOKEN_COOKIE, forged)
            r = c.get("/log", follow_redirects=False)
            assert r.status_code == 303 and r.headers["location"].startswith("/login")
            assert c.post("/boards", data={"board": "1"}).status_code == 401
        # a new token (the next start) ends the sessions opened with the old one
        c.cookies.set(sec.TOKEN_COOKIE, cookie)
        assert c.get("/log", follow_redirects=False).status_code == 200
        store.set_setting(sec.TOKEN_SETTING, sec.token_hash(sec.new_token()))
        assert c.get("/log", follow_redirects=False).status_code == 303
    # the secret stays with the install
    create_app(store)
    assert store.setting(sec.SECRET_SETTING) == secret


def test_a_session_expires() -> None:
    secret, stored = sec.new_secret(), sec.token_hash("t")
    value = sec.session_value(secret, stored, now=1_000_000)
    assert sec.session_ok(value, secret, stored, now=1_000_000 + sec.SESSION_AGE)
    assert not sec.session_ok(value, secret, stored, now=1_000_001 + sec.SESSION_AGE)
    assert not sec.session_ok(value, secret, None, now=1_000_000)


def test_cookies_are_secure_over_https(store: Store) -> None:
    token = sec.new_token()
    store.set_setting(sec.TOKEN_SETTING, sec.token_hash(token))
    with TestClient(create_app(store, require_token=True), base_url="https://127.0.0.1") as c:
        page = c.get("/login")
        assert "secure" in page.headers["set-cookie"].lower()  # the CSRF cookie
        r = login(c, token)
        assert r.status_code == 303
        set_cookie = r.headers["set-cookie"].lower()
        assert "secure" in set_cookie and "httponly" in set_cookie
        assert "samesite=strict" in set_cookie


# --------------------------------------------------------------------------- uploads

def test_an_upload_over_the_limit_is_refused_in_the_devices_language(
        client: TestClient, store: Store) -> None:
    big = (BOARD8 + '[TableLog ""]\n') + ";" + "x" * MAX_UPLOAD + "\n"
    csrf = csrf_of(client)
    r = client.post("/boards", data={"csrf": csrf}, headers=RU,
                    files={"upload": ("big.pbn", big.encode(), "text/plain")})
    assert r.status_code == 413
    error = re.search(r'id="error">([^<]*)<', r.text)
    assert error is not None and "2" in error.group(1) and re.search("[а-я]", error.group(1))
    assert '<html lang="ru">' in r.text and 'id="new-board"' in r.text
    # pasted, in English
    r = client.post("/boards", data={"csrf": csrf, "pbn": big})
    assert r.status_code == 413 and "at most 2 MB" in r.text
    # a body announced longer than that is refused before it is read
    r = client.post("/boards", data={"csrf": csrf, "pbn": "x" * (2 * MAX_UPLOAD)}, headers=RU)
    assert r.status_code == 413 and "2 МБ" in r.text and 'id="new-board"' in r.text
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    r = client.post(board + "/events", data={"csrf": csrf, "event": "x" * (2 * MAX_UPLOAD)})
    assert r.status_code == 413 and r.text == "The upload is too large: at most 2 MB."
    assert texts(store, board) == []
    assert len(store.search()) == 1
    # just under the limit is read
    fits = BOARD8 + '[TableLog ""]\n' + (";" + "x" * 1000 + "\n") * 1500
    assert len(fits) < MAX_UPLOAD
    r = client.post("/boards", data={"csrf": csrf}, follow_redirects=False,
                    files={"upload": ("fits.pbn", fits.encode(), "text/plain")})
    assert r.status_code == 303


def test_a_large_body_shows_no_page_without_the_token(store: Store) -> None:
    store.set_setting(sec.TOKEN_SETTING, sec.token_hash(sec.new_token()))
    with TestClient(create_app(store, require_token=True), base_url=LOCAL) as c:
        r = c.post("/boards", data={"pbn": "x" * (2 * MAX_UPLOAD)})
        assert r.status_code == 401 and "new-board" not in r.text


def test_a_body_without_a_length_is_cut_at_the_limit(client: TestClient,
                                                     store: Store) -> None:
    csrf = csrf_of(client)

    def chunks() -> Iterator[bytes]:
        yield f"csrf={csrf}&pbn=".encode()
        for _ in range(40):
            yield b"x" * (64 * 1024)

    r = client.post("/boards", content=chunks(),
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413
    assert store.search() == []


# --------------------------------------------------------------------------- imports

def seven_games(bad: bool) -> str:
    games = []
    for n in range(1, 8):
        events = "W 1C\nN 1S\n" + ("W SK\n" if bad and n == 7 else "")
        games.append(BOARD8.replace('[Board "8"]', f'[Board "{n}"]').replace(
            '[Dealer "W"]\n[Vulnerable "None"]', '[Dealer "W"]\n[Vulnerable "None"]') +
            '[TableLog ""]\n' + events)
    return "\n".join(games)


def test_an_import_that_fails_on_game_7_creates_nothing(client: TestClient,
                                                        store: Store) -> None:
    r = client.post("/boards", data={"csrf": csrf_of(client), "pbn": seven_games(bad=True)})
    assert r.status_code == 422
    error = re.search(r'id="error">([^<]*)<', r.text)
    assert error is not None and error.group(1).startswith("record:")
    assert store.search() == [] and list(store.all_events()) == []
    # the same record without the fault: seven boards, each with its events
    board = new_board(client, seven_games(bad=False))
    boards = store.search()
    assert len(boards) == 7 and all(e.events == 2 for e in boards)
    assert board_id(board) == min(e.board.id for e in boards)
    assert texts(store, board) == ["W 1C", "N 1S"]
    # the board kept from the import is the one the page shows
    assert "1♣" in client.get(board).text or "1C" in client.get(board).text


# --------------------------------------------------------------------------- one-time forms

def test_a_double_submit_records_one_event(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    form = fields_of(client.get(board).text)
    first = client.post(board + "/events", data={**form, "seat": "W", "act": "1C"},
                        follow_redirects=False)
    again = client.post(board + "/events", data={**form, "seat": "W", "act": "1C"},
                        follow_redirects=False)
    assert first.status_code == again.status_code == 303
    assert again.headers["location"].startswith(board)
    assert texts(store, board) == ["W 1C"]
    # a replay is answered with the board as it is, and no error
    page = client.post(board + "/events", data={**form, "event": "director"})
    assert page.status_code == 200 and 'id="error"' not in page.text
    assert texts(store, board) == ["W 1C"]
    # the next page's form works
    form = fields_of(client.get(board).text)
    assert client.post(board + "/events", data={**form, "event": "N 1S"},
                       follow_redirects=False).status_code == 303
    assert texts(store, board) == ["W 1C", "N 1S"]


def test_a_refused_event_leaves_the_form_usable(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    form = fields_of(client.get(board).text)
    assert client.post(board + "/events", data={**form, "event": "W SK"}).status_code == 422
    assert client.post(board + "/events", data={**form, "event": "W 1C"},
                       follow_redirects=False).status_code == 303
    assert texts(store, board) == ["W 1C"]


def test_a_second_device_gets_the_current_state_never_a_fork(store: Store) -> None:
    app = create_app(store)
    with TestClient(app, base_url=LOCAL) as phone, \
            TestClient(app, base_url=LOCAL) as tablet:
        board = new_board(phone, BOARD8 + '[TableLog ""]\n')
        on_phone = fields_of(phone.get(board).text)
        on_tablet = fields_of(tablet.get(board).text)
        assert phone.post(board + "/events", data={**on_phone, "event": "W 1C"},
                          follow_redirects=False).status_code == 303
        # the tablet taps the same call on the page it drew before: not a second 1C (which
        # would be a call out of rotation), but the table as it is now
        r = tablet.post(board + "/events", data={**on_tablet, "event": "W 1C"})
        assert r.status_code == 409
        assert "Another device" in r.text
        assert re.findall(r"<code>([^<]*)</code>", r.text) == ["W 1C"]
        assert texts(store, board) == ["W 1C"]
        # the page it got acts on the state it shows
        on_tablet = fields_of(r.text)
        assert tablet.post(board + "/events", data={**on_tablet, "event": "N 1S"},
                           follow_redirects=False).status_code == 303
        assert texts(store, board) == ["W 1C", "N 1S"]


def test_a_form_value_not_made_here_is_refused(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    other = new_board(client, BOARD8 + '[TableLog ""]\n')
    form = fields_of(client.get(board).text)
    secret = store.setting(sec.SECRET_SETTING)
    assert secret is not None
    for once in ("forged", form["once"][:-3] + "abc",
                 sec.form_token(sec.new_secret(), f"board:{board_id(board)}", 0),
                 sec.form_token(secret, f"board:{board_id(board)}", 0, now=time.time() - 2
                                * sec.FORM_AGE)):
        r = client.post(board + "/events", data={**form, "once": once, "event": "W 1C"})
        assert r.status_code == 409 and "out of date" in r.text
    # a form of another board
    r = client.post(other + "/events", data={**form, "event": "W 1C"})
    assert r.status_code == 409
    assert texts(store, board) == [] and texts(store, other) == []


def test_a_new_board_form_sent_twice_makes_one_board(client: TestClient,
                                                     store: Store) -> None:
    form = fields_of(client.get("/").text)
    first = client.post("/boards", data={**form, "pbn": BOARD8 + '[TableLog ""]\nW 1C\n'},
                        follow_redirects=False)
    again = client.post("/boards", data={**form, "pbn": BOARD8 + '[TableLog ""]\nW 1C\n'},
                        follow_redirects=False)
    assert first.status_code == again.status_code == 303
    assert first.headers["location"] == again.headers["location"]
    assert len(store.search()) == 1
    form = fields_of(client.get("/").text)
    first = client.post("/boards", data={**form, "board": "5"}, follow_redirects=False)
    again = client.post("/boards", data={**form, "board": "5"}, follow_redirects=False)
    assert first.headers["location"] == again.headers["location"]
    assert len(store.search()) == 2


def test_an_undo_sent_twice_takes_back_one_event(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\n')
    page = client.get(board).text
    undo = page[page.index('action="/boards/'):]
    undo = undo[undo.index(f'action="{board}/undo"'):]
    form = fields_of(undo)
    for _ in range(2):
        r = client.post(board + "/undo", data={**form, "seq": "2"}, follow_redirects=False)
        assert r.status_code == 303
    assert texts(store, board) == ["W 1C"]


def test_undo_waits_for_the_board_lock(client: TestClient, store: Store) -> None:
    """An undo cannot interleave with an append (which holds the board's lock while it
    reads the events and stores the next)."""
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\n')
    csrf = csrf_of(client)
    done: list[int] = []
    with store.lock(board_id(board)):
        worker = threading.Thread(target=lambda: done.append(client.post(
            board + "/undo", data={"csrf": csrf, "seq": "2"},
            follow_redirects=False).status_code))
        worker.start()
        worker.join(0.5)
        assert worker.is_alive() and texts(store, board) == ["W 1C", "N 1S"]
    worker.join(10)
    assert done == [303] and texts(store, board) == ["W 1C"]


def test_an_event_stored_out_of_sequence_is_refused(client: TestClient,
                                                    store: Store) -> None:
    """Another process took back an event meanwhile: the append refuses to leave a gap,
    and the board goes on (no 409 for ever)."""
    board = new_board(client, BOARD8 + '[TableLog ""]\nW 1C\nN 1S\n')
    client.get(board)  # the table is kept in memory
    with pytest.raises(OutOfSequenceError):
        store.append(board_id(board), 4, "E P", ())
    other = Store(store.url)  # another process sharing the database
    assert other.remove_last(board_id(board), 2)
    other.close()
    form = fields_of(client.get(board).text)
    assert client.post(board + "/events", data={**form, "event": "N 2C"},
                       follow_redirects=False).status_code == 303
    assert texts(store, board) == ["W 1C", "N 2C"]


def test_scripts_may_post_without_a_one_time_value(client: TestClient, store: Store) -> None:
    board = new_board(client, BOARD8 + '[TableLog ""]\n')
    csrf = csrf_of(client)
    for line in ("W 1C", "N 1S"):
        assert client.post(board + "/events", data={"csrf": csrf, "event": line},
                           follow_redirects=False).status_code == 303
    assert texts(store, board) == ["W 1C", "N 1S"]


# --------------------------------------------------------------------------- serve

def test_serve_allow_host(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, "-c", "import sys; from bridgelaws.cli import main;"
                          " sys.exit(main())", "serve", "--help"], capture_output=True,
                         text=True, check=True)
    assert "--allow-host" in out.stdout
    port = free_port()
    proc = start_server(tmp_path / "hosts.db", port,
                        extra=["--allow-host", "bridge.club.example"])
    try:
        base = f"http://127.0.0.1:{port}"
        assert httpx.get(base + "/").status_code == 200
        r = httpx.get(base + "/", headers={"Host": f"bridge.club.example:{port}"})
        assert r.status_code == 200
        r = httpx.get(base + "/", headers={"Host": f"evil.example:{port}"})
        assert r.status_code == 400 and "--allow-host evil.example" in r.text
    finally:
        stop_server(proc)
