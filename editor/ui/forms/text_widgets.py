"""Text inputs with the inline markup shortcuts: Ctrl+B → **…**, Ctrl+I → *…*.

The window's own shortcuts (Undo, Export…) win over a field's key bindings:
see ``editor.ui.window_shortcuts``.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QLineEdit, QSizePolicy, QTextEdit, QWidget


def selected_text(widget: QLineEdit | QTextEdit) -> str:
    if isinstance(widget, QLineEdit):
        return widget.selectedText()
    return widget.textCursor().selectedText()


def replace_selection(widget: QLineEdit | QTextEdit, text: str) -> None:
    """Put *text* where the selection (or the caret) is, as the user's own edit."""
    if isinstance(widget, QLineEdit):
        widget.insert(text)
        widget.textEdited.emit(widget.text())
    else:
        widget.textCursor().insertText(text)


def wrap_selection(widget: QLineEdit | QTextEdit, marker: str) -> None:
    """Wrap the selected text in *marker*; with nothing selected, leave the cursor between two."""
    if isinstance(widget, QLineEdit):
        selected = widget.selectedText()
        widget.insert(f"{marker}{selected}{marker}")
        if not selected:
            widget.setCursorPosition(widget.cursorPosition() - len(marker))
        widget.textEdited.emit(widget.text())
        return
    cursor = widget.textCursor()
    selected = cursor.selectedText()
    cursor.insertText(f"{marker}{selected}{marker}")
    if not selected:
        cursor.setPosition(cursor.position() - len(marker))
        widget.setTextCursor(cursor)


def markup_marker(event: QKeyEvent) -> str | None:
    """``**`` for Ctrl+B, ``*`` for Ctrl+I, else None."""
    if event.modifiers() != Qt.KeyboardModifier.ControlModifier:
        return None
    return {Qt.Key.Key_B: "**", Qt.Key.Key_I: "*"}.get(Qt.Key(event.key()))


def route_shortcut_override(event: QEvent) -> bool | None:
    """Who gets a key that is also a shortcut: True = this field (markup),
    None = Qt's usual rules."""
    if event.type() != QEvent.Type.ShortcutOverride:
        return None
    if markup_marker(event) is not None:  # type: ignore[arg-type]
        event.accept()
        return True
    return None


def handle_markup_key(widget: QLineEdit | QTextEdit, event: QKeyEvent) -> bool:
    """Apply Ctrl+B / Ctrl+I. True when handled here."""
    marker = markup_marker(event)
    if marker is not None:
        wrap_selection(widget, marker)
        return True
    return False


class MarkupKeys:
    """Mixin for text inputs: Ctrl+B / Ctrl+I wrap the selection in the inline markup."""

    def event(self, event: QEvent) -> bool:
        routed = route_shortcut_override(event)
        return routed if routed is not None else super().event(event)  # type: ignore[misc]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not handle_markup_key(self, event):  # type: ignore[arg-type]
            super().keyPressEvent(event)  # type: ignore[misc]


class MarkupLineEdit(MarkupKeys, QLineEdit):
    pass


class GrowingTextEdit(MarkupKeys, QTextEdit):
    """Plain multi-line text that grows with its content instead of scrolling.

    Signals:
        edited(str): the user changed the text (not emitted by setPlainText).
    """

    edited = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, min_lines: int = 2):
        super().__init__(parent)
        self._min_lines = min_lines
        self.setAcceptRichText(False)
        self.setUndoRedoEnabled(False)  # the document's undo stack is the one history
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().documentLayout().documentSizeChanged.connect(self._on_layout_size_changed)
        self.textChanged.connect(self._on_self_text_changed)
        self._on_layout_size_changed()

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), self._wanted_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), self._wanted_height())

    def _wanted_height(self) -> int:
        lines = self.fontMetrics().lineSpacing() * self._min_lines
        content = int(self.document().size().height())
        margins = self.contentsMargins()
        return max(lines, content) + margins.top() + margins.bottom() + 2

    def _on_layout_size_changed(self, *_args: object) -> None:
        self.setFixedHeight(self._wanted_height())

    def _on_self_text_changed(self) -> None:
        self.edited.emit(self.toPlainText())


class BulletTextEdit(GrowingTextEdit):
    """One item of a list: Enter starts the next item instead of a line break
    (the PDF would join the lines into one bullet anyway: what the editor shows
    is what prints), Backspace at the very start joins this item to the previous,
    Delete at the very end joins the next one to this.

    Signals:
        split_requested(int): Enter pressed; the caret position to split at.
        join_requested(): Backspace pressed at the start, nothing selected.
        join_next_requested(): Delete pressed at the end, nothing selected.
        left(): the keyboard focus left this item.
    """

    split_requested = Signal(int)
    join_requested = Signal()
    join_next_requested = Signal()
    left = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        cursor = self.textCursor()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if cursor.hasSelection():
                cursor.removeSelectedText()
            self.split_requested.emit(cursor.position())
            return
        if key == Qt.Key.Key_Backspace and not cursor.hasSelection() and cursor.atStart():
            self.join_requested.emit()
            return
        if key == Qt.Key.Key_Delete and not cursor.hasSelection() and cursor.atEnd():
            self.join_next_requested.emit()
            return
        super().keyPressEvent(event)

    def insertFromMimeData(self, source: QMimeData) -> None:
        # A pasted line break would print as a space: paste the lines as one item.
        if source.hasText():
            lines = (line.strip() for line in source.text().splitlines())
            self.textCursor().insertText(" ".join(line for line in lines if line))
            return
        super().insertFromMimeData(source)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() not in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
            self.left.emit()  # not when another window or the context menu takes the keys
