"""Published claim rulings found in national federations' and directors' material (second
batch, prefix ``pb-``): the EBU TDs' forum.

Every ``ending`` was checked card by card against its source; where the source gives only the
cards that matter, ``completed`` says which cards are ours and why they cannot change the
ruling. ``awarded`` is always the source's ruling, never the engine's.
"""

from __future__ import annotations

from case import Case

CASES: list[Case] = [
    # ------------------------------------------------------------------ EBU TDs' forum
    Case(
        name="pb-ebuf-1202-5h-last-trump-into-master",
        title="EBU forum 1202: 5H, 'four more tricks', the master trump forgotten",
        source=("forums.ebu.co.uk, EBU TDs, discussion 1202 'Claim disputed' (RealBridge, "
                "2020s): 5H by South, nine tricks played (eight to declarer); declarer, on lead "
                "with CAKJ and one small trump (dummy the CQ), claims the last four tricks with "
                "no statement, having lost track of West's master H8; the TD, citing Law 70 and "
                "the White Book's 'unaware of an outstanding winner' guidance, holds that any "
                "order of his four 'winners' is normal, so the small trump may go first into "
                "the eight and the defence takes all four tricks (5H-3)"),
        url="https://forums.ebu.co.uk/discussion/1202/claim-disputed",
        contract="5H",
        declarer="S",
        ending="N:432...Q J...T98 .2..AKJ .8.AKQ.",
        leader="S",
        events=("S claims 4", "W disputes", "director"),
        awarded=0,
        laws=("70C",),
        shown_out=("S:S", "N:D"),
        declarer_won=8,
        edition="2017",
        completed=(
            "the post gives declarer's CAKJ, dummy's CQ, West's master H8 and the outcomes "
            "(clubs first: three tricks; the trump first: none); declarer's trump is small "
            "(he cross-ruffed with his high ones: we give him the H2). The defence's three "
            "winners are not named: we give West the DAKQ (South and dummy hold no diamonds, "
            "so declarer ruffs a diamond while he still holds the H2), dummy three small "
            "spades and East SJ CT98, which win nothing. The voids "
            "shown before the claim (South in spades, dummy in diamonds: the cross-ruff) "
            "are our reading, needed to deal the earlier tricks. With these cards clubs "
            "first yields three tricks and the trump first none, as the post says"),
        notes=(
            "Declarer admitted he had lost track of the trumps and did not know the H8 was "
            "out; he claimed with no statement.",
            "The TD reasoned that a declarer who believes all four of his cards are winners "
            "is as likely to play his 'last trump' first as his clubs; the White Book says "
            "a claimer unaware of an outstanding winner loses the trick that playing one suit "
            "rather than another could lose; so the H2 goes to the H8 and West cashes the "
            "rest.",
        ),
        doubt=(
            "the post is the TD asking for advice on the ruling he proposes (5H-3); the "
            "replies are not in our copy, so we record his reading. The defence's winners are "
            "ours (the post says only that the trump first loses all four tricks)"),
    ),
]
