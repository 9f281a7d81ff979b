"""The command line: ``bridgelaws rule FILE``, ``bridgelaws export FILE [-o OUT]``,
``bridgelaws claim FILE``, ``bridgelaws score SESSION``, ``bridgelaws serve``, ``bridgelaws demo``,
``bridgelaws --version``.

Exit codes: 0 — done; 2 — bad input (one line ``FILE:LINE: cause`` on stderr);
3 — an irregularity was detected whose rectification this version does not implement.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from importlib import resources
from typing import Any

from bridgelaws import __version__
from bridgelaws.errors import BridgeLawsError, RecordError
from bridgelaws.events import Claim, Concession
from bridgelaws.i18n import LANGUAGES, Message, default_language
from bridgelaws.output import write_text
from bridgelaws.pbn_export import export_table, header
from bridgelaws.record import Game, loads
from bridgelaws.render.report import render_table
from bridgelaws.report import result_json
from bridgelaws.session.command import add_score_parser, run_score
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


def _last_line(game: Game) -> int | None:
    """Where a game's trouble is reported when no event is at fault: its last event."""
    lines = [e.line for e in game.events if e.line is not None]
    return lines[-1] if lines else game.line


def _bad_input(exc: BridgeLawsError, path: str, line: int | None, lang: str) -> int:
    """Exit code 2 with one line ``FILE:LINE: cause`` on stderr."""
    located = exc if isinstance(exc, RecordError) else RecordError(exc.message, line=line)
    if located.file is None:
        located.file = path
    if located.line is None:
        located.line = line
    print(located.located(lang), file=sys.stderr)
    return EXIT_BAD_INPUT


def _emit(tables: list[Table], as_json: bool, lang: str,
          games: Sequence[Game] | None = None, path: str = DEMO_RECORD) -> int:
    outputs: list[Any] = []
    for i, t in enumerate(tables):
        try:
            outputs.append(result_json(t) if as_json else render_table(t, lang))
        except BridgeLawsError as exc:  # a ruling the engine could not finish: bad input
            return _bad_input(exc, path, _last_line(games[i]) if games else None, lang)
    if as_json:
        print(json.dumps(outputs[0] if len(outputs) == 1 else outputs, ensure_ascii=False,
                         indent=1))
    else:
        print("\n\n".join(outputs))
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
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    return _emit(tables, as_json, lang, games, path)


def _export(path: str, output: str | None, table_log: bool, lang: str) -> int:
    """Write the record as standard PBN 2.1 (to ``output``, else to standard output)."""
    try:
        games = loads(_read(path), file=path)
        tables = _tables(games, path)
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    parts: list[str] = []
    for g, t in zip(games, tables, strict=True):
        try:
            parts.append(export_table(t, tags=g.tags, events=g.events, table_log=table_log))
        except BridgeLawsError as exc:
            return _bad_input(exc, path, _last_line(g), lang)
    text = header(table_log=table_log) + "\n".join(parts)
    if not write_text(text, output, lang):
        return EXIT_BAD_INPUT
    if any(t.unsupported for t in tables):
        print(Message("bridgelaws: an irregularity was detected whose rectification is not "
                      "implemented yet (exit code 3)").render(lang), file=sys.stderr)
        return EXIT_NOT_IMPLEMENTED
    return EXIT_OK


def _demo(as_json: bool, lang: str) -> int:
    text = resources.files("bridgelaws").joinpath("data", DEMO_RECORD).read_text("utf-8")
    if not as_json:
        print(Message("Demo: a table record with an opening lead out of turn "
                      "(bridgelaws/data/{name})", name=DEMO_RECORD).render(lang))
        print(text.strip())
        print()
    return _emit(_tables(loads(text, file=DEMO_RECORD), DEMO_RECORD), as_json, lang)


