"""Spell checking for one window: the Check Spelling switch, the dictionary, the fields.

The text fields register themselves with :func:`attach` (one line in each
field editor); this object then underlines their misspelt English words and
adds the suggestions to their context menu (:mod:`.menu`). Every change it
makes to the résumé (a suggestion taken, a word added to the document's
words) goes through the :class:`~editor.ui.document.Document`'s API, so undo,
autosave and the preview see it like any other edit.

The dictionary loads on a worker thread (about 70 ms: Enchant and the
Hunspell files), once per process, so the window does not wait for it. When
it cannot be loaded the switch is disabled and says why; nothing else changes.
"""

from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QPaintEvent
from PySide6.QtWidgets import QLineEdit, QTextEdit
from shiboken6 import isValid

from ...editing.dictionary import Opened, open_dictionary
from ...editing.modelpath import ModelPath
from ...editing.spelling import SpellChecker, is_english
from ..i18n import retranslate
from ..qt_utils import signals_blocked
from .highlighter import SpellingHighlighter
from .line_edit import paint_underlines

TextField = QTextEdit | QLineEdit

if TYPE_CHECKING:
    from ..document import Document

SETTING = "spelling/check"

_opened: Opened | None = None
_opening = threading.Lock()


def english_dictionary() -> Opened:
    """The process's English dictionary (opened on first use; never raises)."""
    global _opened
    with _opening:
        if _opened is None:
            _opened = open_dictionary("en")
        return _opened


_services: "weakref.WeakKeyDictionary[Document, SpellChecking]" = weakref.WeakKeyDictionary()


def attach(document: "Document", widget: TextField, path: ModelPath) -> None:
    """Check the spelling of *widget*, which edits the multilingual text at *path*
    (no-op for a document no window checks, e.g. a form built on its own)."""
    service = _services.get(document)
    if service is not None:
        service.add_field(widget, path)


class SpellChecking(QObject):
    """Signals:
        message(str): a line for the status bar (why spelling is off).
    """

    message = Signal(str)
    _dictionary_opened = Signal(object)

    def __init__(self, document: "Document", settings: QSettings, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self._settings = settings
        self.checker: SpellChecker | None = None
        self._fields: list[tuple[TextField, ModelPath, SpellingHighlighter | None]] = []
        self.action = QAction("Check &Spelling", self)
        self.action.setCheckable(True)
        self.action.setChecked(_stored_on(settings))
        self.action.setEnabled(False)  # until the dictionary is there
        self.action.setToolTip("Underline misspelt English words (loading the dictionary…)")
        self.action.toggled.connect(self._on_action_toggled)
        document.language_changed.connect(self._on_document_language_changed)
        document.entry_changed.connect(self._on_document_entry_changed)
        document.reset.connect(self._on_document_reset)
        self._dictionary_opened.connect(self._on_dictionary_opened)
        _services[document] = self
        threading.Thread(target=self._open_dictionary, name="spelling dictionary", daemon=True).start()

    # --- what the fields and the menu ask -------------------------------------------

    def active_checker(self) -> SpellChecker | None:
        """The checker, while words are to be underlined (on, loaded, English shown)."""
        if self.checker is None or not self.action.isChecked() or not is_english(self.document.language):
            return None
        return self.checker

    def add_field(self, widget: TextField, path: ModelPath) -> None:
        """Underline *widget*'s misspelt words (a text edit through a highlighter, a line
        edit painted over) and give it the spelling context menu."""
        if isinstance(widget, QLineEdit):
            self._fields.append((widget, path, None))
            widget.installEventFilter(self)
        else:
            self._fields.append((widget, path, SpellingHighlighter(widget.document(), self.active_checker)))
            widget.viewport().installEventFilter(self)
        widget.destroyed.connect(self._forget_deleted_fields)

    def field_of(self, watched: QObject) -> tuple[TextField, ModelPath] | None:
        """The field whose events *watched* receives (a text edit's viewport, a line edit)."""
        for widget, path, _ in self._live_fields():
            if watched is (widget if isinstance(widget, QLineEdit) else widget.viewport()):
                return widget, path
        return None

    def accept_word(self, word: str) -> None:
        """Add *word* to the document's words: one undoable edit, saved with the file."""
        accepted = list(self.document.resume.spelling.accepted)
        if word not in accepted:
            self.document.set_value(("spelling", "accepted"), sorted([*accepted, word], key=str.casefold),
                                    text=f"Add “{word}” to the document's words")

    def ignore_word(self, word: str) -> None:
        """Stop underlining *word* until the window closes."""
        if self.checker is not None:
            self.checker.ignore(word)
            self.rehighlight()

    def rehighlight(self) -> None:
        for widget, _, highlighter in self._live_fields():
            if highlighter is None:
                widget.update()  # a line edit: painted over on its next paint
                continue
            with signals_blocked(widget):  # new underlines are no edit of the text
                highlighter.rehighlight()

    # --- the context menu ---------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.ContextMenu, QEvent.Type.Paint):
            return super().eventFilter(watched, event)
        field = self.field_of(watched)
        checker = self.active_checker()
        if field is None or checker is None:
            return super().eventFilter(watched, event)
        widget, path = field
        if kind == QEvent.Type.Paint and isinstance(widget, QLineEdit) and isinstance(event, QPaintEvent):
            widget.paintEvent(event)  # the field first, then the wavy lines over it
            paint_underlines(widget, checker)
            return True
        if kind == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            from .menu import context_menu  # noqa: PLC0415 — only when a menu is opened

            menu = context_menu(self, widget, path, event.pos())
            menu.exec(event.globalPos())
            menu.deleteLater()
            return True
        return super().eventFilter(watched, event)

    # --- internals --------------------------------------------------------------------

    def _live_fields(self) -> list[tuple[TextField, ModelPath, SpellingHighlighter | None]]:
        self._forget_deleted_fields()
        return self._fields

    def _forget_deleted_fields(self, *_args: object) -> None:
        self._fields = [(widget, path, highlighter) for widget, path, highlighter in self._fields
                        if isValid(widget) and (highlighter is None or isValid(highlighter))]

    def _open_dictionary(self) -> None:
        opened = english_dictionary()
        try:
            self._dictionary_opened.emit(opened)
        except RuntimeError:  # the window closed while the dictionary was loading
            pass

    def _on_dictionary_opened(self, opened: Opened) -> None:
        if opened.dictionary is None:
            self.action.setEnabled(False)
            self.action.setToolTip(opened.problem)
            self.action.setStatusTip(opened.problem)
            retranslate(self.action)
            if self.action.isChecked():
                self.message.emit(opened.problem)
            return
        self.checker = SpellChecker(opened.dictionary)
        self.checker.set_accepted(self.document.resume.spelling.accepted)
        self.action.setEnabled(True)
        self.action.setToolTip(f"Underline misspelt English words (Hunspell dictionary {opened.tag})")
        retranslate(self.action)
        self.rehighlight()

    def _on_action_toggled(self, on: bool) -> None:
        self._settings.setValue(SETTING, on)
        self.rehighlight()

    def _on_document_language_changed(self, _lang: str) -> None:
        self.rehighlight()

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path[:1] == ("spelling",):
            self._take_accepted_words()

    def _on_document_reset(self) -> None:
        self._take_accepted_words()

    def _take_accepted_words(self) -> None:
        if self.checker is not None:
            self.checker.set_accepted(self.document.resume.spelling.accepted)
            self.rehighlight()


def _stored_on(settings: QSettings) -> bool:
    value = settings.value(SETTING, True)
    return value if isinstance(value, bool) else str(value).lower() not in ("false", "0", "")

