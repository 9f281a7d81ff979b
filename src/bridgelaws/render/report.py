"""The ruling and the result for people: hands, auction, tricks, each ruling with its law
citation, what is in force (penalty cards, bars, lead restrictions, in words), and the
score — in English or Russian, ranks A K Q J or Т К Д В (``ranks``)."""

from __future__ import annotations

from bridgelaws.calls import Call, CallKind
from bridgelaws.cards import Card, Suit
from bridgelaws.events import Claim, Concession
from bridgelaws.i18n import Message
from bridgelaws.laws import descriptions as d
from bridgelaws.laws import lawbook_for
from bridgelaws.laws.book1997.law12_adjusted_score import SplitAdjustment
from bridgelaws.laws.law16_withdrawn_calls import standing_events, withdrawn_calls
from bridgelaws.render.text import (
    auction_grid,
    call_text,
    card_text,
    contract_label,
    contract_line,
    hand_diagram,
    localize_ranks,
    seat_name,
    side_name,
    suit_card,
    suit_name,
    tricks_table,
)
from bridgelaws.rulings import Irregularity, Judgment, Ruling, WithdrawnCall
from bridgelaws.seats import Seat
from bridgelaws.table import Table


def _line_of(table: Table, event: int | None) -> int | None:
    if event is None or not 1 <= event <= len(table.events):
        return None
    return table.events[event - 1].line


def _where(table: Table, event: int | None, lang: str) -> str:
    line = _line_of(table, event)
    if line is None:
        return Message("event {event}", event=event).render(lang)
    return Message("event {event}, line {line}", event=event, line=line).render(lang)


def irregularity_text(table: Table, irr: Irregularity, lang: str, ranks: str = "en") -> str:
    def seat(s: object) -> str:
        return seat_name(s, lang) if isinstance(s, Seat) else "?"

    hand = irr.facts.get("hand")
    extra = irr.facts.get("extra")
    return d.kind_text(irr).template(lang).format(
        seat=seat(irr.offender),
        card=card_text(irr.card, ranks) if irr.card else "",
        call=call_text(irr.call, lang) if irr.call else "",
        correct=seat(irr.facts.get("correct_leader")),
        hand=seat(hand),
        penalty=irr.facts.get("penalty", ""),
        extra=" ".join(card_text(c, ranks) for c in extra) if isinstance(extra, tuple) else "",
        holder=seat(irr.facts.get("holder")),
        owner=seat(irr.facts.get("owner")),
    )


def revoke_section(table: Table, lang: str) -> list[str]:
    """Law 64 at the end of play: each revoke's transfer (or exception), the tricks after it,
    and Law 64C's double-dummy figure."""
    from bridgelaws.report import revoke_adjustment, revokes_json

    # Laws 13B2, 13D: no table result, no transfer (the adjusted score stands in its place)
    adjusted = None if table.result_cancelled is not None else revoke_adjustment(table)
    if adjusted is None:
        return []
    out = [Message("Revokes (Law 64)").render(lang)]
    out.extend("• " + r.explanation.render(lang) for r in adjusted.rectifications)
    out.append("  " + adjusted.explanation.render(lang))
    from bridgelaws.claims.revoke_equity import equity_64C1

    for entry in revokes_json(table):
        equity = entry.get("equity")
        if isinstance(equity, dict):
            found = equity_64C1(equity["had_followed"], equity["after_transfer"],
                                Seat.parse(entry["offender"]), entry["trick"] - 1)
            out.append("  " + found.explanation.render(lang))
    return out


def option_arg_text(option: str, arg: str, lang: str, ranks: str = "en") -> str:
    """An option's argument as the record gives it, for people: the suits of 26B, 51B2 and
    57A3/57A4 (``HS``: ``♥ ♠``), the card of 47E2, 62A and 67A (``SQ``: ``♠Q``), the call of
    21B1 (``XX``, ``2H``: ``2♥``); anything else as given."""
    try:
        if option.startswith(("26B", "51B2", "57A")):
            return " ".join(Suit.parse(letter).symbol for letter in arg if not letter.isspace()
                            and letter != ",")
        if option.startswith(("47E2", "62A", "67A")):
            return card_text(Card.parse(arg), ranks)
        if option.startswith("21B"):
            return call_text(Call.parse(arg), lang)
    except ValueError:
        pass
    return arg


