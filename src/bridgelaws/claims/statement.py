"""The claim statement (Law 68C): what the claimer said he would do, as typed steps.

A small language, English and Russian keywords (docs/claims.md). A statement is split into
clauses at ``then``, ``,``, ``;``, ``and`` (``затем``, ``потом``, ``и``, ``далее``); each
clause becomes one :class:`Step`, in the order spoken, or is kept as free text and then counts
as no statement at all (the doubtful point goes against the claimer, Law 70A).

>>> parse_statement("draw trumps, then run the diamonds").steps
(DrawTrumps(), RunSuit(suit=<Suit.DIAMONDS: 1>))
>>> parse_statement("cash SA SK then conceding a heart").steps
(Cash(cards=(Card.parse('SA'), Card.parse('SK'))), Concede(suit=<Suit.HEARTS: 2>, count=1))
>>> parse_statement("снимаю козыри, затем импас ♥Д").steps
(DrawTrumps(), Finesse(suit=<Suit.HEARTS: 2>, card=Card.parse('HQ')))
>>> parse_statement("I think so").free_text
('I think so',)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgelaws.cards import Card, Rank, Strain, Suit
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message

__all__ = [
    "AllHigh",
    "Cash",
    "Concede",
    "Crossruff",
    "DrawTrumps",
    "Finesse",
    "Ruff",
    "RunSuit",
    "Statement",
    "Step",
    "parse_statement",
    "step_message",
]


@dataclass(frozen=True, slots=True)
class DrawTrumps:
    """``draw trumps``: lead trumps until the opponents have none."""


@dataclass(frozen=True, slots=True)
class RunSuit:
    """``run the diamonds`` / ``diamonds``: lead the suit while the claimer's side holds it."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class Cash:
    """``cash SA SK``: these cards, in this order."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Ruff:
    """``ruff a club``: lead the suit from one hand and trump it in the other."""

    suit: Suit | None
    count: int = 1


@dataclass(frozen=True, slots=True)
class Crossruff:
    """``crossruff``: ruff in both hands in turn."""


@dataclass(frozen=True, slots=True)
class Finesse:
    """``finesse the HQ`` / ``finesse hearts``: lead towards the named card (or the suit's
    finessing card) and play it when second hand plays low."""

    suit: Suit
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Concede:
    """``conceding a spade`` / ``one loser``: a trick given up (in that suit, when named)."""

    suit: Suit | None
    count: int = 1


@dataclass(frozen=True, slots=True)
class AllHigh:
    """``all``, ``high``, ``all mine``: the rest are winners, no order stated."""


Step = DrawTrumps | RunSuit | Cash | Ruff | Crossruff | Finesse | Concede | AllHigh


@dataclass(frozen=True, slots=True)
class Statement:
    """A parsed clarification statement: its steps in the order spoken, the clauses not
    understood (kept as free text), and the text as said."""

    steps: tuple[Step, ...] = ()
    free_text: tuple[str, ...] = ()
    text: str = ""

    @property
    def is_empty(self) -> bool:
        """No step understood: the Director treats it as no statement (Law 70A)."""
        return not self.steps

    @property
    def ordered_steps(self) -> tuple[Step, ...]:
        """The steps that fix an order of play (``AllHigh`` and an unnamed loser do not)."""
        return tuple(s for s in self.steps
                     if not isinstance(s, AllHigh)
                     and not (isinstance(s, Concede) and s.suit is None))

    def mentions_trumps(self, strain: Strain) -> bool:
        """Whether the statement speaks of the trumps (Law 70C1): drawing them, ruffing, or a
        trump named by suit or card."""
        trump = strain.suit
        if trump is None:
            return False
        for s in self.steps:
            if isinstance(s, DrawTrumps | Crossruff | Ruff):
                return True
            if isinstance(s, RunSuit | Finesse) and s.suit is trump:
                return True
            if isinstance(s, Cash) and any(c.suit is trump for c in s.cards):
                return True
            if isinstance(s, Concede) and s.suit is trump:
                return True
        return False

    def stated_finesses(self) -> frozenset[Suit]:
        return frozenset(s.suit for s in self.steps if isinstance(s, Finesse))


# --------------------------------------------------------------------------- the lexicon
_SUIT_WORDS: tuple[tuple[str, Suit], ...] = (
    (r"spades?|пик\w*|♠", Suit.SPADES),
    (r"hearts?|черв\w*|♥", Suit.HEARTS),
    (r"diamonds?|бубн\w*|буб\w*|♦", Suit.DIAMONDS),
    (r"clubs?|треф\w*|крест\w*|♣", Suit.CLUBS),
)
_TRUMP_WORD = r"trumps?|козыр\w*"
_NUMBERS = {"a": 1, "an": 1, "one": 1, "1": 1, "two": 2, "2": 2, "three": 3, "3": 3,
            "four": 4, "4": 4, "один": 1, "одна": 1, "одну": 1, "две": 2, "два": 2, "три": 3,
            "четыре": 4}
_SPLIT = re.compile(r"\s*(?:[,;]|\bthen\b|\band\b|\bзатем\b|\bпотом\b|\bдалее\b|\bи\b"
                    r"|\bafter that\b|\bпосле этого\b)\s*", re.IGNORECASE)
_ALL = re.compile(r"^(?:claim(?:ing)?\s+)?(?:(?:the\s+)?rest(?:\s+are)?(?:\s+(?:mine|good|high))?"
                  r"|all(?:\s+mine)?"
                  r"(?:\s+(?:high|good|tricks))?|(?:all\s+)?high|(?:they\s+are\s+)?all\s+good"
                  r"|все(?:\s+мои)?|всё(?:\s+моё)?|(?:все\s+)?старшие|остальные(?:\s+мои)?"
                  r"|остальные\s+взятки\s+мои)$", re.IGNORECASE)
_DRAW = re.compile(rf"^(?:draw(?:ing)?|pull(?:ing)?|clear(?:ing)?|cash(?:ing)?|run(?:ning)?|"
                   rf"снима\w*|сниму|снять|выбива\w*|вытян\w*|отыгр\w*|играю)?\s*(?:the\s+)?"
                   rf"(?:{_TRUMP_WORD})(?:\s+first|\s+сначала)?$", re.IGNORECASE)
_CROSS = re.compile(r"^(?:cross[- ]?ruff(?:ing)?|перекр[её]стн\w*(?:\s+\w+)?|перекр[её]стка)$",
                    re.IGNORECASE)
_RUFF = re.compile(r"^(?:ruff(?:ing)?|trump(?:ing)?|бью|побью|бить|перебью|отбью)\s+"
                   r"(?:(?P<n>\w+)\s+)?(?:the\s+)?(?P<suit>\S+)(?:\s+.*)?$", re.IGNORECASE)
_FINESSE = re.compile(r"^(?:take\s+the\s+|taking\s+the\s+)?(?:finesse|finessing|импас\w*|"
                      r"прорез\w*)\s+(?:(?:the|against|in|on|в|на|против)\s+)?(?P<rest>.+)$",
                      re.IGNORECASE)
_CONCEDE = re.compile(r"^(?:conced(?:e|ing)|los(?:e|ing)|giv(?:e|ing)\s+up|give|отда\w*|"
                      r"уступ\w*|проигр\w*)\s+(?:(?P<n>\w+)\s+)?(?P<rest>\S+)?$", re.IGNORECASE)
_LOSER = re.compile(r"^(?P<n>\w+)\s+(?:loser|losers|trick\s+to\s+you|проигрыш\w*|"
                    r"лузер\w*|взятк\w*\s+вам)$", re.IGNORECASE)
_RUN = re.compile(r"^(?:run(?:ning)?|cash(?:ing)?|play(?:ing)?|then|отыгр\w*|сыгра\w*|"
                  r"разыгра\w*|играю|беру)?\s*(?:the\s+|all\s+the\s+|все\s+)?(?P<suit>\S+)$",
                  re.IGNORECASE)
_CASH = re.compile(r"^(?:cash(?:ing)?|play(?:ing)?|lead(?:ing)?|отыгр\w*|сыгра\w*|играю|"
                   r"беру)?\s*(?P<cards>.+)$", re.IGNORECASE)


def _suit_word(word: str) -> Suit | None:
    w = word.strip().lower()
    for pattern, suit in _SUIT_WORDS:
        if re.fullmatch(pattern, w):
            return suit
    return None


def _count(word: str | None) -> int | None:
    if word is None:
        return 1
    return _NUMBERS.get(word.lower())


def _cards(text: str) -> tuple[Card, ...] | None:
    tokens = text.replace(",", " ").split()
    if not tokens:
        return None
    cards: list[Card] = []
    for t in tokens:
        try:
            cards.append(Card.parse(t))
        except NotationError:
            return None
    return tuple(cards)


def _card_or_suit(text: str) -> tuple[Suit, Card | None] | None:
    """``HQ``, ``♥Д``, ``the heart queen``, ``hearts``, ``в червах``."""
    words = text.replace("the ", " ").split()
    if len(words) == 1:
        cards = _cards(words[0])
        if cards is not None:
            return cards[0].suit, cards[0]
        suit = _suit_word(words[0])
        return None if suit is None else (suit, None)
    if len(words) == 2:
        suit = _suit_word(words[0])
        rank_names = {"ace": "A", "king": "K", "queen": "Q", "jack": "J", "ten": "T",
                      r"туз\w*": "A", r"корол\w*": "K", r"дам\w*": "Q", r"валет\w*": "J"}
        if suit is not None:
            for name, letter in rank_names.items():
                if re.fullmatch(name, words[1].lower()):
                    return suit, Card(suit, Rank.parse(letter))
    return None


def _clause(text: str) -> Step | None:
    t = " ".join(text.split()).strip(" .!")
    if not t:
        return None
    if _ALL.match(t):
        return AllHigh()
    if _DRAW.match(t):
        return DrawTrumps()
    if _CROSS.match(t):
        return Crossruff()
    m = _RUFF.match(t)
    if m:
        n = _count(m.group("n"))
        suit = _suit_word(m.group("suit"))
        if n is not None and suit is not None:
            return Ruff(suit, n)
    m = _FINESSE.match(t)
    if m:
        found = _card_or_suit(m.group("rest"))
        if found is not None:
            return Finesse(found[0], found[1])
    m = _CONCEDE.match(t)
    if m:
        n = _count(m.group("n"))
        rest = m.group("rest")
        if n is not None and rest is not None:
            suit = _suit_word(rest)
            if suit is not None:
                return Concede(suit, n)
            if re.fullmatch(r"tricks?|loser|losers|взятк\w*", rest, re.IGNORECASE):
                return Concede(None, n)
    m = _LOSER.match(t)
    if m:
        n = _count(m.group("n"))
        if n is not None:
            return Concede(None, n)
    m = _RUN.match(t)
    if m:
        suit = _suit_word(m.group("suit"))
        if suit is not None:
            return RunSuit(suit)
        if re.fullmatch(_TRUMP_WORD, m.group("suit"), re.IGNORECASE):
            return DrawTrumps()
    m = _CASH.match(t)
    if m:
        cards = _cards(m.group("cards"))
        if cards is not None:
            return Cash(cards)
    return None


def parse_statement(text: str) -> Statement:
    """Parse a clarification statement. Never raises: a clause not understood is kept in
    ``free_text`` (and counts as no statement for that part)."""
    steps: list[Step] = []
    free: list[str] = []
    for part in _SPLIT.split(text.strip()):
        if not part or not part.strip():
            continue
        step = _clause(part)
        if step is None:
            free.append(part.strip())
        else:
            steps.append(step)
    return Statement(tuple(steps), tuple(free), text)


# --------------------------------------------------------------------------- for people
def _suit_msg(suit: Suit) -> Message:
    return (Message("clubs"), Message("diamonds"), Message("hearts"), Message("spades"))[suit]


def step_message(step: Step) -> Message:
    """The step as understood, for people."""
    if isinstance(step, DrawTrumps):
        return Message("draw trumps")
    if isinstance(step, RunSuit):
        return Message("run the {suit}", suit=_suit_msg(step.suit))
    if isinstance(step, Cash):
        return Message("cash {cards}", cards=" ".join(c.symbol for c in step.cards))
    if isinstance(step, Ruff):
        if step.suit is None:
            return Message("ruff")
        return Message("ruff {suit} ({n})", suit=_suit_msg(step.suit), n=step.count)
    if isinstance(step, Crossruff):
        return Message("crossruff")
    if isinstance(step, Finesse):
        if step.card is not None:
            return Message("finesse the {card}", card=step.card.symbol)
        return Message("finesse in {suit}", suit=_suit_msg(step.suit))
    if isinstance(step, Concede):
        if step.suit is None:
            return Message("concede {n} trick(s), suit not named", n=step.count)
        return Message("concede {n} trick(s) in {suit}", n=step.count, suit=_suit_msg(step.suit))
    return Message("all the rest are high (no order stated)")
