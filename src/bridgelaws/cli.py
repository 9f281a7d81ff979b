"""The command line: ``bridgelaws rule FILE``, ``bridgelaws demo``, ``bridgelaws --version``.

Exit codes: 0 — done; 2 — bad input (one line ``FILE:LINE: cause`` on stderr);
3 — an irregularity was detected whose rectification this version does not implement.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources

from bridgelaws import __version__
from bridgelaws.errors import RecordError
from bridgelaws.i18n import LANGUAGES, Message, default_language
from bridgelaws.record import Game, loads
from bridgelaws.render.report import render_table
from bridgelaws.report import result_json
from bridgelaws.table import Table

EXIT_OK, EXIT_BAD_INPUT, EXIT_NOT_IMPLEMENTED = 0, 2, 3
DEMO_RECORD = "demo.pbn"


def _read(path: str) -> str:
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise RecordError(Message("cannot read the file: {reason}", reason=exc.strerror or ""),
                          file=path) from exc
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise RecordError(Message("not a text file (UTF-8 expected)"), line=1,
                          file=path) from exc


def _tables(games: Sequence[Game], file: str) -> list[Table]:
    return [Table.from_game(g, file=file) for g in games]


def _emit(tables: list[Table], as_json: bool, lang: str) -> int:
    if as_json:
        results = [result_json(t) for t in tables]
        print(json.dumps(results[0] if len(results) == 1 else results, ensure_ascii=False,
                         indent=1))
    else:
        print("\n\n".join(render_table(t, lang) for t in tables))
    if any(t.unsupported for t in tables):
        print(Message("bridgelaws: an irregularity was detected whose rectification is not "
                      "implemented yet (exit code 3)").render(lang), file=sys.stderr)
        return EXIT_NOT_IMPLEMENTED
    return EXIT_OK


def _rule(path: str, as_json: bool, lang: str) -> int:
    try:
        text = _read(path)
        games = loads(text, file=path)
        tables = _tables(games, path)
    except RecordError as exc:
        if exc.file is None:
            exc.file = path
        print(exc.located(lang), file=sys.stderr)
        return EXIT_BAD_INPUT
    return _emit(tables, as_json, lang)


def _demo(as_json: bool, lang: str) -> int:
    text = resources.files("bridgelaws").joinpath("data", DEMO_RECORD).read_text("utf-8")
    if not as_json:
        print(Message("Demo: a table record with an opening lead out of turn "
                      "(bridgelaws/data/{name})", name=DEMO_RECORD).render(lang))
        print(text.strip())
        print()
    return _emit(_tables(loads(text, file=DEMO_RECORD), DEMO_RECORD), as_json, lang)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridgelaws",
        description="The Laws of Duplicate Bridge (WBF 2017) as an executable engine.")
    parser.add_argument("--version", action="version", version=f"bridgelaws {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    rule = sub.add_parser("rule", help="read a table record; print the rulings and the result")
    rule.add_argument("file")
    demo = sub.add_parser("demo", help="play the built-in example record")
    for p in (rule, demo):
        p.add_argument("--json", action="store_true", help="print the JSON result")
        p.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language (default: from the locale)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    lang = args.lang or default_language()
    if args.command == "rule":
        return _rule(args.file, args.json, lang)
    return _demo(args.json, lang)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