def ruling_text(table: Table, r: Ruling, lang: str, ranks: str = "en") -> list[str]:
    irr = next((i for i in table.irregularities if i.event == r.event), None)
    cited, titles = d.heading(r.laws, table.edition)
    laws = ", ".join(cited)
    title = "; ".join(t.render(lang) for t in titles)
    law = (Message("Laws {laws}", laws=laws) if len(cited) > 1
           else Message("Law {laws}", laws=laws)).render(lang)
    head = f"• {law} — {title} ({_where(table, r.event, lang)})"
    lines = [head]
    if r.asked_event is not None and r.asked_event != r.event:
        lines.append("  " + Message("asked at {where}", where=_where(table, r.asked_event, lang))
                     .render(lang))
    if irr is not None and r.kind is not None:
        lines.append("  " + irregularity_text(table, irr, lang, ranks))
    elif r.laws == ("26B",) and r.offender is not None:
        lines.append("  " + Message(
            "{offender}'s call was withdrawn; {partner}, his partner, is to lead",
            offender=seat_name(r.offender, lang),
            partner=seat_name(r.offender.partner, lang)).render(lang))
    for m in r.explanation:
        lines.append("  " + m.render(lang))
    # the Director's judgments on this irregularity: those that came before the choice
    # (they opened it, e.g. 25A) stand before the options, the others after it
    judged = ([j for j in table.judgments if j.event == r.event]
              if r.kind is not None and _first_ruling_of(table, r) else [])
    before = [j for j in judged if r.choice_event is not None and j.answer_event is not None
              and j.answer_event < r.choice_event]
    lines.extend("  " + judgment_text(table, j, lang) for j in before)
    if r.options:
        if r.chooser is not None and len(r.options) == 1:
            lines.append("  " + Message("{chooser} has a single option:",
                                        chooser=seat_name(r.chooser, lang)).render(lang))
        elif r.chooser is not None:
            lines.append("  " + Message("{chooser} chooses:", chooser=seat_name(r.chooser, lang))
                         .render(lang))
        for option in r.options:
            mark = "→" if option == r.chosen else " "
            lines.append(f"   {mark} {option}: {d.option_text(option, table.edition).render(lang)}")
    if r.chosen is not None and r.options:
        if r.by_conduct:
            how = Message("chosen by conduct at the table: {option} ({where})", option=r.chosen,
                          where=_where(table, r.choice_event, lang))
        else:
            how = Message("chosen: {option} ({where})", option=r.chosen + (
                f" {option_arg_text(r.chosen, r.chosen_arg, lang, ranks)}" if r.chosen_arg
                else ""),
                where=_where(table, r.choice_event, lang))
        lines.append("  " + how.render(lang))
    elif r.options:
        lines.append("  " + Message("waiting for the choice").render(lang))
    lines.extend("  " + judgment_text(table, j, lang) for j in judged if j not in before)
    if r.outcomes:
        lines.append("  " + Message("clauses applied: {clauses}",
                                    clauses=", ".join(r.outcomes)).render(lang))
    return lines


def _first_ruling_of(table: Table, r: Ruling) -> bool:
    """Whether ``r`` is the first ruling on its irregularity (its judgments are shown
    there, once)."""
    return next(x for x in table.rulings if x.event == r.event and x.kind is not None) is r


def judgment_text(table: Table, j: Judgment, lang: str) -> str:
    """The Director's answer to a question (class J), or the question still open."""
    if j.answer is None:
        return Message("the Director is asked: {question}", question=j.question).render(lang)
    # yes|no, or the Director's number (Law 70: tricks) or suits (26B) as he gave them
    answer: Message | str = (Message("yes") if j.answer == "yes" else Message("no")
                             if j.answer == "no" else j.answer)
    return Message("the Director's judgment under Law {clause}: {answer} ({where})",
                   clause=j.clause, answer=answer,
                   where=_where(table, j.answer_event, lang)).render(lang)


