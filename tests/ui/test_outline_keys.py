"""What the outline's buttons and keys do around Basics, deleting and Tab."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import activate
from tests.ui.keyboard import press_here


def test_delete_duplicate_and_moves_are_off_on_basics(window) -> None:
    outline = window.outline
    outline.select(("basics",))
    assert not any(a.isEnabled() for a in (outline.delete_action, outline.duplicate_action,
                                           outline.up_action, outline.down_action))
    outline.select(("sections", 1))
    assert all(a.isEnabled() for a in (outline.delete_action, outline.duplicate_action,
                                       outline.up_action, outline.down_action))


def test_deleting_a_section_says_what_went_and_offers_undo(window, qtbot) -> None:
    window.outline.select(("sections", 1))  # Experience, two entries
    window.outline.delete_action.trigger()
    assert window.statusBar().currentMessage() == "Deleted Experience (2 entries)"
    button = window.undo_delete_button
    assert button.isVisibleTo(window)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert [s.kind for s in window.document.resume.sections][1] == "experience"
    assert not button.isVisibleTo(window)


def test_deleting_an_entry_names_it(window) -> None:
    window.outline.select(("sections", 1, "entries", 0))
    window.outline.delete_action.trigger()
    assert window.statusBar().currentMessage() == "Deleted Bytedance"


def test_tab_from_the_outline_goes_to_the_form(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(("sections", 1, "entries", 0))
    tree = window.outline.tree
    tree.setFocus()
    qtbot.waitUntil(tree.hasFocus)
    press_here(Qt.Key.Key_Tab)
    organisation = window.form.editor("organisation")
    qtbot.waitUntil(lambda: organisation.isAncestorOf(QApplication.focusWidget()))
