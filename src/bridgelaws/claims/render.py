"""A claim ruling for people (``bridgelaws claim FILE``) and as JSON (the ``claim`` object of
``bridgelaws rule --json``), in English or Russian."""

from __future__ import annotations

import dataclasses
from typing import Any

from bridgelaws.cards import Strain, mask_of
from bridgelaws.claims.adjudicate import ClaimRuling
from bridgelaws.claims.search import RULES, Play
from bridgelaws.claims.statement import step_message
from bridgelaws.i18n import Message
from bridgelaws.play import winning_index
from bridgelaws.render.text import (
    card_text,
    contract_label,
    hand_diagram,
    seat_letter,
    seat_name,
)
from bridgelaws.rulings import edition_clauses, edition_text
from bridgelaws.seats import Seat
from bridgelaws.table import Table

__all__ = ["claim_json", "claim_lines", "render_claim"]

_KIND = {
    "claim": Message("Contested claim (Law 70)"),
    "concession": Message("Concession (Law 71)"),
    "agreed": Message("Agreed claim (Law 69)"),
    "no-concession": Message("Attempted concession objected to by partner (Law 68B2)"),
}


def _laws(laws: tuple[str, ...], lang: str) -> str:
    joined = ", ".join(laws)
    return (Message("Laws {laws}", laws=joined) if len(laws) > 1
            else Message("Law {laws}", laws=joined)).render(lang)


def line_tricks(ruling: ClaimRuling) -> list[tuple[int, list[Play], Seat]]:
    """The worst line cut into tricks: (trick number, plays, winner). The first trick
    includes the cards played to it before the claim."""
    p = ruling.position
    if p is None or not ruling.worst_line:
        return []
    out: list[tuple[int, list[Play], Seat]] = []
    number = 13 - p.remaining_tricks + 1
    leader = p.leader
    current = [Play(leader.next(i), c) for i, c in enumerate(p.trick)]
    for play in ruling.worst_line:
        current.append(play)
        if len(current) == 4:
            cards = tuple(x.card for x in current)
            winner = leader.next(winning_index(cards, p.trump))
            out.append((number, current, winner))
            number, leader, current = number + 1, winner, []
    return out


def claim_lines(ruling: ClaimRuling, lang: str, edition: str = "2017") -> list[str]:
    """The ruling without the diagram: statement as understood, decision with its laws,
    doubtful points, the worst normal line trick by trick, and the double-dummy figure; its
    clauses as ``edition`` numbers them (:func:`bridgelaws.rulings.edition_text`)."""
    if edition != "2017":
        renumbered = dataclasses.replace(ruling, laws=edition_clauses(ruling.laws, edition))
        return [edition_text(line, edition) for line in claim_lines(renumbered, lang)]
    out: list[str] = []
    out.append(_KIND[ruling.kind].render(lang) + " — " + Message(
        "{seat} for his side: {claimed} of the {remaining} remaining tricks",
        seat=seat_name(ruling.claimer, lang), claimed=ruling.claimed,
        remaining=ruling.remaining).render(lang))
    st = ruling.statement
    if ruling.kind in ("claim", "agreed"):
        if st.text:
            out.append(Message("Statement: “{text}”", text=st.text).render(lang))
        else:
            out.append(Message("Statement: none").render(lang))
        if st.steps:
            understood = "; ".join(f"{i}. {step_message(s).render(lang)}"
                                   for i, s in enumerate(st.steps, 1))
            out.append(Message("Understood as: {steps}", steps=understood).render(lang))
    out.append(Message("Ruling ({laws}): {decision}", laws=_laws(ruling.laws, lang),
                       decision=ruling.decision).render(lang))
    if ruling.doubtful_points:
        out.append(Message("Doubtful points (resolved against the claimer, Law 70A):")
                   .render(lang))
        out.extend("• " + m.render(lang) for m in ruling.doubtful_points)
    tricks = line_tricks(ruling)
    if tricks:
        out.append(Message("The worst normal line:").render(lang))
        for number, plays, winner in tricks:
            cards = "  ".join(f"{seat_letter(x.seat, lang)} {card_text(x.card)}" for x in plays)
            out.append(f"  {number:>2}. {cards}  → {seat_letter(winner, lang)}")
    decisive = decisive_text(ruling, lang)
    if decisive:
        out.append(decisive)
    if ruling.double_dummy is not None:
        out.append(Message("Double dummy (for reference only): {n} of the {remaining} "
                           "remaining tricks for the claimer's side.", n=ruling.double_dummy,
                           remaining=ruling.remaining).render(lang))
    return out


