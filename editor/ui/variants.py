"""Variants in the window: the picker beside the language toggle, a new
variant, and taking the selected section or entry in or out of the variant.

Which variant is previewed is view state, like the language (not undoable);
taking an item in or out writes tags (:mod:`editor.editing.variant_membership`)
through the document's one edit path, so it is one undoable step that
autosave and the preview see. Editing text always edits the one source.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QSizePolicy, QWidget

from ..editing.labels import is_entry_path, is_section_path
from ..editing.modelpath import EditRejected, ModelPath
from ..editing.variant_membership import in_current, toggle_changes
from ..editing.variant_names import is_variant_name
from ..model.content import variant_named
from .document import Document
from .i18n import tr
from .variant_name_dialog import VariantNameDialog

WHOLE = "Whole résumé"
NEW = "New Variant…"


class VariantPicker(QComboBox):
    """Whole résumé, each variant, and "New Variant…" at the end."""

    def __init__(self, document: Document, new_variant: Callable[[], object], parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self._new_variant = new_variant
        self._names: list[str] = []
        self.setToolTip(tr("The cut of the résumé the preview shows and exports make"))
        self.setAccessibleName("variant")
        # As wide as its longest item in the interface language in use (Qt's default measures
        # once, at first show: a window started in Chinese cut "Whole résumé" short in English).
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.activated.connect(self._on_activated)
        document.reset.connect(self._rebuild)
        document.entry_changed.connect(self._on_document_entry_changed)
        document.variant_changed.connect(self._on_document_variant_changed)
        self._rebuild()

    def _rebuild(self) -> None:
        names = [variant.name for variant in self.document.resume.variants]
        self._names = names
        self.blockSignals(True)
        self.clear()
        self.addItem(tr(WHOLE), None)
        for variant in self.document.resume.variants:
            self.addItem(variant.name, variant.name)
        self.insertSeparator(self.count())
        self.addItem(tr(NEW), NEW)
        self.blockSignals(False)
        self._on_document_variant_changed(self.document.variant)

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path[:1] == ("variants",) and [v.name for v in self.document.resume.variants] != self._names:
            self._rebuild()

    def _on_document_variant_changed(self, name: str | None) -> None:
        index = self.findData(name) if name is not None else 0
        self.blockSignals(True)
        self.setCurrentIndex(max(0, index))
        self.blockSignals(False)

    def _on_activated(self, index: int) -> None:
        data = self.itemData(index)
        if data == NEW:
            self._on_document_variant_changed(self.document.variant)  # until the dialog says
            self._new_variant()
            return
        self.document.set_variant(data)


class VariantActions(QObject):
    """Edit → New Variant… and Edit → In This Variant (checkable), for the item
    the outline has selected.

    Signals:
        message(str): a sentence for the status bar.
    """

    message = Signal(str)

    def __init__(self, document: Document, current_path: Callable[[], ModelPath], parent: QWidget):
        super().__init__(parent)
        self.document = document
        self._current_path = current_path
        self._parent = parent
        self.dialog: VariantNameDialog | None = None
        """The New Variant dialog while it is open."""
        self.new_action = QAction(tr("New &Variant…"), parent)
        self.new_action.setToolTip(tr("Name a new cut of this résumé (industry, academic, one page…)"))
        self.new_action.triggered.connect(lambda _=False: self.new_variant())
        self.member_action = QAction(tr("In This &Variant"), parent)
        self.member_action.setCheckable(True)
        self.member_action.setShortcut(QKeySequence("Ctrl+Shift+I"))
        self.member_action.setToolTip(tr("Take the selected section or entry into the variant, or leave it out "
                                         "(Ctrl+Shift+I)"))
        self.member_action.triggered.connect(lambda _=False: self.toggle_selected())
        document.variant_changed.connect(lambda _name: self.update())
        document.changed.connect(self.update)
        self.update()

    def new_variant(self, name: str | None = None) -> str | None:
        """Add a variant named *name* and preview it; one undoable step. Without a
        name, open the dialog that asks for one (the variant is added once it is
        accepted) and return None."""
        if name is None:
            self._ask_name()
            return None
        variants = self.document.resume.variants
        if not is_variant_name(name):
            self.message.emit(tr("“{}” cannot name a variant: a name is made of the letters a–z, digits, "
                                 "- and _ (it names the exported files).").format(name))
            return None
        if any(variant.name == name for variant in variants):
            self.message.emit(tr("This résumé already has a variant named {}.").format(name))
            return None
        try:
            self.document.insert(("variants",), len(variants), {"name": name},
                                 text=tr("Add variant {}").format(name))
        except EditRejected as rejected:
            self.message.emit(str(rejected))
            return None
        self.document.set_variant(name)
        return name

    def _ask_name(self) -> None:
        """Open the New Variant dialog (window-modal; the window's loop keeps running)."""
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return
        path = self.document.file_path
        dialog = VariantNameDialog([variant.name for variant in self.document.resume.variants],
                                   path.stem if path is not None else "resume", self.document.language,
                                   self._parent)
        self.dialog = dialog
        dialog.accepted.connect(lambda: self.new_variant(dialog.name()))
        dialog.finished.connect(self._on_dialog_finished)
        dialog.open()

    def _on_dialog_finished(self, _result: int) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None

    def toggle_selected(self) -> None:
        """Take the selected section or entry into the previewed variant, or leave it out."""
        path, variant = self._current_path(), self.document.variant
        if variant is None or not (is_section_path(path) or is_entry_path(path)):
            self.update()
            return
        leaving = in_current(self.document.resume, path, variant_named(self.document.resume, variant))
        text = (tr("Leave out of {}") if leaving else tr("Take into {}")).format(variant)
        try:
            with self.document.macro(text):
                for change_path, value in toggle_changes(self.document.resume, path, variant):
                    self.document.set_value(change_path, value)
        except EditRejected as rejected:
            self.message.emit(str(rejected))
        self.update()

    def update(self) -> None:
        path, variant = self._current_path(), self.document.variant
        usable = variant is not None and (is_section_path(path) or is_entry_path(path)) and self.document.exists(path)
        self.member_action.setEnabled(usable)
        self.member_action.setChecked(bool(usable) and in_current(
            self.document.resume, path, variant_named(self.document.resume, variant)))  # type: ignore[arg-type]
