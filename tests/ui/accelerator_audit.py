"""Keyboard audit of real windows: accelerator clashes, shortcuts, accessible names, Tab reach.

The product rule: every action has a mouse path and a keyboard path, every control has an
accessible name. The checkers here read live widgets and return human-readable problems (an
empty list means the window passes); ``screens`` builds every window a user can reach, in the
language installed at the time, so the same audit runs in English and in each translation.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QCheckBox, QComboBox, QDialog,
    QGraphicsView, QGroupBox, QHeaderView, QLabel, QLineEdit, QMenu, QMenuBar, QMessageBox, QPlainTextEdit,
    QRadioButton,
    QScrollBar, QTabBar, QTextEdit, QWidget,
)

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import GameEnded, HandEnded
from rookdesk.engine.game import Game, new_game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.dialogs.about import about_text
from rookdesk.ui.dialogs.last_trick import LastTrickDialog
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.models import LoggedTrick
from rookdesk.ui.panels.summary import tricks_of_hand
from rookdesk.ui.preferences.dialog import PreferencesDialog

NAMES = ("Ann", "Bob", "Cy", "Dee")
# What Alt+letter can reach in a window: the kinds of widget whose text carries an accelerator.
INTERACTIVE = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTextEdit,
               QPlainTextEdit, QGraphicsView)


def mnemonic(text: str) -> str | None:
    """The accelerator letter of ``text`` ("&Save" -> "s", "Save &As…" -> "a"), lower case; ``&&`` is a
    literal ampersand and "A & B" has none (Alt+Space is no accelerator anybody means)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] == "&":
                i += 2
                continue
            letter = text[i + 1]
            return letter.lower() if letter.isalnum() else None
        i += 1
    return None


@dataclass(frozen=True)
class Clash:
    """One accelerator letter used by more than one item in one scope (a menu, a window)."""
    scope: str
    letter: str
    owners: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.scope}: Alt+{self.letter.upper()} is shared by {', '.join(repr(o) for o in self.owners)}"


def clashes(owners: Iterable[tuple[str, str]], scope: str) -> list[Clash]:
    """The letters used by more than one of the (letter, who) pairs."""
    by_letter: dict[str, list[str]] = defaultdict(list)
    for letter, who in owners:
        by_letter[letter].append(who)
    return [Clash(scope, letter, tuple(whos)) for letter, whos in sorted(by_letter.items()) if len(whos) > 1]


def menu_owners(menu: QMenu | QMenuBar) -> list[tuple[str, str]]:
    """(letter, text) of every item of a menu or of the menu bar. Hidden items count: they appear
    while the app runs (Game > Resume the game left in progress)."""
    return [(letter, action.text()) for action in menu.actions()
            if not action.isSeparator() and (letter := mnemonic(action.text()))]


def menu_clashes(window: QWidget) -> list[Clash]:
    """(a) Clashes within the menu bar ("menu bar") and within each of its menus ("menu 1" is the
    first: the scope names do not depend on the language)."""
    found: list[Clash] = []
    for bar in window.findChildren(QMenuBar):
        found += clashes(menu_owners(bar), "menu bar")
        menus = [a.menu() for a in bar.actions() if isinstance(a.menu(), QMenu)]
        for number, menu in enumerate(menus, 1):
            found += clashes(menu_owners(menu), f"menu {number}")
    return found


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget is top or widget.isVisibleTo(top)


def widget_owners(top: QWidget) -> list[tuple[str, str]]:
    """(letter, description) of every visible accelerator in a window: buttons, check and radio
    boxes, labels with buddies, group boxes, tab titles and the menu bar's titles."""
    owners: list[tuple[str, str]] = []

    def add(text: str, kind: str) -> None:
        letter = mnemonic(text)
        if letter:
            owners.append((letter, f"{kind} {text}"))

    for widget in top.findChildren(QWidget):
        if not _shown(widget, top):
            continue
        if isinstance(widget, QAbstractButton) and not isinstance(widget.parentWidget(), QTabBar):
            add(widget.text(), type(widget).__name__)
        elif (isinstance(widget, QLabel) and widget.buddy() is not None
              and widget.textFormat() != Qt.TextFormat.RichText):
            add(widget.text(), "QLabel")
        elif isinstance(widget, QGroupBox):
            add(widget.title(), "QGroupBox")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                if widget.isTabVisible(index):
                    add(widget.tabText(index), "tab")
        elif isinstance(widget, QMenuBar):
            for action in widget.actions():
                if action.isVisible():
                    add(action.text(), "menu")
    return owners


