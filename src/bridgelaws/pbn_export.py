"""Standard PBN 2.1 from a table: what other bridge programs read.

:func:`export_games` writes each game as the standard tags and sections of PBN 2.1, in the
order of its mandatory tag set — ``Event Site Date Board West North East South Dealer
Vulnerable Deal Scoring Declarer Contract Result`` — then ``[Auction]`` and ``[Play]`` as
they stood, and keeps the game's own ``[TableLog ""]`` so that nothing is lost (our reader
prefers it; other readers skip it).

The standard sections hold what stands, in PBN's marks (``docs/record-format.md``):

* ``[Auction]``: the calls that stand, four turns a line from the dealer; ``^I`` before an
  insufficient bid that was accepted (Law 27A); ``^S`` for each turn a player lost to a call
  out of rotation that was accepted (Law 29A).
* ``[Play]``: one trick a line, in the columns of the ``[Play]`` tag's seat (the opening
  leader) and the next seats in rotation; ``^L`` before the card that led a trick out of turn
  and stood (Laws 53A, 54B, 55A); ``^R`` before a revoke; ``*`` when play did not reach its
  end (a claim, or play still going on).
* ``[Declarer "^S"]``: ``^`` before the declarer when he is not the one the auction gives
  (Law 54A: declarer spread his hand after a faced opening lead out of turn).

The result tags say what stands after the rulings: ``Contract`` and ``Declarer`` as the
auction and the Director left them, ``Result`` the tricks declarer won — claimed or conceded
tricks, the Director's ruling on a claim (Laws 69-71) and revoke transfers (Law 64) included;
``?`` while play goes on or when the table result was cancelled (Laws 13B2, 13D). ``Score``
(PBN 2.1 §4.2, ``"NS 620"``, ``"EW 100"``: the side that scores, Law 77) is the score that
counts: the table result's, or the Director's assigned adjusted score (Law 12C1a) in its
place; a weighted (12C1c) or artificial (12C2) adjusted score is no single score, so there
is no ``Score`` tag then (the ``director rules 12C…`` event stays in the TableLog). With
``optimum=True`` ``OptimumScore`` is the par score (double dummy, endplay's DDS, as on the
results page). ``results_only=True`` writes the tags alone: no ``[Auction]``, ``[Play]``,
notes or TableLog, and no ``^`` before the declarer (it refers to the auction).

Every irregularity recorded becomes a PBN note (``=1=`` after the call or card, ``[Note
"1:..."]`` after the section) that says what happened and what was chosen; calls and cards
that did not stand (withdrawn, replaced, picked up) are only in the notes and the TableLog.
Notes are written in English: PBN text is Latin-1.

>>> from bridgelaws.record import loads
>>> (game,) = loads('''[Board "1"]
... [Deal "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"]
... [TableLog ""]
... N 1H
... E 1D
... S P
... ''')
>>> print(export_game(game, table_log=False))
[Event "?"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:KJ654.T97.KQ53.K T87.AJ54.64.Q873 932.Q82.AJ92.J52 AQ.K63.T87.AT964"]
[Scoring "?"]
[Declarer "?"]
[Contract "?"]
[Result "?"]
[Auction "N"]
1H ^I 1D =1= Pass
*
[Note "1:East made an insufficient bid of 1D. Law 27: 27A, by conduct at the table"]
<BLANKLINE>
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from bridgelaws import __version__
from bridgelaws.calls import Call, CallKind
from bridgelaws.cards import Card
from bridgelaws.events import CardPlayed, TableEvent
from bridgelaws.i18n import nmessage
from bridgelaws.laws.descriptions import kind_text
from bridgelaws.laws.law16_withdrawn_calls import AUCTION_KINDS, standing_events
from bridgelaws.play import Trick
from bridgelaws.record import Game, event_to_text
from bridgelaws.render.text import seat_name
from bridgelaws.rulings import Irregularity, Kind
from bridgelaws.seats import Seat
from bridgelaws.table import Phase, Table

__all__ = ["MANDATORY_TAGS", "counted_score", "export_game", "export_games", "export_table",
           "header", "score_tag"]

#: PBN 2.1's mandatory tag set, in its export order.
MANDATORY_TAGS = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
                  "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
#: tags copied from the game as they are (the others are computed from the table)
_COPIED = frozenset({"event", "site", "date", "west", "north", "east", "south", "scoring"})
#: tags never copied: sections written here, and tags whose data lines are not kept
_NOT_COPIED = frozenset({"auction", "play", "tablelog", "note", "score", "optimumscore"})
#: the language of notes: PBN text is Latin-1
_NOTE_LANG = "en"
#: irregularities noted in the Auction section (the others go to the Play section)
_AUCTION_NOTES = AUCTION_KINDS | {Kind.CARD_DURING_AUCTION}


def _tag(name: str, value: str) -> str:
    value = value.replace("\\", "\\\\").replace('"', '\\"')
    return f'[{name} "{value}"]'


def _call_token(call: Call) -> str:
    """A call as PBN writes it: ``Pass``, ``X``, ``XX``, ``1NT``."""
    return "Pass" if call.kind is CallKind.PASS else str(call)


class _Notes:
    """PBN notes, numbered in the order they are written."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def add(self, text: str) -> int:
        self.texts.append(text)
        return len(self.texts)

    def tags(self, first: int) -> list[str]:
        return [_tag("Note", f"{n}:{text}")
                for n, text in enumerate(self.texts[first - 1:], first)]


