"""A fuzzer of irregular table records (issue 20, B): "no crash anywhere".

In the style of python-chess's fuzzing and of Hypothesis' stateful testing, but seeded and
plain (``random.Random``) so that a few thousand records run in a minute and every failure
is replayed by its seed:

* **seeds** -- the records of ``../shared/examples``, ``tests/records`` (valid, malformed and
  the fuzz regressions) and ``tests/transcripts``, and random legal deals played by a random
  walk;
* **mutations** of a record's TableLog -- delete, duplicate, swap, move and alter events,
  insert events made for the state of the table at that point (calls out of turn,
  insufficient bids, leads out of turn, revokes, cards not held, claims and concessions with
  agreements and disputes, the Director, choices among the offered options and outside
  them, ``director rules ...`` judgments and findings), corrupt tokens (characters dropped,
  doubled, changed, Cyrillic look-alikes, quotes and braces) and change the tags (dealer,
  vulnerability, board, a card moved from hand to hand, the edition);
* a **stateful walk** (Hypothesis' rule-based machines): from a prefix of the record, events
  chosen from the table's state (the seat to act, its legal cards, the pending choice)
  mixed with irregular ones, applied to a live table as they are made.

Every record is run through ``bridgelaws.cli.main(["rule", path])`` and ``["rule", path,
"--json"]`` (and, one in four, ``--lang ru``) in process, and checked (:func:`check_record`):

1. the only outcomes are exit 0; exit 2 with exactly one line ``FILE:LINE: cause`` on stderr
   (the line in the file) and nothing on stdout; exit 3 with the irregularity not
   implemented named with its law (``not_implemented`` in the JSON); all runs agree;
2. no exception escapes (the record and the traceback are reported);
3. the table (``Table.from_game``): the 52 cards are accounted for (hands, penalty cards
   among them, quitted tricks, the trick in progress, cards missing under Law 14), at most
   13 tricks are quitted and the tricks played plus those still in the hands are 13 or
   fewer, declarer's tricks are 0 to 13 and agree with the JSON;
4. every pending choice offered can be answered: each option, applied to a replay of the
   table (with the argument it needs, tried among suits, cards, calls and seats), is
   accepted; so is a pending question to the Director.

``benchmarks/fuzz_records.py`` runs the same fuzzer on many more records (default 100000).
Crashes found are fixed in the library, each with a record in ``tests/records/fuzz/``
(replayed by :func:`test_fuzz_regression_record`).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import re
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bridgelaws.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Call
from bridgelaws.cards import FULL_PACK, LOOKALIKES, Card, cards_of
from bridgelaws.cli import main
from bridgelaws.deal import Deal, Hand
from bridgelaws.errors import BridgeLawsError
from bridgelaws.events import DirectorRules, OptionChosen, TableEvent
from bridgelaws.record import Game, event_to_text, loads, parse_event
from bridgelaws.seats import Seat, Vulnerability
from bridgelaws.table import Phase, Table

ROOT = Path(__file__).resolve().parent.parent
SEED_DIRS = (ROOT.parent / "shared" / "examples", ROOT / "tests" / "records",
             ROOT / "tests" / "transcripts")
REGRESSIONS = ROOT / "tests" / "records" / "fuzz"

#: the suite: CHUNKS x RECORDS_PER_CHUNK records from FUZZ_SEED (a minute at most)
FUZZ_SEED = 20
CHUNKS = 8
RECORDS_PER_CHUNK = 300

SEATS = "NESW"
SUITS = "SHDC"
ALL_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE, *ALL_BIDS)
ALL_CARDS: tuple[Card, ...] = tuple(Card.from_index(i) for i in range(52))
#: the option ids of docs/record-format.md, with arguments, for choices outside the offer
OPTION_IDS = ("27A", "27B", "27B4", "29A", "29B", "25B1", "25B2", "26B", "26B-none", "53A",
              "54A", "54B", "54D", "55B", "56", "57A1", "57A2", "57A3", "57A4", "50D2a-require",
              "50D2a-prohibit", "50D2b", "51B1a", "51B1b", "51B2a", "51B2b", "51B2c", "52B1a",
              "52B2", "62A", "67A", "67B1", "43B2a", "21B1a", "21B1a-keep", "21B2",
              "21B2-keep", "47E2", "X1", "")
#: the Director's judgments and findings, with typical arguments
RULES = (("25A", ("yes", "no")), ("27B1b", ("yes", "no")), ("26A", ("yes", "no")),
         ("26B", ("HS", "none", "C", "X")), ("50B", ("yes", "no")), ("50E3", ("yes", "no")),
         ("45C4b", ("yes", "no")), ("70", ("0", "3", "13", "14", "x")),
         ("13B1", ("yes", "no")), ("13", ("",)), ("14", ("",)), ("21B1", SEATS),
         ("43A2", SEATS), ("47E1", ("",)), ("47E2", SEATS), ("31A2a", ("yes", "no")),
         ("12C1a", ("4S N 10", "3NT S 9", "7C W 13")),
         ("12C1c", ('4S N 10 60%, 4S N 9 40% "reason"', "4S N 10 50%")),
         ("12C2", ("A+ A-", "A A", "A+")), ("12C", ("",)), ("99Z", ("yes",)))
CARD_MARKERS = ("hidden", "unnoticed", "simultaneous", "fifth", "instead", "unintended")
WORDS = ("high", "low", "win", "ruff", "any", "S", "H", "D", "C", "A", "T", "2", "q")
STATEMENTS = ("", '"the rest are high"', '"drawing trumps"', '"cross-ruff"', '"all mine"',
              '"снимаю козыри"')


# --------------------------------------------------------------------------- records


@dataclass
class Seed:
    """A record to start from: its tag lines and its TableLog lines (as written)."""

    name: str
    header: list[str]
    log: list[str]


@dataclass
class Record:
    """A record being mutated: the seed it came from and what was done to it."""

    header: list[str]
    log: list[str]
    seed: str
    steps: list[str] = field(default_factory=list)

    def text(self) -> str:
        return "\n".join([*self.header, '[TableLog ""]', *self.log]) + "\n"


def _tag_line(name: str, value: str) -> str:
    return '[{} "{}"]'.format(name, value.replace("\\", "\\\\").replace('"', '\\"'))


def _seeds_of(path: Path) -> list[Seed]:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    try:
        games = loads(text, file=str(path))
    except BridgeLawsError:
        games = []
    seeds: list[Seed] = []
    for k, game in enumerate(games):
        header = [_tag_line(n, v) for n, v in game.tags]
        if game.source == "tablelog":  # the lines as written (comments, aliases, Russian)
            log = [lines[e.line - 1] for e in game.events if e.line is not None]
        else:
            log = [event_to_text(e) for e in game.events]
        seeds.append(Seed(f"{path.name}#{k}", header, log))
    if not seeds:  # a malformed record: its lines, mutated as text
        split = next((i for i, line in enumerate(lines) if line.lower().startswith("[tablelog")),
                     len(lines))
        header = [line for line in lines[:split] if line.strip()]
        seeds.append(Seed(path.name, header, [ln for ln in lines[split + 1:] if ln.strip()]))
    return seeds


def load_seeds() -> list[Seed]:
    seeds: list[Seed] = []
    for directory in SEED_DIRS:
        for path in sorted(directory.rglob("*.pbn")):
            seeds += _seeds_of(path)
    return seeds


def random_deal(rng: random.Random) -> Deal:
    order = list(range(52))
    rng.shuffle(order)
    masks = [0, 0, 0, 0]
    for i, index in enumerate(order):
        masks[i // 13] |= 1 << index
    return Deal({s: Hand(masks[s]) for s in Seat})


def random_legal_seed(rng: random.Random) -> Seed:
    """A random deal, a random auction and some random play, all correct procedure."""
    deal, dealer = random_deal(rng), rng.choice(list(Seat))
    vul = rng.choice(list(Vulnerability))
    board = rng.randint(1, 36)
    header = [_tag_line("Board", str(board)), _tag_line("Dealer", dealer.letter),
              _tag_line("Vulnerable", vul.pbn), _tag_line("Deal", deal.to_pbn())]
    table = Table(deal, dealer, vul, board=board)
    log: list[str] = []
    stop = rng.randint(0, 70)
    while table.phase is not Phase.COMPLETE and len(log) < stop:
        text = legal_event(rng, table)
        if text is None:
            break
        table.apply(parse_event(text))
        log.append(text)
    return Seed("random-deal", header, log)


# --------------------------------------------------------------------------- event makers


def card_text(rng: random.Random, card: Card) -> str:
    """A card in one of the notations a director may use."""
    form = rng.random()
    if form < 0.75:
        return str(card)
    rank = "10" if card.rank.letter == "T" else card.rank.letter
    if form < 0.85:
        return card.suit.symbol + rank
    if form < 0.9:
        return rank + card.suit.symbol
    if form < 0.95:
        return str(card).lower()
    russian = {"A": "Т", "K": "К", "Q": "Д", "J": "В"}.get(card.rank.letter, rank)
    return card.suit.symbol + russian


def any_card(rng: random.Random) -> Card:
    return rng.choice(ALL_CARDS)


def any_call_text(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.05:
        return rng.choice(["8C", "9NT", "0S", "1Z", "Pass", "pass", "Пас", "3БК", "dbl", "X!"])
    return str(rng.choice(ALL_CALLS))


def random_event(rng: random.Random) -> str:
    """Any event line, knowing nothing of the table."""
    seat = rng.choice(SEATS)
    kind = rng.randrange(26)
    if kind < 6:
        line = f"{seat} {any_call_text(rng)}"
        if rng.random() < 0.15:
            line += " " + rng.choice(["artificial", "simultaneous", "artificial simultaneous"])
        return line
    if kind < 11:
        line = f"{seat} {card_text(rng, any_card(rng))}"
        if rng.random() < 0.2:
            line += " " + card_text(rng, any_card(rng))
        if rng.random() < 0.2:
            line += " " + rng.choice(CARD_MARKERS)
        return line
    match kind:
        case 11:
            return f"{seat} shows " + " ".join(str(any_card(rng)) for _ in range(rng.randint(1, 3)))
        case 12:
            return f"{seat} names {rng.choice(WORDS)}"
        case 13:
            return f"{seat} indicates {any_card(rng)}"
        case 14:
            return f"{seat} claims {rng.randint(0, 13)} {rng.choice(STATEMENTS)}".rstrip()
        case 15:
            return f"{seat} concedes {rng.randint(0, 13)}"
        case 16:
            return f"{seat} {rng.choice(['agrees', 'disputes'])}"
        case 17:
            return rng.choice(["director", "director", f"director by {seat}",
                               f"director inspects {rng.randint(1, 13)}"])
        case 18:
            option = rng.choice(OPTION_IDS) or "54D"
            arg = rng.choice(["", "", rng.choice(SUITS), str(any_card(rng)), "HS",
                              str(rng.choice(ALL_CALLS)), rng.choice(SEATS)])
            return f"{seat} chooses {option} {arg}".rstrip()
        case 19:
            clause, args = rng.choice(RULES)
            return f"director rules {clause} {rng.choice(args)}".rstrip()
        case 20:
            return f"{seat} omits"
        case 21:
            card = any_card(rng)
            return rng.choice([f"{seat} finds {card}", f"{seat} lacks {card}",
                               f"{seat} holds {card} of {rng.choice(SEATS)}"])
        case 22:
            return f"{seat} points {rng.choice(SEATS)} {rng.randint(1, 13)}"
        case 23:
            return rng.choice([f"{seat} reviews", f"{seat} peeks",
                               f"{seat} inspects {rng.randint(1, 13)}"])
        case 24:
            return f"{seat} asks {rng.choice(SEATS)}"
        case _:
            return f"{seat} warns"


def legal_event(rng: random.Random, table: Table) -> str | None:
    """A correct call or card for the seat to act (passes likelier, so auctions end)."""
    seat = table.to_act
    if seat is None:
        return None
    if table.phase is Phase.AUCTION:
        calls = sorted(table.legal_calls, key=lambda c: (c.kind, c.rank))
        if not calls:
            return None
        call = PASS if PASS in calls and rng.random() < 0.55 else rng.choice(calls)
        return f"{seat} {call}"
    cards = sorted(table.legal_cards)
    if not cards:
        return None
    return f"{seat} {card_text(rng, rng.choice(cards))}"


def _held(table: Table, seat: Seat) -> list[Card]:
    return list(cards_of(table.hands[seat]))


def option_args(table: Table, option: str) -> list[str]:
    """The arguments to try for ``option``: none first, then what the option takes."""
    chooser = table.pending.chooser if table.pending is not None else None
    offender = table.pending.offender if table.pending is not None else None
    held: list[str] = []
    for seat in (offender, chooser):
        if seat is not None:
            held += [str(c) for c in _held(table, seat)]
    suits = list(SUITS)
    pairs = [a + b for i, a in enumerate(SUITS) for b in SUITS[i + 1:]]
    calls = [str(c) for c in ALL_CALLS]
    key = option.upper()
    if key.startswith(("57A3", "57A4", "26B", "51B2A", "51B1B")):
        targeted = suits + pairs
    elif key.startswith("51B2B"):
        targeted = pairs + suits
    elif key.startswith(("62A", "67A", "67B1", "47E2", "52B2")):
        targeted = held
    elif key.startswith(("21B1A", "21B2")):
        targeted = calls
    elif key.startswith("43B2A"):
        targeted = list(SEATS)
    else:
        targeted = []
    return ["", *targeted]


def fallback_args() -> list[str]:
    suits = list(SUITS)
    pairs = [a + b for i, a in enumerate(SUITS) for b in SUITS[i + 1:]]
    return [*suits, *pairs, *SEATS, *(str(c) for c in ALL_CARDS), *(str(c) for c in ALL_CALLS)]


def judgment_answers(table: Table) -> list[str]:
    j = table.pending_judgment
    assert j is not None
    if j.expects == "number":
        return [str(n) for n in range(14)]
    if j.expects == "suits":
        return ["none", *SUITS, "HS", "CD"]
    return ["yes", "no"]


def context_event(rng: random.Random, table: Table) -> str:
    """An event made for this table: usually irregular, often what the table waits for."""
    seat_to_act = table.to_act
    pending, judgment = table.pending, table.pending_judgment
    roll = rng.random()
    if pending is not None and roll < 0.6:
        chooser = pending.chooser or rng.choice(list(Seat))
        if rng.random() < 0.8:
            option = rng.choice(pending.options) if pending.options else "54D"
            args = option_args(table, option)
            arg = args[0] if rng.random() < 0.4 or len(args) == 1 else rng.choice(args[1:])
        else:  # outside the offer, or by the wrong seat
            option, arg = rng.choice(OPTION_IDS) or "27A", ""
            if rng.random() < 0.5:
                chooser = rng.choice(list(Seat))
        return f"{chooser} chooses {option} {arg}".rstrip()
    if judgment is not None and roll < 0.6:
        answer = rng.choice([*judgment_answers(table), "maybe"])
        return f"director rules {judgment.clause} {answer}"
    if table.status == "awaiting-director" and roll < 0.7:
        return "director"
    kinds = ["legal", "legal", "legal", "out-of-turn", "director", "claim", "exposed",
             "not-held", "rules", "react"]
    if table.phase is Phase.AUCTION:
        kinds += ["insufficient", "insufficient", "double"]
    elif table.phase is Phase.PLAY:
        kinds += ["revoke", "revoke", "lead-out-of-turn", "at-once", "names", "omits"]
    kind = rng.choice(kinds)
    seats = list(Seat)
    if kind == "legal":
        return legal_event(rng, table) or random_event(rng)
    if kind == "out-of-turn":
        seat = rng.choice([s for s in seats if s is not seat_to_act])
        if table.phase is Phase.AUCTION or rng.random() < 0.2:
            return f"{seat} {any_call_text(rng)}"
        held = _held(table, seat)
        return f"{seat} {card_text(rng, rng.choice(held))}" if held else f"{seat} P"
    if kind == "insufficient" and seat_to_act is not None:
        lower = [b for b in ALL_BIDS if not table.auction.is_sufficient(b)]
        return f"{seat_to_act} {rng.choice(lower or list(ALL_BIDS[:3]))}"
    if kind == "double":
        return f"{rng.choice(seats)} {rng.choice(['X', 'XX'])}"
    if kind in ("revoke", "lead-out-of-turn") and table.phase is Phase.PLAY:
        trick = table.trick_cards
        if kind == "revoke" and trick and seat_to_act is not None:
            other = [c for c in _held(table, seat_to_act) if c.suit is not trick[0].suit]
            if other:
                return f"{seat_to_act} {card_text(rng, rng.choice(other))}"
        seat = rng.choice(seats)
        held = _held(table, seat)
        if held:
            return f"{seat} {card_text(rng, rng.choice(held))}"
    if kind == "not-held":
        seat = rng.choice(seats)
        others = [c for c in ALL_CARDS if not table.hands[seat] & c.mask]
        return f"{seat} {card_text(rng, rng.choice(others))}"
    if kind == "claim":
        declarer = table.declarer or rng.choice(seats)
        seat = declarer if rng.random() < 0.6 else rng.choice(seats)
        left = 13 - len(table.tricks)
        verb = "claims" if rng.random() < 0.7 else "concedes"
        extra = f" {rng.choice(STATEMENTS)}" if verb == "claims" else ""
        return f"{seat} {verb} {rng.randint(0, max(left, 0))}{extra}".rstrip()
    if kind == "react":
        return f"{rng.choice(seats)} {rng.choice(['agrees', 'disputes', 'disputes'])}"
    if kind == "exposed":
        seat = rng.choice(seats)
        held = _held(table, seat)
        if held:
            shown = rng.sample(held, min(len(held), rng.randint(1, 2)))
            return f"{seat} shows " + " ".join(str(c) for c in shown)
    if kind == "at-once" and seat_to_act is not None:
        held = _held(table, seat_to_act)
        if len(held) >= 2:
            a, b = rng.sample(held, 2)
            return f"{seat_to_act} {a} {b}" + rng.choice(["", " hidden", " unnoticed"])
    if kind == "names" and table.declarer is not None:
        return f"{table.declarer} names {rng.choice(WORDS)}"
    if kind == "omits":
        return f"{rng.choice(seats)} omits"
    if kind == "rules":
        clause, args = rng.choice(RULES)
        return f"director rules {clause} {rng.choice(args)}".rstrip()
    if kind == "director":
        return "director"
    return random_event(rng)


# --------------------------------------------------------------------------- mutations


def replay(header: Sequence[str], log: Sequence[str]) -> Table | None:
    """The table after the longest prefix of ``log`` that applies (``None`` when the tags
    cannot be read). Any exception but the library's is left to the checks."""
    found = _replay(header, log)
    return None if found is None else found[0]