def dead_accelerators(top: QWidget) -> list[str]:
    """Labels showing an accelerator that has no buddy to go to."""
    return [f"{title(top)}: label {w.text()!r} has an accelerator but no buddy"
            for w in top.findChildren(QLabel)
            if _shown(w, top) and w.buddy() is None and w.textFormat() != Qt.TextFormat.RichText
            and "<" not in w.text() and mnemonic(w.text())]


def title(top: QWidget) -> str:
    return top.accessibleName() or top.windowTitle() or type(top).__name__


def accelerator_clashes(top: QWidget, scope: str) -> list[Clash]:
    """(b) Clashes among the accelerators visible together in one window (Alt+letter is per window)."""
    return clashes(widget_owners(top), scope)


# (c) Standard actions -----------------------------------------------------------------------

Standard = QKeySequence.StandardKey
# The window's actions that stand for a platform standard key (the attribute may live on the keeper).
STANDARD_ACTIONS = {
    "new_action": Standard.New, "quit_action": Standard.Quit, "preferences_action": Standard.Preferences,
    "rules_action": Standard.HelpContents, "open_action": Standard.Open, "save_action": Standard.Save,
    "save_as_action": Standard.SaveAs, "undo_action": Standard.Undo, "redo_action": Standard.Redo,
}


def _keys(sequences: Iterable[QKeySequence]) -> set[str]:
    return {s.toString(QKeySequence.SequenceFormat.PortableText) for s in sequences if not s.isEmpty()}


def standard_key_problems(action: QAction, key: QKeySequence.StandardKey) -> list[str]:
    """An action standing for ``key`` has every binding the platform has for it (none on some
    platforms: Windows has no Quit key, Alt+F4 closes the window there)."""
    missing = _keys(QKeySequence.keyBindings(key)) - _keys(action.shortcuts())
    return [f"{action.text()!r} lacks the platform's {key.name} keys {sorted(missing)}"] if missing else []


def shortcut_owners(window: QWidget) -> list[tuple[str, str]]:
    """(key, owner) for every shortcut of every action and QShortcut in the window."""
    actions: dict[int, QAction] = {}
    for action in [*window.actions(), *window.findChildren(QAction)]:
        actions[id(action)] = action
    for menu in window.findChildren(QMenu):
        for action in menu.actions():
            actions[id(action)] = action
    owners = [(key, f"action {a.text()!r}") for a in actions.values() for key in _keys(a.shortcuts())]
    owners += [(key, f"shortcut {s.objectName() or s.parent().objectName()!r}")
               for s in window.findChildren(QShortcut) for key in _keys(s.keys()) if not s.property("answersGreyed")]
    return owners


def stand_in_problems(window: QWidget) -> list[str]:
    """A shortcut that answers a greyed-out action's keys (Ctrl+Z saying why Undo is off) has exactly
    those keys, and is live exactly while the action is not: the two never both own a key."""
    problems = []
    for shortcut in window.findChildren(QShortcut):
        name = shortcut.property("answersGreyed")
        if not name:
            continue
        action = window.findChild(QAction, name)
        if action is None:
            problems.append(f"shortcut {shortcut.objectName()!r} answers for {name!r}, which the window lacks")
        elif _keys(shortcut.keys()) != _keys(action.shortcuts()) or shortcut.isEnabled() == action.isEnabled():
            problems.append(f"shortcut {shortcut.objectName()!r} is not {action.text()!r}'s stand-in")
    return problems


def shortcut_problems(window: QWidget, standard: dict[QAction, QKeySequence.StandardKey]) -> list[str]:
    """(c) Standard actions have their platform keys; no key is bound to two actions."""
    problems = [p for action, key in standard.items() for p in standard_key_problems(action, key)]
    by_key: dict[str, list[str]] = defaultdict(list)
    for key, owner in shortcut_owners(window):
        if owner not in by_key[key]:
            by_key[key].append(owner)
    problems += [f"{key} is bound to {', '.join(owners)}" for key, owners in sorted(by_key.items())
                 if len(owners) > 1]
    return problems + stand_in_problems(window)


