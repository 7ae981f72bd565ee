"""A form built from a model class's fields: one editor per field, by kind.

Labels come from the field names, tooltips from their descriptions and
placeholders from their examples, so a new field in the model shows up here
without touching the window.
"""

from __future__ import annotations

from dataclasses import replace

from pydantic import BaseModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFormLayout, QLabel, QWidget

from ..document import Document
from ...editing.labels import field_label
from ...editing.modelpath import ModelPath
from .base import FieldEditor
from .bullet_editor import BulletListEditor
from .colour_editor import ColourEditor
from .date_editor import DateEditor
from ...editing.field_kinds import FieldSpec, specs_for
from .number_editor import NumberEditor
from .photo_editor import PhotoEditor
from .record_editor import RecordListEditor
from .simple_editors import BoolEditor, ChoiceEditor, DateListEditor, LanguagesEditor, WordListEditor
from .text_editor import LocalTextEditor, StringEditor

EDITORS: dict[str, type[FieldEditor]] = {
    "text": LocalTextEditor, "string": StringEditor, "date": DateEditor, "end_date": DateEditor,
    "bool": BoolEditor, "choice": ChoiceEditor, "text_list": BulletListEditor,
    "date_list": DateListEditor, "records": RecordListEditor, "languages": LanguagesEditor,
    "number": NumberEditor, "words": WordListEditor,
}
NAMED_EDITORS: dict[str, type[FieldEditor]] = {"accent": ColourEditor, "photo": PhotoEditor}

HIDDEN = {"visible", "entries", "schema_version"}  # the outline shows these
EDITED_BESIDE = {"photo_crop": "photo"}  # edited by that field's editor (its Crop… button), no row of its own
DATE_ROW = ("start", "end", "expected")
LAST = ("summary", "highlights", "languages", "tags")  # tags: which variants take it, last


def _ordered(specs: list[FieldSpec]) -> list[FieldSpec | tuple[FieldSpec, ...]]:
    """What the entry is, then when, then the details: the order of the file."""
    by_name = {s.name: s for s in specs}
    head = [s for s in specs if s.name not in HIDDEN | set(EDITED_BESIDE) and s.name not in DATE_ROW
            and s.name not in LAST]
    rows: list[FieldSpec | tuple[FieldSpec, ...]] = list(head)
    if all(name in by_name for name in DATE_ROW):
        rows.append(tuple(by_name[name] for name in DATE_ROW))
    rows += [by_name[name] for name in LAST if name in by_name]
    return rows


