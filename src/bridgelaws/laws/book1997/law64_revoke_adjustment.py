"""Law 64 — the penalty after an established revoke (1997), as pure functions of plain data:
the tricks as played, the revokes, the declarer. The 2017 module
(:mod:`bridgelaws.laws.law64_revoke_adjustment`) gives the data types (:class:`Revoke`,
:class:`PlayedTrick`, :class:`RevokeRectification`, :class:`RevokeAdjustment`); this one
transfers tricks by the 1997 text (docs/laws-1997-64.md has the comparison and the sources).

* **64A1** the revoke trick was won by the offending player: after play ends, that trick and
  one of any later tricks won by the offending side are transferred (as 2017).
* **64A2** the revoke trick was not won by the offending player: if the offending side won
  that trick or a later one, one trick is transferred; **also**, if the offending player
  later won a trick with a card he could legally have played to the revoke trick, one such
  trick is transferred. The second sentence is the 1997 difference: 2017 transfers one
  trick, whatever card won the later trick. (WBF Laws Committee, 12 January 2000: two tricks
  then, so long as his side wins a further trick — the revoke trick or a later one.)
* **64B** no penalty (1997 has six cases, 2017 eight):

  1. the offending side won neither the revoke trick nor any later trick;
  2. a later revoke in the same suit by the same player;
  3. a failure to play a card faced on the table — a penalty card or a card of dummy;
  4. attention first drawn after a member of the non-offending side called on the next deal;
  5. attention first drawn after the round ended;
  6. a revoke on the twelfth trick (corrected under 62D).

  There is no 1997 64B7 (both sides revoked: 2017 transfers nothing; under 1997 each
  revoke is penalized, and the Director restores equity under 64C) and no 64B8 (2017 62C3).
* **64C** the Director assigns an adjusted score when the non-offending side is insufficiently
  compensated (as 2017 64C1; the double-dummy figure is the same).

"A card he could legally have played to the revoke trick": a card of the suit led to it (the
offender held every card he plays later), or, for a failure to comply with a lead or play
restriction, a card that complied (``legal``). "Won by the offending player": the winning
card is his own; a trick declarer wins with dummy's card is not his (the engine's reading
for both editions — the 1997 text has no footnote on it).

>>> from bridgelaws.cards import Card
>>> c = Card.parse
>>> tricks = [(Seat.EAST, (c("HA"), c("H2"), c("C4"), c("H7")), Seat.EAST),
...           (Seat.EAST, (c("H4"), c("H8"), c("HK"), c("H9")), Seat.WEST)]
>>> tricks += [(Seat.NORTH, (c(a), c(b), c(d), c(e)), Seat.NORTH) for a, b, d, e in (
...     ("SK", "S7", "S2", "SA"), ("SJ", "S8", "S3", "SQ"), ("S4", "ST", "S9", "C6"),
...     ("DK", "D4", "D2", "D7"), ("DQ", "D6", "D9", "D8"), ("D3", "C3", "DA", "DT"),
...     ("D5", "C7", "DJ", "C9"), ("CK", "C8", "C2", "CA"), ("S6", "CQ", "CJ", "CT"),
...     ("S5", "H5", "C5", "H6"), ("HT", "HJ", "HQ", "H3"))]
>>> transfer(tricks, [Revoke(0, Seat.WEST)], Seat.NORTH).transferred_to_ns
2
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bridgelaws.cards import SUIT_MASKS, Card
from bridgelaws.i18n import Message, nmessage
from bridgelaws.laws.law64_revoke_adjustment import (
    TWELFTH_TRICK,
    AttentionDrawn,
    PlayedTrick,
    Revoke,
    RevokeAdjustment,
    RevokeKind,
    RevokeRectification,
    _revoke_suit,
    checked,
)
from bridgelaws.seats import Seat, Side

__all__ = ["extra_tricks_64A2", "transfer"]


def _exception_64B(revoke: Revoke, earlier: Sequence[Revoke], played: list[PlayedTrick],
                   dummy: Seat) -> str | None:
    """The 1997 64B clause that removes the penalty, or ``None`` (64B1, which depends on the
    tricks, is decided with them)."""
    if revoke.attention is AttentionDrawn.AFTER_CALL_ON_NEXT_DEAL:
        return "64B4"
    if revoke.attention is AttentionDrawn.AFTER_ROUND_ENDED:
        return "64B5"
    if revoke.trick == TWELFTH_TRICK:
        return "64B6"
    if revoke.kind is RevokeKind.PENALTY_CARD or revoke.offender is dummy:
        return "64B3"
    suit = _revoke_suit(revoke, played)
    if suit is not None and any(r.offender is revoke.offender and r.established
                                and _revoke_suit(r, played) is suit for r in earlier):
        return "64B2"
    return None


def extra_tricks_64A2(revoke: Revoke, played: Sequence[PlayedTrick],
                      legal: int | None = None) -> tuple[int, ...]:
    """The later tricks (0-based) the offending player won with a card he could legally have
    played to the revoke trick: ``legal`` (a card mask) when given, else the cards of the suit
    he failed to play (64A2, second sentence)."""
    if legal is None:
        suit = _revoke_suit(revoke, list(played))
        if suit is None:
            return ()
        legal = SUIT_MASKS[suit]
    out = []
    for i in range(revoke.trick + 1, len(played)):
        trick = played[i]
        if trick.winner is not revoke.offender:
            continue
        position = (revoke.offender - trick.leader) % 4
        if position < len(trick.cards) and trick.cards[position].mask & legal:
            out.append(i)
    return tuple(out)


def transfer(tricks: Sequence[tuple[Seat, Sequence[Card], Seat]], revokes: Sequence[Revoke],
             declarer: Seat, *, claimed_ns: int = 0, claimed_ew: int = 0,
             legal: Mapping[tuple[int, Seat], int] | None = None) -> RevokeAdjustment:
    """Law 64 (1997) on a board: the tricks transferred after its established revokes.

    The arguments are those of the 2017 :func:`~bridgelaws.laws.law64_revoke_adjustment.
    transfer`, and ``legal``: for a revoke ``(trick, offender)``, the cards (a mask) he could
    legally have played to the revoke trick, when that is not simply the suit led (a lead or
    play restriction). Each revoke gets its clause — 62A (not established), the 1997 64B
    cases, else 64A1, 64A2 or 64B1 — and its tricks: a trick is transferred once, and the
    penalties of all the revokes take as many tricks as the offending sides won from each
    revoke trick on allow (a matching of the penalty tricks to the tricks won).

    Raises :class:`ImpossibleActionError` as the 2017 function does.
    """
    played, won_by, ordered = checked(tricks, revokes, claimed_ns, claimed_ew)
    dummy = declarer.partner
    clauses: list[str] = []
    for i, revoke in enumerate(ordered):
        clause = "62A" if not revoke.established else _exception_64B(
            revoke, ordered[:i], played, dummy)
        if clause is None:
            clause = _clause_64A(revoke, played, won_by)
        clauses.append(clause)
    legal = legal or {}
    extras = [extra_tricks_64A2(r, played, legal.get((r.trick, r.offender)))
              if c == "64A2" else () for r, c in zip(ordered, clauses, strict=True)]
    chosen = _allocate(ordered, clauses, extras, won_by)
    out = [RevokeRectification(revoke, clause, len(picks), picks,
                               _message(clause, revoke, len(picks), bool(extra)))
           for revoke, clause, picks, extra in zip(ordered, clauses, chosen, extras,
                                                    strict=True)]
    to_ns = sum(r.transferred for r in out if r.non_offending_side is Side.NS)
    to_ew = sum(r.transferred for r in out if r.non_offending_side is Side.EW)
    tricks_ns = won_by.count(Side.NS) + to_ns - to_ew
    tricks_ew = won_by.count(Side.EW) + to_ew - to_ns
    penalized = {r.revoke.offender.side for r in out if r.automatic}
    explanation = Message("Tricks after Law 64 (1997): North-South {ns}, East-West {ew}",
                          ns=tricks_ns, ew=tricks_ew)
    if len(penalized) == 2:  # no 64B7 in 1997
        explanation = Message(
            "Tricks after Law 64 (1997): North-South {ns}, East-West {ew}; both sides revoked "
            "and each revoke is penalized (1997 has no exception for it): the Director "
            "restores equity under Law 64C if either side is insufficiently compensated",
            ns=tricks_ns, ew=tricks_ew)
    return RevokeAdjustment(tuple(out), declarer, to_ns, to_ew, tricks_ns, tricks_ew,
                            explanation)


def _clause_64A(revoke: Revoke, played: list[PlayedTrick], won_by: list[Side]) -> str:
    if revoke.trick < len(played) and played[revoke.trick].winner is revoke.offender:
        return "64A1"
    side = revoke.offender.side
    if any(won_by[i] is side for i in range(revoke.trick, len(won_by))):
        return "64A2"
    return "64B1"


def _allocate(revokes: list[Revoke], clauses: list[str], extras: list[tuple[int, ...]],
              won_by: list[Side]) -> list[tuple[int, ...]]:
    """The tricks each revoke transfers: 64A1 its revoke trick, then one trick of the
    offending side from the next trick on; 64A2 one trick from the revoke trick on, and one
    of ``extras`` (the tricks won with a card that could have been played to the revoke
    trick). A trick goes once. The picks are placed in turn — 64A1's revoke tricks, then
    each revoke's first penalty trick (the latest revoke first, as in 2017), then 64A2's
    second tricks — each taking a free trick it may take, or one whose holder can move to
    another (an augmenting path): as many tricks as the law allows are transferred, and a
    second trick never displaces another revoke's first."""
    taken: dict[int, int] = {}  # trick -> pick number
    owner: list[int] = []       # pick number -> revoke number
    choices: list[list[int]] = []
    order: list[tuple[int, int, int]] = []  # (stage, -first trick, pick number)
    for k, (revoke, clause) in enumerate(zip(revokes, clauses, strict=True)):
        side = revoke.offender.side
        ours = [i for i in range(revoke.trick, len(won_by)) if won_by[i] is side]
        wanted: list[tuple[int, list[int]]] = []
        if clause == "64A1":
            wanted = [(0, [revoke.trick]), (1, [i for i in ours if i > revoke.trick])]
        elif clause == "64A2":
            wanted = [(1, ours)] + ([(2, list(extras[k]))] if extras[k] else [])
        for stage, tricks in wanted:
            order.append((stage, -revoke.trick, len(choices)))
            owner.append(k)
            choices.append(tricks)

    def place(pick: int, seen: set[int]) -> bool:
        for trick in choices[pick]:
            if trick in seen:
                continue
            seen.add(trick)
            holder = taken.get(trick)
            if holder is None or place(holder, seen):
                taken[trick] = pick
                return True
        return False

    for _, _, pick in sorted(order):
        place(pick, set())
    picks: list[list[int]] = [[] for _ in revokes]
    for trick, pick in taken.items():
        picks[owner[pick]].append(trick)
    return [tuple(sorted(p)) for p in picks]


