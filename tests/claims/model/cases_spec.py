"""The claim casebook's specifications (``build.py`` writes one ``.pbn`` record per case).

Hands are written ``"N:<North> <East> <South> <West>"``, suits ``spades.hearts.diamonds.clubs``:
the cards each hand holds when the claim is made (with the cards of the trick in progress).
Every expected ruling was worked out by hand before the engine was run; the reasoning is in
each case's ``notes``.
"""

from __future__ import annotations

from build import Case

DISPUTE = ("W disputes", "director")

# --- endings shared by several cases ------------------------------------------------------
ALL_HIGH = "N:.AKQ.A. .J.KQ.2 AKQJ... 2.T.JT."
BLOCKED = "N:..AQJT. AKQJ... 2.2.K.2 .AKQJ.."
TRUMP_OUT = "N:543...2 2..AKQ. A.AKQ.. .JT.JT."
TRUMP_FOLLOWS = "N:543...2 2.JT9.. A.AKQ.. .876.2."
FINESSE_ON = "N:AQ... ..2.2 3.2.. K4..."
FINESSE_OFF = "N:AQ... K..2. 3.2.. 4...2"
SHOWN_OUT = "N:AQ5... .3.2.2 632... K74..."
RUFF = "N:A.Q.A. ...AKJ .AK..2 .JT..Q"
CROSS = "N:.KQ.32. .2.AKQ. .AJ..32 2...AKQ"
ORDER = "N:.2.AKQ. JT.AK.. AKQ..2. .QJ.J.2"
LOSER = "N:..AKQJ. AKQJ... 2.AKQ.. .JT.T.2"
DRAW = "N:.2.QJ.32 J.AKQ..A AKQ..AK. T.J.2.KQ"
SEED = "N:.Q.AK. 2.AK.. .J.Q.A .2.32."
OVERRUFF = "N:.AK..Q2 .QJT..8 A..A.AK ..QJT9."
TRUMPS_ON_LEAD = "N:54..2.2 2..AKQ. A.AKQ.. 3.JT.J."

