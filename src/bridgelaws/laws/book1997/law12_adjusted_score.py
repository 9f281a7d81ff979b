"""Law 12C — the Director's adjusted score, in a table record (1997).

What 1997 says (docs/laws-1997-12.md has the comparison with 2017 and the sources):

* **12C1** when no result can be obtained, an **artificial** adjusted score by responsibility:
  average minus (at most 40 % of the matchpoints) to a contestant directly at fault, average
  (50 %) to one partly at fault, average plus (at least 60 %) to one in no way at fault; the
  two need not balance. ``director rules 12C1 A+ A-`` (North-South's, then East-West's).
* **12C2** an **assigned** adjusted score in place of the result obtained: for the
  non-offending side the most favourable result that was *likely* had the irregularity not
  occurred, for the offending side the most unfavourable result that was *at all probable*.
  The two need not balance. ``director rules 12C2 4S N 10`` (one result for both sides) or
  ``director rules 12C2 NS 4S N 10, EW 6S N 12`` (each side its own result).
* **12C3** an **appeals committee** may vary an assigned adjusted score in order to do equity
  (unless its Zonal organization says otherwise) — in practice a weighted score.
  ``director rules 12C3 4S N 10 60%, 4S N 9 40%``: recorded as the committee's.

The 1997 Director has no weighted score of his own: ``12C1c`` (2017) is refused, and so is
any weight under 12C2, with a line naming 12C2 and 12C3. A score written with its 2017
clause and no weights is read as the 1997 clause of the same kind, with a note: an assigned
result under ``12C1``/``12C1a``/``12C1b``/``12C1e`` as 12C2 (the same result for both
sides), ``12C2 A+ A-`` as 12C1 — so a record written for 2017 can be ruled under 1997 (the
console's or ``--edition``'s switch). Any other clause is refused with the 1997 clauses. The
grammar of an outcome, a weight and the quoted reason is
:func:`bridgelaws.session.adjusted.parse_adjustment`'s.

A split 12C2 never gives the two sides together more than the board is worth: the
non-offending side's result is the most favourable *likely*, the offending side's the most
favourable to the non-offending side among all results *at all probable* — so, whichever side
offended, North-South's result scores no more for North-South than East-West's result does
(``NS score of the result assigned to North-South <= NS score of the one assigned to
East-West``). A split the other way is refused.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from bridgelaws.errors import ImpossibleActionError, NotationError
from bridgelaws.i18n import Message
from bridgelaws.rulings import Judgment
from bridgelaws.session.adjusted import _outcome, _weight, split_reason
from bridgelaws.session.model import Adjustment, Artificial, Outcome

if TYPE_CHECKING:
    from bridgelaws.table import Table

__all__ = ["SplitAdjustment", "director_rules", "parse_adjustment_1997"]

ARTIFICIAL = "12C1"
ASSIGNED = "12C2"
COMMITTEE = "12C3"
#: the 2017 clauses of an assigned score (one result), read as 1997 12C2
_ASSIGNED_2017 = ("12C1", "12C1a", "12C1b", "12C1e")


@dataclass(frozen=True)
class SplitAdjustment(Adjustment):
    """A 1997 12C2 assigned score that gives each side its own result: ``north_south`` is
    the result North-South are scored on, ``east_west`` the one East-West are scored on (each
    in North-South's viewpoint, as every outcome). ``outcomes`` is empty: no one result
    stands for the table."""

    north_south: Outcome | None = None
    east_west: Outcome | None = None

    @property
    def kind(self) -> str:
        """``split``."""
        return "split"

    def sides(self) -> tuple[tuple[Outcome, ...], tuple[Outcome, ...]]:
        assert self.north_south is not None and self.east_west is not None
        return (self.north_south,), (self.east_west,)


def _refusal(clause: str) -> Message:
    return Message(
        "{clause} is not a clause of Law 12C (1997): the Director awards an artificial score "
        "under 12C1 (such as 12C1 A+ A-) or assigns a result under 12C2 (such as 12C2 4S N 10, "
        "or 12C2 NS 4S N 10, EW 6S N 12 for a result per side); a weighted score is an appeals "
        "committee's, under 12C3", clause=clause)


_NO_WEIGHTS = Message(
    "Law 12C (1997): the Director assigns results, not a weighted score: for the non-offending "
    "side the most favourable result that was likely, for the offending side the most "
    "unfavourable that was at all probable (12C2); only an appeals committee varies an "
    "assigned score by weighting (12C3: director rules 12C3 ...)")


def _unweighted(text: str) -> Outcome:
    """One 12C2 outcome: a weight after it is refused (12C2, 12C3)."""
    words = text.split()
    bare = 1 if words and words[0].upper() in ("PASS", "P") else 3
    if len(words) == bare + 1:
        raise NotationError(_NO_WEIGHTS)
    return _outcome(text, False)


def _split(arg: str) -> tuple[Outcome, Outcome] | None:
    """``NS <outcome>[,;] EW <outcome>`` -> (North-South's, East-West's); ``None`` when the
    argument names no side."""
    m = re.fullmatch(r"(?i)\s*NS\s+(.+?)\s*[,;]?\s*EW\s+(.+?)\s*", arg)
    if m is None:
        if re.search(r"(?i)(^|\s)(NS|EW)(\s|$)", arg):
            raise NotationError(Message(
                "12C2 (1997) with a result per side names North-South's first, then "
                "East-West's: such as 12C2 NS 4S N 10, EW 6S N 12; not {text!r}", text=arg))
        return None
    return _unweighted(m.group(1)), _unweighted(m.group(2))


def parse_adjustment_1997(text: str) -> Adjustment:
    """Read ``<clause> <argument> ["reason"]`` by the 1997 Law 12C (the module docstring).

    :raises NotationError: a clause 1997 does not have, a weighted score by the Director,
        artificial scores other than ``A+``, ``A``, ``A-``, a bad outcome or weight.
    """
    body, reason = split_reason(text)
    words = body.split()
    if not words:
        raise NotationError(_refusal("12C"))
    clause = words[0][:4].upper() + words[0][4:].lower()
    arg = " ".join(words[1:])
    if clause == "12C1c":
        raise NotationError(_NO_WEIGHTS)
    awards = [Artificial.parse(w) for w in words[1:]]
    artificial = bool(awards) and all(a is not None for a in awards)
    if clause in _ASSIGNED_2017 and not artificial:
        clause = ASSIGNED  # 2017's assigned score: one result, the same for both sides
    elif clause == ASSIGNED and artificial:
        clause = ARTIFICIAL  # 2017's artificial score (12C2 A+ A-)
    if clause == ARTIFICIAL:
        if len(awards) != 2 or awards[0] is None or awards[1] is None:
            raise NotationError(Message(
                "12C1 (1997) awards artificial scores, North-South's then East-West's: A+, A or "
                "A- each, such as 12C1 A+ A-; not {text!r} (a result is assigned under 12C2)",
                text=arg))
        return Adjustment(ARTIFICIAL, (), (awards[0], awards[1]), reason)
    if clause == ASSIGNED:
        if "%" in arg or "/" in arg:
            raise NotationError(_NO_WEIGHTS)
        pair = _split(arg)
        if pair is not None:
            return SplitAdjustment(ASSIGNED, (), None, reason, north_south=pair[0],
                                   east_west=pair[1])
        if "," in arg or ";" in arg:
            raise NotationError(_NO_WEIGHTS)
        return Adjustment(ASSIGNED, (_unweighted(arg),), None, reason)
    if clause == COMMITTEE:
        outcomes = []
        parts = re.split(r"[,;]", arg)
        for part in parts:
            ws = part.split()
            if len(parts) == 1 and len(ws) in (1, 3):  # one result, its weight left out
                outcomes.append(_outcome(part, False))
                continue
            if not ws:
                raise NotationError(Message("an outcome is missing: expected such as 4S N 10"))
            outcome = _outcome(" ".join(ws[:-1]), False)
            outcomes.append(Outcome(outcome.contract, outcome.tricks, _weight(ws[-1])))
        total = sum((o.weight for o in outcomes), Fraction(0))
        if total != 1:
            raise NotationError(Message(
                "the weights of an appeals committee's score (12C3, 1997) add up to 1, not "
                "{total}", total=format(float(total), "g")))
        return Adjustment(COMMITTEE, tuple(outcomes), None, reason)
    raise NotationError(_refusal(words[0]))


def director_rules(table: Table, clause: str, arg: str) -> None:
    """Record the adjusted score ruled under ``clause`` of the 1997 Law 12C (12C1, 12C2,
    12C3); a split 12C2 adds a note with each side's result and score."""
    from bridgelaws.session.adjusted import adjustment_text

    try:
        adjustment = parse_adjustment_1997(f"{clause} {arg}")
        if isinstance(adjustment, SplitAdjustment):
            _check_split(table, adjustment)
    except NotationError as exc:
        raise ImpossibleActionError(exc.message) from None
    table.adjustments.append(adjustment)
    given = clause[:4].upper() + clause[4:].lower()
    if given != adjustment.clause:
        table.notes.append(_clause_note(given, adjustment.clause))
    if isinstance(adjustment, SplitAdjustment):
        text = split_text(adjustment)
        table.notes.append(_split_note(table, adjustment))
    else:
        text = adjustment_text(adjustment).removeprefix("director rules ")
    question = (Message("An appeals committee's adjusted score (Law 12C3, 1997)")
                if adjustment.clause == COMMITTEE
                else Message("The Director's adjusted score (Law {clause}, 1997)",
                             clause=adjustment.clause))
    table.judgments.append(Judgment(adjustment.clause, table.event_number, question,
                                    answer=text, answer_event=table.event_number))


def split_text(adjustment: SplitAdjustment) -> str:
    """``12C2 NS 4S N 10, EW 6S N 12 "reason"``: the line :func:`parse_adjustment_1997`
    reads back to ``adjustment``."""
    assert adjustment.north_south is not None and adjustment.east_west is not None
    text = (f"{adjustment.clause} NS {adjustment.north_south.text()}, "
            f"EW {adjustment.east_west.text()}")
    if adjustment.reason:
        escaped = adjustment.reason.replace("\\", "\\\\").replace('"', '\\"')
        text += f' "{escaped}"'
    return text


def _signed(score: int) -> str:
    """``+110``, ``−420`` (U+2212, as the score lines print it), ``0``."""
    if score > 0:
        return f"+{score}"
    return f"\u2212{-score}" if score < 0 else "0"


def _check_split(table: Table, adjustment: SplitAdjustment) -> None:
    assert adjustment.north_south is not None and adjustment.east_west is not None
    ns = adjustment.north_south.score_ns(table.vulnerability)
    ew = adjustment.east_west.score_ns(table.vulnerability)
    ns_score, ew_score = _signed(ns), _signed(ew)
    if ns > ew:
        raise NotationError(Message(
            "Law 12C2 (1997): North-South's {ns} (North-South {ns_score}) and East-West's "
            "{ew} (North-South {ew_score}) would give both sides more than the board: the "
            "offending side's result is never better for it than the non-offending side's",
            ns=adjustment.north_south.text(), ew=adjustment.east_west.text(),
            ns_score=ns_score, ew_score=ew_score))


def _split_note(table: Table, adjustment: SplitAdjustment) -> Message:
    assert adjustment.north_south is not None and adjustment.east_west is not None
    ns = adjustment.north_south.score_ns(table.vulnerability)
    ew = adjustment.east_west.score_ns(table.vulnerability)
    ns_score, ew_score = _signed(ns), _signed(-ew)
    return Message(
        "Law 12C2 (1997): an assigned adjusted score per side: North-South are scored as "
        "{ns} (North-South {ns_score}), East-West as {ew} (East-West {ew_score}) — the "
        "non-offending side the most favourable result that was likely, the offending side the "
        "most unfavourable that was at all probable; the two scores need not balance",
        ns=adjustment.north_south.text(), ew=adjustment.east_west.text(),
        ns_score=ns_score, ew_score=ew_score)


def _clause_note(given: str, clause: str) -> Message:
    """A record written with a 2017 clause, read as the 1997 clause of the same score."""
    if clause == ARTIFICIAL:
        return Message(
            "Law 12C1 (1997): the record gives the artificial adjusted score under {given}, "
            "its 2017 clause; the 1997 Laws award it under 12C1", given=given)
    return Message(
        "Law 12C2 (1997): the record gives the assigned adjusted score under {given}, its 2017 "
        "clause; the 1997 Laws assign it under 12C2 — the same result for both sides: for the "
        "non-offending side the most favourable result that was likely, for the offending side "
        "the most unfavourable that was at all probable", given=given)
