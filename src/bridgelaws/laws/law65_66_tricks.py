"""Laws 65 and 66 — Arrangement and inspection of tricks (2017).

The record of the tricks decides who won each one (Law 44); how the players turned and
pointed their cards (65A, 65B1, 65B2) and kept them in order (65C, 65D) is not recorded. What
is recorded are the moments the Laws give a rule for:

* **65B3** ``S points E 6``: South draws attention to East's card of trick 6, pointed the
  wrong way. In time while South's side has not led or played to the next trick: it is put
  right. Later, Law 16B may apply: the remark is information for his partner that the
  Director weighs (12C). Declarer's partner is dummy, who has no play to make on it.
* **66A** ``W reviews``: declarer or a defender has the cards just played to the trick faced,
  while his side has not led or played to the next trick.
* **66B** ``W peeks``: declarer or a defender looks at his own last card, without exposing
  it, while his side has not led or played to the next trick.
* **66C** ``W inspects 5``: after that, quitted tricks may not be inspected during the play,
  except at the Director's instruction (``director inspects 5``, e.g. to verify a claim of a
  revoke). An inspection without it is recorded as an irregularity with no rectification of
  its own: what the player learnt is unauthorized information for his partner (Law 16), and
  the Director may adjust the score (12C) or give a procedural penalty (90). A 66A or 66B
  request out of time, or by dummy, is such an inspection.
* **66D** after play ends, played and unplayed cards may be inspected to settle a claim of a
  revoke or of the number of tricks won. (If a player then mixes his cards so that the facts
  cannot be established, the Director rules for the other side: not modelled.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Kind
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.events import CardPointed, TrickInspected
    from bridgelaws.table import Table


def side_played_on(table: Table, seat: Seat, trick: int) -> bool:
    """Whether ``seat``'s side has led or played to the trick after ``trick`` (0-based)."""
    following = trick + 1
    if following < len(table.tricks):
        return any(s.side is seat.side for s in table.tricks[following].seats)
    current = table.current_trick
    return (following == len(table.tricks) and current is not None
            and any(s.side is seat.side for s in current.seats))


def _quitted(table: Table, trick: int, what: str) -> None:
    if not table.tricks:
        raise ImpossibleActionError(Message(
            "'{what}' names a quitted trick: no trick has been quitted yet", what=what))
    if not 1 <= trick <= len(table.tricks):
        raise ImpossibleActionError(Message(
            "'{what}' names trick {n}: the tricks quitted so far are 1 to {count}", what=what,
            n=trick, count=len(table.tricks)))


def pointed(table: Table, event: CardPointed) -> None:
    """``<seat> points <owner> <trick>`` (65B3)."""
    _quitted(table, event.trick, "points")
    seat, owner, n = event.seat, event.owner, event.trick
    if not side_played_on(table, seat, n - 1):
        table.notes.append(Message(
            "Law 65B3: {seat} draws attention to the card of {owner} in trick {n}, pointed the "
            "wrong way, in time: it is put right (the cards played decide who won the trick)",
            seat=seat.as_message(), owner=owner.as_message(), n=n))
    elif seat is table.declarer:
        table.notes.append(Message(
            "Law 65B3: declarer draws attention to the card of {owner} in trick {n}, pointed "
            "the wrong way, after his side played to the next trick: it is put right; his "
            "partner is dummy, who makes no play on the information",
            owner=owner.as_message(), n=n))
    else:
        table.notes.append(Message(
            "Law 65B3: {seat} draws attention to the card of {owner} in trick {n}, pointed the "
            "wrong way, after his side played to the next trick: the right had expired; Law "
            "16B may apply (the remark is information for his partner: the Director may "
            "adjust the score, 12C)", seat=seat.as_message(), owner=owner.as_message(), n=n))


def inspected(table: Table, event: TrickInspected) -> None:
    """``reviews`` (66A), ``peeks`` (66B), ``inspects <n>`` (66C, 66D), and the Director's
    ``director inspects <n>`` (66C)."""
    seat, what = event.seat, event.what
    if table.contract is None or (not table.tricks and not table.trick_cards):
        raise ImpossibleActionError(Message(
            "'{what}' looks at played cards: no card has been played yet", what=what))
    if seat is None:
        assert event.trick is not None
        _quitted(table, event.trick, what)
        table.notes.append(Message(
            "Law 66C: at the Director's instruction, the cards of trick {n} are inspected",
            n=event.trick))
        return
    if what == "inspects":
        assert event.trick is not None
        _quitted(table, event.trick, what)
        if table.phase.value == "complete":
            table.notes.append(Message(
                "Law 66D: play has ended; {seat} inspects the cards of trick {n} (to settle a "
                "claim of a revoke or of the number of tricks won)", seat=seat.as_message(),
                n=event.trick))
            return
        _breach(table, seat, event.trick, Message(
            "Law 66C: {seat} inspected trick {n}, a quitted trick, without the Director's "
            "instruction", seat=seat.as_message(), n=event.trick))
        return
    last = len(table.tricks) - 1  # the trick just quitted
    clause = "66A" if what == "reviews" else "66B"
    if last < 0:
        raise ImpossibleActionError(Message(
            "'{what}' looks at the trick just quitted: no trick has been quitted yet",
            what=what))
    if seat is table.dummy:
        _breach(table, seat, last + 1, Message(
            "Law {clause} is a right of declarer and the defenders, not of dummy: {seat} "
            "looked at trick {n}, a quitted trick (Law 66C)", clause=clause,
            seat=seat.as_message(), n=last + 1))
    elif side_played_on(table, seat, last):
        _breach(table, seat, last + 1, Message(
            "Law {clause}: the right ends when the player's side leads or plays to the next "
            "trick; {seat} looked at trick {n}, a quitted trick (Law 66C)", clause=clause,
            seat=seat.as_message(), n=last + 1))
    elif what == "reviews":
        table.notes.append(Message(
            "Law 66A: {seat} has the cards of trick {n} faced for his inspection",
            seat=seat.as_message(), n=last + 1))
    else:
        table.notes.append(Message(
            "Law 66B: {seat} looks at his own last card, without exposing it",
            seat=seat.as_message()))


def _breach(table: Table, seat: Seat, trick: int, why: Message) -> None:
    """66C: an inspection of a quitted trick during the play, recorded with its ruling."""
    r = mechanics.applied(table, Kind.INSPECTION, seat, None, ("66C",), ["66C", "16B"], why)
    r.explanation = (why, Message(
        "No rectification of its own: what {seat} learnt is unauthorized information for his "
        "partner (Law 16B); the Director may adjust the score (Law 12C) or give a procedural "
        "penalty (Law 90)", seat=seat.as_message()))
    irr = table.irregularities[-1]
    irr.facts["trick"] = trick - 1
