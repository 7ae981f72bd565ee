"""The red wavy line under a misspelt word of a multi-line text field.

Qt re-highlights only the paragraph (block) that changed, and the checker
caches each word's verdict, so a keystroke costs the look-up of one new word.
Qt counts text in UTF-16 units and Python in code points; the two differ
after a character outside the Basic Multilingual Plane (an emoji), so
offsets are converted at this border.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QSyntaxHighlighter, QTextCharFormat, QTextDocument

from ...editing.spelling import SpellChecker

UNDERLINE_COLOUR = QColor("#d32f2f")


def misspelt_format() -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SpellCheckUnderline)
    fmt.setUnderlineColor(UNDERLINE_COLOUR)
    return fmt


def utf16_offset(text: str, index: int) -> int:
    """Where Python's *index* into *text* is in Qt's UTF-16 count."""
    if text.isascii():
        return index
    return index + sum(1 for char in text[:index] if ord(char) > 0xFFFF)


def python_index(text: str, offset: int) -> int:
    """Where Qt's UTF-16 *offset* into *text* is in Python's count."""
    if text.isascii():
        return offset
    units = 0
    for index, char in enumerate(text):
        if units >= offset:
            return index
        units += 2 if ord(char) > 0xFFFF else 1
    return len(text)


class SpellingHighlighter(QSyntaxHighlighter):
    """Underlines what *checker()* finds misspelt; nothing while it returns None
    (spelling off, no dictionary, or a language other than English shown)."""

    def __init__(self, document: QTextDocument, checker: Callable[[], SpellChecker | None]):
        super().__init__(document)
        self._checker = checker
        self._format = misspelt_format()

    def highlightBlock(self, text: str) -> None:
        checker = self._checker()
        if checker is None:
            return
        for word in checker.misspelt(text):
            start = utf16_offset(text, word.start)
            self.setFormat(start, utf16_offset(text, word.end) - start, self._format)
