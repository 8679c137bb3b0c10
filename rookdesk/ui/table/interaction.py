"""How people play on the table: drag, click, double-click and the keyboard.

A mixin of :class:`~rookdesk.ui.table.scene.TableScene`: it reads the scene's
marks (which cards are playable, discard mode, draw choice) and answers with
the scene's signals. Drags are done here in the scene's mouse handlers, not
with ``QDrag``: a card follows the pointer, the trick area lights up under it,
and a drop anywhere but a legal play sends the card back to the hand. While
cards are set aside for the nest, a card dragged to that area is chosen, and
one dragged away from it is taken back.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent, QToolTip

from rookdesk.ui.table import animation as anim
from rookdesk.ui.table.card_item import CardItem
from rookdesk.ui.texts import arg, card_name, tr

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtGui import QFocusEvent, QKeyEvent  # only annotated
    from PySide6.QtWidgets import QGraphicsSceneHelpEvent, QWidget

    from rookdesk.ui.table.scene import TableScene

KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
        Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
HOLD_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)   # end a trick's hold early
# Enter on the card the table marked at a turn's start does nothing this soon after the mark appeared: a
# person who had won the trick pressed Enter to end the look at it just as the look ended by itself, and
# led the marked card without having chosen it (round 28).
FRESH_MARK_SECONDS = 0.4


@dataclass
class Press:
    """A left button held on a card of the hand: maybe a click, maybe the start of a drag."""

    item: CardItem
    press: QPointF
    start: QPointF
    start_rotation: float
    dragging: bool = False


class TableInput:
    """Mouse and keyboard handlers of the table scene (mixed into TableScene)."""

    def _card_at(self: TableScene, pos: QPointF) -> CardItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem):
                return item
        return None

    def _input_locked(self: TableScene) -> bool:
        return self._queue.is_busy()

    def _draw_source(self: TableScene, item: CardItem) -> str | None:
        return self._draw_place(item) if self._draw_choice else None

    def _draw_place(self: TableScene, item: CardItem | None) -> str | None:
        """"face_up" or "pile" for a card of the draw, offered or not."""
        if item is None:
            return None
        if item.key == self._state.face_up:
            return "face_up"
        if item.key in self._state.pile:
            return "pile"
        return None

    def focusInEvent(self: TableScene, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._apply_marks()   # a turn that started without the keyboard here gets its card now

    def _on_focus_changed(self: TableScene, _old: QWidget | None, new: QWidget | None) -> None:
        """The Tab key (or a shortcut) moved the focus in the table's window: the person uses the keyboard.

        Qt marks such a window (the sign its styles draw buttons' focus frames by) only until the focus
        moves again, as it does when a panel's focused button hides at the turn's start; and the focus
        reason is no sign either: Qt gives the table its focus "by Tab" when the window opens. So the
        moment of the move is what counts. A keyboard player bidding with Tab and Space then finds the
        first card of their first turn marked.
        """
        views = self.views()
        if new is None or not views or self._keys_in_use:
            return
        window = views[0].window()
        if new.window() is window and window.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange):
            self._keys_in_use = True
            self._apply_marks()

    def set_keys_in_use(self: TableScene, keys: bool) -> None:
        """The person's last input, outside the table (the hot-seat curtain), was a key (or a click)."""
        if keys:
            self._keys_in_use = True
            self._apply_marks()
        else:
            self._mouse_in_use()

    def _mouse_in_use(self: TableScene) -> None:
        """A click on the table: the person plays by mouse, and a card marked for the keyboard goes."""
        self._keys_in_use = False
        if self._focus_placed:
            self._choose_focus(None)

    def mousePressEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._mouse_in_use()
        self._draw_wanted = None
        if event.button() == Qt.MouseButton.LeftButton and self._queue.cut_hold():
            event.accept()  # a click ends the look at a finished trick, and plays nothing
            # A click on the pile or the face-up card is meant for the draw that follows the trick: it is
            # taken when the person is offered it next (it took a second click), see set_draw_choice.
            self._draw_wanted = self._draw_place(self._card_at(event.scenePos()))
            return
        if event.button() != Qt.MouseButton.LeftButton or self._input_locked():
            super().mousePressEvent(event)
            return
        item = self._card_at(event.scenePos())
        if item is not None:
            source = self._draw_source(item)
            if source is not None:
                # Taken on the release over the same card, as a button is pressed: a press that slides off
                # takes nothing (round 33: a slip of the mouse on the face-up card could not be taken back).
                event.accept()
                self._draw_pressed = source
                return
            if item.interactive:
                self._press = Press(item, event.scenePos(), item.pos(), item.rotation())
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._press
        if press is None:
            super().mouseMoveEvent(event)
            return
        delta = event.scenePos() - press.press
        if not press.dragging:
            if self._discard_count is None and self._playable is None:
                return  # nothing to play or set aside
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            press.dragging = True
            # Qt sends no hover events while the dragged card has the mouse: a card beside it that the
            # pointer touched on the way stayed raised through the whole drag (round 28).
            for item in self._items.values():
                if item is not press.item:
                    item.forget_hover()
            press.item.setZValue(5000)
            press.item.setRotation(0.0)
            press.item.setToolTip("")
            self._drop_zone.set_allowed(self._may_drop(press.item.key))
            self._drop_zone.setVisible(True)
        press.item.setPos(press.start + delta)
        self._drop_zone.set_hot(self._over_drop_zone(press.item, event.scenePos()))
        event.accept()

    def _may_drop(self: TableScene, key: str) -> bool:
        """Whether the middle of the table takes this card: a legal play, or a card that may be set aside."""
        if self._discard_count is not None:
            return key in self._selected or self._discard_refusal(key) is None
        return self._playable is not None and self._playable.get(key, "") is None

    def _over_drop_zone(self: TableScene, item: CardItem, pointer: QPointF) -> bool:
        """Whether a drop here plays: the pointer or the dragged card's middle is over the trick area.

        The middle too: a card held by its edge can lie well inside the area while the pointer is not.
        """
        zone = self.drop_target_rect()
        return zone.contains(pointer) or zone.contains(item.mapToScene(item.card_rect().center()))

    def mouseReleaseEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        pressed, self._draw_pressed = self._draw_pressed, None
        if pressed is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            item = self._card_at(event.scenePos())
            if item is not None and self._draw_source(item) == pressed and not self._input_locked():
                item.forget_hover()   # it flies into a hand, away from the resting pointer
                self.drawChosen.emit(pressed)
            return
        press, self._press = self._press, None
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        event.accept()
        key = press.item.key
        if press.dragging:
            over = self._over_drop_zone(press.item, event.scenePos())
            self._drop_zone.set_hot(False)
            self._drop_zone.setVisible(False)
            press.item.forget_hover()   # it leaves the pointer for the trick or its place in the hand
            if self._discard_count is not None:
                self._drop_for_discard(key, over)
            elif over:
                self._try_play(key, dragged=True)
            else:
                self._fly_back(key)
            return
        if self._discard_count is not None:
            self._toggle_selection(key)
        elif self._playable is not None:
            if self._focus == key or self._playable.get(key, "") is not None:
                # A second click plays; a click on a dimmed card says at once why it may not.
                self._try_play(key)
            else:
                self._choose_focus(key)

    def mouseDoubleClickEvent(self: TableScene, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or self._input_locked():
            super().mouseDoubleClickEvent(event)
            return
        item = self._card_at(event.scenePos())
        # The release that follows finds no press, so it does nothing more.
        self._press = None
        if item is not None and item.interactive and self._playable is not None and self._discard_count is None:
            event.accept()
            self._try_play(item.key)
            return
        if item is not None and self._draw_source(item) is not None:
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def helpEvent(self: TableScene, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802
        # Qt shows the tooltip of the first item under the pointer that has one. A playable card has
        # none, so over a playable card lying on a dimmed one Qt showed the dimmed card's "You must
        # follow suit", beside the card pointed at. The card on top speaks, or nothing does.
        item = self._card_at(event.scenePos())
        if item is not None and not item.toolTip():
            QToolTip.hideText()
            event.accept()
            return
        super().helpEvent(event)

    def keyPressEvent(self: TableScene, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in KEYS:
            # From the next turn on, it starts with Enter's card marked. Only the keys that play: Escape or a
            # shortcut pressed over the table marked a card for a person playing by mouse (round 31).
            self._keys_in_use = True
        if key in HOLD_KEYS and event.isAutoRepeat():
            # Enter held a beat too long repeats: the repeats were meant for what the press was for (the
            # trick's look, say), never a choice of the card the next turn marks (round 30).
            event.accept()
            return
        if key in HOLD_KEYS and self._queue.cut_hold():
            event.accept()  # the keyboard's way to end the look at a finished trick
            return
        if self._input_locked() or key not in KEYS:
            super().keyPressEvent(event)
            return
        event.accept()
        candidates = self._candidates()
        if not candidates:
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if self._focus in candidates:
                index = (candidates.index(self._focus) + step) % len(candidates)
            else:
                index = 0 if step > 0 else len(candidates) - 1
            self._choose_focus(candidates[index])
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._choose_focus(candidates[0 if key == Qt.Key.Key_Home else -1])
            return
        if self._focus not in candidates:
            # Enter with no card marked picks the first one to look at; it never plays blindly.
            self._choose_focus(candidates[0])
            return
        if self._focus_placed and time.monotonic() - self._focus_placed_at < FRESH_MARK_SECONDS:
            hidden = self._draw_choice and self._focus != self._state.face_up   # the pile's top card: unnamed
            marked = (tr("the top card of the pile") if hidden
                      else card_name(self._focus, self._rules.deck.style if self._rules else "rook"))
            self.keyWithheld.emit(arg(tr("Your turn has just begun: press the key again for the marked card, %1."),
                                      marked))
            self._focus_placed = False   # told of it: the next press is the person's own choice
            return
        if self._draw_choice:
            self.drawChosen.emit("face_up" if self._focus == self._state.face_up else "pile")
        elif self._discard_count is not None:
            self._toggle_selection(self._focus)
        else:
            self._try_play(self._focus)

    def _toggle_selection(self: TableScene, key: str) -> None:
        """Choose a card to set aside, or put a chosen one back: the one way for click, drag and Enter."""
        if key in self._selected:
            self._selected.remove(key)
        else:
            reason = self._discard_refusal(key)
            if reason is not None:
                self.illegalCardTried.emit(key, reason)   # says at once why, as for a card that may not be played
                return
            self._selected.append(key)
        self._apply_marks()
        self.discardSelectionChanged.emit(list(self._selected))

    def choose_for_discard(self: TableScene, keys: Sequence[str]) -> bool:
        """Choose exactly ``keys`` to set aside, in place of the cards chosen so far (a hint's choice, which
        the person may still change); False, and nothing changed, if the table is not asking for them."""
        if self._discard_count is None or len(keys) > self._discard_count:
            return False
        blocked = self._discard_blocked()
        if any(key in blocked for key in keys):
            return False
        self._selected = list(keys)
        self._apply_marks()
        self.discardSelectionChanged.emit(list(self._selected))
        return True

    def _discard_refusal(self: TableScene, key: str) -> str | None:
        """Why ``key`` may not join the cards chosen to set aside, or None if it may.

        Once as many cards are chosen as go to the nest, another one is refused, with the way out: a
        fifth card chosen of four read "5 of 4 selected" beside a greyed Confirm, and said nothing more.
        """
        reason = self._discard_blocked().get(key)
        if reason is not None:
            return reason
        if self._discard_full():
            # tr(), not self.tr: in this mixin self.tr ran under the scene's context ("TableScene"), where
            # lupdate had filed nothing, and the text stayed English in every language (round 18).
            return tr("You have chosen %n cards already: click one of them (or press Enter on it) "
                      "to put it back.", "", len(self._selected))
        return None

    def _discard_full(self: TableScene) -> bool:
        return self._discard_count is not None and len(self._selected) >= self._discard_count

    def _drop_for_discard(self: TableScene, key: str, over: bool) -> None:
        """A card dragged to the middle is chosen to set aside, one dragged away from it is taken back;
        either way it returns to the hand, where the chosen cards stand out."""
        if over != (key in self._selected):
            self._toggle_selection(key)   # a card that may not be set aside is refused, with the reason
        self._fly_back(key)

    def _try_play(self: TableScene, key: str, dragged: bool = False) -> None:
        playable = self._playable
        if playable is None:
            if dragged:
                self._fly_back(key)
            return
        reason = playable.get(key, tr("not playable now"))
        if reason is None:
            self.cardActivated.emit(key)
            if dragged and key in self._viewer_hand():
                self._fly_back(key)  # the shell did not (yet) play it
        else:
            self.illegalCardTried.emit(key, reason)
            if dragged:
                self._fly_back(key)

    def _fly_back(self: TableScene, key: str) -> None:
        def step(factor: float) -> QAbstractAnimation | None:
            if factor == 0:
                return None
            return self._animate_to_targets(anim.MOVE_MS * 0.8 * factor)
        self._queue.enqueue(step, self._settle)
