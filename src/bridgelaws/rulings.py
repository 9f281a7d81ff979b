"""Results as data: irregularities, rulings, options and restrictions.

These are plain frozen records that a CLI, a web page or a test reads without parsing
text. The laws modules (``bridgelaws.laws``) create them; the table stores them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Suit
from bridgelaws.i18n import Message
from bridgelaws.seats import Seat, Side


class Kind(Enum):
    """What kind of irregular action was recorded; ``law`` is where its rectification lives."""

    CALL_OUT_OF_ROTATION = ("call-out-of-rotation", "29")
    INSUFFICIENT_BID = ("insufficient-bid", "27")
    INADMISSIBLE_CALL = ("inadmissible-double-or-redouble", "36")
    CALL_BY_BARRED_PLAYER = ("call-violating-obligation-to-pass", "37")
    BID_ABOVE_SEVEN = ("bid-above-seven", "38")
    CALL_AFTER_AUCTION = ("call-after-auction", "39")
    CHANGE_OF_CALL = ("change-of-call", "25")
    MISINFORMATION = ("call-after-misinformation", "21")
    REQUIRED_CALL_NOT_MADE = ("required-call-not-repeated", "31A1")
    CARD_DURING_AUCTION = ("card-exposed-during-auction", "24")
    OPENING_LEAD_OUT_OF_TURN = ("opening-lead-out-of-turn", "54")
    DEFENDER_LEAD_OUT_OF_TURN = ("defender-lead-out-of-turn", "53")
    DECLARER_LEAD_OUT_OF_TURN = ("declarer-lead-out-of-turn", "55")
    PLAY_OUT_OF_TURN = ("play-out-of-turn", "57")
    EXPOSED_CARD = ("exposed-card", "49")
    PENALTY_CARD_NOT_PLAYED = ("penalty-card-not-played", "52")
    LEAD_BEFORE_DECLARERS_CHOICE = ("lead-before-declarers-choice", "50D2")
    LEAD_BEFORE_26B_CHOICE = ("lead-before-lead-restriction-choice", "26B")
    PLAY_AFTER_RETRACTION_ORDER = ("play-before-declarers-correct-lead", "60B")
    REVOKE = ("revoke", "61-64")
    INCOMPLETE_DESIGNATION = ("incomplete-designation", "46")
    DEFECTIVE_TRICK = ("defective-trick", "67")
    CARDS_AT_ONCE = ("cards-played-at-once", "58B")
    DUMMY_SUGGESTION = ("dummy-indicates-a-card", "45F")
    CONTESTED_CLAIM = ("contested-claim", "70")
    INSPECTION = ("quitted-trick-inspected", "66")
    INCORRECT_NUMBER_OF_CARDS = ("incorrect-number-of-cards", "13")
    DIRECTOR_JUDGMENT = ("director-judgment", "")

    def __init__(self, code: str, law: str) -> None:
        self.code = code
        self.law = law


@dataclass
class Irregularity:
    """An irregular action recorded by the table. ``event`` is its 1-based position among
    the table's events; ``supported`` says whether this version rectifies it."""

    kind: Kind
    event: int
    offender: Seat | None
    card: Card | None = None
    call: Call | None = None
    supported: bool = True
    status: str = "open"  # open | condoned | ruled | rectified
    note: Message | None = None
    # facts the law module keeps while the irregularity is open (e.g. 54C dummy exposed)
    facts: dict[str, object] = field(default_factory=dict)


@dataclass
class Ruling:
    """The Director's ruling on one irregularity: the clause(s) that apply, who chooses
    among which options, and — once made — the choice. ``chooser`` may be ``None`` when the
    law leaves no choice (the ruling is then recorded as made)."""

    event: int
    laws: tuple[str, ...]
    offender: Seat | None
    chooser: Seat | None
    options: tuple[str, ...]
    chosen: str | None = None
    chosen_arg: str = ""
    also_may_choose: tuple[Seat, ...] = ()
    explanation: tuple[Message, ...] = ()
    kind: Kind | None = None
    choice_event: int | None = None
    by_conduct: bool = False  # chosen by an action at the table rather than a statement
    #: the clauses that governed what followed (e.g. 27B2, 31A1), in order
    outcomes: list[str] = field(default_factory=list)
    #: the event at which the choice was asked (when it comes later than the irregularity,
    #: e.g. declarer's 50D2 choice at partner's lead)
    asked_event: int | None = None
    #: the irregularity ruled on, when one event made several of a kind by one offender
    #: (revokes deemed by a Law 67 ruling)
    subject: Irregularity | None = field(default=None, compare=False, repr=False)


