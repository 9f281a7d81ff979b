"""Law 64 — the trick adjustment after an established revoke (WBF Laws 2017), as pure
functions of plain data: the tricks as played, the revokes, the declarer.

The four questions of a law module (DESIGN.md), for Law 64:

* **Detected**: a revoke (Law 61A) is recorded by the table; it is *established* under
  Law 63A (the offender or his partner plays or designates a card to the next trick, a
  member of the offending side claims or concedes, or agreement to an opponent's claim or
  concession is established). A revoke that is not established is corrected (Law 62A) and
  Law 64 does not apply to it.
* **Who chooses**: nobody. The adjustment is automatic, at the end of play (64A).
* **What it does** (:func:`transfer`):

  - **64A1** — the revoke trick was won by the *offending player*: that trick, together with
    one of any subsequent tricks won by the offending side, is transferred to the
    non-offending side. A trick won in dummy is not won by declarer for this law (footnote).
  - **64A2** — the revoke trick was not won by the offending player: if the offending side
    won that trick or any subsequent trick, one trick is transferred.

* **No automatic adjustment** (64B; 64C still applies) when:

  1. the offending side won neither the revoke trick nor any subsequent trick;
  2. it is a subsequent revoke in the same suit by the same player, the first revoke having
     been established;
  3. the revoke was a failure to play a penalty card or any card belonging to dummy;
  4. attention was first drawn to it after a member of the non-offending side made a call
     on the subsequent deal;
  5. attention was first drawn to it after the round ended;
  6. it is a revoke on the twelfth trick (it is corrected under 62D instead);
  7. both sides revoked on the same board and both revokes became established;
  8. it was corrected under 62C3.

* **Equity** (64C1): after any established revoke, with or without a transfer, the Director
  assigns an adjusted score when the non-offending side is insufficiently compensated;
  64C2(a): after repeated revokes by the same player in the same suit, he adjusts if the
  non-offending side would likely have made more tricks had a subsequent revoke not
  occurred. That is judgment with the cards in view: see
  :mod:`bridgelaws.claims.revoke_equity` for the double-dummy figure.

Sources for the 2017 wording: the PZBS copy of the WBF English text (Law 63), the
thesmolens.com 2017 rendering (the 64B list), the 2017 64A text as quoted on
boardgames.stackexchange and in EBU forum threads (64A, 64C1, 64C2(a)); see
docs/laws-2017-play.md, "Law 64A-B".

Tricks transferred are real tricks: a trick can be transferred once. When the offending side
revoked more than once, each revoke's transfer is taken from the tricks its side won from its
revoke trick on that are not already transferred (an engine reading: the law transfers
tricks, so it cannot transfer more than the offending side won from the revoke trick on).

>>> r = Revoke(trick=3, offender=Seat.EAST)
>>> r.trick_number, r.kind.value, r.established
(4, '44', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple

from bridgelaws.cards import Card, Suit
from bridgelaws.errors import ImpossibleActionError
from bridgelaws.i18n import Message, nmessage
from bridgelaws.seats import Seat, Side

__all__ = [
    "ALL_TRICKS",
    "AttentionDrawn",
    "PlayedTrick",
    "Revoke",
    "RevokeAdjustment",
    "RevokeKind",
    "RevokeRectification",
    "transfer",
]

ALL_TRICKS = 13
TWELFTH_TRICK = 11
"""The 0-based index of the twelfth trick (64B6, 62D)."""


class PlayedTrick(NamedTuple):
    """A completed trick as the record shows it (Law 65): the leader, the four cards in
    play order from the leader, and the seat that won it. A plain tuple
    ``(leader, cards, winner)`` is accepted wherever a ``PlayedTrick`` is."""

    leader: Seat
    cards: tuple[Card, ...]
    winner: Seat


class RevokeKind(Enum):
    """What the offender failed to do (Law 61A). Only the penalty card matters to Law 64
    (64B3); a card belonging to dummy is known from the offender's seat."""

    #: failing to follow suit as Law 44 requires
    FOLLOW_SUIT = "44"
    #: failing to lead or play a card or suit required by law or specified by an opponent
    #: exercising a rectification option (Laws 26, 50D2, 51, 57 restrictions)
    RESTRICTION = "61A"
    #: failing to play a penalty card (Laws 50, 51, 52): 64B3
    PENALTY_CARD = "50"


class AttentionDrawn(Enum):
    """When attention was first drawn to the revoke (64B4, 64B5)."""

    #: during the play or after it, before the events below
    IN_TIME = "in-time"
    #: after a member of the non-offending side made a call on the subsequent deal: 64B4
    AFTER_CALL_ON_NEXT_DEAL = "64B4"
    #: after the round ended: 64B5
    AFTER_ROUND_ENDED = "64B5"


