"""Plain-text rendering for a terminal (monospace, UTF-8): what a director looks at.

Every word passes through :class:`~bridgelaws.i18n.Message` and is rendered in the caller's
``lang``; suit symbols, ranks and digits are the same in every language. Widths are counted
in characters, assuming that suit symbols, ``—``, ``▸``, ``−`` and box-drawing characters take
one cell each (true of Western monospace terminals). Trailing blanks are stripped from
every line; lines are joined with ``\\n`` and there is no final newline.

>>> from bridgelaws.calls import Call
>>> call_text(Call.parse("3NT"), "en"), call_text(Call.parse("P"), "en")
('3NT', 'Pass')
>>> card_text(Card.parse("ST"))
'♠10'

Ranks: ``A K Q J`` by default; ``ranks="ru"`` writes the Russian letters ``Т К Д В`` (ace, king,
queen, jack), the ten staying ``10`` (the letters the record reader accepts too):

>>> card_text(Card.parse("SQ"), ranks="ru"), localize_ranks("♥A ♦KQ ♣10", "ru")
('♠Д', '♥Т ♦КД ♣10')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgelaws.calls import PASS, Call
from bridgelaws.cards import FULL_PACK, Card, Rank, Strain, Suit
from bridgelaws.contract import Contract
from bridgelaws.deal import Deal, Hand
from bridgelaws.i18n import Message, nmessage
from bridgelaws.play import Trick
from bridgelaws.seats import Seat, Side, Vulnerability

__all__ = [
    "RANK_STYLES",
    "auction_grid",
    "call_text",
    "card_text",
    "contract_label",
    "contract_line",
    "hand_diagram",
    "localize_ranks",
    "rank_text",
    "seat_letter",
    "seat_name",
    "suit_card",
    "suit_name",
    "tricks_table",
]

# Msgids are literals so that the catalog extractor finds them.
_SEAT_NAMES: dict[Seat, Message] = {
    Seat.NORTH: Message("North"),
    Seat.EAST: Message("East"),
    Seat.SOUTH: Message("South"),
    Seat.WEST: Message("West"),
}
# Translators: one-letter seat abbreviations (Russian: С, В, Ю, З).
_SEAT_LETTERS: dict[Seat, Message] = {
    Seat.NORTH: Message("N"),
    Seat.EAST: Message("E"),
    Seat.SOUTH: Message("S"),
    Seat.WEST: Message("W"),
}
_VULNERABLE: dict[Vulnerability, Message] = {
    Vulnerability.NONE: Message("Vulnerable: none"),
    Vulnerability.NS: Message("Vulnerable: N-S"),
    Vulnerability.EW: Message("Vulnerable: E-W"),
    Vulnerability.ALL: Message("Vulnerable: all"),
}
_SIDE_NAMES: dict[Side, Message] = {Side.NS: Message("NS"), Side.EW: Message("EW")}
# a suit as the object of a lead: "West may not lead spades" ("ходить в пики")
_SUIT_NAMES: dict[Suit, Message] = {
    Suit.SPADES: Message("spades"),
    Suit.HEARTS: Message("hearts"),
    Suit.DIAMONDS: Message("diamonds"),
    Suit.CLUBS: Message("clubs"),
}
# one card of a suit, as the object of a play: "must play a diamond" ("сыграть бубну")
_SUIT_CARDS: dict[Suit, Message] = {
    Suit.SPADES: Message("a spade"),
    Suit.HEARTS: Message("a heart"),
    Suit.DIAMONDS: Message("a diamond"),
    Suit.CLUBS: Message("a club"),
}

#: the rank letters for people: ``en`` A K Q J (the default, as in PBN and most programs),
#: ``ru`` Т К Д В (туз, король, дама, валет), as Russian directors write them
RANK_STYLES = ("en", "ru")
_RU_RANKS = {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В"}
_RU_RANK_LETTERS = str.maketrans({"A": "Т", "K": "К", "Q": "Д", "J": "В"})
# a suit symbol and the ranks right after it (``♠Q``, ``♥AK``, ``♣10``): cards in a text
_CARDS_IN_TEXT = re.compile(r"([♠♥♦♣])([AKQJ2-9]|10)+(?![A-Za-z])")

_SUITS_DOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_AUCTION_ORDER = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
_VOID = "—"
_LEAD_MARK = "▸"
_MINUS = "−"  # U+2212, as printed in score sheets
_GAP = "  "


# --- small shared helpers -------------------------------------------------------------------

def side_name(side: Side, lang: str = "en") -> str:
    """``North-South`` / ``East-West`` for people."""
    return (Message("North-South") if side is Side.NS else Message("East-West")).render(lang)


def seat_name(seat: Seat, lang: str) -> str:
    """The seat's full name: ``North`` (``Север``)."""
    return _SEAT_NAMES[seat].render(lang)


