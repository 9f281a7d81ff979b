"""Laws 42–43 — Dummy's rights and limitations (2017).

Dummy may try to prevent any irregularity (42B2), but during the play he may not draw
attention to one (43A1) and may not exchange hands with declarer, leave his seat to watch
declarer's play, or look at a defender's cards (43A2). The Director records a 43A2 breach:
``director rules 43A2 N`` (dummy North). After it (43B2, 43B3):

* **43B2a** dummy warns declarer against leading from the wrong hand (``N warns``): either
  defender may choose the hand from which declarer leads (``E chooses 43B2a S``);
* **43B2b** dummy is the first to ask declarer whether a play from his hand is a revoke:
  declarer substitutes a correct card and Law 64 applies as if the revoke were established
  (recorded with the revoke laws);
* **43B3** dummy is the first to draw attention to a defender's irregularity (``director by
  N``): there is no immediate rectification; play continues as though no irregularity had
  occurred, and at the end of play the Director removes any advantage the defenders gained
  from it (the declaring side keeps its table score).

Without a breach, dummy drawing attention during the play is itself a 43A1 infraction
(recorded; the Director may give a procedural penalty, Law 90) and the irregularity is
rectified as usual.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.laws import law57_premature_lead_or_play as law57
from bridgelaws.rulings import Judgment, Kind, Ruling
from bridgelaws.seats import Seat

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS: tuple[Kind, ...] = ()

#: irregularities of the defenders that 43B3 leaves without rectification
DEFENDERS_KINDS = (Kind.DEFENDER_LEAD_OUT_OF_TURN, Kind.PLAY_OUT_OF_TURN, Kind.EXPOSED_CARD,
                   Kind.PENALTY_CARD_NOT_PLAYED, Kind.LEAD_BEFORE_DECLARERS_CHOICE,
                   Kind.PLAY_AFTER_RETRACTION_ORDER, Kind.REVOKE)


def director_rules_43A2(table: Table, arg: str) -> None:
    """``director rules 43A2 <dummy>``: the Director finds that dummy exchanged hands with
    declarer, left his seat to watch declarer's play, or looked at a defender's cards."""
    try:
        seat = Seat.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        seat = None
    if seat is None or seat is not table.dummy or table.phase.value != "play":
        raise ImpossibleActionError(Message(
            "director rules 43A2 names dummy, during the play: such as director rules 43A2 N"))
    table.dummy_breach = table.event_number
    table.judgments.append(Judgment("43A2", table.event_number, Message(
        "Did dummy exchange hands with declarer, leave his seat to watch declarer's play, or "
        "look at a defender's cards (Law 43A2)?"), offender=seat, answer="yes",
        answer_event=table.event_number))
    table.notes.append(Message(
        "Law 43A2: dummy breached his limitations: he is liable to a procedural penalty "
        "(Law 90), and Laws 43B2 and 43B3 now apply to him"))


def warned(table: Table, seat: Seat) -> None:
    """``<dummy> warns``: 42B2 without a breach; 43B2a after one."""
    declarer = table.declarer
    if seat is not table.dummy or declarer is None or table.phase.value != "play":
        raise ImpossibleActionError(Message(
            "'warns' is dummy's warning to declarer during the play"))
    leader = table.trick_leader
    if table.dummy_breach is None or table.trick_cards or leader is None \
            or leader.side is not declarer.side:
        table.notes.append(Message(
            "Law 42B2: dummy may try to prevent an irregularity by declarer; no rectification"))
        return
    defender = declarer.lho
    r = Ruling(event=table.event_number, laws=("43B2a",), offender=seat, chooser=defender,
               options=("43B2a",), also_may_choose=(defender.partner,), explanation=(Message(
                   "Law 43B2a: dummy, after breaching Law 43A2, warned declarer against "
                   "leading from the wrong hand: either defender may choose the hand from "
                   "which declarer leads"),))
    table.rulings.append(r)
    table.pending = r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    """``<defender> chooses 43B2a N|S``: declarer leads from that hand."""
    declarer, dummy = table.declarer, table.dummy
    assert declarer is not None and dummy is not None
    try:
        hand = Seat.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        hand = None
    if hand not in (declarer, dummy):
        raise ImpossibleActionError(Message(
            "43B2a needs the hand declarer leads from: {declarer} or {dummy}",
            declarer=str(declarer), dummy=str(dummy)))
    assert hand is not None
    ruling.outcomes.append("43B2a")
    table.set_leader(hand)


def attention_by_dummy(table: Table, dummy: Seat) -> None:
    """``director by <dummy>`` during the play: 43B3 after a 43A2 breach, else 43A1."""
    open_ = [i for i in table.open_irregularities()
             if i.kind in DEFENDERS_KINDS and i.offender is not None
             and table.is_defender(i.offender)]
    if table.dummy_breach is None or not open_:
        table.notes.append(Message(
            "Law 43A1: dummy may not draw attention to an irregularity during the play (the "
            "Director may give a procedural penalty, Law 90)"))
        return
    for irr in open_:
        irr.status = "condoned"
        r = Ruling(event=irr.event, laws=("43B3",), offender=irr.offender, chooser=None,
                   options=(), kind=irr.kind, outcomes=["43B3"], explanation=(Message(
                       "Law 43B3: dummy, after breaching Law 43A2, was the first to draw "
                       "attention to this irregularity: no immediate rectification; play "
                       "continues as though it had not occurred, and at the end of play the "
                       "Director removes any advantage the defenders gained from it"),))
        r.choice_event = table.event_number
        table.rulings.append(r)
        if irr.kind is Kind.PLAY_OUT_OF_TURN and irr.card is not None and irr.offender:
            # the premature card stands, as though played in turn
            law57.play_early(table, irr.offender, irr.card, lead=bool(irr.facts.get("lead")))
        # a lead out of turn stands as the lead; an exposed card is no penalty card; a card
        # played instead of a penalty card stands: nothing more to do
