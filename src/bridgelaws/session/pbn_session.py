"""Sessions in PBN: read the results of a session, write them back as PBN 2.1.

A session file is a PBN file whose games carry table results; several games with the same
``Board`` number make up that board's traveller. A game gives its results in one of
three ways:

1. **A traveller**: a ``[ScoreTable]`` section (PBN 2.1 §5), one row per table, with the
   columns ``PairId_NS``, ``PairId_EW`` and ``Contract``, ``Declarer``, ``Result`` (tricks
   won by declarer), or a score (``Score_NS`` / ``Score_EW``); ``Table`` and
   ``Names_NS``/``Names_EW`` are read too, other columns (``MP_NS``, ``IMP_NS``, …) are
   recomputed. ``-`` is an irrelevant element, ``?`` an unknown one. A score that
   disagrees with its contract and result (Law 77) is an error.
2. **A table record**: a ``[TableLog]`` (or standard ``[Auction]``/``[Play]``) replayed
   by :class:`~bridgelaws.table.Table`, which gives the contract and the tricks after
   rectification; the pairs come from the ``PairId_NS``/``PairId_EW`` tags. ``director
   rules 12C…`` events in it are the Director's adjusted scores (see below), not replayed.
3. **One result in tags**: ``Contract``, ``Declarer``, ``Result``, with ``PairId_NS`` and
   ``PairId_EW``.

Adjusted scores (Law 12C) stand in a section ``[Adjusted ""]``, one per line, in the
grammar of :mod:`bridgelaws.session.adjusted`; in a traveller game each line starts with
the pairs (``NS 3 EW 5 director rules 12C2 A+ A-``). ``[TotalScoreTable]`` gives the
pairs' names (``PairId``, ``Names``); ``[Event]`` the session's name. Pair ids are the
file's own and must be unique across the field (in a Mitchell, number the East-West pairs
apart from the North-South ones).

:func:`dumps_session` writes a scored session as PBN 2.1: per board the deal, a
``[ScoreTable]`` with the recomputed matchpoints or IMPs (``^`` marks an artificial
score, as PBN 2.1 asks) and the ``[Adjusted]`` lines; the first game carries the
``[TotalScoreTable]``. :func:`loads_session` reads that file back to the same session.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from fractions import Fraction

from bridgelaws import __version__
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal
from bridgelaws.errors import NotationError, RecordError
from bridgelaws.events import DirectorRules, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.record import Game, _RawGame, _RawTag, split_games
from bridgelaws.record import loads as load_records
from bridgelaws.seats import Seat, Side, Vulnerability, board_dealer, board_vulnerability
from bridgelaws.session.adjusted import adjustment_text, parse_adjustment, parse_pairs_prefix
from bridgelaws.session.model import (
    Adjustment,
    Board,
    Outcome,
    Session,
    TableResult,
    table_result,
)
from bridgelaws.session.results import Method, SessionScore, matchpoints
from bridgelaws.table import Table

__all__ = ["dumps_session", "loads_session"]

_TAG_PAIR = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*')
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_ELEMENT = re.compile(r'"((?:[^"\\]|\\.)*)"|(\S+)')
_ADJUSTED = "adjusted"
_UNKNOWN = ("", "?", "-")


# --------------------------------------------------------------------------- lexical layer


_Tag = _RawTag


def _error(line: int | None, file: str | None, message: Message) -> RecordError:
    return RecordError(message, line=line, file=file)


def _inherit(games: list[_RawGame], file: str | None) -> None:
    """PBN 4.8: a tag value ``#`` repeats the previous game's value of that tag."""
    previous: dict[str, str] = {}
    for game in games:
        for tag in game.tags:
            if tag.value == "#":
                key = tag.name.lower()
                if key not in previous:
                    raise _error(tag.line, file, Message(
                        "'#' repeats the previous game's [{name}] tag, but there is none",
                        name=tag.name))
                tag.value = previous[key]
        previous = {t.name.lower(): t.value for t in game.tags}


