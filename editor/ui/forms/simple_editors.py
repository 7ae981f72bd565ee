"""Small editors: a check box, a choice, the language limit, a list of dates."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLineEdit, QWidget

from ...model.l10n import section_title
from ..document import Document
from ...editing.labels import field_label, language_label
from ...editing.modelpath import ModelPath
from ..i18n import for_example, tr
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec


class BoolEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.input = QCheckBox(field_label(spec.name), self)
        self.input.setToolTip(spec.description)
        self.input.toggled.connect(self._on_input_toggled)
        self.body.addWidget(self.input)
        self.refresh()

    def refresh(self) -> None:
        if self.document.exists(self.path):
            with signals_blocked(self.input):
                self.input.setChecked(bool(self.value()))

    def _on_input_toggled(self, checked: bool) -> None:
        self.commit(checked)


class ChoiceEditor(FieldEditor):
    """One of a fixed set (a ``Literal``): a section's kind, a page size."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.input = QComboBox(self)
        if spec.optional:
            self.input.addItem("(template's default)", None)
        for choice in spec.choices:
            label = section_title(choice, "en") if path[-1] == "kind" else _spaced(choice)
            self.input.addItem(label or str(choice).capitalize(), choice)
        self.input.setToolTip(spec.description)
        self.input.currentIndexChanged.connect(self._on_input_changed)
        self.body.addWidget(self.input)
        self.refresh()

    def show_default(self, label: str) -> None:
        """Name what "the template's default" stands for, e.g. "A4"."""
        if self.spec.optional:
            self.input.setItemText(0, f"Template default ({_spaced(label)})")

    def refresh(self) -> None:
        if self.document.exists(self.path):
            value = self.value()
            if value is not None and self.input.findData(value) < 0:
                self.input.addItem(str(value), value)  # written another way in the file: keep it
            with signals_blocked(self.input):
                self.input.setCurrentIndex(max(0, self.input.findData(value)))

    def _on_input_changed(self, _index: int) -> None:
        self.commit(self.input.currentData())


def _spaced(name: str) -> str:
    """A font family's name as people write it: "NotoSerif" → "Noto Serif"."""
    return re.sub(r"(?<=[a-z])(?=[A-Z])", " ", name)


class LanguagesEditor(FieldEditor):
    """Limit a section or entry to some of the résumé's languages (all checked = no limit)."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QCheckBox] = {}
        for tag in document.resume.languages:
            box = QCheckBox(language_label(tag), self)
            box.setToolTip(f"Show in the {language_label(tag)} résumé")
            box.toggled.connect(self._on_box_toggled)
            row.addWidget(box)
            self.boxes[tag] = box
        row.addStretch(1)
        self.body.addLayout(row)
        # The "keep one" notice answers a click, not a value waiting to be accepted:
        # any later edit, here or elsewhere, makes it old news.
        document.changed.connect(self._on_document_changed)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        limit = self.value()
        with signals_blocked(*self.boxes.values()):
            for tag, box in self.boxes.items():
                box.setChecked(limit is None or not limit or tag in limit)
        self.show_error(None)

    def _on_box_toggled(self, _checked: bool) -> None:
        chosen = [tag for tag, box in self.boxes.items() if box.isChecked()]
        if not chosen:
            self.refresh()  # tick the last one again
            self.show_error("keep at least one language; to leave it out everywhere, untick it in the outline")
            return
        self.commit(None if len(chosen) == len(self.boxes) else chosen)

    def _on_document_changed(self) -> None:
        if self.error is not None:
            self.show_error(None)


class DateListEditor(FieldEditor):
    """Several dates in one line: ``2022, 2023``."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.input = QLineEdit(self)
        self.input.setPlaceholderText(for_example("2022, 2023-06"))
        self.input.setToolTip(spec.description)
        self.input.textEdited.connect(self._on_input_edited)
        self.body.addWidget(self.input)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        text = ", ".join(self.value())
        if self._parse(self.input.text()) != list(self.value()):
            with signals_blocked(self.input):
                self.input.setText(text)
        self.show_error(None)

    @staticmethod
    def _parse(text: str) -> list[str]:
        return [part.strip() for part in text.replace("，", ",").split(",") if part.strip()]

    def _on_input_edited(self, text: str) -> None:
        self.commit(self._parse(text), merge=True)


class WordListEditor(DateListEditor):
    """Short words in one line, separated by commas: ``academic, one-page`` (tags)."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.input.setPlaceholderText(tr("e.g. {}, short").format(spec.example) if spec.example else "")
