"""``bridgelaws score SESSION.pbn``: the command line of session scoring (Law 78).

``--method mp|imp|butler|cross-imp`` (default ``mp``); the output is the ranking and every
board's traveller as aligned text, or ``--json``, ``--csv`` (the ranking), ``--html [OUT]``
(the results page), ``--pbn [OUT]`` (PBN 2.1 with ``[ScoreTable]`` and
``[TotalScoreTable]``), ``--usebio [OUT]`` (USEBIO 1.2 XML for a federation's systems,
with ``--club`` and ``--club-id``); ``OUT`` omitted or ``-`` is standard output. Bad input: one line
``FILE:LINE: cause`` on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from bridgelaws.errors import NotModelledError, RecordError
from bridgelaws.i18n import LANGUAGES, Message
from bridgelaws.output import write_text
from bridgelaws.session.pbn_session import dumps_session, loads_session
from bridgelaws.session.render import session_csv, session_json, session_text
from bridgelaws.session.results import Method, Notation
from bridgelaws.session.standings import score_session

__all__ = ["add_score_parser", "run_score"]

EXIT_OK, EXIT_BAD_INPUT, EXIT_NOT_MODELLED = 0, 2, 3


def _positive(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(
            Message("a positive whole number, not {text!r}", text=text).render("en"))
    return int(text)


def add_score_parser(sub: Any) -> argparse.ArgumentParser:
    """Add the ``score`` subcommand to the CLI's subparsers."""
    score: argparse.ArgumentParser = sub.add_parser(
        "score", help="score a session (Law 78: matchpoints or IMPs, with Law 12C adjusted "
        "scores); print the ranking and the travellers")
    score.add_argument("file")
    score.add_argument("--method", choices=[m.value for m in Method], default="mp",
                       help="mp: matchpoints (78A); imp: team match, two rooms (78B); "
                       "butler: IMPs against a datum; cross-imp: IMPs against every result")
    out = score.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object")
    out.add_argument("--csv", action="store_true", help="print the ranking as CSV")
    out.add_argument("--html", nargs="?", const="-", metavar="OUT",
                     help="write the results page (hands, double-dummy tricks and par "
                     "with endplay, travellers) to OUT (default: standard output)")
    out.add_argument("--pbn", nargs="?", const="-", metavar="OUT",
                     help="write the scored session as PBN 2.1 ([ScoreTable], "
                     "[TotalScoreTable]) to OUT (default: standard output)")
    out.add_argument("--usebio", nargs="?", const="-", metavar="OUT",
                     help="write the results as USEBIO 1.2 XML (the EBU's format, for "
                     "federations' systems) to OUT (default: standard output)")
    score.add_argument("--notation", choices=[n.value for n in Notation],
                       default="european",
                       help="matchpoints as 1 per score beaten and 1/2 per tie (european) "
                       "or 2 and 1 (american)")
    score.add_argument("--tables", type=_positive, default=None, metavar="N",
                       help="results on a complete board, for Neuberg's formula (default: "
                       "the most results on any board)")
    score.add_argument("--no-analysis", action="store_true",
                       help="--html without double-dummy tricks and par")
    score.add_argument("--club", default=None, metavar="NAME",
                       help="--usebio: the club's name (default: the PBN Site tag)")
    score.add_argument("--club-id", default="", metavar="ID",
                       help="--usebio: the club's number with its federation")
    score.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language (default: from the locale)")
    return score


def _write(text: str, output: str, lang: str) -> int:
    return EXIT_OK if write_text(text, output, lang) else EXIT_BAD_INPUT


def run_score(args: argparse.Namespace, lang: str, read: Callable[[str], str]) -> int:
    """Run ``bridgelaws score`` with parsed ``args``; ``read`` reads the file as text
    (raising :class:`RecordError`)."""
    path: str = args.file
    try:
        session = loads_session(read(path), file=path)
        scored = score_session(session, Method(args.method),
                               notation=Notation(args.notation), expected=args.tables)
    except RecordError as exc:
        if exc.file is None:
            exc.file = path
        print(exc.located(lang), file=sys.stderr)
        return EXIT_NOT_MODELLED if isinstance(exc, NotModelledError) else EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(session_json(scored), ensure_ascii=False, indent=1))
    elif args.csv:
        sys.stdout.write(session_csv(scored))
    elif args.html is not None:
        from bridgelaws.session.html_page import session_html

        return _write(session_html(scored, lang, analyse=not args.no_analysis), args.html,
                      lang)
    elif args.pbn is not None:
        return _write(dumps_session(scored), args.pbn, lang)
    elif args.usebio is not None:
        from bridgelaws.session.usebio import dumps_usebio

        return _write(dumps_usebio(scored, club=args.club, club_id=args.club_id), args.usebio,
                      lang)
    else:
        print(session_text(scored, lang))
    return EXIT_OK