def seat_letter(seat: Seat, lang: str) -> str:
    """The seat's one-letter abbreviation: ``N`` (``С``)."""
    return _SEAT_LETTERS[seat].render(lang)


def suit_name(suit: Suit, lang: str) -> str:
    """A suit as the object of a lead, in words: ``spades`` (``пики``)."""
    return _SUIT_NAMES[suit].render(lang)


def suit_card(suit: Suit, lang: str) -> str:
    """One card of a suit, in words: ``a diamond`` (``бубну``)."""
    return _SUIT_CARDS[suit].render(lang)


def rank_text(rank: Rank, ranks: str = "en") -> str:
    """A rank for people: the ten is ``10``, the others their letter (``A K Q J 9 … 2``;
    with ``ranks="ru"``, ``Т К Д В 9 … 2``)."""
    if rank is Rank.TEN:
        return "10"
    if ranks == "ru":
        return _RU_RANKS.get(rank, rank.letter)
    return rank.letter


def card_text(card: Card, ranks: str = "en") -> str:
    """A card for people: ``♠Q``, ``♥10`` (``♠Д`` with ``ranks="ru"``)."""
    return card.suit.symbol + rank_text(card.rank, ranks)


def localize_ranks(text: str, ranks: str) -> str:
    """``text`` with the ranks of the cards in it (a suit symbol, then ranks: ``♠Q``,
    ``♦AK``) written in the ``ranks`` style. Messages from the laws carry their cards as
    ``♠Q``: this writes them as the rest of the report (``♠Д``)."""
    if ranks != "ru":
        return text
    return _CARDS_IN_TEXT.sub(lambda m: m[0].translate(_RU_RANK_LETTERS), text)


def call_text(call: Call, lang: str) -> str:
    """A call for people: ``1♠``, ``3NT`` (``3БК``), ``Pass`` (``Пас``), ``X``, ``XX``.

    Double and redouble keep their symbols in every language (they fit a grid column).
    """
    text = call.as_message()
    return text if isinstance(text, str) else text.render(lang)


def contract_label(contract: Contract, lang: str) -> str:
    """A contract as its bid is written in the auction: ``3NT`` (``3БК``), ``4♠X``."""
    return call_text(Call.bid(contract.level, contract.strain), lang) + contract.doubling.suffix


def _signed(score: int) -> str:
    if score > 0:
        return f"+{score}"
    if score < 0:
        return f"{_MINUS}{-score}"
    return "0"


def _join(lines: list[str]) -> str:
    return "\n".join(line.rstrip() for line in lines)


def _pad(lines: list[str], height: int) -> list[str]:
    return lines + [""] * (height - len(lines))


# --- hand diagram ---------------------------------------------------------------------------

def _hand_lines(hand: Hand, played: int, ranks: str = "en") -> list[str]:
    remaining = Hand(hand.mask & ~played & FULL_PACK)
    lines = []
    for suit in _SUITS_DOWN:
        cards = sorted(remaining.cards_in(suit), reverse=True)
        holding = "".join(rank_text(c.rank, ranks) for c in cards) or _VOID
        lines.append(f"{suit.symbol} {holding}")
    return lines


