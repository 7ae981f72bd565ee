"""The translation view: beside each text field, the same field in another language.

While it is on, every multilingual input of the form gets a greyed,
read-only companion on its right holding the reference language's text (the
default language, or the second one while editing the default), with a button
that copies that text into the field being edited and a toggle that marks the
field the same in every language (a name, a product: one text, never missing).
Fields missing a translation (:func:`editor.editing.translation.counts_as_missing`)
are tinted amber; those whose translation is outdated (its source changed since,
:func:`~editor.editing.translation.counts_as_outdated`) violet, with a ✓ button
that accepts the translation as still right (one undo step). Where the field's
text in one language is a name the document's glossary knows and the other
language is empty, a button offers the glossary's name (one undo step).

The companions are added to the form the panel built: each input is moved
into a small row together with its companion, so the editors themselves need
not know about this mode. Forms are rebuilt whenever the selection changes;
the view decorates each new one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QPalette
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QSizePolicy, QTableWidgetItem, QToolButton, QWidget,
)

from ..model.text import can_share, is_shared, text_in, text_or_fallback, with_sharing
from .colours import missing_tint, outdated_tint
from .document import Document
from .forms import FormPanel
from .forms.base import FieldEditor
from .i18n import SKIP, tr
from ..editing.glossary import glossary_offer
from ..editing.labels import language_label, what
from ..editing.modelpath import EditRejected, ModelPath
from ..editing.translation import counts_as_outdated, is_language_neutral, translation_state
from .qt_utils import signals_blocked



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
        self.same_button = QToolButton(self)
        self.same_button.setObjectName("sameInEveryLanguage")
        self.same_button.setText("=")
        self.same_button.setCheckable(True)
        self.same_button.setAutoRaise(True)
        self.same_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the caret stays in the field
        self.same_button.toggled.connect(self._on_same_button_toggled)
        self.accept_button = QToolButton(self)
        self.accept_button.setObjectName("acceptTranslation")
        self.accept_button.setText("✓")
        self.accept_button.setAutoRaise(True)
        self.accept_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.accept_button.setVisible(False)
        self.accept_button.clicked.connect(self._on_accept_button_clicked)
        self.glossary_button = QToolButton(self)
        self.glossary_button.setObjectName("glossaryName")
        self.glossary_button.setAutoRaise(True)
        self.glossary_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.glossary_button.setVisible(False)
        self.glossary_button.clicked.connect(self._on_glossary_button_clicked)
        self.glossary_offer: tuple[str, str] | None = None
        # A field that is the same in every language by nature needs no toggle.
        self.same_button.setVisible(not is_language_neutral(document.resume, path))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.same_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.accept_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.glossary_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def text(self) -> str:
        return self.label.text()

    def refresh(self, reference: str) -> None:
        value = self.document.value_at(self.path)
        text = text_in(value, reference, self.document.default_language)
        name = language_label(reference)
        shared = is_shared(value)
        _put(self.label.text(), tr("Same in every language") if shared else text or "—", self.label.setText)
        _put(self.label.toolTip(), tr("The {} text").format(name) if text else tr("No {} text").format(name),
             self.label.setToolTip)
        _put(self.copy_button.isEnabled(), bool(text) and text != self.document.text_at(self.path),
             self.copy_button.setEnabled)
        _put(self.copy_button.toolTip(), tr("Use the {} text here").format(name), self.copy_button.setToolTip)
        with signals_blocked(self.same_button):
            _put(self.same_button.isChecked(), shared, self.same_button.setChecked)
        lang = self.document.language
        outdated = counts_as_outdated(self.document.resume, self.path, value, lang, self.document.copied_from(lang))
        _put(self.accept_button.isVisibleTo(self), outdated, self.accept_button.setVisible)
        _put(self.accept_button.toolTip(),
             tr("Still right: accept this {} translation of the changed {} text").format(
                 language_label(lang), language_label(self.document.default_language)),
             self.accept_button.setToolTip)
        self._offer_glossary_name(value, reference)
        shareable = can_share(value, self.document.default_language)
        _put(self.same_button.isEnabled(), shareable, self.same_button.setEnabled)
        _put(self.same_button.toolTip(),
             tr("Same in every language: one text, printed in every language and never missing")
             if shareable else tr("Has text in several languages: clear all but one to share it"),
             self.same_button.setToolTip)

    def _on_same_button_toggled(self, checked: bool) -> None:
        value = self.document.value_at(self.path)
        try:
            shared = with_sharing(value, checked, self.document.default_language)
            step = "Same in every language: {}" if checked else "Translate per language: {}"
            self.document.set_value(self.path, shared, text=step.format(what(self.path)))
        except (ValueError, EditRejected):
            with signals_blocked(self.same_button):
                self.same_button.setChecked(is_shared(value))

    def _offer_glossary_name(self, value: Any, reference: str) -> None:
        """The glossary's name for the field's empty language, when its other text is a known name."""
        offer = glossary_offer(self.document.resume, self.path, value, self.document.language, reference)
        self.glossary_offer = offer
        _put(self.glossary_button.isVisibleTo(self), offer is not None, self.glossary_button.setVisible)
        if offer is not None:
            lang, name = offer
            _put(self.glossary_button.text(), f"{name} ⇐", self.glossary_button.setText)
            _put(self.glossary_button.toolTip(),
                 tr("From the glossary: use “{}” as the {} text").format(name, language_label(lang)),
                 self.glossary_button.setToolTip)

    def _on_glossary_button_clicked(self) -> None:
        if self.glossary_offer is None:
            return
        lang, name = self.glossary_offer
        try:
            self.document.set_text(self.path, name, lang=lang, step=f"Glossary name: {what(self.path)}")
        except EditRejected:
            pass  # a name the glossary holds is a valid text; nothing else can reject it

    def _on_accept_button_clicked(self) -> None:
        self.document.accept_translations([(self.path, self.document.language)])

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
        self._tips: dict[ModelPath, str] = {}  # the inputs' own tooltips, shown again once translated
        self._marked: set[ModelPath] = set()  # the inputs tinted as missing a translation
        self._outdated: set[ModelPath] = set()  # the inputs tinted as outdated
        self._followed: QObject | None = None
        form_panel.installEventFilter(self)  # a light or dark scheme: tint again

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
        self.companions, self._inputs, self._tips, self._marked, self._outdated = {}, {}, {}, set(), set()
        form = self.form_panel.form
        if not self.enabled or form is None:
            return
        self._followed = form
        self.document.entry_changed.connect(self._on_document_entry_changed)
        self.document.language_changed.connect(self._on_document_language_changed)
        self._update()

    def is_marked(self, path: ModelPath) -> bool:
        """Whether the input of *path* is tinted as missing a translation."""
        widget = self._inputs.get(path)
        return widget is not None and path in self._marked

    def is_outdated(self, path: ModelPath) -> bool:
        """Whether the input of *path* is tinted as holding an outdated translation."""
        return path in self._inputs and path in self._outdated

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.form_panel and event.type() == QEvent.Type.PaletteChange and self.enabled:
            self._update()
        return super().eventFilter(watched, event)

    # --- building -------------------------------------------------------------------

    def _editors(self) -> list[FieldEditor]:
        form = self.form_panel.form
        return list(form.editors.values()) if form is not None else []

    def _text_inputs(self) -> list[tuple[ModelPath, QWidget, FieldEditor]]:
        return [(path, widget, editor) for editor in self._editors() for path, widget in editor.text_inputs()]

    def _update(self, changed: ModelPath | None = None) -> None:
        """Companions for new inputs; texts and marks of those under *changed* (all if None)."""
        reference = reference_language(self.document)
        if reference is None or self.form_panel.form is None:
            return
        current = self._text_inputs()
        for path, widget, editor in current:
            if self._inputs.get(path) is not widget or path not in self.companions:
                self._attach(editor, path, widget)
        shown = {path for path, _, _ in current}
        for path in [p for p in self.companions if p not in shown]:
            self.companions.pop(path)
            self._inputs.pop(path, None)
            self._marked.discard(path)
            self._outdated.discard(path)
        for path, companion in self.companions.items():
            if self.document.exists(path) and _overlaps(path, changed):
                companion.refresh(reference)
                self._mark(self._inputs[path], path)
        for editor in self._editors():
            if _overlaps(editor.path, changed):
                self._mark_cells(editor.text_cells(), reference)

    def _attach(self, editor: FieldEditor, path: ModelPath, widget: QWidget) -> None:
        """Show a new companion beside *widget*, where its field editor puts it."""
        companion = ReferenceText(self.document, path, editor)
        if not editor.add_companion(path, companion):
            companion.deleteLater()
            return
        self.companions[path] = companion
        self._inputs[path] = widget
        self._tips[path] = widget.toolTip()

    def _mark(self, widget: QWidget, path: ModelPath) -> None:
        value = self.document.value_at(path)
        lang, default = self.document.language, self.document.default_language
        state = translation_state(self.document.resume, path, value, lang, self.document.copied_from(lang))
        missing = state == "missing"
        # The panel's palette: a tinted input's own palette holds its tint.
        tint = {"missing": missing_tint, "outdated": outdated_tint}.get(state or "")
        style = f"background-color: {tint(self.form_panel.palette()).name()};" if tint else ""
        _put(widget.styleSheet(), style, widget.setStyleSheet)
        for marks, marked in ((self._marked, missing), (self._outdated, state == "outdated")):
            if marked:
                marks.add(path)
            else:
                marks.discard(path)
        if state == "outdated":
            tip = tr("The {} text changed since this was translated: check it, then ✓ accepts it").format(
                language_label(default))
        elif not missing:
            tip = self._tips.get(path, "")
        elif text_or_fallback(value, lang, default):
            tip = tr("No {} text yet: the {} text prints instead").format(language_label(lang),
                                                                          language_label(default))
        else:
            tip = tr("No {} text yet: nothing prints here").format(language_label(lang))
        _put(widget.toolTip(), tip, widget.setToolTip)

    def _mark_cells(self, cells: list[tuple[ModelPath, QTableWidgetItem]], reference: str) -> None:
        lang, default = self.document.language, self.document.default_language
        missing = missing_tint(self.form_panel.palette())
        outdated = outdated_tint(self.form_panel.palette())
        tables = {id(item.tableWidget()): item.tableWidget() for _, item in cells}
        with contextlib.ExitStack() as stack:
            for table in tables.values():  # a cell's new look is not an edit of its text
                stack.enter_context(signals_blocked(table))
            for path, item in cells:
                value = self.document.value_at(path)
                state = translation_state(self.document.resume, path, value, lang, self.document.copied_from(lang))
                tint = missing if state == "missing" else outdated if state == "outdated" else None
                if tint is not None and item.background().color() != tint:
                    item.setBackground(QBrush(tint))
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
        # The record of what translations were made from concerns every field.
        self._update(None if path in (("languages",), ("translated_from",)) else path)

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
