"""The ruling log's search by law number and by words (issue 18).

What a board is searched by is kept in two texts (table ``board_texts``, see
:mod:`bridgelaws.web.storage`): its *laws* — every law and clause its events brought into
play, with each clause's shorter forms (``27B1b`` is also ``27``, ``27b``, ``27b1``), so a
law number finds the board whole, as :func:`bridgelaws.web.storage._law_matches` does — and
its *words*: its rulings and irregularities as the report words them, in every language of
the console (a director may search in Russian a board he watched in English).

A query (``Правило 27``, ``Law 27``, ``27B1b``, ``insufficient``, ``недостаточная``) is read
into terms (:func:`terms`): a term that begins with a digit is a law, matched whole against
the laws; the words "Law", "Правило"… that cite it are dropped when a law is given; any other
word is matched against the words by its stem as a prefix (``недостаточная`` finds
``недостаточную``), ``ё`` read as ``е``. Every term must match.

On SQLite the terms become an FTS5 query (:func:`fts5_query`); on PostgreSQL a ``tsquery``
in the ``simple`` configuration (:func:`pg_tsquery`; it neither stems nor drops Russian or
English words, which is what two languages in one column need). Terms hold only letters and
digits, so neither syntax can be broken by what a user types; both are bound parameters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from bridgelaws.i18n import LANGUAGES
from bridgelaws.laws import descriptions as d
from bridgelaws.render.report import irregularity_text, ruling_text
from bridgelaws.table import Table

#: the words that cite a law (dropped from a query that names one)
CITATION_WORDS = frozenset({
    "law", "laws", "правило", "правила", "правил", "правилу", "правилом", "правиле",
    "правилам", "правилами", "правилах", "пп", "п"})

_WORD = re.compile(r"[^\W_]+")
_LAW = re.compile(r"\d[^\W_]*")
_RU_ENDINGS = tuple(sorted((
    "ами", "ями", "ого", "его", "ому", "ему", "ыми", "ими", "ая", "яя", "ое", "ее", "ые",
    "ие", "ый", "ий", "ой", "ей", "ую", "юю", "ых", "их", "ым", "им", "ом", "ем", "ам", "ям",
    "ах", "ях", "ов", "ев", "а", "я", "о", "е", "ы", "и", "у", "ю", "ь", "й"),
    key=len, reverse=True))
_EN_ENDINGS = ("ing", "ed", "es", "s")


@dataclass(frozen=True)
class Term:
    """One term of a query: ``law`` (matched whole against the laws) or a word's stem
    (matched as a prefix against the words)."""

    text: str
    law: bool


def normalize(text: str) -> str:
    """Lower case, ``ё`` as ``е`` (what the index and the queries are made of)."""
    return text.lower().replace("ё", "е")


def stem(word: str) -> str:
    """A word's stem for a prefix match: a Russian or English ending taken off if at least
    four letters remain (``недостаточная`` → ``недостаточн``, ``revokes`` → ``revoke``)."""
    cyrillic = any("а" <= c <= "я" for c in word)
    for ending in (_RU_ENDINGS if cyrillic else _EN_ENDINGS):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[:-len(ending)]
    return word


def law_forms(law: str) -> list[str]:
    """A law or clause and its shorter forms, each ending where a number and a letter
    meet: ``27B1b`` → ``27``, ``27b``, ``27b1``, ``27b1b``; ``61-64`` → ``61``, ``64``."""
    out: list[str] = []
    for part in _WORD.findall(normalize(law)):
        if not part[:1].isdigit():
            continue
        for k in range(1, len(part) + 1):
            if k == len(part) or part[k].isdigit() != part[k - 1].isdigit():
                out.append(part[:k])
    return out


def terms(query: str) -> list[Term]:
    """A query's terms (see the module's text); ``[]`` when it holds no word."""
    words = _WORD.findall(normalize(query))
    has_law = any(_LAW.fullmatch(w) for w in words)
    out: list[Term] = []
    for w in words:
        if _LAW.fullmatch(w):
            term = Term(w, True)
        elif has_law and w in CITATION_WORDS:
            continue
        else:
            term = Term(stem(w), False)
        if term not in out:
            out.append(term)
    return out


def is_law(text: str) -> bool:
    """Whether ``text`` is a law or clause alone (``54``, ``27B1b``, ``50D2a-require``):
    what the log's law filter takes as it is."""
    return re.fullmatch(r"\s*\d+[A-Za-z0-9-]*\s*", text) is not None


def fts5_query(found: Iterable[Term]) -> str:
    """The FTS5 ``MATCH`` expression of the terms (on the columns ``laws`` and ``body``)."""
    parts = []
    for t in found:
        parts.append(f'laws : "{t.text}"' if t.law else f'body : "{t.text}"' + (
            "*" if len(t.text) >= 3 else ""))
    return " AND ".join(parts)


def pg_tsquery(found: Iterable[Term], *, law: bool) -> str:
    """The ``to_tsquery('simple', …)`` text of the law terms (``law``) or of the word terms:
    ``27 & 27b1b`` or ``недостаточн:* & bid:*``; ``""`` when there are none."""
    out = []
    for t in found:
        if t.law is law:
            out.append(t.text if law or len(t.text) < 3 else f"{t.text}:*")
    return " & ".join(out)


def matches(laws: str, body: str, found: Iterable[Term]) -> bool:
    """The same test in Python (a SQLite built without FTS5)."""
    law_words = set(_WORD.findall(normalize(laws)))
    body_words = set(_WORD.findall(normalize(body)))
    for t in found:
        if t.law:
            if t.text not in law_words:
                return False
        elif len(t.text) < 3:
            if t.text not in body_words:
                return False
        elif not any(w.startswith(t.text) for w in body_words):
            return False
    return True


# --------------------------------------------------------------------------- what is indexed

def board_laws(table: Table, stored_laws: Iterable[str]) -> str:
    """The laws a board is found by: those its events stored, its rulings' and its
    irregularities', each with its shorter forms."""
    laws: list[str] = list(stored_laws)
    for r in table.rulings:
        laws.extend(r.laws)
        if r.chosen:
            laws.append(r.chosen)
        laws.extend(r.outcomes)
    laws.extend(i.kind.law for i in table.irregularities if i.kind.law)
    forms: list[str] = []
    for law in laws:
        for form in law_forms(law):
            if form not in forms:
                forms.append(form)
    return " ".join(forms)


def board_words(table: Table) -> str:
    """The words a board is found by: its rulings and irregularities as the report words
    them, and the titles of the laws they cite, in every language of the console."""
    lines: list[str] = []
    for lang in LANGUAGES:
        for r in table.rulings:
            lines.extend(ruling_text(table, r, lang))
            lines.extend(d.LAW_TITLES[law].render(lang) for law in r.laws
                         if law in d.LAW_TITLES)
        for i in table.irregularities:
            lines.append(irregularity_text(table, i, lang))
            if i.kind.law in d.LAW_TITLES:
                lines.append(d.LAW_TITLES[i.kind.law].render(lang))
    return normalize("\n".join(lines))
