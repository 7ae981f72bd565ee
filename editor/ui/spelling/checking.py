"""Spell checking for one window: the Check Spelling switch, the dictionary, the fields.

The text fields register themselves with :func:`attach` (one line in each
field editor); this object then underlines their misspelt English words and
adds the suggestions to their context menu (:mod:`.menu`). Every change it
makes to the résumé (a suggestion taken, a word added to the document's
words, its dictionary chosen) goes through the
:class:`~editor.ui.document.Document`'s API, so undo, autosave and the preview
see it like any other edit.

Each document names its dictionary (Edit → Spelling Dictionary: British or
American English, as installed); it is kept in the file. The words of the
document's names, organisations, venues, places and skills are accepted
without asking (:mod:`editor.editing.document_words`), brought up to date a
moment after an edit.

A dictionary loads on a worker thread (about 70 ms: Enchant and the Hunspell
files), once per process, so the window does not wait for it. When none can
be loaded the switch is disabled and says why; nothing else changes.
"""

from __future__ import annotations

import threading
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QContextMenuEvent, QPaintEvent
from PySide6.QtWidgets import QLineEdit, QTextEdit
from shiboken6 import isValid

from ...editing.dictionary import Opened, open_dictionary
from ...editing.document_words import document_words
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
_chosen: dict[str, Opened] = {}
_opening = threading.Lock()
_NOTHING_YET = object()
NAMES_SETTLE_MS = 300
"""After an edit, how long the document's names wait before they are read again."""


def english_dictionary(chosen: str | None = None) -> Opened:
    """The process's English dictionary, or the one named *chosen* when installed
    (each opened on first use; never raises)."""
    global _opened
    with _opening:
        if _opened is None:
            _opened = open_dictionary("en")
        if chosen is None or chosen == _opened.tag or _opened.dictionary is None:
            return _opened
        if chosen not in _chosen:
            _chosen[chosen] = open_dictionary("en", chosen)
        return _chosen[chosen]


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
        self.tag = ""
        """The dictionary in use (``en_GB``…); empty until one is loaded."""
        self._asked_for: str | None | object = _NOTHING_YET  # the document's choice the last load was for
        self._names_timer = QTimer(self)
        self._names_timer.setSingleShot(True)
        self._names_timer.setInterval(NAMES_SETTLE_MS)
        self._names_timer.timeout.connect(self._take_document_words)
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
        self._load_dictionary()

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

    def choose_dictionary(self, tag: str) -> None:
        """Check this document with the dictionary *tag* (``en_GB``): one undoable edit, saved with the file."""
        if tag != self.document.resume.spelling.dictionary:
            self.document.set_value(("spelling", "dictionary"), tag,
                                    text=f"Check spelling with {dictionary_label(tag)}")

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

    def _load_dictionary(self) -> None:
        """Load the document's dictionary on a worker thread (nothing if it is the one in use)."""
        chosen = self.document.resume.spelling.dictionary
        if chosen == self._asked_for:
            return
        self._asked_for = chosen
        threading.Thread(target=self._open_dictionary, args=(chosen,), name="spelling dictionary",
                         daemon=True).start()

    def _open_dictionary(self, chosen: str | None) -> None:
        opened = english_dictionary(chosen)
        try:
            self._dictionary_opened.emit((chosen, opened))
        except RuntimeError:  # the window closed while the dictionary was loading
            pass

    def _on_dictionary_opened(self, loaded: tuple[str | None, Opened]) -> None:
        chosen, opened = loaded
        if chosen != self.document.resume.spelling.dictionary:
            return  # another one was chosen meanwhile: its own load follows
        if opened.dictionary is None:
            self.action.setEnabled(False)
            self.action.setToolTip(opened.problem)
            self.action.setStatusTip(opened.problem)
            retranslate(self.action)
            if self.action.isChecked():
                self.message.emit(opened.problem)
            return
        self.checker = SpellChecker(opened.dictionary)
        self.tag = opened.tag
        self.checker.set_accepted(self.document.resume.spelling.accepted)
        self.checker.set_document_words(document_words(self.document.resume))
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
        if path[:1] == ("spelling",) or not path:
            self._load_dictionary()
            self._take_accepted_words()
        self._names_timer.start()  # a name may have been typed: read them once the typing pauses

    def _on_document_reset(self) -> None:
        self._load_dictionary()
        self._take_accepted_words()
        self._take_document_words()

    def _take_document_words(self) -> None:
        if self.checker is not None and self.checker.set_document_words(document_words(self.document.resume)):
            self.rehighlight()

    def _take_accepted_words(self) -> None:
        if self.checker is not None:
            self.checker.set_accepted(self.document.resume.spelling.accepted)
            self.rehighlight()


def _stored_on(settings: QSettings) -> bool:
    value = settings.value(SETTING, True)
    return value if isinstance(value, bool) else str(value).lower() not in ("false", "0", "")


def dictionary_label(tag: str) -> str:
    """How the menu names a dictionary: "English (UK)" for ``en_GB``."""
    region = tag.partition("_")[2]
    return {"US": "English (US)", "GB": "English (UK)", "": "English"}.get(region, f"English ({region})")
