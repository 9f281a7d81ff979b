from __future__ import annotations

import importlib.util
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from fastapi.testclient import TestClient

    from bridgelaws.web.storage import Store

#: without the web extra (pip install -e '.[web]' or '.[dev]') there is no console to test
collect_ignore_glob = [] if importlib.util.find_spec("fastapi") else ["test_*.py"]

# starlette's TestClient still works with httpx and warns once, when first imported; the
# notice is about a dependency of a dependency, not ours to act on
if not collect_ignore_glob:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Using `httpx` with")
        import fastapi.testclient  # noqa: F401


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A console server of its own for a browser test module (a database in a temporary
    directory)."""
    from tests.web.serving import free_port, start_server, stop_server

    port = free_port()
    proc = start_server(tmp_path_factory.mktemp("console") / "console.db", port)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        stop_server(proc)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium driven by Playwright (its own browser download cannot work here)."""
    from tests.web.serving import chromium

    with chromium() as b:
        yield b


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A console's log in a temporary SQLite database (a test module may override it: see
    test_claim_rulings.py, also on PostgreSQL)."""
    from bridgelaws.web.storage import Store, database_url

    s = Store(database_url(str(tmp_path / "console.db")))
    yield s
    s.close()


@pytest.fixture
def client(store: Store) -> Iterator[TestClient]:
    """The console in process, asked at a loopback name (others get 400)."""
    from fastapi.testclient import TestClient

    from bridgelaws.web.app import create_app
    from tests.web.serving import LOCAL

    with TestClient(create_app(store), base_url=LOCAL) as c:
        yield c
