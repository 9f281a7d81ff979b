"""Claim rulings already made, handed back instead of searched again.

:func:`~bridgelaws.claims.rule_on_claim` is a search (seconds for a long ending). A caller
that keeps the rulings it has (the web console stores each with its board) installs a
:class:`RulingSource` for a block of code with :func:`rulings_from`; inside the block every
ruling asked for through :func:`cached_ruling` — by the table's fold when the Director is
called (:mod:`bridgelaws.laws.law68_71_claims`), by a report, by the console's board page —
is first looked up in the source, and a ruling that had to be computed is handed to the
source to keep. Without a source :func:`cached_ruling` is :func:`rule_on_claim`.

A ruling is identified by a :class:`ClaimKey` (:func:`claim_key`): how many of the table's
events it depends on, and whether the Director counts as called. ``rule_on_claim(table,
director=d)`` reads only the events up to the last claim or concession and, after it, the
reactions that decide what there is to rule on (the first dispute; agreements and the
Director's call before any dispute), so two tables whose events agree up to
``key.events`` (the same board) and that agree on ``key.director`` get the same ruling. The
key is the same for every way of asking for one ruling: the fold asks with
``director=True`` when the Director is called, a page asks without it afterwards. The source
checks that its ruling was made from those same events (e.g. by a digest of their text: an
undo followed by another event must not find it).

This mirrors the decision table of :func:`bridgelaws.claims.adjudicate.rule_on_claim`: a
change there in which events it reads must be made in :func:`claim_key` too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from bridgelaws.events import Claim, ClaimAgreed, ClaimDisputed, Concession, DirectorCalled

if TYPE_CHECKING:
    from bridgelaws.claims.adjudicate import ClaimRuling
    from bridgelaws.table import Table

__all__ = ["ClaimKey", "RulingSource", "cached_ruling", "claim_key", "rulings_from"]


@dataclass(frozen=True)
class ClaimKey:
    """What a claim ruling depends on: the first ``events`` events of the table (through the
    last claim or concession, the agreements to it, its first dispute), and whether the
    Director is taken to have been called since (or it no longer matters: a dispute)."""

    events: int
    director: bool


def claim_key(table: Table, *, director: bool = False) -> ClaimKey | None:
    """The key of ``rule_on_claim(table, director=director)``; ``None`` without a claim or
    concession (there is nothing to look up: the answer is ``None`` at once)."""
    events = table.events
    index = None
    for i in range(len(events) - 1, -1, -1):
        if isinstance(events[i], Claim | Concession):
            index = i
            break
    if index is None:
        return None
    end = index + 1
    called = director
    for i in range(index + 1, len(events)):
        event = events[i]
        if isinstance(event, ClaimDisputed):
            # the first dispute decides: later agreements, disputes and calls change nothing
            return ClaimKey(i + 1, True)
        if isinstance(event, ClaimAgreed):
            end = i + 1
        elif isinstance(event, DirectorCalled):
            called = True  # counted by the flag, wherever it came: the key is one per ruling
    return ClaimKey(end, called)


class RulingSource(Protocol):
    """Where rulings already made are kept (see :func:`rulings_from`)."""

    def lookup(self, table: Table, key: ClaimKey) -> ClaimRuling | None:
        """The ruling kept for ``table``'s first ``key.events`` events, or ``None``."""

    def keep(self, table: Table, key: ClaimKey, ruling: ClaimRuling) -> None:
        """A ruling just computed for ``table`` (``None`` results are not passed)."""


_SOURCE: ContextVar[RulingSource | None] = ContextVar("bridgelaws_claim_rulings", default=None)


@contextmanager
def rulings_from(source: RulingSource) -> Iterator[RulingSource]:
    """Inside the block, :func:`cached_ruling` looks rulings up in ``source`` first (for
    this thread or task only: a context variable)."""
    token = _SOURCE.set(source)
    try:
        yield source
    finally:
        _SOURCE.reset(token)


def cached_ruling(table: Table, *, director: bool = False) -> ClaimRuling | None:
    """:func:`~bridgelaws.claims.rule_on_claim`, looked up in the installed source first."""
    from bridgelaws.claims.adjudicate import rule_on_claim

    source = _SOURCE.get()
    key = None if source is None else claim_key(table, director=director)
    if source is None or key is None:
        return rule_on_claim(table, director=director)
    found = source.lookup(table, key)
    if found is not None:
        return found
    ruling = rule_on_claim(table, director=director)
    if ruling is not None:
        source.keep(table, key, ruling)
    return ruling
