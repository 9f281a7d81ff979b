"""Worked examples on contested claims from directors' guidance and teaching material (club
directors' notes and the rulings directors publish to explain them), and rulings that
tournament directors reported themselves on the bridgebase.com and EBU forums, with the
cards at the claim.

Every ``ending`` was checked card by card against its source; where the source gives only the
cards that matter, ``completed`` says which cards are ours and why they cannot change the
ruling. ``awarded`` is always the source's ruling, never the engine's.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ club director's notes
    Case(
        name="scg-2019-ten-eight-two-all-good",
        title="Club director's corner 2019: 'all trumps, all good' with the nine still out",
        source=("SCG Bridge Club (bridgewebs), 'The Director's Corner', 13 August 2019: three "
                "cards left, West leads a small spade, declarer (North) faces the ten, eight "
                "and two of trumps saying they are all good while West holds the nine; the "
                "Director gives the defence a trick, since a logical line lets the nine win"),
        url="https://www.bridgewebs.com/scgbridgeclub/page17.html",
        contract="4H",
        declarer="N",
        ending="N:.T82.. 65..2. 43.3.. 7.9..2",
        leader="W",
        events=(
            "W S7",
            'N claims 3 "all trumps: they are all good"',
            "W disputes",
            "director",
        ),
        awarded=2,
        laws=("70A", "70C"),
        declarer_won=8,
        completed=(
            "the note gives only declarer's three trumps (the ten, eight and two), West's "
            "small spade lead and West's nine of trumps. Hearts are trumps here; West's third "
            "card (C2), East's S65 D2 and dummy's S43 H3 are ours: nobody but West's nine can "
            "win a trick against declarer's trumps, and dummy's three of trumps is below "
            "everything that matters"),
        notes=(
            "Declarer, with only trumps left, ruffs the spade lead; if he ruffs with a small "
            "trump and then leads the ten, the nine falls and he takes all three tricks.",
            "Asked by West how he would play, declarer said ten, eight, two; but the note "
            "stresses that the defenders should not question the claimer and that the claim "
            "statement should have said to ruff low and then play from the top.",
            "The Director's test: if any logical line lets West's nine win a trick, the "
            "defence gets that trick; ruffing with the ten and then leading the eight is such "
            "a line, so declarer makes two of the three tricks.",
        ),
        doubt=("a club director's teaching note: the number of tricks awarded is implied by "
               "the test it states (a trick to the defence), not written as a score; the "
               "contract, the trump suit and the other players' cards are not given"),
        edition="2017",
    ),
    # ------------------------------------------------------------------ EBL TD course
    Case(
        name="ebl-prague16-s1a-5h-conceded-in-dummy",
        title="EBL TD course 2016: 'one off with the king wrong', from dummy: 5H made",
        source=("European Bridge League, 10th EBL Main Tournament Directors Course, Prague, "
                "3-7 February 2016, 'Simulations at the table', S1 (a): 5H by South; with the "
                "lead in dummy declarer called the D6 and said that with the DK wrong he was "
                "one off; the score was written down, and after the session North-South saw "
                "that West had held only two clubs. Course answer: on the line he was "
                "following declarer cannot fail to make eleven tricks; 5H made, Law 71.2"),
        url="https://docslib.org/doc/729751/simulations-at-the-table",
        contract="5H",
        declarer="S",
        board=14,
        ending="N:.42.65.8 8..J82.9 .T.AQT.7 4..K974.",
        leader="N",
        events=(
            "N D6",
            'S claims 3 "with the king of diamonds wrong I am one off"',
            "E agrees",
            "W agrees",
            "director",
        ),
        awarded=4,
        laws=("71",),
        shown_out=("S:S", "W:H", "E:H"),
        declarer_won=7,
        completed=(
            "the course gives the full deal (North SJ105 HAKJ42 D65 CQ84, East S8762 HQ "
            "DJ82 CAJ963, South SA HT97653 DAQT CK75, West SKQ943 H8 DK9743 CT2; the suit "
            "symbols are lost in the stored copy and are restored from the card counts) and "
            "the play in words: a spade lead, two spades ruffed in hand, a club to the queen "
            "and ace, a club back to the king, a heart to dummy. The order of the early tricks "
            "and the defenders' discards are not given: we let West throw a spade and a "
            "diamond and East two clubs, so that at the claim West holds only a spade and "
            "diamonds and East S8 DJ82 C9. The voids marked are those the play shows (South "
            "ruffed spades; neither defender had a second heart)"),
        notes=(
            "Declarer had eleven tricks if West held the DK and no more clubs: after the "
            "diamond finesse loses, West must lead a diamond into the ace-queen or give a "
            "ruff and discard.",
            "Declarer's words with the D6 already called from dummy showed he was taking "
            "the diamond finesse; on that line he cannot avoid eleven tricks, so the trick "
            "he gave away could not be lost by any normal play and the concession is "
            "cancelled: 5H made (Law 71, 2007 numbering 71.2).",
        ),
        doubt=("the course answer says only '5H made; L71.2'; we record it as four of the "
               "five remaining tricks. The defenders' discards are ours (see completed); "
               "with them, after the finesse loses declarer must still throw dummy's C8 on a "
               "diamond winner and ruff his C7, which the course treats as automatic"),
        edition="2007",
    ),
    Case(
        name="ebl-prague16-s1b-5h-conceded-in-hand",
        title="EBL TD course 2016: the same concession made in hand stands: 5H one off",
        source=("European Bridge League, 10th EBL Main Tournament Directors Course, Prague, "
                "3-7 February 2016, 'Simulations at the table', S1 (b): the same deal, but "
                "still in hand after the club to his king South said he was one off with the "
                "DK with West; the score was written down and North-South later asked for "
                "5H made. Course answer: playing a club now is not irrational (Law 70E1), so "
                "the result stands"),
        url="https://docslib.org/doc/729751/simulations-at-the-table",
        contract="5H",
        declarer="S",
        board=14,
        ending="N:.J42.65.8 8..J82.96 .T9.AQT.7 4..K9743.",
        leader="S",
        events=(
            'S claims 4 "one off, with the king of diamonds with West"',
            "W agrees",
            "E agrees",
            "director",
        ),
        awarded=4,
        laws=("70E1",),
        shown_out=("S:S", "W:H", "E:H"),
        declarer_won=6,
        completed=(
            "the full deal and the play as in case S1 (a); here the claim comes one trick "
            "earlier, with South on lead after winning the club king. The defenders' "
            "discards are ours: West has thrown a spade, East a club"),
        notes=(
            "In hand, declarer has not shown how he would play: leading his last club now is "
            "a normal play, and it loses a club trick to East before the diamond finesse "
            "loses to West's king.",
            "Since a normal line loses the trick he conceded, the concession stands: 5H one "
            "down. The course cites Law 70E1 (no unstated line that depends on where a "
            "defender's cards lie; the throw-in works only because West holds the DK and no "
            "clubs).",
        ),
        doubt=("the course answer is one line ('Playing a club now is not irrational "
               "L70E1'); we read it as leaving the written score, one down, in place. Under "
               "the 2017 Laws the 'irrational' wording is gone from 70E1; the course ruled "
               "under the 2007 Laws"),
        edition="2007",
    ),
    # ------------------------------------------------------------------ TDs' own reports
    Case(
        name="bbof-51427-cross-ruffing-trump-forgotten",
        title="'Cross-ruffing' with the defenders' ten of trumps forgotten: two of three",
        source=("bridgebase.com forums, Laws and Rulings, 'Claim at the club (EBU)' (topic "
                "51427, February 2012, posted by VixTD, an EBU Director): South in hearts, West "
                "on lead, faced his hand saying 'cross-ruffing' and admitted he had forgotten "
                "the outstanding trump; R. Barker (EBU) ruled two of the three tricks to "
                "declarer under Law 70C (a diamond ruffed with dummy's jack is normal), and "
                "the poster set out the same line"),
        url="https://www1.dal10.sl.bridgebase.com/forums/topic/51427-claim-at-the-club-ebu",
        contract="4H",
        declarer="S",
        ending="N:83.J.. 4..8.5 .Q9..4 .T.32.",
        leader="W",
        events=(
            'S claims 3 "cross-ruffing"',
            "W disputes",
            "director",
        ),
        awarded=2,
        laws=("70C",),
        shown_out=("E:H", "W:S"),
        declarer_won=8,
        completed=(
            "the post gives all twelve cards. The builder needs some suits to have been shown "
            "out of to deal the earlier tricks: we mark East's heart void and West's spade "
            "void, which the ending implies (no finesse is in question, so Law 70E1 plays no "
            "part). The level of the heart contract and the tricks won before are not given: "
            "4H and eight are ours"),
        notes=(
            "West holds the HT, the defenders' last trump, which declarer had forgotten.",
            "On a diamond return a declarer who means to cross-ruff may ruff with dummy's "
            "jack; then the ten is promoted (South must ruff the spade over or under it), so "
            "the defence makes a trick; on a trump exit the cross-ruff runs out of trumps in "
            "dummy and the last club loses.",
            "Ruffing the diamond with the jack is a normal play for a declarer who has "
            "forgotten the trump, so one trick goes to the defence (Law 70C).",
        ),
        doubt=("the ruling is the one the poster (an EBU Director) and Robin Barker agree on "
               "in the thread; the poster does not say in so many words what he ruled at the "
               "table"),
        edition="2007",
    ),
    Case(
        name="bbof-65857-national-pairs-ruff-low",
        title="National Pairs 2014: declarer faces his hand, a trump out, ruffing low is careless",
        source=("bridgebase.com forums, Laws and Rulings, 'National Pairs claim 2 (EBU)' "
                "(topic 65857, April 2014, the Director's own report): West in a spade contract "
                "faced his hand without comment when South led the HT; North had a trump left. "
                "The Director awarded the defence one trick (ruffing low, overruffed), and 25 "
                "of 27 forum voters agreed"),
        url=("https://forumstest.bridgebase.com/forums/topic/65857-national-pairs-claim-2-ebu/"
             "page/2"),
        contract="4S",
        declarer="W",
        ending="N:J..QJT.AKJ ..AK52.Q109 .T.976.876 AKQ42..84.",
        leader="S",
        events=(
            "S HT",
            "W claims 7",
            "N disputes",
            "director",
        ),
        awarded=6,
        laws=("70A", "70C"),
        shown_out=("S:S", "W:C"),
        declarer_won=3,
        completed=(
            "the post gives declarer's SAKQ42 D84, dummy's DAK52 CQ109 and South's HT, and "
            "says North holds one trump and six minor-suit cards and South six other "
            "non-spades. North's trump is ours (the SJ, above the 4 and the 2), as are the "
            "defenders' minor cards (North DQJT CAKJ, South D976 C876, all below dummy's "
            "diamonds, so none can win a trick once trumps are drawn)"),
        notes=(
            "West faced his hand at once when South led a heart; he had to ruff it and North "
            "still held a trump he had not mentioned.",
            "Declarer argued that with so many high trumps he would ruff high; the Director "
            "held that a declarer who has not mentioned the trump may carelessly ruff with a "
            "small one, which North overruffs, and gave the defence that one trick.",
        ),
        doubt=("the forum poster's diagram gives only the cards that matter; the rest are "
               "ours (see completed). The contract level and the tricks won before are not "
               "given"),
        edition="2007",
    ),
    Case(
        name="ebuf-1633-6c-claim-at-trick-three",
        title="EBU forum: 6C claimed at trick three with no mention of trumps, claim good",
        source=("forums.ebu.co.uk, EBU TDs, discussion 1633 'Claim': 6C by East at "
                "match-pointed pairs; after the SA and a diamond to dummy's queen declarer "
                "faced his hand, 'the rest are mine', and still said nothing of trumps when "
                "asked; the reply from the EBU TDs' forum: it is not at all likely that he was "
                "unaware of the outstanding trumps and no normal play loses a trick to them, "
                "so the claim should be accepted (Law 70C)"),
        url="https://forums.ebu.co.uk/discussion/1633/claim",
        contract="6C",
        declarer="E",
        ending="N:QT7.KQT9.74.T9 KJ5.8.AK5.AJ76 63.76532.JT9.8 9.AJ4.8.KQ5432",
        leader="W",
        events=(
            'E claims 11 "the rest are mine"',
            "S disputes",
            "director",
        ),
        awarded=11,
        differs=(
            'eleven cards a hand: too large for the search in its time limit; the probes find a '
            'careless line (trumps cashed in both hands before the hearts are ruffed) that the '
            'reply does not consider'
        ),
        engine=9,
        laws=("70A",),
        declarer_won=1,
        completed=(
            "the post gives declarer's and dummy's eleven cards and the first two tricks "
            "(SA 8 4 2; D6 to dummy's queen, D2, D3). The defenders' cards are not given: "
            "the outstanding ones are SQT763, HKQT976532, DJT974 and the CT98, which we deal "
            "North SQT7 HKQT9 D74 CT9 and South S63 H76532 DJT9 C8 (South led both tricks). "
            "Trumps 2-1 fall in three rounds of the top honours, and then declarer's side "
            "suits and ruffs give eleven tricks"),
        notes=(
            "With AKQJ of trumps between the two hands and only the ten, nine and eight out, "
            "a declarer claiming twelve tricks at trick three is plainly counting on drawing "
            "trumps; the reply found it not at all likely that he had overlooked them.",
            "Law 70C therefore takes no trick away, and with trumps drawn no normal play "
            "loses one: the claim is accepted.",
            "The reply adds that the Director may give the ruling later in the session, and "
            "that refusing to play the next board is a disciplinary matter.",
        ),
        doubt=("the table Director deferred the ruling and the thread's first reply gives the "
               "answer reproduced here; the defenders' hands are our construction (see "
               "completed). With a different layout a careless ruff before trumps are drawn "
               "could be overruffed, which the reply does not consider"),
        edition="2017",
        board=2,
    ),
]
