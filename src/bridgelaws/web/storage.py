"""The ruling log: boards and their events in a database (SQLAlchemy; SQLite in WAL mode by
default, a PostgreSQL URL works the same way).

A board is its static facts (session, table, board number, dealer, vulnerability, deal, the
record's other tags); its events are TableLog lines in the order they were made. An event is
committed before :meth:`Store.append` returns, so a page that acknowledged it never loses it.
Each event keeps the laws it brought into play (irregularities detected, rulings made), which
is what the log is searched by.

A claim's ruling (a search of seconds) is stored with its board once made (table
``claim_rulings``, created when missing, like every table here): keyed by the board and the
number of events it was made from (see :mod:`bridgelaws.claims.cache`), with a digest of those
events' text; an undo deletes the rulings made from the event it takes back.

The log is searched by law number and by words (:mod:`bridgelaws.web.fulltext`): each board
has a search text (table ``board_texts``: its laws, its rulings' words in every language),
deleted in the transaction that stores or takes back one of its events and made again by
the next search that needs it; SQLite searches it with FTS5 (``board_texts_fts``, kept in
step by triggers), PostgreSQL with ``to_tsvector``/``to_tsquery`` in the ``simple``
configuration (GIN indexes made at start).

A form's one-time value (:mod:`bridgelaws.web.security`) is stored, when it is used, in the
transaction that did what it asked (table ``used_forms``, with the board it made or acted
on): a replay finds it there. An import of several boards is one transaction: a record that
fails on its seventh game creates nothing.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import (
    Boolean,
    DateTime,
    ForeignKey,
    Integer,
    String,
    Text,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    func,
    select,
    text,
)
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError, OperationalError, ProgrammingError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column
from sqlalchemy.sql import Select

from bridgelaws.web import fulltext


class Base(DeclarativeBase):
    pass


class BoardRow(Base):
    __tablename__ = "boards"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session: Mapped[str] = mapped_column(String(100), default="", index=True)
    table_no: Mapped[str] = mapped_column(String(40), default="", index=True)
    board: Mapped[int | None] = mapped_column(Integer, nullable=True, index=True)
    dealer: Mapped[str] = mapped_column(String(1))
    vulnerability: Mapped[str] = mapped_column(String(4))
    deal: Mapped[str] = mapped_column(String(80))
    edition: Mapped[str] = mapped_column(String(10), default="2017")
    tags: Mapped[str] = mapped_column(Text, default="[]")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class EventRow(Base):
    __tablename__ = "events"
    __table_args__ = (UniqueConstraint("board_id", "seq"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    board_id: Mapped[int] = mapped_column(ForeignKey("boards.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    text: Mapped[str] = mapped_column(Text)
    laws: Mapped[str] = mapped_column(String(200), default="")
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class ClaimRulingRow(Base):
    """A claim ruling made for a board: from its first ``events`` events (whose text has the
    SHA-256 ``digest``), the Director counting as called or not (``director``); ``record`` is
    the ruling as JSON (:mod:`bridgelaws.web.claim_record`)."""

    __tablename__ = "claim_rulings"
    __table_args__ = (UniqueConstraint("board_id", "events", "director"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    board_id: Mapped[int] = mapped_column(ForeignKey("boards.id"), index=True)
    events: Mapped[int] = mapped_column(Integer)
    director: Mapped[bool] = mapped_column(Boolean)
    digest: Mapped[str] = mapped_column(String(64))
    record: Mapped[str] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class UsedFormRow(Base):
    """A form's one-time value, used: the board it made or acted on."""

    __tablename__ = "used_forms"

    token: Mapped[str] = mapped_column(String(64), primary_key=True)
    board_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    created: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


#: how long a used form value is remembered (longer than a form value is accepted)
USED_FORM_DAYS = 2


class OutOfSequenceError(Exception):
    """The event's number is not the one after the board's last (another device or process
    appended or took back an event meanwhile)."""


class FormUsedError(Exception):
    """The form's one-time value was used meanwhile (by another process)."""


