"""Rendering for people: plain text for a terminal (:mod:`bridgelaws.render.text`).

Every function takes the caller's ``lang`` (``"en"`` or ``"ru"``); there is no global
language setting. Functions that write cards take ``ranks`` too (``"en"``: A K Q J, the
default; ``"ru"``: Т К Д В).
"""

from bridgelaws.render.text import (
    RANK_STYLES,
    auction_grid,
    call_text,
    card_text,
    contract_label,
    contract_line,
    hand_diagram,
    localize_ranks,
    rank_text,
    seat_letter,
    seat_name,
    suit_name,
    tricks_table,
)

__all__ = [
    "RANK_STYLES",
    "auction_grid",
    "call_text",
    "card_text",
    "contract_label",
    "contract_line",
    "hand_diagram",
    "localize_ranks",
    "rank_text",
    "seat_letter",
    "seat_name",
    "suit_name",
    "tricks_table",
]
