"""A claim's ruling is made once, when the event that makes it due is recorded, stored with
the board in the ruling log, and read back by every later page and replay: no page view
searches for it again. An undo drops the rulings made from the event it takes back."""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from bridgelaws.claims import rule_on_claim
from bridgelaws.claims.cache import ClaimKey, claim_key
from bridgelaws.claims.render import claim_json, claim_lines, line_tricks
from bridgelaws.events import Claim, Concession
from bridgelaws.record import event_to_text, loads
from bridgelaws.report import result_json
from bridgelaws.table import Table
from bridgelaws.web import board as b
from bridgelaws.web import claim_record
from bridgelaws.web.app import create_app
from bridgelaws.web.storage import Store, StoredClaimRuling, database_url
from tests.web.serving import LOCAL
from tests.web.test_console import csrf_of, new_board, post

#: the module (``bridgelaws.claims.adjudicate`` is also the name of a function there)
adjudicate = importlib.import_module("bridgelaws.claims.adjudicate")

ROOT = Path(__file__).resolve().parents[2]
CASES = sorted((ROOT / "tests/claims/model").glob("*.pbn"))
CASE = (ROOT / "tests/claims/model/70C-draw-trumps-then-run.pbn").read_text("utf-8")


def split(record: str) -> tuple[str, list[str]]:
    """A record's tags (with an empty TableLog) and its events as TableLog lines."""
    (game,) = loads(record)
    head = record[:record.index('[TableLog ""]')] + '[TableLog ""]\n'
    return head, [event_to_text(e) for e in game.events]


@dataclass
class Searches:
    """Claim rulings made (``rule_on_claim`` returning a ruling) and searches run."""

    rulings: int = 0
    searches: int = 0

    def reset(self) -> None:
        self.rulings = self.searches = 0


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Searches:
    counts = Searches()
    real_rule = adjudicate.rule_on_claim
    real_worst = adjudicate.LineSearch.worst

    def counted_rule(table: Table, *, director: bool = False) -> Any:
        ruling = real_rule(table, director=director)
        counts.rulings += ruling is not None
        return ruling

    def counted_worst(self: Any, *args: Any, **kwargs: Any) -> Any:
        counts.searches += 1
        return real_worst(self, *args, **kwargs)

    monkeypatch.setattr(adjudicate, "rule_on_claim", counted_rule)
    monkeypatch.setattr(adjudicate.LineSearch, "worst", counted_worst)
    return counts


POSTGRES = os.environ.get("BRIDGELAWS_TEST_POSTGRES_URL", "")


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """The log on SQLite, and on PostgreSQL when ``BRIDGELAWS_TEST_POSTGRES_URL`` names a
    database (as in test_postgresql.py)."""
    if request.param == "postgresql" and not POSTGRES:
        pytest.skip("no PostgreSQL database: set BRIDGELAWS_TEST_POSTGRES_URL to run")
    s = Store(POSTGRES if request.param == "postgresql"
              else database_url(str(tmp_path / "console.db")))
    yield s
    s.close()


def board_id(board: str) -> int:
    return int(board.rstrip("/").rsplit("/", 1)[1])


def claim_section(page: str) -> str:
    start = page.index('<section id="claim"')
    return page[start:page.index("</section>", start)]


def test_the_ruling_is_made_once_when_due_and_no_page_searches(
        client: TestClient, store: Store, searches: Searches) -> None:
    head, lines = split(CASE)
    claim_at = next(i for i, t in enumerate(lines) if " claims " in t)
    board = new_board(client, head + "".join(t + "\n" for t in lines[:claim_at]))
    assert searches.rulings == 0
    made = []
    for line in lines[claim_at:]:  # S claims 5 "...", W disputes, director
        assert post(client, board, line) == 303, line
        made.append(searches.rulings)
        page = client.get(board)  # the redirect's page
        assert page.status_code == 200
    # made once, at the dispute; the Director's call (the fold rules) read it back
    assert made == [0, 1, 1]
    stored = store.claim_rulings(board_id(board))
    assert [(r.events, r.director) for r in stored] == [(claim_at + 2, True)]
    searches.reset()
    for _ in range(3):
        page = client.get(board).text
        assert "draw trumps" in claim_section(page)
    assert searches.rulings == searches.searches == 0
    # a new process: the table is replayed (the fold rules on the claim) from the store
    with TestClient(create_app(store), base_url=LOCAL) as fresh:
        for lang in ("en", "ru"):
            assert fresh.get(board, headers={"accept-language": lang}).status_code == 200
        assert claim_section(fresh.get(board).text) == claim_section(page)
    assert searches.rulings == searches.searches == 0
    info = store.board(board_id(board))
    assert info is not None
    texts = [e.text for e in store.events(board_id(board))]
    assert result_json(b.table_of(info, texts)) == result_json(Table.from_game(loads(CASE)[0]))


