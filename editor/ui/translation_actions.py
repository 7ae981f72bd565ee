"""The bilingual actions: translation view, next missing, next outdated, add a language,
include everywhere.

Also the status-bar counter of fields missing a translation, or whose translation
is outdated (its source text changed since), in the language being edited, which
follows every edit (recounted once typing pauses).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QToolButton, QWidget

from .document import Document
from .forms import FormPanel
from .i18n import tr
from ..editing.labels import is_entry_path, is_section_path, language_label
from ..editing.modelpath import EditRejected, ModelPath
from .outline import OutlinePanel
from .prompts import Prompts
from ..editing.translation import (
    missing_paths, next_missing, outdated_paths, owner_of, with_language, without_language,
)
from .translation_view import TranslationView

RECOUNT_MS = 150


class TranslationActions(QObject):
    """Signals:
        message(str text, object path): a sentence for the status bar (path is always None).
    """

    message = Signal(str, object)

    def __init__(self, document: Document, outline: OutlinePanel, form_panel: FormPanel,
                 prompts: Prompts, parent: QWidget):
        super().__init__(parent)
        self.document = document
        self.outline = outline
        self.form_panel = form_panel
        self.prompts = prompts
        self.view = TranslationView(document, form_panel, self)
        self.missing: list[ModelPath] = []
        self.outdated: list[ModelPath] = []
        self._build_actions(parent)
        self.counter = QToolButton(parent)
        self.counter.setObjectName("missingTranslations")
        self.counter.setAutoRaise(True)
        self.counter.clicked.connect(self.go_to_next_missing)
        self._recount_timer = QTimer(self)
        self._recount_timer.setSingleShot(True)
        self._recount_timer.setInterval(RECOUNT_MS)
        self._recount_timer.timeout.connect(self.recount)

        outline.badge_clicked.connect(self._on_outline_badge_clicked)
        document.changed.connect(self._on_document_changed)
        document.language_changed.connect(self._on_document_language_changed)
        document.reset.connect(self._on_document_reset)
        self.recount()

    def _build_actions(self, parent: QWidget) -> None:
        self.view_action = QAction("&Translation View", parent)
        self.view_action.setCheckable(True)
        self.view_action.setShortcut(QKeySequence("F7"))
        self.view_action.setToolTip("Show the other language's text beside each field (F7)")
        self.view_action.toggled.connect(self.view.set_enabled)
        self.next_action = QAction("&Next Missing Translation", parent)
        self.next_action.setShortcut(QKeySequence("F8"))
        self.next_action.setToolTip("Go to the next field without text in this language (F8)")
        self.next_action.triggered.connect(self.go_to_next_missing)
        self.next_outdated_action = QAction("Next &Outdated Translation", parent)
        self.next_outdated_action.setShortcut(QKeySequence("Shift+F8"))
        self.next_outdated_action.setToolTip(
            "Go to the next field whose translation was made from a text that has changed since (Shift+F8)")
        self.next_outdated_action.triggered.connect(self.go_to_next_outdated)
        self.add_language_action = QAction("Add &Language…", parent)
        self.add_language_action.setToolTip("Add a language to the résumé, empty or as a copy of another")
        self.add_language_action.triggered.connect(self.add_language)
        self.remove_language_action = QAction("&Remove This Language…", parent)
        self.remove_language_action.setToolTip(
            "Remove the language being edited from the résumé, with all its texts (undoable)")
        self.remove_language_action.triggered.connect(self.remove_language)
        self.include_action = QAction("Include in &All Languages", parent)
        self.include_action.setToolTip("Print the selected section or entry in every language")
        self.include_action.triggered.connect(self.include_selected_everywhere)

    # --- public API ---------------------------------------------------------------

    def recount(self) -> None:
        """Count what is missing in the language being edited; show it in the status bar."""
        self._recount_timer.stop()
        document = self.document
        lang = document.language
        copied_from = document.copied_from(lang)
        self.missing = missing_paths(document.resume, lang, copied_from)
        self.outdated = outdated_paths(document.resume, lang, copied_from)
        bilingual = len(document.resume.languages) > 1
        shown = bilingual and lang != document.default_language
        name, count = language_label(lang), len(self.missing)
        if count == 0:
            text = tr("{}: all translated").format(name)
        elif count == 1:
            text = tr("{}: 1 missing translation").format(name)
        else:
            text = tr("{}: {} missing translations").format(name, count)
        if self.outdated:
            text += (tr(", 1 outdated") if len(self.outdated) == 1 else tr(", {} outdated").format(len(self.outdated)))
        if copied_from is None:
            tip = tr("Fields with {} text but none in {}. Click or press F8 to go to the next one.").format(
                language_label(document.default_language), name)
        else:  # the new language started as a copy: a text left as copied is not translated
            tip = tr("Fields with {} text but none in {}, or still the {} text copied when {} was added. "
                     "Click or press F8 to go to the next one.").format(
                language_label(document.default_language), name, language_label(copied_from), name)
        # Set only what changed: this runs after every pause in typing (see translation_view._put).
        holder = self.counter.parentWidget()
        assert holder is not None  # made with the window as its parent, then the status bar's
        changes: tuple[tuple[object, Any, Callable[[Any], None]], ...] = (
            (self.view_action.isEnabled(), bilingual, self.view_action.setEnabled),
            (self.remove_language_action.isEnabled(), lang != document.default_language,
             self.remove_language_action.setEnabled),
            (self.next_action.isEnabled(), bool(self.missing), self.next_action.setEnabled),
            (self.next_outdated_action.isEnabled(), bool(self.outdated), self.next_outdated_action.setEnabled),
            (self.counter.isVisibleTo(holder), shown, self.counter.setVisible),
            (self.counter.text(), text if shown else "", self.counter.setText),
            (self.counter.toolTip(), tip, self.counter.setToolTip),
        )
        for current, wanted, setter in changes:
            if current != wanted:
                setter(wanted)

    def go_to_next_missing(self) -> None:
        """Select the next item with a field missing a translation, and focus that field."""
        self.recount()
        target = next_missing(self.missing, self.outline.current_path, self.focused_path())
        if target is None:
            lang = language_label(self.document.language)
            self.message.emit(tr("Nothing is missing in {}.").format(lang) if self.document.language
                              != self.document.default_language else
                              tr("Switch to another language to find what is missing there."), None)
            return
        self.outline.select(owner_of(target))
        self.focus_field(target)

    def go_to_next_outdated(self) -> None:
        """Select the next item with an outdated translation, and focus that field."""
        self.recount()
        target = next_missing(self.outdated, self.outline.current_path, self.focused_path())
        if target is None:
            self.message.emit(tr("No translation in {} is outdated.").format(language_label(self.document.language)),
                              None)
            return
        self.outline.select(owner_of(target))
        self.focus_field(target)

    def focus_field(self, path: ModelPath) -> QWidget | None:
        """Focus the input of *path* in the form on show; return it (None if not shown)."""
        widget = self._input_of(path)
        if widget is not None:
            widget.setFocus(Qt.FocusReason.ShortcutFocusReason)
            self.form_panel.ensureWidgetVisible(widget)
        return widget

    def focused_path(self) -> ModelPath | None:
        """The multilingual field the keyboard focus is in, if any."""
        focus = QApplication.focusWidget()
        form = self.form_panel.form
        if focus is None or form is None:
            return None
        for editor in form.editors.values():
            path = editor.path_of(focus)
            if path is not None:
                return path
        return None

    def add_language(self) -> None:
        answer = self.prompts.ask_new_language(list(self.document.resume.languages))
        if answer is None:
            return
        lang, copy_from = answer
        lang = lang.strip()
        if lang in self.document.resume.languages:
            self.prompts.show_error(tr("Could not add the language"),
                                    tr("The résumé already has {}.").format(language_label(lang)))
            return
        try:
            self._add_language(lang, copy_from)
        except (EditRejected, ValueError) as rejected:
            self.prompts.show_error(tr("Could not add the language"), str(rejected))
            return
        self.document.note_copy(lang, copy_from)
        self.document.set_language(lang)
        if copy_from is None:  # a copy replaced the sections, which rebuilt outline and form already
            self.outline.rebuild()  # the form's "Only in" boxes list the languages it was built with
            return
        self.recount()
        count = len(self.missing)
        name, source = language_label(lang), language_label(copy_from)
        self.message.emit((tr("Added {} as a copy of {}: 1 text to translate (F8 goes to it).").format(name, source)
                           if count == 1 else
                           tr("Added {} as a copy of {}: {} texts to translate (F8 goes to the next).").format(
                               name, source, count)), None)

    def remove_language(self) -> None:
        """Remove the language being edited, after saying what goes with it (one undo step)."""
        document = self.document
        lang = document.language
        if lang == document.default_language:
            return  # the action is disabled: the default language's plain texts have no other owner
        removal = without_language(document.resume, lang)
        name = language_label(lang)
        lost = [tr("{} texts written in {}").format(removal.texts_lost, name)]
        if removal.items_lost:
            lost.append(tr("{} sections or entries printed only in {}").format(len(removal.items_lost), name))
        if not self.prompts.ask_remove_language(name, lost):
            return
        document.set_language(document.default_language)
        with document.macro(f"Remove language {lang}"):
            document.set_value(("sections",), removal.resume.sections)
            document.set_value(("basics",), removal.resume.basics)
            document.set_value(("languages",), removal.resume.languages)
        self.outline.rebuild()
        self.message.emit(tr("Removed {} ({}). Undo brings it back.").format(name, "; ".join(lost)), None)

    def confirm_export_all(self, under: ModelPath = (), languages: list[str] | None = None) -> bool:
        """Before writing one PDF per language: say which languages have untranslated
        or outdated fields and offer to walk them (Next Missing, Next Outdated). True to
        go on exporting. *under*: only the fields of that part (a letter: ``("letters", 0)``);
        *languages*: the ones to be written (every language of the résumé)."""
        resume = self.document.resume
        tongues = [lang for lang in (languages or resume.languages) if lang != resume.default_language]
        missing = {lang: sum(1 for path in missing_paths(resume, lang, self.document.copied_from(lang))
                              if path[:len(under)] == under) for lang in tongues}
        outdated = {lang: sum(1 for path in outdated_paths(resume, lang, self.document.copied_from(lang))
                               if path[:len(under)] == under) for lang in tongues}
        if not any(missing.values()) and not any(outdated.values()):
            return True
        counts = []
        for lang in tongues:
            parts = []
            if missing[lang]:
                parts.append(tr("1 untranslated field") if missing[lang] == 1
                             else tr("{} untranslated fields").format(missing[lang]))
            if outdated[lang]:
                parts.append(tr("1 outdated translation") if outdated[lang] == 1
                             else tr("{} outdated translations").format(outdated[lang]))
            if parts:
                counts.append(f"{language_label(lang)}: " + ", ".join(parts))
        answer = self.prompts.ask_untranslated(counts)
        if answer == "walk":
            first = next(lang for lang in tongues if missing[lang] or outdated[lang])
            self.document.set_language(first)
            if missing[first]:
                self.go_to_next_missing()
            else:
                self.go_to_next_outdated()
        return answer == "export"

    def include_selected_everywhere(self) -> None:
        self.include_everywhere(self.outline.current_path)

    def include_everywhere(self, path: ModelPath) -> None:
        """Print the section or entry at *path* in every language (one undo step)."""
        if not (is_section_path(path) or is_entry_path(path)) or not self.document.exists(path):
            return
        if self.document.value_at(path + ("languages",)) is None:
            return
        try:
            self.document.set_value(path + ("languages",), None, text="Include in all languages")
        except EditRejected as rejected:
            self.message.emit(str(rejected), None)

    # --- helpers --------------------------------------------------------------------

    def _add_language(self, lang: str, copy_from: str | None) -> None:
        """One undo step: the language, and with *copy_from* every text copied into it."""
        document = self.document
        if copy_from is None:
            document.set_value(("languages",), [*document.resume.languages, lang],
                               text=f"Add language {lang}")
            return
        result = with_language(document.resume, lang, copy_from)
        with document.macro(f"Add language {lang} from {copy_from}"):
            document.set_value(("languages",), result.languages)
            document.set_value(("basics",), result.basics)
            document.set_value(("sections",), result.sections)

    def _input_of(self, path: ModelPath) -> QWidget | None:
        form = self.form_panel.form
        owner = owner_of(path)
        if form is None or self.form_panel.path != owner or len(path) <= len(owner):
            return None
        editor = form.editors.get(str(path[len(owner)]))
        return editor.input_at(path) if editor is not None else None

    def _update_include_action(self) -> None:
        path = self.outline.current_path
        limited = ((is_section_path(path) or is_entry_path(path)) and self.document.exists(path)
                   and self.document.value_at(path + ("languages",)) is not None)
        self.include_action.setEnabled(bool(limited))

    def on_form_shown(self, _path: ModelPath | None = None) -> None:
        """The form panel shows a new form: decorate it (connect after the panel's own slot)."""
        self.view.decorate()
        self._update_include_action()

    # --- slots ------------------------------------------------------------------------

    def _on_outline_badge_clicked(self, path: ModelPath) -> None:
        self.include_everywhere(path)  # one click on "only in 中文" prints it everywhere

    def _on_document_changed(self) -> None:
        self._update_include_action()
        self._recount_timer.start()

    def _on_document_language_changed(self, _lang: str) -> None:
        self.recount()

    def _on_document_reset(self) -> None:
        self.recount()
