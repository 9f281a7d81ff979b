"""The console under load on loopback: N concurrent tables, each recording a whole board.

A real server (``bridgelaws serve`` in a child process, SQLite in WAL mode in a temporary
directory) receives, from N threads at once (one per table, each its own HTTP client and
CSRF cookie), the 60 events of a board: the auction, thirteen tricks with an established
revoke, and the Director's call at the end (the revoke's trick transfer, Law 64A1). After each
event the thread reloads the board page, as the director's phone does after the redirect.

Two latencies are measured per event: **record** (POST until the 303 answer: the event
replayed against the stored ones, checked and committed) and **page** (GET of the board page:
the table rebuilt from the database and rendered). Percentiles are printed for both, with
the throughput; at the end every board is checked against the events sent.

    python benchmarks/console_load.py [--tables 50] [--json]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bridgelaws.record import event_to_text, loads
from bridgelaws.web.storage import Store, database_url
from tests.web.serving import free_port, start_server, stop_server
from tests.web.test_browser import BOARD8, revoke_record


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summary(name: str, values: list[float]) -> dict[str, Any]:
    ms = [v * 1000 for v in values]
    return {"what": name, "n": len(ms), "p50": percentile(ms, 50), "p90": percentile(ms, 90),
            "p95": percentile(ms, 95), "p99": percentile(ms, 99), "max": max(ms),
            "mean": statistics.fmean(ms)}


def run(tables: int) -> dict[str, Any]:
    lines = [event_to_text(e) for e in loads(revoke_record())[0].events]
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "load.db"
        port = free_port()
        base = f"http://127.0.0.1:{port}"
        proc = start_server(db, port)
        record: list[float] = []
        page: list[float] = []
        failures: list[str] = []
        lock = threading.Lock()
        boards: list[int] = []
        start = threading.Barrier(tables + 1)

        def table(n: int) -> None:
            with httpx.Client(base_url=base, timeout=60) as c:
                csrf_match = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
                assert csrf_match is not None
                csrf = csrf_match.group(1)
                r = c.post("/boards", data={"csrf": csrf, "pbn": BOARD8 + '[TableLog ""]\n',
                                            "session": "load", "table": str(n + 1)})
                board = int(r.headers["location"].rsplit("/", 1)[1])
                with lock:
                    boards.append(board)
                mine_r: list[float] = []
                mine_p: list[float] = []
                start.wait()
                for line in lines:
                    t0 = time.perf_counter()
                    r = c.post(f"/boards/{board}/events", data={"csrf": csrf, "event": line})
                    t1 = time.perf_counter()
                    if r.status_code != 303:
                        with lock:
                            failures.append(f"table {n + 1}: {line}: {r.status_code}")
                        return
                    c.get(f"/boards/{board}")
                    t2 = time.perf_counter()
                    mine_r.append(t1 - t0)
                    mine_p.append(t2 - t1)
                with lock:
                    record.extend(mine_r)
                    page.extend(mine_p)

        try:
            threads = [threading.Thread(target=table, args=(n,)) for n in range(tables)]
            for t in threads:
                t.start()
            start.wait()
            t0 = time.perf_counter()
            for t in threads:
                t.join()
            wall = time.perf_counter() - t0
        finally:
            stop_server(proc)
        store = Store(database_url(str(db)))
        wrong = [b for b in boards if [e.text for e in store.events(b)] != lines]
        store.close()
    return {
        "tables": tables, "events_per_table": len(lines), "wall_s": wall,
        "events_per_s": len(record) / wall, "failures": failures, "boards_wrong": wrong,
        "record": summary("record (POST → 303, committed)", record),
        "page": summary("page (GET, replayed and rendered)", page),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = run(args.tables)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"{result['tables']} tables x {result['events_per_table']} events, "
              f"{result['wall_s']:.1f} s, {result['events_per_s']:.0f} events/s")
        for key in ("record", "page"):
            s = result[key]
            print(f"{s['what']}: p50 {s['p50']:.0f} ms, p90 {s['p90']:.0f} ms, "
                  f"p95 {s['p95']:.0f} ms, p99 {s['p99']:.0f} ms, max {s['max']:.0f} ms "
                  f"(n={s['n']})")
        print(f"failures: {len(result['failures'])}, boards wrong: {result['boards_wrong']}")
    return 0 if not result["failures"] and not result["boards_wrong"] else 1


if __name__ == "__main__":
    sys.exit(main())
