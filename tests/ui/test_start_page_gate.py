"""File → New shows the start page; the résumé it hides is out of reach: no shortcut
(Ctrl+E, Ctrl+S) or toolbar button acts on it until it shows again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from tests.ui.conftest import activate
from tests.ui.keyboard import focused, press_here


def _to_start_page(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree, timeout=3000)
    press_here(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # File → New
    assert window.pages.currentWidget() is window.start_page
    qtbot.waitUntil(lambda: focused() is window.start_page.buttons["example"], timeout=3000)


def test_ctrl_e_on_the_start_page_exports_nothing(window, qtbot, prompts, cv_path: Path) -> None:
    window.document.set_text(("basics", "headline"), "Changed")  # something Ctrl+S could save
    before = sorted(cv_path.parent.iterdir())
    saved = cv_path.read_bytes()
    _to_start_page(window, qtbot)
    for key in (Qt.Key.Key_E, Qt.Key.Key_S, Qt.Key.Key_Z):
        press_here(key, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(100)
    assert not window.files.exports.busy and sorted(cv_path.parent.iterdir()) == before
    assert cv_path.read_bytes() == saved and window.document.resume.basics.headline["en"] == "Changed"
    assert prompts.asked == []
    for action in (window.export_action, window.export_all_action, window.save_action, window.undo_action,
                   window.import_export.export_as_actions["pdf"], window.outline.add_action,
                   window.variants.new_action, window.translation.add_language_action):
        assert not action.isEnabled(), action.text()
    for widget in (window.template_picker, window.design_button, window.language_toggle, window.variant_picker):
        assert not widget.isEnabled()
    for action in (window.open_action, window.new_example_action, window.import_export.import_action,
                   window.quit_action):
        assert action.isEnabled(), action.text()


def test_back_makes_the_resume_live_again_with_each_action_as_it_was(window, qtbot, cv_path: Path) -> None:
    window.outline.select(("basics",))
    _to_start_page(window, qtbot)
    qtbot.mouseClick(window.start_page.buttons["back"], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.splitter
    assert window.export_action.isEnabled() and window.template_picker.isEnabled()
    assert not window.undo_action.isEnabled()  # nothing to undo: still off
    assert not window.outline.delete_action.isEnabled()  # Basics cannot be deleted: still off
    assert not window.translation.next_action.isEnabled()  # nothing missing in English
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree, timeout=3000)
    with qtbot.waitSignal(window.files.exported, timeout=30_000):
        press_here(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert (cv_path.parent / "cv-en.pdf").exists()


def test_a_new_resume_from_the_start_page_is_live(window, qtbot) -> None:
    _to_start_page(window, qtbot)
    qtbot.mouseClick(window.start_page.buttons["empty"], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.splitter
    assert window.export_action.isEnabled() and window.save_action.isEnabled()
    assert not window.undo_action.isEnabled()