def _message(clause: str, revoke: Revoke, n: int, extra: bool) -> Message:
    offender, number = revoke.offender.as_message(), revoke.trick_number
    if clause == "64A1":
        return nmessage(
            "Law 64A1 (1997): {offender} won trick {trick}, on which he revoked; the penalty: "
            "that trick and one later trick won by his side are transferred: {n} trick goes to "
            "the other side",
            "Law 64A1 (1997): {offender} won trick {trick}, on which he revoked; the penalty: "
            "that trick and one later trick won by his side are transferred: {n} tricks go to "
            "the other side",
            n, offender=offender, trick=number)
    if clause == "64A2" and extra and n >= 2:
        return nmessage(
            "Law 64A2 (1997): {offender} revoked on trick {trick} and did not win it; the "
            "penalty: one trick, as his side won it or a later trick, and one more, as he later "
            "won a trick with a card he could have played to the revoke trick: {n} trick goes "
            "to the other side",
            "Law 64A2 (1997): {offender} revoked on trick {trick} and did not win it; the "
            "penalty: one trick, as his side won it or a later trick, and one more, as he later "
            "won a trick with a card he could have played to the revoke trick: {n} tricks go "
            "to the other side",
            n, offender=offender, trick=number)
    if clause == "64A2":
        return nmessage(
            "Law 64A2 (1997): {offender} revoked on trick {trick} and did not win it; the "
            "penalty: his side won it or a later trick: {n} trick goes to the other side",
            "Law 64A2 (1997): {offender} revoked on trick {trick} and did not win it; the "
            "penalty: his side won it or a later trick: {n} tricks go to the other side",
            n, offender=offender, trick=number)
    return _no_penalty_message(clause, revoke)


