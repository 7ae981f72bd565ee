"""Keys that reach a menu no longer on screen go back to where the person types.

Under X11 a popup menu takes the keyboard (an X grab) when its window is mapped.
When a menu is opened and closed faster than the window's events are read — the
Add menu driven by keys (Ctrl+Shift+N, S, E), whose action then builds a form for
a few hundred milliseconds — Qt (6.12, xcb) handles the stale mapping after the
menu has closed and grabs the keyboard for the hidden menu: the X server then sends
every following key to it, and the words typed into the new field vanish (seen
with a key logger and with ``xev`` on the window: *FocusOut, NotifyGrab* right
after the field got the focus).

:class:`StalePopupGuard`, an event filter on the window's menus, watches for a key
event delivered to a menu that is not visible: it releases that window's grabs,
gives the keyboard back to the window the person was typing in, and hands the
key on to the widget that had the focus, so not one keystroke is lost.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu, QWidget

_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


class StalePopupGuard(QObject):
    """Made by :func:`guard_menus`; keeps the last widget that had the focus outside menus."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self._typing_in: QWidget | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._on_app_focus_changed)

    def _on_app_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and not isinstance(new, QMenu):
            self._typing_in = new

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() not in _KEYS or not isinstance(watched, QMenu) or watched.isVisible():
            return False
        target = self._typing_in
        handle = watched.windowHandle()
        if handle is not None:  # the stale grab: give the keyboard and the mouse back
            handle.setKeyboardGrabEnabled(False)
            handle.setMouseGrabEnabled(False)
        if target is None or not target.isVisible():
            return False
        target.window().activateWindow()
        target.setFocus()
        if event.type() != QEvent.Type.ShortcutOverride:
            assert isinstance(event, QKeyEvent)
            QApplication.sendEvent(target, QKeyEvent(
                event.type(), event.key(), event.modifiers(), event.nativeScanCode(),
                event.nativeVirtualKey(), event.nativeModifiers(), event.text(), event.isAutoRepeat(),
                event.count()))
        return True


def guard_menus(window: QWidget) -> StalePopupGuard | None:
    """Watch the key events of *window*'s menus (on the Qt this was written for)."""
    from .. import patches

    if not patches.applies("stale-popup-keys"):
        return None
    guard = StalePopupGuard(window)
    for menu in window.findChildren(QMenu):
        menu.installEventFilter(guard)
    return guard
