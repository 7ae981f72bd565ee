"""The photo: a file name relative to the résumé's folder, typed or chosen
with a file picker (the model refuses anything but a relative path or an
http(s) link, so the picker stores the chosen file relative to the folder)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QToolButton, QWidget

from ..document import Document
from ...editing.modelpath import ModelPath
from ...editing.field_kinds import FieldSpec
from ..i18n import tr
from .text_editor import StringEditor


class PhotoEditor(StringEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.choose_button = QToolButton(self)
        self.choose_button.setText(tr("Choose…"))
        self.choose_button.setToolTip(tr("Choose a JPEG or PNG photo"))
        self.choose_button.clicked.connect(self._on_choose_button_clicked)
        self.body.removeWidget(self.input)  # the input and its button on one line
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input, 1)
        row.addWidget(self.choose_button)
        self.body.insertLayout(0, row)

    def choose(self, file: Path) -> bool:
        """Store *file* relative to the résumé's folder; False (with the reason shown) if it cannot be."""
        folder = self.document.file_path.parent if self.document.file_path else None
        if folder is None:
            self.show_error(tr("save the résumé first: the photo is stored next to it"))
            return False
        try:
            relative = Path(os.path.relpath(file, folder)).as_posix()
        except ValueError:  # another drive (Windows): no relative path exists
            self.show_error(tr("the photo must be on the same drive as the résumé"))
            return False
        return self.commit(relative)

    def _on_choose_button_clicked(self) -> None:
        folder = self.document.file_path.parent if self.document.file_path else Path.home()
        chosen, _ = QFileDialog.getOpenFileName(self, tr("Choose a photo"), str(folder),
                                                tr("Images") + " (*.jpg *.jpeg *.png)")
        if chosen:
            self.choose(Path(chosen))
