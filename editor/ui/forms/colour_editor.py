"""A colour as ``#rrggbb`` text, with a swatch that opens the colour picker."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QHBoxLayout, QLineEdit, QToolButton, QWidget

from ..document import Document
from ...editing.modelpath import ModelPath
from ..i18n import tr
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec


class ColourEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.swatch = QToolButton(self)
        self.swatch.setToolTip("Pick a colour")
        self.swatch.clicked.connect(self._on_swatch_clicked)
        self.input = QLineEdit(self)
        self.input.setPlaceholderText(tr("template's colour, e.g. #1f4e79"))
        self.input.setToolTip(spec.description)
        self.input.textEdited.connect(self._on_input_edited)
        row.addWidget(self.swatch)
        row.addWidget(self.input, 1)
        self.body.addLayout(row)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        value = self.value() or ""
        with signals_blocked(self.input):
            if value.lower() != self.input.text().strip().lower():
                self.input.setText(value)
        colour = value or "transparent"
        self.swatch.setStyleSheet(f"QToolButton {{ background: {colour}; border: 1px solid #888; "
                                  "min-width: 18px; min-height: 18px; }")
        self.show_error(None)

    def _on_input_edited(self, text: str) -> None:
        self.commit(text.strip() or None, merge=True)

    def _on_swatch_clicked(self) -> None:
        start = QColor(self.value() or "#1f4e79")
        colour = QColorDialog.getColor(start, self, "Accent colour")
        if colour.isValid():
            self.commit(colour.name())
