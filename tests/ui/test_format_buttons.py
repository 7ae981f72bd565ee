"""Bold, Italic and Link without knowing the markup: buttons, menu items and Ctrl+B/I/K."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolButton

from editor.model.markup import link_markup, parse_inline
from tests.ui.conftest import activate
from tests.ui.keyboard import click_into, focused, press_here, type_here

ENTRY = ("sections", 1, "entries", 0)


def _button(window, action) -> QToolButton:
    return next(b for b in window.form.findChildren(QToolButton) if b.defaultAction() is action)


def test_bold_button_wraps_the_selection_and_keeps_the_caret_in_the_field(window, qtbot) -> None:
    activate(window, qtbot)
    headline = window.form.editor("headline").input
    headline.setFocus()
    headline.setSelection(0, 7)  # "Systems"
    button = _button(window, window.format.bold_action)
    assert button.isEnabled() and button.focusPolicy() == Qt.FocusPolicy.NoFocus
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.document.resume.basics.headline["en"] == "**Systems** researcher"
    assert headline.hasFocus()
    window.undo_action.trigger()
    assert window.document.resume.basics.headline["en"] == "Systems researcher"


def test_italic_button_on_a_bullet(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(ENTRY)
    row = window.form.editor("highlights").rows[1]
    row.setFocus()
    cursor = row.textCursor()
    cursor.setPosition(0)
    cursor.setPosition(3, cursor.MoveMode.KeepAnchor)  # "Cut"
    row.setTextCursor(cursor)
    qtbot.mouseClick(_button(window, window.format.italic_action), Qt.MouseButton.LeftButton)
    assert window.document.text_at(ENTRY + ("highlights", 1)) == "*Cut* NICs per machine from 8 to 2"


def test_ctrl_k_asks_for_the_address_and_writes_a_link(window, qtbot) -> None:
    activate(window, qtbot)
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    headline.setSelection(0, 7)
    press_here(Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dialog = window.format.link_dialog
    assert dialog is not None and dialog.text_input.text() == "Systems"
    qtbot.waitUntil(lambda: focused() is dialog.address_input, timeout=3000)  # shown and taking the keys
    assert type_here("example.org/goat") is dialog.address_input
    press_here(Qt.Key.Key_Return)
    text = window.document.resume.basics.headline["en"]
    assert text == "[Systems](https://example.org/goat) researcher"
    assert parse_inline(text)[0].url == "https://example.org/goat"
    assert window.format.link_dialog is None and focused() is headline


def test_a_link_that_is_not_an_address_is_refused_and_said(window, qtbot) -> None:
    activate(window, qtbot)
    headline = window.form.editor("headline").input
    click_into(qtbot, headline)
    window.format.link_action.trigger()
    qtbot.waitUntil(lambda: focused() is window.format.link_dialog.address_input, timeout=3000)
    type_here("javascript:alert(1)")
    press_here(Qt.Key.Key_Return)
    dialog = window.format.link_dialog
    assert dialog is not None and dialog.isVisible() and "not a web or e-mail address" in dialog.problem.text()
    press_here(Qt.Key.Key_Escape)
    assert window.document.resume.basics.headline["en"] == "Systems researcher"
    assert window.format.link_dialog is None


def test_format_actions_are_off_outside_text_fields(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: not window.format.bold_action.isEnabled())
    window.form.editor("headline").input.setFocus()
    qtbot.waitUntil(lambda: window.format.bold_action.isEnabled())


def test_link_markup_escapes_and_encodes() -> None:
    assert link_markup("", "jane@example.org") == "[jane@example.org](mailto:jane@example.org)"
    assert link_markup("x", "https://a.org/a b(c)") == "[x](https://a.org/a%20b%28c%29)"
    assert link_markup("", "https://a.org/*x*") == r"[a.org/\*x\*](https://a.org/*x*)"
    assert link_markup("x", "ftp://a.org") is None
    assert link_markup("x", "  ") is None
