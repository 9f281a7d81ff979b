"""Law 57 — Premature lead or play by a defender (1997), with Law 60A.

What 1997 says (docs/laws-1997-51-52-57.md has the comparison with 2017 and the sources).
**57A** a defender who leads to the next trick before his partner has played to the current
one, or plays out of turn before his partner has played: the card is a penalty card — major,
exposed through deliberate play (50B) — and declarer selects one of **three** penalties for
the partner's play to the current trick:

* **57A1** he must play the highest card he holds of the suit led (option ``57A1``);
* **57A2** the lowest (option ``57A2``);
* **57A3** he may not play a card of another suit, named by declarer (option ``57A4``: the
  option ids are 2017's, shared by the record format, as 50D2's are).

2017's third option, *require* a card of another suit named by declarer, is not in 1997
(nor in 2007): it is not offered. **57B** a partner who cannot comply plays any card (Law 59);
following suit comes first. The rest rules as 2017 (the module's ``__getattr__``): 57C (no
penalty when declarer has played from both hands, or dummy played or suggested a card); the
detection of the premature card; 60A1 (the offender's LHO plays first: the right to penalty
is forfeited, worded here by 1997); 60C (the partner plays first: the card stays a penalty
card, declarer's choice is spent).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from bridgelaws.events import TableEvent
from bridgelaws.i18n import Message
from bridgelaws.laws import law57_premature_lead_or_play as law57_2017
from bridgelaws.laws.base import irregularity_of
from bridgelaws.rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = law57_2017.KINDS

#: declarer's three penalties under 1997 57A (ids shared with 2017)
OPTIONS = ("57A1", "57A2", "57A4")
#: the 1997 clause of each option: 2017's 57A4 (forbid a suit) is the 1997 57A3
CLAUSES = {"57A1": "57A1", "57A2": "57A2", "57A4": "57A3"}


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017: detection, 57B, 57C, 60C, the early card played in turn."""
    return getattr(law57_2017, name)


def before_director(table: Table, irr: Irregularity, event: TableEvent) -> bool:
    """60A1: the offender's LHO plays before the penalty is assessed: the right to penalty is
    forfeited, and the premature card is treated as played in turn (as 2017, 1997 words)."""
    result = law57_2017.before_director(table, irr, event)
    r = table.ruling_for(irr)
    if (r is not None and r.laws == ("57", "60A") and r.chosen == "60A1"
            and r.choice_event == table.event_number):
        assert irr.offender is not None and irr.card is not None
        r.explanation = (Message(
            "Law 60A (1997): {seat} played after the premature card of his RHO {offender} "
            "before the penalty was assessed: the right to penalty is forfeited, and {card} "
            "counts as played in turn", seat=irr.offender.lho.as_message(),
            offender=irr.offender.as_message(), card=irr.card.symbol),)
    return result


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """57A: a penalty card (major, 50B); declarer selects one of three penalties for the
    offender's partner's play to the current trick (none when that partner has already
    played: 60C, as 2017)."""
    r = law57_2017.ruling(table, irr)
    if not r.options:  # 60C: the partner has played, declarer's options are spent
        return r
    assert irr.offender is not None and irr.card is not None
    r.options = OPTIONS
    r.explanation = (Message(
        "Law 57A (1997): {offender} {how} before his partner had played to the trick: {card} "
        "becomes a penalty card (major: exposed through deliberate play, Law 50B), and "
        "declarer selects the penalty for {partner}'s play to it — his highest or his lowest "
        "card of the suit led (57A1, 57A2), or no card of another suit declarer names (57A3)",
        offender=irr.offender.as_message(), card=irr.card.symbol,
        partner=irr.offender.partner.as_message(),
        how=Message("led to the next trick") if irr.facts.get("lead") else Message(
            "played")),)
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    """The penalty selected, as 2017 does it, cited by its 1997 clause (``57A4`` is the 1997
    57A3: the restriction and the clause applied say 57A3)."""
    law57_2017.choose(table, ruling, option, arg)
    clause = CLAUSES[option]
    if clause == option:
        return
    offender = irregularity_of(table, ruling).offender
    assert offender is not None
    partner = offender.partner
    restriction = table.play_restrictions[partner]
    table.play_restrictions[partner] = dataclasses.replace(restriction, law=clause)
    ruling.outcomes[-1] = clause