class PenaltyKind(Enum):
    MAJOR = "major"
    MINOR = "minor"


@dataclass(frozen=True)
class PenaltyCard:
    """Law 50: a defender's card left face up on the table until played or picked up."""

    card: Card
    kind: PenaltyKind
    law: str  # the clause that made it a penalty card
    event: int = 0  # the event (1-based) of the irregularity that made it one


@dataclass(frozen=True)
class LeadRestriction:
    """Law 50D2a / 51B: the lead of ``suit`` required or prohibited for ``seat``.

    ``while_on_lead``: a prohibition lasts as long as the seat retains the lead; a
    requirement is for the next lead only.
    """

    seat: Seat
    kind: str  # "require" | "prohibit"
    suit: Suit
    law: str
    while_on_lead: bool


@dataclass(frozen=True)
class PlayRestriction:
    """Law 57A: how ``seat`` must play to trick ``trick`` (0-based): ``highest`` or ``lowest``
    of the suit led, ``require`` or ``forbid`` a card of ``suit``. Following suit comes first
    (44C); when the seat cannot comply it plays any card (57B, 59)."""

    seat: Seat
    kind: str  # "highest" | "lowest" | "require" | "forbid"
    suit: Suit | None
    law: str
    trick: int


@dataclass
class Judgment:
    """A question for the Director (class J): the engine asks, records, never guesses.
    Answered by ``director rules <clause> yes|no`` (or a list of suits, see ``expects``)."""

    clause: str
    event: int
    question: Message
    offender: Seat | None = None
    answer: str | None = None
    answer_event: int | None = None
    facts: dict[str, object] = field(default_factory=dict)
    #: what the answer is: ``yes-no``, ``suits`` (letters such as ``HS``, or ``none``), or
    #: ``number`` (Law 70: tricks awarded)
    expects: str = "yes-no"


@dataclass(frozen=True)
class WithdrawnCall:
    """A call made at the table that no longer stands (Law 16C). ``cause`` is the event of
    the irregularity that withdrew it, ``laws`` the clauses under which it went, and
    ``unauthorized_for`` the side for which its information is unauthorized (16C2; the
    other side may use it, 16C1) — ``None`` when 16C2 does not apply (a comparable call
    replaced it: 23B, 27B1)."""

    seat: Seat
    call: Call
    event: int
    cause: int | None
    laws: tuple[str, ...]
    unauthorized_for: Side | None


@dataclass
class Misplaced:
    """A card held in the wrong hand (Law 13): ``holder`` held ``owner``'s ``card`` from
    event ``event`` on; ``ruled`` once the Director found it, ``settled`` once corrected or
    the result cancelled."""

    holder: Seat
    card: Card
    owner: Seat
    event: int
    ruled: bool = False
    settled: bool = False


#: the clauses of Laws 68-71 the engine cites (2017 numbers) as another edition numbers
#: them; ``""``: that edition has no such clause (1997 70D2: 70A's doubtful points cover it)
EDITION_CLAUSES: dict[str, dict[str, str]] = {
    "1997": {"70D1": "70D", "70E1": "70E", "70D2": "", "68B2": "68B"},
}


def edition_clauses(laws: tuple[str, ...] | list[str], edition: str) -> tuple[str, ...]:
    """The clauses of a ruling (2017 numbers) as ``edition`` numbers them, in order, once
    each; a clause the edition does not have gives way to 70A, added when missing.

    >>> edition_clauses(("70A", "70E1", "70D1"), "1997")
    ('70A', '70E', '70D')
    >>> edition_clauses(("70D2",), "1997")
    ('70A',)
    >>> edition_clauses(("70D1",), "2017")
    ('70D1',)
    """
    renumbered = EDITION_CLAUSES.get(edition, {})
    out: list[str] = []
    for law in laws:
        mapped = renumbered.get(law, law)
        if not mapped and "70A" not in out:
            out.insert(0, "70A")
        if mapped and mapped not in out:
            out.append(mapped)
    return tuple(out)


def edition_text(text: str, edition: str) -> str:
    """A ruling's text (rendered in any language: clause numbers are the same) with the
    clauses of Laws 68-71 as ``edition`` numbers them (1997: 70D1 -> 70D, 70D2 -> 70A)."""
    renumbered = EDITION_CLAUSES.get(edition)
    if not renumbered:
        return text
    pattern = r"\b(" + "|".join(map(re.escape, renumbered)) + r")\b"
    return re.sub(pattern, lambda m: renumbered[m.group(1)] or "70A", text)
