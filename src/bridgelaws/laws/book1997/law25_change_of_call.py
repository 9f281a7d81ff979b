"""Law 25 — Legal and illegal changes of call (1997).

What 1997 says (docs/laws-1997-25.md has the comparison with 2017 and the sources).
Detection is the table's, as in 2017: a player calls again at his LHO's turn, right after his
own call.

* **25A** until his partner calls, a player may replace an inadvertent call by the call he
  intended, but only if he does so (or tries to) **without pause for thought**: the last call
  stands without penalty (if it is illegal, its own law applies). The Director's judgment
  (``director rules 25A yes|no``), asked in the 1997 words.
* **25B** otherwise, until LHO calls:

  * **25B1** LHO may accept the change (option ``25B1``): the second call stands and the
    auction proceeds **without penalty** — no Law 26 (2017 25B1: Law 26 may apply). LHO who
    called before attention was drawn accepted it too, or — if the Director determines that
    LHO meant his call over the original call — the change stands all the same and LHO may
    withdraw his call without penalty (a note: that is the Director's determination).
  * **25B2** not accepted (option ``25B2``): the change is cancelled, and

    * **(a)** the first call was illegal: its own law applies to it (a note); Law 26 may apply
      to the second call;
    * **(b)** the first call was legal: the offender must either **(1)** let it stand — his
      partner must pass when next it is his turn to call (option ``25B2b1``), or **(2)** make
      any other legal call — the auction proceeds normally, and the offending side may score
      **no more than average minus** (Law 12C1) (option ``25B2b2``: the first call is taken
      back and the offender calls again);
    * **(c)** either way, Law 26's lead penalties may apply: to the cancelled change, and in
      (b)(2) to the first call too.

There is no comparable call (2017 Law 23A, asked after 25B1 and 25B2) and so no question to
the Director after the choice. The average-minus limit is stated in the ruling and in a note;
applying it to the session score is the scorer's (the board's result is not changed here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.calls import Call
from bridgelaws.events import CallMade, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law25_change_of_call as law25_2017
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.rulings import Irregularity, Judgment, Ruling
from bridgelaws.seats import Side

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law25_2017.KINDS
#: the offender's choice after 25B2, when his first call was legal
CHOICE_B2B = ("25B2b1", "25B2b2")


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """LHO called over the change before the Director came: it stands (25B1)."""
    law25_2017.before_director(table, irr, event)
    r = table.ruling_for(irr)
    if r is not None and r.chosen == "25B1" and irr.offender is not None:
        r.explanation = (*r.explanation, Message(
            "Law 25B1 (1997): {lho} called over the change: it stands without penalty; if the "
            "Director determines that {lho} meant his call over {offender}'s original call, "
            "{lho} may withdraw it without penalty (Law 16C2)",
            lho=irr.offender.lho.as_message(), offender=irr.offender.as_message()),)
    return False


def ruling(table: Table, irr: Irregularity) -> Ruling:
    r = new_ruling(table, irr, ("25",), None, ())
    table.ask(Judgment("25A", irr.event, Message(
        "Was the first call inadvertent, and did the player replace it by the call he intended "
        "without pause for thought (Law 25A, 1997)? director rules 25A yes|no"),
        offender=irr.offender))
    return r


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """25A yes: the intended call stands without penalty; no: LHO's choice under 25B."""
    irr = next(i for i in table.irregularities if i.event == judgment.event)
    r = table.ruling_for(irr)
    assert r is not None and irr.offender is not None
    if answer == "yes":
        law25_2017._replace_last_call(table, irr)
        r.outcomes.append("25A")
        r.explanation = (*r.explanation, Message(
            "Law 25A (1997): an inadvertent call replaced without pause for thought: the "
            "intended call stands without penalty"),)
        return
    r.chooser, r.options = irr.offender.lho, ("25B1", "25B2")
    table.pending = r
    table.director_present = True


