"""The claim statement (Law 68C): what the claimer said he would do, as typed steps.

A small table language, in English and Russian (docs/claims.md, "The statement language").
The statement is cut into clauses (at ``then``, ``,``, ``;``, ``and``, ``затем``, ``потом``,
``и`` …); each clause is read by its words: the cards and suits it names (``♦K``, ``DK``,
``K♦``, ``king of diamonds``, ``король бубен``, ``♠Т``), the hand it names (``dummy``,
``стол``, ``my hand``, ``рука``), a count, and the verb that says what is done (draw, run,
cash, cross, ruff, finesse, knock out, concede, squeeze …). A clause that is not understood
is kept as free text and listed as such; it never discards the clauses that are understood
(they bind the claimer, Law 70D1).

>>> parse_statement("draw trumps, then run the diamonds").steps
(DrawTrumps(last=False), RunSuit(suit=<Suit.DIAMONDS: 1>, count=None, from_top=False))
>>> [type(s).__name__ for s in parse_statement("four diamonds, then a heart to my ace").steps]
['RunSuit', 'CrossTo']
>>> parse_statement("забираю все").steps
(AllHigh(),)
>>> s = parse_statement("king of diamonds to knock out the ace, the rest are mine")
>>> s.steps[0]
ForceOut(suit=<Suit.DIAMONDS: 1>, card=Card.parse('DK'), target=Card.parse('DA'))
>>> parse_statement("козыри сняты").believes_no_trumps
True
>>> parse_statement("cash the spades and hope").free_text
('hope',)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bridgelaws.cards import Card, Rank, Strain, Suit
from bridgelaws.i18n import Message

__all__ = [
    "AllHigh",
    "Cash",
    "Concede",
    "CrossTo",
    "Crossruff",
    "Discard",
    "DrawTrumps",
    "Finesse",
    "ForceOut",
    "NoTrumpsOut",
    "Ruff",
    "RunSuit",
    "Squeeze",
    "Statement",
    "Step",
    "Unblock",
    "parse_statement",
    "step_message",
]


# --------------------------------------------------------------------------- the steps
@dataclass(frozen=True, slots=True)
class DrawTrumps:
    """``draw trumps`` / ``draw the last trump``: lead trumps until the opponents have none."""

    last: bool = False


@dataclass(frozen=True, slots=True)
class RunSuit:
    """``run the diamonds``, ``four diamonds``, ``diamonds from the top``: lead the suit
    (``count`` times, when said); ``from_top``: highest cards first."""

    suit: Suit
    count: int | None = None
    from_top: bool = False


@dataclass(frozen=True, slots=True)
class Cash:
    """``cash SA SK``, ``play the ace of spades``: these cards, in this order."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class ForceOut:
    """``king of diamonds to knock out the ace``, ``drive out the ♦A``: lead the suit (the
    named card first) until the opponents' ``target`` (or every card above the side's
    highest) is gone."""

    suit: Suit
    card: Card | None = None
    target: Card | None = None


@dataclass(frozen=True, slots=True)
class CrossTo:
    """``heart to dummy``, ``a heart to my ace``, ``cross to hand``: a lead to the other hand
    of the side, to be won there (by ``card`` when named)."""

    to_dummy: bool | None = None
    suit: Suit | None = None
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Ruff:
    """``ruff a club (in dummy)``: lead the suit from one hand and trump it in the other."""

    suit: Suit | None
    count: int = 1
    in_dummy: bool | None = None


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
class Squeeze:
    """``squeeze``, ``сквиз``: the claimer will watch the discards (a card that becomes high
    because an opponent discarded is then known to him)."""

    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class Unblock:
    """``unblock``, ``overtake``: the claimer will unblock (or overtake) in that suit."""

    suit: Suit | None = None


@dataclass(frozen=True, slots=True)
class Concede:
    """``conceding a spade``, ``one loser``, ``без одной``: tricks given up (in that suit, or to
    that card, when named)."""

    suit: Suit | None
    count: int = 1
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Discard:
    """``throwing a spade on the king of diamonds``: the suit the claimer discards from."""

    suit: Suit


@dataclass(frozen=True, slots=True)
class AllHigh:
    """``all``, ``the rest are mine``, ``забираю все``: the rest are winners, no order."""


@dataclass(frozen=True, slots=True)
class NoTrumpsOut:
    """``trumps are drawn``, ``козыри сняты``: the claimer says no trump is out (when one is,
    this shows he was unaware of it, Law 70C2)."""


