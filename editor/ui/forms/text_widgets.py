"""Text inputs that show the inline markup as formatting, as a word processor does.

A field shows bold as bold, italic as italic and a link as underlined text in the
link colour, and stores the inline syntax of :mod:`editor.model.markup`
(``**bold**``, ``*italic*``, ``[text](url)``): :mod:`.rich_text` converts. Bold
and Italic toggle: on a selection that is all bold, Ctrl+B takes the bold away,
otherwise it makes the selection bold, in both cases without the spaces around
it; with nothing selected it switches bold for the characters typed next.

The window's own shortcuts (Undo, Export, its Bold/Italic/Link actions) win over a
field's key bindings: see ``editor.ui.window_shortcuts``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QMimeData, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFocusEvent, QInputMethodEvent, QKeyEvent, QPalette, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextEdit, QWidget

from ...model.markup import Span, escape_inline, parse_inline, to_markup, url_label
from .rich_text import (
    INLINE_MIME, all_have, document_markup, document_spans, format_at, fragments, insert_markup, is_bold, is_italic,
    link_around, link_of, restyle, set_bold, set_italic, set_link, show_markup, trimmed, units,
)

_CHORD = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier


def format_key(event: QKeyEvent) -> Callable[["RichTextEdit"], None] | None:
    """What Ctrl+B / Ctrl+I do to a field, else None."""
    if event.modifiers() != Qt.KeyboardModifier.ControlModifier:
        return None
    return {Qt.Key.Key_B: RichTextEdit.toggle_bold,
            Qt.Key.Key_I: RichTextEdit.toggle_italic}.get(Qt.Key(event.key()))


class RichTextEdit(QTextEdit):
    """Text in the inline syntax, shown formatted. ``text()``/``setText()`` read and
    write the inline syntax; ``toPlainText()`` is what shows. With ``markup=False``
    (a name, a heading: texts printed as typed) it edits plain text: no formatting,
    and a typed star is stored as a star.

    Signals:
        edited(str): the person typed, deleted or pasted (the new text, inline syntax).
        formatted(str): Bold, Italic or a link changed the text: one undo step each.
    """

    edited = Signal(str)
    formatted = Signal(str)
    single_paragraph = False
    """Whether a paste becomes one paragraph (a title, a bullet: a line break would
    print as a space)."""

    def __init__(self, parent: QWidget | None = None, *, markup: bool = True):
        super().__init__(parent)
        self.markup = markup
        self._shown = ""  # the text last shown or reported: a re-highlight reports nothing
        self._quiet = False  # our own change is under way: reported once, at its end
        self.setAcceptRichText(False)
        self.setUndoRedoEnabled(False)  # the document's undo stack is the one history
        self.setTabChangesFocus(True)
        self.textChanged.connect(self._on_self_text_changed)

    # --- the value ---------------------------------------------------------------------

    def text(self) -> str:
        """The field's text as it is stored (in the inline syntax unless plain)."""
        if not self.markup:
            return "".join(span.text for span in document_spans(self.document()))
        return document_markup(self.document())

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """Show *text* (inline syntax unless plain) formatted; not an edit."""
        with self._quietly():
            show_markup(self.document(), text if self.markup else escape_inline(text), self.link_colour())
        self._shown = self.text()

    def link_colour(self) -> QColor:
        return self.palette().color(QPalette.ColorRole.Link)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # light or dark: links take the new colour
            colour = self.link_colour()
            document = self.document()
            links = [(lo, hi) for lo, hi, _, fmt in fragments(document, 0, document.characterCount()) if link_of(fmt)]
            with self._quietly():
                for lo, hi in links:
                    restyle(document, lo, hi, lambda fmt: fmt.setForeground(colour))

    # --- what a line edit offers, for code that treats every field alike --------------

    def cursorPosition(self) -> int:  # noqa: N802
        return self.textCursor().position()

    def setCursorPosition(self, position: int) -> None:  # noqa: N802
        cursor = self.textCursor()
        cursor.setPosition(position)
        self.setTextCursor(cursor)

    def setSelection(self, start: int, length: int) -> None:  # noqa: N802
        self._select(start, start + length)

    # --- Bold, Italic, Link --------------------------------------------------------------

    def toggle_bold(self) -> None:
        self._toggle(is_bold, set_bold)

    def toggle_italic(self) -> None:
        self._toggle(is_italic, set_italic)

    def link_at_caret(self) -> tuple[int, int, str, str]:
        """What a link edit acts on: (start, end, its text, its address) — the whole link
        the caret or selection is in, else the selection without its spaces (address "")."""
        cursor = self.textCursor()
        start, end = trimmed(cursor) if cursor.hasSelection() else (cursor.position(), cursor.position())
        link = link_around(self.document(), start, end)
        url = ""
        if link is not None:
            start, end, url = link
        return start, end, self._visible(start, end), url

    def put_link(self, start: int, end: int, text: str, url: str | None) -> None:
        """Make *start*–*end* a link to *url* that shows *text* (its address when there is
        no text at all), or no link when *url* is None; one edit, the caret after it."""
        if not self.markup:
            return
        document = self.document()
        colour = self.link_colour()
        with self._formatting():
            cursor = QTextCursor(document)
            cursor.beginEditBlock()
            if url is not None and not text and start == end:
                text = url_label(url)
            if text and text != self._visible(start, end):
                fmt = QTextCharFormat(format_at(document, start) or self.textCursor().charFormat())
                set_link(fmt, None, colour)
                cursor.setPosition(start)
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                cursor.insertText(text, fmt)
                end = start + units(text)
            restyle(document, start, end, lambda fmt: set_link(fmt, url, colour))
            cursor.endEditBlock()
        self.setCursorPosition(end)

    def _toggle(self, has: Callable[[QTextCharFormat], bool], put: Callable[[QTextCharFormat, bool], None]) -> None:
        cursor = self.textCursor()
        if not self.markup:
            return
        if not cursor.hasSelection():
            fmt = cursor.charFormat()  # what the characters typed next get
            put(fmt, not has(fmt))
            self.setCurrentCharFormat(fmt)
            return
        start, end = trimmed(cursor)
        if start == end:
            return
        on = not all_have(self.document(), start, end, has)
        with self._formatting():
            restyle(self.document(), start, end, lambda fmt: put(fmt, on))
        self._select(start, end, backwards=cursor.position() < cursor.anchor())

    def _select(self, start: int, end: int, *, backwards: bool = False) -> None:
        cursor = self.textCursor()
        cursor.setPosition(end if backwards else start)
        cursor.setPosition(start if backwards else end, QTextCursor.MoveMode.KeepAnchor)
        self.setTextCursor(cursor)

    def _visible(self, start: int, end: int) -> str:
        return "".join(text for _, _, text, _ in fragments(self.document(), start, end))

    # --- typing ------------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and format_key(event) is not None:  # type: ignore[arg-type]
            event.accept()  # Ctrl+B / Ctrl+I are this field's (the window's filter may say otherwise)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        toggle = format_key(event)
        if toggle is not None:
            toggle(self)
            return
        if event.text().isprintable() and event.text() and not event.modifiers() & _CHORD:
            self._leave_link_edge()
        super().keyPressEvent(event)

    def inputMethodEvent(self, event: QInputMethodEvent) -> None:  # noqa: N802
        if event.commitString():
            self._leave_link_edge()
        super().inputMethodEvent(event)

    def _leave_link_edge(self) -> None:
        """Text typed just before or after a link is not part of it (as in a word processor):
        only text typed inside a link is."""
        cursor = self.textCursor()
        fmt = cursor.charFormat()
        url = link_of(fmt)
        if url is None or cursor.hasSelection():
            return
        before = format_at(self.document(), cursor.position() - 1)
        after = format_at(self.document(), cursor.position())
        if before is not None and after is not None and link_of(before) == url == link_of(after):
            return
        set_link(fmt, None, self.link_colour())
        self.setCurrentCharFormat(fmt)

    # --- the clipboard: formatting travels with the text between fields --------------

    def createMimeDataFromSelection(self) -> QMimeData:  # noqa: N802
        # Qt's own (plain text and HTML for other programs) lists only its formats: copy them.
        qt_data = super().createMimeDataFromSelection()
        data = QMimeData()
        data.setText(qt_data.text())
        if qt_data.hasHtml():
            data.setHtml(qt_data.html())
        cursor = self.textCursor()
        if self.markup:
            markup = document_markup(self.document(), cursor.selectionStart(), cursor.selectionEnd())
            data.setData(INLINE_MIME, markup.encode("utf-8"))
        return data

    def insertFromMimeData(self, source: QMimeData) -> None:  # noqa: N802
        cursor = self.textCursor()
        if source.hasFormat(INLINE_MIME) and self.markup:
            markup = bytes(source.data(INLINE_MIME).data()).decode("utf-8", "replace")
            if self.single_paragraph:
                markup = to_markup([Span(s.text.replace("\n", " "), s.bold, s.italic, s.url)
                                    for s in parse_inline(markup)])
            insert_markup(cursor, markup, self.link_colour())
            self.setTextCursor(cursor)
            return
        if source.hasText() and self.single_paragraph:
            # A pasted line break would print as a space: paste the lines as one paragraph.
            lines = (line.strip() for line in source.text().splitlines())
            self._leave_link_edge()
            self.textCursor().insertText(" ".join(line for line in lines if line))
            return
        self._leave_link_edge()
        super().insertFromMimeData(source)

    # --- reporting ---------------------------------------------------------------------

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        was, self._quiet = self._quiet, True
        try:
            yield
        finally:
            self._quiet = was

    @contextmanager
    def _formatting(self) -> Iterator[None]:
        """A format change: reported once, as ``formatted``, when it is complete."""
        with self._quietly():
            yield
        markup = self.text()
        if markup != self._shown:
            self._shown = markup
            self.formatted.emit(markup)

    def _on_self_text_changed(self) -> None:
        if self._quiet:
            return
        markup = self.text()
        if markup != self._shown:  # not a re-highlight, which changes nothing stored
            self._shown = markup
            self.edited.emit(markup)


