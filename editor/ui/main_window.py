"""The main window: builds the actions, menus and toolbar, and wires the panels.

Outline | form | preview side by side. The logic lives in the panels, the
document and :class:`~editor.ui.file_actions.FileActions`.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QAction, QActionGroup, QCloseEvent, QDesktopServices, QDragEnterEvent, QDropEvent, QKeySequence,
)
from PySide6.QtWidgets import (
    QApplication, QLabel, QMainWindow, QMenu, QStackedWidget, QToolButton, QWidget,
)

from ..editing.labels import language_label
from ..paths import user_dir
from .document import Document
from .export_progress import ExportProgress
from .file_actions import FileActions
from .first_preview import FirstPreview
from .forms import FormPanel
from .forms.format_actions import FormatActions
from .i18n import tr
from .import_export import ImportExportActions
from .interface_language import InterfaceLanguage
from .language_toggle import LanguageToggle
from .outline import OutlinePanel
from .preview import PreviewPanel
from .prompts import Prompts
from .recovery import SESSION_ENDED, SETTLE_MS, Autosaver
from .render_job import RenderFunction
from .stale_popup import guard_menus
from .settings import AppSettings
from .spelling import SpellChecking
from .spelling.dictionary_menu import DictionaryMenu
from .start_page import StartPage
from .template_picker import TemplatePicker, available_templates
from .template_thumbnails import TemplateThumbnails
from .design_settings import DesignSettingsButton
from .import_review import ImportReview
from .main_toolbar import MainToolBar
from .panes import PaneSplitter
from .window_shortcuts import WindowShortcuts
from .translation_actions import TranslationActions
from .variants import VariantActions, VariantPicker
from .applications import ApplicationActions

APP_NAME = "Vitae"
# Below this width a page of the preview turns into a thumbnail nobody can read; the
# splitter may still collapse the preview completely when the user drags it shut.
PREVIEW_MIN_WIDTH = 360
OPENABLE = (".yaml", ".yml", ".json")


def default_data_dir() -> Path:
    """The person's Vitae folder (``~/.local/share/vitae`` on Linux): recovery files live here."""
    return user_dir("data")


def legacy_data_dir() -> Path:
    """Where versions before it kept recovery files and the log: Qt's application-data folder
    with organisation and application both "Vitae" (``~/.local/share/Vitae/Vitae``)."""
    return user_dir("data").parent / "Vitae" / "Vitae"


