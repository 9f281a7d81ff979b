"""Law 21B — Call based on misinformation (2017).

The Director is called: a player says he called as he did because an opponent misinformed
him (a wrong explanation, a missing alert). Whether the call "could well have been
influenced" by the misinformation is the Director's judgment; the engine records it as
``director rules 21B1 <seat>`` (the seat whose last call may be changed) and never guesses.

* **21B1a** until the end of the auction period, and only if his partner has not called
  since, the player may change that call without further rectification for his side:
  ``<seat> chooses 21B1a <call>`` (the new call), or ``<seat> chooses 21B1a-keep``.
  (**21B1b**: absent evidence to the contrary, the Director presumes a mistaken explanation
  rather than a mistaken call — part of his judgment.)
* **21B2** after such a change the player's LHO may in turn change a call he made after it
  (``21B2 <call>`` or ``21B2-keep``; only ``21B2`` when his call no longer fits); Law 16C
  applies to his withdrawn call. A player bound to pass for the rest of the auction (27B2,
  36B, 37B, 38) has no call to change: his pass is neither changed (21B1a) nor offered to
  be (21B2).
* **17D** the auction period ends when a defender faces the opening lead, in turn or out of
  turn (54), even if the lead was later withdrawn: then it is too late (21B3). A change of a
  final pass before that reopens the auction (:func:`_reopen`): the obligations to pass in
  force at its end come back, and declarer's 26B choice is offered again at its new end.
* **21B3** too late to change (the opening lead was faced, or partner has called since): the
  Director awards an adjusted score if the offending side gained — a judgment at the end of
  play; the engine says so and changes nothing.

The misinformed player's side is the non-offending side: information from the withdrawn
calls is authorized for it and unauthorized for the side that misinformed (16C).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call, CallKind
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.laws.base import irregularity_of
from bridgelaws.laws.law16_withdrawn_calls import standing_events
from bridgelaws.rulings import Irregularity, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.MISINFORMATION,)
CHANGE = ("21B1a", "21B1a-keep")
LHO_CHANGE = ("21B2", "21B2-keep")


def director_rules(table: Table, arg: str) -> None:
    """``director rules 21B1 <seat>``: the seat's last call could well have been influenced
    by misinformation from an opponent."""
    try:
        seat = Seat.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        raise ImpossibleActionError(Message(
            "director rules 21B1 needs the seat whose call was influenced, not {arg!r}",
            arg=arg)) from None
    entries = table.auction.entries
    index = next((i for i in range(len(entries) - 1, -1, -1) if entries[i][0] is seat), None)
    if index is None:
        raise ImpossibleActionError(Message("{seat} has made no call that stands",
                                            seat=str(seat)))
    event = standing_events(table)[index] or table.event_number
    irr = Irregularity(Kind.MISINFORMATION, event, None, call=entries[index][1],
                       status="ruled", facts={"offending_side": seat.side.other,
                                              "hand": seat, "index": index})
    table.irregularities.append(irr)
    partner_called = any(s is seat.partner for s, _ in entries[index + 1:])
    if auction_period_over(table) or partner_called:
        reason = (Message("his partner has called since") if partner_called
                  else Message("the auction period is over"))
        table.rulings.append(Ruling(
            event=event, laws=("21B3",), offender=None, chooser=None, options=(),
            kind=Kind.MISINFORMATION, outcomes=["21B3"], explanation=(Message(
                "Law 21B3: it is too late for {seat} to change his call ({reason}); if the "
                "offending side gained through the misinformation, the Director awards an "
                "adjusted score at the end of play", seat=seat.as_message(),
                reason=reason),)))
        return
    ruling = Ruling(event=event, laws=("21B1",), offender=None, chooser=seat, options=CHANGE,
                    kind=Kind.MISINFORMATION, explanation=(Message(
                        "The Director judges that {seat}'s call {call} could well have been "
                        "influenced by misinformation from an opponent (Law 21B1a): {seat} "
                        "may change it", seat=seat.as_message(),
                        call=entries[index][1].as_message()),))
    table.rulings.append(ruling)
    table.pending = ruling
    table.director_present = True


def auction_period_over(table: Table) -> bool:
    """Law 17D: the auction period ends when, the auction over, a defender faces an opening
    lead — in turn or out of turn (17D1, Law 54), even if that lead was later withdrawn (54D)
    — or, on a passed-out board, when the hands go back to the board (17D2; the record has
    no event for it: a board passed out is taken as still at the table)."""
    if table.phase.value == "auction":
        return False
    if table.tricks or table.trick_cards:
        return True
    if any(i.kind is Kind.OPENING_LEAD_OUT_OF_TURN for i in table.irregularities):
        return True
    return table.phase.value == "complete" and table.contract is not None


def _new_call(table: Table, seat: Seat, arg: str, position: int) -> Call:
    try:
        call = Call.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        raise ImpossibleActionError(Message(
            "{seat} must name his new call: {arg!r} is not a call", seat=str(seat),
            arg=arg)) from None
    before = table.auction
    table.rebuild_auction(table.auction.entries[:position])
    fits = table.auction.is_admissible(call, seat) and not call.above_seven
    table.auction = before
    if not fits:
        raise ImpossibleActionError(Message(
            "{call} is not a legal call for {seat} at that point of the auction",
            call=call.as_message(), seat=seat.as_message()))
    return call


def _reopen(table: Table, bars: dict[Seat, str]) -> None:
    """The auction period is not over: a final pass changed reopens the auction. What the
    end of the auction cleared comes back: the obligations to pass in force when it ended
    (a player barred throughout by 27B2, 36B, 37B or 38 is barred again; a pass "at his next
    turn" not yet made is owed again), and declarer's 26B choice, made for a contract that no
    longer stands, is offered again when the new auction ends."""
    from bridgelaws.table import Phase

    table.phase = Phase.AUCTION
    table.contract = None
    table.trick_leader = None
    table.dummy_exposed = False
    for seat, scope in bars.items():
        table.bar(seat, scope)
    table.lead_restrictions = [r for r in table.lead_restrictions if r.law != "26B"]
    table.lead_choices_made = {k for k in table.lead_choices_made if k[0] != -1}


def _bars_when_the_auction_ended(table: Table) -> dict[Seat, str]:
    """The obligations to pass in force just before the auction last ended, less the one the
    final pass fulfilled: the table is replayed (the end of the auction clears them)."""
    from bridgelaws.table import Phase, Table

    replay = Table(table.deal, table.dealer, table.vulnerability, board=table.board,
                   edition=table.edition, rules=table.rules)
    bars: dict[Seat, str] = {}
    for event in table.events[:-1]:  # the last one is the choice being applied
        before = dict(replay.barred)
        open_auction = replay.phase is Phase.AUCTION
        replay.apply(event)
        if open_auction and replay.phase is not Phase.AUCTION and replay.auction.entries:
            final = replay.auction.entries[-1][0]
            bars = {s: scope for s, scope in before.items()
                    if not (s is final and scope == "next-turn")}
    return bars


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    index = irr.facts["index"]
    seat = ruling.chooser
    assert isinstance(index, int) and seat is not None
    if option.endswith("-keep"):
        return
    call = _new_call(table, seat, arg, index)
    reopen = table.phase.value != "auction"
    bars = _bars_when_the_auction_ended(table) if reopen else table.barred
    if bars.get(seat) == "throughout" and call.kind is not CallKind.PASS:
        # a player bound to pass for the rest of the auction (27B2, 36B, 37B, 38) made no
        # choice when he passed: there is nothing to change
        raise ImpossibleActionError(Message(
            "{call} is not a legal call for {seat} at that point of the auction",
            call=call.as_message(), seat=seat.as_message()))
    entries = table.auction.entries
    later = entries[index + 1:]
    table.calls_made.append((seat, call, table.event_number))
    if reopen:
        _reopen(table, bars)
    table.rebuild_auction(entries[:index])
    table.legal_call(seat, call)
    ruling.outcomes.append(option)
    if option == "21B1a" and later:
        # 21B2: LHO may change the call he made after it (partner has not called since)
        lho_call = later[0][1]
        irr.facts["index"] = index + 1
        fits = table.auction.is_admissible(lho_call, seat.lho)
        if bars.get(seat.lho) == "throughout" and fits:
            table.legal_call(seat.lho, lho_call)  # his pass was owed: nothing to change
            return
        second = Ruling(event=irr.event, laws=("21B2",), offender=None, chooser=seat.lho,
                        options=LHO_CHANGE if fits else ("21B2",), kind=Kind.MISINFORMATION,
                        explanation=(Message(
                            "{seat} changed his call: {lho} may in turn change his call {call} "
                            "made after it; Law 16C applies to a withdrawn call (Law 21B2)",
                            seat=seat.as_message(), lho=seat.lho.as_message(),
                            call=lho_call.as_message()),))
        table.rulings.append(second)
        table.pending = second
        # until LHO has chosen, his call stands as it was (if it still fits)
        if fits:
            table.legal_call(seat.lho, lho_call)
