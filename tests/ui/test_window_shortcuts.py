"""Window shortcuts work from every field, as on a desktop (run these under a
real X server too: there a line edit binds Ctrl+E to "end of line" and
Ctrl+Z to its own undo, which Qt's offscreen platform does not)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.ui.keyboard import click_into, press_here, type_here


def field_with_focus(window, qtbot, name: str):
    widget = window.form.editor(name).input
    click_into(qtbot, widget)
    return widget


def test_ctrl_e_in_a_field_exports(window, cv_path: Path, qtbot) -> None:
    headline = field_with_focus(window, qtbot, "headline")
    headline.setCursorPosition(0)
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        press_here(Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert cv_path.with_name("cv-en.pdf").exists()
    assert headline.cursorPosition() == 0, "the key went to the window, not the field"


def test_ctrl_s_in_a_field_saves(window, cv_path: Path, qtbot) -> None:
    field_with_focus(window, qtbot, "headline")
    type_here(" and more")
    qtbot.waitUntil(lambda: window.document.is_modified(), timeout=3000)
    press_here(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.document.is_modified(), timeout=10_000)
    assert "and more" in cv_path.read_text(encoding="utf-8")


@pytest.mark.parametrize("key", [Qt.Key.Key_B, Qt.Key.Key_I])
def test_markup_keys_stay_with_the_field(window, qtbot, key) -> None:
    headline = field_with_focus(window, qtbot, "headline")
    headline.selectAll()
    press_here(key, Qt.KeyboardModifier.ControlModifier)
    marker = "**" if key == Qt.Key.Key_B else "*"
    assert headline.text().startswith(marker) and headline.text().endswith(marker)
