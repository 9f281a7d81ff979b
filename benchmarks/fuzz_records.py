"""The record fuzzer of ``tests/test_fuzz_records.py`` on many records: what it finds.

Each record is a mutated seed (the records of ``../shared/examples``, ``tests/records``,
``tests/transcripts``, and random legal deals), run through ``bridgelaws rule`` (text, JSON,
and one in four in Russian) in process and checked: exit 0, exit 2 with one line
``FILE:LINE: cause``, or exit 3 naming the law; no exception; 52 cards accounted for; 13
tricks or fewer; every pending choice answerable. Record ``i`` of seed ``S`` is made by
``random.Random(f"{S}:{i}")``, so any failure is replayed alone with ``--start i --records 1``.

Failures are grouped by kind (a crash: the exception and the function of the library where
it was raised); the first record of each kind is written to ``--out`` (the report with its
traceback, and with ``--minimize`` the record cut to the lines that keep the failure: ready
for ``tests/records/fuzz/``).

    python benchmarks/fuzz_records.py [--records N] [--seed S] [--start I] [--out DIR]
                                      [--minimize]

Exit status 1 when a failure was found.
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_fuzz_records import Found, fuzz, load_seeds, minimize  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0, help="the index of the first record")
    parser.add_argument("--out", type=Path, default=None,
                        help="a directory for the first failing record of each kind")
    parser.add_argument("--minimize", action="store_true",
                        help="also write each such record cut to the lines that fail")
    parser.add_argument("--every", type=int, default=5000, help="progress every N records")
    args = parser.parse_args(argv)

    seeds = load_seeds()
    codes: collections.Counter[int] = collections.Counter()
    kinds: collections.Counter[str] = collections.Counter()
    first: dict[str, Found] = {}
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as work:
        for i, found, code in fuzz(args.records, args.seed, Path(work), seeds=seeds,
                                   start=args.start):
            if found is None:
                codes[code] += 1
            else:
                kinds[found.kind] += 1
                first.setdefault(found.kind, found)
            done = i - args.start + 1
            if args.every and done % args.every == 0:
                elapsed = time.perf_counter() - started
                print(f"{done} records, {elapsed:.0f} s, {sum(kinds.values())} failures",
                      flush=True)
        elapsed = time.perf_counter() - started
        failures = sum(kinds.values())
        print(f"seed {args.seed}, records {args.start}..{args.start + args.records - 1}: "
              f"{args.records} records in {elapsed:.1f} s ({args.records / elapsed:.0f}/s), "
              f"{len(seeds)} seed records")
        print("outcomes: " + ", ".join(f"exit {c}: {n}" for c, n in sorted(codes.items()))
              + f", failures: {failures}")
        for kind, n in kinds.most_common():
            print(f"  {n:6d}  {kind}  (first: record {first[kind].index})")
        if args.out is not None and first:
            args.out.mkdir(parents=True, exist_ok=True)
            for n, (kind, f) in enumerate(sorted(first.items())):
                stem = f"failure-{n}"
                (args.out / f"{stem}.txt").write_text(f.report(), encoding="utf-8")
                if args.minimize:
                    small = minimize(f.text, f.kind, Path(work) / "minimize.pbn")
                    (args.out / f"{stem}.pbn").write_text(
                        f"% fuzz: {kind}\n{small}", encoding="utf-8")
            print(f"the first record of each kind: {args.out}/")
        elif first:
            print("\n" + next(iter(first.values())).report())
    return 1 if kinds else 0


if __name__ == "__main__":
    sys.exit(main())
