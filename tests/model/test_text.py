from editor.model.text import languages_of, text_in, text_or_fallback, with_text


def test_plain_string_belongs_to_the_default_language():
    assert text_in("Jin Fang", "en", "en") == "Jin Fang"
    assert text_in("Jin Fang", "zh", "en") == ""


def test_fallback_shows_default_language_when_translation_is_missing():
    assert text_or_fallback("Triton", "zh", "en") == "Triton"
    assert text_or_fallback({"en": "Jin Fang", "zh": "方进"}, "zh", "en") == "方进"
    assert text_or_fallback({"zh": "方进"}, "en", "en") == "方进"


def test_with_text_keeps_the_short_form_until_a_second_language_appears():
    assert with_text(None, "en", "A", "en") == "A"
    assert with_text("A", "en", "B", "en") == "B"
    assert with_text("A", "zh", "甲", "en") == {"en": "A", "zh": "甲"}
    assert with_text({"en": "A", "zh": "甲"}, "zh", "", "en") == "A"
    assert with_text({"en": "A", "zh": "甲"}, "zh", "乙", "en") == {"en": "A", "zh": "乙"}


def test_languages_of():
    assert languages_of("x", "en") == {"en"}
    assert languages_of({"en": "x", "zh": ""}, "en") == {"en"}
    assert languages_of(None, "en") == set()
