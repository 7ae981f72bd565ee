"""Editors for one piece of text: multilingual (``LocalText``) or a plain string."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QWidget

from ...model import Basics, LocalText, Section
from ...model.letter import Letter
from ...model.l10n import section_title
from ...model.text import text_in
from ..document import Document
from ...editing.labels import language_label
from ...editing.modelpath import ModelPath
from ..i18n import for_example, tr
from ..qt_utils import signals_blocked
from ..spelling import attach as check_spelling
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec
from ...model.markup import canonical
from .text_widgets import GrowingTextEdit, OneLineTextEdit

MULTILINE_FIELDS = {"summary", "text", "details", "address"}
PRINTED_AS_TYPED: dict[type, set[str]] = {
    Basics: {"name", "location"},
    Section: {"title"},
    Letter: {"recipient", "organisation", "address", "subject", "salutation", "closing", "signature"},
}
"""Texts every output prints as typed (no bold, italic or links): their fields edit plain text."""


def other_language_hint(document: Document, value: LocalText | None) -> str:
    """What a field says in another language: shown greyed out while this one is empty."""
    lang, default = document.language, document.default_language
    for other in document.resume.languages:
        if other != lang:
            text = text_in(value, other, default)
            if text:
                return f"{language_label(other)}: {text}"
    return ""


class LocalTextEditor(FieldEditor):
    """The current content language's text of a multilingual field, its bold, italic
    and links shown as such; plain text for a text printed as typed (``PRINTED_AS_TYPED``)."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None, *, multiline: bool | None = None):
        super().__init__(document, path, spec, parent)
        if multiline is None:
            multiline = spec.name in MULTILINE_FIELDS
        owner = type(document.value_at(path[:-1])) if document.exists(path[:-1]) else type(None)
        markup = spec.name not in PRINTED_AS_TYPED.get(owner, set())
        if multiline:
            self.input: OneLineTextEdit | GrowingTextEdit = GrowingTextEdit(self, markup=markup)
            self.input.edited.connect(self._on_input_edited)
        else:
            self.input = OneLineTextEdit(self, markup=markup)
            self.input.textEdited.connect(self._on_input_edited)
        self.input.formatted.connect(self._on_input_formatted)
        self.input.setToolTip(spec.description)
        check_spelling(document, self.input, path)
        self._row = QHBoxLayout()  # the input, and a companion beside it when one is added
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(0)
        self._row.addWidget(self.input, 1, Qt.AlignmentFlag.AlignTop)
        self.body.addLayout(self._row)
        self.refresh()

    def text_inputs(self) -> list[tuple[ModelPath, QWidget]]:
        return [(self.path, self.input)]

    def add_companion(self, path: ModelPath, companion: QWidget) -> bool:
        if path != self.path:
            return False
        self._row.addWidget(companion, 1, Qt.AlignmentFlag.AlignTop)
        return True

    def text(self) -> str:
        """The field's text in the inline syntax, as stored."""
        return self.input.text()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        value = self.value()
        text = self.document.text_at(self.path)
        with signals_blocked(self.input):
            if (canonical(text) if self.input.markup else text) != self.text():  # the same: the caret stays
                self.input.setText(text)
            self.input.setPlaceholderText(self._hint(value))
        self.show_error(None)

    def _hint(self, value: LocalText | None) -> str:
        """Greyed text while empty: the other language's text, the default, or an example."""
        hint = other_language_hint(self.document, value)
        if hint:
            return hint
        owner = self.document.value_at(self.path[:-1])
        if isinstance(owner, Section) and self.spec.name == "title":
            default = section_title(owner.kind, self.document.language)
            return tr("{} (the default for this kind)").format(default) if default else tr("Section title")
        return for_example(self.spec.example)

    def _on_input_edited(self, text: str) -> None:
        self.commit_text(text)

    def _on_input_formatted(self, text: str) -> None:
        self.commit_text(text, merge=False)


class StringEditor(FieldEditor):
    """A plain string: e-mail, phone, link, file name. Empty means "not set"."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.input = QLineEdit(self)
        if spec.example:
            self.input.setPlaceholderText(for_example(spec.example))
        self.input.setToolTip(spec.description)
        self.input.textEdited.connect(self._on_input_edited)
        self.body.addWidget(self.input)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        text = self.value() or ""
        if text != self.input.text().strip():
            with signals_blocked(self.input):
                self.input.setText(text)
        self.show_error(None)

    def _on_input_edited(self, text: str) -> None:
        value: str | None = text.strip()
        if not value and self.spec.optional:
            value = None
        self.commit(value, merge=True)
