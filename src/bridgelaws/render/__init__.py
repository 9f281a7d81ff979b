"""Rendering for people: plain text for a terminal (:mod:`bridgelaws.render.text`).

Every function takes the caller's ``lang`` (``"en"`` or ``"ru"``); there is no global
language setting.
"""

from bridgelaws.render.text import (
    auction_grid,
    call_text,
    card_text,
    contract_line,
    hand_diagram,
    rank_text,
    seat_letter,
    seat_name,
    tricks_table,
)

__all__ = [
    "auction_grid",
    "call_text",
    "card_text",
    "contract_line",
    "hand_diagram",
    "rank_text",
    "seat_letter",
    "seat_name",
    "tricks_table",
]