class GrowingTextEdit(RichTextEdit):
    """Multi-line text that grows with its content instead of scrolling."""

    def __init__(self, parent: QWidget | None = None, *, min_lines: int = 2, markup: bool = True):
        super().__init__(parent, markup=markup)
        self._min_lines = min_lines
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().documentLayout().documentSizeChanged.connect(self._on_layout_size_changed)
        self._on_layout_size_changed()

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        return QSize(hint.width(), self._wanted_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self._wanted_height())

    def _wanted_height(self) -> int:
        lines = self.fontMetrics().lineSpacing() * self._min_lines
        content = int(self.document().size().height())
        margins = self.contentsMargins()
        return max(lines, content) + margins.top() + margins.bottom() + 2

    def _on_layout_size_changed(self, *_args: object) -> None:
        self.setFixedHeight(self._wanted_height())


class OneLineTextEdit(GrowingTextEdit):
    """A one-paragraph field (a title, a name): Enter does nothing, a long text wraps.

    Signals:
        textEdited(str): as ``edited`` (the name a line edit gives it).
    """

    textEdited = Signal(str)
    single_paragraph = True

    def __init__(self, parent: QWidget | None = None, *, markup: bool = True):
        super().__init__(parent, min_lines=1, markup=markup)
        self.document().setDocumentMargin(3)
        self._on_layout_size_changed()
        self.edited.connect(self.textEdited)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if Qt.Key(event.key()) in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.ignore()  # as a line edit: for a dialog's default button, never a line break
            return
        super().keyPressEvent(event)


