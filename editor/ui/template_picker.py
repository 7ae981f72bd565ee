"""The toolbar's template choice: the résumé's ``design.template``, undoable."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from .document import Document
from ..editing.modelpath import EditRejected, ModelPath
from .i18n import SKIP, current_language, tr
from .qt_utils import signals_blocked


def available_templates() -> dict[str, tuple[str, str]]:
    """Template name → (title, description) in the interface language (the theme files say)."""
    try:
        from ..render.templates import template_titles
    except ImportError:
        return {}
    return template_titles(current_language())


class TemplatePicker(QComboBox):
    """Signals:
        chosen(str): the user picked a template (also remembered for new documents).
    """

    chosen = Signal(str)

    def __init__(self, document: Document, parent: QWidget | None = None,
                 templates: dict[str, tuple[str, str]] | None = None):
        super().__init__(parent)
        self.document = document
        self.setToolTip("Template")
        self.setProperty(SKIP, True)  # the theme files name the templates in each language
        for name in (templates if templates is not None else available_templates()):
            self.addItem(name.capitalize(), name)
        self.retitle(templates)
        self.currentIndexChanged.connect(self._on_self_index_changed)
        document.reset.connect(self._on_document_reset)
        document.entry_changed.connect(self._on_document_entry_changed)
        self._refresh()

    def retitle(self, templates: dict[str, tuple[str, str]] | None = None) -> None:
        """Name the templates in the interface language (call when it changes)."""
        for name, (title, description) in (templates if templates is not None else available_templates()).items():
            index = self.findData(name)
            if index >= 0:
                self.setItemText(index, title)
                self.setItemData(index, description, Qt.ItemDataRole.ToolTipRole)
        self.setToolTip(tr("Template"))

    def _refresh(self) -> None:
        name = self.document.resume.design.template
        with signals_blocked(self):
            index = self.findData(name)
            if index < 0:  # a template this installation does not have: show it, the preview will say why
                self.addItem(name, name)
                index = self.count() - 1
            self.setCurrentIndex(index)

    def _on_self_index_changed(self, _index: int) -> None:
        name = self.currentData()
        try:
            self.document.set_value(("design", "template"), name)
        except EditRejected:
            self._refresh()
            return
        self.chosen.emit(name)

    def _on_document_reset(self) -> None:
        self._refresh()

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path[:1] == ("design",) and len(path) <= 2:
            self._refresh()
