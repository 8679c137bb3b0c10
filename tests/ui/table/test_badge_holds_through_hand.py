"""The bid badge keeps its size and its names from the bid won to the hand's end (round 37: at 1100x780
"South & North: 0 of 135" became "Taken: 15 of 135", a size smaller, at the first trick)."""
from __future__ import annotations

from rookdesk.engine.cards import parse_card
from rookdesk.engine.events import BidWon, CardPlayed, Dealt, GameStarted, SeatInfo, TrickWon
from rookdesk.engine.presets import preset
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.table import TableScene

HANDS = (("5G", "1B"), ("10G", "14B"), ("14G", "5B"), ("1G", "10B"))
TRICK = ("5G", "10G", "14G", "1G")


def badge_look(scene: TableScene) -> tuple[bool, int]:
    """The names chosen (first names or the side's) and the text's size; the panel may widen with its text."""
    badge = scene._bid_badge
    return badge.shown_rows()[-1][0].startswith("Taken"), badge._font.pixelSize()


def test_the_bid_badge_holds_its_size_and_names_as_the_points_grow(qtbot) -> None:
    scene = TableScene(CardImageCache())
    scene.set_animation_speed("off")
    names = ("South", "West", "North", "East")
    for event in (GameStarted(preset("partners-cutthroat"), tuple(SeatInfo(n, "human") for n in names), 1, "test"),
                  Dealt(1, 3, tuple(tuple(parse_card(c) for c in hand) for hand in HANDS), (), (), None),
                  BidWon(1, 135, False)):
        scene.handle_event(event)
    scene.set_status_badges("Bid: 135 by West", "Trump: Green", "Hand 1 · playing to 500\nSouth & North: 0\n"
                            "West & East: 0")
    sizes = [(w, h) for w in range(640, 1800, 60) for h in range(480, 1100, 60)]
    before = {}
    for w, h in sizes:
        scene.set_table_size(w, h)
        before[w, h] = badge_look(scene)
    assert scene._bid_badge.lines[-1] == "West & East: 0 of 135"
    for seat, card in enumerate(TRICK[:3]):
        scene.handle_event(CardPlayed(seat, parse_card(card)))
    scene.handle_event(CardPlayed(3, parse_card(TRICK[3])))
    scene.handle_event(TrickWon(1, 3, tuple(parse_card(c) for c in TRICK), 40))
    assert scene._bid_badge.lines[-1] == "West & East: 40 of 135"
    changed = []
    for w, h in sizes:
        scene.set_table_size(w, h)
        if badge_look(scene) != before[w, h]:
            changed.append(((w, h), before[w, h], badge_look(scene)))
    assert not changed
    # Both forms were seen: the test covers a badge that picks first names as well as whole ones.
    assert {look[0] for look in before.values()} == {False, True}
