"""The ruling log on PostgreSQL: the same Store and console, through SQLAlchemy, with a
PostgreSQL URL. Runs when ``BRIDGELAWS_TEST_POSTGRES_URL`` names a database it may fill
(e.g. ``postgresql+psycopg://bl:bl@127.0.0.1/bl``); skipped otherwise, with the reason."""

from __future__ import annotations

import importlib
import os
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table
from bridgelaws.web.app import create_app
from bridgelaws.web.storage import Store
from tests.web.serving import LOCAL
from tests.web.test_browser import BOARD8
from tests.web.test_claim_rulings import CASE, split
from tests.web.test_console import csrf_of, new_board, post

adjudicate = importlib.import_module("bridgelaws.claims.adjudicate")

URL = os.environ.get("BRIDGELAWS_TEST_POSTGRES_URL", "")

pytestmark = pytest.mark.skipif(
    not URL, reason="no PostgreSQL database: set BRIDGELAWS_TEST_POSTGRES_URL to run")


@pytest.fixture
def store() -> Iterator[Store]:
    s = Store(URL)
    yield s
    s.close()


def test_postgresql_stores_and_replays_a_board(store: Store) -> None:
    """A board is started, a lead out of turn is recorded and ruled through the console; the
    stored events replay, in a new Store on the same database, to the CLI's result."""
    session = f"pg-{uuid.uuid4().hex[:8]}"
    record = BOARD8 + '[TableLog ""]\n' + "W 1C\nN 1S\nE P\nS 2S\nW P\nN P\nE P\n"
    with TestClient(create_app(store), base_url=LOCAL) as client:
        board = new_board(client, record, session=session, table="1")
        for line in ("W CA", "director", "N chooses 54D"):
            assert post(client, board, line) == 303, line
        exported = client.get(board + "/export").text
    board_id = int(board.rstrip("/").split("/")[-1])
    again = Store(URL)
    try:
        assert [e.text for e in again.events(board_id)][-3:] == ["W CA", "director",
                                                                 "N chooses 54D"]
        assert any(entry.board.id == board_id for entry in again.search(session=session))
    finally:
        again.close()
    (game,) = loads(exported)
    (direct,) = loads(record + "W CA\ndirector\nN chooses 54D\n")
    assert result_json(Table.from_game(game)) == result_json(Table.from_game(direct))


def test_postgresql_stores_a_claim_ruling_once(store: Store,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The claim ruling is stored with the board on PostgreSQL too: made once at the
    dispute, read back by the pages and by a new process, dropped by an undo."""
    made: list[int] = []
    real = adjudicate.rule_on_claim

    def counted(table: Table, *, director: bool = False) -> Any:
        ruling = real(table, director=director)
        made.extend([1] if ruling is not None else [])
        return ruling

    monkeypatch.setattr(adjudicate, "rule_on_claim", counted)
    head, lines = split(CASE)
    with TestClient(create_app(store), base_url=LOCAL) as client:
        board = new_board(client, head + "".join(t + "\n" for t in lines),
                          session=f"pg-{uuid.uuid4().hex[:8]}")
        assert len(made) == 1
        assert 'id="claim"' in client.get(board).text
    board_id = int(board.rstrip("/").split("/")[-1])
    again = Store(URL)
    try:
        with TestClient(create_app(again), base_url=LOCAL) as client:
            assert 'id="claim"' in client.get(board).text
            assert len(made) == 1
            assert [(r.events, r.director) for r in again.claim_rulings(board_id)] == [
                (len(lines) - 1, True)]
            for seq in (len(lines), len(lines) - 1):
                r = client.post(board + "/undo", data={"csrf": csrf_of(client),
                                                       "seq": str(seq)},
                                follow_redirects=False)
                assert r.status_code == 303
            assert again.claim_rulings(board_id) == []
    finally:
        again.close()
