"""A list of multilingual texts: bullet points, skills, list items.

Each row edits one item in the current language; rows can be added, removed
and reordered, each as one undo step. Enter splits an item at the caret into
two, Backspace at an item's start joins it to the previous one, and an item
left empty (in every language) goes away when the caret leaves it. Ctrl+B /
Ctrl+I wrap the selection in the inline markup.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QToolButton, QWidget

from ..document import Document
from ...editing import labels
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from ..spelling import attach as check_spelling
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec
from .text_editor import other_language_hint
from ...model.text import text_in, with_text
from .text_widgets import BulletTextEdit


class BulletListEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.rows: list[BulletTextEdit] = []
        self._row_boxes: list[QHBoxLayout] = []
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(2)
        self.body.addLayout(self._grid)
        buttons = QHBoxLayout()
        self.add_button = QPushButton("+ Add", self)
        self.add_button.setToolTip(f"Add an item to {spec.name}")
        self.add_button.clicked.connect(self._on_add_clicked)
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        self.body.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        items = self.value()
        if len(items) != len(self.rows):
            self._rebuild(len(items))
        for index, row in enumerate(self.rows):
            text = self.document.text_at(self.path + (index,))
            with signals_blocked(row):
                if row.toPlainText() != text:
                    row.setPlainText(text)
                row.setPlaceholderText(other_language_hint(self.document, items[index])
                                       or self.spec.example)
        self.show_error(None)

    def add_item(self) -> None:
        self.attempt(lambda: self.document.insert(self.path, len(self.value()), ""))
        if self.rows:
            self.rows[-1].setFocus()

    def remove_item(self, index: int) -> None:
        self.attempt(lambda: self.document.remove(self.path, index))

    def split_item(self, index: int, position: int) -> None:
        """Enter: the text after *position* becomes a new item after this one (one undo step)."""
        item_path = self.path + (index,)
        text = self.document.text_at(item_path)
        lang, default = self.document.language, self.document.default_language
        before, after = text[:position], text[position:]
        with self.document.macro(f"Split {labels.what(item_path)}"):
            if not self.attempt(lambda: self.document.set_text(item_path, before)):
                return
            self.attempt(lambda: self.document.insert(self.path, index + 1,
                                                      with_text(None, lang, after, default)))
        self._put_caret(index + 1, 0)

    def join_with_previous(self, index: int) -> None:
        """Backspace at the start: this item's text goes to the end of the previous one,
        in every language (one undo step)."""
        if index == 0:
            return
        previous_path, item_path = self.path + (index - 1,), self.path + (index,)
        caret = len(self.document.text_at(previous_path))
        default = self.document.default_language
        joined = self.document.value_at(previous_path)
        for lang in self.document.resume.languages:
            head = text_in(joined, lang, default)
            tail = text_in(self.document.value_at(item_path), lang, default)
            glue = "" if lang == self.document.language or not (head and tail) else " "
            joined = with_text(joined, lang, head + glue + tail, default)
        with self.document.macro(f"Join {labels.what(item_path)} to the previous"):
            if not self.attempt(lambda: self.document.set_value(previous_path, joined)):
                return
            self.attempt(lambda: self.document.remove(self.path, index))
        self._put_caret(index - 1, caret)

    def _put_caret(self, index: int, position: int) -> None:
        if 0 <= index < len(self.rows):
            row = self.rows[index]
            row.setFocus()
            cursor = row.textCursor()
            cursor.setPosition(min(position, len(row.toPlainText())))
            row.setTextCursor(cursor)

    def _on_row_left(self, index: int, row: BulletTextEdit) -> None:
        # An item with no text in any language prints as an empty bullet: drop it.
        if index >= len(self.rows) or self.rows[index] is not row or not self.document.exists(self.path):
            return
        item_path = self.path + (index,)
        if not self.document.exists(item_path):
            return
        value = self.document.value_at(item_path)
        if not any(text_in(value, lang, self.document.default_language).strip()
                   for lang in self.document.resume.languages):
            self.attempt(lambda: self.document.remove(self.path, index))

    def move_item(self, index: int, step: int) -> None:
        target = index + step
        if 0 <= target < len(self.rows):
            self.attempt(lambda: self.document.move(self.path, index, target))

    def text_inputs(self) -> list[tuple[ModelPath, QWidget]]:
        return [(self.path + (index,), row) for index, row in enumerate(self.rows)]

    def add_companion(self, path: ModelPath, companion: QWidget) -> bool:
        if path[:-1] != self.path or not 0 <= int(path[-1]) < len(self._row_boxes):
            return False
        self._row_boxes[int(path[-1])].addWidget(companion, 1, Qt.AlignmentFlag.AlignTop)
        return True

    def _rebuild(self, count: int) -> None:
        for box in self._row_boxes:  # each row's input and any companion beside it
            while box.count():
                box.takeAt(0).widget().deleteLater()
        while self._grid.count():
            widget = self._grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.rows, self._row_boxes = [], []
        single_line = self.spec.name == "items"
        for index in range(count):
            row = BulletTextEdit(self, min_lines=1 if single_line else 2)
            row.setAccessibleName(f"{self.spec.name} {index + 1}")
            row.edited.connect(lambda text, i=index: self.commit_text(text, path=self.path + (i,)))
            row.split_requested.connect(lambda position, i=index: self.split_item(i, position))
            row.join_requested.connect(lambda i=index: self.join_with_previous(i))
            row.left.connect(lambda i=index, r=row: self._on_row_left(i, r))
            check_spelling(self.document, row, self.path + (index,))
            box = QHBoxLayout()
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(0)
            box.addWidget(row, 1, Qt.AlignmentFlag.AlignTop)
            self._grid.addLayout(box, index, 0)
            self._row_boxes.append(box)
            for column, (label, tip, slot) in enumerate((
                ("↑", "Move up", lambda _=False, i=index: self.move_item(i, -1)),
                ("↓", "Move down", lambda _=False, i=index: self.move_item(i, +1)),
                ("✕", "Remove", lambda _=False, i=index: self.remove_item(i)),
            ), start=1):
                button = QToolButton(self)
                button.setText(label)
                button.setToolTip(tip)
                button.setAutoRaise(True)
                button.clicked.connect(slot)
                self._grid.addWidget(button, index, column)
            self.rows.append(row)

    def _on_add_clicked(self) -> None:
        self.add_item()
