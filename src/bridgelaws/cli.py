"""The command line: ``bridgelaws rule FILE``, ``bridgelaws check FILE...``,
``bridgelaws export FILE [-o OUT]``, ``bridgelaws claim FILE``, ``bridgelaws score SESSION``,
``bridgelaws sheet FILE [--appeal]``, ``bridgelaws serve``, ``bridgelaws demo``,
``bridgelaws --version``.

A record is PBN (a table record) or BBO's LIN (:mod:`bridgelaws.lin`): a file named
``*.lin`` or whose text starts with a LIN tag (``pn|``, ``qx|``, ...).

Exit codes: 0 — done; 2 — bad input (one line ``FILE:LINE: cause`` on stderr for each game
that cannot be read or replayed; the other games of the file are ruled); 3 — an
irregularity was detected whose rectification this version does not implement.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence
from importlib import resources
from typing import Any

from bridgelaws import __version__, lin
from bridgelaws.errors import BridgeLawsError, RecordError
from bridgelaws.events import Claim, Concession
from bridgelaws.i18n import LANGUAGES, Message, default_language, nmessage
from bridgelaws.output import write_text
from bridgelaws.pbn_export import export_table, header
from bridgelaws.record import EDITIONS, Game, GameReading, loads, read_games, unknown_edition
from bridgelaws.render.report import render_table
from bridgelaws.render.text import RANK_STYLES
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


def _located(exc: BridgeLawsError, path: str, line: int | None) -> RecordError:
    located = exc if isinstance(exc, RecordError) else RecordError(exc.message, line=line)
    if located.file is None:
        located.file = path
    if located.line is None:
        located.line = line
    return located


def _bad_input(exc: BridgeLawsError, path: str, line: int | None, lang: str) -> int:
    """Exit code 2 with one line ``FILE:LINE: cause`` on stderr."""
    print(_located(exc, path, line).located(lang), file=sys.stderr)
    return EXIT_BAD_INPUT


class _Record:
    """A record file as read: each game with its problems; for LIN, its tokens (a LIN game's
    lines are token numbers: :func:`where` turns them into board, token and line)."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.tokens: list[lin.Token] | None = None
        if path.lower().endswith(".lin") or lin.is_lin(text):
            self.tokens = lin.tokens(text, path, [])
            self.readings = lin.read_games(text, path)
        else:
            self.readings = read_games(text, path)

    def where(self, exc: BridgeLawsError, reading: GameReading,
              line: int | None = None) -> RecordError:
        """``exc`` (raised while replaying or ruling ``reading``'s game) with its place."""
        if self.tokens is not None:
            error = exc if isinstance(exc, RecordError) else RecordError(exc.message, line=line)
            if error.line is None:
                error.line = line
            return lin.locate(error, self.tokens, reading, self.path)
        return _located(exc, self.path, line)

    def games(self) -> list[Game]:
        """Every game; raises the first problem (export, claim: one bad game stops them)."""
        games: list[Game] = []
        for reading in self.readings:
            if reading.errors:
                raise reading.errors[0]
            assert reading.game is not None
            games.append(reading.game)
        return games

    def replay(self, reading: GameReading) -> Table:
        assert reading.game is not None
        try:
            return Table.from_game(reading.game, file=self.path)
        except BridgeLawsError as exc:
            raise self.where(exc, reading) from exc


def _open(path: str) -> _Record:
    return _Record(path, _read(path))


def _not_implemented(lang: str) -> int:
    print(Message("bridgelaws: an irregularity was detected whose rectification is not "
                  "implemented yet (exit code 3)").render(lang), file=sys.stderr)
    return EXIT_NOT_IMPLEMENTED


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
        return _not_implemented(lang)
    return EXIT_OK


def _in_edition(reading: GameReading, edition: str | None) -> GameReading:
    """``--edition``: the game ruled under that edition's law book, whatever its tag says."""
    if edition is None or reading.game is None:
        return reading
    return dataclasses.replace(reading, game=dataclasses.replace(reading.game, edition=edition))


def _rule(path: str, as_json: bool, lang: str, ranks: str = "en",
          edition: str | None = None) -> int:
    """Rule every game that can be read and replayed; each other game is one line
    ``FILE:LINE: cause`` on stderr (its first problem: ``bridgelaws check`` lists them
    all), and the exit code is then 2. ``edition`` (``--edition``) overrides the games'
    ``[Edition]`` tags; an edition without a law book is bad input."""
    if edition is not None and edition not in EDITIONS:
        return _bad_input(RecordError(unknown_edition(edition)), "--edition", None, lang)
    try:
        record = _open(path)
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    outputs: list[Any] = []
    problems: list[RecordError] = []
    unsupported = False
    for reading in record.readings:
        if reading.errors:
            problems.append(reading.errors[0])
            continue
        reading = _in_edition(reading, edition)
        assert reading.game is not None
        try:
            table = record.replay(reading)
        except RecordError as exc:
            problems.append(exc)
            continue
        try:  # a ruling the engine could not finish: bad input, said at the last event
            outputs.append(result_json(table) if as_json else render_table(table, lang, ranks))
        except BridgeLawsError as exc:
            problems.append(record.where(exc, reading, _last_line(reading.game)))
            continue
        unsupported = unsupported or bool(table.unsupported)
    if outputs:
        if as_json:
            print(json.dumps(outputs[0] if len(record.readings) == 1 else outputs,
                             ensure_ascii=False, indent=1))
        else:
            print("\n\n".join(outputs))
    for problem in problems:
        print(problem.located(lang), file=sys.stderr)
    if problems:
        return EXIT_BAD_INPUT
    return _not_implemented(lang) if unsupported else EXIT_OK


