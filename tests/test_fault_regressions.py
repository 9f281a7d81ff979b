"""Faults found in the engine, each reproduced by a table record, and a random search for more.

* **Revoke, then a claim** (Laws 63A3, 63A4, 64, 68D) — a claim or concession by the
  offending side establishes a revoke, one on the trick in progress included (63A3), and
  Law 64 then counts the tricks the claim ruling gives that side as tricks won after the
  revoke; play after a disputed claim does not count (68D) and is no trick for Law 64. The
  faults: ``ImpossibleActionError`` ("the played tricks ... are not 13", "names a trick that
  was not played") from ``laws/law64_revoke_adjustment.py``.
* **Law 13, then a revoke** — a board ended by Law 13B2 (result cancelled) has no transfer
  and no rectification left to offer. The fault: the same ``ImpossibleActionError``, and a
  62A choice offered on a board that had ended (then a ``StopIteration``).
* **More than 13 tricks** (Law 69A after play went on) — a claim agreed after cards were
  played counted those tricks and the claimed ones (15 tricks for declarer); scoring refuses
  such counts with its own error.
* **The command line** — every record above and in ``tests/claims/test_claim_faults.py``:
  ``rule``, ``rule --json``, ``claim``, ``export`` exit 0, 2 or 3, never with a traceback.
* **A random search** (hypothesis, seeded): a random deal and auction, random play, and one to
  three irregular events at random points (a revoke, a card held by the wrong hand, an
  omitted card, a card gone unnoticed, a claim disputed, agreed or played on, a concession,
  the Director called); no error but the library's own, and the board's accounts hold.
"""

from __future__ import annotations

import contextlib
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from bridgelaws.cards import FULL_PACK, Card, cards_of, mask_of
from bridgelaws.claims import rule_on_claim
from bridgelaws.cli import main
from bridgelaws.contract import Contract
from bridgelaws.errors import BridgeLawsError, ImpossibleActionError, NotationError
from bridgelaws.events import (
    CardMisplaced,
    CardMissing,
    CardPlayed,
    Claim,
    ClaimAgreed,
    ClaimDisputed,
    Concession,
    DirectorCalled,
    DirectorRules,
    Omission,
    OptionChosen,
    TableEvent,
)
from bridgelaws.laws.law64_revoke_adjustment import Revoke, transfer
from bridgelaws.pbn_export import export_table
from bridgelaws.record import loads
from bridgelaws.render.report import render_table
from bridgelaws.report import result_json
from bridgelaws.scoring import score, score_ns
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table
from tests.claims.test_claim_faults import EIGHT_TRICKS, RECORDS, SEVEN_TRICKS, law_13, six_nt
from tests.test_play_irregularities_hypothesis import bid_auction, choice, deal_of, log_of
from tests.test_revoke_hypothesis import revoke_card

FAULTS: dict[str, str] = {
    # East revokes (♠8 on ♥A, holding ♥J) and concedes in the same trick: established (63A3)
    "63A3-revoke-then-concession-in-the-trick": six_nt(SEVEN_TRICKS + "N HA\nE S8\n"
                                                       "E concedes 5\ndirector\n"),
    "63A3-revoke-then-claim-in-the-trick": six_nt(SEVEN_TRICKS + "N HA\nE S8\nE claims 1\n"
                                                  "N disputes\ndirector\n"),
    # established revoke; North's claim disputed; play goes on to the end before the Director
    "68D-revoke-claim-disputed-play-on": six_nt(
        SEVEN_TRICKS + "N HA\nE S8\nS H8\nW H4\nN SA\nE S9\nS S5\nW S2\n"
        'N claims 4 "all high"\nE disputes\nN SK\nE ST\nS S6\nW S3\nN SQ\nE HJ\nS S7\nW S4\n'
        "N SJ\nE CQ\nS C8\nW H5\nN C2\nE CJ\nS C7\nW D5\ndirector\n"),
    # West revokes (♥3 on ♦K, holding ♦T8), established; the wrong count found: 13B2
    "13B2-after-a-revoke": law_13("N DK\nE D6\nS D9\nW H3\nN DQ\nE S7\nS DJ\nW D8\n"
                                  "director rules 13\ndirector rules 13B1 no\ndirector\n"),
    "13B2-before-the-revoke-is-ruled": law_13("N DK\nE D6\nS D9\nW H3\ndirector rules 13\n"
                                              "director rules 13B1 no\ndirector\n"),
    # North claims the last 5, two more tricks are played, then both opponents agree
    "69A-agreed-after-play-went-on": six_nt(EIGHT_TRICKS + "N claims 5\nN SA\nE S8\nS S5\n"
                                            "W S2\nN SK\nE S9\nS S6\nW S3\nE agrees\n"
                                            "W agrees\n"),
}
ALL_RECORDS = {**RECORDS, **FAULTS}