def _compass(lang: str) -> list[str]:
    n, e, s, w = (seat_letter(seat, lang) for seat in Seat)
    inner = 7
    return [
        "┌" + n.center(inner, "─") + "┐",
        "│" + w + " " * (inner - len(w) - len(e)) + e + "│",
        "│" + " " * inner + "│",
        "└" + s.center(inner, "─") + "┘",
    ]


def hand_diagram(
    deal: Deal,
    *,
    board: int | None = None,
    dealer: Seat | None = None,
    vulnerability: Vulnerability | None = None,
    hidden: frozenset[Seat] = frozenset(),
    played: int = 0,
    lang: str,
    ranks: str = "en",
) -> str:
    """The compass diagram: North on top, West left, East right, South below.

    Each hand is four lines, spades first (``♠ KJ654``); a void (or a suit whose cards have
    all been played) is ``—``. Cards in the 52-bit mask ``played`` are left out, so the
    diagram shows the cards remaining. A seat in ``hidden`` is printed as not shown. The
    board number, dealer and vulnerability, those given, stand top-left beside North;
    nothing is inferred from the board number. ``ranks``: the rank letters
    (:data:`RANK_STYLES`).
    """
    hands: dict[Seat, list[str]] = {}
    for seat in Seat:
        if seat in hidden:
            hands[seat] = _pad([Message("(not shown)").render(lang)], 4)
        else:
            hands[seat] = _hand_lines(deal[seat], played, ranks)

    header: list[str] = []
    if board is not None:
        header.append(Message("Board {number}", number=board).render(lang))
    if dealer is not None:
        header.append(Message("Dealer: {seat}", seat=_SEAT_NAMES[dealer]).render(lang))
    if vulnerability is not None:
        header.append(_VULNERABLE[vulnerability].render(lang))

    compass = _compass(lang)
    left_width = max(len(line) for line in header + hands[Seat.WEST])
    middle_width = max(len(line) for line in hands[Seat.NORTH] + hands[Seat.SOUTH] + compass)
    indent = " " * (left_width + len(_GAP))

    top = _pad(header, 4)
    lines = [t.ljust(left_width) + _GAP + n for t, n in zip(top, hands[Seat.NORTH], strict=True)]
    lines += [
        w.ljust(left_width) + _GAP + c.ljust(middle_width) + _GAP + e
        for w, c, e in zip(hands[Seat.WEST], compass, hands[Seat.EAST], strict=True)
    ]
    lines += [indent + s for s in hands[Seat.SOUTH]]
    return _join(lines)


# --- grids ----------------------------------------------------------------------------------