Step = (DrawTrumps | RunSuit | Cash | ForceOut | CrossTo | Ruff | Crossruff | Finesse | Squeeze
        | Unblock | Concede | AllHigh | NoTrumpsOut | Discard)

#: steps that say nothing about the order of play
_NO_ORDER = (AllHigh, NoTrumpsOut, Squeeze, Unblock, Discard)


@dataclass(frozen=True, slots=True)
class Statement:
    """A parsed clarification statement: its steps in the order spoken, the clauses not
    understood (kept as free text), and the text as said. ``ordered`` is false for a bare
    tally of tricks ("6 diamonds, 5 spades and 2 clubs"): a count of tricks is not an order
    of play."""

    steps: tuple[Step, ...] = ()
    free_text: tuple[str, ...] = ()
    text: str = ""
    ordered: bool = True

    @property
    def is_empty(self) -> bool:
        """No step understood: the Director treats it as no statement (Law 70A)."""
        return not self.steps

    @property
    def ordered_steps(self) -> tuple[Step, ...]:
        """The steps that fix an order of play."""
        if not self.ordered:
            return ()
        return tuple(s for s in self.steps if not isinstance(s, _NO_ORDER)
                     and not (isinstance(s, Concede) and s.suit is None))

    @property
    def believes_no_trumps(self) -> bool:
        """The claimer said no trump is out ("trumps are drawn")."""
        return any(isinstance(s, NoTrumpsOut) for s in self.steps)

    @property
    def squeeze(self) -> bool:
        """A squeeze was stated: the claimer watches the discards."""
        return any(isinstance(s, Squeeze) for s in self.steps)

    def mentions_trumps(self, strain: Strain) -> bool:
        """Whether the statement speaks of the opponents' trumps (Law 70C1): drawing them, a
        trump named by suit or card, or the word "trump" in a clause not understood. Ruffing
        or crossruffing speaks of the claimer's own trumps; saying that no trump is out is not
        a statement about a trump that is."""
        trump = strain.suit
        if trump is None or self.believes_no_trumps:
            return False
        for s in self.steps:
            if isinstance(s, DrawTrumps):  # ruffing speaks of his own trumps, not theirs
                return True
            if not self.ordered:
                continue  # a count of his winners names his trumps, not theirs
            if isinstance(s, RunSuit | Finesse | ForceOut | Concede) and s.suit is trump:
                return True
            if isinstance(s, Cash) and any(c.suit is trump for c in s.cards):
                return True
            if isinstance(s, CrossTo) and s.suit is trump:
                return True
        return any(_TRUMP.search(_norm(t)) for t in self.free_text)

    def stated_finesses(self) -> frozenset[Suit]:
        return frozenset(s.suit for s in self.steps if isinstance(s, Finesse))


# --------------------------------------------------------------------------- the lexicon
def _norm(text: str) -> str:
    t = text.lower().replace("ё", "е").replace("’", "'")
    return " ".join(t.split())


_SUIT_STEMS: tuple[tuple[re.Pattern[str], Suit], ...] = (
    (re.compile(r"^(?:spades?|spade|пик\w*|пика\w*)$"), Suit.SPADES),
    (re.compile(r"^(?:hearts?|черв\w*|черви\w*)$"), Suit.HEARTS),
    (re.compile(r"^(?:diamonds?|бубн\w*|бубен\w*|бубе\w*)$"), Suit.DIAMONDS),
    (re.compile(r"^(?:clubs?|треф\w*|крест\w*)$"), Suit.CLUBS),
)
_SYMBOLS = {"♠": Suit.SPADES, "♥": Suit.HEARTS, "♦": Suit.DIAMONDS, "♣": Suit.CLUBS,
            "♤": Suit.SPADES, "♡": Suit.HEARTS, "♢": Suit.DIAMONDS, "♧": Suit.CLUBS}
