"""The director's token and the CSRF check.

* On a loopback address the console is open to whoever can reach it (this machine). On any
  other address a director's token is required: a new one is made at each start, printed
  once, and only its SHA-256 is stored. A device presents it once (``/login``) and keeps it
  in an HttpOnly cookie.
* Every form carries a per-device random value that must equal the device's CSRF cookie
  (double submit); the cookies are ``SameSite=Strict``.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import secrets

TOKEN_COOKIE = "bl_token"
CSRF_COOKIE = "bl_csrf"
TOKEN_SETTING = "director_token_sha256"


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