def _what(irr: Irregularity) -> str:
    """The irregularity in words, cards and calls in letters (``SQ``, ``1NT``)."""
    def seat(s: object) -> str:
        return seat_name(s, _NOTE_LANG) if isinstance(s, Seat) else "?"

    extra = irr.facts.get("extra")
    return kind_text(irr).template(_NOTE_LANG).format(
        seat=seat(irr.offender),
        card="" if irr.card is None else str(irr.card),
        call="" if irr.call is None else _call_token(irr.call),
        correct=seat(irr.facts.get("correct_leader")),
        hand=seat(irr.facts.get("hand")),
        penalty=str(irr.facts.get("penalty", "")),
        extra=" ".join(str(c) for c in extra) if isinstance(extra, tuple) else "",
        holder=seat(irr.facts.get("holder")),
        owner=seat(irr.facts.get("owner")),
    )


def _note_text(table: Table, irr: Irregularity) -> str:
    """What happened, and what was chosen under which law (English)."""
    what = _what(irr)
    r = table.ruling_for(irr)
    if r is None:
        return what
    laws, n = ", ".join(r.laws), len(r.laws)
    option = "" if r.chosen is None else r.chosen + (f" {r.chosen_arg}" if r.chosen_arg else "")
    if r.outcomes:
        clauses = ", ".join(r.outcomes)
        option = f"{option} ({clauses})" if option else clauses
    if r.options and r.chosen is None:
        message = nmessage("{what}. Law {laws}: no choice made yet",
                           "{what}. Laws {laws}: no choice made yet", n, what=what, laws=laws)
    elif not option:
        message = nmessage("{what}. Law {laws}", "{what}. Laws {laws}", n, what=what,
                           laws=laws)
    elif r.by_conduct:
        message = nmessage("{what}. Law {laws}: {option}, by conduct at the table",
                           "{what}. Laws {laws}: {option}, by conduct at the table", n,
                           what=what, laws=laws, option=option)
    else:
        message = nmessage("{what}. Law {laws}: {option}", "{what}. Laws {laws}: {option}",
                           n, what=what, laws=laws, option=option)
    return message.render(_NOTE_LANG)


def _attach(events: Sequence[int | None], at: int) -> int | None:
    """The index of the first of ``events`` (event numbers, in order) at or after ``at``;
    else the last one; None when there is none."""
    last = None
    for k, e in enumerate(events):
        if e is None:
            continue
        if e >= at:
            return k
        last = k
    return last


def _tricks(table: Table) -> list[Trick]:
    """The tricks that stand, the trick in progress last."""
    tricks = list(table.tricks)
    current = table.current_trick
    if current is not None and current.cards:
        tricks.append(current)
    return tricks


