"""A player's view of a board (issue 18): what one seat may see at the table, and nothing
more.

A player's link (``/boards/<id>/seat/<N|E|S|W>?k=…``) is signed with the install's secret
(:func:`bridgelaws.web.security.seat_key`): edited into another seat or board, it is refused.
The page is read-only (no form) and shows, kept simple and on the safe side of Law 66:

* his own hand (the cards he still holds), and the dummy once the opening lead is faced;
* the auction (the calls as they stand, and every call as made);
* the cards of the trick in progress; the trick just quitted while his side has not led or
  played to the next trick (Law 66A: declarer or a defender may have it faced; 66B: his own
  last card, marked), never to dummy (66A and 66B are not dummy's rights); after that a
  quitted trick is turned (66C): only the count of tricks each side has won;
* penalty cards face up on the table, bars and lead restrictions in force;
* the rulings announced: the law, the facts, who chooses among which options, the choice.
  A ruling whose facts may name a card no one has seen (a claim, a card missing or in the
  wrong hand, a defective trick) is shown by its law and choice only.

The other hands are never on the page, whatever the director shows on his own.
"""

from __future__ import annotations

from typing import Any

from bridgelaws.i18n import Message
from bridgelaws.laws.law65_66_tricks import side_played_on
from bridgelaws.render.report import standing_cells
from bridgelaws.render.text import call_text, card_text, localize_ranks, seat_letter, seat_name
from bridgelaws.rulings import Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase, Table
from bridgelaws.web import board as b

#: laws whose facts may name cards no player has seen: shown by their law and choice only
PRIVATE_LAWS = ("13", "14", "67", "68", "69", "70", "71")

_STATUS = {
    "complete": Message("The board is over."),
    "awaiting-choice": Message("The Director is ruling."),
    "awaiting-director": Message("The Director is called."),
    "in-progress": Message("Play goes on."),
}


def _private(r: Ruling) -> bool:
    return any(law.startswith(PRIVATE_LAWS) for law in r.laws)


def _option_words(option: str, lang: str, ranks: str) -> str:
    o = b._option_view(option, lang, ranks=ranks)
    return f"{o['words']} ({o['law']})"


def _ruling(table: Table, r: Ruling, lang: str, ranks: str) -> dict[str, Any]:
    """A ruling as the table heard it: its law and title, the facts, the options and who
    chooses, the choice."""
    cited, title = b._heading(table, r.laws, lang)
    out: dict[str, Any] = {
        "head": cited + (f" — {title}" if title else ""),
        "facts": [] if _private(r) else b._ruling_facts(table, r, lang, ranks),
        "chooser": seat_name(r.chooser, lang) if r.chooser is not None else "",
        "options": [] if r.chosen else [_option_words(o, lang, ranks) for o in r.options],
        "chosen": "",
    }
    if r.chosen:
        out["chosen"] = localize_ranks(Message("Chosen: {option}", option=_option_words(
            r.chosen, lang, ranks)).render(lang), ranks)
    return out


def last_trick(table: Table, seat: Seat, lang: str, ranks: str = "en"
               ) -> dict[str, Any] | None:
    """The trick just quitted, as ``seat`` may still see it (``None`` when he may not).

    Law 66A: so long as his side has not led or played to the next trick, declarer or either
    defender may have the cards just played to the trick faced; 66B: until then he may look
    at his own last card played; 66C: thereafter, until play ends, quitted tricks may not be
    inspected. Dummy has neither right (66A and 66B name declarer and the defenders)."""
    if table.phase is not Phase.PLAY or not table.tricks or seat is table.dummy:
        return None
    last = len(table.tricks) - 1
    if side_played_on(table, seat, last):
        return None
    trick = table.tricks[last]
    winner = ""
    if trick.is_complete and table.contract is not None:
        winner = seat_name(trick.winner(table.contract.strain), lang)
    return {
        "n": last + 1,
        "cards": {str(s): (str(c), card_text(c, ranks)) for s, c in trick.seats_and_cards()},
        "own": str(seat),
        "title": Message("Trick {n}, just quitted (Law 66A)", n=last + 1).render(lang),
        "winner": Message("Won by {seat}", seat=winner).render(lang) if winner else "",
        "until": Message("You may look at it until your side leads or plays to the next "
                         "trick (Laws 66A, 66B); then it is turned (Law 66C).").render(lang),
    }


