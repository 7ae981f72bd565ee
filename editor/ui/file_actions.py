"""The document's life: new, open, save, export, recovery, and the close check.

No widgets here except through :class:`~editor.ui.prompts.Prompts`, so every
path through this module runs in tests without a dialog.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..formats import DocumentError, load, save
from ..formats.atomic import atomic_write, refuse_same_file, remove_stale_temporaries
from ..model import Resume
from ..paths import EXAMPLES
from .document import Document, new_resume
from .prompts import Prompts
from .recovery import Autosaver, Recovered, find_orphans
from .render_job import RenderFunction, describe_failure
from .settings import AppSettings

log = logging.getLogger(__name__)

EXAMPLE = EXAMPLES / "example.yaml"


def export_name(document_path: Path, lang: str) -> Path:
    return document_path.with_name(f"{document_path.stem}-{lang}.pdf")


class FileActions(QObject):
    """Signals:
        message(str text, object path): a sentence for the status bar, and a file
            it is about (an exported PDF the user may want to open) or None.
        recent_changed(): the recent-files list changed.
    """

    message = Signal(str, object)
    recent_changed = Signal()

    def __init__(self, document: Document, prompts: Prompts, settings: AppSettings,
                 autosaver: Autosaver, render: RenderFunction, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.prompts = prompts
        self.settings = settings
        self.autosaver = autosaver
        self.render = render
        self._export_base: Path | None = None  # where an unsaved document's PDFs go

    # --- starting -----------------------------------------------------------------

    def start(self, path: Path | None) -> None:
        """Offer to restore work a crash left behind, else open *path* or the example."""
        for recovered in find_orphans(self.autosaver.folder):
            if self.prompts.ask_restore(recovered):
                self._restore(recovered)
                recovered.discard()
                return
            recovered.discard()
        if path is not None:
            self.open_path(path, ask=False)
        else:
            self.new_from_example(ask=False)

    def _restore(self, recovered: Recovered) -> None:
        baseline = None
        if recovered.original is not None and recovered.original.exists():
            try:
                baseline = load(recovered.original)
            except DocumentError:
                baseline = None
        if baseline is None:
            self.document.reset_to(recovered.resume, recovered.original, restored=True)
        else:  # undo takes the restored edits back to what the file holds
            self.document.reset_to(baseline, recovered.original)
            self.document.set_value((), recovered.resume, text="Restore unsaved changes")
        self.message.emit("Restored the unsaved changes from the last session.", None)

    # --- new / open ---------------------------------------------------------------

    def new_empty(self) -> None:
        if self.confirm_discard():
            resume = new_resume()
            if self.settings.last_template():
                resume.design.template = self.settings.last_template()
            self.document.reset_to(resume, None)
            self._export_base = None

    def new_from_example(self, *, ask: bool = True) -> None:
        if ask and not self.confirm_discard():
            return
        try:
            resume = load(EXAMPLE)
        except DocumentError as error:
            log.warning("bundled example unreadable: %s", error)
            resume = new_resume()
        self.document.reset_to(resume, None)
        self._export_base = None

    def adopt(self, resume: Resume, message: str) -> None:
        """Show *resume* (an import) as a new document: unsaved, so closing asks to save it."""
        self.document.reset_to(resume, None, restored=True)
        self._export_base = None
        self.message.emit(message, None)

    def open_dialog(self) -> None:
        folder = self.document.file_path.parent if self.document.file_path else None
        path = self.prompts.ask_open_path(folder)
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        if ask and not self.confirm_discard():
            return False
        try:
            resume = load(path)
        except DocumentError as error:
            details = "\n".join(p.message if not p.path else f"{p.path}: {p.message}" for p in error.problems[:12])
            self.prompts.show_error("Could not open", f"“{path.name}” could not be opened.", details)
            return False
        self.document.reset_to(resume, path.resolve())
        remove_stale_temporaries(path)  # what a killed save of this file left behind
        self._export_base = None
        self.settings.add_recent(path)
        self.recent_changed.emit()
        self.message.emit(f"Opened {path.name}.", None)
        return True

    # --- save ---------------------------------------------------------------------

    def save(self) -> bool:
        if self.document.file_path is None:
            return self.save_as()
        return self._save_to(self.document.file_path)

    def save_as(self) -> bool:
        current = self.document.file_path
        suggested = current or Path.home() / "resume.yaml"
        path = self.prompts.ask_save_path(suggested)
        if path is None:
            return False
        if not path.suffix:
            path = path.with_suffix(".yaml")
        return self._save_to(path)

    def _save_to(self, path: Path) -> bool:
        try:
            save(self.document.resume, path)
        except OSError as error:
            log.exception("saving %s failed", path)
            self.prompts.show_error("Could not save",
                                    f"“{path.name}” could not be saved: {error.strerror or error}. "
                                    "The file on disk is unchanged.")
            return False
        self.document.mark_saved(path.resolve())
        self.autosaver.clear()
        self.settings.add_recent(path)
        self.recent_changed.emit()
        self.message.emit(f"Saved {path.name}.", None)
        return True

    def confirm_discard(self) -> bool:
        """True when the current document may be replaced or closed (saved if asked)."""
        if not self.document.is_modified():
            return True
        name = self.document.file_path.name if self.document.file_path else "Untitled"
        choice = self.prompts.ask_save_changes(name)
        if choice == "save":
            return self.save()
        return choice == "discard"

    # --- export -------------------------------------------------------------------

    def export(self, *, all_languages: bool = False) -> list[Path]:
        """Write ``<document>-<lang>.pdf`` beside the document (asking once where if unsaved)."""
        base = self._export_target()
        if base is None:
            return []
        languages = list(self.document.resume.languages) if all_languages else [self.document.language]
        written = []
        for lang in languages:
            target = export_name(base, lang)
            try:
                refuse_same_file(target, [self.document.file_path] if self.document.file_path else [])
                data = self.render(self.document.resume.model_copy(deep=True), template=None, lang=lang)
                atomic_write(target, data)
            except OSError as error:
                log.exception("export to %s failed", target)
                self.prompts.show_error("Could not export", f"“{target.name}” could not be written: {error.strerror or error}.")
                return written
            except Exception as error:
                log.exception("rendering for export failed")
                self.prompts.show_error("Could not export", describe_failure(error).replace(
                    "The preview could not be updated", "The PDF could not be made"))
                return written
            written.append(target)
        if written:
            shown = written[0] if len(written) == 1 else written[0].parent
            names = ", ".join(p.name for p in written)
            self.message.emit(f"Exported {names} to {written[0].parent}", shown)
        return written

    def _export_target(self) -> Path | None:
        if self.document.file_path is not None:
            return self.document.file_path
        if self._export_base is None:
            suggested = Path.home() / f"resume-{self.document.language}.pdf"
            chosen = self.prompts.ask_export_path(suggested)
            if chosen is None:
                return None
            stem = chosen.stem
            for lang in self.document.resume.languages:  # "cv-en.pdf" means the base "cv"
                stem = stem.removesuffix(f"-{lang}")
            self._export_base = chosen.with_name(stem + ".yaml")
        return self._export_base
