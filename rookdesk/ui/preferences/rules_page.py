"""The House rules page: a starting point, the rule editor, the live figures, the library.

Dialogs (file choosers, name prompts, messages) go through replaceable
callables so tests can drive every path without a modal window.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, QEvent, QObject, QSize, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFont, QFontDatabase, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.rules import DEFAULT_BASE, RuleSet, rules_from_dict
from rookdesk.storage.house_rules import (SHARED_SUFFIX, HouseRulesError, HouseRulesLibrary, ImportedRules,
                                          read_rules_file, shareable_file_stem)
from rookdesk.ui.file_filters import all_files_filter, rules_files_filter
from rookdesk.ui.palette_colours import error_colour
from rookdesk.ui.preferences.rules_form import ERROR_COLOUR, ArrangesByWidth, RulesForm, SideBySide
from rookdesk.ui.messages import os_reason, rule_error_text, rule_problems_text, rule_reason
from rookdesk.ui.texts import arg, rules_title


class FocusInView(QObject):
    """Scrolls a scroll area to whichever of its controls takes the keyboard focus.

    Qt scrolls only while Tab moves from one control inside the area to the next. Shift+Tab from the
    dialog's buttons (or Tab after the form was scrolled with the wheel) put the focus on a control out
    of sight, and the person saw no focus anywhere.
    """

    def __init__(self, area: QScrollArea) -> None:
        super().__init__(area)
        self.area = area
        inside = area.widget()
        for widget in inside.findChildren(QWidget) if inside is not None else ():
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
                widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        # Only the keyboard's focus: a control clicked is already in sight, and scrolling between the
        # two clicks of a double-click put the second on another row of the points table.
        if (event.type() == QEvent.Type.FocusIn and isinstance(watched, QWidget)
                and event.reason() != Qt.FocusReason.MouseFocusReason):
            self.area.ensureWidgetVisible(watched)
        return False


class StartFromList(QComboBox):
    """The Start from list: as small as 28 characters where room is short, but asking for the width of its
    longest entry (German cut "Turnier-Rook (Kentucky-Ablage)" short by its ")")."""

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        wanted = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option,
                                               QSize(longest, hint.height()), self)
        return QSize(max(hint.width(), wanted.width()), hint.height())


def scrolling(body: QWidget) -> tuple[QScrollArea, FocusInView]:
    """``body`` in a frameless scroll area as wide as the page: on a small screen or with a large font
    the page scrolls down instead of making the dialog taller than the screen (its OK and Cancel below
    the screen's edge). Tab brings each control into view (FocusInView)."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(body)
    # setWidget makes the body paint the window colour; left clear, the page looks as it did unscrolled.
    body.setAutoFillBackground(False)
    area.viewport().setAutoFillBackground(False)
    # No Tab stop of its own: it has no name and shows no focus.
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area, FocusInView(area)


class FiguresLine(ArrangesByWidth, QFrame):
    """The rule set's figures (deck, deal, points) on one line while they fit, else on as few lines as hold them.

    On one line they need about 910 px with a 15 pt font, more than an 800x600 screen leaves a
    dialog: the dialog grew past the screen's edge. Its minimum width is that of the widest figure.
    """

    def __init__(self, labels: tuple[QLabel, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._labels = labels
        self._box = QVBoxLayout(self)
        self.lines: tuple[int, ...] = ()   # how many figures each line holds
        self._place((len(labels),))

    def _margins(self) -> int:
        margins, frame = self._box.contentsMargins(), self.contentsMargins()
        return margins.left() + margins.right() + frame.left() + frame.right()

    def lines_for(self, width: int) -> tuple[int, ...]:
        """The figures per line at ``width``: each line takes the next figures while they fit beside each other."""
        room, spacing = width - self._margins(), max(self._box.spacing(), 0)
        lines: list[int] = []
        used = room + 1   # start with a full line, so the first figure opens one
        for label in self._labels:
            needed = label.minimumSizeHint().width()
            if lines and used + spacing + needed <= room:
                lines[-1] += 1
                used += spacing + needed
            else:
                lines.append(1)
                used = needed
        return tuple(lines)

    def _place(self, lines: tuple[int, ...]) -> None:
        while self._box.count():
            row = self._box.takeAt(0).layout()
            while row.count():
                row.takeAt(0)   # the figures stay, children of this frame, for the new lines
            row.deleteLater()
        figures = iter(self._labels)
        for count in lines:
            row = QHBoxLayout()
            for _ in range(count):
                row.addWidget(next(figures))
                row.addStretch(1)
            self._box.addLayout(row)
        self.lines = lines
        self.updateGeometry()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        widest = max(label.minimumSizeHint().width() for label in self._labels)
        return QSize(widest + self._margins(), super().minimumSizeHint().height())

    def _arrange(self, width: int) -> None:
        # Also when a figure grew (", draw pile 7") and may no longer fit on its line.
        lines = self.lines_for(width)
        if lines != self.lines:
            self._place(lines)


# Start-from entries: what kind of source, and its key (preset id or saved name).
IN_USE, BUILT_IN, SAVED = "in_use", "built_in", "saved"


@dataclass(frozen=True, slots=True)
class Source:
    kind: str
    key: str


MessageFn = Callable[[str, str], None]
QuestionFn = Callable[[str, str], bool]
NameFn = Callable[[str, str, str], "str | None"]
PathFn = Callable[[], "str | None"]
# Saving or renaming under a name: None when done; else why the name was not used ("" when the
# person said so themselves, declining to replace a set of that name).
NameUse = Callable[[str], "str | None"]

# Room for this many average characters beyond the suggested name, so the end of it stays in view.
NAME_BOX_SPARE_CHARS = 6
NAME_BOX_MIN_CHARS = 40
# The title bar's own room besides the title: the window icon and its buttons (minimise, maximise,
# close), with margins. Window managers differ; this covers the common ones at 100-125 % scaling.
TITLE_BAR_ALLOWANCE = 150
NAME_BOX_MARGINS = 2 * 11   # the input dialog's left and right layout margins around its line edit


def title_bar_width(title: str) -> int:
    """Width a window needs so the window manager shows ``title`` whole, with the " — app" suffix
    Qt adds and the title bar's icon and buttons (it cuts a title that does not fit: "Save rule s…")."""
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.TitleFont)
    font.setBold(True)   # most window managers draw the active title in bold
    app = QGuiApplication.applicationDisplayName()
    shown = f"{title} — {app}" if app else title
    return QFontMetrics(font).horizontalAdvance(shown) + TITLE_BAR_ALLOWANCE


class NameBox(QInputDialog):
    """The name prompt of Save as and Rename. It uses the name before it closes (see ``use``): a name
    refused (a built-in set's, one taken, too long, a file that cannot be written) keeps the box open
    on the name typed, with the reason under it. Closing it made the person start over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.use: NameUse | None = None
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)   # a name typed is shown as typed, never as markup
        self.reason.setAccessibleName(self.tr("Why the name cannot be used"))
        self.reason.hide()

    def place_reason(self) -> None:
        """Put the reason's line between the name and the buttons (the dialog's layout exists once sized)."""
        self.sizeHint()
        layout = self.layout()
        buttons = self.findChild(QDialogButtonBox)
        if layout is None or buttons is None:
            return
        layout.insertWidget(layout.indexOf(buttons), self.reason)

    def accept(self) -> None:
        if self.use is not None:
            refused = self.use(self.textValue())
            if refused is not None:
                self.show_reason(refused)
                return
        super().accept()

    def show_reason(self, text: str) -> None:
        """Say why the name was not used (nothing new if they declined themselves), the name selected to correct."""
        edit = self.findChild(QLineEdit)
        if text:
            self.reason.setText(text)
            self.reason.setStyleSheet(f"color: {error_colour(self, ERROR_COLOUR)}; font-weight: bold;")
            self.reason.show()
            self.adjustSize()   # at once: the reason's lines under the name, not over the buttons
            if edit is not None:
                edit.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(self.reason, QAccessible.Event.Alert))
        if edit is not None:
            edit.setFocus()
            edit.selectAll()


class RuleFilesFolder:
    """Where the house-rules file choosers start: the folder last used for such a file this session,
    else ``other`` (the folder last used for games: a tester who had just saved a game there met
    Export in the home folder), else the user's Documents folder, else home (never the program's own
    folder)."""

    last: str | None = None

    @classmethod
    def remember(cls, path: str | Path) -> None:
        cls.last = str(Path(path).resolve().parent)

    @classmethod
    def start(cls, other: str = "") -> str:
        for folder in (cls.last, other):
            if folder and Path(folder).is_dir():
                return folder
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return documents
        return QDir.homePath()


# The texts below are the House rules page's own (its context), also said when a file is opened from the
# desktop or the command line: a file's problems and an import read the same wherever they happen.

def rule_file_problem(form: RulesForm, error: RuleError) -> str:
    """One problem of a house-rules file, naming the setting as ``form`` does when it has a field."""
    field = form.field_for(error.key) if error.key else None
    if field is None:
        return rule_error_text(error)
    # The setting as the page names it, and the key as the file spells it, for whoever edits the file.
    return (QCoreApplication.translate("HouseRulesPage", "%1 (%2 in the file): %3",
                                       "a setting's title, its key, what is wrong with it")
            .replace("%3", rule_reason(error)).replace("%2", error.key).replace("%1", field.title))


def rule_file_problems(error: RuleError, form: RulesForm | None = None) -> str:
    """Every problem of a refused house-rules file (see :func:`rule_file_problem`). Without ``form``
    (a file opened from the desktop) a form made for the purpose lends the fields' titles."""
    titles = form if form is not None else RulesForm()
    return rule_problems_text(error, lambda problem: rule_file_problem(titles, problem))


