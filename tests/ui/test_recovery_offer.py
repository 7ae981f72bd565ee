"""The restore offer at a start: "Don't Restore" keeps the work (as a file the person can
open, and the status bar says where); the offer tells a crash from a session that ended
and names an untitled résumé as such; a file asked for on the command line is opened,
never another file's recovery in its place."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from editor.formats import load
from editor.ui.prompts import Prompts, restore_question
from editor.ui.recovery import DECLINED, KEEP_DECLINED_DAYS, Recovered, find_orphans, prune_declined


def leave_work(window, name: str) -> None:
    """Edit the name, then end the session as a logout or SIGTERM does (the work is kept)."""
    window.document.set_text(("basics", "name"), name)
    window.keep_unsaved_work()


def crashed(window, name: str) -> None:
    """Edit the name and leave the recovery file a process that died leaves (no reason in it)."""
    leave_work(window, name)
    data = json.loads(window.autosaver.file.read_text(encoding="utf-8"))
    data.pop("reason", None)
    window.autosaver.file.write_text(json.dumps(data), encoding="utf-8")


def status(window) -> str:
    return window.statusBar().currentMessage()


def declined_files(window) -> list[Path]:
    return sorted((window.autosaver.folder / DECLINED).glob("*.yaml"))


def second_cv(cv_path: Path, name: str) -> Path:
    other = cv_path.with_name(name)
    shutil.copy(cv_path, other)
    return other


# --- "Don't Restore" keeps the work ----------------------------------------------------------

def test_declining_keeps_the_work_as_a_resume_file_and_says_where(make_window, cv_path: Path, prompts) -> None:
    crashed(make_window(cv_path), "Declined But Kept")
    prompts.restore = False
    second = make_window(cv_path)
    assert prompts.asked.count("restore") == 1
    assert second.document.resume.basics.name["en"] == "Jane Doe"
    assert list(second.autosaver.folder.glob("*.json")) == []  # not offered again…
    (kept,) = declined_files(second)  # …but not deleted either
    assert kept.name.startswith("cv-") and kept.suffix == ".yaml"
    assert load(kept).basics.name["en"] == "Declined But Kept"  # File → Open brings it back
    assert str(kept) in status(second) and "cv.yaml" in status(second)
    assert f"{KEEP_DECLINED_DAYS} days" in status(second)
    assert second.open_export_button.isVisible()  # shows the folder it is in

    make_window(cv_path)
    assert prompts.asked.count("restore") == 1
    assert declined_files(second) == [kept]


def test_declining_an_untitled_resume_names_it_so(make_window, prompts) -> None:
    crashed(make_window(None), "Never Saved")
    prompts.restore = False
    second = make_window(None)
    (kept,) = declined_files(second)
    assert kept.name.startswith("untitled-")
    assert load(kept).basics.name["en"] == "Never Saved"
    assert "an untitled résumé" in status(second)


def test_declined_work_is_removed_only_after_its_days(tmp_path: Path) -> None:
    folder = tmp_path / DECLINED
    folder.mkdir()
    now = time.time()
    old, recent = folder / "cv-old.yaml", folder / "cv-recent.yaml"
    for file in (old, recent):
        file.write_text("basics: {}\n", encoding="utf-8")
    os.utime(old, (now - (KEEP_DECLINED_DAYS + 1) * 86_400,) * 2)
    os.utime(recent, (now - (KEEP_DECLINED_DAYS - 1) * 86_400,) * 2)
    assert prune_declined(tmp_path, now=now) == [old]
    assert recent.exists() and not old.exists()


# --- what the offer says ----------------------------------------------------------------------

def test_the_offer_tells_a_crash_from_a_session_that_ended(make_window, cv_path: Path, tmp_path: Path) -> None:
    first, second = make_window(cv_path), make_window(None)
    crashed(first, "Crashed")
    leave_work(second, "Logged Out")
    found, _ = find_orphans(tmp_path / "appdata" / "recovery")
    by_name = {r.resume.basics.name["en"]: r for r in found}
    crash, ended = by_name["Crashed"], by_name["Logged Out"]

    text, informative = restore_question(crash)
    assert "closed unexpectedly" in text and "“cv.yaml”" in text
    text, _ = restore_question(ended)
    assert "closed unexpectedly" not in text and "logout" in text
    assert "an untitled résumé" in text and "unsaved résumé had" not in text
    assert "kept as a separate file" in informative


def test_the_offer_dialog_keeps_the_work_when_declined(qtbot, tmp_path: Path) -> None:
    recovered = Recovered(tmp_path / "x.json", None, time.time(), load(Path(__file__).parent / "data" / "small.yaml"),
                          "session ended")
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append((box.text(), box.informativeText(), [b.text() for b in box.buttons()]))
        next(b for b in box.buttons() if b.text() == "&Don't Restore").click()

    QTimer.singleShot(0, answer)
    assert Prompts(None).ask_restore(recovered) is False
    text, informative, buttons = seen[0]
    assert "logout" in text and "an untitled résumé" in text
    assert "kept as a separate file" in informative
    assert buttons.count("&Restore") == 1


# --- a file asked for is the file opened -----------------------------------------------------

def test_a_file_asked_for_is_opened_not_another_files_recovery(make_window, cv_path: Path, prompts) -> None:
    lin = second_cv(cv_path, "lin.yaml")
    maria = second_cv(cv_path, "maria.yaml")
    crashed(make_window(lin), "Lin Unsaved")

    second = make_window(maria)  # `vitae maria.yaml`
    assert "restore" not in prompts.asked
    assert second.document.file_path == maria.resolve()
    assert second.document.resume.basics.name["en"] == "Jane Doe"
    assert "lin.yaml" in status(second) and "without a file" in status(second)
    assert len(list(second.autosaver.folder.glob("*.json"))) == 1  # left for later, untouched
    second.close()

    third = make_window(None)  # `vitae`: now it is offered, and restored
    assert prompts.asked.count("restore") == 1
    assert third.document.file_path == lin.resolve()
    assert third.document.resume.basics.name["en"] == "Lin Unsaved"


def test_the_asked_files_own_recovery_is_offered_and_restores_over_it(make_window, cv_path: Path,
                                                                     prompts) -> None:
    lin = second_cv(cv_path, "lin.yaml")
    maria = second_cv(cv_path, "maria.yaml")
    crashed(make_window(lin), "Lin Unsaved")
    crashed(make_window(maria), "Maria Unsaved")
    offered: list[Recovered] = []
    prompts.ask_restore = lambda recovered: offered.append(recovered) or True

    window = make_window(Path(os.path.relpath(maria)))  # however the path is written
    assert [r.original.name for r in offered] == ["maria.yaml"]
    assert window.document.file_path == maria.resolve()
    assert window.document.resume.basics.name["en"] == "Maria Unsaved"
    window.undo_action.trigger()  # back to what the file holds
    assert window.document.resume.basics.name["en"] == "Jane Doe"
    assert "lin.yaml" in status(window)
    (left,) = find_orphans(window.autosaver.folder)[0]
    assert left.original == lin.resolve()
