"""The table's short road for a correct card, compiled (``_cfold.c``), when it can be used.

:meth:`bridgelaws.table.Table.apply` folds a correct card played in turn at a quiet table
without consulting the director or a law (``Table._apply_normal``). ``_cfold.fold_card`` does
the same in C: the same checks, the same changes to the table's fields, or no change and
``False``. It is used when the extension was compiled (``pip install`` builds it; it is
optional) and ``BRIDGELAWS_PURE_PYTHON`` is not set; the tests fold the same records by both
roads and compare the tables field by field.
"""

from __future__ import annotations

import os
from collections.abc import Callable

__all__ = ["c_fold"]


def c_fold(card_played: type, card: type, trick: type, play: object, complete: object,
           after: tuple[tuple[object, ...], ...]) -> Callable[[dict[str, object], object],
                                                              bool] | None:
    """``_cfold.fold_card`` set up with the table's classes and constants, or ``None``: not
    compiled, or ``BRIDGELAWS_PURE_PYTHON`` set."""
    if os.environ.get("BRIDGELAWS_PURE_PYTHON", "") not in ("", "0"):
        return None
    try:
        from bridgelaws import _cfold
    except ImportError:  # pragma: no cover - not compiled
        return None
    _cfold.setup(card_played, card, trick, play, complete, after)
    return _cfold.fold_card