def _no_penalty_message(clause: str, revoke: Revoke) -> Message:
    offender, trick = revoke.offender.as_message(), revoke.trick_number
    if clause == "62A":
        return Message("Law 62A: the revoke by {offender} on trick {trick} was not established "
                       "and is corrected; Law 64 does not apply", offender=offender, trick=trick)
    if clause == "64B1":
        return Message("Law 64B1 (1997): the side of {offender} won neither the revoke trick "
                       "({trick}) nor any later trick: no penalty", offender=offender,
                       trick=trick)
    if clause == "64B2":
        return Message("Law 64B2 (1997): {offender} revoked again in the same suit on trick "
                       "{trick}: no penalty for the later revoke (Law 64C)", offender=offender,
                       trick=trick)
    if clause == "64B3":
        return Message("Law 64B3 (1997): the revoke on trick {trick} was a failure to play a "
                       "card faced on the table (a penalty card or a card of dummy): no "
                       "penalty", trick=trick)
    if clause == "64B4":
        return Message("Law 64B4 (1997): attention was first drawn to the revoke on trick "
                       "{trick} after a non-offender called on the next deal: no penalty",
                       trick=trick)
    if clause == "64B5":
        return Message("Law 64B5 (1997): attention was first drawn to the revoke on trick "
                       "{trick} after the round ended: no penalty", trick=trick)
    return Message("Law 64B6 (1997): a revoke on the twelfth trick is corrected under Law 62D: "
                   "no penalty")

