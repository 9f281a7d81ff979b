"""The results page: one self-contained HTML file that reads well on a phone.

No external resources (no scripts, fonts or stylesheets from elsewhere): the style is in
the page, and every column fits a phone's width (390 CSS px): on a narrow screen the
ranking's headers and names wrap, and each traveller row takes two lines (the result, then
the matchpoints and percentages or the IMPs), under a header of the same two lines; boards
stack. Per
board: the hand diagram (when the file gives the deal), the makeable contracts (double
dummy: the highest level each declarer makes in each strain) and par
(:mod:`bridgelaws.session.analysis`, endplay's DDS), the traveller and the
adjusted scores. Every word goes through :class:`~bridgelaws.i18n.Message`; everything
from the session file is escaped.
"""

from __future__ import annotations

from html import escape
from string import Template

from bridgelaws.cards import Strain, Suit
from bridgelaws.deal import Deal
from bridgelaws.i18n import Message, nmessage
from bridgelaws.render.text import seat_letter
from bridgelaws.seats import Seat
from bridgelaws.session.analysis import DoubleDummy, double_dummy
from bridgelaws.session.render import (
    board_heading,
    method_name,
    result_notes,
    traveller_rows,
)
from bridgelaws.session.results import Method, ScoredBoard, SessionScore, matchpoints

__all__ = ["session_html"]

_PAGE = Template("""<!DOCTYPE html>
<html lang="$lang">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>$title</title>
<style>
:root{color-scheme:light dark;--line:#d0d0d0;--head:#eef0f3;--card:#fff;--red:#c4161c}
@media (prefers-color-scheme:dark){:root{--line:#444;--head:#2a2d33;--card:#1c1e22;
--red:#ff6b6b}}
*{box-sizing:border-box}
body{margin:0;padding:0 .6rem 2rem;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,
sans-serif}
main{max-width:62rem;margin:0 auto}
h1{font-size:1.3rem;margin:1rem 0 .25rem}
h2{font-size:1.1rem;margin:1.6rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .5rem}
.sub{margin:0 0 1rem;opacity:.8}
.scroll{overflow-x:auto;-webkit-overflow-scrolling:touch;max-width:100%}
table{border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{padding:.3rem .45rem;border-bottom:1px solid var(--line);text-align:right;
white-space:nowrap}
th{background:var(--head);font-weight:600}
.l{text-align:left}
.board{background:var(--card);border:1px solid var(--line);border-radius:.6rem;
padding:.75rem;margin:1rem 0}
.facts{display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:flex-start;
margin-bottom:.75rem}
.deal{display:grid;grid-template-columns:auto auto auto;gap:.2rem .6rem;align-items:center}
.hand{white-space:nowrap;line-height:1.3}
.compass{width:3.2rem;height:3.2rem;border:1px solid var(--line);border-radius:.3rem;
display:grid;grid-template:1fr 1fr 1fr/1fr 1fr 1fr;font-size:.75rem;text-align:center}
.compass span:nth-child(1){grid-area:1/2}.compass span:nth-child(2){grid-area:2/3}
.compass span:nth-child(3){grid-area:3/2}.compass span:nth-child(4){grid-area:2/1}
.red{color:var(--red)}
.dd td,.dd th{padding:.15rem .4rem}
.note{font-size:.9rem;opacity:.85;margin:.4rem 0 0}
.par{margin:.4rem 0 0}
.rank{width:100%}
.rank td:nth-child(3){white-space:normal;overflow-wrap:break-word}
@media (max-width:40rem){
body{padding:0 .5rem 2rem}
.board{padding:.6rem .5rem}
table{font-size:.875rem}
th,td{padding:.3rem .25rem}
th{white-space:normal;vertical-align:bottom}
.hand{white-space:normal}
.trav,.trav thead,.trav tbody{display:block;width:100%}
.trav tr{display:grid;grid-template-columns:repeat(24,minmax(0,1fr));
border-bottom:1px solid var(--line)}
.trav thead tr{background:var(--head)}
.trav th,.trav td{border-bottom:0}
.trav th{font-size:.75rem}
.trav :is(th,td):nth-child(1),.trav :is(th,td):nth-child(2){grid-column:span 3}
.trav :is(th,td):nth-child(3),.trav :is(th,td):nth-child(6){grid-column:span 5}
.trav :is(th,td):nth-child(4),.trav :is(th,td):nth-child(5){grid-column:span 4}
.trav.mp :is(th,td):nth-child(n+7){grid-column:span 6}
.trav.imp :is(th,td):nth-child(n+7){grid-column:span 12}
.trav td:nth-child(n+7){padding-top:0;opacity:.85}
}
</style>
</head>
<body>
<main>
<h1>$title</h1>
<p class="sub">$subtitle</p>
<h2>$ranking_title</h2>
<div class="scroll">$ranking</div>
$note
$boards
</main>
</body>
</html>
""")

