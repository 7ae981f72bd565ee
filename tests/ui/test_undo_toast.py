""""Deleted … [Undo]" in the status bar undoes that deletion and nothing else: once
another step is taken or undone (Ctrl+Z, a move), it goes."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import activate
from tests.ui.keyboard import focused, press_here

JOB = ("sections", 1, "entries", 0)  # Experience: Bytedance, then Only English Ltd


def organisations(window, section: int = 1) -> list[str]:
    return [e.organisation if isinstance(e.organisation, str) else e.organisation["en"]
            for e in window.document.resume.sections[section].entries]


def _click_item(window, qtbot, path) -> None:
    """Click the outline's item at *path*, as a person does: it is selected and the tree has the keys."""
    activate(window, qtbot)
    tree = window.outline.tree
    rect = tree.visualItemRect(window.outline.item_for(path))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: focused() is tree, timeout=3000)
    assert window.outline.current_path == path


def _delete_with_the_key(window, qtbot, path) -> None:
    _click_item(window, qtbot, path)
    press_here(Qt.Key.Key_Delete)
    assert window.undo_delete_button.isVisibleTo(window)


def test_ctrl_z_takes_the_undo_button_away(window, qtbot) -> None:
    _delete_with_the_key(window, qtbot, JOB)
    assert window.statusBar().currentMessage() == "Deleted Bytedance"
    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    assert not window.undo_delete_button.isVisibleTo(window)
    assert window.statusBar().currentMessage() == ""  # "Deleted Bytedance" no longer says what is


def test_a_later_step_makes_the_button_go_and_it_never_undoes_another(window, qtbot) -> None:
    _delete_with_the_key(window, qtbot, JOB)  # Only English Ltd is left in Experience
    _click_item(window, qtbot, ("sections", 0, "entries", 0))
    press_here(Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # an unrelated move
    education = window.document.resume.sections[0].entries
    moved = [e.institution["en"] for e in education]
    assert moved == ["Example Institute of Technology", "Hunan University"]
    assert not window.undo_delete_button.isVisibleTo(window)
    window.undo_delete_button.click()  # even when clicked now, it leaves the move alone
    assert [e.institution["en"] for e in window.document.resume.sections[0].entries] == moved
    assert organisations(window) == ["Only English Ltd"]


def test_the_button_undoes_its_deletion(window, qtbot) -> None:
    _delete_with_the_key(window, qtbot, JOB)
    qtbot.mouseClick(window.undo_delete_button, Qt.MouseButton.LeftButton)
    assert organisations(window) == ["Bytedance", "Only English Ltd"]
    assert not window.undo_delete_button.isVisibleTo(window)
