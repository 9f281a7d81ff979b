"""A scored session for people and programs: aligned text, JSON, CSV.

The text is for a terminal (the ranking, then each board's traveller, every word through
:class:`~bridgelaws.i18n.Message`); the JSON object has at least ``method`` and
``ranking`` (``{pair, percent}`` at matchpoints, ``{pair, imps}`` at IMPs), pair ids as
the session file gives them; the CSV is the ranking, one pair a row. Numbers that are
exact fractions inside are rounded to 2 decimals on the way out.
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction
from typing import Any

from bridgelaws.i18n import Message
from bridgelaws.render.text import seat_letter, seat_name
from bridgelaws.seats import Side, Vulnerability
from bridgelaws.session.model import Adjustment, Artificial, Outcome, TableResult
from bridgelaws.session.results import (
    Method,
    ScoredBoard,
    ScoredResult,
    SessionScore,
    Standing,
    matchpoints,
)

__all__ = [
    "adjustment_json",
    "method_name",
    "number",
    "result_notes",
    "session_csv",
    "session_json",
    "session_text",
]

_METHOD_NAMES: dict[Method, Message] = {
    Method.MATCHPOINTS: Message("Matchpoints (Law 78A)"),
    Method.IMPS: Message("IMPs, team match (Law 78B)"),
    Method.BUTLER: Message("Butler IMPs against a datum (Law 78B)"),
    Method.CROSS_IMPS: Message("Cross-IMPs, mean per comparison (Law 78B)"),
}
_KINDS: dict[str, Message] = {
    "assigned": Message("assigned"),
    "weighted": Message("weighted"),
    "artificial": Message("artificial"),
    "split": Message("a result for each side"),
}
_AWARDS: dict[Artificial, Message] = {
    Artificial.PLUS: Message("average plus"),
    Artificial.AVERAGE: Message("average"),
    Artificial.MINUS: Message("average minus"),
}
_VULNERABLE: dict[Vulnerability, Message] = {
    Vulnerability.NONE: Message("Vulnerable: none"),
    Vulnerability.NS: Message("Vulnerable: N-S"),
    Vulnerability.EW: Message("Vulnerable: E-W"),
    Vulnerability.ALL: Message("Vulnerable: all"),
}
_MINUS = "−"


def method_name(method: Method, lang: str) -> str:
    """The method's name for people, with its law."""
    return _METHOD_NAMES[method].render(lang)


def number(value: Fraction | int) -> float | int:
    """An exact value for JSON: an int when whole, else a float rounded to 2 decimals."""
    if isinstance(value, int) or value.denominator == 1:
        return int(value)
    return round(float(value), 2)


def _text_number(value: Fraction | int | None) -> str:
    if value is None:
        return "—"
    if isinstance(value, int) or value.denominator == 1:
        text = str(int(value))
    else:
        text = f"{float(value):.2f}"
    return text.replace("-", _MINUS)


# --------------------------------------------------------------------------- JSON


def _outcome_json(outcome: Outcome, vulnerability: Vulnerability) -> dict[str, Any]:
    contract = outcome.contract
    return {
        "contract": "passed-out" if contract is None else str(contract),
        "declarer": None if contract is None else contract.declarer.letter,
        "tricks": None if contract is None else outcome.tricks,
        "weight": number(outcome.weight),
        "score_ns": outcome.score_ns(vulnerability),
    }


def adjustment_json(adjustment: Adjustment, vulnerability: Vulnerability) -> dict[str, Any]:
    """An adjusted score (Law 12C): clause, kind, outcomes or artificial awards, reason."""
    art = adjustment.artificial
    out: dict[str, Any] = {
        "clause": adjustment.clause,
        "kind": adjustment.kind,
        "outcomes": [_outcome_json(o, vulnerability) for o in adjustment.outcomes],
        "artificial": None if art is None else {"ns": art[0].value, "ew": art[1].value},
        "reason": adjustment.reason,
    }
    if adjustment.kind == "split":  # 1997 12C2: the result each side is scored on
        (ns,), (ew,) = adjustment.sides()
        out["sides"] = {"ns": _outcome_json(ns, vulnerability),
                        "ew": _outcome_json(ew, vulnerability)}
    return out


def _result_json(sb: ScoredBoard, sr: ScoredResult, scored: SessionScore) -> dict[str, Any]:
    r = sr.result
    played = r.played
    contract = None if played is None else played.contract
    out: dict[str, Any] = {
        "table": r.table,
        "ns": r.ns,
        "ew": r.ew,
        "contract": None if played is None else (
            "passed-out" if contract is None else str(contract)),
        "declarer": None if contract is None else contract.declarer.letter,
        "tricks": None if played is None or contract is None else played.tricks,
        "score_ns": r.score_ns,
    }
    mean = r.mean_score
    out["counted_score_ns"] = None if mean is None else number(mean)
    if scored.method is Method.MATCHPOINTS:
        ns_pct, ew_pct = sb.percent(sr.ns), sb.percent(sr.ew)
        out.update({
            "mp_ns": number(matchpoints(sr.ns, scored.notation)),
            "mp_ew": number(matchpoints(sr.ew, scored.notation)),
            "percent_ns": None if ns_pct is None else number(ns_pct),
            "percent_ew": None if ew_pct is None else number(ew_pct),
        })
    else:
        out.update({"imps_ns": number(sr.ns), "imps_ew": number(sr.ew)})
    out["adjustment"] = (None if r.adjustment is None
                         else adjustment_json(r.adjustment, sb.board.vulnerability))
    out["average_minus_at_most"] = [side.name for side in sorted(r.capped)]
    return out


