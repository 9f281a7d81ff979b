"""The worst *normal* line for the claimer (Laws 70A, 70C, 70D, 70E; the footnote to Laws
70–71: "normal" includes play that would be careless or inferior for the class of player
involved, but not irrational play).

The search is exact: from the position at the claim it plays out every trick, the claimer's
side choosing only among its *normal* plays (the rules below) and the opponents among all
their legal plays, and returns the fewest tricks the claimer's side can end with — a minimum
over both, since every doubtful point goes against the claimer (70A). Positions are
memoised at trick boundaries; equal cards (no other unplayed card between them) are searched
once; a side that holds nothing but winners, with no trump out against it, takes the rest
without a search; and a line stops as soon as what the claimer's side is sure to take from
there (its trumps no opponent's trump can overtake; the next trick, when every lead it may
make, or every suit the opponents may lead, wins it whatever is played) reaches the figure
the search is trying to beat (docs/claims.md, "How the search prunes").

Each play of the claimer's side is allowed by one named rule of the model (docs/claims.md,
"The normal-line model", which gives each rule's source); :meth:`LineSearch.worst_line`
returns the line with the rule of every such play, so an award can be traced to the rule
that produced it.

On lead (the hand ``H``, its partner ``P``):

* **S1** — a stated step not yet done that ``H`` can carry out binds: ``H`` leads as it says
  (70D1: no line outside the statement is credited).
* **C1** — otherwise ``H`` cashes a winner it knows of (its own master), in any suit, in any
  order: a careless order is normal.
* **C2** — or crosses to partner's known winners (a low card of a suit in which ``P`` holds a
  master).
* **C3** — only when ``H`` has no winner and no way to one: a lead that can still gain a
  trick (a ruff in partner's hand; a suit in which the side can set up a trick by force).
* **C4** — failing all of these, any card (the trick is lost anyway). A claimer who
  acknowledged a loser without naming it may lose it at any time (any card, any time).

Following:

* **S2** — a stated card, ruff, finesse or crossing is played when its turn comes.
* **F1** — under partner's sure winner, the lowest card of the suit (an honour is not thrown
  under partner's winner); **F2** — or the unblocking card, when the statement says so or
  the position needs it (this hand would otherwise keep a card above all of partner's).
* **F3** — when the opponents may win, the cheapest card known to win; **F4** — with none,
  the lowest card or any card that beats the card winning so far (a guess; no unstated
  finesse is credited, 70E1, because the cheapest sure card is taken when there is one).
* **F5** — a discard never throws a known winner while the hand holds a card that cannot
  win (nor a trump while it holds another card).
* **F6** — void, with trumps, the opponents winning: the cheapest ruff known to win, else any
  ruff that beats the card winning so far (a ruff that may be over-ruffed is careless, not
  irrational).

What the claimer knows (70E1): his own hand and dummy (a defender: his hand and dummy), the
cards played, and the suits a player has shown out of, before the claim or during the line.
A card that became a winner only because an opponent *discarded* a higher card of its suit is
not taken as known unless the statement speaks of a squeeze (an unstated squeeze is not
credited). Law 70C: when the statement does not mention an outstanding trump, nothing makes
the claimer draw it first (C1 allows side winners first); when it speaks of trumps without
saying when they are drawn, they are drawn first.

The opponents play every legal card (they are credited with the best defence). A defender's
claim is judged by what he sees; his partner, who cannot see the claimer's cards, may play
any legal card (Law 70D2).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bridgelaws.cards import Card, Strain
from bridgelaws.claims.position import Position
from bridgelaws.claims.statement import (
    AllHigh,
    Cash,
    Concede,
    Crossruff,
    CrossTo,
    Discard,
    DrawTrumps,
    Finesse,
    ForceOut,
    NoTrumpsOut,
    Ruff,
    RunSuit,
    Squeeze,
    Statement,
    Unblock,
)
from bridgelaws.i18n import Message
from bridgelaws.seats import Seat

try:  # the search in C (_csearch.c): the same values, lines and node counts, faster
    from bridgelaws.claims import _csearch
except ImportError:  # pragma: no cover - not compiled: the pure-Python search below
    _csearch = None  # type: ignore[assignment]

__all__ = ["RULES", "LineSearch", "Model", "Play", "SearchBudgetExceeded"]


class SearchBudgetExceeded(Exception):
    """The search visited more positions than its budget allowed."""


_SEATS = tuple(Seat)
_CARDS = tuple(Card.from_index(i) for i in range(52))
_SUIT_BITS = 0x1FFF
_SM = tuple(_SUIT_BITS << (13 * s) for s in range(4))

#: the rules of the normal-line model: code -> what it allows (docs/claims.md gives sources)
RULES: dict[str, Message] = {
    "S1": Message("the stated line: the lead it calls for (70D1)"),
    "S2": Message("the stated line: the card it calls for (70D1)"),
    "C1": Message("a winner cashed, in any order (careless order is normal)"),
    "C2": Message("a low card to partner's winner"),
    "C3": Message("no winner in this hand and no way to partner's: a lead that can still "
                  "gain a trick"),
    "C4": Message("no winner and no entry: a losing lead"),
    "C5": Message("the loser the claimer acknowledged, given up at any time"),
    "F1": Message("a low card under partner's winner (a failure to unblock is careless)"),
    "F2": Message("the unblocking card"),
    "F3": Message("the cheapest card known to win"),
    "F4": Message("no card known to win: a low card or a try"),
    "F5": Message("a discard that keeps the winners"),
    "F6": Message("a ruff (one that may be over-ruffed is careless, not irrational)"),
    "F7": Message("a normal play of the partner of a defender who claims (70D2)"),
}

# internal step codes
_DRAW, _RUN, _CASH, _FORCE, _CROSS, _RUFF, _XRUFF, _FINESSE, _CONCEDE = range(9)


@dataclass(frozen=True, slots=True)
class Model:
    """Switches of the normal-line model; the defaults are Law 70's. ``aware`` — the claimer
    is taken to know of the outstanding trumps (70C does not apply); ``informed`` — the
    claimer is taken to know where every card is (used only to find out what an unstated
    finesse or guess would have gained, 70E1)."""

    aware: bool | None = None
    informed: bool = False
    #: the claimer claimed every remaining trick: in a suit he holds a winner of but no
    #: solid top (two honours at the head), and of which he said nothing, he is taken to
    #: think all his cards good (White Book 8.70.5): he may play them in any order
    claims_all: bool = False


@dataclass(frozen=True, slots=True)
class Play:
    """One card of a line: who played it, the card, and for the claimer's side the rule of
    the model that allowed it (``None`` for an opponent's card)."""

    seat: Seat
    card: Card
    rule: str | None = None


_PLAYS: dict[tuple[int, int, str], Play] = {}


def _play(seat: int, card: int, rule: str) -> Play:
    """The play of ``card`` by ``seat`` under ``rule`` ("" for none): made once, then shared
    (a play is immutable)."""
    key = (seat, card, rule)
    play = _PLAYS.get(key)
    if play is None:
        play = _PLAYS[key] = Play(_SEATS[seat], _CARDS[card], rule or None)
    return play


#: (code, suit, count, cards, flag); cards are indices, -1 for none
_Step = tuple[int, int, int, tuple[int, ...], int]
#: a play among the choices: (card, rule, si, sa, cur) after it
_Choice = tuple[int, str, int, int, int]


def _high(m: int) -> int:
    return m.bit_length() - 1


def _low(m: int) -> int:
    return (m & -m).bit_length() - 1


def _above(card: int) -> int:
    """The cards of ``card``'s suit above it."""
    return _SM[card // 13] & ~((2 << card) - 1)


def _named_suit_bits(statement: Statement) -> int:
    """The suits (a bit each) the statement names: a suit, or a card of it."""
    named = 0
    for st in statement.steps:
        suit = getattr(st, "suit", None)
        if suit is not None:
            named |= 1 << int(suit)
        for c in getattr(st, "cards", ()) or ():
            named |= 1 << int(c.suit)
        for attr in ("card", "target"):
            c = getattr(st, attr, None)
            if c is not None:
                named |= 1 << int(c.suit)
    return named


@dataclass(frozen=True, slots=True)
class _Facts:
    """What a search takes from its statement alone (and the trump suit): made once per
    statement and trump (:func:`_facts`), not once per search."""

    mentions_trumps: bool
    named: int
    keep: int
    throw: int
    unblock: frozenset[int]
    loser_any_time: int
    steps: tuple[_Step, ...]


_FACTS: dict[tuple[Statement, int], _Facts] = {}


def _facts(statement: Statement, trump: int) -> _Facts:
    """The facts of ``statement`` with ``trump`` (-1: no trumps), remembered."""
    key = (statement, trump)
    facts = _FACTS.get(key)
    if facts is not None:
        return facts
    keep = throw = 0
    for st in statement.steps:
        if isinstance(st, Discard):
            throw |= _SM[int(st.suit)]
        if isinstance(st, RunSuit):
            keep |= _SM[int(st.suit)]
        elif isinstance(st, DrawTrumps) and trump >= 0:
            keep |= _SM[trump]
    concessions = [st for st in statement.steps if isinstance(st, Concede)]
    steps: list[_Step] = []
    if statement.ordered:
        for s in statement.steps:
            step = LineSearch._step(s, trump)
            if step is not None:
                steps.append(step)
    facts = _Facts(
        mentions_trumps=statement.mentions_trumps(
            Strain.NOTRUMP if trump < 0 else Strain(trump)),
        named=_named_suit_bits(statement), keep=keep, throw=throw,
        unblock=frozenset(-1 if s.suit is None else int(s.suit)
                          for s in statement.steps if isinstance(s, Unblock)),
        loser_any_time=(sum(max(1, st.count) for st in concessions)
                        if any(st.suit is None for st in concessions)
                        or (concessions and not statement.ordered) else 0),
        steps=tuple(steps))
    if len(_FACTS) >= 512:
        _FACTS.pop(next(iter(_FACTS)))
    _FACTS[key] = facts
    return facts


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
        self.statement = statement
        self.trump = -1 if position.trump is Strain.NOTRUMP else int(position.trump)
        self.tmask = _SM[self.trump] if self.trump >= 0 else 0
        claimer = int(position.claimer)
        self.claimer = claimer
        self.side = tuple((s & 1) == (claimer & 1) for s in range(4))
        dummy = position.dummy
        self.dummy = -1 if dummy is None else int(dummy)
        if dummy is None or self.side[int(dummy)]:
            visible = {claimer, claimer ^ 2}  # declarer sees dummy: his whole side
        else:
            visible = {claimer, int(dummy)}  # a defender sees his hand and dummy
        self.visible = tuple(sorted(visible))
        #: the partner of a defender who claims plays any of his normal plays (70D2), not
        #: by the claimer's rules: :meth:`_partner_plays`
        self.free_seats = frozenset() if claimer ^ 2 in visible else frozenset({claimer ^ 2})
        self.hidden = tuple(s for s in range(4) if s not in visible)
        #: an opponent the claimer sees (dummy, when a defender claims): his cards are
        #: threats to the claimer's as much as the unseen ones (the K in dummy beats the Q)
        self.seen_opponents = tuple(s for s in self.visible if not self.side[s])
        facts = _facts(statement, self.trump)
        #: the opponents' trumps the claimer is taken to have forgotten (70C2: he did not
        #: mention them): he plays as if they were not out until they show up
        opp_trumps = (position.hands[claimer ^ 1] | position.hands[claimer ^ 3]) & self.tmask
        aware = model.aware
        if aware is None:
            # 70C2: unaware "at all likely" unless he spoke of the trumps, or so many are
            # out (three or more) that he cannot have overlooked them (White Book 8.70.4(b))
            aware = facts.mentions_trumps or (
                not statement.believes_no_trumps and bin(opp_trumps).count("1") >= 3)
        self.aware = aware
        self.informed = model.informed
        self.forgotten = 0 if aware else opp_trumps
        #: penalty cards (Law 50): face up, so seen by all; a major one must be played at
        #: the first legal opportunity, a minor one before a lower card of its suit
        self.major = position.major_penalty
        self.minor = position.minor_penalty
        self.faced = self.major | self.minor
        #: suits the claimer may play in any order (he thinks every card of his good)
        self.any_order = 0
        #: the cards of the suits the statement says will be run (or drawn): kept to the
        #: end when discarding, like winners
        self.keep = facts.keep
        #: the suits the statement says the claimer discards from: his discards come from
        #: them first
        self.throw = facts.throw
        if model.claims_all:
            self._forget_unmentioned(facts.named)
        #: he has forgotten a trump: his trumps are all alike to him when he ruffs (he may
        #: ruff high, or low); he still draws trumps from the top (Duplicate Decisions)
        self.any_ruff = bool(self.forgotten & self.tmask)
        self.squeeze = statement.squeeze
        #: the suits in which he notices the opponents' discards: every suit when he spoke
        #: of a squeeze; else the suits his statement names (he watches a suit he plans to
        #: play, as he counts its spot cards: White Book 8.70.5)
        self.watched = 15 if self.squeeze else facts.named
        self.unblock = facts.unblock
        self.steps = self._steps(facts.steps)
        #: per step index: the suits (a bit each) in which the steps still to come name cards
        fixed = [0] * (len(self.steps) + 1)
        for i in range(len(self.steps) - 1, -1, -1):
            fixed[i] = fixed[i + 1]
            for c in self.steps[i][3]:
                if c >= 0:
                    fixed[i] |= 1 << (c // 13)
        self._fixed = tuple(fixed)
        #: the losers he acknowledged without saying when they go ("one loser", "one off"):
        #: while his side has lost fewer tricks than that, he may give one up at any time
        #: (C5); the tricks his side has lost are counted in bits 16-19 of ``voids``
        self.loser_any_time = facts.loser_any_time
        #: positions at trick boundaries: the exact value, or a proven lower bound
        self.exact: dict[tuple[int, ...], int] = {}
        self.lower: dict[tuple[int, ...], int] = {}
        self.nodes = 0
        #: the narrowed search: the opponents play only their highest, lowest and cheapest
        #: winning cards, and discard the lowest card of a suit (:meth:`_narrow`)
        self.narrow = False
        #: any value below the bound answers (:meth:`at_most`): the search returns the first
        #: line it finds below the bound, not the least
        self.first = False
        #: the fewest tricks shown so far to be taken on every normal line (by :meth:`worst`)
        self.proved = 0
        #: the most positions the search may visit (``None``: no limit); beyond, it raises
        #: :class:`SearchBudgetExceeded`
        self.budget = budget
        #: the C search (:mod:`bridgelaws.claims._csearch`), made at its first use; the
        #: pure-Python one when it is not compiled or ``BRIDGELAWS_PURE_PYTHON`` is set
        self._engine: _csearch.Engine | None = None
        #: lines already played out, by the tricks they take (the probe's, the
        #: double-dummy defence's): :meth:`worst_line` answers from them first
        self._lines: dict[int, list[Play]] = {}
        self._use_c = _csearch is not None and os.environ.get(
            "BRIDGELAWS_PURE_PYTHON", "") in ("", "0")

    # ------------------------------------------------------------------ the statement
    def _steps(self, stated: tuple[_Step, ...]) -> tuple[_Step, ...]:
        """The statement's steps (``stated``, :func:`_facts`), with the drawing of trumps
        first when the claimer knows of them and can draw them and no step deals with
        trumps."""
        trump = self.trump
        out = list(stated)
        if (self.aware and trump >= 0 and self._can_draw()
                and not any(st[0] in (_DRAW, _RUFF, _XRUFF) for st in out)):
            out.insert(0, (_DRAW, trump, 0, (), 0))
        return tuple(out)

    def _forget_unmentioned(self, named: int) -> None:
        """White Book 8.70.5: a claimer who claims every trick with a winner at the head of a
        suit that has no solidity (fewer than two honours at the top), and says nothing of
        the suit, is taken to think all his cards of it good: the opponents' spot cards (below
        the ten) that beat his lower ones are forgotten until they show up, and he may play
        the suit in any order. ``named``: the suits the statement names (a bit each)."""
        p = self.position
        side = p.hands[self.claimer] | p.hands[self.claimer ^ 2]
        opp = p.hands[self.claimer ^ 1] | p.hands[self.claimer ^ 3]
        for s in range(4):
            if s == self.trump or named >> s & 1:
                continue
            mine = side & _SM[s]
            theirs = opp & _SM[s]
            if not mine or not theirs:
                continue
            masters = mine & ~((2 << _high(theirs)) - 1)
            if not masters:
                continue
            honours = bin(masters >> (13 * s + 8) & 0x1F).count("1")  # ten to ace
            if honours >= 2:
                continue  # solid: played from the top
            hidden = 0
            for seat in self.hidden:
                hidden |= p.hands[seat]
            # a spot card (below the ten) he cannot see, above one of his cards
            spots = _SM[s] & ((1 << (13 * s + 8)) - 1)
            beat = theirs & hidden & spots & ~((2 << _low(mine)) - 1)
            if beat:
                self.forgotten |= beat
                self.any_order |= 1 << s

    def _can_draw(self) -> bool:
        """The claimer's side holds a trump above every trump the opponents hold: a claimer
        who knows of them draws them first; one who cannot draw them does not lead trumps
        into a higher one."""
        p = self.position
        t = _SM[self.trump]
        mine = (p.hands[self.claimer] | p.hands[self.claimer ^ 2]) & t
        theirs = (p.hands[self.claimer ^ 1] | p.hands[self.claimer ^ 3]) & t
        return bool(mine and theirs and _high(mine) > _high(theirs))

    @staticmethod
    def _step(s: object, trump: int) -> _Step | None:
        if isinstance(s, DrawTrumps):
            return (_DRAW, trump, 0, (), 0) if trump >= 0 else None
        if isinstance(s, RunSuit):
            if int(s.suit) == trump and s.count is None:
                return (_DRAW, trump, 0, (), 0)
            return (_RUN, int(s.suit), s.count or 0, (), 1 if s.from_top else 0)
        if isinstance(s, Cash):
            return (_CASH, -1, 0, tuple(c.index for c in s.cards), 0)
        if isinstance(s, ForceOut):
            return (_FORCE, int(s.suit), 0, (-1 if s.card is None else s.card.index,
                                             -1 if s.target is None else s.target.index), 0)
        if isinstance(s, CrossTo):
            to = -1 if s.to_dummy is None else (1 if s.to_dummy else 0)
            return (_CROSS, -1 if s.suit is None else int(s.suit), 0,
                    (-1 if s.card is None else s.card.index,), to)
        if isinstance(s, Ruff):
            if trump < 0:
                return None
            to = -1 if s.in_dummy is None else (1 if s.in_dummy else 0)
            return (_RUFF, -1 if s.suit is None else int(s.suit), s.count, (), to)
        if isinstance(s, Crossruff):
            return (_XRUFF, -1, 0, (), 0) if trump >= 0 else None
        if isinstance(s, Finesse):
            return (_FINESSE, int(s.suit), 0, () if s.card is None else (s.card.index,), 0)
        if isinstance(s, Concede) and s.suit is not None:
            return (_CONCEDE, int(s.suit), s.count, (), 0)
        if isinstance(s, AllHigh | Concede | NoTrumpsOut | Squeeze | Unblock | Discard):
            return None
        return None  # pragma: no cover - every step type is listed above

    # ------------------------------------------------------------------ public
    def worst(self, upper: int | None = None, lower: int = 0) -> int:
        """The fewest tricks the claimer's side takes, of the tricks remaining, over every
        normal line and every defence. ``upper``, when given, must be a value the result
        cannot exceed (the double-dummy figure), ``lower`` one it cannot be below."""
        p = self.position
        if self.faced:
            # penalty cards bind their holders (Law 50): the defence is not free to play
            # double dummy, so the claimer may take more than the double-dummy figure
            upper = None
        top = p.remaining_tricks if upper is None else min(upper, p.remaining_tricks)
        self.proved = min(lower, top)
        if top <= lower:
            return top
        if top - lower > 2 and p.remaining_tricks >= 8:
            # a long ending: a quick line first, the search then looks only below it
            value, line = self.probe(8 + 2 * p.remaining_tricks)
            self._lines.setdefault(value, line)
            top = min(top, value)
        v = self._root(top)
        if v < top:
            return v
        if self.narrow and top not in self._lines:
            # the narrowed defence may fall short of the double-dummy figure: a line that
            # reaches it (or goes below) against the defence that plays double dummy
            value, line = self.dd_line()
            self._lines.setdefault(value, line)
            if value < top:
                return value
        self.proved = top
        return top

    def dd_line(self) -> tuple[int, list[Play]]:
        """A normal line against the double-dummy defence, and its tricks: the claimer's
        side takes, at each turn, the normal play after which best play gives it the fewest
        tricks; the opponents play the card that leaves it the fewest (each an endplay DDS
        solve of every card). Its tricks are at most the double-dummy figure."""
        from bridgelaws.claims.dd import card_scores

        strain = 4 if self.trump < 0 else self.trump

        def pick(hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                 seat: int, choices: list[_Choice]) -> _Choice:
            scores = card_scores(hands, strain, leader, trick)
            # the side to play maximises its own tricks: the claimer's side is held to its
            # fewest by its lowest-scoring normal play, the opponents by their highest
            sign = 1 if self.side[seat] else -1
            return min(choices, key=lambda ch: sign * scores.get(ch[0], 0))

        return self._play_out(pick, wide=True)

    def _play_out(self, pick: Callable[[tuple[int, int, int, int], int, tuple[int, ...], int,
                                        list[_Choice]], _Choice],
                  wide: bool = False) -> tuple[int, list[Play]]:
        """One line to the end of the deal, each play chosen by ``pick`` among the choices
        (``wide``: the opponents' every legal card, not the narrowed ones), and its tricks
        for the claimer's side."""
        p = self.position
        hands = p.hands
        leader = int(p.leader)
        trick = tuple(c.index for c in p.trick)
        si, sa, cur, voids, od = 0, 0, -1, p.known_voids, 0
        won = 0
        line: list[Play] = []
        while True:
            if len(trick) == 4:
                w = self._winner(trick, leader)
                won += 1 if self.side[w] else 0
                leader, trick = w, ()
                if not any(hands):
                    break
                continue
            seat = (leader + len(trick)) % 4
            narrow = self.narrow
            self.narrow = narrow and not wide
            try:
                choices = self._choices(hands, leader, trick, seat, si, sa, cur, voids, od)
            finally:
                self.narrow = narrow
            card, rule, si, sa, cur = pick(hands, leader, trick, seat, choices)
            hands, voids, od = self._after(hands, trick, seat, card, voids, od)
            trick = (*trick, card)
            line.append(Play(Seat(seat), Card.from_index(card), rule or None))
        return won, line

    def lost_to_forgotten(self, line: Sequence[Play]) -> bool:
        """Whether ``line`` loses a trick to a trump the claimer forgot (Law 70C3): by the
        first trick the claimer's side loses, the trump has won a trick or been led by an
        opponent (a trump lead that takes out a ruff, say)."""
        p = self.position
        trick = [c.index for c in p.trick]
        leader = int(p.leader)
        seen = False
        for play in line:
            trick.append(play.card.index)
            if self.forgotten >> play.card.index & 1 and len(trick) == 1:
                seen = True  # led by an opponent (a trump lead that takes out a ruff)
            if len(trick) == 4:
                w = self._winner(trick, leader)
                if self.forgotten >> trick[(w - leader) % 4] & 1:
                    seen = True  # won by it (a ruff, an over-ruff, a trump trick)
                if not self.side[w]:
                    return seen
                leader, trick = w, []
        return False

    def probe(self, rollouts: int = 64) -> tuple[int, list[Play]]:
        """The lowest of ``rollouts`` normal lines played with choices drawn at random (a
        fixed seed: the same answer each time), and that line: a quick figure no worse for
        the claimer than some normal line, for when the exact search is too large."""
        import random

        rng = random.Random(70)
        engine = self._c()
        if engine is not None:  # the same play-outs in C, from the same generator's state
            p = self.position
            engine.narrow = self.narrow
            won, plays = engine.probe(p.hands[0], p.hands[1], p.hands[2], p.hands[3],
                                      int(p.leader), tuple(c.index for c in p.trick),
                                      p.known_voids, rollouts, rng.getstate()[1])
            return won, [_play(seat, card, rule) for seat, card, rule in plays]
        best: tuple[int, list[Play]] | None = None
        for _ in range(rollouts):
            won, line = self._play_out(lambda _h, _l, _t, _s, ch: ch[rng.randrange(len(ch))])
            if best is None or won < best[0]:
                best = (won, line)
        assert best is not None
        return best

    def replays(self, line: Sequence[Play]) -> bool:
        """Whether ``line`` (to the end of the deal) is one of this search's lines: each of
        its plays among the choices of the player to play (then at most its tricks is
        shown without a search)."""
        p = self.position
        hands = p.hands
        leader = int(p.leader)
        trick = tuple(c.index for c in p.trick)
        si, sa, cur, voids, od = 0, 0, -1, p.known_voids, 0
        for play in line:
            seat = (leader + len(trick)) % 4
            if int(play.seat) != seat:
                return False
            card = play.card.index
            match = [ch for ch in self._choices(hands, leader, trick, seat, si, sa, cur, voids,
                                                od) if ch[0] == card]
            if not match:
                return False
            _card, _rule, si, sa, cur = match[0]
            hands, voids, od = self._after(hands, trick, seat, card, voids, od)
            trick = (*trick, card)
            if len(trick) == 4:
                leader, trick = self._winner(trick, leader), ()
        return not any(hands) and not trick

    def at_most(self, k: int) -> bool:
        """Whether some normal line and defence hold the claimer's side to ``k`` tricks (the
        search stops at the first such line)."""
        self.first = True
        try:
            return self._root(k + 1) <= k
        finally:
            self.first = False

    def _root(self, bound: int) -> int:
        p = self.position
        return self._best(p.hands, int(p.leader), tuple(c.index for c in p.trick), 0, 0, -1,
                          p.known_voids, 0, bound)

    def worst_line(self, target: int | None = None) -> list[Play]:
        """One line that reaches :meth:`worst` (``target``, when the caller has it already),
        card by card to the end of the deal, each play of the claimer's side with the rule
        that allowed it."""
        p = self.position
        hands = p.hands
        leader = int(p.leader)
        trick = tuple(c.index for c in p.trick)
        si, sa, cur, voids, od = 0, 0, -1, p.known_voids, 0
        self.budget = None  # the value is known (or found now): retracing it must finish
        if target is None:
            target = self.worst()
        if target in self._lines:
            return list(self._lines[target])
        engine = self._c()
        if engine is not None:
            engine.nodes = self.nodes
            engine.budget = None
            engine.narrow = self.narrow
            engine.first = False
            try:
                plays = engine.line(hands[0], hands[1], hands[2], hands[3], leader, trick, si,
                                    sa, cur, voids, od, target)
            finally:
                self.nodes = engine.nodes
            return [_play(seat, card, rule) for seat, card, rule in plays]
        out: list[Play] = []
        while True:
            n = len(trick)
            if n == 4:
                w = self._winner(trick, leader)
                target -= 1 if self.side[w] else 0
                leader, trick = w, ()
                if not any(hands):
                    break
                continue
            seat = (leader + n) % 4
            choices = self._choices(hands, leader, trick, seat, si, sa, cur, voids, od)
            for card, rule, si2, sa2, cur2 in choices:
                h2, v2, od2 = self._after(hands, trick, seat, card, voids, od)
                if len(choices) == 1 or self._best(h2, leader, (*trick, card), si2, sa2, cur2,
                                                   v2, od2, target + 1) == target:
                    out.append(Play(Seat(seat), Card.from_index(card), rule or None))
                    hands, trick, si, sa, cur = h2, (*trick, card), si2, sa2, cur2
                    voids, od = v2, od2
                    break
            else:  # pragma: no cover - the search found this value, so a choice reaches it
                raise AssertionError("no choice reaches the searched value")
        return out

    # ------------------------------------------------------------------ search
    def _after(self, hands: tuple[int, int, int, int], trick: tuple[int, ...], seat: int,
               card: int, voids: int, od: int) -> tuple[tuple[int, int, int, int], int, int]:
        h = list(hands)
        h[seat] &= ~(1 << card)
        if trick:
            led = trick[0] // 13
            if card // 13 != led:
                voids |= 1 << (seat * 4 + led)
                s = card // 13
                if not self.side[seat] and not self.watched >> s & 1:
                    r = card % 13 + 1
                    if (od >> (4 * s)) & 15 < r:
                        od = (od & ~(15 << (4 * s))) | (r << (4 * s))
            if (self.loser_any_time and len(trick) == 3
                    and not self.side[self._winner((*trick, card), (seat + 1) % 4)]
                    and (voids >> 16) & 15 < self.loser_any_time):
                voids += 1 << 16  # a trick lost: one acknowledged loser fewer (C5)
        return (h[0], h[1], h[2], h[3]), voids, od

    def _c(self) -> _csearch.Engine | None:
        """The C search of this position, statement and model (``None``: pure Python)."""
        if self._engine is None and self._use_c:
            try:
                self._engine = _csearch.Engine(
                    SearchBudgetExceeded, self.claimer, self.dummy, self.trump, self.side,
                    self.visible, self.hidden, tuple(self.free_seats), self.informed,
                    self.watched, self.forgotten, self.major, self.minor, self.any_order,
                    self.keep, self.throw, self.any_ruff, tuple(self.unblock),
                    self.loser_any_time, self.steps, self._fixed)
            except ValueError:  # pragma: no cover - a statement beyond the C limits
                self._use_c = False
        return self._engine

    def _best(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
              si: int, sa: int, cur: int, voids: int, od: int, bound: int) -> int:
        """The fewest tricks for the claimer's side from here if that is below ``bound``
        (with :attr:`first`: the tricks of some line below ``bound``); otherwise some number
        at least ``bound`` and at most that value."""
        engine = self._c()
        if engine is None:
            return self._best_py(hands, leader, trick, si, sa, cur, voids, od, bound)
        engine.nodes = self.nodes
        engine.budget = self.budget
        engine.narrow = self.narrow
        engine.first = self.first
        try:
            return engine.best(hands[0], hands[1], hands[2], hands[3], leader, trick, si, sa,
                               cur, voids, od, bound)
        finally:
            self.nodes = engine.nodes

    def _best_py(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                 si: int, sa: int, cur: int, voids: int, od: int, bound: int) -> int:
        """:meth:`_best` in Python (the reference of the C search)."""
        if bound <= 0:
            return 0
        n = len(trick)
        if n == 4:
            w = self._winner(trick, leader)
            won = 1 if self.side[w] else 0
            if not (hands[0] | hands[1] | hands[2] | hands[3]):
                return won
            if self._all_high(hands, w):
                # the side on lead holds nothing but winners the other side cannot ruff: it
                # takes every trick left (the defence may choose to; the claimer must)
                return won + (bin(hands[w]).count("1") if self.side[w] else 0)
            sure = self._sure_tricks(hands)
            if sure >= bound - won:
                return won + sure
            if bound - won == 1 and self._wins_next(hands, w, si, sa, cur, voids, od):
                return won + 1
            key = self._key(hands, w, si, sa, cur, voids, od)
            exact = self.exact.get(key)
            if exact is not None:
                return won + exact
            low = self.lower.get(key, 0)
            if low >= bound - won:
                return won + low
            v = self._best_py(hands, w, (), si, sa, cur, voids, od, bound - won)
            if v < bound - won:
                if not self.first:  # with ``first``, not necessarily the least: not kept
                    self.exact[key] = v
            else:
                self.lower[key] = max(v, low)
            return won + v
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise SearchBudgetExceeded
        seat = (leader + n) % 4
        best = 99
        for card, _rule, si2, sa2, cur2 in self._choices_py(hands, leader, trick, seat, si,
                                                            sa, cur, voids, od):
            h2, v2, od2 = self._after(hands, trick, seat, card, voids, od)
            v = self._best_py(h2, leader, (*trick, card), si2, sa2, cur2, v2, od2,
                              min(best, bound))
            if v < best:
                best = v
                if best == 0 or (self.first and best < bound):
                    break
        return best

    def _key(self, hands: tuple[int, int, int, int], leader: int, si: int, sa: int, cur: int,
             voids: int, od: int) -> tuple[int, ...]:
        """The memo key of a position at a trick boundary. Cards count by their rank among
        the cards left (only relative ranks decide tricks), except in a suit the statement
        names cards of or in which an opponent's discard is remembered; known voids and the
        suit being cashed count only where they can still matter."""
        fixed = self._fixed[si] if si < len(self._fixed) else 0
        out = [leader, si, sa]
        unseen = self._unseen(hands)
        mine = hands[self.claimer] | hands[self.claimer ^ 2]
        for s in range(4):
            m = _SM[s]
            parts = (hands[0] & m, hands[1] & m, hands[2] & m, hands[3] & m)
            if fixed >> s & 1 or (od >> (4 * s)) & 15:
                out.append(hash(parts))
                out.append((od >> (4 * s)) & 15)
            else:
                pat = _PATTERNS.get(parts)
                if pat is None:
                    pat = _PATTERNS[parts] = _pattern(parts, s)
                out.append(pat)
            if not unseen & m:
                voids &= ~(0x1111 << s)
        if cur >= 0 and not mine & _SM[cur]:
            cur = -1
        out.append(cur)
        out.append(voids)
        return tuple(out)

    def _sure_tricks(self, hands: Sequence[int]) -> int:
        """A lower bound on the tricks the claimer's side takes from here on every line, its
        own plays and the opponents' alike (whatever the model allows): in a trump contract,
        the trumps of one of its hands that no opponent's trump can overtake. Each card of a
        hand goes to a trick of its own, and a trump loses its trick only to a higher trump
        (partner's wins it for the side); an opponent's trump overtakes at most one of them,
        so the hand's trumps, less the most of them its opponents' higher trumps can be
        matched against, win a trick each. The better of the two hands."""
        if self.trump < 0:
            return 0
        t = self.tmask
        claimer = self.claimer
        opp = (hands[claimer ^ 1] | hands[claimer ^ 3]) >> (13 * self.trump) & _SUIT_BITS
        out = 0
        for seat in (claimer, claimer ^ 2):
            mine = (hands[seat] & t) >> (13 * self.trump)
            if not mine:
                continue
            free = matched = 0
            for r in range(12, -1, -1):
                if opp >> r & 1:
                    free += 1
                elif mine >> r & 1 and free:
                    free -= 1
                    matched += 1
            out = max(out, bin(mine).count("1") - matched)
        return out

    def _wins_next(self, hands: tuple[int, int, int, int], leader: int, si: int, sa: int,
                   cur: int, voids: int, od: int) -> bool:
        """The claimer's side wins the next trick on every line (``leader`` to lead it). On
        lead: every card it may lead (its choices, the model's own) is one that wins the
        trick whatever is played to it. The opponents on lead: in every suit the leader
        holds, one of the claimer's side's hands holds cards of the suit above all the
        opponents' (it must follow with one and takes the trick), and the suit is trumps or
        the leader's partner cannot ruff."""
        if self.side[leader]:
            leads = self._choices_py(hands, leader, (), leader, si, sa, cur, voids, od)
            return bool(leads) and all(self._sure_lead(hands, leader, c[0]) for c in leads)
        opp = hands[leader] | hands[leader ^ 2]
        partner = hands[leader ^ 2]
        for s in range(4):
            if not hands[leader] & _SM[s]:
                continue
            top = _high(opp & _SM[s])
            if not any(hands[leader ^ k] & _SM[s] and _low(hands[leader ^ k] & _SM[s]) > top
                       for k in (1, 3)):
                return False
            if (self.trump >= 0 and s != self.trump and not partner & _SM[s]
                    and partner & self.tmask):
                return False
        return True

    def _sure_lead(self, hands: Sequence[int], seat: int, card: int) -> bool:
        """``card``, led by ``seat``, wins the trick for its side whatever is played to it:
        it is above every card of its suit the opponents hold, and it is a trump or neither
        opponent can ruff it (each holds a card of its suit, or no trump)."""
        s = card // 13
        if (hands[seat ^ 1] | hands[seat ^ 3]) & _above(card):
            return False
        if self.trump < 0 or s == self.trump:
            return True
        return all(hands[seat ^ k] & _SM[s] or not hands[seat ^ k] & self.tmask for k in (1, 3))

    def _all_high(self, hands: Sequence[int], leader: int) -> bool:
        """The side on lead holds nothing but masters and the other side cannot ruff them
        (it has no trump, or every card of the side on lead is a trump)."""
        mine = hands[leader] | hands[leader ^ 2]
        opp = hands[leader ^ 1] | hands[leader ^ 3]
        t = self.tmask
        if opp & t and mine & ~t:
            return False
        for s in range(4):
            m = mine & _SM[s]
            if m:
                o = opp & _SM[s]
                if o and _low(m) < _high(o):
                    return False
        return True

    def _winner(self, trick: Sequence[int], leader: int) -> int:
        best = trick[0]
        bi = 0
        trump = self.trump
        for i in range(1, len(trick)):
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
        """The cards the claimer cannot see and takes to be out (not the trumps he has
        forgotten, Law 70C)."""
        m = 0
        for s in self.hidden:
            m |= hands[s]
        return m & ~self.forgotten & ~self.faced

    def _theirs(self, hands: Sequence[int]) -> int:
        """The cards that may beat the claimer's, as he sees the table: the cards he cannot
        see and those of an opponent he sees (dummy, for a defender's claim), less the trumps
        he has forgotten (70C)."""
        m = 0
        for s in self.hidden:
            m |= hands[s]
        for s in self.seen_opponents:
            m |= hands[s]
        return m & ~self.forgotten & ~self.faced

    def _opp(self, hands: Sequence[int]) -> int:
        return hands[self.claimer ^ 1] | hands[self.claimer ^ 3]

    def _masters(self, hands: Sequence[int], hand: int, od: int) -> int:
        """The cards of ``hand`` the claimer knows to be the highest left in their suit (a
        card made high by an opponent's discard is not known, unless a squeeze was
        stated)."""
        out = 0
        theirs_all = (self._opp(hands) & ~self.forgotten if self.informed
                      else self._theirs(hands))
        for s in range(4):
            mine = hand & _SM[s]
            if not mine:
                continue
            theirs = theirs_all & _SM[s]
            top = _high(theirs) if theirs else -1
            d = (od >> (4 * s)) & 15
            if d:
                top = max(top, 13 * s + d - 1)
            out |= mine & ~((2 << top) - 1) if top >= 0 else mine
        return out

    def _true_masters(self, hands: Sequence[int], hand: int) -> int:
        """The cards of ``hand`` above every card the claimer's opponents hold in their suit
        (what the claimer's partner, seeing every card played, knows to be winners)."""
        out = 0
        opp = self._opp(hands)
        for s in range(4):
            mine = hand & _SM[s]
            if mine:
                theirs = opp & _SM[s]
                out |= mine & ~((2 << _high(theirs)) - 1) if theirs else mine
        return out

    def _could_hold(self, hands: Sequence[int], seat: int, mask: int, voids: int) -> int:
        """The cards of ``mask`` that ``seat`` might hold, by what the claimer knows: a card
        he cannot see, in a suit the seat has not shown out of."""
        if self.informed or seat not in self.hidden:
            return hands[seat] & mask & ~self.forgotten
        out = 0
        unseen = self._unseen(hands) & mask
        for s in range(4):
            part = unseen & _SM[s]
            if part and not voids >> (seat * 4 + s) & 1:
                out |= part
        return out

    def _void_known(self, hands: Sequence[int], seat: int, suit: int, voids: int) -> bool:
        if self.informed or seat not in self.hidden:
            return not hands[seat] & _SM[suit]
        return bool(voids >> (seat * 4 + suit) & 1)

    def _sure(self, hands: Sequence[int], leader: int, trick: tuple[int, ...],
              voids: int) -> bool:
        """The card winning ``trick`` so far is known to beat whatever the opponents still
        to play to it can hold."""
        best = trick[0]
        for i in range(1, len(trick)):
            c = trick[i]
            if c // 13 == best // 13:
                if c > best:
                    best = c
            elif c // 13 == self.trump:
                best = c
        led = trick[0] // 13
        cs = best // 13
        higher = _above(best)
        for k in range(len(trick), 4):
            o = (leader + k) % 4
            if self.side[o]:
                continue
            forced = hands[o] & self.major
            if forced:  # a major penalty card he must play now (Law 50D), seen by all
                forced = forced & _SM[led] if hands[o] & _SM[led] else forced
            if forced:
                beats = forced & higher if cs == led or forced & _SM[cs] else 0
                if cs == led and self.trump >= 0 and cs != self.trump \
                        and not hands[o] & _SM[led]:
                    beats |= forced & self.tmask
                if beats:
                    return False
                continue
            o_void = self._void_known(hands, o, led, voids)
            if cs == led:
                if not o_void and self._could_hold(hands, o, higher, voids):
                    return False
                if (self.trump >= 0 and cs != self.trump and o_void
                        and self._could_hold(hands, o, self.tmask, voids)):
                    return False
            elif o_void and self._could_hold(hands, o, higher, voids):
                return False
        return True

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
                 seat: int, si: int, sa: int, cur: int, voids: int,
                 od: int) -> list[tuple[int, str, int, int, int]]:
        """The plays of ``seat``: (card, rule, si, sa, cur) after it, in the order searched."""
        engine = self._c()
        if engine is None:
            return self._choices_py(hands, leader, trick, seat, si, sa, cur, voids, od)
        engine.narrow = self.narrow
        return engine.choices(hands[0], hands[1], hands[2], hands[3], leader, trick, seat, si,
                              sa, cur, voids, od)

    def _choices_py(self, hands: tuple[int, int, int, int], leader: int,
                    trick: tuple[int, ...], seat: int, si: int, sa: int, cur: int, voids: int,
                    od: int) -> list[tuple[int, str, int, int, int]]:
        out = self._choices_free(hands, leader, trick, seat, si, sa, cur, voids, od)
        if self.faced and hands[seat] & self.faced:
            out = self._penalty(hands[seat], trick, out, si, sa, cur)
        return out

    def _penalty(self, hand: int, trick: tuple[int, ...],
                 out: list[tuple[int, str, int, int, int]], si: int, sa: int,
                 cur: int) -> list[tuple[int, str, int, int, int]]:
        """Law 50: a major penalty card is played at the first legal opportunity (leading,
        following suit or discarding); a minor one before any other card of its suit below
        an honour."""
        legal = hand
        if trick:
            legal = hand & _SM[trick[0] // 13] or hand
        must = legal & self.major
        if must:
            allowed = [o for o in out if must >> o[0] & 1]
            return allowed or [(c, "P", si, sa, cur) for c in range(52) if must >> c & 1]
        minor = legal & self.minor
        if minor:
            kept = [o for o in out if minor >> o[0] & 1 or o[0] % 13 >= 8
                    or not _SM[o[0] // 13] & minor]
            out = kept or out
        return out

    def _choices_free(self, hands: tuple[int, int, int, int], leader: int,
                      trick: tuple[int, ...], seat: int, si: int, sa: int, cur: int,
                      voids: int, od: int) -> list[tuple[int, str, int, int, int]]:
        hand = hands[seat]
        occupied = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            occupied |= 1 << c
        if seat in self.free_seats:
            partner = self._partner_plays(hands, leader, trick, seat)
            return [(c, "F7", si, sa, cur)
                    for c in reversed(self._reps(partner, occupied))]
        if not self.side[seat]:
            rule = ""
            if self.narrow:
                played = self._narrow(hands, leader, trick, seat, occupied)
            else:
                if trick:
                    follow = hand & _SM[trick[0] // 13]
                    legal = follow if follow else hand
                else:
                    legal = hand
                # the opponents try their high cards first: low lines are found early
                played = list(reversed(self._reps(legal, occupied)))
            return [(c, rule, si, sa, cur) for c in played]
        si, sa = self._advance(hands, seat, trick, si, sa)
        if not trick:
            leads = self._lead(hands, seat, si, sa, cur, od, occupied, voids)
            return [(c, rule, *self._progress(hands, seat, trick, c, si, sa), cur2)
                    for c, rule, cur2 in leads]
        cards = self._follow(hands, leader, trick, seat, si, sa, voids, od, occupied)
        return [(c, rule, *self._progress(hands, seat, trick, c, si, sa), cur)
                for c, rule in cards]

    def _partner_plays(self, hands: Sequence[int], leader: int, trick: tuple[int, ...],
                       seat: int) -> int:
        """F7: the normal plays of the partner of a defender who claims (70D2: any of his
        normal plays, the worst for the claim, is taken). The claimer's faced cards are not
        his to use (the commentary to Law 68 in the seeds: "seeing declarer's cards gave
        East no right to direct partner's lead"), but the cards played to a trick are.
        On lead: any card. Following suit: under the claimer's card that wins the trick
        whatever comes after it, his lowest card (an honour thrown under it is not normal,
        as F1); otherwise any card of the suit. Void: no ruff of the claimer's sure winner;
        a discard that cannot win before one that can; otherwise a ruff or such a
        discard."""
        hand = hands[seat]
        claimer = seat ^ 2
        if not trick:
            return hand  # his lead is his own guess: the claimer's cards are not his to use
        led = trick[0] // 13
        follow = hand & _SM[led]
        safe = False
        if self._winner(trick, leader) == claimer:
            top = trick[(claimer - leader) % 4]
            safe = True
            for k in range(len(trick) + 1, 4):
                other = hands[(leader + k) % 4]
                if other & _SM[led]:
                    beats = top // 13 == led and other & _above(top)
                elif top // 13 == led:
                    beats = led != self.trump and other & self.tmask
                else:  # the claimer ruffed: an over-ruff
                    beats = other & _above(top)
                if beats:
                    safe = False
        if follow:
            return 1 << _low(follow) if safe else follow
        t = self.tmask
        side = hand & ~t
        discards = side & ~self._true_masters(hands, side) or side
        if safe:
            return discards or hand
        return (hand & t) | discards or hand

    def _narrow(self, hands: Sequence[int], leader: int, trick: tuple[int, ...], seat: int,
                occupied: int) -> list[int]:
        """The opponents' plays of the narrowed search: on lead, the top and the bottom of
        each suit; following, the highest, the lowest and the cheapest card that takes the
        lead of the trick; discarding, the lowest card of each suit, and the cheapest and
        the highest trump that take the lead."""
        hand = hands[seat]
        out: set[int] = set()
        if not trick:
            for s in range(4):
                m = hand & _SM[s]
                if m:
                    out.add(_high(m))
                    out.add(_low(m))
            return sorted(out, reverse=True)
        led = trick[0] // 13
        follow = hand & _SM[led]
        if follow:
            out.add(_high(follow))
            out.add(_low(follow))
            for c in self._reps(follow, occupied):
                if self._winner((*trick, c), leader) == seat:
                    out.add(c)
                    break
            return sorted(out, reverse=True)
        for s in range(4):
            m = hand & _SM[s]
            if m and s != self.trump:
                out.add(_low(m))
        t = hand & self.tmask
        if t:
            out.add(_low(t))
            out.add(_high(t))
            for c in self._reps(t, occupied):
                if self._winner((*trick, c), leader) == seat:
                    out.add(c)
                    break
        return sorted(out, reverse=True)

    def _advance(self, hands: Sequence[int], seat: int, trick: tuple[int, ...], si: int,
                 sa: int) -> tuple[int, int]:
        """Skip the stated steps that are done."""
        while si < len(self.steps) and self._done(hands, seat, trick, self.steps[si], sa):
            si, sa = si + 1, 0
        return si, sa

    def _ruff_leads(self, hands: Sequence[int], suit: int, ruffer: int) -> bool:
        """A lead from ``ruffer``'s partner that ``ruffer`` can ruff (in ``suit``, or any)."""
        t = self.tmask
        for b in ((ruffer,) if ruffer >= 0 else (self.claimer, self.claimer ^ 2)):
            a = b ^ 2
            if not hands[b] & t:
                continue
            for s in range(4):
                if s == self.trump or (suit >= 0 and s != suit):
                    continue
                if hands[a] & _SM[s] and not hands[b] & _SM[s]:
                    return True
        return False

    def _ruffer(self, to: int) -> int:
        """The seat that ruffs: dummy (``to`` 1), the claimer's own hand (0), either (-1)."""
        if to < 0:
            return -1
        declarer_side = self.dummy >= 0 and self.side[self.dummy]
        if to == 1:
            return self.dummy if declarer_side else -1
        return self.claimer if declarer_side and self.claimer != self.dummy else -1

    def _done(self, hands: Sequence[int], seat: int, trick: tuple[int, ...], step: _Step,
              sa: int) -> bool:
        code, suit, count, cards, flag = step
        mine = hands[self.claimer] | hands[self.claimer ^ 2]
        if code == _DRAW:
            t = _SM[suit]
            return not (self._opp(hands) & t) or not (mine & t)
        if code == _RUN:
            if not mine & _SM[suit] or (count > 0 and sa >= count):
                return True
            # done when the side has no winner left in the suit that it knows of: a claimer
            # notices a suit that fails to break as the play shows it (he does not lead on
            # into a card he knows is higher)
            return not self._masters(hands, mine & _SM[suit], 0)
        if code == _CASH:
            while sa < len(cards) and not mine >> cards[sa] & 1:
                sa += 1  # a named card already gone: the next one
            return sa >= len(cards)
        if code == _FORCE:
            target = cards[1]
            opp = self._opp(hands)
            if not mine & _SM[suit]:
                return True
            if target >= 0:
                return not opp >> target & 1
            return not opp & _above(_high(mine & _SM[suit]))
        if code == _CROSS:
            if sa >= 1:
                return True
            if not trick:
                target = self._cross_target(hands, seat, step)
                return target == seat or target < 0
            return False
        if code == _RUFF:
            return sa >= count or not self._ruff_leads(hands, suit, self._ruffer(flag))
        if code == _XRUFF:
            return not self._ruff_leads(hands, -1, -1)
        if code == _FINESSE:
            return sa >= 1 or not mine & _SM[suit]
        if code == _CONCEDE:
            return sa >= count or not mine & _SM[suit]
        return True  # pragma: no cover

    def _cross_target(self, hands: Sequence[int], seat: int, step: _Step) -> int:
        """The hand a crossing step goes to."""
        card = step[3][0]
        to = step[4]
        if to == 1 and self.dummy >= 0 and self.side[self.dummy]:
            return self.dummy
        if to == 0:
            return self.claimer if self.claimer != self.dummy else self.claimer ^ 2
        if card >= 0:
            for s in (self.claimer, self.claimer ^ 2):
                if hands[s] >> card & 1:
                    return s
            return -1
        return seat ^ 2

    def _finesse_card(self, hands: Sequence[int], step: _Step) -> int:
        """The named finessing card, or the suit's: the highest card of the claimer's side
        that a missing card outranks, in a hand that also holds a card above that missing
        card (AQ: the queen; KJ: the jack); failing that, the highest card a missing card
        outranks (Kx: the king)."""
        if step[3]:
            return step[3][0]
        suit = step[1]
        mask = _SM[suit]
        opp = self._opp(hands) & mask
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

    # ------------------------------------------------------------------ leads
    def _lead(self, hands: tuple[int, int, int, int], seat: int, si: int, sa: int, cur: int,
              od: int, occupied: int, voids: int) -> list[tuple[int, str, int]]:
        if si < len(self.steps):
            stated = self._stated_lead(hands, seat, self.steps[si], sa, od, occupied)
            if stated:
                return [(c, "S1", -1) for c in stated]
        return self._free_lead(hands, seat, cur, od, occupied, voids)

    def _stated_lead(self, hands: tuple[int, int, int, int], seat: int, step: _Step, sa: int,
                     od: int, occupied: int) -> list[int]:
        hand = hands[seat]
        partner = hands[seat ^ 2]
        code, suit, _count, cards, flag = step
        if code in (_DRAW, _RUN):
            mine = hand & _SM[suit]
            if not mine:
                return []
            if code == _RUN and flag:
                return [_high(mine)]  # from the top
            masters = self._masters(hands, mine, od)
            out = self._reps(masters, occupied)
            pm = self._masters(hands, partner & _SM[suit], od)
            if pm and mine & ~masters:
                out.append(_low(mine))
            return out or self._reps(mine, occupied)
        if code == _CASH:
            mine = hands[self.claimer] | hands[self.claimer ^ 2]
            while sa < len(cards) and not mine >> cards[sa] & 1:
                sa += 1
            if sa >= len(cards):
                return []
            c = cards[sa]
            if hand >> c & 1:
                return [c]
            if partner >> c & 1 and hand & _SM[c // 13]:
                return [_low(hand & _SM[c // 13])]
            return []
        if code == _FORCE:
            mine = hand & _SM[suit]
            if not mine:
                return []
            led = cards[0]
            if led >= 0 and hand >> led & 1:
                return [led]
            return sorted({_high(mine), _low(mine)})
        if code == _CROSS:
            target = self._cross_target(hands, seat, step)
            if target < 0 or target == seat:
                return []
            card = cards[0]
            if suit >= 0:
                mine = hand & _SM[suit]
                return [_low(mine)] if mine else []
            if card >= 0:
                mine = hand & _SM[card // 13]
                return [_low(mine)] if mine else []
            out = []
            tm = self._masters(hands, hands[target], od)
            for s in range(4):
                if tm & _SM[s] and hand & _SM[s]:
                    out.append(_low(hand & _SM[s]))
            return out
        if code in (_RUFF, _XRUFF):
            t = self.tmask
            ruffer = self._ruffer(flag) if code == _RUFF else -1
            if ruffer >= 0 and ruffer != seat ^ 2:
                return []
            if not partner & t:
                return []
            out = []
            for s in range(4):
                if s == self.trump or (suit >= 0 and s != suit):
                    continue
                if hand & _SM[s] and not partner & _SM[s]:
                    out.append(_low(hand & _SM[s]))
            return out
        if code == _FINESSE:
            fc = self._finesse_card(hands, step)
            if fc >= 0 and partner >> fc & 1:
                mine = hand & _SM[suit]
                below = mine & ((1 << fc) - 1)
                if below:
                    return [_low(below)]
                return [_low(mine)] if mine else []
            return []
        if code == _CONCEDE:
            mine = hand & _SM[suit]
            if not mine:
                return []
            masters = self._masters(hands, mine, od)
            return self._reps(mine & ~masters or mine, occupied)
        return []  # pragma: no cover

    def _free_lead(self, hands: tuple[int, int, int, int], seat: int, cur: int, od: int,
                   occupied: int, voids: int) -> list[tuple[int, str, int]]:
        """C1–C5: the leads of a hand with no stated step to carry out. Winners are cashed a
        suit at a time (the suit being cashed, ``cur``, is continued while the side has
        winners in it that this hand can cash or reach); which suit comes first is free."""
        hand = hands[seat]
        # partner's cards: known to declarer (dummy), not to a defender
        partner = hands[seat ^ 2] if seat ^ 2 in self.visible else 0
        masters = self._masters(hands, hand, od)
        pm = self._masters(hands, partner, od)
        out: list[tuple[int, str, int]] = []
        suits = (cur,) if cur >= 0 and (masters | pm) & _SM[cur] and hand & _SM[cur] else range(4)
        crashes: list[tuple[int, str, int]] = []
        for s in suits:
            mine = masters & _SM[s]
            theirs = partner & _SM[s]
            if mine and theirs and not theirs & ~pm and self._wasteful(hands, seat, s, pm):
                # partner holds nothing but winners of the suit and one of them would fall
                # under this card, costing the suit a trick (two winners crashed: not
                # normal) -- kept only in case the hand has no other lead
                crashes.append((_high(mine), "C1", s))
                low = hand & _SM[s] & ~masters
                if low:  # C2: a low card to partner's winners instead
                    out.append((_low(low), "C2", s))
            elif mine:
                # C1: this hand's winners, from the top (not into partner's higher winners,
                # which would have to overtake: crashing two winners is not normal); in a
                # suit the claimer thinks all good and that has no solidity, in any order
                if self.any_order >> s & 1:
                    out.extend((c, "C1", s) for c in self._reps(mine, occupied))
                else:
                    out.append((_high(mine), "C1", s))
            elif pm & _SM[s] and hand & _SM[s]:  # C2: a low card to partner's winners
                out.append((_low(hand & _SM[s]), "C2", s))
        if not out:
            out = crashes
        if (self.trump >= 0 and not self._opp(hands) & self.tmask
                and any(o[0] // 13 == self.trump for o in out)):
            # no trump is out, and he knows it: he is not taken to play out his trumps to
            # his disadvantage (ACBL Laws Commission 2019, item 4): while partner can ruff a
            # side suit of this hand, that ruff comes before cashing trumps
            ruffs = self._ruff_leads_of(hands, seat)
            if ruffs:
                out = [o for o in out if o[0] // 13 != self.trump]
                out += [(c, "C3", -1) for c in self._reps(ruffs, occupied)
                        if not any(o[0] == c for o in out)]
        seen = 0
        for c, _r, _s in out:
            seen |= 1 << c
        if not out:
            gain = self._gaining_leads(hands, seat, od)
            out = [(c, "C3", -1) for c in self._reps(gain, occupied)]
            seen |= gain
            if not out:
                out = [(c, "C4", -1) for c in self._reps(hand, occupied)]
                seen = hand
        if (voids >> 16) & 15 < self.loser_any_time:
            out.extend((c, "C5", -1) for c in self._reps(hand & ~seen, occupied))
        return out

    def _wasteful(self, hands: Sequence[int], seat: int, suit: int, pm: int) -> bool:
        """Whether this hand's top winner of ``suit`` led, partner playing one of his winners
        under it, leaves the side fewer tricks in the suit than it could take (CQ9 opposite
        the singleton CK: the queen led crashes the king and the nine is left a loser; DAK
        opposite DQJ, or DKJ976 opposite the singleton DQ: the crash costs nothing)."""
        m = _SM[suit]
        mine = hands[seat] & m
        theirs = hands[seat ^ 2] & m
        opp = self._opp(hands) & m
        before = _suit_tricks(mine, theirs, opp)
        led = 1 << _high(mine)
        crashed = 1 << _low(theirs)
        after = 1 + _suit_tricks(mine & ~led, theirs & ~crashed, _shed(opp, 2))
        return after < before

    def _ruff_leads_of(self, hands: Sequence[int], seat: int) -> int:
        """The lowest card of each side suit of ``seat`` that partner, void in it and holding
        a trump the claimer can see, can ruff."""
        partner = seat ^ 2
        if partner not in self.visible or not hands[partner] & self.tmask:
            return 0
        out = 0
        for s in range(4):
            mine = hands[seat] & _SM[s]
            if s != self.trump and mine and not hands[partner] & _SM[s]:
                out |= 1 << _low(mine)
        return out

    def _gaining_leads(self, hands: Sequence[int], seat: int, od: int) -> int:
        """C3: with no winner to cash or reach, the leads that can still gain a trick: a suit
        partner can ruff, or a suit in which the side can set up a trick by force (the
        opponents hold fewer cards above the side's best than the side's longer holding)."""
        hand = hands[seat]
        partner = hands[seat ^ 2] if seat ^ 2 in self.visible else 0
        out = 0
        opp = self._opp(hands) if self.informed else self._theirs(hands)
        for s in range(4):
            mine = hand & _SM[s]
            if not mine:
                continue
            if (self.trump >= 0 and s != self.trump and partner & self.tmask
                    and not partner & _SM[s]):
                out |= 1 << _low(mine)
                continue
            side = (hand | partner) & _SM[s]
            top = _high(side)
            over = bin(opp & _above(top)).count("1")
            longest = max(bin(mine).count("1"), bin(partner & _SM[s]).count("1"))
            if over and longest > over:
                out |= 1 << _high(mine) | 1 << _low(mine)
        return out

    # ------------------------------------------------------------------ following
    def _follow(self, hands: tuple[int, int, int, int], leader: int, trick: tuple[int, ...],
                seat: int, si: int, sa: int, voids: int, od: int,
                occupied: int) -> list[tuple[int, str]]:
        hand = hands[seat]
        led = trick[0] // 13
        follow = hand & _SM[led]
        t = self.tmask
        partner_seat = seat ^ 2
        if si < len(self.steps):
            stated = self._stated_follow(hands, leader, trick, seat, self.steps[si], sa,
                                         occupied)
            if stated:
                return [(c, "S2") for c in stated]
        win = self._winner(trick, leader)
        partner_wins = win == partner_seat
        partner_safe = partner_wins and self._sure(hands, leader, trick, voids)
        if follow:
            if partner_safe:
                low = _low(follow)
                out = [(low, "F1")]
                high = _high(follow)
                if high != low and self._unblock(hands, seat, led, follow, trick):
                    if self.keep & _SM[led]:
                        # the statement runs this suit: the unblock is part of the line
                        return [(high, "F2")]
                    out.append((high, "F2"))
                return out
            sure = [c for c in self._reps(follow, occupied)
                    if self._winner((*trick, c), leader) == seat
                    and self._sure(hands, leader, (*trick, c), voids)]
            low = _low(follow)
            later = self._partner_wins_later(hands, leader, trick, seat, led, od)
            if sure:
                out = [(sure[0], "F3")]
                if later and low not in sure:  # partner, still to play, holds the winner
                    out.append((low, "F1"))
                return out
            out = [(low, "F4")]
            if not partner_wins:
                for c in self._reps(follow, occupied):
                    if c != low and self._winner((*trick, c), leader) == seat:
                        out.append((c, "F4"))
                top = trick[(win - leader) % 4]
                if top // 13 == led and top % 13 >= 8 and len(out) > 1:
                    # an opponent's honour is winning: it is covered (ducking it with a
                    # card that beats it is not normal)
                    out = out[1:]
            return out
        masters = self._masters(hands, hand, od) | self._named(si, sa) | self.keep
        partner = hands[seat ^ 2] if seat ^ 2 in self.visible else 0
        side = self._masters(hands, hand | partner, od)
        live = 0  # the suits in which his side holds a winner
        for s in range(4):
            if side & _SM[s]:
                live |= _SM[s]
        discards = self._discards(hands, hand, masters, occupied, live)
        if partner_safe or not hand & t or led == self.trump:
            return discards
        ruffs = [c for c in self._reps(hand & t, occupied)
                 if self._winner((*trick, c), leader) == seat]
        sure = [c for c in ruffs if self._sure(hands, leader, (*trick, c), voids)]
        if sure:
            if self.any_ruff and len(trick) < 3:  # trumps he takes to be alike: with a
                # player still to come he may ruff high; the last to play ruffs low
                return [(c, "F6") for c in sure]
            return [(sure[0], "F6")]
        if not ruffs:
            return discards
        out = [(c, "F6") for c in ruffs]
        if partner_wins:
            out.extend(discards)
        return out

    def _named(self, si: int, sa: int) -> int:
        """The cards the statement still names (to cash, to cross to, to finesse, to lead):
        the claimer keeps them."""
        out = 0
        for i in range(si, len(self.steps)):
            code, _suit, _count, cards, _flag = self.steps[i]
            if code == _FINESSE and cards:
                out |= 1 << cards[0]
            elif code in (_CASH, _CROSS, _FORCE):
                for j, c in enumerate(cards):
                    if c >= 0 and not (code == _CASH and i == si and j < sa):
                        out |= 1 << c
        return out

    def _discards(self, hands: Sequence[int], hand: int, masters: int,
                  occupied: int, live: int) -> list[tuple[int, str]]:
        """F5: a card that cannot win, if the hand has one (first one of a suit in which his
        side holds no winner: the small cards of a suit his side is cashing may win by
        length); else a winner of a suit no opponent holds (it can win only on lead); else
        another winner of a side suit; a trump only when nothing else is left."""
        t = self.tmask
        theirs = self._theirs(hands)
        idle = 0
        for s in range(4):
            if not theirs & _SM[s]:
                idle |= _SM[s]
        for allowed in (hand & ~t & ~masters & self.throw, hand & ~t & ~masters & ~live,
                        hand & ~t & ~masters, hand & ~t & idle, hand & ~t, hand):
            if allowed:
                return [(c, "F5") for c in self._reps(allowed, occupied)]
        return []  # pragma: no cover - a hand with cards has a discard

    def _partner_wins_later(self, hands: Sequence[int], leader: int, trick: tuple[int, ...],
                            seat: int, led: int, od: int) -> bool:
        """Partner has still to play to this trick and holds a winner of the suit led that
        the claimer can see."""
        partner = seat ^ 2
        if (partner - leader) % 4 < len(trick) or partner not in self.visible:
            return False
        return bool(self._masters(hands, hands[partner] & _SM[led], od))

    def _unblock(self, hands: Sequence[int], seat: int, suit: int, follow: int,
                 trick: tuple[int, ...]) -> bool:
        """F2: the statement says to unblock in this suit; or keeping the high card would
        leave this hand above all of partner's cards of the suit while partner has more and
        they run (enough of them above all the opponents' cards that no split stops them);
        or partner has no card of the suit left and
        this hand's winners can take over the suit (overtaking)."""
        if suit in self.unblock or -1 in self.unblock:
            return True
        for st in self.steps:
            if st[0] == _CASH and any(c // 13 == suit and follow >> c & 1 for c in st[3]):
                return True
        partner = hands[seat ^ 2] & _SM[suit]
        for c in trick:
            partner &= ~(1 << c)
        rest = follow & ~(1 << _low(follow))
        if not rest:
            return False
        theirs = self._theirs(hands) & _SM[suit]
        top = _high(theirs) if theirs else -1
        if not partner:
            # overtake: this hand's winners take over the suit, the cards it keeps running
            # (the DA of DA-10 over partner's winner, the DJ still out, is not an overtake)
            keep = follow & ~(1 << _high(follow))
            return _high(rest) > top and bin(keep >> (top + 1)).count("1") >= min(
                bin(keep).count("1"), bin(theirs).count("1"))
        # partner's cards run when enough of them are above every card the opponents hold
        # that the suit is theirs however it splits (Q-J-2 against four cards does not run)
        length = bin(partner).count("1")
        tops = bin(partner >> (top + 1)).count("1")
        return (_high(rest) > _high(partner) and tops >= min(length, bin(theirs).count("1"))
                and length > bin(rest).count("1"))

    def _stated_follow(self, hands: tuple[int, int, int, int], leader: int,
                       trick: tuple[int, ...], seat: int, step: _Step, sa: int,
                       occupied: int) -> list[int]:
        hand = hands[seat]
        led = trick[0] // 13
        follow = hand & _SM[led]
        code, suit, _count, cards, flag = step
        partner_led = leader == seat ^ 2
        if code == _CASH:
            mine = hands[self.claimer] | hands[self.claimer ^ 2]
            while sa < len(cards) and not mine >> cards[sa] & 1:
                sa += 1
            if sa < len(cards):
                c = cards[sa]
                if hand >> c & 1 and c // 13 == led:
                    return [c]
            return []
        if code == _CROSS and partner_led and follow:
            target = self._cross_target(hands, leader, step)
            if target != seat or (suit >= 0 and led != suit):
                return []
            card = cards[0]
            if (card >= 0 and hand >> card & 1 and card // 13 == led
                    and self._winner((*trick, card), leader) == seat):
                return [card]  # the named card, when it takes the lead of the trick
            if card >= 0 and hand >> card & 1:
                return []  # beaten already: the normal plays (cover, or low)
            wins = [c for c in self._reps(follow, occupied)
                    if self._winner((*trick, c), leader) == seat]
            return wins[-1:] if wins else []
        if code in (_RUFF, _XRUFF) and partner_led and not follow and led != self.trump:
            ruffer = self._ruffer(flag) if code == _RUFF else -1
            if (ruffer < 0 or ruffer == seat) and hand & self.tmask and (
                    code == _XRUFF or suit < 0 or suit == led):
                ruffs = [c for c in self._reps(hand & self.tmask, occupied)
                         if self._winner((*trick, c), leader) == seat]
                return ruffs
            return []
        if code == _FINESSE and led == suit and partner_led and len(trick) == 2:
            fc = self._finesse_card(hands, step)
            if fc >= 0 and hand >> fc & 1 and self._winner((*trick, fc), leader) == seat:
                return [fc]
        return []

    def _progress(self, hands: Sequence[int], seat: int, trick: tuple[int, ...], card: int,
                  si: int, sa: int) -> tuple[int, int]:
        """The statement's progress after ``seat`` plays ``card``."""
        if si >= len(self.steps):
            return si, sa
        code, suit, _count, cards, _flag = self.steps[si]
        if code == _CASH:
            mine = hands[self.claimer] | hands[self.claimer ^ 2]
            while sa < len(cards) and not mine >> cards[sa] & 1:
                sa += 1
            if sa < len(cards) and card == cards[sa]:
                return si, sa + 1
            return si, sa
        if not trick:
            if code in (_RUN, _CONCEDE) and card // 13 == suit:
                return si, sa + 1
            return si, sa
        led = trick[0] // 13
        if code in (_RUFF, _XRUFF) and card // 13 == self.trump and led != self.trump:
            return si, sa + 1
        if code == _CROSS:
            leader_seat = (seat - len(trick)) % 4
            if (leader_seat == seat ^ 2 and (suit < 0 or led == suit)
                    and self._cross_target(hands, leader_seat, self.steps[si]) == seat):
                return si, 1  # the crossing made: the target hand follows its partner's lead
        if code == _FINESSE and card // 13 == suit:
            return si, 1
        return si, sa


def _shed(opp: int, n: int) -> int:
    """``opp`` without its ``n`` lowest cards."""
    for _ in range(n):
        if opp:
            opp &= opp - 1
    return opp


def _suit_tricks(mine: int, theirs: int, opp: int) -> int:
    """The tricks a side takes in one suit played from the top, the highest card from
    whichever hand holds it and the lowest from the other, the opponents following low and
    winning whenever their best card beats the side's (entries are not counted)."""
    tricks = 0
    while mine or theirs:
        top = _high(mine | theirs)
        if mine >> top & 1:
            mine &= ~(1 << top)
            theirs &= theirs - 1 if theirs else 0
        else:
            theirs &= ~(1 << top)
            mine &= mine - 1 if mine else 0
        if opp and _high(opp) > top:
            opp &= ~(1 << _high(opp))
            opp = _shed(opp, 1)
        else:
            tricks += 1
            opp = _shed(opp, 2)
    return tricks


_REPS: dict[tuple[int, int], tuple[int, ...]] = {}
_PATTERNS: dict[tuple[int, int, int, int], int] = {}


def _pattern(parts: tuple[int, int, int, int], suit: int) -> int:
    """The owners of one suit's cards left, highest first, as a number (2 bits a card under
    a leading 1): positions that differ only in which low cards are gone get one key."""
    out = 1
    base = 13 * suit
    for r in range(12, -1, -1):
        b = 1 << (base + r)
        for seat in range(4):
            if parts[seat] & b:
                out = out << 2 | seat
                break
    return out


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
