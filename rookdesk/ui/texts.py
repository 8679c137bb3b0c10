"""Words the table says: suit and card names, seat and side names, refusal reasons.

The engine hands out data (suit letters, card ids, reason codes with
parameters); this module turns them into translated sentences. Every string
goes through ``QCoreApplication.translate`` with whole sentences and numbered
placeholders, so translators can reorder words.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from PySide6.QtCore import QCoreApplication

from rookdesk.engine.cards import Card, ROOK_ID, parse_card, rank_label
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.card_art import CardWords


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # The empty context is where lupdate files module-level tr() calls (see rookdesk/ui/i18n.py).
    return QCoreApplication.translate("", text, disambiguation, n)


def signed(value: int) -> str:
    """A change of score with its sign: "+10", "-155", "0"."""
    return f"+{value}" if value > 0 else str(value)


def arg(template: str, *values: object) -> str:
    """Fill ``%1``, ``%2``... like ``QString.arg`` (highest number first, so %1 never eats %10)."""
    for index in range(len(values), 0, -1):
        template = template.replace(f"%{index}", str(values[index - 1]))
    return template


def auction_text(auction: Sequence[tuple[int, int | None]], names: Sequence[str]) -> str:
    """Calls in order ("West: 100, North: pass"), from (seat, amount) pairs (``None`` is a pass)."""
    calls = [arg(tr("%1: %2", "player: call"), names[seat], amount if amount is not None else tr("pass", "a call"))
             for seat, amount in auction]
    return ", ".join(calls)


def suit_name(suit: str | None) -> str:
    """The name of a suit letter of either deck; ``None`` is no trump."""
    names = {
        "B": tr("Black"), "G": tr("Green"), "R": tr("Red"), "Y": tr("Yellow"),
        "S": tr("Spades"), "H": tr("Hearts"), "D": tr("Diamonds"), "C": tr("Clubs"),
        None: tr("No trump"),
    }
    return names.get(suit, str(suit))


def suit_word(suit: str | None) -> str:
    """A suit's name inside a sentence or a card's name: as ``suit_name`` in English and German, in
    lower case in French and Spanish ("jouez du jaune", "11 vert", "as de pique"; round 20: "jouez
    Jaune" read like a name). The comment is one literal each time, as lupdate reads it."""
    words = {
        "B": tr("Black", "a suit inside a sentence"), "G": tr("Green", "a suit inside a sentence"),
        "R": tr("Red", "a suit inside a sentence"), "Y": tr("Yellow", "a suit inside a sentence"),
        "S": tr("Spades", "a suit inside a sentence"), "H": tr("Hearts", "a suit inside a sentence"),
        "D": tr("Diamonds", "a suit inside a sentence"), "C": tr("Clubs", "a suit inside a sentence"),
        None: tr("No trump", "a suit inside a sentence"),
    }
    return words.get(suit, str(suit))


def suit_colour(suit: str | None) -> str:
    """A colour for a suit button (the card art's ink)."""
    from rookdesk.ui.card_art import INK

    return INK.get(suit or "", "#5b4a8a")


def card_words() -> CardWords:
    """What the cards print in the player's language: the Rook card's and the joker's names (capitals, a
    word each) and the court cards' and the ace's corner letters (a German tester saw J, Q and K, round 33)."""
    return CardWords(rook=tr("ROOK", "printed on the Rook card"), joker=tr("JOKER", "printed on the joker card"),
                     jack=tr("J", "the letter printed on a jack"), queen=tr("Q", "the letter printed on a queen"),
                     king=tr("K", "the letter printed on a king"), ace=tr("A", "the letter printed on an ace"))


def rank_text(rank: int, style: str) -> str:
    """A rank as the player's language prints it on the cards ("B" for a German jack, "V" for a French
    one): the Preferences' rank boxes and the rules said J, Q and K where the cards said B, D and K."""
    return card_words().letter(rank_label(rank, style)) if style == "standard" else rank_label(rank, style)


def rank_word(rank: int, style: str) -> str:
    """A rank as running text names it: "4 bis Ass" in German, where the card's corner says "A" (round 35:
    "von 4 bis A" read as a misprint). Numbers, and a Rook deck's ranks, are as the cards print them."""
    if style != "standard":
        return rank_label(rank, style)
    label = rank_label(rank, style)
    words = {"J": tr("J", "a jack in running text, as in 'a deck of 4 to A'; a word where the letter reads oddly"),
             "Q": tr("Q", "a queen in running text, as in 'a deck of 4 to A'; a word where the letter reads oddly"),
             "K": tr("K", "a king in running text, as in 'a deck of 4 to A'; a word where the letter reads oddly"),
             "A": tr("A", "an ace in running text, as in 'a deck of 4 to A'; a word where the letter reads oddly")}
    return words.get(label, label)


def rook_card_name(style: str) -> str:
    return tr("the Rook") if style == "rook" else tr("the joker")


NO_BREAK = "\u00a0"   # a space a line may not break at
WORD_JOINER = "\u2060"   # after a hyphen, keeps "Karo-Ass" on one line


def without_orphan(text: str) -> str:
    """``text`` whose wrapped last line holds at least its last two words (round 34: "500." alone)."""
    head, space, last = text.rpartition(" ")
    return head + NO_BREAK + last if space and head else text


def unbroken(text: str) -> str:
    """``text`` that a wrapped line will not break ("Jota de Picas", German's "Karo-Ass", "Marie-Christine")."""
    return text.replace(" ", NO_BREAK).replace("-", "-" + WORD_JOINER)


def target_text(rules: RuleSet) -> str:
    """What the game is played to: the target, and the winning lead where the rules have one ("500 or a
    lead of 200"; round 33: a game won by its spread had said only "play to 1000")."""
    if rules.spread is None or rules.spread >= rules.target:
        # A lead as large as the target wins only past a side's zero: "play to 300 or a lead of 500" read
        # as a mistake to two testers (round 34). The rules window still says it.
        return str(rules.target)
    return arg(tr("%1 or a lead of %2", "what a game is played to: the target, or a winning lead"), rules.target,
               rules.spread)


def card_name(card: Card | str, style: str = "rook") -> str:
    """A card for sentences: "Red 14", "Ace of Spades", "the Rook" (or "the joker" for a standard ``style``)."""
    card = parse_card(card) if isinstance(card, str) else card
    if card.suit is None:
        return rook_card_name(style)   # ROOK has no suit, so only the game's deck style tells bird from joker
    if card.suit in ("B", "G", "R", "Y"):
        return arg(tr("%1 %2", "a Rook-deck card in a sentence: suit then rank"), suit_word(card.suit), card.rank)
    # Face cards and numbered ones apart: a language that puts an article before a card in a sentence
    # ("le 7 de pique", "la dame de pique") gives the faces theirs in their names (round 33).
    faces = {11: tr("Jack"), 12: tr("Queen"), 13: tr("King"), 14: tr("Ace")}
    if card.rank in faces:
        return arg(tr("%1 of %2", "face card in a sentence: rank of suit, standard deck"), faces[card.rank],
                   suit_word(card.suit))
    return arg(tr("%1 of %2", "numbered card in a sentence: rank of suit, standard deck"),
               rank_label(card.rank or 0, "standard"), suit_word(card.suit))


def card_short(card_id: str, style: str = "rook") -> str:
    """A compact label for lists: "14R" becomes "14 Red"; the Rook/joker stays a word."""
    if card_id == ROOK_ID:
        return tr("Rook") if style == "rook" else tr("Joker")
    card = parse_card(card_id)
    deck = "rook" if card.suit in ("B", "G", "R", "Y") else "standard"   # a suited card tells its own deck
    return arg(tr("%1 %2", "rank then suit, short card label"), rank_text(card.rank or 0, deck), suit_word(card.suit))


def _built_in_titles() -> dict[str, str]:
    """The built-in rule sets' titles in the user's language, by their own (English) names."""
    return {
        "Two-handed Rook (standard deck)": tr("Two-handed Rook (standard deck)", "built-in rule set"),
        "Two-handed Rook (Rook deck)": tr("Two-handed Rook (Rook deck)", "built-in rule set"),
        "Partnership cut-throat Rook": tr("Partnership cut-throat Rook", "built-in rule set"),
        "Tournament Rook (Kentucky discard)": tr("Tournament Rook (Kentucky discard)", "built-in rule set"),
        "Kentucky Rook": tr("Kentucky Rook", "built-in rule set"),
    }


def built_in_named(name: str) -> RuleSet | None:
    """The built-in rule set whose own (English) name ``name`` is, if any."""
    return next((rules for rules in PRESETS.values() if rules.name == name), None)


def rules_title(rules: RuleSet | str, changed: bool | None = None) -> str:
    """A rule set's name for display: the built-in rule sets in the user's language, others as named.

    A built-in set changed in Preferences keeps the built-in's English name. It is shown as the
    translated title marked "(house rules)": the English name stood out in a translated window, and
    the bare title would pass it off as the built-in rules. A RuleSet is compared with the built-in
    set itself; for a bare name ``changed`` says it (statistics keep a name and a fingerprint), and
    without it the name is taken for the built-in set. A name the user chose is shown as it is.
    """
    name = rules if isinstance(rules, str) else rules.name
    title = _built_in_titles().get(name)
    if title is None:
        return name
    if changed is None:
        changed = isinstance(rules, RuleSet) and rules != built_in_named(name)
    if not changed:
        return title
    # "House rules" is what Rook players call a table's own changes to a standard game.
    return arg(tr("%1 (house rules)", "a built-in rule set's title; its rules were changed"), title)


def seat_kind_names() -> dict[str, str]:
    """Who plays a seat, as every menu shows it ("Human", "Computer: Normal"), by kind."""
    return {"human": tr("Human"), "easy": tr("Computer: Easy"),
            "normal": tr("Computer: Normal"), "hard": tr("Computer: Hard")}


def without_mnemonic(text: str) -> str:
    """A control's text without its mnemonic ampersand ("&&" stands for an ampersand itself)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def first_names(names: Sequence[str]) -> tuple[str, ...]:
    """Each name's first word ("Grandma Wilhelmina Josephine" -> "Grandma"), for a corner badge too narrow for
    the whole names; a name as it is where its first word would be another's too ("Aunt May", "Aunt Gwen";
    "Player 2" beside "Player 3", who keep their numbers while "Anna-Katharina von Musterhausen" beside
    them is shortened: round 30, all six names were kept whole for the five "Player" ones)."""
    words = [name.split(maxsplit=1)[0] if name.strip() else name for name in names]
    counts = Counter(word.casefold() for word in words)
    return tuple(word if counts[word.casefold()] == 1 else name for word, name in zip(words, names))


# A name longer than this goes by its first name in narrow places (see short_names).
SHORT_NAME_CHARS = 16


def short_names(names: Sequence[str]) -> tuple[str, ...]:
    """Names as a narrow column shows them: a name longer than SHORT_NAME_CHARS by its first name (see
    first_names). Whole, "Bartholomew Featherstonehaugh-Smythe" made the trick log's Winner column the widest
    and pushed its Hand column out of the dock, and shrank the hand summary's scores to 7 px (round 31)."""
    firsts = first_names(names)
    return tuple(whole if len(whole) <= SHORT_NAME_CHARS else first for whole, first in zip(names, firsts))


