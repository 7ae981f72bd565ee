"""A partial date: a year, an optional month or season, and for ends "present"."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QSpinBox, QWidget

from ...model.dates import SEASONS, parse_date
from ..document import Document
from ...editing.modelpath import ModelPath
from ..qt_utils import signals_blocked
from .base import FieldEditor
from ...editing.field_kinds import FieldSpec

NO_YEAR = 1899
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


class DateEditor(FieldEditor):
    """Year spin box ("—" = no date), month/season combo, and "present" for an end."""

    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        self.year = QSpinBox(self)
        self.year.setRange(NO_YEAR, 2100)
        self.year.setSpecialValueText("—")
        self.year.setKeyboardTracking(False)  # "2" on the way to "2021" is not a date
        self.year.setAccessibleName(f"{spec.name} year")
        self.month = QComboBox(self)
        self.month.addItem("—", None)
        for number, name in enumerate(MONTHS, start=1):
            self.month.addItem(name, number)
        for season in SEASONS:
            self.month.addItem(season.capitalize(), season)
        self.month.setAccessibleName(f"{spec.name} month")
        row.addWidget(self.year)
        row.addWidget(self.month)
        self.present: QCheckBox | None = None
        if spec.kind == "end_date":
            self.present = QCheckBox("present", self)
            self.present.setToolTip("Still ongoing: the range ends with “Present”.")
            self.present.toggled.connect(self._on_widgets_changed)
            row.addWidget(self.present)
        row.addStretch(1)
        self.body.addLayout(row)
        self._day: int | None = None
        self.year.valueChanged.connect(self._on_widgets_changed)
        self.month.currentIndexChanged.connect(self._on_widgets_changed)
        self.refresh()

    def refresh(self) -> None:
        if not self.document.exists(self.path):
            return
        value = self.value()
        widgets = [self.year, self.month] + ([self.present] if self.present else [])
        with signals_blocked(*widgets):
            is_present = value == "present"
            if self.present is not None:
                self.present.setChecked(is_present)
            self.year.setEnabled(not is_present)
            self.month.setEnabled(not is_present)
            if not value or is_present:
                self.year.setValue(NO_YEAR)
                self.month.setCurrentIndex(0)
                self._day = None
            else:
                parts = parse_date(value)
                self.year.setValue(parts.year)
                self.month.setCurrentIndex(max(0, self.month.findData(parts.season or parts.month)))
                self._day = parts.day
        self.show_error(None)

    def date_text(self) -> str | None:
        """The date the widgets show, as the model stores it."""
        if self.present is not None and self.present.isChecked():
            return "present"
        if self.year.value() == NO_YEAR:
            return None
        month = self.month.currentData()
        if month is None:
            return str(self.year.value())
        if isinstance(month, str):
            return f"{self.year.value()}-{month}"
        text = f"{self.year.value()}-{month:02d}"
        current = self.value()
        if self._day and current and current.startswith(text):
            text += f"-{self._day:02d}"
        return text

    def _on_widgets_changed(self, *_args: object) -> None:
        present = self.present is not None and self.present.isChecked()
        self.year.setEnabled(not present)
        self.month.setEnabled(not present)
        self.commit(self.date_text())
