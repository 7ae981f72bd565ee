"""The "New Variant" dialog: a name as people say it, and the name its files get.

"Industry Cut" is taken as ``industry-cut`` (see :mod:`editor.editing.variant_names`),
shown under the field while it is typed. A name that gives no usable name, or one
the résumé already has, keeps the dialog open with a sentence saying why.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from ..editing.variant_names import variant_name
from .colours import error_style
from .i18n import tr


class VariantNameDialog(QDialog):
    def __init__(self, taken: list[str], file_stem: str, lang: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._taken = taken
        self._stem, self._lang = file_stem, lang
        self.setWindowTitle(tr("New Variant"))
        self.setMinimumWidth(420)
        prompt = QLabel(tr("Name of the new variant (for example Industry or One page):"), self)
        prompt.setWordWrap(True)
        self.field = QLineEdit(self)
        self.field.setAccessibleName(tr("Variant name"))
        self.field.textChanged.connect(self._on_field_text_changed)
        self.shown_as = QLabel(self)
        self.shown_as.setWordWrap(True)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(error_style(self.palette()))
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._on_buttons_accepted)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (prompt, self.field, self.shown_as, self.problem, buttons):
            layout.addWidget(widget)
        self._on_field_text_changed("")

    def name(self) -> str:
        """The variant name the typed text stands for ("" if none)."""
        return variant_name(self.field.text())

    def _why_not(self) -> str | None:
        """Why the typed text cannot name a new variant (a sentence), or None."""
        typed, name = self.field.text().strip(), self.name()
        if not name:
            if not typed:
                return tr("Type a name for the variant.")
            return tr("“{}” has nothing a file name can use. A variant's name is made of the letters a–z, "
                      "digits, - and _, because it names the exported files; type it with those "
                      "(for example industry).").format(typed)
        if name in self._taken:
            return tr("This résumé already has a variant named {}.").format(name)
        return None

    def _on_field_text_changed(self, _text: str) -> None:
        name = self.name()
        self.shown_as.setText(tr("Saved as {}: its files are named {}.").format(
            name, f"{self._stem}-{name}-{self._lang}.pdf") if name else "")
        self.shown_as.setVisible(bool(name))
        self.problem.hide()

    def _on_buttons_accepted(self) -> None:
        reason = self._why_not()
        if reason is not None:
            self.problem.setText(reason)
            self.problem.show()
            self.field.setFocus()
            return
        self.accept()
