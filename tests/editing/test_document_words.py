"""The words a résumé teaches its spelling check: its names, organisations, venues,
places and skills, in every language, and nothing from its sentences."""

from __future__ import annotations

from editor.editing.document_words import document_words
from editor.editing.spelling import SpellChecker
from editor.model import Resume


def test_names_organisations_venues_places_and_skills_are_the_documents_words() -> None:
    resume = Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": {"en": "Chidi Okonkwo", "zh": "奥孔克沃"}, "location": "Hangzhou"},
        "sections": [
            {"kind": "experience", "entries": [{
                "kind": "experience", "organisation": "Zorblax Labs", "role": "Engineer", "start": "2020",
                "highlights": ["Shipped the flurbo pipeline"]}]},
            {"kind": "publications", "entries": [{
                "kind": "publication", "title": "Quaxing at scale", "authors": ["A. Adebayo"],
                "venue": "Symposium on Blorf", "venue_short": "SoBlorf", "date": "2024"}]},
            {"kind": "skills", "entries": [{"kind": "skill", "label": "Tools", "items": ["Slurm", "numpy"]}]},
        ],
    })
    words = document_words(resume)
    assert {"Chidi", "Okonkwo", "Hangzhou", "Zorblax", "Adebayo", "Blorf", "Slurm", "numpy"} <= words
    assert not {"flurbo", "Quaxing", "Shipped", "Engineer"} & words  # sentences, titles and roles teach nothing

    class Knows:
        def check(self, word: str) -> bool:
            return False

        def suggest(self, word: str) -> list[str]:
            return []

    checker = SpellChecker(Knows())
    assert checker.set_document_words(words) and not checker.set_document_words(words)
    assert [w.text for w in checker.misspelt("Okonkwo met zorblax about flurbo")] == ["met", "about", "flurbo"]