def rule_file_refused(path: Path, error: RuleError | None = None) -> str:
    """The headline of a refused house-rules file's message (one that could not be read, a missing one,
    is not called unusable: round 20)."""
    if error is not None and error.code == "cannot_read":
        return (QCoreApplication.translate("HouseRulesPage", "%1 could not be read, so nothing was changed.")
                .replace("%1", path.name))
    return (QCoreApplication.translate("HouseRulesPage", "%1 is not a usable house-rules file, so nothing was changed.")
            .replace("%1", path.name))


def built_in_title(name: str) -> str:
    """A built-in rule set's title in the user's language, for the name of a file's rules that bear a
    built-in's name (see HouseRulesLibrary.import_rules)."""
    return rules_title(name, changed=False)


def imported_text(imported: ImportedRules) -> str:
    """What importing a file did: added it, or found the very same rules saved already or built in."""
    if imported.entry is None:
        return arg(QCoreApplication.translate(
            "HouseRulesPage", "These are the rules of the built-in set “%1”, unchanged: nothing was added."),
            rules_title(imported.rules))
    if imported.added and imported.built_in:
        # Not "one of your rule sets is called …": the name is a built-in set's (round 33).
        return arg(QCoreApplication.translate(
            "HouseRulesPage", "Imported as “%1”: “%2” is the name of a built-in rule set, whose rules differ."),
            imported.entry.name, built_in_title(imported.file_name.strip()))
    if imported.added and imported.file_name.strip() and imported.entry.name != imported.file_name.strip():
        # Said why (round 19: "… (2)" arrived without a word, and the family did not know the two differ).
        return arg(QCoreApplication.translate(
            "HouseRulesPage", "Imported as “%1”: one of your rule sets is called “%2” already, with other rules."),
            imported.entry.name, imported.file_name.strip())
    if imported.added:
        return (QCoreApplication.translate("HouseRulesPage", "Imported “%1”: it is among your rule sets now.")
                .replace("%1", imported.entry.name))
    return (QCoreApplication.translate("HouseRulesPage",
                                       "“%1” is among your rule sets already, with these very rules.")
            .replace("%1", imported.entry.name))


