"""Laws 68–71 at the table — claims and concessions brought to the Director (2017).

Detection (:meth:`Table._on_claim_reaction`): an opponent disputes a claim, or a concession is
disputed (the conceder's partner at once: Law 68B2, handled by the table: there is no
concession and play continues). When the Director is called, :mod:`bridgelaws.claims`
adjudicates: Law 70 for a contested claim (the worst normal line consistent with the
statement, against any defence), Law 71 for a concession (tricks that could not be lost by
any normal play are restored). The award sets the tricks of the deal and the board is over.

When the exact search is too large (an early claim with long hands) no award is computed:
the Director rules by judgment, ``director rules 70 <n>`` — the number of the remaining tricks
awarded to the claimer's side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaws.errors import ImpossibleActionError
from bridgelaws.events import Claim, ClaimAgreed, ClaimDisputed, Concession
from bridgelaws.i18n import Message
from bridgelaws.laws import mechanics
from bridgelaws.rulings import Irregularity, Judgment, Kind, Ruling
from bridgelaws.seats import Seat
from bridgelaws.table import Phase

#: irregularities of the play itself: those in play after a claim do not count (Law 68D)
_PLAY_IRREGULARITIES = frozenset({
    Kind.OPENING_LEAD_OUT_OF_TURN, Kind.DEFENDER_LEAD_OUT_OF_TURN,
    Kind.DECLARER_LEAD_OUT_OF_TURN, Kind.PLAY_OUT_OF_TURN, Kind.EXPOSED_CARD,
    Kind.PENALTY_CARD_NOT_PLAYED, Kind.LEAD_BEFORE_DECLARERS_CHOICE, Kind.LEAD_BEFORE_26B_CHOICE,
    Kind.PLAY_AFTER_RETRACTION_ORDER, Kind.REVOKE, Kind.INCOMPLETE_DESIGNATION,
    Kind.DEFECTIVE_TRICK, Kind.CARDS_AT_ONCE, Kind.DUMMY_SUGGESTION})

if TYPE_CHECKING:
    from bridgelaws.table import Table

KINDS = (Kind.CONTESTED_CLAIM,)


def ruling(table: Table, irr: Irregularity) -> Ruling:
    # through the cache: a replay by a caller that keeps its rulings (the web console's
    # ruling log) is handed the ruling made when the event was first recorded, not a new search
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem

    cancel_play_after_claim(table)  # Law 68D: he rules from the cards held at the claim
    claim = table.claim_event
    if claim is None:  # the last attempt was no concession (68B2): play went on
        r = Ruling(event=irr.event, laws=("68B2",), offender=None, chooser=None, options=(),
                   kind=irr.kind)
        r.choice_event = table.event_number
        r.outcomes.append("68B2")
        return r
    # a defective trick not yet rectified (Law 67), or a hand with a wrong number of cards
    # at the claim (Law 13 not yet rectified, Law 14), leaves hands of different lengths: no
    # position to search, the Director rules by judgment
    defective = table.trick_missing is not None or any(t.missing is not None
                                                       for t in table.tricks)
    decided = None if defective or position_problem(table) is not None else cached_ruling(
        table, director=True)
    r = Ruling(event=irr.event, laws=("70",) if decided is None else decided.laws,
               offender=None, chooser=None, options=(), kind=irr.kind)
    r.choice_event = table.event_number
    if decided is None or decided.awarded is None:
        remaining = 13 - len(table.tricks)  # the trick in progress included
        r.outcomes.append("70A")
        if decided is not None:
            r.explanation = (decided.decision,)
        table.ask(Judgment("70", irr.event, Message(
            "How many of the {remaining} remaining tricks go to the claimer's side (Law 70)? "
            "director rules 70 <n>", remaining=remaining), offender=claim.seat,
            expects="number", facts={"remaining": remaining}))
        return r
    r.outcomes.extend(law for law in decided.laws if law not in r.outcomes)
    r.explanation = (decided.decision,)
    settle_claim_by_ruling(table, _declarer_tricks(table, decided.claimer, decided.awarded))
    return r


def _declarer_tricks(table: Table, claimer: Seat, awarded: int) -> int:
    """Declarer's tricks once ``awarded`` of the remaining tricks go to ``claimer``'s side:
    the tricks quitted before the claim, as they stand now (a revoke the Director had
    corrected since, 62A/62D, may have changed a winner), and the remaining ones shared by
    the award (never more than 13 in all). Play after the claim is cancelled first."""
    declarer = table.declarer
    assert declarer is not None
    won = sum(1 for w in table.winners if w.side is declarer.side)
    remaining = 13 - len(table.tricks)
    awarded = min(max(awarded, 0), remaining)
    return won + (awarded if claimer.side is declarer.side else remaining - awarded)


def settlement_changes(table: Table) -> bool:
    """A concession, or a claim both opponents agreed to, brought to the Director: whether
    his ruling (Law 71: a trick no normal play could lose is restored; 69B: agreement
    withdrawn) changes the tricks it settled. When it does not, it stands as it is."""
    from bridgelaws.claims.cache import cached_ruling
    from bridgelaws.claims.position import position_problem

    declarer = table.declarer
    if declarer is None or position_problem(table) is not None:
        return False  # no position to search: what the players settled stands
    decided = cached_ruling(table, director=True)
    if decided is None or decided.awarded is None:
        return False
    return (_declarer_tricks(table, decided.claimer, decided.awarded)
            != table.claimed_tricks_declarer)


def judge(table: Table, judgment: Judgment, answer: str) -> None:
    """``director rules 70 <n>``: the Director's award when the engine computed none."""
    remaining = judgment.facts["remaining"]
    assert isinstance(remaining, int) and judgment.offender is not None
    try:
        n = int(answer)
    except ValueError:
        n = -1
    if not 0 <= n <= remaining:
        raise ImpossibleActionError(Message(
            "director rules 70 needs the number of tricks awarded, 0 to {remaining}",
            remaining=remaining))
    cancel_play_after_claim(table)  # Law 68D: the tricks won are those before the claim
    settle_claim_by_ruling(table, _declarer_tricks(table, judgment.offender, n))