@dataclass(frozen=True, slots=True)
class Revoke:
    """One revoke. ``trick`` is the 0-based index of the revoke trick; ``suit`` is the suit
    the offender failed to play (by default the suit led to the revoke trick; pass it for a
    failure to lead a required suit), used by 64B2; ``established`` is Law 63A's;
    ``attention`` says when attention was first drawn to it (64B4, 64B5);
    ``corrected_62C3`` marks a revoke corrected under 62C3 (64B8). A revoke by dummy (the
    offender is declarer's partner) is a failure to play a card belonging to dummy (64B3)."""

    trick: int
    offender: Seat
    kind: RevokeKind = RevokeKind.FOLLOW_SUIT
    suit: Suit | None = None
    established: bool = True
    attention: AttentionDrawn = AttentionDrawn.IN_TIME
    corrected_62C3: bool = False

    @property
    def trick_number(self) -> int:
        """The 1-based trick number, as people count tricks."""
        return self.trick + 1


@dataclass(frozen=True, slots=True)
class RevokeRectification:
    """What Law 64 does about one revoke: the clause that applied (``"64A1"``, ``"64A2"``,
    ``"64B1"`` … ``"64B8"``, or ``"62A"`` for a revoke that was not established), the
    tricks transferred to the non-offending side (0-based indices; an index at or beyond
    the number of played tricks is a trick the offending side won by a claim or
    concession), and the explanation."""

    revoke: Revoke
    clause: str
    transferred: int
    tricks: tuple[int, ...]
    explanation: Message

    @property
    def non_offending_side(self) -> Side:
        return self.revoke.offender.side.other

    @property
    def automatic(self) -> bool:
        """Whether 64A applied (a transfer, possibly of fewer tricks than it allows when
        they were already transferred for an earlier revoke)."""
        return self.clause in ("64A1", "64A2")


@dataclass(frozen=True, slots=True)
class RevokeAdjustment:
    """The result of Law 64 on a board: each revoke's rectification, the tricks transferred
    to each side, and the tricks each side has after the transfers."""

    rectifications: tuple[RevokeRectification, ...]
    declarer: Seat
    transferred_to_ns: int
    transferred_to_ew: int
    tricks_ns: int
    tricks_ew: int
    explanation: Message

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(r.clause for r in self.rectifications)

    @property
    def declarer_tricks(self) -> int:
        """Declarer's tricks after Law 64, for scoring (Law 77)."""
        return self.tricks_ns if self.declarer.side is Side.NS else self.tricks_ew

    def transferred_to(self, side: Side) -> int:
        return self.transferred_to_ns if side is Side.NS else self.transferred_to_ew

    def tricks_of(self, side: Side) -> int:
        return self.tricks_ns if side is Side.NS else self.tricks_ew


# ------------------------------------------------------------------ input checks


def checked(tricks: Sequence[tuple[Seat, Sequence[Card], Seat]], revokes: Sequence[Revoke],
            claimed_ns: int, claimed_ew: int
            ) -> tuple[list[PlayedTrick], list[Side], list[Revoke]]:
    """The tricks played (checked), the side that won each trick (the claimed ones last) and
    the revokes in trick order; :class:`ImpossibleActionError` for a revoke on a trick that
    was not played (nor in progress at a claim)."""
    played = _played(tricks)
    won_by = _winners(played, claimed_ns, claimed_ew)
    last = len(played) + (1 if claimed_ns + claimed_ew else 0)
    for r in revokes:
        if not 0 <= r.trick < last:
            raise ImpossibleActionError(Message(
                "the revoke on trick {trick} names a trick that was not played",
                trick=r.trick + 1))
    return played, won_by, sorted(revokes, key=lambda r: r.trick)


def _played(tricks: Sequence[tuple[Seat, Sequence[Card], Seat]]) -> list[PlayedTrick]:
    out: list[PlayedTrick] = []
    seen = 0
    for i, (leader, cards, winner) in enumerate(tricks):
        if len(cards) not in (3, 4):  # three: a defective trick (Law 67)
            raise ImpossibleActionError(Message(
                "trick {trick} has {count} cards, not four", trick=i + 1, count=len(cards)))
        for card in cards:
            if seen & card.mask:
                raise ImpossibleActionError(
                    Message("card {card} is played twice", card=str(card)))
            seen |= card.mask
        out.append(PlayedTrick(leader, tuple(cards), winner))
    return out


def _winners(played: list[PlayedTrick], claimed_ns: int, claimed_ew: int) -> list[Side]:
    """The side that won each of the 13 tricks: the played ones in order, then the tricks
    settled by a claim or concession (they come after every played trick)."""
    if len(played) > ALL_TRICKS or claimed_ns < 0 or claimed_ew < 0 or (
            len(played) + claimed_ns + claimed_ew != ALL_TRICKS):
        raise ImpossibleActionError(Message(
            "the played tricks ({played}) and the claimed ones ({claimed}) are not 13",
            played=len(played), claimed=claimed_ns + claimed_ew))
    return ([t.winner.side for t in played] + [Side.NS] * claimed_ns
            + [Side.EW] * claimed_ew)