def _standing_json(s: Standing, scored: SessionScore) -> dict[str, Any]:
    out: dict[str, Any] = {"rank": s.rank, "tied": s.tied, "pair": s.pair, "names": s.names,
                           "boards": s.boards}
    if scored.method is Method.MATCHPOINTS:
        percent = s.percent
        out["percent"] = None if percent is None else number(percent)
        out["matchpoints"] = number(matchpoints(s.total, scored.notation))
        out["top"] = None if s.top is None else number(matchpoints(s.top, scored.notation))
    else:
        out["imps"] = number(s.total)
    return out


def session_json(scored: SessionScore) -> dict[str, Any]:
    """The scored session as one JSON-ready object."""
    reg = scored.regulation
    out: dict[str, Any] = {"method": scored.method.value, "event": scored.session.event}
    if scored.method is Method.MATCHPOINTS:
        out["notation"] = scored.notation.value
        out["expected_results"] = scored.expected
        out["artificial_percent"] = {"A+": number(reg.percent[0]), "A": number(reg.percent[1]),
                                     "A-": number(reg.percent[2])}
    else:
        out["artificial_imps"] = {"A+": number(reg.imps[0]), "A": number(reg.imps[1]),
                                  "A-": number(reg.imps[2])}
    out["ranking"] = [_standing_json(s, scored) for s in scored.ranking]
    boards = []
    for sb in scored.boards:
        b = sb.board
        boards.append({
            "board": b.number,
            "dealer": b.dealer.letter,
            "vulnerable": b.vulnerability.pbn,
            "deal": None if b.deal is None else b.deal.to_pbn("N"),
            "compared": sb.compared,
            "top": None if sb.top is None else number(matchpoints(sb.top, scored.notation)),
            "datum": sb.datum,
            "results": [_result_json(sb, sr, scored) for sr in sb.results],
        })
    out["boards"] = boards
    return out


# --------------------------------------------------------------------------- CSV


def session_csv(scored: SessionScore) -> str:
    """The ranking as CSV with a header row (field names as in the JSON)."""
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    mp = scored.method is Method.MATCHPOINTS
    writer.writerow(["rank", "pair", "names", "boards",
                     *(["matchpoints", "top", "percent"] if mp else ["imps"])])
    for s in scored.ranking:
        row: list[object] = [s.rank, s.pair, s.names, s.boards]
        if mp:
            percent = s.percent
            row += [number(matchpoints(s.total, scored.notation)),
                    "" if s.top is None else number(matchpoints(s.top, scored.notation)),
                    "" if percent is None else number(percent)]
        else:
            row.append(number(s.total))
        writer.writerow(row)
    return buf.getvalue()


# --------------------------------------------------------------------------- text


def _grid(header: list[str], rows: list[list[str]], right: frozenset[int]) -> list[str]:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    out = []
    for row in [header, *rows]:
        cells = [cell.rjust(w) if i in right else cell.ljust(w)
                 for i, (cell, w) in enumerate(zip(row, widths, strict=True))]
        out.append("  ".join(cells).rstrip())
    return out


def outcome_text(outcome: Outcome, lang: str) -> str:
    """``4♠ N 10`` (``4♠ С 10``), or ``Pass``."""
    if outcome.contract is None:
        return Message("Pass").render(lang)
    c = outcome.contract
    return f"{c.symbol} {seat_letter(c.declarer, lang)} {outcome.tricks}"


def _scored(outcome: Outcome, vulnerability: Vulnerability, lang: str) -> str:
    """``4♠ N 10 (420)``."""
    return f"{outcome_text(outcome, lang)} ({_text_number(outcome.score_ns(vulnerability))})"


def adjustment_line(adjustment: Adjustment, vulnerability: Vulnerability, lang: str) -> str:
    """One line for people: the clause, the kind, the outcomes or awards, the reason."""
    if adjustment.artificial is not None:
        detail = Message("North-South {ns}, East-West {ew}",
                         ns=_AWARDS[adjustment.artificial[0]],
                         ew=_AWARDS[adjustment.artificial[1]]).render(lang)
    elif adjustment.kind == "split":  # 1997 12C2: each side scored on its own result
        (ns,), (ew,) = adjustment.sides()
        detail = Message("North-South {ns}, East-West {ew}",
                         ns=_scored(ns, vulnerability, lang),
                         ew=_scored(ew, vulnerability, lang)).render(lang)
    else:
        parts = []
        for o in adjustment.outcomes:
            text = _scored(o, vulnerability, lang)
            if adjustment.kind == "weighted":
                text += f" {_text_number(o.weight * 100)}%"
            parts.append(text)
        detail = ", ".join(parts)
    line = Message("adjusted score {clause} ({kind}): {detail}", clause=adjustment.clause,
                   kind=_KINDS[adjustment.kind], detail=detail).render(lang)
    if adjustment.reason:
        line += f" — {adjustment.reason}"
    return line