def _auction_lines(table: Table, notes: _Notes) -> list[str]:
    entries = table.auction.entries
    events = standing_events(table)
    refs: dict[int, list[int]] = {}
    for irr in table.irregularities:
        if irr.kind in _AUCTION_NOTES or irr.call is not None:
            k = _attach(events, irr.event)
            if k is not None:
                refs.setdefault(k, []).append(notes.add(_note_text(table, irr)))
    turns: list[str] = []
    expected = table.dealer
    bid: Call | None = None
    for k, (seat, call) in enumerate(entries):
        while expected is not seat:  # a turn lost to an accepted call out of rotation
            turns.append("^S")
            expected = expected.lho
        token = _call_token(call)
        if call.is_bid:
            if bid is not None and call.rank <= bid.rank:
                token = "^I " + token  # an insufficient bid that stood
            bid = call
        token += "".join(f" ={n}=" for n in refs.get(k, []))
        turns.append(token)
        expected = seat.lho
    lines = [" ".join(turns[i:i + 4]) for i in range(0, len(turns), 4)]
    if not table.auction.is_over:
        lines.append("*")
    return lines


def _play_lines(table: Table, first: Seat, notes: _Notes) -> list[str]:
    tricks = _tricks(table)
    played: dict[Card, int] = {}  # each card's last play (a card taken back is played again)
    for n, e in enumerate(table.events, 1):
        if isinstance(e, CardPlayed):
            played[e.card] = n
    order = [card for trick in tricks for card in trick.cards]
    refs: dict[Card, list[int]] = {}
    revokes = set()
    for irr in table.irregularities:
        if irr.kind in _AUCTION_NOTES or irr.call is not None:
            continue
        if irr.kind is Kind.REVOKE and irr.card is not None:
            revokes.add(irr.card)
        k = _attach([played.get(card) for card in order], irr.event)
        if k is not None:
            refs.setdefault(order[k], []).append(notes.add(_note_text(table, irr)))
    lines: list[str] = []
    leader = first
    for t, trick in enumerate(tricks):
        row = ["-"] * 4
        for j, (seat, card) in enumerate(trick.seats_and_cards()):
            token = str(card)
            if card in revokes:
                token = "^R " + token
            if j == 0 and seat is not leader:
                token = "^L " + token  # a lead out of turn that stood
            token += "".join(f" ={n}=" for n in refs.get(card, []))
            row[(seat - first) % 4] = token
        lines.append(" ".join(row))
        if t < len(table.winners):
            leader = table.winners[t]
    if table.phase is not Phase.COMPLETE or table.claimed_tricks_declarer is not None:
        lines.append("*")
    return lines


def _result_tags(table: Table, *, marks: bool = True) -> dict[str, str]:
    contract = table.contract
    if contract is None:
        if table.phase is Phase.COMPLETE:  # passed out
            return {"Declarer": "", "Contract": "Pass", "Result": ""}
        return {"Declarer": "?", "Contract": "?", "Result": "?"}
    declarer = contract.declarer.letter
    by_auction = table.auction.contract
    if marks and by_auction is not None and by_auction.declarer is not contract.declarer:
        declarer = "^" + declarer  # not the declarer the auction gives (Law 54A)
    result = table.result  # None: play goes on, or the result was cancelled (13B2, 13D)
    tricks = None if result is None else result.tricks_declarer
    return {"Declarer": declarer, "Contract": str(contract),
            "Result": "?" if tricks is None else str(tricks)}


def score_tag(score_ns: int) -> str:
    """A Law 77 score (North-South viewpoint) as PBN's ``Score`` value: the side that
    scores, ``NS 620`` or ``EW 100`` (``NS 0`` for a passed-out board).

    >>> score_tag(620), score_tag(-100), score_tag(0)
    ('NS 620', 'EW 100', 'NS 0')
    """
    return f"NS {score_ns}" if score_ns >= 0 else f"EW {-score_ns}"


def counted_score(table: Table) -> int | None:
    """The Law 77 score (North-South viewpoint) that counts at the table: the Director's
    last assigned adjusted score (Law 12C1a: one outcome) when he awarded one, else the
    table result's; ``None`` when no single score counts (a weighted or artificial
    adjusted score, a result cancelled and not yet replaced, a board not finished)."""
    if table.adjustments:
        adjustment = table.adjustments[-1]
        if adjustment.artificial is None and len(adjustment.outcomes) == 1:
            return adjustment.outcomes[0].score_ns(table.vulnerability)
        return None
    result = table.result
    return None if result is None else result.score_ns


def _optimum_score(table: Table) -> str | None:
    """Par (North-South viewpoint) as ``OptimumScore``; ``None`` when endplay's DDS cannot
    be had."""
    try:
        from bridgelaws.session.analysis import double_dummy

        analysis = double_dummy(table.deal, table.dealer, table.vulnerability)
    except ImportError:  # pragma: no cover - endplay is a dependency
        return None
    return score_tag(analysis.par_score)


