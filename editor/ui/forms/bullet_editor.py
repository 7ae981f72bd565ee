"""A list of multilingual texts: bullet points, skills, list items.

Each row edits one item in the current language; rows can be added, removed
and reordered, each as one undo step. Ctrl+B / Ctrl+I wrap the selection in
the inline markup.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QToolButton, QWidget

from ..document import Document
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec
from .text_editor import other_language_hint
from .text_widgets import GrowingTextEdit


class BulletListEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.rows: list[GrowingTextEdit] = []
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
            row = GrowingTextEdit(self, min_lines=1 if single_line else 2)
            row.setAccessibleName(f"{self.spec.name} {index + 1}")
            row.edited.connect(lambda text, i=index: self.commit_text(text, path=self.path + (i,)))
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
