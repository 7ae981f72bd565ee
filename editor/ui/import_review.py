"""The import's review panel: what an importer was unsure of, beside the résumé.

An import (a PDF above all) opens as a new, unsaved document; the notes it
made stay listed here while the person checks the result. A note that names
a place in the document (``sections[2].entries[0].start: no dates``) is a
link: clicking it selects the entry and puts the cursor in the field.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget, QLabel, QListView, QListWidget, QListWidgetItem, QVBoxLayout, QWidget,
)

from ..editing.labels import entry_title, field_label, section_title_text
from ..editing.modelpath import ModelPath, index_at, parse_path
from ..formats.pdf_import.confidence import confidence_of, least_sure_first
from ..model import Resume
from .i18n import tr

PATH_ROLE = Qt.ItemDataRole.UserRole
# "unsure: sections[2].entries[0].start: reason" or "sections[1]: reason"
_NOTE = re.compile(r"^(?:unsure: )?((?:basics|sections\[\d+\])[\w\[\].-]*): (.*)$", re.S)


_CONFIDENCE = re.compile(r"\s*\(confidence [\d.]+\)$")

MIN_CHARACTERS = 26
"""The panel's least width, in average characters: a few words a line."""


def note_path(note: str) -> ModelPath | None:
    """The place in the document a note names, if it names one."""
    match = _NOTE.match(note)
    return parse_path(match.group(1)) if match else None


class ImportReview(QDockWidget):
    """Signals:
        path_clicked(path): the user clicked a note that names a place in the document.
    """

    path_clicked = Signal(object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("Review the import"), parent)  # made after the window was translated
        self.setObjectName("importReview")
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel(body)
        self.summary.setWordWrap(True)
        self.list = QListWidget(body)
        # In a narrow window the notes wrap to the panel's width, laid out again as it
        # changes, never cut short with "…" nor scrolled sideways (no spacing between
        # rows: with it, Qt measured a row's height for a wider line than it drew, and the
        # last words became "…"); the panel stays wide enough for a few words a line
        # without holding the window wide.
        self.list.setWordWrap(True)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setAlternatingRowColors(True)
        self.list.itemActivated.connect(self._on_list_item_activated)
        self.list.itemClicked.connect(self._on_list_item_activated)
        layout.addWidget(self.summary)
        layout.addWidget(self.list, 1)
        body.setMinimumWidth(MIN_CHARACTERS * body.fontMetrics().averageCharWidth())
        self.setWidget(body)
        self.hide()

    def show_notes(self, source: str, notes: list[str], resume: Resume | None = None) -> None:
        """List *notes* of the import of *source*; click one to go to its place.

        With the imported *resume*, a note's place reads as the person sees it
        ("Publications › Empowering …: no authors found") rather than as a path.
        """
        self.list.clear()
        for note in least_sure_first(notes):  # the reader's least sure reading first
            path = note_path(note)
            text = note if resume is None else readable_note(note, resume)
            confidence = confidence_of(note)
            if confidence is not None:
                text = f"{round(confidence * 100)}% sure · {_CONFIDENCE.sub('', text)}"
            item = QListWidgetItem(text, self.list)
            if path is not None:
                item.setData(PATH_ROLE, path)
                item.setToolTip(f"{note}\n\nClick to go there")
        self.summary.setText(tr("{}: {} things to check. Click one to go to its field.").format(source, len(notes)))
        self.show()

    def clear_notes(self) -> None:
        self.list.clear()
        self.hide()

    def _on_list_item_activated(self, item: QListWidgetItem) -> None:
        path = item.data(PATH_ROLE)
        if path is not None:
            self.path_clicked.emit(tuple(path))


def readable_note(note: str, resume: Resume) -> str:
    """*note* with the place it names spelled as the outline shows it
    ("Experience › Northwind AI › Bullet points: …", not "sections[2].entries[0].highlights[1]: …")."""
    path = note_path(note)
    if path is None:
        return note
    match = _NOTE.match(note)
    reason = match.group(2) if match else note
    lang, default = resume.default_language, resume.default_language
    where: list[str] = []
    if path[:1] == ("basics",):
        where.append("Basics")
        rest = path[1:]
    else:
        try:
            section = resume.sections[index_at(path, 1)]
        except (IndexError, TypeError):
            return note
        where.append(section_title_text(section, lang, default))
        rest = path[2:]
        if rest[:1] == ("entries",) and len(rest) >= 2:
            try:
                where.append(entry_title(section.entries[index_at(rest, 1)], lang, default))
            except (IndexError, TypeError):
                return note
            rest = rest[2:]
    if rest and isinstance(rest[0], str):
        where.append(field_label(rest[0]))
    return f"{' › '.join(where)}: {reason}"
