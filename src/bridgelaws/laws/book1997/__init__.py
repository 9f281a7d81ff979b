"""The 1997 Laws of Duplicate Contract Bridge — the edition of the user's source documents
(the Russian text in ``../shared/seeds/``) — as a law book: the 2017 book with the laws that
differ replaced (:data:`OVERRIDES`, law -> module). ``bridgelaws.laws.lawbook_for("1997")``
gives the book; a record chooses it with ``[Edition "1997"]``, the command line with
``bridgelaws rule --edition 1997``.

Each module here rules under the 1997 text, cites 1997 clauses, and says "penalty"
(*наказание*) where 1997 does (a module that differs from 2017 in one part takes the rest
from the 2017 module: Laws 26, 50, 53, 55, 56, 57, 61-64 and 68-71 by their ``__getattr__``); a
law not listed is ruled by its 2017 module (not yet checked against 1997 for every law:
``docs/laws-1997-*.md`` says which were, and why Law 23, which differs, needs no module).
"""

from __future__ import annotations

from types import ModuleType

from bridgelaws.laws.book1997 import (
    law12_adjusted_score,
    law25_change_of_call,
    law26_lead_restrictions,
    law27_insufficient_bid,
    law29_call_out_of_rotation,
    law30_pass_out_of_rotation,
    law31_bid_out_of_rotation,
    law32_double_out_of_rotation,
    law50_penalty_cards,
    law53_lead_out_of_turn_accepted,
    law55_declarer_lead_out_of_turn,
    law56_defender_lead_out_of_turn,
    law57_premature_lead_or_play,
    law61_64_revoke,
    law68_71_claims,
)

#: the modules of the 1997 book that replace the 2017 ones, by law
OVERRIDES: dict[str, ModuleType] = {
    "12": law12_adjusted_score,  # 12C1 artificial, 12C2 assigned (per side), 12C3 committee
    "25": law25_change_of_call,
    "26": law26_lead_restrictions,
    "27": law27_insufficient_bid,
    "29": law29_call_out_of_rotation,
    "30": law30_pass_out_of_rotation,
    "31": law31_bid_out_of_rotation,
    "32": law32_double_out_of_rotation,
    "50": law50_penalty_cards,  # no 50E (50A-50D and Law 51 as 2017)
    "53": law53_lead_out_of_turn_accepted,  # 53A: a lead out of turn at trick 13 too
    "55": law55_declarer_lead_out_of_turn,  # 55, 56: as 2017, with 1997 53A
    "56": law56_defender_lead_out_of_turn,
    "57": law57_premature_lead_or_play,  # 57A: three penalties (no "require a suit")
    "61": law61_64_revoke,  # Law 64's trick transfer (64A2, 64B)
    "68": law68_71_claims,  # 1997 numbers: 70D, 70E, 68B; no 70D2 (70A)
}
