"""The director's token and the CSRF check.

* On a loopback address the console is open to whoever can reach it (this machine). On any
  other address a director's token is required: a new one is made at each start, printed
  once, and only its SHA-256 is stored. A device presents it once (``/login``) and keeps it
  in an HttpOnly cookie.
* Every form carries a per-device random value that must equal the device's CSRF cookie
  (double submit); the cookies are ``SameSite=Strict``, and ``Secure`` when served over
  https.
* The session cookie is never the token: it is a value signed (HMAC-SHA256) with a secret
  made once per install and kept in the database (:data:`SECRET_SETTING`), and bound to the
  stored hash of the token it was opened with (a new token at the next start ends it).
* A board page's forms carry a one-time value (:func:`form_token`): signed, naming the board
  and the number of its last event the page was drawn from. It is consumed in the
  transaction that records what the form asked for; a replay (a double tap, a browser
  retry) finds it used and changes nothing, and a form drawn before another device's event
  is refused with the table as it is now.
* A player's link (``/boards/<id>/seat/<seat>?k=…``, :func:`seat_key`) is signed with the
  same secret for one board and one seat: edited into another seat or board it gets 403. It
  needs no director's token and opens a read-only page (:mod:`bridgelaws.web.player`).
* The console answers only to the host names it knows (loopback names, and those given with
  ``--allow-host``): a page of another site whose name was made to point at this machine
  (DNS rebinding) gets 400.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass

TOKEN_COOKIE = "bl_token"
CSRF_COOKIE = "bl_csrf"
TOKEN_SETTING = "director_token_sha256"
SECRET_SETTING = "cookie_secret"
#: the host names a console answers to without ``--allow-host``
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
#: how long a director's session lasts, and a form's one-time value stays usable (seconds)
SESSION_AGE = 7 * 24 * 3600
FORM_AGE = 24 * 3600


def is_loopback(host: str) -> bool:
    """Whether binding to ``host`` keeps the console on this machine."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def token_ok(presented: str | None, stored_hash: str | None) -> bool:
    if not presented or not stored_hash:
        return False
    return hmac.compare_digest(token_hash(presented), stored_hash)


def new_csrf() -> str:
    return secrets.token_urlsafe(24)


def csrf_ok(cookie: str | None, form_value: str | None) -> bool:
    if not cookie or not form_value:
        return False
    return hmac.compare_digest(cookie, form_value)


# --------------------------------------------------------------------------- host names

def host_name(header: str | None) -> str:
    """The name in a ``Host`` header, without the port, lower case (``[::1]:8000`` → ``::1``);
    empty when there is none."""
    value = (header or "").strip().lower()
    if value.startswith("["):
        return value[1:value.find("]")] if "]" in value else ""
    if value.count(":") == 1:
        value = value.split(":", 1)[0]
    return value.rstrip(".")


def allowed_hosts(extra: Iterable[str] = ()) -> frozenset[str]:
    """The loopback names and the ``extra`` ones (as :func:`host_name` reads them)."""
    return frozenset(LOOPBACK_NAMES) | {host_name(h) for h in extra if host_name(h)}


def host_ok(header: str | None, allowed: frozenset[str]) -> bool:
    name = host_name(header)
    return bool(name) and name in allowed


# --------------------------------------------------------------------------- signing

def new_secret() -> str:
    return secrets.token_urlsafe(32)


def _mac(secret: str, purpose: str, payload: str) -> str:
    digest = hmac.new(secret.encode("utf-8"), f"{purpose}|{payload}".encode(),
                      hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")


def _signed(secret: str, purpose: str, payload: str) -> str:
    return f"{payload}.{_mac(secret, purpose, payload)}"


def _unsigned(secret: str, purpose: str, value: str | None) -> str | None:
    """The payload of a value signed for ``purpose``, or ``None`` (unsigned, forged)."""
    if not value or "." not in value:
        return None
    payload, _, mac = value.rpartition(".")
    if not hmac.compare_digest(mac, _mac(secret, purpose, payload)):
        return None
    return payload


def session_value(secret: str, stored_hash: str, now: float | None = None) -> str:
    """The session cookie for a device that presented the token whose hash is stored."""
    issued = int(time.time() if now is None else now)
    return _signed(secret, "session", f"{issued}.{secrets.token_urlsafe(12)}."
                   f"{stored_hash[:16]}")


def session_ok(value: str | None, secret: str, stored_hash: str | None,
               now: float | None = None) -> bool:
    """Whether ``value`` is a session cookie signed here, not older than
    :data:`SESSION_AGE`, opened with the token whose hash is stored now."""
    if not stored_hash:
        return False
    payload = _unsigned(secret, "session", value)
    if payload is None:
        return False
    issued, _, rest = payload.partition(".")
    _nonce, _, bound = rest.partition(".")
    try:
        age = (time.time() if now is None else now) - int(issued)
    except ValueError:
        return False
    return 0 <= age <= SESSION_AGE and hmac.compare_digest(bound, stored_hash[:16])


# --------------------------------------------------------------------------- one-time forms

@dataclass(frozen=True)
class FormToken:
    """A form's one-time value, read back: what it is for (``board:<id>`` or ``new``), the
    number of the board's last event when the page was drawn, and its id (what is stored
    when it is used)."""

    scope: str
    version: int
    id: str


def form_token(secret: str, scope: str, version: int, now: float | None = None) -> str:
    """A one-time value for a form acting on ``scope`` drawn at ``version``."""
    issued = int(time.time() if now is None else now)
    return _signed(secret, "form", f"{scope}.{version}.{issued}.{secrets.token_urlsafe(12)}")


def read_form_token(secret: str, value: str | None,
                    now: float | None = None) -> FormToken | None:
    """The form token in ``value`` if it was signed here and is not older than
    :data:`FORM_AGE`; else ``None``."""
    payload = _unsigned(secret, "form", value)
    if payload is None:
        return None
    bits = payload.split(".")
    if len(bits) != 4:
        return None
    scope, version, issued, nonce = bits
    try:
        age = (time.time() if now is None else now) - int(issued)
        number = int(version)
    except ValueError:
        return None
    if not 0 <= age <= FORM_AGE:
        return None
    return FormToken(scope, number, hashlib.sha256(nonce.encode("ascii")).hexdigest()[:32])


# --------------------------------------------------------------------------- players' links

#: the seats a player's link may name
PLAYER_SEATS = ("N", "E", "S", "W")


def seat_key(secret: str, board_id: int, seat: str) -> str:
    """The signature (``k``) of a player's link to one seat of one board: an edited board
    or seat no longer matches it."""
    return _mac(secret, "seat", f"{int(board_id)}.{seat}")[:32]


def seat_key_ok(secret: str, board_id: int, seat: str, key: str | None) -> bool:
    """Whether ``key`` is this install's signature of ``seat`` at ``board_id``."""
    if not key or seat not in PLAYER_SEATS:
        return False
    return hmac.compare_digest(key.encode("ascii", "replace"),
                               seat_key(secret, board_id, seat).encode("ascii"))
