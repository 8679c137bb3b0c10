"""What a computer player just did, in words: said while its move is shown, until the next turn.

Only what everyone at the table saw is named: a card taken from the pile or set
aside in the nest stays unnamed (in a hot-seat game the words are public).
"""

from __future__ import annotations

from typing import NamedTuple, Sequence

from rookdesk.engine.events import (
    MOVE_EVENTS, BidMade, BidWon, CardDrawn, CardPlayed, Dealt, Discarded, Event, Passed, Redealt, TrickWon,
    TrumpNamed,
)
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.texts import arg, card_name, suit_word, tr


def move_text(event: Event, rules: RuleSet, names: Sequence[str], after: Event | None = None) -> str:
    """The sentence for a move (a bid, a pass, trump, the nest, a card played or drawn); '' for other events.
    ``after`` is the event before it: a draw that follows a draw is the card the trick's winner left to
    the other player, who "gets" it, not "takes" it (round 31: "South takes…" for a card South never chose)."""
    if isinstance(event, BidMade):
        return arg(tr("%1 bids %2."), names[event.seat], event.amount)
    if isinstance(event, Passed):
        return arg(tr("%1 passes."), names[event.seat])
    if isinstance(event, TrumpNamed):
        if event.suit is None:
            return arg(tr("%1 names no trump."), names[event.seat])
        return arg(tr("%1 names %2 as trump."), names[event.seat], suit_word(event.suit))
    if isinstance(event, Discarded):
        return arg(tr("%1 sets %n cards aside.", "the nest exchange; the cards stay unnamed", len(event.cards)),
                   names[event.seat])
    if isinstance(event, CardPlayed):
        return arg(tr("%1 plays %2."), names[event.seat], card_name(event.card, rules.deck.style))
    if isinstance(event, CardDrawn):
        left = isinstance(after, CardDrawn)
        if event.source == "face_up":
            text = tr("%1 gets the face-up card, %2.") if left else tr("%1 takes the face-up card, %2.")
            return arg(text, names[event.seat], card_name(event.card, rules.deck.style))
        text = tr("%1 gets the top card of the pile.") if left else tr("%1 takes the top card of the pile.")
        return arg(text, names[event.seat])
    return ""


def bid_won_text(event: BidWon, names: Sequence[str]) -> str:
    return arg(tr("%1 wins the bid at %2."), names[event.seat], event.amount)


def trick_won_text(winner: int, names: Sequence[str]) -> str:
    return arg(tr("%1 wins the trick."), names[winner])


def own_draw_text(event: CardDrawn, rules: RuleSet, names: Sequence[str], left: bool) -> str:
    """A draw from the pile for the person who drew it, the card named: private, never on a curtain.
    ``left``: the card the trick's winner left them ("gets"), not their own choice ("takes")."""
    text = tr("%1 gets the top card of the pile: %2.") if left else tr("%1 takes the top card of the pile: %2.")
    return arg(text, names[event.seat], card_name(event.card, rules.deck.style))


class Recap(NamedTuple):
    """The moves someone coming to the computer missed: the latest ``lines``, oldest first."""

    lines: list[str]
    earlier: int        # moves before those, left out
    since_deal: bool    # the seat has not acted in this hand yet


def moves_since_turn(events: Sequence[Event], seat: int, rules: RuleSet, names: Sequence[str],
                     limit: int) -> Recap:
    """What the others did since ``seat`` last acted in this hand (or since the deal): at most ``limit``
    sentences, the latest ones.

    For the hot-seat curtain: the person coming to the computer did not watch the moves made while the
    screen was passed on. Only public moves are named (see move_text), and who won the auction and the
    tricks.
    """
    said: list[str] = []
    since_deal = True
    for index in range(len(events) - 1, -1, -1):
        event = events[index]
        if isinstance(event, (Dealt, Redealt)):
            break
        if isinstance(event, MOVE_EVENTS):
            before = events[index - 1] if index else None
            # A card left to the seat by the trick's winner was not its move: the winner's choice is news.
            if event.seat == seat and not (isinstance(event, CardDrawn) and isinstance(before, CardDrawn)):
                since_deal = False
                break
            text = move_text(event, rules, names, before)
        elif isinstance(event, BidWon):
            text = bid_won_text(event, names)
        elif isinstance(event, TrickWon):
            text = trick_won_text(event.winner, names)
        else:
            continue
        if text:
            said.append(text)
    said.reverse()
    earlier = max(0, len(said) - limit)
    return Recap(said[earlier:], earlier, since_deal)


def card_left_unseen(events: Sequence[Event], seat: int) -> CardDrawn | None:
    """The pile's top card the trick's winner left to ``seat`` since its last move in this hand, if any:
    in hot-seat it went into the hand behind the curtain, and the person coming is told which it is
    (round 31: only its band in the fan said a card was new)."""
    for index in range(len(events) - 1, 0, -1):
        event = events[index]
        if isinstance(event, (Dealt, Redealt)):
            return None
        if isinstance(event, CardDrawn) and event.seat == seat and isinstance(events[index - 1], CardDrawn):
            return event if event.source != "face_up" else None
        if isinstance(event, MOVE_EVENTS) and event.seat == seat:
            return None
    return None
