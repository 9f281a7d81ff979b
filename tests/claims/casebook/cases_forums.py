"""Published rulings on claims and concessions from the directors' forums and blogs: the EBU
forums (forums.ebu.co.uk), the bridgebase.com 'Laws and Rulings' forum, a club director's
note (nhbridge.club) and Robin Barker's directors' blog.

Forum threads are used only where a director's ruling is reported, or where the experienced
directors replying agree; ``awarded`` is that ruling, never the engine's. Where the source
gives only the cards that matter, ``completed`` names the cards we filled in and says why
they cannot change the ruling.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ EBU forums
    Case(
        name="ebuf-731-j32-top-three-trumps",
        title="EBU forum: 'I have the top three trumps' with J32, the ten outstanding",
        source=("forums.ebu.co.uk, EBU TDs, discussion 731 'Declarer claims': declarer, left "
                "with the J, 3 and 2 of trumps while a defender (the poster) held the ten, "
                "claimed the last three tricks saying he had the top three trumps; the club "
                "TD gave him all three, holding that he would logically play the jack first"),
        url="https://forums.ebu.co.uk/discussion/731/declarer-claims",
        contract="4S",
        declarer="S",
        ending="N:4.32.. .Q.2.2 J32... T.AK..",
        leader="S",
        events=('S claims 3 "I have the top three trumps"', "W disputes", "director"),
        awarded=3,
        laws=("70D1", "70E2"),
        declarer_won=7,
        completed=(
            "the post gives only the trumps (declarer SJ32, the poster ST) and says the claim "
            "was of the last three tricks. Spades are trumps here; the poster sits West with "
            "the HAK; dummy's S4 and small hearts and East's HQ, D2, C2 are ours. If the S2 or "
            "S3 is led first the ten wins and West cashes nothing more (South ruffs the heart "
            "return), so exactly one trick turns on the order in which the trumps are played"),
        notes=(
            "Declarer thought his three trumps were the top ones; the defender holding the ten "
            "called the Director.",
            "The Director ruled that declarer would logically lead the jack first, which drops "
            "the ten, and gave him all three tricks; the poster reports that the same Director "
            "once ruled the other way in a similar case.",
        ),
        doubt=("a defender's report of a club ruling; the replies quote White Book 8.70.4 "
               "(a forgotten trump is 'careless') and 8.70.5 (top down, especially with some "
               "solidity) without ruling on it. The forum gives no year or contract; 4S and "
               "the 2017 Laws are our assumption. The TD named no clause: 70D1 and 70E2 (the "
               "EBU's top-down guidance) are our reading"),
        edition="2017",
    ),
    # ------------------------------------------------------------------ bridgebase.com forum
    Case(
        name="bbof-73505-three-trumps-to-the-jack",
        title="BBO forum 2016: trumps to the jack with the ten out, a small one first 'crazy'",
        source=("bridgebase.com forums, Laws and Rulings, 'Claiming with a trump out' (topic "
                "73505, February 2016): in a spade contract declarer held a winning club, a "
                "winning diamond and three trumps to the jack while RHO held the ten; LHO was "
                "on lead; declarer claimed without a statement, having forgotten the trump. "
                "The Director (the poster) allowed the claim: leading a small trump first "
                "would be worse than careless"),
        url=("https://forumstest.bridgebase.com/forums/topic/73505-claiming-with-a-trump-out/"
             "?comment=876208&do=findComment"),
        contract="4S",
        declarer="S",
        ending="N:4.KQJ.2. ..43.432 J32..A.A T.98.5.5",
        leader="E",
        events=("S claims 5", "E disputes", "director"),
        awarded=5,
        laws=("70C",),
        declarer_won=5,
        edition="2007",
        completed=(
            "the post gives declarer's five cards (SJ and two small trumps, a winning club "
            "and a winning diamond: we use SJ32, CA, DA) and says RHO (West) held the ST, a "
            "club, a diamond and 'a couple of other cards' (we give the H98). Dummy's S4 and "
            "KQJ of hearts and East's small minor-suit cards are ours: whatever East leads, "
            "declarer wins it, and the only trick at stake is the one the ten takes if "
            "declarer leads a small trump before the jack"),
        notes=(
            "Declarer had plainly forgotten the trump and stated no line, but whatever LHO "
            "led she would win and at some point play her trumps from the jack down.",
            "The Director judged that leading a small trump first would be not merely "
            "careless but crazy, so no normal play loses a trick to the ten, and allowed the "
            "claim; the replies agreed that no real declarer would lead a small one.",
        ),
        doubt=("a club Director's own report of his ruling, endorsed by the replies rather "
               "than reviewed; the contract and the tricks won before the claim are not "
               "given (4S and five are ours). One reply doubted that the lack of a statement "
               "proves declarer had forgotten the trump, which would not change the award"),
    ),
    Case(
        name="bbof-81146-6nt-clubs-not-good",
        title="BBO forum 2019: 6NT, 'my clubs are good' with West's club ten still out",
        source=("bridgebase.com forums, Laws and Rulings, 'Contested claim - 6NT contract' "
                "(topic 81146, September 2019, club game, Flight B declarer): after four "
                "tricks South claimed the rest, 'throwing a spade loser on the king of "
                "diamonds, heart to my hand, and my clubs are good'; the replies (Cyberyeti, "
                "pescetom, blackshoe) ruled 6NT down one"),
        url=("https://forumstest.bridgebase.com/forums/topic/81146-contested-claim-6nt-"
             "contract/?comment=982049&do=findComment"),
        contract="6NT",
        declarer="S",
        board=9,
        ending="N:A9.A97.KJ85. 843.J6532.6. T7.KQT..KQJ8 J6.84..T7654",
        leader="N",
        events=('S claims 9 "throwing a spade loser on the king of diamonds, heart to my '
                'hand, and my clubs are good"', "W disputes", "director"),
        awarded=8,
        laws=("70D1",),
        declarer_won=3,
        edition="2017",
        completed=(
            "the full deal and the play are given: CA led (dummy C9, East C2, South C3); a "
            "small spade switch to dummy's five, East's queen and South's king; the D10 run; "
            "the D9 to West's queen and dummy's ace (East the D3). West's spade, South's club "
            "to trick 1 and the small diamonds East and dummy played to trick 3 are not "
            "named: we use the S2, C3, D2 and D4, which leaves the spots that matter (West's "
            "C10, dummy's D8 and D5) in place"),
        notes=(
            "South's clubs are not good: West's C10 guards the suit. The stated line takes "
            "the DK (discarding a spade), crosses to hand with a heart and plays clubs.",
            "The replies held that, following the statement and then playing the remaining "
            "winners in a normal careless order, declarer cashes dummy's diamonds and the "
            "major-suit winners before the clubs and is left with KQJ8 at the end, losing "
            "the last trick to the C10: down one, whatever his standard.",
        ),
        doubt=("a forum thread without a Director's ruling; the three experienced replies "
               "agree on one down (one calls the law 'an ass' but applies it). Later posts "
               "discuss whether an abnormal statement may be replaced by a normal one; none "
               "of them rules differently"),
    ),
    # ------------------------------------------------------------------ Robin Barker's blog
    Case(
        name="rmb-2010-diamond-to-the-nine-penalty-card",
        title="Brighton 2010: 'I can play a diamond to the nine' past a major penalty card",
        source=("R. Barker, rmbarkerlaws.blogspot.com, 'To irrationality and beyond' (9 August "
                "2010, Brighton, day 3), his own ruling as TD: 4H by South; after East's "
                "revoke was corrected (her D7 a major penalty card) and South had ruffed "
                "dummy's CQ, declarer claimed all but the DA, 'I can play a diamond to the "
                "nine'; West asked 'what if I play the jack?'; the claim was allowed (Law "
                "70E1: declarer is not held to an irrational line)"),
        url="http://rmbarkerlaws.blogspot.com/2010/08/to-irrationality-and-beyond.html",
        contract="4H",
        declarer="S",
        ending="N:.2.Q95.Q ..A732.2 .54.KT4. 3..J86.5",
        leader="N",
        events=("N CQ", "E D7", "director", "E chooses 62A C2", "S H4",
                'S claims 4 "yes, I can play a diamond to the nine"', "W disputes",
                "director"),
        awarded=4,
        laws=("70A", "70E1"),
        shown_out=("E:H", "W:H", "S:C", "N:S", "S:S"),
        declarer_won=None,
        edition="2007",
        completed=(
            "the blog's diagram has lost its suit symbols; it shows dummy with a heart, "
            "DQ9x and the CQ, declarer with two hearts and DK10x, East with DA7x (and an "
            "unreadable card) and the C2, West with DJxx and unreadable cards, neither "
            "defender holding a trump. The small cards are ours: dummy H2 D5, declarer H54 "
            "D4, East a fourth diamond (D3, D2), West D86 and two small clubs (he must follow "
            "to the CQ). The D8 with West cannot beat dummy's nine. The tricks won before "
            "the claim and the defenders' spade and heart voids are ours"),
        notes=(
            "The TD (the author) had made East's D7 a major penalty card when she corrected "
            "her revoke on dummy's CQ with the C2; declarer ruffed and, with West still to "
            "play, said he was claiming: a small diamond to dummy's nine, East having to "
            "play the seven.",
            "If West plays the jack declarer obviously covers with the queen: a claimer is "
            "not held to a line that would be irrational, so declarer loses only the DA.",
        ),
        doubt=("the diagram is partly unreadable (see completed). The blog does not say how "
               "many tricks were claimed; 'all but one, losing the DA' is the ruling, and we "
               "take it as the claim too. The claim is made before West plays to the trick "
               "in progress (his club is forced)"),
    ),
    Case(
        name="rmb-2011-play-after-claim-as-evidence",
        title="Brighton 2011: play after the claim taken as evidence of the defence",
        source=("R. Barker, rmbarkerlaws.blogspot.com, 'Untested new law - do we know what it "
                "means?' (Brighton 2011, day 9): in a spade contract declarer claimed the "
                "rest without a statement; the defenders played on; the TD ruled under the "
                "play-after-claim clause (2007 Law 70D3) that the later play showed how the "
                "defence would have gone and gave declarer all the tricks; the author "
                "disagreed"),
        url="http://rmbarkerlaws.blogspot.com/2011/08/untested-new-law-do-we-know-what-it.html",
        contract="4S",
        declarer="S",
        ending="N:J32.J43.. .765.32.2 T.2.Q6.43 9.T8.8.AK",
        leader="W",
        events=('S claims 6', "W disputes", "W D8", "N H3", "E D2", "S DQ", "S D6", "W S9",
                "N SJ", "E D3", "director"),
        awarded=6,
        laws=("70D3",),
        declarer_won=4,
        edition="2007",
        completed=(
            "the blog gives the position with small cards as 'x' and says only that it was "
            "'something like' this: dummy SJxx HJxx, West S9 H10x D8 CAK, East HJ? no: East "
            "xx in hearts, diamonds and clubs, declarer S10 Hx DQ6 Cxx. Four hearts and one "
            "club among the defenders cannot be dealt as written (each suit left must be 1, "
            "5 or 9 cards when nobody has shown out), so East holds three small hearts and "
            "one small club instead of two and two. The spot cards are ours; the cards played "
            "after the claim (a diamond won by the queen, a diamond ruffed by the nine and "
            "over-ruffed by dummy's jack) are those the blog describes"),
        notes=(
            "The defenders did not accept the claim but played on: West led a diamond to "
            "South's queen; South's diamond was ruffed by West and over-ruffed in dummy, and "
            "declarer, able to ruff a heart, had the rest.",
            "The TD took this play, under the new clause that play after a claim may be "
            "evidence of the players' probable plays, to show how the defence would have "
            "gone, and gave declarer all the tricks.",
            "The author thought that play after a claim may widen the claimer's normal lines "
            "but should not narrow the defenders': several defences (a trump lead, or not "
            "ruffing the second diamond) would have won a trick.",
        ),
        doubt=("the author, an EBU TD, thought the ruling wrong and would have given the "
               "defence a trick; we record the TD's ruling, the only one given. The blog does "
               "not say which of North and South was declarer (we make South declarer), nor "
               "which heart dummy discarded on the first diamond"),
    ),
    # ------------------------------------------------------------------ club director's note
    Case(
        name="nh-2011-run-the-clubs-then-the-heart",
        title="Club note 2011: four clubs and the HJ, 'the rest are mine', the HQ out",
        source=("nhbridge.club, director's note on claims (April 2011): in a notrump "
                "contract declarer showed four winning clubs and the HJ, saying 'the rest are "
                "mine'; a defender held the HQ; asked by the Director, he said he would run "
                "the clubs and then play the heart; the Director gave the heart trick to the "
                "defence"),
        url="http://www.nhbridge.club/2011/04/",
        contract="3NT",
        declarer="S",
        ending="N:.432.2.6 AKQJT... .J..AKQJ .Q..5432",
        leader="S",
        events=('S claims 5 "The rest are mine"', "W disputes", "director"),
        awarded=4,
        laws=("70A",),
        declarer_won=5,
        edition="2007",
        completed=(
            "the note gives only declarer's five cards (four winning clubs, the CAKQJ here, "
            "and the HJ) and the defender's HQ (we give it to West, with four small clubs). "
            "Dummy's small cards and East's spades are ours; East never gets the lead, so in "
            "whatever order declarer plays, exactly the heart trick is lost"),
        notes=(
            "Declarer stated no line at the claim; when the Director asked, he said he would "
            "run the clubs and then play the heart, which loses to the queen.",
            "The Director ruled that the heart trick goes to the defence: the claim of all "
            "the tricks fails by one.",
        ),
        doubt=("a teaching example in a club director's note, not a reported appeal; the "
               "contract (3NT) and the seat of the HQ are ours"),
    ),
]