_STRAINS = (Strain.NOTRUMP, Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS)
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def _symbol(strain: Strain) -> str:
    text = escape(strain.symbol)
    return f'<span class="red">{text}</span>' if strain in (Strain.HEARTS,
                                                            Strain.DIAMONDS) else text


def _table(header: list[str], rows: list[list[str]], left: frozenset[int],
           css: str = "") -> str:
    """A table of already escaped cells; ``left`` columns are left-aligned."""
    def cell(tag: str, i: int, text: str) -> str:
        cls = ' class="l"' if i in left else ""
        return f"<{tag}{cls}>{text}</{tag}>"

    head = "".join(cell("th", i, h) for i, h in enumerate(header))
    body = "".join("<tr>" + "".join(cell("td", i, c) for i, c in enumerate(row)) + "</tr>"
                   for row in rows)
    klass = f' class="{css}"' if css else ""
    return f"<table{klass}><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _hand(deal: Deal, seat: Seat) -> str:
    hand = deal[seat]
    lines = []
    for suit in _SUITS:
        # ranks apart, so that the ten reads as one card: "10 2", not "102"
        ranks = " ".join("10" if r == "T" else r for r in hand.suit_text(suit)) or "—"
        lines.append(f"{_symbol(suit.strain)} {escape(ranks)}")
    return '<div class="hand">' + "<br>".join(lines) + "</div>"


def _diagram(deal: Deal, lang: str) -> str:
    compass = "".join(f"<span>{escape(seat_letter(s, lang))}</span>" for s in Seat)
    return ('<div class="deal">'
            f"<div></div>{_hand(deal, Seat.NORTH)}<div></div>"
            f'{_hand(deal, Seat.WEST)}<div class="compass">{compass}</div>'
            f"{_hand(deal, Seat.EAST)}"
            f"<div></div>{_hand(deal, Seat.SOUTH)}<div></div></div>")


def _signed(score: int) -> str:
    return f"+{score}" if score > 0 else str(score).replace("-", "−")


def _dd_block(dd: DoubleDummy, lang: str) -> str:
    seats = (Seat.NORTH, Seat.SOUTH, Seat.EAST, Seat.WEST)
    header = [""] + [escape(seat_letter(s, lang)) for s in seats]
    # the highest makeable level: tricks - 6 ("–" when not even a one-level contract)
    rows = [[_symbol(strain)] + [str(dd.tricks[(s, strain)] - 6)
                                 if dd.tricks[(s, strain)] > 6 else "–" for s in seats]
            for strain in _STRAINS]
    table = _table(header, rows, frozenset({0}), "dd")
    contracts = []
    for c in dd.par:
        result = "=" if c.result == 0 else _signed(c.result)
        contracts.append(f"{c.level}{_symbol(c.strain)}{'X' if c.doubled else ''} "
                         f"{escape(seat_letter(c.declarer, lang))} {result}")
    par = escape(Message("Par: North-South {score}", score=_signed(dd.par_score))
                 .render(lang))
    if contracts:
        par += " (" + ", ".join(contracts) + ")"
    title = escape(Message("Makeable contracts (double dummy)").render(lang))
    return f'<div><h3>{title}</h3>{table}<p class="par">{par}</p></div>'


