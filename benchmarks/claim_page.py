"""A console board page with a ruled claim against the same page without it, in one run.

Issue 16: the console rules a contested claim once, when the event that makes the ruling
due is recorded, stores it with the board, and never searches again on a page view. This
benchmark imports a published claim (a thirteen-card contested claim from the casebook,
the slowest kind to rule) into an in-process console twice: whole, and without its last
three events (the claim, the dispute, the Director). It times the import of each (the
ruling is made there) and then the board page of each, many times, alternating; it prints
the medians and their ratio (a page with the ruled claim / a page without: 1.0 means the
claim costs a page nothing).

    python benchmarks/claim_page.py [--views N] [--record PATH]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

from fastapi.testclient import TestClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bridgelaws.web.app import create_app  # noqa: E402
from bridgelaws.web.storage import Store, database_url  # noqa: E402
from tests.web.serving import LOCAL  # noqa: E402

RECORD = ROOT / "tests/claims/casebook/bbof-55318-6nt-club-finesse-for-overtrick.pbn"


def _form_value(page: str, name: str) -> str:
    match = re.search(rf'name="{name}" value="([^"]+)"', page)
    return match.group(1) if match else ""


def _import(client: TestClient, record: str) -> tuple[str, float]:
    """The board made from ``record``, and the time its import took."""
    page = client.get("/").text
    data = {"csrf": _form_value(page, "csrf"), "pbn": record}
    once = _form_value(page, "once")
    if once:
        data["once"] = once
    t0 = time.perf_counter()
    r = client.post("/boards", data=data, follow_redirects=False)
    elapsed = time.perf_counter() - t0
    if r.status_code != 303:
        raise SystemExit(f"the import failed: {r.status_code} {r.text[-300:]}")
    return str(r.headers["location"]), elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=30, help="page views of each board")
    parser.add_argument("--record", type=Path, default=RECORD)
    args = parser.parse_args()
    text = args.record.read_text(encoding="utf-8")
    lines = text.rstrip("\n").split("\n")
    if not re.search(r"\bclaims\b", "\n".join(lines[-3:])):
        raise SystemExit(f"{args.record}: the last three lines are not the claim, the dispute "
                         "and the Director")
    without = "\n".join(lines[:-3]) + "\n"
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(database_url(str(Path(tmp) / "console.db")))
        try:
            with TestClient(create_app(store), base_url=LOCAL) as client:
                ruled, t_ruled = _import(client, text)
                plain, t_plain = _import(client, without)
                times: dict[str, list[float]] = {ruled: [], plain: []}
                for _ in range(args.views):
                    for board in (ruled, plain):
                        t0 = time.perf_counter()
                        page = client.get(board)
                        times[board].append(time.perf_counter() - t0)
                        if page.status_code != 200:
                            raise SystemExit(f"{board}: {page.status_code}")
        finally:
            store.close()
    with_claim = statistics.median(times[ruled])
    no_claim = statistics.median(times[plain])
    print(f"record: {args.record.name}")
    print(f"import with the claim (the ruling made once): {t_ruled * 1e3:.0f} ms; "
          f"without: {t_plain * 1e3:.0f} ms")
    print(f"board page, median of {args.views}: with the ruled claim {with_claim * 1e3:.1f} ms, "
          f"without {no_claim * 1e3:.1f} ms")
    print(f"page with / page without = {with_claim / no_claim:.2f} (goal: about 1)")


if __name__ == "__main__":
    main()
