"""The document's life: new, open, save, export, recovery, and the close check.

The file on disk is guarded (see :mod:`editor.ui.open_file`): a file another
editor holds is opened read-only or on purpose only; a change made on disk by
another program is offered for reload, and never overwritten without asking.

No widgets here except through :class:`~editor.ui.prompts.Prompts`, so every
path through this module runs in tests without a dialog.
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from ..exports import export_format
from ..formats import DocumentError, load, save
from ..formats.atomic import remove_stale_temporaries, same_file
from ..model import Resume
from ..paths import EXAMPLE
from ..request import RenderRequest
from .disk_watch import fingerprint
from .doc_lock import DocumentLock
from .document import Document, new_resume
from .export_runner import ExportRunner, ExportTask
from .i18n import tr
from .open_file import OpenFile
from .prompts import Prompts, Unaccepted
from .recovery import Autosaver, Recovered, find_orphans
from .recovery_offer import kept_notes, offered_for
from .render_job import RenderFunction, call_render, pdf_and_notes
from .settings import AppSettings
from .snapshot import Snapshot

log = logging.getLogger(__name__)


def export_name(document_path: Path, lang: str, suffix: str = ".pdf", *,
                variant: str | None = None, letter: str | None = None) -> Path:
    """``cv-en.pdf``; a variant's ``cv-academic-en.pdf``; a letter's ``cv-letter-acme-en.pdf``
    (the names ``vitae export --variant`` and ``--letter`` give)."""
    middle = f"letter-{letter}-" if letter else f"{variant}-" if variant else ""
    return document_path.with_name(f"{document_path.stem}-{middle}{lang}{suffix}")


def exported_bytes(resume: Resume, key: str, lang: str, render: RenderFunction, *, base_dir: Path | None = None,
                   variant: str | None = None, letter: str | None = None) -> bytes:
    """*resume* in *lang* (its *variant*, or its cover letter *letter*) as the bytes of an
    export in format *key* (a row of :data:`editor.exports.EXPORT_FORMATS`). The PDF comes
    from the window's renderer, the one the preview uses; *base_dir* is where a relative
    photo is found."""
    fmt = export_format(key)
    if fmt.key == "pdf":
        return pdf_and_notes(call_render(render, resume, template=None, lang=lang, variant=variant, letter=letter))[0]
    return fmt.export(resume, RenderRequest(lang=lang, base_dir=base_dir, variant=variant, letter=letter))


class FileActions(QObject):
    """Signals:
        message(str text, object path): a sentence for the status bar, and a file
            it is about (an exported PDF the user may want to open) or None.
        exported(object paths): an export finished; the files written.
    """

    message = Signal(str, object)
    exported = Signal(object)

    def __init__(self, document: Document, prompts: Prompts, settings: AppSettings,
                 autosaver: Autosaver, render: RenderFunction, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.prompts = prompts
        self.settings = settings
        self.autosaver = autosaver
        self.render = render
        self.session_ended = False
        """A signal ended the session (``MainWindow.end_session``): a question it closed was not answered."""
        self.file = OpenFile(self)
        self.file.changed_on_disk.connect(self._on_file_changed_on_disk)
        self.file.deleted_on_disk.connect(self._on_file_deleted_on_disk)
        self.exports = ExportRunner(self)
        self.unaccepted: Callable[[], list[Unaccepted]] = list
        """Fields holding typed text the model has not accepted (set by the window)."""
        self._export_base: Path | None = None  # where an unsaved document's PDFs go
        self._jobs_of: dict[Path, tuple[str | None, str, str | None]] = {}
        self.last_written: list[tuple[Path, str | None, str, str | None]] = []
        """The files the last export wrote, each with its (variant, language, letter)."""
        self.unsaved_name = "Untitled"
        """What the window calls a document that has no file yet (the example says so)."""
        self._asking_about_disk = False
        self._disk_question_waits = False
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):  # a question about the disk may wait for the window's activation
            app.focusWindowChanged.connect(self._on_focus_window_changed)

    # --- starting -----------------------------------------------------------------

    def start(self, path: Path | None) -> None:
        """Offer to restore work an earlier session left behind, else open *path* or the example.

        With *path*, only the work left on that file is offered (Restore puts it over the
        file); work on other documents is never opened in its place: it stays for a start
        without a file, and the status bar says so. Declined work is set aside, never deleted.
        """
        self.autosaver.tidy()
        orphans, unreadable = find_orphans(self.autosaver.folder)
        for file, reason in unreadable:
            self.prompts.show_error(
                "Unsaved work could not be restored",
                f"A recovery file left by an earlier session could not be read: {reason}",
                f"It was kept, untouched, at {file}.")
        offered, left = offered_for(orphans, path)
        declined: list[tuple[Recovered, Path]] = []
        failed: list[tuple[Recovered, str]] = []
        for recovered in offered:
            restore = self.prompts.ask_restore(recovered)
            if self.session_ended:  # closed unanswered by a signal: the work stays offered
                return
            if restore:
                if self._restore(recovered):
                    recovered.discard()
                    break
                continue  # kept: the file it belongs to is open elsewhere
            try:
                declined.append((recovered, recovered.set_aside()))
            except OSError as error:  # left where it is: offered again at the next start
                log.exception("could not set aside %s", recovered.file)
                failed.append((recovered, str(error.strerror or error)))
        else:  # nothing restored
            if self.session_ended:
                return
            if path is not None:
                self.open_path(path, ask=False)
            else:
                self.new_from_example(ask=False)
        notes, folder = kept_notes(declined, failed, left)
        if notes:  # after "Opened …", which would replace them
            self.message.emit(notes[0] if len(notes) == 1 else " ".join(tr(note) for note in notes), folder)

    def _restore(self, recovered: Recovered) -> bool:
        """Show *recovered*'s work over the file it belongs to (False: that file is held elsewhere
        and the user cancelled)."""
        original = recovered.original
        claim = self._claim(original) if original is not None else (None, False)
        if claim is None:
            return False
        lock, read_only = claim
        known = fingerprint(original) if original is not None else None
        baseline = None
        if original is not None and known is not None:
            try:
                baseline = load(original)
            except DocumentError:
                baseline = None
        if baseline is None:
            self.document.reset_to(recovered.resume, original, restored=True)
        else:  # undo takes the restored edits back to what the file holds
            self.document.reset_to(baseline, original)
            self.document.set_value((), recovered.resume, text="Restore unsaved changes")
        self.file.bind(original, lock, read_only=read_only, known=known)
        self.message.emit("Restored the unsaved changes from the last session.", None)
        return True

    # --- new / open ---------------------------------------------------------------

    def new_empty(self) -> None:
        if self.confirm_discard():
            resume = new_resume()
            template = self.settings.last_template()
            if template:
                resume.design.template = template
            self.unsaved_name = "Untitled"
            self.document.reset_to(resume, None)
            self.file.release()
            self._export_base = None

    def new_from_example(self, *, ask: bool = True) -> None:
        if ask and not self.confirm_discard():
            return
        try:
            resume = load(EXAMPLE)
        except DocumentError as error:
            log.warning("bundled example unreadable: %s", error)
            resume = new_resume()
        self.unsaved_name = "Example résumé"
        self.document.reset_to(resume, None)
        self.file.release()
        self._export_base = None

    def adopt(self, resume: Resume, message: str) -> None:
        """Show *resume* (an import) as a new document: unsaved, so closing asks to save it."""
        self.unsaved_name = "Untitled"
        self.document.reset_to(resume, None, restored=True)
        self.file.release()
        self._export_base = None
        self.message.emit(message, None)

    def open_dialog(self) -> None:
        path = self.prompts.ask_open_path(self._folder())
        if path is not None:
            self.open_path(path)

    def _folder(self) -> Path:
        """Where Open and Save As start: the document's folder, else the last one used."""
        if self.document.file_path is not None:
            return self.document.file_path.parent
        recent = self.settings.recent_files()
        return recent[0].parent if recent and recent[0].parent.is_dir() else Path.home()

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        if ask and not self.confirm_discard():
            return False
        path = path.resolve()
        known = fingerprint(path)  # before reading: a change in between is then noticed
        try:
            resume = load(path)
        except DocumentError as error:
            details = "\n".join(p.message if not p.path else f"{p.path}: {p.message}" for p in error.problems[:12])
            self.prompts.show_error("Could not open", f"“{path.name}” could not be opened.", details)
            return False
        claim = self._claim(path)
        if claim is None:
            return False
        lock, read_only = claim
        self.document.reset_to(resume, path)
        remove_stale_temporaries(path)  # what a killed save of this file left behind
        self.file.bind(path, lock, read_only=read_only, known=known)
        self._export_base = None
        self.settings.add_recent(path)
        self.message.emit(f"Opened {path.name}" + (" (read-only)." if read_only else "."), None)
        return True

    def _claim(self, path: Path) -> tuple[DocumentLock | None, bool] | None:
        """Lock *path* for this window: (lock, read-only), or None if the user cancelled."""
        lock, holder = OpenFile.try_lock(path)
        if holder is None:
            return lock, False
        choice = self.prompts.ask_locked(path.name, holder.describe())
        if choice == "cancel":
            return None
        return None, choice == "read_only"  # "anyway" opens it without the lock

    def release(self) -> None:
        """The window closes: free the file's lock and stop watching it."""
        self.exports.cancel()
        self.file.release()

    # --- the file changed on disk ---------------------------------------------------

    def _on_file_changed_on_disk(self) -> None:
        """Another program wrote the open file. With nothing unsaved here there is nothing
        to choose: take its version and say so. With edits on both sides, ask, but only
        in the window the person is using: a question raised over the window being typed
        in (another Vitae window, another program) would take their keystrokes."""
        path = self.document.file_path
        if path is None or self._asking_about_disk:
            return
        if not self.document.is_modified():
            self._reload(path, quiet=True)
            return
        window = self.parent()
        if isinstance(window, QWidget) and window.isVisible() and not window.isActiveWindow():
            self._disk_question_waits = True  # asked when the window is next activated
            return
        self._disk_question_waits = False
        self._asking_about_disk = True
        try:
            choice = self.prompts.ask_reload(path.name, self.document.is_modified())
            if choice == "reload" and self._reload(path):
                return
            self.file.accept_disk()  # asked once; the next save may overwrite what is there now
            self.document.mark_unsaved()
            self.message.emit(f"Kept your version of {path.name}; saving will replace the file's.", None)
        finally:
            self._asking_about_disk = False

    def _reload(self, path: Path, *, quiet: bool = False) -> bool:
        """Read *path* again; *quiet*: the person asked for nothing, so a file that
        cannot be read (another program may be half-way through writing it) is said
        in the status bar, not in a dialog."""
        known = fingerprint(path)
        try:
            resume = load(path)
        except DocumentError as error:
            if quiet:
                self.message.emit(f"Another program changed {path.name}, and it cannot be read now: "
                                  f"{error.problems[0].message}. Your version stays.", None)
                return False
            details = "\n".join(p.message if not p.path else f"{p.path}: {p.message}" for p in error.problems[:12])
            self.prompts.show_error("Could not reload", f"“{path.name}” could not be read; your version stays.",
                                    details)
            return False
        self.document.reset_to(resume, path)
        self.file.watch.watch(path, known)
        self.autosaver.clear()
        self.message.emit(f"Another program changed {path.name}: reloaded it." if quiet
                          else f"Reloaded {path.name} from disk.", None)
        return True

    def _on_focus_window_changed(self, _window: object) -> None:
        window = self.parent()
        if self._disk_question_waits and isinstance(window, QWidget) and window.isActiveWindow():
            QTimer.singleShot(0, self._on_file_changed_on_disk)  # after the activation is done

    def _on_file_deleted_on_disk(self) -> None:
        path = self.document.file_path
        if path is None:
            return
        self.file.accept_disk()  # saving recreates it without asking
        self.document.mark_unsaved()
        self.message.emit(f"{path.name} was deleted or moved on disk. Save to keep your résumé.", None)

    # --- save ---------------------------------------------------------------------

    def save(self) -> bool:
        if self.document.file_path is None or self.file.read_only:
            return self.save_as()
        return self._save_to(self.document.file_path)

    def save_as(self) -> bool:
        if not self._settle_unaccepted():
            return False
        current = self.document.file_path
        suggested = current or self._folder() / "resume.yaml"
        path = self.prompts.ask_save_path(suggested)
        if path is None:
            return False
        if not path.suffix:
            path = path.with_suffix(".yaml")
        return self._save_to(path, asked=True)

    def save_first(self, reason: str) -> bool:
        """Something needs the résumé's file (*reason*: a photo is stored relative to it)
        while it has none yet: offer to save it now. True once it has a file."""
        if self.document.file_path is not None:
            return True
        return self.prompts.ask_save_first(reason) and self.save_as()

    def _save_to(self, path: Path, *, asked: bool = False) -> bool:
        if not asked and not self._settle_unaccepted():
            return False
        path = path.resolve()
        same_file = path == self.document.file_path and not self.file.read_only
        lock = self.file.lock
        if same_file:
            if self.file.differs_from_disk() and self.prompts.ask_overwrite(path.name) != "overwrite":
                return False
        else:
            lock, holder = OpenFile.try_lock(path)
            if holder is not None:
                self.prompts.show_error("Could not save", f"“{path.name}” is open in another window: "
                                        f"{holder.describe()}. Save under another name.")
                return False
        try:
            # Only the document's own file keeps its layout: Save As over another file
            # must not leave that file's comments beside this résumé's text.
            save(self.document.resume, path, keep_layout=same_file)
        except OSError as error:
            log.exception("saving %s failed", path)
            if not same_file and lock is not None:
                lock.release()
            self.prompts.show_error("Could not save",
                                    f"“{path.name}” could not be saved: {error.strerror or error}. "
                                    "The file on disk is unchanged.")
            return False
        self.document.mark_saved(path)
        self.file.bind(path, lock)
        self.file.accept_disk()
        self.autosaver.clear()
        self.settings.add_recent(path)
        self.message.emit(f"Saved {path.name}.", None)
        return True

    def confirm_discard(self) -> bool:
        """True when the current document may be replaced or closed (saved if asked)."""
        if not self._settle_unaccepted():
            return False
        if not self.document.is_modified():
            return True
        name = self.document.file_path.name if self.document.file_path else self.unsaved_name
        choice = self.prompts.ask_save_changes(name)
        if choice == "save":
            return self.save()
        return choice == "discard"

    def _settle_unaccepted(self) -> bool:
        """Warn about typed text the model has not accepted; False: the user went to fix it."""
        fields = self.unaccepted()
        if not fields:
            return True
        if self.prompts.ask_unaccepted([field.label for field in fields]) == "go":
            fields[0].go_to()
            return False
        return True

    # --- export -------------------------------------------------------------------

    def export(self, *, all_languages: bool = False, key: str = "pdf") -> bool:
        """Write ``<document>-<lang>.pdf`` beside the document (asking once where if unsaved);
        with *key* another format of :data:`editor.exports.EXPORT_FORMATS` (``docx``…).
        The variant being previewed is what is written (``<document>-<variant>-<lang>``);
        *all_languages* writes the whole résumé and every variant in each of its languages.

        The files are made on the render worker; :attr:`exported` tells when they are written.
        False if nothing was started.
        """
        resume = self.document.resume
        jobs: list[tuple[str | None, str]]
        if all_languages:
            jobs = [(None, lang) for lang in resume.languages] + [
                (variant.name, lang) for variant in resume.variants for lang in (variant.languages or resume.languages)]
        else:
            jobs = [(self.document.variant, self.document.language)]
        return self._export_jobs([(variant, lang, None) for variant, lang in jobs], key)

    def export_letter(self, index: int, *, all_languages: bool = False) -> bool:
        """Write the cover letter at *index* as ``<document>-letter-<name>-<lang>.pdf``:
        in the language being edited, or in each of the letter's languages."""
        from ..model.letter_text import letter_languages

        resume = self.document.resume
        letter = resume.letters[index]
        languages = letter_languages(resume, letter) if all_languages else [self.document.language]
        return self._export_jobs([(None, lang, letter.name) for lang in languages], "pdf")

    def _export_jobs(self, jobs: list[tuple[str | None, str, str | None]], key: str) -> bool:
        """Each (variant, language, letter) job made on the render worker and written; the set all or none."""
        fmt = export_format(key)
        if self.exports.busy:
            self.message.emit("An export is still running.", None)
            return False
        base = self._export_target()
        if base is None:
            return False
        document_file = self.document.file_path
        targets = [export_name(base, lang, fmt.suffix, variant=variant, letter=letter)
                   for variant, lang, letter in jobs]
        for target in targets:  # a file name may be a link onto the résumé itself
            if document_file is not None and same_file(target, document_file):
                self.prompts.show_error("Could not export", (
                    f"“{target.name}” is the résumé itself; an export would replace it."))
                return False
        snapshot = Snapshot(self.document.resume)
        render = self.render

        def make(variant: str | None, lang: str, letter: str | None) -> bytes:
            return exported_bytes(snapshot.resume(), key, lang, render, base_dir=base.parent,
                                  variant=variant, letter=letter)

        tasks = [ExportTask(target, partial(make, *job)) for target, job in zip(targets, jobs)]
        self._jobs_of = dict(zip(targets, jobs))
        return self.exports.run(tasks, self._on_export_done)

    def _on_export_done(self, written: list[Path], error: str) -> None:
        self.last_written = [(path, *self._jobs_of[path]) for path in written if path in self._jobs_of]
        if error:
            self.prompts.show_error("Could not export", error)
        if written:
            shown = written[0] if len(written) == 1 else written[0].parent
            names = ", ".join(p.name for p in written)
            self.message.emit(f"Exported {names} to {written[0].parent}", shown)
        self.exported.emit(written)

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
