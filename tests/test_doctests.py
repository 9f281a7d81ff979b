"""Run the ``>>>`` examples in the docstrings of ``src/bridgelaws`` (found by scanning the
source for ``>>>``) and require every one of them to pass."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"


def _modules_with_examples() -> list[str]:
    names = []
    for path in sorted((SRC / "bridgelaws").rglob("*.py")):
        if ">>>" not in path.read_text(encoding="utf-8"):
            continue
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


MODULES = _modules_with_examples()
CORE = {"bridgelaws.cards", "bridgelaws.seats", "bridgelaws.deal", "bridgelaws.calls",
        "bridgelaws.auction", "bridgelaws.contract", "bridgelaws.play"}


def test_the_core_modules_are_found() -> None:
    """The scan finds (at least) the examples of the core value modules."""
    assert set(MODULES) >= CORE


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.attempted > 0, f"{name} mentions '>>>' but no example was collected"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples fail in {name}"


DOCS = sorted(p for p in (SRC.parent / "docs").glob("*.md") if ">>>" in p.read_text("utf-8"))


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_the_examples_in_the_docs(path: Path) -> None:
    """The ``>>>`` examples of docs/*.md (docs/claims.md's rulings among them)."""
    result = doctest.testfile(str(path), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
