"""The rows of a list editor: one input per item, with its ↑ ↓ ✕ buttons beside it.

Rows are only ever added or taken away at the end, and row *k* always edits item *k*.
An item inserted or removed in the middle changes the text each row shows, not which
widgets exist, so the row holding the caret lives on. (Rebuilding every row after each
insert or removal deleted the focused input and left the keyboard focus on nothing:
under X the next words typed were lost.)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QToolButton, QWidget

from .text_widgets import BulletTextEdit

BUTTONS = (("↑", "Move up", -1), ("↓", "Move down", +1), ("✕", "Remove", 0))
"""Each row's buttons: label, tooltip, and the step it moves the item (0: remove it)."""


@dataclass
class Row:
    """The widgets of one row: the item's input, a box for it and any companion beside
    it (the translation view's other language), and the buttons."""

    input: BulletTextEdit
    box: QHBoxLayout
    buttons: list[QToolButton] = field(default_factory=list)

    def discard(self) -> None:
        for index in reversed(range(self.box.count())):
            item = self.box.takeAt(index)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.box.deleteLater()


class RowGrid:
    """The grid of rows inside *owner*; *make_input(index)* builds the input of a new row
    and *on_button(index, step)* answers its buttons."""

    def __init__(self, owner: QWidget, make_input: Callable[[int], BulletTextEdit],
                 on_button: Callable[[int, int], None]):
        self._owner = owner
        self._make_input = make_input
        self._on_button = on_button
        self.layout = QGridLayout()
        self.layout.setContentsMargins(0, 0, 0, 0)
        self.layout.setHorizontalSpacing(2)
        self.rows: list[Row] = []

    def resize(self, count: int) -> None:
        """Add rows at the end, or take the last ones away, until there are *count*."""
        while len(self.rows) < count:
            self._append()
        while len(self.rows) > count:
            row = self.rows.pop()
            self.layout.removeItem(row.box)
            for button in row.buttons:
                self.layout.removeWidget(button)
            row.discard()

    def tab_chain(self) -> list[QWidget]:
        """Row by row: its input (and companion), then its buttons."""
        chain: list[QWidget] = []
        for row in self.rows:
            items = (row.box.itemAt(i) for i in range(row.box.count()))
            boxed = (item.widget() for item in items if item is not None)
            chain += [w for w in boxed if w is not None and w.focusPolicy() & Qt.FocusPolicy.TabFocus]
            chain += row.buttons
        return chain

    def _append(self) -> None:
        index = len(self.rows)
        row = Row(self._make_input(index), QHBoxLayout())
        row.box.setContentsMargins(0, 0, 0, 0)
        row.box.setSpacing(0)
        row.box.addWidget(row.input, 1, Qt.AlignmentFlag.AlignTop)
        self.layout.addLayout(row.box, index, 0)
        for column, (label, tip, step) in enumerate(BUTTONS, start=1):
            button = QToolButton(self._owner)
            button.setText(label)
            button.setToolTip(tip)
            button.setAutoRaise(True)
            button.clicked.connect(lambda _=False, i=index, s=step: self._on_button(i, s))
            self.layout.addWidget(button, index, column)
            row.buttons.append(button)
        if self._owner.isVisible():
            # A widget added to a shown layout appears only when the event loop comes
            # round; until then it cannot take the focus that Enter hands it.
            row.input.show()
            for button in row.buttons:
                button.show()
        self.rows.append(row)
