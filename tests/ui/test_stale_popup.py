"""Keys the X server sends to a menu already closed (a stale keyboard grab) reach the field."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import activate
from tests.ui.keyboard import click_into, settle


def test_keys_sent_to_a_closed_menu_land_in_the_field(window, qtbot) -> None:
    activate(window, qtbot)
    window.outline.select(("basics",))
    field = window.form.editor("name").input
    click_into(qtbot, field)
    before = field.toPlainText()
    menu = window.outline.add_menu
    assert not menu.isVisible()
    for char in "Porto":  # as Qt delivers them to the menu's window under a stale grab
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(menu, QKeyEvent(kind, ord(char.upper()), Qt.KeyboardModifier.NoModifier, char))
    settle()
    assert field.toPlainText() == before + "Porto"
    assert window.document.text_at(("basics", "name")).endswith("Porto")
    assert QApplication.focusWidget() is field