def _claim(path: str, as_json: bool, lang: str) -> int:
    """``bridgelaws claim FILE``: the Director's ruling on each game's last claim or
    concession (Laws 68-71), as if he had been called to the table."""
    from bridgelaws.claims import rule_on_claim
    from bridgelaws.claims.render import claim_json, render_claim

    try:
        games = loads(_read(path), file=path)
        tables = _tables(games, path)
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    outputs: list[Any] = []
    for game, table in zip(games, tables, strict=True):
        claim = next((e for e in reversed(game.events) if isinstance(e, Claim | Concession)),
                     None)
        where = claim.line if claim is not None and claim.line is not None else game.line
        try:
            # no position to search (a wrong number of cards at the claim: Laws 13, 14,
            # 67): the Director rules by judgment; said with the claim's line
            ruling = rule_on_claim(table, director=True)
            if ruling is None:
                raise RecordError(Message("the game has no claim or concession to rule on"),
                                  line=game.line, file=path)
            outputs.append({"board": table.board, **claim_json(ruling, table.declarer)}
                           if as_json else render_claim(table, ruling, lang))
        except BridgeLawsError as exc:
            return _bad_input(exc, path, where, lang)
    if as_json:
        print(json.dumps(outputs[0] if len(outputs) == 1 else outputs, ensure_ascii=False,
                         indent=1))
    else:
        print("\n\n".join(outputs))
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridgelaws",
        description="The Laws of Duplicate Bridge (WBF 2017) as an executable engine.")
    parser.add_argument("--version", action="version", version=f"bridgelaws {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    rule = sub.add_parser("rule", help="read a table record; print the rulings and the result")
    rule.add_argument("file")
    demo = sub.add_parser("demo", help="play the built-in example record")
    claim = sub.add_parser("claim", help="read a table record; rule on its last claim or "
                           "concession (Laws 68-71): the worst normal line, the doubtful "
                           "points, the double-dummy figure")
    claim.add_argument("file")
    for p in (rule, demo, claim):
        p.add_argument("--json", action="store_true", help="print the JSON result")
        p.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language (default: from the locale)")
    export = sub.add_parser(
        "export", help="read a table record; write it as standard PBN 2.1 for other programs "
        "([Auction] and [Play] as they stood, with ^I and ^S; the TableLog is kept)")
    export.add_argument("file")
    export.add_argument("-o", "--output", metavar="OUT",
                        help="the file to write (default: standard output)")
    export.add_argument("--no-tablelog", action="store_true",
                        help="write the standard sections only, without [TableLog]")
    export.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the messages (default: from the locale); the PBN "
                        "notes are in English")
    add_score_parser(sub)
    serve = sub.add_parser("serve", help="run the Director's web console (needs the 'web' "
                           "extra: pip install -e '.[web]' in the clone)")
    serve.add_argument("--db", default="bridgelaws-console.db",
                       help="a SQLite file or a SQLAlchemy database URL "
                       "(default: bridgelaws-console.db)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to bind (default 127.0.0.1; any other address requires "
                       "the director's token printed at start)")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve.set_defaults(lang=None)
    return parser


def _serve(db: str, host: str, port: int, lang: str) -> int:
    """``bridgelaws serve``: the console is imported only here (the core needs no web
    dependencies)."""
    try:
        from bridgelaws.web.server import serve
    except ImportError as exc:
        print(Message("bridgelaws serve needs the web extra: pip install -e '.[web]' in the clone "
                      "({reason})", reason=str(exc)).render(lang), file=sys.stderr)
        return EXIT_BAD_INPUT
    return serve(db, host, port, lang)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    lang = args.lang or default_language()
    if args.command == "rule":
        return _rule(args.file, args.json, lang)
    if args.command == "export":
        return _export(args.file, args.output, not args.no_tablelog, lang)
    if args.command == "claim":
        return _claim(args.file, args.json, lang)
    if args.command == "score":
        return run_score(args, lang, _read)
    if args.command == "serve":
        return _serve(args.db, args.host, args.port, lang)
    return _demo(args.json, lang)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
