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
from .i18n import tr
from .labels import language_label
from .modelpath import EditRejected, ModelPath

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
        self.label.setText(text or "—")
        self.label.setToolTip(tr("The {} text").format(name) if text else tr("No {} text").format(name))
        self.copy_button.setEnabled(bool(text) and text != self.document.text_at(self.path))
        self.copy_button.setToolTip(tr("Use the {} text here").format(name))

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

    def _update(self) -> None:
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
            if not self.document.exists(path):
                continue
            companion.refresh(reference)
            self._mark(self._inputs[path], path, reference)
        for editor, path in self._tables:
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
        box.addWidget(widget, 1)
        companion = ReferenceText(self.document, path, row)
        box.addWidget(companion, 1)
        self.companions[path] = companion
        self._inputs[path] = widget
        self._tips[path] = widget.toolTip()

    def _mark(self, widget: QWidget, path: ModelPath, reference: str) -> None:
        value = self.document.value_at(path)
        lang, default = self.document.language, self.document.default_language
        missing = is_missing(value, lang, default)
        widget.setStyleSheet(MISSING_STYLE if missing else "")
        if not missing:
            widget.setToolTip(self._tips.get(path, ""))
        elif text_or_fallback(value, lang, default):
            widget.setToolTip(tr("No {} text yet: the {} text prints instead").format(
                language_label(lang), language_label(default)))
        else:
            widget.setToolTip(tr("No {} text yet: nothing prints here").format(language_label(lang)))

    def _mark_table(self, editor: RecordListEditor, path: ModelPath, reference: str) -> None:
        table: QTableWidget = editor.table
        lang, default = self.document.language, self.document.default_language
        for row in range(table.rowCount()):
            for column, spec in enumerate(editor.columns):
                item = table.item(row, column)
                if spec.kind != "text" or item is None:
                    continue
                value = self.document.value_at(path + (row, spec.name))
                if is_missing(value, lang, default):
                    item.setBackground(QBrush(QColor(MISSING_COLOUR)))
                other = text_in(value, reference, default)
                item.setToolTip(f"{language_label(reference)}: {other}" if other else "")

    # --- following the document ---------------------------------------------------------

    def _unfollow(self, *_args: object) -> None:
        if self._followed is None:
            return
        self._followed = None
        self.document.entry_changed.disconnect(self._on_document_entry_changed)
        self.document.language_changed.disconnect(self._on_document_language_changed)

    def _on_document_entry_changed(self, _path: ModelPath) -> None:
        self._update()

    def _on_document_language_changed(self, _lang: str) -> None:
        self._update()


def _layout_holding(layout: QLayout | None, widget: QWidget) -> QLayout | None:
    """The layout, among *layout* and those nested in it, that holds *widget* directly."""
    if layout is None:
        return None
    if layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        child = layout.itemAt(i).layout()
        found = _layout_holding(child, widget)
        if found is not None:
            return found
    return None
