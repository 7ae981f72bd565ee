"""The Add menu: the selection's usual addition, then every entry kind, every section
kind and a cover letter, each reachable by its access key.

Its items never move and never hide: the first one is always there (its text says what
it adds where the selection is), so "Ctrl+Shift+N, S, E" (Section ▸ Education), or the
same by arrow keys, lands on the same item whatever is selected. A person types on at
once; keys that landed on another item, or in a menu left open, were lost.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMenu, QWidget

from ..editing import labels
from ..model import ENTRY_KIND_TABLE, SECTION_KIND_TABLE
from ..model.l10n import section_title

# One access key per item of a menu, unique in it; the Chinese interface shows the same
# letter after the text (教育背景(&E)), so a person's keys work in both. Each kind's key
# is in its row of model/kinds.py.
MENU_KEYS = {"entry": "E", "section": "S", "letter": "L"}
ENTRY_KEYS = {row.name: row.key for row in ENTRY_KIND_TABLE}
SECTION_KEYS = {row.name: row.key for row in SECTION_KIND_TABLE}


def with_access_key(label: str, key: str) -> str:
    """*label* with ``&`` before the first *key* in it ("E&xperience"), else "(&K)" after it."""
    at = label.lower().find(key.lower())
    return f"{label[:at]}&{label[at:]}" if at >= 0 else f"{label} (&{key.upper()})"


class AddMenu(QMenu):
    """Signals:
        usual_chosen(): the first item, the selection's usual addition (its text is set by
            the owner in ``aboutToShow``).
        entry_chosen(kind): an entry of *kind*.
        section_chosen(kind): a section of *kind*.
        letter_chosen(): a cover letter.
    """

    usual_chosen = Signal()
    entry_chosen = Signal(str)
    section_chosen = Signal(str)
    letter_chosen = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.usual_action = self.addAction("")  # "Experience entry in Experience"
        self.usual_action.triggered.connect(self.usual_chosen.emit)
        self.addSeparator()
        self.entry_menu = self.addMenu(with_access_key("Entry", MENU_KEYS["entry"]))
        for kind in ENTRY_KEYS:
            action = self.entry_menu.addAction(with_access_key(labels.entry_kind_label(kind), ENTRY_KEYS[kind]))
            action.setData(kind)
            action.triggered.connect(lambda _=False, k=kind: self.entry_chosen.emit(k))
        self.section_menu = self.addMenu(with_access_key("Section", MENU_KEYS["section"]))
        for kind in SECTION_KEYS:
            title = section_title(kind, "en") or "Custom"
            action = self.section_menu.addAction(with_access_key(title, SECTION_KEYS[kind]))
            action.setData(kind)
            action.triggered.connect(lambda _=False, k=kind: self.section_chosen.emit(k))
        self.addSeparator()
        self.letter_action = self.addAction(with_access_key("Cover Letter", MENU_KEYS["letter"]))
        self.letter_action.triggered.connect(self.letter_chosen.emit)
