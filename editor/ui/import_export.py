"""File → Import… and File → Export As: other résumé formats in and out.

Import reads a PDF, JSON Resume, RenderCV, Reactive Resume, LinkedIn or
academicpages file (the format told from the content) on a worker thread,
with a busy bar and Cancel in the status bar (:mod:`editor.ui.import_runner`),
shows what could not be carried over, and opens the result as a new, unsaved
document. Export As writes what the preview shows (the language being edited,
cut to the variant picked) as PDF, Word, JSON Resume, Markdown or HTML, as
Ctrl+E does; each file written whole or not at all, made on the render
worker like every export (see :mod:`editor.ui.export_runner`).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from ..exports import EXPORT_FORMATS, ExportFormat, export_format
from ..formats import DocumentError
from ..formats.atomic import same_file
from .document import Document
from .export_runner import ExportTask
from .file_actions import FileActions, export_name, exported_bytes
from .i18n import tr
from .import_review import readable_note
from .import_runner import ImportOutcome, ImportProgress, ImportRunner
from .prompts import Prompts
from .render_job import RenderFunction, describe_failure, pdf_and_notes
from .snapshot import Snapshot

log = logging.getLogger(__name__)


class ImportExportActions(QObject):
    """Signals:
        message(str text, object path): a sentence for the status bar, and the
            file written (or None).
        imported(str source, list notes): a file was imported as a new document, with
            what the importer could not place or was unsure of.
    """

    message = Signal(str, object)
    imported = Signal(str, object)

    def __init__(self, document: Document, files: FileActions, prompts: Prompts,
                 render: RenderFunction, parent: QWidget):
        super().__init__(parent)
        self.document = document
        self.files = files
        self.prompts = prompts
        self.render = render
        self.imports = ImportRunner(self)
        self.import_progress = ImportProgress(self.imports, parent)
        if isinstance(parent, QMainWindow):
            parent.statusBar().addPermanentWidget(self.import_progress)
        self.import_action = QAction("&Import…", parent)
        self.import_action.setToolTip("Open a JSON Resume, RenderCV, Reactive Resume, LinkedIn export or "
                                      "academicpages cv.md as a new résumé")
        self.import_action.triggered.connect(lambda _=False: self.import_dialog())
        self.check_action = QAction("&Check PDF", parent)
        self.check_action.setToolTip("Export the language being edited, read the PDF back and list what does not come back")
        self.check_action.triggered.connect(lambda _=False: self.check_pdf())
        self.export_as_menu = QMenu("Export &As", parent)
        self.export_as_actions: dict[str, QAction] = {}
        for fmt in EXPORT_FORMATS:
            action = self.export_as_menu.addAction(fmt.label)
            action.triggered.connect(lambda _=False, key=fmt.key: self.export_as(key))
            self.export_as_actions[fmt.key] = action

    # --- import ---------------------------------------------------------------------

    def import_dialog(self) -> bool:
        folder = self.document.file_path.parent if self.document.file_path else None
        path = self.prompts.ask_import_path(folder)
        return path is not None and self.import_path(path)

    def import_path(self, path: Path) -> bool:
        """Start reading *path* on the worker; when it is read (and the open résumé may
        be replaced), it opens as a new unsaved résumé. False if an import is running."""
        if self.imports.busy:
            self.message.emit(tr("An import is still running."), None)
            return False
        return self.imports.run(path, self._on_import_done)

    def _on_import_done(self, outcome: ImportOutcome) -> None:
        path, error = outcome.path, outcome.error
        if outcome.cancelled:
            self.message.emit(tr("Import cancelled."), None)
            return
        if isinstance(error, OSError):
            self.prompts.show_error(tr("Could not import"), tr("“{}” could not be read: {}.").format(
                path.name, error.strerror or error))
            return
        if isinstance(error, DocumentError):
            details = "\n".join(str(problem) for problem in error.problems[:12])
            self.prompts.show_error(tr("Could not import"),
                                    tr("“{}” could not be imported.").format(path.name), details)
            return
        if error is not None:
            self.prompts.show_error(tr("Could not import"), describe_failure(error))
            return
        if not self.files.confirm_discard():  # asked now: the résumé may have changed while the file was read
            return
        result = outcome.result
        self.files.adopt(result.resume, tr("Imported {}.").format(path.name))  # type: ignore[attr-defined]
        notes = list(result.notes)  # type: ignore[attr-defined]
        self.imported.emit(path.name, notes)
        if notes:
            self.prompts.show_notes(tr("Imported with notes"),
                                    tr("“{}” was imported. Some of it has no place in Vitae:").format(path.name),
                                    [readable_note(note, result.resume) for note in notes])  # type: ignore[attr-defined]

    # --- check PDF ------------------------------------------------------------------

    def check_pdf(self) -> list[str] | None:
        """Export the language being edited, read it back, and show what does not come back,
        with hints on the conventions of the language's market (a photo in an English résumé)."""
        from ..editing.conventions import market_hints
        from ..formats.pdf_import.check import check_report
        from ..render.fonts import coverage, families

        lang = self.document.language
        resume = self.document.resume.model_copy(deep=True)
        try:
            pdf = pdf_and_notes(self.render(resume, template=None, lang=lang))[0]
            covered = frozenset().union(*(coverage(name) for name in families()))
            report = check_report(resume, pdf, lang, covered)
        except Exception as error:  # a renderer or reader bug must not take the window down
            log.exception("checking the PDF failed")
            self.prompts.show_error(tr("Could not check"), describe_failure(error))
            return None
        hints = [tr("Hint: {}").format(hint) for hint in market_hints(resume, lang)]  # never errors
        if report or hints:
            self.prompts.show_notes(tr("PDF check"), tr("Some of the résumé does not come back from its PDF:")
                                    if report else tr("The PDF reads back whole. Hints for this language:"),
                                    [readable_note(line, resume) for line in report] + hints)
        else:
            self.message.emit(tr("The PDF reads back whole."), None)
        return report + hints

    # --- export as ------------------------------------------------------------------

    def export_as(self, key: str) -> Path | None:
        """Ask where, then start writing what the preview shows in format *key*: the
        language being edited, cut to the variant picked (as Export PDF writes it).

        Returns the file being made (``files.exported`` tells when it is written), or None.
        """
        fmt = export_format(key)
        if self.files.exports.busy:
            self.message.emit(tr("An export is still running."), None)
            return None
        lang, variant = self.document.language, self.document.variant
        path = self.prompts.ask_export_as_path(self._suggested(fmt, lang, variant), fmt.name_filter)
        if path is None:
            return None
        if not path.suffix:
            path = path.with_suffix(fmt.suffix)
        if self.document.file_path is not None and same_file(path, self.document.file_path):  # links too
            self.prompts.show_error(tr("Could not export"), tr(
                "“{}” is the résumé itself; an export would replace it. Choose another name.").format(path.name))
            return None
        snapshot = Snapshot(self.document.resume)
        render = self.render
        folder = self.document.file_path.parent if self.document.file_path is not None else None
        task = ExportTask(path, lambda: exported_bytes(snapshot.resume(), key, lang, render, base_dir=folder,
                                                       variant=variant))
        return path if self.files.exports.run([task], self._on_export_done) else None

    def _suggested(self, fmt: ExportFormat, lang: str, variant: str | None) -> Path:
        """``cv-en.pdf``, a variant's ``cv-industry-en.pdf``: the names Export PDF gives."""
        base = self.document.file_path or Path.home() / "resume.yaml"
        return export_name(base, lang, fmt.suffix, variant=variant)

    def _on_export_done(self, written: list[Path], error: str) -> None:
        if error:
            self.prompts.show_error(tr("Could not export"), error)
        for path in written:
            self.message.emit(tr("Exported {} to {}").format(path.name, path.parent), path)
        self.files.exported.emit(written)