def _replay(header: Sequence[str], log: Sequence[str]) -> tuple[Table, int] | None:
    """The table and the length of the prefix of ``log`` that applies."""
    try:
        (game, *_) = loads("\n".join([*header, '[TableLog ""]']) + "\n")
    except (BridgeLawsError, ValueError):
        return None
    table = Table(game.deal, game.dealer, game.vulnerability, board=game.board,
                  edition=game.edition)
    for n, text in enumerate(log):
        try:
            table.apply(parse_event(text))
        except BridgeLawsError:
            return table, n
        except Exception:  # a crash: the record's checks will report it
            return None
    return table, len(log)


def repair(rng: random.Random, rec: Record) -> None:
    """Cut the log where it stops applying, and walk on from there: a mutated record that
    reaches deeper states than its first impossible event."""
    found = _replay(rec.header, rec.log)
    if found is None or found[1] == len(rec.log):
        return
    rec.steps.append(f"cut at {found[1]} and walk")
    del rec.log[found[1]:]
    walk(rng, rec, rng.randint(0, 25))


def corrupt_token(rng: random.Random, line: str) -> str:
    tokens = line.split(" ")
    k = rng.randrange(len(tokens))
    tok = tokens[k]
    r = rng.randrange(9)
    if r == 0 and tok:
        i = rng.randrange(len(tok))
        tok = tok[:i] + tok[i + 1:]
    elif r == 1 and tok:
        i = rng.randrange(len(tok))
        tok = tok[:i] + tok[i] + tok[i:]
    elif r == 2 and tok:
        i = rng.randrange(len(tok))
        tok = tok[:i] + rng.choice("SHDCAKQJT1098765432NPXW♠♥♦♣") + tok[i + 1:]
    elif r == 3:  # a Cyrillic look-alike, or a Russian letter
        latin_to_cyr = {v: k for k, v in LOOKALIKES.items()}
        chars = [i for i, ch in enumerate(tok) if ch.upper() in latin_to_cyr]
        if chars:
            i = rng.choice(chars)
            tok = tok[:i] + latin_to_cyr[tok[i].upper()] + tok[i + 1:]
        else:
            tok += rng.choice("СТВНДЮЗ")
    elif r == 4:
        tok = tok + rng.choice(['"', "{", "}", ";", "\\", "^", "=1=", "!", "$1", "\t"])
    elif r == 5:
        tok = tok.upper() if rng.random() < 0.5 else tok.lower()
    elif r == 6:
        tok = rng.choice(["", "0", "14", "99", "-1", "10", "1O", "♠", "NT", "N:", "#", "*"])
    elif r == 7:
        tokens.insert(k, rng.choice(["artificial", "hidden", "simultaneous", "of", "by",
                                     "rules", "yes", "13", "SA"]))
    else:
        tok = tok * 2
    tokens[k] = tok
    return " ".join(tokens)


