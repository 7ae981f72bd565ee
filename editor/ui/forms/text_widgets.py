"""Text inputs with the inline markup shortcuts: Ctrl+B → **…**, Ctrl+I → *…*."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QLineEdit, QSizePolicy, QTextEdit, QWidget


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


def add_markup_shortcuts(widget: QLineEdit | QTextEdit) -> None:
    for keys, marker in (("Ctrl+B", "**"), ("Ctrl+I", "*")):
        shortcut = QShortcut(QKeySequence(keys), widget)
        shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
        shortcut.activated.connect(lambda m=marker: wrap_selection(widget, m))


class MarkupLineEdit(QLineEdit):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        add_markup_shortcuts(self)


class GrowingTextEdit(QTextEdit):
    """Plain multi-line text that grows with its content instead of scrolling.

    Signals:
        edited(str): the user changed the text (not emitted by setPlainText).
    """

    edited = Signal(str)

    def __init__(self, parent: QWidget | None = None, *, min_lines: int = 2):
        super().__init__(parent)
        self._min_lines = min_lines
        self.setAcceptRichText(False)
        self.setTabChangesFocus(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().documentLayout().documentSizeChanged.connect(self._on_layout_size_changed)
        self.textChanged.connect(self._on_self_text_changed)
        add_markup_shortcuts(self)
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