class BulletTextEdit(GrowingTextEdit):
    """One item of a list: Enter starts the next item instead of a line break
    (the PDF would join the lines into one bullet anyway: what the editor shows
    is what prints), Backspace at the very start joins this item to the previous,
    Delete at the very end joins the next one to this.

    Signals:
        split_requested(int): Enter pressed; where to split, in characters of what shows.
        join_requested(): Backspace pressed at the start, nothing selected.
        join_next_requested(): Delete pressed at the end, nothing selected.
        left(): the keyboard focus left this item.
    """

    split_requested = Signal(int)
    join_requested = Signal()
    join_next_requested = Signal()
    left = Signal()
    single_paragraph = True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = Qt.Key(event.key())
        cursor = self.textCursor()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if cursor.hasSelection():
                cursor.removeSelectedText()
            before = self.toPlainText().encode("utf-16-le")[:2 * cursor.position()].decode("utf-16-le", "replace")
            self.split_requested.emit(len(before))
            return
        if key == Qt.Key.Key_Backspace and not cursor.hasSelection() and cursor.atStart():
            self.join_requested.emit()
            return
        if key == Qt.Key.Key_Delete and not cursor.hasSelection() and cursor.atEnd():
            self.join_next_requested.emit()
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        if event.reason() not in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
            self.left.emit()  # not when another window or the context menu takes the keys
