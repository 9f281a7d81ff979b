"""The three kinds of "no" (STYLE.md §1).

* :class:`NotationError` — text that cannot be parsed (``"1X"``, ``"SZ"``);
  :class:`AlphabetError`, a Cyrillic letter that looks like a Latin one (``"СТ"``).
* :class:`ImpossibleActionError` — an action that cannot physically happen at a table
  (a card that seat does not hold, a card already played, a choice when nothing is pending).
* :class:`RecordError` — a table record that cannot be read; carries the line number.

An *irregular but possible* action is not an error: the table records it as an
:class:`~bridgelaws.table.Irregularity`.
"""

from __future__ import annotations

from bridgelaws.i18n import Message


class BridgeLawsError(ValueError):
    """Base class of every error the library raises on bad input.

    ``message`` is a translatable :class:`~bridgelaws.i18n.Message`; ``str(error)`` is English.
    """

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(message.render("en"))


class NotationError(BridgeLawsError):
    """Text that cannot be parsed as a card, call, seat, deal or event."""


class AlphabetError(NotationError):
    """A Cyrillic letter where the notation wants a Latin one (``С`` for the club ``C``), or a
    token that mixes Latin and Cyrillic letters (``SТ``): the message names the character and
    what it looks like (:mod:`bridgelaws.cards`, "Alphabets")."""


class ImpossibleActionError(BridgeLawsError):
    """An action that cannot physically happen (not merely an irregular one)."""


class RecordError(BridgeLawsError):
    """A table record that cannot be read or replayed, with the line where it happens."""

    def __init__(self, message: Message, line: int | None = None, file: str | None = None) -> None:
        self.line = line
        self.file = file
        super().__init__(message)

    def located(self, lang: str = "en") -> str:
        """``FILE:LINE: cause`` — the one-line form the CLI prints."""
        where = self.file or "<record>"
        if self.line is not None:
            where = f"{where}:{self.line}"
        return f"{where}: {self.message.render(lang)}"


class NotModelledError(RecordError):
    """Input the engine reads but a law it does not model yet (exit code 3 on the command
    line): the message names the law, never guesses."""
