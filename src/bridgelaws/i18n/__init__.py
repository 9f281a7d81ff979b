"""Messages for people, rendered through gettext catalogs (English source, Russian).

Text leaves the library as a :class:`Message` (msgid + parameters), never as an f-string;
it is rendered in the caller's language with :meth:`Message.render`. There is no global
language setting.

>>> Message("{seat} does not hold {card}", seat="E", card="SA").render("en")
'E does not hold SA'
>>> nmessage("{seat} claims {n} trick", "{seat} claims {n} tricks", 3, seat="S").render("en")
'S claims 3 tricks'

Every msgid must be a string literal at the call site, so that babel can extract it
(``python -m bridgelaws.i18n.catalogs update``) with the keywords :data:`KEYWORDS`:
``Message`` (argument 1), ``nmessage`` (arguments 1 and 2), ``N_`` (argument 1). A comment
starting with ``# TRANSLATORS:`` just above the call reaches the translator. The compiled
``.mo`` files are committed: rendering needs only the standard library.
"""

from __future__ import annotations

import gettext
import os
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "bridgelaws"
LANGUAGES = ("en", "ru")

#: Babel extraction keywords: callable name -> argument positions of msgid (and msgid_plural).
KEYWORDS: dict[str, tuple[int, ...]] = {"Message": (1,), "nmessage": (1, 2), "N_": (1,)}


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it now."""
    return msgid


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalog for ``lang`` (English: the identity)."""
    if lang == "en":
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang], fallback=True)


def default_language() -> str:
    """The language of the user's locale (``ru`` or ``en``)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "ru" if value.lower().startswith("ru") else "en"
    return "en"


@dataclass(frozen=True)
class Message:
    """A translatable message: a msgid with named ``str.format`` parameters.

    Parameters that are themselves :class:`Message` objects are rendered in the same
    language. ``plural`` and ``n`` select an ``ngettext`` form (Russian has three).
    """

    msgid: str
    params: dict[str, Any] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None

    def __init__(
        self, msgid: str, *, plural: str | None = None, n: int | None = None, **params: Any
    ) -> None:
        object.__setattr__(self, "msgid", msgid)
        object.__setattr__(self, "params", params)
        object.__setattr__(self, "plural", plural)
        object.__setattr__(self, "n", n)

    def __hash__(self) -> int:
        return hash((self.msgid, self.plural, self.n, tuple(sorted(self.params))))

    def template(self, lang: str) -> str:
        t = translations(lang)
        if self.plural is not None:
            return t.ngettext(self.msgid, self.plural, self.n if self.n is not None else 1)
        return t.gettext(self.msgid)

    def render(self, lang: str = "en") -> str:
        values = {
            k: (v.render(lang) if isinstance(v, Message) else v) for k, v in self.params.items()
        }
        if self.n is not None:
            values.setdefault("n", self.n)
        return self.template(lang).format(**values)

    def __str__(self) -> str:
        return self.render("en")


def nmessage(singular: str, plural: str, n: int, **params: Any) -> Message:
    """A message with plural forms, chosen by ``n`` (``ngettext``); ``{n}`` is available.

    English has two forms, Russian three (1, 21 взятка; 2, 22 взятки; 5, 11, 25 взяток).
    Extraction keyword spec: ``nmessage:1,2``.
    """
    return Message(singular, plural=plural, n=n, **params)


def restore_message(msgid: str, plural: str | None, n: int | None,
                    params: dict[str, Any]) -> Message:
    """A message read back from storage (its msgid was extracted where the message was first
    made: a stored ruling, say)."""
    return Message(msgid, plural=plural, n=n, **params)