def library_error_text(error: HouseRulesError) -> str:
    """Why the library refused a name or a file, in the user's language."""
    p = error.params
    texts = {
        "no_name": QCoreApplication.translate("HouseRulesPage", "A rule set needs a name."),
        "name_too_long": QCoreApplication.translate("HouseRulesPage", "The name is longer than 200 characters."),
        "preset_name": QCoreApplication.translate(
            "HouseRulesPage", "“%1” is the name of a built-in rule set; choose another name."),
        "name_taken": QCoreApplication.translate("HouseRulesPage", "A saved rule set is already named “%1”."),
        "not_found": QCoreApplication.translate("HouseRulesPage", "There is no saved rule set named “%1”."),
        "write_failed": QCoreApplication.translate("HouseRulesPage", "Cannot write %1: %2"),
    }
    text = texts.get(error.code)
    if text is None:
        return str(error)
    reason = os_reason(p.get("errno"), str(p.get("reason", "")))   # "permission denied" in their language
    return text.replace("%1", str(p.get("name", p.get("file", "")))).replace("%2", reason)


class HouseRulesPage(QWidget):
    """Edit the rule set for the next game; save, rename, delete, import and export rule sets."""

    validityChanged = Signal(bool)

    def __init__(self, library: HouseRulesLibrary, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.in_use = rules
        self.show_message: MessageFn = self._message_box
        self.ask_question: QuestionFn = self._question_box
        self.ask_name: NameFn = self._name_box
        self.choose_open_path: PathFn = self._open_dialog
        self.choose_save_path: PathFn = self._save_dialog
        # The folder last used for games: the file choosers start there until a rules file was chosen.
        self.other_files_folder: Callable[[], str] = lambda: ""
        self._name_use: NameUse | None = None   # what the name being asked is for, while the name box is open
        self._name_used = False                 # the name box used the name: nothing is left to do
        self._valid = True
        self._loaded: dict[str, object] = {}  # the editor's content as last loaded or saved
        self._exported: dict[str, object] = {}  # the editor's content as last exported to a file
        self._loaded_index = 0

        self.form = RulesForm()
        self.start_combo = StartFromList()
        self.save_button = QPushButton(self.tr("Sa&ve as…"))
        self.rename_button = QPushButton(self.tr("Rename…"))
        self.delete_button = QPushButton(self.tr("Delete"))
        self.import_button = QPushButton(self.tr("&Import…"))
        self.export_button = QPushButton(self.tr("E&xport…"))
        self.deck_label = QLabel()
        self.deal_label = QLabel()
        self.points_label = QLabel()
        self.status_label = QLabel()
        self.done_label = QLabel()   # "Exported to family.json.": until the next edit
        self.changed_label = QLabel(self.tr("(changed)"))
        self.next_game_label = QLabel(self.tr("Rule changes apply to the next game; a game in progress "
                                              "keeps its rules."))
        self._build()
        self.form.edited.connect(self._on_form_edited)
        self.refresh_sources(Source(IN_USE, ""))
        self._load(rules)

    # Layout --------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        start_label = QLabel(self.tr("Start &from:"))
        start_label.setBuddy(self.start_combo)
        tip = self.tr("Load a built-in or saved rule set into the editor, then change anything.")
        start_label.setToolTip(tip)
        self.start_combo.setToolTip(tip)
        self.start_combo.setAccessibleName(self.tr("Start from"))
        self.start_combo.setAccessibleDescription(tip)
        self.start_combo.setMinimumContentsLength(28)
        self.start_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.start_combo.activated.connect(self._on_start_chosen)
        top.addWidget(start_label)
        top.addWidget(self.start_combo, 1)
        changed_tip = self.tr("The rules in the editor differ from the rule set chosen in Start from.")
        self.changed_label.setToolTip(changed_tip)
        self.changed_label.setAccessibleName(self.tr("Rules changed"))
        self.changed_label.setAccessibleDescription(changed_tip)
        self.changed_label.setStyleSheet("font-style: italic;")
        self.changed_label.setVisible(False)
        # Its room is kept while hidden: the first edit must not push the buttons below (see SideBySide).
        policy = self.changed_label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.changed_label.setSizePolicy(policy)
        top.addWidget(self.changed_label)
        buttons = (
            (self.save_button, self.tr("Save the rules in the editor as a named rule set."), self.save_as),
            (self.rename_button, self.tr("Rename the chosen saved rule set."), self.rename_selected),
            (self.delete_button, self.tr("Delete the chosen saved rule set."), self.delete_selected),
            (self.import_button, self.tr("Read a house-rules file (.rookrules or .json) and add it to your rule sets."),
             self.import_chosen),
            (self.export_button, self.tr("Write the rules in the editor to a house-rules file (.rookrules) "
                                         "to share them."), self.export_chosen),
        )
        library = QHBoxLayout()
        for button, text, slot in buttons:
            button.setToolTip(text)
            button.setAccessibleName(button.text().replace("&", "").rstrip("…"))
            button.setAccessibleDescription(text)
            button.clicked.connect(slot)
            library.addWidget(button)
        library.addStretch(1)   # stacked under Start from, the buttons keep their size, on the left
        # The buttons follow the chooser while the line has room; on a small screen they wrap below it.
        self.top_row = SideBySide(top, library, stretches=(1, 0), whole_first=True)
        layout.addWidget(self.top_row)

        for label, text in ((self.deck_label, self.tr("Cards in the deck under these rules.")),
                            (self.deal_label, self.tr("How the cards are dealt.")),
                            (self.points_label, self.tr("Counters + trick points + bonuses: "
                                                        "the most a hand can be worth."))):
            label.setToolTip(text)
            label.setAccessibleDescription(text)
        self.figures = FiguresLine((self.deck_label, self.deal_label, self.points_label))
        layout.addWidget(self.figures)
        self.status_label.setWordWrap(True)
        self.status_label.setAccessibleName(self.tr("Rule check"))
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.done_label.setWordWrap(True)
        self.done_label.setAccessibleName(self.tr("Last file action"))
        self.done_label.setVisible(False)
        # The rule check and the last file action share two lines' room, kept from the start: a rule
        # broken by a click (usually two lines of bold at this width) pushed the whole form down under
        # the pointer (round 21), as did "Exported to …" appearing. The two never need three lines: a
        # file action leaves playable rules, and the next edit takes its line away. (Each with lines of
        # its own left an empty band over the form, round 37.)
        notes = QWidget()
        notes_layout = QVBoxLayout(notes)
        notes_layout.setContentsMargins(0, 0, 0, 0)
        notes_layout.setSpacing(0)
        notes_layout.addWidget(self.status_label)
        notes_layout.addWidget(self.done_label)
        notes_layout.addStretch(1)
        bold = QFont(self.status_label.font())
        bold.setBold(True)
        notes.setMinimumHeight(2 * QFontMetrics(bold).lineSpacing())
        layout.addWidget(notes)

        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.form)
        # No Tab stop of its own: it has no name and shows no focus. Tab goes through its controls,
        # each brought into view (FocusInView).
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.focus_in_view = FocusInView(scroll)
        layout.addWidget(scroll, 1)
        self.next_game_label.setWordWrap(True)
        self.next_game_label.setAccessibleName(self.next_game_label.text())
        layout.addWidget(self.next_game_label)
        self.scroll = scroll

    # Start-from sources ----------------------------------------------------------

    def refresh_sources(self, select: Source | None = None) -> None:
        combo = self.start_combo
        keep = select or self.selected_source()
        combo.blockSignals(True)
        combo.clear()
        # "For new games", not "In use": a game opened from a file plays by its own rules, and "In use" beside
        # another set's name read as a mistake (round 33).
        combo.addItem(self.tr("For new games: %1").replace("%1", rules_title(self.in_use)), Source(IN_USE, ""))
        for key in PRESET_NAMES:
            combo.addItem(self.tr("Built-in: %1").replace("%1", rules_title(PRESETS[key])), Source(BUILT_IN, key))
        for entry in self.library.entries():
            # rules_title: a file saved under a built-in's English name (by hand, or by an older version)
            # shows that built-in's translated title, marked as changed where it is.
            combo.addItem(self.tr("Saved: %1").replace("%1", rules_title(entry.rules)), Source(SAVED, entry.name))
        index = self._index_of(keep) if keep is not None else 0
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)
        self._update_buttons()

    def _index_of(self, source: Source) -> int:
        for i in range(self.start_combo.count()):
            item: Source = self.start_combo.itemData(i)
            if item.kind == source.kind and item.key.casefold() == source.key.casefold():
                return i
        return -1

    def selected_source(self) -> Source | None:
        return self.start_combo.currentData()

    def start_from(self, source: Source) -> None:
        """Select a source and load its rules into the editor."""
        index = self._index_of(source)
        if index < 0:
            raise KeyError(source)
        self.start_combo.setCurrentIndex(index)
        self._on_start_chosen(index)

    def _on_start_chosen(self, index: int) -> None:
        if not self._may_drop_changes():
            self.start_combo.setCurrentIndex(self._loaded_index)
            return
        source: Source = self.start_combo.itemData(index)
        if source.kind == IN_USE:
            self._load(self.in_use)
        elif source.kind == BUILT_IN:
            self._load(PRESETS[source.key])
        else:
            try:
                self._load(self.library.load(source.key))
            except HouseRulesError as error:
                self.show_message(self.tr("Rule set not found"), self._library_message(error))
                self.refresh_sources(Source(IN_USE, ""))
        self._update_buttons()

    def _may_drop_changes(self) -> bool:
        """No changes in the editor, or they are in the file just exported (round 37: Import asked to
        discard the edits exported a moment before), or the person agrees to give them up."""
        return not self.has_changes() or self.form.data() == self._exported or self.ask_question(
            self.tr("Discard changes"), self.tr("Discard your changes to the rules in the editor?"))

    def _load(self, rules: RuleSet) -> None:
        self.form.load(rules)
        self._mark_unchanged()

    def _mark_unchanged(self) -> None:
        self._loaded = self.form.data()
        self._loaded_index = max(self.start_combo.currentIndex(), 0)
        self._show_changed()

    def _show_changed(self) -> None:
        """Mark the Start-from choice "(changed)" while the editor differs from what it loaded."""
        changed = bool(self._loaded) and self.has_changes()
        # isHidden, not isVisible: the mark follows the edits even while the page is not on screen.
        if changed == self.changed_label.isHidden():
            self.changed_label.setVisible(changed)
        description = self.start_combo.toolTip()
        if changed:
            description += " " + self.changed_label.toolTip()
        self.start_combo.setAccessibleDescription(description)

    def has_changes(self) -> bool:
        """Whether the editor holds edits that were neither saved nor applied."""
        return self.form.data() != self._loaded

    # State -------------------------------------------------------------------------

    @property
    def rules(self) -> RuleSet | None:
        """The valid rule set in the editor, or ``None`` while it is invalid."""
        return self.form.rules

    @property
    def is_valid(self) -> bool:
        return self.form.rules is not None

    def restore_defaults(self) -> None:
        self.start_from(Source(BUILT_IN, DEFAULT_BASE))

    def applied(self, rules: RuleSet) -> None:
        """The dialog made ``rules`` the rule set in use.

        Start from keeps its choice only if that set holds these rules; changed rules are now "For new
        games" (round 35: after Apply it still read "Built-in: …" beside rules that were not that set's).
        """
        self.in_use = rules
        source = self.selected_source()
        if source is None or self._rules_of(source) != rules:
            source = Source(IN_USE, "")
        self.refresh_sources(source)
        self._mark_unchanged()

    def _rules_of(self, source: Source) -> RuleSet | None:
        """The rules a Start-from choice loads (``None`` for a saved set that cannot be read)."""
        if source.kind == IN_USE:
            return self.in_use
        if source.kind == BUILT_IN:
            return PRESETS[source.key]
        try:
            return self.library.load(source.key)
        except HouseRulesError:
            return None

    def _on_form_edited(self) -> None:
        self.done_label.setVisible(False)   # the file said done with is no longer what the editor holds
        figures = self.form.figures
        if figures is not None:
            self.deck_label.setText(self.tr("Deck: <b>%1</b> cards").replace("%1", str(figures.deck_size)))
            deal = (self.tr("Deal: %1 players × %2 cards + nest %3 = <b>%4</b>")
                    .replace("%1", str(figures.players)).replace("%2", str(figures.hand_size))
                    .replace("%3", str(figures.nest_size)).replace("%4", str(figures.dealt)))
            if figures.draw_pile:
                deal += self.tr(", draw pile %1").replace("%1", str(figures.pile_size))
            self.deal_label.setText(deal)
            self.points_label.setText(self.tr("Points available in a hand: <b>%1</b>")
                                      .replace("%1", str(figures.points_available)))
        if self.form.error is None:
            self.status_label.setStyleSheet("")
            self.status_label.setText(self.tr("✓ These rules can be played."))
        else:
            self.status_label.setStyleSheet(f"color: {error_colour(self, ERROR_COLOUR)}; font-weight: bold;")
            self.status_label.setText(self.tr("⚠ Cannot be played: %1").replace("%1", self.form.error_summary()))
        for label in (self.deck_label, self.deal_label, self.points_label, self.status_label):
            label.setAccessibleName(label.text().replace("<b>", "").replace("</b>", ""))
        self._update_buttons()
        self._show_changed()
        valid = self.is_valid
        if valid != self._valid:
            self._valid = valid
            self.validityChanged.emit(valid)

    def _update_buttons(self) -> None:
        source = self.selected_source()
        is_saved = source is not None and source.kind == SAVED
        self.rename_button.setEnabled(is_saved)
        self.delete_button.setEnabled(is_saved)
        self.save_button.setEnabled(self.is_valid)
        self.export_button.setEnabled(self.is_valid)

    # Library actions ------------------------------------------------------------------

    def save_as(self) -> str | None:
        """Ask a name and save the editor's rules; returns the problem shown, if any."""
        rules = self.form.rules
        if rules is None:
            return None
        return self._ask_and_use(self.tr("Save rule set"), self.tr("Name of the rule set:"),
                                 self._suggested_name(rules.name), self._save_under, self.tr("Cannot save"))

    def _ask_and_use(self, title: str, label: str, text: str, use: NameUse, failed: str) -> str | None:
        """Ask a name and use it; returns the problem shown in a message, if any.

        The name box (``_name_box``) uses the name itself, before closing, so that a refused name
        stays in it with the reason. An ``ask_name`` put in its place (tests) only answers a name:
        it is used here, and a refusal is shown in a message (``failed`` its title).
        """
        self._name_use, self._name_used = use, False
        try:
            name = self.ask_name(title, label, text)
        finally:
            self._name_use = None
        if name is None or self._name_used:
            return None
        refused = use(name)
        return self._fail(failed, refused) if refused else None

    def _suggested_name(self, name: str) -> str:
        """The name offered when saving: a saved set's own; for a built-in rule set a free variant of
        its title in the user's language (never the title itself, which names the built-in set)."""
        if self.library.find(name):
            return name
        title = rules_title(name)
        if title == name:
            return self.library.unique_name(name)
        for n in range(2, 1000):
            candidate = f"{title} ({n})"
            if self.library.find(candidate) is None and rules_title(candidate) == candidate:
                return self.library.unique_name(candidate)
        return self.library.unique_name(title)

    def save_named(self, name: str) -> str | None:
        """Save the editor's rules as ``name``; returns the problem shown, if any."""
        refused = self._save_under(name)
        return self._fail(self.tr("Cannot save"), refused) if refused else None

    def _save_under(self, name: str) -> str | None:
        """Save the editor's rules as ``name`` (see :data:`NameUse`)."""
        rules = self.form.rules
        if rules is None:
            return self.tr("These rules cannot be played, so they cannot be saved.")
        overwrite = False
        existing = self.library.find(name)
        if existing is not None:
            overwrite = self.ask_question(self.tr("Replace rule set"),
                                          self.tr("Replace the saved rule set “%1”?").replace("%1", existing.name))
            if not overwrite:
                return ""
        try:
            clean = self.library.check_name(name, replacing=name if overwrite else None)
            if clean != rules.name:
                rules = rules_from_dict({**rules.to_dict(), "name": clean}, complete=True)
            entry = self.library.save(rules, overwrite=overwrite)
        except HouseRulesError as error:
            return self._library_message(error)
        self.form.set_name(entry.name)
        self.refresh_sources(Source(SAVED, entry.name))
        self._mark_unchanged()
        return None

    def rename_selected(self) -> str | None:
        source = self.selected_source()
        if source is None or source.kind != SAVED:
            return None
        return self._ask_and_use(self.tr("Rename rule set"), self.tr("New name:"), source.key, self._rename_as,
                                 self.tr("Cannot rename"))

    def rename_to(self, name: str) -> str | None:
        """Rename the chosen saved set to ``name``; returns the problem shown, if any."""
        refused = self._rename_as(name)
        return self._fail(self.tr("Cannot rename"), refused) if refused else None

    def _rename_as(self, name: str) -> str | None:
        """Rename the chosen saved set to ``name`` (see :data:`NameUse`)."""
        source = self.selected_source()
        if source is None or source.kind != SAVED:
            return None
        try:
            entry = self.library.rename(source.key, name)
        except HouseRulesError as error:
            return self._library_message(error)
        unchanged = not self.has_changes()
        if self.form.stored_name() == source.key:
            self.form.set_name(entry.name)
        self.refresh_sources(Source(SAVED, entry.name))
        if unchanged:
            self._mark_unchanged()
        return None

    def delete_selected(self) -> str | None:
        source = self.selected_source()
        if source is None or source.kind != SAVED:
            return None
        if not self.ask_question(self.tr("Delete rule set"),
                                 self.tr("Delete the saved rule set “%1”?").replace("%1", source.key)):
            return None
        try:
            self.library.delete(source.key)
        except HouseRulesError as error:
            return self._fail(self.tr("Cannot delete"), self._library_message(error))
        self.refresh_sources(Source(IN_USE, ""))
        self._follow_in_use_after_delete()
        return None

    def _follow_in_use_after_delete(self) -> None:
        """Make the editor agree with "In use", which Start from shows once the set is gone.

        Otherwise the deleted rules stay in the editor unmarked, and OK quietly makes them
        the rules in use. Unsaved edits are kept, but marked "(changed)" against In use.
        """
        if not self.has_changes():
            self._load(self.in_use)
            return
        self._loaded = self.in_use.to_dict()
        self._loaded_index = self._index_of(Source(IN_USE, ""))
        self._show_changed()

    def import_chosen(self) -> str | None:
        path = self.choose_open_path()
        return self.import_from(path) if path else None

    def import_from(self, path: str | Path) -> str | None:
        """Import a house-rules file into the library and the editor.

        Returns the message shown when the file is refused; then nothing changed. Changes in the
        editor are given up only if the person agrees, as when another rule set is chosen (round 20:
        an edit vanished without a word); if not, nothing is imported. A file that cannot be imported
        is refused before that question (round 31: edits given up for a file refused anyway).
        """
        try:
            read_rules_file(path)
        except RuleError as error:
            return self._fail(self.tr("Cannot import"), self._rule_file_message(Path(path), error))
        if not self._may_drop_changes():
            return None
        try:
            imported = self.library.import_rules(path, built_in_title)
        except RuleError as error:
            return self._fail(self.tr("Cannot import"), self._rule_file_message(Path(path), error))
        except HouseRulesError as error:
            return self._fail(self.tr("Cannot import"), self._library_message(error))
        RuleFilesFolder.remember(path)
        self.refresh_sources(Source(BUILT_IN, imported.preset) if imported.entry is None
                             else Source(SAVED, imported.entry.name))
        self._load(imported.rules)
        self._say_done(imported_text(imported))
        return None

    def export_chosen(self) -> str | None:
        path = self.choose_save_path()
        return self.export_to(path) if path else None

    def export_to(self, path: str | Path) -> str | None:
        rules = self.form.rules
        if rules is None:
            return self._fail(self.tr("Cannot export"), self.tr("These rules cannot be played, so they "
                                                                  "cannot be exported."))
        try:
            self.library.export_file(rules, path, automatic_max=self.form.automatic_max)
        except HouseRulesError as error:
            return self._fail(self.tr("Cannot export"), self._library_message(error))
        RuleFilesFolder.remember(path)
        self._exported = self.form.data()
        # The whole path: "Exported to family.rookrules." left people looking for the folder (round 28).
        self._say_done(self.tr("Exported to %1.").replace("%1", QDir.toNativeSeparators(str(path))))
        return None

    # Messages ----------------------------------------------------------------------------

    def _say_done(self, text: str) -> None:
        """A file was read or written: said on the page (a finished export left no trace at all)."""
        self.done_label.setText(text)
        self.done_label.setVisible(True)

    def _fail(self, title: str, text: str) -> str:
        # The last file done with is no longer the news: "Imported …" stayed under a refused import's box.
        self.done_label.setVisible(False)
        self.show_message(title, text)
        return text

    def _rule_file_message(self, path: Path, error: RuleError) -> str:
        return rule_file_refused(path, error) + "\n\n" + rule_file_problems(error, self.form)

    def _library_message(self, error: HouseRulesError) -> str:
        return library_error_text(error)

    def _message_box(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def _question_box(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def name_dialog(self, title: str, label: str, text: str) -> NameBox:
        """The name prompt, wide enough to show the whole suggested name ("Partnership cut-throat Rook (2)")."""
        dialog = NameBox(self)
        dialog.setWindowTitle(title)
        dialog.setLabelText(label)
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        dialog.setTextValue(text)
        edit = dialog.findChild(QLineEdit)
        if edit is not None:
            metrics = edit.fontMetrics()
            spare = metrics.averageCharWidth() * NAME_BOX_SPARE_CHARS
            width = max(metrics.horizontalAdvance(text) + spare, metrics.averageCharWidth() * NAME_BOX_MIN_CHARS,
                        title_bar_width(title) - NAME_BOX_MARGINS)   # the dialog's layout sizes it by the edit
            screen = self.screen().availableGeometry().width() if self.screen() else 1024
            edit.setMinimumWidth(min(width, screen * 2 // 3))
            edit.setAccessibleName(label.replace("&", "").rstrip(":").rstrip())
        dialog.place_reason()
        dialog.adjustSize()
        return dialog

    def _name_box(self, title: str, label: str, text: str) -> str | None:
        dialog = self.name_dialog(title, label, text)
        use = self._name_use
        if use is not None:
            dialog.use = lambda name: self._use_name(use, name)
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        name = dialog.textValue()
        dialog.deleteLater()
        return name if ok else None

    def _use_name(self, use: NameUse, name: str) -> str | None:
        refused = use(name)
        self._name_used = refused is None
        return refused

    def file_dialog(self, export: bool) -> QFileDialog:
        """The house-rules file chooser, starting in the folder of the last such file (see RuleFilesFolder)."""
        start = RuleFilesFolder.start(self.other_files_folder())
        if export:
            rules = self.form.rules
            dialog = QFileDialog(self, self.tr("Export house rules"), start, rules_files_filter())
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setDefaultSuffix(SHARED_SUFFIX.lstrip("."))
            # The title as a name any computer or memory stick takes ("Casa de Hugo - ¡tres!", not "…: ¡tres!").
            dialog.selectFile(shareable_file_stem(rules_title(rules) if rules is not None else "") + SHARED_SUFFIX)
        else:
            dialog = QFileDialog(self, self.tr("Import house rules"), start,
                                 f"{rules_files_filter()};;{all_files_filter()}")
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        return dialog

    def _chosen_file(self, export: bool) -> str | None:
        dialog = self.file_dialog(export)
        files = dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []
        dialog.deleteLater()
        return files[0] if files else None

    def _open_dialog(self) -> str | None:
        return self._chosen_file(export=False)

    def _save_dialog(self) -> str | None:
        return self._chosen_file(export=True)

