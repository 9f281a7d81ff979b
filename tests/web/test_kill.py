"""The ruling log never loses an acknowledged event: scripts record events on several boards
while the server is killed (SIGKILL); after a restart every event a page acknowledged (a
303 answer) is in the database, in order — at most the one in flight is there too."""

from __future__ import annotations

import re
import signal
import threading
from pathlib import Path

import httpx

from bridgelaws.record import event_to_text, loads
from bridgelaws.web.storage import Store, database_url
from tests.web.serving import free_port, start_server, stop_server
from tests.web.test_browser import BOARD8, revoke_record

BOARDS = 4


def _client(base: str) -> tuple[httpx.Client, str]:
    client = httpx.Client(base_url=base, timeout=10)
    page = client.get("/")
    match = re.search(r'name="csrf" value="([^"]+)"', page.text)
    assert match is not None
    return client, match.group(1)


def test_killed_server_loses_no_acknowledged_event(tmp_path: Path) -> None:
    db = tmp_path / "kill.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    lines = [event_to_text(e) for e in loads(revoke_record())[0].events]
    proc = start_server(db, port)
    try:
        client, csrf = _client(base)
        boards = []
        for n in range(BOARDS):
            r = client.post("/boards", data={"csrf": csrf, "pbn": BOARD8 + '[TableLog ""]\n',
                                             "session": "kill", "table": str(n + 1)})
            assert r.status_code == 303
            boards.append(int(r.headers["location"].rsplit("/", 1)[1]))
        client.close()
        acked: dict[int, list[str]] = {b: [] for b in boards}
        total = threading.Semaphore(0)

        def script(board: int) -> None:
            c, token = _client(base)
            try:
                for line in lines:
                    r = c.post(f"/boards/{board}/events", data={"csrf": token, "event": line})
                    assert r.status_code == 303, r.text
                    acked[board].append(line)
                    total.release()
            except httpx.TransportError:
                return  # the server was killed under this request: not acknowledged
            finally:
                c.close()

        threads = [threading.Thread(target=script, args=(b,)) for b in boards]
        for t in threads:
            t.start()
        for _ in range(25 * BOARDS):  # let a hundred events be acknowledged, then kill
            assert total.acquire(timeout=60)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        for t in threads:
            t.join(30)
        assert sum(map(len, acked.values())) >= 25 * BOARDS
        assert any(len(a) < len(lines) for a in acked.values()), "killed too late"
    finally:
        stop_server(proc)

    # restart on the same database: every acknowledged event is there, in order
    proc = start_server(db, port)
    try:
        store = Store(database_url(str(db)))
        for board, done in acked.items():
            stored = [e.text for e in store.events(board)]
            assert stored[:len(done)] == done
            assert len(stored) <= len(done) + 1
            assert stored == lines[:len(stored)]
        store.close()
        # and the server carries on from there
        client, csrf = _client(base)
        board = boards[0]
        r = client.get(f"/boards/{board}")
        assert r.status_code == 200
        client.close()
    finally:
        stop_server(proc)