class MainWindow(QMainWindow):
    def __init__(self, *, settings: QSettings | None = None, data_dir: Path | None = None,
                 prompts: Prompts | None = None, render: RenderFunction | None = None,
                 preview_debounce_ms: int = 0, autosave_settle_ms: int = SETTLE_MS,
                 first_preview: FirstPreview | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = Document(parent=self)
        self.prompts = prompts or Prompts(self)
        self.settings = AppSettings(settings if settings is not None else QSettings())
        legacy = legacy_data_dir() / "recovery" if data_dir is None else None  # an upgrade's work
        self.autosaver = Autosaver(self.document, (data_dir or default_data_dir()) / "recovery",
                                   self, settle_ms=autosave_settle_ms, legacy=legacy)
        self.outline = OutlinePanel(self.document)
        self.form = FormPanel(self.document)
        self.preview = PreviewPanel(self.document, render=render, debounce_ms=preview_debounce_ms,
                                    first_preview=first_preview)
        self.files = FileActions(self.document, self.prompts, self.settings, self.autosaver,
                                 self.preview.render, self)
        self.files.unaccepted = self.form.unaccepted_fields
        self.document.save_first = self.files.save_first
        self._ending_session = False
        self._closed = False
        self.import_export = ImportExportActions(self.document, self.files, self.prompts,
                                                 self.preview.render, self)
        self.translation = TranslationActions(self.document, self.outline, self.form, self.prompts, self)
        self.interface = InterfaceLanguage(self, self.settings.qsettings)
        self.spelling = SpellChecking(self.document, self.settings.qsettings, self)  # before the forms
        self.format = FormatActions(self, self.prompts.ask_link_url, self.show_error_message)
        self.form.add_header_buttons(self.format.buttons(self.form))
        self.shortcuts = WindowShortcuts(self)  # Export, Undo… work from inside a field too
        self.variants = VariantActions(self.document, lambda: self.outline.current_path, self)
        self.applications = ApplicationActions(self.document, self.files, self.prompts, self)

        self.splitter = PaneSplitter(self.preview, self)  # the preview folds away in a narrow window
        for panel in (self.outline, self.form, self.preview):
            self.splitter.addWidget(panel)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 1)
        self.splitter.setSizes([250, 470, 560])
        self.preview.setMinimumWidth(PREVIEW_MIN_WIDTH)
        self.start_page = StartPage(self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.splitter)
        self.pages.addWidget(self.start_page)
        self.setCentralWidget(self.pages)
        self._import_review: ImportReview | None = None
        self.import_export.imported.connect(self._on_import_export_imported)
        self.setAcceptDrops(True)

        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_status_bar()
        self._build_editor_gate()

        self.outline.selected.connect(self.form.show_path)
        self.outline.selected.connect(self._on_outline_selected)
        self.preview.entry_clicked.connect(self._on_preview_entry_clicked)
        self.outline.selected.connect(self.translation.on_form_shown)  # after the form is built
        self.outline.added.connect(self._on_outline_added)
        self.interface.follow(self.outline.selected, self.form)
        self.interface.follow(self.translation.view.toggled, self.form)
        self.interface.follow(self.document.reset, self)
        self.interface.follow(self.recent_menu.aboutToShow, self.recent_menu)
        self.interface.follow(self.document.undo_stack.undoTextChanged, self.undo_action)
        self.interface.follow(self.document.undo_stack.redoTextChanged, self.redo_action)
        self.interface.changed.connect(self._on_interface_changed)
        self._sizes_before_translation_view: list[int] = []
        self.translation.view.toggled.connect(self._on_translation_view_toggled)
        self.import_export.message.connect(self._on_files_message)
        self.variants.message.connect(self._on_outline_problem)
        self.applications.message.connect(self._on_outline_problem)
        self.translation.message.connect(self._on_files_message)
        self.outline.problem.connect(self._on_outline_problem)
        self.outline.message.connect(self._on_outline_problem)
        self.outline.drop_refused.connect(self._on_outline_problem)
        self.outline.deleted.connect(self._on_outline_deleted)
        self.outline.tree.tabbed_out.connect(self.form.focus_first_field)
        self.files.message.connect(self._on_files_message)
        self.spelling.message.connect(self.show_error_message)
        self.files.file.read_only_changed.connect(self._on_file_read_only_changed)
        self.files.exports.started.connect(self._on_exports_started)
        self.files.exports.finished.connect(self._on_exports_finished)
        self.document.modified_changed.connect(self._on_document_modified_changed)
        self.document.file_changed.connect(self._on_document_file_changed)
        self.document.reset.connect(self._on_document_reset)
        self.document.followed_edit.connect(self._on_document_followed_edit)
        self.preview.render_failed.connect(self._on_preview_render_failed)
        self.preview.fit_notes_changed.connect(self._on_preview_fit_notes_changed)
        self.preview.missing_glyphs.connect(self._on_preview_missing_glyphs)
        self.template_picker.chosen.connect(self.settings.set_last_template)
        self.start_page.example.connect(self.files.new_from_example)
        self.start_page.empty.connect(self.files.new_empty)
        self.start_page.import_file.connect(self.import_export.import_dialog)
        self.start_page.back.connect(self._show_editor)
        self.document.reset.connect(self._show_editor)  # whichever way the new résumé came
        # start() opens a file, whose reset selects in the outline and so builds the form;
        # only a window never started shows the empty résumé's (no form built twice).
        QTimer.singleShot(0, self._show_form_if_none)
        self._restore_geometry()
        self._update_title()
        self.interface.apply(initial=True)
        self._stale_popups = guard_menus(self)  # keys an X grab sends to a menu already closed

    def _show_form_if_none(self) -> None:
        if self.form.path is None:
            self.form.show_path(self.outline.current_path)
            self.translation.on_form_shown()

    # --- building ---------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda _=False: slot())
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        return action

    def _build_actions(self) -> None:
        files = self.files
        self.new_action = self._action("&New", self.show_start_page, QKeySequence.StandardKey.New,
                                       "Start an empty résumé")
        self.new_example_action = self._action("New from &Example", lambda: files.new_from_example(),
                                               tip="Start from the bundled example résumé")
        self.open_action = self._action("&Open…", files.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = self._action("&Save", files.save, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action("Save &As…", files.save_as, QKeySequence.StandardKey.SaveAs)
        self.export_action = self._action("&Export PDF", self._export_shown, "Ctrl+E",
                                          "Write what the preview shows as <document>-<language>.pdf "
                                          "next to the document (Ctrl+E)")
        self.export_all_action = self._action("Export All &Languages", self._export_all_languages,
                                              "Ctrl+Shift+E", "One PDF per language of the résumé "
                                                              "and of each of its variants")
        self.export_letter_action = self._action(
            "Export &Letter", self._export_letter, None,
            "Write the selected cover letter (or the first) in each of its languages as PDF")
        self.export_all_word_action = self._action(
            "Export All Languages as &Word", lambda: self._export_all_languages("docx"),
            None, "One Word document (.docx) per language of the résumé")
        self.quit_action = self._action("&Quit", self.close, QKeySequence.StandardKey.Quit)
        self.zoom_in_action = self._action("Zoom &In", lambda: self.preview.zoom_step(+1), "Ctrl+=",
                                           "Enlarge the preview (Ctrl+=)")
        self.zoom_in_action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = self._action("Zoom &Out", lambda: self.preview.zoom_step(-1), "Ctrl+-",
                                            "Shrink the preview (Ctrl+-)")
        self.zoom_reset_action = self._action("&Fit Width", lambda: self.preview.set_zoom("width"), "Ctrl+0",
                                              "Preview at the width of its pane (Ctrl+0)")
        stack = self.document.undo_stack
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = stack.createRedoAction(self, "&Redo")
        # Ctrl+Y and Ctrl+Shift+Z on every platform: people bring the habit of another one.
        self.redo_action.setShortcuts(_unique([*QKeySequence.keyBindings(QKeySequence.StandardKey.Redo),
                                               QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")]))
        # The menu says what will be undone; the toolbar keeps a short fixed text (a
        # changing one made every button after it slide sideways) and says it in the tooltip.
        for action, word in ((self.undo_action, "Undo"), (self.redo_action, "Redo")):
            action.setIconText(word)
            action.setToolTip(word)
        stack.undoTextChanged.connect(self._on_undo_text_changed)
        stack.redoTextChanged.connect(self._on_redo_text_changed)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addActions([self.new_action, self.new_example_action, self.open_action,
                              self.import_export.import_action])
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        file_menu.addActions([self.export_action, self.export_all_action, self.export_all_word_action,
                              self.export_letter_action])
        file_menu.addMenu(self.import_export.export_as_menu)
        file_menu.addAction(self.import_export.check_action)
        file_menu.addActions([self.applications.record_action, self.applications.list_action])
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addActions(self.format.actions)
        edit_menu.addAction(self.spelling.action)
        edit_menu.addMenu(DictionaryMenu(self.spelling, self))
        edit_menu.addSeparator()
        outline = self.outline
        edit_menu.addActions([outline.add_action, outline.duplicate_action, outline.delete_action,
                              outline.up_action, outline.down_action])
        edit_menu.addSeparator()
        translation = self.translation
        edit_menu.addActions([translation.next_action, translation.next_outdated_action, translation.include_action,
                              translation.add_language_action, translation.remove_language_action])
        edit_menu.addSeparator()
        edit_menu.addActions([self.variants.new_action, self.variants.member_action])
        view_menu = bar.addMenu("&View")
        view_menu.addAction(translation.view_action)
        view_menu.addSeparator()
        # Fit Width is the zoom reset (Ctrl+0); listing it twice would offer one thing under two names.
        view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action])
        view_menu.addAction(self._action("Fit &Page", lambda: self.preview.set_zoom("page")))
        view_menu.addSeparator()
        view_menu.addMenu(self.interface.menu)

    def _build_toolbar(self) -> None:
        toolbar = self.toolbar = MainToolBar("Main", self)
        self.addToolBar(toolbar)
        toolbar.addActions([self.open_action, self.save_action])
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action])
        toolbar.addSeparator()
        toolbar.addWidget(QLabel(" Template ", self))
        templates = available_templates()
        self.template_thumbnails = TemplateThumbnails(self.document, self.preview.render, templates, self)
        self.template_picker = TemplatePicker(self.document, self, templates, self.template_thumbnails)
        toolbar.addWidget(self.template_picker)
        self.design_button = DesignSettingsButton(self.document, self)
        toolbar.addWidget(self.design_button)
        toolbar.addSeparator()
        self.language_toggle = LanguageToggle(self.document, self)
        toolbar.addWidget(self.language_toggle)
        self.translation.add_language_action.setIconText("+")
        toolbar.addActions([self.translation.add_language_action, self.translation.view_action])
        toolbar.addSeparator()
        self.variant_picker = VariantPicker(self.document, self.variants.new_variant, self)
        toolbar.addWidget(self.variant_picker)
        toolbar.addSeparator()
        toolbar.addAction(self.export_action)
        export_button = toolbar.widgetForAction(self.export_action)
        if isinstance(export_button, QToolButton):
            export_button.setObjectName("exportButton")
            export_menu = QMenu(self)
            export_menu.addActions([self.export_action, self.export_all_action, self.export_all_word_action])
            export_menu.addMenu(self.import_export.export_as_menu)
            export_button.setMenu(export_menu)
            export_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
            font = export_button.font()
            font.setBold(True)
            export_button.setFont(font)

    def _build_status_bar(self) -> None:
        status = self.statusBar()
        self.open_export_button = QToolButton(self)
        self.open_export_button.setText("Open")
        self.open_export_button.setToolTip("Open the exported file")
        self.open_export_button.hide()
        self.open_export_button.clicked.connect(self._on_open_export_clicked)
        self._export_to_open: Path | None = None
        self.export_progress = ExportProgress(self.files.exports, self)
        self.undo_delete_button = QToolButton(self)
        self.undo_delete_button.setText("Undo")
        self.undo_delete_button.setToolTip("Bring back what was deleted")
        self.undo_delete_button.clicked.connect(self._on_undo_delete_clicked)
        self.undo_delete_button.hide()
        self._deleted_message = ""
        self._deleted_at: int | None = None  # the undo stack's index right after the deletion
        self.document.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        status.messageChanged.connect(self._on_status_message_changed)
        status.addPermanentWidget(self.undo_delete_button)  # a message would cover a normal widget
        status.addPermanentWidget(self.translation.counter)
        status.addPermanentWidget(self.export_progress)
        status.addPermanentWidget(self.open_export_button)

    def _build_editor_gate(self) -> None:
        """What acts on the résumé being edited, turned off while the start page hides it:
        a shortcut (Ctrl+E) or the toolbar must not export, save or change a résumé
        nobody sees. Starting one (New, Open, Import, the recent files), the interface
        language and Quit stay. The actions go in a group, which remembers each action's
        own state (undo with nothing to undo stays off when the group is on again)."""
        keep = {self.new_action, self.new_example_action, self.open_action, self.quit_action,
                self.import_export.import_action, self.recent_menu.menuAction(), self.interface.menu.menuAction(),
                *self.interface.menu.actions(), *self.menuBar().actions()}
        reached: list[QAction] = []
        menus = [action.menu() for action in self.menuBar().actions()]
        while menus:
            menu = menus.pop()
            if isinstance(menu, QMenu) and menu is not self.recent_menu:
                reached += menu.actions()
                menus += [action.menu() for action in menu.actions() if action.menu() is not None]
        reached += self.toolbar.actions()
        reached += [action for action in self.findChildren(QAction) if action.shortcuts()
                    and action.shortcutContext() != Qt.ShortcutContext.WidgetShortcut]
        self.editor_actions = QActionGroup(self)
        self.editor_actions.setExclusionPolicy(QActionGroup.ExclusionPolicy.None_)
        for action in dict.fromkeys(reached):
            if action not in keep and action.actionGroup() is None and not action.isSeparator():
                self.editor_actions.addAction(action)
        self.editor_widgets: list[QWidget] = [
            self.template_picker, self.design_button, self.language_toggle, self.variant_picker,
            self.translation.counter, self.undo_delete_button]

    def _set_editor_live(self, live: bool) -> None:
        self.editor_actions.setEnabled(live)
        for widget in self.editor_widgets:
            widget.setEnabled(live)
        if live:  # states set while the group was off: set them again against the group's
            self.translation.recount()

    # --- life cycle ---------------------------------------------------------------

    def start(self, path: Path | None) -> None:
        """Open *path* (or the example), after offering to restore a crashed session."""
        self.files.start(path)

    def show_error_message(self, text: str) -> None:
        self.statusBar().showMessage(tr(text), 15_000)

    def end_session(self) -> None:
        """SIGTERM, SIGHUP: close without a question, keeping unsaved work for the next start.
        A question open now (a start-up prompt included) is closed unanswered; at start-up,
        before the event loop runs, :attr:`session_ended` tells ``run`` not to start it."""
        self._ending_session = True
        self.files.session_ended = True
        app = QApplication.instance()
        if isinstance(app, QApplication):
            from .session_end import close_prompts

            close_prompts(app)
        self.close()
        if app is not None:
            app.quit()

    @property
    def session_ended(self) -> bool:
        return self._ending_session

    def keep_unsaved_work(self, *, final: bool = True) -> None:
        """A logout, or the event loop ending: write the recovery file (unless closed on purpose)."""
        if self._closed:
            return
        if not final:
            self.autosaver.save_now(wait=True, reason=SESSION_ENDED)
            return
        self.autosaver.keep()
        self.files.release()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._closed:
            event.accept()
            return
        if self._ending_session:
            self.autosaver.keep()
        elif not self.files.confirm_discard():
            event.ignore()
            return
        else:
            self.autosaver.stop()
            self.autosaver.clear()
        self._closed = True
        self.settings.set_geometry(self.saveGeometry())
        self.settings.set_window_state(self.splitter.saveState())
        self.settings.sync()
        self.files.release()
        self.template_thumbnails.stop()
        self.preview.shutdown()
        event.accept()

    def _restore_geometry(self) -> None:
        geometry = self.settings.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            # First run: roomy, but never larger than the screen (a 1366×768 laptop).
            screen = self.screen().availableGeometry() if self.screen() else None
            width = min(1320, int(screen.width() * 0.95)) if screen else 1320
            height = min(820, int(screen.height() * 0.92)) if screen else 820
            self.resize(width, height)
        state = self.settings.window_state()
        if state is not None:
            self.splitter.restoreState(state)

    def _update_title(self) -> None:
        path = self.document.file_path
        name = path.name if path else tr(self.files.unsaved_name)
        star = "*" if self.document.is_modified() else ""
        read_only = " " + tr("[read-only]") if self.files.file.read_only else ""
        self.setWindowTitle(f"{name}{star}{read_only} — {APP_NAME}")

    def _on_document_modified_changed(self, _modified: bool) -> None:
        self._update_title()

    def _on_document_file_changed(self, _path: Path | None) -> None:
        self._update_title()

    def _on_document_reset(self) -> None:
        self._update_title()

    def _on_undo_text_changed(self, text: str) -> None:
        self.undo_action.setToolTip(f"Undo {text}" if text else "Undo")

    def _on_redo_text_changed(self, text: str) -> None:
        self.redo_action.setToolTip(f"Redo {text}" if text else "Redo")

    def _on_document_followed_edit(self, lang: str, done: str) -> None:
        self.statusBar().showMessage(tr(f"{done} (switched to {language_label(lang)})"), 10_000)

    # --- drag and drop a file onto the window ---------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_file(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_file(event)
        if path is not None:
            event.acceptProposedAction()
            self.files.open_path(path)

    # --- slots ------------------------------------------------------------------

    def _on_files_message(self, text: str, path: Path | None) -> None:
        self.statusBar().showMessage(tr(text), 20_000)
        self._export_to_open = path
        self.open_export_button.setVisible(path is not None)

    def _on_open_export_clicked(self) -> None:
        if self._export_to_open is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._export_to_open)))

    def _on_file_read_only_changed(self, _read_only: bool) -> None:
        self._update_title()

    def _on_exports_started(self, _total: int) -> None:
        self.statusBar().showMessage(tr("Exporting…"))

    def _on_exports_finished(self, _written: object, _error: str) -> None:
        if self.statusBar().currentMessage() == tr("Exporting…"):
            self.statusBar().clearMessage()  # what happened is said next (a message or an error)

    def _on_outline_added(self, _path: object) -> None:
        self.form.focus_first_field()

    def _on_outline_deleted(self, text: str) -> None:
        self._deleted_message = text
        self._deleted_at = self.document.undo_stack.index()
        self.statusBar().showMessage(self._deleted_message, 20_000)
        self.undo_delete_button.show()

    def _on_status_message_changed(self, text: str) -> None:
        if text != self._deleted_message:
            self.undo_delete_button.hide()

    def _on_undo_stack_index_changed(self, index: int) -> None:
        # Any other step (Ctrl+Z, a new edit, a move) makes "Deleted … [Undo]" stale: its
        # button would undo whatever came last, not the deletion it names.
        if self._deleted_at is not None and index != self._deleted_at:
            self._forget_deleted()

    def _forget_deleted(self) -> None:
        self._deleted_at = None
        self.undo_delete_button.hide()
        if self.statusBar().currentMessage() == self._deleted_message:
            self.statusBar().clearMessage()
        self._deleted_message = ""

    def _on_undo_delete_clicked(self) -> None:
        if self._deleted_at is not None and self._deleted_at == self.document.undo_stack.index():
            self.document.undo_stack.undo()  # the deletion is still the last step
        self._forget_deleted()

    def _on_outline_problem(self, text: str) -> None:
        self.statusBar().showMessage(tr(text), 10_000)

    @property
    def import_review(self) -> ImportReview:
        """The panel listing what an import was unsure of, made at the first import."""
        if self._import_review is None:
            self._import_review = ImportReview(self)
            self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self._import_review)
            self._import_review.path_clicked.connect(self._on_import_review_path_clicked)
        return self._import_review

    def _on_import_export_imported(self, source: str, notes: list[str]) -> None:
        if notes:
            self.import_review.show_notes(source, notes, self.document.resume)
        elif self._import_review is not None:
            self._import_review.clear_notes()

    def _on_import_review_path_clicked(self, path: tuple) -> None:
        """Select the entry (or section, or Basics) a note names and focus its field."""
        if path[:1] == ("sections",) and len(path) >= 4 and path[2] == "entries":
            item = path[:4]
        elif path[:1] == ("sections",):
            item = path[:2]
        else:
            item = ("basics",)
        if not self.document.exists(item):
            self.statusBar().showMessage(tr("That part of the import is no longer in the résumé."), 5000)
            return
        self.outline.select(item)
        if len(path) > len(item):
            self.translation.focus_field(path)

    def _on_preview_fit_notes_changed(self, notes: list[str]) -> None:
        # Fit to pages tells what it did (or that it could not), as `vitae export` does; a
        # render's warnings (a nearly empty last page) stay above the preview instead.
        if notes:
            self.statusBar().showMessage(tr("Fit to pages: {}").format("; ".join(notes)), 15_000)

    def _on_preview_render_failed(self, text: str) -> None:
        self.statusBar().showMessage(tr(text), 10_000)

    def _on_preview_missing_glyphs(self, missing: list) -> None:
        """Say which field holds a character the page could not print (never a silent gap)."""
        if missing:
            more = tr(" (and {} more fields)").format(len(missing) - 1) if len(missing) > 1 else ""
            self.statusBar().showMessage(missing[0].message() + more, 15_000)

    def show_start_page(self) -> None:
        """File → New: how to start (the open résumé stays until one is chosen, out of
        reach of the toolbar and the shortcuts while it is hidden)."""
        self.pages.setCurrentWidget(self.start_page)
        self._set_editor_live(False)
        self.start_page.buttons["example"].setFocus()

    def _show_editor(self) -> None:
        if self.pages.currentWidget() is not self.splitter:
            self.pages.setCurrentWidget(self.splitter)
            self._set_editor_live(True)

    def _on_outline_selected(self, path: tuple) -> None:
        # A cover letter shows in the preview while it is selected; anything else shows the résumé.
        self.preview.show_letter(path[1] if len(path) == 2 and path[0] == "letters" else None)
        self.variants.update()
        if len(path) == 4:
            self.preview.reveal(path)  # the preview follows the outline

    def _on_preview_entry_clicked(self, path: tuple) -> None:
        """A click on an entry in the preview selects it in the outline and the form."""
        if self.document.exists(path):
            self.outline.select(path)

    def _export_shown(self) -> None:
        """Ctrl+E: what the preview shows — the résumé (or its variant) or the letter selected."""
        if self.preview.letter_index is not None:
            self.files.export_letter(self.preview.letter_index)
        else:
            self.files.export()

    def _export_letter(self) -> None:
        letters = self.document.resume.letters
        if not letters:
            self.statusBar().showMessage(tr("This résumé has no cover letter: Add → Cover Letter makes one."), 10_000)
            return
        from ..model.letter_text import letter_languages

        index = self.preview.letter_index if self.preview.letter_index is not None else 0
        languages = letter_languages(self.document.resume, letters[index])
        if self.translation.confirm_export_all(under=("letters", index), languages=languages):
            self.files.export_letter(index, all_languages=True)

    def _export_all_languages(self, key: str = "pdf") -> None:
        if self.translation.confirm_export_all():  # untranslated fields: warn first
            self.files.export(all_languages=True, key=key)

    def _on_translation_view_toggled(self, on: bool) -> None:
        # Side by side needs room: borrow up to a third of the preview's width while the view
        # is on, never so much that the preview becomes unreadable.
        sizes = self.splitter.sizes()
        if on:
            self._sizes_before_translation_view = sizes
            extra = max(0, min(sizes[2] // 3, sizes[2] - PREVIEW_MIN_WIDTH))
            self.splitter.setSizes([sizes[0], sizes[1] + extra, sizes[2] - extra])
        elif self._sizes_before_translation_view:
            self.splitter.setSizes(self._sizes_before_translation_view)

    def _on_interface_changed(self, _lang: str) -> None:
        self.outline.rebuild()  # its fixed labels ("Basics") are set when items are made
        self.template_picker.retitle()
        self.translation.recount()
        self._update_title()

    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.settings.recent_files() if p.exists()]
        for path in recent:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.files.open_path(p))
        if not recent:
            self.recent_menu.addAction("(none)").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear", self.settings.clear_recent)


def _unique(sequences: list[QKeySequence]) -> list[QKeySequence]:
    return list({sequence.toString(): sequence for sequence in sequences}.values())


def _dropped_file(event: QDragEnterEvent | QDropEvent) -> Path | None:
    mime = event.mimeData()
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile() and Path(url.toLocalFile()).suffix.lower() in OPENABLE:
            return Path(url.toLocalFile())
    return None
