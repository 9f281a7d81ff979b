"""Published rulings on contested claims found in archived material: an EBU Laws & Ethics
Committee ruling reported on the bridgebase.com forum, David Stevenson's article on claims
with a trump outstanding, and bridgebase.com 'Laws and Rulings' threads in which a
director's ruling (or the agreed answer of the directors replying) is given with the cards.

Every case name starts with ``arc-`` so that ``build.py arc-`` rebuilds these records and no
others. ``awarded`` is always the source's final ruling, never the engine's; where the source
gives only the cards that matter, ``completed`` names the cards we filled in and why they
cannot change the ruling.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ EBU L&E (2014)
    Case(
        name="arc-ebu-le14-4h-diamond-ten-finesse",
        title="'I'll give you a spade' when no spade is left: the diamond ten may be finessed",
        source=(
            "bridgebase.com forums, Laws and Rulings, 'Claim for 2 off' (topic 66781, June-July "
            "2014; EBU matchpoint pairs): 4H by West, claim with three cards left conceding a "
            "spade that South no longer held. The Director gave declarer one of the three "
            "tricks (finessing the D10 is a normal line; Law 70E1), the appeals committee "
            "upheld him and kept the deposit, and the EBU Laws & Ethics Committee, on appeal "
            "to the National Authority, upheld the ruling (4H three off)"
        ),
        url="https://wwwtest1.dal10.sl.bridgebase.com/forums/topic/66781-claim-for-2-off/page__p__798136",
        contract="4H",
        declarer="W",
        ending="N:..J.J9 ...Q54 ..876. ..QT.3",
        leader="S",
        events=('W claims 2 "I\'ll give you a spade"', "S disputes", "director"),
        awarded=1,
        differs=(
            "the engine plays the diamonds from the top (the queen first, dropping the jack) "
            "and does not treat the finesse of the ten as a normal line; the Director and the "
            "L&E did (Law 70E1: which defender holds the jack was a guess). The engine's 2 "
            "comes from a careless order that strands the ten"
        ),
        engine=2,
        laws=("70A", "70E1"),
        shown_out=("W:S", "S:H"),
        declarer_won=6,
        completed=(
            "The thread describes the play and the ruling but its three-card diagram is not "
            "in the stored page; the ending is rebuilt from the text. Given: a three-card "
            "minor-suit ending, South on lead and about to play a low diamond, declarer's "
            "winners the two minor-suit queens, the DJ with North ('declarer would see the DJ "
            "fall'), and finessing the D10 losing a trick. Ours: West DQT C3, dummy CQ54 (no "
            "diamond, so that a diamond won by the DQ is the only way back to West), North "
            "DJ CJ9, South D876. With the DQ played on South's lead the jack falls and "
            "declarer takes all three; with the ten finessed North wins and the defence takes "
            "two of the three, leaving declarer the CQ. The void in spades (West ruffed the "
            "second spade) and South's void in hearts (he discarded a spade on the trumps) "
            "are from the narrative"
        ),
        notes=(
            "Declarer, in 4H, had drawn trumps and lost the CA, DA and SA; believing South still "
            "held a fifth spade, he claimed the last two tricks with the minor-suit queens and "
            "conceded a spade. South had discarded his last spade earlier and led a low "
            "diamond instead.",
            "The Director held that declarer, who had not known the spade count, could not be "
            "credited with reading the diamonds: playing the ten from DQ10 is a normal line, "
            "so North's jack wins and declarer keeps only the CQ.",
            "The appeals committee and then the EBU Laws & Ethics Committee upheld this. The "
            "L&E considered Law 71 and preferred Law 70E1, and held that the implied claim of "
            "two tricks lapsed once the conceded spade did not exist.",
        ),
        doubt=(
            "The ending is our reconstruction from the description (see completed); the "
            "placing of the clubs and of South's small diamonds is ours. North's post gives "
            "the statement on the claim form as 'I'll give you a spade' (before trick 11); in "
            "his appeal declarer said 'you take two spades' (during trick 10)."
        ),
        edition="2007",
    ),
    # ------------------------------------------------------------------ D. Stevenson
    Case(
        name="arc-blakjak-qj-aq-small-trump-ruffs",
        title="'All mine' with QJ of trumps and AQ of hearts: a small trump is out",
        source=(
            "David Stevenson, 'Claims with a Trump Out' (1) and (2), articles on his Laws "
            "pages (blakjak.org, okb_0704 and okb_0706): spades trumps, declarer in hand with "
            "SQJ HAQ after the SAK and HK have gone, says 'All mine'; a defender with no hearts "
            "holds a small spade. His ruling: the defence is given a trick, routinely"
        ),
        url="http://www.blakjak.org/okb_0706.htm",
        contract="4S",
        declarer="S",
        ending="N:43..65. .JT9..2 QJ.AQ.. 5..987.",
        leader="S",
        events=('S claims 4 "All mine"', "W disputes", "director"),
        awarded=3,
        laws=("70C",),
        declarer_won=6,
        completed=(
            "The article gives declarer's four cards (SQJ HAQ), says the SAK and HK have been "
            "played, and that one defender has no hearts and a small spade. Ours: that "
            "defender is West with the S5 and three small diamonds; dummy's S43 (too low to "
            "over-ruff) and D65, and East's HJT9 and C2, fill the hands. Whatever West leads "
            "after ruffing, South ruffs it and his last two cards are good, so exactly one "
            "trick turns on whether a heart is led before the trump is drawn"
        ),
        notes=(
            "Declarer did not mention the outstanding trump. Stevenson sets out both sides "
            "(the claimer's 'I knew it was there', the defenders' 'then why not say so') and "
            "then gives his own view: there are only two reasons for not mentioning the "
            "trump, having forgotten it or not bothering, and neither deserves protection.",
            "If declarer cashes a heart before drawing the trump, the defender ruffs; that is "
            "a normal, if careless, order, so the defence gets one trick.",
        ),
        doubt=(
            "An article giving a director's view on a stated position rather than a table "
            "ruling; the other cards, the contract and the seats are ours. The articles are "
            "undated; we assume the 2007 Laws, whose Law 70C is the same as in 1997 and 2017."
        ),
        edition="2007",
    ),
    # ------------------------------------------------------------------ bridgebase.com forum
    Case(
        name="arc-bbof-66805-3nt-spade-gesture",
        title="3NT: 'I think I have the rest', the club king, the diamonds and 'spade'",
        source=(
            "bridgebase.com forums, Laws and Rulings, 'Claim dispute' (topic 66805, 2014): "
            "3NT by South; after West's second club lead declarer said 'I think I have the "
            "rest', showed the CK and DAKQT and pointed to dummy saying 'spade'. The directors "
            "replying agreed: declarer takes all the remaining tricks"
        ),
        url="https://forumstest.bridgebase.com/forums/topic/66805-claim-dispute/?comment=798325&do=findComment",
        contract="3NT",
        declarer="S",
        ending="N:KT3.KQJT76.42.84 Q7.42.J63.QJT962 A985.85.AKQT.K75 J642.A93.9875.A3",
        leader="W",
        events=(
            "W S2", "N S3", "E SQ", "S SA",
            "S H5", "W H3", "N HK", "E H4",
            "N HQ", "E H2", "S H8", "W H9",
            "N HJ", "E C9", "S S5", "W HA",
            "W CA", "N C4", "E C2", "S C5",
            "W C3",
            'S claims 8 "I think I have the rest: the club king, the diamonds, and a spade '
            '(in dummy)"',
            "W disputes",
            "director",
        ),
        awarded=8,
        differs=(
            "the engine lets dummy throw its two established hearts on the diamonds before a "
            "spade is played to it, so declarer loses the last trick; the directors replying "
            "read the pointing at dummy's spades as the way to the hearts and did not count "
            "that discarding as a normal play"
        ),
        engine=7,
        laws=("70A",),
        completed=(
            "None: the full deal and the play of the first five tricks are given in the "
            "thread's diagram, and the record replays them as played"
        ),
        notes=(
            "Declarer had set up dummy's hearts; West won the HA, cashed the CA and led a "
            "second club, and declarer claimed, showing the CK and his diamonds and pointing "
            "at dummy's spades.",
            "The replies read the showing of the cards as a display of the winners outside "
            "hearts, not as an order of play: the CK wins, a spade reaches dummy's hearts and "
            "the diamonds run (the DJ falls in three rounds), so no normal line loses a trick.",
        ),
        doubt=(
            "The original poster asks how many tricks to give; the answer is the agreement "
            "of the directors replying ('declarer takes the rest'), not a reported table "
            "ruling. We put the claim after West's C3 lead and before dummy played."
        ),
        edition="2007",
    ),
    # ------------------------------------------------------------------ WBF, Maastricht 2000
    Case(
        name="arc-maastricht00-4h-double-squeeze",
        title="Maastricht 2000: 4H claimed 'on a double squeeze', play continued and misplayed",
        source=(
            "WBF, 2000 Olympiad (Maastricht), Open Teams round of 16, Belgium v England, Appeal "
            "No. 16, board 30, 4H by North (Hallberg): North claimed the contract on a double "
            "squeeze if East held five spades and four cards in a minor, as his opening had "
            "shown; East-West asked him to play on and he misplayed the last two cards (nine "
            "tricks). The Director voided the play after the claim (1997 Law 68D) and ruled 4H "
            "made; the appeals committee (Wignall, Colker, Auken, Polisner) let the claim "
            "stand and the contract made"
        ),
        url="https://www.ptt.cc/man/BridgeClub/DD69/DA99/M.970294276.A.html",
        contract="4H",
        declarer="N",
        ending="N:3.KQT98.A54.KJ54 QJ985.A5.7632.QT AKT762.J63.T9.82 4.742.KQJ8.A9763",
        leader="E",
        events=(
            "E CQ", "S C8", "W CA", "N C4",
            "W DJ", "N D4", "E D3", "S DT",
            "W H2", "N H8", "E HA", "S H3",
            "E H5", "S H6", "W H4", "N HT",
            "N HK", "E S5", "S HJ", "W H7",
            'N claims 8 "I make the contract on a double squeeze, if the information about '
            'East\'s opening is right (five spades and four or more of a minor)"',
            "E disputes",
            "director",
        ),
        awarded=8,
        differs=(
            "a claim 'on a double squeeze' with no order of play stated: under the 1997 Laws "
            "the Director and the committee accepted it because the squeeze is there (the "
            "double-dummy figure is 8); the engine reads the word squeeze but, with no order "
            "given, counts careless discards of dummy's and declarer's winners as normal "
            "(a squeeze credited only when stated with its discards is our reading of 70D1)"
        ),
        engine=4,
        laws=("70A",),
        completed=(
            "The appeal gives the full deal, the opening lead (the CQ) and the eight-card "
            "position at the claim, so the cards each player had played are known; the order "
            "of tricks 2 to 5 is ours (a diamond won by West's jack, then three rounds of "
            "trumps, East winning the first with the ace and discarding the S5 on the third). "
            "Declarer's side had won two tricks and needed all eight"
        ),
        notes=(
            "East's 2S opening showed five spades and four or more of a minor. With eight "
            "cards left declarer stated that, if that was true, a double squeeze would give "
            "him the rest; East-West, not knowing that play must stop, asked him to play on, "
            "and he went wrong at the end.",
            "Under the 1997 Laws all play after a claim is voided; the Director adjudicated "
            "the claim on its statement and found the squeeze sound: 4H made.",
            "East-West appealed that the statement was too thin to follow; the committee "
            "nevertheless let the claim stand and the contract made.",
        ),
        doubt=(
            "The committee's own write-up is cut off in the stored copy; the committee "
            "ruling (contract made) is taken from a later account on blml (R. Hills, March "
            "2016, 'the Appeals Committee had no alternative but to rule the double squeeze "
            "claim valid, and hence rule that the contract made'). The event is not named on "
            "the page; the 'Maastrict Appeals' collection in which it appears is that of the "
            "2000 Olympiad."
        ),
        edition="1997",
        board=30,
    ),
]