_RANK_WORDS: tuple[tuple[re.Pattern[str], Rank], ...] = (
    (re.compile(r"^(?:ace|aces|туз\w*)$"), Rank.ACE),
    (re.compile(r"^(?:king|kings|корол\w*)$"), Rank.KING),
    (re.compile(r"^(?:queen|queens|дам\w*)$"), Rank.QUEEN),
    (re.compile(r"^(?:jack|jacks|knave|валет\w*)$"), Rank.JACK),
    (re.compile(r"^(?:ten|tens|десятк\w*|десят\w*)$"), Rank.TEN),
    (re.compile(r"^(?:nine|девятк\w*)$"), Rank.NINE),
)
_NUMBERS = {"a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4,
            "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
            "один": 1, "одна": 1, "одну": 1, "одной": 1, "одного": 1, "две": 2, "два": 2,
            "двух": 2, "три": 3, "трех": 3, "четыре": 4, "четырех": 4, "пять": 5, "пяти": 5,
            "шесть": 6, "шести": 6, "семь": 7, "семи": 7, "восемь": 8, "девять": 9,
            "десять": 10}
_TRUMP = re.compile(r"\btrump|козыр")

# separators between clauses; "and" / "и" only between words
_SPLIT = re.compile(r"\s*(?:[,;.!:]+|\band then\b|\bthen\b|\band\b|\bafter that\b|\bafter which\b"
                    r"|\bзатем\b|\bпотом\b|\bдалее\b|\bпосле этого\b|\bпосле чего\b|\bи\b"
                    r"|\bа\s+потом\b)\s*", re.IGNORECASE)
_SEQUENCE = re.compile(r"\bthen\b|\bafter\b|\bfirst\b|\bзатем\b|\bпотом\b|\bпосле\b|\bсначала\b"
                       r"|\bдалее\b")

# verbs and phrases, tested on the normalized clause
_NO_TRUMPS = re.compile(
    r"(?:trumps?\s+(?:are|is|have been|has been)?\s*(?:all\s+)?(?:drawn|gone|cleared|pulled)"
    r"|no\s+(?:more\s+)?trumps?\s+(?:out|left|outstanding)|(?:they|you)\s+have\s+no\s+trumps?"
    r"|козыр\w*\s+(?:уже\s+)?(?:сняты|снят|вышли|кончились|выбиты)|козыр\w*\s+(?:у\s+вас\s+)?нет"
    r"|нет\s+(?:больше\s+)?козыр\w*|козырей\s+(?:больше\s+)?нет)")
_CROSSRUFF = re.compile(r"cross[- ]?ruff|перекр[её]ст|перекрестн")
_SQUEEZE = re.compile(r"squeez|сквиз|прижим")
_FINESSE = re.compile(r"finess|импас|прорез")
_RUFF = re.compile(r"\bruff|\btrump(?:ing)?\s+(?:a|an|one|two|the|\d)\b|\bбью\b|\bпобью|\bбить\b"
                   r"|\bперебью|\bотбью|козыря[юе]|козырн|\bподрежу|\bубью|\bруфф")
_CONCEDE = re.compile(r"conced|\byours\b|\bваш\w*|\blos(?:e|ing|er|ers)\b|give\s+up"
                      r"|giving\s+up|\bgive\b|\bgiving\b|to\s+you|you\s+(?:get|have|take)|отда\w*|уступ\w*|проигр\w*|\bсда\w*"
                      r"|лузер|\bбез\s+(?:одной|двух|трех|\d)")
_FORCE = re.compile(r"knock(?:ing)?\s+(?:out|it\s+out|the\s+\w+\s+out)|drive\s+out|driving\s+out"
                    r"|force\s+out|forcing\s+out|set(?:ting)?\s+up|establish|выби\w*|выбью"
                    r"|выгон\w*")
_CROSS = re.compile(r"\bcross\w*|\bto\s+(?:the\s+)?(?:dummy|table|board|hand|my\s+hand)\b"
                    r"|\bto\s+my\b|\bto\s+(?:the\s+|dummy's\s+)?(?:ace|king|queen|jack|ten|nine|eight)\b"
                    r"|\benter\w*"
                    r"|\bget\s+to\b|переход\w*|перейд\w*|перехож\w*|\bна\s+стол|\bв\s+руку"
                    r"|\bна\s+(?:туза|короля|даму|валета)|\bк\s+(?:тузу|королю)|\bна\s+мо")
_DRAW = re.compile(r"\bdraw\w*|\bpull\w*|\bclear\w*|\bstrip\w*|сним\w*|снял\w*|сниму|сня\w*"
                   r"|\bвыбер\w*|вытян\w*")
