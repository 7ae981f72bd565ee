"""The undoable edits. Each one calls the document's private apply methods.

Widgets never build these: they call :class:`~editor.ui.document.Document`'s
public API, which validates first and then pushes one of these.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from ..editing.modelpath import ModelPath

if TYPE_CHECKING:
    from .document import Document

_TYPING_ID = 0x7E5


class SetValueCommand(QUndoCommand):
    """Replace the value at a path. Typing in one field merges into one step."""

    def __init__(self, document: "Document", path: ModelPath, old: Any, new: Any, text: str,
                 *, merge: bool = False):
        super().__init__(text)
        self.document = document
        self.path = path
        self.old = old
        self.new = new
        self.merge = merge

    def id(self) -> int:
        return _TYPING_ID if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetValueCommand) or not other.merge or other.path != self.path:
            return False
        self.new = other.new
        # Typing back to where the step started leaves nothing to undo.
        self.setObsolete(self.new == self.old)
        return True

    def redo(self) -> None:
        self.document._apply_set(self.path, self.new)

    def undo(self) -> None:
        self.document._apply_set(self.path, self.old)


class _ListItemCommand(QUndoCommand):
    """What inserting and removing share: one item at one index of one list."""

    def __init__(self, document: "Document", list_path: ModelPath, index: int, item: Any, text: str):
        super().__init__(text)
        self.document = document
        self.list_path = list_path
        self.index = index
        self.item = item


class InsertCommand(_ListItemCommand):
    def redo(self) -> None:
        self.document._apply_insert(self.list_path, self.index, self.item)

    def undo(self) -> None:
        self.document._apply_remove(self.list_path, self.index)


class RemoveCommand(_ListItemCommand):
    def redo(self) -> None:
        self.document._apply_remove(self.list_path, self.index)

    def undo(self) -> None:
        self.document._apply_insert(self.list_path, self.index, self.item)


class MoveCommand(QUndoCommand):
    """Move the item at *source* so that it ends up at index *target*."""

    def __init__(self, document: "Document", list_path: ModelPath, source: int, target: int, text: str):
        super().__init__(text)
        self.document = document
        self.list_path = list_path
        self.source = source
        self.target = target

    def redo(self) -> None:
        self.document._apply_move(self.list_path, self.source, self.target)

    def undo(self) -> None:
        self.document._apply_move(self.list_path, self.target, self.source)
