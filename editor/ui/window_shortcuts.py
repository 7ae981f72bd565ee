"""The window's shortcuts win over a field's own key bindings.

A text field takes many keys for itself, and which ones depends on the
platform: under X11 a line edit binds Ctrl+E to "end of line" and Ctrl+Z to
its private undo, so Export and the document's Undo never fired while the
cursor was in a field (where people spend their time). Qt asks the focused
widget first with a ``ShortcutOverride`` event; this filter answers "no" for
every key sequence one of the window's actions has, so the action runs.
Keys no action uses (Ctrl+B / Ctrl+I markup, arrows, Home…) stay the field's.

The filter sits on the focused widget only (Qt sends ``ShortcutOverride`` to
it), moving with the focus: on the whole application it ran for every event of
every widget — thousands while the window is built, dozens per keystroke.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

_CHORD = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
          | Qt.KeyboardModifier.MetaModifier)


class WindowShortcuts(QObject):
    """Follows the focus within one main window."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self._window = window
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusChanged.connect(self._on_focus_changed)
        window.destroyed.connect(lambda *_: app.focusChanged.disconnect(self._on_focus_changed))

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            old.removeEventFilter(self)
        if new is not None and new.window() is self._window:
            new.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.ShortcutOverride and isinstance(watched, QWidget)
                and watched.window() is self._window and self.is_window_key(event)):  # type: ignore[arg-type]
            event.ignore()  # not the field's: Qt's shortcut map runs the window's action
            return True
        return False

    def is_window_key(self, event: QKeyEvent) -> bool:
        """Whether *event* is the shortcut of one of the window's actions."""
        key = Qt.Key(event.key())
        if not event.modifiers() & _CHORD and not Qt.Key.Key_F1 <= key <= Qt.Key.Key_F35:
            return False  # plain typing is never a window shortcut: skip the search
        pressed = QKeySequence(event.keyCombination())
        return any(sequence.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                   for action in self._window.findChildren(QAction) for sequence in action.shortcuts())
