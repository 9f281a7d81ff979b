"""Published rulings on claims and concessions from the EBU (White Book, Appeal Focus, the EBU
forums), the bridgebase.com forums, Australia (NSWBA), Israel, Russia (St Petersburg) and the
seed commentary on Law 68. (The Welsh directors' blog ruling of December 2018 is in
``cases_acbl.py`` as ``wbu-2018-master-trump-outstanding``.)

Every ``ending`` was checked card by card against its source; where the source gives only the
cards that matter, ``completed`` says which cards are ours and why they cannot change the
ruling. ``awarded`` is always the source's final ruling, never the engine's.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ Russia (1997 Laws)
    Case(
        name="ru-spb-2000-concession-restored",
        title="St Petersburg 2000: a claim conceded down to eleven, restored to twelve",
        source=("A. Ferapontov and D. Stevenson, 'Concession Cancelled?' (David Stevenson's "
                "Lawspage), Christmas Match-Point Pairs, St Petersburg, 7 January 2000: East "
                "claimed the last eight tricks, gave one back when North said he had five clubs, "
                "and East-West later called the Director, who cancelled the concession and "
                "awarded twelve tricks (Law 71)"),
        url="https://www.blakjak.org/lws_fer0.htm",
        contract="4H",
        declarer="E",
        ending="N:..T73.J6543 .76.J52.QT9 T975..Q986. 8..AK.AK872",
        leader="E",
        events=(
            'E claims 8 "I shall play the club queen, club to the ace and king of clubs. If '
            'clubs turn out to be 3-2 there is no problem. If it will be 4-1 I shall ruff the '
            'fourth round and pitch a diamond on the master club."',
            "N disputes",
            "E concedes 1",
            "N agrees",
            "S agrees",
            "director",
        ),
        awarded=8,
        differs=(
            "the engine's normal line discards dummy's small clubs on the trumps after the 5-0 "
            'break shows; the Director held that running the clubs squeezes South whatever '
            'declarer does'
        ),
        engine=7,
        laws=("71",),
        shown_out=("E:S", "S:H"),
        declarer_won=4,
        edition="1997",
        completed=(
            "the deal is given in full; South's and West's discards on the third round of "
            "trumps are not: we have South throw the D4 and West the S6 (with South keeping "
            "ST975 and West S8 the defence still cannot win a trick: running the clubs squeezes "
            "South between spades and diamonds). West also showed out on the third trump, but "
            "the builder cannot mark a seat that followed twice first; only East's spade void "
            "(Law 70E1) could matter and it is marked"),
        notes=(
            "South cashed two spades, East ruffed the second and drew trumps in three rounds, "
            "then claimed twelve tricks with a club plan that ignored a 5-0 break.",
            "North (an expert) said he had five clubs and asked 'eleven tricks?'; East (a weak "
            "player) agreed, so one trick was conceded; the result was entered.",
            "West, absent during the play, saw that twelve tricks could not be avoided; the "
            "Director, called within the correction period, restored the conceded trick: no "
            "normal play of the remaining cards loses it, since running the clubs squeezes "
            "South anyway.",
        ),
        doubt=("the Director's ruling is reported by a fellow Director who first disagreed "
               "and then accepted it; we model North's remark as a dispute and East's 'well, "
               "eleven' as a concession of one of the eight remaining tricks"),
    ),
    # ------------------------------------------------------------------ Australia (2007 Laws)
    Case(
        name="nswba-2010-its-final-concession-stands",
        title="NSWBA 2010: after a disputed claim declarer settles for eight, concession stands",
        source=("NSWBA Appeals 2010, Appeal 1 (Open ITS Final, 24 April 2010, board 6, reported "
                "by Pauline Gumby): 3NT by South claimed nine tricks at trick 2; after the "
                "dispute declarer agreed eight; the Director refused to cancel the concession "
                "under Law 71 and the Appeals Committee upheld him (3NT-1)"),
        url="https://nswba.com.au/tourn/appeals/10/app04241.html",
        contract="3NT",
        declarer="S",
        board=6,
        ending="N:Q5.A53.AJ973.J4 T9643.T.T64.Q83 AKJ82.KJ92.85.9 7.Q8764.KQ2.K76",
        leader="S",
        events=("S claims 8", "W disputes", "S concedes 5", "W agrees", "E agrees",
                "director"),
        awarded=7,
        laws=("71",),
        declarer_won=1,
        edition="2007",
        completed=("the deal and the first trick are given (a small club from West, the two, "
                   "ten and ace); the small club West led is not named: we use the C5"),
        notes=(
            "East-West objected that five spade tricks were not there (West shows out on the "
            "second round); declarer said his only alternative was the heart finesse, which "
            "loses, and eight tricks were agreed.",
            "After the match it was seen that the HT is singleton, so nine tricks were still "
            "available; the Director nevertheless kept the concession: the extra chances had "
            "not been noticed and many declarers went down.",
            "The committee upheld him: once West shows out and the H10 appears there are "
            "other normal lines (a double diamond finesse, for one) that lose the trick, and a "
            "careless claimer cannot now pick the winning one.",
        ),
        doubt=("the claim statement itself is not reported; we give the claim without text "
               "and record the settlement at eight tricks as a concession of five of the "
               "twelve remaining tricks"),
    ),
    # ------------------------------------------------------------------ Israel (2007 Laws)
    Case(
        name="isr-2013-seniors-7s-trump-not-drawn",
        title="Israel Seniors 2013: grand slam claimed without drawing the last trump",
        source=("Israel Bridge Federation magazine, August 2013, pp. 53-54 (Brian Zietman, "
                "Israel Seniors Championship semi-final, first board): 7S by East, claimed "
                "after ruffing a heart in dummy, 'discarding the losing club on the diamonds' "
                "without mentioning North's outstanding S9; the Director ruled one down "
                "(Law 70C)"),
        url="http://magazine.rotemltd.co.il/august2013/54/",
        contract="7S",
        declarer="E",
        ending="N:9.5.Q93.Q953 QJ6.QT9.6.A6 .J.J842.KJ72 T..AKT75.T84",
        leader="E",
        events=(
            "E H9",
            "S HJ",
            "W ST",
            'E claims 9 "he will discard his losing club on the high diamonds"',
            "N disputes",
            "director",
        ),
        awarded=8,
        laws=("70C",),
        declarer_won=4,
        edition="2007",
        completed=(
            "the full deal and the play are given; the diagram prints the S6 twice and omits "
            "the S5: we give South S85 (gone by the claim) and East SAKQJ6, which cannot "
            "matter"),
        notes=(
            "East cashed the SAK, crossed to the HK, returned to the HA and ruffed a small "
            "heart with dummy's ST, then claimed, saying only that a club would go on the "
            "diamonds.",
            "Not having said he would draw North's remaining S9, declarer may play a winning "
            "heart first and North ruffs it: the Director ruled one down at once, and the "
            "opponents accepted it.",
        ),
        doubt=("the source says declarer ruffed and then claimed; we put the claim after "
               "West's ruff with North still to play to the trick (North's H5 is forced, so "
               "nothing turns on it) and count the ruff in the nine tricks claimed"),
    ),
    # ------------------------------------------------------------------ EBU: Appeal Focus
    Case(
        name="ebu-af-2011-6nt-tricks-listed-not-a-line",
        title="Appeal Focus 2011: '6 diamonds, 5 spades and 2 clubs' is not a line of play",
        source=("EBU Appeal Focus, Winter 2011 ('White Book', Jeremy Dhondy), example of the "
                "new Claim Diagram: 6NT by West, claimed as six diamonds, five spades and two "
                "clubs after the S5 lead; the TD ruled the claim deficient and awarded 6NT-3, "
                "and the committee confirmed that a list of tricks is not a statement of the "
                "order of play"),
        url="https://www.ebu.co.uk/newsletters/?id=14&page=6",
        contract="6NT",
        declarer="W",
        board=10,
        ending="N:5.AQT7532.4.J652 Q8632.4.AKJ976.8 JT74.J98.T532.Q3 AK9.K6.Q8.AKT974",
        leader="N",
        events=("N S5", 'W claims 13 "6 diamonds, 5 spades and 2 clubs"', "N disputes",
                 "director"),
        awarded=9,
        differs=(
            "a thirteen-card claim: within its time limit the engine examines the opponents' main"
            ' plays only, and its careless line (dummy takes the first spade with the queen, the '
            "diamonds are abandoned after three rounds) loses one trick more than the Director's"
        ),
        engine=8,
        laws=("70D1",),
        declarer_won=0,
        edition="2007",
        completed=(
            "the web copy of the diagram has lost the suit lines holding a single card: North's "
            "S5 (the card led) and D4 and East's H4 and C8 are the only cards that fit the "
            "counts and the printed suits"),
        notes=(
            "The committee held that naming how many tricks each suit will produce states the "
            "total claimed, not the order in which the cards are to be played, so the Director "
            "may choose any normal order; it upheld 6NT-3.",
        ),
        doubt=("the article does not say at which trick West claimed; as all thirteen tricks "
               "were claimed and the diagram shows thirteen cards with the S5 lead, we take "
               "the claim as made at trick 1 before dummy played. The article names no Law; "
               "70D1 (no unstated successful line when a less successful normal one exists) is "
               "our reading of the ruling"),
    ),
    # ------------------------------------------------------------------ EBU: White Book
    Case(
        name="ebu-wb-8-70-4a-trump-unmentioned",
        title="White Book 8.70.4(a): a good trump, but a small one outstanding",
        source=("EBU White Book 8.70.4 'Missing trump', example (a), as quoted on "
                "forums.ebu.co.uk (discussion 731) and bridgebase.com (topic 74738): declarer "
                "claims all the tricks with a good trump, two spade winners and a heart winner; "
                "a defender can ruff the heart with a small trump: the defence gets a trick"),
        url="https://forums.ebu.co.uk/discussion/731/declarer-claims",
        contract="4C",
        declarer="S",
        ending="N:..2.432 JT..AJ. AK.A..9 Q..KQ.5",
        leader="S",
        events=("S claims 4", "W disputes", "director"),
        awarded=3,
        laws=("70C",),
        declarer_won=9,
        edition="2017",
        completed=(
            "the White Book describes the position in words only (the trump suit's symbol is "
            "lost in the quotations; we make clubs trumps). Ours: declarer's C9 is the top "
            "trump and West holds the C5 and no hearts; dummy's C432 cannot over-ruff, and all "
            "other cards are there to fill the hands; whatever West leads after ruffing, "
            "declarer ruffs or wins"),
        notes=(
            "A declarer who does not mention an outstanding trump may well have forgotten it, "
            "however strongly he says otherwise; playing the heart before drawing the trump is "
            "a careless but normal order, so the defence is awarded the ruff.",
        ),
    ),
    Case(
        name="ebu-wb-8-70-4b-one-round-drawn",
        title="White Book 8.70.4(b): 'All mine' after one round of trumps in 7S",
        source=("EBU White Book 8.70.4 'Missing trump', example (b), as quoted on "
                "forums.ebu.co.uk (discussion 731): in 7S, making unless trumps are 5-0, "
                "declarer cashes one round and says 'All mine' when both follow: he has not "
                "forgotten the three outstanding trumps and the claim is good"),
        url="https://forums.ebu.co.uk/discussion/731/declarer-claims",
        contract="7S",
        declarer="S",
        ending="N:432.432.432.432 8.765.8765.8765 KQJ.AKQ.AKQ.AKQ T9.JT98.JT9.JT9",
        leader="S",
        events=('S claims 12 "All mine"', "W disputes", "director"),
        awarded=12,
        laws=("70C",),
        declarer_won=1,
        edition="2017",
        completed=(
            "all cards are ours, built to the White Book's description: South's thirteen top "
            "tricks need trumps not 5-0; the round of trumps already played (SA, S5 and two "
            "defenders' spades) is written as the first trick, led by West, which changes "
            "nothing: both defenders followed"),
        notes=(
            "Having played a round of trumps and seen both opponents follow, declarer plainly "
            "knows three trumps are out; it is not at all likely that he overlooked them, so "
            "Law 70C does not take a trick from him.",
        ),
    ),
    Case(
        name="ebu-wb-8-70-5a-ak5-opposite-42",
        title="White Book 8.70.5: AK5 opposite 42, the jack forgotten, three tricks",
        source=("EBU White Book 8.70.5 'Top down?', example, as quoted on forums.ebu.co.uk "
                "(discussion 731): declarer claims three tricks with AK5 opposite 42, forgetting "
                "the jack; it is normal to give him three tricks, as playing the 5 first would "
                "not be 'normal'"),
        url="https://forums.ebu.co.uk/discussion/731/declarer-claims",
        contract="3NT",
        declarer="S",
        ending="N:42.A.. ..QJT. AK5... J.32..",
        leader="S",
        events=("S claims 3", "W disputes", "director"),
        awarded=3,
        laws=("70D1", "70E2"),
        shown_out=("E:S", "N:C"),
        declarer_won=6,
        edition="2017",
        completed=(
            "the White Book gives only the spades (AK5 opposite 42, the SJ outstanding); we "
            "put the jack alone with West and add dummy's HA and small cards that cannot win "
            "a trick. East's spade void and dummy's club void are ours: the builder needs "
            "them to deal the earlier tricks, and no finesse is in question"),
        notes=(
            "A claimer who says he is cashing a suit is normally taken to cash it from the top, "
            "especially with some solidity; leading the 5 from AK5 is not a normal play, so "
            "the forgotten jack drops and declarer keeps all three tricks.",
        ),
        doubt=("the White Book cites no clause; 8.70.5 is the EBU's order-of-play guidance "
               "(Law 70E2) applied to 'normal' play (70D1): the clauses are our reading"),
    ),
    Case(
        name="ebu-wb-8-70-5b-754-opposite-void",
        title="White Book 8.70.5: 754 opposite a void, a singleton six scores",
        source=("EBU White Book 8.70.5 'Top down?', second example, as quoted on "
                "forums.ebu.co.uk (discussion 731): with 754 opposite a void it may be careless "
                "but normal to lose a trick to a singleton six"),
        url="https://forums.ebu.co.uk/discussion/731/declarer-claims",
        contract="3NT",
        declarer="S",
        ending="N:.AKQJ.. .32.2.2 7543... 6.654..",
        leader="S",
        events=("S claims 4", "W disputes", "director"),
        awarded=3,
        laws=("70D1", "70E2"),
                declarer_won=5,
        edition="2017",
        completed=(
            "the White Book gives only the spades (754 opposite a void, a singleton six "
            "outstanding); we give declarer a fourth spade (the three) and dummy four top "
            "hearts, and West only hearts below dummy's besides the six, so that the six "
            "costs exactly one trick: West must return a heart to dummy. (An earlier "
            "version gave declarer the HA opposite dummy's singleton HK: cashing the ace "
            "first crashes the king, a second careless loss the White Book does not "
            "discuss.)"),
        notes=(
            "With no solidity in the suit, leading the 4 or 5 before the 7 is a careless but "
            "normal order, so the defence is given the trick the six would win.",
        ),
        doubt=("the White Book says the low card first 'may be considered' careless; we read "
               "that as its ruling (one trick to the defence). It cites no clause: 70D1 and "
               "70E2 are our reading"),
    ),
    # ------------------------------------------------------------------ EBU forums
    Case(
        name="ebu-forum-2s-j6-lost-to-the-nine",
        title="EBU forum: J6 of a side suit claimed, the nine outstanding",
        source=("forums.ebu.co.uk, EBU TDs, discussion 325 'disputed claim': 2S by North, "
                "claiming the last two tricks with HJ6, not knowing East still held the H9 and "
                "the CA; the club TD ruled both tricks to the defence under White Book 8.70.5, "
                "and the TDs replying agreed"),
        url="https://forums.ebu.co.uk/discussion/325/disputed-claim",
        contract="2S",
        declarer="N",
        board=1,
        ending="N:.J6.. .9..A ...T6 ...98",
        leader="N",
        events=("N claims 2", "E disputes", "director"),
        awarded=0,
        laws=("70D1", "70E2"),
        shown_out=("S:H", "W:H"),
        declarer_won=8,
        edition="2017",
        completed=(
            "the full deal is given, and the ending for North and East (HJ6; H9 and CA); the "
            "post's 'H8' is a slip for the nine. West's and dummy's last two cards are not "
            "given: we give them small clubs, which win no trick. The source implies that "
            "West and dummy hold no heart (East's nine is the only one out); we mark them as "
            "having shown out so that the earlier tricks can be dealt. The tricks won before "
            "the claim are not reported: eight is our guess and does not bear on the award"),
        notes=(
            "Declarer thought no heart was outstanding; leading the H6 before the jack is a "
            "careless but normal order, the nine wins and East cashes the club ace, so both "
            "tricks go to the defence.",
            "Replies accepted the ruling: top-down cannot be assumed for a two-card holding "
            "without solidity such as J6.",
        ),
        doubt=("a club TD's ruling endorsed by the forum replies, not a published appeal; the "
               "TD cited White Book 8.70.5, so 70D1 and 70E2 are our reading of the clauses"),
    ),
    Case(
        name="ebu-forum-claim-from-wrong-hand",
        title="EBU forum: 'I'm leading a trump from hand' with the lead in dummy",
        source=("ebu.co.uk forum, EBU TDs, 'Claim from wrong hand' (comment 932): declarer, "
                "with three trumps left and the lead in dummy (master trump and two side "
                "cards), claimed saying he was leading a trump from hand; the TD ruled that "
                "the stated trump-first line is followed from dummy too, and allowed the claim "
                "(Law 70C)"),
        url="https://www.ebu.co.uk/forum/discussion/comment/932/",
        contract="4S",
        declarer="N",
        ending="N:KQ8... 9...32 A.2.2. ...AKQ",
        leader="S",
        events=('N claims 3 "I\'m leading a trump from hand"', "E disputes", "director"),
        awarded=3,
        laws=("70C",),
        declarer_won=7,
        edition="2017",
        completed=(
            "the source describes the position in words: declarer three trumps, dummy the "
            "master trump and two side spot cards, one middling trump with declarer's LHO. "
            "The ranks are ours (declarer SKQ8, LHO S9 and two clubs, dummy SA, H2, D2); West's "
            "CAKQ can never win a trick, as North-South ruff clubs"),
        notes=(
            "East-West wanted dummy to lead a side card, declarer to ruff low and East to "
            "over-ruff; the TD held that a line which draws the trump from hand is followed "
            "in the same way with the lead in dummy.",
            "A reply by an experienced TD agreed, provided the statement was made at the "
            "time of the claim, because it shows declarer knew of the trump.",
        ),
        doubt=("another reply doubted that 'leading a trump from hand' proves declarer knew "
               "of the outstanding trump; we follow the TD's ruling"),
    ),
    # ------------------------------------------------------------------ bridgebase.com forum
    Case(
        name="bbo-2014-national-pairs-defensive-claim",
        title="National Pairs Final 2014: a defender's claim, the throw-in not 'normal'",
        source=("bridgebase.com forums, Laws and Rulings, 'A defensive claim' (topic 65919, "
                "April 2014), EBU National Pairs Final: with the lead in dummy North claimed "
                "the last two tricks; dummy objected that North could be thrown in; the TD "
                "ruled the throw-in not a normal play and gave North-South the two tricks"),
        url="https://forumstest.bridgebase.com/forums/topic/65919-a-defensive-claim/?comment=787971&do=findComment",
        contract="3NT",
        declarer="W",
        board=5,
        ending="N:.J.975. .5.JT8. K98...3 Q74...2",
        leader="E",
        events=('N claims 2 "the last two tricks to me"', "W agrees", "E disputes",
                "director"),
        awarded=2,
        differs=(
            "the TD held the non-claimers' throw-in not a normal line for them; the Laws let the "
            "opponents of a claimer play any legal card (70A), the thread's poster thought the "
            "throw-in should be allowed, and the appeal's outcome is not known: the engine gives "
            'declarer the throw-in'
        ),
        engine=1,
        laws=("70A",),
        shown_out=("S:H", "S:D", "N:C", "E:C"),
        declarer_won=8,
        edition="2007",
        completed=("the full deal, the play and the four-card ending are given in the post"),
        notes=(
            "South had shown out of both red suits, so West knew North's cards but had not "
            "seen the endplay (a heart to North's jack, or a diamond first, then forcing a "
            "diamond lead into dummy's JT8); she said she would probably have cashed the top "
            "diamonds.",
            "The TD ruled that the throw-in was not a 'normal' line for West and left the "
            "defenders their two tricks (3NT+1).",
        ),
        doubt=("East-West appealed and the thread's opening post does not give the committee's "
               "decision; we record the TD's ruling. The poster thought West should have had "
               "the throw-in. No clause is named: 70A is our reading"),
    ),
    # ------------------------------------------------------------------ seed commentary
    Case(
        name="seed-002-68-7-partner-lead-a-heart",
        title="Seed 002 §68.7: 'Don't you mean to claim the rest?' concedes",
        source=("seed 002 §68.7 (Russian commentary on Law 68, §68.7(i)(b) and §68.11): at "
                "trick 11, with West to lead, East asked declarer whether he meant to take the "
                "rest; declarer said he had at least six tricks; East looked at his cards and "
                "told West to lead a heart, which beat the contract. East had offered to "
                "concede the remaining tricks: doubt is resolved for North-South and the "
                "success of the suggested heart lead is not allowed"),
        url="",
        contract="3NT",
        declarer="S",
        ending="N:..AKQ. .AK..Q A.J2.. .3.JT.",
        leader="W",
        events=("E concedes 3", "director"),
        awarded=0,
        laws=("68B",),
        declarer_won=7,
        edition="1997",
        completed=(
            "the commentary gives no cards at all; the whole ending is ours, built so that a "
            "heart lead from West beats the contract (East takes three tricks) while any "
            "other lead gives declarer all three (dummy's diamonds); the contract and the "
            "earlier tricks are ours as well"),
        notes=(
            "By asking declarer whether he meant to claim the rest, East suggested that play "
            "be curtailed and so conceded the remaining tricks; play should have stopped.",
            "Seeing declarer's cards gave East no right to direct partner's lead; the Director "
            "must act in North-South's favour and may not let the heart lead succeed.",
        ),
        doubt=("declarer's reply ('У меня на двух руках минимум шесть взяток!') was also a "
               "claim; the commentary rules on East's concession, so we record that alone "
               "and give East-West none of the three tricks. The commentary rests on Law 68 "
               "(a remark suggesting play be curtailed concedes); it cites no clause of 69-71"),
    ),
]
