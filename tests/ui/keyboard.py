"""Typing as a person does: each key goes to the widget that has the keyboard focus.

A test that hands keys to a widget it holds passes even when a person's next key would
go nowhere (the focus left on a deleted row, or on nothing at all), or would go to a
menu still open. So before each key
these helpers let an event loop run what is queued, in the order it was queued, the
deferred deletes too, as the application's own loop does between a person's keys; then
they send the key to ``QApplication.focusWidget()`` (or to the open popup), and fail the test when no widget
has the focus.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QTextEdit, QWidget

from tests.ui.conftest import activate


def settle() -> None:
    """Run what is queued (shows, deletions, focus changes) as the application's loop would.

    ``processEvents()`` called from a test is not enough: outside an event loop it holds
    back the deferred deletes, so a widget shown later than a deleted one took the focus
    in a test and lost it in the application."""
    loop = QEventLoop()
    QTimer.singleShot(0, loop.quit)
    loop.exec()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # those the loop posted
    QApplication.processEvents()


def focused() -> QWidget:
    """The widget a person's next key would reach, once the event loop has caught up;
    the test fails when there is none. An open popup (a menu) takes every key, as Qt
    routes a window's keys to it, though the focus widget stays where it was."""
    settle()
    popup = QApplication.activePopupWidget()
    widget = (popup.focusWidget() or popup) if popup is not None else QApplication.focusWidget()
    if widget is None:
        active = QApplication.activeWindow()
        pytest.fail("no widget has the keyboard focus: the next key would be lost"
                    + ("" if active is not None else " (and no window is active)"))
    return widget


def type_here(text: str) -> QWidget | None:
    """Type *text* into whatever has the focus, one key at a time; returns that widget.
    Text without a key of its own (Chinese) goes as key events carrying the text, where
    ``QTest.keyClicks`` would abort the process."""
    widget = None
    for char in text:
        widget = focused()
        if char.isascii() and char.isprintable():
            QTest.keyClick(widget, char)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier, char))
    settle()
    return widget


def press_here(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> QWidget:
    """Press *key* (with *modifiers*) where the focus is; returns the widget that got it."""
    widget = focused()
    QTest.keyClick(widget, key, modifiers)
    settle()
    return widget


def click_into(qtbot, widget: QLineEdit | QTextEdit, position: int | None = None) -> None:
    """Put the caret in *widget* as a click would: its window active, the caret at
    *position* (the end if None). Waits until the focus is there: under X, activation
    and focus arrive through the event loop."""
    activate(widget.window(), qtbot)
    widget.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget, timeout=3000)
    if isinstance(widget, QLineEdit):
        widget.setCursorPosition(len(widget.text()) if position is None else position)
        return
    cursor = widget.textCursor()
    cursor.setPosition(len(widget.toPlainText()) if position is None else position)
    widget.setTextCursor(cursor)


def caret() -> tuple[QWidget, int]:
    """The focused widget and its caret position."""
    widget = focused()
    if isinstance(widget, QLineEdit):
        return widget, widget.cursorPosition()
    if isinstance(widget, QTextEdit):
        return widget, widget.textCursor().position()
    return widget, -1
