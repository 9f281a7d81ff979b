"""Published rulings and worked examples on claims from sources in languages other than
English: the Dutch bridge federation's Delft district directors' pages (nbbdelft.nl) and an NBB
club's news page, the Danish Bridge Federation's Laws Commission statement LKU-20 'Krav der
bestrides - eksempler' and its Appeals Committee (15-MAK-6), a French teaching site
(amourdubridge.fr) and the Italian federation's magazine site (bridgeditalia.it).

Every case name starts with a language prefix (``nl-``, ``dk-``, ``fr-``, ``it-``) so that
``build.py nl- dk- fr- it-`` rebuilds these records and no others. The notes are ours, in
English; statements made at the table are translated (``doubt`` says so). ``awarded`` is
always the source's ruling, never the engine's.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ NBB district Delft
    Case(
        name="nl-delft-4s-trump-outstanding-clubs-first",
        title="'Claim met troef buitenboord': 4S from dummy, East's small trump not mentioned",
        source=(
            "NBB District Delft, arbitrage examples, 'Claim met troef buitenboord' (pairs, club "
            "level): 4S by South, dummy on lead with four cards left, South claims the rest "
            "without mentioning East's S4; the answer applies Law 70C and gives East-West one "
            "of the last four tricks"
        ),
        url="https://nbbdelft.nl/Arbitrage/claim%20met%20troef%20buitenboord.htm",
        contract="4S",
        declarer="S",
        ending="N:.5.87.5 4.43..8 K.A..KJ ..J9.76",
        leader="N",
        events=('S claims 4 "the rest are mine"', "E disputes", "director"),
        awarded=3,
        laws=("70C",),
        shown_out=("W:S", "E:D"),
        completed=(
            "the four-card ending is the source's, all four hands, except that the page gives "
            "both North and West the D8 (the diamond symbols are lost in the stored copy): we "
            "make West's DJ8 the DJ9, a card that cannot matter. West's spade void and East's "
            "diamond void, shown before the claim, are our reading of the diagram, needed to "
            "deal the earlier tricks"
        ),
        notes=(
            "South said nothing about East's remaining trump; afterwards he said he would of "
            "course have drawn it first, but that was not part of the claim.",
            "With the trump unmentioned, cashing the CK and CJ first is a normal line, and East "
            "ruffs the second club; all three conditions of Law 70C are met, so East-West get "
            "one of the four tricks.",
        ),
        doubt=(
            "the claim statement is not given beyond 'claims the rest of the tricks' (translated "
            "from Dutch). The page is undated; its Law 70C text is the 2007 Dutch translation "
            "('het is aannemelijk dat de eiser ... vergeten was')"
        ),
        edition="2007",
    ),
    Case(
        name="nl-delft-4s-forgotten-ten-ruff-low-last",
        title="'Claim en troef vergeten zonder gevolgen': the SJ4 last to play to the DK",
        source=(
            "NBB District Delft, arbitrage examples, 'Claim en troef vergeten zonder gevolgen' "
            "(club pairs): 4S by North, two tricks left, East leads the DK and North claims "
            "both, having forgotten East's ST; the table director gave East-West a trick, the "
            "district's answer gives North both tricks (Law 70C and the footnote on 'normal')"
        ),
        url="https://nbbdelft.nl/Arbitrages/Claim%20en%20troef%20vergeten%20zonder%20%20gevolgen.htm",
        contract="4S",
        declarer="N",
        ending="N:J4... T..K. .76.. .J8..",
        leader="E",
        events=("E DK", 'N claims 2 "the last two are mine"', "E disputes", "director"),
        awarded=2,
        laws=("70C",),
        shown_out=("N:D",),
        completed=(
            "the two-card ending is the source's, all four hands, except that the page gives "
            "both West and South the H7 (the heart symbols are lost in the stored copy): we "
            "make West's HJ7 the HJ8, a card that cannot matter. North's diamond void, shown "
            "before the claim, is our reading of the diagram, needed to deal the earlier tricks"
        ),
        notes=(
            "East argued that he could now make North ruff with the jack and win the last trick "
            "with the ten; the table director gave East-West one trick.",
            "The district's answer: North plays last to the trick, and a careless but normal "
            "player in that seat ruffs with the four, then makes the jack; the forgotten ten "
            "cannot score by any normal play, so North keeps both tricks (he was careless, and "
            "lucky).",
        ),
        doubt=(
            "the answer overrules the table director's award of one trick; we follow the "
            "published answer. North's claim statement is not given (translated from Dutch: "
            "he 'lays his cards open and claims the last two tricks')"
        ),
        edition="2007",
    ),
    Case(
        name="nl-delft-4h-careless-claim-queen-covers",
        title="'Onzorgvuldige claim': CKJ7 in dummy, East's CQ covered and ruffed",
        source=(
            "NBB District Delft, arbitrage examples, 'Onzorgvuldige claim' (club): 4H by South, "
            "dummy on lead after winning trick 10; South shows his last three cards and says "
            "the rest are his; East says he may make his CQ; the answer (Law 70 and its "
            "footnote) gives North-South all three tricks"
        ),
        url="https://nbbdelft.nl/Arbitrages/onzorgvuldige_claim.htm",
        contract="4H",
        declarer="S",
        ending="N:...KJ7 ..8.Q8 .T.9.4 J8...6",
        leader="N",
        events=('S claims 3 "the rest are mine"', "E disputes", "director"),
        awarded=3,
        laws=("70A",),
        shown_out=("E:H", "W:H"),
        completed=(
            "the three-card ending is the source's, all four hands; the voids shown before the "
            "claim (East and West in hearts, so that no trump is out) are our reading of the "
            "diagram, needed to deal the earlier tricks"
        ),
        notes=(
            "Declarer may be expected to play less attentively after a claim, but not "
            "irrationally: he cashes the CK and leads the CJ, sees East cover with the queen "
            "and ruffs with his last trump, and the D9 takes the last trick.",
            "The claim was careless but, as the cards lie, loses nothing; declarer is not "
            "expected to play with his eyes shut. North-South get all three tricks (and "
            "declarer should be told to claim more carefully).",
        ),
        doubt=(
            "the statement, 'the rest are mine', is translated from Dutch. The heart and diamond "
            "symbols are lost in the stored page; we read the third hand's lone 8 as a diamond "
            "and South's 10 and 9 as the heart and the diamond, the only reading in which the "
            "answer's line (ruff with the ten, the nine wins the last trick) works"
        ),
        edition="2007",
    ),
    Case(
        name="nl-delft-4h-club-before-last-trump",
        title="'Verkeerde claim of niet': HKQ and C10, East's H8 not drawn",
        source=(
            "NBB District Delft, arbitrage examples, 'Verkeerde claim of niet' (club evening): "
            "4H by South; at trick 10 South led the CJ to East's CQ, then claimed the rest "
            "with the HK, HQ and C10, forgetting East's H8; the answer (Law 70C) gives "
            "East-West one of the last three tricks"
        ),
        url="https://nbbdelft.nl/Arbitrages/verkeerde_claim_of_niet.htm",
        contract="4H",
        declarer="S",
        ending="N:5..85. 62.8.. .KQ..T 7..43.",
        leader="E",
        events=('S claims 3 "I shall make the HK, HQ and the C10"', "E disputes", "director"),
        awarded=2,
        laws=("70C",),
        shown_out=("S:S",),
        completed=(
            "the source gives the four-card ending before trick 10 (South leads the CJ, West the "
            "C7, dummy the C4, East wins the CQ); we start the record after that trick, so the "
            "ending is the three cards each hand held at the claim. South's spade void is "
            "visible in the diagram"
        ),
        notes=(
            "South claimed with the HK, HQ and C10 and said nothing of East's H8; he had just "
            "given up a club without drawing it.",
            "East returns a spade, which South ruffs; then cashing the C10 before the last "
            "trump is a normal order, and East ruffs it. In doubt the non-claiming side gets "
            "the benefit: East-West get one of the last three tricks (Law 70C).",
        ),
        doubt=(
            "the statement is translated from Dutch ('hij HV en T zal gaan maken'). Whether "
            "South claimed before or after East's CQ won trick 10 is not quite clear; the "
            "answer's count (one of the last three tricks) places the claim after it"
        ),
        edition="2007",
    ),
    Case(
        name="nl-delft-5c-overtake-the-diamond-jack",
        title="'Geen geweldig goede claim': the DJ not said to be overtaken by dummy's queen",
        source=(
            "NBB District Delft, arbitrage examples, 'geen geweldig goede claim': 5C by South; "
            "after five tricks South claimed all but one ('HA-K, discarding dummy's S5, then "
            "the DJ, and you get one trick'); East objected that South had not said he would "
            "overtake the DJ with dummy's queen; the answer, after consulting four top players, "
            "holds overtaking normal: 5C made"
        ),
        url="https://nbbdelft.nl/Arbitrages/geen_geweldig_goede_claim.htm",
        contract="5C",
        declarer="S",
        board=6,
        ending=("N:A5.J.QT9873.AQJ7 KQ4.QT75.K64.952 J6.AK84.J2.KT864 "
                "T98732.9632.A5.3"),
        leader="W",
        events=(
            "W DA", "N D3", "E D6", "S D2",
            "W ST", "N SA", "E S4", "S S6",
            "N CQ", "E C2", "S C4", "W C3",
            "N CJ", "E C5", "S C6", "W S2",
            "N C7", "E C9", "S CK", "W S3",
            'S claims 7 "I play the HA and HK, throwing dummy\'s S5 on them, then the DJ, and '
            'you get one trick"',
            "E disputes",
            "director",
        ),
        awarded=7,
        differs=(
            'the district holds that dummy, not having been told, would still overtake the DJ '
            "with the queen to run the diamonds; the model lets dummy follow low under partner's "
            'winner (a failure to unblock is careless: the EBU and blml discussions, P10) when '
            'the statement does not say it runs the suit'
        ),
        engine=5,
        laws=("70A",),
        completed=(
            "the source gives the full deal and all five tricks before the claim; the suit "
            "symbols of the red suits are lost in the stored page and are restored from the "
            "card count (every card accounted for) and the play. The source says trick 4 "
            "(the CJ from dummy) was won 'by South'; dummy's jack wins it and dummy leads "
            "trick 5, as the source's trick 5 shows"
        ),
        notes=(
            "East argued that if South did not overtake the DJ with dummy's queen, East would "
            "duck, and dummy's diamonds could never be run to discard South's heart losers: "
            "one down.",
            "The answer: not saying so was an omission (careless if he meant it), but players "
            "are expected to play normally for their level, not foolishly; four top players "
            "consulted all said they would of course overtake, so at that level the claim "
            "stands and 5C makes. The level of the players matters: another time such a "
            "careless claim may turn out badly.",
        ),
        doubt=(
            "the statement is translated from Dutch. The answer says 'West would overtake the "
            "DJ with the queen', plainly meaning dummy (North); the dealer and vulnerability "
            "(East, East-West) give board 6"
        ),
        edition="2007",
    ),
    # ------------------------------------------------------------------ NBB club news
    Case(
        name="nl-clubnews-4s-king-of-trumps-first",
        title="'Doorspelen na een claim': SK and HA shown, the SA forgotten",
        source=(
            "NBB club site (club 5018), news item 'Nieuwe spelregels: doorspelen na een claim', "
            "9 September 2017: two cards left, spades trumps; declarer claims the rest showing "
            "the SK and HA while a defender holds the SA and DA; the article explains that had "
            "the claim been disputed and the director called (instead of playing on), the "
            "defender would have been given both tricks"
        ),
        url="https://www.nbbclubsites.nl/club/5018/nieuws/859135",
        contract="4S",
        declarer="S",
        ending="N:..32. .32.. K.A.. A..A.",
        leader="S",
        events=('S claims 2 "the rest are mine"', "W disputes", "director"),
        awarded=0,
        laws=("70C",),
        shown_out=("N:S", "W:H"),
        completed=(
            "the article gives only declarer's two cards (SK, HA) and one defender's (SA, DA); "
            "we make South declarer on lead and the defender West, and give dummy two small "
            "diamonds and East two small hearts, which can win nothing. The voids shown before "
            "the claim are ours, needed to deal the earlier tricks"
        ),
        notes=(
            "Declarer had plainly forgotten the ace of trumps: otherwise he could not have "
            "claimed both tricks.",
            "At the table play continued at the defenders' request; declarer led the HA, West "
            "ruffed and declarer's SK won the last trick, and under the 2017 Laws the result "
            "of such agreed play stands. The article adds the ruling had the claim been "
            "contested at once: leading the SK first is a normal line for a declarer who thinks "
            "it is the master trump, West wins the ace and cashes the DA, and the defence is "
            "given both tricks.",
        ),
        doubt=(
            "the award is the article's account of what the director would have ruled had "
            "the claim been disputed, not a table ruling (at the table the play went on, "
            "Law 68D). The statement is our rendering: declarer 'claims the rest and shows "
            "the SK and HA' (translated from Dutch)"
        ),
        edition="2017",
    ),
    # ------------------------------------------------------------------ DBf LKU-20
    Case(
        name="dk-lku20-2-1-counting-order-not-play-order",
        title="LKU-20 §2.1: 'two spades, a diamond and a heart' is a count, not an order",
        source=(
            "Danmarks Bridgeforbund, Lovkommissionen, Udtalelse nr. 20 'Krav der bestrides - "
            "eksempler', 3rd edition (February 2021), §2.1 'Optællingsrækkefølge er ikke "
            "spillerækkefølge': no trumps, South on lead claims four tricks listing two "
            "spades, a diamond and a heart; East-West object that cashing the spades first "
            "cuts the hands off; the TD gives declarer all the tricks"
        ),
        url="http://www.bridge.dk/lov/ak/udg/lku-20.htm",
        contract="3NT",
        declarer="S",
        ending="N:Q5..J4. .JT92.. J3.Q7.. ..T92.8",
        leader="S",
        events=('S claims 4 "I have two spade tricks, a diamond trick and a heart trick"',
                "W disputes", "director"),
        awarded=4,
        differs=(
            'the Danish Laws Commission calls cashing the spades first (ending in dummy, the HQ '
            'stranded) irrational; the model follows the ACBL Laws Commission 2019 (item 1) and '
            'the White Book, for which the worst order of the suits is careless, not irrational'
        ),
        engine=3,
        laws=("70A",),
        shown_out=("W:S",),
        completed=(
            "the four-card ending is the source's, all four hands (the diagram's order is "
            "North, West, East, South); the voids that the earlier play showed are our reading "
            "of the diagram, needed to deal the earlier tricks"
        ),
        notes=(
            "The order in which a claimer counts his tricks is not the order in which he is "
            "held to play them.",
            "Playing the suits in an order that cuts the hands off from each other (both "
            "spades first, stranding dummy's DJ) is irrational, not merely careless, so it is "
            "not a normal line: all four tricks to declarer.",
        ),
        doubt=(
            "the statement is translated from Danish ('Jeg har to sparstik, et ruderstik og et "
            "hjerterstik'). The commission's examples assume an A-class club game; the "
            "contract's level is ours (the diagram says only 'no trumps')"
        ),
        edition="2017",
    ),
    # ------------------------------------------------------------------ DBf appeals
    Case(
        name="dk-mak-15-6-4s-diamond-ace-before-clubs",
        title="15-MAK-6: dummy's CQ led, 'nothing more to play for', North's S6 forgotten",
        source=(
            "Danmarks Bridgeforbunds Appelkomite, appeal 15-MAK-6, DM mixed pairs A-final, "
            "5 July 2015, board 20: 4S by East; with five tricks left declarer led the CQ "
            "from dummy and said there was nothing more to play for, having forgotten "
            "North's trump; the TD gave the defence two tricks (cashing the DA before "
            "continuing clubs is normal), the oral appeals committee upheld him and the DBf "
            "Appeals Committee found the case correctly decided under Law 70C"
        ),
        url="https://bridge.dk/lov/ak/mak/15/mak-6.htm",
        contract="4S",
        declarer="E",
        board=20,
        ending="W:..A.QJ76 6..QT.93 J..9862. .8.KJ74.",
        leader="W",
        events=("W CQ", 'E claims 5 "there is nothing more to play for"', "N disputes",
                "director"),
        awarded=3,
        laws=("70C",),
        shown_out=("S:S", "E:C"),
        completed=(
            "the page gives the full deal and the five-card ending, but the suit symbols are "
            "lost in the stored copy; we restored them from the full deal (each hand's suits "
            "in order, every card accounted for): West DA CQJ76, North S6 DQT C93, East SJ "
            "D9862, South H8 DKJ74. South's spade void is from the text ('if a trump is "
            "outstanding it is with North')"
        ),
        notes=(
            "Declarer did not mention the outstanding trump and the TD judged that he might "
            "not have known of it; a declarer who thinks the rest are his may cash his "
            "winning suits in any order (the TD cited LKU-20 §2.4).",
            "Cashing the DA before continuing the clubs is careless or poor but normal; on "
            "that line North's S6 and C9 take two tricks. The oral appeals committee found "
            "that East had in fact forgotten the trump and upheld two tricks to the defence; "
            "the DBf Appeals Committee agreed the case was correctly decided under Law 70C.",
        ),
        doubt=(
            "the statement is translated from Danish ('der ikke er mere at spille om'). The "
            "TD's text cites Law 71C (sic) but describes the three conditions of Law 70C, as "
            "do the committees. Which defender disputed is not stated. With the diamond ace "
            "in dummy (not a fifth club) declarer could take all five tricks by running the "
            "clubs; the clubs-only reading would make the two defensive tricks unavoidable, "
            "which fits the committees' words ('cash the ace before continuing in ...') less "
            "well"
        ),
        edition="2007",
    ),
    # ------------------------------------------------------------------ amourdubridge.fr
    Case(
        name="fr-amour-4s-west-ruffs-second-heart",
        title="'Sud table' without drawing the last trump: West ruffs the second heart",
        source=(
            "amourdubridge.fr, article on claims ('Lorsqu'un joueur table ...'), first "
            "example: spades trumps, South claims ('table') without saying he will draw "
            "West's last trump; the director plays for declarer, starting with the hearts, "
            "and West ruffs: one trick to the defence"
        ),
        url="https://amourdubridge.fr/?p=26967",
        contract="4S",
        declarer="S",
        ending="N:54.A4.. .QJ.98. QJ.K5.. 7.8.52.",
        leader="S",
        events=('S claims 4', "W disputes", "director"),
        awarded=3,
        laws=("70C",),
        shown_out=("E:S", "S:D"),
        completed=(
            "the four-card ending is the source's, all four hands; the lead is not stated "
            "(South 'tables' his cards: we put South on lead); the contract's level is ours. "
            "The voids shown before the claim are our reading of the diagram, needed to "
            "deal the earlier tricks"
        ),
        notes=(
            "A player who claims with a trump outstanding must say that he will draw it; "
            "if he does not and the claim is contested, the director plays the hand for "
            "him, in the opponents' favour in case of doubt.",
            "Here the director starts with the hearts and West ruffs the second one: the "
            "defence gets one trick. The director does not play absurdly (such as the HK "
            "under dummy's ace).",
        ),
        doubt=(
            "a teaching example, not a table ruling; the claim has no statement (South "
            "'table'). The page cites no law; Law 70C is our reading"
        ),
        edition="2017",
    ),
    Case(
        name="fr-amour-4s-west-follows-twice",
        title="The same claim when West holds two hearts: no trick for the trump",
        source=(
            "amourdubridge.fr, article on claims, second example: as the first, but West "
            "holds two hearts and one diamond; West makes no trick whatever order South "
            "plays in"
        ),
        url="https://amourdubridge.fr/?p=26967",
        contract="4S",
        declarer="S",
        ending="N:54.A4.. .QJ.98. QJ.K5.. 7.87.5.",
        leader="S",
        events=('S claims 4', "W disputes", "director"),
        awarded=4,
        laws=("70C",),
        shown_out=("E:S", "S:D"),
        completed=(
            "the four-card ending is the source's, all four hands; the lead is not stated "
            "(we put South on lead) and the contract's level is ours. The voids shown "
            "before the claim are our reading of the diagram"
        ),
        notes=(
            "With two hearts West can never ruff: whatever order South plays his cards in, "
            "West's trump wins nothing, so the claim of all four tricks stands.",
        ),
        doubt=(
            "a teaching example; the page cites no law. The trump is not mentioned in the "
            "claim, so Law 70C is considered but cannot give the defence a trick"
        ),
        edition="2017",
    ),
    # ------------------------------------------------------------------ bridgeditalia.it
    Case(
        name="it-bdi-2013-ruff-in-hand-then-in-dummy",
        title="'I ruff in hand and ruff this card in dummy': the heart shown first is not played",
        source=(
            "Bridge d'Italia online (bridgeditalia.it), readers' questions, 'Il dichiarante "
            "scopre le carte', December 2013, answer by Maurizio Di Sacco: two cards left in a "
            "trump contract, the defence out of trumps; declarer's right-hand opponent leads a "
            "winning diamond and declarer claims 'I ruff in hand and ruff this card in dummy', "
            "showing his losing heart first; the defence is entitled to no trick"
        ),
        url="http://bridgeditalia.it/2013/12/il-dichiarante-scopre-le-carte/",
        contract="4S",
        declarer="S",
        ending="N:3..2. .Q.3. 2.3.. .K.A.",
        leader="W",
        events=("W DA", 'S claims 2 "I ruff in hand and ruff this card in dummy"',
                "W disputes", "director"),
        awarded=2,
        laws=("70A",),
        shown_out=("S:D", "N:H"),
        completed=(
            "the question describes the position in words ('for example spades' trumps): "
            "declarer a trump and a losing heart, dummy a trump and a losing diamond, the "
            "defence without trumps, declarer's right-hand opponent on lead with a winning "
            "diamond. The cards are ours: South S2 H3, North S3 D2, West DA HK, East HQ D3"
        ),
        notes=(
            "The reader asked whether the heart, exposed before the trump as declarer spoke, "
            "was a played card that gave the defence a trick.",
            "The answer: by claiming declarer stopped play (Law 68); which cards he then "
            "showed, and in what order, is irrelevant. Only the line stated at the claim "
            "counts, ruffing the diamond in hand and the heart in dummy, so the defence gets "
            "no trick.",
        ),
        doubt=(
            "a generic position ('for example'); the cards and seats are ours. The statement is "
            "translated from Italian ('taglio in mano e taglio al morto questa carta'). The "
            "answer cites Law 68 A, C and D, not Law 70; 70A is our reading"
        ),
        edition="2007",
    ),
]
