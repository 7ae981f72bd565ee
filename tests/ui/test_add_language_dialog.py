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