# --------------------------------------------------------------------------- values


def _board_number(game: _RawGame, file: str | None) -> int:
    tag = game.get("board")
    if tag is None or tag.value.strip() in _UNKNOWN:
        raise _error(game.line, file, Message(
            "no Board tag: every game of a session needs its board number"))
    t = tag.value.strip()
    if re.fullmatch(r"[0-9]{1,9}", t) is None or int(t) < 1:
        raise _error(tag.line, file, Message("bad board number {text!r}", text=tag.value))
    return int(t)


def _dealer(game: _RawGame, board: int, file: str | None) -> Seat:
    tag = game.get("dealer")
    if tag is None or tag.value.strip() in _UNKNOWN:
        return board_dealer(board)
    try:
        return Seat.parse(tag.value)
    except NotationError:
        raise _error(tag.line, file, Message("unknown dealer {text!r}: expected N, E, S or W",
                                             text=tag.value)) from None


def _vulnerability(game: _RawGame, board: int, file: str | None) -> Vulnerability:
    tag = game.get("vulnerable")
    if tag is None or tag.value.strip() in ("", "?"):
        return board_vulnerability(board)
    try:
        return Vulnerability.parse(tag.value)
    except NotationError:
        raise _error(tag.line, file, Message(
            "bad vulnerability {text!r}: expected None, NS, EW or All",
            text=tag.value)) from None


def _deal(game: _RawGame, file: str | None) -> Deal | None:
    tag = game.get("deal")
    if tag is None or not tag.value.strip():
        return None
    try:
        return Deal.from_pbn(tag.value)
    except NotationError as exc:
        raise RecordError(exc.message, line=tag.line, file=file) from None


def _played(contract: str, declarer: str, result: str, line: int, file: str | None
            ) -> Outcome | None:
    """The table result of Contract/Declarer/Result values; ``None`` when none is given."""
    c = contract.strip()
    if c in _UNKNOWN:
        return None
    if c.upper() in ("PASS", "AP", "P"):
        return Outcome(None, 0)
    d, r = declarer.strip(), result.strip()
    if d in _UNKNOWN or r in _UNKNOWN:
        raise _error(line, file, Message(
            "the contract {contract} needs its declarer and the tricks he won (Result)",
            contract=c))
    try:
        parsed = Contract.parse(c, d)
    except (NotationError, ValueError):
        raise _error(line, file, Message("bad contract {text!r} by {declarer!r}", text=c,
                                         declarer=d)) from None
    if re.fullmatch(r"[0-9]{1,2}", r) is None or int(r) > 13:
        raise _error(line, file, Message(
            "bad Result {text!r}: the number of tricks won by declarer, 0 to 13", text=r))
    return Outcome(parsed, int(r))


def _score(text: str | None, line: int, file: str | None) -> int | None:
    """A Score_NS/Score_EW element: an integer, or ``None`` (irrelevant, unknown, or an
    artificial value marked ``^``: the session's adjustment gives its meaning)."""
    if text is None:
        return None
    t = text.strip()
    if t in _UNKNOWN or t.startswith("^"):
        return None
    if re.fullmatch(r"[+-]?[0-9]{1,5}", t) is None:
        raise _error(line, file, Message("bad score {text!r}", text=text))
    return int(t)


def _names(tags: _RawGame, first: str, second: str) -> str:
    a = (tags.get(first) or _Tag("", "", 0)).value.strip()
    b = (tags.get(second) or _Tag("", "", 0)).value.strip()
    known = [n for n in (a, b) if n and n != "?"]
    return " – ".join(known)


# --------------------------------------------------------------------------- tables


def _columns(tag: _Tag) -> list[str]:
    """PBN 2.1 §5.2 column names: ``+``/``-`` (sort order) and ``\\width[LR]`` dropped."""
    names = []
    for part in tag.value.split(";"):
        name = part.strip().lstrip("+-").split("\\", 1)[0].strip()
        names.append(name.lower())
    return names