def standing_cells(table: Table, lang: str) -> list[str]:
    """The calls that stand, each in its real seat's column: ``—`` where a seat lost its
    turn to an accepted call out of rotation, ``*`` after an irregular call that stands
    (accepted); withdrawn calls are listed apart (Law 16C)."""
    irregular = {i.event for i in table.irregularities if i.call is not None}
    cells: list[str] = []
    expected = table.dealer
    for (seat, call), event in zip(table.auction.entries, standing_events(table), strict=False):
        while expected is not seat:
            cells.append("—")
            expected = expected.lho
        cells.append(call_text(call, lang) + ("*" if event in irregular else ""))
        expected = seat.lho
    return cells


def withdrawn_text(table: Table, w: WithdrawnCall, lang: str) -> str:
    """One withdrawn call and for whom its information is unauthorized (Law 16C)."""
    head = f"• {seat_name(w.seat, lang)} {call_text(w.call, lang)} ({_where(table, w.event, lang)})"
    if w.laws:
        head += " — " + Message("withdrawn under {laws}", laws=", ".join(w.laws)).render(lang)
    if w.unauthorized_for is None and "27B1a" in w.laws:
        status = Message("replaced by the lowest sufficient bid in the same denomination: "
                         "Law 16C does not apply (Law 27B1a)")
    elif w.unauthorized_for is None and "27B1b" in w.laws:
        status = Message("replaced by a comparable call: Law 16C does not apply (Law 27B1b)")
    elif w.unauthorized_for is None and ("31A1" in w.laws or "32A1" in w.laws):
        status = Message("repeated at his turn as the law requires: no rectification, Law 16C2 "
                         "does not apply (Laws {clause}, 23B)",
                         clause="31A1" if "31A1" in w.laws else "32A1")
    elif w.unauthorized_for is None:
        status = Message("replaced by a comparable call: Law 16C2 does not apply (Law 23B)")
    else:
        status = Message("unauthorized information for {side} (16C2), authorized for {other} "
                         "(16C1)", side=side_name(w.unauthorized_for, lang),
                         other=side_name(w.unauthorized_for.other, lang))
    return f"{head}: {status.render(lang)}"


