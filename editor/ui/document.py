"""The open résumé: the model, its file, its undo stack and the content language.

Every change to the résumé goes through this class's public API, which
validates the value, then pushes a command on the undo stack; the command
calls back the private ``_apply_*`` methods, which change the model and emit
the signals. Because undo, autosave, the dirty flag, the outline, the forms
and the preview all listen to these signals, none of them can miss an edit.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from ..model import Basics, Resume, text_in, with_text
from ..editing import labels
from ..editing.translation import reads_alike, record_accepted, record_typed
from .commands import InsertCommand, MoveCommand, RemoveCommand, SetValueCommand
from ..editing.modelpath import EditRejected, ModelPath, exists, replaced, validated, value_at


def new_resume() -> Resume:
    return Resume(basics=Basics(name=""))


def placeholder_resume() -> Resume:
    """What a document holds before its first file: an empty résumé made without
    pydantic's validators, whose first use costs a start tens of milliseconds."""
    return Resume.model_construct(basics=Basics.model_construct(name=""))


def _is_structural(path: ModelPath) -> bool:
    """Whether a change at *path* adds, removes, reorders or replaces sections or entries."""
    if not path or path in (("sections",), ("letters",)):
        return True
    if path[0] == "letters":
        return len(path) == 2
    if path[0] != "sections":
        return False
    return len(path) in (2, 4) or (len(path) == 3 and path[2] == "entries")