def choose(table: Table, ruling: Ruling, option: str, arg: str) -> None:  # pragma: no cover
    raise AssertionError("Laws 68-71 offer no options")


def claimed(t: Table, event: Claim | Concession) -> None:
    if t.phase is not Phase.PLAY:
        raise ImpossibleActionError(Message("a claim or concession needs play in progress"))
    # the choice the Director's ruling waits for comes first (found by the fuzzer: a
    # concession while a revoke's 62A correction was pending ended the board, and the
    # cards played after it left the offender nothing to correct with)
    mechanics.no_pending_choice(t, event.seat)
    remaining = 13 - len(t.tricks)
    if t.physical_only:
        # no tricks are made any more (an irregularity whose rectification is not
        # implemented): the tricks left are the cards left (found by the fuzzer: a
        # concession with every card played went on to a claim ruling with no cards)
        remaining = max(len(t.hand(s)) for s in Seat)
        if not remaining:  # every card has been played: no play is in progress
            raise ImpossibleActionError(Message(
                "a claim or concession needs play in progress"))
    if event.tricks > remaining:
        raise ImpossibleActionError(Message(
            "{n} tricks claimed or conceded, but only {remaining} remain",
            n=event.tricks, remaining=remaining))
    if t.physical_only:
        return
    if t.irregularities:
        mechanics.establish_revokes(t, event.seat.side, by_claim=True)  # Law 63A3
    t.claim_event = event
    t.claim_agreed_by = set()
    t.claim_at = (len(t.tricks), tuple(t.trick_cards), t.trick_leader,
                     t.trick_missing)
    if isinstance(event, Concession):
        # Law 68B1: a concession stands unless partner objects at once (68B2)
        settle_claim(t)


def answered(t: Table, event: ClaimAgreed | ClaimDisputed) -> None:
    if t.claim_event is None:
        raise ImpossibleActionError(Message("there is no claim or concession to answer"))
    if t.physical_only:
        return
    if isinstance(event, ClaimDisputed):
        ev = t.claim_event
        at = next((n for n in range(len(t.events) - 1, 0, -1)
                   if t.events[n - 1] is ev), 0)
        if any(i.kind is Kind.CONTESTED_CLAIM and i.event > at and i.status != "open"
               for i in t.irregularities):
            # found by the fuzzer: a dispute after the Director's ruling on the claim
            # reopened a play his ruling had ended (no trick in progress: a crash)
            raise ImpossibleActionError(Message(
                "the Director has ruled on the claim or concession: it is no longer "
                "disputed at the table"))
        if (isinstance(ev, Concession) and t.is_defender(ev.seat)
                and event.seat is ev.seat.partner and t.events[-2] is ev):
            no_concession(t, ev)
            return
        t.claimed_tricks_declarer = None
        if t.phase is Phase.COMPLETE:
            t.phase = Phase.PLAY
            return_played_after_claim(t)
        if not any(i.kind is Kind.CONTESTED_CLAIM and i.status == "open"
                   for i in t.irregularities):
            t.record(Kind.CONTESTED_CLAIM, ev.seat)  # Laws 68D, 70: the Director rules
        return
    t.claim_agreed_by.add(event.seat)
    claimer = t.claim_event.seat
    if t.irregularities and {claimer.lho, claimer.rho} <= t.claim_agreed_by:
        mechanics.establish_revokes(t, claimer.side.other, by_claim=True)  # Law 63A4
    if isinstance(t.claim_event, Claim) and all(
            s in t.claim_agreed_by for s in (claimer.lho, claimer.rho)):
        settle_claim(t)  # Law 69A: agreed by both opponents