def _rows(tag: _Tag, data: list[tuple[int, str]], file: str | None
          ) -> tuple[list[str], list[tuple[int, dict[str, str]]]]:
    """The rows of a PBN table section: (line of the row, column -> element)."""
    columns = _columns(tag)
    elements: list[tuple[int, str]] = []
    for lineno, text in data:
        for m in _ELEMENT.finditer(text):
            quoted, bare = m.group(1), m.group(2)
            elements.append((lineno, re.sub(r'\\(["\\])', r"\1", quoted)
                             if quoted is not None else bare))
    if len(elements) % len(columns):
        last = data[-1][0] if data else tag.line
        raise _error(last, file, Message(
            "the [{name}] section has {count} elements, not a multiple of its {columns} "
            "columns", name=tag.name, count=len(elements), columns=len(columns)))
    rows = []
    for k in range(0, len(elements), len(columns)):
        chunk = elements[k:k + len(columns)]
        rows.append((chunk[0][0], {c: v for c, (_, v) in zip(columns, chunk, strict=True)}))
    return columns, rows


# --------------------------------------------------------------------------- games


@dataclass
class _Pending:
    ns: str | None
    ew: str | None
    adjustment: Adjustment
    line: int
    table: str | None = None


@dataclass
class _BoardAcc:
    number: int
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal | None
    line: int
    results: list[TableResult] = field(default_factory=list)


def _adjustments(game: _RawGame, file: str | None) -> list[_Pending]:
    found = game.section(_ADJUSTED)
    if found is None:
        return []
    out = []
    for lineno, text in found[1]:
        ns, ew, rest = parse_pairs_prefix(text)
        try:
            adjustment = parse_adjustment(rest, lineno)
        except NotationError as exc:
            raise RecordError(exc.message, line=lineno, file=file) from None
        out.append(_Pending(ns, ew, adjustment, lineno))
    return out


def _is_table_record(game: _RawGame) -> bool:
    if game.find("scoretable") is not None:
        return False
    if game.find("tablelog") is not None:
        return True
    result = game.get("result")
    has_result = result is not None and result.value.strip() not in _UNKNOWN
    return not has_result and (game.find("auction") is not None or game.find("play")
                               is not None)


def _table_id(game: _RawGame) -> str | None:
    tag = game.get("table")
    return None if tag is None or tag.value.strip() in _UNKNOWN else tag.value.strip()


def _pair_ids(game: _RawGame, board: int, file: str | None) -> tuple[str, str]:
    ids = []
    for name, label in (("pairid_ns", "PairId_NS"), ("pairid_ew", "PairId_EW")):
        tag = game.get(name)
        if tag is None or tag.value.strip() in _UNKNOWN:
            raise _error(game.line, file, Message(
                "board {board}: no [{tag}] tag: a table result needs the pairs that played "
                "it", board=board, tag=label))
        ids.append(tag.value.strip())
    return ids[0], ids[1]


def _adjustment(game: Game, event: DirectorRules) -> Adjustment:
    """The Director's ``director rules 12C…`` by the Law 12C of the record's edition."""
    if game.edition == "1997":
        from bridgelaws.laws.book1997.law12_adjusted_score import parse_adjustment_1997

        return parse_adjustment_1997(f"{event.clause} {event.arg}")
    return parse_adjustment(f"{event.clause} {event.arg}", event.line)