def window_standard_actions(window: MainWindow) -> dict[QAction, QKeySequence.StandardKey]:
    found = {}
    for name, key in STANDARD_ACTIONS.items():
        action = getattr(window, name, None) or getattr(window.keeper, name, None)
        assert isinstance(action, QAction), f"the window has no {name}"
        found[action] = key
    return found


# (d) Accessible names, (e) Tab reach ---------------------------------------------------------------

def controls(top: QWidget) -> list[QWidget]:
    """The visible, enabled controls a person works with: not the parts Qt builds inside other
    controls (a spin box's line edit, a table's header, a tab bar's scroll arrows, scroll bars)."""
    found = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, INTERACTIVE) or isinstance(widget, (QHeaderView, QScrollBar)):
            continue
        parent = widget.parentWidget()
        if isinstance(parent, (QAbstractSpinBox, QComboBox, QTabBar)) or parent is None:
            continue
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or not widget.isEnabled() or not _shown(widget, top):
            continue
        # The title-bar buttons of a dock widget and the like are Qt's own, without focus (NoFocus above).
        found.append(widget)
    return found


def _visible_text(widget: QWidget) -> str:
    if isinstance(widget, (QAbstractButton, QCheckBox, QRadioButton)):
        return widget.text().replace("&", "").strip()
    return ""


def name_problems(top: QWidget) -> list[str]:
    """(d) Every control has an accessible name, a label buddy or (buttons) visible text."""
    buddies = {id(label.buddy()) for label in top.findChildren(QLabel) if label.buddy() is not None}
    problems = []
    for widget in controls(top):
        if widget.accessibleName().strip() or id(widget) in buddies or _visible_text(widget):
            continue
        problems.append(f"{title(top)}: {type(widget).__name__} {widget.objectName()!r} has no accessible name "
                        f"(tooltip {widget.toolTip()!r})")
    return problems


def tab_stops(top: QWidget) -> list[QWidget]:
    """The widgets Tab stops at, in order, walking the focus chain round once from ``top``."""
    stops = []
    widget = top.nextInFocusChain()
    seen = 0
    while widget is not top and seen < 5000:
        seen += 1
        policy = widget.focusPolicy()
        if (policy.value & Qt.FocusPolicy.TabFocus.value and widget.isEnabled() and _shown(widget, top)
                and widget.focusProxy() is None):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def _stands_for(stop: QWidget, control: QWidget) -> bool:
    """A stop reaches the control itself or the control's own inner widget (a spin box's line edit)."""
    return stop is control or control.isAncestorOf(stop) or stop.focusProxy() is control


def tab_problems(top: QWidget) -> list[str]:
    """(e) Every control is reached by Tab from the window's first control."""
    stops = tab_stops(top)
    problems = []
    for control in controls(top):
        target = control.focusProxy() or control
        if not any(_stands_for(stop, target) for stop in stops):
            name = control.accessibleName() or _visible_text(control) or control.objectName()
            problems.append(f"{title(top)}: Tab never reaches {type(control).__name__} {name!r} "
                            f"(focus policy {control.focusPolicy().name})")
    return problems


def window_problems(top: QWidget) -> list[str]:
    """(d), (e) and dead accelerators for one window as it is now (clashes: accelerator_clashes)."""
    return dead_accelerators(top) + name_problems(top) + tab_problems(top)


# Building every window -----------------------------------------------------------------------------

def pump(rounds: int = 10) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def short_rules(name: str, target: int) -> RuleSet:
    data = preset(name).to_dict()
    data["target"], data["spread"] = target, None
    return rules_from_dict(data, complete=True)


def play_until(game: Game, done, seed: int = 1, limit: int = 20000) -> bool:
    """Play random legal moves in the engine until ``done(game)``."""
    player = RandomPlayer(seed)
    for _ in range(limit):
        if done(game):
            return True
        if game.is_over:
            return False
        game.apply(player.choose(choice_for(game)))
    return False


