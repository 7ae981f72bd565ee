"""The outline's tree view: Qt's drag and drop, turned into a move request.

Qt would move the tree items itself; instead a drop is reported as
``move_requested(source_path, target_path, after)`` and the items are rebuilt
from the model once the document has moved the section or entry.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QTimer, Qt, Signal
from PySide6.QtGui import QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QHeaderView, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget, QTreeWidgetItem, QWidget,
)

from ..editing.labels import DETAIL_SEPARATOR
from ..editing.modelpath import ModelPath

PATH_ROLE = Qt.ItemDataRole.UserRole
SIGNAL_TABBED_OUT = "2tabbed_out()"


def item_path(item: QTreeWidgetItem | None) -> ModelPath | None:
    return item.data(0, PATH_ROLE) if item is not None else None


class DetailKeepingDelegate(QStyledItemDelegate):
    """Entries at one employer share the start of their label and differ at its end
    (the role, the dates): such a label is elided in the middle, so a narrow outline
    keeps both ends in view. Other labels are cut at the end, as usual."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:  # noqa: N802
        super().initStyleOption(option, index)
        if DETAIL_SEPARATOR in option.text:
            option.textElideMode = Qt.TextElideMode.ElideMiddle


class OutlineTree(QTreeWidget):
    """Signals:
        move_requested(source, target, after): drop the item at path *source*
            before (after=False) or after (after=True) the item at path *target*.
        drop_refused(source, target, after): the drag hovers over a place it may not
            be dropped (Qt delivers no drop there, so this is the moment to say why).
        tabbed_out(): Tab was pressed: the caret should go to the form (not to the
            buttons above the tree, which come next in the focus chain).
    """

    move_requested = Signal(object, object, bool)
    drop_refused = Signal(object, object, bool)
    tabbed_out = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setColumnCount(2)
        self.setHeaderHidden(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setUniformRowHeights(True)
        self.setItemDelegateForColumn(0, DetailKeepingDelegate(self))
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setDropIndicatorShown(True)
        self._refused: tuple[ModelPath, ModelPath, bool] | None = None  # said once per place
        self.can_drop: Callable[[ModelPath, ModelPath, bool], bool] = lambda _source, _target, _after: True
        """Replaced by the outline: whether dropping *source* before or after *target* makes sense."""

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        super().dragMoveEvent(event)
        where = self._drop_place(event)
        if where is not None and not self.can_drop(*where):
            event.ignore()  # the cursor shows that this drop is refused
            if where != self._refused:
                self._refused = where
                self.drop_refused.emit(*where)
        else:
            self._refused = None

    def _drop_place(self, event: QDragMoveEvent | QDropEvent) -> tuple[ModelPath, ModelPath, bool] | None:
        source = item_path(self.currentItem())
        target_item = self.itemAt(event.position().toPoint())
        target = item_path(target_item)
        if source is None or target_item is None or target is None or source == target:
            return None
        rect = self.visualItemRect(target_item)
        return source, target, event.position().y() >= rect.center().y()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        if next and self.receivers(SIGNAL_TABBED_OUT) > 0:
            self.tabbed_out.emit()
            return True
        return super().focusNextPrevChild(next)

    def dropEvent(self, event: QDropEvent) -> None:
        # Ignore the drop as far as Qt is concerned, so it neither moves nor
        # deletes any item; the document does the move and the outline redraws.
        where = self._drop_place(event)
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.accept()
        if where is None:
            return
        source, target, after = where
        # After the drag has fully ended: the move rebuilds the items Qt's drag still refers to.
        QTimer.singleShot(0, lambda: self.move_requested.emit(source, target, after))
