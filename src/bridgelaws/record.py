"""The table record: PBN 2.1 with a ``[TableLog ""]`` section (DESIGN.md, "The table record").

A json-like codec: :func:`loads`/:func:`load` read a record into a list of :class:`Game`,
:func:`dumps`/:func:`dump` write it back. Every problem with the text raises
:class:`~bridgelaws.errors.RecordError` carrying the line where it stands.

A game's events come from its ``[TableLog ""]`` section, one event a line. When a game has no
TableLog, its standard PBN ``[Auction]`` and ``[Play]`` sections, as other programs write
them, are turned into the same events (``source == "auction-play"``).

>>> games = loads('''[Board "8"]
... [Deal "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"]
... [TableLog ""]
... W 1C   ; an opening bid
... n 1s
... ''')
>>> g = games[0]
>>> g.dealer, g.vulnerability, [event_to_text(e) for e in g.events], g.events[1].line
(<Seat.WEST: 3>, <Vulnerability.NONE: 0>, ['W 1C', 'N 1S'], 5)
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from bridgelaws.auction import Auction
from bridgelaws.calls import PASS, Call
from bridgelaws.cards import Card, Rank, Strain, Suit, has_cyrillic, latin_reading
from bridgelaws.deal import Deal
from bridgelaws.errors import AlphabetError, NotationError, RecordError
from bridgelaws.events import (
    CallMade,
    CardFound,
    CardIndicated,
    CardMisplaced,
    CardMissing,
    CardNamed,
    CardPlayed,
    CardPointed,
    CardsShown,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    Inquiry,
    Omission,
    OptionChosen,
    TableEvent,
    TrickInspected,
    Warning,
)
from bridgelaws.i18n import Message
from bridgelaws.play import winning_index
from bridgelaws.seats import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["Game", "GameReading", "dump", "dumps", "event_to_text", "load", "loads",
           "parse_event", "read_games"]

Source = Literal["tablelog", "auction-play", "lin", "none"]

DEFAULT_EDITION = "2017"
#: the editions of the Laws the engine has a law book for (``bridgelaws.laws.lawbook_for``):
#: an ``[Edition]`` tag naming another is an error
EDITIONS = ("2017", "1997")

# Tags whose sections the codec turns into events: they are not kept in Game.tags.
_EVENT_TAGS = frozenset({"tablelog", "auction", "play"})
# Tags that may appear more than once in a game (PBN 2.1: one Note tag per note).
_REPEATABLE_TAGS = frozenset({"note"})
_TAG_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_TAG_PAIR = re.compile(r'\[\s*([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*')
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f]")
_CLAUSE = re.compile(r"([0-9]+)([A-Za-z]?)([0-9]*)([A-Za-z]?)(.*)", re.DOTALL)
_NAMED_WORDS = ("high", "low", "win", "ruff", "any")
_SUIT_CHARS = "CDHS♣♦♥♠"
_BARE_ARG = re.compile(r'[^\s";{}\\]+(?:[^\S\n\r]+[^\s";{}\\]+)*')
_BARE_ID = re.compile(r'[^\s";{}\\]+')


@dataclass(frozen=True)
class Game:
    """One game (board) of a table record.

    ``tags`` keeps every tag in file order except the sections the codec turns into
    ``events`` (``TableLog``, ``Auction``, ``Play``); a ``"#"`` value is already replaced by
    the previous game's value. ``board``, ``dealer``, ``vulnerability``, ``deal`` and
    ``edition`` are read from the tags (dealer and vulnerability default from the board
    number, Law 2). ``source`` says where the events came from and ``line`` where the game
    starts; neither takes part in equality, so ``loads(dumps(games)) == games``.
    """

    tags: tuple[tuple[str, str], ...]
    board: int | None
    dealer: Seat
    vulnerability: Vulnerability
    deal: Deal
    edition: str = DEFAULT_EDITION
    events: tuple[TableEvent, ...] = ()
    source: Source = field(default="none", compare=False)
    line: int | None = field(default=None, compare=False)

    def tag(self, name: str, default: str | None = None) -> str | None:
        """The value of the first tag called ``name`` (any case), or ``default``."""
        key = name.lower()
        for tag_name, value in self.tags:
            if tag_name.lower() == key:
                return value
        return default


# --------------------------------------------------------------------------- lexical layer


def unknown_edition(edition: str) -> Message:
    """The cause for an edition of the Laws the engine has no law book for."""
    known = Message("{editions} or {last}", editions=", ".join(EDITIONS[:-1]), last=EDITIONS[-1])
    return Message("edition {edition} is not known: {known}", edition=edition, known=known)


def _error(line: int | None, file: str | None, message: Message) -> RecordError:
    return RecordError(message, line=line, file=file)


def strip_comments(
    text: str, line: int | None, file: str | None, brace_from: int | None
) -> tuple[str, int | None]:
    """``text`` without its ``{...}`` and ``;`` comments (quoted strings are kept whole).

    ``brace_from`` is the line where a ``{`` comment still open began (``None`` if none); the
    state after this line is returned with the text.
    """
    out: list[str] = []
    in_quote = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if brace_from is not None:
            if ch == "}":
                brace_from = None
            i += 1
            continue
        if in_quote:
            out.append(ch)
            if ch == "\\" and i + 1 < n and text[i + 1] in '"\\':
                out.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                in_quote = False
        elif ch == '"':
            in_quote = True
            out.append(ch)
        elif ch == "{":
            brace_from = 0 if line is None else line
            out.append(" ")
        elif ch == ";":
            break
        else:
            out.append(ch)
        i += 1
    if in_quote:
        raise _error(line, file, Message("unterminated quote: a '\"' is not closed on this line"))
    return "".join(out), brace_from


def _unescape(text: str) -> str:
    return re.sub(r'\\(["\\])', r"\1", text)


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


@dataclass(frozen=True)
class _Token:
    text: str
    quoted: bool  # the whole token was one "quoted string"
    start: int


def _tokens(text: str, line: int | None, file: str | None) -> list[_Token]:
    """Split a comment-free line into tokens; a quoted string (with spaces) is one token."""
    tokens: list[_Token] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isspace():
            i += 1
            continue
        start = i
        buf: list[str] = []
        regions = bare = 0
        while i < n and not text[i].isspace():
            if text[i] == '"':
                regions += 1
                i += 1
                while i < n and text[i] != '"':
                    if text[i] == "\\" and i + 1 < n and text[i + 1] in '"\\':
                        i += 1
                    buf.append(text[i])
                    i += 1
                if i >= n:
                    raise _error(line, file, Message("unterminated quote: a '\"' is not closed on this line"))
                i += 1
            else:
                bare += 1
                buf.append(text[i])
                i += 1
        tokens.append(_Token("".join(buf), regions == 1 and bare == 0, start))
    return tokens


def _rest(text: str, tokens: list[_Token], k: int) -> str:
    """The rest of the line from token ``k``: one quoted string unquoted, else verbatim."""
    if k >= len(tokens):
        return ""
    if len(tokens) == k + 1 and tokens[k].quoted:
        return tokens[k].text
    return text[tokens[k].start:].strip()


# --------------------------------------------------------------------------- events


def _canonical_id(text: str) -> str:
    """A clause or option id in the Laws' spelling: ``27b1B`` -> ``27B1b``,
    ``50d2A-Require`` -> ``50D2a-require``; other words lower case."""
    m = _CLAUSE.fullmatch(text)
    if m is None:
        return text.lower()
    law, upper, number, lower, rest = m.groups()
    return law + upper.upper() + number + lower.lower() + rest.lower()


def _id_token(text: str, line: int | None, file: str | None) -> str:
    """An option or clause id: one word without quotes, braces, backslashes or ';'."""
    if _BARE_ID.fullmatch(text) is None:
        raise _error(line, file, Message("not an option or clause id: {text!r}", text=text))
    return _canonical_id(text)


def _canonical_word(text: str, line: int | None, file: str | None) -> str | None:
    """The word of ``names`` in canonical form, or ``None`` if it is not one (a Cyrillic
    letter that stands for nothing: the error that names it)."""
    low = text.lower()
    if low in _NAMED_WORDS:
        return low
    errors: list[AlphabetError] = []
    for parse in (Suit.parse, Rank.parse):
        try:
            return parse(text).letter
        except AlphabetError as e:
            errors.append(e)
        except NotationError:
            pass
    if errors:  # С: the suit's error (write C or ♣); А: the rank's
        suit_like = latin_reading(text).strip().upper() in "CDHS"
        raise _error(line, file, errors[0 if suit_like else -1].message)
    return None


def _tricks(token: _Token | None, keyword: str, line: int | None, file: str | None) -> int:
    if token is None:
        if keyword == "claims":
            raise _error(line, file, Message("'claims' needs a number of tricks, 0 to 13"))
        raise _error(line, file, Message("'concedes' needs a number of tricks, 0 to 13"))
    if re.fullmatch(r"[0-9]{1,3}", token.text) is None:
        raise _error(line, file, Message("{text!r} is not a number of tricks (0 to 13)", text=token.text))
    n = int(token.text)
    if n > 13:
        if keyword == "claims":
            raise _error(line, file, Message("a claim of {n} tricks: at most 13 tricks remain", n=n))
        raise _error(line, file, Message("a concession of {n} tricks: at most 13 tricks remain", n=n))
    return n


def _card(text: str, line: int | None, file: str | None) -> Card:
    try:
        return Card.parse(text)
    except AlphabetError as e:  # СТ, SТ: the character is named
        raise _error(line, file, e.message) from None
    except NotationError:
        raise _error(line, file, Message("unknown card {text!r}", text=text)) from None


def _one_card(tokens: list[_Token], missing: Message, line: int | None,
              file: str | None) -> Card:
    """The one card after a keyword (``W finds SQ``, ``S indicates H8``)."""
    if len(tokens) < 3:
        raise _error(line, file, missing)
    _no_more(tokens, 3, line, file)
    return _card(tokens[2].text, line, file)


def _trick_number(token: _Token, line: int | None, file: str | None) -> int:
    if re.fullmatch(r"[0-9]{1,2}", token.text) is None or not 1 <= int(token.text) <= 13:
        raise _error(line, file, Message("{text!r} is not the number of a trick (1 to 13)",
                                         text=token.text))
    return int(token.text)


def _seat_token(token: _Token, line: int | None, file: str | None) -> Seat:
    try:
        return Seat.parse(token.text)
    except AlphabetError as e:
        raise _error(line, file, e.message) from None
    except NotationError:
        raise _error(line, file, Message("unknown seat {text!r}", text=token.text)) from None


def _no_more(tokens: list[_Token], k: int, line: int | None, file: str | None) -> None:
    if len(tokens) > k:
        raise _error(line, file, Message("unexpected {text!r} at the end of the event", text=tokens[k].text))


def parse_event(text: str, line: int | None = None, file: str | None = None) -> TableEvent:
    """Parse one TableLog line (comments allowed) into its event, with ``line`` attached.

    Tokens are case-insensitive; option and clause ids come out in the Laws' spelling
    (``27B1b``), the word of ``names`` in canonical form (``high``, ``S``, ``T``).

    Raises :class:`RecordError` when the line is not an event.
    """
    cleaned, brace_from = strip_comments(text, line, file, None)
    if brace_from is not None:
        raise _error(line, file, Message("a comment opened with '{{' is not closed"))
    return _event(cleaned, line, file)


def _event(text: str, line: int | None, file: str | None) -> TableEvent:
    tokens = _tokens(text, line, file)
    if not tokens:
        raise _error(line, file, Message("no event on this line"))
    head = tokens[0].text
    if head.lower() == "director":
        if len(tokens) == 1:
            return DirectorCalled(line=line)
        if tokens[1].text.lower() == "by":
            if len(tokens) != 3:
                raise _error(line, file, Message(
                    "'director by' needs the seat that drew attention, such as director by N"))
            return DirectorCalled(by=_seat_token(tokens[2], line, file), line=line)
        if tokens[1].text.lower() == "inspects":
            if len(tokens) != 3:
                raise _error(line, file, Message(
                    "'director inspects' needs the number of the trick, such as director "
                    "inspects 5"))
            return TrickInspected(None, "inspects", _trick_number(tokens[2], line, file),
                                  line=line)
        if tokens[1].text.lower() != "rules":
            raise _error(line, file, Message("unexpected {text!r} after 'director': expected 'rules', 'by' or 'inspects'", text=tokens[1].text))
        if len(tokens) < 3:
            raise _error(line, file, Message("'director rules' needs a clause, such as 27B1b"))
        return DirectorRules(_id_token(tokens[2].text, line, file), _rest(text, tokens, 3),
                             line=line)
    try:
        seat = Seat.parse(head)
    except AlphabetError as e:
        raise _error(line, file, e.message) from None
    except NotationError:
        raise _error(line, file, Message("unknown seat {text!r}: an event starts with N, E, S, W or director", text=head)) from None
    if len(tokens) == 1:
        raise _error(line, file, Message("nothing after the seat: expected a call, a card or a keyword"))
    word = tokens[1].text
    key = word.lower()
    if key == "names":
        if len(tokens) < 3:
            raise _error(line, file, Message("'names' needs a word: high, low, win, ruff, any, "
                                             "a suit or a rank"))
        named = _canonical_word(tokens[2].text, line, file)
        if named is None:
            raise _error(line, file, Message("unknown word {text!r} after 'names': expected high, "
                                             "low, win, ruff, any, a suit or a rank",
                                             text=tokens[2].text))
        _no_more(tokens, 3, line, file)
        return CardNamed(seat, named, line=line)
    if key == "omits":
        _no_more(tokens, 2, line, file)
        return Omission(seat, line=line)
    if key == "finds":
        return CardFound(seat, _one_card(tokens, Message(
            "'finds' needs the card found, such as W finds SQ"), line, file), line=line)
    if key == "asks":
        if len(tokens) != 3:
            raise _error(line, file, Message("'asks' needs the seat asked, such as S asks W"))
        return Inquiry(seat, _seat_token(tokens[2], line, file), line=line)
    if key == "warns":
        _no_more(tokens, 2, line, file)
        return Warning(seat, line=line)
    if key == "lacks":
        return CardMissing(seat, _one_card(tokens, Message(
            "'lacks' needs the card missing from the hand, such as W lacks SQ"), line, file),
            line=line)
    if key == "holds":
        if len(tokens) != 5 or tokens[3].text.lower() != "of":
            raise _error(line, file, Message(
                "'holds' needs the card and the hand it belongs to, such as N holds HA of E"))
        return CardMisplaced(seat, _card(tokens[2].text, line, file),
                             _seat_token(tokens[4], line, file), line=line)
    if key == "points":
        if len(tokens) != 4:
            raise _error(line, file, Message(
                "'points' needs the owner of the card and the trick, such as S points E 6"))
        return CardPointed(seat, _seat_token(tokens[2], line, file),
                           _trick_number(tokens[3], line, file), line=line)
    if key in ("reviews", "peeks"):
        _no_more(tokens, 2, line, file)
        return TrickInspected(seat, key, line=line)
    if key == "inspects":
        if len(tokens) != 3:
            raise _error(line, file, Message(
                "'inspects' needs the number of the trick, such as W inspects 5"))
        return TrickInspected(seat, key, _trick_number(tokens[2], line, file), line=line)
    if key == "indicates":
        return CardIndicated(seat, _one_card(tokens, Message(
            "'indicates' needs the card dummy indicated"), line, file), line=line)
    if key == "shows":
        if len(tokens) < 3:
            raise _error(line, file, Message("'shows' needs at least one card"))
        return CardsShown(seat, tuple(_card(t.text, line, file) for t in tokens[2:]),
                          line=line)
    if key == "claims":
        n = _tricks(tokens[2] if len(tokens) > 2 else None, key, line, file)
        return Claim(seat, n, _rest(text, tokens, 3), line=line)
    if key == "concedes":
        n = _tricks(tokens[2] if len(tokens) > 2 else None, key, line, file)
        _no_more(tokens, 3, line, file)
        return Concession(seat, n, line=line)
    if key == "agrees":
        _no_more(tokens, 2, line, file)
        return ClaimAgreed(seat, line=line)
    if key == "disputes":
        _no_more(tokens, 2, line, file)
        return ClaimDisputed(seat, line=line)
    if key == "chooses":
        if len(tokens) < 3:
            raise _error(line, file, Message("'chooses' needs an option, such as 27B or 50D2a-require"))
        return OptionChosen(seat, _id_token(tokens[2].text, line, file),
                            _rest(text, tokens, 3), line=line)
    try:
        call = Call.parse(word)
    except NotationError:
        alphabet = _alphabet_error(word)
        if alphabet is not None:
            raise _error(line, file, alphabet.message) from None
    else:
        markers = _call_markers(tokens[2:], line, file)
        return CallMade(seat, call, artificial="artificial" in markers,
                        simultaneous="simultaneous" in markers, line=line)
    # A token that starts with a digit is a call ("8C" is not the club eight), unless it
    # ends with a suit symbol ("10♠").
    if word[:1].isdigit() and word[-1:] not in _SUIT_CHARS[4:]:
        raise _error(line, file, Message("unknown call {text!r}", text=word))
    try:
        card = Card.parse(word)
    except NotationError:
        pass
    else:
        return _card_event(seat, card, tokens[2:], line, file)
    if 0 < len(word) <= 3 and (word[0].upper() in _SUIT_CHARS or word[-1] in _SUIT_CHARS):
        raise _error(line, file, Message("unknown card {text!r}", text=word))
    raise _error(line, file, Message("unknown event {text!r}: expected a call, a card, or names, "
                             "indicates, shows, warns, asks, omits, finds, lacks, holds, "
                             "points, "
                             "reviews, "
                             "peeks, inspects, claims, "
                             "concedes, agrees, disputes, chooses", text=word))


def _alphabet_error(word: str) -> AlphabetError | None:
    """Why a token with Cyrillic letters is neither a call nor a card (``1С``, ``Х``, ``СТ``,
    ``SТ``), or ``None``: read as a call when it starts with a digit or looks like one (``Х``
    looks like the X of a double), else as a card."""
    if not has_cyrillic(word):
        return None
    looks = latin_reading(word)
    as_call = word[:1].isdigit() and word[-1:] not in _SUIT_CHARS[4:]
    if not as_call:
        try:
            Call.parse(looks)
            as_call = not has_cyrillic(looks)
        except NotationError:
            pass
    try:
        (Call.parse if as_call else Card.parse)(word)
    except AlphabetError as e:
        return e
    except NotationError:
        return None
    return None


_CALL_MARKERS = ("artificial", "simultaneous")
_CARD_MARKERS = ("hidden", "unnoticed", "simultaneous", "fifth", "instead", "unintended")


def _card_event(seat: Seat, card: Card, tokens: list[_Token], line: int | None,
                file: str | None) -> CardPlayed:
    """``<seat> <card> [<card>...] [hidden|unnoticed] [simultaneous] [fifth] [instead]
    [unintended]``."""
    also: list[Card] = []
    markers: set[str] = set()
    for token in tokens:
        word = token.text.lower()
        if word in _CARD_MARKERS:
            if word in markers:
                raise _error(line, file, Message("{text!r} is written twice", text=token.text))
            markers.add(word)
            continue
        if markers:
            raise _error(line, file, Message(
                "unexpected {text!r}: the cards played at once come before the markers",
                text=token.text))
        try:
            other = Card.parse(token.text)
        except AlphabetError as e:
            raise _error(line, file, e.message) from None
        except NotationError:
            raise _error(line, file, Message(
                "unexpected {text!r} after a card: expected another card played at the same "
                "time, hidden, unnoticed, simultaneous, fifth, instead or unintended",
                text=token.text)) from None
        if other is card or other in also:
            raise _error(line, file, Message("{card} is written twice", card=str(other)))
        also.append(other)
    if "hidden" in markers and not also:
        raise _error(line, file, Message(
            "'hidden' says that the other cards played at the same time were not seen: it "
            "needs at least two cards"))
    if "unnoticed" in markers and (not also or "hidden" in markers):
        raise _error(line, file, Message(
            "'unnoticed' says that the other cards went to the trick with the first and nobody "
            "saw them (Law 67): it needs at least two cards, and not 'hidden'"))
    if len(markers & {"fifth", "instead", "unintended", "simultaneous"}) > 1 or (
            also and markers & {"fifth", "instead", "unintended"}):
        raise _error(line, file, Message(
            "one card, one kind of play: simultaneous, fifth, instead and unintended do not "
            "go together, nor with other cards"))
    return CardPlayed(seat, card, also=tuple(also), hidden="hidden" in markers,
                      unnoticed="unnoticed" in markers, simultaneous="simultaneous" in markers, fifth="fifth" in markers,
                      instead="instead" in markers, unintended="unintended" in markers,
                      line=line)


def _call_markers(tokens: list[_Token], line: int | None, file: str | None) -> set[str]:
    """The markers after a call: ``artificial`` and ``simultaneous``, each at most once."""
    markers: set[str] = set()
    for token in tokens:
        word = token.text.lower()
        if word not in _CALL_MARKERS:
            raise _error(line, file, Message(
                "unexpected {text!r} after a call: expected artificial or simultaneous",
                text=token.text))
        if word in markers:
            raise _error(line, file, Message("{text!r} is written twice", text=token.text))
        markers.add(word)
    return markers


def _bare_id(text: str, what: str) -> str:
    if _BARE_ID.fullmatch(text) is None:
        raise NotationError(Message("{what} {text!r} cannot be written as one word",
                                    what=what, text=text))
    return text


def _arg_text(text: str) -> str:
    """An argument as written after its option: bare if it reads back the same, else quoted."""
    if "\n" in text or "\r" in text:
        raise NotationError(Message("an argument must be on one line: {text!r}", text=text))
    if _BARE_ARG.fullmatch(text) is not None:
        return text
    return '"' + _escape(text) + '"'


def event_to_text(event: TableEvent) -> str:
    """The TableLog line of ``event``: ``"W SQ"``, ``"N 1H"``, ``'S claims 3 "rest"'``.

    ``parse_event(event_to_text(e)) == e`` for every event in canonical form. Raises
    :class:`NotationError` for an event that cannot be written on one line.
    """
    match event:
        case CallMade(seat=seat, call=call, artificial=artificial, simultaneous=simultaneous):
            return f"{seat} {call}" + " artificial" * artificial + " simultaneous" * simultaneous
        case CardPlayed(seat=seat, card=card, also=also, hidden=hidden, unnoticed=unnoticed,
                        simultaneous=simultaneous, fifth=fifth, instead=instead,
                        unintended=unintended):
            return (f"{seat} {card}" + "".join(f" {c}" for c in also) + " hidden" * hidden
                    + " unnoticed" * unnoticed + " simultaneous" * simultaneous + " fifth" * fifth + " instead" * instead
                    + " unintended" * unintended)
        case CardNamed(seat=seat, word=word):
            return f"{seat} names {_bare_id(word, 'word')}"
        case CardIndicated(seat=seat, card=card):
            return f"{seat} indicates {card}"
        case CardsShown(seat=seat, cards=cards):
            if not cards:
                raise NotationError(Message("'shows' needs at least one card"))
            return f"{seat} shows " + " ".join(str(c) for c in cards)
        case Claim(seat=seat, tricks=tricks, statement=statement):
            if not statement:
                return f"{seat} claims {tricks}"
            if "\n" in statement or "\r" in statement:
                raise NotationError(Message("a claim statement must be on one line"))
            return f'{seat} claims {tricks} "{_escape(statement)}"'
        case Concession(seat=seat, tricks=tricks):
            return f"{seat} concedes {tricks}"
        case ClaimAgreed(seat=seat):
            return f"{seat} agrees"
        case ClaimDisputed(seat=seat):
            return f"{seat} disputes"
        case DirectorCalled(by=by):
            return "director" if by is None else f"director by {by}"
        case Warning(seat=seat):
            return f"{seat} warns"
        case Inquiry(seat=seat, other=other):
            return f"{seat} asks {other}"
        case CardMissing(seat=seat, card=card):
            return f"{seat} lacks {card}"
        case CardMisplaced(seat=seat, card=card, owner=owner):
            return f"{seat} holds {card} of {owner}"
        case CardPointed(seat=seat, owner=owner, trick=trick):
            return f"{seat} points {owner} {trick}"
        case TrickInspected(seat=None, what=what, trick=trick):
            return f"director {what} {trick}"
        case TrickInspected(seat=seat, what=what, trick=trick):
            return f"{seat} {what}" + ("" if trick is None else f" {trick}")
        case Omission(seat=seat):
            return f"{seat} omits"
        case CardFound(seat=seat, card=card):
            return f"{seat} finds {card}"
        case OptionChosen(seat=seat, option=option, arg=arg):
            text = f"{seat} chooses {_bare_id(option, 'option')}"
            return f"{text} {_arg_text(arg)}" if arg else text
        case DirectorRules(clause=clause, arg=arg):
            text = f"director rules {_bare_id(clause, 'clause')}"
            return f"{text} {_arg_text(arg)}" if arg else text
    raise TypeError(f"not a table event: {event!r}")  # pragma: no cover


# --------------------------------------------------------------------------- file layer


@dataclass
class _RawTag:
    name: str
    value: str
    line: int


@dataclass
class _RawGame:
    line: int
    tags: list[_RawTag] = field(default_factory=list)
    # index of a section tag in ``tags`` -> its data lines (line number, comment-free text)
    data: dict[int, list[tuple[int, str]]] = field(default_factory=dict)
    # what the lexical layer could not read in this game (tolerant reading only)
    errors: list[RecordError] = field(default_factory=list)

    def find(self, name: str) -> int | None:
        for i, tag in enumerate(self.tags):
            if tag.name.lower() == name:
                return i
        return None

    def get(self, name: str) -> _RawTag | None:
        """The first tag of that (lower-case) name."""
        i = self.find(name)
        return None if i is None else self.tags[i]

    def section(self, name: str) -> tuple[_RawTag, list[tuple[int, str]]] | None:
        """The tag of that (lower-case) name with its section's data lines."""
        i = self.find(name)
        return None if i is None else (self.tags[i], self.data.get(i, []))


def _has_section(name: str) -> bool:
    low = name.lower()
    return low in _EVENT_TAGS or (low.endswith("table") and low != "table")


def _parse_tag_line(text: str, line: int, file: str | None) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    pos, n = 0, len(text)
    while pos < n:
        m = _TAG_PAIR.match(text, pos)
        if m is None:
            raise _error(line, file, Message("malformed tag line: expected [Name \"value\"]"))
        pairs.append((m.group(1), _unescape(m.group(2))))
        pos = m.end()
    return pairs


def split_games(lines: Sequence[str], file: str | None, *,
                any_section: bool = False, tolerant: bool = False) -> list[_RawGame]:
    """Group the lines into games: tags and their sections; a blank line ends a game (the
    lexical layer of PBN, shared by table records and session files). With ``any_section``
    (session files: ``[Adjusted]``) every tag may own the data lines that follow it.

    Raises :class:`RecordError` at the first line that cannot be read; ``tolerant``
    (:func:`read_games`) keeps each such error with its game (``_RawGame.errors``: text
    before a game's first tag goes with that game), skips the line and reads on.
    """
    games: list[_RawGame] = []
    game: _RawGame | None = None
    section: int | None = None
    blank = True
    brace_from: int | None = None
    waiting: list[RecordError] = []  # tolerant: errors before the game they belong to

    def report(error: RecordError) -> None:
        if not tolerant:
            raise error
        if game is None or blank:
            waiting.append(error)
        else:
            game.errors.append(error)

    for lineno, raw in enumerate(lines, 1):
        if brace_from is None:
            if raw.startswith("%"):
                continue
            if not raw.strip():
                blank = True
                continue
        try:
            text, brace_from = strip_comments(raw, lineno, file, brace_from)
        except RecordError as exc:  # an unterminated quote: the line is skipped
            report(exc)
            continue
        text = text.strip()
        if not text:
            continue
        if text.startswith("["):
            try:
                pairs = _parse_tag_line(text, lineno, file)
            except RecordError as exc:
                pairs = []
                if game is None or blank:  # a game starts here, with its error
                    game = _RawGame(lineno)
                    games.append(game)
                    section = None
                    blank = False
                report(exc)
                continue
            if game is None or blank:
                game = _RawGame(lineno)
                games.append(game)
                section = None
                game.errors.extend(waiting)
                waiting = []
            for name, value in pairs:
                if name.lower() not in _REPEATABLE_TAGS and game.find(name.lower()) is not None:
                    blank = False
                    report(_error(lineno, file, Message("tag [{name}] appears twice in one game (a "
                                                        "blank line must separate games)", name=name)))
                    continue
                game.tags.append(_RawTag(name, value, lineno))
                if any_section or name.lower() not in _REPEATABLE_TAGS or section is None:
                    section = len(game.tags) - 1
        else:
            if game is None or section is None:
                report(_error(lineno, file, Message("text before the first tag: a game starts with "
                                                    "tags such as [Board \"1\"]")))
                continue
            owner = game.tags[section]
            if not any_section and not _has_section(owner.name):
                blank = False
                report(_error(lineno, file, Message("unexpected text after the tag [{name}]: table "
                                                    "events go after a [TableLog \"\"] tag", name=owner.name)))
                continue
            game.data.setdefault(section, []).append((lineno, text))
        blank = False
    if brace_from is not None:
        blank = False
        report(_error(brace_from, file, Message("a comment opened with '{{' is never closed")))
    if waiting:  # no game after them: they go with the last game, or stand alone
        if games:
            games[-1].errors.extend(waiting)
        else:
            games.append(_RawGame(waiting[0].line or 1, errors=waiting))
    return games


# --------------------------------------------------------------------------- tag values


def _board(text: str, line: int | None, file: str | None) -> int | None:
    t = text.strip()
    if t in ("", "?"):
        return None
    if re.fullmatch(r"[0-9]{1,9}", t) is None:
        raise _error(line, file, Message("bad board number {text!r}", text=text))
    if int(t) < 1:
        raise _error(line, file, Message("board number must be positive, not {board}", board=int(t)))
    return int(t)


def _dealer(text: str, board: int | None, line: int | None, file: str | None) -> Seat:
    t = text.strip()
    if t in ("", "?"):
        if board is None:
            raise _error(line, file, Message("no Dealer tag, and no Board number to take the dealer from"))
        return board_dealer(board)
    try:
        return Seat.parse(t)
    except AlphabetError as e:
        raise _error(line, file, e.message) from None
    except NotationError:
        raise _error(line, file, Message("unknown dealer {text!r}: expected N, E, S or W", text=text)) from None


def _vulnerability(
    text: str, board: int | None, line: int | None, file: str | None
) -> Vulnerability:
    t = text.strip()
    if t in ("", "?"):
        if board is None:
            raise _error(line, file, Message("no Vulnerable tag, and no Board number to take it from"))
        return board_vulnerability(board)
    try:
        return Vulnerability.parse(t)
    except NotationError:
        raise _error(line, file, Message("bad vulnerability {text!r}: expected None, NS, EW or All", text=text)) from None


def _deal(text: str, line: int | None, file: str | None) -> Deal:
    if not text.strip():
        raise _error(line, file, Message("the Deal tag is empty"))
    try:
        return Deal.from_pbn(text)
    except NotationError as e:
        raise RecordError(e.message, line=line, file=file) from None


def _contract_strain(text: str, line: int, file: str | None) -> Strain | Literal[False] | None:
    """The trump of a Contract tag; ``False`` for a passed-out board, ``None`` if unknown."""
    t = text.strip().upper()
    if t in ("", "?"):
        return None
    if t == "PASS":
        return False
    m = re.fullmatch(r"([1-7])(NT|N|C|D|H|S)X{0,2}", t)
    if m is None:
        raise _error(line, file, Message("bad Contract tag {text!r}", text=text))
    return Strain.parse(m.group(2))


# --------------------------------------------------------------------------- Auction/Play

# PBN 2.1 marks an irregular call or card with '^' and one letter. In [Auction]: ^I before an
# insufficient bid that stood (Law 27A), ^S in place of the call of a player who lost his
# turn to an accepted call out of rotation (Law 29A). In [Play]: ^L before a card that led
# a trick out of turn and stood, ^R before a revoke.
_AUCTION_MARKS = "IS"
_PLAY_MARKS = "LR"
_NOTE_REF = re.compile(r"=[0-9]+=")
_MARK_SPLIT = re.compile(r"(\^.?)", re.DOTALL)


@dataclass(frozen=True)
class _Item:
    line: int
    text: str  # a call or card token, or the letter of a mark (upper case)
    mark: bool = False


def _section_items(data: list[tuple[int, str]], marks: str, file: str | None) -> list[_Item]:
    """Tokens and '^' marks of an Auction or Play section, without annotations (notes, NAGs,
    ! and ?). A mark is '^' and one letter, written alone or against a token (``^I1D``)."""
    items: list[_Item] = []
    for lineno, text in data:
        for raw in text.split():
            for piece in _MARK_SPLIT.split(_NOTE_REF.sub("", raw)):
                if piece.startswith("^"):
                    letter = piece[1:].upper()
                    if not letter or letter not in marks:
                        raise _error(lineno, file, _unknown_mark(piece, marks))
                    items.append(_Item(lineno, letter, mark=True))
                    continue
                tok = piece.rstrip("!?")
                if not tok or re.fullmatch(r"\$[0-9]+", tok):
                    continue
                items.append(_Item(lineno, tok))
    return items


def _unknown_mark(text: str, marks: str) -> Message:
    if marks == _AUCTION_MARKS:
        return Message("unknown mark {text!r} in the auction: PBN marks an insufficient bid "
                       "that stood with ^I and a lost turn with ^S", text=text)
    return Message("unknown mark {text!r} in the play: PBN marks a lead out of turn that "
                   "stood with ^L and a revoke with ^R", text=text)


def _section_seat(tag: _RawTag, file: str | None) -> Seat:
    try:
        return Seat.parse(tag.value)
    except AlphabetError as e:
        raise _error(tag.line, file, e.message) from None
    except NotationError:
        raise _error(tag.line, file, Message("unknown seat {text!r} in the [{name}] tag", text=tag.value, name=tag.name)) from None


class _AuctionReader:
    """The events of a standard [Auction] section: the calls in rotation from the section's
    seat, each made by the seat in whose column it stands.

    ``^S`` holds the place of a player who lost his turn: the next call is made out of
    rotation, at his turn, and the call after it (by the offender's LHO) accepts it (Law 29A).
    ``^I`` marks an insufficient bid; the next call (by the offender's LHO) accepts it (Law
    27A). The standard's reference checker reads ``^I`` before its bid (``1H ^I 1D``); it is
    also taken after it (``1H 1D^I``) when the next call is not an insufficient bid. When the
    section ends before the call that would accept an irregular call, the acceptance is
    recorded as the LHO's choice (``director``, ``<LHO> chooses 27A|29A``); so is a call made
    when three turns were lost (only the first call of the auction can be: the player whose
    turn it was is the offender's LHO, and his own call would cancel it, Law 28B).
    """

    def __init__(self, seat: Seat, items: list[_Item], file: str | None) -> None:
        self.items = items
        self.file = file
        self.seat = seat
        self.auction = Auction(seat)
        self.events: list[TableEvent] = []
        self.marked: int | None = None  # the line of a ^I waiting for its bid
        self.skipped: list[int] = []  # the lines of the ^S before the next call
        # the last call, when it stands only once the next player calls over it
        self.unaccepted: tuple[Seat, str, str, int] | None = None
        # the last call (as written) and the bid it was made over (to explain a misplaced ^I)
        self.previous: tuple[str, Call, Call | None] | None = None
        self.after_call = False  # the pending ^I was written right after a call
        self.i = 0

    def error(self, line: int, message: Message) -> RecordError:
        return _error(line, self.file, message)

    def read(self) -> tuple[list[TableEvent], Auction]:
        items = self.items
        while self.i < len(items):
            item = items[self.i]
            self.i += 1
            if item.mark:
                self.mark(item)
            elif item.text == "*":
                break
            elif item.text in ("-", "+"):
                continue
            elif item.text.upper() == "AP":
                self.all_pass(item.line)
            else:
                try:
                    call = Call.parse(item.text)
                except AlphabetError as e:
                    raise self.error(item.line, e.message) from None
                except NotationError:
                    raise self.error(item.line, Message("unknown call {text!r}",
                                                        text=item.text)) from None
                self.call(call, item.line, item.text)
        self.finish()
        return self.events, self.auction

    def mark(self, item: _Item) -> None:
        if self.marked is not None:
            if item.text == "I":
                raise self.error(item.line, Message("{text!r} is written twice", text="^I"))
            raise self.error(self.marked, Message(
                "^I marks an insufficient bid, but ^S follows it"))
        if self.auction.is_over:
            raise self.error(item.line, Message("^{mark} after the end of the auction",
                                                mark=item.text))
        if item.text == "I":
            self.marked = item.line
            before = self.items[self.i - 2] if self.i >= 2 else None
            self.after_call = before is not None and not before.mark
            return
        if self.unaccepted is not None:
            _, text, law, _ = self.unaccepted
            raise self.error(item.line, Message(
                "^S cannot follow {call}: {call} stands only when the next player calls over "
                "it (Law {law})", call=text, law=law))
        self.skipped.append(item.line)
        self.seat = self.seat.next()
        if len(self.skipped) > 3:
            raise self.error(item.line, Message("four ^S in a row: a whole round cannot be "
                                                "skipped"))

    def all_pass(self, line: int) -> None:
        """``AP``: the players still to call pass, until the auction is over."""
        if self.marked is not None:
            raise self.error(self.marked, Message(
                "^I marks an insufficient bid, but {call} is not one", call="AP"))
        for _ in range(4):
            if self.auction.is_over:
                return
            self.call(PASS, line, "Pass")

    def call(self, call: Call, line: int, text: str) -> None:
        """A call, ``text`` as written."""
        auction, seat, lost = self.auction, self.seat, len(self.skipped)
        last = auction.last_bid
        if auction.is_over:  # a call after the final pass: the table applies Law 39
            self.events.append(CallMade(seat, call, line=line))
            self.seat = seat.next()
            return
        if call.above_seven:
            raise self.error(line, Message("{call}: a bid of more than seven cannot stand "
                                           "(Law 38)", call=text))
        insufficient = call.is_bid and not auction.is_sufficient(call)
        marked = self.marked is not None
        if insufficient and not marked:
            nxt = self.items[self.i] if self.i < len(self.items) else None
            if nxt is None or not nxt.mark or nxt.text != "I":
                raise self.error(line, Message(
                    "insufficient bid {call} without ^I: PBN marks an insufficient bid that "
                    "stood (Law 27A) with ^I", call=text))
            self.i += 1  # the ^I written after its bid
            marked = True
        if marked and not insufficient:
            if self.marked is not None and self.after_call and self.previous is not None:
                raise self.error(self.marked, Message(
                    "^I marks an insufficient bid, but neither {before} before it nor {after} "
                    "after it is one", before=self.previous[0], after=text))
            raise self.misplaced_i(self.marked if self.marked is not None else line, text,
                                   call, last)
        if lost:
            if insufficient or not auction.is_admissible(call, seat):
                raise self.error(line, Message(
                    "{call} out of rotation (after ^S) cannot be accepted: it is not a legal "
                    "call here (Law 29A)", call=text))
            if lost == 3 and auction.entries:
                raise self.error(self.skipped[0], Message(
                    "three ^S in a row: {seat} would call twice in a row, which is a change "
                    "of call (Law 25), not a call out of rotation", seat=str(seat)))
        elif not insufficient and not auction.is_admissible(call, seat):
            raise self.error(line, Message("{call} is not a legal call here (Law 19); PBN has "
                                           "no mark for it", call=text))
        self.events.append(CallMade(seat, call, line=line))
        if lost == 3:  # the player whose turn it was accepts it by his choice
            self.events += [DirectorCalled(line=line), OptionChosen(seat.lho, "29A", line=line)]
        self.auction = auction = auction.add(call, seat)
        if auction.is_over:
            missed = auction.missed_turn()
            if missed is not None:
                raise self.error(line, Message(
                    "the auction does not end here: {seat} lost his turn to a pass out of "
                    "rotation (^S), and Law 17D3 gives it back to him", seat=str(missed[1])))
            if auction.unheard() is not None:  # 17D3: the table keeps it open for him
                self.auction = auction = auction.kept_open()
        self.unaccepted = None
        if insufficient:
            self.unaccepted = (seat, text, "27A", line)
        elif lost in (1, 2):
            self.unaccepted = (seat, text, "29A", line)
        self.previous = (text, call, last)
        self.marked = None
        self.skipped = []
        self.seat = seat.next()

    def misplaced_i(self, line: int, text: str, call: Call, last: Call | None
                    ) -> RecordError:
        """A ^I next to a call (``text`` as written) that is not an insufficient bid
        (``1C 1D^I``)."""
        if call.is_bid and last is not None:
            return self.error(line, Message(
                "^I marks an insufficient bid, but {call} is sufficient over {last}",
                call=text, last=str(last)))
        return self.error(line, Message("^I marks an insufficient bid, but {call} is not one",
                                        call=text))

    def finish(self) -> None:
        if self.marked is not None:
            if self.previous is not None:
                raise self.misplaced_i(self.marked, *self.previous)
            raise self.error(self.marked, Message("^I at the end of the auction: it must stand "
                                                  "next to the insufficient bid it marks"))
        if self.skipped:
            raise self.error(self.skipped[-1], Message(
                "^S at the end of the auction: it must be followed by the call made out of "
                "rotation"))
        if self.unaccepted is not None:  # no next call: accepted by the LHO's choice
            seat, _, option, line = self.unaccepted
            self.events += [DirectorCalled(line=line), OptionChosen(seat.lho, option, line=line)]


def _auction_events(tag: _RawTag, data: list[tuple[int, str]], file: str | None
                    ) -> tuple[list[TableEvent], Auction | None]:
    """The events of an [Auction] section and the auction that stands after them."""
    items = _section_items(data, _AUCTION_MARKS, file)
    if not items:
        return [], None
    return _AuctionReader(_section_seat(tag, file), items, file).read()


def _trump(standing: Auction | None, raw: _RawGame, play_tag: _RawTag, file: str | None
           ) -> Strain:
    """The trump for ordering the play: the auction's contract, else the Contract tag."""
    if standing is not None and standing.is_over:
        if standing.contract is None:
            raise _error(play_tag.line, file, Message("the board was passed out, but the Play section has cards"))
        return standing.contract.strain
    i = raw.find("contract")
    strain = None if i is None else _contract_strain(raw.tags[i].value, raw.tags[i].line,
                                                      file)
    if strain is False:
        raise _error(play_tag.line, file, Message("the board was passed out, but the Play section has cards"))
    if strain is None:
        raise _error(play_tag.line, file, Message("cannot order the play: no complete auction and no "
                                          "Contract tag to give the trump suit"))
    return strain


def _play_events(tag: _RawTag, data: list[tuple[int, str]], trump: Callable[[], Strain],
                 file: str | None) -> list[TableEvent]:
    """Play rows (column i: the section's seat + i) in real play order, trick by trick:
    each trick after the first is led by the winner of the one before (Law 44G), or by the
    card marked ``^L`` (a lead out of turn that stood). ``^R`` (a revoke) is for the reader:
    the table finds the revoke itself."""
    entries: list[tuple[int, Card, bool] | None] = []
    lead: int | None = None  # the line of a ^L waiting for its card
    for item in _section_items(data, _PLAY_MARKS, file):
        if item.mark:
            if item.text == "L":
                if lead is not None:
                    raise _error(item.line, file, Message("{text!r} is written twice",
                                                          text="^L"))
                lead = item.line
            continue
        if item.text == "*":
            break
        if item.text in ("-", "+"):
            if lead is not None:
                raise _error(lead, file, Message(
                    "^L must stand before the card that led the trick"))
            entries.append(None)
            continue
        entries.append((item.line, _card(item.text, item.line, file), lead is not None))
        lead = None
    if lead is not None:
        raise _error(lead, file, Message("^L must stand before the card that led the trick"))
    if not entries:
        return []
    first = _section_seat(tag, file)
    events: list[TableEvent] = []
    leader: Seat | None = first
    for k in range(0, len(entries), 4):
        row = entries[k:k + 4] + [None] * (4 - len(entries[k:k + 4]))
        if all(entry is None for entry in row):
            continue
        marked = [j for j, entry in enumerate(row) if entry is not None and entry[2]]
        if len(marked) > 1:
            line = next(entry[0] for entry in row if entry is not None)
            raise _error(line, file, Message("two cards of one trick are marked ^L"))
        if marked:
            leader = first.next(marked[0])
        if leader is None:
            line = next(entry[0] for entry in row if entry is not None)
            raise _error(line, file, Message("a trick follows one that is not complete"))
        cards: list[Card] = []
        for j in range(4):
            seat = leader.next(j)
            entry = row[(seat - first) % 4]
            if entry is not None:
                events.append(CardPlayed(seat, entry[1], line=entry[0]))
                cards.append(entry[1])
        leader = leader.next(winning_index(cards, trump())) if len(cards) == 4 else None
    return events


# --------------------------------------------------------------------------- games


def _build(raw: _RawGame, previous: dict[str, str] | None, file: str | None,
           sink: list[RecordError] | None = None) -> tuple[Game | None, dict[str, str]]:
    """The game of ``raw``. Raises :class:`RecordError` at the first problem; with a ``sink``
    (tolerant reading) every problem found is appended to it and ``None`` stands for a game
    that has any: each tag value and each TableLog line is read on its own, an [Auction] or
    [Play] section up to its first error (its later calls and cards depend on it)."""

    def report(error: RecordError) -> None:
        if sink is None:
            raise error
        sink.append(error)

    failed: set[str] = set()  # tags whose value could not be read: nothing is derived from them
    values: dict[str, str] = {}
    for tag in raw.tags:
        if tag.value == "#":
            key = tag.name.lower()
            if previous is None or key not in previous:
                report(_error(tag.line, file, Message("'#' repeats the previous game's [{name}] tag, "
                                                      "but there is none", name=tag.name)))
                failed.add(key)
                continue
            tag.value = previous[key]
        values.setdefault(tag.name.lower(), tag.value)

    def where(name: str) -> int:
        i = raw.find(name)
        return raw.line if i is None else raw.tags[i].line

    def value(name: str) -> str | None:
        """The tag's value, or ``None`` when it failed (or, after a bad board number, when it
        is absent: the default from the board number cannot be taken)."""
        if name in failed or ("board" in failed and not values.get(name, "").strip()):
            return None
        return values.get(name, "")

    if raw.errors and "board" not in values:  # it may stand on a line that was not read
        failed.add("board")
    board: int | None = None
    dealer: Seat | None = None
    vulnerability: Vulnerability | None = None
    deal: Deal | None = None
    try:
        board = _board(values.get("board", ""), where("board"), file)
    except RecordError as exc:
        report(exc)
        failed.add("board")
    text = value("dealer")
    if text is not None:
        try:
            dealer = _dealer(text, board, where("dealer"), file)
        except RecordError as exc:
            report(exc)
    text = value("vulnerable")
    if text is not None:
        try:
            vulnerability = _vulnerability(text, board, where("vulnerable"), file)
        except RecordError as exc:
            report(exc)
    if "deal" not in values:
        if "deal" not in failed:
            report(_error(raw.line, file, Message("no Deal tag: a game needs [Deal \"N:...\"]")))
    else:
        try:
            deal = _deal(values["deal"], where("deal"), file)
        except RecordError as exc:
            report(exc)
    edition = values.get("edition", "").strip() or DEFAULT_EDITION
    if edition not in EDITIONS:
        report(_error(where("edition"), file, unknown_edition(edition)))

    events: list[TableEvent] = []
    source: Source = "none"
    log = raw.find("tablelog")
    auction = raw.find("auction")
    play = raw.find("play")
    if log is not None:
        source = "tablelog"
        brace_free = raw.data.get(log, [])
        for lineno, line_text in brace_free:
            try:
                events.append(_event(line_text, lineno, file))
            except RecordError as exc:
                report(exc)
    elif auction is not None or play is not None:
        source = "auction-play"
        standing: Auction | None = None
        read = True
        if auction is not None:
            try:
                events, standing = _auction_events(raw.tags[auction],
                                                   raw.data.get(auction, []), file)
            except RecordError as exc:
                report(exc)
                read = False  # the play's trump and leader come from the auction
        if play is not None and read:
            play_tag = raw.tags[play]
            strain: list[Strain] = []

            def trump() -> Strain:
                if not strain:
                    strain.append(_trump(standing, raw, play_tag, file))
                return strain[0]

            try:
                events += _play_events(play_tag, raw.data.get(play, []), trump, file)
            except RecordError as exc:
                report(exc)

    if sink or raw.errors or dealer is None or vulnerability is None or deal is None:
        return None, values
    tags = tuple((t.name, t.value) for t in raw.tags if t.name.lower() not in _EVENT_TAGS)
    game = Game(tags, board, dealer, vulnerability, deal, edition, tuple(events), source,
                raw.line)
    return game, values


@dataclass(frozen=True)
class GameReading:
    """One game as a tolerant reader (:func:`read_games`, :func:`bridgelaws.lin.read_games`)
    found it: the ``game``, or ``None`` when anything in it could not be read, and every
    problem found (``errors``, each with its file and line, in the order of the text).

    ``line`` is where the game starts (for LIN: its first token) and ``label`` names it in
    messages (the board number, for LIN the board as BBO labels it); either may be ``None``.
    """

    game: Game | None
    errors: tuple[RecordError, ...] = ()
    line: int | None = None
    label: str | None = None

    @property
    def ok(self) -> bool:
        return self.game is not None and not self.errors


def _as_text(text: str, file: str | None) -> str:
    """Normalize line ends and reject what is not text."""
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    text = text.rstrip("\x1a")  # DOS end-of-file mark
    m = _CONTROL.search(text)
    if m is not None:
        line = text.count("\n", 0, m.start()) + 1
        code = "U+" + format(ord(m.group()), "04X")
        raise _error(line, file, Message("binary data, not text: character {code} (a table record "
                                         "is UTF-8 text)", code=code))
    return text


def loads(text: str, file: str | None = None) -> list[Game]:
    """Read every game of a table record.

    ``file`` names the record in errors. Raises :class:`RecordError` (with the line) for an
    empty or binary text, a malformed tag line, a missing or impossible deal, a bad dealer,
    vulnerability or board number, and any line of the TableLog, Auction or Play sections
    that cannot be read.
    """
    text = _as_text(text, file)
    if not text.strip():
        raise _error(1, file, Message("the record is empty"))
    raws = split_games(text.split("\n"), file)
    if not raws:
        raise _error(1, file, Message("the record holds no game: no tag such as [Deal \"N:...\"]"))
    games: list[Game] = []
    previous: dict[str, str] | None = None
    for raw in raws:
        game, previous = _build(raw, previous, file)
        assert game is not None  # strict: a game that cannot be built has raised
        games.append(game)
    return games


def read_games(text: str, file: str | None = None) -> list[GameReading]:
    """Read every game of a table record, going on past the games that cannot be read (in the
    manner of python-chess's ``read_game``: each game carries its errors).

    One :class:`GameReading` per game, in file order; a good game is the one :func:`loads`
    returns. A text that is not a record at all (empty, binary, no tag) is one reading with
    no game and that error. What :func:`loads` accepts is accepted here, unchanged.
    """
    try:
        text = _as_text(text, file)
    except RecordError as exc:
        return [GameReading(None, (exc,), exc.line)]
    if not text.strip():
        return [GameReading(None, (_error(1, file, Message("the record is empty")),), 1)]
    raws = split_games(text.split("\n"), file, tolerant=True)
    if not raws:
        return [GameReading(None, (_error(1, file, Message(
            "the record holds no game: no tag such as [Deal \"N:...\"]")),), 1)]
    readings: list[GameReading] = []
    previous: dict[str, str] | None = None
    for raw in raws:
        sink: list[RecordError] = list(raw.errors)
        game: Game | None = None
        if raw.tags:
            game, previous = _build(raw, previous, file, sink)
        board = next((t.value.strip() for t in raw.tags if t.name.lower() == "board"), None)
        readings.append(GameReading(None if sink else game, tuple(sink), raw.line,
                                    board or None))
    return readings


def load(path: str | os.PathLike[str]) -> list[Game]:
    """Read a table record file (UTF-8, a byte-order mark is fine).

    Raises :class:`RecordError` for a binary or undecodable file and everything
    :func:`loads` raises; ``OSError`` when the file cannot be read.
    """
    file = os.fspath(path)
    with open(path, "rb") as f:
        data = f.read()
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise _error(line, file, Message("binary file, not text (a table record is UTF-8 text)"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        byte = "0x" + format(data[e.start], "02X")
        raise _error(line, file, Message(
            "the file is not UTF-8 text (byte {byte} cannot be read)", byte=byte)) from None
    return loads(text, file=file)


# --------------------------------------------------------------------------- writing


def _same(parse: Callable[[str], object], text: str, wanted: object) -> bool:
    try:
        return parse(text) == wanted
    except (RecordError, NotationError):
        return False


def _tags_to_write(game: Game) -> list[tuple[str, str]]:
    """The game's tags, with the standard ones made to agree with its fields."""
    tags = [(n, v) for n, v in game.tags if n.lower() not in _EVENT_TAGS]

    def put(name: str, text: str, parse: Callable[[str], object], wanted: object,
            needed: bool) -> None:
        for i, (n, v) in enumerate(tags):
            if n.lower() == name.lower():
                if not _same(parse, v, wanted):
                    tags[i] = (n, text)
                return
        if needed:
            tags.append((name, text))

    board = game.board
    put("Board", "" if board is None else str(board), lambda t: _board(t, None, None), board,
        board is not None)
    put("Dealer", game.dealer.letter, lambda t: _dealer(t, board, None, None), game.dealer,
        board is None or board_dealer(board) is not game.dealer)
    put("Vulnerable", game.vulnerability.pbn, lambda t: _vulnerability(t, board, None, None),
        game.vulnerability, board is None or board_vulnerability(board) is not
        game.vulnerability)
    put("Deal", game.deal.to_pbn(Seat.NORTH), lambda t: _deal(t, None, None), game.deal, True)
    put("Edition", game.edition, lambda t: t.strip() or DEFAULT_EDITION, game.edition,
        game.edition != DEFAULT_EDITION)
    return tags


def _tag_text(name: str, value: str) -> str:
    if _TAG_NAME.fullmatch(name) is None:
        raise NotationError(Message("{name!r} cannot be a tag name", name=name))
    if "\n" in value or "\r" in value:
        raise NotationError(Message("the value of tag [{name}] must be on one line",
                                    name=name))
    return f'[{name} "{_escape(value)}"]'


def dumps(games: Iterable[Game]) -> str:
    """Write games as a table record: each game's tags, then ``[TableLog ""]`` with one event
    a line; a blank line between games. ``loads(dumps(games)) == games``."""
    parts: list[str] = []
    for game in games:
        lines = [_tag_text(name, value) for name, value in _tags_to_write(game)]
        if game.events or game.source == "tablelog":
            lines.append('[TableLog ""]')
            lines.extend(event_to_text(e) for e in game.events)
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


def dump(games: Iterable[Game], path: str | os.PathLike[str]) -> None:
    """Write games to ``path`` as UTF-8 (see :func:`dumps`)."""
    text = dumps(games)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
