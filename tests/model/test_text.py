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


# --- the same in every language ('*') -------------------------------------------------------

def test_a_shared_text_reads_and_prints_alike_in_every_language_and_is_never_missing():
    from editor.model.text import is_shared

    shared = {"*": "Triton"}
    assert is_shared(shared) and not is_shared("Triton") and not is_shared({"en": "Triton"})
    for lang in ("en", "zh", "de"):
        assert text_in(shared, lang, "en") == "Triton"
        assert text_or_fallback(shared, lang, "en") == "Triton"
        assert not is_missing(shared, lang, "en")
    assert is_missing("Triton", "zh", "en")  # the plain form still asks for a translation


def test_editing_a_shared_text_in_any_language_edits_the_one_text():
    assert with_text({"*": "Triton"}, "zh", "Triton 3", "en") == {"*": "Triton 3"}
    assert with_text({"*": "Triton"}, "en", "", "en") == {"*": ""}  # the mark outlives a cleared field


def test_sharing_keeps_the_text_and_refuses_to_drop_a_translation():
    import pytest

    from editor.model.text import can_share, with_sharing

    assert with_sharing("Jin Fang", True, "en") == {"*": "Jin Fang"}
    assert with_sharing({"en": "Jin Fang"}, True, "en") == {"*": "Jin Fang"}
    assert with_sharing({"*": "Jin Fang"}, False, "en") == "Jin Fang"
    assert with_sharing("Jin Fang", False, "en") == "Jin Fang"
    assert not can_share({"en": "Jin Fang", "zh": "方进"}, "en")
    with pytest.raises(ValueError, match="several languages"):
        with_sharing({"en": "Jin Fang", "zh": "方进"}, True, "en")


def test_the_shared_mark_cannot_stand_beside_language_tags():
    import pytest
    from pydantic import ValidationError

    from editor.model import Basics

    assert Basics(name={"*": "Jin Fang"}).name == {"*": "Jin Fang"}
    with pytest.raises(ValidationError, match="cannot stand beside language tags"):
        Basics(name={"*": "Jin Fang", "zh": "方进"})
    with pytest.raises(ValidationError, match="language tag"):
        Basics(name={"**": "Jin Fang"})
