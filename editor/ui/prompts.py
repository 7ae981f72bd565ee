"""Every question the window asks the user, in one replaceable object.

The window never opens a dialog directly; it asks its ``Prompts``. Tests pass
an object with the same methods that answers without showing anything.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox, QPushButton, QWidget

from .add_language_dialog import AddLanguageDialog
from .i18n import tr
from .recovery import KEEP_DECLINED_DAYS, Recovered

log = logging.getLogger(__name__)

SaveChoice = Literal["save", "discard", "cancel"]
LockedChoice = Literal["read_only", "anyway", "cancel"]
ReloadChoice = Literal["reload", "keep"]
OverwriteChoice = Literal["overwrite", "cancel"]
UnacceptedChoice = Literal["go", "continue"]
RESUME_FILTER = "Résumés (*.yaml *.yml *.json);;All files (*)"
PDF_FILTER = "PDF (*.pdf)"
IMPORT_FILTER = ("Résumés (*.pdf *.json *.yaml *.yml *.zip *.csv *.md);;PDF with a text layer (*.pdf);;"
                 "JSON Resume, RenderCV, Reactive Resume (*.json *.yaml *.yml);;LinkedIn data export (*.zip *.csv);;"
                 "academicpages CV (*.md);;All files (*)")


def restore_question(recovered: Recovered) -> tuple[str, str]:
    """What the restore offer says (text, informative text): a crash or the session's end,
    the document by its file's name or as an untitled résumé, and that declining keeps it."""
    when = datetime.datetime.fromtimestamp(recovered.saved_at).strftime("%Y-%m-%d %H:%M")
    name = recovered.original.name if recovered.original else None
    if recovered.session_ended:
        text = (tr("Vitae was closed from outside (a logout or shutdown) while “{}” had unsaved changes, "
                   "kept at {}.").format(name, when) if name else
                tr("Vitae was closed from outside (a logout or shutdown) while an untitled résumé had "
                   "unsaved changes, kept at {}.").format(when))
    else:
        text = (tr("Vitae closed unexpectedly while “{}” had unsaved changes (last kept at {}).").format(name, when)
                if name else
                tr("Vitae closed unexpectedly while an untitled résumé had unsaved changes "
                   "(last kept at {}).").format(when))
    informative = tr("Restore them now? If not, they are kept as a separate file for {} days; "
                     "the status bar says where.").format(KEEP_DECLINED_DAYS)
    return text, informative


@dataclass(frozen=True)
class Unaccepted:
    """A field showing typed text that is not in the document (the model refused it)."""

    label: str
    go_to: Callable[[], None]


Answer = TypeVar("Answer", bound=str)


def _choose(box: QMessageBox, buttons: list[tuple[str, QMessageBox.ButtonRole, Answer]],
            default: Answer, escape: Answer) -> Answer:
    """Show *box* with (text, role, answer) buttons; the answer of the one clicked."""
    answers: dict[Answer, QPushButton] = {}
    for text, role, answer in buttons:
        button = box.addButton(text, role)
        answers[answer] = button
    box.setDefaultButton(answers[default])
    box.setEscapeButton(answers[escape])
    log.info("asking: %s", box.windowTitle())
    box.exec()
    clicked = box.clickedButton()
    return next((answer for answer, button in answers.items() if button is clicked), escape)


