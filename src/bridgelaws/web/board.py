"""A stored board as a :class:`~bridgelaws.table.Table`, and the view of it a page shows.

The table is rebuilt by replaying the stored events (``Table.apply`` per event): the database
is the only state (:class:`Tables` keeps a rebuilt table only while it matches the stored
events). :meth:`Tables.record` applies one new event to the table and, only if the table
accepts it, stores it — an impossible action raises and nothing is stored.

A claim's ruling is a search of seconds: it is made once, when the event that makes it due is
recorded (a dispute, the Director called), and stored with the board
(:class:`StoredClaimRulings`); a page, and a replay of the events (whose fold rules on the
claim when the Director is called), read it back through :mod:`bridgelaws.claims.cache`.

The view shows the table as the people at it see it: the dummy once it is faced, penalty
cards face up in front of their owner, the cards played; the other hands only when the
director opens them (``reveal``).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar, cast

from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE
from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.claims import ClaimRuling
from bridgelaws.claims.cache import ClaimKey, cached_ruling, claim_key, rulings_from
from bridgelaws.claims.render import claim_lines, line_tricks
from bridgelaws.deal import Deal
from bridgelaws.errors import BridgeLawsError, ImpossibleActionError, NotationError
from bridgelaws.events import (
    CallMade,
    CardPlayed,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    OptionChosen,
    TableEvent,
)
from bridgelaws.i18n import Message, nmessage
from bridgelaws.laws import descriptions as d
from bridgelaws.laws.descriptions import option_text
from bridgelaws.pbn_export import header
from bridgelaws.record import Game, dumps, event_to_text, parse_event
from bridgelaws.render.report import irregularity_text, judgment_text, ruling_text, standing_cells
from bridgelaws.render.text import (
    call_text,
    card_text,
    localize_ranks,
    rank_text,
    seat_letter,
    seat_name,
)
from bridgelaws.report import revokes_json
from bridgelaws.rulings import Ruling
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table
from bridgelaws.web import claim_record, fulltext
from bridgelaws.web.security import FormToken
from bridgelaws.web.storage import (
    BoardInfo,
    BoardText,
    FormUsedError,
    NewBoard,
    NewEvent,
    OutOfSequenceError,
    Store,
    StoredClaimRuling,
    events_text_digest,
)

AUCTION_ORDER = (Seat.WEST, Seat.NORTH, Seat.EAST, Seat.SOUTH)
SUITS_DOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
RANKS_DOWN = tuple(sorted(Rank, reverse=True))
T = TypeVar("T")


class StaleBoardError(Exception):
    """Another device stored an event first: the page is to be reloaded."""


class FormReplayedError(Exception):
    """The form's one-time value was used already (a double tap, a browser retry): nothing
    is done again; the page shows the board as it is."""


def table_of(info: BoardInfo, texts: list[str]) -> Table:
    """The board's table after replaying its stored events."""
    table = Table(Deal.from_pbn(info.deal), Seat.parse(info.dealer),
                  Vulnerability.parse(info.vulnerability), board=info.board,
                  edition=info.edition)
    for n, text in enumerate(texts, start=1):
        table.apply(parse_event(text, line=n))
    return table


def laws_of(table: Table, event: TableEvent, before: list[tuple[tuple[str, ...], str | None]],
            new_irregularities: list[Any]) -> tuple[str, ...]:
    """The laws an event brought into play: irregularities it created, rulings it opened or
    settled (with the option chosen), the clause the director ruled on."""
    laws: list[str] = [i.kind.law for i in new_irregularities if i.kind.law]
    for k, r in enumerate(table.rulings):
        if k >= len(before) or before[k] != (r.laws, r.chosen):
            laws.extend(r.laws)
            if r.chosen:
                laws.append(r.chosen)
    if isinstance(event, DirectorRules):
        laws.append(event.clause)
    if isinstance(event, OptionChosen):
        laws.append(event.option)
    seen: list[str] = []
    for law in laws:
        if law not in seen and " " not in law:
            seen.append(law)
    return tuple(seen)