def render_table(table: Table, lang: str = "en", ranks: str = "en") -> str:
    """The report of ``bridgelaws rule``: ``lang`` its language, ``ranks`` its rank letters
    (``en`` A K Q J, ``ru`` Т К Д В: :data:`bridgelaws.render.text.RANK_STYLES`)."""
    out: list[str] = []
    out.append(hand_diagram(table.deal, board=table.board, dealer=table.dealer,
                            vulnerability=table.vulnerability, lang=lang, ranks=ranks))
    out.append("")
    out.append(Message("Auction").render(lang))
    out.append(auction_grid(table.dealer, standing_cells(table, lang), lang=lang))
    tricks = table.all_tricks()
    if tricks:
        out.append("")
        out.append(Message("Play").render(lang))
        trump = table.contract.strain if table.contract else None
        out.append(tricks_table(tricks, trump, table.declarer, lang=lang,
                                winners=table.winners, ranks=ranks))
    rulings = table.rulings
    if rulings:
        out.append("")
        out.append(Message("Rulings").render(lang))
        for r in rulings:
            out.extend(ruling_text(table, r, lang, ranks))
    withdrawn = withdrawn_calls(table)
    if withdrawn:
        out.append("")
        out.append(Message("Withdrawn calls (Law 16C)").render(lang))
        out.extend(withdrawn_text(table, w, lang) for w in withdrawn)
    unsupported = table.unsupported
    if unsupported:
        unsupported_lines = [*_irregularity_list(table, unsupported, Message(
            "Detected, not yet rectified by this version"), lang),
            "  " + Message("The rectification of this irregularity is not implemented yet: "
                           "the Director rules by the Law book.").render(lang)]
    else:
        unsupported_lines = []
    waiting = [i for i in table.open_irregularities() if i.supported]
    notes = [Message("Notes").render(lang), *("• " + n.render(lang) for n in table.notes)]
    for section in (revoke_section(table, lang), claim_section(table, lang), unsupported_lines,
                    _irregularity_list(table, waiting, Message("Waiting for the Director"),
                                       lang) if waiting else [],
                    _state_lines(table, lang, ranks), adjusted_section(table, lang),
                    notes if table.notes else []):
        if section:
            out.extend(("", *section))
    out.append("")
    res = table.result
    if table.result_cancelled is not None:
        out.append((Message("No table result: cancelled under Law {clause}; the adjusted "
                            "score stands in its place (Law 12C)", clause=table.result_cancelled)
                    if table.adjustments else
                    Message("No table result: cancelled under Law {clause}; the Director "
                            "awards an adjusted score (Law 12C)", clause=table.result_cancelled)
                    ).render(lang))
    elif res is not None:
        out.append(contract_line(table.contract, table.tricks_declarer, res.score_ns,
                                 lang=lang))
    elif table.contract is not None:
        won = table.tricks_declarer or 0
        out.append(Message("Contract {contract} by {declarer}; tricks so far: declarer {won}, "
                           "defenders {lost}", contract=contract_label(table.contract, lang),
                           declarer=seat_name(table.contract.declarer, lang), won=won,
                           lost=len(table.tricks) - won).render(lang))
    out.append(Message("Status: {status}", status=_status_text(table.status, lang))
               .render(lang))
    # the laws' messages carry their cards as ♠Q: written in the report's rank letters too
    return localize_ranks("\n".join(out), ranks)


def claim_section(table: Table, lang: str) -> list[str]:
    """The Director's ruling on the record's last claim or concession (Laws 68-71), when
    there is one to make (bridgelaws.claims)."""
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem
    from bridgelaws.claims.render import claim_lines
    from bridgelaws.report import claim_result

    if table.claim_event is None and not any(
            isinstance(e, Claim | Concession) for e in table.events):
        return []
    problem = position_problem(table)
    if problem is not None:
        # no position to search (a wrong number of cards at the claim: Laws 13, 14, 67): the
        # Director's ruling by judgment is among the rulings (Law 70)
        return [] if claim_result(table) is None else [Message("Claim").render(lang),
                                                       "• " + problem.render(lang)]
    ruling = cached_ruling(table)  # a stored ruling when the caller keeps them
    if ruling is None:
        return []
    return [Message("Claim").render(lang), *claim_lines(ruling, lang, table.edition)]


def _status_text(status: str, lang: str) -> str:
    texts = {
        "complete": Message("complete"),
        "awaiting-choice": Message("awaiting a choice"),
        "awaiting-director": Message("awaiting the Director"),
        "in-progress": Message("in progress"),
    }
    return texts[status].render(lang)


def adjusted_section(table: Table, lang: str) -> list[str]:
    """The Director's adjusted scores (Law 12C), each outcome as a result line."""
    if not table.adjustments:
        return []
    out = [Message("Adjusted score (Law 12C)").render(lang)]
    for a in table.adjustments:
        if a.artificial is not None:
            out.append("• " + Message(
                "Law {clause}: artificial adjusted score: North-South {ns}, East-West {ew}",
                clause=a.clause, ns=a.artificial[0].value, ew=a.artificial[1].value
            ).render(lang))
        if isinstance(a, SplitAdjustment) and a.north_south and a.east_west:
            # 1997 12C2: each side scored on its own result
            for side, o in ((Message("North-South"), a.north_south),
                            (Message("East-West"), a.east_west)):
                line = contract_line(o.contract, o.tricks, o.score_ns(table.vulnerability),
                                     lang=lang)
                out.append("• " + Message("Law {law}: {side} scored on {result}", law=a.clause,
                                          side=side, result=line).render(lang))
        for o in a.outcomes:
            line = contract_line(o.contract, o.tricks, o.score_ns(table.vulnerability),
                                 lang=lang)
            weight = f" — {float(o.weight):.0%}" if len(a.outcomes) > 1 else ""
            law = Message("Law {law}", law=a.clause).render(lang)
            out.append(f"• {law}: {line}{weight}")
        if a.reason:
            out.append("  " + a.reason)
    return out


