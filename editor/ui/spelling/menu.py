"""The context menu of a misspelt word: suggestions, Add to Document's Words, Ignore.

The field's own menu (Cut, Copy, Paste…) follows below them. Taking a
suggestion replaces the word in the résumé through the document (one undo
step of its own, named after the correction), never by typing into the widget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLineEdit, QMenu, QTextEdit

from ...editing.modelpath import EditRejected, ModelPath
from ...editing.spelling import Word, misspelt_word_at, possessive_stem
from ...model import markup
from ...model.text import with_text
from ..i18n import tr
from .highlighter import python_index, utf16_offset

if TYPE_CHECKING:
    from .checking import SpellChecking

MAX_SUGGESTIONS = 5


TextField = QTextEdit | QLineEdit


def plain_text(widget: TextField) -> str:
    return widget.text() if isinstance(widget, QLineEdit) else widget.toPlainText()


def context_menu(service: "SpellChecking", widget: TextField, path: ModelPath, position: QPoint) -> QMenu:
    """The menu for a right click at *position* (a text edit's viewport coordinates,
    a line edit's own) of *widget*."""
    if isinstance(widget, QLineEdit):
        menu = widget.createStandardContextMenu()
        offset = widget.cursorPositionAt(position)
    else:
        menu = widget.createStandardContextMenu(position)
        offset = widget.cursorForPosition(position).position()
    checker = service.active_checker()
    if checker is None:
        return menu
    plain = plain_text(widget)
    word = misspelt_word_at(checker, plain, python_index(plain, offset))
    if word is None:
        return menu
    actions: list[QAction] = []
    for suggestion in checker.suggestions(word.text, MAX_SUGGESTIONS):
        action = QAction(suggestion, menu)
        action.setObjectName("spellingSuggestion")
        font = action.font()
        font.setBold(True)
        action.setFont(font)
        action.triggered.connect(lambda _=False, s=suggestion: _replace(service, widget, path, word, s))
        actions.append(action)
    if not actions:
        none = QAction(tr("(no suggestions)"), menu)
        none.setEnabled(False)
        actions.append(none)
    stem = possessive_stem(word.text)  # Okonkwo's: add Okonkwo
    accept = QAction(tr("Add “{}” to Document's Words").format(stem), menu)
    accept.setObjectName("spellingAccept")
    accept.setToolTip(tr("Saved with the résumé: names, acronyms and terms the dictionary lacks"))
    accept.triggered.connect(lambda _=False: _accept(service, stem))
    ignore = QAction(tr("Ignore “{}”").format(stem), menu)
    ignore.setObjectName("spellingIgnore")
    ignore.setToolTip(tr("Stop underlining this word until Vitae closes"))
    ignore.triggered.connect(lambda _=False: service.ignore_word(stem))
    first = menu.actions()[0] if menu.actions() else None
    separator = QAction(menu)
    separator.setSeparator(True)
    menu.insertActions(first, [*actions, _separator(menu), accept, ignore, separator])  # type: ignore[arg-type]
    return menu


def _separator(menu: QMenu) -> QAction:
    action = QAction(menu)
    action.setSeparator(True)
    return action


def _replace(service: "SpellChecking", widget: TextField, path: ModelPath, word: Word, suggestion: str) -> None:
    document = service.document
    lang = document.language
    text = document.text_at(path)
    if not getattr(widget, "markup", False):  # plain text: offsets are the text's own
        if text[word.start:word.end] != word.text:
            return  # the text changed while the menu was open
        corrected = text[:word.start] + suggestion + text[word.end:]
    else:  # a field showing its bold, italic and links: offsets count what shows
        if markup.plain_text(text)[word.start:word.end] != word.text:
            return
        corrected = markup.replace_visible(text, word.start, word.end, suggestion)
    value = with_text(document.value_at(path), lang, corrected, document.default_language)
    try:
        document.set_value(path, value, text=f"Correct “{word.text}” to “{suggestion}”", lang=lang)
    except EditRejected as rejected:
        service.message.emit(str(rejected))
        return
    plain = plain_text(widget)  # the form has shown the corrected text: caret after the word
    caret = min(utf16_offset(plain, word.start + len(suggestion)), len(plain.encode("utf-16-le")) // 2)
    if isinstance(widget, QLineEdit):
        widget.setCursorPosition(caret)
    else:
        cursor = widget.textCursor()
        cursor.setPosition(caret)
        widget.setTextCursor(cursor)
    widget.setFocus(Qt.FocusReason.PopupFocusReason)  # Ctrl+Z from here undoes the correction


def _accept(service: "SpellChecking", word: str) -> None:
    try:
        service.accept_word(word)
    except EditRejected as rejected:
        service.message.emit(str(rejected))
