"""Ctrl+K: the text and the address of one link, in a small dialog.

The address is checked before the dialog closes (a web, e-mail or phone address;
a bare ``example.org`` gets ``https://``), so a wrong one is said where it was
typed and can be corrected there. On a link that exists, Remove Link takes the
link away and keeps its text.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget,
)

from ...model.markup import normal_url
from ..colours import error_style
from ..i18n import tr


class LinkDialog(QDialog):
    """Asks for a link's text and address. After ``accepted``: :attr:`url` is the
    address to link to, or None to remove the link; :meth:`text` the text to show."""

    def __init__(self, parent: QWidget, text: str, url: str):
        super().__init__(parent)
        self.setWindowTitle(tr("Edit Link") if url else tr("Insert Link"))
        self.url: str | None = None
        self.text_input = QLineEdit(text, self)
        self.text_input.setPlaceholderText(tr("The address, if left empty"))
        self.address_input = QLineEdit(url, self)
        self.address_input.setPlaceholderText("https://…, name@example.org")
        self.address_input.setMinimumWidth(self.fontMetrics().horizontalAdvance("x") * 45)
        self.problem = QLabel(self)
        self.problem.setStyleSheet(error_style(self.palette()))
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        form.addRow(tr("Text:"), self.text_input)
        form.addRow(tr("Address:"), self.address_input)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.remove_button: QPushButton | None = None
        if url:
            self.remove_button = buttons.addButton(tr("Remove Link"), QDialogButtonBox.ButtonRole.ResetRole)
            self.remove_button.setAutoDefault(False)
            self.remove_button.clicked.connect(self._on_remove_clicked)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.address_input.setFocus()

    def text(self) -> str:
        return self.text_input.text().strip()

    def accept(self) -> None:
        typed = self.address_input.text().strip()
        url = normal_url(typed)
        if url is None:
            self.problem.setText(tr("“{}” is not a web or e-mail address (https://…, name@example.org)")
                                 .format(typed) if typed else tr("Type the address the link opens."))
            self.problem.show()
            self.address_input.setFocus()
            self.address_input.selectAll()
            return
        self.url = url
        super().accept()

    def _on_remove_clicked(self) -> None:
        self.url = None
        super().accept()
