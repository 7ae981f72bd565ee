"""The "Add language" dialog: which language, and whether to start from a copy."""

from __future__ import annotations

from pydantic import TypeAdapter, ValidationError
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from ..model.l10n import language_name, languages
from ..model.text import LangTag
from .colours import error_style
from .i18n import tr
from ..editing.labels import language_label

_TAG = TypeAdapter(LangTag)


def offered_languages(existing: list[str]) -> list[tuple[str, str]]:
    """(tag, "Español (es)") for each language Vitae has printed words for and the
    résumé lacks, each in its own name: the person reading it speaks that language."""
    return [(tag, f"{language_name(tag) or language_label(tag)} ({tag})")
            for tag in languages() if tag not in existing]


def _language_name(tag: str) -> str:
    """"English" for en: a sentence reads better with the name than with "EN"."""
    name = QLocale.languageToString(QLocale(tag).language())
    return name if name != "C" else language_label(tag)


class AddLanguageDialog(QDialog):
    def __init__(self, existing: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(tr("Add language"))
        self.setMinimumWidth(420)
        default = _language_name(existing[0]) if existing else ""
        # What an untranslated field prints follows editor.model.text.text_or_fallback.
        self.hint = hint = QLabel(tr(
            "A copy gives every field a text to edit in the new language; a copied text counts as not "
            "yet translated until you change it. Starting empty, a field "
            "not yet translated prints its {} text if it has only {} text, and nothing if it "
            "already has texts in several languages. The status bar counts what is left to "
            "translate; F8 goes to the next one.").format(default, default), self)
        hint.setWordWrap(True)
        self.language = QComboBox(self)
        self.language.setEditable(True)
        for tag, name in offered_languages(existing):
            self.language.addItem(name, tag)
        self.language.setToolTip(tr("A language tag such as ja, de or zh-Hant"))
        self.start = QComboBox(self)
        self.start.addItem(tr("Empty"), None)
        for tag in existing:
            self.start.addItem(tr("A copy of the {} text").format(language_label(tag)), tag)
        self.problem = QLabel(self)
        self.problem.setStyleSheet(error_style(self.palette()))
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._on_buttons_accepted)
        buttons.rejected.connect(self.reject)
        layout = QFormLayout(self)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addRow(hint)
        layout.addRow(tr("Language"), self.language)
        layout.addRow(tr("Start from"), self.start)
        layout.addRow(self.problem)
        layout.addRow(buttons)

    def tag(self) -> str:
        """The chosen tag: the item's, or what was typed (``ja`` or ``日本語 (ja)``)."""
        text = self.language.currentText().strip()
        index = self.language.findText(text)
        if index >= 0:
            return str(self.language.itemData(index))
        if text.endswith(")") and "(" in text:
            text = text[text.rindex("(") + 1:-1]
        return text

    def copy_from(self) -> str | None:
        return self.start.currentData()

    def _on_buttons_accepted(self) -> None:
        try:
            _TAG.validate_python(self.tag())
        except ValidationError:
            self.problem.setText(tr("Not a language tag like ja or zh-Hant."))
            self.problem.show()
            return
        self.accept()
