"""Laws 61–64 — the revoke at the table (2017): detection, establishment, correction, and
the trick adjustment at the end of play (by :mod:`law64_revoke_adjustment`).

* **61A** detected by the table: a card that fails to follow suit when the player could
  (Law 44), or fails to comply with a lead or play restriction (26, 50D2, 51, 57A) when he
  could. The card stands as played; the revoke is recorded.
* **63A** it becomes *established* when the offender or his partner leads or plays to a
  later trick (a card from dummy included), or a member of the offending side claims or
  concedes.
* **62A** attention drawn before it is established: the offender must correct it, with a
  card that complies (``<offender> chooses 62A <card>``). **62B1** a defender's revoke card
  becomes a major penalty card; **62B2** declarer's (or dummy's) goes back to the hand;
  **62C1** each member of the non-offending side may then take back a card he played after
  it (``<seat> <card> instead``). **62D** a revoke on the twelfth trick must be corrected,
  established or not, while the thirteenth trick has not been played.
* **63B** an established revoke may not be corrected: play goes on, and Law 64 adjusts the
  tricks at the end of play (64A1, 64A2, the exceptions of 64B); **64C** the double-dummy
  figure of the tricks the non-offending side would have taken had the offender followed
  is offered beside it (:mod:`bridgelaws.claims.revoke_equity`).
* **61B** the inquiries (``S asks W``: declarer asks a defender who has shown out whether he
  has a card of the suit led; defenders may ask declarer or each other; dummy may ask
  declarer) are recorded; **43B2b**: after a 43A2 breach, dummy who is the first to ask
  declarer makes 64 apply to declarer's revoke as though it were established.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card, cards_of
from bridgelaws.errors import AlphabetError, ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.laws.base import irregularity_of, new_ruling
from bridgelaws.laws.law64_revoke_adjustment import (
    Revoke,
    RevokeAdjustment,
    RevokeKind,
    transfer,
)
from bridgelaws.play import Trick
from bridgelaws.rulings import Irregularity, Kind, PenaltyKind, Ruling
from bridgelaws.seats import Seat, Side

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.REVOKE,)


def established(irr: Irregularity) -> bool:
    return bool(irr.facts.get("established"))


def _correctable(table: Table, irr: Irregularity) -> bool:
    """62A before it is established; 62D on the twelfth trick until the thirteenth is played.
    The revoke card must still be in the trick in progress or the one just completed."""
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    if trick == 11:  # 62D: a revoke on trick 12 is corrected, established or not
        return True
    in_reach = (trick == len(table.tricks)) or (trick == len(table.tricks) - 1)
    return in_reach and not established(irr)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    offender = irr.offender
    assert offender is not None and irr.card is not None
    legal, trick = irr.facts.get("legal"), irr.facts["trick"]
    assert isinstance(trick, int)
    if (_correctable(table, irr) and isinstance(legal, int) and legal
            and not legal & table.hands[offender]
            and not any(_played_to_trick_13(table, offender, trick, c)
                        for c in cards_of(legal))):
        # a revoke deemed under 67B2 whose complying card the Director has since placed in
        # an earlier defective trick (67B1): in the play as corrected he did not hold it
        irr.status = "rectified"
        irr.facts["corrected"] = True
        r = new_ruling(table, irr, ("62A",), None, ())
        r.choice_event = table.event_number
        r.explanation = (Message(
            "Law 62A: {seat} no longer holds a card that would have complied: after the "
            "Director's rulings on the defective tricks it belongs to an earlier trick, and no "
            "revoke remains on trick {n}", seat=offender.as_message(), n=trick + 1),)
        return r
    if _correctable(table, irr):
        clause = "62D" if established(irr) else "62A"
        # dummy's card is played by declarer (Law 45B): declarer names dummy's correction
        chooser = table.declarer if offender is table.dummy else offender
        r = new_ruling(table, irr, (clause,), chooser, ("62A",))
        r.explanation = (Message(
            "Law {clause}: the revoke is not established: {seat} must correct it by playing a "
            "card that complies ({offender} chooses 62A <card>); {why}", clause=clause,
            seat=offender.as_message(), offender=str(chooser),
            why=Message("the card of the revoke becomes a major penalty card (Law 62B1)")
            if table.is_defender(offender) else Message(
                "the card of the revoke goes back to the hand (Law 62B2)")),)
        return r
    irr.facts["attention"] = True
    if not established(irr):  # too far back to put right: treated as established
        irr.facts["established"] = True
    r = new_ruling(table, irr, ("63",), None, ())
    r.outcomes.append("63B")
    r.choice_event = table.event_number
    r.explanation = (Message(
        "Law 63B: the revoke is established and may not be corrected; play goes on, and the "
        "tricks are adjusted at the end of play (Law 64)"),)
    return r


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:
    """``<offender> chooses 62A <card>``: the correction (62A, 62B)."""
    irr = irregularity_of(table, ruling)
    offender, wrong = irr.offender, irr.card
    assert offender is not None and wrong is not None
    try:
        right: Card | None = Card.parse(arg)
    except AlphabetError as e:  # a Cyrillic look-alike: named
        raise ImpossibleActionError(e.message) from None
    except NotationError:
        right = None
    trick = irr.facts["trick"]
    assert isinstance(trick, int)
    in_13 = _played_to_trick_13(table, offender, trick, right)
    if right is None or not (table.hands[offender] & right.mask or in_13):
        raise ImpossibleActionError(Message(
            "62A needs the card {seat} plays instead, one he holds: such as 62A H4",
            seat=str(offender)))
    legal = irr.facts.get("legal")
    if isinstance(legal, int) and legal and not legal & right.mask:
        raise ImpossibleActionError(Message(
            "{card} does not correct the revoke: {seat} must play a card that complies "
            "(follow suit, obey the restriction)", card=str(right), seat=str(offender)))
    if in_13:  # 62D: the card he played to trick 13 goes to trick 12, and the other back
        swap_last_two(table, offender, wrong, right)
    else:
        mechanics.substitute_card(table, offender, wrong, right)
    position = irr.facts["position"]
    assert isinstance(position, int)
    if trick < 13:
        table.changed_cards.setdefault(trick, set()).add(position)
    if ruling.laws != ("43B2b",):  # 43B2b: corrected, but Law 64 applies all the same
        irr.facts["corrected"] = True
        irr.status = "rectified"
    if table.is_defender(offender):
        mechanics.add_penalty_card(table, offender, wrong, PenaltyKind.MAJOR, "62B1", irr.event)
        ruling.outcomes.append("62B1")
    else:
        ruling.outcomes.append("62B2")
    ruling.outcomes.append("62C1")


def _played_to_trick_13(table: Table, seat: Seat, trick: int, card: Card | None) -> bool:
    """62D: the card that corrects a revoke on trick 12 is the one the offender has played
    to trick 13 (then the two cards change places)."""
    if card is None or trick != 11 or len(table.tricks) < 12:
        return False
    cards = table.tricks[12].cards if len(table.tricks) == 13 else table.trick_cards
    return card in cards


def _tricks_data(table: Table) -> list[tuple[Seat, tuple[Card, ...], Seat]]:
    return [(t.leader, tuple(t.cards), w) for t, w in zip(table.tricks, table.winners,
                                                          strict=True)]


def revokes_for_64(table: Table) -> list[tuple[Irregularity, Revoke]]:
    """The revokes Law 64 looks at: established ones to which attention was drawn."""
    out: list[tuple[Irregularity, Revoke]] = []
    for irr in table.irregularities:
        if irr.kind is Kind.REVOKE and established(irr) and irr.facts.get("attention"):
            assert irr.offender is not None
            trick = irr.facts["trick"]
            assert isinstance(trick, int)
            kind = RevokeKind.RESTRICTION if irr.facts.get("restriction") \
                else RevokeKind.FOLLOW_SUIT
            out.append((irr, Revoke(trick, irr.offender, kind)))
    for irr in table.irregularities:  # 64B3: a penalty card not played is a revoke too
        if irr.kind is Kind.PENALTY_CARD_NOT_PLAYED and irr.offender is not None:
            ruled = table.ruling_for(irr)
            if (ruled is not None and ruled.chosen is not None and ruled.chosen != "52B2"
                    and "52B2" not in ruled.outcomes):  # 52B2: the card was substituted
                trick = irr.facts.get("trick")
                if isinstance(trick, int):
                    out.append((irr, Revoke(trick, irr.offender, RevokeKind.PENALTY_CARD)))
    return out


def adjustment(table: Table) -> RevokeAdjustment | None:
    """Law 64 at the end of play (the board complete), or ``None`` when nothing applies."""
    if table.contract is None or table.phase.value != "complete":
        return None
    found = revokes_for_64(table)
    if not found:
        return None
    claimed_ns, claimed_ew = claimed_tricks(table)
    return transfer(_tricks_data(table), [r for _, r in found], table.contract.declarer,
                    claimed_ns=claimed_ns, claimed_ew=claimed_ew)


def claimed_tricks(table: Table) -> tuple[int, int]:
    """The tricks not played that a claim or concession gave each side (NS, EW): Law 64
    counts them among the tricks won after the revoke (64A)."""
    if table.contract is None or table.claimed_tricks_declarer is None:
        return 0, 0
    declarer = table.contract.declarer
    won = sum(1 for w in table.winners if w.side is declarer.side)
    mine = table.claimed_tricks_declarer - won
    rest = 13 - len(table.tricks) - mine
    return (mine, rest) if declarer.side is Side.NS else (rest, mine)


def asked(table: Table, seat: Seat, other: Seat) -> None:
    """``<seat> asks <other>`` (61B): recorded; 43B2b when dummy, after breaching 43A2, is the
    first to ask declarer about his revoke."""
    declarer, dummy = table.declarer, table.dummy
    if table.phase.value != "play" or declarer is None or seat is other:
        raise ImpossibleActionError(Message(
            "'asks' is an inquiry during the play: such as S asks W"))
    if seat is dummy and other is not declarer:
        raise ImpossibleActionError(Message("dummy may ask declarer only (Law 61B)"))
    table.notes.append(Message(
        "Law 61B: {seat} asks {other} whether he has a card of the suit led",
        seat=seat.as_message(), other=other.as_message()))
    if seat is not dummy or table.dummy_breach is None:
        return
    for irr in table.irregularities:
        if (irr.kind is Kind.REVOKE and irr.offender is declarer and irr.status == "open"
                and not irr.facts.get("asked")):
            irr.facts["asked"] = True
            irr.facts["established"] = True
            irr.facts["attention"] = True
            irr.status = "ruled"
            r = new_ruling(table, irr, ("43B2b",), declarer, ("62A",))
            r.outcomes.append("43B2b")
            r.explanation = (Message(
                "Law 43B2b: dummy, after breaching Law 43A2, was the first to ask declarer "
                "about his revoke: declarer substitutes a correct card ({declarer} chooses "
                "62A <card>), and Law 64 applies as though the revoke were established",
                declarer=str(declarer)),)
            table.rulings.append(r)
            table.pending = r
            return


def revoke(t: Table, seat: Seat, card: Card, position: int, legal: int, *,
            restriction: bool) -> None:
    """Law 61A: ``card``, about to be played at ``position`` of the trick in progress, is
    a revoke; ``legal`` are the cards that would have complied (a correction, 62A)."""
    irr = t.record(Kind.REVOKE, seat, card=card)
    led = t.trick_cards[0].suit if t.trick_cards else None
    irr.facts.update(trick=len(t.tricks), position=position,
                     led=None if led is None else int(led), restriction=restriction,
                     established=False, legal=legal)


def breaks_lead_restriction(t: Table, seat: Seat, card: Card) -> bool:
    hand = t.hands[seat]
    for r in t.lead_restrictions:
        if r.seat is seat:
            if r.kind == "require" and card.suit is not r.suit and hand & SUIT_MASKS[r.suit]:
                return True
            if (r.kind == "prohibit" and card.suit is r.suit
                    and hand & ~SUIT_MASKS[r.suit]):
                return True
    return False


def swap_last_two(t: Table, seat: Seat, wrong: Card, right: Card) -> None:
    """Law 62D: ``seat``'s revoke card ``wrong`` on trick 12 and ``right``, his card on
    trick 13, change places; the winners follow."""
    assert t.contract is not None
    t12 = t.tricks[11]
    cards12 = [right if c is wrong else c for c in t12.cards]
    t.tricks[11] = Trick(t12.leader, tuple(cards12), t12.missing)
    before12 = t.winners[11]
    t.winners[11] = t.tricks[11].winner(t.contract.strain)
    if len(t.tricks) == 13:
        t13 = t.tricks[12]
        cards13 = [wrong if c is right else c for c in t13.cards]
        t.tricks[12] = Trick(t13.leader, tuple(cards13), t13.missing)
        before13 = t.winners[12]
        t.winners[12] = t.tricks[12].winner(t.contract.strain)
        changes = [(before12, t.winners[11]), (before13, t.winners[12])]
    else:  # trick 13 in progress: its cards are not yet in the played mask
        t.trick_cards = [wrong if c is right else c for c in t.trick_cards]
        t.played_mask = (t.played_mask & ~wrong.mask) | right.mask
        changes = [(before12, t.winners[11])]
    if t.claimed_tricks_declarer is not None:
        side = t.contract.declarer.side
        for old, new in changes:
            if old.side is not new.side:
                t.claimed_tricks_declarer += 1 if new.side is side else -1

