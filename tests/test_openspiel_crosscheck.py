"""Cross-check the Table against OpenSpiel's bridge on random complete deals.

OpenSpiel (``bridge(use_double_dummy_result=false)``) is an independent implementation of
correct procedure: the auction (Laws 17-22), the play (Laws 41-45: follow suit, trick winner,
the winner leads) and Law 77 scoring. Every deal, auction and play here is random but
seeded; at every step both programs must offer the same legal calls or cards, and at the
end they must agree on the contract (level, strain, doubling, declarer), the tricks taken
by each trick's winner, declarer's tricks and the North-South score.

OpenSpiel encoding (open_spiel 2.x, ``open_spiel/games/bridge/bridge.cc``):

* players 0..3 are North, East, South, West; the ``dealer`` parameter (0..3) says who calls
  first; ``dealer_vul`` / ``non_dealer_vul`` are the vulnerability of the dealer's side and
  of the other side;
* deal actions 0..51 (chance): the i-th card dealt goes to player ``i % 4`` whoever deals;
* a card is ``rank * 4 + suit`` with suits clubs, diamonds, hearts, spades (0..3) and ranks
  two..ace (0..12);
* calls are actions 52 + (0 pass, 1 double, 2 redouble, 3 + (level - 1) * 5 + strain) with
  strains C, D, H, S, NT (0..4) -- the Law 18E order, as ours;
* in the play ``current_player()`` is declarer when dummy is to play; a card action is the
  card itself;
* ``contract_index()`` / ``game.contract_string(i)`` give ``"Passed Out"`` or e.g.
  ``"4HX S"``; ``str(state)`` lists ``Won by <seat>.`` per trick and ``Declarer tricks won:
  n``; ``returns()[0]`` is North-South's score (Law 77).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest

from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call
from bridgelaws.cards import Card, Rank, Suit
from bridgelaws.contract import Doubling
from bridgelaws.deal import Deal, Hand
from bridgelaws.events import CallMade, CardPlayed
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table

pyspiel = pytest.importorskip("pyspiel")

CALL_BASE = 52
DEALS_PER_CASE = 16  # 16 cases (4 dealers x 4 vulnerabilities): at least 256 deals
PLAYED_PER_CASE = 13  # ... of which at least 208 are played out

_OS_VUL = {Vulnerability.NONE: "None", Vulnerability.NS: "N/S", Vulnerability.EW: "E/W",
           Vulnerability.ALL: "All"}
_SEAT_NAMES = {"North": Seat.NORTH, "East": Seat.EAST, "South": Seat.SOUTH, "West": Seat.WEST}
_DOUBLING = {"": Doubling.UNDOUBLED, "X": Doubling.DOUBLED, "XX": Doubling.REDOUBLED}


def os_card(action: int) -> Card:
    """OpenSpiel's card action (rank * 4 + suit) as our Card."""
    return Card(Suit(action % 4), Rank(action // 4 + 2))


def os_call(action: int) -> Call:
    """OpenSpiel's call action as our Call."""
    code = action - CALL_BASE
    if code == 0:
        return PASS
    if code == 1:
        return DOUBLE
    if code == 2:
        return REDOUBLE
    return ALL_BIDS[code - 3]


@cache
def os_game(dealer: Seat, vulnerability: Vulnerability) -> Any:
    return pyspiel.load_game("bridge", {
        "use_double_dummy_result": False,
        "dealer": int(dealer),
        "dealer_vul": vulnerability.is_vulnerable(dealer.side),
        "non_dealer_vul": vulnerability.is_vulnerable(dealer.side.other),
    })


def choose_call(rng: random.Random, legal: list[int]) -> int:
    """A random call, biased towards passes so that auctions end; doubles and redoubles
    now and then; bids mostly just above the last one."""
    codes = {a - CALL_BASE: a for a in legal}
    if 2 in codes and rng.random() < 0.3:
        return codes[2]
    if 1 in codes and rng.random() < 0.15:
        return codes[1]
    bids = sorted(a for c, a in codes.items() if c >= 3)
    if not bids or rng.random() < 0.6:
        return codes[0]
    return bids[min(len(bids) - 1, int(rng.expovariate(0.5)))]


@dataclass
class Outcome:
    played: bool
    doubling: Doubling | None = None
    history: list[int] = field(default_factory=list)


def describe(dealer: Seat, vul: Vulnerability, history: list[int]) -> str:
    """How to reproduce a deal in OpenSpiel (for the failure message)."""
    return (f"pyspiel.load_game('bridge', {{'use_double_dummy_result': False, "
            f"'dealer': {int(dealer)}, 'dealer_vul': {vul.is_vulnerable(dealer.side)}, "
            f"'non_dealer_vul': {vul.is_vulnerable(dealer.side.other)}}}) actions={history}")


def cross_check(rng: random.Random, dealer: Seat, vul: Vulnerability) -> Outcome:
    """One random deal, auction and play through OpenSpiel and our Table, compared step by
    step (Laws 17-22 auction, 44 play, 77 score)."""
    state = os_game(dealer, vul).new_initial_state()
    while state.is_chance_node():
        state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
    history: list[int] = list(state.history())
    where = describe(dealer, vul, history)
    masks = [0, 0, 0, 0]
    for i, action in enumerate(history):
        masks[i % 4] |= os_card(action).mask
    deal = Deal({s: Hand(masks[s]) for s in Seat})
    table = Table(deal, dealer, vul)
    assert f"Vul: {_OS_VUL[vul]}" in str(state), where

    while not state.is_terminal():
        legal = state.legal_actions()
        seat = table.to_act
        assert seat is not None, where
        if table.phase is Phase.AUCTION:
            assert state.current_player() == seat, where
            assert {os_call(a) for a in legal} == table.legal_calls, where
            action = choose_call(rng, legal)
            event: CallMade | CardPlayed = CallMade(seat, os_call(action))
        else:
            assert table.phase is Phase.PLAY, where
            assert table.contract is not None, where
            declarer = table.contract.declarer
            expected = declarer if seat.side == declarer.side else seat
            assert state.current_player() == expected, where
            assert {os_card(a) for a in legal} == table.legal_cards, where
            action = rng.choice(legal)
            event = CardPlayed(seat, os_card(action))
        state.apply_action(action)
        history.append(action)
        where = describe(dealer, vul, history)
        assert table.apply(event) == [], where

    assert table.phase is Phase.COMPLETE, where
    assert table.to_act is None and not table.legal_cards and not table.legal_calls, where
    assert table.status == "complete", where
    result = table.result
    assert result is not None, where
    ns_score = state.returns()[0]
    assert result.score_ns == ns_score, where
    assert state.returns()[1] == -ns_score, where
    os_contract = os_game(dealer, vul).contract_string(state.contract_index())
    if os_contract == "Passed Out":
        assert result.contract is None and table.contract is None, where
        assert result.score_ns == 0, where
        return Outcome(played=False, history=history)

    m = re.fullmatch(r"([1-7])([CDHSN])(X{0,2}) ([NESW])", os_contract)
    assert m is not None, os_contract
    contract = result.contract
    assert contract is not None, where
    assert contract.level == int(m[1]), where
    assert contract.strain.letter[0] == m[2], where
    assert contract.doubling is _DOUBLING[m[3]], where
    assert contract.declarer is Seat.parse(m[4]), where
    text = str(state)
    winners = [_SEAT_NAMES[w] for w in re.findall(r"Won by (\w+)\.", text)]
    assert winners == table.winners, where
    tricks = re.search(r"Declarer tricks won: (\d+)", text)
    assert tricks is not None, text
    assert result.tricks_declarer == table.tricks_declarer == int(tricks[1]), where
    return Outcome(played=True, doubling=contract.doubling, history=history)


@pytest.mark.parametrize("vul", list(Vulnerability), ids=str)
@pytest.mark.parametrize("dealer", list(Seat), ids=str)
def test_random_deals_agree_with_openspiel(dealer: Seat, vul: Vulnerability) -> None:
    """Laws 17-22, 41-45, 77: legal calls and cards at every step, the contract, each
    trick's winner, declarer's tricks and the score agree with OpenSpiel's bridge."""
    rng = random.Random(f"openspiel-{dealer}-{vul}")
    outcomes: list[Outcome] = []
    while (len(outcomes) < DEALS_PER_CASE
           or sum(o.played for o in outcomes) < PLAYED_PER_CASE):
        outcomes.append(cross_check(rng, dealer, vul))
    assert sum(o.played for o in outcomes) >= PLAYED_PER_CASE


def test_generator_covers_doubles_redoubles_and_passed_out_boards() -> None:
    """The random auctions reach doubled, redoubled and passed-out results (so the
    cross-check is not blind to Law 19 and Law 22A's four passes)."""
    rng = random.Random("openspiel-coverage")
    seen: set[Doubling | None] = set()
    passed_out = 0
    for i in range(120):
        o = cross_check(rng, Seat(i % 4), Vulnerability(i // 4 % 4))
        seen.add(o.doubling)
        passed_out += not o.played
    assert {Doubling.UNDOUBLED, Doubling.DOUBLED, Doubling.REDOUBLED} <= seen
    assert passed_out > 0


def test_card_and_call_encoding() -> None:
    """The mapping from OpenSpiel's actions is the one its own strings use."""
    game = os_game(Seat.NORTH, Vulnerability.NONE)
    state = game.new_initial_state()
    for a in range(52):
        assert state.action_to_string(a) == os_card(a).symbol.replace("T", "10")
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    for a in state.legal_actions():
        text = state.action_to_string(a)
        call = os_call(a)
        expected = {"Pass": "Pass", "X": "Dbl", "XX": "RDbl"}.get(call.symbol, call.symbol)
        assert text == expected