def _check(paths: Sequence[str], lang: str) -> int:
    """``bridgelaws check FILE...``: every problem of every game, one line ``FILE:LINE:
    cause`` each (for LIN: the board and the token too), then one line per file; exit 2 if
    any. A game is read and replayed (an impossible card is found), not ruled."""
    found = 0
    for path in paths:
        try:
            record = _open(path)
        except BridgeLawsError as exc:
            print(_located(exc, path, None).located(lang))
            found += 1
            continue
        bad = 0
        for reading in record.readings:
            errors = list(reading.errors)
            if not errors:
                try:
                    record.replay(reading)
                except RecordError as exc:
                    errors.append(exc)
            for error in errors:
                print(error.located(lang))
            bad += bool(errors)
            found += len(errors)
        n = len(record.readings)
        if bad:
            print(nmessage("{file}: problems in {bad} of {n} game",
                           "{file}: problems in {bad} of {n} games", n, file=path,
                           bad=bad).render(lang))
        else:
            print(nmessage("{file}: {n} game, no problem", "{file}: {n} games, no problem", n,
                           file=path).render(lang))
    return EXIT_BAD_INPUT if found else EXIT_OK


def _export(path: str, output: str | None, table_log: bool, lang: str, *,
            results_only: bool = False, optimum: bool = False) -> int:
    """Write the record as standard PBN 2.1 (to ``output``, else to standard output):
    ``results_only``, the tags alone; ``optimum``, with the par score."""
    try:
        record = _open(path)
        games = record.games()
        tables = [record.replay(r) for r in record.readings]
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    parts: list[str] = []
    for reading, g, t in zip(record.readings, games, tables, strict=True):
        try:
            parts.append(export_table(t, tags=g.tags, events=g.events, table_log=table_log,
                                      results_only=results_only, optimum=optimum))
        except BridgeLawsError as exc:
            print(record.where(exc, reading, _last_line(g)).located(lang), file=sys.stderr)
            return EXIT_BAD_INPUT
    text = header(table_log=table_log, results_only=results_only) + "\n".join(parts)
    if not write_text(text, output, lang):
        return EXIT_BAD_INPUT
    if any(t.unsupported for t in tables):
        return _not_implemented(lang)
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
        record = _open(path)
        games = record.games()
        tables = [record.replay(r) for r in record.readings]
    except BridgeLawsError as exc:
        return _bad_input(exc, path, None, lang)
    outputs: list[Any] = []
    for reading, game, table in zip(record.readings, games, tables, strict=True):
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
            outputs.append({"board": table.board,
                            **claim_json(ruling, table.declarer, table.edition)}
                           if as_json else render_claim(table, ruling, lang))
        except BridgeLawsError as exc:
            print(record.where(exc, reading, where).located(lang), file=sys.stderr)
            return EXIT_BAD_INPUT
    if as_json:
        print(json.dumps(outputs[0] if len(outputs) == 1 else outputs, ensure_ascii=False,
                         indent=1))
    else:
        print("\n\n".join(outputs))
    return EXIT_OK