def result_notes(r: TableResult, vulnerability: Vulnerability, lang: str) -> list[str]:
    """What a traveller says under a result: its adjusted score, and a side held to average
    minus at most (1997 Law 25B2b2)."""
    out = []
    if r.adjustment is not None:
        out.append(adjustment_line(r.adjustment, vulnerability, lang))
    for side in sorted(r.capped):
        out.append(Message("{side}: no score greater than average minus (Law 25B2b2, 1997)",
                           side=_SIDES[side]).render(lang))
    return out


_SIDES: dict[Side, Message] = {Side.NS: Message("North-South"), Side.EW: Message("East-West")}


def _played_cells(r: TableResult, lang: str) -> list[str]:
    played = r.played
    if played is None:
        return ["—", "", ""]
    if played.contract is None:
        return [Message("Pass").render(lang), "", ""]
    c = played.contract
    return [c.symbol, seat_letter(c.declarer, lang), str(played.tricks)]


def _ranking_text(scored: SessionScore, lang: str) -> list[str]:
    mp = scored.method is Method.MATCHPOINTS
    header = [Message("Rank").render(lang), Message("Pair").render(lang),
              Message("Names").render(lang), Message("Boards").render(lang)]
    header += ([Message("MP").render(lang), Message("Top").render(lang), "%"] if mp
               else [Message("IMPs").render(lang)])
    rows = []
    for s in scored.ranking:
        row = [f"{s.rank}=" if s.tied else str(s.rank), s.pair, s.names, str(s.boards)]
        if mp:
            row += [_text_number(matchpoints(s.total, scored.notation)),
                    _text_number(None if s.top is None else matchpoints(s.top,
                                                                        scored.notation)),
                    _text_number(s.percent)]
        else:
            row.append(_text_number(s.total))
        rows.append(row)
    right = frozenset({0, 3, 4, 5, 6})
    return _grid(header, rows, right)


def board_heading(sb: ScoredBoard, scored: SessionScore, lang: str) -> str:
    """``Board 3  Dealer: South  Vulnerable: E-W  top 6`` (or the Butler datum)."""
    b = sb.board
    parts = [Message("Board {number}", number=b.number).render(lang),
             Message("Dealer: {seat}", seat=seat_name(b.dealer, lang)).render(lang),
             _VULNERABLE[b.vulnerability].render(lang)]
    if sb.top is not None:
        parts.append(Message("top {top}", top=_text_number(
            matchpoints(sb.top, scored.notation))).render(lang))
    if sb.datum is not None:
        parts.append(Message("datum {datum}", datum=_text_number(sb.datum)).render(lang))
    return "   ".join(parts)


def traveller_rows(sb: ScoredBoard, scored: SessionScore, lang: str
                   ) -> tuple[list[str], list[list[str]]]:
    """The traveller's header and rows (text cells), shared by the text and HTML pages."""
    mp = scored.method is Method.MATCHPOINTS
    header = [Message("NS").render(lang), Message("EW").render(lang),
              Message("Contract").render(lang), Message("By").render(lang),
              Message("Tricks").render(lang), Message("Score NS").render(lang)]
    if mp:
        header += [Message("MP NS").render(lang), Message("MP EW").render(lang),
                   Message("% NS").render(lang), Message("% EW").render(lang)]
    else:
        header += [Message("IMPs NS").render(lang), Message("IMPs EW").render(lang)]
    rows = []
    for sr in sb.results:
        r = sr.result
        row = [r.ns, r.ew, *_played_cells(r, lang), _text_number(r.score_ns)]
        if mp:
            row += [_text_number(matchpoints(sr.ns, scored.notation)),
                    _text_number(matchpoints(sr.ew, scored.notation)),
                    _text_number(sb.percent(sr.ns)), _text_number(sb.percent(sr.ew))]
        else:
            row += [_text_number(sr.ns), _text_number(sr.ew)]
        row.append("*" if r.adjustment is not None or r.capped else "")
        rows.append(row)
    return [*header, ""], rows


def session_text(scored: SessionScore, lang: str) -> str:
    """The ranking, then every board's traveller, as aligned text."""
    lines: list[str] = []
    title = method_name(scored.method, lang)
    if scored.session.event:
        title = f"{scored.session.event} — {title}"
    lines += [title, ""]
    lines += [Message("Ranking").render(lang), *_ranking_text(scored, lang)]
    for sb in scored.boards:
        lines += ["", board_heading(sb, scored, lang)]
        header, rows = traveller_rows(sb, scored, lang)
        lines += _grid(header, rows, frozenset(range(4, len(header) - 1)))
        for sr in sb.results:
            for note in result_notes(sr.result, sb.board.vulnerability, lang):
                lines.append("* " + Message("{ns} v {ew}", ns=sr.result.ns, ew=sr.result.ew)
                             .render(lang) + ": " + note)
    return "\n".join(line.rstrip() for line in lines)