def _board_block(sb: ScoredBoard, scored: SessionScore, lang: str,
                 analysis: dict[int, DoubleDummy]) -> str:
    board = sb.board
    facts = []
    if board.deal is not None:
        facts.append(_diagram(board.deal, lang))
    dd = analysis.get(board.number)
    if dd is not None:
        facts.append(_dd_block(dd, lang))
    header, rows = traveller_rows(sb, scored, lang)
    # the mark of an adjusted score goes with the score (one column less on a phone)
    header = header[:-1]
    rows = [[*r[:5], r[5] + r[-1], *r[6:-1]] for r in rows]
    css = "trav mp" if scored.method is Method.MATCHPOINTS else "trav imp"
    table = _table([escape(h) for h in header], [[escape(c) for c in r] for r in rows],
                   frozenset({0, 1, 2, 3}), css)
    notes = "".join(
        '<p class="note">* ' + escape(Message("{ns} v {ew}", ns=sr.result.ns,
                                              ew=sr.result.ew).render(lang))
        + ": " + escape(note) + "</p>"
        for sr in sb.results for note in result_notes(sr.result, board.vulnerability, lang))
    facts_html = f'<div class="facts">{"".join(facts)}</div>' if facts else ""
    return (f'<section class="board" id="board-{board.number}">'
            f"<h3>{escape(board_heading(sb, scored, lang))}</h3>"
            f'{facts_html}<div class="scroll">{table}</div>{notes}</section>')


def _ranking(scored: SessionScore, lang: str) -> str:
    mp = scored.method is Method.MATCHPOINTS
    header = [Message("Rank").render(lang), Message("Pair").render(lang),
              Message("Names").render(lang), Message("Boards").render(lang)]
    header += ([Message("MP").render(lang), "%"] if mp else [Message("IMPs").render(lang)])
    rows = []
    for s in scored.ranking:
        row = [f"{s.rank}=" if s.tied else str(s.rank), s.pair, s.names, str(s.boards)]
        if mp:
            percent = s.percent
            row += [f"{float(matchpoints(s.total, scored.notation)):.2f}",
                    "—" if percent is None else f"{float(percent):.2f}"]
        else:
            row.append(f"{float(s.total):.2f}".replace("-", "−"))
        rows.append(row)
    return _table([escape(h) for h in header], [[escape(c) for c in r] for r in rows],
                  frozenset({1, 2}), "rank")


def session_html(scored: SessionScore, lang: str, *, analyse: bool = True) -> str:
    """The results page. ``analyse``: add double-dummy tricks and par for boards with a
    deal (endplay)."""
    analysis: dict[int, DoubleDummy] = {}
    note = ""
    if analyse:
        for sb in scored.boards:
            b = sb.board
            if b.deal is not None:
                analysis[b.number] = double_dummy(b.deal, b.dealer, b.vulnerability)
    event = scored.session.event
    title = event or Message("Session results").render(lang)
    subtitle = Message("{method}; {boards}, {pairs}",
                       method=method_name(scored.method, lang),
                       boards=nmessage("{n} board", "{n} boards", len(scored.boards)),
                       pairs=nmessage("{n} pair", "{n} pairs", len(scored.ranking))
                       ).render(lang)
    return _PAGE.substitute(
        lang=escape(lang), title=escape(title), subtitle=escape(subtitle),
        ranking_title=escape(Message("Ranking").render(lang)),
        ranking=_ranking(scored, lang), note=note,
        boards="\n".join(_board_block(sb, scored, lang, analysis) for sb in scored.boards))

