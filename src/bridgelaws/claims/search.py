"""The worst *normal* line for the claimer (Laws 70A, 70C, 70D, 70E; footnote: "normal"
includes play that would be careless or inferior for the class of player involved, but not
irrational play).

The search is exact: from the position at the claim it plays out every trick, the claimer's
side choosing only among its *normal* plays and the opponents among all their legal plays,
and returns the fewest tricks the claimer's side can end with (a minimum over both, since
every doubtful point goes against the claimer, 70A). Results are memoised at trick
boundaries on the remaining cards, the trick leader, the progress through the statement and
the suits each seat is known to be void in. Cards that are equal (no other unplayed card
between them) are searched once.

The model of a normal line (docs/claims.md, "The normal-line model"), for a hand of the
claimer's side:

* **N1 stated order.** On lead, while a stated step is pending and the hand can carry it
  out, it leads only as the step says (draw trumps: a trump; run a suit: a card of it; cash
  cards: the next one, or a card of its suit to reach partner; ruff: the suit partner is void
  in; finesse: a card of the suit towards the finessing card; concede: a card of that suit).
  Following, a stated ruff is taken, a stated finesse card is played when second hand plays
  low, a stated card is cashed when its suit is led (Law 70D1: no line other than the stated
  one is credited).
* **N2 free order.** Otherwise the hand leads its known masters in any suit and any order
  (unstated suits, equal cards), or a card of a suit in which partner holds a master (to
  reach it); a hand with neither leads any card. A claimer who acknowledged a loser without
  naming it ("one loser") may lead any card at any time (he may concede it early).
* **N3 partner winning.** When partner's card is sure to win the trick, the hand may play
  any card below it (so it may fail to unblock) and never discards a card it knows to be a
  master (nor ruffs partner's winner) while it has another card.
* **N4 opponents winning.** When the hand can make sure of the trick with a card it knows
  will win (by the cards it can see and the suits opponents have shown out of), it plays the
  cheapest such card; otherwise any card (a careless duck or an unsuccessful guess is
  normal). Nothing the claimer cannot see is assumed: an unstated finesse is never
  credited unless it cannot lose, i.e. unless an opponent has shown out of the suit before
  or during the line (70E1).
* **70C.** When the claimer did not mention an outstanding trump, nothing makes him draw it:
  leads of side suits while it is out are normal. When he mentioned trumps without saying
  when he draws them, he draws them first.

The opponents play every legal card (they are credited with the best defence). A
defender's claim is judged by what he sees (his hand and dummy); his partner, who cannot see
the claimer's cards, may play any legal card (Law 70D2: nothing depends on partner finding a
particular play).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bridgelaws.cards import Card, Strain
from bridgelaws.claims.position import Position
from bridgelaws.claims.statement import (
    AllHigh,
    Cash,
    Concede,
    Crossruff,
    DrawTrumps,
    Finesse,
    Ruff,
    RunSuit,
    Statement,
)
from bridgelaws.seats import Seat

__all__ = ["LineSearch", "Model", "Play", "SearchBudgetExceeded"]


class SearchBudgetExceeded(Exception):
    """The search visited more positions than its budget allowed."""

_SUIT_BITS = 0x1FFF
_SUIT_MASK = tuple(_SUIT_BITS << (13 * s) for s in range(4))

# internal step codes
_DRAW, _RUN, _CASH, _RUFF, _CROSS, _FINESSE, _CONCEDE = range(7)


@dataclass(frozen=True, slots=True)
class Model:
    """Switches of the normal-line model; the defaults are Law 70's. ``aware`` — the claimer
    is taken to know of the outstanding trumps (70C does not apply); ``informed`` — the claimer
    is taken to know where every card is (used only to find out what an unstated finesse or
    guess would have gained, 70E1)."""

    aware: bool | None = None
    informed: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """One card of a line: who played it, and the card."""

    seat: Seat
    card: Card


Step = tuple[int, int, int, tuple[int, ...]]  # (code, suit, count, cards)


def _steps(statement: Statement, trump: int, aware: bool) -> tuple[Step, ...]:
    out: list[Step] = []
    for s in statement.steps:
        if isinstance(s, DrawTrumps):
            out.append((_DRAW, trump, 0, ()))
        elif isinstance(s, RunSuit):
            if int(s.suit) == trump:
                out.append((_DRAW, trump, 0, ()))
            else:
                out.append((_RUN, int(s.suit), 0, ()))
        elif isinstance(s, Cash):
            out.append((_CASH, -1, 0, tuple(c.index for c in s.cards)))
        elif isinstance(s, Ruff):
            if trump >= 0:
                out.append((_RUFF, -1 if s.suit is None else int(s.suit), s.count, ()))
        elif isinstance(s, Crossruff):
            if trump >= 0:
                out.append((_CROSS, -1, 0, ()))
        elif isinstance(s, Finesse):
            out.append((_FINESSE, int(s.suit), 0, () if s.card is None else (s.card.index,)))
        elif isinstance(s, Concede) and s.suit is not None:
            out.append((_CONCEDE, int(s.suit), s.count, ()))
        elif isinstance(s, AllHigh | Concede):
            continue
    if aware and trump >= 0 and not any(st[0] in (_DRAW, _RUFF, _CROSS) for st in out):
        out.insert(0, (_DRAW, trump, 0, ()))
    return tuple(out)


def _high_bit(m: int) -> int:
    return m.bit_length() - 1


class LineSearch:
    """The exact search of one position under one statement and model.

    >>> from bridgelaws.claims.statement import parse_statement
    >>> p = Position.from_hands("N:AK... Q2... 43... J5...", trump=Strain.NOTRUMP,
    ...                         leader=Seat.NORTH, claimer=Seat.NORTH)
    >>> LineSearch(p, parse_statement("all high")).worst()
    2
    """

    def __init__(self, position: Position, statement: Statement, model: Model = Model(),
                 *, budget: int | None = None) -> None:
        self.position = position
        self.trump = -1 if position.trump is Strain.NOTRUMP else int(position.trump)
        claimer = int(position.claimer)
        self.claimer = claimer
        self.side = [(s & 1) == (claimer & 1) for s in range(4)]
        dummy = position.dummy
        if dummy is None or self.side[int(dummy)]:
            visible = {claimer, claimer ^ 2}  # declarer sees dummy: his whole side
        else:
            visible = {claimer, int(dummy)}  # a defender sees his hand and dummy
        self.visible = tuple(sorted(visible))
        #: a defender's partner cannot see the claimer's cards: any legal card is normal
        #: for him (70D2)
        self.free_seats = frozenset() if claimer ^ 2 in visible else frozenset({claimer ^ 2})
        self.hidden = tuple(s for s in range(4) if s not in visible)
        aware = model.aware
        if aware is None:
            aware = statement.mentions_trumps(position.trump) or _free_text_mentions_trumps(
                statement, position.trump)
        self.aware = aware
        self.informed = model.informed
        self.steps = _steps(statement, self.trump, aware)
        self.loser_any_time = any(isinstance(st, Concede) and st.suit is None
                                  for st in statement.steps)
        #: positions at trick boundaries: the exact value, or a proven lower bound
        self.exact: dict[tuple[int, ...], int] = {}
        self.lower: dict[tuple[int, ...], int] = {}
        self.nodes = 0
        #: the most positions the search may visit (``None``: no limit); beyond, it raises
        #: :class:`SearchBudgetExceeded`
        self.budget = budget

    # ------------------------------------------------------------------ public
    def worst(self, upper: int | None = None, lower: int = 0) -> int:
        """The fewest tricks the claimer's side takes, of the tricks remaining, over every
        normal line and every defence. ``upper``, when given, must be a value the result
        cannot exceed (the double-dummy figure), ``lower`` one it cannot be below: lines
        outside are cut.

        The search asks "can the claimer be held to k tricks?" for k = lower, lower + 1, ...
        (a bounded depth-first search: a line is abandoned as soon as the claimer's side has
        won more than k), keeping what each question proved about each position."""
        p = self.position
        top = p.remaining_tricks if upper is None else min(upper, p.remaining_tricks)
        for k in range(lower, top + 1):
            v = self._root(k + 1)
            if v <= k:
                return v
        return top  # pragma: no cover - the value never exceeds the double-dummy figure

    def at_most(self, k: int) -> bool:
        """Whether some normal line and defence hold the claimer's side to ``k`` tricks."""
        return self._root(k + 1) <= k

    def _root(self, bound: int) -> int:
        p = self.position
        return self._best(p.hands, int(p.leader), tuple(c.index for c in p.trick), 0, 0,
                          p.known_voids, bound)

    def worst_line(self) -> list[Play]:
        """One line that reaches :meth:`worst`, card by card to the end of the deal."""
        p = self.position
        hands = p.hands
        leader = int(p.leader)
        trick = tuple(c.index for c in p.trick)
        si, sa, voids = 0, 0, p.known_voids
        target = self.worst()
        self.budget = None  # the value is known: retracing it is cheap and must finish
        out: list[Play] = []
        while True:
            n = len(trick)
            if n == 4:
                w = self._winner(trick, leader)
                won = 1 if self.side[w] else 0
                target -= won
                leader, trick = w, ()
                if not any(hands):
                    break
                continue
            seat = (leader + n) % 4
            for card, si2, sa2 in self._choices(hands, leader, trick, seat, si, sa, voids):
                h2, v2 = self._after(hands, leader, trick, seat, card, voids)
                if self._best(h2, leader, (*trick, card), si2, sa2, v2, target + 1) == target:
                    out.append(Play(Seat(seat), Card.from_index(card)))
                    hands, trick, si, sa, voids = h2, (*trick, card), si2, sa2, v2
                    break
            else:  # pragma: no cover - the search found this value, so a choice reaches it
                raise AssertionError("no choice reaches the searched value")
        return out

    # ------------------------------------------------------------------ search
    def _after(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
               seat: int, card: int, voids: int) -> tuple[tuple[int, int, int, int], int]:
        h = list(hands)
        h[seat] &= ~(1 << card)
        if trick and card // 13 != trick[0] // 13:
            voids |= 1 << (seat * 4 + trick[0] // 13)
        return (h[0], h[1], h[2], h[3]), voids

    def _best(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
              si: int, sa: int, voids: int, bound: int) -> int:
        """The fewest tricks for the claimer's side from here if that is below ``bound``;
        otherwise some number at least ``bound`` and at most that value."""
        if bound <= 0:
            return 0
        n = len(trick)
        if n == 4:
            w = self._winner(trick, leader)
            won = 1 if self.side[w] else 0
            if not any(hands):
                return won
            key = (*hands, w, si, sa, voids)
            exact = self.exact.get(key)
            if exact is not None:
                return won + exact
            low = self.lower.get(key, 0)
            if low >= bound - won:
                return won + low
            v = self._best(hands, w, (), si, sa, voids, bound - won)
            if v < bound - won:
                self.exact[key] = v
            else:
                self.lower[key] = max(v, low)
            return won + v
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise SearchBudgetExceeded
        seat = (leader + n) % 4
        best = 99
        for card, si2, sa2 in self._choices(hands, leader, trick, seat, si, sa, voids):
            h2, v2 = self._after(hands, leader, trick, seat, card, voids)
            v = self._best(h2, leader, (*trick, card), si2, sa2, v2, min(best, bound))
            if v < best:
                best = v
                if best == 0:
                    break
        return best

    def _winner(self, trick: Sequence[int], leader: int) -> int:
        best = trick[0]
        bi = 0
        trump = self.trump
        for i in range(1, 4):
            c = trick[i]
            cs, bs = c // 13, best // 13
            if cs == bs:
                if c > best:
                    best, bi = c, i
            elif cs == trump:
                best, bi = c, i
        return (leader + bi) % 4

    # ------------------------------------------------------------------ knowledge
    def _unseen(self, hands: Sequence[int]) -> int:
        m = 0
        for s in self.hidden:
            m |= hands[s]
        return m

    def _could_hold(self, hands: Sequence[int], seat: int, mask: int, voids: int) -> int:
        """The cards of ``mask`` that ``seat`` might hold, by what the claimer knows: a card
        he cannot see, in a suit the seat has not shown out of."""
        if self.informed or seat not in self.hidden:
            return hands[seat] & mask
        out = 0
        unseen = self._unseen(hands) & mask
        for s in range(4):
            part = unseen & _SUIT_MASK[s]
            if part and not voids >> (seat * 4 + s) & 1:
                out |= part
        return out

    def _known_masters(self, hands: Sequence[int], hand: int) -> int:
        """The cards of ``hand`` the claimer knows to be the highest left in their suit."""
        if self.informed:
            opp = 0
            for s in range(4):
                if not self.side[s]:
                    opp |= hands[s]
        else:
            opp = self._unseen(hands)
        out = 0
        for s in range(4):
            mine = hand & _SUIT_MASK[s]
            if not mine:
                continue
            theirs = opp & _SUIT_MASK[s]
            top = _high_bit(theirs) if theirs else -1
            out |= mine & ~((1 << (top + 1)) - 1) if top >= 0 else mine
        return out

    def _sure(self, hands: Sequence[int], leader: int, trick: tuple[int, ...], seat: int,
              card: int, voids: int) -> bool:
        """Whether ``card`` played now by ``seat`` is known to win the trick."""
        full = (*trick, card)
        if self._winner_partial(full, leader) != seat:
            return False
        led = full[0] // 13
        cs = card // 13
        for k in range(len(full), 4):
            o = (leader + k) % 4
            if self.side[o]:
                continue
            o_void_led = (not hands[o] & _SUIT_MASK[led]) if (
                self.informed or o not in self.hidden) else bool(voids >> (o * 4 + led) & 1)
            if cs == led:
                higher = _SUIT_MASK[cs] & ~((2 << card) - 1)
                if not o_void_led and self._could_hold(hands, o, higher, voids):
                    return False
                if (self.trump >= 0 and cs != self.trump and o_void_led
                        and self._could_hold(hands, o, _SUIT_MASK[self.trump], voids)):
                    return False
            else:  # a ruff
                higher = _SUIT_MASK[cs] & ~((2 << card) - 1)
                if o_void_led and self._could_hold(hands, o, higher, voids):
                    return False
        return True

    def _winner_partial(self, trick: Sequence[int], leader: int) -> int:
        best = trick[0]
        bi = 0
        for i in range(1, len(trick)):
            c = trick[i]
            cs, bs = c // 13, best // 13
            if cs == bs:
                if c > best:
                    best, bi = c, i
            elif cs == self.trump:
                best, bi = c, i
        return (leader + bi) % 4

    # ------------------------------------------------------------------ choices
    @staticmethod
    def _reps(hand: int, occupied: int) -> list[int]:
        """One card of each group of equal cards in ``hand`` (no other unplayed card between
        them): the lowest, in ascending order."""
        out: list[int] = []
        for s in range(4):
            h = (hand >> (13 * s)) & _SUIT_BITS
            if h:
                key = (h, (occupied >> (13 * s)) & _SUIT_BITS)
                ranks = _REPS.get(key)
                if ranks is None:
                    ranks = _REPS[key] = _suit_reps(*key)
                base = 13 * s
                out.extend(base + r for r in ranks)
        return out

    def _choices(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                 seat: int, si: int, sa: int, voids: int) -> list[tuple[int, int, int]]:
        hand = hands[seat]
        occupied = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            occupied |= 1 << c
        if trick:
            led = trick[0] // 13
            follow = hand & _SUIT_MASK[led]
        else:
            led, follow = -1, 0
        if not self.side[seat] or seat in self.free_seats:
            legal = follow if follow else hand
            return [(c, si, sa) for c in reversed(self._reps(legal, occupied))]
        si, sa = self._advance(hands, si, sa)
        if not trick:
            cards = self._lead(hands, seat, si, sa, voids, occupied)
        else:
            cards = self._follow(hands, leader, trick, seat, si, sa, voids, occupied, led,
                                 follow)
        return [(c, *self._progress(hands, seat, trick, c, si, sa)) for c in cards]

    def _advance(self, hands: Sequence[int], si: int, sa: int) -> tuple[int, int]:
        """Skip the stated steps that are done."""
        while si < len(self.steps) and self._done(hands, self.steps[si], sa):
            si, sa = si + 1, 0
        return si, sa

    def _side_mask(self, hands: Sequence[int]) -> int:
        return hands[self.claimer] | hands[self.claimer ^ 2]

    def _opp_mask(self, hands: Sequence[int]) -> int:
        return hands[(self.claimer + 1) % 4] | hands[(self.claimer + 3) % 4]

    def _done(self, hands: Sequence[int], step: Step, sa: int) -> bool:
        code, suit, count, cards = step
        mine = self._side_mask(hands)
        if code == _DRAW:
            t = _SUIT_MASK[suit]
            return not (self._opp_mask(hands) & t) or not (mine & t)
        if code == _RUN:
            return not mine & _SUIT_MASK[suit]
        if code == _CASH:
            return sa >= len(cards)
        if code == _RUFF:
            return sa >= count or not self._ruff_leads(hands, suit)
        if code == _CROSS:
            return not self._ruff_leads(hands, -1)
        if code == _FINESSE:
            return sa >= 1 or not mine & _SUIT_MASK[suit]
        if code == _CONCEDE:
            return sa >= count or not mine & _SUIT_MASK[suit]
        return True  # pragma: no cover

    def _ruff_leads(self, hands: Sequence[int], suit: int) -> bool:
        t = _SUIT_MASK[self.trump]
        for a in (self.claimer, self.claimer ^ 2):
            b = a ^ 2
            if not hands[b] & t:
                continue
            for s in range(4):
                if s == self.trump or (suit >= 0 and s != suit):
                    continue
                if hands[a] & _SUIT_MASK[s] and not hands[b] & _SUIT_MASK[s]:
                    return True
        return False

    def _finesse_card(self, hands: Sequence[int], step: Step) -> int:
        """The named finessing card, or the suit's: the highest card of the claimer's side
        that a missing card outranks, in a hand that also holds a card above that missing
        card (AQ: the queen; KJ: the jack); failing that, the highest card a missing card
        outranks (Kx: the king)."""
        if step[3]:
            return step[3][0]
        suit = step[1]
        mask = _SUIT_MASK[suit]
        opp = self._opp_mask(hands) & mask
        fallback = -1
        for c in range(suit * 13 + 12, suit * 13 - 1, -1):
            owner = next((s for s in (self.claimer, self.claimer ^ 2) if hands[s] >> c & 1), -1)
            if owner < 0:
                continue
            above = opp & ~((2 << c) - 1)
            if not above:
                continue
            missing = above & -above  # the lowest missing card above c
            if hands[owner] & ~((missing << 1) - 1) & mask:
                return c
            if fallback < 0:
                fallback = c
        return fallback

    def _lead(self, hands: tuple[int, int, int, int], seat: int, si: int, sa: int, voids: int,
              occupied: int) -> list[int]:
        hand = hands[seat]
        partner = hands[seat ^ 2]
        if si < len(self.steps):
            code, suit, _count, cards = self.steps[si]
            choice = 0
            if code in (_DRAW, _RUN, _CONCEDE):
                choice = hand & _SUIT_MASK[suit]
            elif code == _CASH:
                c = cards[sa]
                if hand >> c & 1:
                    return [c]
                if partner >> c & 1:
                    choice = hand & _SUIT_MASK[c // 13]
            elif code in (_RUFF, _CROSS):
                t = _SUIT_MASK[self.trump]
                if partner & t:
                    for s in range(4):
                        if s == self.trump or (suit >= 0 and s != suit):
                            continue
                        if not partner & _SUIT_MASK[s]:
                            choice |= hand & _SUIT_MASK[s]
            elif code == _FINESSE:
                fc = self._finesse_card(hands, self.steps[si])
                if fc >= 0 and partner >> fc & 1:
                    choice = hand & _SUIT_MASK[suit] & ((1 << fc) - 1)
                    if not choice:
                        choice = hand & _SUIT_MASK[suit]
            if choice:
                if code in (_DRAW, _RUN):
                    return self._masters_first(hands, seat, choice, occupied)
                return self._reps(choice, occupied)
        return self._masters_first(hands, seat, hand, occupied)

    def _masters_first(self, hands: Sequence[int], seat: int, cards: int,
                       occupied: int) -> list[int]:
        """N2: the hand leads a card it knows to be a master (any suit, any order), or a card
        of a suit in which partner holds a master (to reach it); only a hand with neither
        leads anything else. A claimer who acknowledged an unnamed loser may lead it at any
        time."""
        if self.loser_any_time:
            return self._reps(cards, occupied)
        masters = self._known_masters(hands, hands[seat]) & cards
        partner_masters = self._known_masters(hands, hands[seat ^ 2])
        allowed = masters
        for s in range(4):
            if partner_masters & _SUIT_MASK[s]:
                allowed |= cards & _SUIT_MASK[s]
        return self._reps(allowed or cards, occupied)

    def _follow(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                seat: int, si: int, sa: int, voids: int, occupied: int, led: int,
                follow: int) -> list[int]:
        hand = hands[seat]
        t = _SUIT_MASK[self.trump] if self.trump >= 0 else 0
        partner_seat = seat ^ 2
        # N1: stated steps that act while following
        if si < len(self.steps):
            code, suit, _count, cards = self.steps[si]
            partner_led = (leader == partner_seat)
            if code == _CASH:
                c = cards[sa]
                if hand >> c & 1 and c // 13 == led:
                    return [c]
            elif (code in (_RUFF, _CROSS) and partner_led and not follow and hand & t
                  and led != self.trump and (suit < 0 or suit == led)):
                return self._reps(hand & t, occupied)
            elif code == _FINESSE and led == suit and partner_led and len(trick) == 2:
                fc = self._finesse_card(hands, self.steps[si])
                if fc >= 0 and hand >> fc & 1:
                    win = self._winner_partial((*trick, fc), leader)
                    if win == seat:
                        return [fc]
        win_seat = self._winner_partial(trick, leader)
        pos = (win_seat - leader) % 4
        partner_safe = (win_seat == partner_seat
                        and self._sure_rest(hands, leader, trick, voids))
        masters = self._known_masters(hands, hand)
        if follow:
            if partner_safe:
                top = trick[pos]
                below = follow & ((1 << top) - 1) if top // 13 == led else follow
                return self._reps(below or follow, occupied)
            sure = [c for c in self._reps(follow, occupied)
                    if self._sure(hands, leader, trick, seat, c, voids)]
            return sure[:1] or self._reps(follow, occupied)
        if partner_safe:
            for allowed in (hand & ~t & ~masters, hand & ~t, hand):
                if allowed:
                    return self._reps(allowed, occupied)
        sure = [c for c in self._reps(hand & t, occupied)
                if self._sure(hands, leader, trick, seat, c, voids)]
        if sure:
            return sure[:1]
        allowed = hand & ~(masters & ~t)
        return self._reps(allowed or hand, occupied)

    def _sure_rest(self, hands: Sequence[int], leader: int, trick: tuple[int, ...],
                   voids: int) -> bool:
        """The current winner of ``trick`` is known to beat what the seats still to play
        can hold."""
        win_seat = self._winner_partial(trick, leader)
        pos = (win_seat - leader) % 4
        card = trick[pos]
        led = trick[0] // 13
        cs = card // 13
        for k in range(len(trick), 4):
            o = (leader + k) % 4
            if self.side[o]:
                continue
            o_void_led = (not hands[o] & _SUIT_MASK[led]) if (
                self.informed or o not in self.hidden) else bool(voids >> (o * 4 + led) & 1)
            higher = _SUIT_MASK[cs] & ~((2 << card) - 1)
            if cs == led:
                if not o_void_led and self._could_hold(hands, o, higher, voids):
                    return False
                if (self.trump >= 0 and cs != self.trump and o_void_led
                        and self._could_hold(hands, o, _SUIT_MASK[self.trump], voids)):
                    return False
            elif o_void_led and self._could_hold(hands, o, higher, voids):
                return False
        return True

    def _progress(self, hands: Sequence[int], seat: int, trick: tuple[int, ...], card: int,
                  si: int, sa: int) -> tuple[int, int]:
        """The statement's progress after ``seat`` plays ``card``."""
        if si >= len(self.steps):
            return si, sa
        code, suit, _count, cards = self.steps[si]
        if code == _CASH and card == cards[sa]:
            return si, sa + 1
        if code == _RUFF and trick and card // 13 == self.trump and trick[0] // 13 != self.trump:
            return si, sa + 1
        if code == _FINESSE and card // 13 == suit and trick and len(trick) == 2:
            return si, 1
        if code == _CONCEDE and not trick and card // 13 == suit:
            return si, sa + 1
        return si, sa


_REPS: dict[tuple[int, int], tuple[int, ...]] = {}


def _suit_reps(hand: int, occupied: int) -> tuple[int, ...]:
    """Within one suit's 13 bits: the lowest rank of each run of ``hand``'s cards that no
    other card of ``occupied`` interrupts (played cards do not)."""
    out: list[int] = []
    in_run = False
    for r in range(13):
        b = 1 << r
        if hand & b:
            if not in_run:
                out.append(r)
                in_run = True
        elif occupied & b:
            in_run = False
    return tuple(out)


def _free_text_mentions_trumps(statement: Statement, strain: Strain) -> bool:
    """A trump spoken of in words the parser kept as free text ("the trump is out")."""
    if strain.suit is None:
        return False
    words = ("trump", "козыр")
    return any(w in t.lower() for t in statement.free_text for w in words)
