"""Run the console as a real server (a child process) for the browser and kill tests."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

ARTIFACTS = Path(__file__).parent / "artifacts"
#: the console answers to loopback names only (not TestClient's default "testserver")
LOCAL = "http://127.0.0.1"
CHROMIUM = Path("/usr/bin/chromium")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: Path, port: int, host: str = "127.0.0.1",
                 extra: Sequence[str] = ()) -> subprocess.Popen[bytes]:
    """``bridgelaws serve`` in a child process (``extra``: more options); returns once it
    answers."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-c", "import sys; from bridgelaws.cli import main; sys.exit(main())",
         "serve", "--db", str(db), "--host", host, "--port", str(port), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError("the server exited: " + proc.stderr.read().decode()
                               if proc.stderr else "")
        try:
            httpx.get(f"http://{host}:{port}/static/console.css", timeout=1)
            return proc
        except httpx.TransportError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start in 30 s")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def chromium_problem() -> str | None:
    """Why the browser tests cannot run here, or ``None``."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[dev]')"
    if not CHROMIUM.exists():
        return ("Debian's chromium is not installed at /usr/bin/chromium "
                "(make test installs it: apt-get install chromium)")
    return None


@contextmanager
def chromium(*args: str) -> Iterator[Any]:
    """Debian's chromium driven by Playwright (its own browser download cannot work here),
    with extra command-line ``args``."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM),
                              args=["--no-sandbox", "--disable-dev-shm-usage", *args])
        try:
            yield b
        finally:
            b.close()
