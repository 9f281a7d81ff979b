"""Law 12C adjusted scores: how they are written in a session file, and their values.

An adjustment is one line, written like the TableLog's ``director rules`` event (the words
``director rules`` may be left out); ``;`` starts a comment, and a quoted string at the end
is the Director's reason, kept::

    director rules 12C1a 3NT S 8 "the revoke cost declarer a trick"
    director rules 12C1c 4S N 10 60%, 4S N 9 40% "hesitation; 4S has a logical alternative"
    director rules 12C2 A+ A- "East-West played the board from the wrong pocket"

* ``12C1a`` (also ``12C1b``, ``12C1e``, ``12C1``): an **assigned** adjusted score, one
  outcome ``<contract> <declarer> <tricks>`` or ``PASS``; it replaces the table result.
* ``12C1c``: a **weighted** score, outcomes separated by commas (or by ``;`` inside a
  quoted argument of a TableLog's ``director rules``), each with its weight
  (``60%``, ``0.6`` or ``3/5``); the weights add up to 1. Matchpoints and IMPs are the
  weighted mean of those of each outcome (never the IMPs of the mean score).
* ``12C2``: an **artificial** adjusted score for North-South then East-West: ``A+``
  (average plus: in no way at fault), ``A`` (average: partly at fault), ``A-`` (average
  minus: directly at fault). They need not balance (12C2). Their value is a regulation
  (:class:`Regulation`): 60/50/40 % of the matchpoints by default, +3/0/−3 IMPs at IMPs
  (Law 86A).

In a game that holds a whole traveller (a ``[ScoreTable]``), each line starts with the
pairs it is about: ``NS 3 EW 5 director rules 12C2 A+ A-``.

>>> a = parse_adjustment('12C1c 4S N 10 60%, 4S N 9 40% "tempo"')
>>> a.kind, [o.text() for o in a.outcomes], [str(o.weight) for o in a.outcomes], a.reason
('weighted', ['4S N 10', '4S N 9'], ['3/5', '2/5'], 'tempo')
>>> parse_adjustment("director rules 12C2 A+ A-").artificial
(<Artificial.PLUS: 'A+'>, <Artificial.MINUS: 'A-'>)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from bridgelaws.contract import Contract
from bridgelaws.errors import NotationError
from bridgelaws.i18n import Message
from bridgelaws.session.model import Adjustment, Artificial, Outcome

__all__ = [
    "ASSIGNED_CLAUSES",
    "Regulation",
    "adjustment_text",
    "parse_adjustment",
    "parse_pairs_prefix",
]

ASSIGNED_CLAUSES = ("12C1", "12C1a", "12C1b", "12C1e")
"""Clauses under which one assigned outcome replaces the table result (Law 12C1)."""
WEIGHTED_CLAUSE = "12C1c"
ARTIFICIAL_CLAUSE = "12C2"

_REASON = re.compile(r'\s*"((?:[^"\\]|\\.)*)"\s*$')
_CLAUSE = re.compile(r"12[Cc][12][A-Ea-e]?")


@dataclass(frozen=True)
class Regulation:
    """The Regulating Authority's values for artificial adjusted scores (Law 12C2, 86A).

    ``percent``: average plus, average, average minus in matchpoint play — at least 60,
    50, at most 40 (Law 12C2); ``imps``: their IMP equivalents, +3, 0, −3 (Law 86A).
    """

    percent: tuple[Fraction, Fraction, Fraction] = (Fraction(60), Fraction(50), Fraction(40))
    imps: tuple[Fraction, Fraction, Fraction] = (Fraction(3), Fraction(0), Fraction(-3))

    def percent_of(self, award: Artificial) -> Fraction:
        """The percentage of the available matchpoints for ``award`` (Law 12C2)."""
        return self.percent[_INDEX[award]]

    def imps_of(self, award: Artificial) -> Fraction:
        """The IMPs for ``award`` (Law 86A)."""
        return self.imps[_INDEX[award]]


_INDEX = {Artificial.PLUS: 0, Artificial.AVERAGE: 1, Artificial.MINUS: 2}


def _weight(text: str) -> Fraction:
    t = text.strip()
    try:
        value = Fraction(t[:-1]) / 100 if t.endswith("%") else Fraction(t)
    except (ValueError, ZeroDivisionError):
        raise NotationError(Message("{text!r} is not a weight (such as 60%, 0.6 or 3/5)",
                                    text=text)) from None
    if not 0 < value <= 1:
        raise NotationError(Message("a weight is more than 0 and at most 1, not {text}",
                                    text=text))
    return value


def _tricks(text: str) -> int:
    if re.fullmatch(r"[0-9]{1,2}", text) is None or int(text) > 13:
        raise NotationError(Message("{text!r} is not a number of tricks (0 to 13)", text=text))
    return int(text)


def _outcome(text: str, weighted: bool) -> Outcome:
    """``4S N 10 [weight]`` or ``PASS [weight]``."""
    words = text.split()
    if not words:
        raise NotationError(Message("an outcome is missing: expected such as 4S N 10"))
    head: tuple[Contract | None, int]
    if words[0].upper() in ("PASS", "P"):
        head, rest = (None, 0), words[1:]
    else:
        if len(words) < 3:
            raise NotationError(Message(
                "an outcome is a contract, its declarer and the tricks won, such as 4S N 10, "
                "not {text!r}", text=text))
        try:
            contract = Contract.parse(words[0], words[1])
        except (NotationError, ValueError):
            raise NotationError(Message("{text!r} is not a contract and its declarer",
                                        text=" ".join(words[:2]))) from None
        head, rest = (contract, _tricks(words[2])), words[3:]
    if weighted:
        if len(rest) != 1:
            raise NotationError(Message(
                "each outcome of a weighted score (12C1c) ends with its weight, such as "
                "4S N 10 60%: {text!r}", text=text))
        return Outcome(head[0], head[1], _weight(rest[0]))
    if rest and not (len(rest) == 1 and _weight(rest[0]) == 1):
        raise NotationError(Message("unexpected {text!r} after the assigned outcome",
                                    text=" ".join(rest)))
    return Outcome(head[0], head[1])


def parse_pairs_prefix(text: str) -> tuple[str | None, str | None, str]:
    """``NS 3 EW 5 <rest>`` -> (``"3"``, ``"5"``, rest); without the prefix, (None, None,
    text)."""
    words = text.split(None, 4)
    if len(words) >= 4 and words[0].upper() == "NS" and words[2].upper() == "EW":
        return words[1], words[3], words[4] if len(words) > 4 else ""
    return None, None, text


def split_reason(text: str) -> tuple[str, str]:
    """An adjustment's text without its closing ``"reason"``, and the reason (unescaped)."""
    body = text.strip()
    m = _REASON.search(body)
    if m is None:
        return body, ""
    return body[:m.start()].strip(), re.sub(r'\\(["\\])', r"\1", m.group(1))