def _from_table(game: Game, file: str | None
                ) -> tuple[Outcome, list[_Pending], frozenset[Side]]:
    """Replay a table record; ``director rules 12C…`` events become adjustments. Also the
    sides held to average minus at most (1997 25B2b2)."""
    kept: list[TableEvent] = []
    pending: list[_Pending] = []
    for event in game.events:
        if isinstance(event, DirectorRules) and event.clause.upper().startswith("12C"):
            try:
                adjustment = _adjustment(game, event)
            except NotationError as exc:
                raise RecordError(exc.message, line=event.line, file=file) from None
            pending.append(_Pending(None, None, adjustment, event.line or game.line or 0))
        else:
            kept.append(event)
    table = Table.from_game(dataclasses.replace(game, events=tuple(kept)), file=file)
    result = table.result
    if result is None:
        raise _error(game.line, file, Message(
            "board {board}: the table record is not finished ({status}): its result cannot "
            "be scored", board=game.board, status=table.status))
    capped: frozenset[Side] = frozenset()
    if game.edition == "1997":
        from bridgelaws.laws.book1997.law25_change_of_call import average_minus_sides

        capped = average_minus_sides(table)
    return Outcome(result.contract, result.tricks_declarer or 0), pending, capped


def _mask_adjusted(lines: list[str], games: list[_RawGame]) -> str:
    """The text with the ``[Adjusted]`` data lines made PBN comments (``%``), for the table
    record reader, which keeps sections only for tables; line numbers do not move."""
    out = list(lines)
    for game in games:
        found = game.section(_ADJUSTED)
        if found is not None:
            for lineno, _ in found[1]:
                out[lineno - 1] = "%"
    return "\n".join(out)


def _attach(results: list[TableResult], pending: list[_Pending], board: int,
            vulnerability: Vulnerability, file: str | None) -> list[TableResult]:
    """Put each adjustment on the result of its pairs (or create that result)."""
    out = list(results)
    for p in pending:
        index = next((i for i, r in enumerate(out) if p.ns in (None, r.ns)
                      and p.ew in (None, r.ew)), None)
        if index is None:
            if p.ns is None or p.ew is None:
                raise _error(p.line, file, Message(
                    "board {board}: an adjusted score names no pairs and this game has no "
                    "table result: start the line with NS <pair> EW <pair>", board=board))
            out.append(table_result(board, p.ns, p.ew, vulnerability, None,
                                    adjustment=p.adjustment, table=p.table, line=p.line))
            continue
        r = out[index]
        if r.adjustment is not None:
            raise _error(p.line, file, Message(
                "board {board}: two adjusted scores for {ns} and {ew}", board=board,
                ns=r.ns, ew=r.ew))
        out[index] = table_result(board, r.ns, r.ew, vulnerability, r.played,
                                  score=r.score_ns if r.played is None else None,
                                  adjustment=p.adjustment, table=r.table, line=r.line,
                                  capped=r.capped)
    return out


def _traveller(found: tuple[_Tag, list[tuple[int, str]]], board: int,
               vulnerability: Vulnerability, names: dict[str, str], file: str | None
               ) -> list[tuple[TableResult, int | None]]:
    columns, rows = _rows(found[0], found[1], file)
    for needed, label in (("pairid_ns", "PairId_NS"), ("pairid_ew", "PairId_EW")):
        if needed not in columns:
            raise _error(found[0].line, file, Message(
                "the [ScoreTable] has no {column} column: a traveller names the pairs",
                column=label))
    out = []
    for lineno, row in rows:
        ns, ew = row["pairid_ns"].strip(), row["pairid_ew"].strip()
        if ns in _UNKNOWN or ew in _UNKNOWN:
            raise _error(lineno, file, Message(
                "board {board}: a row of the [ScoreTable] has no pair ids", board=board))
        played = _played(row.get("contract", "-"), row.get("declarer", "-"),
                         row.get("result", "-"), lineno, file)
        score = _score(row.get("score_ns"), lineno, file)
        if score is None:
            ew_score = _score(row.get("score_ew"), lineno, file)
            score = None if ew_score is None else -ew_score
        for column, pair in (("names_ns", ns), ("names_ew", ew)):
            value = row.get(column, "").strip()
            if value not in _UNKNOWN:
                names.setdefault(pair, value.replace(";", " – "))
        table = row.get("table", "-").strip()
        result = table_result(board, ns, ew, vulnerability, played,
                              score=score if played is None else None,
                              table=None if table in _UNKNOWN else table, line=lineno)
        out.append((result, score))
    return out