def replay(text: str) -> Table:
    (game,) = loads(text)
    return Table.from_game(game)


# ------------------------------------------------------------------ revoke, then a claim


def test_63A3_a_concession_in_the_revoke_trick_establishes_it_and_64A2_counts_the_claim() -> None:
    """East keeps 1 of the 6 remaining tricks (Law 71: the ♣Q over North's ♣2); his side won a
    trick after the revoke (a claimed one): 64A2 transfers it. 12 + 1 = 13."""
    t = replay(FAULTS["63A3-revoke-then-concession-in-the-trick"])
    out = result_json(t)
    (revoke,) = out["revokes"]
    assert revoke["established"] and revoke["clause"] == "64A2" and revoke["transferred"] == 1
    assert out["claim"]["tricks_declarer"] == t.tricks_before_revokes == 12
    assert out["tricks_declarer"] == 13 and out["score_ns"] == 1020


def test_63A3_a_claim_in_the_revoke_trick_establishes_it() -> None:
    t = replay(FAULTS["63A3-revoke-then-claim-in-the-trick"])
    (revoke,) = result_json(t)["revokes"]
    assert revoke["established"] and revoke["clause"] == "64B1"  # East's side got no trick
    assert t.status == "complete" and t.tricks_declarer == 13


def test_68D_play_after_a_disputed_claim_is_no_trick_for_law_64() -> None:
    """The claim is ruled from the cards at the claim (9 won + 3: the ♣2 loses); the tricks
    played after it go back; Law 64A2 counts East's claimed trick."""
    t = replay(FAULTS["68D-revoke-claim-disputed-play-on"])
    assert len(t.tricks) == 9 and any("68D" in n.msgid for n in t.notes)
    out = result_json(t)
    assert out["claim"]["awarded"] == 3 and t.tricks_before_revokes == 12
    assert [r["clause"] for r in out["revokes"]] == ["64A2"] and out["tricks_declarer"] == 13
    played = t.played_mask
    assert not played & (t.hands[0] | t.hands[1] | t.hands[2] | t.hands[3])


@pytest.mark.parametrize("name", ["13B2-after-a-revoke", "13B2-before-the-revoke-is-ruled"])
def test_13B2_after_a_revoke_no_transfer_and_no_choice(name: str) -> None:
    t = replay(FAULTS[name])
    out = result_json(t)
    assert out["result_cancelled"] == "13B2" and out["score_ns"] is None
    assert out["tricks_declarer"] is None and out["pending"] is None
    assert t.status == "awaiting-director"  # the adjusted score (12C)
    assert [r["transferred"] for r in out["revokes"]] == [0]
    render_table(t, "en")


def test_64_a_revoke_on_the_trick_in_progress_at_a_claim() -> None:
    """Pure Law 64: the revoke trick is the first of the claimed ones (index 1 after one
    played trick): its winner is not known, so 64A2 when the offending side got a claimed
    trick, else 64B1."""
    c = [Card.parse(x) for x in ("SA", "S2", "S3", "S4")]
    played = [(Seat.NORTH, tuple(c), Seat.NORTH)]
    found = transfer(played, [Revoke(1, Seat.EAST)], Seat.NORTH, claimed_ns=11, claimed_ew=1)
    assert found.clauses == ("64A2",) and found.declarer_tricks == 13
    found = transfer(played, [Revoke(1, Seat.EAST)], Seat.NORTH, claimed_ns=12)
    assert found.clauses == ("64B1",) and found.declarer_tricks == 13
    with pytest.raises(ImpossibleActionError, match="not played"):
        transfer(played, [Revoke(2, Seat.EAST)], Seat.NORTH, claimed_ns=11, claimed_ew=1)


