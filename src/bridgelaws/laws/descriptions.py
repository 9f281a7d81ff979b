"""Words for people: what each kind of irregularity is, and what each option does.

Every option id is the 2017 clause that governs its outcome (DESIGN.md); its description is
the consequence a Director explains at the table before the choice (Law 10C1).
"""

from __future__ import annotations

from bridgelaws.calls import CallKind
from bridgelaws.i18n import Message
from bridgelaws.rulings import Irregularity, Kind

LAW_TITLES: dict[str, Message] = {
    "17D3": Message("End of the auction: a player deprived of his turn"),
    "21B1": Message("Call based on misinformation"),
    "21B2": Message("Call based on misinformation: LHO's change of a later call"),
    "21B3": Message("Call based on misinformation: too late to change the call"),
    "24": Message("Card exposed or led during the auction"),
    "25": Message("Change of call"),
    "26B": Message("Withdrawn call: declarer may prohibit a lead"),
    "27": Message("Insufficient bid"),
    "28-32": Message("Call out of rotation"),
    "28B": Message("Call by the correct player before the Director rules"),
    "29": Message("Call out of rotation"),
    "30": Message("Pass out of rotation"),
    "31": Message("Bid out of rotation"),
    "32": Message("Double or redouble out of rotation"),
    "31A1": Message("Bid out of rotation: the call to be repeated was not made"),
    "32A1": Message("Double or redouble out of rotation: the call to be repeated was not made"),
    "32B1": Message("Double or redouble out of rotation: the call to be repeated was not made"),
    "34": Message("Retention of the right to call"),
    "36": Message("Inadmissible double or redouble"),
    "36A": Message("Inadmissible double or redouble: LHO called over it"),
    "37": Message("Action violating the obligation to pass"),
    "37A": Message("Action violating the obligation to pass: LHO called over it"),
    "38": Message("Bid of more than seven"),
    "35-38": Message("Inadmissible call"),
    "39": Message("Call after the final pass"),
    "43B2a": Message("Dummy's warning after a breach of his limitations"),
    "43B3": Message("Dummy draws attention after a breach of his limitations"),
    "45C": Message("Unintended designation of a card from dummy"),
    "45D": Message("Card misplayed by dummy"),
    "45E": Message("Fifth card contributed to a trick"),
    "45F": Message("Dummy indicates a card"),
    "46B": Message("Incomplete or invalid designation of a card from dummy"),
    "47D": Message("Card taken back after an opponent's change of play"),
    "47E": Message("Card retracted after misinformation"),
    "47E1": Message("Lead or play out of turn after misinformation: retracted"),
    "47E2": Message("Card played after a mistaken explanation"),
    "48A": Message("Declarer's cards: no rectification"),
    "49": Message("Exposure of a defender's cards"),
    "50": Message("Disposition of a penalty card"),
    "50B": Message("Major or minor penalty card"),
    "50D2": Message("Major penalty card: declarer's options when partner has the lead"),
    "51A": Message("Two or more penalty cards: declarer designates the card to be played"),
    "51B1": Message("Penalty cards in one suit: declarer's options when partner has the lead"),
    "51B2": Message("Penalty cards in several suits: declarer's options when partner has "
                    "the lead"),
    "52": Message("Failure to lead or play a penalty card"),
    "53": Message("Lead out of turn"),
    "53A": Message("Lead out of turn at the thirteenth trick"),
    "54": Message("Faced opening lead out of turn"),
    "54C": Message("Declarer must accept the lead"),
    "55": Message("Declarer's lead out of turn"),
    "56": Message("Defender's lead out of turn"),
    "57": Message("Premature lead or play"),
    "57C": Message("Premature play: no rectification"),
    "57D": Message("Premature play at RHO's turn"),
    "58B": Message("Simultaneous cards from one hand"),
    "60A": Message("Play after an illegal play: rectification forfeited"),
    "60B": Message("Play before declarer's lead from the correct hand"),
    "61-64": Message("Revoke"),
    "62A": Message("Revoke not established: correction"),
    "67A": Message("Defective trick: the missing card supplied"),
    "67B1": Message("Defective trick found later: a card placed, a revoke deemed"),
    "66C": Message("Inspection of a quitted trick"),
    "62C": Message("Revoke corrected: a card played after it taken back"),
    "13": Message("Incorrect number of cards"),
    "67A2": Message("Defective trick: a card played unseen with another goes back"),
    "67B2": Message("Defective trick found later: the extra cards go back to the hand"),
    "62D": Message("Revoke on the twelfth trick: correction"),
    "63": Message("Established revoke"),
    "43B2b": Message("Dummy's question about declarer's revoke after a breach of his "
                     "limitations"),
    "68B2": Message("Concession objected to at once by partner"),
    "69A": Message("Agreed claim or concession"),
    "69B": Message("Agreed claim: agreement withdrawn"),
    "70": Message("Contested claim or concession"),
    "70A": Message("Contested claim or concession"),
    "71": Message("Concession"),
}

