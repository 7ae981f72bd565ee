"""Bold, Italic and Link for whoever does not know the inline markup.

The three actions act on the text field the caret is in (or was in last, so
a toolbar button or a menu item may take the click): Bold and Italic wrap the
selection in ``**``/``*``, Link asks for an address and writes
``[label](url)``. Their shortcuts (Ctrl+B, Ctrl+I, Ctrl+K) are window
shortcuts, so they work from every text field.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit, QTextEdit, QToolButton, QWidget

from ...model.markup import link_markup
from .text_widgets import MarkupKeys, replace_selection, selected_text, wrap_selection

AskUrl = Callable[[str], "str | None"]


class FormatActions(QObject):
    """The format actions of one window; ``buttons()`` makes the buttons that show them."""

    def __init__(self, window: QWidget, ask_url: AskUrl, on_refused: Callable[[str], None]):
        super().__init__(window)
        self._window = window
        self._ask_url = ask_url
        self._on_refused = on_refused
        self._target: QLineEdit | QTextEdit | None = None
        self.bold_action = self._action("Bold", "B", "Ctrl+B", "Bold: **text**", lambda t: wrap_selection(t, "**"))
        self.italic_action = self._action("Italic", "I", "Ctrl+I", "Italic: *text*", lambda t: wrap_selection(t, "*"))
        self.link_action = self._action("Insert Link…", "Link", "Ctrl+K", "Link: [text](https://…)",
                                        self._insert_link)
        app = QApplication.instance()
        assert app is not None
        app.focusChanged.connect(self._on_app_focus_changed)
        self._update_enabled()

    @property
    def actions(self) -> list[QAction]:
        return [self.bold_action, self.italic_action, self.link_action]

    def buttons(self, parent: QWidget) -> list[QToolButton]:
        """Buttons that never take the keyboard focus (the caret stays in the field)."""
        made = []
        for action in self.actions:
            button = QToolButton(parent)
            button.setDefaultAction(action)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAutoRaise(True)
            made.append(button)
        font = made[0].font()
        font.setBold(True)
        made[0].setFont(font)
        font = made[1].font()
        font.setItalic(True)
        made[1].setFont(font)
        return made

    def _action(self, text: str, short: str, keys: str, tip: str,
                apply: Callable[[QLineEdit | QTextEdit], None]) -> QAction:
        action = QAction(text, self._window)
        action.setIconText(short)
        action.setShortcut(QKeySequence(keys))
        action.setToolTip(f"{tip} ({keys})")
        action.triggered.connect(lambda _=False: self._apply(apply))
        return action

    def _apply(self, apply: Callable[[QLineEdit | QTextEdit], None]) -> None:
        target = self._live_target()
        if target is None:
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        apply(target)

    def _insert_link(self, target: QLineEdit | QTextEdit) -> None:
        label = selected_text(target)
        url = self._ask_url(label)
        if url is None:
            return
        markup = link_markup(label, url)
        if markup is None:
            self._on_refused(f"“{url}” is not a web or e-mail address: no link made")
            return
        if self._live_target() is target:  # the field may have gone while the question was open
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            replace_selection(target, markup)

    def _live_target(self) -> QLineEdit | QTextEdit | None:
        target = self._target
        try:
            if target is not None and target.isEnabled() and not target.isReadOnly():
                return target
        except RuntimeError:  # deleted with the form it was in
            self._target = None
        return None

    def _on_app_focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if isinstance(now, MarkupKeys) and now.window() is self._window:
            self._target = now  # type: ignore[assignment]
        elif now is not None and now.window() is self._window:
            self._target = None  # the outline, a date box: nothing to format
        self._update_enabled()

    def _update_enabled(self) -> None:
        enabled = self._live_target() is not None
        for action in self.actions:
            action.setEnabled(enabled)
