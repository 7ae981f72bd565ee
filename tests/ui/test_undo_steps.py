"""How much one Undo takes back, which keys redo, and where an undone edit is shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar, QToolButton

from editor.ui import commands
from tests.ui.keyboard import click_into, press_here, type_here


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(commands, "monotonic", fake)
    return fake


def _headline(window) -> str:
    return window.document.resume.basics.headline["en"]


def test_a_pause_starts_a_new_undo_step(window, qtbot, clock) -> None:
    click_into(qtbot, window.form.editor("headline").input)
    type_here(" and")
    clock.now += 0.5  # still typing
    type_here(" teacher")
    clock.now += 1.5  # a pause
    type_here(" too")
    assert _headline(window) == "Systems researcher and teacher too"
    window.undo_action.trigger()
    assert _headline(window) == "Systems researcher and teacher"
    window.undo_action.trigger()
    assert _headline(window) == "Systems researcher"


def test_typing_somewhere_else_in_the_field_starts_a_new_undo_step(window, qtbot, clock) -> None:
    click_into(qtbot, window.form.editor("headline").input)
    type_here("s")
    press_here(Qt.Key.Key_Backspace)
    type_here("!")
    press_here(Qt.Key.Key_Home)  # the caret moves to the start
    type_here("Lead ")
    assert _headline(window) == "Lead Systems researcher!"
    window.undo_action.trigger()
    assert _headline(window) == "Systems researcher!"
    window.undo_action.trigger()
    assert _headline(window) == "Systems researcher"


@pytest.mark.parametrize("keys", ["Ctrl+Y", "Ctrl+Shift+Z"])
def test_ctrl_y_and_ctrl_shift_z_redo_from_a_field(window, qtbot, keys) -> None:
    click_into(qtbot, window.form.editor("headline").input)
    type_here("!")
    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert _headline(window) == "Systems researcher"
    modifiers = Qt.KeyboardModifier.ControlModifier
    if "Shift" in keys:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    press_here(Qt.Key.Key_Z if "Shift" in keys else Qt.Key.Key_Y, modifiers)
    assert _headline(window) == "Systems researcher!"


def test_undoing_an_edit_in_the_other_language_shows_that_language(window, qtbot) -> None:
    window.document.set_language("zh")
    click_into(qtbot, window.form.editor("headline").input)
    type_here("X")
    assert window.document.resume.basics.headline["zh"] == "系统方向研究员X"
    window.document.set_language("en")
    window.undo_action.trigger()
    assert window.document.language == "zh"
    assert window.document.resume.basics.headline["zh"] == "系统方向研究员"
    assert window.statusBar().currentMessage() == "Undid “Edit headline” (switched to 中文)"
    window.document.set_language("en")
    window.redo_action.trigger()
    assert window.document.language == "zh"
    assert window.statusBar().currentMessage() == "Redid “Edit headline” (switched to 中文)"


def test_undo_keeps_its_toolbar_text_and_names_the_step_in_its_tooltip(window, qtbot) -> None:
    toolbar = window.findChild(QToolBar, "mainToolbar")
    button = toolbar.widgetForAction(window.undo_action)
    assert isinstance(button, QToolButton)
    export = toolbar.widgetForAction(window.export_action)
    x_before = export.x()
    click_into(qtbot, window.form.editor("headline").input)
    type_here("!")
    assert button.text() == "Undo"
    assert window.undo_action.toolTip() == "Undo Edit headline"
    assert window.undo_action.text() == "&Undo Edit headline"  # the menu still says it
    qtbot.wait(20)
    assert export.x() == x_before
    window.undo_action.trigger()
    assert window.redo_action.toolTip() == "Redo Edit headline"
    assert window.undo_action.toolTip() == "Undo"
