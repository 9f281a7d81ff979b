"""The console's pages: FastAPI routes over :mod:`bridgelaws.web.storage`, rendered with
Jinja2 templates whose texts go through the gettext catalogs.

Every form posts and is answered by a redirect (post/redirect/get): the pages work without
JavaScript; ``static/console.js`` only adds comfort (the worst-line stepper of a claim, the
card picker's tap-to-assign). A board's page is made for one hand on a phone: a tap's
redirect opens it at the Director's part (``#director``: the ruling, its options and
questions in words, "Call the Director", undo; then the calls and cards), or back at the
hands for a card tapped there while nothing waits for the Director; every tap target is at
least 44×44 CSS px.

The rank letters are a setting of the device, switched next to its language (``/ranks``,
kept in a cookie as the language is): A K Q J, or Т К Д В as Russian directors write them,
on every card a page shows (hands, tricks, penalty cards, rulings, the claim, the ruling
sheet, the players' pages through their links); a card typed in a TableLog line is read in
either (``W ♠Д``, ``W SQ``). The undo button names the event it takes back ("Undo: West's
♠5").

A board page offers a link per seat (``/boards/<id>/seat/<seat>?k=…``, signed): a player's
read-only page with only what he may see at the table (:mod:`bridgelaws.web.player`). The
ruling log is searched by session, table, board, law, and by law number or words
(``Правило 27``, ``insufficient``: :mod:`bridgelaws.web.fulltext`).

Safety (see :mod:`bridgelaws.web.security`): the console answers only to the host names it
knows (400 otherwise); every answer carries a Content-Security-Policy (scripts and styles
from this site only; an inline script needs the page's ``csp_nonce``), ``nosniff`` and a
same-origin referrer policy; a request body is at most :data:`MAX_UPLOAD` (and a little for
the form around it: 413 otherwise); the forms that change a board or make one carry a
one-time value, so a replay records nothing a second time.
"""

from __future__ import annotations

import base64
import hashlib
import re
import secrets
from collections.abc import Awaitable, Callable, Collection, Iterable, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile

from bridgelaws import __version__, lin
from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import BridgeLawsError, RecordError
from bridgelaws.events import Claim
from bridgelaws.i18n import LANGUAGES, Message, translations
from bridgelaws.record import EDITIONS, event_to_text, loads
from bridgelaws.render.sheet import SheetBoard, sheets_html
from bridgelaws.render.text import RANK_STYLES, localize_ranks, rank_text, seat_letter
from bridgelaws.seats import Seat, board_dealer, board_vulnerability
from bridgelaws.web import board as b
from bridgelaws.web import fulltext, player
from bridgelaws.web import security as sec
from bridgelaws.web.storage import FormUsedError, NewBoard, Store

HERE = Path(__file__).parent
LANG_COOKIE = "bl_lang"
#: the rank letters a device shows cards with (A K Q J, or Т К Д В): a setting of the device,
#: kept as its language is
RANKS_COOKIE = "bl_ranks"
YEAR = 365 * 24 * 3600
SEATS = ("N", "E", "S", "W")
#: the largest record a device may upload or paste (bytes); a request may be
#: :data:`FORM_ROOM` larger (the form around it)
MAX_UPLOAD = 2 * 1024 * 1024
FORM_ROOM = 64 * 1024
#: a player's page: open without the director's token (its link is signed: see
#: :func:`bridgelaws.web.security.seat_key`)
PLAYER_PATH = re.compile(r"/boards/\d+/seat/[NESW]")
CSP = ("default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self'; "
       "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; "
       "frame-ancestors 'none'")


def accepted_language(header: str | None) -> str:
    """The first of our languages in an ``Accept-Language`` header (by quality), else en."""
    best: tuple[float, int, str] | None = None
    for k, part in enumerate((header or "").split(",")):
        bits = part.strip().split(";")
        tag = bits[0].strip().lower()
        q = 1.0
        for bit in bits[1:]:
            name, _, value = bit.strip().partition("=")
            if name == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        lang = tag.split("-")[0]
        if lang in LANGUAGES and q > 0 and (best is None or (q, -k) > (best[0], best[1])):
            best = (q, -k, lang)
    return best[2] if best is not None else "en"


