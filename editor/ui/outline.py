"""The outline: basics, then sections and their entries, in order.

Edits made elsewhere update only the label of the item they concern; the tree
is rebuilt only when sections or entries are added, removed or moved, so a
long CV stays responsive while typing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout, QToolButton, QTreeWidgetItem, QVBoxLayout, QWidget,
)

from ..model import Section
from ..model.content import in_variant, shown_in, variant_named
from ..model.l10n import section_title
from ..model.text import text_or_fallback
from ..editing import labels
from ..editing.defaults import default_entry_kind, new_entry, new_section
from .add_menu import AddMenu
from .document import Document
from .i18n import tr
from ..editing.labels import is_entry_path, is_section_path
from ..editing.modelpath import EditRejected, ModelPath, index_at
from ..editing.outline_moves import Move, apply_move, drop_move, fits, refusal, step_move
from .outline_tree import PATH_ROLE, OutlineTree, item_path
from .qt_utils import signals_blocked

_DRAGGABLE = Qt.ItemFlag.ItemIsDragEnabled | Qt.ItemFlag.ItemIsDropEnabled


class OutlinePanel(QWidget):
    """Signals:
        selected(path): the user (or a rebuild) selected the item at ``path``.
        added(path): the user added the section or entry at ``path`` (now selected):
            its first field should take the caret.
        problem(str): an action could not be done; a sentence for the status bar.
        deleted(str): a section or entry was deleted; what went, for the status bar.
        message(str): what an action did that the person may not expect (an entry
            added to another section than the one selected), for the status bar.
        drop_refused(str): a drop being dragged over is refused; why, for the status bar.
        badge_clicked(path): the user clicked the language badge of the section or
            entry at ``path`` ("only in 中文").
    """

    selected = Signal(object)
    added = Signal(object)
    problem = Signal(str)
    deleted = Signal(str)
    message = Signal(str)
    drop_refused = Signal(str)
    badge_clicked = Signal(object)

    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.rebuild_count = 0  # tests check that typing never rebuilds the tree
        self._items: dict[ModelPath, QTreeWidgetItem] = {}
        self._current: ModelPath = ("basics",)

        self.tree = OutlineTree(self)
        self.tree.can_drop = self.can_drop
        self.tree.drop_refused.connect(self._on_tree_drop_refused)
        self.tree.itemClicked.connect(self._on_tree_item_clicked)
        self._build_actions()
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        # A click on Add offers the kinds: a silent default (Experience) surprised people.
        self.add_button = QToolButton(self)
        self.add_button.setText("Add")
        self.add_button.setToolTip(self.add_action.toolTip())
        self.add_button.setMenu(self.add_menu)
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        buttons.addWidget(self.add_button)
        for action in (self.duplicate_action, self.delete_action, self.up_action, self.down_action):
            button = QToolButton(self)
            button.setDefaultAction(action)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(buttons)
        layout.addWidget(self.tree)

        self.tree.currentItemChanged.connect(self._on_tree_current_changed)
        self.tree.itemChanged.connect(self._on_tree_item_changed)
        self.tree.move_requested.connect(self._on_tree_move_requested)
        document.structure_changed.connect(self._on_document_structure_changed)
        document.reset.connect(self._on_document_reset)
        document.entry_changed.connect(self._on_document_entry_changed)
        document.language_changed.connect(self._on_document_language_changed)
        document.variant_changed.connect(lambda _name: self._refresh_all())
        self.selected.connect(self._on_self_selected)
        self.rebuild()

    # --- actions ----------------------------------------------------------------

    def _build_actions(self) -> None:
        self.add_action = QAction("Add", self)
        self.add_action.setToolTip("Add a section, or an entry to the selected section")
        self.add_action.setShortcut(QKeySequence("Ctrl+Shift+N"))
        self.add_action.triggered.connect(self._on_add_triggered)
        menu = self.add_menu = AddMenu(self)
        self.add_here_action = menu.usual_action
        menu.usual_chosen.connect(lambda: self.add_entry())
        menu.entry_chosen.connect(self.add_entry)
        menu.section_chosen.connect(self.add_section)
        menu.letter_chosen.connect(self.add_letter)
        self.add_letter_action = menu.letter_action
        menu.aboutToShow.connect(self._on_add_menu_about_to_show)
        self.add_action.setMenu(menu)
        self.duplicate_action = QAction("Duplicate", self)
        self.duplicate_action.setShortcut(QKeySequence("Ctrl+D"))
        self.duplicate_action.triggered.connect(self.duplicate_selected)
        self.delete_action = QAction("Delete", self)
        self.delete_action.setToolTip("Delete the selected section or entry (undo brings it back)")
        self.delete_action.triggered.connect(self.delete_selected)
        self.up_action = QAction("↑", self)
        self.up_action.setToolTip("Move up (Alt+Up)")
        self.up_action.setShortcut(QKeySequence("Alt+Up"))
        self.up_action.triggered.connect(lambda: self.move_selected(-1))
        self.down_action = QAction("↓", self)
        self.down_action.setToolTip("Move down (Alt+Down)")
        self.down_action.setShortcut(QKeySequence("Alt+Down"))
        self.down_action.triggered.connect(lambda: self.move_selected(+1))
        delete_in_tree = QAction(self.tree)
        delete_in_tree.setShortcut(QKeySequence.StandardKey.Delete)
        delete_in_tree.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        delete_in_tree.triggered.connect(self.delete_selected)
        self.tree.addAction(delete_in_tree)
        self.addActions([self.duplicate_action, self.up_action, self.down_action])

    # --- public API ---------------------------------------------------------------

    @property
    def current_path(self) -> ModelPath:
        return self._current

    def item_for(self, path: ModelPath) -> QTreeWidgetItem | None:
        return self._items.get(path)

    def select(self, path: ModelPath) -> None:
        item = self._items.get(path)
        if item is None:
            return
        self.tree.setCurrentItem(item)
        if self._current != path:  # setCurrentItem on the same item emits nothing
            self._current = path
            self.selected.emit(path)

    def add_entry(self, kind: str | None = None) -> None:
        """An entry of *kind* (the section's usual one if None) after the selected entry.

        An entry that would print oddly in the selected section (a publication among
        jobs, the drop the outline refuses) goes at the end of a section where it
        fits, or into a new section of its own; the status bar says where it went."""
        path = self._current
        sections = self.document.resume.sections
        if not sections or path == ("basics",) and kind is None:
            self.add_section("experience" if kind is None else _section_for(kind))
            return
        k = index_at(path, 1) if path[0] == "sections" else len(sections) - 1  # as _usual_section says
        section = sections[k]
        kind = kind or default_entry_kind(section.kind)
        at = index_at(path, 3) + 1 if is_entry_path(path) else len(section.entries)
        elsewhere = not fits(kind, section)
        if elsewhere:
            home = _home_for(kind, sections)
            if home is None:
                self._add_section_for(kind, k + 1)
                return
            k, section, at = home, sections[home], len(sections[home].entries)
        self._edit(lambda: self.document.insert(
            ("sections", k, "entries"), at, new_entry(kind),
            text=f"Add {labels.entry_kind_label(kind).lower()} entry"))
        self.select(("sections", k, "entries", at))
        if elsewhere:
            self._say_where(kind, ("sections", k))
        self.added.emit(self._current)

    def _add_section_for(self, kind: str, at: int) -> None:
        """A new section at *at* for an entry of *kind* that fits no section there is."""
        section = Section(kind=_section_for(kind), entries=[new_entry(kind)])
        self._edit(lambda: self.document.insert(("sections",), at, section, text="Add section"))
        self.select(("sections", at, "entries", 0))
        self._say_where(kind, ("sections", at))
        self.added.emit(self._current)

    def _say_where(self, kind: str, section_path: ModelPath) -> None:
        if not self.document.exists(section_path):
            return  # the model refused it, and said why
        title = labels.section_title_text(self.document.value_at(section_path), self.document.language,
                                          self.document.default_language)
        self.message.emit(tr("A {} entry goes in {}: added it there.").format(
            tr(labels.entry_kind_label(kind)).lower(), title))

    def add_section(self, kind: str) -> None:
        path = self._current
        at = index_at(path, 1) + 1 if path[0] == "sections" else len(self.document.resume.sections)
        self._edit(lambda: self.document.insert(("sections",), at, new_section(kind),
                                                text="Add section"))
        self.select(("sections", at, "entries", 0))
        self.added.emit(self._current)

    def add_letter(self) -> None:
        """A new cover letter, for the variant being previewed, selected with its first field ready."""
        letters = self.document.resume.letters
        taken = {letter.name for letter in letters}
        name = next(n for n in (f"letter-{i}" if i else "letter" for i in range(len(letters) + 2)) if n not in taken)
        item = {"name": name, "variant": self.document.variant} if self.document.variant else {"name": name}
        self._edit(lambda: self.document.insert(("letters",), len(letters), item, text="Add cover letter"))
        self.select(("letters", len(letters)))
        self.added.emit(self._current)

    def duplicate_selected(self) -> None:
        path = self._current
        if not (is_section_path(path) or is_entry_path(path)):
            return
        item = self.document.value_at(path)
        at = index_at(path, -1) + 1
        self._edit(lambda: self.document.insert(path[:-1], at, item,
                                                text=f"Duplicate {labels.what(path)}"))
        self.select(path[:-1] + (at,))

    def delete_selected(self) -> None:
        path = self._current
        if not (is_section_path(path) or is_entry_path(path) or _is_letter_path(path)):
            return
        what = self._describe(path)
        before = self.document.undo_stack.index()
        self._edit(lambda: self.document.remove(path[:-1], index_at(path, -1)))
        if self.document.undo_stack.index() != before:
            self.deleted.emit(tr("Deleted {}").format(what))

    def _describe(self, path: ModelPath) -> str:
        """"Experience (3 entries)", "Northwind AI": what deleting *path* takes away."""
        lang, default = self.document.language, self.document.default_language
        value = self.document.value_at(path)
        if _is_letter_path(path):
            return tr("cover letter {}").format(value.name)
        if is_section_path(path):
            title = labels.section_title_text(value, lang, default)
            count = len(value.entries)
            return tr("{} (1 entry)").format(title) if count == 1 else tr("{} ({} entries)").format(title, count)
        return labels.entry_title(value, lang, default)

    def move_selected(self, step: int) -> None:
        move = step_move(self.document, self._current, step)
        if move is not None:
            self._apply(move)

    # --- building the tree ----------------------------------------------------

    def rebuild(self) -> None:
        """Recreate every item from the model, keeping the selected section or entry selected."""
        self.rebuild_count += 1
        keep = self._selected_object()
        resume = self.document.resume
        with signals_blocked(self.tree):
            self.tree.clear()
            self._items = {}
            basics = QTreeWidgetItem([tr("Basics")])
            basics.setData(0, PATH_ROLE, ("basics",))
            basics.setFlags(basics.flags() & ~_DRAGGABLE)
            self.tree.addTopLevelItem(basics)
            self._items[("basics",)] = basics
            for i, section in enumerate(resume.sections):
                section_item = self._new_item(("sections", i), drop_children=True)
                self.tree.addTopLevelItem(section_item)
                entry_labels = self._entry_labels(("sections", i))
                for j, _entry in enumerate(section.entries):
                    section_item.addChild(self._new_item(("sections", i, "entries", j), label=entry_labels[j]))
            for i, _letter in enumerate(resume.letters):
                letter = QTreeWidgetItem()
                letter.setData(0, PATH_ROLE, ("letters", i))
                letter.setFlags(letter.flags() & ~_DRAGGABLE)
                self._items[("letters", i)] = letter
                self._refresh_letter(letter, ("letters", i))
                self.tree.addTopLevelItem(letter)
            self.tree.expandAll()
        self._reselect(keep)

    def _new_item(self, path: ModelPath, *, drop_children: bool = False, label: str = "") -> QTreeWidgetItem:
        item = QTreeWidgetItem()
        item.setData(0, PATH_ROLE, path)
        flags = item.flags() | Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsDragEnabled
        flags = flags | Qt.ItemFlag.ItemIsDropEnabled if drop_children else flags & ~Qt.ItemFlag.ItemIsDropEnabled
        item.setFlags(flags)
        self._items[path] = item
        self._refresh_item(item, path, label)
        return item

    def _entry_labels(self, section_path: ModelPath) -> list[str]:
        document = self.document
        return labels.entry_labels(document.value_at(section_path), document.language, document.default_language)

    def _refresh_item(self, item: QTreeWidgetItem, path: ModelPath, label: str = "") -> None:
        """Show the model's state of *path*; *label* is an entry's (from :meth:`_entry_labels`)."""
        document = self.document
        value = document.value_at(path)
        lang, default = document.language, document.default_language
        if is_section_path(path):
            text = labels.section_title_text(value, lang, default)
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            tip = text
        else:
            text = label or self._entry_labels(path[:2])[index_at(path, 3)]
            tip = labels.entry_title(value, lang, default)
            tip = text if text.startswith(tip) and "…" not in text else f"{tip}\n{text}"
        item.setText(0, text)
        item.setToolTip(0, tip)
        item.setCheckState(0, Qt.CheckState.Checked if value.visible else Qt.CheckState.Unchecked)
        limited = bool(value.languages) and set(value.languages) != set(document.resume.languages)
        # Greyed: hidden, or not part of the language being edited and previewed.
        shown = shown_in(value, lang) and (is_section_path(path) or shown_in(document.value_at(path[:2]), lang))
        variant = variant_named(document.resume, document.variant) if document.variant else None
        left_out = variant is not None and not (
            in_variant(value, variant) and (is_section_path(path) or in_variant(document.value_at(path[:2]), variant)))
        if left_out:
            tip += "\n" + tr("Left out of the variant {}").format(document.variant)
            item.setToolTip(0, tip)
        role = QPalette.ColorRole.Text if shown and not left_out else QPalette.ColorRole.PlaceholderText
        item.setForeground(0, QBrush(self.palette().color(role)))
        badge = " ".join(labels.language_label(tag) for tag in value.languages) if limited else ""
        item.setText(1, badge)
        item.setToolTip(1, tr("Only in {}: click to include it in all languages").format(badge) if badge else "")

    def _refresh_letter(self, item: QTreeWidgetItem, path: ModelPath) -> None:
        letter = self.document.value_at(path)
        organisation = text_or_fallback(letter.organisation, self.document.language, self.document.default_language)
        text = tr("✉ Letter: {}").format(letter.name) + (f" — {organisation}" if organisation else "")
        item.setText(0, text)
        item.setToolTip(0, tr("A cover letter; the preview shows it while it is selected"))

    def _selected_object(self) -> object | None:
        path = self._current
        return self.document.value_at(path) if path != ("basics",) and self.document.exists(path) else None

    def _reselect(self, keep: object | None) -> None:
        """Select what was selected: the same object if it still exists, else the same place."""
        target = next((p for p in self._items if keep is not None and p != ("basics",)
                       and self.document.value_at(p) is keep), None)
        path = self._current
        while target is None and path:
            if path in self._items:
                target = path
            elif isinstance(path[-1], int) and path[-1] > 0:
                path = path[:-1] + (path[-1] - 1,)
            else:
                path = path[:-2] if len(path) > 2 else ("basics",)
        target = target or ("basics",)
        with signals_blocked(self.tree):
            self.tree.setCurrentItem(self._items[target])
        self._current = target
        self.selected.emit(target)

    # --- slots ----------------------------------------------------------------

    def _on_add_triggered(self) -> None:
        # Ctrl+Shift+N: the menu, wherever the selection is, with the usual addition
        # ready for Return, and every kind a letter away.
        self.add_menu.popup(self.add_button.mapToGlobal(self.add_button.rect().bottomLeft()))
        self.add_menu.setActiveAction(self.add_here_action)

    def _on_add_menu_about_to_show(self) -> None:
        # The first item is always there, so the arrow keys and the access keys reach the
        # same items whatever is selected; only its text follows the selection.
        section_index = self._usual_section()
        if section_index is None:
            self.add_here_action.setText(tr("New {} section").format(tr(section_title("experience", "en"))))
            return
        section = self.document.resume.sections[section_index]
        kind = default_entry_kind(section.kind)
        title = labels.section_title_text(section, self.document.language, self.document.default_language)
        self.add_here_action.setText(tr("{} entry in {}").format(tr(labels.entry_kind_label(kind)), title))

    def _usual_section(self) -> int | None:
        """The section :meth:`add_entry` without a kind adds to; None when it adds a section."""
        path, sections = self._current, self.document.resume.sections
        if not sections or path == ("basics",):
            return None
        return index_at(path, 1) if path[0] == "sections" else len(sections) - 1

    def _on_self_selected(self, _path: object) -> None:
        self._update_actions()

    def _update_actions(self) -> None:
        # Basics cannot be deleted, duplicated or moved: say so instead of doing nothing.
        movable = is_section_path(self._current) or is_entry_path(self._current)
        for action in (self.duplicate_action, self.delete_action, self.up_action, self.down_action):
            action.setEnabled(movable)
        self.delete_action.setEnabled(movable or _is_letter_path(self._current))

    def _on_tree_current_changed(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        path = item_path(current)
        if path is not None and path != self._current:
            self._current = path
            self.selected.emit(path)

    def _on_tree_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        path = item_path(item)
        if column != 0 or path is None or not (is_section_path(path) or is_entry_path(path)):
            return
        visible = item.checkState(0) == Qt.CheckState.Checked
        if visible != self.document.value_at(path).visible:
            self._edit(lambda: self.document.set_value(path + ("visible",), visible))

    def _on_tree_move_requested(self, source: ModelPath, target: ModelPath, after: bool) -> None:
        move = drop_move(source, target, after)
        if move is not None:
            self._apply(move)

    def can_drop(self, source: ModelPath, target: ModelPath, after: bool) -> bool:
        """Whether the tree should accept this drop (the cursor says no while dragging)."""
        move = drop_move(source, target, after)
        return move is not None and refusal(self.document.resume, move) is None

    def _on_tree_drop_refused(self, source: ModelPath, target: ModelPath, after: bool) -> None:
        # Qt delivers no drop where the drag was refused, so the reason is said while dragging.
        move = drop_move(source, target, after)
        reason = refusal(self.document.resume, move) if move is not None else None
        if reason is not None:
            self.drop_refused.emit(reason)

    def _on_document_structure_changed(self) -> None:
        self.rebuild()

    def _on_document_reset(self) -> None:
        self._current = ("basics",)
        self.rebuild()

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        owner = path[:4] if len(path) >= 4 and path[2] == "entries" else path[:2]
        if owner[0] == "sections" and owner[:2] in self._items:
            # Entries grey out with their section, and an entry's label depends on
            # its siblings' (two roles at one organisation are told apart).
            self._refresh_section(owner[:2])
        elif path == ("languages",) or path[:1] == ("variants",):
            self._refresh_all()  # a variant's tags decide which items are greyed
        elif path[:1] == ("letters",) and path[:2] in self._items:
            with signals_blocked(self.tree):
                self._refresh_letter(self._items[path[:2]], path[:2])

    def _on_document_language_changed(self, _lang: str) -> None:
        self._refresh_all()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system turned light or dark
            self._refresh_all()  # greyed items hold a colour of the old palette

    def _refresh_all(self) -> None:
        for index in range(len(self.document.resume.sections)):
            self._refresh_section(("sections", index))
        with signals_blocked(self.tree):
            for path, item in self._items.items():
                if _is_letter_path(path) and self.document.exists(path):
                    self._refresh_letter(item, path)

    def _refresh_section(self, section_path: ModelPath) -> None:
        item = self._items.get(section_path)
        if item is None:
            return
        with signals_blocked(self.tree):
            self._refresh_item(item, section_path)
            entry_labels = self._entry_labels(section_path)
            for index in range(min(item.childCount(), len(entry_labels))):
                child = item.child(index)
                assert child is not None  # index < childCount()
                self._refresh_item(child, section_path + ("entries", index), entry_labels[index])

    # --- helpers ----------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        reason = refusal(self.document.resume, move)
        if reason is not None:
            self.problem.emit(reason)
            return
        final: list[ModelPath | None] = [None]

        def run() -> None:
            final[0] = apply_move(self.document, move)

        self._edit(run)
        if final[0] is not None:
            self.select(final[0])

    def _edit(self, action: Callable[[], object]) -> None:
        try:
            action()
        except EditRejected as rejected:
            self.problem.emit(str(rejected))

    def _on_tree_item_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        # The badge is the second column, and only items limited to some languages have one.
        path = item_path(item)
        if column == 1 and path is not None and item.text(1):
            self.badge_clicked.emit(path)


def _is_letter_path(path: ModelPath) -> bool:
    return len(path) == 2 and path[0] == "letters"


def _home_for(entry_kind: str, sections: list) -> int | None:
    """The section an entry of *entry_kind* goes in when the selected one does not fit it:
    the first whose usual kind it is, else the first it fits in."""
    usual = next((i for i, section in enumerate(sections) if default_entry_kind(section.kind) == entry_kind), None)
    return usual if usual is not None else next((i for i, s in enumerate(sections) if fits(entry_kind, s)), None)


def _section_for(entry_kind: str) -> str:
    from ..editing.defaults import DEFAULT_ENTRY_KIND

    return next((s for s, e in DEFAULT_ENTRY_KIND.items() if e == entry_kind), "custom")
