"""Edit → Spelling Dictionary: the English dictionaries installed, the document's checked.

Filled each time it opens, so a dictionary installed while Vitae runs is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ...editing.dictionary import installed_dictionaries
from ..i18n import retranslate
from .checking import dictionary_label

if TYPE_CHECKING:
    from .checking import SpellChecking


class DictionaryMenu(QMenu):
    def __init__(self, service: "SpellChecking", parent: QWidget | None = None):
        super().__init__("Spelling &Dictionary", parent)
        self.setObjectName("spellingDictionaryMenu")
        self.service = service
        self.aboutToShow.connect(self._on_self_about_to_show)

    def fill(self) -> None:
        """One item per installed English dictionary; the one this document is checked with ticked."""
        self.clear()
        group = QActionGroup(self)
        in_use = self.service.document.resume.spelling.dictionary or self.service.tag
        tags = installed_dictionaries()
        for tag in tags:
            action = QAction(dictionary_label(tag), self)
            action.setCheckable(True)
            action.setChecked(tag == in_use)
            action.setData(tag)
            action.triggered.connect(lambda _=False, t=tag: self.service.choose_dictionary(t))
            group.addAction(action)
            self.addAction(action)
        if not tags:
            self.addAction("(none installed)").setEnabled(False)
        retranslate(self)

    def _on_self_about_to_show(self) -> None:
        self.fill()
