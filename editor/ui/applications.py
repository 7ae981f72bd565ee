"""Where it went: File → Record Application… after an export, and a list of
the applications with the fingerprint of each file sent.

Recording is an edit of the document (one undoable step through the one edit
path), so it is saved with the résumé. "Check a File…" answers "what did I
send to them?" from the bytes: a file whose SHA-256 matches a recorded one
names the application it went with.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ..editing.modelpath import EditRejected
from ..model.application import SentFile
from ..model.letter import Letter
from ..model.text import text_or_fallback
from .disk_watch import HASH_LIMIT, fingerprint
from .document import Document
from .i18n import tr

if TYPE_CHECKING:
    from .file_actions import FileActions
    from .prompts import Prompts


def sha256_of(path: Path) -> str | None:
    """The SHA-256 of the regular file *path* (None when it cannot be read or is too large to hash)."""
    found = fingerprint(path)
    return found.sha256 if found is not None and found.size <= HASH_LIMIT else None


class ApplicationActions(QObject):
    """Signals:
        message(str): a sentence for the status bar.
    """

    message = Signal(str)

    def __init__(self, document: Document, files: FileActions, prompts: Prompts, parent: QWidget):
        super().__init__(parent)
        self.document = document
        self.files = files
        self.prompts = prompts
        self._parent = parent
        self.record_action = QAction(tr("&Record Application…"), parent)
        self.record_action.setToolTip(tr("Note where the files of the last export went, with their fingerprints"))
        self.record_action.triggered.connect(lambda _=False: self.record())
        self.record_action.setEnabled(False)
        self.list_action = QAction(tr("&Applications…"), parent)
        self.list_action.setToolTip(tr("Where this résumé was sent, and which files"))
        self.list_action.triggered.connect(lambda _=False: self.show_list())
        files.exported.connect(lambda written: self.record_action.setEnabled(bool(written)))
        document.reset.connect(lambda: self.record_action.setEnabled(False))

    def record(self, today: datetime.date | None = None) -> bool:
        """Ask where the last export's files went and record it; False when nothing was recorded."""
        written = self.files.last_written
        if not written:
            self.message.emit(tr("Export first: an application records the files that were written."))
            return False
        letters = {letter.name: letter for letter in self.document.resume.letters}
        answer = self.prompts.ask_application([path.name for path, *_ in written],
                                              *self._letter_says(written, letters))
        if answer is None:
            return False
        organisation, role = answer
        sent = []
        for path, variant, lang, letter in written:
            digest = sha256_of(path)
            if digest is None:
                self.message.emit(tr("{} can no longer be read; nothing was recorded.").format(path.name))
                return False
            if letter in letters and variant is None:
                variant = letters[letter].variant  # a letter goes with its variant's résumé
            sent.append({"name": path.name, "sha256": digest, "language": lang, "variant": variant, "letter": letter})
        record = {"organisation": organisation, "role": role or None,
                  "date": (today or datetime.date.today()).isoformat(), "files": sent}
        applications = self.document.resume.applications
        try:
            self.document.insert(("applications",), len(applications), record,
                                 text=tr("Record application to {}").format(organisation))
        except EditRejected as rejected:
            self.message.emit(str(rejected))
            return False
        self.message.emit(tr("Recorded: {} files sent to {}.").format(len(sent), organisation))
        return True

    def _letter_says(self, written: list, letters: dict[str, Letter]) -> tuple[str, str]:
        """The organisation and the subject (as the role) of a letter among *written*,
        in the language it was written in: what the person would type."""
        default = self.document.resume.default_language
        for _path, _variant, lang, name in written:
            if name in letters:
                return (text_or_fallback(letters[name].organisation, lang, default).strip(),
                        text_or_fallback(letters[name].subject, lang, default).strip())
        return "", ""

    def which_application(self, path: Path) -> str:
        """A sentence saying which recorded application *path* (by its bytes) went with."""
        digest = sha256_of(path)
        if digest is None:
            return tr("{} cannot be read.").format(path.name)
        for application in self.document.resume.applications:
            for sent in application.files:
                if sent.sha256 == digest:
                    return tr("{} is the file sent to {} on {} (as {}).").format(
                        path.name, application.organisation, application.date, sent.name)
        return tr("{} matches no recorded application: it is not a file that was sent.").format(path.name)

    def show_list(self) -> None:
        ApplicationsDialog(self, self._parent).exec()


def _made_from(sent: SentFile) -> str:
    """What a sent file was made from: the whole résumé, a variant, or a letter (and its variant)."""
    made = sent.variant or tr("Whole résumé")
    return tr("Letter {} ({})").format(sent.letter, made) if sent.letter else made


class ApplicationsDialog(QDialog):
    """The recorded applications, newest first, and a button to check a file."""

    def __init__(self, actions: ApplicationActions, parent: QWidget | None = None):
        super().__init__(parent)
        self.records = actions
        self.setWindowTitle(tr("Applications"))
        self.resize(760, 360)
        headers = [tr("Date"), tr("Organisation"), tr("Role"), tr("File"), tr("Variant"), tr("Language"),
                   tr("SHA-256")]
        rows = [(a.date, a.organisation, a.role or "", f.name, _made_from(f), f.language,
                 f.sha256[:12] + "…") for a in reversed(actions.document.resume.applications) for f in a.files]
        self.table = QTableWidget(len(rows), len(headers), self)
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.table.setItem(r, c, QTableWidgetItem(str(value)))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        check = QPushButton(tr("Check a File…"), self)
        check.clicked.connect(self._on_check_clicked)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.addButton(check, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)

    def _on_check_clicked(self) -> None:
        folder = self.records.document.file_path.parent if self.records.document.file_path else None
        path = self.records.prompts.ask_sent_file(folder)
        if path is not None:
            self.records.prompts.show_info(tr("Which application?"), self.records.which_application(path))
