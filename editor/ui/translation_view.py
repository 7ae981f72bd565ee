"""The translation view: beside each text field, the same field in another language.

While it is on, every multilingual input of the form gets a greyed,
read-only companion on its right holding the reference language's text (the
default language, or the second one while editing the default), with a button
that copies that text into the field being edited. Fields missing a
translation (:func:`editor.model.text.is_missing`) are tinted.

The companions are added to the form the panel built: each input is moved
into a small row together with its companion, so the editors themselves need
not know about this mode. Forms are rebuilt whenever the selection changes;
the view decorates each new one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QLayout, QSizePolicy, QTableWidget, QToolButton, QWidget,
)

from ..model.text import is_missing, text_in, text_or_fallback
from .document import Document
from .forms import FormPanel
from .forms.bullet_editor import BulletListEditor
from .forms.record_editor import RecordListEditor
from .forms.text_editor import LocalTextEditor
from .i18n import SKIP, tr
from ..editing.labels import language_label
from ..editing.modelpath import EditRejected, ModelPath
from .qt_utils import signals_blocked

MISSING_COLOUR = "#fff1cc"
MISSING_STYLE = f"background-color: {MISSING_COLOUR};"


def reference_language(document: Document) -> str | None:
    """The language shown beside the one being edited: the default, or the next one."""
    others = [lang for lang in document.resume.languages if lang != document.language]
    if not others:
        return None
    return document.default_language if document.default_language in others else others[0]


class ReferenceText(QWidget):
    """The reference language's text of one field, and a button to use it here too."""

    def __init__(self, document: Document, path: ModelPath, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.path = path
        self.setProperty(SKIP, True)  # shows the user's text: never run through the catalogue
        self.label = QLabel(self)
        self.label.setObjectName("referenceText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.copy_button = QToolButton(self)
        self.copy_button.setText("←")
        self.copy_button.setAutoRaise(True)
        self.copy_button.clicked.connect(self._on_copy_button_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def text(self) -> str:
        return self.label.text()

    def refresh(self, reference: str) -> None:
        value = self.document.value_at(self.path)
        text = text_in(value, reference, self.document.default_language)
        name = language_label(reference)
        _put(self.label.text(), text or "—", self.label.setText)
        _put(self.label.toolTip(), tr("The {} text").format(name) if text else tr("No {} text").format(name),
             self.label.setToolTip)
        _put(self.copy_button.isEnabled(), bool(text) and text != self.document.text_at(self.path),
             self.copy_button.setEnabled)
        _put(self.copy_button.toolTip(), tr("Use the {} text here").format(name), self.copy_button.setToolTip)

    def _on_copy_button_clicked(self) -> None:
        reference = reference_language(self.document)
        if reference is None:
            return
        text = text_in(self.document.value_at(self.path), reference, self.document.default_language)
        try:
            self.document.set_text(self.path, text)
        except EditRejected:
            pass  # the reference text is valid where it came from; nothing else can reject it


class TranslationView(QObject):
    """Side-by-side mode for the form panel.

    Signals:
        toggled(bool): the mode was switched on or off.
    """

    toggled = Signal(bool)

    def __init__(self, document: Document, form_panel: FormPanel, parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.form_panel = form_panel
        self.enabled = False
        self.companions: dict[ModelPath, ReferenceText] = {}
        self._inputs: dict[ModelPath, QWidget] = {}
        self._tables: list[tuple[RecordListEditor, ModelPath]] = []
        self._tips: dict[ModelPath, str] = {}  # the inputs' own tooltips, shown again once translated
        self._followed: QObject | None = None

    # --- public API ---------------------------------------------------------------

    def set_enabled(self, enabled: bool) -> None:
        if enabled == self.enabled:
            return
        self.enabled = enabled
        if self.form_panel.path is not None:
            self.form_panel.show_path(self.form_panel.path)  # a plain form, or one to decorate
        self.decorate()
        self.toggled.emit(enabled)

    def decorate(self) -> None:
        """Give the form on show its companions (call after the panel built a form)."""
        self._unfollow()
        self.companions, self._inputs, self._tables, self._tips = {}, {}, [], {}
        form = self.form_panel.form
        if not self.enabled or form is None:
            return
        self._followed = form
        self.document.entry_changed.connect(self._on_document_entry_changed)
        self.document.language_changed.connect(self._on_document_language_changed)
        self._update()

    def is_marked(self, path: ModelPath) -> bool:
        """Whether the input of *path* is tinted as missing a translation (for tests)."""
        widget = self._inputs.get(path)
        return widget is not None and MISSING_COLOUR in widget.styleSheet()

    # --- building -------------------------------------------------------------------

    def _text_inputs(self) -> list[tuple[ModelPath, QWidget]]:
        form = self.form_panel.form
        found: list[tuple[ModelPath, QWidget]] = []
        self._tables = []
        for editor in form.editors.values() if form is not None else ():
            if isinstance(editor, LocalTextEditor):
                found.append((editor.path, editor.input))
            elif isinstance(editor, BulletListEditor):
                found += [(editor.path + (i,), row) for i, row in enumerate(editor.rows)]
            elif isinstance(editor, RecordListEditor):
                self._tables.append((editor, editor.path))
        return found

    def _update(self, changed: ModelPath | None = None) -> None:
        """Companions for new inputs; texts and marks of those under *changed* (all if None)."""
        reference = reference_language(self.document)
        if reference is None or self.form_panel.form is None:
            return
        current = self._text_inputs()
        for path, widget in current:
            if self._inputs.get(path) is not widget or path not in self.companions:
                self._attach(path, widget)
        for path in [p for p in self.companions if p not in dict(current)]:
            self.companions.pop(path)
            self._inputs.pop(path, None)
        for path, companion in self.companions.items():
            if self.document.exists(path) and _overlaps(path, changed):
                companion.refresh(reference)
                self._mark(self._inputs[path], path)
        for editor, path in self._tables:
            if _overlaps(path, changed):
                self._mark_table(editor, path, reference)

    def _attach(self, path: ModelPath, widget: QWidget) -> None:
        """Put *widget* and a new companion side by side where *widget* was."""
        holder = _layout_holding(widget.parentWidget().layout(), widget)
        if holder is None:
            return
        row = QWidget(widget.parentWidget())
        row.setObjectName("translationRow")
        box = QHBoxLayout(row)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        holder.replaceWidget(widget, row)
        box.addWidget(widget, 1, Qt.AlignmentFlag.AlignTop)
        companion = ReferenceText(self.document, path, row)
        box.addWidget(companion, 1, Qt.AlignmentFlag.AlignTop)
        self.companions[path] = companion
        self._inputs[path] = widget
        self._tips[path] = widget.toolTip()

    def _mark(self, widget: QWidget, path: ModelPath) -> None:
        value = self.document.value_at(path)
        lang, default = self.document.language, self.document.default_language
        missing = is_missing(value, lang, default)
        _put(widget.styleSheet(), MISSING_STYLE if missing else "", widget.setStyleSheet)
        if not missing:
            tip = self._tips.get(path, "")
        elif text_or_fallback(value, lang, default):
            tip = tr("No {} text yet: the {} text prints instead").format(language_label(lang),
                                                                          language_label(default))
        else:
            tip = tr("No {} text yet: nothing prints here").format(language_label(lang))
        _put(widget.toolTip(), tip, widget.setToolTip)

    def _mark_table(self, editor: RecordListEditor, path: ModelPath, reference: str) -> None:
        table: QTableWidget = editor.table
        lang, default = self.document.language, self.document.default_language
        missing = QColor(MISSING_COLOUR)
        with signals_blocked(table):  # a cell's new look is not an edit of its text
            for row in range(table.rowCount()):
                for column, spec in enumerate(editor.columns):
                    item = table.item(row, column)
                    if spec.kind != "text" or item is None:
                        continue
                    value = self.document.value_at(path + (row, spec.name))
                    if is_missing(value, lang, default) and item.background().color() != missing:
                        item.setBackground(QBrush(missing))
                    other = text_in(value, reference, default)
                    _put(item.toolTip(), f"{language_label(reference)}: {other}" if other else "", item.setToolTip)

    # --- following the document ---------------------------------------------------------

    def _unfollow(self, *_args: object) -> None:
        if self._followed is None:
            return
        self._followed = None
        self.document.entry_changed.disconnect(self._on_document_entry_changed)
        self.document.language_changed.disconnect(self._on_document_language_changed)

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        self._update(None if path == ("languages",) else path)

    def _on_document_language_changed(self, _lang: str) -> None:
        self._update()


def _put(current: object, wanted: object, setter: Callable[[Any], None]) -> None:
    """Call *setter* only when the value changes: this runs on every keystroke, and in
    PySide6 6.12 on Python 3.11 every call of a Qt setter loses a reference to None."""
    if current != wanted:
        setter(wanted)


def _overlaps(path: ModelPath, changed: ModelPath | None) -> bool:
    """Whether a change at *changed* (None: anything) may alter the value at *path*."""
    if changed is None:
        return True
    n = min(len(path), len(changed))
    return path[:n] == changed[:n]


def _layout_holding(layout: QLayout, widget: QWidget) -> QLayout | None:
    """The layout, among *layout* and those nested in it, that holds *widget* directly.

    Nested layouts are found as the layout's children rather than through
    ``itemAt(i).layout()``, which answers None for every widget item: in
    PySide6 6.12 on Python 3.11 each None a Qt call returns is one reference
    to None lost, and enough of them crash the interpreter.
    """
    return next((candidate for candidate in (layout, *layout.findChildren(QLayout))
                 if candidate.indexOf(widget) >= 0), None)
