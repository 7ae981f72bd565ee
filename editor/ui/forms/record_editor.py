"""A list of small records as a table: authors (with "this is me" and
"equal contribution"), links, profiles. One column per field of the record.

The table is as tall as its rows, with no scroll bar of its own (the form
scrolls): its height follows the header and the rows whenever they change size
(the interface switched to Chinese, whose header is taller; another font), so
no row hides under the buttons below it. A web address shows its start and its
end, the whole of it in the cell's tooltip."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView, QHBoxLayout, QHeaderView, QPushButton, QStyledItemDelegate,
    QStyleOptionViewItem, QTableWidget, QTableWidgetItem, QToolButton, QWidget,
)

from ..document import Document
from ...editing.labels import field_label
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec, specs_for


def blank_record(model: type[BaseModel]) -> BaseModel:
    data: dict[str, Any] = {}
    for spec in specs_for(model):
        if spec.info.is_required():
            data[spec.name] = "https://" if spec.flavour == "url" else ""
    return model.model_validate(data)


class FittingTable(QTableWidget):
    """A table whose height is always that of its header and rows."""

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None):
        super().__init__(rows, columns, parent)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def fitting_height(self) -> int:
        """The header, every row (an empty table: room for one) and the frame."""
        header = self.horizontalHeader()
        height = 2 * self.frameWidth()
        if not header.isHidden():
            height += max(header.minimumHeight(), header.sizeHint().height())
        rows = self.verticalHeader()
        height += rows.length() if self.rowCount() else rows.defaultSectionSize()
        if self.horizontalScrollBar().isVisibleTo(self):
            height += self.horizontalScrollBar().sizeHint().height()
        return height

    def fit(self) -> None:
        height = self.fitting_height()
        if self.minimumHeight() != height or self.maximumHeight() != height:
            self.setFixedHeight(height)

    def updateGeometries(self) -> None:  # noqa: N802 (Qt's name)
        """Qt lays out the header and scroll bars here after any change of their size
        (rows added, header texts or fonts changed): the table's height follows."""
        super().updateGeometries()
        self.fit()


class MiddleElided(QStyledItemDelegate):
    """A web address too long for its cell: its start and end ("https://code.exa…/linwei")."""

    def initStyleOption(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class RecordListEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        assert spec.record is not None
        self.columns = [s for s in specs_for(spec.record) if s.kind in ("text", "string", "bool")]
        self.table = FittingTable(0, len(self.columns), self)
        self.table.setWordWrap(False)  # a cell is one line high: a second one would be cut
        self.table.setHorizontalHeaderLabels([field_label(c.name) for c in self.columns])
        header = self.table.horizontalHeader()
        for column, column_spec in enumerate(self.columns):
            mode = (QHeaderView.ResizeMode.ResizeToContents if column_spec.kind == "bool"
                    else QHeaderView.ResizeMode.Stretch)
            header.setSectionResizeMode(column, mode)
            header_item = self.table.horizontalHeaderItem(column)
            assert header_item is not None  # setHorizontalHeaderLabels made one per column
            header_item.setToolTip(column_spec.description)
            if column_spec.flavour == "url":
                self.table.setItemDelegateForColumn(column, MiddleElided(self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.itemChanged.connect(self._on_table_item_changed)
        self.body.addWidget(self.table)
        buttons = QHBoxLayout()
        for label, tip, slot in (
            ("+ Add", "Add a row", self.add_row),
            ("Remove", "Remove the selected row", self.remove_selected),
            ("↑", "Move the selected row up", lambda: self.move_selected(-1)),
            ("↓", "Move the selected row down", lambda: self.move_selected(+1)),
        ):
            # Arrows as small tool buttons: four full-width push buttons were wider than a
            # narrow form pane.
            button = QToolButton(self) if label in ("↑", "↓") else QPushButton(self)
            button.setText(label)
            button.setToolTip(tip)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.body.addLayout(buttons)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        records = self.value()
        with signals_blocked(self.table):
            self.table.setRowCount(len(records))
            for row, record in enumerate(records):
                for column, spec in enumerate(self.columns):
                    self.table.setItem(row, column, self._cell(row, record, spec))
        self.table.fit()
        self.show_error(None)

    def _cell(self, row: int, record: BaseModel, spec: FieldSpec) -> QTableWidgetItem:
        item = QTableWidgetItem()
        if spec.kind == "bool":
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                          | Qt.ItemFlag.ItemIsSelectable)
            item.setCheckState(Qt.CheckState.Checked if getattr(record, spec.name)
                               else Qt.CheckState.Unchecked)
        elif spec.kind == "text":
            item.setText(self.document.text_at(self.path + (row, spec.name)))
        else:
            item.setText(getattr(record, spec.name) or "")
            if spec.flavour == "url":
                item.setToolTip(item.text())
        return item

    def text_cells(self) -> list[tuple[ModelPath, QTableWidgetItem]]:
        cells = []
        for row in range(self.table.rowCount()):
            for column, spec in enumerate(self.columns):
                item = self.table.item(row, column)
                if spec.kind == "text" and item is not None:
                    cells.append((self.path + (row, spec.name), item))
        return cells

    def input_at(self, path: ModelPath) -> QWidget | None:
        names = [spec.name for spec in self.columns]
        if path[:len(self.path)] != self.path or len(path) != len(self.path) + 2 or path[-1] not in names:
            return None
        self.table.setCurrentCell(int(path[-2]), names.index(str(path[-1])))
        return self.table

    def path_of(self, widget: QWidget) -> ModelPath | None:
        row, column = self.table.currentRow(), self.table.currentColumn()
        if widget is not self.table or row < 0 or column < 0:
            return None
        return self.path + (row, self.columns[column].name)

    def add_row(self) -> None:
        """Add a blank row and start typing in its first cell."""
        record = self.spec.record
        assert record is not None  # as __init__ checked
        if not self.attempt(lambda: self.document.insert(self.path, len(self.value()), blank_record(record))):
            return
        row = self.table.rowCount() - 1
        item = self.table.item(row, 0)
        if item is not None:
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            self.table.setCurrentCell(row, 0)
            if item.flags() & Qt.ItemFlag.ItemIsEditable:
                self.table.editItem(item)

    def remove_selected(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.attempt(lambda: self.document.remove(self.path, row))

    def move_selected(self, step: int) -> None:
        row = self.table.currentRow()
        if 0 <= row < self.table.rowCount() and 0 <= row + step < self.table.rowCount():
            self.attempt(lambda: self.document.move(self.path, row, row + step))
            self.table.setCurrentCell(row + step, 0)

    def _on_table_item_changed(self, item: QTableWidgetItem) -> None:
        spec = self.columns[item.column()]
        path = self.path + (item.row(), spec.name)
        if spec.kind == "bool":
            self.commit(item.checkState() == Qt.CheckState.Checked, path=path)
        elif spec.kind == "text":
            self.commit_text(item.text(), path=path, merge=False)
        else:
            text = item.text().strip()
            self.commit(text or (None if spec.optional else ""), path=path)
