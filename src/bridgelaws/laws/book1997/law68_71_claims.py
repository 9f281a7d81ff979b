"""Laws 68–71 at the table — claims and concessions brought to the Director (1997).

What 1997 says (docs/laws-1997-68-71.md has the comparison with 2017 and the sources): the
Director rules a contested claim as in 2017 — the worst *normal* line consistent with the
statement, doubtful points against the claimer (70A), an outstanding trump (70C), no unstated
successful line when a less successful normal one exists (70D), no unstated line that depends
on finding one opponent rather than the other with a particular card (70E) — and restores a
conceded trick no normal play could lose (71). The award (the tricks) is the 2017 module's:
the 1997 and 2017 tests it applies are the same (the differences in the law's text are in the
notes and change no award the engine computes).

What differs is the clause the ruling cites, as 1997 numbers them (:func:`clauses_1997`):

* 1997 70D and 70E are single clauses: 2017's **70D1** is 1997 **70D**, **70E1** is **70E**
  (2017's 70E2, a Regulating Authority's default order of play, has no 1997 counterpart);
* there is no **70D2** (a defender's claim that depends on his partner's choice among normal
  plays): 1997 reaches the same award by 70A (doubtful points go against the claimer), and
  the ruling says so;
* 2017's **68B2** (a defender's concession his partner objects to at once: none) is the last
  sentence of 1997 **68B**.

Everything else (the detection, the questions, the settlement) is the 2017 module's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bridgelaws.i18n import Message
from bridgelaws.laws import law68_71_claims as law68_2017
from bridgelaws.rulings import edition_clauses

if TYPE_CHECKING:
    from bridgelaws.events import ClaimAgreed, ClaimDisputed
    from bridgelaws.rulings import Irregularity, Ruling
    from bridgelaws.table import Table

__all__ = ["answered", "clauses_1997", "ruling"]

def clauses_1997(laws: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The clauses of a claim ruling (2017 numbers) as 1997 numbers them, in order, once
    each: ``70D1`` -> ``70D``, ``70E1`` -> ``70E``, ``68B2`` -> ``68B``; ``70D2`` goes (1997
    has no such clause: ``70A`` covers it, and is added when missing).

    >>> clauses_1997(("70A", "70E1", "70D1"))
    ('70A', '70E', '70D')
    >>> clauses_1997(("70D2",))
    ('70A',)
    """
    return edition_clauses(laws, "1997")


def ruling(table: Table, irr: Irregularity) -> Ruling:
    """The 2017 module's ruling on a contested claim, citing 1997 clauses (a note says why
    when 2017 would cite 70D2)."""
    r = law68_2017.ruling(table, irr)
    if "70D2" in r.laws or "70D2" in r.outcomes:
        r.explanation = (*r.explanation, Message(
            "Law 70A (1997): a defender's claim that depends on his partner choosing a "
            "particular play among normal ones is a doubtful point, resolved against the "
            "claimer; the 1997 Laws have no clause 70D2"))
    r.laws = clauses_1997(r.laws)
    r.outcomes[:] = list(clauses_1997(r.outcomes))
    return r


def answered(table: Table, event: ClaimAgreed | ClaimDisputed) -> None:
    """The 2017 module's answer to a claim or concession; a defender's concession his
    partner objects to at once is no concession under the last sentence of 1997 68B (2017
    68B2)."""
    before = len(table.rulings)
    law68_2017.answered(table, event)
    for r in table.rulings[before:]:
        if r.laws == ("68B2",) and r.offender is not None:
            r.laws = ("68B",)
            r.outcomes[:] = ["68B" if o == "68B2" else o for o in r.outcomes]
            r.explanation = (Message(
                "Law 68B (1997): {partner} objected at once to his partner's concession: "
                "there is no concession, and play continues; information from it is "
                "unauthorized for {partner} (Law 16)",
                partner=r.offender.partner.as_message()),)


def __getattr__(name: str) -> Any:
    """What 1997 rules as 2017 (the kinds, the Director's award by judgment, the claim's
    settlement)."""
    return getattr(law68_2017, name)
