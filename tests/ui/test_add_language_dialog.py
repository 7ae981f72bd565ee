"""The Add language dialog tells the truth about what an untranslated field prints."""

from __future__ import annotations

from editor.model.text import text_or_fallback
from editor.ui.add_language_dialog import AddLanguageDialog


def test_hint_says_untranslated_fields_print_the_default_languages_text(qtbot) -> None:
    dialog = AddLanguageDialog(["en", "zh"])
    qtbot.addWidget(dialog)
    hint = dialog.hint.text()
    # The print rule the hint describes: a plain (English-only) text prints in a new
    # language, a text with several languages prints nothing there.
    assert text_or_fallback("Jane Doe", "de", "en") == "Jane Doe"
    assert text_or_fallback({"en": "Jane Doe", "zh": "杜简"}, "de", "en") == ""
    assert "prints its English text if it has only English text" in hint
    assert "nothing if it already has texts in several languages" in hint
    assert "print nothing until translated" not in hint


def test_every_language_with_words_is_offered_in_its_own_name(qtbot) -> None:
    dialog = AddLanguageDialog(["en", "zh"])
    qtbot.addWidget(dialog)
    offered = {dialog.language.itemData(i): dialog.language.itemText(i) for i in range(dialog.language.count())}
    assert offered == {"de": "Deutsch (de)", "es": "Español (es)", "fr": "Français (fr)", "it": "Italiano (it)",
                       "ja": "日本語 (ja)", "ko": "한국어 (ko)", "pt": "Português (pt)", "ru": "Русский (ru)",
                       "zh-Hant": "繁體中文 (zh-Hant)"}
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    assert dialog.tag() == "ru"
