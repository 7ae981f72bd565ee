"""Bold, Italic and Link for whoever does not know the inline markup.

The three actions act on the text field the caret is in (or was in last, so
a toolbar button or a menu item may take the click). Bold and Italic toggle as
in a word processor (:class:`~.text_widgets.RichTextEdit`); Link opens a small
dialog for the text and address of the link at the caret or of the selection.
Their shortcuts (Ctrl+B, Ctrl+I, Ctrl+K) are window shortcuts, so they work
from every text field. Each change is one undo step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QToolButton, QWidget

from .link_dialog import LinkDialog
from .text_widgets import RichTextEdit


class FormatActions(QObject):
    """The format actions of one window; ``buttons()`` makes the buttons that show them."""

    def __init__(self, window: QWidget, *_former: object):
        # (*_former: the address prompt and refusal message the window still passes from
        # when Link asked only for an address; the link dialog asks and explains itself.)
        super().__init__(window)
        self._window = window
        self._target: RichTextEdit | None = None
        self.link_dialog: LinkDialog | None = None
        self.bold_action = self._action("Bold", "B", "Ctrl+B", "Bold on or off", RichTextEdit.toggle_bold)
        self.italic_action = self._action("Italic", "I", "Ctrl+I", "Italic on or off", RichTextEdit.toggle_italic)
        self.link_action = self._action("Insert Link…", "Link", "Ctrl+K", "Add, change or remove a link",
                                        self._edit_link)
        app = QApplication.instance()
        assert isinstance(app, QApplication)  # focusChanged is QApplication's; a window needs one
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
                apply: Callable[[RichTextEdit], None]) -> QAction:
        action = QAction(text, self._window)
        action.setIconText(short)
        action.setShortcut(QKeySequence(keys))
        action.setToolTip(f"{tip} ({keys})")
        action.triggered.connect(lambda _=False: self._apply(apply))
        return action

    def _apply(self, apply: Callable[[RichTextEdit], None]) -> None:
        target = self._live_target()
        if target is None:
            return
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        apply(target)

    def _edit_link(self, target: RichTextEdit) -> None:
        start, end, text, url = target.link_at_caret()
        shown = target.text()
        dialog = LinkDialog(self._window, text, url)
        self.link_dialog = dialog

        def on_finished(result: int) -> None:
            self.link_dialog = None
            dialog.deleteLater()
            # The field may have gone, or changed, while the dialog was open.
            if self._live_target() is not target:
                return
            self._window.activateWindow()  # the keys come back to the field
            target.setFocus(Qt.FocusReason.OtherFocusReason)
            if result == QDialog.DialogCode.Accepted and target.text() == shown:
                target.put_link(start, end, dialog.text(), dialog.url)

        dialog.finished.connect(on_finished)
        dialog.open()

    def _live_target(self) -> RichTextEdit | None:
        target = self._target
        try:
            if target is not None and target.isEnabled() and not target.isReadOnly():
                return target
        except RuntimeError:  # deleted with the form it was in
            self._target = None
        return None

    def _on_app_focus_changed(self, _old: QWidget | None, now: QWidget | None) -> None:
        if isinstance(now, RichTextEdit) and now.markup and now.window() is self._window:
            self._target = now
        elif now is not None and now.window() is self._window:
            self._target = None  # the outline, a date box, a name printed as typed: nothing to format
        self._update_enabled()

    def _update_enabled(self) -> None:
        enabled = self._live_target() is not None
        for action in self.actions:
            action.setEnabled(enabled)
