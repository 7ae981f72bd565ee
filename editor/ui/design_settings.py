"""The toolbar's Design button: page size, margins, font size, accent colour,
fit to pages, page numbers — the résumé's ``design`` fields (its own changes
to the template's defaults), edited through the same undoable path as
everything else."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QToolButton, QVBoxLayout, QWidget, QWidgetAction

from typing import TYPE_CHECKING

from ..model import Design
from ..render.errors import RenderError
from .document import Document
from .forms.model_form import ModelForm
from .forms.number_editor import NumberEditor
from .forms.simple_editors import ChoiceEditor

if TYPE_CHECKING:
    from ..render.theme import Theme


class DesignSettingsButton(QToolButton):
    def __init__(self, document: Document, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.setText("Design")
        self.setToolTip("This résumé's page size, margins, font size, accent colour, fit to pages")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._menu = QMenu(self)
        self._holder = QWidget(self._menu)
        self._holder_layout = QVBoxLayout(self._holder)
        self._form: ModelForm | None = None
        action = QWidgetAction(self._menu)
        action.setDefaultWidget(self._holder)
        self._menu.addAction(action)
        self.setMenu(self._menu)
        self._menu.aboutToShow.connect(self._on_menu_about_to_show)
        document.reset.connect(self._on_document_reset)

    @property
    def form(self) -> ModelForm:
        """The design's form, built when first needed: the template's defaults it shows
        come from the renderer's themes, which a start need not load."""
        if self._form is None:
            from ..render.fonts import latin_families

            self._form = ModelForm(self.document, ("design",), Design, self._holder,
                                   skip=("template",), choices={"latin_font": tuple(latin_families())})
            self._holder_layout.addWidget(self._form)
            self._show_template_defaults()
        return self._form

    def _drop_form(self) -> None:
        # On reset: the form holds editors bound to the old design's values.
        if self._form is not None:
            self._form.discard()
            self._form = None

    def _show_template_defaults(self) -> None:
        """Unset fields show the template's own values, so ▲ on a margin steps from 15 mm
        rather than from the lowest allowed one."""
        from ..render.theme import load_theme

        try:
            theme: Theme | None = load_theme(self.document.resume.design.template)
        except RenderError:
            theme = None  # an unknown template: the preview says so; the boxes read "default"
        defaults = {"margin_mm": theme.page.margin_mm if theme else None,
                    "font_size": theme.fonts.size if theme else None}
        for name, number in defaults.items():
            editor = self.form.editors.get(name)
            if isinstance(editor, NumberEditor):
                editor.show_default(number)
        labels = {"page_size": theme.page.size if theme else "",
                  "latin_font": theme.fonts.latin if theme else ""}
        for name, label in labels.items():
            editor = self.form.editors.get(name)
            if isinstance(editor, ChoiceEditor) and label:
                editor.show_default(label)

    def _on_document_reset(self) -> None:
        self._drop_form()

    def _on_menu_about_to_show(self) -> None:
        if self._form is not None:
            self._show_template_defaults()  # the template may have changed since it was built
        for editor in self.form.editors.values():  # (a form built now shows them already)
            editor.refresh()
