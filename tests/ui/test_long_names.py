"""Round 24: a long name was cut at 24 characters without a word, and the score beside it in the corner
badge was cut off with it ("Grandma Wilhelmina Josep & Nortl")."""

from __future__ import annotations

from PySide6.QtTest import QTest

from rookdesk.storage.settings import MAX_NAME_LENGTH, AppSettings
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.table.decor import Badge
from rookdesk.ui.table.layout import Rect
from rookdesk.ui.texts import first_names


def test_the_new_game_dialog_takes_the_names_preferences_take_and_says_where_it_stops(qtbot) -> None:
    long_name = "Grandma Wilhelmina Josephine von Hohenberg-Stein"   # 48 characters
    settings = AppSettings().with_changes(seat_names=("A" * MAX_NAME_LENGTH,) + AppSettings().seat_names[1:])
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.name_edits[0].text() == "A" * MAX_NAME_LENGTH   # not cut shorter than Preferences allow
    assert dialog.name_error.isVisible()
    edit = dialog.name_edits[1]
    dialog.name_edits[0].setText("Ann")
    assert not dialog.name_error.isVisible()
    edit.clear()
    QTest.keyClicks(edit, long_name)
    assert edit.text() == long_name[:MAX_NAME_LENGTH]
    assert dialog.name_error.isVisible() and str(MAX_NAME_LENGTH) in dialog.name_error.text()
    assert dialog.deal_button.isEnabled()   # a note, not a problem: the name is dealt as it stands


def test_a_score_line_too_long_for_its_badge_keeps_its_score(qtbot) -> None:
    badge = Badge(align_right=True)
    badge.set_geometry(Rect(600, 8, 150, 64))
    badge.set_lines(["Hand 2 · playing to 500", "Grandma Wilhelmina Josephine & North: 35", "West & East: 150"])
    rows = badge.shown_rows()
    assert rows[-2][0].endswith("North: 35") and "…" in rows[-2][0], rows
    assert rows[-1] == ["West & East: 150"]


def test_a_line_the_badge_has_room_for_is_never_elided(qtbot) -> None:
    """Round 26: "South & Nor…: 30 of 130" in a badge drawn as wide as that very line: the cell, the panel's
    width less its padding, came out a hair narrower than the line (95 of these badge sizes did it)."""
    lines = [["Bid: 130 by South", "Trump: Green", "South & North: 30 of 130"],
             ["Bid: 135 by North", "Trump: Black", "South & North: 130 of 135"],
             ["Hand 2 · playing to 500", "South & North: 180", "West & East: 20"]]
    elided = []
    for texts in lines:
        for w in range(150, 331, 3):
            for h in range(64, 141, 4):
                badge = Badge()
                badge.set_geometry(Rect(0, 0, w, h))
                badge.set_lines(texts)
                panel, _cell = badge._panel()
                body = badge.shown_rows()[badge._title_rows():]   # the title may wrap; it is never elided
                if panel.width() < w - 0.5 and [c for row in body for c in row] != texts[1:]:
                    elided.append((w, h, body))
    assert elided == [], elided[:3]


def test_first_names_stand_in_for_names_too_long_for_the_badge(qtbot) -> None:
    """Round 27: with long names on an 800x600 table the partnership lines lost their middles at the least
    size ("Grandma Wilhel…ana: 25 of 140"); the badge draws the first names where the whole ones do not fit."""
    names = ("Grandma Wilhelmina Josephine", "Uncle Bartholomew", "Cousin Maximiliana", "Aunt Gwendolyn")
    short = first_names(names)
    assert short == ("Grandma", "Uncle", "Cousin", "Aunt")
    lines = ["Hand 1 · playing to 500", f"{names[0]} & {names[2]}: 0", f"{names[1]} & {names[3]}: 0"]
    short_lines = ["Hand 1 · playing to 500", "Grandma & Cousin: 0", "Uncle & Aunt: 0"]
    badge = Badge(align_right=True)
    badge.set_geometry(Rect(600, 8, 150, 44))
    badge.set_lines(lines, short_lines)
    assert badge.lines == lines   # what the badge says
    assert [row[0] for row in badge.shown_rows()] == short_lines   # what it has room to draw
    roomy = Badge(align_right=True)
    roomy.set_geometry(Rect(600, 8, 520, 90))
    roomy.set_lines(lines, short_lines)
    assert [row[0] for row in roomy.shown_rows()] == lines   # whole names where they fit