def _first_call(table: Table, irr: Irregularity) -> Call | None:
    """The offender's first call, if it stands (it was legal): the last call of the auction."""
    entries = table.auction.entries
    if entries and entries[-1][0] is irr.offender:
        return entries[-1][1]
    return None


def _withdraw(table: Table, irr: Irregularity, call: Call, event: int) -> None:
    assert irr.offender is not None
    entry = (irr.offender, call, event)
    if entry not in table.withdrawn:
        table.withdrawn.append(entry)


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    irr = irregularity_of(table, ruling)
    offender, change = irr.offender, irr.call
    assert offender is not None and change is not None
    if option == "25B1":
        law25_2017._replace_last_call(table, irr)
        ruling.outcomes.append("25B1")
        ruling.explanation = (*ruling.explanation, Message(
            "Law 25B1 (1997): {lho} accepts the change: {call} stands and the auction "
            "proceeds without penalty", lho=offender.lho.as_message(),
            call=change.as_message()),)
        return
    if option == "25B2":
        first = _first_call(table, irr)
        ruling.outcomes.append("25B2")
        _withdraw(table, irr, change, irr.event)  # 25B2(c), 25B2(a): Law 26 may apply
        if first is None:
            ruling.outcomes.append("25B2a")
            ruling.explanation = (*ruling.explanation, Message(
                "Law 25B2(a) (1997): the change {call} is cancelled; the first call was "
                "illegal and is ruled by its own law; the lead penalties of Law 26 may apply "
                "to {call}", call=change.as_message()),)
            return
        ruling.explanation = (*ruling.explanation, Message(
            "Law 25B2 (1997): the change {call} is cancelled; {offender}'s first call {first} "
            "was legal: {offender} must let it stand, or make another legal call (Law "
            "25B2b)", call=change.as_message(), offender=offender.as_message(),
            first=first.as_message()),)
        second = new_ruling(table, irr, ("25",), offender, CHOICE_B2B, explanation=(Message(
            "Law 25B2(b) (1997): {offender} chooses whether his first call {first} stands; "
            "either way the lead penalties of Law 26 may apply (25B2c)",
            offender=offender.as_message(), first=first.as_message()),))
        table.rulings.append(second)
        table.pending = second
        table.director_present = True
        return
    first = _first_call(table, irr)
    assert first is not None  # offered only when the first call stands
    if option == "25B2b1":
        if table.auction_open:
            table.bar(offender.partner, "next-turn")
        ruling.outcomes.append("25B2b1")
        ruling.explanation = (*ruling.explanation, Message(
            "Law 25B2(b)(1) (1997): {first} stands; {partner} must pass when next it is his "
            "turn to call (penalty; Law 23 if the pass damages the non-offending side)",
            first=first.as_message(), partner=offender.partner.as_message()),)
        return
    # 25B2b2: the first call is taken back; the offender calls again at his turn
    table.rebuild_auction(list(table.auction.entries)[:-1])
    _withdraw(table, irr, first, _first_event(table, irr))
    ruling.outcomes.append("25B2b2")
    said = Message(
        "Law 25B2(b)(2) (1997): {offender} withdraws {first} and makes another legal call; "
        "the auction proceeds normally ({partner} may not use the information from the "
        "withdrawn calls), and the side of {offender} may receive no score greater than "
        "average minus (Law 12C1)", offender=offender.as_message(), first=first.as_message(),
        partner=offender.partner.as_message())
    ruling.explanation = (*ruling.explanation, said)
    table.notes.append(said)


def _first_event(table: Table, irr: Irregularity) -> int:
    """The event number of the offender's first call: his last call made before the change."""
    return next(n for n in range(irr.event - 1, 0, -1)
                if isinstance(e := table.events[n - 1], CallMade) and e.seat is irr.offender)


def average_minus_sides(table: Table) -> frozenset[Side]:
    """The sides whose score on the board may be no more than average minus: those whose
    player, his change of call refused, made another call (25B2b2)."""
    return frozenset(r.offender.side for r in table.rulings
                     if "25B2b2" in r.outcomes and r.offender is not None)