def events_digest(table: Table, events: int) -> str:
    """The SHA-256 of the text of the table's first ``events`` events (one TableLog line
    each): a stored claim ruling is used only for the events it was made from."""
    h = hashlib.sha256()
    for e in table.events[:events]:
        h.update(event_to_text(e).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


class StoredClaimRulings:
    """One board's claim rulings in the ruling log, as the claims package's ruling source
    (:class:`bridgelaws.claims.cache.RulingSource`): a ruling asked for is read from the
    store when one was stored for the same events; a ruling that had to be made is kept in
    :attr:`made` until the caller stores it (with the event that made it due, or after the
    page)."""

    def __init__(self, store: Store, board_id: int) -> None:
        self.store = store
        self.board_id = board_id
        self.made: dict[ClaimKey, StoredClaimRuling] = {}
        self._read: dict[tuple[ClaimKey, str], ClaimRuling] = {}

    def lookup(self, table: Table, key: ClaimKey) -> ClaimRuling | None:
        digest = events_digest(table, key.events)
        found = self._read.get((key, digest))
        if found is not None:
            return found
        stored = self.store.claim_ruling(self.board_id, key.events, key.director)
        if stored is None or stored.digest != digest:
            return None  # none, or made from events since taken back
        found = claim_record.decode(stored.record, table.declarer)
        if found is not None:
            self._read[(key, digest)] = found
        return found

    def keep(self, table: Table, key: ClaimKey, ruling: ClaimRuling) -> None:
        digest = events_digest(table, key.events)
        self._read[(key, digest)] = ruling
        self.made[key] = StoredClaimRuling(key.events, key.director, digest,
                                           claim_record.encode(ruling, table.declarer))

    def made_from(self, first: int, last: int) -> list[StoredClaimRuling]:
        """The rulings made from at least ``first`` and at most ``last`` events."""
        return [r for r in self.made.values() if first <= r.events <= last]


class Tables:
    """The boards' tables, rebuilt from the store and kept while they match it.

    The store is the truth: before each use the stored events are read, and a kept table is
    used only if it was folded from exactly those events (another process sharing the
    database may have added some); otherwise the table is replayed. One board is used by one
    thread at a time (:meth:`Store.lock`). A replay, a page and a new event read the board's
    claim rulings from the store (:class:`StoredClaimRulings`): no page searches for a ruling
    already made.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._kept: dict[int, tuple[list[str], Table]] = {}

    def _table(self, info: BoardInfo, texts: list[str]) -> Table:
        kept = self._kept.get(info.id)
        if kept is not None and kept[0] == texts:
            return kept[1]
        table = table_of(info, texts)
        self._kept[info.id] = (list(texts), table)
        return table

    def view(self, board_id: int, lang: str, *, reveal: bool, ranks: str = "en"
             ) -> dict[str, Any] | None:
        """The page's view of a board (``None``: no such board), its cards written with
        the rank letters ``ranks`` (:data:`~bridgelaws.render.text.RANK_STYLES`)."""
        info = self.store.board(board_id)
        if info is None:
            return None
        with self.store.lock(board_id):
            stored = self.store.events(board_id)
            texts = [e.text for e in stored]
            rulings = StoredClaimRulings(self.store, board_id)
            with rulings_from(rulings):
                table = self._table(info, texts)
                out = view(table, lang, reveal=reveal, ranks=ranks)
            out["grid"] = card_grid(table, ranks)
            # the number of the last event: a form drawn now acts on this state only
            out["version"] = stored[-1].seq if stored else 0
            # a ruling made for this page (a board recorded before rulings were stored, or
            # whose stored one was unreadable) is stored for the next
            self.store.put_claim_rulings(board_id, rulings.made_from(0, len(texts)))
            return out

    def read(self, board_id: int, show: Callable[[Table], T]) -> T | None:
        """``show(table)`` for the board's table as stored (``None``: no such board), under
        the board's lock (a player's page, a board's search text)."""
        info = self.store.board(board_id)
        if info is None:
            return None
        with self.store.lock(board_id):
            texts = [e.text for e in self.store.events(board_id)]
            rulings = StoredClaimRulings(self.store, board_id)
            with rulings_from(rulings):
                table = self._table(info, texts)
                return show(table)

    def search_text(self, board_id: int) -> BoardText | None:
        """What the log's search finds a board by (:mod:`bridgelaws.web.fulltext`): the
        digest of its events' text, its laws, its rulings' words in every language."""
        info = self.store.board(board_id)
        if info is None:
            return None
        with self.store.lock(board_id):
            stored = self.store.events(board_id)
            texts = [e.text for e in stored]
            rulings = StoredClaimRulings(self.store, board_id)
            try:
                with rulings_from(rulings):
                    table = self._table(info, texts)
                    return (events_text_digest(texts),
                            fulltext.board_laws(table, [x for e in stored for x in e.laws]),
                            fulltext.board_words(table))
            except BridgeLawsError:  # a board its events no longer replay to: its laws
                return (events_text_digest(texts),
                        " ".join(f for e in stored for x in e.laws
                                 for f in fulltext.law_forms(x)), "")

    def _check_form(self, once: FormToken | None, version: int) -> None:
        """Refuse a form whose one-time value was used (:class:`FormReplayedError`) or that
        was drawn before the board's last event (:class:`StaleBoardError`)."""
        if once is None:
            return
        if self.store.form_used(once.id) is not None:
            raise FormReplayedError
        if once.version != version:
            raise StaleBoardError

    def record(self, board_id: int, text: str, *, once: FormToken | None = None
               ) -> TableEvent:
        """Parse ``text`` (one TableLog line), apply it to the board's table and store it
        (committed when this returns), with the form's one-time value ``once`` as used.

        Raises :class:`NotationError` or :class:`ImpossibleActionError` (nothing stored),
        :class:`StaleBoardError` when another device or process stored an event first (at
        the same moment, or after the form was drawn), :class:`FormReplayedError` when
        ``once`` was used already.
        """
        from sqlalchemy.exc import IntegrityError

        info = self.store.board(board_id)
        if info is None:
            raise KeyError(board_id)
        with self.store.lock(board_id):
            stored = self.store.events(board_id)
            texts = [e.text for e in stored]
            version = stored[-1].seq if stored else 0
            self._check_form(once, version)
            seq = version + 1
            rulings = StoredClaimRulings(self.store, board_id)
            with rulings_from(rulings):
                table = self._table(info, texts)
                event = parse_event(text.strip(), line=seq)
                before = [(r.laws, r.chosen) for r in table.rulings]
                key_before = claim_key(table)
                try:
                    created = table.apply(event)  # the fold may rule on a claim (Director)
                except ImpossibleActionError:
                    # the table is left as it was; rulings its replay made stand
                    self.store.put_claim_rulings(board_id, rulings.made_from(0, len(texts)))
                    raise
                except BaseException:
                    self._kept.pop(board_id, None)
                    raise
            canonical = event_to_text(event)
            try:
                with rulings_from(rulings):
                    _rule_on_claim_now(table, key_before)
                self.store.put_claim_rulings(board_id, rulings.made_from(0, len(texts)))
                self.store.append(board_id, seq, canonical,
                                  laws_of(table, event, before, created),
                                  rulings.made_from(seq, seq),
                                  once=once.id if once is not None else None)
            except BaseException as exc:
                self._kept.pop(board_id, None)
                if isinstance(exc, FormUsedError):
                    raise FormReplayedError from exc
                if isinstance(exc, IntegrityError | OutOfSequenceError):
                    raise StaleBoardError from exc
                raise
            self._kept[board_id] = ([*texts, canonical], table)
        return event

    def undo(self, board_id: int, seq: int, *, once: FormToken | None = None) -> bool:
        """Take back event ``seq`` if it is the board's last (``False`` if not), under the
        board's lock: an undo and an append on one board never interleave. Raises
        :class:`FormReplayedError` and :class:`StaleBoardError` as :meth:`record` does."""
        with self.store.lock(board_id):
            stored = self.store.events(board_id)
            self._check_form(once, stored[-1].seq if stored else 0)
            self._kept.pop(board_id, None)
            try:
                return self.store.remove_last(board_id, seq,
                                              once=once.id if once is not None else None)
            except FormUsedError as exc:
                raise FormReplayedError from exc

    def waits_for_director(self, board_id: int) -> bool:
        """Whether the board's table, as last kept, waits for the Director (see
        :func:`attention`); ``True`` when no table is kept (the page then opens at the
        Director's part, as it does after any ruling)."""
        kept = self._kept.get(board_id)  # read only: a dict look-up, no lock needed
        return kept is None or attention(kept[1])

    def forget(self, board_id: int) -> None:
        with self.store.lock(board_id):
            self._kept.pop(board_id, None)

    def keep(self, board_id: int, texts: list[str], table: Table) -> None:
        """Keep a table just made from ``texts`` (a board imported)."""
        with self.store.lock(board_id):
            self._kept[board_id] = (list(texts), table)


class _NewBoardRulings(StoredClaimRulings):
    """The claim rulings of a board not stored yet: none to read, every one made kept."""

    def lookup(self, table: Table, key: ClaimKey) -> ClaimRuling | None:
        return self._read.get((key, events_digest(table, key.events)))


def imported_board(new: NewBoard, lines: list[tuple[int | None, str]]
                   ) -> tuple[NewBoard, Table]:
    """A board of an imported record with its events (TableLog lines, with the line of the
    record each comes from), each applied to the table as :meth:`Tables.record` does, and
    the claim rulings made on the way: ready to store in one transaction, with the table.

    Raises :class:`ImportedEventError` for the first event the table refuses."""
    table = Table(Deal.from_pbn(new.deal), Seat.parse(new.dealer),
                  Vulnerability.parse(new.vulnerability), board=new.board,
                  edition=new.edition)
    rulings = _NewBoardRulings(cast(Store, None), 0)
    made: list[tuple[int, str, tuple[str, ...]]] = []
    for seq, (line, text) in enumerate(lines, start=1):
        try:
            with rulings_from(rulings):
                event = parse_event(text.strip(), line=seq)
                before = [(r.laws, r.chosen) for r in table.rulings]
                key_before = claim_key(table)
                created = table.apply(event)
                _rule_on_claim_now(table, key_before)
        except BridgeLawsError as exc:
            raise ImportedEventError(line, exc) from exc
        made.append((seq, event_to_text(event), laws_of(table, event, before, created)))
    events = tuple(NewEvent(seq, text, laws, tuple(rulings.made_from(seq, seq)))
                   for seq, text, laws in made)
    return replace(new, events=events), table


class ImportedEventError(Exception):
    """An event of an imported record the table refuses (``line``: its line in the
    record)."""

    def __init__(self, line: int | None, error: BridgeLawsError) -> None:
        super().__init__(line, error)
        self.line = line
        self.error = error


def _rule_on_claim_now(table: Table, key_before: ClaimKey | None) -> None:
    """When the event just applied changed what there is to rule on about the claim (its
    key was ``key_before``) — a claim, a dispute, an agreement, the Director called — the
    ruling is made now (once; the fold may just have made it), to be stored with the event."""
    key = claim_key(table)
    if key is None or key == key_before:
        return
    try:
        cached_ruling(table)
    except BridgeLawsError:
        return  # no position to rule from (the page says so, as before)


def export_text(info: BoardInfo, texts: list[str]) -> str:
    """The board as a table record: its tags and a ``[TableLog]`` (``bridgelaws rule``
    reads it back)."""
    tags: list[tuple[str, str]] = []
    if info.session:
        tags.append(("Event", info.session))
    if info.table_no:
        tags.append(("Table", info.table_no))
    if info.board is not None:
        tags.append(("Board", str(info.board)))
    tags += [("Dealer", info.dealer), ("Vulnerable", info.vulnerability), ("Deal", info.deal)]
    known = {k.lower() for k, _ in tags}
    tags += [(k, v) for k, v in info.tags if k.lower() not in known]
    events = tuple(parse_event(t) for t in texts)
    game = Game(tuple(tags), info.board, Seat.parse(info.dealer),
                Vulnerability.parse(info.vulnerability), Deal.from_pbn(info.deal),
                info.edition, events)
    return header(table_log=True) + dumps([game])


def error_line(exc: BridgeLawsError, lang: str) -> str:
    """The one line the user sees for an event the table refuses."""
    return exc.message.render(lang).splitlines()[0]


# --------------------------------------------------------------------------- the view

_VULNERABLE = {
    Vulnerability.NONE: Message("Vulnerable: none"),
    Vulnerability.NS: Message("Vulnerable: N-S"),
    Vulnerability.EW: Message("Vulnerable: E-W"),
    Vulnerability.ALL: Message("Vulnerable: all"),
}

_STATUS = {
    "complete": Message("complete"),
    "awaiting-choice": Message("awaiting a choice"),
    "awaiting-director": Message("awaiting the Director"),
    "in-progress": Message("in progress"),
}


@dataclass
class HandView:
    seat: str
    name: str
    letter: str
    visible: bool
    count: int
    suits: list[tuple[str, str, list[tuple[str, str, bool]]]] = field(default_factory=list)
    penalty: list[tuple[str, str, str]] = field(default_factory=list)
    barred: str = ""
    role: str = ""


def _law(law: str, lang: str) -> str:
    return Message("Law {law}", law=law).render(lang)


def _hand_view(table: Table, seat: Seat, reveal: bool, lang: str, ranks: str = "en"
               ) -> HandView:
    mask = table.hands[seat] & ~table.played_mask
    cards = [Card(s, r) for s in Suit for r in Rank if Card(s, r).mask & mask]
    dummy_faced = table.dummy_exposed and seat is table.dummy
    visible = reveal or dummy_faced
    legal = table.legal_cards if table.to_act is seat and table.phase is Phase.PLAY else set()
    role = ""
    if table.declarer is seat:
        role = Message("declarer").render(lang)
    elif table.dummy is seat:
        role = Message("dummy").render(lang)
    view = HandView(str(seat), seat_name(seat, lang), seat_letter(seat, lang), visible,
                    len(cards), role=role)
    if visible:
        for suit in SUITS_DOWN:
            in_suit = sorted((c for c in cards if c.suit is suit), key=lambda c: -int(c.rank))
            view.suits.append((suit.letter, suit.symbol,
                               [(str(c), rank_text(c.rank, ranks), c in legal)
                                for c in in_suit]))
    for pc in table.penalty_cards[seat]:
        kind = (Message("major penalty card") if pc.kind.value == "major"
                else Message("minor penalty card")).render(lang)
        view.penalty.append((str(pc.card), card_text(pc.card, ranks),
                             f"{kind} ({_law(pc.law, lang)})"))
    scope = table.barred.get(seat)
    if scope is not None:
        view.barred = (Message("barred throughout the auction") if scope == "throughout"
                       else Message("barred at his next turn")).render(lang)
    return view


def view(table: Table, lang: str, *, reveal: bool, ranks: str = "en") -> dict[str, Any]:
    """Everything the board page shows, as plain data for the template; every card
    written with the rank letters ``ranks`` (A K Q J, or Т К Д В)."""
    hands = {str(s): _hand_view(table, s, reveal, lang, ranks) for s in Seat}
    # the auction: the calls that stand, in their columns; and every call as made
    offset = AUCTION_ORDER.index(table.dealer)
    cells = [""] * offset + standing_cells(table, lang)
    cells += [""] * (-len(cells) % 4)
    auction_rows = [cells[i:i + 4] for i in range(0, len(cells), 4)]
    made = [(seat_letter(s, lang), call_text(c, lang), irregular)
            for s, c, irregular in table.auction_for_display()]
    trump = table.contract.strain if table.contract else None
    tricks = []
    for n, trick in enumerate(table.all_tricks(), start=1):
        winner = ""
        if trick.is_complete and trump is not None:
            winner = seat_letter(trick.winner(trump), lang)
        tricks.append({"n": n, "cards": [(seat_letter(s, lang), card_text(c, ranks))
                                         for s, c in trick.seats_and_cards()],
                       "winner": winner})
    current = table.current_trick
    current_cards = {str(s): card_text(c, ranks) for s, c in current.seats_and_cards()} \
        if current is not None else {}
    restrictions = []
    for r in table.lead_restrictions:
        msg = (Message("{seat} must lead {suit} (Law {law})") if r.kind == "require"
               else Message("{seat} may not lead {suit} while he retains the lead (Law {law})"))
        restrictions.append(msg.template(lang).format(seat=seat_name(r.seat, lang),
                                                      suit=r.suit.symbol, law=r.law))
    pending = None
    p = table.pending
    if p is not None:
        pending = {
            "chooser": str(p.chooser) if p.chooser is not None else "",
            "chooser_name": seat_name(p.chooser, lang) if p.chooser is not None else "",
            "title": _heading(table, p.laws, lang)[1],
            "laws": _heading(table, p.laws, lang)[0],
            "facts": _ruling_facts(table, p, lang, ranks),
            "lines": _ruling_lines(table, p, lang, ranks),
            "options": [_option_view(o, lang, table.edition, ranks) for o in p.options],
        }
    judgment = None
    j = table.pending_judgment
    if j is not None:
        words, cited = question_words(localize_ranks(j.question.render(lang), ranks), lang)
        remaining = j.facts.get("remaining")
        judgment = {"clause": j.clause,
                    "text": localize_ranks(judgment_text(table, j, lang), ranks),
                    "question": words, "law": cited or _law(j.clause, lang),
                    "expects": j.expects,
                    "numbers": list(range(int(remaining) + 1))
                    if j.expects == "number" and isinstance(remaining, int) else []}
    rulings = [_ruling_lines(table, r, lang, ranks) for r in table.rulings if r is not p]
    # the rulings the last event made (the Director called, a choice, a judgment): shown
    # first, where the page opens
    ruled = [_ruling_lines(table, r, lang, ranks) for r in table.rulings
             if r is not p and table.events and r.choice_event == len(table.events)]
    open_irr = [f"{irregularity_text(table, i, lang, ranks)} ({_law(i.kind.law, lang)})"
                for i in table.irregularities if i.status == "open"]
    claim = None
    if any(isinstance(e, Claim | Concession) for e in table.events):
        ruling = cached_ruling(table)  # stored with the board (StoredClaimRulings)
        if ruling is not None:
            claim = {
                "lines": [localize_ranks(x, ranks)
                          for x in claim_lines(ruling, lang, table.edition)],
                "line": [{"n": n, "winner": seat_letter(w, lang),
                          "plays": [(seat_letter(x.seat, lang), card_text(x.card, ranks))
                                    for x in plays]}
                         for n, plays, w in line_tricks(ruling)],
                "awarded": ruling.awarded,
            }
    contract = ""
    if table.contract is not None:
        contract = Message("Contract {contract} by {declarer}", contract=table.contract.symbol,
                           declarer=seat_name(table.contract.declarer, lang)).render(lang)
    elif table.phase is Phase.COMPLETE:
        contract = Message("passed out").render(lang)
    score = ""
    if table.result is not None:
        score = Message("Tricks for declarer: {tricks}; score North-South: {score}",
                        tricks=table.tricks_declarer if table.contract else 0,
                        score=table.result.score_ns).render(lang)
    revokes = []
    for rv in revokes_json(table):
        seat = Seat.parse(rv["offender"])
        text = Message("{seat} revoked at trick {trick} ({card})", seat=seat_name(seat, lang),
                       trick=rv["trick"], card=card_text(Card.parse(rv["card"]), ranks)
                       ).render(lang)
        if rv.get("clause") and str(rv["clause"]).startswith("64"):
            text += "; " + nmessage(
                "Law {clause}: {n} trick transferred to the non-offending side",
                "Law {clause}: {n} tricks transferred to the non-offending side",
                int(rv["transferred"]), clause=rv["clause"]).render(lang)
        revokes.append(text)
    to_act = table.to_act
    return {
        "revokes": revokes,
        "hands": hands,
        "auction_header": [seat_letter(s, lang) for s in AUCTION_ORDER],
        "auction_rows": auction_rows,
        "calls_made": made,
        "tricks": tricks,
        "current": current_cards,
        "restrictions": restrictions,
        "pending": pending,
        "judgment": judgment,
        "rulings": rulings,
        "ruled": ruled,
        "open_irregularities": open_irr,
        "claim": claim,
        "status": table.status,
        "status_text": _STATUS[table.status].render(lang),
        "vulnerable": _VULNERABLE[table.vulnerability].render(lang),
        "dealer": seat_name(table.dealer, lang),
        "contract": contract,
        "score": score,
        "to_act": str(to_act) if to_act is not None else "",
        "to_act_name": seat_name(to_act, lang) if to_act is not None else "",
        "phase": table.phase.value,
        "notes": [localize_ranks(m.render(lang), ranks) for m in table.notes],
        "unsupported": [f"{irregularity_text(table, i, lang, ranks)} "
                        f"({_law(i.kind.law, lang)})"
                        for i in table.unsupported],
        "declarer": str(table.declarer) if table.declarer is not None else "",
        "events": [(n, event_to_text(e)) for n, e in enumerate(table.events, start=1)],
        "undo": Message("Undo: {event}", event=event_words(table.events[-1], lang, ranks)
                        ).render(lang) if table.events else "",
    }


def event_words(event: TableEvent, lang: str, ranks: str = "en") -> str:
    """An event in a few words, as the undo button names it: ``West's ♠5`` (``Запад ♠5``),
    ``the call to the Director``, ``North's choice (54D)``; an event of another kind is its
    TableLog line."""
    match event:
        case CardPlayed(seat=seat, card=card):
            what = card_text(card, ranks)
        case CallMade(seat=seat, call=call):
            what = call_text(call, lang)
        case DirectorCalled():
            return Message("the call to the Director").render(lang)
        case OptionChosen(seat=seat, option=option):
            return Message("{seat}'s choice ({clause})", seat=seat_name(seat, lang),
                           clause=option).render(lang)
        case DirectorRules(clause=clause):
            return Message("the Director's answer ({clause})", clause=clause).render(lang)
        case Claim(seat=seat):
            return Message("{seat}'s claim", seat=seat_name(seat, lang)).render(lang)
        case Concession(seat=seat):
            return Message("{seat}'s concession", seat=seat_name(seat, lang)).render(lang)
        case ClaimAgreed(seat=seat):
            return Message("{seat}'s agreement to the claim", seat=seat_name(seat, lang)
                           ).render(lang)
        case ClaimDisputed(seat=seat):
            return Message("{seat}'s dispute of the claim", seat=seat_name(seat, lang)
                           ).render(lang)
        case _:
            return Message("the event “{line}”", line=event_to_text(event)).render(lang)
    return Message("{seat}'s {card}", seat=seat_name(seat, lang), card=what).render(lang)


#: options that carry an argument: one suit, or one or more suits
_ONE_SUIT = ("57A3", "57A4", "51B2a")
_SUITS = ("51B2b",)


def _needs_arg(option: str) -> str:
    """What an option carries: ``suit`` (57A3, 57A4, 51B2a), ``suits`` (51B2b), or ``""``."""
    if option in _ONE_SUIT:
        return "suit"
    if option in _SUITS:
        return "suits"
    return ""


def _citation_prefixes(lang: str) -> tuple[str, ...]:
    """How a citation of one law and of several begins in ``lang`` ("Law ", "Laws ")."""
    return tuple(m.render(lang).split("\x00")[0]
                 for m in (Message("Law {law}", law="\x00"), Message("Laws {laws}",
                                                                     laws="\x00")))


def split_citation(text: str, lang: str) -> tuple[str, str]:
    """A text's words and the citation in parentheses that closes it ("… (Law 54D)", "…
    (Laws 23A, 27B1b)?"), apart: ``("…", "Law 54D")``; the citation is ``""`` when the text
    ends with none. The punctuation after the citation stays with the words."""
    text = text.strip()
    body, end = (text[:-1], text[-1]) if text.endswith(("?", ".")) else (text, "")
    if body.endswith(")"):
        start = body.rfind("(")
        inner = body[start + 1:-1]
        if start > 0 and inner.startswith(_citation_prefixes(lang)):
            return body[:start].rstrip() + end, inner
    return text, ""


_CLI_ANSWER = re.compile(r"\s*director rules \S+(?: \S+)?\s*$")


def question_words(text: str, lang: str) -> tuple[str, str]:
    """A question for the Director as a person reads it: the words, without the line the
    text report adds for the command line (``director rules 27B1b yes|no``), and its
    citation apart (see :func:`split_citation`)."""
    return split_citation(_CLI_ANSWER.sub("", text), lang)


def _heading(table: Table, laws: tuple[str, ...], lang: str) -> tuple[str, str]:
    """A ruling's laws cited and their titles, as the table's edition numbers them."""
    cited, titles = d.heading(laws, table.edition)
    return _laws_cited(cited, lang), "; ".join(t.render(lang) for t in titles)


def _laws_cited(laws: tuple[str, ...], lang: str) -> str:
    joined = ", ".join(laws)
    return (Message("Laws {laws}", laws=joined) if len(laws) > 1
            else Message("Law {law}", law=joined)).render(lang)


def _ruling_lines(table: Table, r: Ruling, lang: str, ranks: str) -> list[str]:
    """A ruling as the text report states it, its cards in the ``ranks`` style (the laws'
    messages carry theirs as ``♠Q``)."""
    return [localize_ranks(line, ranks) for line in ruling_text(table, r, lang, ranks)]


def _ruling_facts(table: Table, r: Ruling, lang: str, ranks: str = "en") -> list[str]:
    """What a ruling still to choose rests on, as the report words it: the irregularity,
    the explanation, the Director's judgments made before the choice."""
    facts: list[str] = []
    irr = next((i for i in table.irregularities if i.event == r.event), None)
    if irr is not None and r.kind is not None:
        facts.append(irregularity_text(table, irr, lang, ranks))
    elif r.laws == ("26B",) and r.offender is not None:
        facts.append(Message(
            "{offender}'s call was withdrawn; {partner}, his partner, is to lead",
            offender=seat_name(r.offender, lang),
            partner=seat_name(r.offender.partner, lang)).render(lang))
    facts.extend(m.render(lang) for m in r.explanation)
    facts.extend(judgment_text(table, j, lang) for j in table.judgments
                 if j.event == r.event and j.answer is not None)
    return [localize_ranks(f, ranks) for f in facts]


def _option_view(option: str, lang: str, edition: str = "2017", ranks: str = "en"
                 ) -> dict[str, str]:
    """An option's button: its words and, in small print, its clause."""
    try:
        card: Card | None = Card.parse(option)  # Law 51A: the card declarer designates
    except (BridgeLawsError, ValueError):
        card = None
    message = (Message("play {card} (Law 51A)", card=card_text(card)) if card is not None
               else option_text(option, edition))
    words, cited = split_citation(localize_ranks(message.render(lang), ranks), lang)
    return {"id": option, "words": words,
            "law": cited or _law(option.split("-")[0], lang), "arg": _needs_arg(option)}


def attention(table: Table) -> bool:
    """Whether the table waits for the Director: a choice, a question, an irregularity
    not yet ruled on."""
    return (table.pending is not None or table.pending_judgment is not None
            or any(i.status == "open" for i in table.irregularities))


def call_buttons(lang: str) -> list[list[tuple[str, str]]]:
    """The bidding box: one row per level, then pass, double, redouble."""
    rows = [[(str(b), call_text(b, lang)) for b in ALL_BIDS if b.level == level]
            for level in range(1, 8)]
    rows.append([(str(c), call_text(c, lang)) for c in (PASS, DOUBLE, REDOUBLE)])
    return rows


def card_grid(table: Table, ranks: str = "en") -> list[tuple[str, str, list[tuple[str, str]]]]:
    """Every card not yet played, by suit: the picker when the hands are not shown (its
    ranks written in the ``ranks`` style)."""
    out = []
    for suit in SUITS_DOWN:
        cards = [Card(suit, r) for r in RANKS_DOWN]
        out.append((suit.letter, suit.symbol,
                    [(str(c), rank_text(c.rank, ranks)) for c in cards
                     if not c.mask & table.played_mask]))
    return out


__all__ = ["FormReplayedError", "ImportedEventError", "ImpossibleActionError", "NotationError",
           "StaleBoardError", "StoredClaimRulings", "Tables", "call_buttons", "card_grid",
           "error_line", "event_words", "events_digest", "export_text", "imported_board",
           "table_of", "view"]