def _grid(header: list[str], rows: list[list[str]], right: frozenset[int] = frozenset()) -> str:
    """Columns as wide as their widest cell, separated by two blanks; ``right`` columns are
    right-aligned."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    out = []
    for row in [header, *rows]:
        cells = [
            cell.rjust(width) if i in right else cell.ljust(width)
            for i, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        out.append(_GAP.join(cells))
    return _join(out)


def auction_grid(dealer: Seat, calls: Sequence[Call | str], *, lang: str) -> str:
    """The auction in four columns W N E S (З С В Ю), the first row blank up to the dealer.

    The columns are always West, North, East, South, whoever deals: the order of PBN's
    ``[Auction]`` grid and of most bridge programs and travellers, so that a seat is always
    in the same column from board to board; the dealer's call is the first one written.
    A :class:`Call` is printed with symbols (:func:`call_text`); a plain string is printed
    as given (for irregular or annotated calls, e.g. ``"1♥*"``).
    """
    cells = [""] * _AUCTION_ORDER.index(dealer)
    cells += [c if isinstance(c, str) else call_text(c, lang) for c in calls]
    cells += [""] * (-len(cells) % 4)
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4) if any(cells[i:i + 4])]
    header = [seat_letter(seat, lang) for seat in _AUCTION_ORDER]
    # Every column is at least as wide as the widest call ("Pass"), so the grid keeps its
    # shape as the auction grows.
    width = max(len(cell) for cell in [*header, *cells, call_text(PASS, lang)])
    return _join([_GAP.join(cell.ljust(width) for cell in row) for row in [header, *rows]])


def tricks_table(
    tricks: Sequence[Trick], trump: Strain | None, declarer: Seat | None, *, lang: str,
    winners: Sequence[Seat] = (), ranks: str = "en",
) -> str:
    """One row per trick: number, leader, the cards in columns W N E S (the lead marked
    ``▸``), the winner, and the running count of tricks won by declarer's side and by the
    defenders (by NS and EW when ``declarer`` is ``None``).

    ``trump`` ``None`` means no trump suit (a notrump contract). An incomplete trick shows
    the cards played so far, with no winner and no count. ``winners``: who won each
    quitted trick, where a law decided it (a card placed by Law 67B1 changes nothing);
    a trick beyond them is won by its cards. ``ranks``: the rank letters
    (:data:`RANK_STYLES`).
    """
    strain = Strain.NOTRUMP if trump is None else trump
    if declarer is None:
        first_side = Side.NS
        header_sides = [_SIDE_NAMES[Side.NS].render(lang), _SIDE_NAMES[Side.EW].render(lang)]
    else:
        first_side = declarer.side
        header_sides = [Message("Declarer").render(lang), Message("Defenders").render(lang)]
    header = [
        Message("Trick").render(lang),
        Message("Lead").render(lang),
        # one blank where the cards below have the lead mark, so the letter stands over the suit
        *(" " + seat_letter(seat, lang) for seat in _AUCTION_ORDER),
        Message("Winner").render(lang),
        *header_sides,
    ]
    won = [0, 0]
    rows = []
    for number, trick in enumerate(tricks, start=1):
        cards = []
        for seat in _AUCTION_ORDER:
            card = trick.played_by(seat)
            if card is None:
                cards.append("")
            else:
                mark = _LEAD_MARK if seat is trick.leader else " "
                cards.append(mark + card_text(card, ranks))
        if trick.is_complete:
            winner = winners[number - 1] if number <= len(winners) else trick.winner(strain)
            won[0 if winner.side is first_side else 1] += 1
            tail = [seat_letter(winner, lang), str(won[0]), str(won[1])]
        else:
            tail = ["", "", ""]
        rows.append([str(number), seat_letter(trick.leader, lang), *cards, *tail])
    return _grid(header, rows, right=frozenset({0, 7, 8}))


# --- result ---------------------------------------------------------------------------------

def contract_line(
    contract: Contract | None, tricks: int | None, score_ns: int | None, *, lang: str
) -> str:
    """The result in one line: ``2♠ by North, 6 tricks (down 2): NS −100``.

    ``contract`` ``None`` is a passed-out board; ``tricks`` are declarer's; parts that are
    ``None`` are left out.
    """
    if contract is None:
        line = Message("Passed out")
    else:
        line = Message(
            "{contract} by {declarer}",
            contract=contract_label(contract, lang),
            declarer=_SEAT_NAMES[contract.declarer],
        )
        if tricks is not None:
            difference = tricks - contract.tricks_needed
            if difference < 0:
                result = Message("down {n}", n=-difference)
            elif difference == 0:
                result = Message("made")
            else:
                result = nmessage("made, {n} overtrick", "made, {n} overtricks", difference)
            line = Message(
                "{line}, {tricks} ({result})",
                line=line,
                tricks=nmessage("{n} trick", "{n} tricks", tricks),
                result=result,
            )
    if score_ns is not None:
        line = Message("{line}: NS {score}", line=line, score=_signed(score_ns))
    return line.render(lang)