def _revoke_suit(revoke: Revoke, played: list[PlayedTrick]) -> Suit | None:
    """The suit the offender failed to play; ``None`` when it is not given and the revoke
    trick was not completed (it was in progress at a claim or concession)."""
    if revoke.suit is not None:
        return revoke.suit
    return played[revoke.trick].cards[0].suit if revoke.trick < len(played) else None


# ------------------------------------------------------------------ 64B


def _exception_64B(revoke: Revoke, earlier: Sequence[Revoke], played: list[PlayedTrick],
                   dummy: Seat, both_sides_established: bool) -> str | None:
    """The 64B clause that removes the automatic adjustment, or ``None`` (64B1, which
    depends on the tricks, is decided with them in :func:`transfer`)."""
    if revoke.corrected_62C3:
        return "64B8"
    if revoke.attention is AttentionDrawn.AFTER_CALL_ON_NEXT_DEAL:
        return "64B4"
    if revoke.attention is AttentionDrawn.AFTER_ROUND_ENDED:
        return "64B5"
    if revoke.trick == TWELFTH_TRICK:
        return "64B6"
    if both_sides_established:
        return "64B7"
    if revoke.kind is RevokeKind.PENALTY_CARD or revoke.offender is dummy:
        return "64B3"
    suit = _revoke_suit(revoke, played)
    if suit is not None and any(r.offender is revoke.offender and r.established
                                and not r.corrected_62C3 and _revoke_suit(r, played) is suit
                                for r in earlier):
        return "64B2"
    return None


def _no_transfer_message(clause: str, revoke: Revoke) -> Message:
    offender, trick = revoke.offender.as_message(), revoke.trick_number
    if clause == "62A":
        return Message("Law 62A: the revoke by {offender} on trick {trick} was not established "
                       "and is corrected; Law 64 does not apply", offender=offender, trick=trick)
    if clause == "64B1":
        return Message("Law 64B1: the side of {offender} won neither the revoke trick "
                       "({trick}) nor any later trick: no trick is transferred",
                       offender=offender, trick=trick)
    if clause == "64B2":
        return Message("Law 64B2: {offender} revoked again in the same suit on trick {trick}, "
                       "his first revoke having been established: no trick is transferred "
                       "(Law 64C2a)", offender=offender, trick=trick)
    if clause == "64B3":
        return Message("Law 64B3: the revoke on trick {trick} was a failure to play a penalty "
                       "card or a card belonging to dummy: no trick is transferred",
                       trick=trick)
    if clause == "64B4":
        return Message("Law 64B4: attention was first drawn to the revoke on trick {trick} "
                       "after a non-offender called on the next deal: no trick is transferred",
                       trick=trick)
    if clause == "64B5":
        return Message("Law 64B5: attention was first drawn to the revoke on trick {trick} "
                       "after the round ended: no trick is transferred", trick=trick)
    if clause == "64B6":
        return Message("Law 64B6: a revoke on the twelfth trick is corrected under Law 62D, "
                       "not rectified by a transfer")
    if clause == "64B7":
        return Message("Law 64B7: both sides revoked on this board and both revokes are "
                       "established: no trick is transferred (Law 64C)")
    return Message("Law 64B8: the revoke on trick {trick} was corrected under Law 62C3: "
                   "no trick is transferred", trick=trick)


# ------------------------------------------------------------------ 64A