# ------------------------------------------------------------------ more than 13 tricks


def test_69A_agreement_after_play_went_on_counts_the_claim_once() -> None:
    """The claim was of the last 5 (8 + 5 = 13); counting the two tricks played after it
    too gave declarer 15 and a traceback in scoring."""
    t = replay(FAULTS["69A-agreed-after-play-went-on"])
    assert t.tricks_declarer == 13 and len(t.tricks) == 8
    assert t.result is not None and t.result.score_ns == 1020


@pytest.mark.parametrize("tricks", [-1, 14, 15, 17])
def test_scoring_refuses_an_impossible_trick_count(tricks: int) -> None:
    contract = Contract.parse("6NT", "N")
    with pytest.raises(NotationError, match=f"0 to 13 tricks, not {tricks}"):
        score_ns(contract, tricks, Vulnerability.NONE)
    with pytest.raises(NotationError):
        score(None, tricks, vulnerable=False)


def test_scoring_refuses_a_trick_count_that_is_no_number() -> None:
    with pytest.raises(NotationError):
        score(Contract.parse("6NT", "N"), True, vulnerable=False)
    with pytest.raises(NotationError):
        score(Contract.parse("6NT", "N"), 12.0, vulnerable=False)  # type: ignore[arg-type]


# ------------------------------------------------------------------ the command line


COMMANDS = (["rule"], ["rule", "--json"], ["claim"], ["export"])


