"""File → Import… and File → Export As: other résumé formats in and out.

Import reads JSON Resume or RenderCV (the format told from the content),
shows what could not be carried over, and opens the result as a new, unsaved
document. Export As writes the language being edited as PDF, JSON Resume,
Markdown or HTML, each file written whole or not at all.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from ..formats import DocumentError
from ..formats.atomic import atomic_write
from ..model import Resume
from .document import Document
from .file_actions import FileActions
from .i18n import tr
from .prompts import Prompts
from .render_job import RenderFunction, describe_failure

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ExportFormat:
    key: str
    label: str
    suffix: str
    name_filter: str


EXPORT_FORMATS = (
    ExportFormat("pdf", "&PDF…", ".pdf", "PDF (*.pdf)"),
    ExportFormat("json", "&JSON Resume…", ".json", "JSON Resume (*.json)"),
    ExportFormat("md", "&Markdown…", ".md", "Markdown (*.md)"),
    ExportFormat("html", "&HTML…", ".html", "HTML (*.html *.htm)"),
)


def exported_bytes(resume: Resume, key: str, lang: str, render: RenderFunction) -> bytes:
    """*resume* in *lang* as the bytes of an export in format *key*."""
    if key == "pdf":
        return render(resume, template=None, lang=lang)
    if key == "json":
        from ..formats.jsonresume_export import export_jsonresume

        return (json.dumps(export_jsonresume(resume, lang), indent=2, ensure_ascii=False) + "\n").encode()
    if key == "md":
        from ..formats.markdown import export_markdown

        return export_markdown(resume, lang).encode()
    if key == "html":
        from ..formats.html import export_html

        return export_html(resume, lang).encode()
    raise ValueError(f"unknown export format {key!r}")


def _import_pdf(raw: bytes, path: Path):
    """A PDF read into a résumé; what the reader was unsure of becomes the import's notes."""
    from ..formats.interchange import ImportResult
    from ..formats.pdf_import import read_pdf

    read = read_pdf(raw, path.name)
    return ImportResult(read.resume, [f"{where or 'document'}: {reason}" for where, reason in read.unsure])


class ImportExportActions(QObject):
    """Signals:
        message(str text, object path): a sentence for the status bar, and the
            file written (or None).
    """

    message = Signal(str, object)

    def __init__(self, document: Document, files: FileActions, prompts: Prompts,
                 render: RenderFunction, parent: QWidget):
        super().__init__(parent)
        self.document = document
        self.files = files
        self.prompts = prompts
        self.render = render
        self.import_action = QAction("&Import…", parent)
        self.import_action.setToolTip("Open a PDF, JSON Resume or RenderCV file as a new résumé")
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
        """Open *path* (JSON Resume or RenderCV) as a new unsaved résumé."""
        if not self.files.confirm_discard():
            return False
        from ..formats.detect import import_file

        try:
            raw = path.read_bytes()
            result = _import_pdf(raw, path) if raw[:1024].find(b"%PDF-") >= 0 else import_file(raw, path.name)
        except OSError as error:
            self.prompts.show_error(tr("Could not import"), tr("“{}” could not be read: {}.").format(
                path.name, error.strerror or error))
            return False
        except DocumentError as error:
            details = "\n".join(str(problem) for problem in error.problems[:12])
            self.prompts.show_error(tr("Could not import"),
                                    tr("“{}” could not be imported.").format(path.name), details)
            return False
        self.files.adopt(result.resume, tr("Imported {}.").format(path.name))
        if result.notes:
            self.prompts.show_notes(tr("Imported with notes"),
                                    tr("“{}” was imported. Some of it has no place in Vitae:").format(path.name),
                                    result.notes)
        return True

    # --- check PDF ------------------------------------------------------------------

    def check_pdf(self) -> list[str] | None:
        """Export the language being edited, read it back, and show what does not come back."""
        from ..formats.pdf_import.check import check_report
        from ..render.fonts import coverage, families

        lang = self.document.language
        resume = self.document.resume.model_copy(deep=True)
        try:
            pdf = self.render(resume, template=None, lang=lang)
            covered = frozenset().union(*(coverage(name) for name in families()))
            report = check_report(resume, pdf, lang, covered)
        except Exception as error:  # a renderer or reader bug must not take the window down
            log.exception("checking the PDF failed")
            self.prompts.show_error(tr("Could not check"), describe_failure(error))
            return None
        if report:
            self.prompts.show_notes(tr("PDF check"), tr("Some of the résumé does not come back from its PDF:"), report)
        else:
            self.message.emit(tr("The PDF reads back whole."), None)
        return report

    # --- export as ------------------------------------------------------------------

    def export_as(self, key: str) -> Path | None:
        """Ask where, then write the language being edited in format *key*."""
        fmt = next(f for f in EXPORT_FORMATS if f.key == key)
        lang = self.document.language
        path = self.prompts.ask_export_as_path(self._suggested(fmt, lang), fmt.name_filter)
        if path is None:
            return None
        if not path.suffix:
            path = path.with_suffix(fmt.suffix)
        return self._write(path, lambda: exported_bytes(self.document.resume.model_copy(deep=True),
                                                         key, lang, self.render))

    def _suggested(self, fmt: ExportFormat, lang: str) -> Path:
        base = self.document.file_path or Path.home() / "resume.yaml"
        return base.with_name(f"{base.stem}-{lang}{fmt.suffix}")

    def _write(self, path: Path, make: Callable[[], bytes]) -> Path | None:
        try:
            data = make()
            atomic_write(path, data)
        except OSError as error:
            log.exception("export to %s failed", path)
            self.prompts.show_error(tr("Could not export"), tr("“{}” could not be written: {}.").format(
                path.name, error.strerror or error))
            return None
        except Exception as error:  # a renderer or exporter bug must not take the window down
            log.exception("exporting %s failed", path)
            self.prompts.show_error(tr("Could not export"), describe_failure(error).replace(
                "The preview could not be updated", "The file could not be made"))
            return None
        self.message.emit(tr("Exported {} to {}").format(path.name, path.parent), path)
        return path