_ALL = re.compile(r"^(?:(?:i\s+)?(?:claim|have|take|win|got)\s+)?(?:the\s+)?(?:all|rest|remainder"
                  r"|remaining|everything|balance)\b|\ball\s+(?:mine|high|good|tricks|winners"
                  r"|the\s+rest)\b|\b(?:rest|remainder|remaining)\b|\bare\s+(?:mine|high|good)\b"
                  r"|^(?:high|good|mine)$|^(?:забира\w*|беру|взял\w*)?\s*(?:все|остальн\w*|"
                  r"оставш\w*)|\bостальн\w*|\bоставш\w*|\bвсе\s+(?:мои|взятки|старшие|мое)"
                  r"|^все$|^старшие$|\bостаток\b")
_FROM_TOP = re.compile(r"from\s+the\s+top|top\s+down|from\s+above|сверху|с\s+верх\w*"
                       r"|старшими")
_UNBLOCK = re.compile(r"unblock|overtak|разблок|перебива\w*\s+сво|обгон")
_DUMMY = re.compile(r"\b(?:dummy|table|board)\b|\bстол\w*|болван\w*")
_HAND = re.compile(r"\b(?:my\s+hand|hand|my\s+(?:ace|king|queen|jack|ten))\b|\bрук\w*"
                   r"|\bмо\w+\s+(?:туз|корол|дам|валет)")
_CARD_TOKEN = re.compile(r"^(?:(?P<s1>[shdc♠♥♦♣♤♡♢♧])(?P<r1>10|[akqjtxвдкт2-9])"
                         r"|(?P<r2>10|[akqjtвдкт2-9])(?P<s2>[♠♥♦♣♤♡♢♧]))$")
_RANK_LETTER = {"a": Rank.ACE, "k": Rank.KING, "q": Rank.QUEEN, "j": Rank.JACK, "t": Rank.TEN,
                "10": Rank.TEN, "т": Rank.ACE, "к": Rank.KING, "д": Rank.QUEEN,
                "в": Rank.JACK}