CASES: list[Case] = [
    Case("70A-all-high-good", "Claim of all with top winners in one hand: awarded in full",
         "constructed: Law 70A, a claim with no doubtful point stands", 1, "3NT", "S",
         ALL_HIGH, "S", ('S claims 4 "all high"', *DISPUTE), 4, ("70A",),
         notes=("South cashes four spades; nothing can go wrong.",)),
    Case("70D1-blocked-suit-fails-to-unblock", "Blocked suit, no statement of the unblock",
         "constructed: Laws 70D1 and the footnote to 70 (careless play is normal): a claimer "
         "who does not say he will overtake may fail to unblock", 2, "3NT", "S", BLOCKED,
         "S", ('S claims 4 "all mine"', *DISPUTE), 2, ("70A", "70D1"),
         notes=("The C2 is the last club, a winner. DK from South; North may follow low "
                "(fail to unblock) and the lead stays in South, whose major-suit cards are "
                "losers: two tricks (double dummy: four, overtaking).",)),
    Case("70D1-stated-overtake-credited", "The unblock is in the statement: credited",
         "constructed: Law 70D1 (the stated line is the line judged)", 3, "3NT", "S",
         BLOCKED, "S", ('S claims 4 "cash DK DA DQ DJ"', *DISPUTE), 4, ("70A",),
         notes=("North overtakes the king with the ace as stated and runs the suit.",)),
    Case("70C-trump-not-mentioned", "An outstanding trump the statement did not mention",
         "Law 70C (its own three conditions): the trick is lost to the trump by a careless "
         "order, hearts before the last trump", 4, "4S", "S", TRUMP_OUT, "S",
         ('S claims 4 "all high"', *DISPUTE), 3, ("70A", "70C", "70D1"),
         notes=("A heart before the SA lets East ruff with the S2: three tricks.",)),
    Case("70C-trump-mentioned", "The statement names the last trump: 70C does not apply",
         "Law 70C1 (the claimer mentioned the trump)", 5, "4S", "S", TRUMP_OUT, "S",
         ('S claims 4 "draw the last trump, then hearts"', *DISPUTE), 4, ("70A",),
         notes=("SA first draws the S2; then three hearts.",)),
    Case("70C-trump-cannot-score", "An outstanding trump that no normal play loses a trick to",
         "Law 70C3 (a trick could be lost to it by any normal play): here none can", 6, "4S",
         "S", TRUMP_FOLLOWS, "S", ('S claims 4 "all high"', *DISPUTE), 4, ("70A",),
         notes=("East follows to three hearts; the S2 never takes a trick.",)),
    Case("70E1-unstated-finesse-not-accepted", "The finesse would win, but it was not stated",
         "Law 70E1: no unstated line that depends on finding one opponent rather than the "
         "other with a particular card", 7, "3NT", "S", FINESSE_ON, "S",
         ('S claims 2 "all"', *DISPUTE), 1, ("70A", "70E1", "70D1"),
         notes=("With the SK unplaced South's side plays the ace, then loses the queen to "
                "the king: one trick; the finesse (king with West) would give two.",)),
    Case("70E1-stated-finesse-credited", "The same position, the finesse stated",
         "Law 70E1 a contrario / 70D1: a stated finesse is the line judged", 8, "3NT", "S",
         FINESSE_ON, "S", ('S claims 2 "finesse the SQ"', *DISPUTE), 2, ("70A",),
         notes=("West plays low, the queen holds, the ace takes the last trick.",)),
    Case("70D1-stated-finesse-fails", "A stated finesse that loses is the line judged",
         "constructed: Law 70D1 (no other line is credited), 70A", 9, "3NT", "S", FINESSE_OFF,
         "S", ('S claims 2 "finesse the SQ"', *DISPUTE), 0, ("70A", "70D1"),
         notes=("The queen loses to East's king; East's D2 takes the last trick. Double "
                "dummy (ace first): one.",)),
    Case("70E1-opponent-showed-out", "The finesse is credited: an opponent showed out before",
         "Law 70E1 exception: an opponent failed to follow to the suit before the claim",
         10, "3NT", "S", SHOWN_OUT, "S",
         ("S S6", "W S4", "N S5", "E H3", 'S claims 2 "all mine"', *DISPUTE), 2, ("70A",),
         notes=("East showed out of spades: the king is known to be with West, so the queen "
                "is sure to win; then the ace drops the king.",)),
    Case("71-concession-of-a-sure-trick", "Declarer concedes a trick no normal play loses",
         "Law 71 (a conceded trick that could not be lost by any normal play is restored)",
         11, "3NT", "S", ALL_HIGH, "S", ("S concedes 1", "director"), 4, ("71",),
         notes=("Four top spades: the conceded trick is restored.",)),
    Case("71-concession-stands", "A concession of tricks that could be lost stands",
         "Law 71 (the concession stands: the tricks could be lost by normal play)", 12,
         "3NT", "S", BLOCKED, "S", ("S concedes 2", "director"), 2, ("71",),
         notes=("With the blocked diamonds two tricks can be lost by careless play.",)),
    Case("68B2-partner-objects-at-once", "A defender's concession, his partner objects",
         "Law 68B2 (seed 002 §68.8: no concession; play continues; Law 16C)", 13, "3NT", "S",
         ALL_HIGH, "W", ("E concedes 2", "W disputes", "director"), None, ("68B2",),
         declarer_won=8),
    Case("69A-agreed-claim-stands", "An agreed claim brought to the Director",
         "Law 69A (agreed claim stands)", 14, "3NT", "S", ALL_HIGH, "S",
         ('S claims 4 "all high"', "W agrees", "E agrees", "director"), 4, ("69A",)),
    Case("69B-agreed-claim-withdrawn", "Agreement to a trick that could not be lost",
         "Law 69B (agreement withdrawn for a trick the side would likely have won: here "
         "one the claimer cannot win at all)", 15, "3NT", "S", LOSER, "S",
         ('S claims 4 "all high"', "W agrees", "E agrees", "director"), 3, ("69B",),
         notes=("The S2 is a loser whatever South does: four tricks are impossible.",)),
    Case("71-claim-of-fewer-than-sure", "A claim of three when four are sure",
         "Law 68B1 (a claim concedes the rest) with Law 71 (a trick no normal play loses "
         "is restored)", 16, "3NT", "S", ALL_HIGH, "S", ('S claims 3 "all high"', *DISPUTE),
         4, ("70A", "71")),
    Case("70D1-stated-ruff-credited", "A stated ruff", "constructed: Law 70D1 (stated line)",
         17, "4H", "S", RUFF, "S", ('S claims 3 "ruff a club, then all high"', *DISPUTE), 3,
         ("70A",), notes=("Club ruffed with the HQ; then the SA/DA and a top trump.",)),
    Case("70D1-unstated-ruff", "The same ruff, not stated", "constructed: Law 70D1; the "
         "claimer may draw trumps first and lose the ruff", 18, "4H", "S", RUFF, "S",
         ('S claims 3 "all high"', *DISPUTE), 2, ("70A", "70D1"),
         notes=("HA first: North must follow with the HQ; the club is then a loser.",)),
    Case("70D1-stated-crossruff", "A stated crossruff", "constructed: Law 70D1", 19, "4H",
         "S", CROSS, "S", ('S claims 4 "crossruff"', *DISPUTE), 4, ("70A",)),
    Case("70D1-unstated-crossruff", "A crossruff not stated", "constructed: Law 70D1; ACBL "
         "Laws Commission 2019, item 4 (a claimer is not taken to play out his trumps to his "
         "disadvantage once the opponents have none)", 20, "4H", "S", CROSS, "S",
         ('S claims 4 "all high"', *DISPUTE), 3, ("70A", "70D1"),
         notes=("The HA first (a careless order: it draws East's two and North's queen); "
                "after it the opponents have no trump and South is not taken to cash the "
                "jack too: the two ruffs remain, but the club three is lost: three.",)),
    Case("70D1-stated-order-loses", "The stated order strands the second suit",
         "constructed: Law 70D1 (the claimer keeps to his stated order)", 21, "3NT", "S",
         ORDER, "S", ('S claims 4 "diamonds then spades"', *DISPUTE), 3, ("70A", "70D1"),
         notes=("Three diamonds in North, South discarding spades; North's H2 is lost.",)),
    Case("70D1-stated-order-wins", "The right order, stated", "constructed: Law 70D1", 22,
         "3NT", "S", ORDER, "S", ('S claims 4 "spades then diamonds"', *DISPUTE), 4,
         ("70A",)),
    Case("70D1-no-order-stated", "No order stated: the careless order is considered",
         "constructed: Law 70A/70D1 (unstated suits in any order)", 23, "3NT", "S", ORDER,
         "S", ('S claims 4 "all high"', *DISPUTE), 3, ("70A", "70D1")),
    Case("70D1-conceding-a-spade-first", "A conceded spade led first",
         "constructed: Law 70D1 (stated order: the spade first)", 24, "3NT", "S", LOSER, "S",
         ('S claims 3 "conceding a spade"', *DISPUTE), 0, ("70A", "70D1"),
         notes=("East wins the spade and runs four spades.",)),
    Case("70D1-hearts-then-conceding-a-spade", "Winners first, then the loser", "constructed",
         25, "3NT", "S", LOSER, "S", ('S claims 3 "hearts, then conceding a spade"',
                                      *DISPUTE), 3, ("70A",)),
    Case("70D1-one-loser-unplaced", "An unnamed loser may be conceded at any time",
         "constructed: Law 70A (the timing of an acknowledged loser is a doubtful point)", 26,
         "3NT", "S", LOSER, "S", ('S claims 3 "one loser"', *DISPUTE), 0, ("70A", "70D1")),
    Case("70B-free-text", "A statement not understood counts as none",
         "Laws 68C and 70B (the claimer's statement is what he said at the table)", 27, "3NT",
         "S", ORDER, "S", ('S claims 4 "I think this is good"', *DISPUTE), 3, ("70A", "70D1")),
    Case("70D1-russian-order-wins", "Statement in Russian: spades, then diamonds",
         "constructed: Law 70D1 (statement in Russian)", 28, "3NT", "S", ORDER, "S",
         ('S claims 4 "пики, затем бубны"', *DISPUTE), 4, ("70A",)),
    Case("70D1-russian-order-loses", "Statement in Russian: diamonds, then spades",
         "constructed: Law 70D1 (statement in Russian)", 29, "3NT", "S", ORDER, "S",
         ('S claims 4 "бубны, потом пики"', *DISPUTE), 3, ("70A", "70D1")),
    Case("70C-draw-trumps-then-run", "Draw trumps, then run the diamonds", "Laws 68C, 70C1 "
         "(the statement mentions the trumps)", 30, "4S", "S", DRAW, "S",
         ('S claims 5 "draw trumps, then run the diamonds"', *DISPUTE), 5, ("70A",)),
    Case("70C-run-diamonds-trumps-out", "Run the diamonds, trumps not drawn",
         "Law 70C: the defenders ruff diamonds with the SJ and ST", 31, "4S", "S", DRAW, "S",
         ('S claims 5 "run the diamonds"', *DISPUTE), 3, ("70A", "70C", "70D1"),
         notes=("East ruffs the first diamond with the SJ, West the second with the ST: "
                "three tricks.",)),
    Case("70C-russian-trumps-first", "Russian: trumps, then diamonds", "Law 70C1", 32,
         "4S", "S", DRAW, "S", ('S claims 5 "козыри, затем бубны"', *DISPUTE), 5, ("70A",)),
    Case("70C-all-high-trumps-out", "All high with two trumps out", "Law 70C", 33, "4S", "S",
         DRAW, "S", ('S claims 5 "all high"', *DISPUTE), 3, ("70A", "70C", "70D1"),
         notes=("Diamonds before trumps: each defender ruffs one.",)),
    Case("70A-claim-after-opponents-lead", "Claim in the middle of a trick",
         "Law 68 (the position at the claim includes the trick in progress)", 34, "3NT", "S",
         ALL_HIGH, "W", ("W HT", 'S claims 4 "all high"', *DISPUTE), 4, ("70A",),
         declarer_won=8),
    Case("71-seed-defender-concedes", "A defender's remark concedes the rest",
         "seed 002 §68.7(i)(b) and §68.11 (Russian commentary on Law 68): East's remark "
         "concedes the remaining tricks; the success of the heart lead is not allowed", 35,
         "3NT", "S", SEED, "W", ('S claims 3 "at least six tricks in two hands"',
                                  "E concedes 3", "director"), 1, ("71",), declarer_won=9,
         notes=("West on lead may lead a diamond (a normal play he cannot know is wrong), "
                "so the heart switch does not succeed; but East's HA cannot be lost by any "
                "normal play (he keeps one of his two top hearts for the last trick): that "
                "trick is restored (Law 71).",)),
    Case("70D1-ruffs-low-overruffed", "No statement; a ruff that can be over-ruffed",
         "adapted from the EBU forum thread 'Claim advice' (forums.ebu.co.uk): clubs trumps, "
         "declarer claims with no statement when a diamond return can be over-ruffed; the "
         "replies judge ruffing low careless but normal for the class of player and rule "
         "one trick to the defence (Laws 70A, 70D1)", 36, "6C", "N", OVERRUFF, "W",
         ("N claims 4", "E disputes", "director"), 3, ("70A", "70C", "70D1"),
         declarer_won=8,
         notes=("West leads a diamond; North, not knowing East is void, may ruff with the "
                "two; East over-ruffs with the eight, a trump the claim did not mention "
                "(70C). Ruffing with the queen (double dummy) needs knowing where the eight "
                "is.",)),
    Case("70D1-claim-with-defender-on-lead", "I have the rest, a trump still out, East on lead",
         "adapted from the Bridge Winners thread 'How would you rule?' (a declarer claimed "
         "'I have the rest' with a defender on lead, unaware of an outstanding trump; the "
         "Director ruled that a trick could be lost to it by a normal play, Law 70C)", 37,
         "4S", "S", TRUMPS_ON_LEAD, "E", ('S claims 4 "I have the rest"', *DISPUTE), 3,
         ("70A", "70C", "70D1"), declarer_won=8,
         notes=("East leads a diamond and South ruffs with the ace (normal); a heart is then "
                "ruffed by East's two. Only discarding and letting North ruff keeps four "
                "(double dummy). The worst normal line loses the trick to the trump the "
                "statement did not mention: 70C, as the source's Director ruled.",)),
]
