"""Help > Rules of this game: every rule of the current rule set, in sentences.

Generated from the ``RuleSet`` alone, so it is right for any house rules. Each
sentence is a whole translatable string with numbered placeholders (``%1``)
or a counted ``%n``.
"""

from __future__ import annotations

import html
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rookdesk.engine.cards import ROOK_ID, rank_from_label, suits_of
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.texts import arg, rank_word, rook_card_name, rules_title, side_name, suit_word


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # Called as _tr(text, "", n) for counts, the form lupdate reads as a plural message.
    return QCoreApplication.translate("", text, disambiguation, n)  # lupdate files _tr() calls under the empty context


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def rank_ranges(ranks: Sequence[int], style: str) -> str:
    """Ranks as runs: [1, 5, 6, ..., 14] -> "1 and 5 to 14"."""
    runs: list[tuple[int, int]] = []
    for rank in sorted(ranks):
        if runs and rank == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], rank)
        else:
            runs.append((rank, rank))
    parts = [rank_word(a, style) if a == b else arg(_tr("%1 to %2"), rank_word(a, style), rank_word(b, style))
             for a, b in runs]
    if len(parts) == 1:
        return parts[0]
    return arg(_tr("%1 and %2"), ", ".join(parts[:-1]), parts[-1])


def semicolon_list(items: Sequence[str]) -> str:
    """Items joined by semicolons as the language writes them ("a; b", in French "a ; b")."""
    joined = items[0] if items else ""
    for item in items[1:]:
        joined = arg(_tr("%1; %2"), joined, item)
    return joined


def _seat_word(rules: RuleSet, which: str) -> str:
    two = rules.players == 2
    return {
        "left_of_dealer": _tr("the non-dealer") if two else _tr("the player to the dealer's left"),
        "dealer": _tr("the dealer"),
        "bidder": _tr("the high bidder"),
        "left_of_bidder": _tr("the other player (not the bidder)") if two else _tr("the player to the bidder's left"),
    }[which]


def _in_deck(rules: RuleSet, key: str) -> bool:
    """Whether a ``points`` key names a card of the deck: a file may give points to a rank it left out
    (rules.md allows any rank of the style), but such a card never scores, so it is not listed."""
    if key == ROOK_ID:
        return rules.deck.rook
    return rank_from_label(key, rules.deck.style) in rules.deck.ranks


def rook_rank_sentence(rules: RuleSet) -> str:
    """Where the Rook card (or the joker) ranks in trump, as a sentence; for a deck that has it."""
    style, rank = rules.deck.style, rules.rook_rank
    rook = _cap(rook_card_name(style))
    if rank == "lowest":
        return arg(_tr("%1 belongs to the trump suit and is its lowest card."), rook)
    if rank == "highest":
        return arg(_tr("%1 belongs to the trump suit and is its highest card."), rook)
    label = lambda r: "1" if r == 15 else rank_word(r, style)  # noqa: E731
    # Named by the cards the deck keeps: 3.5 with the ranks 5 to 14 is below the 5, not "between the 3 and the 4".
    one_high = style == "rook" and rules.ace_or_one_high
    kept = sorted(15 if one_high and r == 1 else r for r in rules.deck.ranks)
    below = [r for r in kept if r < rank]
    above = [r for r in kept if r > rank]
    if not below:
        return arg(_tr("%1 belongs to the trump suit as its lowest card, below its %2."), rook, label(above[0]))
    if not above:
        return arg(_tr("%1 belongs to the trump suit as its highest card, above its %2."), rook, label(below[-1]))
    return arg(_tr("%1 belongs to the trump suit and ranks between its %2 and its %3."), rook, label(below[-1]),
               label(above[0]))