def game_at(rules: RuleSet, phase: Phase, seed: int = 1) -> Game:
    for s in range(seed, seed + 50):
        game = new_game(rules, seed=s)
        if play_until(game, lambda g: g.phase is phase and g.to_act is not None, seed=s):
            return game
    raise AssertionError(f"no game reached {phase}")


@dataclass
class Screen:
    """One stop of the audit: a window as a person sees it."""
    name: str
    top: QWidget


def screens(tmp: Path) -> Iterator[Screen]:
    """Every window and panel a user can reach, each shown as it is used; closed afterwards."""
    store = SettingsStore(str(tmp / "settings.ini"))
    settings = AppSettings(ai_pause_ms=0, ai_think_seconds=0.05, animation_speed="off", first_run=False,
                           seat_names=NAMES)
    store.save(settings)
    window = MainWindow(store=store, settings=settings, data_folder=tmp / "data")
    window.resize(1000, 720)
    window.show()
    pump(30)
    try:
        yield Screen("main window", window)
        yield from _main_window_panels(window)
        yield from _dialogs(window, store, tmp)
    finally:
        window.close()
        window.deleteLater()
        pump()


def _main_window_panels(window: MainWindow) -> Iterator[Screen]:
    four = preset("partners-cutthroat")
    two = preset("two-hand-rook")
    bidding = new_game(four, seed=1)
    window.bid_panel.show_choice(choice_for(bidding), NAMES)
    window._show_panel(window.bid_panel)
    yield Screen("bid panel", window)

    trump = game_at(four, Phase.TRUMP)
    window.trump_panel.show_choice(choice_for(trump), NAMES)
    window._show_panel(window.trump_panel)
    yield Screen("trump panel", window)

    nest = game_at(four, Phase.DISCARD)
    choice = choice_for(nest)
    assert choice.discard is not None
    window.nest_panel.start(NAMES[nest.to_act], choice.discard, four)
    window._show_panel(window.nest_panel)
    yield Screen("nest panel", window)

    draw = game_at(two, Phase.DRAW)
    window.draw_panel.show_choice(choice_for(draw), NAMES[:2])
    window._show_panel(window.draw_panel)
    yield Screen("draw panel", window)

    played = new_game(two, seed=3)
    assert play_until(played, lambda g: any(isinstance(e, HandEnded) for e in g.events))
    ended = next(e for e in played.events if isinstance(e, HandEnded))
    window.summary_panel.show_hand(ended, two, NAMES[:2], False, tricks=tricks_of_hand(played.events, 1, two))
    window._show_panel(window.summary_panel)
    yield Screen("hand summary", window)
    # The game's last hand: its button says See the result (in Spanish "Ver..." took the View menu's V).
    window.summary_panel.show_hand(ended, two, NAMES[:2], True, tricks=tricks_of_hand(played.events, 1, two))
    pump()
    yield Screen("last hand's summary", window)

    short = short_rules("two-hand-rook", 60)
    finished = new_game(short, seed=4)
    assert play_until(finished, lambda g: g.is_over)
    over = next(e for e in finished.events if isinstance(e, GameEnded))
    window.game_over_panel.show_result(over, short, NAMES[:2])
    window._show_panel(window.game_over_panel)
    yield Screen("game over", window)

    window.score_dock.show()
    window.score_tabs.show()
    pump()
    yield Screen("score sheet", window)
    window.score_dock.hide()
    # The welcome panel offers a menu action as a button (Resume the game left in progress).
    window.keeper.resume_left_action.setVisible(True)
    window._show_panel(window.info_panel)
    window.info_panel.show_text("Welcome", "", window.keeper.resume_left_action)
    yield Screen("welcome with a menu action", window)
    window.info_panel.show_text("Welcome")
    window.keeper.resume_left_action.setVisible(False)

    window.curtain.show_for(NAMES[1])
    pump()
    yield Screen("curtain", window)
    window.curtain.hide()