class SearchTextRow(Base):
    """What a board is searched by (:mod:`bridgelaws.web.fulltext`): its laws with their
    shorter forms, its rulings' words in every language, and the SHA-256 of the events they
    were made from. An event stored or taken back deletes the row; a search makes the rows
    it lacks (on SQLite an FTS5 table, ``board_texts_fts``, follows it by triggers)."""

    __tablename__ = "board_texts"

    board_id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    digest: Mapped[str] = mapped_column(String(64))
    laws: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text)


#: SQLite: the FTS5 index of ``board_texts``, kept in step by triggers
_FTS5 = (
    "CREATE VIRTUAL TABLE IF NOT EXISTS board_texts_fts USING fts5(laws, body, "
    "content='board_texts', content_rowid='board_id', tokenize='unicode61 remove_diacritics 2')",
    "CREATE TRIGGER IF NOT EXISTS board_texts_ai AFTER INSERT ON board_texts BEGIN "
    "INSERT INTO board_texts_fts(rowid, laws, body) VALUES (new.board_id, new.laws, new.body); "
    "END",
    "CREATE TRIGGER IF NOT EXISTS board_texts_ad AFTER DELETE ON board_texts BEGIN "
    "INSERT INTO board_texts_fts(board_texts_fts, rowid, laws, body) "
    "VALUES ('delete', old.board_id, old.laws, old.body); END",
    "CREATE TRIGGER IF NOT EXISTS board_texts_au AFTER UPDATE ON board_texts BEGIN "
    "INSERT INTO board_texts_fts(board_texts_fts, rowid, laws, body) "
    "VALUES ('delete', old.board_id, old.laws, old.body); "
    "INSERT INTO board_texts_fts(rowid, laws, body) VALUES (new.board_id, new.laws, new.body); "
    "END",
)
#: PostgreSQL: the indexes its full-text search uses (the same expressions as the query)
_PG_INDEXES = (
    "CREATE INDEX IF NOT EXISTS board_texts_laws_fts ON board_texts "
    "USING gin (to_tsvector('simple'::regconfig, laws))",
    "CREATE INDEX IF NOT EXISTS board_texts_body_fts ON board_texts "
    "USING gin (to_tsvector('simple'::regconfig, body))",
)


def pg_text_search(query: str) -> Select[int]:
    """The PostgreSQL query of the boards whose texts match ``query`` (full-text search in
    the ``simple`` configuration: Russian and English alike, no stemming by the server)."""
    found = fulltext.terms(query)
    q = select(SearchTextRow.board_id)
    simple = text("'simple'::regconfig")
    for column, law in ((SearchTextRow.laws, True), (SearchTextRow.body, False)):
        tsquery = fulltext.pg_tsquery(found, law=law)
        if tsquery:
            q = q.where(func.to_tsvector(simple, column).op("@@")(
                func.to_tsquery(simple, tsquery)))
    return q


#: the text of one board for the search: ``(digest of its events' text, laws, words)``
BoardText = tuple[str, str, str]