def describe_rules(rules: RuleSet, names: Sequence[str] | None = None) -> list[tuple[str, list[str]]]:
    """Sections (heading, sentences) covering every rule that applies under ``rules``."""
    names = list(names) if names else [arg(_tr("Player %1"), i + 1) for i in range(rules.players)]
    style = rules.deck.style
    rook = rook_card_name(style)
    sections: list[tuple[str, list[str]]] = []

    # Players and cards
    cards: list[str] = []
    if rules.partnerships:
        cards.append(arg(_tr("Four players play in two partnerships; partners sit opposite each other "
                             "(%1 against %2)."), side_name(rules, names, 0), side_name(rules, names, 1)))
    else:
        cards.append(_tr("%n players each play for themselves.", "", rules.players))
    suits = ", ".join(suit_word(s) for s in suits_of(style))
    ranks = rank_ranges(rules.deck.ranks, style)
    if style == "rook":
        cards.append(arg(_tr("The Rook deck is used: the colours %1, each with the ranks %2."), suits, ranks))
    else:
        cards.append(arg(_tr("A standard deck is used: the suits %1, each with the ranks %2."), suits, ranks))
    if rules.deck.rook:
        cards.append(arg(_tr("%1 is added, %2 cards in all."), _cap(rook), rules.deck_size))
    else:
        cards.append(_tr("There is no Rook card: %n cards in all.", "", rules.deck_size))
    if style == "rook":
        if 1 in rules.deck.ranks:   # the 1's place only matters when the deck has 1s
            cards.append(_tr("The 1 ranks above the 14.") if rules.ace_or_one_high else _tr("The 1 is the lowest rank."))
    else:
        cards.append(_tr("The ace is high."))
    sections.append((_tr("Players and cards"), cards))

    # Deal
    deal: list[str] = []
    first = rules.first_dealer
    if first == "random":
        deal.append(_tr("The first dealer is chosen at random."))
    elif first == "high_card":
        if rules.deck.rook:
            deal.append(arg(_tr("To choose the first dealer, everyone draws a card: the highest rank deals "
                                "(%1 counts lowest); a tie for highest draws again."), rook))
        else:
            deal.append(_tr("To choose the first dealer, everyone draws a card: the highest rank deals; "
                            "a tie for highest draws again."))
    else:
        deal.append(arg(_tr("%1 deals first."), names[int(first)]))
    deal.append(_tr("The deal passes one seat to the left after each hand."))
    deal.append(_tr("Each player is dealt %n cards.", "", rules.hand_size))
    if rules.nest_size:
        deal.append(_tr("%n cards are dealt face down to the nest.", "", rules.nest_size))
    else:
        deal.append(_tr("There is no nest."))
    if rules.draw_pile:
        deal.append(_tr("The %n cards left over form a face-down draw pile.", "", rules.pile_size))
        deal.append(_tr("Its top card is turned face up at the deal, so it is seen during the bidding.")
                    if rules.face_up_at_deal else _tr("Its top card is turned face up just before the first trick."))
    sections.append((_tr("Deal"), deal))

    # Bidding
    b = rules.bidding
    opener = _cap(_seat_word(rules, b.opener))
    bidding = [arg(_tr("%1 speaks first; then the two players take turns to bid or pass."), opener)
               if rules.players == 2 else
               arg(_tr("%1 speaks first; then each player to the left in turn bids or passes."), opener)]
    if b.opener_must_bid:
        bidding.append(_tr("The opener must bid and may not pass."))
    bidding.append(arg(_tr("Bids are multiples of %1, from %2 up to %3, and each bid must be higher than the "
                           "last; jump bids are allowed."), b.step, b.min, b.max))
    bidding.append(_tr("A player who passes takes no further part in this auction."))
    bidding.append(arg(_tr("A bid of %1 ends the auction at once."), b.max))
    if b.opener_must_bid:
        pass   # someone always bids: what happens when everyone passes does not arise
    elif b.all_pass == "redeal":
        bidding.append(_tr("If everyone passes, the same dealer deals again."))
    else:
        bidding.append(arg(_tr("If everyone but the dealer passes without a bid, the dealer is held to the "
                               "minimum bid of %1."), b.min))
    sections.append((_tr("Bidding"), bidding))

    # Nest and trump
    nest: list[str] = []
    n = rules.nest_size
    if n:
        if rules.trump_named == "after_nest":
            nest.append(_tr("The high bidder takes the nest into their hand, sets %n cards aside, then names trump.", "", n))
        else:
            nest.append(_tr("The high bidder names trump, then takes the nest into their hand and sets %n cards "
                            "aside.", "", n))
        if rules.nest.discard_counters == "forbidden":
            nest.append(_tr("Counters may not be set aside. If hand and nest hold too few other cards, all of "
                            "them are set aside and the counters of lowest value make up the difference."))
        else:
            nest.append(_tr("Any cards may be set aside, counters included."))
        if rules.partnerships:
            to_whom = {"last_trick": _tr("The points of the cards set aside go to the side that takes the last trick."),
                       "bidder": _tr("The points of the cards set aside go to the bidder's side.")}
        else:   # everyone plays alone: "side" would puzzle a two-handed game's players
            to_whom = {"last_trick": _tr("The points of the cards set aside go to the player who takes the last "
                                         "trick."),
                       "bidder": _tr("The points of the cards set aside go to the bidder.")}
        nest.append(to_whom.get(rules.nest.points_to) or _tr("The cards set aside score for nobody."))
    else:
        nest.append(_tr("The high bidder names trump."))
    if rules.no_trump:
        nest.append(arg(_tr("The bidder may declare no trump; then %1 is the only trump."), rook)
                    if rules.deck.rook else _tr("The bidder may declare no trump; then there is no trump at all."))
        if rules.deck.rook:   # nobody else holds trump then, so nobody has to follow a lead of the Rook
            nest.append(arg(_tr("When %1 is led in a no-trump hand, the others may play any card."), rook))
    else:
        nest.append(_tr("Declaring no trump is not allowed."))
    sections.append((_tr("Nest and trump"), nest))

    # Play
    play = [arg(_tr("%1 leads the first trick."), _cap(_seat_word(rules, rules.leader))),
            _tr("Each player in turn must follow the suit led if able; otherwise any card may be played.")]
    if rules.deck.rook:
        play.append(rook_rank_sentence(rules))
        play.append(arg(_tr("Leading %1 leads trump; a player whose only trump is %1 must play it when trump "
                            "is led."), rook))
        if rules.rook_any_time:
            play.append(arg(_tr("%1 may be played at any time, even by a player who can follow suit."), _cap(rook)))
    play.append(_tr("The highest trump wins the trick; with no trump in it, the highest card of the suit led. "
                    "The winner leads the next trick."))
    if rules.draw_pile:
        play.append(_tr("After each trick, while the pile lasts, the winner takes either the face-up card or the "
                        "top card of the pile, the other player gets the other card, and the next pile card is "
                        "turned face up. Then the hands are played out."))
    sections.append((_tr("Play"), play))

    # Scoring
    scoring: list[str] = []
    # A sentence of its own for each face: the word for "each" follows the face's gender ("jeder Bube",
    # "jede Dame"; round 25: German had to say "Bube zählt je 10").
    faces = {"J": _tr("each jack is worth %1"), "Q": _tr("each queen is worth %1"),
             "K": _tr("each king is worth %1"), "A": _tr("each ace is worth %1")}
    worth = [arg(_tr("%1 is worth %2"), rook, value) if key == "ROOK"
             else arg(faces[key], value) if key in faces
             else arg(_tr("each %1 is worth %2"), key, value)
             for key, value in rules.points if value and _in_deck(rules, key)]
    scoring.append(arg(_tr("Counters: %1. Other cards are worth nothing."), semicolon_list(worth)) if worth
                   else _tr("No card is worth any points."))
    if rules.trick_points:
        scoring.append(_tr("Each trick taken is worth %n points.", "", rules.trick_points))
    if rules.bonus.most_tricks:
        scoring.append(_tr("The side that takes the most tricks scores %n points (nobody on a tie).", "",
                           rules.bonus.most_tricks) if rules.partnerships else
                       _tr("The player who takes the most tricks scores %n points (nobody on a tie).", "",
                           rules.bonus.most_tricks))
    if rules.bonus.last_trick:
        scoring.append(_tr("The side that takes the last trick scores %n points.", "", rules.bonus.last_trick)
                       if rules.partnerships else
                       _tr("The player who takes the last trick scores %n points.", "", rules.bonus.last_trick))
    scoring.append(_tr("%n points are available in each hand.", "", rules.points_available))
    # After "Otherwise ... the opponent's points are doubled", a plain "The opponent scores the points
    # they took" read as undoing the doubling (round 19): it is said of a bid made.
    doubled = rules.set == "zero_double_opponents"
    if rules.partnerships:
        made = {"points_taken": _tr("If the bidder's side takes at least the bid, it scores all the points it took."),
                "bid": _tr("If the bidder's side takes at least the bid, it scores exactly the bid.")}
        # "Otherwise the bid is subtracted" read as keeping the points taken as well (round 20).
        set_ = {"minus_bid": _tr("Otherwise the points it took do not count, and the bid is subtracted from its "
                                 "score."),
                "zero_double_opponents": _tr("Otherwise it scores nothing, and the other side's points for the "
                                             "hand are doubled.")}
        others = (_tr("The other side scores the points it took.") if rules.opponents_score
                  else _tr("The other side scores nothing."))
        if doubled:
            others = (_tr("When the bid is made, the other side scores the points it took.") if rules.opponents_score
                      else _tr("When the bid is made, the other side scores nothing."))
    else:
        made = {"points_taken": _tr("If the bidder takes at least the bid, they score all the points they took."),
                "bid": _tr("If the bidder takes at least the bid, they score exactly the bid.")}
        set_ = {"minus_bid": _tr("Otherwise the points they took do not count, and the bid is subtracted from "
                                 "their score."),
                "zero_double_opponents": _tr("Otherwise they score nothing, and their opponents' points for "
                                             "the hand are doubled.")}
        if rules.players == 2:
            set_["zero_double_opponents"] = _tr("Otherwise they score nothing, and the opponent's points for the "
                                                "hand are doubled.")
            others = (_tr("The opponent scores the points they took.") if rules.opponents_score
                      else _tr("The opponent scores nothing."))
            if doubled:
                others = (_tr("When the bid is made, the opponent scores the points they took.")
                          if rules.opponents_score else _tr("When the bid is made, the opponent scores nothing."))
        else:
            others = (_tr("The other players score the points they took.") if rules.opponents_score
                      else _tr("The other players score nothing."))
            if doubled:
                others = (_tr("When the bid is made, the other players score the points they took.")
                          if rules.opponents_score else _tr("When the bid is made, the other players score nothing."))
    scoring += [made[rules.made], set_[rules.set], others]
    sections.append((_tr("Scoring"), scoring))

    # Game end
    if rules.partnerships:
        # "After a hand" and "one of those that reached it": read in German as "if the bidder is below",
        # the opposite (round 20).
        end = [arg(_tr("The game ends after a hand in which a side reaches %1 points. If the bidder's side is "
                       "one of those that reached it, it wins; otherwise the side with the most points wins (on "
                       "a tie, play continues)."), rules.target)]
        if rules.spread is not None:   # two sides: "every other side" read oddly (round 31)
            end.append(arg(_tr("A side that leads the other side by at least %1 points also wins."),
                           rules.spread))
    else:
        end = [arg(_tr("The game ends after a hand in which a player reaches %1 points. If the bidder is one of "
                       "those who reached it, they win; otherwise the player with the most points wins (on a "
                       "tie, play continues)."), rules.target)]
        if rules.spread is not None and rules.players == 2:
            end.append(arg(_tr("A player who leads their opponent by at least %1 points also wins."), rules.spread))
        elif rules.spread is not None:
            end.append(arg(_tr("A player who leads every other player by at least %1 points also wins."),
                           rules.spread))
    sections.append((_tr("End of the game"), end))
    return sections


