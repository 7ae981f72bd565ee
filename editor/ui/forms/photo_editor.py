"""The photo: a file name relative to the résumé's folder, typed or chosen
with a file picker (the model refuses anything but a relative path or an
http(s) link, so the picker stores the chosen file relative to the folder).
A chosen photo opens the crop dialog (also opened by "Crop…"); its OK stores
``basics.photo_crop`` as one undoable edit.

A résumé without a file has no folder yet: "Choose…" offers to save it before
the picker opens, not after a photo was picked in vain."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QToolButton, QWidget

from ...model import PhotoCrop

from ..document import Document
from ...editing.modelpath import EditRejected, ModelPath, validated
from ...editing.field_kinds import FieldSpec
from ..i18n import tr
from ..photo_crop import PhotoCropDialog, display_image
from .text_editor import StringEditor

NEEDS_FILE = "A photo is stored as a path from the résumé's folder, so the résumé needs a file first."
NO_FOLDER = "save the résumé first: the photo is stored next to it"


class PhotoEditor(StringEditor):
    def __init__(self, document: Document, path: ModelPath, spec: FieldSpec,
                 parent: QWidget | None = None):
        super().__init__(document, path, spec, parent)
        self.choose_button = QToolButton(self)
        self.choose_button.setText(tr("Choose…"))
        self.choose_button.setToolTip(tr("Choose a JPEG or PNG photo"))
        self.choose_button.clicked.connect(self._on_choose_button_clicked)
        self.crop_button = QToolButton(self)
        self.crop_button.setText(tr("Crop…"))
        self.crop_button.setToolTip(tr("Choose the part of the photo that prints"))
        self.crop_button.clicked.connect(self._on_crop_button_clicked)
        self.crop_dialog: PhotoCropDialog | None = None
        self._folder_error: str | None = None  # "save first", shown until the résumé has a file
        self.body.removeWidget(self.input)  # the input and its button on one line
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.input, 1)
        row.addWidget(self.choose_button)
        row.addWidget(self.crop_button)
        self.body.insertLayout(0, row)
        self._update_crop_button()
        document.file_changed.connect(self._on_document_file_changed)

    @property
    def crop_path(self) -> ModelPath:
        return self.path[:-1] + ("photo_crop",)

    def refresh(self) -> None:
        super().refresh()
        if hasattr(self, "crop_button"):  # (the base class refreshes before the button exists)
            self._update_crop_button()

    def choose(self, file: Path) -> bool:
        """Store *file* relative to the résumé's folder; False (with the reason shown) if it cannot be."""
        folder = self.document.file_path.parent if self.document.file_path else None
        if folder is None:
            self.show_error(tr(NO_FOLDER))
            self._folder_error = self.error
            return False
        try:
            relative = Path(os.path.relpath(file, folder)).as_posix()
        except ValueError:  # another drive (Windows): no relative path exists
            self.show_error(tr("the photo must be on the same drive as the résumé"))
            return False
        if relative != self.value():
            from ...render.photo import PhotoProblem, photo_path

            try:  # checked before the undo step opens, so a refused name leaves no empty step
                validated(self.document.resume, self.path, relative)
                photo_path(relative, folder)  # a link out of the folder is refused as ../ is
            except EditRejected as rejected:
                self.show_error(str(rejected))
                return False
            except PhotoProblem as problem:
                self.show_error(f"{relative} {problem}")
                return False
            # A new photo starts from its centre: the old crop named the old photo's pixels.
            with self.document.macro("Edit photo"):
                self.commit(relative)
                self.document.set_value(self.crop_path, None)
        self.show_error(None)
        self.open_crop_dialog()
        return True

    def open_crop_dialog(self) -> PhotoCropDialog | None:
        """Show the crop dialog for the current photo (not waiting for it: OK stores
        the crop); None, with the reason under the field, if the photo cannot be read."""
        from ...render.photo import PhotoProblem, photo_path, upright_photo

        source = self.value()
        folder = self.document.file_path.parent if self.document.file_path else None
        if not source:
            return None
        try:
            image = display_image(upright_photo(photo_path(source, folder)))
        except PhotoProblem as problem:
            self.show_error(f"{source!r} {problem}")
            return None
        self.show_error(None)
        dialog = PhotoCropDialog(image, self._slot_aspect(), self.document.value_at(self.crop_path), self.window())
        dialog.accepted.connect(lambda: self._store_crop(dialog.crop()))
        dialog.finished.connect(dialog.deleteLater)
        self.crop_dialog = dialog
        dialog.open()
        return dialog

    def _store_crop(self, crop: PhotoCrop) -> None:
        self.attempt(lambda: self.document.set_value(self.crop_path, crop, text="Crop photo"))

    def _slot_aspect(self) -> float:
        """The current template's photo shape (width / height)."""
        from ...render.errors import RenderError
        from ...render.theme import load_theme

        design = self.document.resume.design
        try:
            width, height = load_theme(design.template, design).header.photo_mm
        except RenderError:  # an unknown template: the preview says why; crop to the usual shape
            width, height = 25.0, 32.0
        return width / height

    def _update_crop_button(self) -> None:
        source = self.value()
        self.crop_button.setEnabled(bool(source) and not str(source).lower().startswith(("http://", "https://"))
                                    and self.document.file_path is not None)

    def _on_choose_button_clicked(self) -> None:
        if not self.document.save_first(NEEDS_FILE):  # asked before the picker, not after it
            return
        folder = self.document.file_path.parent if self.document.file_path else Path.home()
        chosen, _ = QFileDialog.getOpenFileName(self, tr("Choose a photo"), str(folder),
                                                tr("Images") + " (*.jpg *.jpeg *.png)")
        if chosen:
            self.choose(Path(chosen))

    def _on_document_file_changed(self, path: object) -> None:
        self._update_crop_button()
        if path is not None and self.error is not None and self.error == self._folder_error:
            self.show_error(None)  # resolved: the résumé has its folder now

    def _on_crop_button_clicked(self) -> None:
        self.open_crop_dialog()
