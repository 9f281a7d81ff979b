"""The ruling log on PostgreSQL: the same Store and console, through SQLAlchemy, with a
PostgreSQL URL. Runs when ``BRIDGELAWS_TEST_POSTGRES_URL`` names a database it may fill
(e.g. ``postgresql+psycopg://bl:bl@127.0.0.1/bl``); skipped otherwise, with the reason."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from bridgelaws.record import loads
from bridgelaws.report import result_json
from bridgelaws.table import Table
from bridgelaws.web.app import create_app
from bridgelaws.web.storage import Store
from tests.web.test_browser import BOARD8
from tests.web.test_console import new_board, post

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
    with TestClient(create_app(store)) as client:
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