def mutate_tags(rng: random.Random, rec: Record) -> str:
    header = rec.header
    r = rng.randrange(7)
    deal_at = next((i for i, ln in enumerate(header) if ln.lower().startswith("[deal ")), None)
    if r == 0 and deal_at is not None:  # a card moved from one hand to another
        m = re.search(r'"([^"]*)"', header[deal_at])
        try:
            deal = Deal.from_pbn(m.group(1) if m else "")
        except BridgeLawsError:
            return "deal unreadable"
        a, b = rng.sample(list(Seat), 2)
        ca = rng.choice(list(deal[a]))
        cb = rng.choice(list(deal[b]))
        hands = {s: deal[s] for s in Seat}
        hands[a] = hands[a].without(ca).with_card(cb)
        hands[b] = hands[b].without(cb).with_card(ca)
        header[deal_at] = _tag_line("Deal", Deal(hands).to_pbn(rng.choice(list(Seat))))
        return f"swap {ca} {cb} in the deal"
    if r == 1 and deal_at is not None:  # a character of the deal changed
        header[deal_at] = corrupt_token(rng, header[deal_at])
        return "corrupt the deal"
    name, values = [("Dealer", ["N", "E", "S", "W", "", "?", "X", "Е", "С"]),
                    ("Vulnerable", ["None", "NS", "EW", "All", "Both", "", "Q"]),
                    ("Board", ["1", "8", "16", "0", "", "?", "x", "999999999"]),
                    ("Edition", ["2017", "1997", "2027", ""]),
                    ("Contract", ["4S", "3NT", "Pass", "8C", ""])][rng.randrange(5)]
    value = rng.choice(values)
    rec.header = [ln for ln in header if not ln.lower().startswith(f"[{name.lower()} ")]
    rec.header.insert(rng.randint(0, len(rec.header)), _tag_line(name, value))
    return f"tag {name} {value!r}"