def player_view(table: Table, seat: Seat, lang: str, ranks: str = "en") -> dict[str, Any]:
    """Everything a player's page shows, as plain data for the template; its cards written
    with the rank letters ``ranks`` (A K Q J, or Т К Д В)."""
    own = b._hand_view(table, seat, True, lang, ranks)
    dummy = None
    if table.dummy_exposed and table.dummy is not None and table.dummy is not seat:
        dummy = b._hand_view(table, table.dummy, False, lang, ranks)
    penalty = []
    for s in Seat:
        for pc in table.penalty_cards[s]:
            kind = (Message("major penalty card") if pc.kind.value == "major"
                    else Message("minor penalty card")).render(lang)
            penalty.append({"seat": seat_name(s, lang), "card": card_text(pc.card, ranks),
                            "kind": f"{kind} ({b._law(pc.law, lang)})"})
    barred = [Message("{seat}: {bar}", seat=seat_name(s, lang), bar=(
        Message("barred throughout the auction") if scope == "throughout"
        else Message("barred at his next turn")).render(lang)).render(lang)
        for s, scope in table.barred.items()]
    restrictions = [
        (Message("{seat} must lead {suit} (Law {law})") if r.kind == "require"
         else Message("{seat} may not lead {suit} while he retains the lead (Law {law})"))
        .template(lang).format(seat=seat_name(r.seat, lang), suit=r.suit.symbol, law=r.law)
        for r in table.lead_restrictions]
    offset = b.AUCTION_ORDER.index(table.dealer)
    cells = [""] * offset + standing_cells(table, lang)
    cells += [""] * (-len(cells) % 4)
    current = table.current_trick
    trick = {str(s): card_text(c, ranks) for s, c in current.seats_and_cards()} \
        if current is not None and table.phase is Phase.PLAY else {}
    ours = sum(1 for w in table.winners if w.side == seat.side)
    contract = ""
    if table.contract is not None:
        contract = Message("Contract {contract} by {declarer}", contract=table.contract.symbol,
                           declarer=seat_name(table.contract.declarer, lang)).render(lang)
    elif table.phase is Phase.COMPLETE:
        contract = Message("passed out").render(lang)
    p = table.pending
    to_act = table.to_act
    return {
        "seat": str(seat),
        "seat_name": seat_name(seat, lang),
        "you": Message("You are {seat}", seat=seat_name(seat, lang)).render(lang),
        "own": own,
        "dummy": dummy,
        "penalty": penalty,
        "barred": barred,
        "restrictions": restrictions,
        "auction_header": [seat_letter(s, lang) for s in b.AUCTION_ORDER],
        "auction_rows": [cells[i:i + 4] for i in range(0, len(cells), 4)],
        "calls_made": [(seat_letter(s, lang), call_text(c, lang), irregular)
                       for s, c, irregular in table.auction_for_display()],
        "trick": trick,
        "last_trick": last_trick(table, seat, lang, ranks),
        "playing": table.phase is Phase.PLAY,
        "tricks": Message("Tricks won: your side {ours}, the other side {theirs}",
                          ours=ours, theirs=len(table.winners) - ours).render(lang)
        if table.winners else "",
        "contract": contract,
        "dealer": seat_name(table.dealer, lang),
        "vulnerable": b._VULNERABLE[table.vulnerability].render(lang),
        "status": _STATUS[table.status].render(lang),
        "to_act": seat_name(to_act, lang) if to_act is not None else "",
        "pending": _ruling(table, p, lang, ranks) if p is not None else None,
        "rulings": [_ruling(table, r, lang, ranks) for r in table.rulings if r is not p],
    }
