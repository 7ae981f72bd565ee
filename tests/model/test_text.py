from editor.model.text import is_missing, languages_of, text_in, text_or_fallback, with_text


def test_plain_string_belongs_to_the_default_language():
    assert text_in("Jin Fang", "en", "en") == "Jin Fang"
    assert text_in("Jin Fang", "zh", "en") == ""


def test_plain_text_prints_in_every_language_mappings_only_where_listed():
    assert text_or_fallback("Triton", "zh", "en") == "Triton"
    assert text_or_fallback({"en": "Jin Fang", "zh": "方进"}, "zh", "en") == "方进"
    assert text_or_fallback({"zh": "CCF A"}, "en", "en") == ""
    assert text_or_fallback({"en": "IEEE Transactions"}, "zh", "en") == ""


def test_missing_translation():
    assert is_missing("Triton", "zh", "en")
    assert is_missing({"en": "A"}, "zh", "en")
    assert not is_missing({"en": "A", "zh": "甲"}, "zh", "en")
    assert not is_missing({"zh": "甲"}, "zh", "en")
    assert not is_missing("A", "en", "en") and not is_missing(None, "zh", "en")


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