def _irregularity_list(table: Table, irrs: list[Irregularity], heading: Message,
                       lang: str) -> list[str]:
    """The heading, and each irregularity with its law and where it stands."""
    out = [heading.render(lang)]
    for irr in irrs:
        law = Message("Law {law}", law=irr.kind.law).render(lang)
        where = _where(table, irr.event, lang)
        out.append(f"• {law} — {irregularity_text(table, irr, lang)} ({where})")
    return out


# The clauses that bar a player from calling, as the rulings record them (their outcomes):
# whom they bar (the offender, his partner or both) and for how long (Table.bar's scopes).
_BARS: dict[str, tuple[str, str]] = {
    "24B": ("partner", "next-turn"),
    "24C": ("partner", "next-turn"),
    "27B2": ("partner", "throughout"),
    "27B3": ("partner", "throughout"),
    "27B4": ("partner", "throughout"),
    "30A": ("offender", "next-turn"),
    "30B1b(ii)": ("partner", "next-turn"),
    "31A2b": ("partner", "next-turn"),
    "32A2b": ("partner", "next-turn"),
    "36B": ("partner", "throughout"),
    "36B4": ("partner", "throughout"),
    "37B": ("both", "throughout"),
    "38C": ("both", "throughout"),
}

#: the bars of the 1997 book's rulings (31A2b bars partner throughout in 1997, at his next
#: turn in 2017)
_BARS_1997: dict[str, tuple[str, str]] = {
    **_BARS,
    "25B2b1": ("partner", "next-turn"),
    "30B1": ("offender", "next-turn"),
    "30B2": ("offender", "throughout"),
    "31A2a": ("partner", "next-turn"),
    "31A2b": ("partner", "throughout"),
    "31B": ("partner", "throughout"),
    "32A": ("partner", "throughout"),
    "32B2": ("partner", "throughout"),
}


def bar_law(table: Table, seat: Seat, scope: str) -> str | None:
    """The clause that bars ``seat`` for ``scope`` (``next-turn``, ``throughout``): the
    latest ruling that applied one barring him so; ``None`` if none is found."""
    for r in reversed(table.rulings):
        offender = r.offender
        if offender is None:
            continue
        for clause in reversed(r.outcomes):
            bar = (_BARS_1997 if table.edition == "1997" else _BARS).get(clause)
            if bar is None or bar[1] != scope:
                continue
            whom = {"offender": (offender,), "partner": (offender.partner,),
                    "both": (offender, offender.partner)}[bar[0]]
            if seat in whom:
                return clause
    return None


def _law_of(clause: str) -> str:
    """A clause as cited: an option's name without its qualifier (``50D2a-require``:
    ``50D2a``)."""
    return clause.split("-", 1)[0]