def language(request: Request) -> str:
    chosen = request.cookies.get(LANG_COOKIE)
    if chosen in LANGUAGES:
        return str(chosen)
    return accepted_language(request.headers.get("accept-language"))


def rank_style(request: Request) -> str:
    """The rank letters the device asked for (:data:`RANKS_COOKIE`): ``en`` A K Q J (the
    default) or ``ru`` Т К Д В."""
    chosen = request.cookies.get(RANKS_COOKIE)
    return str(chosen) if chosen in RANK_STYLES else "en"


def picker_ranks(ranks: str) -> list[tuple[str, str]]:
    """The card picker's ranks, high to low: (the record's letter, the label in the
    ``ranks`` style)."""
    return [(r.letter, rank_text(r, ranks)) for r in b.RANKS_DOWN]


def _safe_next(target: str | None) -> str:
    """A local path to go back to (never another site)."""
    if not target or not target.startswith("/") or target[1:2] in ("/", "\\"):
        return "/"
    return target


def random_deal() -> Deal:
    """A shuffled deal (the operating system's randomness)."""
    cards = [Card(s, r) for s in Suit for r in Rank]
    secrets.SystemRandom().shuffle(cards)
    return Deal({seat: Hand(cards[13 * int(seat):13 * int(seat) + 13]) for seat in Seat})


WRONG_TOKEN = Message("That is not the director's token.")
NOT_TEXT = Message("not a text file (UTF-8 expected)")
NO_BOARD = Message("No such board.")
NOT_YOUR_LINK = Message("This link is not one the Director gave: ask him for your seat's "
                        "link.")
STALE = Message("Another device recorded an event at the same moment: check the table "
                "and try again.")
NOT_LAST = Message("Only the last event can be taken back.")
FORM_EXPIRED = Message("The form has expired: reload the page and try again.")
OUT_OF_DATE = Message("The page was out of date: this is the board as it is now. Tap again "
                      "if it is still needed.")


def too_large_message() -> Message:
    return Message("The upload is too large: at most {size} MB.",
                   size=MAX_UPLOAD // (1024 * 1024))


def foreign_host_message(host: str) -> Message:
    return Message("This console does not answer to the name {host}. If that is this "
                   "computer, start the console with --allow-host {host}.", host=host)


def say(request: Request, message: Message) -> str:
    """``message`` in the language of the device that asked."""
    return message.render(language(request))


class FormError(Exception):
    """A form the console cannot use; the text is for the user, in their language."""


class BodyTooLargeError(Exception):
    """A request body longer than the console reads (see :class:`BodyLimit`)."""


Scope = MutableMapping[str, Any]
ASGIMessage = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[ASGIMessage]]
Send = Callable[[ASGIMessage], Awaitable[None]]