def test_a_page_from_the_store_is_the_page_from_a_new_search(store: Store) -> None:
    """The claim part of the view read from the stored record is the one computed afresh,
    in both languages; so are the table's award and score."""
    head, lines = split(CASE)
    with TestClient(create_app(store), base_url=LOCAL) as c:
        board = new_board(c, head + "".join(t + "\n" for t in lines))
    info = store.board(board_id(board))
    assert info is not None
    texts = [e.text for e in store.events(board_id(board))]
    tables = b.Tables(store)
    for lang in ("en", "ru"):
        stored = tables.view(info.id, lang, reveal=True)
        fresh = b.view(b.table_of(info, texts), lang, reveal=True)
        assert stored is not None and stored["claim"] is not None
        assert stored["claim"] == fresh["claim"]
        assert stored["score"] == fresh["score"] and stored["rulings"] == fresh["rulings"]


def test_a_board_without_a_stored_ruling_searches_on_its_first_page_only(
        client: TestClient, store: Store, searches: Searches) -> None:
    """A board recorded before rulings were stored (its events written straight to the
    log): the first page makes the ruling (once, though the replay's fold and the page both
    need it) and stores it; the next pages, in this process or another, read it."""
    head, lines = split(CASE)
    board = new_board(client, head)
    for n, line in enumerate(lines, start=1):
        store.append(board_id(board), n, line, ())
    searches.reset()
    assert client.get(board).status_code == 200
    assert searches.rulings == 1
    assert len(store.claim_rulings(board_id(board))) == 1
    searches.reset()
    client.get(board)
    with TestClient(create_app(store), base_url=LOCAL) as fresh:
        fresh.get(board)
    assert searches.rulings == searches.searches == 0


def test_an_undo_drops_the_rulings_made_from_the_event_it_takes_back(
        client: TestClient, store: Store, searches: Searches) -> None:
    head, lines = split(CASE)
    board = new_board(client, head + "".join(t + "\n" for t in lines))
    n = len(lines)  # ..., S claims, W disputes, director
    bid = board_id(board)
    assert [r.events for r in store.claim_rulings(bid)] == [n - 1]

    def undo(seq: int) -> None:
        r = client.post(board + "/undo", data={"csrf": csrf_of(client), "seq": str(seq)},
                        follow_redirects=False)
        assert r.status_code == 303

    searches.reset()
    undo(n)  # the Director's call: the ruling was made at the dispute, it stands
    assert [r.events for r in store.claim_rulings(bid)] == [n - 1]
    assert 'id="claim"' in client.get(board).text
    assert searches.rulings == 0
    undo(n - 1)  # the dispute: nothing left to rule on
    assert store.claim_rulings(bid) == []
    assert 'id="claim"' not in client.get(board).text
    assert searches.rulings == 0
    # another reaction in its place: a new ruling, from the new events
    assert post(client, board, "W agrees") == 303
    assert post(client, board, "E agrees") == 303
    assert post(client, board, "director") == 303  # Law 69: made now, once
    assert searches.rulings == 1
    (stored,) = store.claim_rulings(bid)
    assert (stored.events, stored.director) == (n, True)  # the agreements, and the call
    page = client.get(board).text
    assert "69" in claim_section(page)
    assert searches.rulings == 1