def rules_html(rules: RuleSet, names: Sequence[str] | None = None) -> str:
    parts = [f"<h2>{html.escape(rules_title(rules))}</h2>"]
    for heading, sentences in describe_rules(rules, names):
        parts.append(f"<h3>{html.escape(heading)}</h3><ul>")
        parts.extend(f"<li>{html.escape(s)}</li>" for s in sentences)
        parts.append("</ul>")
    return "".join(parts)


HELP_SIZE = QSize(620, 680)


def help_size(room: QSize | None) -> QSize:
    """The help's usual size, made smaller where the screen is smaller (a 1080p screen at 200% is 540 high):
    otherwise its Close button ends up below the screen's edge."""
    return HELP_SIZE if room is None else HELP_SIZE.boundedTo(room)


class RulesHelpDialog(QDialog):
    """A read-only page with the rules of the current game."""

    def __init__(self, rules: RuleSet, names: Sequence[str] | None = None, parent: QWidget | None = None,
                 upcoming: bool = False) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Rules of this game"))
        self.resize(help_size(screen_room(self)))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Rules text"))
        self.browser.setOpenLinks(False)
        self.show_rules_of(rules, names, upcoming)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, Qt.Orientation.Horizontal, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        # The text has the keyboard, so Page Down, Ctrl+End and the arrows read on (they did nothing with
        # the Close button focused, round 30); Escape still closes. Selectable by keyboard: Ctrl+Home and
        # Ctrl+End move through the text (a browser only scrolls on Home and End) and Shift+arrows copy.
        self.browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                             | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        # With no caret: a blinking one in a page nobody can type in looked like a fault (round 34, two
        # testers); the keys move and select all the same, and the selection shows.
        self.browser.setCursorWidth(0)
        self.browser.setFocus()

    def show_rules_of(self, rules: RuleSet, names: Sequence[str] | None = None, upcoming: bool = False) -> None:
        """Show these rules (a window left open follows the game being played); ``upcoming``: no game
        is on the table, these are the rules the next one is dealt with."""
        title = self.tr("Rules of the next game: %1") if upcoming else self.tr("Rules: %1")
        self.setWindowTitle(arg(title, rules_title(rules)))
        self.browser.setHtml(rules_html(rules, names))