def mutate(rng: random.Random, rec: Record) -> None:
    log = rec.log
    r = rng.randrange(100)
    if not log and r < 40:
        r = 60
    if r < 8:
        i = rng.randrange(len(log))
        rec.steps.append(f"delete {i}")
        del log[i]
    elif r < 14:
        i = rng.randrange(len(log))
        j = rng.randint(0, len(log))
        rec.steps.append(f"duplicate {i} at {j}")
        log.insert(j, log[i])
    elif r < 22:
        i = rng.randrange(len(log))
        j = min(len(log) - 1, i + 1) if rng.random() < 0.7 else rng.randrange(len(log))
        rec.steps.append(f"swap {i} {j}")
        log[i], log[j] = log[j], log[i]
    elif r < 26:
        i = rng.randrange(len(log))
        line = log.pop(i)
        j = rng.randint(0, len(log))
        rec.steps.append(f"move {i} to {j}")
        log.insert(j, line)
    elif r < 34:  # alter: another seat, card or call in the same line
        i = rng.randrange(len(log))
        tokens = log[i].split()
        if tokens and tokens[0].upper() in ("N", "E", "S", "W") and rng.random() < 0.5:
            tokens[0] = rng.choice(SEATS)
        elif len(tokens) > 1:
            tokens[1] = (card_text(rng, any_card(rng)) if rng.random() < 0.6
                         else any_call_text(rng))
        rec.steps.append(f"alter {i}")
        log[i] = " ".join(tokens)
    elif r < 40:
        i = rng.randrange(len(log))
        rec.steps.append(f"corrupt {i}")
        log[i] = corrupt_token(rng, log[i])
    elif r < 48:
        j = rng.randint(0, len(log))
        rec.steps.append(f"insert random at {j}")
        log.insert(j, random_event(rng))
    elif r < 80:
        j = rng.randint(0, len(log))
        table = replay(rec.header, log[:j])
        line = context_event(rng, table) if table is not None else random_event(rng)
        rec.steps.append(f"insert {line!r} at {j}")
        log.insert(j, line)
    elif r < 88:
        rec.steps.append(mutate_tags(rng, rec))
    else:
        j = rng.randint(0, len(log))
        rec.steps.append(f"truncate at {j} and walk")
        del log[j:]
        walk(rng, rec, rng.randint(1, 30))


