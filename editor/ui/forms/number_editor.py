"""Numbers with limits (margins, font size, fit to pages); the lowest step means "template default"."""

from __future__ import annotations

from annotated_types import Ge, Le
from PySide6.QtWidgets import QDoubleSpinBox, QWidget

from ..document import Document
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec


class NumberEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        low = next((m.ge for m in spec.info.metadata if isinstance(m, Ge)), 0)
        high = next((m.le for m in spec.info.metadata if isinstance(m, Le)), 999)
        self.is_int = "int" in str(spec.info.annotation)
        self.step = 1.0 if self.is_int else 0.5
        self.input = QDoubleSpinBox(self)
        self.input.setDecimals(0 if self.is_int else 1)
        self.input.setSingleStep(self.step)
        self.none_value = low - self.step
        self.input.setRange(self.none_value if spec.optional else low, high)
        # Below the lowest allowed value: the template decides (for fit to pages: no fitting).
        self.input.setSpecialValueText(("off" if spec.name == "fit_pages" else "default") if spec.optional else "")
        self.input.setKeyboardTracking(False)
        self.input.setToolTip(spec.description)
        self.input.valueChanged.connect(self._on_input_changed)
        self.body.addWidget(self.input)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        value = self.value()
        with signals_blocked(self.input):
            self.input.setValue(self.none_value if value is None else float(value))
        self.show_error(None)

    def _on_input_changed(self, number: float) -> None:
        value: float | int | None = None
        if not (self.spec.optional and number <= self.none_value):
            value = int(round(number)) if self.is_int else round(number, 1)
        self.commit(value, merge=True)