def export_table(table: Table, *, tags: Iterable[tuple[str, str]] = (),
                 events: Sequence[TableEvent] | None = None, table_log: bool = True,
                 results_only: bool = False, optimum: bool = False) -> str:
    """One game as PBN 2.1 text (lines end with ``\\n``).

    ``tags`` are the game's own tags: ``Event``, ``Site``, ``Date``, the players and
    ``Scoring`` are taken from them (``?`` when absent), other tags are copied after the
    mandatory ones and ``Score`` (and ``OptimumScore``); the rest is computed from the
    table. ``events`` is the TableLog to keep (default: the table's events);
    ``table_log=False`` writes the standard sections only, ``results_only=True`` the tags
    only; ``optimum=True`` adds the par score (see the module docstring).
    """
    given: dict[str, str] = {}
    extra: list[tuple[str, str]] = []
    for name, value in tags:
        key = name.lower()
        if key in _COPIED:
            given.setdefault(key, value)
        elif (key not in _NOT_COPIED and key not in {t.lower() for t in MANDATORY_TAGS}
              and not key.endswith("table")):
            extra.append((name, value))
    values = {name: given.get(name.lower(), "?") for name in MANDATORY_TAGS}
    values.update({
        "Board": "?" if table.board is None else str(table.board),
        "Dealer": table.dealer.letter,
        "Vulnerable": table.vulnerability.pbn,
        "Deal": table.deal.to_pbn(table.dealer),
    })
    values.update(_result_tags(table, marks=not results_only))
    if table.edition != "2017" and not any(n.lower() == "edition" for n, _ in extra):
        extra.append(("Edition", table.edition))
    lines = [_tag(name, values[name]) for name in MANDATORY_TAGS]
    score = counted_score(table)
    if score is not None:
        lines.append(_tag("Score", score_tag(score)))
    optimum_score = _optimum_score(table) if optimum else None
    if optimum_score is not None:
        lines.append(_tag("OptimumScore", optimum_score))
    lines += [_tag(name, value) for name, value in extra]
    if results_only:
        return "\n".join(lines) + "\n"
    notes = _Notes()
    if table.auction.entries:
        lines.append(_tag("Auction", table.dealer.letter))
        lines += _auction_lines(table, notes)
        lines += notes.tags(1)
    if table.contract is not None and _tricks(table):
        first = len(notes.texts) + 1
        leader = table.contract.opening_leader
        lines.append(_tag("Play", leader.letter))
        lines += _play_lines(table, leader, notes)
        lines += notes.tags(first)
    if table_log:
        lines.append(_tag("TableLog", ""))
        lines += [event_to_text(e) for e in (table.events if events is None else events)]
    return "\n".join(lines) + "\n"


def export_game(game: Game, *, file: str | None = None, table_log: bool = True,
                results_only: bool = False, optimum: bool = False) -> str:
    """One game of a table record as PBN 2.1 text: its table is replayed (raises
    :class:`~bridgelaws.errors.RecordError` for an impossible event) and its events are kept
    as the TableLog."""
    table = Table.from_game(game, file=file)
    return export_table(table, tags=game.tags, events=game.events, table_log=table_log,
                        results_only=results_only, optimum=optimum)


def header(*, table_log: bool = True, results_only: bool = False) -> str:
    """The first lines of an exported file: the PBN version, and who wrote it how."""
    if results_only:
        return f"% PBN 2.1\n% bridgelaws {__version__}: the results after the rulings\n"
    kept = "; [TableLog] keeps every event" if table_log else ""
    return (f"% PBN 2.1\n% bridgelaws {__version__}: standard sections as they stood, with ^I "
            f"and ^S{kept}\n")


def export_games(games: Iterable[Game], *, file: str | None = None,
                 table_log: bool = True, results_only: bool = False,
                 optimum: bool = False) -> str:
    """Several games as one PBN 2.1 file: the :func:`header`, then the games, a blank line
    apart."""
    return header(table_log=table_log, results_only=results_only) + "\n".join(
        export_game(g, file=file, table_log=table_log, results_only=results_only,
                    optimum=optimum) for g in games)
