"""A résumé in each language Vitae has words for prints that language's headings,
dates, "present" and "expected", with fonts that hold every character: Latin
accents and Cyrillic from the Latin families, Traditional Chinese with Taiwan's
glyph forms (Noto Sans TC), never borrowed from the Simplified face."""

from __future__ import annotations

import datetime

import pytest

from editor.model.l10n import format_letter_date, format_range, locale_for, section_title
from editor.render import RenderRequest, render_pdf
from tests.helpers import FIXTURES, pdf_text
from editor.render.glyphs import missing_glyphs
from tests.render.support import fonts_of, load_fixture

NINE = ("es", "fr", "de", "pt", "it", "ja", "ko", "zh-Hant", "ru")
FIXTURE = FIXTURES / "languages" / "ten_languages.yaml"


@pytest.fixture(scope="module")
def resume():
    return load_fixture(FIXTURE)


def _words(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize("lang", NINE)
def test_each_language_prints_its_own_words_with_fonts_that_have_every_character(resume, lang) -> None:
    data = render_pdf(resume, RenderRequest(lang=lang, today=datetime.date(2025, 1, 1)))
    text = _words(pdf_text(data))
    for kind in ("experience", "education", "publications", "skills"):
        assert _words(section_title(kind, lang)) in text, (lang, kind)
    assert _words(format_range("2021-09", "present", lang)) in text
    assert _words(format_range("2019-10-01", "2026-06", lang, expected=True)) in text
    assert _words(locale_for(lang).equal_contribution) in text
    assert missing_glyphs(resume, languages=[lang]) == []
    fonts = " ".join(fonts_of(data))
    if lang == "zh-Hant":
        assert "NotoSansTC" in fonts and "NotoSansSC" not in fonts
    if lang in ("es", "fr", "de", "pt", "it", "ru"):
        assert "NotoSansSC" not in fonts and "DejaVu" not in fonts  # accents and Cyrillic from the Latin face


@pytest.mark.parametrize("lang", NINE)
def test_each_language_writes_a_letter_as_it_does(resume, lang) -> None:
    data = render_pdf(resume, RenderRequest(lang=lang, letter="acme", today=datetime.date(2025, 1, 1)))
    text = _words(pdf_text(data))
    loc = locale_for(lang)
    assert _words(format_letter_date("2026-11-22", lang)) in text
    assert _words(loc.salutation_to.format(recipient="Dr. Ruiz")) in text
    assert _words(loc.closing[0]) in text


def test_a_copy_of_english_dropped_into_the_persons_locales_is_a_language_that_prints(monkeypatch, tmp_path) -> None:
    """A language is one file: English's, one heading changed, saved as nl.yaml in the
    person's data folder, prints in the PDF as nl's, with English's other words."""
    from editor import paths
    from editor.model import Resume, l10n

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    paths.user_locales().mkdir(parents=True)
    english = (paths.LOCALES / "en.yaml").read_text(encoding="utf-8")
    assert "  education: Education\n" in english
    (paths.user_locales() / "nl.yaml").write_text(english.replace("  education: Education\n", "  education: Opleiding\n"),
                                                  encoding="utf-8")
    l10n.forget_languages()
    try:
        resume = Resume.model_validate({
            "basics": {"name": "Ada Example"}, "languages": ["nl"],
            "sections": [{"kind": "education", "entries": [{"kind": "education", "institution": "Leiden University",
                                                            "start": "2020-09", "end": "present"}]},
                         {"kind": "skills", "entries": [{"kind": "skill", "label": "Languages", "details": "Go"}]}]})
        text = pdf_text(render_pdf(resume, RenderRequest(lang="nl", today=datetime.date(2025, 1, 1))))
        assert "Opleiding" in text and "Education" not in text
        assert "Skills" in text and "Sep 2020 – Present" in text
    finally:
        l10n.forget_languages()
