"""The console's pages: FastAPI routes over :mod:`bridgelaws.web.storage`, rendered with
Jinja2 templates whose texts go through the gettext catalogs.

Every form posts and is answered by a redirect (post/redirect/get): the pages work without
JavaScript; ``static/console.js`` only adds comfort (the worst-line stepper of a claim, the
card picker's tap-to-assign).
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import FormData, UploadFile

from bridgelaws import __version__
from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import BridgeLawsError, RecordError
from bridgelaws.events import Claim
from bridgelaws.i18n import LANGUAGES, Message, translations
from bridgelaws.record import event_to_text, loads
from bridgelaws.seats import Seat, board_dealer, board_vulnerability
from bridgelaws.web import board as b
from bridgelaws.web import security as sec
from bridgelaws.web.storage import Store

HERE = Path(__file__).parent
LANG_COOKIE = "bl_lang"
YEAR = 365 * 24 * 3600
SEATS = ("N", "E", "S", "W")


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
STALE = Message("Another device recorded an event at the same moment: check the table "
                "and try again.")
NOT_LAST = Message("Only the last event can be taken back.")


def say(request: Request, message: Message) -> str:
    """``message`` in the language of the device that asked."""
    return message.render(language(request))


class FormError(Exception):
    """A form the console cannot use; the text is for the user, in their language."""


def create_app(store: Store, *, require_token: bool = False) -> FastAPI:
    """The console over ``store``. With ``require_token`` every page but ``/login`` needs
    the director's token (see :mod:`bridgelaws.web.security`)."""
    app = FastAPI(title="bridgelaws console", version=__version__, docs_url=None,
                  redoc_url=None, openapi_url=None)
    tables = b.Tables(store)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(["html"]), trim_blocks=True,
                      lstrip_blocks=True)

    def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        lang = language(request)
        csrf = request.cookies.get(sec.CSRF_COOKIE) or sec.new_csrf()
        t = translations(lang)
        page = env.get_template(name).render(
            _=t.gettext, lang=lang, csrf=csrf, path=request.url.path + (
                "?" + request.url.query if request.url.query else ""),
            version=__version__, languages=LANGUAGES, **context)
        response = HTMLResponse(page, status_code=status)
        if request.cookies.get(sec.CSRF_COOKIE) != csrf:
            response.set_cookie(sec.CSRF_COOKIE, csrf, httponly=True, samesite="strict",
                                max_age=YEAR)
        response.headers["Cache-Control"] = "no-store"
        return response

    async def checked_form(request: Request) -> FormData:
        """The posted form, once its CSRF value matches the device's cookie (else 403)."""
        form = await request.form()
        value = form.get("csrf")
        if not sec.csrf_ok(request.cookies.get(sec.CSRF_COOKIE),
                           value if isinstance(value, str) else None):
            raise HTTPException(403, Message("The form has expired: reload the page "
                                             "and try again.").render(language(request)))
        return form

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        return PlainTextResponse(str(exc.detail), status_code=exc.status_code)

    @app.middleware("http")
    async def guard(request: Request, call_next: Any) -> Response:
        path = request.url.path
        if require_token and not path.startswith(("/login", "/static")) and not sec.token_ok(
                request.cookies.get(sec.TOKEN_COOKIE), store.setting(sec.TOKEN_SETTING)):
            if request.method == "GET":
                return RedirectResponse("/login?next=" + quote(path), status_code=303)
            return PlainTextResponse("director's token required", status_code=401)
        response: Response = await call_next(request)
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("Referrer-Policy", "same-origin")
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
        response.set_cookie(sec.TOKEN_COOKIE, token, httponly=True, samesite="strict",
                            max_age=YEAR)
        return response

    @app.post("/lang")
    async def set_language(request: Request) -> Response:
        form = await checked_form(request)
        lang = str(form.get("lang", "en"))
        response = RedirectResponse(_safe_next(str(form.get("next", "/"))), status_code=303)
        if lang in LANGUAGES:
            response.set_cookie(LANG_COOKIE, lang, samesite="strict", max_age=YEAR)
        return response

    # ------------------------------------------------------------------ boards
    @app.get("/", response_class=HTMLResponse)
    def index(request: Request) -> HTMLResponse:
        return render(request, "index.html", boards=store.search(limit=30), error="",
                      suits=b.SUITS_DOWN, ranks=b.RANKS_DOWN, form={})

    def _new_board(form: dict[str, str], pbn: str) -> int:
        session = form.get("session", "").strip()[:100]
        table_no = form.get("table", "").strip()[:40]
        if pbn.strip():
            try:
                games = loads(pbn, file="record")
            except RecordError as exc:
                raise FormError(exc.located(form["lang"])) from exc
            if not games:
                raise FormError(Message("The record holds no board.").render(form["lang"]))
            first = 0
            for game in games:
                board_id = store.create_board(
                    session=session or (game.tag("Event") or ""),
                    table_no=table_no or (game.tag("Table") or ""), board=game.board,
                    dealer=str(game.dealer), vulnerability=game.vulnerability.pbn,
                    deal=game.deal.to_pbn(), edition=game.edition,
                    tags=tuple((k, v) for k, v in game.tags if k.lower() not in (
                        "event", "table", "board", "dealer", "vulnerable", "deal")))
                first = first or board_id
                for event in game.events:
                    try:
                        tables.record(board_id, event_to_text(event))
                    except BridgeLawsError as exc:
                        raise FormError(f"record:{event.line}: "
                                        + b.error_line(exc, form["lang"])) from exc
            return first
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
        return store.create_board(session=session, table_no=table_no, board=number,
                                  dealer=str(dealer), vulnerability=vul.pbn, deal=deal.to_pbn())

    @app.post("/boards")
    async def new_board(request: Request) -> Response:
        form = await checked_form(request)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
        fields["lang"] = language(request)
        pbn = fields.get("pbn", "")
        upload = form.get("upload")
        if isinstance(upload, UploadFile) and upload.filename:
            data = await upload.read()
            try:
                pbn = data.decode("utf-8-sig")
            except UnicodeDecodeError:
                return render(request, "index.html", status=422, boards=store.search(limit=30),
                              error=say(request, NOT_TEXT),
                              suits=b.SUITS_DOWN, ranks=b.RANKS_DOWN, form=fields)
        try:
            board_id = await run_in_threadpool(_new_board, fields, pbn)
        except FormError as exc:
            return render(request, "index.html", status=422, boards=store.search(limit=30),
                          error=str(exc), suits=b.SUITS_DOWN, ranks=b.RANKS_DOWN, form=fields)
        return RedirectResponse(f"/boards/{board_id}", status_code=303)

    def _board_page(request: Request, board_id: int, *, error: str = "",
                    status: int = 200) -> Response:
        info = store.board(board_id)
        lang = language(request)
        reveal = request.cookies.get(f"bl_reveal_{board_id}") == "1"
        v = tables.view(board_id, lang, reveal=reveal)
        if info is None or v is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        return render(request, "board.html", status=status, info=info, board_id=board_id,
                      v=v, reveal=reveal, error=error, calls=b.call_buttons(lang),
                      grid=v["grid"], seats=SEATS)

    @app.get("/boards/{board_id}", response_class=HTMLResponse)
    def board_page(request: Request, board_id: int) -> Response:
        return _board_page(request, board_id)

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
        if store.board(board_id) is None:
            return PlainTextResponse(say(request, NO_BOARD), status_code=404)
        try:
            text = _event_text(fields)
            await run_in_threadpool(tables.record, board_id, text)
        except FormError as exc:
            return _board_page(request, board_id, error=str(exc), status=422)
        except BridgeLawsError as exc:
            return _board_page(request, board_id, error=b.error_line(exc, lang), status=422)
        except b.StaleBoardError:
            return _board_page(request, board_id, status=409, error=say(request, STALE))
        return RedirectResponse(f"/boards/{board_id}#table", status_code=303)

    @app.post("/boards/{board_id}/undo")
    async def undo(request: Request, board_id: int) -> Response:
        form = await checked_form(request)
        try:
            seq = int(str(form.get("seq", "0")))
        except ValueError:
            seq = 0
        tables.forget(board_id)
        if not store.remove_last(board_id, seq):
            return _board_page(request, board_id, status=409, error=say(request, NOT_LAST))
        return RedirectResponse(f"/boards/{board_id}#table", status_code=303)

    @app.post("/boards/{board_id}/reveal")
    async def reveal(request: Request, board_id: int) -> Response:
        form = await checked_form(request)
        response = RedirectResponse(f"/boards/{board_id}#table", status_code=303)
        if form.get("show") == "1":
            response.set_cookie(f"bl_reveal_{board_id}", "1", httponly=True, samesite="strict",
                                max_age=12 * 3600)
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

    @app.get("/log", response_class=HTMLResponse)
    def log(request: Request, session: str = "", table: str = "", board: str = "",
            law: str = "") -> HTMLResponse:
        number: int | None = None
        if board.strip():
            try:
                number = int(board)
            except ValueError:
                number = -1
        entries = store.search(session=session.strip(), table_no=table.strip(), board=number,
                               law=law.strip())
        query = {"session": session, "table": table, "board": board, "law": law}
        return render(request, "log.html", entries=entries, q=query,
                      query=urlencode({k: v for k, v in query.items() if v}))

    return app
