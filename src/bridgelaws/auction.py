"""The auction by correct procedure (Laws 17–22).

:class:`Auction` knows nothing of irregularities: it holds the calls that stand, in
rotation from the dealer, and answers what correct procedure asks of them — whose turn
it is, which calls are sufficient or admissible, whether the auction is over, and the
contract with its declarer.

>>> a = Auction(Seat.WEST)
>>> for text in "1C 1S P 2S P P P".split():
...     a = a.add(Call.parse(text))
>>> a.is_over, str(a.contract), a.contract.declarer
(True, '2S', <Seat.NORTH: 0>)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call, CallKind
from bridgelaws.cards import Strain
from bridgelaws.contract import Contract, Doubling
from bridgelaws.seats import Seat


@dataclass(frozen=True)
class Auction:
    """An immutable auction: the calls that stand, each with the seat that made it.

    Calls normally follow rotation from ``dealer``; a call out of rotation that stands
    (accepted, Law 29A) is kept with its real seat, and rotation resumes from its LHO.
    """

    dealer: Seat
    entries: tuple[tuple[Seat, Call], ...] = ()
    # derived, kept for speed
    last_bid: Call | None = field(default=None, compare=False)
    last_bidder: Seat | None = field(default=None, compare=False)
    doubling: Doubling = field(default=Doubling.UNDOUBLED, compare=False)
    doubler: Seat | None = field(default=None, compare=False)
    passes: int = field(default=0, compare=False)
    # (side, strain) -> the first seat of that side to name the strain (Law 22 / declarer)
    first_namer: tuple[tuple[int, int, Seat], ...] = field(default=(), compare=False)

    @property
    def calls(self) -> tuple[Call, ...]:
        return tuple(c for _, c in self.entries)

    @property
    def to_call(self) -> Seat:
        """The seat whose turn it is (Law 17C): the dealer, then the LHO of the last caller."""
        return self.entries[-1][0].lho if self.entries else self.dealer

    @property
    def is_over(self) -> bool:
        """Law 22A: four passes, or three passes in rotation after the last bid."""
        if self.last_bid is None:
            return self.passes >= 4
        return self.passes >= 3

    @property
    def passed_out(self) -> bool:
        return self.last_bid is None and self.passes >= 4

    def kept_open(self) -> Auction:
        """The same calls, with the auction not yet over: the next pass ends it (when a law
        says that passes that would end it do not, e.g. Law 17D3)."""
        passes = 2 if self.last_bid is not None else 3
        return Auction(self.dealer, self.entries, self.last_bid, self.last_bidder,
                       self.doubling, self.doubler, min(self.passes, passes), self.first_namer)

    def missed_turn(self) -> tuple[int, Seat] | None:
        """Law 17D3, when the auction would be over: the first of the passes that would end
        it (the last three) made at another player's turn, as (its index in ``entries``, the
        player whose turn it was), if that player has not called since."""
        entries = self.entries
        start = len(entries) - 3
        expected = self.dealer
        for i, (seat, call) in enumerate(entries):
            if (i >= start and seat is not expected and call.kind is CallKind.PASS
                    and all(s is not expected for s, _ in entries[i + 1:])):
                return i, expected
            expected = seat.lho
        return None

    def unheard(self) -> Seat | None:
        """Law 17D3, when the auction would be over: the player whose turn it is, if one of
        the last three calls was made out of rotation and he has not called since the last
        bid, double or redouble (with no bid: at all). No turn of his was taken, but three
        passes would deprive him of his right to call."""
        entries = self.entries
        expected = self.dealer
        out_of_rotation = False
        for i, (seat, _) in enumerate(entries):
            if i >= len(entries) - 3 and seat is not expected:
                out_of_rotation = True
            expected = seat.lho
        if not out_of_rotation:
            return None
        last = max((i for i, (_, c) in enumerate(entries) if c.kind is not CallKind.PASS),
                   default=0)
        seat = self.to_call
        return None if any(s is seat for s, _ in entries[last:]) else seat

    def is_sufficient(self, call: Call) -> bool:
        """Law 18D: a bid must supersede the last bid."""
        return call.is_bid and (self.last_bid is None or call.rank > self.last_bid.rank)

    def is_admissible(self, call: Call, seat: Seat | None = None) -> bool:
        """Whether ``call`` by ``seat`` (default: the seat to call) is legal now (Laws 18–19)."""
        by = self.to_call if seat is None else seat
        if call.kind is CallKind.PASS:
            return True
        if call.kind is CallKind.BID:
            return self.is_sufficient(call)
        if self.last_bid is None or self.last_bidder is None:
            return False
        if call.kind is CallKind.DOUBLE:
            # Law 19A1: only the last bid, by an opponent, not yet doubled or redoubled
            return self.doubling is Doubling.UNDOUBLED and self.last_bidder.side != by.side
        # Law 19B1: only the opponents' double of one's own side's bid
        return (self.doubling is Doubling.DOUBLED and self.doubler is not None
                and self.doubler.side != by.side)

    def legal_calls(self, seat: Seat | None = None) -> Iterator[Call]:
        """Every admissible call for ``seat`` (default: the seat to call), pass first."""
        if self.is_over:
            return
        yield PASS
        for call in (DOUBLE, REDOUBLE):
            if self.is_admissible(call, seat):
                yield call
        start = 0 if self.last_bid is None else self.last_bid.rank + 1
        yield from ALL_BIDS[start:]

    def lowest_sufficient(self, strain: Strain) -> Call | None:
        """The lowest sufficient bid in ``strain`` (Law 27B1a), if any."""
        for level in range(1, 8):
            bid = Call.bid(level, strain)
            if self.is_sufficient(bid):
                return bid
        return None

    def add(self, call: Call, seat: Seat | None = None) -> Auction:
        """The auction after ``call`` by ``seat`` (default: the seat to call).

        No legality check is made here: the table decides what stands.
        """
        by = self.to_call if seat is None else seat
        entries = (*self.entries, (by, call))
        kind = call.kind
        if kind is _PASS:
            return _auction(self.dealer, entries, self.last_bid, self.last_bidder,
                            self.doubling, self.doubler, self.passes + 1, self.first_namer)
        if kind is _BID:
            namer = self.first_namer
            side, strain = by & 1, call.strain
            if not any(sd == side and st == strain for sd, st, _ in namer):
                namer = (*namer, (side, strain, by))
            return _auction(self.dealer, entries, call, by, Doubling.UNDOUBLED, None, 0, namer)
        doubling = Doubling.DOUBLED if kind is CallKind.DOUBLE else Doubling.REDOUBLED
        return _auction(self.dealer, entries, self.last_bid, self.last_bidder, doubling, by, 0,
                        self.first_namer)

    @property
    def contract(self) -> Contract | None:
        """Law 22: the last bid with its doubling; declarer is the first of the declaring side
        to name its strain. ``None`` while the auction is open or when it was passed out."""
        if not self.is_over or self.last_bid is None or self.last_bidder is None:
            return None
        side, strain = self.last_bidder.side, self.last_bid.strain
        declarer = next(s for sd, st, s in self.first_namer if sd == side and st == strain)
        return Contract(self.last_bid.level, strain, self.doubling, declarer)

    def seats_and_calls(self) -> Iterator[tuple[Seat, Call]]:
        return iter(self.entries)

    def strains_named_by(self, seat: Seat) -> set[Strain]:
        """The strains ``seat`` named in bids that stand (used by Law 26B)."""
        return {c.strain for s, c in self.entries if s is seat and c.is_bid}


_PASS, _BID = CallKind.PASS, CallKind.BID
_new = object.__new__


def _auction(dealer: Seat, entries: tuple[tuple[Seat, Call], ...], last_bid: Call | None,
             last_bidder: Seat | None, doubling: Doubling, doubler: Seat | None, passes: int,
             first_namer: tuple[tuple[int, int, Seat], ...]) -> Auction:
    """``Auction(...)`` with its fields put straight into its dict: a new auction is made at
    every call, and the frozen dataclass's ``__init__`` sets each field through
    ``object.__setattr__`` (three times slower)."""
    auction: Auction = _new(Auction)
    fields = auction.__dict__
    fields["dealer"] = dealer
    fields["entries"] = entries
    fields["last_bid"] = last_bid
    fields["last_bidder"] = last_bidder
    fields["doubling"] = doubling
    fields["doubler"] = doubler
    fields["passes"] = passes
    fields["first_namer"] = first_namer
    return auction
