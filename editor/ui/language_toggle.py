"""EN | 中文: which of the résumé's languages the forms edit and the preview shows.

The content language is view state, not an edit: switching is not undoable
and does not mark the document modified.
"""

from __future__ import annotations

from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget

from .document import Document
from .i18n import tr
from ..editing.labels import language_label
from ..editing.modelpath import ModelPath


class LanguageToggle(QWidget):
    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.buttons: dict[str, QToolButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._rebuild()
        document.reset.connect(self._on_document_reset)
        document.language_changed.connect(self._on_document_language_changed)
        document.entry_changed.connect(self._on_document_entry_changed)

    def _rebuild(self) -> None:
        for button in self.buttons.values():
            self._group.removeButton(button)
            button.hide()  # deleted later, maybe only after a dialog's own event loop ends
            button.deleteLater()
        self.buttons = {}
        for index, tag in enumerate(self.document.resume.languages):
            button = QToolButton(self)
            button.setText(language_label(tag))
            button.setCheckable(True)
            button.setToolTip(tr("Edit and preview the {} résumé").format(language_label(tag))
                              + (f" (Ctrl+{index + 1})" if index < 9 else ""))
            if index < 9:
                button.setShortcut(f"Ctrl+{index + 1}")
            button.setAccessibleName(f"language {tag}")
            button.clicked.connect(lambda _=False, t=tag: self.document.set_language(t))
            self._group.addButton(button)
            self._layout.addWidget(button)
            self.buttons[tag] = button
        self._on_document_language_changed(self.document.language)

    def _on_document_reset(self) -> None:
        self._rebuild()

    def _on_document_language_changed(self, lang: str) -> None:
        if lang in self.buttons:
            self.buttons[lang].setChecked(True)

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path == ("languages",):
            self._rebuild()