def transfer(tricks: Sequence[tuple[Seat, Sequence[Card], Seat]], revokes: Sequence[Revoke],
             declarer: Seat, *, claimed_ns: int = 0, claimed_ew: int = 0) -> RevokeAdjustment:
    """Law 64 on a board: the tricks transferred after its established revokes.

    ``tricks`` are the completed tricks, ``(leader, four cards from the leader, winner)``
    each, in order; when the board ended by a claim or concession, ``claimed_ns`` and
    ``claimed_ew`` are the remaining tricks each side got by it (they count as tricks won
    after every played trick). ``declarer`` names dummy (his partner) for 64B3 and the side
    whose tricks are scored.

    Each revoke, in trick order, gets its clause: 62A (not established: no Law 64), the 64B
    exceptions, else 64A1 (the offending player won the revoke trick: that trick plus one
    later trick won by his side) or 64A2 (one trick if his side won the revoke trick or a
    later one), or 64B1 when his side won none of them.

    A revoke on the trick that was in progress when the board ended by a claim or
    concession (``trick == len(tricks)``: Law 63A3 establishes it when the offending side
    claims or concedes) has its revoke trick among the claimed ones: who would have won it
    is not known, so it is not 64A1 (an engine reading); 64A2 transfers one trick when the
    offending side got any of the claimed tricks (the tricks won "after the revoke" include
    those settled by the claim), else 64B1.

    Raises :class:`ImpossibleActionError` when the tricks are not 13 with the claimed ones,
    a trick has other than four cards or a card is played twice, or a revoke names a trick
    that was not played (nor in progress at a claim).
    """
    played, won_by, ordered = checked(tricks, revokes, claimed_ns, claimed_ew)
    counted = [r for r in ordered if r.established and not r.corrected_62C3]
    both_sides = len({r.offender.side for r in counted}) == 2
    dummy = declarer.partner
    clauses: list[str] = []
    for i, revoke in enumerate(ordered):
        clause = "62A" if not revoke.established else _exception_64B(
            revoke, ordered[:i], played, dummy, both_sides)
        if clause is None:
            clause = _clause_64A(revoke, played, won_by)
        clauses.append(clause)
    chosen = _allocate(ordered, clauses, won_by)
    out = [RevokeRectification(revoke, clause, len(picks), picks,
                               _message(clause, revoke, len(picks)))
           for revoke, clause, picks in zip(ordered, clauses, chosen, strict=True)]
    to_ns = sum(r.transferred for r in out if r.non_offending_side is Side.NS)
    to_ew = sum(r.transferred for r in out if r.non_offending_side is Side.EW)
    tricks_ns = won_by.count(Side.NS) + to_ns - to_ew
    tricks_ew = won_by.count(Side.EW) + to_ew - to_ns
    return RevokeAdjustment(
        tuple(out), declarer, to_ns, to_ew, tricks_ns, tricks_ew,
        Message("Tricks after Law 64: North-South {ns}, East-West {ew}",
                ns=tricks_ns, ew=tricks_ew))


def _clause_64A(revoke: Revoke, played: list[PlayedTrick], won_by: list[Side]) -> str:
    """64A1 when the offending player won the revoke trick (a trick won in dummy is not won
    by declarer: the winner must be the offender's own seat); else 64A2 when his side won
    the revoke trick or a later one; else 64B1."""
    if revoke.trick < len(played) and played[revoke.trick].winner is revoke.offender:
        return "64A1"
    side = revoke.offender.side
    if any(won_by[i] is side for i in range(revoke.trick, len(won_by))):
        return "64A2"
    return "64B1"


def _allocate(revokes: list[Revoke], clauses: list[str],
              won_by: list[Side]) -> list[tuple[int, ...]]:
    """The tricks each revoke transfers. A trick is transferred once: 64A1 takes its revoke
    trick first; then every remaining pick (64A1's "one of any subsequent tricks won by the
    offending side", 64A2's one trick from the revoke trick on) takes a trick of the
    offending side not yet taken, the latest-starting pick first. The choices open to a
    pick contain those of every later-starting pick, so this transfers as many tricks as
    the law allows when tricks are scarce."""
    taken: set[int] = set()
    picks: list[list[int]] = [[] for _ in revokes]
    wanted: list[tuple[int, int]] = []  # (first eligible trick, revoke number)
    for k, (revoke, clause) in enumerate(zip(revokes, clauses, strict=True)):
        if clause == "64A1":
            if revoke.trick not in taken:
                taken.add(revoke.trick)
                picks[k].append(revoke.trick)
            wanted.append((revoke.trick + 1, k))
        elif clause == "64A2":
            wanted.append((revoke.trick, k))
    for start, k in sorted(wanted, reverse=True):
        side = revokes[k].offender.side
        free = next((i for i in range(start, len(won_by))
                     if won_by[i] is side and i not in taken), None)
        if free is not None:
            taken.add(free)
            picks[k].append(free)
    return [tuple(sorted(p)) for p in picks]


def _message(clause: str, revoke: Revoke, n: int) -> Message:
    offender, number = revoke.offender.as_message(), revoke.trick_number
    if clause == "64A1":
        return nmessage(
            "Law 64A1: {offender} won trick {trick}, on which he revoked; that trick and one "
            "later trick won by his side are transferred: {n} trick goes to the other side",
            "Law 64A1: {offender} won trick {trick}, on which he revoked; that trick and one "
            "later trick won by his side are transferred: {n} tricks go to the other side",
            n, offender=offender, trick=number)
    if clause == "64A2":
        return nmessage(
            "Law 64A2: {offender} revoked on trick {trick} and did not win it; his side won "
            "it or a later trick: {n} trick goes to the other side",
            "Law 64A2: {offender} revoked on trick {trick} and did not win it; his side won "
            "it or a later trick: {n} tricks go to the other side",
            n, offender=offender, trick=number)
    return _no_transfer_message(clause, revoke)
