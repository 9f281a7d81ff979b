"""Published rulings on contested claims from North American and other English-language
sources outside Europe: ACBL NABC appeal write-ups, the USBF appeals pages, Bridge Winners
articles, the Welsh Bridge Union directors' blog and the Israel Bridge Federation magazine.

Each case is the position at the claim as the source gives it (or as its full deal and
play record give it); cards the source leaves out are filled in and named in ``completed``.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    Case(
        name="acbl-boston08-defender-claims-last-trick",
        title="A defender shows his master diamond at trick 12: a claim of the last trick",
        source=(
            "ACBL, Fall 2008 NABC (Boston) Appeals, Non-NABC+ Case Five, 'Claim or Played "
            "Card', 4C by West: the director ruled that North had claimed the thirteenth "
            "trick (Law 70D1 and the footnote to Law 70: no normal play loses it) and "
            "awarded it to N/S; the panel upheld (citing Law 70E), 4C down one"
        ),
        url="http://pdfmedfinder.com/w/web2.acbl.org1.html",
        contract="4C",
        declarer="W",
        ending="N:2..Q. ..7.6 ..54. .2.3.",
        leader="E",
        events=("E C6", "N claims 1", "W disputes", "director"),
        awarded=1,
        laws=("70A", "70E1", "70D1"),
        declarer_won=8,
        completed=(
            "The source gives dummy's C6 and D7 and North's DQ and 'a spade'; it says only "
            "that neither South nor West held a trump or a diamond above the queen. We give "
            "North the S2, South the D5 D4 and West the H2 D3: none of them can beat the "
            "club or the DQ, and the diamonds (all below dummy's seven) make the suit count "
            "five"
        ),
        notes=(
            "Dummy was on lead at trick 12 with the last trump and the D7; North held the "
            "DQ and a spade. When declarer finally led the club North faced the DQ.",
            "The director found this was a claim of the last trick, made without a "
            "statement; keeping the queen for trick 13 is the only normal play, so the "
            "trick goes to N/S.",
            "The panel saw nothing to overturn the director's finding of fact and upheld "
            "the ruling: 4C down one.",
        ),
        doubt=(
            "The write-up does not say whether South and West had played to trick 12 "
            "before North showed the queen; we put the claim straight after dummy's lead. "
            "The panel's 'Law 70E' is recorded as 70E1 (2007 numbering)."
        ),
        edition="2007",
        board=11,
    ),
    Case(
        name="acbl-dallas06-defender-claim-or-played-card",
        title="A defender faces his last two clubs with the jack first: a valid claim",
        source=(
            "ACBL, Spring 2006 NABC (Dallas) Appeals, NABC+ Case Fifteen, 'Claim or Played "
            "Card', Jacoby Swiss Teams, 2S by South: the director held the CJ a played card "
            "(Law 45C1, 2S made); the committee found that West had claimed the last two "
            "tricks with no doubtful point and adjusted to 2S down two"
        ),
        url="https://pl.scribd.com/document/36154890/NABC-061-15",
        contract="2S",
        declarer="S",
        ending="N:..K.Q ...72 ...43 ...AJ",
        leader="E",
        events=("E C2", "S C3", "W claims 2", "S disputes", "director"),
        awarded=2,
        laws=("70A",),
        shown_out=("W:S", "E:H"),
        declarer_won=6,
        completed=(
            "The write-up gives all eight cards but not South's card to trick 12; we play "
            "the C3 (either small club would do). The two-card ending has no spades or "
            "hearts, so somebody had shown out of both earlier; we assume West in spades "
            "and East in hearts, which matters to nothing here"
        ),
        notes=(
            "East led the C2 at trick 12. West, holding CA CJ behind dummy's DK CQ, put his "
            "cards on the table jack first without saying anything.",
            "The director ruled the jack a played card, so dummy's queen would win.",
            "The committee found that West had tried, however clumsily, to claim, and that "
            "there was no doubt to resolve: the ace takes trick 12 and the jack the last, "
            "so both tricks go to E/W.",
        ),
        edition="1997",
    ),
    Case(
        name="acbl-dallas06-claim-pitching-diamonds",
        title="Declarer shows her winners one by one: dummy's diamonds go on the trumps",
        source=(
            "ACBL, Spring 2006 NABC (Dallas) Appeals, Non-NABC+ Case Three, 'Claim', "
            "Sunday-Monday KO Teams, 4S by West: the table director gave N/S one more trick "
            "(4S down two); a reviewer restored the table result and, on N/S's appeal, the "
            "panel unanimously found no doubtful point under Law 70A: 4S down one, all six "
            "remaining tricks to declarer"
        ),
        url="https://pl.scribd.com/document/36154907/NonNABC-061-3",
        contract="4S",
        declarer="W",
        ending="N:..JT9.J86 6.KT.Q4.K ..K76.T74 QT9.J..Q9",
        leader="W",
        events=('W claims 6 "all my cards are good"', "N disputes", "director"),
        awarded=6,
        laws=("70A",),
        shown_out=("W:D", "N:H"),
        declarer_won=3,
        completed=(
            "The write-up gives declarer's and dummy's six cards and says the HA and CA "
            "were gone and trumps drawn. N/S's cards are reconstructed from the full deal "
            "and the cards E/W had played: South must still hold the CT (he followed suit "
            "to every earlier trick) and the DK; we give North DJ T9 CJ86 and South DK76 "
            "CT74. West's third spade played and North's lone heart imply that West had "
            "ruffed a diamond and North shown out of hearts"
        ),
        notes=(
            "Declarer held three trumps, the HJ and CQ9 opposite dummy's S6 HKT DQ4 CK; "
            "she said all her cards were good and faced them one at a time.",
            "N/S argued she had shown them as if in play without saying she would pitch "
            "dummy's diamonds, so a diamond might be left in dummy at the end.",
            "The panel found no doubtful point: dummy's diamonds go on the trumps (or are "
            "ruffed), the HJ and C9 can go under dummy's king and ten, and declarer takes "
            "every trick.",
        ),
        doubt=(
            "The source says only that West claimed at trick 8; we put West on lead. N/S's "
            "low cards are our reconstruction, and the ruling does not turn on them."
        ),
        edition="1997",
        board=4,
    ),
    Case(
        name="il-seniors13-7s-heart-before-last-trump",
        title="7S: the claim mentions the diamond discard but not the last trump",
        source=(
            "Israel Bridge Federation magazine (English section), August 2013, p. 54, Brian "
            "Zietman: Israel Seniors Championship semi-final, 7S by East; the director "
            "ruled one down (Laws 68C and 70C quoted): North's S9 could ruff a heart"
        ),
        url="http://magazine.rotemltd.co.il/august2013/54/",
        contract="7S",
        declarer="E",
        ending="N:9..Q93.Q953 QJ65.Q.6.A6 ..J842.KJ72 ..AKT75.T84",
        leader="W",
        events=(
            'E claims 8 "I will discard my losing club on the high diamonds"',
            "N disputes",
            "director",
        ),
        awarded=7,
        laws=("70A", "70C", "70D1"),
        declarer_won=5,
        completed=(
            "From the full deal and the play: SA SK, a heart to the king, a heart to the "
            "ace and a heart ruffed with dummy's ST. At the claim East really held SQJ6 "
            "HQT D6 CA6. The builder cannot replay a ruff by a seat that followed suit "
            "earlier, so East's HT is shown as the S5: either way East has one heart winner "
            "that North can ruff and a spare top card, and the trick count is the same"
        ),
        notes=(
            "After dummy ruffed the third heart declarer claimed, saying he would throw his "
            "club loser on the top diamonds, but said nothing about the trump still out.",
            "North's S9 was the last trump; if declarer cashes a heart winner before "
            "drawing it, North ruffs.",
            "The director ruled one down: with no mention of drawing the trump, a heart "
            "could be ruffed.",
        ),
        doubt=(
            "The printed deal shows the S6 in both East's and South's hands and no S5; "
            "which of them held the five does not matter. East's HT is drawn as the S5 "
            "(see completed)."
        ),
        edition="2007",
        board=1,
    ),
    Case(
        name="bw-trial-4s-claim-with-trump-out",
        title="'I have the rest' with a trump out: the appeal committee allows the claim",
        source=(
            "Bridge Winners, 'How would you rule?' (a teams trial), 4S by South, board 5: "
            "the director ruled that a trick could be lost to West's trump by a normal "
            "play; the appeal committee overturned him and restored the claim, N/S +620"
        ),
        url="https://bridgewinners.com/article/view/how-would-you-rule-2-ffrns7m8xv/",
        contract="4S",
        declarer="S",
        ending="N:.KQJ.AQJ82. .52.T74.T65 J732.43.9.J 6.97.K653.3",
        leader="E",
        events=('S claims 8 "I have the rest"', "W disputes", "director"),
        awarded=8,
        differs=(
            "the appeal committee restored the claim because it 'would not have called the "
            "Director', a reason the Laws do not give; the engine gives the Director's ruling "
            "(70C: a trick lost to West's trump)"
        ),
        engine=7,
        laws=("70A",),
        declarer_won=2,
        completed=(
            "None: the full deal and all five tricks before the claim are given (HT to the "
            "ace; SK; SQ to West's ace; CA; C9 to East's king)"
        ),
        notes=(
            "East was on lead after winning the CK; South faced her cards saying she had "
            "the rest, and told the director no trumps were out. West still held the S6.",
            "The director ruled that a trick could be lost to West's trump by a normal "
            "play.",
            "The appeal committee overturned that and let the claim stand, on the ground "
            "that they would not themselves have called the director; the article asks "
            "whether that is a valid reason.",
        ),
        doubt=(
            "We follow the committee, whose ruling is final; its reason is not one the "
            "Laws give, and the director's ruling (Law 70C) would give fewer tricks. The "
            "article does not date the trial or name the country; we assume the 2007 Laws."
        ),
        edition="2007",
        board=5,
    ),
    Case(
        name="bw-sectional-4nt-claim-at-trick-one",
        title="4NT claimed at trick one with a conditional statement: ruled two down",
        source=(
            "Bridge Winners, 'Faulty Claim Ruling', ACBL sectional Open Swiss, 4NT by North: "
            "after the opening lead declarer claimed twelve tricks unless East held four or "
            "five diamonds to the jack (then ten); the director ruled 4NT down two"
        ),
        url="http://bridgewinners.com/article/view/faulty-claim-ruling/",
        contract="4NT",
        declarer="N",
        ending="N:2.T3.AQ964.KJT95 3.KQ74.J8732.742 AKQJ94.AJ6.KT5.6 T8765.9852..AQ83",
        leader="E",
        events=(
            "E H4",
            'N claims 10 "Unless East has four or five diamonds to the jack I take twelve: '
            'the heart ace, six spades and five diamonds; if he has, I take ten, with only '
            'three diamonds"',
            "W disputes",
            "director",
        ),
        awarded=8,
        laws=("70A", "70D1"),
        declarer_won=0,
        completed="None: the full deal is given and the claim came at trick one",
        notes=(
            "Declarer faced his hand after East's heart lead and named twelve tricks, or "
            "ten if East held four or five diamonds to the jack; East held J8732.",
            "The director took the board away to study it and ruled 4NT down two: eight "
            "tricks for declarer.",
        ),
        doubt=(
            "The suit of the led four is lost in the stored page; East's H4 (fourth best "
            "from KQ74) fits, the C4 from 742 would not be a normal lead. Declarer "
            "literally claimed twelve with a condition that held, so we write the claim as "
            "ten. The article gives no Law; 70D1 is our reading of a ruling below the "
            "stated line."
        ),
        edition="2007",
        board=1,
    ),
    Case(
        name="us-usbc19-mixed-5d-ruffing-finesse",
        title="'If spades are 4-1 I'll take the ruffing finesse again': two tricks lost",
        source=(
            "USBF, 2019 Mixed USBC, Appeal 1, board 21, 5D by West: the director ruled "
            "under Law 70D that declarer, unaware the S9 had fallen, could go wrong "
            "(loser on loser) and gave the defence the SA and HK, 5D down one"
        ),
        url="https://www.usbf.org/appeals/2019-mixed-usbc-appeal-1",
        contract="5D",
        declarer="W",
        ending="N:A52...AT763 863..J87.KJ .K987..Q952 KT7.JT3.K4.",
        leader="N",
        events=(
            'W claims 7 "if the spades are 4-1 I\'ll take the ruffing finesse in hearts '
            'again"',
            "N disputes",
            "director",
        ),
        awarded=6,
        differs=(
            "the statement is conditional ('if spades are 4-1 ...') and the Director's ruling "
            'rests on declarer not having seen the S9 fall; the engine reads neither and finds a '
            'line that loses one trick more'
        ),
        engine=5,
        laws=("70A", "70D1"),
        shown_out=("E:H",),
        declarer_won=4,
        completed=(
            "None: the full deal and the five tricks before the claim are given (DT to the "
            "ace; HA and HQ, East discarding clubs; a diamond to the queen; SJ to North's "
            "queen, the S9 falling)"
        ),
        notes=(
            "With North on lead at trick 6 declarer claimed, saying he would repeat the "
            "heart ruffing finesse if spades were 4-1; he said he knew the SA was out.",
            "The director read the statement as showing declarer had not seen the S9 fall; "
            "following the stated line he would find the ruffing finesse failing on the "
            "next heart, and a loser-on-loser play is a normal (careless) continuation.",
            "The defence was given the SA and the HK: 5D down one.",
        ),
        doubt=(
            "The stored page breaks off where the appeals committee's decision begins, so "
            "we record the director's ruling; if the committee changed it, the award here "
            "is wrong. The write-up does not say how many tricks were claimed; we read the "
            "statement as conceding the SA (seven of eight), the ruling as one fewer."
        ),
        edition="2017",
        board=21,
    ),
    Case(
        name="wbu-2018-master-trump-outstanding",
        title="Three cards left, a master trump forgotten: all three to the defence",
        source=(
            "Welsh Bridge Union directors' blog, 'Disputed Claim', 12 December 2018 (Pete "
            "Smith, Chepstow, with a reply agreeing): declarer claimed thinking no trumps "
            "were out; under Law 70C he might lead his trump first, so the opponents get "
            "all three tricks"
        ),
        url="https://directors.welshbridgeunion.org/2018/12/12/disputed-claim/",
        contract="4H",
        declarer="S",
        ending="N:..432. ...QJT .5.KQ. .9..AK",
        leader="S",
        events=(
            'S claims 3 "there are no trumps left: I have two master diamonds and the last '
            'trump"',
            "W disputes",
            "director",
        ),
        awarded=0,
        laws=("70A", "70C", "70D1"),
        shown_out=("N:H", "E:S", "W:D"),
        declarer_won=8,
        completed=(
            "The post describes the cards in words: declarer's two master diamonds and a "
            "trump, an opponent's master trump and two top clubs. We make hearts trumps, "
            "give declarer (South) H5 DKQ and West H9 CAK, and fill dummy with D432 and "
            "East with CQJT, none of which can win a trick or ruff. The contract level is "
            "not given: 4H, so that two of the last three tricks 'just make' it. The voids "
            "are assumed, to account for a three-card ending with no spades"
        ),
        notes=(
            "Declarer claimed the last three tricks saying there were no trumps left; an "
            "opponent held the master trump and two top clubs.",
            "Told of the trump, declarer said he would play diamonds and make two of the "
            "three (West ruffs, South ruffs the club return and cashes the other diamond).",
            "The director's opinion, endorsed in the reply: declarer did not say at the "
            "outset that he would play diamonds and, believing no trump was out, might lead "
            "his trump first; then the defence takes all three. He may not add to his "
            "statement after the trump is pointed out.",
        ),
        doubt=(
            "A match played at home with no director; the ruling is the opinion of the "
            "director consulted afterwards, confirmed in the blog's reply. The suits, seats "
            "and contract are our construction from the description."
        ),
        edition="2017",
        board=3,
    ),
]