def events_text_digest(texts: Iterable[str]) -> str:
    """The SHA-256 of a board's events' text (one line each)."""
    h = hashlib.sha256()
    for t in texts:
        h.update(t.encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


class SettingRow(Base):
    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


@dataclass(frozen=True)
class BoardInfo:
    """A stored board's static facts."""

    id: int
    session: str
    table_no: str
    board: int | None
    dealer: str
    vulnerability: str
    deal: str
    edition: str
    tags: tuple[tuple[str, str], ...]
    created: datetime


@dataclass(frozen=True)
class StoredEvent:
    seq: int
    text: str
    laws: tuple[str, ...]


@dataclass(frozen=True)
class StoredClaimRuling:
    """A claim ruling as stored: made from the board's first ``events`` events (text digest
    ``digest``), the Director counting as called or not; ``record``: JSON."""

    events: int
    director: bool
    digest: str
    record: str


@dataclass(frozen=True)
class NewEvent:
    """An event of a board being created: its number, text, laws, and the claim rulings
    made when it was applied."""

    seq: int
    text: str
    laws: tuple[str, ...]
    claim_rulings: tuple[StoredClaimRuling, ...] = ()


@dataclass(frozen=True)
class NewBoard:
    """A board to create, with its events (an import)."""

    session: str
    table_no: str
    board: int | None
    dealer: str
    vulnerability: str
    deal: str
    edition: str = "2017"
    tags: tuple[tuple[str, str], ...] = ()
    events: tuple[NewEvent, ...] = ()


@dataclass(frozen=True)
class LogEntry:
    """One line of a log search: a board and the laws its events brought into play."""

    board: BoardInfo
    events: int
    laws: tuple[str, ...]


def database_url(db: str) -> str:
    """A SQLAlchemy URL from ``--db``: a URL as it is, a path as a SQLite file."""
    return db if "://" in db else f"sqlite:///{db}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    # FULL: a committed transaction survives a power cut too, not only a killed process
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


def _now() -> datetime:
    return datetime.now(UTC)


def _info(row: BoardRow) -> BoardInfo:
    tags = tuple((str(k), str(v)) for k, v in json.loads(row.tags))
    return BoardInfo(row.id, row.session, row.table_no, row.board, row.dealer,
                     row.vulnerability, row.deal, row.edition, tags, row.created)


class Store:
    """The boards and events of one database."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine: Engine = create_engine(url, pool_pre_ping=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        Base.metadata.create_all(self.engine)
        #: how a text search runs: "fts5" (SQLite), "postgresql", or "python" (a SQLite
        #: built without FTS5: the texts are matched here)
        self.text_search = self._set_up_text_search()
        self._locks: dict[int, threading.Lock] = {}
        self._locks_guard = threading.Lock()
        # SQLite has one writer at a time: threads queue here rather than in SQLite's busy
        # handler, whose sleeps would add tens of milliseconds under load
        self._write = threading.Lock() if self.engine.dialect.name == "sqlite" else None

    def _set_up_text_search(self) -> str:
        dialect = self.engine.dialect.name
        statements = _FTS5 if dialect == "sqlite" else _PG_INDEXES if (
            dialect == "postgresql") else ()
        if not statements:
            return "python"
        try:
            with self.engine.begin() as c:
                new = dialect == "sqlite" and c.scalar(text(
                    "SELECT count(*) FROM sqlite_master WHERE name = 'board_texts_fts'")) == 0
                for statement in statements:
                    c.execute(text(statement))
                if new:  # texts stored before the index was made (a SQLite without FTS5)
                    c.execute(text("INSERT INTO board_texts_fts(board_texts_fts) "
                                   "VALUES ('rebuild')"))
        except OperationalError:  # SQLite without FTS5
            return "python"
        except ProgrammingError:  # e.g. no right to create an index: the search still works
            return "postgresql"
        return "fts5" if dialect == "sqlite" else "postgresql"

    def _writing(self) -> AbstractContextManager[object]:
        return self._write if self._write is not None else nullcontext()

    def close(self) -> None:
        self.engine.dispose()

    def lock(self, board_id: int) -> threading.Lock:
        """The lock that orders one board's appends inside this process."""
        with self._locks_guard:
            return self._locks.setdefault(board_id, threading.Lock())

    # ------------------------------------------------------------------ boards
    def create_board(self, *, session: str, table_no: str, board: int | None, dealer: str,
                     vulnerability: str, deal: str, edition: str = "2017",
                     tags: tuple[tuple[str, str], ...] = ()) -> int:
        return self.create_boards([NewBoard(session, table_no, board, dealer, vulnerability,
                                            deal, edition, tags)])[0]

    def create_boards(self, boards: Iterable[NewBoard], *, once: str | None = None
                      ) -> list[int]:
        """Create boards with their events in one transaction (all or none); with ``once``
        (a form's one-time value) stored as used, with the first board. Raises
        :class:`FormUsedError` if it was used meanwhile (nothing created)."""
        ids: list[int] = []
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                for new in boards:
                    row = BoardRow(session=new.session, table_no=new.table_no,
                                   board=new.board, dealer=new.dealer,
                                   vulnerability=new.vulnerability, deal=new.deal,
                                   edition=new.edition,
                                   tags=json.dumps([list(t) for t in new.tags]),
                                   created=_now())
                    s.add(row)
                    s.flush()
                    ids.append(row.id)
                    for e in new.events:
                        s.add(EventRow(board_id=row.id, seq=e.seq, text=e.text,
                                       laws=" ".join(e.laws), created=_now()))
                    s.flush()
                    for e in new.events:
                        for ruling in e.claim_rulings:
                            _put_claim_ruling(s, row.id, ruling)
                if once is not None:
                    _use_form(s, once, ids[0] if ids else None)
        except IntegrityError as exc:
            if once is not None and self.form_used(once) is not None:
                raise FormUsedError from exc
            raise
        return ids

    def board(self, board_id: int) -> BoardInfo | None:
        with Session(self.engine) as s:
            row = s.get(BoardRow, board_id)
            return None if row is None else _info(row)

    def events(self, board_id: int) -> list[StoredEvent]:
        with Session(self.engine) as s:
            rows = s.scalars(select(EventRow).where(EventRow.board_id == board_id)
                             .order_by(EventRow.seq))
            return [StoredEvent(r.seq, r.text, tuple(x for x in r.laws.split() if x))
                    for r in rows]

    def append(self, board_id: int, seq: int, text: str, laws: tuple[str, ...],
               claim_rulings: Iterable[StoredClaimRuling] = (), *,
               once: str | None = None) -> None:
        """Store event number ``seq`` (1-based) of a board and commit it, with the claim
        rulings made when it was applied and the form value ``once`` as used (in the same
        transaction). Raises :class:`OutOfSequenceError` if ``seq`` does not follow the
        board's last event, :class:`sqlalchemy.exc.IntegrityError` if that number is taken
        (another device was first: the caller replays and tells the user), and
        :class:`FormUsedError` if ``once`` was used meanwhile."""
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                last = s.scalar(select(func.max(EventRow.seq))
                                .where(EventRow.board_id == board_id)) or 0
                if last != seq - 1:
                    raise OutOfSequenceError(f"event {seq} after {last}")
                s.add(EventRow(board_id=board_id, seq=seq, text=text, laws=" ".join(laws),
                               created=_now()))
                s.flush()  # the event first: a number taken fails before anything else
                _forget_text(s, board_id)
                for ruling in claim_rulings:
                    _put_claim_ruling(s, board_id, ruling)
                if once is not None:
                    _use_form(s, once, board_id)
        except IntegrityError as exc:
            if once is not None and self.form_used(once) is not None:
                raise FormUsedError from exc
            raise

    def remove_last(self, board_id: int, seq: int, *, once: str | None = None) -> bool:
        """Remove event ``seq`` if it is the board's last one (the director's undo), and the
        claim rulings made from it; with the form value ``once`` stored as used in the same
        transaction. Raises :class:`FormUsedError` if ``once`` was used meanwhile."""
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                last = s.scalar(select(func.max(EventRow.seq))
                                .where(EventRow.board_id == board_id))
                if last != seq:
                    return False
                row = s.scalar(select(EventRow).where(EventRow.board_id == board_id,
                                                      EventRow.seq == seq))
                if row is None:
                    return False
                s.delete(row)
                _forget_text(s, board_id)
                s.execute(delete(ClaimRulingRow).where(ClaimRulingRow.board_id == board_id,
                                                       ClaimRulingRow.events >= seq))
                if once is not None:
                    _use_form(s, once, board_id)
                return True
        except IntegrityError as exc:
            if once is not None and self.form_used(once) is not None:
                raise FormUsedError from exc
            raise

    # ------------------------------------------------------------------ one-time forms
    def form_used(self, once: str) -> tuple[int | None] | None:
        """``(board id,)`` if the form value ``once`` was used (the board it made or acted
        on, if any), else ``None``."""
        with Session(self.engine) as s:
            row = s.get(UsedFormRow, once)
            return None if row is None else (row.board_id,)

    # ------------------------------------------------------------------ claim rulings
    def claim_ruling(self, board_id: int, events: int, director: bool) -> StoredClaimRuling | None:
        """The claim ruling stored for a board's first ``events`` events, if any (the caller
        checks its digest against the events it has)."""
        with Session(self.engine) as s:
            row = s.scalar(select(ClaimRulingRow).where(
                ClaimRulingRow.board_id == board_id, ClaimRulingRow.events == events,
                ClaimRulingRow.director == director))
            return None if row is None else StoredClaimRuling(row.events, row.director,
                                                              row.digest, row.record)

    def claim_rulings(self, board_id: int) -> list[StoredClaimRuling]:
        """Every claim ruling stored for a board, by the number of events it was made from."""
        with Session(self.engine) as s:
            rows = s.scalars(select(ClaimRulingRow).where(ClaimRulingRow.board_id == board_id)
                             .order_by(ClaimRulingRow.events, ClaimRulingRow.director))
            return [StoredClaimRuling(r.events, r.director, r.digest, r.record) for r in rows]

    def put_claim_rulings(self, board_id: int, rulings: Iterable[StoredClaimRuling]) -> None:
        """Store claim rulings made for a board's stored events (one with the same key is
        replaced), unless an event they were made from has been taken back meanwhile."""
        rulings = list(rulings)
        if not rulings:
            return
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                last = s.scalar(select(func.max(EventRow.seq))
                                .where(EventRow.board_id == board_id)) or 0
                for ruling in rulings:
                    if ruling.events <= last:
                        _put_claim_ruling(s, board_id, ruling)
        except IntegrityError:
            pass  # another process stored the same ruling at the same moment

    # ------------------------------------------------------------------ the log
    def search(self, *, session: str = "", table_no: str = "", board: int | None = None,
               law: str = "", words: str = "", limit: int = 200,
               texts: Callable[[int], BoardText | None] | None = None) -> list[LogEntry]:
        """Boards matching every criterion given; ``law`` matches a law or clause prefix
        (``54`` finds ``54``, ``54D``; ``27B`` finds ``27B1a``); ``words`` is a full-text
        query (``Правило 27``, ``27B1b``, ``insufficient``: see
        :mod:`bridgelaws.web.fulltext`), matched against the boards' search texts. A board
        whose text is missing (new, or changed since) gets it first from ``texts`` (its
        events' digest, laws and words; without ``texts`` it is not found by words)."""
        found = fulltext.terms(words)
        with Session(self.engine) as s:
            q = select(BoardRow)
            if session:
                q = q.where(BoardRow.session == session)
            if table_no:
                q = q.where(BoardRow.table_no == table_no)
            if board is not None:
                q = q.where(BoardRow.board == board)
            matched: set[int] | None = None
            if found:
                if texts is not None:
                    self._make_texts(s, q, texts)
                matched = self._text_matches(s, q, words)
            q = q.order_by(BoardRow.id.desc())
            out: list[LogEntry] = []
            for row in s.scalars(q):
                if matched is not None and row.id not in matched:
                    continue
                events = list(s.scalars(select(EventRow).where(EventRow.board_id == row.id)))
                laws = sorted({x for e in events for x in e.laws.split()}, key=_law_key)
                if law and not any(_law_matches(x, law) for x in laws):
                    continue
                out.append(LogEntry(_info(row), len(events), tuple(laws)))
                if len(out) >= limit:
                    break
            return out

    def _make_texts(self, s: Session, boards: Select[BoardRow],
                    texts: Callable[[int], BoardText | None]) -> None:
        """Make the search texts the boards of ``boards`` lack."""
        missing = list(s.scalars(boards.with_only_columns(BoardRow.id).where(
            BoardRow.id.not_in(select(SearchTextRow.board_id)))))
        s.rollback()  # end the read: SQLite writes below, from other connections
        for board_id in missing:
            made = texts(board_id)
            if made is not None:
                self.put_search_text(board_id, *made)

    def _text_matches(self, s: Session, boards: Select[BoardRow],
                      words: str) -> set[int]:
        """The ids of the boards whose search texts match the query ``words``."""
        ids = boards.with_only_columns(BoardRow.id)
        if self.text_search == "postgresql":
            return set(s.scalars(pg_text_search(words).where(SearchTextRow.board_id.in_(ids))))
        found = fulltext.terms(words)
        if self.text_search == "fts5":
            rows = s.execute(text(
                "SELECT rowid FROM board_texts_fts WHERE board_texts_fts MATCH :q"),
                {"q": fulltext.fts5_query(found)})
            return {int(r[0]) for r in rows} & set(s.scalars(ids))
        return {r.board_id for r in s.scalars(select(SearchTextRow).where(
            SearchTextRow.board_id.in_(ids))) if fulltext.matches(r.laws, r.body, found)}

    def put_search_text(self, board_id: int, digest: str, laws: str, body: str) -> bool:
        """Store a board's search text, made from the events whose text has the SHA-256
        ``digest`` (:func:`events_text_digest`), unless its events have changed meanwhile
        (``False``: not stored)."""
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                now = [r for r in s.scalars(select(EventRow.text).where(
                    EventRow.board_id == board_id).order_by(EventRow.seq))]
                if events_text_digest(now) != digest:
                    return False
                row = s.get(SearchTextRow, board_id)
                if row is None:
                    s.add(SearchTextRow(board_id=board_id, digest=digest, laws=laws,
                                        body=body))
                else:
                    row.digest, row.laws, row.body = digest, laws, body
            return True
        except IntegrityError:
            return False  # another process stored it at the same moment

    # ------------------------------------------------------------------ settings
    def setting(self, key: str) -> str | None:
        with Session(self.engine) as s:
            row = s.get(SettingRow, key)
            return None if row is None else row.value

    def set_setting(self, key: str, value: str) -> None:
        with self._writing(), Session(self.engine) as s, s.begin():
            row = s.get(SettingRow, key)
            if row is None:
                s.add(SettingRow(key=key, value=value))
            else:
                row.value = value

    def setting_or_new(self, key: str, value: str) -> str:
        """The stored value of ``key``; if there is none, ``value`` is stored and returned
        (two processes starting at once agree on the first one stored)."""
        found = self.setting(key)
        if found is not None:
            return found
        try:
            with self._writing(), Session(self.engine) as s, s.begin():
                s.add(SettingRow(key=key, value=value))
            return value
        except IntegrityError:
            stored = self.setting(key)
            assert stored is not None
            return stored

    def all_events(self) -> Iterator[tuple[int, StoredEvent]]:
        """Every stored event, board by board (for checks and exports)."""
        with Session(self.engine) as s:
            for r in s.scalars(select(EventRow).order_by(EventRow.board_id, EventRow.seq)):
                yield r.board_id, StoredEvent(r.seq, r.text, tuple(r.laws.split()))


def _forget_text(s: Session, board_id: int) -> None:
    """The board's search text no longer matches its events: the next search remakes it."""
    s.execute(delete(SearchTextRow).where(SearchTextRow.board_id == board_id))


def _use_form(s: Session, once: str, board_id: int | None) -> None:
    """Store the form value ``once`` as used (and forget those too old to be replayed);
    a value used already fails the transaction (:class:`IntegrityError`)."""
    now = _now()
    s.execute(delete(UsedFormRow).where(
        UsedFormRow.created < now - timedelta(days=USED_FORM_DAYS)))
    s.add(UsedFormRow(token=once, board_id=board_id, created=now))
    s.flush()


def _put_claim_ruling(s: Session, board_id: int, ruling: StoredClaimRuling) -> None:
    row = s.scalar(select(ClaimRulingRow).where(
        ClaimRulingRow.board_id == board_id, ClaimRulingRow.events == ruling.events,
        ClaimRulingRow.director == ruling.director))
    if row is None:
        s.add(ClaimRulingRow(board_id=board_id, events=ruling.events, director=ruling.director,
                             digest=ruling.digest, record=ruling.record, created=_now()))
    else:
        row.digest, row.record, row.created = ruling.digest, ruling.record, _now()


def _law_key(law: str) -> tuple[int, str]:
    digits = "".join(c for c in law if c.isdigit()) or "0"
    head = ""
    for c in law:
        if not c.isdigit():
            break
        head += c
    return (int(head or digits), law)


def _law_matches(law: str, wanted: str) -> bool:
    wanted = wanted.strip().upper()
    law = law.upper()
    if not law.startswith(wanted):
        return False
    # "5" must not find "54": a law number matches whole
    rest = law[len(wanted):]
    return not (wanted[-1:].isdigit() and rest[:1].isdigit())
