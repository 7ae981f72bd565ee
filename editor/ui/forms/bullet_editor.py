"""A list of multilingual texts: bullet points, skills, list items, a letter's paragraphs.

Each row edits one item in the current language; rows can be added, removed
and reordered, each as one undo step. The keys work as in a word processor, each
as one undo step, and the caret always lands in a row that is on screen: Enter
splits an item at the caret (the caret at the start of the new item), Backspace
at an item's start joins it to the previous one and Delete at its end joins the
next one to it (the caret where they meet). An item left empty (in every
language) goes away when the person moves elsewhere; one they are still in when
the file is saved is left out of the file (``formats.native``). Bold, italic and
links show as such, and a split or a join keeps them (positions count the
characters that show, never the markup's).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QHBoxLayout, QPushButton, QWidget

from ..document import Document
from ...editing import labels
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from ..spelling import attach as check_spelling
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec
from .bullet_rows import RowGrid
from .rich_text import units
from .text_editor import other_language_hint
from ...model.markup import canonical, concat_markup, plain_text, split_visible
from ...model.text import text_in, with_text
from .text_widgets import BulletTextEdit


class BulletListEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self._moving_caret = False  # the caret leaves a row because of our own edit
        self._grid = RowGrid(self, self._make_row, self._on_row_button)
        self.body.addLayout(self._grid.layout)
        buttons = QHBoxLayout()
        self.add_button = QPushButton("+ Add", self)
        self.add_button.setToolTip(f"Add an item to {spec.name}")
        self.add_button.clicked.connect(self._on_add_clicked)
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        self.body.addLayout(buttons)
        self.refresh()

    def tab_chain(self) -> list[QWidget]:
        # Rows are made after the + Add button (when the list fills, or grows).
        return [*self._grid.tab_chain(), self.add_button]

    @property
    def rows(self) -> list[BulletTextEdit]:
        return [row.input for row in self._grid.rows]

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        items = self.value()
        caret = self._caret_off_rows_past(len(items)) if len(items) < len(self._grid.rows) else None
        self._grid.resize(len(items))
        for index, row in enumerate(self.rows):
            text = self.document.text_at(self.path + (index,))
            with signals_blocked(row):
                if row.text() != canonical(text):
                    row.setText(text)
                row.setPlaceholderText(other_language_hint(self.document, items[index])
                                       or self.spec.example)
        if caret is not None:
            self._put_caret(*caret)
        self.show_error(None)

    # --- edits, each one undo step -------------------------------------------------------

    def add_item(self) -> None:
        if self.attempt(lambda: self.document.insert(self.path, len(self.value()), "")):
            self._put_caret(len(self.rows) - 1, 0)

    def remove_item(self, index: int) -> None:
        self.attempt(lambda: self.document.remove(self.path, index))

    def move_item(self, index: int, step: int) -> None:
        target = index + step
        if 0 <= target < len(self.rows):
            self.attempt(lambda: self.document.move(self.path, index, target))

    def split_item(self, index: int, position: int) -> None:
        """Enter: the text after *position* (in characters that show) becomes a new item
        after this one; each part keeps its formatting."""
        item_path = self.path + (index,)
        text = self.document.text_at(item_path)
        lang, default = self.document.language, self.document.default_language
        before, after = split_visible(text, position)
        with self._caret_moving(), self.document.macro(f"Split {labels.what(item_path)}"):
            if not self.attempt(lambda: self.document.set_text(item_path, before)):
                return
            if not self.attempt(lambda: self.document.insert(self.path, index + 1,
                                                             with_text(None, lang, after, default))):
                return
        self._put_caret(index + 1, 0)

    def join_with_previous(self, index: int) -> None:
        """Backspace at the start: this item's text goes to the end of the previous one,
        in every language; an empty item simply goes."""
        if index == 0 or index >= len(self.value()):
            return
        previous_path, item_path = self.path + (index - 1,), self.path + (index,)
        caret = units(plain_text(self.document.text_at(previous_path)))
        default = self.document.default_language
        joined = self.document.value_at(previous_path)
        for lang in self.document.resume.languages:
            head = text_in(joined, lang, default)
            tail = text_in(self.document.value_at(item_path), lang, default)
            glue = "" if lang == self.document.language or not (head and tail) else " "
            joined = with_text(joined, lang, concat_markup(head, glue, tail) if tail else head, default)
        with self._caret_moving(), self.document.macro(f"Join {labels.what(item_path)} to the previous"):
            if not self.attempt(lambda: self.document.set_value(previous_path, joined)):
                return
            self.attempt(lambda: self.document.remove(self.path, index))
        self._put_caret(index - 1, caret)

    def join_with_next(self, index: int) -> None:
        """Delete at the end: the next item's text comes to the end of this one."""
        self.join_with_previous(index + 1)

    # --- the caret -----------------------------------------------------------------------

    @contextmanager
    def _caret_moving(self) -> Iterator[None]:
        """While our own edit moves the caret, a row it leaves is not a row left empty by
        the person (Enter at an item's start leaves an empty item above, on purpose)."""
        was, self._moving_caret = self._moving_caret, True
        try:
            yield
        finally:
            self._moving_caret = was

    def _put_caret(self, index: int, position: int) -> None:
        if not 0 <= index < len(self.rows):
            return
        row = self.rows[index]
        with self._caret_moving():
            row.setFocus()
        cursor = row.textCursor()
        cursor.setPosition(min(position, len(row.toPlainText())))
        row.setTextCursor(cursor)

    def _caret_row(self) -> int | None:
        """The row holding the window's caret (even while another window is active)."""
        focus = self.window().focusWidget()
        return next((i for i, row in enumerate(self.rows) if row is focus), None)

    def _caret_off_rows_past(self, count: int) -> tuple[int, int] | None:
        """Rows from *count* on are about to go (an undo, a removal): a caret in one moves
        now to the last row that stays, before its own row is hidden and Qt hands the
        focus to whatever comes next. Returns where in that row it goes once the rows show
        their new texts: the same place when the row will show the same text (an item
        above went), else the end (its own item went, as after undoing Enter)."""
        index = self._caret_row()
        if index is None or index < count:
            return None
        with self._caret_moving():
            (self.rows[count - 1] if count else self.add_button).setFocus()
        if not count:
            return None
        text = self.document.text_at(self.path + (count - 1,))
        row = self.rows[index]
        return count - 1, row.textCursor().position() if canonical(text) == row.text() else units(plain_text(text))

    def _on_row_left(self, row: BulletTextEdit) -> None:
        if not self._moving_caret:
            # After the click or key that moved the caret has been handled in full.
            QTimer.singleShot(0, self, lambda: self._drop_if_left_empty(row))

    def _drop_if_left_empty(self, row: BulletTextEdit) -> None:
        """An item with no text in any language prints as nothing: once the person has
        left it, it goes, and the caret stays on the text they went to."""
        if row not in self.rows or row is QApplication.focusWidget() or not self.document.exists(self.path):
            return
        index = self.rows.index(row)
        value = self.document.value_at(self.path + (index,))
        if any(text_in(value, lang, self.document.default_language).strip()
               for lang in self.document.resume.languages):
            return
        caret_row = self._caret_row()
        position = self.rows[caret_row].textCursor().position() if caret_row is not None else 0
        with self._caret_moving():
            if not self.attempt(lambda: self.document.remove(self.path, index)):
                return
        if caret_row is not None and caret_row > index:
            self._put_caret(caret_row - 1, position)  # its text moved up a row

    # --- rows ----------------------------------------------------------------------------

    def text_inputs(self) -> list[tuple[ModelPath, QWidget]]:
        return [(self.path + (index,), row) for index, row in enumerate(self.rows)]

    def add_companion(self, path: ModelPath, companion: QWidget) -> bool:
        rows = self._grid.rows
        if path[:-1] != self.path or not 0 <= int(path[-1]) < len(rows):
            return False
        rows[int(path[-1])].box.addWidget(companion, 1, Qt.AlignmentFlag.AlignTop)
        return True

    def _make_row(self, index: int) -> BulletTextEdit:
        row = BulletTextEdit(self, min_lines=1 if self.spec.name == "items" else 2)
        row.setAccessibleName(f"{self.spec.name} {index + 1}")
        row.edited.connect(lambda text: self.commit_text(text, path=self.path + (index,)))
        row.formatted.connect(lambda text: self.commit_text(text, path=self.path + (index,), merge=False))
        row.split_requested.connect(lambda position: self.split_item(index, position))
        row.join_requested.connect(lambda: self.join_with_previous(index))
        row.join_next_requested.connect(lambda: self.join_with_next(index))
        row.left.connect(lambda: self._on_row_left(row))
        check_spelling(self.document, row, self.path + (index,))
        return row

    def _on_row_button(self, index: int, step: int) -> None:
        if step:
            self.move_item(index, step)
        else:
            self.remove_item(index)

    def _on_add_clicked(self) -> None:
        self.add_item()