class Prompts:
    def __init__(self, parent: QWidget | None = None):
        self.parent = parent

    def ask_save_changes(self, name: str) -> SaveChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Unsaved changes"),
                          tr("Save the changes to “{}” before closing it?").format(name), parent=self.parent)
        box.setInformativeText(tr("If you don't save, your changes will be lost."))
        box.setStandardButtons(QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                               | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        log.info("asking: %s", box.windowTitle())
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def ask_locked(self, name: str, holder: str) -> LockedChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Document in use"),
                          tr("“{}” is already open in Vitae: {}.").format(name, holder), parent=self.parent)
        box.setInformativeText(tr("If both save, one will lose the other's changes. "
                                  "Open a read-only copy (Save asks for a new name), or open it anyway."))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("Open &Read-Only"), role.AcceptRole, "read_only"),
                             (tr("Open &Anyway"), role.DestructiveRole, "anyway"),
                             (tr("Cancel"), role.RejectRole, "cancel")], "read_only", "cancel")

    def ask_reload(self, name: str, modified: bool) -> ReloadChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("File changed on disk"),
                          tr("Another program changed “{}”.").format(name), parent=self.parent)
        box.setInformativeText(tr("Reload it (your unsaved changes are lost), or keep your version "
                                  "(saving will replace the file's)?") if modified else
                               tr("Reload it, or keep your version (saving will replace the file's)?"))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Reload"), role.AcceptRole, "reload"),
                             (tr("&Keep My Version"), role.RejectRole, "keep")],
                       "keep" if modified else "reload", "keep")

    def ask_overwrite(self, name: str) -> OverwriteChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("File changed on disk"),
                          tr("“{}” was changed on disk by another program since you opened it.").format(name),
                          parent=self.parent)
        box.setInformativeText(tr("Saving replaces those changes with yours."))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Overwrite"), role.DestructiveRole, "overwrite"),
                             (tr("Cancel"), role.RejectRole, "cancel")], "cancel", "cancel")

    def ask_unaccepted(self, labels: list[str]) -> UnacceptedChoice:
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Text not accepted yet"),
                          tr("Some fields hold text that is not valid yet, so it is not in the résumé:"),
                          parent=self.parent)
        box.setInformativeText("\n".join(f"• {label}" for label in labels[:8])
                               + "\n\n" + tr("Continuing leaves that text out."))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Go to Field"), role.AcceptRole, "go"),
                             (tr("&Continue Without It"), role.DestructiveRole, "continue")], "go", "go")

    def ask_save_first(self, reason: str) -> bool:
        """The résumé has no file yet and *reason* says what needs one: save it now?"""
        box = QMessageBox(QMessageBox.Icon.Question, tr("Save the résumé first"),
                          tr("Save the résumé first?"), parent=self.parent)
        box.setInformativeText(tr(reason))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Save…"), role.AcceptRole, "save"),
                             (tr("Cancel"), role.RejectRole, "cancel")], "save", "cancel") == "save"

    def ask_untranslated(self, counts: list[str]) -> str:
        """Before Export All: some languages have untranslated fields (*counts*, one line each).
        "export" anyway, "walk" them with Next Missing, or "cancel"."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Untranslated fields"),
                          tr("Some fields are not translated yet, or were translated from an earlier text:"),
                          parent=self.parent)
        box.setInformativeText("\n".join(f"• {line}" for line in counts) + "\n\n"
                               + tr("An untranslated field prints the default language's text, or nothing; "
                                    "an outdated one, a translation of what the text used to say."))
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Go to the First"), role.AcceptRole, "walk"),
                             (tr("&Export Anyway"), role.DestructiveRole, "export"),
                             (tr("Cancel"), role.RejectRole, "cancel")], "walk", "cancel")

    def ask_open_path(self, folder: Path | None) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.parent, tr("Open résumé"), str(folder or ""), tr(RESUME_FILTER))
        return Path(name) if name else None

    def ask_save_path(self, suggested: Path) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, tr("Save résumé"), str(suggested), tr(RESUME_FILTER))
        return Path(name) if name else None

    def ask_export_path(self, suggested: Path) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, tr("Export PDF"), str(suggested), PDF_FILTER)
        return Path(name) if name else None

    def ask_import_path(self, folder: Path | None) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.parent, tr("Import résumé"), str(folder or ""),
                                              tr(IMPORT_FILTER))
        return Path(name) if name else None

    def ask_export_as_path(self, suggested: Path, name_filter: str) -> Path | None:
        name, _ = QFileDialog.getSaveFileName(self.parent, tr("Export as"), str(suggested), name_filter)
        return Path(name) if name else None

    def ask_new_language(self, existing: list[str]) -> tuple[str, str | None] | None:
        """A language tag to add, and the language to copy the texts from (None: start empty)."""
        dialog = AddLanguageDialog(existing, self.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.tag(), dialog.copy_from()

    def ask_remove_language(self, name: str, lost: list[str]) -> bool:
        """Whether to remove language *name*, losing what *lost* lists."""
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Remove {}?").format(name),
                          tr("Remove {} from this résumé?").format(name), parent=self.parent)
        box.setInformativeText(tr("This removes:") + "\n" + "\n".join(f"• {line}" for line in lost)
                               + "\n\n" + tr("Edit → Undo brings it back."))
        remove = box.addButton(tr("Remove {}").format(name), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        return box.clickedButton() is remove

    def ask_link_url(self, label: str) -> str | None:
        """The address a link on *label* should open (None: cancelled)."""
        prompt = tr("Address the link opens (https://…, an e-mail address):")
        if label:
            prompt = tr("Link “{}” to (https://…, an e-mail address):").format(label)
        text, ok = QInputDialog.getText(self.parent, tr("Insert Link"), prompt)
        return text if ok and text.strip() else None

    def ask_application(self, files: list[str], organisation: str = "", role: str = "") -> tuple[str, str] | None:
        """Where *files* went: (organisation, role; "" when not given), or None (cancelled).
        *organisation* and *role* fill the answers in (what a letter among the files says)."""
        shown = ", ".join(files[:3]) + (tr(" and {} more").format(len(files) - 3) if len(files) > 3 else "")
        organisation, ok = QInputDialog.getText(self.parent, tr("Record Application"),
                                                tr("Where did {} go (company or institution)?").format(shown),
                                                text=organisation)
        if not ok or not organisation.strip():
            return None
        role, ok = QInputDialog.getText(self.parent, tr("Record Application"), tr("For which role (optional)?"),
                                        text=role)
        return (organisation.strip(), role.strip() if ok else "")

    def ask_sent_file(self, folder: Path | None) -> Path | None:
        name, _ = QFileDialog.getOpenFileName(self.parent, tr("Check a File"), str(folder or ""),
                                              tr("Exported files (*.pdf *.docx);;All files (*)"))
        return Path(name) if name else None

    def show_info(self, title: str, message: str) -> None:
        QMessageBox.information(self.parent, title, message)

    def ask_restore(self, recovered: Recovered) -> bool:
        """Restore *recovered* (True), or keep it aside as a file (False: nothing is deleted)."""
        text, informative = restore_question(recovered)
        box = QMessageBox(QMessageBox.Icon.Question, tr("Restore unsaved work?"), text, parent=self.parent)
        box.setInformativeText(informative)
        role = QMessageBox.ButtonRole
        return _choose(box, [(tr("&Restore"), role.AcceptRole, "restore"),
                             (tr("&Don't Restore"), role.RejectRole, "keep")], "restore", "keep") == "restore"

    def show_error(self, title: str, message: str, details: str = "") -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, tr(title), tr(message), parent=self.parent)
        if details:
            box.setInformativeText(details)
        log.info("showing: %s", box.windowTitle())
        box.exec()

    def show_notes(self, title: str, message: str, notes: list[str]) -> None:
        """Things the user should know but need not act on (what an import left out)."""
        box = QMessageBox(QMessageBox.Icon.Information, title, message, parent=self.parent)
        box.setInformativeText("\n".join(f"• {note}" for note in notes[:8])
                               + ("\n" + tr("… {} more").format(len(notes) - 8) if len(notes) > 8 else ""))
        box.setDetailedText("\n".join(notes))
        box.exec()