def _check_score(result: TableResult, given: int | None, file: str | None) -> None:
    if (given is None or result.adjustment is not None or result.played is None
            or result.score_ns == given):
        return
    raise _error(result.line, file, Message(
        "board {board}: the score {given} does not agree with {result} (Law 77: {score})",
        board=result.board, given=given, result=result.played.text(),
        score=result.score_ns))


def _total_names(game: _RawGame, names: dict[str, str], file: str | None) -> None:
    found = game.section("totalscoretable")
    if found is None:
        return
    columns, rows = _rows(found[0], found[1], file)
    if "pairid" not in columns or "names" not in columns:
        return
    for _, row in rows:
        pair, value = row["pairid"].strip(), row["names"].strip()
        if pair not in _UNKNOWN and value not in _UNKNOWN:
            names[pair] = value.replace(";", " – ")


def loads_session(text: str, file: str | None = None) -> Session:
    """Read a session file (the formats are in the module docstring).

    :raises RecordError: with the line, for anything that cannot be read: a malformed tag
        or section, a game without a board number or pairs, a bad contract, result or
        score, a score that disagrees with Law 77, an adjustment that cannot be read, a
        table record that cannot be replayed or is not finished, a board whose games
        disagree on the deal or the vulnerability, a pair twice on one side of a board,
        a session without any result.
    """
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\x1a")
    m = _CONTROL.search(text)
    if m is not None:
        raise _error(text.count("\n", 0, m.start()) + 1, file, Message(
            "binary data, not text: character {code} (a session file is UTF-8 text)",
            code="U+" + format(ord(m.group()), "04X")))
    lines = text.split("\n")
    games = split_games(lines, file, any_section=True)
    if not games:
        raise _error(1, file, Message("the session file holds no game: no tag such as "
                                      "[Board \"1\"]"))
    _inherit(games, file)
    records: list[Game] | None = None
    if any(_is_table_record(g) for g in games):
        records = load_records(_mask_adjusted(lines, games), file=file)
        if len(records) != len(games):
            raise _error(1, file, Message(
                "the table records cannot be matched with the games of the session"))
    names: dict[str, str] = {}
    boards: dict[int, _BoardAcc] = {}
    about = {"event": "", "site": "", "date": ""}  # the first game's that gives them
    for i, game in enumerate(games):
        number = _board_number(game, file)
        dealer = _dealer(game, number, file)
        vulnerability = _vulnerability(game, number, file)
        deal = _deal(game, file)
        for key, value in about.items():
            tag = game.get(key)
            if not value and tag is not None and tag.value.strip() not in _UNKNOWN:
                about[key] = tag.value.strip()
        acc = boards.get(number)
        if acc is None:
            acc = boards[number] = _BoardAcc(number, dealer, vulnerability, deal, game.line)
        else:
            if deal is not None and acc.deal is not None and deal != acc.deal:
                raise _error(game.line, file, Message(
                    "board {board} is given two different deals (a fouled board, Law 87, "
                    "is scored in groups: give each group its own board number)",
                    board=number))
            if vulnerability is not acc.vulnerability or dealer is not acc.dealer:
                raise _error(game.line, file, Message(
                    "board {board} is given two different dealers or vulnerabilities",
                    board=number))
            if acc.deal is None:
                acc.deal = deal
        _total_names(game, names, file)
        pending = _adjustments(game, file)
        results: list[TableResult] = []
        given: list[int | None] = []
        traveller = game.section("scoretable")
        if traveller is not None:
            for result, score in _traveller(traveller, number, vulnerability, names, file):
                results.append(result)
                given.append(score)
            for p in pending:
                if p.ns is None or p.ew is None:
                    raise _error(p.line, file, Message(
                        "board {board}: in a game with a [ScoreTable] an adjusted score "
                        "starts with its pairs: NS <pair> EW <pair>", board=number))
        elif records is not None and _is_table_record(game):
            ns, ew = _pair_ids(game, number, file)
            played, from_log, capped = _from_table(records[i], file)
            pending += from_log
            results.append(table_result(number, ns, ew, vulnerability, played,
                                        table=_table_id(game), line=game.line,
                                        capped=capped))
            given.append(None)
        else:
            contract = game.get("contract")
            played = None
            if contract is not None:
                declarer = game.get("declarer")
                tricks = game.get("result")
                played = _played(contract.value, "" if declarer is None else declarer.value,
                                 "" if tricks is None else tricks.value, contract.line, file)
            if played is not None:
                ns, ew = _pair_ids(game, number, file)
                results.append(table_result(number, ns, ew, vulnerability, played,
                                            table=_table_id(game), line=game.line))
                given.append(None)
            elif pending and any(p.ns is None for p in pending):
                ns, ew = _pair_ids(game, number, file)
                pending = [_Pending(p.ns or ns, p.ew or ew, p.adjustment, p.line,
                                    _table_id(game)) for p in pending]
        if results and traveller is None:
            for name, (first, second) in (("ns", ("north", "south")),
                                          ("ew", ("east", "west"))):
                who = _names(game, first, second)
                if who:
                    names.setdefault(getattr(results[0], name), who)
        for result, score in zip(results, given, strict=True):
            _check_score(result, score, file)
        results = _attach(results, pending, number, vulnerability, file)
        for result in results:
            for other in acc.results:
                if other.ns == result.ns and other.ew == result.ew:
                    raise _error(result.line, file, Message(
                        "board {board}: {ns} and {ew} have two results", board=number,
                        ns=result.ns, ew=result.ew))
                if other.ns == result.ns or other.ew == result.ew:
                    raise _error(result.line, file, Message(
                        "board {board}: pair {pair} sits at two tables in the same "
                        "direction", board=number,
                        pair=result.ns if other.ns == result.ns else result.ew))
            if result.ns == result.ew:
                raise _error(result.line, file, Message(
                    "board {board}: pair {pair} cannot play against itself", board=number,
                    pair=result.ns))
            acc.results.append(result)
    played_boards = [b for b in boards.values() if b.results]
    if not played_boards:
        raise _error(1, file, Message(
            "the session holds no table result: give Contract, Declarer, Result and "
            "PairId_NS, PairId_EW tags, or a [ScoreTable]"))
    return Session(
        tuple(Board(b.number, b.dealer, b.vulnerability, b.deal, tuple(b.results), b.line)
              for b in sorted(played_boards, key=lambda b: b.number)),
        names, about["event"], file, about["site"], about["date"])


