"""One bilingual document, two PDFs: each holds only its own language's entries."""

import re

import pytest

from editor.model.text import text_or_fallback
from editor.render import render_pdf
from tests.helpers import pdf_text
from tests.render.support import TODAY, seed_fixture

TITLE_FIELDS = ("institution", "organisation", "name", "title", "label", "text")


def _squeeze(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _only_in(resume, lang: str) -> list[str]:
    """Headline text of every entry rendered in *lang* only."""
    found = []
    for section in resume.sections:
        for entry in section.entries:
            limit = entry.languages or section.languages
            if limit != [lang]:
                continue
            for field in TITLE_FIELDS:
                value = getattr(entry, field, None)
                text = text_or_fallback(value, lang, resume.default_language) if value else ""
                if len(text) >= 4:
                    found.append(text)
                    break
    return found


@pytest.mark.parametrize("lang, other", [("en", "zh"), ("zh", "en")])
def test_each_pdf_holds_none_of_the_other_language_s_entries(lang, other):
    resume = seed_fixture("s001_003.yaml")
    foreign = _only_in(resume, other)
    own = _only_in(resume, lang)
    assert foreign and own, "the fixture has entries limited to each language"
    text = _squeeze(pdf_text(render_pdf(resume, template="academic", lang=lang, today=TODAY)))
    for headline in own:
        assert _squeeze(headline) in text, headline
    for headline in foreign:
        if headline not in own:
            assert _squeeze(headline) not in text, headline
