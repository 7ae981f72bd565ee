"""Another program changes or deletes the open file: the window notices, asks, never overwrites silently."""

from __future__ import annotations

import os
from pathlib import Path

from editor.formats import load


def write_as_another_editor(path: Path, text: str) -> None:
    """Write the way many editors and sync clients do: a new file renamed over the old one."""
    tmp = path.with_name(path.name + ".other~")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def in_use(window, qtbot) -> None:
    """The window is the one the person is using (the question about the disk is asked only there)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)


def renamed(path: Path, name: str) -> str:
    return path.read_text(encoding="utf-8").replace("Jane Doe", name)


def test_an_outside_change_to_an_unedited_document_reloads_without_asking(window, cv_path: Path, prompts,
                                                                          qtbot) -> None:
    write_as_another_editor(cv_path, renamed(cv_path, "Changed Outside"))
    qtbot.waitUntil(lambda: window.document.resume.basics.name["en"] == "Changed Outside", timeout=5000)
    assert prompts.asked == []  # nothing of yours to lose: nothing to choose
    assert not window.document.is_modified()
    assert window.statusBar().currentMessage() == "Another program changed cv.yaml: reloaded it."
    # The watch survives the rename: a second change is noticed too.
    write_as_another_editor(cv_path, renamed(cv_path, "Twice Outside").replace("Changed Outside", "Twice Outside"))
    qtbot.waitUntil(lambda: window.document.resume.basics.name["en"] == "Twice Outside", timeout=5000)
    assert prompts.asked == []


def test_an_unreadable_outside_change_keeps_the_unedited_document_and_says_so(window, cv_path: Path, prompts,
                                                                             qtbot) -> None:
    write_as_another_editor(cv_path, "basics: {name: [unclosed\n")
    qtbot.waitUntil(lambda: "cannot be read now" in window.statusBar().currentMessage(), timeout=5000)
    assert prompts.asked == [] and window.document.resume.basics.name["en"] == "Jane Doe"


def test_edits_on_both_sides_are_asked_about_and_reloading_takes_theirs(window, cv_path: Path, prompts,
                                                                       qtbot) -> None:
    in_use(window, qtbot)
    window.document.set_text(("basics", "name"), "Mine")
    prompts.reload_choice = "reload"
    write_as_another_editor(cv_path, renamed(cv_path, "Changed Outside"))
    qtbot.waitUntil(lambda: window.document.resume.basics.name["en"] == "Changed Outside", timeout=5000)
    assert prompts.asked == ["reload"]
    assert not window.document.is_modified()


def test_the_question_waits_until_its_window_is_the_one_in_use(window, cv_path: Path, prompts, qtbot) -> None:
    from PySide6.QtWidgets import QLineEdit

    window.document.set_text(("basics", "name"), "Mine")
    other = QLineEdit()  # another window, the one being typed in
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(other.isActiveWindow, timeout=5000)
    prompts.reload_choice = "keep"
    write_as_another_editor(cv_path, renamed(cv_path, "Changed Outside"))
    qtbot.wait(600)  # past the watch's settling delay
    assert prompts.asked == [], "no question over the window being typed in"
    in_use(window, qtbot)
    qtbot.waitUntil(lambda: prompts.asked == ["reload"], timeout=5000)
    assert window.document.resume.basics.name["en"] == "Mine"


def test_keep_my_version_marks_the_document_unsaved_and_saves_it_after_asking_once(
        window, cv_path: Path, prompts, qtbot) -> None:
    in_use(window, qtbot)
    window.document.set_text(("basics", "name"), "Mine")
    prompts.reload_choice = "keep"
    write_as_another_editor(cv_path, renamed(cv_path, "Changed Outside"))
    qtbot.waitUntil(lambda: "reload" in prompts.asked, timeout=5000)
    assert window.document.resume.basics.name["en"] == "Mine"
    assert window.document.is_modified()
    assert window.windowTitle().startswith("cv.yaml*")
    assert window.files.save()
    assert "overwrite" not in prompts.asked  # the user already chose their version
    assert load(cv_path).basics.name["en"] == "Mine"


def test_our_own_save_is_not_an_outside_change(window, cv_path: Path, prompts, qtbot) -> None:
    window.document.set_text(("basics", "name"), "Saved Here")
    assert window.files.save()
    qtbot.wait(400)  # longer than the watch's settling delay
    assert prompts.asked == []
    assert not window.document.is_modified()


def test_save_never_overwrites_an_outside_change_without_asking(window, cv_path: Path, prompts) -> None:
    window.document.set_text(("basics", "name"), "Mine")
    outside = renamed(cv_path, "Theirs")
    write_as_another_editor(cv_path, outside)
    # Saving at once, before the watch has reported anything: the save compares for itself.
    prompts.overwrite_choice = "cancel"
    assert not window.files.save()
    assert prompts.asked == ["overwrite"]
    assert cv_path.read_text(encoding="utf-8") == outside
    assert window.document.is_modified()
    prompts.overwrite_choice = "overwrite"
    assert window.files.save()
    assert load(cv_path).basics.name["en"] == "Mine"


def test_an_outside_change_of_the_same_size_and_time_is_still_noticed(window, cv_path: Path, prompts) -> None:
    stat = cv_path.stat()
    text = cv_path.read_text(encoding="utf-8")
    cv_path.write_text(text.replace("Jane Doe", "Jane Roe"), encoding="utf-8")  # same length
    os.utime(cv_path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    window.document.set_text(("basics", "name"), "Mine")
    assert not window.files.save()
    assert prompts.asked == ["overwrite"]


def test_a_deleted_file_marks_the_document_unsaved(window, cv_path: Path, prompts, qtbot) -> None:
    assert not window.document.is_modified()
    cv_path.unlink()
    qtbot.waitUntil(window.document.is_modified, timeout=5000)
    assert window.windowTitle().startswith("cv.yaml*")
    assert "deleted" in window.statusBar().currentMessage()
    assert window.files.save()  # saving puts it back, no question
    assert prompts.asked == []
    assert load(cv_path).basics.name["en"] == "Jane Doe"