class BodyLimit:
    """ASGI middleware: reading more than ``limit`` bytes of a request body raises
    :class:`BodyTooLargeError` (a body announced longer is refused before it is read, by
    the console's guard)."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]],
                 limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        received = 0

        async def counted() -> ASGIMessage:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    raise BodyTooLargeError
            return message

        await self.app(scope, counted, send)


def is_https(request: Request) -> bool:
    """Whether the device reached the console over https (directly or through a proxy
    uvicorn trusts)."""
    return request.url.scheme == "https"


def create_app(store: Store, *, require_token: bool = False,
               allow_hosts: Iterable[str] = ()) -> FastAPI:
    """The console over ``store``. With ``require_token`` every page but ``/login`` needs
    the director's token (see :mod:`bridgelaws.web.security`). It answers to the loopback
    names and to ``allow_hosts``."""
    app = FastAPI(title="bridgelaws console", version=__version__, docs_url=None,
                  redoc_url=None, openapi_url=None)
    tables = b.Tables(store)
    hosts = sec.allowed_hosts(allow_hosts)
    secret = store.setting_or_new(sec.SECRET_SETTING, sec.new_secret())
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(["html"]), trim_blocks=True,
                      lstrip_blocks=True)
    env.globals["editions"] = EDITIONS  # the law books a board may be ruled by

    def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        lang = language(request)
        csrf = request.cookies.get(sec.CSRF_COOKIE) or sec.new_csrf()
        t = translations(lang)
        page = env.get_template(name).render(
            _=t.gettext, lang=lang, csrf=csrf, path=request.url.path + (
                "?" + request.url.query if request.url.query else ""),
            version=__version__, languages=LANGUAGES, rank_styles=RANK_STYLES,
            rank_style=rank_style(request),
            seat_letters={str(seat): seat_letter(seat, lang) for seat in Seat},
            csp_nonce=getattr(request.state, "csp_nonce", ""), **context)
        response = HTMLResponse(page, status_code=status)
        if request.cookies.get(sec.CSRF_COOKIE) != csrf:
            set_cookie(request, response, sec.CSRF_COOKIE, csrf, max_age=YEAR)
        response.headers["Cache-Control"] = "no-store"
        return response

    def set_cookie(request: Request, response: Response, name: str, value: str, *,
                   max_age: int, httponly: bool = True) -> None:
        """A ``SameSite=Strict`` cookie, ``Secure`` when the device came over https."""
        response.set_cookie(name, value, max_age=max_age, httponly=httponly,
                            samesite="strict", secure=is_https(request))

    def once_of(form: FormData, scope: str) -> sec.FormToken | bool | None:
        """The form's one-time value for ``scope``: ``None`` if the form carries none (a
        script's post), ``False`` if it is not one made here for ``scope`` (or too old)."""
        value = form.get("once")
        if not isinstance(value, str) or not value:
            return None
        token = sec.read_form_token(secret, value)
        if token is None or token.scope != scope:
            return False
        return token

    async def checked_form(request: Request) -> FormData:
        """The posted form, once its CSRF value matches the device's cookie (else 403)."""
        form = await request.form(max_part_size=MAX_UPLOAD + FORM_ROOM)
        value = form.get("csrf")
        if not sec.csrf_ok(request.cookies.get(sec.CSRF_COOKIE),
                           value if isinstance(value, str) else None):
            raise HTTPException(403, say(request, FORM_EXPIRED))
        return form

    def too_large(request: Request) -> Response:
        error = say(request, too_large_message())
        if request.url.path == "/boards":
            return render(request, "index.html", status=413, boards=store.search(limit=30),
                          error=error, suits=b.SUITS_DOWN,
                          ranks=picker_ranks(rank_style(request)), form={},
                          once=sec.form_token(secret, "new", 0))
        return PlainTextResponse(error, status_code=413)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        return PlainTextResponse(str(exc.detail), status_code=exc.status_code)

    @app.exception_handler(BodyTooLargeError)
    async def body_too_large(request: Request, exc: BodyTooLargeError) -> Response:
        return too_large(request)

    # inside the guard: a body longer than that is refused while the page reads it
    app.add_middleware(BodyLimit, limit=MAX_UPLOAD + FORM_ROOM)

    @app.middleware("http")
    async def guard(request: Request, call_next: Any) -> Response:
        response = await _guarded(request, call_next)
        response.headers.setdefault("Content-Security-Policy",
                                    CSP.format(nonce=request.state.csp_nonce))
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        return response

    async def _guarded(request: Request, call_next: Any) -> Response:
        request.state.csp_nonce = secrets.token_urlsafe(16)
        host = request.headers.get("host")
        if not sec.host_ok(host, hosts):
            # a page of another site whose name was pointed at this machine (DNS rebinding)
            return PlainTextResponse(say(request, foreign_host_message(
                sec.host_name(host)[:100] or "?")), status_code=400)
        path = request.url.path
        if require_token and not path.startswith(("/login", "/static")) and not (
                request.method == "GET" and PLAYER_PATH.fullmatch(path)) and not sec.session_ok(
                request.cookies.get(sec.TOKEN_COOKIE), secret,
                store.setting(sec.TOKEN_SETTING)):
            if request.method == "GET":
                return RedirectResponse("/login?next=" + quote(path), status_code=303)
            return PlainTextResponse("director's token required", status_code=401)
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > MAX_UPLOAD + FORM_ROOM:
            return too_large(request)
        response: Response = await call_next(request)
        return response

    # ------------------------------------------------------------------ login, language
    @app.get("/login", response_class=HTMLResponse)
    def login_page(request: Request, next: str = "/") -> HTMLResponse:
        return render(request, "login.html", next=_safe_next(next), error="")

    @app.post("/login")
    async def login(request: Request) -> Response:
        form = await checked_form(request)
        token = str(form.get("token", ""))
        target = _safe_next(str(form.get("next", "/")))
        if not sec.token_ok(token, store.setting(sec.TOKEN_SETTING)):
            return render(request, "login.html", status=401, next=target,
                          error=say(request, WRONG_TOKEN))
        response = RedirectResponse(target, status_code=303)
        # the cookie is a session signed here, never the token itself
        stored = store.setting(sec.TOKEN_SETTING) or ""
        set_cookie(request, response, sec.TOKEN_COOKIE, sec.session_value(secret, stored),
                   max_age=sec.SESSION_AGE)
        return response

    async def device_setting(request: Request, field: str, cookie: str,
                             allowed: Collection[str]) -> Response:
        """A setting of the device (a cookie), then back to the page it was made on."""
        form = await checked_form(request)
        value = str(form.get(field, "en"))
        response = RedirectResponse(_safe_next(str(form.get("next", "/"))), status_code=303)
        if value in allowed:
            set_cookie(request, response, cookie, value, max_age=YEAR, httponly=False)
        return response

    @app.post("/lang")
    async def set_language(request: Request) -> Response:
        return await device_setting(request, "lang", LANG_COOKIE, LANGUAGES)

    @app.post("/ranks")
    async def set_ranks(request: Request) -> Response:
        """The device's rank letters (A K Q J or Т К Д В), kept as its language is."""
        return await device_setting(request, "ranks", RANKS_COOKIE, RANK_STYLES)

    # ------------------------------------------------------------------ boards
    @app.get("/", response_class=HTMLResponse)
    def index(request: Request) -> HTMLResponse:
        return render(request, "index.html", boards=store.search(limit=30), error="",
                      suits=b.SUITS_DOWN, ranks=picker_ranks(rank_style(request)), form={},
                      once=sec.form_token(secret, "new", 0))

    def _new_board(form: dict[str, str], pbn: str, once: str | None) -> int:
        """Make the board(s) the form asks for, in one transaction (an import that fails on
        its seventh game creates nothing); ``once``: the form's one-time value, stored as
        used in that transaction."""
        session = form.get("session", "").strip()[:100]
        table_no = form.get("table", "").strip()[:40]
        # the law book chosen for the board (issue 17); for a record, it overrides the
        # record's [Edition] tag, as `bridgelaws rule --edition` does
        edition = form.get("edition", "").strip()
        if edition and edition not in EDITIONS:
            raise FormError(Message("Edition {edition} is not known: {known}.", edition=edition,
                                    known=" or ".join(EDITIONS)).render(form["lang"]))
        if pbn.strip():
            try:
                read = lin.loads if lin.is_lin(pbn) else loads  # BBO's LIN, or PBN
                games = read(pbn, file="record")
            except RecordError as exc:
                raise FormError(exc.located(form["lang"])) from exc
            if not games:
                raise FormError(Message("The record holds no board.").render(form["lang"]))
            made = []
            for game in games:
                new = NewBoard(
                    session=session or (game.tag("Event") or ""),
                    table_no=table_no or (game.tag("Table") or ""), board=game.board,
                    dealer=str(game.dealer), vulnerability=game.vulnerability.pbn,
                    deal=game.deal.to_pbn(), edition=edition or game.edition,
                    tags=tuple((k, v) for k, v in game.tags if k.lower() not in (
                        "event", "table", "board", "dealer", "vulnerable", "deal")))
                try:
                    made.append(b.imported_board(new, [(e.line, event_to_text(e))
                                                       for e in game.events]))
                except b.ImportedEventError as exc:
                    why = b.error_line(exc.error, form["lang"])
                    raise FormError(f"record:{exc.line}: "
                                    + localize_ranks(why, form.get("ranks", "en"))) from exc
            ids = store.create_boards([new for new, _ in made], once=once)
            for board_id, (new, table) in zip(ids, made, strict=True):
                tables.keep(board_id, [e.text for e in new.events], table)
            return ids[0]
        try:
            number = int(form.get("board", "") or "1")
            dealer, vul = board_dealer(number), board_vulnerability(number)
        except (ValueError, BridgeLawsError) as exc:
            raise FormError(Message("The board number must be a whole "
                                        "number from 1.").render(form["lang"])) from exc
        assigned = {k[5:]: v for k, v in form.items() if k.startswith("card_") and v}
        if assigned:
            hands: dict[Seat, list[Card]] = {s: [] for s in Seat}
            for card_id, seat in assigned.items():
                hands[Seat.parse(seat)].append(Card.parse(card_id))
            if len(assigned) != 52 or any(len(h) != 13 for h in hands.values()):
                counts = ", ".join(f"{s}: {len(h)}" for s, h in hands.items())
                raise FormError(Message("Each hand needs 13 cards and every card a hand "
                                        "({counts}).", counts=counts).render(form["lang"]))
            deal = Deal({s: Hand(h) for s, h in hands.items()})
        else:
            deal = random_deal()
        return store.create_boards([NewBoard(session, table_no, number, str(dealer),
                                             vul.pbn, deal.to_pbn(), edition or "2017")],
                                   once=once)[0]

    @app.post("/boards")
    async def new_board(request: Request) -> Response:
        form = await checked_form(request)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        fields["lang"] = language(request)
        fields["ranks"] = rank_style(request)

        def again(status: int, error: str) -> Response:
            return render(request, "index.html", status=status, boards=store.search(limit=30),
                          error=error, suits=b.SUITS_DOWN,
                          ranks=picker_ranks(rank_style(request)), form=fields,
                          once=sec.form_token(secret, "new", 0))

        once = once_of(form, "new")
        if once is False:
            return again(409, say(request, OUT_OF_DATE))
        if isinstance(once, sec.FormToken):
            used = store.form_used(once.id)
            if used is not None:  # a replay: the board that form made
                return RedirectResponse(f"/boards/{used[0]}" if used[0] else "/",
                                        status_code=303)
        pbn = fields.get("pbn", "")
        upload = form.get("upload")
        if isinstance(upload, UploadFile) and upload.filename:
            data = await upload.read(MAX_UPLOAD + 1)
            if len(data) > MAX_UPLOAD:
                return too_large(request)
            try:
                pbn = data.decode("utf-8-sig")
            except UnicodeDecodeError:
                return again(422, say(request, NOT_TEXT))
        if len(pbn.encode("utf-8")) > MAX_UPLOAD:
            return too_large(request)
        try:
            board_id = await run_in_threadpool(
                _new_board, fields, pbn, once.id if isinstance(once, sec.FormToken) else None)
        except FormError as exc:
            return again(422, str(exc))
        except FormUsedError:
            used = store.form_used(once.id) if isinstance(once, sec.FormToken) else None
            return RedirectResponse(f"/boards/{used[0]}" if used and used[0] else "/",
                                    status_code=303)
        return RedirectResponse(f"/boards/{board_id}", status_code=303)

    def _board_page(request: Request, board_id: int, *, error: str = "",
                    status: int = 200) -> Response:
        info = store.board(board_id)
        lang = language(request)
        reveal = request.cookies.get(f"bl_reveal_{board_id}") == "1"
        ranks = rank_style(request)
        v = tables.view(board_id, lang, reveal=reveal, ranks=ranks)
        if info is None or v is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        return render(request, "board.html", status=status, info=info, board_id=board_id,
                      v=v, reveal=reveal, error=error, calls=b.call_buttons(lang),
                      player_links=player_links(request, board_id, v, ranks),
                      grid=v["grid"], seats=SEATS, suits=b.SUITS_DOWN,
                      once=sec.form_token(secret, f"board:{board_id}", v["version"]))

    @app.get("/boards/{board_id}", response_class=HTMLResponse)
    def board_page(request: Request, board_id: int) -> Response:
        return _board_page(request, board_id)

    # ------------------------------------------------------------------ players' pages
    def player_links(request: Request, board_id: int, v: dict[str, Any], ranks: str
                     ) -> list[tuple[str, str]]:
        """The four players' links of a board: (seat's name, the whole link); with the
        director's rank letters when they are not the default (``&r=ru``)."""
        base = str(request.base_url).rstrip("/")
        style = "" if ranks == "en" else f"&r={ranks}"
        return [(v["hands"][seat].name, f"{base}/boards/{board_id}/seat/{seat}?k="
                 + sec.seat_key(secret, board_id, seat) + style) for seat in SEATS]

    @app.get("/boards/{board_id}/seat/{seat}", response_class=HTMLResponse)
    def player_page(request: Request, board_id: int, seat: str, k: str = "", r: str = ""
                    ) -> Response:
        """What one player may see at the table (:mod:`bridgelaws.web.player`): read-only,
        by a link signed for this board and seat (403 for any other); its cards in the rank
        letters of the link (``r``: as the director's console shows them), else of the
        device."""
        if seat not in SEATS:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        if not sec.seat_key_ok(secret, board_id, seat, k):
            return PlainTextResponse(say(request, NOT_YOUR_LINK), status_code=403)
        info = store.board(board_id)
        lang = language(request)
        ranks = r if r in RANK_STYLES else rank_style(request)
        shown = tables.read(board_id, lambda t: player.player_view(t, Seat.parse(seat), lang,
                                                                   ranks))
        if info is None or shown is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        return render(request, "player.html", info=info, p=shown)

    def _event_text(form: dict[str, str]) -> str:
        if form.get("claim_tricks", "").strip():
            try:
                tricks = int(form["claim_tricks"])
            except ValueError as exc:
                raise FormError(Message("The number of tricks must be a "
                                            "whole number.").render(form["lang"])) from exc
            statement = " ".join(form.get("statement", "").split())
            return event_to_text(Claim(Seat.parse(form.get("seat", "") or "N"), tricks,
                                       statement))
        if form.get("event", "").strip():
            return form["event"].strip()
        seat, act = form.get("seat", "").strip(), form.get("act", "").strip()
        if not seat or not act:
            raise FormError(Message("Choose the seat that acted, then "
                                        "the call or card.").render(form["lang"]))
        parts = [seat, act]
        if form.get("arg", "").strip():
            parts.append(form["arg"].strip())
        parts += [m for m in ("artificial", "simultaneous") if form.get(m)]
        return " ".join(parts)

    @app.post("/boards/{board_id}/events")
    async def add_event(request: Request, board_id: int) -> Response:
        form = await checked_form(request)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        fields["lang"] = lang = language(request)
        # suits tapped (a choice or a judgment that names suits): one argument, "HS"
        suits = "".join(v for v in form.getlist("suit") if isinstance(v, str))
        if suits or fields.get("suits") == "none":
            fields["arg"] = suits or "none"
        if store.board(board_id) is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        once = once_of(form, f"board:{board_id}")
        if once is False:
            return _board_page(request, board_id, status=409, error=say(request, OUT_OF_DATE))
        try:
            text = _event_text(fields)
            await run_in_threadpool(lambda: tables.record(
                board_id, text, once=once if isinstance(once, sec.FormToken) else None))
        except FormError as exc:
            return _board_page(request, board_id, error=str(exc), status=422)
        except BridgeLawsError as exc:
            return _board_page(request, board_id, status=422, error=localize_ranks(
                b.error_line(exc, lang), rank_style(request)))
        except b.StaleBoardError:
            return _board_page(request, board_id, status=409, error=say(request, STALE))
        except b.FormReplayedError:
            pass  # done already: the board as it is now
        return RedirectResponse(f"/boards/{board_id}" + _anchor(board_id, fields.get("at")),
                                status_code=303)

    def _anchor(board_id: int, at: str | None = None) -> str:
        """Where the page opens after a tap: at the Director's part (the ruling, the choice,
        the question, "Call the Director", then the calls and cards) — or back at the hands
        (``at="table"``, a card tapped there) while nothing waits for the Director."""
        if at == "table" and not tables.waits_for_director(board_id):
            return "#table"
        return "#director"

    @app.post("/boards/{board_id}/undo")
    async def undo(request: Request, board_id: int) -> Response:
        form = await checked_form(request)
        try:
            seq = int(str(form.get("seq", "0")))
        except ValueError:
            seq = 0
        once = once_of(form, f"board:{board_id}")
        if once is False:
            return _board_page(request, board_id, status=409, error=say(request, OUT_OF_DATE))
        try:
            done = await run_in_threadpool(lambda: tables.undo(
                board_id, seq, once=once if isinstance(once, sec.FormToken) else None))
        except b.StaleBoardError:
            return _board_page(request, board_id, status=409, error=say(request, STALE))
        except b.FormReplayedError:
            done = True  # taken back already: the board as it is now
        if not done:
            return _board_page(request, board_id, status=409, error=say(request, NOT_LAST))
        return RedirectResponse(f"/boards/{board_id}#director", status_code=303)

    @app.post("/boards/{board_id}/reveal")
    async def reveal(request: Request, board_id: int) -> Response:
        form = await checked_form(request)
        response = RedirectResponse(f"/boards/{board_id}" + _anchor(board_id, "table"),
                                    status_code=303)
        if form.get("show") == "1":
            set_cookie(request, response, f"bl_reveal_{board_id}", "1", max_age=12 * 3600)
        else:
            response.delete_cookie(f"bl_reveal_{board_id}")
        return response

    @app.get("/boards/{board_id}/export")
    def export(request: Request, board_id: int) -> Response:
        info = store.board(board_id)
        if info is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        text = b.export_text(info, [e.text for e in store.events(board_id)])
        name = f"board-{info.board if info.board is not None else board_id}.pbn"
        return PlainTextResponse(text, headers={
            "Content-Disposition": f'attachment; filename="{name}"'})

    @app.get("/boards/{board_id}/sheet", response_class=HTMLResponse)
    def sheet(request: Request, board_id: int, appeal: bool = False) -> Response:
        """The board's printable ruling sheet (``?appeal=1``: the appeal form, Law 92), as
        ``bridgelaws sheet`` prints it; its style allowed by its hash (it has no script)."""
        info = store.board(board_id)
        if info is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        lang = language(request)
        tags = (("Event", info.session), ("Table", info.table_no), *info.tags)
        ranks = rank_style(request)
        page = tables.read(board_id, lambda t: sheets_html([SheetBoard(t, tags)], lang,
                                                           ranks=ranks, appeal=appeal))
        if page is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        styles = " ".join(
            "'sha256-" + base64.b64encode(hashlib.sha256(m.encode("utf-8")).digest()).decode()
            + "'" for m in re.findall(r"<style>(.*?)</style>", page, re.S)) or "'none'"
        return HTMLResponse(page, headers={"Content-Security-Policy": (
            f"default-src 'none'; style-src {styles}; img-src data:; base-uri 'none'; "
            "form-action 'none'; frame-ancestors 'none'")})

    @app.get("/log", response_class=HTMLResponse)
    def log(request: Request, session: str = "", table: str = "", board: str = "",
            law: str = "", q: str = "") -> HTMLResponse:
        number: int | None = None
        if board.strip():
            try:
                number = int(board)
            except ValueError:
                number = -1
        # a law field that is not a law alone ("Правило 27", "insufficient") is searched
        # as words, like the words field
        law_code = law.strip() if fulltext.is_law(law) else ""
        words = " ".join(x for x in (q.strip()[:200], "" if law_code else law.strip()[:200])
                         if x)
        entries = store.search(session=session.strip(), table_no=table.strip(), board=number,
                               law=law_code, words=words, texts=tables.search_text)
        query = {"session": session, "table": table, "board": board, "law": law, "q": q}
        return render(request, "log.html", entries=entries, q=query,
                      query=urlencode({k: v for k, v in query.items() if v}))

    return app