def side_name(rules: RuleSet, names: Sequence[str], side: int, stacked: bool = False) -> str:
    """A side: a player's name, or both partners' names (``stacked``: a partner a line, for a narrow
    column heading; on one line four team columns pushed the score sheet past its dock)."""
    if rules.partnerships:
        template = tr("%1 & %2", "two partners")
        if stacked:   # break before the second name, wherever the language puts it
            template = template.replace(" %2", "\n%2")
        return arg(template, names[side], names[side + 2])
    return names[side]


def illegal_reason(error: IllegalAction, style: str = "rook") -> str:
    """The rule that forbids an action, as a translated sentence."""
    code, p = error.code, error.params
    suit = p.get("suit")
    messages: dict[str, Any] = {
        "must_follow_suit": lambda: (
            arg(tr("You must follow suit: play %1 while you have any, or %2."), suit_word(suit),
                rook_card_name(style))
            if p.get("or_rook") else arg(tr("You must follow suit: play %1 while you have any."), suit_word(suit))),
        "rook_must_follow": lambda: arg(
            tr("%1 is trump and may only be played when you cannot follow %2."),
            _capital(rook_card_name(style)), suit_word(suit)),
        "must_follow_trump": lambda: (
            arg(tr("Trump was led, and %1 is trump: you must play it."), rook_card_name(style))
            if p.get("only_rook") else tr("Trump was led: you must play trump while you have any.")),
        "card_not_in_hand": lambda: tr("That card is not in your hand."),
        "not_your_turn": lambda: tr("It is not your turn."),
        "wrong_phase": lambda: tr("That is not possible now."),
        "opener_must_bid": lambda: tr("The opener must bid and may not pass."),
        "bid_step": lambda: arg(tr("Bids are multiples of %1."), p.get("step")),
        "bid_below_min": lambda: arg(tr("The smallest bid is %1."), p.get("min")),
        "bid_above_max": lambda: arg(tr("The highest bid is %1."), p.get("max")),
        "bid_not_higher": lambda: arg(tr("A bid must be above the high bid of %1."), p.get("high")),
        "no_trump_forbidden": lambda: tr("No trump is not allowed under these rules."),
        "discard_count": lambda: tr("Set aside exactly %n cards.", "", int(p.get("size", 0))),
        "discard_counter_forbidden": lambda: tr("Counters may not be set aside."),
        "discard_shortfall": lambda: tr(
            "Counters may not be set aside unless there are too few other cards: "
            "set aside the lowest counters."),
        "discard_twice": lambda: tr("A card is set aside twice."),
        "game_over": lambda: tr("The game is over."),
    }
    make = messages.get(code)
    return make() if make else tr("That is not allowed by the rules.")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