def test_a_stored_ruling_made_from_other_events_is_not_used(
        client: TestClient, store: Store, searches: Searches) -> None:
    """A row with the right key but made from other events (the digest differs: e.g. an
    undo by another process, then another event) is ignored and replaced."""
    head, lines = split(CASE)
    board = new_board(client, head + "".join(t + "\n" for t in lines))
    bid = board_id(board)
    (good,) = store.claim_rulings(bid)
    store.put_claim_rulings(bid, [StoredClaimRuling(good.events, good.director, "0" * 64,
                                                    good.record)])
    with TestClient(create_app(store), base_url=LOCAL) as fresh:
        searches.reset()
        assert fresh.get(board).status_code == 200
        assert searches.rulings == 1
        assert store.claim_rulings(bid) == [good]
        fresh.get(board)
        assert searches.rulings == 1


def test_an_unreadable_record_is_made_again(client: TestClient, store: Store,
                                            searches: Searches) -> None:
    head, lines = split(CASE)
    board = new_board(client, head + "".join(t + "\n" for t in lines))
    bid = board_id(board)
    (good,) = store.claim_rulings(bid)
    store.put_claim_rulings(bid, [StoredClaimRuling(good.events, good.director, good.digest,
                                                    '{"format": 0}')])
    searches.reset()
    client.get(board)
    assert searches.rulings == 1
    assert store.claim_rulings(bid) == [good]


def test_a_page_with_a_ruled_claim_searches_nothing(
        client: TestClient, store: Store, searches: Searches) -> None:
    """A board page with a ruled claim reads the stored ruling: no search, no ruling made,
    however often it is viewed (its cost against a page without a claim is measured in
    ``benchmarks/claim_page.py``, not here: timings are no unit test)."""
    head, lines = split(CASE)
    ruled = new_board(client, head + "".join(t + "\n" for t in lines))
    searches.reset()
    for _ in range(3):
        page = client.get(ruled)
        assert page.status_code == 200
    assert searches.rulings == searches.searches == 0


# --------------------------------------------------------------------------- the record


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_the_record_gives_back_the_ruling(path: Path) -> None:
    table = Table.from_game(loads(path.read_text("utf-8"))[0])
    ruling = rule_on_claim(table)
    assert ruling is not None
    back = claim_record.decode(claim_record.encode(ruling, table.declarer), table.declarer)
    assert back is not None
    assert claim_json(back, table.declarer) == claim_json(ruling, table.declarer)
    for lang in ("en", "ru"):
        assert claim_lines(back, lang) == claim_lines(ruling, lang)
    assert line_tricks(back) == line_tricks(ruling)
    if table.declarer is not None:
        side = table.declarer.side
        assert back.tricks_for(side) == ruling.tricks_for(side)


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_the_claim_key_names_the_events_the_ruling_depends_on(path: Path) -> None:
    """The contract of :func:`bridgelaws.claims.cache.claim_key`: after every event from
    the claim on, the ruling of the table equals the ruling of its first ``key.events``
    events, the Director counted as called when ``key.director``."""
    (game,) = loads(path.read_text("utf-8"))
    claim_at = max(i for i, e in enumerate(game.events) if isinstance(e, Claim | Concession))
    for end in range(claim_at + 1, len(game.events) + 1):
        t = Table(game.deal, game.dealer, game.vulnerability, board=game.board,
                  edition=game.edition)
        t.apply_all(game.events[:end])
        for director in (False, True):
            key = claim_key(t, director=director)
            assert key is not None and key.events <= end
            cut = Table(game.deal, game.dealer, game.vulnerability, board=game.board,
                        edition=game.edition)
            cut.apply_all(game.events[:key.events])
            want = rule_on_claim(t, director=director)
            got = rule_on_claim(cut, director=key.director)
            assert (None if want is None else claim_json(want, t.declarer)) == (
                None if got is None else claim_json(got, t.declarer)), (end, director, key)


def test_a_dispute_settles_the_key() -> None:
    _, lines = split(CASE)
    (game,) = loads(CASE)
    keys = []
    for end in range(len(lines) - 2, len(lines) + 1):  # the claim, the dispute, director
        t = Table(game.deal, game.dealer, game.vulnerability, board=game.board)
        t.apply_all(game.events[:end])
        keys.append(claim_key(t))
    n = len(lines)
    assert keys == [ClaimKey(n - 2, False), ClaimKey(n - 1, True), ClaimKey(n - 1, True)]