@pytest.mark.parametrize("name", sorted(ALL_RECORDS))
def test_the_cli_never_fails_with_a_traceback(name: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """Each command on each fault record: 0, 2 (one line FILE:LINE: cause) or 3."""
    path = tmp_path / f"{name}.pbn"
    path.write_text(ALL_RECORDS[name], encoding="utf-8")
    for command in COMMANDS:
        code = main([command[0], str(path), *command[1:], "--lang", "en"])
        err = capsys.readouterr().err
        assert code in (0, 2, 3), (command, code, err)
        assert "Traceback" not in err
        if code == 2:
            assert err.count("\n") == 1 and err.startswith(f"{path}:"), err
    # the commands that rule on the board succeed; only ``claim`` may refuse a record whose
    # hands do not fit a position (the Director's judgment: exit 2 at the claim's line)
    assert main(["rule", str(path), "--json"]) == 0


@pytest.mark.parametrize("name", ["13-wrong-count-then-claim", "69A-agreed-after-play-went-on"])
def test_the_cli_process_exit_code(name: str, tmp_path: Path) -> None:
    """Two records that ended in a traceback (exit code 1), run as a process."""
    path = tmp_path / f"{name}.pbn"
    path.write_text(ALL_RECORDS[name], encoding="utf-8")
    for command in (["rule", "--json"], ["claim"]):
        done = subprocess.run([sys.executable, "-m", "bridgelaws.cli", command[0], str(path),
                               *command[1:], "--lang", "en"], capture_output=True, text=True,
                              timeout=120, check=False)
        assert done.returncode in (0, 2, 3) and "Traceback" not in done.stderr, done.stderr


def test_the_claim_command_names_the_claims_line_when_there_is_no_position(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "law13.pbn"
    text = ALL_RECORDS["13-wrong-count-then-claim"]
    path.write_text(text, encoding="utf-8")
    assert main(["claim", str(path), "--lang", "en"]) == 2
    line = next(n for n, t in enumerate(text.splitlines(), 1) if "claims" in t)
    assert capsys.readouterr().err == (f"{path}:{line}: the hands left do not fit one trick "
                                       "in progress\n")


# ------------------------------------------------------------------ a random search for more


IRREGULAR = ("revoke", "revoke-then-claim", "holds", "omits", "unnoticed", "claim",
             "claim-played-on", "concession", "director")


def _irregular(rng: random.Random, t: Table, kind: str) -> list[TableEvent] | None:
    """One irregular event (or a claim with its reactions) at this point, if it fits."""
    seat, remaining = t.to_act, 13 - len(t.tricks)
    if seat is None:
        return None
    if kind in ("revoke", "revoke-then-claim"):
        card = revoke_card(rng, t, seat)
        if card is None:
            return None
        if kind == "revoke" or remaining > 5:
            return [CardPlayed(seat, card)]
        claimer = rng.choice([seat, seat.partner, seat.lho])
        return [CardPlayed(seat, card), Claim(claimer, rng.randint(0, remaining)),
                ClaimDisputed(claimer.lho), DirectorCalled()]
    if kind == "omits" and t.trick_cards:
        return [Omission(seat)]
    if kind == "unnoticed":
        legal = sorted(t.legal_cards)
        others = [c for c in cards_of(t.hands[seat]) if legal and c is not legal[0]]
        return [CardPlayed(seat, legal[0], also=(rng.choice(others),), unnoticed=True)] \
            if legal and others else None
    if kind == "director":
        return [DirectorCalled()]
    if kind.startswith("claim") and remaining <= 5:
        claimer = rng.choice(list(Seat))
        events: list[TableEvent] = [Claim(claimer, rng.randint(0, remaining),
                                          rng.choice(("", "all high", "draw trumps")))]
        if kind == "claim-played-on":  # play goes on; the Director may come later
            return events + rng.choice([[], [ClaimDisputed(claimer.rho)],
                                        [ClaimAgreed(claimer.lho)]])
        return events + rng.choice([
            [ClaimDisputed(claimer.lho), DirectorCalled()],
            [ClaimAgreed(claimer.lho), ClaimAgreed(claimer.rho)],
            [ClaimAgreed(claimer.lho), ClaimAgreed(claimer.rho), DirectorCalled()]])
    if kind == "concession" and remaining <= 5:
        conceder = rng.choice(list(Seat))
        reactions: list[TableEvent] = rng.choice([
            [], [DirectorCalled()], [ClaimDisputed(conceder.partner)],
            [ClaimDisputed(conceder.lho), DirectorCalled()]])
        return [Concession(conceder, rng.randint(0, remaining)), *reactions]
    return None


def _answers(rng: random.Random, t: Table) -> list[TableEvent]:
    """What the Director or a player answers to what is pending: candidates, in order."""
    if t.pending_judgment is not None:
        clause = t.pending_judgment.clause
        if clause == "70":
            return [DirectorRules("70", str(rng.randint(0, 13 - len(t.tricks))))]
        return [DirectorRules(clause, rng.choice(("yes", "no"))), DirectorRules(clause, "yes")]
    p = t.pending
    assert p is not None and p.chooser is not None
    out: list[TableEvent] = []
    with contextlib.suppress(AssertionError, IndexError, StopIteration):
        out.append(choice(rng, t))  # the helper knows the usual options only
    seats = [s for s in (p.chooser, p.offender, t.dummy) if s is not None]
    cards = [c for s in seats for c in cards_of(t.hands[s])]
    for option in p.options:
        out.append(OptionChosen(p.chooser, option, ""))
        out.extend(OptionChosen(p.chooser, option, str(c)) for c in cards)
    return out


def _apply_first(t: Table, events: list[TableEvent]) -> bool:
    """Apply the first event the table accepts; its refusals are its own errors."""
    for event in events:
        try:
            t.apply(event)
            return True
        except BridgeLawsError as exc:
            assert str(exc), "an error without a message"
    return False


def _next(rng: random.Random, t: Table, budget: list[str]) -> list[TableEvent]:
    """The events that happen next, in order."""
    if budget and rng.random() < 0.2:
        found = _irregular(rng, t, budget[-1])
        if found is not None:
            budget.pop()
            return found
    if t.open_irregularities() and rng.random() < 0.3:
        return [DirectorCalled()]
    legal = sorted(t.legal_cards)
    if legal and t.to_act is not None:
        return [CardPlayed(t.to_act, rng.choice(legal))]
    if any(not m.ruled for m in t.misplaced):
        return [DirectorRules("13", "")]  # a hand ran out of cards: the count is found
    if t.missing_cards:
        return [DirectorRules("14", "")]
    return [DirectorCalled()]


def _play_out(seed: int) -> Table:
    rng = random.Random(seed)
    dealer = rng.choice(list(Seat))
    t = Table(deal_of(rng), dealer, rng.choice(list(Vulnerability)))
    budget = [rng.choice(IRREGULAR) for _ in range(rng.randint(1, 3))]
    if "holds" in budget:  # Law 13: written before any card is used, as the first line
        budget.remove("holds")
        holder, owner = rng.sample(list(Seat), 2)
        t.apply(CardMisplaced(holder, rng.choice(list(cards_of(t.hands[owner]))), owner))
    if rng.random() < 0.05:  # Law 14: a card missing from a hand
        seat = rng.choice(list(Seat))
        t.apply(CardMissing(seat, rng.choice(list(cards_of(t.hands[seat])))))
    for event in bid_auction(rng, dealer):
        t.apply(event)
    for _ in range(250):
        if t.phase is not Phase.PLAY and t.pending is None and t.pending_judgment is None:
            break
        if t.pending is not None or t.pending_judgment is not None:
            if not _apply_first(t, _answers(rng, t)):  # candidates: the first accepted
                break
            continue
        events = _next(rng, t, budget)
        if not _apply_first(t, events[:1]):
            break  # nothing the table accepts: the board is stuck as the record says
        for event in events[1:]:  # the reactions that follow, each if the table takes it
            _apply_first(t, [event])
    _apply_first(t, [DirectorCalled()])  # at the end: whatever is open is ruled
    for _ in range(6):
        if t.pending is None and t.pending_judgment is None:
            break
        _apply_first(t, _answers(rng, t))
    return t


def _check(t: Table) -> None:
    """The record as a file reads back the same, every output is made, and the accounts
    hold: 52 cards, 13 tricks, a trick count of 0 to 13."""
    (game,) = loads('[Board "1"]\n' + log_of(t) + "\n")
    t = Table.from_game(game)
    out = result_json(t)
    render_table(t, "en")
    export_table(t, tags=game.tags, events=game.events, table_log=True)
    if any(isinstance(e, Claim | Concession) for e in t.events):
        try:
            rule_on_claim(t, director=True)
        except BridgeLawsError as exc:  # ``bridgelaws claim``: exit 2, with a message
            assert str(exc)
    held = t.hands[0] | t.hands[1] | t.hands[2] | t.hands[3]
    played = t.played_mask | mask_of(t.trick_cards)  # quitted, and in the trick in progress
    if not t.missing_cards:  # Law 14: a card missing from the hand is in neither
        assert not held & played and held | played == FULL_PACK
    tricks = out["tricks_declarer"]
    assert tricks is None or 0 <= tricks <= 13
    if out["status"] != "complete" or t.result_cancelled is not None or t.contract is None:
        return
    assert t.result is not None
    before = t.tricks_before_revokes
    assert before is not None and 0 <= before <= 13
    if t.claimed_tricks_declarer is None:  # played to the end: 13 tricks, 52 cards
        assert len(t.tricks) == 13 and all(trick.is_complete for trick in t.tricks)
        cards = [c for trick in t.tricks for c in trick.cards]
        assert len(cards) == len(set(cards)) == 52 - sum(tr.missing is not None
                                                         for tr in t.tricks)
    else:
        won = sum(1 for w in t.winners if w.side is t.contract.declarer.side)
        assert won <= before <= won + 13 - len(t.tricks)
    claim = out.get("claim")
    if claim and claim["tricks_declarer"] is not None:
        assert claim["tricks_declarer"] == before  # the ruling is the result


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_irregularities_never_break_the_engine(seed: int) -> None:
    t = _play_out(seed)
    note(log_of(t))
    _check(t)