def walk(rng: random.Random, rec: Record, steps: int) -> None:
    """Hypothesis-style stateful steps: each event is made for the live table, applied, and
    kept; an impossible one is kept now and then (the record then ends there)."""
    table = replay(rec.header, rec.log)
    if table is None:
        return
    for _ in range(steps):
        line = context_event(rng, table) if rng.random() < 0.85 else random_event(rng)
        try:
            table.apply(parse_event(line))
        except BridgeLawsError:
            if rng.random() < 0.15:
                rec.log.append(line)
                return
            continue
        except Exception:
            rec.log.append(line)
            return
        rec.log.append(line)


def make_record(rng: random.Random, seeds: Sequence[Seed]) -> Record:
    seed = random_legal_seed(rng) if rng.random() < 0.1 else rng.choice(seeds)
    rec = Record(list(seed.header), list(seed.log), seed.name)
    for _ in range(rng.choice((1, 1, 2, 2, 3, 4))):
        mutate(rng, rec)
    if rng.random() < 0.4:
        repair(rng, rec)
    elif rng.random() < 0.2:
        rec.steps.append("walk")
        walk(rng, rec, rng.randint(1, 20))
    return rec


# --------------------------------------------------------------------------- checks


@dataclass
class Run:
    code: int
    out: str
    err: str