def _dialogs(window: MainWindow, store: SettingsStore, tmp: Path) -> Iterator[Screen]:
    new_game_dialog = window.show_new_game_dialog()
    pump()
    yield Screen("new game", new_game_dialog)
    new_game_dialog.reject()

    prefs = PreferencesDialog(store, HouseRulesLibrary(tmp / "rules"), window)
    prefs.show()
    try:
        for index in range(prefs.tabs.count()):
            prefs.tabs.setCurrentIndex(index)
            pump()
            yield Screen(f"preferences page {index}", prefs)
        # A standard deck renames the Rook's rows after the joker (other texts, other letters).
        prefs.tabs.setCurrentIndex(0)
        combo = prefs.rules_page.form.style_combo
        combo.setCurrentIndex(combo.findData("standard"))
        pump()
        yield Screen("preferences page 0, standard deck", prefs)
        prefs.close()   # with the change not applied it asks first
        pump()
        assert prefs.discard_box is not None
        yield Screen("preferences, changes not applied", prefs.discard_box)
    finally:
        if prefs.discard_box is not None:
            prefs.discard_box.done(0)
        QDialog.reject(prefs)
        prefs.deleteLater()

    statistics = window.keeper.show_statistics()
    assert statistics is not None
    pump()
    yield Screen("statistics", statistics)
    statistics.close()

    rules_help = window.show_rules()
    assert rules_help is not None
    pump()
    yield Screen("rules help", rules_help)
    rules_help.close()

    four = preset("partners-cutthroat")
    trick = LoggedTrick(1, 1, tuple((seat, card) for seat, card in zip(range(4), new_game(four, seed=1).hands[0][:4])),
                        winner=2, points=10)
    last = LastTrickDialog(trick, NAMES, four, window.cache, "classic", parent=window)
    last.show()
    pump()
    yield Screen("last trick", last)
    last.close()
    last.deleteLater()

    # Help > About is QMessageBox.about (modal, blocking): the same box, built the same way but not run.
    about = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("About", "About rookdesk"),
                        about_text(), QMessageBox.StandardButton.Ok, window)
    about.show()
    pump()
    yield Screen("about", about)
    about.close()
    about.deleteLater()

    window.start_game(four, [SeatSetup("Ann"), SeatSetup("Bob", "normal"), SeatSetup("Cy", "normal"),
                             SeatSetup("Dee", "normal")], seed=5)
    pump()
    box = window.replace_game_after_asking(lambda: None)
    assert box is not None, "no game in progress to abandon"
    pump()
    yield Screen("abandon game", box)
    box.done(0)
    pump()

    # The next start asks whether to go on with the game left in progress (its autosave stays).
    window.close()
    pump()
    again = MainWindow(store=store, settings=window.settings, data_folder=tmp / "data")
    again.show()
    try:
        pump()
        assert again.keeper.offer_resume(), "the game left in progress was not offered"
        pump()
        yield Screen("resume game", again.keeper.resume_box)
        again.keeper.resume_box.done(0)
    finally:
        again.close()
        again.deleteLater()
        pump()


@dataclass(frozen=True)
class Audit:
    """What the audit found over every screen."""
    screens: tuple[str, ...]
    controls: dict[str, int]          # screen -> how many controls it was checked for
    clashes: tuple[Clash, ...]        # (a) and (b): scopes are "menu bar", "menu N" and screen names
    shortcuts: tuple[str, ...]        # (c)
    problems: tuple[str, ...]         # (d), (e), dead accelerators


def audit(tmp: Path) -> Audit:
    """Build every screen in the language installed now and check each."""
    names, controls_seen, found, problems = [], {}, [], []
    shortcuts: list[str] = []
    for screen in screens(tmp):
        pump()
        names.append(screen.name)
        controls_seen[screen.name] = len(controls(screen.top))
        if screen.name == "main window":
            assert isinstance(screen.top, MainWindow)
            found += menu_clashes(screen.top)
            shortcuts += shortcut_problems(screen.top, window_standard_actions(screen.top))
            preferences = screen.top.preferences_action
            if not preferences.shortcuts():
                shortcuts.append(f"{preferences.text()!r} has no shortcut (Ctrl+, where the platform has none)")
        found += accelerator_clashes(screen.top, screen.name)
        problems += [f"[{screen.name}] {p}" for p in window_problems(screen.top)]
    return Audit(tuple(names), controls_seen, tuple(found), tuple(shortcuts), tuple(problems))