#: the 1997 book's own heading for a ruling whose identifier is a 2017 clause: (the law as
#: 1997 numbers it, its title). Law 26's lead penalties are one ruling, ``("26B",)``, in both
#: books; 1997's 26B is only one of its two clauses (26A: a specified suit)
LAW_TITLES_1997: dict[str, tuple[str, Message]] = {
    "26B": ("26", Message("Withdrawn call: lead penalties")),
}


def heading(laws: tuple[str, ...], edition: str) -> tuple[tuple[str, ...], list[Message]]:
    """The laws a ruling's heading cites, and their titles, as ``edition`` numbers them."""
    if edition == "1997" and len(laws) == 1 and laws[0] in LAW_TITLES_1997:
        number, title = LAW_TITLES_1997[laws[0]]
        return (number,), [title]
    return laws, [LAW_TITLES[law] for law in laws if law in LAW_TITLES]

#: a pass, double or redouble out of rotation in words (a bid reads as in KIND_TEXT)
OUT_OF_ROTATION_TEXT: dict[CallKind, Message] = {
    CallKind.PASS: Message("{seat} passed out of rotation"),
    CallKind.DOUBLE: Message("{seat} doubled out of rotation"),
    CallKind.REDOUBLE: Message("{seat} redoubled out of rotation"),
}

#: a defective trick with too many cards (Law 67): ``extra`` are the cards no one saw
TOO_MANY_TEXT = Message("{seat} played {card} to the trick and, unseen, {extra} with it")


def kind_text(irr: Irregularity) -> Message:
    """What the irregularity was, in words (formatted with seat, card, call, correct, hand,
    penalty, extra, holder and owner)."""
    if irr.kind is Kind.CALL_OUT_OF_ROTATION and irr.call is not None:
        return OUT_OF_ROTATION_TEXT.get(irr.call.kind, KIND_TEXT[irr.kind])
    if irr.kind is Kind.DEFECTIVE_TRICK and irr.facts.get("extra"):
        return TOO_MANY_TEXT
    return KIND_TEXT[irr.kind]