def parse_adjustment(text: str, line: int | None = None) -> Adjustment:
    """Read one adjustment (the grammar is in the module docstring), comments removed.

    :raises NotationError: an unknown clause, a bad outcome or weight, weights that do not
        add up to 1, artificial scores other than ``A+``, ``A``, ``A-``.
    """
    body, reason = split_reason(text)
    words = body.split()
    if len(words) >= 2 and words[0].lower() == "director" and words[1].lower() == "rules":
        words = words[2:]
    if not words:
        raise NotationError(Message("an adjustment needs a clause: 12C1a, 12C1c or 12C2"))
    if _CLAUSE.fullmatch(words[0]) is None:
        raise NotationError(Message(
            "unknown clause {text!r}: an adjusted score is ruled under 12C1a (assigned), "
            "12C1c (weighted) or 12C2 (artificial)", text=words[0]))
    clause = words[0][:4].upper() + words[0][4:].lower()
    arg = " ".join(words[1:])
    if clause == ARTIFICIAL_CLAUSE:
        awards = [Artificial.parse(w) for w in words[1:]]
        if len(awards) != 2 or awards[0] is None or awards[1] is None:
            raise NotationError(Message(
                "12C2 needs the artificial scores of North-South and East-West: A+, A or A- "
                "each, such as 12C2 A+ A-; not {text!r}", text=arg))
        return Adjustment(clause, (), (awards[0], awards[1]), reason, line)
    if clause == WEIGHTED_CLAUSE:
        outcomes = tuple(_outcome(part, True) for part in re.split(r"[,;]", arg))
        total = sum((o.weight for o in outcomes), Fraction(0))
        if total != 1:
            shown = format(float(total), "g")
            raise NotationError(Message(
                "the weights of a weighted score (12C1c) add up to 1, not {total}",
                total=shown))
        return Adjustment(clause, outcomes, None, reason, line)
    if clause not in ASSIGNED_CLAUSES:
        raise NotationError(Message(
            "unknown clause {text!r}: an adjusted score is ruled under 12C1a (assigned), "
            "12C1c (weighted) or 12C2 (artificial)", text=words[0]))
    if "," in arg or ";" in arg:
        raise NotationError(Message(
            "{clause} assigns one outcome; several weighted outcomes are ruled under 12C1c",
            clause=clause))
    return Adjustment(clause, (_outcome(arg, False),), None, reason, line)


def _weight_text(weight: Fraction) -> str:
    percent = weight * 100
    if percent.denominator == 1:
        return f"{percent.numerator}%"
    return f"{weight.numerator}/{weight.denominator}"


def adjustment_text(adjustment: Adjustment) -> str:
    """The line that :func:`parse_adjustment` reads back to ``adjustment``."""
    parts = ["director rules", adjustment.clause]
    if adjustment.artificial is not None:
        parts += [str(adjustment.artificial[0]), str(adjustment.artificial[1])]
    elif adjustment.kind == "weighted":
        parts.append(", ".join(f"{o.text()} {_weight_text(o.weight)}"
                               for o in adjustment.outcomes))
    else:
        parts.append(adjustment.outcomes[0].text())
    if adjustment.reason:
        escaped = adjustment.reason.replace("\\", "\\\\").replace('"', '\\"')
        parts.append(f'"{escaped}"')
    return " ".join(parts)
