"""BBO's LIN format: single deals and vugraph files, read into table records and written back.

A LIN text is a sequence of tokens ``tag|value|``. A board gives its deal (``md``), the
vulnerability (``sv``), its name (``ah|Board 7|``), the players (``pn``, South, West, North,
East), the calls in rotation from the dealer (``mb``, ``!`` for an alert, ``an`` for the
explanation of the call before it) and the cards in play order (``pc``), each trick led by
the winner of the one before; ``mc|N|`` ends the play with a claim: N tricks in all for
declarer's side, accepted by the defenders. A vugraph file starts with the match (``vg``:
event, stage, scoring, first and last board, the teams), the results (``rs``) and the
players (``pn``, eight names: the open room's, then the closed room's), and puts ``qx|o7|``
(open room, board 7) or ``qx|c7|`` before each board. Display tags (``st``, ``rh``, ``pg``,
``sk``, ``nt`` is kept as a comment, ...) carry nothing for the Laws.

Each LIN board becomes a :class:`~bridgelaws.record.Game` whose events are those of a table
record, so that everything downstream (the table, rulings, scoring, reports) works unchanged:

* a call is ``<seat> <call>`` in rotation, a card ``<seat> <card>`` by the seat whose turn it
  is (the player of the trick's next card; the winner of a trick leads the next);
* ``mc|N|`` is declarer's claim of the tricks his side has not yet won, ``N`` minus those,
  and both defenders' agreement (Law 69A): ``<declarer> claims <n>``, ``<LHO> agrees``,
  ``<RHO> agrees``;
* alerts and explanations are kept as PBN notes, ``[Note "K:S 1C alerted: could be short"]``,
  K the position of the call among the game's events (1-based), ``alerted`` for ``!``; a
  comment (``nt``) is ``[Note "K:comment: text"]``, after the K-th event;
* the tags are ``Event``, ``Stage``, ``Scoring``, ``HomeTeam``, ``VisitTeam`` and, when
  the segment starts from a score carried over, ``HomeCarryOver`` and ``VisitCarryOver``
  (from ``vg``), ``Room`` (``Open``/``Closed``, from ``qx``), ``Board``, ``West``
  ``North`` ``East`` ``South``, ``Dealer``, ``Vulnerable``, ``Deal``, ``LinResult`` (the
  board's result in ``rs``, as BBO writes it: ``4HN+1``) and the notes;
* ``line`` (of the game and of each event) is the number of the LIN token, ``tag|value|``,
  counted from 1 at the start of the file: a LIN board is often one physical line.

Why not endplay's reader (``endplay.parsers.lin``), which this module was checked against:
it finds boards by splitting the text at ``pn|``, so a vugraph file, which names the players
once at its top and marks its boards with ``qx|``, comes out as one board; it raises on the
first problem with no position (a ``ValueError`` or an ``IndexError``), where a director
needs every bad board named with its token while the good ones are ruled; its claim sets a
result but is no event of the play; the result of a board played to its end is counted for
the side on lead, from North, whoever led (``endplay.utils.play.total_tricks``); and it has
no irregularities to carry. What a table
record needs from LIN is its events, checked card by card against the hands, so this reader
is ours; endplay reads what :func:`dumps` writes (the tests check it), but for a board with
a comment before its first call: endplay takes every ``nt|`` for the explanation of the
call before it, and there is none.

Checked against real BBO files (tests/data/lin/real: two hand records and a Spingold vugraph
file): suits in lower case (``pc|sA|``), a claim in the middle of a trick, commentary
(``nt|``) before the auction, between calls and cards and after the claim, ``an|`` with
trailing blanks, a segment's carried-over score in ``vg|``.

The reader is tolerant in the manner of python-chess's PGN reader: :func:`read_games` gives
each board with every problem found in it (:class:`LinError`: file, physical line, board and
token) and goes on to the next; :func:`loads` raises the first.

>>> (game,) = loads("pn|Ann,Bob,Cy,Di|md|1SAKQHAKQDAKQCAKQJ,S2345H2345D2345C2,"
...                 "S6789H6789D6789C3,|ah|Board 1|sv|o|mb|7N|mb|p|mb|p|mb|p|pc|S2|mc|13|")
>>> game.board, game.dealer, game.tag("South"), [event_to_text(e) for e in game.events][4:]
(1, <Seat.SOUTH: 2>, 'Ann', ['W S2', 'S claims 13', 'W agrees', 'E agrees'])
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import IO

from bridgelaws.auction import Auction
from bridgelaws.calls import Call
from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import NotationError, RecordError
from bridgelaws.events import CallMade, CardPlayed, Claim, ClaimAgreed, TableEvent
from bridgelaws.i18n import Message
from bridgelaws.play import winning_index
from bridgelaws.record import DEFAULT_EDITION, Game, GameReading, event_to_text
from bridgelaws.seats import Seat, Vulnerability, board_dealer, board_vulnerability

__all__ = ["LinError", "Token", "dump", "dumps", "is_lin", "load", "loads", "locate",
           "read_games", "tokens"]

#: the seats in LIN's order (``md``, ``pn``; the dealer digit 1 to 4)
LIN_SEATS = (Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST)
_VULNERABILITY = {"o": Vulnerability.NONE, "0": Vulnerability.NONE, "-": Vulnerability.NONE,
                  "n": Vulnerability.NS, "e": Vulnerability.EW, "b": Vulnerability.ALL}
_SV_LETTER = {Vulnerability.NONE: "o", Vulnerability.NS: "n", Vulnerability.EW: "e",
              Vulnerability.ALL: "b"}
_SCORING = {"I": "IMP", "P": "MP", "B": "BAM"}
_SCORING_LETTER = {v: k for k, v in _SCORING.items()}
_TAG = re.compile(r"[A-Za-z]{2}")
_LIN_START = re.compile(r"\s*[A-Za-z]{2}\|")
_PLAY_TAGS = frozenset({"mb", "pc", "mc"})
_BOARD_HEADS = frozenset({"pn", "md", "ah", "sv"})
_FILE_TAGS = frozenset({"vg", "rs", "pw", "mp", "bn"})
_CALL_WORDS = {"P": "P", "PASS": "P", "D": "X", "X": "X", "DBL": "X", "R": "XX", "XX": "XX",
               "RDBL": "XX"}
_LIN_CALLS = {"P": "p", "X": "d", "XX": "r"}
_NOTE = re.compile(r"([0-9]+):(?:([NESW]) (\S+)( alerted)?|(comment))(?:: (.*))?", re.DOTALL)
_VG_TAGS = ("Event", "Stage", "Scoring", "HomeTeam", "VisitTeam")
_CARRY_TAGS = ("HomeCarryOver", "VisitCarryOver")


@dataclass(frozen=True)
class Token:
    """One ``tag|value|`` of a LIN text: its number (from 1), tag (lower case), value and
    the physical line where it starts."""

    index: int
    tag: str
    value: str
    line: int

    def __str__(self) -> str:
        return f"{self.tag}|{self.value}|"


class LinError(RecordError):
    """A LIN text that cannot be read or replayed: the physical ``line`` (for ``FILE:LINE``),
    the ``board`` as BBO labels it and the ``token`` where it happens, and the ``cause``. The
    message says all of it: ``board o3, token 41 pc|SA|: West does not hold SA``."""

    def __init__(self, cause: Message, *, token: Token | None = None,
                 board: str | None = None, file: str | None = None,
                 line: int | None = None) -> None:
        self.cause = cause
        self.token = token
        self.board = board
        if token is not None and board is not None:
            message = Message("board {board}, token {index} {token}: {cause}", board=board,
                              index=token.index, token=str(token), cause=cause)
        elif token is not None:
            message = Message("token {index} {token}: {cause}", index=token.index,
                              token=str(token), cause=cause)
        elif board is not None:
            message = Message("board {board}: {cause}", board=board, cause=cause)
        else:
            message = cause
        super().__init__(message, line=token.line if token is not None else line, file=file)


def is_lin(text: str) -> bool:
    """Whether ``text`` looks like LIN (it starts with a two-letter tag and ``|``)."""
    return _LIN_START.match(text.lstrip("\ufeff")) is not None


# --------------------------------------------------------------------------- tokens


def tokens(text: str, file: str | None = None,
           errors: list[RecordError] | None = None) -> list[Token]:
    """The tokens of a LIN text, numbered from 1. A bad tag (not two letters) or text after
    the last ``|`` raises :class:`LinError`; with ``errors`` it is appended there instead,
    and the token is left out (its number is not reused)."""
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    parts = text.split("|")
    found: list[Token] = []
    line = 1

    def report(error: LinError) -> None:
        if errors is None:
            raise error
        errors.append(error)

    for k in range(0, len(parts), 2):
        raw = parts[k]
        stripped = raw.lstrip()
        start = line + raw[: len(raw) - len(stripped)].count("\n")
        line += raw.count("\n")
        tag = stripped.rstrip()
        index = k // 2 + 1
        if k + 1 == len(parts):  # after the last '|': only blank space may stand there
            if tag:
                report(LinError(Message("{text!r} after the last tag: a LIN token is "
                                        "tag|value|", text=tag[:20]),
                                token=Token(index, tag[:20], "", start), file=file))
            break
        value = parts[k + 1]
        token = Token(index, tag.lower(), value.strip("\n"), start)
        line += value.count("\n")
        if k + 2 == len(parts):  # the value runs to the end: no closing '|'
            report(LinError(Message("the last tag has no closing '|'"), token=token,
                            file=file))
            break
        if _TAG.fullmatch(tag) is None:
            report(LinError(Message("{text!r} is not a LIN tag (two letters)",
                                    text=tag[:20]), token=Token(index, tag[:20], value, start),
                            file=file))
            continue
        found.append(token)
    return found


def _split_boards(toks: Sequence[Token]) -> tuple[list[Token], list[list[Token]]]:
    """The file's own tokens (``vg``, ``rs``, a vugraph's ``pn``, ...) and each board's.

    A board starts at ``qx``; in a file without ``qx``, at a ``pn``, ``md``, ``ah`` or
    ``sv`` that the board already has or that comes after its play (``mb``, ``pc``,
    ``mc``). A "board" with no deal and no play (the players named at the top of a
    vugraph file) belongs to the file."""
    header: list[Token] = []
    boards: list[list[Token]] = []
    current: list[Token] | None = None

    def close() -> None:
        if current is not None and not any(t.tag in _PLAY_TAGS or t.tag in ("md", "qx")
                                           for t in current):
            header.extend(current)
            boards.pop()  # the current board is the last one

    for tok in toks:
        if tok.tag in _FILE_TAGS:
            header.append(tok)
            continue
        tags = {t.tag for t in current} if current is not None else set()
        new = (tok.tag == "qx" or current is None
               or (tok.tag in _BOARD_HEADS and (tok.tag in tags or tags & _PLAY_TAGS)))
        if new:
            close()
            current = []
            boards.append(current)
        assert current is not None
        current.append(tok)
    close()
    return header, boards


# --------------------------------------------------------------------------- one board


@dataclass
class _Header:
    """What the file says for all its boards."""

    tags: list[tuple[str, str]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    first_board: int | None = None


def _header(toks: Sequence[Token]) -> _Header:
    head = _Header()
    for tok in toks:
        if tok.tag == "vg":
            parts = [p.strip() for p in tok.value.split(",")]
            parts += [""] * (9 - len(parts))
            values = (parts[0], parts[1], _SCORING.get(parts[2].upper(), parts[2]),
                      parts[5], parts[7])
            head.tags = [(n, v) for n, v in zip(_VG_TAGS, values, strict=True) if v]
            # the teams' scores as the segment starts (carried over from the segments
            # before; BBO writes 0 for the first)
            head.tags += [(n, v) for n, v in zip(_CARRY_TAGS, (parts[6], parts[8]),
                                                   strict=True) if v and v != "0"]
            if parts[3].isdigit():
                head.first_board = int(parts[3])
        elif tok.tag == "rs":
            head.results = [p.strip() for p in tok.value.split(",")]
        elif tok.tag in ("pn", "pw") and not head.names:
            head.names = [p.strip() for p in tok.value.split(",")]
    return head


class _BoardReader:
    """One LIN board into a game: every problem is kept (``errors``), the play stops at the
    first that leaves the seats of later cards unknown."""

    def __init__(self, toks: Sequence[Token], header: _Header, file: str | None) -> None:
        self.toks = toks
        self.header = header
        self.file = file
        self.errors: list[RecordError] = []
        self.label: str | None = None
        qx = next((t for t in toks if t.tag == "qx"), None)
        self.room: str | None = None
        self.qx_board: int | None = None
        if qx is not None:
            label = qx.value.split(",")[0].strip()
            self.label = label or None
            m = re.fullmatch(r"([OoCc])?\s*([0-9]+)", label)
            if m is not None:
                self.room = {"o": "Open", "c": "Closed"}.get((m.group(1) or "").lower())
                self.qx_board = int(m.group(2))

    def fail(self, cause: Message, token: Token | None) -> None:
        self.errors.append(LinError(cause, token=token, board=self.label, file=self.file,
                                    line=self.toks[0].line if self.toks else None))

    def first(self, tag: str) -> Token | None:
        return next((t for t in self.toks if t.tag == tag), None)

    # ------------------------------------------------------------------ tags
    def board_number(self) -> int | None:
        ah = self.first("ah")
        if ah is not None:
            m = re.search(r"([0-9]+)\s*$", ah.value)
            if m is not None and int(m.group(1)) >= 1:
                return int(m.group(1))
            if ah.value.strip():
                self.fail(Message("no board number in {text!r}: BBO writes ah|Board 7|",
                                  text=ah.value), ah)
        return self.qx_board if self.qx_board else None

    def names(self) -> list[str] | None:
        pn = self.first("pn")
        names = [p.strip() for p in pn.value.split(",")] if pn is not None else \
            list(self.header.names)
        if not any(names):  # pn|,,,| names nobody
            return None
        if len(names) >= 8 and self.room == "Closed":
            names = names[4:8]
        names = (names + [""] * 4)[:4]
        return names

    def deal(self, md: Token, board: int | None) -> tuple[Seat | None, Deal | None]:
        text = md.value.strip()
        dealer: Seat | None = None
        if text[:1].isdigit():
            digit = int(text[0])
            if not 1 <= digit <= 4:
                self.fail(Message("the dealer digit of md| is 1 (South), 2 (West), 3 (North) "
                                  "or 4 (East), not {digit}", digit=digit), md)
                return None, None
            dealer = LIN_SEATS[digit - 1]
            text = text[1:]
        elif board is not None:
            dealer = board_dealer(board)
        else:
            self.fail(Message("md| has no dealer digit, and there is no board number to take "
                              "the dealer from"), md)
            return None, None
        parts = text.split(",")
        if len(parts) > 4:
            self.fail(Message("md| has {count} hands: LIN gives South, West, North and East",
                              count=len(parts)), md)
            return dealer, None
        parts += [""] * (4 - len(parts))
        hands: dict[Seat, Hand] = {}
        for seat, part in zip(LIN_SEATS, parts, strict=True):
            if not part.strip() and seat is Seat.EAST:
                continue
            hand = self.hand(part, seat, md)
            if hand is None:
                return dealer, None
            hands[seat] = hand
        if Seat.EAST not in hands:  # BBO leaves out the fourth hand: the cards left
            short = [s for s in LIN_SEATS[:3] if len(hands[s]) != 13]
            if short:
                self.fail(Message("{seat} has {count} cards, not 13", seat=str(short[0]),
                                  count=len(hands[short[0]])), md)
                return dealer, None
            taken = 0
            for seat in LIN_SEATS[:3]:
                twice = taken & hands[seat].mask
                if twice:
                    card = Card.from_index((twice & -twice).bit_length() - 1)
                    self.fail(Message("card {card} is dealt twice", card=str(card)), md)
                    return dealer, None
                taken |= hands[seat].mask
            hands[Seat.EAST] = Hand(((1 << 52) - 1) & ~taken)
        try:
            return dealer, Deal(hands)
        except NotationError as exc:
            self.fail(exc.message, md)
            return dealer, None

    def hand(self, text: str, seat: Seat, md: Token) -> Hand | None:
        mask = 0
        suit: Suit | None = None
        i = 0
        t = text.strip().upper()
        while i < len(t):
            ch = t[i]
            i += 1
            if ch in "SHDC":
                suit = Suit.parse(ch)
                continue
            if ch == "1" and t[i:i + 1] == "0":
                ch, i = "T", i + 1
            if suit is None or ch not in "AKQJT98765432":
                self.fail(Message("unexpected {char!r} in the hand of {seat} in md| (a hand "
                                  "is written S, H, D, C, each followed by its ranks)",
                                  char=ch, seat=str(seat)), md)
                return None
            card = Card(suit, Rank.parse(ch))
            if mask & card.mask:
                self.fail(Message("card {card} appears twice in a hand", card=str(card)), md)
                return None
            mask |= card.mask
        return Hand(mask)

    def vulnerability(self, board: int | None) -> Vulnerability | None:
        sv = self.first("sv")
        if sv is None:
            if board is not None:
                return board_vulnerability(board)
            self.fail(Message("no vulnerability (sv|) and no board number to take it from"),
                      None)
            return None
        vul = _VULNERABILITY.get(sv.value.strip().lower())
        if vul is None:
            try:
                return Vulnerability.parse(sv.value)
            except NotationError:
                self.fail(Message("unknown vulnerability {text!r}: sv| is o (none), n (North-"
                                  "South), e (East-West) or b (both)", text=sv.value), sv)
        return vul

    # ------------------------------------------------------------------ play
    def events(self, dealer: Seat, deal: Deal
               ) -> tuple[list[TableEvent], list[tuple[int, str]]]:
        """The events of the auction and play, and the notes (K, text)."""
        events: list[TableEvent] = []
        notes: list[tuple[int, str]] = []
        auction = Auction(dealer)
        seat = dealer
        last_call: int | None = None  # the note of the last call, index in ``notes``
        held = {s: deal[s].mask for s in Seat}
        played: dict[Card, int] = {}
        trick: list[Card] = []
        contract: Contract | None = None
        leader: Seat | None = None
        won = [0, 0]
        claimed = False
        for tok in self.toks:
            tag = tok.tag
            if tag in _PLAY_TAGS and claimed:
                self.fail(Message("the board ended with the claim (mc|): nothing can follow "
                                  "it"), tok)
                break
            if tag == "mb":
                if trick or played:
                    self.fail(Message("a call after the play began"), tok)
                    break
                call, alerted = self.call(tok)
                if call is None:
                    break
                events.append(CallMade(seat, call, line=tok.index))
                auction = auction.add(call, seat)
                last_call = None
                if alerted:
                    notes.append((len(events), f"{seat} {call} alerted"))
                    last_call = len(notes) - 1
                seat = seat.next()
            elif tag == "an":
                text = tok.value.strip()
                if not text:
                    continue
                if events and isinstance(events[-1], CallMade) and not played:
                    k = len(events)
                    if last_call is not None:
                        notes[last_call] = (k, notes[last_call][1] + ": " + text)
                    else:
                        c = events[-1]
                        notes.append((k, f"{c.seat} {c.call}: {text}"))
                        last_call = len(notes) - 1
                else:
                    notes.append((len(events), "comment: " + text))
            elif tag == "nt":
                if tok.value.strip():
                    notes.append((len(events), "comment: " + tok.value.strip()))
            elif tag in ("pc", "mc"):
                if contract is None:
                    if not auction.is_over:
                        self.fail(Message("a card or a claim before the end of the auction"),
                                  tok)
                        break
                    contract = auction.contract
                    if contract is None:
                        self.fail(Message("the board was passed out, but a card is played or "
                                          "tricks are claimed"), tok)
                        break
                    leader = contract.declarer.lho
                assert leader is not None
                if tag == "mc":
                    claim = self.claim(tok, contract, won, len(played) // 4)
                    if claim is None:
                        break
                    events += claim
                    claimed = True
                    continue
                card = self.card(tok)
                if card is None:
                    break
                player = leader.next(len(trick))
                if not held[player] & card.mask:
                    if card in played:
                        self.fail(Message("{card} has already been played, in trick {n}",
                                          card=str(card), n=played[card] // 4 + 1), tok)
                    else:
                        self.fail(Message("{seat} does not hold {card}: it was dealt to "
                                          "{owner}", seat=str(player), card=str(card),
                                          owner=str(deal.holder(card))), tok)
                    break
                held[player] &= ~card.mask
                played[card] = len(played)
                events.append(CardPlayed(player, card, line=tok.index))
                trick.append(card)
                if len(trick) == 4:
                    leader = leader.next(winning_index(trick, contract.strain))
                    won[leader.side] += 1
                    trick = []
        return events, notes

    def call(self, tok: Token) -> tuple[Call | None, bool]:
        text = tok.value.strip()
        alerted = text.endswith("!")
        word = text.rstrip("!").strip().upper()
        word = _CALL_WORDS.get(word, word)
        try:
            return Call.parse(word), alerted
        except NotationError:
            self.fail(Message("unknown call {text!r}: mb| is p, d, r or a bid such as 1C or "
                              "3N, with ! for an alert", text=text), tok)
            return None, alerted

    def card(self, tok: Token) -> Card | None:
        text = tok.value.strip().upper()
        m = re.fullmatch(r"([SHDC])(10|[AKQJT2-9])", text)
        if m is None:
            self.fail(Message("unknown card {text!r}: pc| is a suit and a rank, such as SA "
                              "or H7", text=tok.value), tok)
            return None
        return Card(Suit.parse(m.group(1)), Rank.parse(m.group(2)))

    def claim(self, tok: Token, contract: Contract, won: list[int], quitted: int
              ) -> list[TableEvent] | None:
        """``mc|N|``: declarer claims the tricks his side has not won yet, N in all; both
        defenders agree (Law 69A)."""
        text = tok.value.strip()
        if re.fullmatch(r"[0-9]{1,2}", text) is None or int(text) > 13:
            self.fail(Message("mc| gives the tricks of declarer's side, 0 to 13, not {text!r}",
                              text=text), tok)
            return None
        total = int(text)
        declarer = contract.declarer
        have = won[declarer.side]
        remaining = 13 - quitted
        if not have <= total <= have + remaining:
            self.fail(Message("a claim of {total} tricks for declarer's side, which has won "
                              "{won} and can win at most {most}", total=total, won=have,
                              most=have + remaining), tok)
            return None
        return [Claim(declarer, total - have, line=tok.index),
                ClaimAgreed(declarer.lho, line=tok.index),
                ClaimAgreed(declarer.rho, line=tok.index)]

    # ------------------------------------------------------------------ the game
    def read(self) -> Game | None:
        board = self.board_number()
        if self.label is None and board is not None:
            self.label = str(board)
        md = self.first("md")
        if md is None:
            self.fail(Message("the board has no deal (md|)"), None)
            return None
        dealer, deal = self.deal(md, board)
        vulnerability = self.vulnerability(board)
        if dealer is None or deal is None or vulnerability is None:
            return None
        events, notes = self.events(dealer, deal)
        if self.errors:
            return None
        tags: list[tuple[str, str]] = list(self.header.tags)
        if self.room is not None:
            tags.append(("Room", self.room))
        if board is not None:
            tags.append(("Board", str(board)))
        names = self.names()
        if names is not None:
            south, west, north, east = names
            tags += [("West", west), ("North", north), ("East", east), ("South", south)]
        tags += [("Dealer", dealer.letter), ("Vulnerable", vulnerability.pbn),
                 ("Deal", deal.to_pbn(dealer))]
        result = self.result(board)
        if result:
            tags.append(("LinResult", result))
        tags += [("Note", f"{k}:{text}") for k, text in notes]
        return Game(tuple(tags), board, dealer, vulnerability, deal, DEFAULT_EDITION,
                    tuple(events), "lin", self.toks[0].index if self.toks else None)

    def result(self, board: int | None) -> str | None:
        """The board's entry in the file's ``rs`` (vugraph: open and closed room of each
        board from the first)."""
        results, first = self.header.results, self.header.first_board or 1
        if not results or board is None or self.room is None:
            return None
        k = 2 * (board - first) + (self.room == "Closed")
        return results[k] if 0 <= k < len(results) and results[k] else None


# --------------------------------------------------------------------------- reading


def read_games(text: str, file: str | None = None) -> list[GameReading]:
    """Every board of a LIN text, each with the problems found in it (:class:`LinError`);
    reading goes on past a bad board. A bad token goes with the board it stands in."""
    errors: list[RecordError] = []
    toks = tokens(text, file, errors)
    header_toks, boards = _split_boards(toks)
    header = _header(header_toks)
    if not boards:
        if not errors:
            errors.append(LinError(Message("no board: a LIN board gives its deal with md|"),
                                   line=1, file=file))
        return [GameReading(None, (e,), e.line) for e in errors]
    starts = [b[0].index for b in boards]
    misplaced: dict[int, list[RecordError]] = {}
    for error in errors:  # with the board it stands in (before the first: the first)
        at = error.token.index if isinstance(error, LinError) and error.token else 0
        k = max((i for i, s in enumerate(starts) if s <= at), default=0)
        misplaced.setdefault(k, []).append(error)
    readings: list[GameReading] = []
    for k, toks_of_board in enumerate(boards):
        reader = _BoardReader(toks_of_board, header, file)
        game = reader.read()
        found = sorted([*reader.errors, *misplaced.get(k, [])], key=_position)
        readings.append(GameReading(None if found else game, tuple(found),
                                    toks_of_board[0].index, reader.label))
    return readings


def _position(error: RecordError) -> int:
    """Where an error stands among the tokens (an error of the whole board: after them)."""
    token = error.token if isinstance(error, LinError) else None
    return token.index if token is not None else 1 << 30


def loads(text: str, file: str | None = None) -> list[Game]:
    """Read every board of a LIN text. Raises :class:`LinError` (a
    :class:`~bridgelaws.errors.RecordError`) at the first problem: a token that is no
    ``tag|value|``, a deal that is not 4 x 13 cards, an unknown call or card, a card its
    player does not hold, a claim of more tricks than remain."""
    games: list[Game] = []
    for reading in read_games(text, file):
        if reading.errors:
            raise reading.errors[0]
        assert reading.game is not None
        games.append(reading.game)
    return games


def load(fp: IO[str]) -> list[Game]:
    """Read every board of a LIN file object (see :func:`loads`)."""
    name = getattr(fp, "name", None)
    return loads(fp.read(), file=name if isinstance(name, str) else None)


def locate(error: RecordError, toks: Sequence[Token], reading: GameReading,
           file: str | None = None) -> RecordError:
    """An error raised while replaying a LIN game (its ``line`` is a token number) as a
    :class:`LinError` naming the board, the token and its physical line."""
    if isinstance(error, LinError):
        return error
    token = next((t for t in toks if t.index == error.line), None)
    return LinError(error.message, token=token, board=reading.label,
                    file=error.file or file, line=None if token is not None else 1)


# --------------------------------------------------------------------------- writing


def _notes(game: Game) -> dict[int, list[tuple[str, str]]]:
    """The game's LIN notes by event position: ('an', text) or ('nt', text), and ('!', '')
    for an alert."""
    found: dict[int, list[tuple[str, str]]] = {}
    for name, value in game.tags:
        if name.lower() != "note":
            continue
        m = _NOTE.fullmatch(value)
        if m is None:
            continue
        k = int(m.group(1))
        text = m.group(6)
        if m.group(5):
            found.setdefault(k, []).append(("nt", text or ""))
            continue
        if m.group(4):
            found.setdefault(k, []).append(("!", ""))
        if text:
            found.setdefault(k, []).append(("an", text))
    return found


def _cannot(event: TableEvent) -> NotationError:
    return NotationError(Message("LIN has no notation for {event!r}: it writes calls in "
                                 "rotation, cards in play order and a claim the defenders "
                                 "accepted", event=event_to_text(event)))


def _board_text(game: Game) -> str:
    names = {n: game.tag(n, "") or "" for n in ("South", "West", "North", "East")}
    out: list[str] = []
    room = (game.tag("Room") or "").lower()
    if room in ("open", "closed") and game.board is not None:
        out.append(f"qx|{room[0]}{game.board}|")
    # always written (",,," when nobody is named): endplay finds its boards by pn|
    out.append("pn|" + ",".join(names[n].replace(",", " ").replace("|", "/")
                                for n in ("South", "West", "North", "East")) + "|")
    out.append("st||")
    digit = LIN_SEATS.index(game.dealer) + 1
    hands = ",".join("".join(s.letter + game.deal[seat].suit_text(s).replace("10", "T")
                             for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS))
                     for seat in LIN_SEATS)
    out.append(f"md|{digit}{hands}|rh||")
    if game.board is not None:
        out.append(f"ah|Board {game.board}|")
    out.append(f"sv|{_SV_LETTER[game.vulnerability]}|")
    notes = _notes(game)

    def put_notes(k: int, kinds: tuple[str, ...]) -> None:
        for kind, text in notes.get(k, []):
            if kind in kinds and kind != "!":
                out.append(f"{kind}|{text.replace('|', '/')}|")

    put_notes(0, ("nt",))
    auction = Auction(game.dealer)
    seat = game.dealer
    contract: Contract | None = None
    leader: Seat | None = None
    trick: list[Card] = []
    won = [0, 0]
    quitted = 0
    events = game.events
    k = 0
    while k < len(events):
        event = events[k]
        k += 1
        if isinstance(event, CallMade) and not event.artificial and not event.simultaneous \
                and event.seat is seat and contract is None and not trick:
            alert = "!" if any(kind == "!" for kind, _ in notes.get(k, [])) else ""
            call = _LIN_CALLS.get(str(event.call), str(event.call).replace("NT", "N"))
            out.append(f"mb|{call}{alert}|")
            put_notes(k, ("an", "nt"))
            auction = auction.add(event.call, seat)
            seat = seat.next()
            if auction.is_over and auction.contract is None:
                contract = None
            continue
        if contract is None and auction.is_over and auction.contract is not None:
            contract = auction.contract
            leader = contract.declarer.lho
            out.append("pg||")
        if contract is None or leader is None:
            raise _cannot(event)
        if isinstance(event, CardPlayed) and event.plain and event.seat is leader.next(
                len(trick)):
            out.append(f"pc|{event.card}|")
            trick.append(event.card)
            if len(trick) == 4:
                leader = leader.next(winning_index(trick, contract.strain))
                won[leader.side] += 1
                quitted += 1
                trick = []
                out.append("pg||")
            put_notes(k, ("nt",))
            continue
        if isinstance(event, Claim) and k + 2 <= len(events):
            a, b = events[k], events[k + 1]
            if (isinstance(a, ClaimAgreed) and isinstance(b, ClaimAgreed)
                    and {a.seat, b.seat} == {event.seat.lho, event.seat.rho}):
                remaining = 13 - quitted
                declaring = event.seat.side == contract.declarer.side
                extra = event.tricks if declaring else remaining - event.tricks
                out.append(f"mc|{won[contract.declarer.side] + extra}|")
                k += 2
                put_notes(k, ("nt",))  # a comment after the claim (vugraph commentators)
                if k < len(events):
                    raise _cannot(events[k])
                continue
        raise _cannot(event)
    return "".join(out)


def dumps(games: Game | Iterable[Game]) -> str:
    """Write one game or several as LIN, one board a line (a vugraph header first when the
    games carry the match's tags). Raises :class:`NotationError` for an event LIN cannot
    write (an irregularity, a call out of rotation, a card out of turn, a claim not accepted
    by both opponents). ``loads(dumps(games)) == games`` for games read from LIN."""
    items = [games] if isinstance(games, Game) else list(games)
    lines: list[str] = []
    if items and any(items[0].tag(n) is not None for n in _VG_TAGS):
        first = items[0]
        boards = [g.board for g in items if g.board is not None]
        low, high = (min(boards), max(boards)) if boards else (1, 1)
        scoring = first.tag("Scoring", "") or ""
        vg = [first.tag("Event", "") or "", first.tag("Stage", "") or "",
              _SCORING_LETTER.get(scoring, scoring), str(low), str(high),
              first.tag("HomeTeam", "") or "", first.tag("HomeCarryOver", "0") or "0",
              first.tag("VisitTeam", "") or "", first.tag("VisitCarryOver", "0") or "0"]
        lines.append("vg|" + ",".join(v.replace(",", " ").replace("|", "/") for v in vg) + "|")
        results = [""] * (2 * (high - low + 1))
        for g in items:
            room, result = (g.tag("Room") or "").lower(), g.tag("LinResult")
            if result and g.board is not None and room in ("open", "closed"):
                results[2 * (g.board - low) + (room == "closed")] = result
        if any(results):
            lines.append("rs|" + ",".join(results) + "|")
    lines += [_board_text(g) for g in items]
    return "\n".join(lines) + "\n"


def dump(games: Game | Iterable[Game], fp: IO[str]) -> None:
    """Write one game or several as LIN to a file object (see :func:`dumps`)."""
    fp.write(dumps(games))
