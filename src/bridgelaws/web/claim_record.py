"""A claim ruling as a record the ruling log stores (JSON), and back.

The record holds what the board page and the table's fold need, so that neither searches
again: the ``claim`` object of the JSON result (:func:`bridgelaws.claims.render.claim_json`,
docs/claims.md), and the :class:`~bridgelaws.claims.ClaimRuling` itself, field by field — its
figures and laws, the decision and doubtful points as messages (msgid and parameters,
rendered in the reader's language), the worst normal line (each play with whatever the search
records about it) and the position at the claim, from which
:func:`~bridgelaws.claims.render.line_tricks` cuts the line into tricks and
:meth:`~bridgelaws.claims.ClaimRuling.tricks_for` counts the deal's tricks. The statement is
kept as said and parsed again when read (parsing is cheap; the search is not).

Values are written with a tag for their type (``{"$card": "SA"}``, ``{"$enum": "Seat",
"v": 0}``, ``{"$": "Play", ...}``), so a field the claims package adds to a ruling, a play or
a position is kept without a change here, as long as it holds values of these types.

A record is read back only if the ruling it rebuilds gives the ``claim`` object stored with
it: a record of another layout, or from a ruling of another shape, is treated as absent (the
ruling is made again and stored in its place).
"""

from __future__ import annotations

import dataclasses
import json
from enum import Enum
from typing import Any

from bridgelaws import __version__
from bridgelaws.cards import Card, Rank, Strain, Suit
from bridgelaws.claims.adjudicate import ClaimRuling
from bridgelaws.claims.position import Position
from bridgelaws.claims.render import claim_json
from bridgelaws.claims.search import Play
from bridgelaws.claims.statement import Statement, parse_statement
from bridgelaws.i18n import Message, restore_message
from bridgelaws.seats import Seat, Side

__all__ = ["FORMAT", "decode", "encode"]

#: the record's layout; a record of another layout is not read
FORMAT = 1

_ENUMS: dict[str, type[Enum]] = {c.__name__: c for c in (Seat, Side, Strain, Suit, Rank)}
_CLASSES: dict[str, type[Any]] = {c.__name__: c for c in (ClaimRuling, Position, Play)}


def _enc(value: Any) -> Any:
    if isinstance(value, Enum):
        return {"$enum": type(value).__name__, "v": value.value}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return {"$card": str(value)}
    if isinstance(value, Message):
        return {"$message": value.msgid, "plural": value.plural, "n": value.n,
                "params": {k: _enc(v) for k, v in value.params.items()}}
    if isinstance(value, Statement):
        return {"$statement": value.text}
    if isinstance(value, tuple | list):
        return [_enc(v) for v in value]
    if isinstance(value, frozenset | set):
        return {"$set": [_enc(v) for v in value]}
    if type(value).__name__ in _CLASSES and dataclasses.is_dataclass(value):
        return {"$": type(value).__name__,
                **{f.name: _enc(getattr(value, f.name))
                   for f in dataclasses.fields(value) if f.init}}
    return {"$text": str(value)}  # anything else as people read it


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_dec(v) for v in value)
    if not isinstance(value, dict):
        return value
    if "$enum" in value:
        return _ENUMS[value["$enum"]](value["v"])
    if "$card" in value:
        return Card.parse(value["$card"])
    if "$message" in value:
        return restore_message(value["$message"], value["plural"], value["n"],
                               {k: _dec(v) for k, v in value["params"].items()})
    if "$statement" in value:
        return parse_statement(value["$statement"])
    if "$set" in value:
        return frozenset(_dec(v) for v in value["$set"])
    if "$text" in value:
        return str(value["$text"])
    cls = _CLASSES[value["$"]]
    return cls(**{k: _dec(v) for k, v in value.items() if k != "$"})


def encode(ruling: ClaimRuling, declarer: Seat | None) -> str:
    """The record of ``ruling`` (made at a table whose declarer is ``declarer``), as JSON."""
    return json.dumps({"format": FORMAT, "version": __version__,
                       "claim": claim_json(ruling, declarer), "ruling": _enc(ruling)},
                      ensure_ascii=False, separators=(",", ":"))


def decode(text: str, declarer: Seat | None) -> ClaimRuling | None:
    """The ruling a record holds, or ``None`` when it cannot be read as one (another layout,
    or a ruling that no longer gives the stored ``claim`` object)."""
    try:
        data = json.loads(text)
        if data.get("format") != FORMAT:
            return None
        ruling = _dec(data["ruling"])
        if not isinstance(ruling, ClaimRuling) or claim_json(ruling, declarer) != data["claim"]:
            return None
    except (ValueError, KeyError, TypeError, IndexError, AttributeError):
        return None  # a bad card or seat (NotationError) is a ValueError too
    return ruling