KIND_TEXT: dict[Kind, Message] = {
    Kind.CALL_OUT_OF_ROTATION: Message("{seat} called {call} out of rotation"),
    Kind.INSUFFICIENT_BID: Message("{seat} made an insufficient bid of {call}"),
    Kind.INADMISSIBLE_CALL: Message("{seat} made an inadmissible call: {call}"),
    Kind.CALL_AFTER_AUCTION: Message("{seat} called {call} after the auction had ended"),
    Kind.CALL_BY_BARRED_PLAYER: Message("{seat} called {call} when he was obliged to pass"),
    Kind.BID_ABOVE_SEVEN: Message("{seat} bid {call}, more than seven"),
    Kind.CHANGE_OF_CALL: Message("{seat} changed his call to {call}"),
    Kind.REQUIRED_CALL_NOT_MADE: Message(
        "{seat} called {call} instead of repeating his call out of rotation"),
    Kind.MISINFORMATION: Message(
        "{hand} may have called {call} on misinformation from the opponents"),
    Kind.CARD_DURING_AUCTION: Message("{seat} exposed {card} before the opening lead"),
    Kind.OPENING_LEAD_OUT_OF_TURN: Message(
        "{seat} faced the opening lead {card} out of turn: {correct} was on lead"),
    Kind.DEFENDER_LEAD_OUT_OF_TURN: Message(
        "{seat} led {card} out of turn: {correct} was on lead"),
    Kind.DECLARER_LEAD_OUT_OF_TURN: Message(
        "Declarer led {card} from {hand} out of turn: {correct} was on lead"),
    Kind.PLAY_OUT_OF_TURN: Message("{seat} played {card} before his partner had played to "
                                   "the trick"),
    Kind.EXPOSED_CARD: Message("{seat} exposed {card}"),
    Kind.PENALTY_CARD_NOT_PLAYED: Message(
        "{seat} played {card} instead of his penalty card {penalty}"),
    Kind.LEAD_BEFORE_DECLARERS_CHOICE: Message(
        "{seat} led {card} before declarer chose his option on partner's penalty card"),
    Kind.LEAD_BEFORE_26B_CHOICE: Message(
        "{seat} led {card} before declarer stated his lead restriction (Law 26B)"),
    Kind.PLAY_AFTER_RETRACTION_ORDER: Message(
        "{seat} played {card} before declarer led from the correct hand"),
    Kind.REVOKE: Message("{seat} played {card}: a revoke (failure to follow suit or to "
                         "comply with a lead restriction when able)"),
    Kind.CARDS_AT_ONCE: Message("{seat} played two or more cards at once"),
    Kind.DUMMY_SUGGESTION: Message("{seat}, dummy, indicated {card} of his own accord"),
    Kind.DEFECTIVE_TRICK: Message("{seat} did not play to the trick at his turn: play went on "
                                  "without his card"),
    Kind.INSPECTION: Message("{seat} inspected a quitted trick during the play"),
    Kind.INCORRECT_NUMBER_OF_CARDS: Message(
        "{holder}'s hand held {card} of {owner}: an incorrect number of cards"),
    Kind.INCOMPLETE_DESIGNATION: Message("{seat} did not name both suit and rank of dummy's "
                                         "card"),
    Kind.CONTESTED_CLAIM: Message("the claim or concession by {seat} is contested"),
    Kind.DIRECTOR_JUDGMENT: Message("a judgment by the Director"),
}