# --------------------------------------------------------------------------- writing


def _decimal(value: Fraction) -> str:
    text = f"{float(value):.2f}"
    return text[:-3] if text.endswith(".00") else text


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _table_text(columns: list[tuple[str, str]], rows: list[list[str]]) -> list[str]:
    """A PBN table: the tag value with minimum widths and alignment, and aligned rows."""
    widths = [max([len(r[i]) for r in rows] + [1]) for i in range(len(columns))]
    spec = ";".join(f"{name}\\{w}{align}" for (name, align), w in zip(columns, widths,
                                                                      strict=True))
    lines = [spec]
    for row in rows:
        cells = [cell.rjust(w) if align == "R" else cell.ljust(w)
                 for cell, (_, align), w in zip(row, columns, widths, strict=True)]
        lines.append(" ".join(cells).rstrip())
    return lines


def _score_cells(score: int | None) -> list[str]:
    if score is None:
        return ["-", "-"]
    if score == 0:
        return ["0", "0"]
    return [str(score), "-"] if score > 0 else ["-", str(-score)]


def _result_cells(result: TableResult) -> list[str]:
    played = result.played
    if played is None:
        return ["-", "-", "-"]
    if played.contract is None:
        return ["Pass", "-", "-"]
    return [str(played.contract), played.contract.declarer.letter, str(played.tricks)]


