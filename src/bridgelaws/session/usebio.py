"""A scored session as USEBIO 1.2 XML: the EBU's results format, read by federations'
systems (masterpoints, grading) and by other scoring programs.

USEBIO ("Universal Standard for Exchange of Bridge Information over XML", usebio.org) is
defined by a DTD (``usebio_v1_2.dtd``, declared in the ``DOCTYPE``). :func:`dumps_usebio`
writes one ``EVENT``:

* ``EVENT_TYPE`` ``PAIRS`` (matchpoints, Butler, cross-IMPs) or ``TEAMS`` (``--method
  imp``), with ``PROGRAM_NAME``, ``PROGRAM_VERSION``, ``EVENT_DESCRIPTION`` (the PBN
  ``Event``), ``DATE`` (``DD/MM/YYYY``, from the PBN ``Date`` when it is complete),
  ``BOARD_SCORING_METHOD`` (``MATCH_POINTS``, ``BUTLER_IMPS``, ``CROSS_IMPS``, ``IMPS``),
  ``WINNER_TYPE`` 1 (one ranking) and ``BOARDS_PLAYED``;
* ``PARTICIPANTS``: a ``PAIR`` (``PAIR_NUMBER``) or ``TEAM`` (``TEAM_ID``, ``TEAM_NAME``
  attributes) per contestant, with its ``PLAYER`` names (from the file's names, split at
  " – "), ``PLACE`` (``3=`` when shared), ``TOTAL_SCORE`` (matchpoints or IMPs) and, at
  matchpoints, ``PERCENTAGE``;
* a ``BOARD`` per board (``BOARD_NUMBER``), a ``TRAVELLER_LINE`` per table result:
  ``NS_PAIR_NUMBER``, ``EW_PAIR_NUMBER``, the result that counts — ``CONTRACT`` (``4S``,
  ``3NTx``, ``PASS``), ``PLAYED_BY``, ``TRICKS``, ``SCORE`` (North-South's, Law 77) — and
  ``NS_MATCH_POINTS``/``EW_MATCH_POINTS`` or ``NS_IMPS``/``EW_IMPS``.

A Director's adjusted score (Law 12C) is what counts: an assigned score (12C1a) is written
as the result it assigns; a weighted one (12C1c) and an artificial one (12C2) have no single
contract, so the line gives only the matchpoints or IMPs they earned. Numbers are decimals
with at most two places (matchpoints in the session's notation).

The file is UTF-8. The club (``CLUB_NAME``, ``CLUB_ID_NUMBER``) is the caller's: a session
file names no club number; ``CLUB_NAME`` defaults to the PBN ``Site``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from fractions import Fraction

from bridgelaws import __version__
from bridgelaws.contract import Contract
from bridgelaws.session.model import Outcome, Session, TableResult
from bridgelaws.session.results import Method, ScoredResult, SessionScore, Standing, matchpoints

__all__ = ["DOCTYPE", "USEBIO_VERSION", "dumps_usebio", "usebio_contract", "usebio_date",
           "usebio_tree"]

USEBIO_VERSION = "1.2"
#: the document type declaration of a USEBIO 1.2 file (the DTD is not fetched by readers)
DOCTYPE = '<!DOCTYPE USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd">'

_SCORING = {Method.MATCHPOINTS: "MATCH_POINTS", Method.BUTLER: "BUTLER_IMPS",
            Method.CROSS_IMPS: "CROSS_IMPS", Method.IMPS: "IMPS"}
_PBN_DATE = re.compile(r"([0-9]{4})\.([0-9]{2})\.([0-9]{2})")


def usebio_date(pbn_date: str) -> str | None:
    """PBN's ``2026.11.26`` as USEBIO's ``26/11/2026``; ``None`` when not complete.

    >>> usebio_date("2026.11.26"), usebio_date("2026.??.??")
    ('26/11/2026', None)
    """
    m = _PBN_DATE.fullmatch(pbn_date.strip())
    if m is None:
        return None
    return f"{m.group(3)}/{m.group(2)}/{m.group(1)}"


def usebio_contract(contract: Contract | None) -> str:
    """A contract as a USEBIO traveller line gives it: ``4S``, ``3NTx``, ``2Hxx``, ``PASS``.

    >>> usebio_contract(Contract.parse("3NTX", "S")), usebio_contract(None)
    ('3NTx', 'PASS')
    """
    if contract is None:
        return "PASS"
    return f"{contract.level}{contract.strain.letter}{contract.doubling.suffix.lower()}"


def _decimal(value: Fraction | int) -> str:
    """``2``, ``1.5``, ``0.67``, ``-3``: at most two decimals, no trailing zeros."""
    if isinstance(value, int) or value.denominator == 1:
        return str(int(value))
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _add(parent: ET.Element, name: str, text: str | None = None) -> ET.Element:
    element = ET.SubElement(parent, name)
    if text is not None:
        element.text = text
    return element


def _players(parent: ET.Element, names: str) -> None:
    for name in (n.strip() for n in names.split(" – ")):
        if name:
            _add(_add(parent, "PLAYER"), "PLAYER_NAME", name)


def _standing(participants: ET.Element, s: Standing, scored: SessionScore) -> None:
    mp = scored.method is Method.MATCHPOINTS
    if scored.method is Method.IMPS:
        entry = _add(participants, "TEAM")
        entry.set("TEAM_ID", s.pair)
        entry.set("TEAM_NAME", s.names or s.pair)
    else:
        entry = _add(participants, "PAIR")
        _add(entry, "PAIR_NUMBER", s.pair)
    _add(entry, "BOARDS_PLAYED", str(s.boards))
    if scored.method is not Method.IMPS or " – " in s.names:
        _players(entry, s.names)
    _add(entry, "PLACE", f"{s.rank}=" if s.tied else str(s.rank))
    _add(entry, "TOTAL_SCORE", _decimal(matchpoints(s.total, scored.notation) if mp
                                        else s.total))
    if mp:
        percent = s.percent
        _add(entry, "PERCENTAGE", f"{float(percent or 0):.2f}")


def _counted(r: TableResult) -> Outcome | None:
    """The one result that counts at this table: the assigned score (12C1a) or the result
    obtained; ``None`` for a weighted or artificial score, or a score without a contract."""
    if r.adjustment is not None:
        return r.adjustment.outcomes[0] if len(r.adjustment.outcomes) == 1 else None
    return r.played


def _line(board: ET.Element, sr: ScoredResult, scored: SessionScore) -> None:
    r = sr.result
    line = _add(board, "TRAVELLER_LINE")
    _add(line, "NS_PAIR_NUMBER", r.ns)
    _add(line, "EW_PAIR_NUMBER", r.ew)
    counted = _counted(r)
    if counted is not None:
        _add(line, "CONTRACT", usebio_contract(counted.contract))
        if counted.contract is not None:
            _add(line, "PLAYED_BY", counted.contract.declarer.letter)
            _add(line, "TRICKS", str(counted.tricks))
    if r.adjustment is None or counted is not None:
        score = r.scores[0][0] if r.scores else r.score_ns
        if score is not None:
            _add(line, "SCORE", str(score))
    if scored.method is Method.MATCHPOINTS:
        _add(line, "NS_MATCH_POINTS", _decimal(matchpoints(sr.ns, scored.notation)))
        _add(line, "EW_MATCH_POINTS", _decimal(matchpoints(sr.ew, scored.notation)))
    else:
        _add(line, "NS_IMPS", _decimal(sr.ns))
        _add(line, "EW_IMPS", _decimal(sr.ew))


def usebio_tree(scored: SessionScore, *, club: str | None = None,
                club_id: str = "") -> ET.Element:
    """The ``USEBIO`` element of :func:`dumps_usebio`."""
    session: Session = scored.session
    root = ET.Element("USEBIO", {"Version": USEBIO_VERSION})
    club_element = _add(root, "CLUB")
    _add(club_element, "CLUB_NAME", session.site if club is None else club)
    _add(club_element, "CLUB_ID_NUMBER", club_id)
    teams = scored.method is Method.IMPS
    event = ET.SubElement(root, "EVENT", {"EVENT_TYPE": "TEAMS" if teams else "PAIRS"})
    _add(event, "PROGRAM_NAME", "bridgelaws")
    _add(event, "PROGRAM_VERSION", __version__)
    if session.event:
        _add(event, "EVENT_DESCRIPTION", session.event)
    date = usebio_date(session.date)
    if date is not None:
        _add(event, "DATE", date)
    _add(event, "BOARD_SCORING_METHOD", _SCORING[scored.method])
    _add(event, "WINNER_TYPE", "1")
    _add(event, "BOARDS_PLAYED", str(len(scored.boards)))
    participants = _add(event, "PARTICIPANTS")
    for s in scored.ranking:
        _standing(participants, s, scored)
    for sb in scored.boards:
        board = _add(event, "BOARD")
        _add(board, "BOARD_NUMBER", str(sb.board.number))
        for sr in sb.results:
            _line(board, sr, scored)
    return root


def dumps_usebio(scored: SessionScore, *, club: str | None = None, club_id: str = "") -> str:
    """The scored session as a USEBIO 1.2 document (UTF-8 text, see the module docstring).

    ``club`` is the ``CLUB_NAME`` (default: the session's PBN ``Site``), ``club_id`` the
    ``CLUB_ID_NUMBER`` the federation gave the club.
    """
    root = usebio_tree(scored, club=club, club_id=club_id)
    ET.indent(root, space=" ")
    body = ET.tostring(root, encoding="unicode", short_empty_elements=False)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{DOCTYPE}\n{body}\n'
