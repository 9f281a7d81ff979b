"""One case of the claim casebook: a published ruling on a claim or concession, as data.

A case is the position at the claim (the cards each hand holds, the trick in progress), the
contract, the claim and what followed it at the table, and the award the *source* gives,
with the citation. ``build.py`` turns each case into a table record (``<name>.pbn``), dealing
the cards played before the claim as filler tricks; ``test_casebook.py`` rules every record
and compares with the source.

Writing a case:

* ``ending`` is ``"N:<North> <East> <South> <West>"`` (PBN hands, ``spades.hearts.diamonds.
  clubs``): every card each hand holds at the claim, *including* the cards it has already
  played to the trick in progress. Each hand holds the same number of cards.
* ``leader`` is the seat that led (or is to lead) the trick in progress.
* ``events`` are the table log from there on: the cards already played to the trick in
  progress (``"W HT"``), the claim (``'S claims 4 "the rest are high"'``: 4 of the remaining
  tricks, the trick in progress included), what followed (``"W disputes"``, ``"E agrees"``,
  ``"E concedes 2"``) and ``"director"``.
* ``awarded`` is the number of the remaining tricks the source gives the claimer's side
  (``None`` when the source says there was no claim or concession: Law 68B2).
* ``laws`` are the clauses the source's ruling rests on (the engine must cite each).
* ``shown_out`` lists what the players knew before the claim: ``"E:S"`` means East has
  already failed to follow to spades (Law 70E1). The builder makes the earlier tricks show
  exactly these voids and no other.
* ``completed`` says which cards the source does not give and we filled in, and why they
  cannot change the ruling; ``doubt`` records a second reading of the source, if any (we
  follow the ruling as published).
* ``differs`` and ``engine``: a published ruling the engine does not reproduce, the reason
  (a law the 2017 Laws removed, a ruling under appeal, a position too large for the search in
  its time limit, a careless play our model allows and the source does not) and the engine's
  award, pinned.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Case:
    name: str  # the record's file name, without .pbn
    title: str
    source: str  # publication, section or case number, year; what it ruled
    url: str  # where the source can be read ("" for print only)
    contract: str  # "4S", "3NT" (the declarer bids it, everyone else passes)
    declarer: str  # "S"
    ending: str  # "N:... E... S... W..." cards held at the claim (trick in progress included)
    leader: str  # the seat that leads the trick in progress
    events: tuple[str, ...]  # from the trick in progress on: its cards, the claim, reactions
    awarded: int | None  # of the remaining tricks, to the claimer's side, per the source
    laws: tuple[str, ...] = ()  # the clauses the source rules by
    shown_out: tuple[str, ...] = ()  # "E:S": East has shown out of spades before the claim
    declarer_won: int | None = None  # tricks won by declarer's side before the claim
    completed: str = ""  # cards we filled in, and why they cannot matter
    notes: tuple[str, ...] = field(default_factory=tuple)  # the source's reasoning, our words
    doubt: str = ""  # another reading of the source, if any
    edition: str = "2017"  # the Laws the source ruled under ("2007", "1997")
    board: int = 1  # dealer and vulnerability by Law 2
    #: when the engine does not give the source's award: why, and what it gives (pinned, so
    #: that a change in the engine shows here); such a case does not count towards the 40
    differs: str = ""
    engine: int | None = None
