"""Words for people: what each kind of irregularity is, and what each option does.

Every option id is the 2017 clause that governs its outcome (DESIGN.md); its description is
the consequence a Director explains at the table before the choice (Law 10C1).
"""

from __future__ import annotations

from bridgelaws.i18n import Message
from bridgelaws.rulings import Kind

LAW_TITLES: dict[str, Message] = {
    "24": Message("Card exposed or led during the auction"),
    "27": Message("Insufficient bid"),
    "28-32": Message("Call out of rotation"),
    "35-38": Message("Inadmissible call"),
    "39": Message("Call after the final pass"),
    "46": Message("Incomplete or erroneous call of a card from dummy"),
    "49": Message("Exposure of a defender's cards"),
    "50": Message("Disposition of a penalty card"),
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
    "60B": Message("Play before declarer's lead from the correct hand"),
    "61-64": Message("Revoke"),
    "70": Message("Contested claim or concession"),
}

KIND_TEXT: dict[Kind, Message] = {
    Kind.CALL_OUT_OF_ROTATION: Message("{seat} called {call} out of rotation"),
    Kind.INSUFFICIENT_BID: Message("{seat} made an insufficient bid of {call}"),
    Kind.INADMISSIBLE_CALL: Message("{seat} made an inadmissible call: {call}"),
    Kind.CALL_AFTER_AUCTION: Message("{seat} called {call} after the auction had ended"),
    Kind.CARD_DURING_AUCTION: Message("{seat} exposed {card} before the opening lead"),
    Kind.OPENING_LEAD_OUT_OF_TURN: Message(
        "{seat} faced the opening lead {card} out of turn: {correct} was on lead"),
    Kind.DEFENDER_LEAD_OUT_OF_TURN: Message(
        "{seat} led {card} out of turn: {correct} was on lead"),
    Kind.DECLARER_LEAD_OUT_OF_TURN: Message(
        "Declarer led {card} from {hand} out of turn: {correct} was on lead"),
    Kind.PLAY_OUT_OF_TURN: Message("{seat} played {card} out of turn"),
    Kind.EXPOSED_CARD: Message("{seat} exposed {card}"),
    Kind.PENALTY_CARD_NOT_PLAYED: Message(
        "{seat} played {card} instead of his penalty card {penalty}"),
    Kind.LEAD_BEFORE_DECLARERS_CHOICE: Message(
        "{seat} led {card} before declarer chose his option on partner's penalty card"),
    Kind.PLAY_AFTER_RETRACTION_ORDER: Message(
        "{seat} played {card} before declarer led from the correct hand"),
    Kind.REVOKE: Message("{seat} played {card}: a revoke (failure to follow suit or to "
                         "comply with a lead restriction when able)"),
    Kind.INCOMPLETE_DESIGNATION: Message("{seat} named an incomplete card from dummy"),
    Kind.CONTESTED_CLAIM: Message("the claim or concession by {seat} is contested"),
    Kind.DIRECTOR_JUDGMENT: Message("a judgment by the Director"),
}

OPTION_TEXT: dict[str, Message] = {
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
}


def option_text(option: str) -> Message:
    """The consequence of an option; a card id (Law 51A) reads as that card."""
    found = OPTION_TEXT.get(option)
    if found is not None:
        return found
    return Message("play {card} (Law 51A)", card=option)