OPTION_TEXT: dict[str, Message] = {
    "21B1a": Message("change the call: the new call replaces it without further "
                     "rectification for his side; his LHO may then change a later call "
                     "(Law 21B1a, 21B2)"),
    "21B1a-keep": Message("keep the call: the auction goes on as it stands (Law 21B1a)"),
    "21B2": Message("change the call made after the call that was changed; Law 16C applies "
                    "to the withdrawn call (Law 21B2)"),
    "21B2-keep": Message("keep the call: it stands (Law 21B2)"),
    "25B1": Message("accept the changed call: it stands, the first call is withdrawn, and "
                    "Law 26 may apply (Law 25B1)"),
    "25B2": Message("refuse it: the first call stands and the change is cancelled; Law 26 "
                    "may apply (Law 25B2)"),
    "26B": Message("prohibit the lead of one suit not specified by the offender in the legal "
                   "auction, for as long as the offender's partner retains the lead (Law 26B)"),
    "26B-none": Message("no prohibition: the offender's partner leads any card (Law 26B)"),
    "27A": Message("accept the insufficient bid: it stands and the auction goes on (Law 27A)"),
    "27B": Message("refuse it: the offender replaces it with a legal call — the lowest "
                   "sufficient bid in the same denomination or a comparable call brings no "
                   "further rectification (27B1); any other call bars his partner for the rest "
                   "of the auction (27B2) and Law 26 may apply (Law 27B)"),
    "27B4": Message("refuse the second insufficient bid: it is ruled as in Law 27B3 — the "
                    "offender makes a legal call and his partner passes for the rest of the "
                    "auction (Law 27B4)"),
    "28B": Message("the correct player's call stands in rotation: the call out of rotation is "
                   "cancelled without further rectification; Law 16C2 applies to it "
                   "(Law 28B)"),
    "29A": Message("accept the call out of rotation: it stands and the auction goes on from "
                   "it (Law 29A)"),
    "29B": Message("refuse it: the call is cancelled, the auction reverts to the player whose "
                   "turn it was, and Law 30, 31 or 32 applies to the offender (Law 29B)"),
    "53A": Message("accept the lead: it stands as a correct lead, and play goes on from the "
                   "hand next in rotation (Law 53A)"),
    "53B": Message("the player whose turn it was makes the proper lead; the card led out of "
                   "turn is withdrawn (Law 53B)"),
    "54A": Message("declarer spreads his hand and becomes dummy; his partner becomes declarer "
                   "and the lead stands (Law 54A)"),
    "54B": Message("accept the lead: dummy is spread and declarer plays the second card to the "
                   "trick from his own hand (Law 54B)"),
    "54D": Message("refuse the lead: the card becomes a major penalty card, the correct "
                   "defender leads, and declarer then chooses under Law 50D2 (Law 54D)"),
    "55B": Message("declarer takes the card back: if it was a defender's lead, that defender "
                   "leads; if it was declarer's lead from the other hand, he leads any card "
                   "from the correct hand (Law 55B)"),
    "56": Message("refuse the lead: the card becomes a major penalty card and the correct "
                  "hand leads; Law 50D applies (Law 56)"),
    "50D2a-require": Message("require partner to lead the suit of the penalty card; the card "
                             "is picked up (Law 50D2a)"),
    "50D2a-prohibit": Message("prohibit partner from leading that suit for as long as he "
                              "retains the lead; the card is picked up (Law 50D2a)"),
    "50D2b": Message("neither: partner leads any card and the penalty card stays on the "
                     "table (Law 50D2b)"),
    "51B1a": Message("require partner to lead that suit; all penalty cards in it are picked "
                     "up (Law 51B1a)"),
    "51B1b": Message("prohibit that suit for as long as partner retains the lead; all penalty "
                     "cards in it are picked up (Law 51B1b)"),
    "51B2a": Message("require partner to lead one named suit of the penalty cards; those "
                     "cards are picked up (Law 51B2a)"),
    "51B2b": Message("prohibit one or more named suits of the penalty cards while partner "
                     "retains the lead; those cards are picked up (Law 51B2b)"),
    "51B2c": Message("neither: partner leads any card and all penalty cards stay (Law 51B2c)"),
    "52B1a": Message("accept the card led or played; the penalty card stays a penalty card "
                     "(Law 52B1)"),
    "52B2": Message("require the penalty card to be played instead; the card played becomes "
                    "a major penalty card (Law 52B2)"),
    "43B2a": Message("name the hand, declarer's or dummy's, from which declarer leads "
                     "(Law 43B2a)"),
    "62A": Message("the card that corrects the revoke, one that complies (Law 62A)"),
    "67A": Message("the card the offender supplies to the defective trick (Law 67A1)"),
    "67B1": Message("the card the offender places among his played cards for the defective "
                    "trick (Law 67B1)"),
    "47E2": Message("retract the card and play another, without rectification (Law 47E2a)"),
    "57A1": Message("the offender's partner must play the highest card he holds of the suit "
                    "led (Law 57A1)"),
    "57A2": Message("the offender's partner must play the lowest card he holds of the suit "
                    "led (Law 57A2)"),
    "57A3": Message("the offender's partner must play a card of another suit, named by "
                    "declarer, if he cannot follow suit (Law 57A3)"),
    "57A4": Message("the offender's partner must not play a card of another suit, named by "
                    "declarer, if he cannot follow suit (Law 57A4)"),
}