def dumps_session(scored: SessionScore) -> str:
    """A scored session as PBN 2.1 (see the module docstring); :func:`loads_session` reads
    it back to ``scored.session``."""
    method, notation = scored.method, scored.notation
    session = scored.session
    scoring = {Method.MATCHPOINTS: "MP", Method.IMPS: "IMP", Method.BUTLER: "Butler",
               Method.CROSS_IMPS: "Cross-IMP"}[method]
    has_table = any(r.table for b in session.boards for r in b.results)
    parts = [f"% PBN 2.1\n% EXPORT\n% bridgelaws {__version__}: session scored by "
             f"{method.value}\n"]
    for k, sb in enumerate(scored.boards):
        board = sb.board
        lines = []
        if session.event:
            lines.append(f"[Event {_quote(session.event)}]")
        if session.site:
            lines.append(f"[Site {_quote(session.site)}]")
        if session.date:
            lines.append(f"[Date {_quote(session.date)}]")
        lines += [f'[Board "{board.number}"]', f'[Dealer "{board.dealer.letter}"]',
                  f'[Vulnerable "{board.vulnerability.pbn}"]']
        if board.deal is not None:
            lines.append(f'[Deal "{board.deal.to_pbn(Seat.NORTH)}"]')
        lines.append(f'[Scoring "{scoring}"]')
        if k == 0:
            lines += _total_table(scored)
        columns = [("PairId_NS", "R"), ("PairId_EW", "R"), ("Contract", "L"),
                   ("Declarer", "R"), ("Result", "R"), ("Score_NS", "R"), ("Score_EW", "R")]
        if has_table:
            columns.insert(0, ("Table", "R"))
        if method is Method.MATCHPOINTS:
            columns += [("MP_NS", "R"), ("MP_EW", "R"), ("Percentage_NS", "R"),
                        ("Percentage_EW", "R")]
        else:
            columns += [("IMP_NS", "R"), ("IMP_EW", "R")]
        rows = []
        for sr in sb.results:
            r = sr.result
            mark = "^" if r.artificial is not None else ""
            row = [r.ns, r.ew, *_result_cells(r), *_score_cells(r.score_ns)]
            if has_table:
                row.insert(0, r.table or "-")
            if method is Method.MATCHPOINTS:
                row += [mark + _decimal(matchpoints(sr.ns, notation)),
                        mark + _decimal(matchpoints(sr.ew, notation))]
                for units in (sr.ns, sr.ew):
                    percent = sb.percent(units)
                    row.append("-" if percent is None else mark + _decimal(percent))
            else:
                row += [mark + _decimal(sr.ns), mark + _decimal(sr.ew)]
            rows.append(row)
        spec, *body = _table_text(columns, rows)
        lines.append(f'[ScoreTable "{spec}"]')
        lines += body
        adjusted = [r for r in board.results if r.adjustment is not None]
        if adjusted:
            lines.append('[Adjusted ""]')
            lines += [f"NS {r.ns} EW {r.ew} {adjustment_text(r.adjustment)}"
                      for r in adjusted if r.adjustment is not None]
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def _total_table(scored: SessionScore) -> list[str]:
    columns = [("Rank", "R"), ("PairId", "R"), ("Names", "L")]
    if scored.method is Method.MATCHPOINTS:
        columns += [("TotalMP", "R"), ("TotalPercentage", "R")]
    else:
        columns += [("TotalIMP", "R")]
    columns.append(("NrBoards", "R"))
    rows = []
    for s in scored.ranking:
        row = [str(s.rank), s.pair, _quote(s.names) if s.names else "-"]
        if scored.method is Method.MATCHPOINTS:
            percent = s.percent
            row += [_decimal(matchpoints(s.total, scored.notation)),
                    "-" if percent is None else _decimal(percent)]
        else:
            row.append(_decimal(s.total))
        row.append(str(s.boards))
        rows.append(row)
    spec, *body = _table_text(columns, rows)
    return [f'[TotalScoreTable "{spec}"]', *body]

