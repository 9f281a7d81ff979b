"""Claims and concessions (Laws 68-71): the statement language, the position at the claim,
the worst normal line, and the Director's ruling.

The only part of bridgelaws that uses endplay's double-dummy solver, imported lazily (for the
reference figure beside a ruling). See docs/claims.md.
"""

from bridgelaws.claims.adjudicate import (
    ClaimRuling,
    adjudicate,
    adjudicate_concession,
    rule_on_claim,
)
from bridgelaws.claims.position import Position, position_at_claim
from bridgelaws.claims.search import LineSearch, Model, Play
from bridgelaws.claims.statement import Statement, parse_statement

__all__ = [
    "ClaimRuling",
    "LineSearch",
    "Model",
    "Play",
    "Position",
    "Statement",
    "adjudicate",
    "adjudicate_concession",
    "parse_statement",
    "position_at_claim",
    "rule_on_claim",
]