def no_concession(t: Table, ev: Concession) -> None:
    """Law 68B2: a defender's concession that his partner objects to at once is no
    concession; play continues (16C: the attempt is unauthorized information)."""
    t.claimed_tricks_declarer = None
    t.claim_event = None
    if t.phase is Phase.COMPLETE:
        t.phase = Phase.PLAY
    t.rulings.append(Ruling(
        event=t.event_number - 1, laws=("68B2",), offender=ev.seat, chooser=None,
        options=(), outcomes=["68B2"], explanation=(Message(
            "Law 68B2: {partner} objected at once to his partner's concession: there is "
            "no concession, and play continues; information from it is unauthorized for "
            "{partner} (Law 16C)", partner=ev.seat.partner.as_message()),)))


def settle_claim_by_ruling(t: Table, tricks_declarer: int) -> None:
    """The Director's ruling on a claim or concession (Laws 69–71): the deal is over
    with ``tricks_declarer`` tricks for declarer."""
    cancel_play_after_claim(t)
    t.claimed_tricks_declarer = tricks_declarer
    t.phase = Phase.COMPLETE
    t.pending = None


def cancel_play_after_claim(t: Table) -> None:
    """Law 68D: play is suspended at a claim or concession; the Director rules from the
    cards held then. Cards played after it (a disputed claim, before he came) do not
    count: they go back to their hands, tricks quitted since are no tricks, and what
    happened in them (a revoke) has no consequence."""
    at, claim = t.claim_at, t.claim_event
    if at is None or claim is None:
        return
    return_played_after_claim(t)
    quitted, cards, leader, missing = at
    later = list(t.tricks[quitted:])
    current = t.current_trick
    if current is not None and current.cards:
        later.append(current)
    # in play order: first the cards of the trick in progress at the claim (as the
    # Director may have corrected them since, 62A), then those played after the claim
    played = [(seat, card) for trick in later for seat, card in trick.seats_and_cards()]
    if len(played) <= len(cards) and len(t.tricks) == quitted:
        return
    for trick in t.tricks[quitted:]:
        for card in trick.cards:
            t.played_mask &= ~card.mask
    for seat, card in played[len(cards):]:
        t.hands[seat] |= card.mask
    del t.tricks[quitted:]
    del t.winners[quitted:]
    t.trick_cards = [card for _, card in played[:len(cards)]]
    t.trick_leader, t.trick_missing = leader, missing
    if t.phase is Phase.COMPLETE and t.claimed_tricks_declarer is None:
        t.phase = Phase.PLAY  # played out after the claim: the Director rules it
    since = next((n for n in range(len(t.events), 0, -1)
                  if t.events[n - 1] is claim), 0)
    for irr in t.irregularities:  # the irregularities of that play have no effect
        if irr.event <= since or irr.kind not in _PLAY_IRREGULARITIES:
            continue
        extra = irr.facts.get("extra")
        if irr.status == "open" and isinstance(extra, tuple) and irr.offender is not None:
            # cards gone with it, unseen
            mechanics.return_unnoticed(t, irr.offender, extra, mechanics.penalty_of(irr))
        if irr.kind is Kind.REVOKE:
            irr.facts["corrected"] = True  # no Law 64 for it
            irr.facts["established"] = False
        if irr.status == "open" or irr.kind is Kind.REVOKE:
            irr.status = "rectified"
    if t.pending is not None and t.pending.event > since:
        t.pending = None
    if not any(n.msgid.startswith("Law 68D") for n in t.notes):
        t.notes.append(Message(
            "Law 68D: play ceased at the claim or concession; cards played after it "
            "do not count"))


def return_played_after_claim(t: Table) -> None:
    """The cards played after a claim or concession that had ended the board go back to
    their hands (68D), penalty cards again: play resumes, or the Director rules from the
    cards held at the claim. Found by the fuzzer: a concession disputed after cards were
    played left a hand short of them, and a ruling asked him for a card he had not."""
    for seat, card, penalty in t.played_after_claim:
        t.hands[seat] |= card.mask
        t.played_mask &= ~card.mask
        if penalty is not None:
            t.penalty_cards[seat].append(penalty)
    t.played_after_claim = []


def settle_claim(t: Table) -> None:
    assert t.contract is not None and t.claim_event is not None
    cancel_play_after_claim(t)  # agreed after play went on: 68D, it does not count
    ev = t.claim_event
    remaining = 13 - len(t.tricks)
    declaring = ev.seat.side == t.contract.declarer.side
    won = sum(1 for w in t.winners if w.side == t.contract.declarer.side)
    if isinstance(ev, Claim):
        extra = ev.tricks if declaring else remaining - ev.tricks
    else:
        extra = remaining - ev.tricks if declaring else ev.tricks
    t.claimed_tricks_declarer = won + extra
    t.phase = Phase.COMPLETE