class ModelForm(QWidget):
    """The editors for the model at *path*; refreshed when the document says they changed."""

    def __init__(self, document: Document, path: ModelPath, model: type[BaseModel],
                 parent: QWidget | None = None, *, skip: tuple[str, ...] = ("kind",),
                 choices: dict[str, tuple[str, ...]] | None = None):
        """*choices* turns a free-text field into a pick from these values (the bundled
        Latin fonts for ``latin_font``)."""
        super().__init__(parent)
        self.document = document
        self._choices = choices or {}
        self.path = path
        self.editors: dict[str, FieldEditor] = {}
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # In a narrow pane a field goes under its label instead of past the pane's edge.
        layout.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for row in _ordered([s for s in specs_for(model) if s.name not in skip]):
            if isinstance(row, tuple):
                self._add_date_row(layout, row)
            else:
                self._add_row(layout, row)
        document.entry_changed.connect(self._on_document_entry_changed)
        document.language_changed.connect(self._on_document_language_changed)

    def detach(self) -> None:
        """Stop following the document (the form is about to be thrown away)."""
        self.document.entry_changed.disconnect(self._on_document_entry_changed)
        self.document.language_changed.disconnect(self._on_document_language_changed)

    def discard(self) -> None:
        """Stop following the document, leave the layout that holds it, and go."""
        self.detach()
        parent = self.parentWidget()
        layout = parent.layout() if parent is not None else None
        if layout is not None:
            layout.removeWidget(self)
        self.hide()
        self.deleteLater()

    def editor(self, name: str) -> FieldEditor:
        return self.editors[name]

    def _make(self, spec: FieldSpec) -> FieldEditor | None:
        if spec.name in self._choices:
            spec = replace(spec, kind="choice", choices=self._choices[spec.name])
        editor_type = NAMED_EDITORS.get(spec.name) or EDITORS.get(spec.kind)
        if editor_type is None:
            return None
        editor = editor_type(self.document, self.path + (spec.name,), spec, self)
        editor.setObjectName(f"field_{spec.name}")
        self.editors[spec.name] = editor
        return editor

    def _label(self, spec: FieldSpec) -> QLabel:
        lists = ("bool", "text_list", "records", "words", "date_list", "languages")  # empty is a value
        text = field_label(spec.name) + ("" if spec.optional or spec.kind in lists else " *")
        label = QLabel(text, self)
        label.setToolTip(spec.description)
        return label

    def _add_row(self, layout: QFormLayout, spec: FieldSpec) -> None:
        editor = self._make(spec)
        if editor is None:
            return
        if spec.kind == "bool":
            layout.addRow("", editor)
        else:
            layout.addRow(self._label(spec), editor)

    def _add_date_row(self, layout: QFormLayout, specs: tuple[FieldSpec, ...]) -> None:
        """Start on one line; end and "present" on the next, "expected" under them
        (side by side they were wider than a narrow pane)."""
        start, end, expected = specs
        layout.addRow(self._label(start), self._date_editor(start))
        layout.addRow(self._label(end), self._date_editor(end))
        layout.addRow("", self._date_editor(expected))

    def _date_editor(self, spec: FieldSpec) -> FieldEditor:
        editor = self._make(spec)
        assert editor is not None  # start, end and expected are a date, an end date and a bool: EDITORS has each
        return editor

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt's name)
        """Tab and Shift+Tab go through the fields in the order they are shown.

        Qt's own order is the order widgets were made in: rows a list makes later (a
        bullet added, or the rows filled in after the form was built) came after Tags."""
        # Visible to the form, not on screen: a form just built shows only when the event
        # loop comes round, and a person's next Tab may come first.
        chain = [w for w in self.tab_chain() if w.isVisibleTo(self) and w.isEnabled()]
        current = QApplication.focusWidget()
        at = next((i for i, w in enumerate(chain) if current is not None
                   and (w is current or w.isAncestorOf(current) or w.focusProxy() is current)), None)
        if at is None or current is None:  # no current widget: no place in the chain either
            return super().focusNextPrevChild(forward)
        step = 1 if forward else -1
        if 0 <= at + step < len(chain):
            chain[at + step].setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
            return True
        return self._leave(current, forward)

    def tab_chain(self) -> list[QWidget]:
        """The widgets Tab reaches, field by field in the form's order."""
        return [widget for editor in self.editors.values() for widget in editor.tab_chain()]

    def _leave(self, current: QWidget, forward: bool) -> bool:
        """Past the last field (or before the first): the next widget outside the form."""
        widget = current
        for _ in range(2000):  # the window's focus chain is a ring
            following = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
            if following is None or following is current:  # None: not in a chain (Qt keeps every widget in one)
                break
            widget = following
            if (not self.isAncestorOf(widget) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
                    and widget.isVisible() and widget.isEnabled() and widget.focusProxy() is None):
                widget.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
                return True
        return False

    def _on_document_entry_changed(self, changed: ModelPath) -> None:
        kind_changed = changed == self.path + ("kind",)  # placeholders depend on the kind
        for editor in self.editors.values():
            if kind_changed or editor.concerns(changed):
                editor.refresh()

    def _on_document_language_changed(self, _lang: str) -> None:
        for editor in self.editors.values():
            editor.refresh()
