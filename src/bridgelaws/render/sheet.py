"""Printable forms from the log of a board: the Director's ruling sheet, and the appeal form
(Law 92).

Each is one self-contained HTML document for A4 paper (no scripts, fonts, images or
stylesheets from elsewhere; a print stylesheet in the page): the board's facts (event,
table, board, dealer, vulnerability, the four hands as dealt, the auction and the play so
far), then for each ruling the facts, the laws quoted by clause with their titles, the
options and the choice, who chose, the Director's judgments and answers; the result and any
adjusted score; and lines for signatures and the date and time. Every word goes through
:class:`~bridgelaws.i18n.Message` in the caller's ``lang``; everything from the record
(tags, reasons) is escaped.

>>> from bridgelaws.record import loads
>>> from bridgelaws.table import Table
>>> from importlib import resources
>>> game = loads(resources.files("bridgelaws").joinpath("data", "demo.pbn").read_text())[0]
>>> page = ruling_sheet(Table.from_game(game), "en", tags=game.tags)
>>> "Law 54D" in page and "Signature of the Director" in page
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from html import escape

from bridgelaws.cards import Suit
from bridgelaws.deal import Deal
from bridgelaws.i18n import Message, nmessage
from bridgelaws.laws import descriptions as d
from bridgelaws.laws.law16_withdrawn_calls import withdrawn_calls
from bridgelaws.render.report import (
    adjusted_section,
    claim_section,
    in_force_lines,
    irregularity_text,
    judgment_text,
    option_arg_text,
    revoke_section,
    standing_cells,
    withdrawn_text,
)
from bridgelaws.render.text import (
    card_text,
    contract_label,
    contract_line,
    localize_ranks,
    rank_text,
    seat_letter,
    seat_name,
    side_name,
)
from bridgelaws.rulings import Ruling
from bridgelaws.seats import Seat, Side, Vulnerability
from bridgelaws.table import Table

__all__ = ["SheetBoard", "appeal_form", "clause_title", "ruling_sheet", "sheets_html"]

#: the time limit of Law 92B (2017): the right to request or appeal a ruling expires this
#: many minutes after the official score has been made available for inspection, unless
#: the Tournament Organizer has specified a different time period
DEFAULT_APPEAL_MINUTES = 30

_AUCTION_ORDER = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_VULNERABLE: dict[Vulnerability, Message] = {
    Vulnerability.NONE: Message("neither side"),
    Vulnerability.NS: Message("North-South"),
    Vulnerability.EW: Message("East-West"),
    Vulnerability.ALL: Message("both sides"),
}

_STYLE = """
@page{size:A4;margin:14mm 14mm 16mm}
*{box-sizing:border-box}
html{color:#000;background:#fff}
body{margin:0 auto;max-width:182mm;padding:8mm 0;font:10.5pt/1.35 "DejaVu Serif",Georgia,
"Times New Roman",serif}
h1{font-size:15pt;margin:0 0 2mm}
h2{font-size:12pt;margin:5mm 0 2mm;border-bottom:.3mm solid #000;padding-bottom:.5mm}
h3{font-size:11pt;margin:3mm 0 1mm}
p{margin:1mm 0}
table{border-collapse:collapse}
th,td{border:.2mm solid #777;padding:.6mm 1.8mm;text-align:left;vertical-align:top}
th{background:#eee;font-weight:600}
.facts td,.facts th{border:none;padding:.3mm 3mm .3mm 0}
.facts th{background:none;font-weight:600}
.deal{display:grid;grid-template-columns:repeat(3,max-content);gap:1mm 6mm;align-items:center;
margin:2mm 0}
.hand{white-space:nowrap;line-height:1.25}
.hand b{display:inline-block;min-width:1.4em}
.compass{width:15mm;height:15mm;border:.3mm solid #555;display:grid;
grid-template:1fr 1fr 1fr/1fr 1fr 1fr;font-size:8pt;text-align:center;align-items:center}
.compass span:nth-child(1){grid-area:1/2}.compass span:nth-child(2){grid-area:2/3}
.compass span:nth-child(3){grid-area:3/2}.compass span:nth-child(4){grid-area:2/1}
.red{color:#b00}
.num{text-align:right}
.lead{font-weight:700}
.ruling{border:.3mm solid #000;padding:2mm 3mm;margin:3mm 0;break-inside:avoid;
page-break-inside:avoid}
.ruling h3{margin-top:0}
.laws{margin:1mm 0;padding-left:5mm}
.options{margin:1mm 0;padding-left:0;list-style:none}
.options li{padding-left:6mm;text-indent:-6mm}
.chosen{font-weight:700}
.small{font-size:9pt}
.lines{margin:1mm 0;padding-left:5mm}
.box{border:.3mm solid #000;min-height:55mm;margin:2mm 0;padding:2mm}
.box.short{min-height:30mm}
.sign{display:grid;grid-template-columns:1fr 1fr;gap:8mm 10mm;margin-top:8mm;
break-inside:avoid;page-break-inside:avoid}
.sign div{border-top:.3mm solid #000;padding-top:1mm;font-size:9pt;min-height:12mm}
.blank{display:inline-block;min-width:45mm;border-bottom:.3mm solid #000}
.check{font-size:12pt}
.sheet+.sheet{break-before:page;page-break-before:always}
footer{margin-top:4mm;font-size:8.5pt;color:#333}
@media screen{body{padding:8mm 4mm}}
@media print{body{padding:0;max-width:none}a{color:#000;text-decoration:none}}
"""


@dataclass(frozen=True)
class SheetBoard:
    """One board for a form: the table as replayed from the log, and the record's tags
    (``Event``, ``Site``, ``Date``, ``Table`` or ``Room``, the players' names)."""

    table: Table
    tags: Sequence[tuple[str, str]] = ()

    def tag(self, *names: str) -> str:
        """The first non-empty value among the tags ``names`` (any case), else ``""``."""
        for name in names:
            for key, value in self.tags:
                if key.lower() == name.lower() and value.strip() and value.strip() != "?":
                    return value.strip()
        return ""


# --------------------------------------------------------------------------- small parts


def clause_title(clause: str, lang: str) -> str | None:
    """The title the catalog has for ``clause`` or for the law that contains it, longest
    match first (``54D``: Law 54's; ``50D2a-require``: 50D2's); ``None`` if none."""
    key = clause.split("-", 1)[0] if clause not in d.LAW_TITLES else clause
    while key:
        title = d.LAW_TITLES.get(key)
        if title is not None:
            return title.render(lang)
        key = key[:-1]
    return None


def _law(clause: str, lang: str) -> str:
    return Message("Law {law}", law=clause).render(lang)


def _h2(title: Message, lang: str) -> str:
    return f"<h2>{escape(title.render(lang))}</h2>"


def _p(text: Message, lang: str, *, bold: bool = False) -> str:
    words = escape(text.render(lang))
    return f"<p><b>{words}:</b></p>" if bold else f"<p>{words}</p>"


def _e(text: str, ranks: str) -> str:
    """Text for the page: its cards in the rank letters of the page, escaped."""
    return escape(localize_ranks(text, ranks))


def _suit(suit: Suit) -> str:
    symbol = escape(suit.symbol)
    return f'<span class="red">{symbol}</span>' if suit in (Suit.HEARTS, Suit.DIAMONDS) \
        else symbol


def _hand(deal: Deal, seat: Seat, lang: str, ranks: str) -> str:
    hand = deal[seat]
    lines = [f"<b>{escape(seat_name(seat, lang))}</b>"]
    for suit in _SUITS:
        cards = sorted(hand.cards_in(suit), reverse=True)
        holding = " ".join(rank_text(c.rank, ranks) for c in cards) or "—"
        lines.append(f"{_suit(suit)} {escape(holding)}")
    return '<div class="hand">' + "<br>".join(lines) + "</div>"


def _diagram(deal: Deal, lang: str, ranks: str) -> str:
    compass = "".join(f"<span>{escape(seat_letter(s, lang))}</span>" for s in Seat)
    return ('<div class="deal">'
            f"<div></div>{_hand(deal, Seat.NORTH, lang, ranks)}<div></div>"
            f"{_hand(deal, Seat.WEST, lang, ranks)}<div class=\"compass\">{compass}</div>"
            f"{_hand(deal, Seat.EAST, lang, ranks)}"
            f"<div></div>{_hand(deal, Seat.SOUTH, lang, ranks)}<div></div></div>")


def _auction(table: Table, lang: str) -> str:
    cells = [""] * _AUCTION_ORDER.index(table.dealer) + standing_cells(table, lang)
    if len(cells) == _AUCTION_ORDER.index(table.dealer):
        return _p(Message("No call has been made."), lang)
    cells += [""] * (-len(cells) % 4)
    head = "".join(f"<th>{escape(seat_name(s, lang))}</th>" for s in _AUCTION_ORDER)
    rows = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in cells[i:i + 4]) + "</tr>"
                   for i in range(0, len(cells), 4))
    grid = f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
    if any(c.endswith("*") for c in cells) or "—" in cells:
        legend = Message("* an irregular call that stands (accepted); — a turn lost to a "
                         "call out of rotation that was accepted").render(lang)
        grid += f'<p class="small">{escape(legend)}</p>'
    return grid


def _play(table: Table, lang: str, ranks: str) -> str:
    tricks = table.all_tricks()
    if not tricks:
        return _p(Message("No card has been played."), lang)
    head = [Message("Trick").render(lang), *(seat_letter(s, lang) for s in _AUCTION_ORDER),
            Message("Winner").render(lang)]
    rows = []
    for number, trick in enumerate(tricks, start=1):
        cells = [f'<td class="num">{number}</td>']
        for seat in _AUCTION_ORDER:
            card = trick.played_by(seat)
            text = "" if card is None else escape(card_text(card, ranks))
            cells.append(f'<td class="lead">▸{text}</td>' if card is not None
                         and seat is trick.leader else f"<td>{text}</td>")
        winner = ""
        if trick.is_complete and number <= len(table.winners):
            winner = seat_letter(table.winners[number - 1], lang)
        elif trick.is_complete and table.contract is not None:
            winner = seat_letter(trick.winner(table.contract.strain), lang)
        cells.append(f"<td>{escape(winner)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    header = "".join(f"<th>{escape(h)}</th>" for h in head)
    note = escape(Message("▸ the card led").render(lang))
    return (f"<table><thead><tr>{header}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f'<p class="small">{note}</p>')


def _facts_table(board: SheetBoard, lang: str, when: datetime) -> str:
    table = board.table
    rows: list[tuple[str, str]] = []
    event = board.tag("Event")
    if event:
        rows.append((Message("Event").render(lang), event))
    site = board.tag("Site")
    if site:
        rows.append((Message("Site").render(lang), site))
    date = board.tag("Date")
    if date:
        rows.append((Message("Date of play").render(lang), date))
    where = board.tag("Table", "Room")
    rows.append((Message("Table").render(lang), where or "________"))
    rows.append((Message("Board").render(lang),
                 "—" if table.board is None else str(table.board)))
    rows.append((Message("Dealer").render(lang), seat_name(table.dealer, lang)))
    rows.append((Message("Vulnerable").render(lang),
                 _VULNERABLE[table.vulnerability].render(lang)))
    names = [(s, board.tag({Seat.NORTH: "North", Seat.EAST: "East", Seat.SOUTH: "South",
                            Seat.WEST: "West"}[s])) for s in Seat]
    if any(name for _, name in names):
        rows.append((Message("Players").render(lang),
                     ", ".join(f"{seat_name(s, lang)}: {name or '—'}" for s, name in names)))
    contract = table.contract
    if contract is not None:
        rows.append((Message("Contract").render(lang), Message(
            "{contract} by {declarer}", contract=contract_label(contract, lang),
            declarer=seat_name(contract.declarer, lang)).render(lang)))
    rows.append((Message("Prepared").render(lang), when.strftime("%Y-%m-%d %H:%M")))
    body = "".join(f"<tr><th>{escape(k)}</th><td>{escape(v)}</td></tr>" for k, v in rows)
    return f'<table class="facts">{body}</table>'


def _board_facts(board: SheetBoard, lang: str, ranks: str, when: datetime) -> str:
    table = board.table
    return "".join([
        _facts_table(board, lang, when),
        _h2(Message("The deal"), lang),
        _diagram(table.deal, lang, ranks),
        _h2(Message("Auction"), lang),
        _auction(table, lang),
        _h2(Message("Play so far"), lang),
        _play(table, lang, ranks),
    ])


def _where(table: Table, event: int | None, lang: str) -> str:
    line = None if event is None or not 1 <= event <= len(table.events) \
        else table.events[event - 1].line
    if line is None:
        return Message("event {event}", event=event).render(lang)
    return Message("event {event}, line {line}", event=event, line=line).render(lang)


def _clauses(r: Ruling) -> list[str]:
    """The clauses of a ruling, each once: those that apply, then those that governed what
    followed (its outcomes)."""
    seen: list[str] = []
    for clause in (*r.laws, *r.outcomes):
        if clause not in seen:
            seen.append(clause)
    return seen


def _ruling_block(table: Table, number: int, r: Ruling, lang: str, ranks: str) -> str:
    irr = next((i for i in table.irregularities if i.event == r.event), None)
    laws = ", ".join(r.laws)
    head = Message("Ruling {n}: Law {laws}", n=number, laws=laws).render(lang) if \
        len(r.laws) == 1 else Message("Ruling {n}: Laws {laws}", n=number, laws=laws).render(lang)
    out = [f"<h3>{escape(head)}</h3>"]
    facts: list[str] = []
    if irr is not None and r.kind is not None:
        facts.append(irregularity_text(table, irr, lang, ranks))
    elif r.laws == ("26B",) and r.offender is not None:
        facts.append(Message(
            "{offender}'s call was withdrawn; {partner}, his partner, is to lead",
            offender=seat_name(r.offender, lang),
            partner=seat_name(r.offender.partner, lang)).render(lang))
    facts.extend(m.render(lang) for m in r.explanation)
    where = Message("Where in the log: {where}", where=_where(table, r.event, lang))
    if r.asked_event is not None and r.asked_event != r.event:
        where = Message("Where in the log: {where}; asked at {asked}",
                        where=_where(table, r.event, lang),
                        asked=_where(table, r.asked_event, lang))
    out.append(_p(Message("Facts"), lang, bold=True))
    out.append('<ul class="lines">' + "".join(f"<li>{_e(f, ranks)}</li>" for f in facts)
               + f'<li class="small">{escape(where.render(lang))}</li></ul>')
    if r.offender is not None:
        out.append("<p>" + escape(Message("Offender: {seat} ({side})",
                                          seat=seat_name(r.offender, lang),
                                          side=side_name(r.offender.side, lang)).render(lang))
                   + "</p>")
    out.append(_p(Message("Laws applied"), lang, bold=True))
    items = []
    for clause in _clauses(r):
        title = clause_title(clause, lang)
        text = d.OPTION_TEXT.get(clause)
        words = text.render(lang) if text is not None and clause not in r.options else title
        law = _law(clause.split("-", 1)[0], lang)
        items.append(f"<li><b>{escape(law)}</b>"
                     + (f" — {_e(words, ranks)}" if words else "") + "</li>")
    out.append('<ul class="laws">' + "".join(items) + "</ul>")
    judged = [j for j in table.judgments if j.event == r.event] if r.kind is not None and \
        next(x for x in table.rulings if x.event == r.event and x.kind is not None) is r else []
    if r.options:
        if r.chooser is not None:
            who = Message("Options (chosen by {chooser}, {side}):",
                          chooser=seat_name(r.chooser, lang),
                          side=side_name(r.chooser.side, lang))
        else:
            who = Message("Options:")
        out.append(f"<p><b>{escape(who.render(lang))}</b></p>")
        opts = []
        for option in r.options:
            is_chosen = option == r.chosen
            mark = "☒" if is_chosen else "☐"
            klass = ' class="chosen"' if is_chosen else ""
            words = d.option_text(option, table.edition).render(lang)
            opts.append(f'<li{klass}><span class="check">{mark}</span> {escape(option)}: '
                        f"{_e(words, ranks)}</li>")
        out.append('<ul class="options">' + "".join(opts) + "</ul>")
    if r.chosen is not None and r.options:
        chosen = r.chosen + (f" {option_arg_text(r.chosen, r.chosen_arg, lang, ranks)}"
                             if r.chosen_arg else "")
        chooser = seat_name(r.chooser, lang) if r.chooser is not None else \
            Message("the Director").render(lang)
        choice = (Message("Choice: {option}, by {chooser}, by conduct at the table ({where})",
                          option=chosen, chooser=chooser,
                          where=_where(table, r.choice_event, lang)) if r.by_conduct else
                  Message("Choice: {option}, by {chooser} ({where})", option=chosen,
                          chooser=chooser, where=_where(table, r.choice_event, lang)))
        out.append(f'<p class="chosen">{_e(choice.render(lang), ranks)}</p>')
    elif r.options:
        out.append("<p>" + escape(Message("Choice: not yet made").render(lang)) + "</p>")
    elif not r.options:
        out.append("<p>" + escape(Message("No option: the law prescribes the rectification.")
                                  .render(lang)) + "</p>")
    if judged:
        title = Message("The Director's judgments").render(lang)
        out.append(f"<p><b>{escape(title)}:</b></p>")
        out.append('<ul class="lines">' + "".join(
            f"<li>{_e(judgment_text(table, j, lang), ranks)}</li>" for j in judged) + "</ul>")
    return '<section class="ruling">' + "".join(out) + "</section>"


def _list_section(title: Message, lines: Sequence[str], lang: str, ranks: str) -> str:
    if not lines:
        return ""
    items = "".join(f"<li>{_e(line.lstrip('• ').strip(), ranks)}</li>" for line in lines
                    if line.strip())
    return f"<h2>{escape(title.render(lang))}</h2><ul class=\"lines\">{items}</ul>"


def _rulings_html(table: Table, lang: str, ranks: str) -> str:
    parts = [_h2(Message("Rulings"), lang)]
    if not table.rulings:
        parts.append("<p>" + escape(Message("No ruling on this board.").render(lang)) + "</p>")
    parts.extend(_ruling_block(table, n, r, lang, ranks)
                 for n, r in enumerate(table.rulings, start=1))
    ruled = {r.event for r in table.rulings if r.kind is not None}
    loose = [j for j in table.judgments if j.event not in ruled]
    parts.append(_list_section(Message("Other judgments of the Director"),
                               [judgment_text(table, j, lang) for j in loose], lang, ranks))
    claim = claim_section(table, lang)
    parts.append(_list_section(Message("Claim"), claim[1:], lang, ranks))
    parts.append(_list_section(Message("Revokes (Law 64)"), revoke_section(table, lang)[1:],
                               lang, ranks))
    parts.append(_list_section(Message("Withdrawn calls (Law 16C)"),
                               [withdrawn_text(table, w, lang) for w in withdrawn_calls(table)],
                               lang, ranks))
    parts.append(_list_section(Message("In force"), in_force_lines(table, lang, ranks), lang,
                               ranks))
    unsupported = [Message("Law {law}", law=i.kind.law).render(lang) + " — "
                   + irregularity_text(table, i, lang, ranks) for i in table.unsupported]
    if unsupported:
        unsupported.append(Message("The rectification of this irregularity is not implemented "
                                   "yet: the Director rules by the Law book.").render(lang))
    parts.append(_list_section(Message("Detected, not yet rectified by this version"),
                               unsupported, lang, ranks))
    parts.append(_list_section(Message("Notes"), [n.render(lang) for n in table.notes], lang,
                               ranks))
    return "".join(parts)


def _result_lines(table: Table, lang: str) -> list[str]:
    res = table.result
    lines: list[str] = []
    if table.result_cancelled is not None:
        lines.append(Message("No table result: cancelled under Law {clause}",
                             clause=table.result_cancelled).render(lang))
    elif res is not None:
        lines.append(contract_line(table.contract, table.tricks_declarer, res.score_ns,
                                   lang=lang))
    elif table.contract is not None:
        won = table.tricks_declarer or 0
        lines.append(Message("Contract {contract} by {declarer}; tricks so far: declarer {won}, "
                             "defenders {lost}", contract=contract_label(table.contract, lang),
                             declarer=seat_name(table.contract.declarer, lang), won=won,
                             lost=len(table.tricks) - won).render(lang))
    else:
        lines.append(Message("The board has not been completed.").render(lang))
    lines.extend(adjusted_section(table, lang)[1:])
    return lines


def _result_html(table: Table, lang: str, ranks: str) -> str:
    title = (Message("Result and adjusted score") if table.adjustments
             else Message("Result"))
    return _list_section(title, _result_lines(table, lang), lang, ranks)


def _signatures(labels: Sequence[Message], lang: str) -> str:
    cells = "".join(f"<div>{escape(label.render(lang))}</div>" for label in labels)
    return f'<div class="sign">{cells}</div>'


def _sheet(board: SheetBoard, lang: str, ranks: str, when: datetime) -> str:
    table = board.table
    title = Message("Director's ruling").render(lang)
    return "".join([
        f'<section class="sheet"><h1>{escape(title)}</h1>',
        _board_facts(board, lang, ranks, when),
        _rulings_html(table, lang, ranks),
        _result_html(table, lang, ranks),
        "<p>" + escape(Message("Rulings of fact or judgment may be appealed through the "
                               "Director (Laws 83, 92).").render(lang)) + "</p>",
        _signatures([Message("Director (name)"), Message("Signature of the Director"),
                     Message("Date and time of the ruling"),
                     Message("Players informed (signatures, optional)")], lang),
        "</section>",
    ])


def _appeal(board: SheetBoard, lang: str, ranks: str, when: datetime, deposit: str | None,
            minutes: int) -> str:
    table = board.table
    title = Message("Appeal against a Director's ruling (Law 92)").render(lang)
    parts = [f'<section class="sheet"><h1>{escape(title)}</h1>',
             _facts_table(board, lang, when)]
    parts.append(_h2(Message("The ruling appealed"), lang))
    if table.rulings:
        items = []
        for n, r in enumerate(table.rulings, start=1):
            titles = "; ".join(t for t in (clause_title(c, lang) for c in r.laws) if t)
            head = Message("Ruling {n}: Law {laws}", n=n, laws=", ".join(r.laws)) if \
                len(r.laws) == 1 else Message("Ruling {n}: Laws {laws}", n=n,
                                              laws=", ".join(r.laws))
            line = head.render(lang) + (f" — {titles}" if titles else "")
            if r.chosen is not None and r.options:
                chooser = seat_name(r.chooser, lang) if r.chooser is not None else \
                    Message("the Director").render(lang)
                line += "; " + Message("chosen: {option}, by {chooser}", option=r.chosen,
                                       chooser=chooser).render(lang)
            judged = [j for j in table.judgments if j.event == r.event and j.answer is not None]
            for j in judged:
                line += "; " + judgment_text(table, j, lang)
            items.append(f'<li><span class="check">☐</span> {_e(line, ranks)}</li>')
        parts.append('<ul class="options">' + "".join(items) + "</ul>")
    else:
        parts.append("<p>" + escape(Message("No ruling is recorded in the log: describe the "
                                            "ruling appealed below.").render(lang)) + "</p>")
    parts.append(_list_section(Message("Result and adjusted score") if table.adjustments
                               else Message("Result"), _result_lines(table, lang), lang, ranks))
    parts.append(_h2(Message("Appellant"), lang))
    sides = "".join(f'<li><span class="check">☐</span> {escape(side_name(side, lang))}: '
                    f'<span class="blank"></span></li>' for side in (Side.NS, Side.EW))
    parts.append(f'<ul class="options">{sides}</ul>')
    parts.append("<p class=\"small\">" + escape(Message(
        "An appeal is not heard unless, in a pairs event, both members of the partnership "
        "concur in making it (in an individual contest a player needs no concurrence of his "
        "partner) and, in a team event, the team captain concurs (Law 92D).").render(lang))
        + "</p>")
    parts.append(_h2(Message("Reasons for the appeal"), lang))
    parts.append('<div class="box"></div>')
    parts.append(_h2(Message("Time limit and deposit"), lang))
    limit = (Message("The right to request or appeal a Director's ruling expires 30 minutes "
                     "after the official score has been made available for inspection, unless "
                     "the Tournament Organizer has specified a different time period "
                     "(Law 92B).") if minutes == DEFAULT_APPEAL_MINUTES else
             nmessage("Time limit set by the Tournament Organizer (Law 92B): {n} minute "
                      "after the official score has been made available for inspection.",
                      "Time limit set by the Tournament Organizer (Law 92B): {n} minutes "
                      "after the official score has been made available for inspection.",
                      minutes))
    parts.append(f"<p>{escape(limit.render(lang))}</p>")
    parts.append("<p>" + escape(Message("All requests for a review of a ruling are made "
                                        "through the Director (Law 92C).").render(lang))
                 + "</p>")
    times = [Message("Official score made available at:"), Message("Appeal lodged at:")]
    parts.append("".join(f"<p>{escape(t.render(lang))} <span class=\"blank\"></span></p>"
                         for t in times))
    if deposit is not None:
        parts.append("<p>" + escape(Message("Deposit: {amount}", amount=deposit).render(lang))
                     + ' — ' + escape(Message("received by").render(lang))
                     + ' <span class="blank"></span></p>')
    parts.append(_signatures([Message("Appellant (signature)"),
                              Message("Partner or team captain, concurring (signature)"),
                              Message("Director: appeal received (signature)"),
                              Message("Date and time")], lang))
    parts.append(_h2(Message("Decision (Law 93)"), lang))
    outcomes = [Message("ruling upheld"), Message("ruling changed")]
    if deposit is not None:
        outcomes += [Message("deposit returned"), Message("deposit retained")]
    parts.append('<ul class="options">' + "".join(
        f'<li><span class="check">☐</span> {escape(o.render(lang))}</li>' for o in outcomes)
        + "</ul>")
    parts.append('<div class="box short"></div>')
    parts.append(_signatures([Message("Chief Director or committee chairman (signature)"),
                              Message("Date and time")], lang))
    parts.append("</section>")
    return "".join(parts)


def sheets_html(boards: Sequence[SheetBoard], lang: str = "en", *, ranks: str = "en",
                appeal: bool = False, when: datetime | None = None,
                deposit: str | None = None,
                appeal_minutes: int = DEFAULT_APPEAL_MINUTES) -> str:
    """One printable document: a ruling sheet (or, with ``appeal``, an appeal form) per
    board, each starting a new page. ``when``: the date and time printed (default: now);
    ``deposit``: the deposit an appeal requires, as the regulations state it (no deposit
    line when ``None``); ``appeal_minutes``: the time limit of Law 92B when the Tournament
    Organizer has set one other than 30 minutes."""
    moment = when if when is not None else datetime.now().astimezone()
    if appeal:
        title = Message("Appeal against a Director's ruling (Law 92)").render(lang)
        body = "".join(_appeal(b, lang, ranks, moment, deposit, appeal_minutes)
                       for b in boards)
    else:
        title = Message("Director's ruling").render(lang)
        body = "".join(_sheet(b, lang, ranks, moment) for b in boards)
    if len(boards) == 1 and boards[0].table.board is not None:
        title += " — " + Message("Board {number}", number=boards[0].table.board).render(lang)
    footer = escape(Message("Prepared by bridgelaws from the log of the board, {when}",
                            when=moment.strftime("%Y-%m-%d %H:%M")).render(lang))
    return ("<!DOCTYPE html>\n"
            f'<html lang="{escape(lang)}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n<style>{_STYLE}</style>\n</head>\n<body>\n"
            f"{body}\n<footer>{footer}</footer>\n</body>\n</html>\n")


def ruling_sheet(table: Table, lang: str = "en", *, tags: Sequence[tuple[str, str]] = (),
                 ranks: str = "en", when: datetime | None = None) -> str:
    """The Director's ruling sheet for one board, as a printable HTML document."""
    return sheets_html([SheetBoard(table, tags)], lang, ranks=ranks, when=when)


def appeal_form(table: Table, lang: str = "en", *, tags: Sequence[tuple[str, str]] = (),
                ranks: str = "en", when: datetime | None = None, deposit: str | None = None,
                appeal_minutes: int = DEFAULT_APPEAL_MINUTES) -> str:
    """The appeal form (Law 92) for one board, as a printable HTML document."""
    return sheets_html([SheetBoard(table, tags)], lang, ranks=ranks, appeal=True, when=when,
                       deposit=deposit, appeal_minutes=appeal_minutes)