def _sheet(args: argparse.Namespace, lang: str) -> int:
    """``bridgelaws sheet FILE``: a printable ruling sheet (``--appeal``: the appeal form,
    Law 92) for each game of the record that has a ruling (all of them if none has; one
    with ``--board``), as one HTML document for A4 paper."""
    from bridgelaws.render.sheet import SheetBoard, sheets_html

    try:
        record = _open(args.file)
        games = record.games()
        tables = [record.replay(r) for r in record.readings]
    except BridgeLawsError as exc:
        return _bad_input(exc, args.file, None, lang)
    boards = [SheetBoard(t, g.tags) for g, t in zip(games, tables, strict=True)
              if args.board is None or t.board == args.board]
    if not boards:
        print(RecordError(Message("no board {board} in the file", board=args.board),
                          file=args.file).located(lang), file=sys.stderr)
        return EXIT_BAD_INPUT
    ruled = [b for b in boards if b.table.rulings or b.table.judgments
             or b.table.adjustments or b.table.claim_event is not None]
    try:
        text = sheets_html(ruled or boards, lang, ranks=args.ranks, appeal=args.appeal,
                           deposit=args.deposit, appeal_minutes=args.time_limit)
    except BridgeLawsError as exc:  # a ruling the engine could not finish: bad input
        return _bad_input(exc, args.file, None, lang)
    if not write_text(text, args.output, lang):
        return EXIT_BAD_INPUT
    return _not_implemented(lang) if any(b.table.unsupported for b in boards) else EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bridgelaws",
        description="The Laws of Duplicate Bridge (WBF 2017) as an executable engine.")
    parser.add_argument("--version", action="version", version=f"bridgelaws {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    rule = sub.add_parser("rule", help="read a table record (PBN, or BBO's LIN); print the "
                          "rulings and the result of each game that can be read")
    rule.add_argument("file")
    rule.add_argument("--edition", default=None, metavar="YEAR",
                      help="rule under this edition of the Laws: " + " or ".join(EDITIONS)
                      + " (default: each game's [Edition] tag, else 2017)")
    rule.add_argument("--ranks", choices=RANK_STYLES, default="en",
                      help="rank letters: en A K Q J (default), ru Т К Д В (the ten is 10)")
    check = sub.add_parser("check", help="read records (PBN or LIN) and list every problem "
                           "of every game, with its file and line (LIN: board and token); "
                           "exit code 2 if there is any")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language (default: from the locale)")
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
    export.add_argument("--results-only", action="store_true",
                        help="write the tags only: the contract, declarer, result and score "
                        "after the rulings, without [Auction], [Play] and [TableLog]")
    export.add_argument("--par", action="store_true",
                        help="add [OptimumScore], the par score (double dummy, endplay)")
    export.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="language of the messages (default: from the locale); the PBN "
                        "notes are in English")
    add_score_parser(sub)
    sheet = sub.add_parser("sheet", help="read a table record; write a printable ruling "
                           "sheet (HTML for A4): the board, each ruling with its laws, the "
                           "options and the choice, a signature line; --appeal: the appeal "
                           "form (Law 92)")
    sheet.add_argument("file")
    sheet.add_argument("-o", "--output", metavar="OUT",
                       help="the HTML file to write (default: standard output)")
    sheet.add_argument("--appeal", action="store_true",
                       help="write the appeal form (Law 92) instead of the ruling sheet")
    sheet.add_argument("--board", type=int, default=None,
                       help="only this board (default: every board with a ruling)")
    sheet.add_argument("--deposit", default=None, metavar="AMOUNT",
                       help="the appeal form's deposit line, as the regulations state it")
    sheet.add_argument("--time-limit", type=int, default=30, metavar="MINUTES",
                       help="the time for an appeal after the official score is made "
                       "available (Law 92B: 30 unless the Tournament Organizer sets another)")
    sheet.add_argument("--ranks", choices=RANK_STYLES, default="en",
                       help="rank letters: en A K Q J (default), ru Т К Д В (the ten is 10)")
    sheet.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language (default: from the locale)")
    serve = sub.add_parser("serve", help="run the Director's web console (needs the 'web' "
                           "extra: pip install -e '.[web]' in the clone)")
    serve.add_argument("--db", default="bridgelaws-console.db",
                       help="a SQLite file or a SQLAlchemy database URL "
                       "(default: bridgelaws-console.db)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="address to bind (default 127.0.0.1; any other address requires "
                       "the director's token printed at start)")
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    serve.add_argument("--allow-host", action="append", default=[], metavar="NAME",
                       help="a host name (or address) the devices use to reach the console; "
                       "it answers to loopback names only otherwise (DNS rebinding); repeatable")
    serve.set_defaults(lang=None)
    return parser


def _serve(db: str, host: str, port: int, lang: str, allow_hosts: Sequence[str] = ()) -> int:
    """``bridgelaws serve``: the console is imported only here (the core needs no web
    dependencies)."""
    try:
        from bridgelaws.web.server import serve
    except ImportError as exc:
        print(Message("bridgelaws serve needs the web extra: pip install -e '.[web]' in the clone "
                      "({reason})", reason=str(exc)).render(lang), file=sys.stderr)
        return EXIT_BAD_INPUT
    return serve(db, host, port, lang, allow_hosts)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    lang = args.lang or default_language()
    if args.command == "rule":
        return _rule(args.file, args.json, lang, args.ranks, args.edition)
    if args.command == "check":
        return _check(args.files, lang)
    if args.command == "export":
        return _export(args.file, args.output, not args.no_tablelog, lang,
                       results_only=args.results_only, optimum=args.par)
    if args.command == "claim":
        return _claim(args.file, args.json, lang)
    if args.command == "score":
        return run_score(args, lang, _read)
    if args.command == "sheet":
        return _sheet(args, lang)
    if args.command == "serve":
        return _serve(args.db, args.host, args.port, lang, args.allow_host)
    return _demo(args.json, lang)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
