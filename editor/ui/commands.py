"""The undoable edits. Each one calls the document's private apply methods.

Widgets never build these: they call :class:`~editor.ui.document.Document`'s
public API, which validates first and then pushes one of these.
"""

from __future__ import annotations

from time import monotonic
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from ..editing import typing as typing_rules
from ..editing.modelpath import ModelPath

if TYPE_CHECKING:
    from .document import Document

_TYPING_ID = 0x7E5


class SetValueCommand(QUndoCommand):
    """Replace the value at a path. Typing in one field merges into one step
    until a pause or a caret move elsewhere (:mod:`editor.editing.typing`).

    *lang* is the language whose text changed (None for a value that is not
    multilingual text): undoing or redoing the step shows that language (not its
    first run: a text set in another language, a glossary name, leaves the person where they are).
    *record* is (before, after) of what the translations were made from
    (``Resume.translated_from``) when typing a translation changes it: the same
    step sets and restores it with the text.
    """

    def __init__(self, document: "Document", path: ModelPath, old: Any, new: Any, text: str,
                 *, merge: bool = False, lang: str | None = None, record: tuple[Any, Any] | None = None):
        super().__init__(text)
        self.document = document
        self.path = path
        self.old = old
        self.new = new
        self.merge = merge
        self.lang = lang
        self.record = record
        self.typed_at = monotonic()
        self.caret = self._caret_after(old, new)
        self._done_once = False

    def id(self) -> int:
        return _TYPING_ID if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if (not isinstance(other, SetValueCommand) or not other.merge or other.path != self.path
                or other.lang != self.lang or not self._continued_by(other)):
            return False
        self.new = other.new
        if other.record is not None:
            self.record = (self.record[0] if self.record else other.record[0], other.record[1])
        self.typed_at = other.typed_at
        self.caret = other.caret
        # Typing back to where the step started leaves nothing to undo.
        self.setObsolete(self.new == self.old and (self.record is None or self.record[0] == self.record[1]))
        return True

    def redo(self) -> None:
        if self.record is not None:  # before the text, whose signals recount what is outdated
            self.document._apply_record(self.record[1])
        self.document._apply_set(self.path, self.new)
        if self._done_once:
            self._show_language("Redid")
        self._done_once = True

    def undo(self) -> None:
        if self.record is not None:
            self.document._apply_record(self.record[0])
        self.document._apply_set(self.path, self.old)
        self._show_language("Undid")

    def _show_language(self, done: str) -> None:
        if self.lang is not None:
            self.document._follow_edit_language(self.lang, f"{done} “{self.text()}”")

    def _text(self, value: Any) -> str | None:
        """The typed text inside *value*, or None when it is not text (a number, a date)."""
        if self.lang is not None and (value is None or isinstance(value, (str, dict))):
            return self.document.text_of(self.path, value, self.lang)
        if value is None or isinstance(value, str):
            return value or ""
        return None

    def _caret_after(self, old: Any, new: Any) -> int | None:
        before, after = self._text(old), self._text(new)
        if before is None or after is None:
            return None
        return typing_rules.caret_after(before, after)

    def _continued_by(self, other: "SetValueCommand") -> bool:
        if other.typed_at - self.typed_at > typing_rules.TYPING_PAUSE_S:
            return False
        before, after = self._text(self.new), self._text(other.new)
        if self.caret is None or before is None or after is None:
            return True
        return typing_rules.continues_at(self.caret, before, after)


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
