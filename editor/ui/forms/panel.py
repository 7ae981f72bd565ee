"""The centre panel: the form of whatever is selected in the outline."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from pydantic import BaseModel

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ...model import Basics, Section
from ...model.letter import Letter
from ..document import Document
from ...editing.labels import entry_kind_label, field_label, is_entry_path, is_section_path
from ...editing.modelpath import ModelPath
from ..prompts import Unaccepted
from .base import FieldEditor
from .model_form import ModelForm


class FormPanel(QScrollArea):
    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.form: ModelForm | None = None
        self.path: ModelPath | None = None
        self.setWidgetResizable(True)
        # Fields wrap and shrink to the panel; a sideways scroll bar would hide half a form.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMinimumWidth(360)
        # Never the focus itself: a click on a Bold button or a gap keeps the caret in its
        # field, and Tab from the outline lands in the first field.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._page = QWidget(self)
        self._layout = QVBoxLayout(self._page)
        self.heading = QLabel(self._page)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.heading.setFont(font)
        self.heading.setWordWrap(True)  # a long heading must not push the buttons out of view
        self._heading_row = QHBoxLayout()
        self._heading_row.addWidget(self.heading, 1)
        self._layout.addLayout(self._heading_row)
        self.hint = QLabel(self._page)
        self.hint.setWordWrap(True)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._layout.addWidget(self.hint)
        self._layout.addStretch(1)
        self.setWidget(self._page)

    def add_header_buttons(self, buttons: Sequence[QWidget]) -> None:
        """Buttons beside the heading (Bold, Italic, Link): they stay while forms change."""
        for button in buttons:
            self._heading_row.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)

    def show_path(self, path: ModelPath) -> None:
        """Build the form for the basics, a section or an entry."""
        if self.form is not None:
            self.form.discard()
            self.form = None
        self.path = path
        if not self.document.exists(path):
            self.heading.setText("")
            return
        model: type[BaseModel]
        if path == ("basics",):
            model, heading = Basics, "Basics"
        elif is_section_path(path):
            model, heading = Section, "Section"
        elif is_entry_path(path):
            value = self.document.value_at(path)
            model, heading = type(value), entry_kind_label(value.kind)
        elif len(path) == 2 and path[0] == "letters":
            model, heading = Letter, "Cover Letter"
        else:
            return
        self.heading.setText(heading)
        self.hint.setText("Its entries are listed under it in the outline: select one to edit it, "
                          "drag to reorder, untick to hide." if model is Section else "")
        self.hint.setVisible(model is Section)
        skip: tuple[str, ...] = ("kind", "entries") if model is not Section else ("entries",)
        self.form = ModelForm(self.document, path, model, self._page, skip=skip)
        self._layout.insertWidget(2, self.form)

    def editor(self, name: str) -> FieldEditor:
        """The field editor called *name* in the current form."""
        if self.form is None:
            raise LookupError("no form is shown")
        return self.form.editor(name)

    def unaccepted_fields(self) -> list[Unaccepted]:
        """Fields of the shown form holding typed text the model refused (shown in red)."""
        if self.form is None:
            return []
        heading = self.heading.text()
        return [Unaccepted(f"{heading}: {field_label(editor.spec.name)} — {editor.error}",
                           partial(self.go_to_field, editor))
                for editor in self.form.findChildren(FieldEditor) if editor.error is not None]

    def focus_first_field(self) -> None:
        """Put the caret in the form's first field (a section or entry was just added)."""
        if self.form is not None and self.form.editors:
            self.go_to_field(next(iter(self.form.editors.values())))

    def go_to_field(self, editor: FieldEditor) -> None:
        """Scroll *editor* into view and put the cursor in it."""
        self.ensureWidgetVisible(editor)
        target = next((w for w in editor.findChildren(QWidget)
                       if w.focusPolicy() != Qt.FocusPolicy.NoFocus and w.isVisibleTo(editor)), editor)
        target.setFocus(Qt.FocusReason.OtherFocusReason)
