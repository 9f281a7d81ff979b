"""Published rulings and worked examples on claims from sources in languages other than
English: the Dutch bridge federation's Delft district directors' pages (nbbdelft.nl), the
Danish Bridge Federation's Laws Commission (DBf Lovkommission) statement LKU-20 'Krav der
bestrides - eksempler', and others.

Every case name starts with a language prefix (``nl-``, ``dk-``, ...) so that ``build.py nl-
dk-`` rebuilds these records and no others. The notes are ours, in English; statements made
at the table are translated (``doubt`` says so). ``awarded`` is always the source's ruling.
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
            "the four-card ending is the source's, all four hands; the voids that the earlier "
            "play must have shown (West in spades and hearts, East and South in diamonds) are "
            "our reading of the diagram, needed to deal the earlier tricks"
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
            "the two-card ending is the source's, all four hands; the voids shown before the "
            "claim (dummy and West in spades, North in diamonds) are our reading of the "
            "diagram, needed to deal the earlier tricks"
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
            "claim are our reading of the diagram, needed to deal the earlier tricks"
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
]
