"""Law 64C — equity after an established revoke: the double-dummy figure the Director can
set beside the table result after the Law 64A transfer.

Law 64C1 (2017): when, after any established revoke (including one not subject to an
automatic adjustment), the Director deems that the non-offending side is insufficiently
compensated by Law 64 for the damage caused, he assigns an adjusted score. This module
answers the question a Director asks first: *had the revoker followed suit, how many tricks
would the non-offending side have taken?* It plays the position just before the revoke
card with the revoker's card constrained to the suit led, every card seen, the revoker
choosing the card best for his side (double dummy: endplay's ``solve_board`` through
:func:`bridgelaws.claims.dd.double_dummy`). "Likely" results in a real ruling are a Director's
judgment (Law 12C); the figure is a reference, as it is beside a claim ruling.

Like :mod:`bridgelaws.claims.dd`, endplay (a dependency) is imported only when the figure is
computed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaws.cards import SUIT_MASKS, Card, Strain, cards_of
from bridgelaws.claims.dd import double_dummy
from bridgelaws.claims.position import Position
from bridgelaws.deal import Deal
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message
from bridgelaws.play import winning_index
from bridgelaws.seats import Seat

__all__ = ["RevokeEquity", "equity_64C1", "non_offenders_tricks_had_he_followed",
           "revoke_equity"]


@dataclass(frozen=True, slots=True)
class RevokeEquity:
    """Law 64C1's comparison: the non-offending side's tricks had the revoker followed suit
    (double dummy from the revoke on, plus the tricks it had already won) against its
    tricks after the Law 64A transfer; ``compensated`` is whether the transfer restored at
    least that much."""

    had_followed: int
    after_transfer: int
    explanation: Message

    @property
    def compensated(self) -> bool:
        return self.after_transfer >= self.had_followed

    @property
    def shortfall(self) -> int:
        """The tricks the non-offending side is short of equity (0 when compensated)."""
        return max(0, self.had_followed - self.after_transfer)


def _remaining(deal: Deal, tricks_before: Sequence[tuple[Seat, Sequence[Card], Seat]],
               revoke_trick_cards: Sequence[Card], leader: Seat) -> list[int]:
    """The hands as 52-bit masks after the completed tricks and the cards of the revoke trick
    played so far; each card must have been played from the hand it was dealt to."""
    hands = [deal[s].mask for s in Seat]
    played = [(t_leader, cards) for t_leader, cards, _winner in tricks_before]
    played.append((leader, revoke_trick_cards))
    for t_leader, cards in played:
        for i, card in enumerate(cards):
            seat = t_leader.next(i)
            if not hands[seat] & card.mask:
                raise ImpossibleActionError(Message(
                    "{seat} does not hold {card}", seat=str(seat), card=str(card)))
            hands[seat] &= ~card.mask
    return hands


def non_offenders_tricks_had_he_followed(
        deal: Deal, tricks_before: Sequence[tuple[Seat, Sequence[Card], Seat]],
        revoke_trick_cards: Sequence[Card], offender: Seat, trump: Strain,
        leader: Seat) -> int | None:
    """The tricks of the whole board the non-offending side takes had ``offender`` followed
    suit to the revoke trick: those it won in ``tricks_before`` (the completed tricks,
    ``(leader, cards, winner)`` each, as in
    :class:`~bridgelaws.laws.law64_revoke_adjustment.PlayedTrick`), plus the double-dummy
    result from the position just before the revoke card, where ``leader`` led the revoke
    trick and ``revoke_trick_cards`` were played to it before ``offender``'s turn. Each card
    of the suit led that the offender held is tried; the one best for his side counts.

    Raises :class:`ImpossibleActionError` when it is
    not the offender's turn, nothing was led yet, a card was not in the hand it was played
    from, or the offender held no card of the suit led (then he could not revoke, Law 61A).
    """
    if not revoke_trick_cards or len(revoke_trick_cards) > 3 or (
            leader.next(len(revoke_trick_cards)) is not offender):
        raise ImpossibleActionError(Message(
            "{seat} is not the next to play to a trick already led", seat=str(offender)))
    hands = _remaining(deal, tricks_before, revoke_trick_cards, leader)
    suit = revoke_trick_cards[0].suit
    legal = list(cards_of(hands[offender] & SUIT_MASKS[suit]))
    if not legal:
        raise ImpossibleActionError(Message(
            "{seat} holds no card of the suit led: that is not a revoke (Law 61A)",
            seat=str(offender)))
    nos = offender.lho
    before = sum(1 for _leader, _cards, winner in tricks_before if winner.side is nos.side)
    results: list[int] = []
    for card in legal:
        after = _after_card(hands, tuple(revoke_trick_cards), card, offender, trump, leader,
                            nos)
        if after is None:
            return None
        results.append(after)
    return before + min(results)


def _after_card(hands: list[int], so_far: tuple[Card, ...], card: Card, offender: Seat,
                trump: Strain, leader: Seat, nos: Seat) -> int | None:
    """The non-offending side's double-dummy tricks from the revoke trick on, once
    ``offender`` has played ``card`` to it."""
    rest = list(hands)
    rest[offender] &= ~card.mask
    trick = (*so_far, card)
    if len(trick) < 4:
        return double_dummy(Position((rest[0], rest[1], rest[2], rest[3]), trump, leader,
                                     nos, trick))
    winner = leader.next(winning_index(trick, trump))
    won = 1 if winner.side is nos.side else 0
    if not rest[winner]:
        return won
    later = double_dummy(Position((rest[0], rest[1], rest[2], rest[3]), trump, winner, nos))
    return None if later is None else won + later


def equity_64C1(had_followed: int, after_transfer: int, offender: Seat,
                trick: int) -> RevokeEquity:
    """Law 64C1's comparison for the revoke by ``offender`` on ``trick`` (0-based): the
    non-offending side's tricks had he followed against its tricks after Law 64A."""
    who, number = offender.as_message(), trick + 1
    if after_transfer >= had_followed:
        text = Message("Law 64C1: had {offender} followed suit on trick {trick}, the "
                       "non-offending side would have taken {equity} tricks (double dummy); "
                       "after the transfer it has {actual}: it is not insufficiently "
                       "compensated, the table result stands", offender=who, trick=number,
                       equity=had_followed, actual=after_transfer)
    else:
        text = Message("Law 64C1: had {offender} followed suit on trick {trick}, the "
                       "non-offending side would have taken {equity} tricks (double dummy); "
                       "after the transfer it has only {actual}: it is insufficiently "
                       "compensated, and the Director assigns an adjusted score", offender=who,
                       trick=number, equity=had_followed, actual=after_transfer)
    return RevokeEquity(had_followed, after_transfer, text)


def revoke_equity(deal: Deal, tricks_before: Sequence[tuple[Seat, Sequence[Card], Seat]],
                  revoke_trick_cards: Sequence[Card], offender: Seat, trump: Strain,
                  leader: Seat, after_transfer: int) -> RevokeEquity | None:
    """:func:`non_offenders_tricks_had_he_followed` compared by :func:`equity_64C1` with
    ``after_transfer``, the non-offending side's tricks after Law 64A (e.g.
    ``RevokeAdjustment.tricks_of(offender.side.other)``); ``None`` without endplay."""
    had = non_offenders_tricks_had_he_followed(deal, tricks_before, revoke_trick_cards,
                                               offender, trump, leader)
    if had is None:
        return None
    return equity_64C1(had, after_transfer, offender, len(tricks_before))