class Document(QObject):
    """The résumé being edited.

    Signals:
        changed(): the résumé changed in any way (edit, undo, redo, reset).
        entry_changed(path): the value at ``path`` and everything under it changed.
        structure_changed(): sections or entries were added, removed, moved or replaced.
        reset(): another résumé was loaded (new, open, restore); re-read everything.
        language_changed(str): the content language being edited and previewed changed.
        variant_changed(object): the variant previewed (a name, or None for the whole
            résumé) changed.
        modified_changed(bool): unsaved changes appeared (True) or disappeared (False).
        file_changed(object): the file path changed (a ``Path`` or None).
        followed_edit(str, str): undo or redo switched to the language (tag) of the
            text it changed; the second argument says what it did.
    """

    changed = Signal()
    entry_changed = Signal(object)
    structure_changed = Signal()
    reset = Signal()
    language_changed = Signal(str)
    variant_changed = Signal(object)
    modified_changed = Signal(bool)
    file_changed = Signal(object)
    followed_edit = Signal(str, str)

    def __init__(self, resume: Resume | None = None, file_path: Path | None = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self._resume = resume or placeholder_resume()
        self._file_path = file_path
        self._language = self._resume.default_language
        self._variant: str | None = None
        self._copies: dict[str, str] = {}  # language → the language it was started as a copy of
        self._restored = False  # holds work recovered after a crash, never saved
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)
        self.save_first: Callable[[str], bool] = lambda _reason: self._file_path is not None
        """Called when something needs the résumé's file before it has one (a photo is stored
        relative to it), with the reason: the window offers to save it now. True once it has
        a file. Without a window, only whether it has one."""

    # --- reading -------------------------------------------------------------

    @property
    def resume(self) -> Resume:
        return self._resume

    @property
    def file_path(self) -> Path | None:
        return self._file_path

    @property
    def language(self) -> str:
        return self._language

    @property
    def variant(self) -> str | None:
        """The variant being previewed (its name), or None for the whole résumé."""
        return self._variant

    def copied_from(self, lang: str) -> str | None:
        """The language *lang* was started as a copy of in this session (Add Language), or None.
        Its texts still equal to that language's are copies, not translations."""
        return self._copies.get(lang)

    @property
    def default_language(self) -> str:
        return self._resume.default_language

    def is_modified(self) -> bool:
        return self._restored or not self.undo_stack.isClean()

    def value_at(self, path: ModelPath) -> Any:
        return value_at(self._resume, path)

    def exists(self, path: ModelPath) -> bool:
        return exists(self._resume, path)

    def text_at(self, path: ModelPath, lang: str | None = None) -> str:
        """The text of the multilingual value at *path* in *lang* (the current one by default)."""
        return self.text_of(path, self.value_at(path), lang or self._language)

    def text_of(self, path: ModelPath, value: Any, lang: str) -> str:
        """*value*'s text in *lang* as the field at *path* shows it: a text that reads
        alike in every language (:func:`~editor.editing.translation.reads_alike`) shows
        its one text everywhere."""
        return text_in(value, self._editing_language(path, value, lang), self.default_language)

    def _editing_language(self, path: ModelPath, value: Any, lang: str) -> str:
        if lang != self.default_language and reads_alike(self._resume, path, value):
            return self.default_language
        return lang

    # --- editing (each call is one undoable step) ------------------------------

    def set_value(self, path: ModelPath, value: Any, *, text: str | None = None,
                  merge: bool = False, lang: str | None = None) -> None:
        """Store *value* at *path*; raise :class:`EditRejected` if the model refuses it.

        ``merge=True`` marks a keystroke: consecutive ones at the same path
        become one undo step. *lang* names the language of the text this changes.
        """
        self._set_value(path, value, text=text, merge=merge, lang=lang)

    def _set_value(self, path: ModelPath, value: Any, *, text: str | None = None,
                   merge: bool = False, lang: str | None = None, typed: bool = False) -> None:
        new = validated(self._resume, path, copy.deepcopy(value))
        old = self.value_at(path)
        if new == old:
            return
        record = None
        if typed and lang is not None and lang != self.default_language:
            after = record_typed(self._resume, path, new, lang)  # a typed translation: made from today's source
            record = None if after is None else (self._resume.translated_from, after)
        self.undo_stack.push(SetValueCommand(
            self, path, old, new, text or labels.edit_text(path, new), merge=merge, lang=lang, record=record))

    def set_text(self, path: ModelPath, text: str, *, lang: str | None = None,
                 merge: bool = False, step: str | None = None) -> None:
        """Set the *lang* text (the current language by default) of a multilingual value;
        *step* names the undo step (the field's by default)."""
        lang = lang or self._language
        old = self.value_at(path)
        value = with_text(old, self._editing_language(path, old, lang), text, self.default_language)
        self._set_value(path, value, text=step, merge=merge, lang=lang, typed=True)

    def accept_translations(self, fields: list[tuple[ModelPath, str]], *, text: str | None = None) -> None:
        """Record the present text of each (path, language) of *fields* as a translation of the
        present source, so none of them counts as outdated: one undoable step."""
        record = record_accepted(self._resume, fields)
        if record != self._resume.translated_from:
            self.set_value(("translated_from",), record,
                           text=text or (f"Accept translation of {labels.what(fields[0][0])}" if len(fields) == 1
                                         else f"Accept {len(fields)} translations"))

    def insert(self, list_path: ModelPath, index: int, item: Any, *, text: str | None = None) -> None:
        items = list(self.value_at(list_path))
        index = max(0, min(index, len(items)))
        items.insert(index, copy.deepcopy(item))
        checked = validated(self._resume, list_path, items)[index]
        self.undo_stack.push(InsertCommand(
            self, list_path, index, checked, text or f"Add {labels.what(list_path + (index,))}"))

    def remove(self, list_path: ModelPath, index: int, *, text: str | None = None) -> None:
        items = list(self.value_at(list_path))
        if not 0 <= index < len(items):
            raise EditRejected(f"there is no item {index + 1} to delete")
        del items[index]
        validated(self._resume, list_path, items)  # e.g. a list that may not become empty
        item = self.value_at(list_path + (index,))
        self.undo_stack.push(RemoveCommand(
            self, list_path, index, item, text or f"Delete {labels.what(list_path + (index,))}"))

    def move(self, list_path: ModelPath, source: int, target: int, *, text: str | None = None) -> None:
        count = len(self.value_at(list_path))
        if not (0 <= source < count and 0 <= target < count):
            raise EditRejected("cannot move an item past the end of its list")
        if source == target:
            return
        self.undo_stack.push(MoveCommand(
            self, list_path, source, target, text or f"Move {labels.what(list_path + (source,))}"))

    def move_across(self, source_list: ModelPath, source: int, target_list: ModelPath,
                    target: int, *, text: str | None = None) -> None:
        """Move an item into another list (an entry into another section): one undo step."""
        if source_list == target_list:
            self.move(source_list, source, min(target, len(self.value_at(source_list)) - 1), text=text)
            return
        item = self.value_at(source_list + (source,))
        with self.macro(text or f"Move {labels.what(source_list + (source,))}"):
            self.insert(target_list, target, item)
            self.remove(source_list, source)

    @contextmanager
    def macro(self, text: str) -> Iterator[None]:
        """Group several edits into one undo step."""
        self.undo_stack.beginMacro(text)
        try:
            yield
        finally:
            self.undo_stack.endMacro()

    # --- view state and life cycle (not undoable) ----------------------------

    def set_language(self, lang: str) -> None:
        if lang not in self._resume.languages:
            raise EditRejected(f"this résumé has no {lang!r} text")
        if lang != self._language:
            self._language = lang
            self.language_changed.emit(lang)

    def set_variant(self, name: str | None) -> None:
        if name is not None and all(variant.name != name for variant in self._resume.variants):
            raise EditRejected(f"this résumé has no variant {name!r}")
        if name != self._variant:
            self._variant = name
            self.variant_changed.emit(name)

    def note_copy(self, lang: str, source: str | None) -> None:
        """*lang* was added as a copy of *source* (None: added empty)."""
        if source is None:
            self._copies.pop(lang, None)
        else:
            self._copies[lang] = source

    def reset_to(self, resume: Resume, file_path: Path | None, *, restored: bool = False) -> None:
        """Show another résumé: history cleared, language back to its default."""
        was_modified = self.is_modified()
        self._resume = resume
        self._restored = restored
        self.undo_stack.clear()
        self.undo_stack.setClean()
        self._set_file_path(file_path)
        self._language = resume.default_language
        self._variant = None
        self._copies = {}
        self.reset.emit()
        self.language_changed.emit(self._language)
        self.variant_changed.emit(None)
        self.changed.emit()
        if was_modified != self.is_modified():
            self.modified_changed.emit(self.is_modified())

    def mark_saved(self, file_path: Path) -> None:
        """The résumé as it is now is what *file_path* holds."""
        self._set_file_path(file_path)
        was_modified = self.is_modified()
        self._restored = False
        self.undo_stack.setClean()
        if was_modified:
            self.modified_changed.emit(False)

    def mark_unsaved(self) -> None:
        """The file no longer holds this résumé (deleted or changed on disk): saving is needed."""
        if not self.is_modified():
            self._restored = True
            self.modified_changed.emit(True)
        self._restored = True

    def _set_file_path(self, file_path: Path | None) -> None:
        if file_path != self._file_path:
            self._file_path = file_path
            self.file_changed.emit(file_path)

    # --- called by the commands only ------------------------------------------

    def _apply_set(self, path: ModelPath, value: Any) -> None:
        if not path:
            self._resume = value
            self._language = self._language if self._language in value.languages else value.default_language
            if all(variant.name != self._variant for variant in value.variants):
                self._variant = None
            self.reset.emit()
        else:
            self._resume = replaced(self._resume, path, value)
            if path == ("languages",) and self._language not in value:
                self._language = self._resume.default_language
                self.language_changed.emit(self._language)
            self._emit_change(path)
        self.changed.emit()

    def _apply_record(self, record: Any) -> None:
        """What the translations were made from, set with the text a command changes (it signals)."""
        self._resume = self._resume.model_copy(update={"translated_from": record})

    def _follow_edit_language(self, lang: str, done: str) -> None:
        """Undo/redo changed *lang*'s text: show that language, so the change is seen."""
        if lang != self._language and lang in self._resume.languages:
            self.set_language(lang)
            self.followed_edit.emit(lang, done)

    def _apply_insert(self, list_path: ModelPath, index: int, item: Any) -> None:
        items = list(self.value_at(list_path))
        items.insert(index, item)
        self._resume = replaced(self._resume, list_path, items)
        self._emit_change(list_path)
        self.changed.emit()

    def _apply_remove(self, list_path: ModelPath, index: int) -> None:
        items = list(self.value_at(list_path))
        del items[index]
        self._resume = replaced(self._resume, list_path, items)
        self._emit_change(list_path)
        self.changed.emit()

    def _apply_move(self, list_path: ModelPath, source: int, target: int) -> None:
        items = list(self.value_at(list_path))
        items.insert(target, items.pop(source))
        self._resume = replaced(self._resume, list_path, items)
        self._emit_change(list_path)
        self.changed.emit()

    def _emit_change(self, path: ModelPath) -> None:
        if path[:1] == ("variants",) and self._variant is not None \
                and all(variant.name != self._variant for variant in self._resume.variants):
            self._variant = None  # the variant shown was removed or renamed (an undo)
            self.variant_changed.emit(None)
        if _is_structural(path):
            self.structure_changed.emit()
        else:
            self.entry_changed.emit(path)

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        if not self._restored:
            self.modified_changed.emit(not clean)
