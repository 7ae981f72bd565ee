"""Tab goes through an entry's fields in the order they are shown: organisation, role,
dates, location, …, the bullets (each with its buttons), then the tags; Shift+Tab back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import activate
from tests.ui.keyboard import click_into, focused, press_here, type_here

JOB = ("sections", 1, "entries", 0)  # Experience: Bytedance, with bullets


def _field_of(window, widget) -> str | None:
    form = window.form.form
    return next((name for name, editor in form.editors.items() if editor.isAncestorOf(widget)), None)


def _tab_through(window, key_modifiers=Qt.KeyboardModifier.NoModifier) -> list[str]:
    """The fields the caret visits, one Tab at a time, until it leaves the form."""
    visited: list[str] = []
    for _ in range(80):
        press_here(Qt.Key.Key_Tab if key_modifiers == Qt.KeyboardModifier.NoModifier else Qt.Key.Key_Backtab,
                   key_modifiers)
        name = _field_of(window, focused())
        if name is None:
            break
        if not visited or visited[-1] != name:
            visited.append(name)
    return visited


def test_tab_goes_through_the_fields_in_the_order_they_are_shown(window, qtbot) -> None:
    window.outline.select(JOB)
    shown = list(window.form.form.editors)  # the form's rows, top to bottom
    assert shown.index("highlights") < shown.index("tags")
    click_into(qtbot, window.form.editor(shown[0]).input)
    visited = [shown[0], *_tab_through(window)]
    assert visited == [name for name in shown if name in visited]  # never back up, never skipped ahead
    assert visited.index("highlights") < visited.index("tags") and visited[-1] == "tags"
    assert {"organisation", "role", "start", "end", "location", "highlights"} <= set(visited)


def test_a_bullet_added_by_enter_comes_before_tags(window, qtbot) -> None:
    window.outline.select(JOB)
    bullets = window.form.editor("highlights")
    click_into(qtbot, bullets.rows[-1])
    press_here(Qt.Key.Key_Return)  # a new bullet, made after every other widget of the form
    type_here("Ran the on-call rota")
    new = focused()
    for _ in range(3):  # its ↑ ↓ ✕
        press_here(Qt.Key.Key_Tab)
        assert bullets.isAncestorOf(focused())
    press_here(Qt.Key.Key_Tab)
    assert focused() is bullets.add_button
    visited = _tab_through(window)
    assert "highlights" not in visited and visited[-1] == "tags"
    assert new is bullets.rows[-1]


def test_shift_tab_goes_back_in_the_same_order(window, qtbot) -> None:
    window.outline.select(JOB)
    click_into(qtbot, window.form.editor("tags").input)
    back = _tab_through(window, Qt.KeyboardModifier.ShiftModifier)
    assert back[0] == "languages" and back.index("highlights") < back.index("summary") < back.index("role")


def test_tab_right_after_an_add_goes_to_the_next_field(window, qtbot) -> None:
    # A person types on at once: the new form's widgets are not on screen until the event
    # loop comes round, and Tab then left the form (the next words went to the outline).
    activate(window, qtbot)
    window.outline.select(("sections", 0, "entries", 0))  # Education
    window.outline.add_here_action.trigger()
    form = window.form.form
    assert form.editor("institution").isAncestorOf(QApplication.focusWidget())
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)  # before the loop runs
    assert form.editor("url").isAncestorOf(QApplication.focusWidget())
    assert form.editor("url").isAncestorOf(focused())  # and still there once it shows
