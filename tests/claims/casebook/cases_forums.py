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
        laws=("70A",),
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
               "the 2017 Laws are our assumption. The TD named no clause; his reasoning is the "
               "EBU's top-down guidance (White Book 8.70.5, Law 70E2), which leaves the "
               "claim intact, so no clause that changes the result is listed"),
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
        laws=("70A",),
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
    Case(
        name="bbof-73632-conceded-trump-would-drop",
        title="BBO forum 2016: declarer concedes the 'high' trump that his queen would drop",
        source=("bridgebase.com forums, Laws and Rulings, 'Mis-claim question' (topic 73632, "
                "February 2016, ACBL club): with about five cards left and the lead in hand, "
                "declarer claimed the rest but one, giving up what he took to be a high trump; "
                "the defender's last trump was the singleton jack, which declarer's queen "
                "would have dropped; he noticed only on a later board. The directors replying "
                "(robert2734, pran) held that the concession stands (Law 71)"),
        url=("https://forumstest.bridgebase.com/forums/topic/73632-mis-claim-question/"
             "?comment=877878&do=findComment"),
        contract="4H",
        declarer="S",
        ending="N:5432.4.. A..AKQJ. .Q32..AK .J.2.QJT",
        leader="S",
        events=('S claims 4 "I will give up your high trump"', "W agrees", "E agrees",
                "director"),
        awarded=4,
        laws=("71",),
        declarer_won=6,
        edition="2007",
        completed=(
            "the post describes the position in words: a defender who started with AJx of "
            "trumps (his partner xx) has only the jack left after the ace and a second round; "
            "declarer, on lead with about five cards, holds trumps headed by the queen and "
            "no side-suit losers. Hearts are trumps here; declarer's HQ32 and CAK, West's HJ "
            "and small clubs and diamond, dummy's H4 and small spades and East's winners "
            "(which East never gets the lead to cash) are ours"),
        notes=(
            "Declarer thought the outstanding trump was higher than his and gave it up; the "
            "defenders agreed, and he saw his mistake after play on the next board had begun.",
            "A conceded trick is restored only if it could not be lost by any normal play. "
            "For a declarer who believes the last trump is the master, leading a small trump "
            "to get it out of the way is careless but not irrational, so the concession "
            "stands.",
        ),
        doubt=("two forum replies (one a club director, the other Sven Pran, a Norwegian "
               "TD), no Director's ruling reported; the contract, the exact cards and the "
               "tricks won before the claim are ours. The claim is modelled as agreed by both "
               "defenders and brought to the Director later under Law 71"),
    ),
    Case(
        name="bbof-51894-6s-endplay-trump-not-drawn",
        title="BBO forum 2012: an endplay claim in 6S with one trump still out",
        source=("bridgebase.com forums, Laws and Rulings, 'Another claim' (topic 51894, March "
                "2012, posted by lamford): 6S by South; after winning the heart lead and "
                "drawing one round of trumps declarer claimed, planning to eliminate the "
                "hearts and play the ace and queen of diamonds to endplay whoever won, but "
                "did not mention the missing trump; the replies (blackshoe, ahydra, mr1303) "
                "ruled 6S down one"),
        url=("https://forumstest.bridgebase.com/forums/topic/51894-another-claim/"
             "?comment=621189&do=findComment"),
        contract="6S",
        declarer="S",
        board=7,
        ending="N:QJ82.Q6.85.KT6 .85.JT963.9842 AT64.K7.AQ.AJ5 7.T94.K742.Q73",
        leader="N",
        events=('S claims 11 "I am wasting your time here. I will eliminate the hearts and '
                'play the ace and queen of diamonds. Whoever wins will have to lead a club '
                'or concede a ruff and discard."', "E disputes", "director"),
        awarded=9,
        differs=("the award agrees, the clauses do not: the engine's worst line loses its "
                 "tricks by a careless order (dummy's CK cashed early) rather than to the "
                 "trump the statement left out, so it cites neither 70C nor 70E1"),
        engine=9,
        laws=("70A", "70C", "70E1"),
        declarer_won=2,
        edition="2007",
        completed=(
            "the full deal is given; the play is described: the HJ lead won by dummy's ace "
            "and one round of trumps. The small cards played to those tricks are not named: "
            "we use the H2 and H3, and dummy's SK with the S9, S3 and S5, leaving dummy on "
            "lead"),
        notes=(
            "Not having mentioned West's last trump, declarer may carelessly leave it out: "
            "West wins the DK and exits with the trump instead of giving a ruff and discard "
            "or leading a club.",
            "Declarer must then find the CQ himself; a guess he did not state is not allowed "
            "him, so he loses a club as well: one down.",
        ),
        doubt=("the poster tells stories about his club 'with considerable embellishment' and "
               "this one may be an invented problem; no Director's ruling is reported, and we "
               "follow the replies, which agree on one down. East's conduct (settling the "
               "claim himself) drew a procedural penalty in the replies, which does not change "
               "the tricks"),
    ),
    Case(
        name="bbof-55318-6nt-club-finesse-for-overtrick",
        title="BBO forum 2012: 'I will take a club finesse for the overtrick' at trick one",
        source=("bridgebase.com forums, Laws and Rulings, 'Finesse or finesses' (topic 55318, "
                "September 2012, posted by lamford, a local club): 6NT by South; after the "
                "SQ lead declarer claimed, saying he would take a club finesse for the "
                "overtrick; East said he would duck the jack and win the second finesse, "
                "stranding dummy's clubs; the replies (gnasher, RunemPard) ruled 6NT down one"),
        url=("https://forumstest.bridgebase.com/forums/topic/55318-finesse-or-finesses/"
             "?comment=663428&do=findComment"),
        contract="6NT",
        declarer="S",
        board=7,
        ending="N:74.T74.53.AQT864 9863.J962.864.K2 AK2.AKQ.AKQJT.J3 QJT5.853.972.975",
        leader="W",
        events=("W SQ", 'S claims 13 "I will take a club finesse for the overtrick"',
                "E disputes", "director"),
        awarded=11,
        laws=("70A", "70D1"),
        declarer_won=0,
        edition="2007",
        completed="the full deal, the auction and the opening lead are given",
        notes=(
            "Dummy has no entry outside clubs. A club finesse for the overtrick means running "
            "the jack and then finessing the queen; East ducks the first and wins the second "
            "with the king, and dummy's clubs are cut off.",
            "Declarer's later explanation (cash the ace on the second round, making against "
            "Kx onside) was not part of his statement; a declarer careless enough to claim "
            "this way may go down, so 6NT is one down.",
        ),
        doubt=("the poster's club stories are told with embellishment and this one may be an "
               "invented problem; no Director's ruling is reported and we follow the replies, "
               "which agree. The claim is taken as made after the lead, before dummy played"),
    ),
    # ------------------------------------------------------------------ Robin Barker's blog
    Case(
        name="rmb-2010-diamond-to-the-nine-penalty-card",
        title="Brighton 2010: 'I can play a diamond to the nine' past a major penalty card",
        source=("R. Barker, rmbarkerlaws.blogspot.com, 'To irrationality and beyond' (9 August "
                "2010, Brighton, day 3), his own ruling as TD: 4H by South; East's D7 had "
                "become a major penalty card when she corrected a revoke on dummy's CQ, which "
                "declarer ruffed; declarer then claimed all but the DA, 'I can play a diamond "
                "to the nine'; West asked 'what if I play the jack?'; the claim was allowed "
                "(Law 70E1: a claimer is not held to an irrational line)"),
        url="http://rmbarkerlaws.blogspot.com/2010/08/to-irrationality-and-beyond.html",
        contract="4H",
        declarer="S",
        ending="N:.2.Q95.Q ..A732.2 .54.KT4. ..J86.54",
        leader="N",
        events=("N CQ", "E D7", "director", "E chooses 62A C2", "S H4",
                'S claims 4 "yes, I can play a diamond to the nine"', "W disputes",
                "director"),
        awarded=4,
        laws=("70A",),
        shown_out=("E:H", "W:H", "S:C", "N:S"),
        declarer_won=7,
        edition="2007",
        completed=(
            "the blog's diagram has lost its suit symbols; it shows dummy with no spade, a "
            "heart, DQ9x and the CQ, declarer with two hearts and DK10x, East with DA7x, an "
            "unreadable card and the C2, West with DJxx and unreadable cards, neither "
            "defender holding a trump. The small cards are ours: dummy H2 D5, declarer H54 "
            "D4, East D3 D2 (her unreadable card taken as a fourth diamond), West D86 and two "
            "small clubs (he must follow to the CQ). West's D8 cannot beat dummy's nine. The "
            "voids marked as shown (the defenders in hearts, declarer in clubs, dummy in "
            "spades) are those of the diagram; the builder needs them to deal the earlier "
            "tricks"),
        notes=(
            "The TD (the author) had made East's D7 a major penalty card when she corrected "
            "her revoke on dummy's CQ with the C2; declarer ruffed and, with West still "
            "thinking, said he was claiming: a small diamond to dummy's nine, East having "
            "to play the seven.",
            "If West plays the jack declarer obviously covers with the queen: a claimer is "
            "not held to a line that would be irrational, so declarer loses only the DA.",
        ),
        doubt=("the diagram is partly unreadable (see completed). The blog says declarer "
               "was allowed 'all but one of the remaining tricks'; we take that as the claim "
               "too (four of the five, the club trick in progress included). The claim was "
               "made before West, whose club was forced, had played to the trick"),
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
        differs=(
            'ruled under 2007 Law 70D3 (play after the claim taken as evidence of the line), '
            'which the 2017 Laws removed; without it the engine gives the worst normal line'
        ),
        engine=4,
        laws=("70D3",),
        declarer_won=4,
        edition="2007",
        completed=(
            "the blog gives the position 'something like' this, small cards as x: dummy "
            "SJxx HJxx, West S9 H10x D8 CAK, East two small cards in each of hearts, "
            "diamonds and clubs, declarer S10 Hx DQ6 Cxx. As written eight hearts and six clubs "
            "are left, which cannot be dealt (each suit left must number 1, 5 or 9 cards when "
            "nobody has shown out), so East holds three small hearts and one small club "
            "instead of two of each. The spot cards are ours; the cards played "
            "after the claim (West's diamond won by the queen, dummy discarding a heart; "
            "South's diamond ruffed by the nine and over-ruffed by dummy's jack) are those "
            "the blog describes"),
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
