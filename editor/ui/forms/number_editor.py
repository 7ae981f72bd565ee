"""Numbers with limits (margins, font size, fit to pages).

An unset number means "the template decides". When the caller knows the
template's value (:meth:`NumberEditor.show_default`), the box shows that number
and the arrows step from it; a small button goes back to the template's value.
Without one, the lowest step reads "default" (for fit to pages: "off").
"""

from __future__ import annotations

from annotated_types import Ge, Le
from PySide6.QtWidgets import QDoubleSpinBox, QHBoxLayout, QToolButton, QWidget

from ..document import Document
from ...editing.modelpath import ModelPath
from ..i18n import tr
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec

DEFAULT_SUFFIX = " (template)"


class NumberEditor(FieldEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        # The field's bounds (Field(ge=…, le=…)): numbers, as the model's number fields have.
        self.low: float = next((m.ge for m in spec.info.metadata
                                if isinstance(m, Ge) and isinstance(m.ge, (int, float))), 0)
        self.high: float = next((m.le for m in spec.info.metadata
                                 if isinstance(m, Le) and isinstance(m.le, (int, float))), 999)
        self.is_int = "int" in str(spec.info.annotation)
        self.step = 1.0 if self.is_int else 0.5
        self.default: float | None = None
        self.input = QDoubleSpinBox(self)
        self.input.setDecimals(0 if self.is_int else 1)
        self.input.setSingleStep(self.step)
        self.none_value = self.low - self.step
        self.input.setRange(self.none_value if spec.optional else self.low, self.high)
        # Below the lowest allowed value: the template decides (for fit to pages: no fitting).
        self.input.setSpecialValueText(("off" if spec.name == "fit_pages" else "default") if spec.optional else "")
        self.input.setKeyboardTracking(False)
        self.input.setToolTip(spec.description)
        self.input.valueChanged.connect(self._on_input_changed)
        self.reset = QToolButton(self)
        self.reset.setText("↺")
        self.reset.setToolTip("Use the template's value")
        self.reset.clicked.connect(lambda: self.commit(None))
        self.reset.hide()
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input, 1)
        row.addWidget(self.reset)
        self.body.addLayout(row)
        self.refresh()

    def show_default(self, default: float | None) -> None:
        """Show *default* (the template's value) while the field is unset, and step from it."""
        self.default = default
        low = self.none_value if self.spec.optional and default is None else self.low
        with signals_blocked(self.input):
            self.input.setRange(low, self.high)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        value = self.value()
        shows_default = value is None and self.default is not None
        with signals_blocked(self.input):
            self.input.setSuffix(tr(DEFAULT_SUFFIX) if shows_default else "")
            if value is not None:
                self.input.setValue(float(value))
            else:
                self.input.setValue(self.none_value if self.default is None else self.default)
        self.reset.setVisible(self.spec.optional and self.default is not None and value is not None)
        self.show_error(None)

    def _on_input_changed(self, number: float) -> None:
        value: float | int | None = None
        if not (self.spec.optional and number <= self.none_value):
            value = int(round(number)) if self.is_int else round(number, 1)
        self.commit(value, merge=True)