#: options whose consequence an older law book words otherwise (the option ids are shared)
OPTION_TEXT_BY_EDITION: dict[str, dict[str, Message]] = {
    "1997": {
        "27B": Message("refuse it: the offender replaces it with a legal call — the lowest "
                       "sufficient bid in the same denomination, neither bid conventional, "
                       "carries no penalty (27B1a); any other sufficient bid or a pass: his "
                       "partner must pass whenever it is his turn to call (27B2), and the lead "
                       "penalties of Law 26 may apply (Law 27B, 1997)"),
        "29A": Message("accept the call out of rotation: calling over it forfeits the right to "
                       "penalty, and the auction goes on from it (Law 29A, 1997)"),
        "29B": Message("refuse it: the call is cancelled and the auction reverts to the player "
                       "whose turn it was; the offender may make any legal call at his turn, but "
                       "his side may be penalized under Law 30, 31 or 32 (Law 29B, 1997)"),
        "25B1": Message("accept the changed call: it stands and the auction proceeds without "
                        "penalty (Law 25B1, 1997)"),
        "25B2": Message("refuse it: the change is cancelled; if the first call was legal, the "
                        "offender lets it stand or makes another legal call, and the lead "
                        "penalties of Law 26 may apply (Law 25B2, 1997)"),
        "25B2b1": Message("let the first call stand: the offender's partner must pass when next "
                          "it is his turn to call (Law 25B2b1, 1997)"),
        "25B2b2": Message("make any other legal call: the auction proceeds normally, and the "
                          "offending side may receive no score greater than average minus "
                          "(Law 25B2b2, 1997)"),
        "26A2-require": Message("require the offender's partner to lead the suit the withdrawn "
                                "call related to (one of them, if several), at this lead (Law "
                                "26A2, 1997)"),
        "26A2-prohibit": Message("prohibit the lead of the suit the withdrawn call related to "
                                 "(one of them, if several), for as long as the offender's "
                                 "partner retains the lead (Law 26A2, 1997)"),
        "26B": Message("prohibit the lead of any one suit, for as long as the offender's partner "
                       "retains the lead (Law 26B, 1997)"),
        "26B-none": Message("no lead penalty: the offender's partner leads any card (Law 26, "
                            "1997)"),
        "50D2a-require": Message("require partner to lead the suit of the penalty card; it is "
                                 "then no longer a penalty card and is picked up (Law 50D2(a), "
                                 "1997)"),
        "50D2a-prohibit": Message("prohibit partner from leading that suit for as long as he "
                                  "retains the lead; the card is then no longer a penalty card "
                                  "and is picked up (Law 50D2(a), 1997)"),
        "50D2b": Message("neither: partner may lead any card; the card remains a penalty card, "
                         "and Law 50D applies again while it remains (Law 50D2(b), 1997)"),
        "53B": Message("the player whose turn it was makes the proper lead; the card led out of "
                       "turn may be withdrawn without penalty (Law 53C, 1997)"),
        "51B2c": Message("neither: partner may lead any card; every penalty card remains a "
                         "penalty card (Law 50D2(b), 1997)"),
        "57A4": Message("the offender's partner must not play a card of another suit, named by "
                        "declarer, if he cannot follow suit (Law 57A3, 1997)"),
    },
}


def option_text(option: str, edition: str = "2017") -> Message:
    """The consequence of an option under ``edition``'s laws; a card id (Law 51A) reads as
    that card."""
    found = OPTION_TEXT_BY_EDITION.get(edition, {}).get(option) or OPTION_TEXT.get(option)
    if found is not None:
        return found
    return Message("play {card} (Law 51A)", card=option)
