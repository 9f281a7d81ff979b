"""Every transcript of the casebook entered through the console, one event per form post,
ends where ``bridgelaws rule --json`` ends; while the Director is asked a question, the
page offers the answer as a button."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from bridgelaws.errors import RecordError
from bridgelaws.record import event_to_text, loads
from bridgelaws.report import result_json
from bridgelaws.table import Table
from bridgelaws.web.app import create_app
from bridgelaws.web.board import export_text, table_of
from bridgelaws.web.storage import Store, database_url
from tests.web.serving import LOCAL

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted((ROOT / "tests/transcripts").glob("*.pbn"))


@pytest.fixture(scope="module")
def console(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Store]]:
    store = Store(database_url(str(tmp_path_factory.mktemp("t") / "t.db")))
    with TestClient(create_app(store), base_url=LOCAL) as client:
        yield client, store
    store.close()


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_transcript_through_the_console(console: tuple[TestClient, Store], path: Path) -> None:
    client, store = console
    text = path.read_text("utf-8")
    try:
        games = loads(text, file=path.name)
        expected = [result_json(Table.from_game(g)) for g in games]
    except RecordError:
        pytest.skip("a record the CLI refuses too")
    csrf_match = re.search(r'name="csrf" value="([^"]+)"', client.get("/").text)
    assert csrf_match is not None
    csrf = csrf_match.group(1)
    for game, want in zip(games, expected, strict=True):
        tags = "".join(f'[{k} "{v}"]\n' for k, v in game.tags)
        if "[Deal " not in tags:
            tags += f'[Deal "{game.deal.to_pbn()}"]\n'
        r = client.post("/boards", data={"csrf": csrf, "pbn": tags + '[TableLog ""]\n'},
                        follow_redirects=False)
        assert r.status_code == 303, r.text
        board = r.headers["location"]
        board_id = int(board.rsplit("/", 1)[1])
        for event in game.events:
            info = store.board(board_id)
            assert info is not None
            table = table_of(info, [e.text for e in store.events(board_id)])
            if table.pending_judgment is not None and table.pending_judgment.expects == "yes-no":
                page = client.get(board).text
                assert f'value="director rules {table.pending_judgment.clause} yes"' in page
            r = client.post(board + "/events", data={"csrf": csrf,
                                                     "event": event_to_text(event)},
                            follow_redirects=False)
            assert r.status_code == 303, (event_to_text(event), r.text[-400:])
        info = store.board(board_id)
        assert info is not None
        texts = [e.text for e in store.events(board_id)]
        assert result_json(table_of(info, texts)) == want
        assert result_json(Table.from_game(loads(export_text(info, texts))[0])) == want
        assert client.get(board).status_code == 200