def decisive_text(ruling: ClaimRuling, lang: str) -> str:
    """The play of the worst line that decides the award, with the rule of the model that
    makes it normal: "The play that decides it: trick 10, South ♥A (a winner cashed, in any
    order: …); after it, 3 of the 4 remaining tricks at most (double dummy)."."""
    if ruling.decisive is None or ruling.position is None:
        return ""
    index, after = ruling.decisive
    play = ruling.worst_line[index]
    p = ruling.position
    number = 13 - p.remaining_tricks + 1 + (len(p.trick) + index) // 4
    rule = RULES.get(play.rule or "")
    return Message("The play that decides it: trick {number}, {seat} {card} — {rule}; after it "
                   "the claimer's side can take at most {after} of the {remaining} remaining "
                   "tricks (double dummy).", number=number, seat=seat_name(play.seat, lang),
                   card=card_text(play.card), rule=rule if rule is not None else "",
                   after=after, remaining=ruling.remaining).render(lang)


def render_claim(table: Table, ruling: ClaimRuling, lang: str = "en") -> str:
    """``bridgelaws claim``: the remaining cards at the claim, then :func:`claim_lines`."""
    p = ruling.position
    out: list[str] = []
    if p is not None:
        played = p.played | mask_of(p.trick)
        out.append(hand_diagram(table.deal, board=table.board, dealer=table.dealer,
                                vulnerability=table.vulnerability, played=played, lang=lang))
        out.append("")
        trump = (Message("notrump") if p.trump is Strain.NOTRUMP
                 else Message("trumps: {suit}", suit=p.trump.symbol))
        if table.contract is not None:
            out.append(Message("Contract {contract} by {declarer} ({trump}); tricks won before "
                               "the claim: North-South {ns}, East-West {ew}",
                               contract=contract_label(table.contract, lang),
                               declarer=seat_name(table.contract.declarer, lang),
                               trump=trump, ns=p.won_ns, ew=p.won_ew).render(lang))
        if p.trick:
            cards = "  ".join(f"{seat_letter(p.leader.next(i), lang)} {card_text(c)}"
                              for i, c in enumerate(p.trick))
            out.append(Message("Trick in progress: {cards}; {seat} to play",
                               cards=cards, seat=seat_name(p.to_play, lang)).render(lang))
        else:
            out.append(Message("{seat} is on lead", seat=seat_name(p.leader, lang))
                       .render(lang))
        out.append("")
    out.extend(claim_lines(ruling, lang, table.edition))
    declarer = table.declarer
    if declarer is not None and ruling.awarded is not None:
        out.append(Message("Tricks for declarer after the ruling: {n}",
                           n=ruling.tricks_for(declarer.side)).render(lang))
    return "\n".join(out)


def claim_json(ruling: ClaimRuling, declarer: Seat | None,
               edition: str = "2017") -> dict[str, Any]:
    """The ``claim`` object of the JSON result (docs/claims.md); ``laws`` and the doubtful
    points with their clauses as ``edition`` numbers them."""
    if edition != "2017":
        out = claim_json(ruling, declarer)
        out["laws"] = list(edition_clauses(ruling.laws, edition))
        out["doubtful_points"] = [edition_text(t, edition) for t in out["doubtful_points"]]
        return out
    return {
        "kind": ruling.kind,
        "claimer": str(ruling.claimer),
        "claimed": ruling.claimed,
        "remaining": ruling.remaining,
        "awarded": ruling.awarded,
        "worst_normal": ruling.worst_normal,
        "double_dummy": ruling.double_dummy,
        "laws": list(ruling.laws),
        "statement": ruling.statement.text,
        "worst_line": [str(p.card) for p in ruling.worst_line],
        "doubtful_points": [m.render("en") for m in ruling.doubtful_points],
        "worst_line_rules": [p.rule for p in ruling.worst_line],
        "decisive": None if ruling.decisive is None else {
            "index": ruling.decisive[0], "card": str(ruling.worst_line[ruling.decisive[0]].card),
            "seat": str(ruling.worst_line[ruling.decisive[0]].seat),
            "rule": ruling.worst_line[ruling.decisive[0]].rule,
            "double_dummy_after": ruling.decisive[1]},
        "tricks_declarer": (ruling.tricks_for(declarer.side)
                            if declarer is not None else None),
    }
