"""Published rulings on claims and concessions from North American sources and the
bridgebase.com 'Laws and Rulings' forum: Bridge Winners articles reporting an ACBL
tournament director's ruling, and forum threads in which experienced directors replying
agree on the ruling.

Each case is the position at the claim as the source gives it; where the source gives only
the cards that matter, ``completed`` names the cards we filled in and says why they cannot
change the ruling. ``awarded`` is always the source's award, never the engine's.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ Bridge Winners (ACBL)
    Case(
        name="pa-bw-denver-clubs-queen-drops-doubleton",
        title="'The rest are mine' with AJx opposite K10xxx: the queen drops doubleton",
        source=(
            "Bridge Winners, Glenn Eisenstein, 'Are the ACBL rules open to interpretation?' "
            "(Sunday A/X Swiss, Denver NABC): with seven cards left declarer claimed the "
            "rest, having miscounted her tricks; no trumps were left. The table director "
            "ruled that declarer plays the ace and king of clubs, the queen drops doubleton "
            "and the contract makes: all seven tricks to declarer"
        ),
        url="https://bridgewinners.com/article/view/are-the-acbl-rules-open-to-interpretation/",
        contract="3NT",
        declarer="S",
        ending="N:AQJ2...AJ3 7653...942 K4...KT875 T98.2.2.Q6",
        leader="S",
        events=('S claims 7 "the rest are mine"', "W disputes", "director"),
        awarded=7,
        laws=("70A",),
        declarer_won=3,
        completed=(
            "The article gives declarer's and dummy's cards (spades AQJx opposite Kx, clubs "
            "AJx opposite K10xxx), says no trumps were left and that the club queen was "
            "doubleton. The contract is not given: we use 3NT (the record builder cannot "
            "deal the earlier tricks of a suit contract with no trumps left and these "
            "cards; with no trumps out the strain changes nothing). We put declarer South "
            "on lead and the author West, give West the doubleton CQ6 and a small heart and "
            "diamond, East three small clubs and four spades; which defender holds the "
            "doubleton queen does not matter when the suit is played from the top, and the "
            "defenders' small cards cannot win a trick. With three tricks won before the "
            "claim the seven claimed make the contract, as the article says"
        ),
        notes=(
            "Declarer faced her hand with seven cards left saying she had the rest; she had "
            "counted three discards that did not exist.",
            "The director ruled that cashing the club ace and king is the normal way to play "
            "the suit; the queen falls doubleton and every card is then a winner.",
            "The author (the defender who objected) reports that other directors and experts "
            "he consulted thought the ruling wrong; the ruling given at the table stands here.",
        ),
        doubt=(
            "The article does not say what the other directors would have ruled, nor which "
            "hand was on lead, nor the year (2017 Laws assumed). 'Nobody had any trump left' "
            "suggests a suit contract; our 3NT plays the same."
        ),
        edition="2017",
        board=1,
    ),
    # ------------------------------------------------------------------ bridgebase.com forum
    Case(
        name="pa-bbof-39552-concedes-trick-could-ruff-spade",
        title="BBO forum 2010: declarer concedes a trump trick he could avoid by ruffing in dummy",
        source=(
            "bridgebase.com forums, Laws and Rulings, 'Easy claim ruling' (topic 39552, June "
            "2010, posted by Coelacanth): in a heart contract South claimed the last four "
            "tricks 'with all the high trumps'; West said he had more trumps and would get "
            "the last trick, and South conceded one. He later saw that ruffing his spade with "
            "dummy's HT wins all four. The directors replying (PeterE, Phil; blackshoe for "
            "Law 71) held the concession stands: three tricks to declarer"
        ),
        url=("https://forumstest.bridgebase.com/forums/topic/39552-easy-claim-ruling/"
             "?comment=465872&do=findComment"),
        contract="4H",
        declarer="S",
        ending="N:.T4.J3. 3..Q4.3 5.AKJ.. .9876..",
        leader="E",
        events=(
            "E DQ",
            'S claims 4 "I have all the high trumps"',
            "W disputes",
            "S concedes 1",
            "W agrees",
            "E agrees",
            "director",
        ),
        awarded=3,
        laws=("71",),
        shown_out=("S:D",),
        declarer_won=6,
        completed=(
            "The four-card ending is the poster's (spots 'approximate'): North HT4 DJ3, East "
            "S3 DQ4 C3, South S5 HAKJ, West H9876; East, on lead, leads the DQ. The contract's "
            "level and the tricks won before the claim are ours; they do not change which of "
            "the last four tricks can be lost"
        ),
        notes=(
            "East led the DQ; South claimed everything without a line. West objected that he "
            "held more trumps than South and would make the last one, and South conceded a "
            "trick. After West had left the table South noticed that ruffing his S5 with "
            "dummy's HT, over West's last trump, loses nothing.",
            "Replies: a declarer who needed minutes to see the winning play might well not "
            "have ruffed the spade in dummy; that is a normal (careless) line, so the conceded "
            "trick is not restored under Law 71.",
        ),
        doubt=(
            "No director's ruling is reported; the replies by experienced directors agree on "
            "the award (one adds a procedural penalty to West for not calling the director). "
            "We record the concession as agreed by both defenders and the director called "
            "later; whether the DQ is part of the trick in progress or already played does not "
            "change the count."
        ),
        edition="2007",
        board=1,
    ),
    # ------------------------------------------------------------------ BLML
    Case(
        name="pa-blml-2006-3nt-four-spades-and-the-dq",
        title="3NT: 'four spades and the DQ' with East holding T764 behind dummy's AQJ9",
        source=(
            "blml (Bridge Laws Mailing List), thread 'claim', July 2006: a French directors' "
            "case, 3NT by South; at trick 7 South led the S8 and faced his hand saying 'four "
            "tricks in spades and I have the DQ'. Jack Rhind (Bermuda) replied that declarer "
            "gets all the remaining tricks: he will see the spades break 5-1 and not lose a "
            "spade, and the DJ drops"
        ),
        url="http://www.amsterdamned.org/pipermail/blml/2006-July/029079.html",
        contract="3NT",
        declarer="S",
        ending="N:AQJ9..AK8. T764..J.Q9 8.9.QT63.T .Q.9754.53",
        leader="S",
        events=("S S8", 'S claims 7 "four tricks in spades and I have the DQ"', "W disputes",
                "director"),
        awarded=7,
        laws=("70A",),
        shown_out=("N:C", "E:H"),
        declarer_won=5,
        completed=(
            "None of the cards: the full deal and the six tricks before the claim are given "
            "(C4 to the ace; HJ to East's king; C7 to the king; HT; H5 to the ace, East "
            "discarding the D2; S5 to the king). The record's filler tricks replay them only "
            "approximately: they show East out of hearts, as at the table, and North out of "
            "clubs (at the table North followed to two clubs and has none left); neither "
            "changes what declarer knows about the spades and diamonds. West's S2 was his "
            "only spade, so he shows out on the S8"
        ),
        notes=(
            "After six tricks South led the S8 and showed his hand, claiming four spade tricks "
            "and the DQ; West had no spade left, and East held T764 behind dummy's AQJ9.",
            "The reply on the list: once West shows out declarer sees the 5-1 break, does not "
            "play for a fourth spade trick, and cashes the diamonds, on which East's "
            "singleton jack falls: all seven tricks.",
        ),
        doubt=(
            "The French directors' own ruling is not given in the post; the award is the one "
            "reply seen, by an experienced director. Spades cannot give four tricks against "
            "East's T764, so the statement cannot be followed literally."
        ),
        edition="1997",
        board=1,
    ),
]
