"""Every question the window asks the user, in one replaceable object.

The window never opens a dialog directly; it asks its ``Prompts``. Tests pass
an object with the same methods that answers without showing anything.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Literal

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .recovery import Recovered

SaveChoice = Literal["save", "discard", "cancel"]
RESUME_FILTER = "Résumés (*.yaml *.yml *.json);;All files (*)"
PDF_FILTER = "PDF (*.pdf)"


class Prompts:
    def __init__(self, parent: QWidget | None = None):
        self.parent = parent

    def ask_save_changes(self, name: str) -> SaveChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, "Unsaved changes",
                          f"Save the changes to “{name}” before closing it?", parent=self.parent)
        box.setInformativeText("If you don't save, your changes will be lost.")
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def ask_open_path(self, folder: Path | None) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.parent, "Open résumé", str(folder or ""), RESUME_FILTER)
        return Path(name) if name else None

    def ask_save_path(self, suggested: Path) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, "Save résumé", str(suggested), RESUME_FILTER)
        return Path(name) if name else None

    def ask_export_path(self, suggested: Path) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, "Export PDF", str(suggested), PDF_FILTER)
        return Path(name) if name else None

    def ask_restore(self, recovered: Recovered) -> bool:
        when = datetime.datetime.fromtimestamp(recovered.saved_at).strftime("%Y-%m-%d %H:%M")
        name = recovered.original.name if recovered.original else "an unsaved résumé"
        answer = QMessageBox.question(
            self.parent, "Restore unsaved work?",
            f"Vitae closed unexpectedly while {name} had unsaved changes (last kept at {when}).\n\n"
            "Restore them?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes

    def show_error(self, title: str, message: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, parent=self.parent)
        if details:
            box.setInformativeText(details)
        box.exec()
