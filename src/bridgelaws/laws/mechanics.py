"""What rectifications do to the table: the mechanics the law modules share (DESIGN.md
"How an irregularity flows", step 4), as functions of the table. The table itself only folds
events; these change its state the way a ruling says: a lead taken back (Laws 47, 53–56),
a card put in another's place in its trick (45, 47D, 52B2, 62), a card made a penalty card
(50), the result cancelled (13, 14), declarer and dummy exchanged (54A).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.cards import SUIT_MASKS, Card, Suit
from bridgelaws.contract import Contract
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.play import Trick
from bridgelaws.rulings import (
    Irregularity,
    Kind,
    PenaltyCard,
    PenaltyKind,
    PlayRestriction,
    Ruling,
)
from bridgelaws.seats import Seat, Side
from bridgelaws.table import Phase

if TYPE_CHECKING:
    from bridgelaws.table import Table

_LOW_RANKS = 0b0000011111111  # 2..9 within a suit's 13 bits


def penalty_of(irr: Irregularity) -> tuple[PenaltyCard, ...]:
    """The penalty cards among the cards that went to a trick unseen (Law 67)."""
    penalty = irr.facts.get("penalty", ())
    return penalty if isinstance(penalty, tuple) else ()


def card_gone(t: Table, seat: Seat, card: Card) -> None:
    """A card played where the table follows only what physically happens (after a claim,
    or an irregularity whose rectification is not implemented): it leaves the hand, and
    stops being a penalty card (found by the fuzzer: a played card still on the table)."""
    t.hands[seat] &= ~card.mask
    t.played_mask |= card.mask
    t.remove_penalty(seat, card)


def card_in_trick(t: Table, seat: Seat) -> tuple[Card, int, bool] | None:
    """``seat``'s card in the trick in progress, or in the trick just completed when no
    card has been played to the next: (card, its position, in the trick in progress)."""
    current = t.current_trick
    if current is not None and t.trick_cards:
        i = current.position_of(seat)
        return None if i is None else (t.trick_cards[i], i, True)
    if t.tricks:
        last = t.tricks[-1]
        i = last.position_of(seat)
        return None if i is None else (last.cards[i], i, False)
    return None


def return_unnoticed(t: Table, seat: Seat, cards: tuple[Card, ...],
                     penalty: tuple[PenaltyCard, ...] = ()) -> None:
    """Laws 67A2/67B2: cards played to a trick unseen go back to ``seat``'s hand; those
    that were penalty cards (``penalty``) are again."""
    for card in cards:
        t.hands[seat] |= card.mask
        t.played_mask &= ~card.mask
    for pc in penalty:
        if t.hands[seat] & pc.card.mask and pc not in t.penalty_cards[seat]:
            t.penalty_cards[seat].append(pc)


def applied(t: Table, kind: Kind, seat: Seat, card: Card | None, laws: tuple[str, ...],
            outcomes: list[str], why: Message) -> Ruling:
    """An irregularity whose rectification applies at once, no one choosing (46B, 57C,
    57D, 58B, 45F): recorded with its ruling."""
    irr = t.record(kind, seat, card=card)
    irr.status = "rectified"
    r = Ruling(event=t.event_number, laws=laws, offender=seat, chooser=None,
               options=(), kind=kind, outcomes=outcomes, explanation=(why,))
    r.choice_event = t.event_number
    t.rulings.append(r)
    return r


def place_lead(t: Table, seat: Seat, card: Card) -> None:
    """Put ``card`` on the table as the lead of the current trick, by ``seat``."""
    if t.irregularities:
        establish_revokes(t, seat.side)
    t.remove_penalty(seat, card)  # led, it is no longer a penalty card
    t.hands[seat] &= ~card.mask
    t.trick_leader = seat
    t.trick_cards = [card]
    t._lead_made(seat)


def cancel_result(t: Table, clause: str) -> None:
    """Laws 13B2, 13D: the board ends (if it had not) and its result is cancelled; the
    Director awards an adjusted score (12C)."""
    t.result_cancelled = clause
    if t.phase is not Phase.COMPLETE:
        take_back_trick(t)  # the cards of an unfinished trick go back
        t.phase = Phase.COMPLETE
        t.trick_leader = None


def take_back_trick(t: Table) -> None:
    """The cards of the trick in progress go back to the hands they came from, and no
    card stands to be played early to it."""
    current = t.current_trick
    for seat, card in current.seats_and_cards() if current is not None else ():
        t.hands[seat] |= card.mask
    t.trick_cards = []
    t.trick_missing = None
    t.early.clear()


def retract_lead(t: Table, *, penalty: PenaltyKind | None, law: str,
                 event: int | None = None) -> Card:
    """Return the irregular lead to its owner's hand; a defender's card may become a
    penalty card (declarer's never does: Law 48A)."""
    if not t.trick_cards or t.trick_leader is None:
        # the lead has already gone back (the trick was retracted since): its penalty
        # card, if any, is all that is left to do
        lead = next(i for i in reversed(t.irregularities) if i.card is not None
                    and i.kind in (Kind.OPENING_LEAD_OUT_OF_TURN,
                                   Kind.DEFENDER_LEAD_OUT_OF_TURN,
                                   Kind.DECLARER_LEAD_OUT_OF_TURN,
                                   Kind.PLAY_AFTER_RETRACTION_ORDER))
        hand_of = lead.facts.get("hand", lead.offender)
        assert lead.card is not None and isinstance(hand_of, Seat)
        if penalty is not None and t.hands[hand_of] & lead.card.mask:
            add_penalty_card(t, hand_of, lead.card, penalty, law, event or lead.event)
        return lead.card
    card, owner = t.trick_cards[0], t.trick_leader
    # the lead goes back, and any card played to it since (an early card that stood,
    # 57C/57D, played at its turn) goes back with it without rectification (Law 47)
    take_back_trick(t)
    if penalty is not None:
        origin = event
        if origin is None:
            origin = next((i.event for i in reversed(t.irregularities)
                           if i.card is card), None)
        add_penalty_card(t, owner, card, penalty, law, origin)
    return card


def substitute_card(t: Table, seat: Seat, wrong: Card, right: Card) -> None:
    """Law 52B2: ``right`` takes the place of ``wrong`` in its trick; ``wrong`` goes back
    to the hand."""
    assert t.contract is not None
    t.hands[seat] = (t.hands[seat] | wrong.mask) & ~right.mask
    t.remove_penalty(seat, right)
    if wrong in t.trick_cards:
        t.trick_cards[t.trick_cards.index(wrong)] = right
        return
    index = next(i for i in range(len(t.tricks) - 1, -1, -1)
                 if wrong in t.tricks[i].cards)
    old = t.tricks[index]
    cards = list(old.cards)
    cards[cards.index(wrong)] = right
    t.tricks[index] = Trick(old.leader, tuple(cards), old.missing)
    t.played_mask = (t.played_mask & ~wrong.mask) | right.mask
    winner = t.tricks[index].winner(t.contract.strain)
    before, t.winners[index] = t.winners[index], winner
    if winner.side is not before.side and t.claimed_tricks_declarer is not None:
        # the trick changes sides after a claim or concession: the total follows it
        t.claimed_tricks_declarer += 1 if winner.side is t.contract.declarer.side \
            else -1
    winner_changed(t, index, before, winner)


def winner_changed(t: Table, index: int, before: Seat, winner: Seat) -> None:
    """After a correction of trick ``index``: when it is the last one quitted, its
    winner leads to the next (Law 44G); cards already played to the next trick from the
    wrong hand go back without rectification."""
    if index != len(t.tricks) - 1 or t.phase is not Phase.PLAY:
        return
    if t.trick_cards and winner is not before:
        take_back_trick(t)
        for irr in t.irregularities:
            # what happened in that trick is undone with it: an omission or a revoke
            # there, not yet ruled, has nothing left to rectify
            if (irr.status == "open" and irr.facts.get("trick") == index + 1
                    and irr.kind in (Kind.DEFECTIVE_TRICK, Kind.REVOKE)):
                irr.status = "rectified"
                extra = irr.facts.get("extra")
                if isinstance(extra, tuple) and irr.offender is not None:
                    return_unnoticed(t, irr.offender, extra, penalty_of(irr))
        t.notes.append(Message(
            "Law 44G: after the correction {winner} won the trick and leads to the next; "
            "the cards already played to the next trick go back to their hands",
            winner=winner.as_message()))
    if not t.trick_cards:
        t.trick_leader = winner


def add_penalty_card(t: Table, seat: Seat, card: Card, kind: PenaltyKind, law: str,
                     event: int | None = None) -> None:
    """``card`` (in ``seat``'s hand) becomes a penalty card (Law 50). A card that has
    left the hand since (played to a trick at its turn before the Director came) is no
    penalty card: found by the fuzzer, a premature card played again in turn."""
    if not t.hands[seat] & card.mask:
        return
    cards = t.penalty_cards[seat]
    cards[:] = [pc for pc in cards if pc.card is not card]
    cards.append(PenaltyCard(card, kind, law, event or t.event_number))
    if len(cards) > 1:  # Law 50B: a defender's two or more penalty cards are all major
        cards[:] = [PenaltyCard(pc.card, PenaltyKind.MAJOR, pc.law, pc.event)
                    for pc in cards]


def pick_up_penalty_cards(t: Table, seat: Seat, suit: Suit) -> None:
    """Law 50D2a / 51B: the penalty cards of ``suit`` go back into the hand."""
    t.penalty_cards[seat] = [pc for pc in t.penalty_cards[seat]
                                if pc.card.suit is not suit]


def swap_declarer(t: Table) -> None:
    """Law 54A: declarer's partner becomes declarer (declarer becomes dummy)."""
    assert t.contract is not None
    c = t.contract
    t.contract = Contract(c.level, c.strain, c.doubling, c.declarer.partner)


def play_designated(t: Table, seat: Seat, card: Card) -> None:
    """Play ``card``, which a law deems designated (46B), from ``seat`` at its turn."""
    t.rules.play_in_turn(t, seat, card)


def legal_mask(t: Table, seat: Seat) -> int:
    """Law 44C follow suit first; then lead restrictions (50D2a, 59); then a major penalty
    card at the first legal opportunity (50D1); then a minor one's limits (50C)."""
    hand = t.hands[seat]
    base = hand
    leading = not t.trick_cards
    if not leading:
        follow = hand & SUIT_MASKS[t.trick_cards[0].suit]
        if follow:
            base = follow
        if t.play_restrictions:
            restriction = t.play_restrictions.get(seat)
            if restriction is not None:
                base = restricted(base, follow, restriction)
    else:
        for r in t.lead_restrictions:
            if r.seat is seat:
                suit = SUIT_MASKS[r.suit]
                m = base & suit if r.kind == "require" else base & ~suit
                if m:
                    base = m
    pcs = t.penalty_cards[seat]
    if pcs:
        designated = t.designated.get(seat)
        if designated is not None and base & designated.mask:
            return designated.mask
        major = 0
        for pc in pcs:
            if pc.kind is PenaltyKind.MAJOR:
                major |= pc.card.mask
        m = base & major
        if m:
            return m
        for pc in pcs:
            if pc.kind is PenaltyKind.MINOR and base & pc.card.mask:
                s = pc.card.suit
                others_low = (hand & SUIT_MASKS[s] & (_LOW_RANKS << (13 * s))) & ~pc.card.mask
                m = base & ~others_low
                if m:
                    base = m
    return base


def restricted(base: int, follow: int, r: PlayRestriction) -> int:
    """Law 57A on the cards ``base`` the seat may play (``follow``: its cards of the suit
    led). Following suit comes first (44C); a seat that cannot comply plays any of
    ``base`` (57B, 59)."""
    if r.kind in ("highest", "lowest"):
        if not follow:
            return base
        top = follow.bit_length() - 1
        return (1 << top) if r.kind == "highest" else follow & -follow
    if follow or r.suit is None:
        return base
    suit = SUIT_MASKS[r.suit]
    m = base & suit if r.kind == "require" else base & ~suit
    return m or base


def no_pending_choice(t: Table, seat: Seat) -> None:
    j = t.pending_judgment
    if j is not None:
        raise ImpossibleActionError(Message(
            "the Director's judgment is pending: director rules {clause} yes|no",
            clause=j.clause))
    p = t.pending
    if p is not None and (t.director_present or p.kind is None):
        if p.kind is None and not t.director_present:
            return  # a declarer's choice at partner's lead (50D2) is handled by the lead
        raise ImpossibleActionError(Message(
            "the Director's ruling is pending: {chooser} must first choose among {options}",
            chooser=str(p.chooser), options=", ".join(p.options)))


def retraction_lapses(t: Table) -> None:
    """Law 47E2a: a card may be retracted only until another card is played; play went
    on instead (found by the fuzzer: the choice then retracted another seat's card, and
    crashed)."""
    p = t.pending
    if p is not None and p.laws == ("47E2",) and p.chosen is None:
        t.pending = None
        p.outcomes.append("47E2b")
        p.explanation = (*p.explanation, Message(
            "Law 47E2b: a card was played before {seat} retracted his: his card stands",
            seat=p.chooser.as_message() if p.chooser is not None else ""))


def establish_revokes(t: Table, side: Side, *, by_claim: bool = False) -> None:
    """Law 63A: a card of ``side`` to a trick after its revoke trick establishes it
    (63A1); so does a claim or concession by ``side``, or its agreement to the
    opponents' (63A3, 63A4: ``by_claim``), a revoke on the trick in progress included."""
    current = len(t.tricks) + (1 if by_claim else 0)
    for irr in t.irregularities:
        if (irr.kind is Kind.REVOKE and irr.offender is not None
                and irr.offender.side is side and not irr.facts.get("established")
                and not irr.facts.get("corrected")):
            trick = irr.facts.get("trick")
            if isinstance(trick, int) and current > trick:
                irr.facts["established"] = True


def card_played(t: Table, seat: Seat) -> None:
    """A card from ``seat`` goes to the trick (slow road: something is in force): a right to
    retract lapses (47E2b), and the side's revokes before it are established (63A1)."""
    if t.pending is not None:
        retraction_lapses(t)  # a card designated (46B) or played early, too
    if t.irregularities:
        establish_revokes(t, seat.side)


def trick_quitted(t: Table, winner: Seat) -> None:
    """A trick was quitted after an irregularity: what lapses with it (a prohibition of a
    lead while its seat keeps the lead, 50D2a and 51B; 57A's restriction; a change of a card
    of the trick before last, 45D1/47D), and what comes now (an early lead that stands,
    60A2; a card played early; a choice due before the lead, 26B, 50D2, 51)."""
    if t.lead_restrictions:
        t.lead_restrictions = [r for r in t.lead_restrictions if r.seat is winner]
    if t.play_restrictions:
        t.play_restrictions.clear()
    if t.changed_cards:  # a change is possible only in this trick and the last one
        t.changed_cards = {k: v for k, v in t.changed_cards.items()
                           if k >= len(t.tricks) - 1}
    if t.early_lead is not None:
        seat, card = t.early_lead
        t.early_lead = None
        if not t.hands[seat] & card.mask:  # played or given up some other way since
            t.before_turn()
            return
        if seat is winner:
            t.play(seat, card)  # 60A2: the early lead counts as made in turn
        else:
            t.rules.lead_out_of_turn(t, seat, card)
        return
    t.before_turn()