def run_cli(argv: list[str]) -> Run:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return Run(code, out.getvalue(), err.getvalue())


class Failure(Exception):
    """A broken invariant; ``kind`` groups failures (a crash: the exception and where)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


def _crash_kind(exc: BaseException) -> str:
    """``crash <exception> in <module>:<function>``: the innermost frame of the library
    (``claims/search.py:worst_line``, ``table.py:_card``)."""
    frames = traceback.extract_tb(exc.__traceback__)
    inside = [f for f in frames if "/bridgelaws/" in f.filename]
    where = inside[-1] if inside else (frames[-1] if frames else None)
    place = "?"
    if where is not None:
        module = where.filename.rpartition("/bridgelaws/")[2] or Path(where.filename).name
        place = f"{module}:{where.name}"
    return f"crash {type(exc).__name__} in {place}"


def check_outcome(run: Run, path: str, nlines: int, as_json: bool) -> None:
    if run.code not in (0, 2, 3):
        raise Failure("exit code", f"{run.code}")
    if run.code == 2:
        lines = run.err.splitlines()
        if len(lines) != 1 or not run.err.endswith("\n"):
            raise Failure("exit 2 stderr", f"not one line: {run.err!r}")
        m = re.fullmatch(re.escape(path) + r":([0-9]+): (\S.*)", lines[0])
        if m is None:
            raise Failure("exit 2 stderr", f"not FILE:LINE: cause: {lines[0]!r}")
        if not 1 <= int(m.group(1)) <= nlines:
            raise Failure("exit 2 line", f"line {m.group(1)} of {nlines}: {lines[0]!r}")
        if run.out:
            raise Failure("exit 2 stdout", f"output with an error: {run.out[:200]!r}")
        return
    if not run.out.strip():
        raise Failure("no output", f"exit {run.code} and nothing printed")
    if run.code == 0 and run.err:
        raise Failure("exit 0 stderr", run.err)
    if run.code == 3 and len(run.err.splitlines()) != 1:
        raise Failure("exit 3 stderr", run.err)
    if as_json:
        data = json.loads(run.out)
        games = data if isinstance(data, list) else [data]
        missing = [g for g in games for i in g.get("not_implemented", ()) if not i.get("law")]
        if missing:
            raise Failure("not implemented without a law", json.dumps(missing)[:300])
        named = [i for g in games for i in g.get("not_implemented", ())]
        if (run.code == 3) != bool(named):
            raise Failure("exit 3", f"exit {run.code} with not_implemented {named}")


def check_cards(table: Table) -> None:
    places = [*table.hands, table.played_mask, *(c.mask for c in table.trick_cards),
              *(c.mask for _, c, _ in table.missing_cards)]
    union = 0
    for m in places:
        if union & m:
            raise Failure("cards", f"a card in two places: {list(cards_of(union & m))}")
        union |= m
    if union != FULL_PACK:
        raise Failure("cards", f"cards lost: {list(cards_of(FULL_PACK & ~union))}")
    quitted = len(table.tricks)
    if quitted > 13:
        raise Failure("tricks", f"{quitted} tricks quitted")
    remaining = min(len(table.hand(s)) for s in Seat)
    if quitted + remaining > 13:
        raise Failure("tricks", f"{quitted} tricks quitted and {remaining} in every hand")
    td = table.tricks_declarer
    if td is not None and not 0 <= td <= 13:
        raise Failure("tricks", f"declarer's tricks {td}")
    pcs = [pc.card for s in Seat for pc in table.penalty_cards[s]
           if not table.hands[s] & pc.card.mask]
    if pcs:
        raise Failure("cards", f"penalty cards not in their owner's hand: {pcs}")


def _accepts(game: Game, event: TableEvent) -> bool:
    """Whether a replay of ``game`` accepts one more event (a crash propagates)."""
    table = Table.from_game(game)
    try:
        table.apply(event)
    except BridgeLawsError:
        return False
    return True


def check_pending(game: Game, table: Table) -> None:
    """Every option offered can be chosen (with some argument); a question to the Director
    can be answered."""
    p = table.pending
    if p is not None and not table.physical_only:
        seat = p.chooser if p.chooser is not None else next(iter(p.also_may_choose), None)
        if seat is None:
            raise Failure("pending", f"nobody may choose among {p.options}")
        if not p.options:
            raise Failure("pending", "a pending choice without options")
        for option in p.options:
            args = option_args(table, option)
            if not any(_accepts(game, OptionChosen(seat, option, a)) for a in args) and \
                    not any(_accepts(game, OptionChosen(seat, option, a))
                            for a in fallback_args()):
                raise Failure("pending", f"{seat} cannot choose {option} (laws {p.laws})")
    j = table.pending_judgment
    if j is not None and not table.physical_only and not any(
            _accepts(game, DirectorRules(j.clause, a)) for a in judgment_answers(table)):
        raise Failure("judgment", f"no answer to {j.clause} is accepted")


def check_record(text: str, path: Path, *, russian: bool = False) -> int:
    """Run the record through the CLI and check every invariant; raise :class:`Failure`, else
    return the exit code."""
    path.write_text(text, encoding="utf-8")
    name = str(path)
    nlines = len(text.splitlines())
    runs: list[Run] = []
    argvs = [["rule", name], ["rule", name, "--json"]]
    if russian:
        argvs.append(["rule", name, "--lang", "ru"])
    for argv in argvs:
        try:
            run = run_cli(argv)
        except Exception as exc:  # the point: nothing may escape
            raise Failure(_crash_kind(exc), "".join(traceback.format_exception(exc))) from exc
        check_outcome(run, name, nlines, "--json" in argv)
        runs.append(run)
    codes = {r.code for r in runs}
    if len(codes) != 1:
        raise Failure("exit codes differ", f"{[r.code for r in runs]}: "
                      f"{[r.err for r in runs]}")
    if runs[0].code == 2:
        return 2
    try:
        games = loads(text, file=name)
        tables = [Table.from_game(g, file=name) for g in games]
        data = json.loads(runs[1].out)
        results = data if isinstance(data, list) else [data]
        for game, table, result in zip(games, tables, results, strict=True):
            check_cards(table)
            tricks = (table.tricks_declarer if table.contract is not None
                      and table.result_cancelled is None else None)
            if result.get("tricks_declarer") != tricks:
                raise Failure("json", f"tricks_declarer {result.get('tricks_declarer')} "
                              f"!= {tricks}")
            if result.get("status") != table.status:
                raise Failure("json", f"status {result.get('status')} != {table.status}")
            check_pending(game, table)
    except Failure:
        raise
    except Exception as exc:
        raise Failure(_crash_kind(exc), "".join(traceback.format_exception(exc))) from exc
    return runs[0].code


@dataclass
class Found:
    """A failing record: the invariant, its detail, and how the record was made."""

    kind: str
    detail: str
    text: str
    seed: str
    steps: list[str]
    index: int

    def report(self) -> str:
        return (f"record {self.index} (from {self.seed}; {'; '.join(self.steps)}):\n"
                f"{self.kind}\n{self.detail}\n--- record ---\n{self.text}")


def failure_of(text: str, path: Path) -> Failure | None:
    try:
        check_record(text, path)
    except Failure as f:
        return f
    return None


def minimize(text: str, kind: str | Callable[[str], bool], path: Path) -> str:
    """The record with as many lines dropped (TableLog lines and tags, one at a time, then
    comments) as keep the failure ``kind`` (or keep ``kind(text)`` true): what goes into
    tests/records/fuzz/."""
    lines = text.splitlines()

    def fails(candidate: list[str]) -> bool:
        record = "\n".join(candidate) + "\n"
        if callable(kind):
            return kind(record)
        found = failure_of(record, path)
        return found is not None and found.kind == kind

    changed = True
    while changed:
        changed = False
        for i in range(len(lines) - 1, -1, -1):
            if lines[i].lower().startswith(("[tablelog", "[deal ")):
                continue
            candidate = lines[:i] + lines[i + 1:]
            if fails(candidate):
                lines, changed = candidate, True
    bare = [ln.split(";")[0].rstrip() if not ln.startswith("[") else ln for ln in lines]
    if fails(bare):
        lines = bare
    return "\n".join(lines) + "\n"


def fuzz(count: int, seed: int, workdir: Path, *, seeds: Sequence[Seed] | None = None,
         start: int = 0) -> Iterator[tuple[int, Found | None, int]]:
    """Make and check ``count`` records; yield ``(index, failure or None, exit code)``.
    Record ``i`` is made by ``random.Random(f"{seed}:{i}")``: any one is replayed alone."""
    pool = list(seeds) if seeds is not None else load_seeds()
    path = workdir / "fuzz.pbn"
    for i in range(start, start + count):
        rng = random.Random(f"{seed}:{i}")
        rec = make_record(rng, pool)
        text = rec.text()
        found: Found | None = None
        try:
            code = check_record(text, path, russian=i % 4 == 0)
        except Failure as f:
            found, code = Found(f.kind, f.detail, text, rec.seed, rec.steps, i), -1
        yield i, found, code


_SEEDS: list[Seed] = []


def _pool() -> list[Seed]:
    if not _SEEDS:
        _SEEDS.extend(load_seeds())
    return _SEEDS


# --------------------------------------------------------------------------- the tests


def test_seeds_are_loaded() -> None:
    pool = _pool()
    names = {s.name.split("#")[0] for s in pool}
    assert "normal-deal.pbn" in names and "51B2-two-suits.pbn" in names
    assert len(pool) > 100


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_fuzz_records(chunk: int, tmp_path: Path) -> None:
    """RECORDS_PER_CHUNK mutated records of this chunk: every invariant holds."""
    started = time.perf_counter()
    found = [f for _, f, _ in fuzz(RECORDS_PER_CHUNK, FUZZ_SEED, tmp_path, seeds=_pool(),
                                   start=chunk * RECORDS_PER_CHUNK) if f is not None]
    failures = found
    assert not failures, (f"{len(failures)} of {RECORDS_PER_CHUNK} records fail "
                          f"({time.perf_counter() - started:.1f} s); the first:\n"
                          + "\n\n".join(f.report() for f in failures[:3]))


def _regressions() -> list[Path]:
    return sorted(REGRESSIONS.glob("*.pbn")) if REGRESSIONS.is_dir() else []


@pytest.mark.parametrize("path", _regressions(), ids=lambda p: p.stem)
def test_fuzz_regression_record(path: Path, tmp_path: Path) -> None:
    """Each record the fuzzer once crashed on (tests/records/fuzz/): every invariant holds."""
    text = path.read_text(encoding="utf-8")
    code = check_record(text, tmp_path / path.name, russian=True)
    expect = re.search(r"^% expect exit ([0-9])$", text, re.MULTILINE)
    assert expect is not None, "a regression record says its exit code: % expect exit N"
    assert code == int(expect.group(1))