_SUIT_LETTER = {"s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}


def _suit_of_word(word: str) -> Suit | None:
    if word in _SYMBOLS:
        return _SYMBOLS[word]
    for pattern, suit in _SUIT_STEMS:
        if pattern.match(word):
            return suit
    return None


def _rank_of_word(word: str) -> Rank | None:
    for pattern, rank in _RANK_WORDS:
        if pattern.match(word):
            return rank
    return None


_MULTI = re.compile(r"^(?:(?P<s1>[♠♥♦♣♤♡♢♧])(?P<r1>(?:10|[akqjtвдкт2-9]){2,})"
                    r"|(?P<r2>(?:10|[akqjtвдкт2-9]){2,})(?P<s2>[♠♥♦♣♤♡♢♧]))$")


def _card_tokens(token: str) -> list[Card]:
    """``♠AK`` / ``AK♠``: several cards of one suit written with its symbol."""
    m = _MULTI.match(token)
    if not m:
        card = _card_token(token)
        return [] if card is None else [card]
    suit = _SYMBOLS[m.group("s1") or m.group("s2")]
    ranks = re.findall(r"10|.", m.group("r1") or m.group("r2"))
    return [Card(suit, _RANK_LETTER.get(r) or Rank(int(r))) for r in ranks]


def _card_token(token: str) -> Card | None:
    m = _CARD_TOKEN.match(token)
    if not m:
        return None
    if m.group("s1"):
        s, r = m.group("s1"), m.group("r1")
        suit = _SYMBOLS.get(s) or _SUIT_LETTER.get(s)
    else:
        s, r = m.group("s2"), m.group("r2")
        suit = _SYMBOLS.get(s)
    if suit is None or r == "x":
        return None
    rank = _RANK_LETTER.get(r)
    if rank is None:
        rank = Rank(int(r))
    return Card(suit, rank)


@dataclass
class _Words:
    """What a clause names: cards (in order), bare ranks (``the ace``), suits, a count."""

    cards: list[Card]
    ranks: list[Rank]
    suits: list[Suit]
    count: int | None
    trump_word: bool


def _words(clause: str) -> _Words:
    # split glued symbols ("♦k", "k♦") from words, keep card tokens whole
    tokens = re.findall(r"[♠♥♦♣♤♡♢♧]?(?:10|[^\s♠♥♦♣♤♡♢♧'\-]+)[♠♥♦♣♤♡♢♧]?|[♠♥♦♣♤♡♢♧]", clause)
    cards: list[Card] = []
    ranks: list[Rank] = []
    suits: list[Suit] = []
    count: int | None = None
    pending_rank: Rank | None = None
    pending_suit: Suit | None = None
    for raw in tokens:
        tok = raw.strip("()\"'«»“”:")
        if not tok:
            continue
        found = _card_tokens(tok)
        if found:
            cards.extend(found)
            pending_rank = pending_suit = None
            continue
        rank = _rank_of_word(tok)
        suit = _suit_of_word(tok)
        if rank is not None:
            if pending_suit is not None:  # "diamond king", "бубновый король"
                cards.append(Card(pending_suit, rank))
                suits.pop()
                pending_suit = None
                continue
            pending_rank = rank
            ranks.append(rank)
            continue
        if suit is not None:
            if pending_rank is not None:  # "king of diamonds", "король бубен", "ace queen of
                # diamonds": every rank named since the last card or suit
                while ranks:
                    cards.append(Card(suit, ranks.pop(0)))
                pending_rank = None
                continue
            suits.append(suit)
            pending_suit = suit
            continue
        if tok in ("of", "in", "the"):
            continue
        if tok in _NUMBERS and count is None:
            count = _NUMBERS[tok]
            continue
        if tok.isascii() and tok.isdigit() and count is None and len(tok) <= 2:
            count = int(tok)
            continue
        pending_rank = None
        pending_suit = None
    return _Words(cards, ranks, suits, count, bool(_TRUMP.search(clause)))


def _suit(w: _Words) -> Suit | None:
    if w.suits:
        return w.suits[0]
    if w.cards:
        return w.cards[0].suit
    return None


def _hand_named(clause: str) -> bool | None:
    """True: dummy; False: the claimer's own hand; None: not said."""
    if _DUMMY.search(clause):
        return True
    if _HAND.search(clause):
        return False
    return None


_DISCARD_ON = re.compile(r"(?:discard\w*|throw\w*|pitch\w*|shed\w*|dump\w*|сбрас\w*|сброш\w*"
                         r"|снес\w*|снош\w*|сбро\w*)\b.*?\b(?:on|under|на|под)\s+(?P<rest>.+)$")


_ALL_GOOD = re.compile(r"\ball\b|\bgood\b|\bhigh\b|\bwinners?\b|\bвсе\b|старш\w*|\bмои\b")
_PLACED = re.compile(r"\b(?:wrong|offside|onside|right|sits?|lies?|is\s+with|неудачн\w*|удачн\w*"
                     r"|сидит|под\s+импас\w*)\b")
_DOWN = re.compile(r"\b(?P<n>one|two|three|a|\d)\s+(?:off|down)\b")
#: a clause about what the opponents will do ("whoever wins will have to lead a club"): it
#: describes the line's effect, not a play of the claimer's
_THEY = re.compile(r"^(?:whoever|they|west|east|north|south|the\s+defen\w+|opponents?"
                   r"|кто\b|они\b|запад|восток|север|юг|защит\w+|оппонент\w*)\b")
_FILLER = re.compile(r"^(?:yes|yeah|ok|okay|well|so|right|sure|да|ну|так|хорошо|ладно)$")
_POSSESSION = re.compile(r"^(?:i\s+have|i've\s+got|i\s+hold|we\s+have|у\s+меня|имею|есть"
                         r"|i\s*(?:shall|will|'ll)\s+(?:make|take|win|get)|i\s+make|i\s+take"
                         r"|беру\s+\S|возьму|сделаю)\b")
#: a clause that names a way of playing ("I will take a club finesse") is not a count
_PLAY_VERB = re.compile("|".join(p.pattern for p in (
    _DRAW, _FINESSE, _RUFF, _CROSSRUFF, _SQUEEZE, _CROSS, _FORCE, _UNBLOCK, _FROM_TOP)))
_CONDITION = re.compile(r"^(?:unless|if|in case|provided|если|кроме|разве|при\s+условии)\b")


def _clause(clause: str, discards: list[Discard]) -> Step | None:
    """One clause's step (``None``: not understood); a discard plan it states ("throwing a
    spade on the DK") is added to ``discards``."""
    t = clause.strip(" .!?")
    if _FILLER.match(t):
        return _IGNORED
    if not t or _CONDITION.match(t) or _THEY.match(t):
        return None  # a condition ("unless East has four diamonds") is not a step
    if _POSSESSION.match(t) and not _PLAY_VERB.search(t):
        return AllHigh()  # "I have two master diamonds": a count of winners, not an order
    w = _words(t)
    suit = _suit(w)
    if _NO_TRUMPS.search(t) or (w.trump_word and _ALL_GOOD.search(t) and not _DRAW.search(t)
                                and not _CONCEDE.search(t)):
        return NoTrumpsOut()  # "trumps are drawn", "all trumps (all good)": none can beat his
    m = _DISCARD_ON.search(t)
    if m:  # "discard the club on the diamonds": the diamonds are cashed
        on = _words(m.group("rest"))
        thrown = _words(t[:m.start("rest")])
        if thrown.suits or thrown.cards:
            discards.append(Discard(_suit(thrown) or Suit.CLUBS))
        on_suit = _suit(on)
        if on.cards:
            return Cash(tuple(on.cards))
        if on_suit is not None:
            return RunSuit(on_suit, on.count)
        if thrown.suits or thrown.cards:
            return _IGNORED  # "throwing the S5 on them": the discard only (kept above)
        if on.trump_word:
            return DrawTrumps()
    if _CROSSRUFF.search(t):
        return Crossruff()
    if _SQUEEZE.search(t):
        return Squeeze(suit)
    if _PLACED.search(t) and not _FINESSE.search(t) and suit is not None:
        return Finesse(suit)  # "the king is wrong": a finesse against the card named
    if _FINESSE.search(t):
        if w.cards:
            return Finesse(w.cards[0].suit, w.cards[0])
        if suit is not None:
            card = Card(suit, w.ranks[0]) if w.ranks else None
            return Finesse(suit, card)
        return None
    if _FORCE.search(t):
        if suit is None and w.trump_word:
            return None
        if suit is None:
            return None
        named = [c for c in w.cards if c.suit is suit]
        named += [Card(suit, r) for r in w.ranks]
        if len(named) == 1:  # "knock out the ace": the card knocked out
            return ForceOut(suit, None, named[0])
        if not named:
            return ForceOut(suit)
        first, second = named[0], named[1]
        if second.rank < first.rank:
            first, second = second, first
        return ForceOut(suit, first, second)
    if _RUFF.search(t):
        if w.count is None and not w.cards and suit is None and not re.search(
                r"ruff|бью|бить|козыр", t):
            return None
        return Ruff(suit, w.count or 1, _hand_named(t))
    m = _DOWN.search(t)
    if m and not (w.cards or w.suits):
        return Concede(None, _NUMBERS.get(m.group("n")) or int(m.group("n")))
    if _CONCEDE.search(t):
        m = re.search(r"\bбез\s+(одной|двух|трех|\d)", t)
        if m:
            return Concede(None, _NUMBERS.get(m.group(1)) or int(m.group(1)))
        card = w.cards[0] if w.cards else None
        if card is None and w.ranks and suit is not None:
            card = Card(suit, w.ranks[0])
        if w.trump_word and suit is None:
            return Concede(None, w.count or 1)  # the trump suit is resolved by the search
        return Concede(suit, w.count or 1, card)
    if _CROSS.search(t) and not _ALL.search(t):
        to_dummy = _hand_named(t)
        card = w.cards[-1] if w.cards else None
        if card is None and w.ranks and suit is not None:
            card = Card(suit, w.ranks[-1])
        if to_dummy is None and card is None and suit is None:
            return None
        return CrossTo(to_dummy, suit, card)
    if _UNBLOCK.search(t):
        return Unblock(suit)
    if w.trump_word and (_DRAW.search(t) or not (w.cards or w.suits)):
        last = bool(re.search(r"last|последн", t))
        if last and not _DRAW.search(t):
            return AllHigh()  # "(I have) the last trump": a winner, not a line
        return DrawTrumps(last=last)
    if w.cards and not w.suits:
        return Cash(tuple(w.cards))
    if suit is not None:
        if w.cards and len({c.suit for c in w.cards}) == 1 and not w.suits[1:]:
            return Cash(tuple(w.cards))
        return RunSuit(suit, w.count, bool(_FROM_TOP.search(t)))
    if w.ranks and not w.suits:
        return None  # "the ace": a card without its suit
    if _ALL.search(t):
        return AllHigh()
    return None


#: a word that says nothing (``yes``, ``ну``): neither a step nor a clause not understood
_IGNORED = AllHigh()


def _tally(clauses: list[str], steps: list[Step]) -> bool:
    """A bare count of tricks per suit ("6 diamonds, 5 spades and 2 clubs")."""
    return (len(steps) > 1 and all(isinstance(s, RunSuit) and s.count is not None
                                   for s in steps)
            and all(re.fullmatch(r"\d+\s+\S+|\w+\s+\S+", c) is not None for c in clauses))


_RANK_WORD = r"(?:ace|king|queen|jack|ten|туз\w*|корол\w*|дам\w*|валет\w*|десятк\w*)"
#: "the ace and queen of diamonds": one clause, not two
_RANK_AND = re.compile(rf"\b({_RANK_WORD})\s+(?:and|и)\s+(?:the\s+)?({_RANK_WORD})\b",
                       re.IGNORECASE)

#: the Discard steps read inside the clause being parsed (a clause makes one step; "throw X
#: on Y" makes two: the Discard is collected here and put before Y's step)
@lru_cache(maxsize=1024)
def parse_statement(text: str) -> Statement:
    """Parse a clarification statement. Never raises: a clause not understood is kept in
    ``free_text`` and the clauses understood still bind the claimer."""
    norm = _norm(text.strip())
    steps: list[Step] = []
    free: list[str] = []
    clauses: list[str] = []
    joined = _RANK_AND.sub(r"\1 \2", " ".join(text.split()))
    for raw in _SPLIT.split(joined):
        part = _norm(raw.strip())
        if not part:
            continue
        discards: list[Discard] = []
        step = _clause(part, discards)
        steps.extend(discards)
        if step is _IGNORED:
            continue
        clauses.append(part)
        if step is None:
            free.append(raw.strip())
        elif not (isinstance(step, AllHigh) and step in steps):  # "all", said once
            steps.append(step)
    # a count of tricks ("6 diamonds, 5 spades and 2 clubs", "I shall make the HK, HQ and
    # the C10") is not an order of play, unless a word of sequence says it is
    counted = _tally(clauses, steps) or bool(clauses and _POSSESSION.match(clauses[0])
                                             and not _PLAY_VERB.search(clauses[0]))
    ordered = not (counted and not _SEQUENCE.search(norm))
    return Statement(tuple(steps), tuple(free), text, ordered)


# --------------------------------------------------------------------------- for people
def _suit_msg(suit: Suit) -> Message:
    return (Message("clubs"), Message("diamonds"), Message("hearts"), Message("spades"))[suit]


def _hand_msg(to_dummy: bool | None) -> Message:
    if to_dummy is None:
        return Message("the other hand")
    return Message("dummy") if to_dummy else Message("hand")


def step_message(step: Step) -> Message:
    """The step as understood, for people."""
    if isinstance(step, DrawTrumps):
        return Message("draw the last trump") if step.last else Message("draw trumps")
    if isinstance(step, RunSuit):
        if step.count is not None:
            return Message("{n} tricks in {suit}", n=step.count, suit=_suit_msg(step.suit))
        if step.from_top:
            return Message("run the {suit} from the top", suit=_suit_msg(step.suit))
        return Message("run the {suit}", suit=_suit_msg(step.suit))
    if isinstance(step, Cash):
        return Message("cash {cards}", cards=" ".join(c.symbol for c in step.cards))
    if isinstance(step, ForceOut):
        if step.target is not None:
            return Message("knock out the {card}", card=step.target.symbol)
        return Message("knock out the top {suit}", suit=_suit_msg(step.suit))
    if isinstance(step, CrossTo):
        if step.card is not None:
            return Message("cross to the {card}", card=step.card.symbol)
        if step.suit is not None:
            return Message("cross to {hand} in {suit}", hand=_hand_msg(step.to_dummy),
                           suit=_suit_msg(step.suit))
        return Message("cross to {hand}", hand=_hand_msg(step.to_dummy))
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
    if isinstance(step, Squeeze):
        return Message("squeeze (the discards are watched)")
    if isinstance(step, Unblock):
        return Message("unblock")
    if isinstance(step, Concede):
        if step.card is not None:
            return Message("concede a trick to the {card}", card=step.card.symbol)
        if step.suit is None:
            return Message("concede {n} trick(s), suit not named", n=step.count)
        return Message("concede {n} trick(s) in {suit}", n=step.count, suit=_suit_msg(step.suit))
    if isinstance(step, Discard):
        return Message("discard {suit}", suit=_suit_msg(step.suit))
    if isinstance(step, NoTrumpsOut):
        return Message("no trump is out (as the claimer believes)")
    return Message("all the rest are high (no order stated)")