def in_force_lines(table: Table, lang: str, ranks: str = "en") -> list[str]:
    """What binds the players now, in words, each with its law: penalty cards; during the
    auction, bars and calls to be repeated or replaced; in the play, lead restrictions, the
    way a player must play to this trick (57A) and a penalty card designated (51A).

    ``Север должен пасовать до конца торговли (Правило 27B2)``, ``Запад не может ходить в
    пики, пока у него ход (Правило 26B)``."""
    lines: list[str] = []
    for seat, pcs in table.penalty_cards.items():
        for pc in pcs:
            kind = (Message("major penalty card") if pc.kind.value == "major"
                    else Message("minor penalty card")).render(lang)
            lines.append(Message("{seat}: {card} — {kind} (Law {law})", seat=seat_name(seat, lang),
                                 card=card_text(pc.card, ranks), kind=kind, law=pc.law)
                         .render(lang))
    for seat in sorted(table.barred):
        scope, name = table.barred[seat], seat_name(seat, lang)
        law = bar_law(table, seat, scope)
        if scope == "throughout":
            bar = (Message("{seat} must pass throughout the auction (Law {law})", seat=name,
                           law=law) if law is not None
                   else Message("{seat} must pass throughout the auction", seat=name))
        else:
            bar = (Message("{seat} must pass at his next turn to call (Law {law})", seat=name,
                           law=law) if law is not None
                   else Message("{seat} must pass at his next turn to call", seat=name))
        lines.append(bar.render(lang))
    for seat in sorted(table.required_call):
        call = table.required_call[seat]
        lines.append(Message("{seat} must repeat {call} at his turn (Law {law})",
                             seat=seat_name(seat, lang), call=call_text(call, lang),
                             law=("31A1" if call.kind not in (CallKind.DOUBLE, CallKind.REDOUBLE)
                                  else lawbook_for(table.edition).law("31").DOUBLE_REPEAT))
                     .render(lang))
    for seat in sorted(table.replacing):
        irr = table.replacing[seat]
        if irr.call is not None:
            lines.append(Message("{seat} must replace his insufficient bid {call} (Law 27B)",
                                 seat=seat_name(seat, lang), call=call_text(irr.call, lang))
                         .render(lang))
    for r in table.lead_restrictions:
        if r.kind == "require":
            msg = Message("{seat} must lead {suit} (Law {law})")
        elif r.while_on_lead:
            msg = Message("{seat} may not lead {suit} while he retains the lead (Law {law})")
        else:
            msg = Message("{seat} may not lead {suit} at his next lead (Law {law})")
        lines.append(msg.template(lang).format(seat=seat_name(r.seat, lang),
                                               suit=suit_name(r.suit, lang), law=_law_of(r.law)))
    for seat in sorted(table.play_restrictions):
        p = table.play_restrictions[seat]
        suit = "" if p.suit is None else suit_card(p.suit, lang)
        texts = {
            "highest": Message("{seat} must play his highest card of the suit led (Law {law})"),
            "lowest": Message("{seat} must play his lowest card of the suit led (Law {law})"),
            "require": Message("{seat}, if he cannot follow suit, must play {suit} (Law {law})"),
            "forbid": Message("{seat}, if he cannot follow suit, may not play {suit} "
                              "(Law {law})"),
        }
        if p.kind in texts:
            lines.append(texts[p.kind].template(lang).format(
                seat=seat_name(seat, lang), suit=suit, law=_law_of(p.law)))
    for seat in sorted(table.designated):
        lines.append(Message("{seat} must play the penalty card {card} at his first legal "
                             "opportunity (Law 51A)", seat=seat_name(seat, lang),
                             card=card_text(table.designated[seat], ranks)).render(lang))
    return lines


def _state_lines(table: Table, lang: str, ranks: str = "en") -> list[str]:
    lines = in_force_lines(table, lang, ranks)
    p = table.pending
    if p is not None and p.chooser is not None:
        lines.append(Message("Pending: {chooser} must choose among {options}",
                             chooser=seat_name(p.chooser, lang), options=", ".join(p.options))
                     .render(lang))
        # a choice about the lead to come (50D2, 51, 26B): the player on lead is known
        if (table.phase.value == "play" and table.to_act is not None
                and any(law.startswith(("50D2", "51", "26")) for law in p.laws)):
            then = (Message("{seat} is to lead once the choice is made") if not table.trick_cards
                    else Message("{seat} is to play once the choice is made"))
            lines.append(then.template(lang).format(seat=seat_name(table.to_act, lang)))
    if table.phase.value == "play" and table.to_act is not None and table.legal_cards:
        legal = " ".join(card_text(c, ranks) for c in sorted(table.legal_cards, reverse=True))
        lines.append(Message("{seat} to play; legal cards: {cards}",
                             seat=seat_name(table.to_act, lang), cards=legal).render(lang))
    return lines