def test_first_names_only_where_they_tell_the_players_apart() -> None:
    # Round 30: each name on its own, so the five "Player" names kept whole do not keep the sixth long.
    assert first_names(("Aunt May", "Uncle Bo", "Aunt Gwen", "Cy")) == ("Aunt May", "Uncle", "Aunt Gwen", "Cy")
    assert first_names(("South", "West", "North", "East")) == ("South", "West", "North", "East")
    assert first_names(("Ann Lee", "ann", "Bo")) == ("Ann Lee", "ann", "Bo")
    assert first_names(("Anna-Katharina von Musterhausen", "Player 2", "Player 3")) == (
        "Anna-Katharina", "Player 2", "Player 3")


def test_a_plate_too_narrow_for_the_whole_name_and_its_note_shows_the_first_name(qtbot) -> None:
    """Round 29: "Grandma Wilhelmina Josephine d…" on the dealer's own plate at 800x600; the note is what
    the plate is there to say."""
    from rookdesk.ui.table.decor import NamePlate
    from rookdesk.ui.table.layout import Side

    plate = NamePlate("")
    plate.set_geometry(Rect(100, 400, 170, 26), Side.BOTTOM, 170, 0, 800, None)
    plate.set_text("Grandma Wilhelmina Josephine", "dealer", "Grandma")
    assert (plate.shown_name, plate.shown_detail) == ("Grandma", "dealer")
    plate.set_geometry(Rect(100, 400, 520, 40), Side.BOTTOM, 520, 0, 800, None)
    assert (plate.shown_name, plate.shown_detail) == ("Grandma Wilhelmina Josephine", "dealer")


def test_a_plate_shows_the_first_name_where_the_whole_one_would_come_out_small(qtbot) -> None:
    """Round 30: "Anna-Katharina von Musterhausen  bids 65" fitted, but at 9 px beside plates at 13: the
    first name reads at the others' size."""
    from rookdesk.ui.table.decor import SHORT_NAMES_BELOW_PX, NamePlate
    from rookdesk.ui.table.layout import Side

    plate = NamePlate("")
    plate.set_geometry(Rect(100, 400, 280, 26), Side.BOTTOM, 280, 0, 1366, None)
    plate.set_text("Anna-Katharina von Musterhausen", "bids 65", "Anna-Katharina")
    assert (plate.shown_name, plate.shown_detail) == ("Anna-Katharina", "bids 65")
    assert plate._font.pixelSize() >= SHORT_NAMES_BELOW_PX
    plate.set_geometry(Rect(100, 400, 340, 26), Side.BOTTOM, 340, 0, 1366, None)
    assert (plate.shown_name, plate.shown_detail) == ("Anna-Katharina von Musterhausen", "bids 65")


def test_a_badge_shows_first_names_where_the_whole_ones_break_its_title_over_more_lines(qtbot) -> None:
    """Round 30: "High bid: 65 by / Anna-Katharina von / Musterhausen" took three lines of the corner."""
    whole = ["High bid: 65 by Anna-Katharina von Musterhausen", "Trump: not named yet"]
    short = ["High bid: 65 by Anna-Katharina", "Trump: not named yet"]
    badge = Badge()
    badge.set_geometry(Rect(8, 8, 190, 70))
    badge.set_lines(whole, short)
    assert " ".join(badge._title_lines) == short[0] and len(badge._title_lines) == 2
    roomy = Badge()
    roomy.set_geometry(Rect(8, 8, 520, 70))
    roomy.set_lines(whole, short)
    assert roomy._title_lines == [whole[0]]


def test_the_bid_badge_falls_back_on_what_was_taken_without_the_names(qtbot) -> None:
    """Round 31: "Bartholomew & East: 30 of 145" set the whole bid badge at 8 px on a 760-wide table, "Trump:
    Green" with it; the short form leaves the side to the bid line above it."""
    lines = ["Bid: 145 by East", "Trump: Green", "Bartholomew & East: 30 of 145"]
    short_lines = ["Bid: 145 by East", "Trump: Green", "Taken: 30 of 145"]
    whole = Badge()
    whole.set_geometry(Rect(6, 6, 150, 64))
    whole.set_lines(lines)
    badge = Badge()
    badge.set_geometry(Rect(6, 6, 150, 64))
    badge.set_lines(lines, short_lines)
    assert [row[0] for row in badge.shown_rows()] == short_lines
    assert badge._font.pixelSize() > whole._font.pixelSize() + 1


def test_the_scene_gives_the_bid_badge_its_short_taken_line(qtbot, tmp_path) -> None:
    from rookdesk.engine.phases import Phase

    from .test_game_keeper import make_window, people, play, short_rules

    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=4)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY)
    badge = window.scene._bid_badge
    assert badge.lines[-1].endswith(f" of {c.game.bid}") and badge._short_lines[-1].startswith("Taken: ")
