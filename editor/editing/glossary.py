"""The document's glossary: official names (an organisation, a degree) per language.

A résumé names the same university, employer or degree in every language it is
written in, and each language has its official form ("Zhejiang University" ⇄
"浙江大学"); a translator's guess ("Zhejiang Univ.") is what an admissions office
or a background check does not find. The glossary (``Resume.glossary``) keeps
each such name once; :func:`glossary_offer` says which name to offer for a field
whose text in one language is a known name and whose other language is empty.
The translation view asks it; nothing here edits the document.
"""

from __future__ import annotations

from ..model.resume import Resume
from ..model.text import LocalText, text_in
from .modelpath import ModelPath
from .translation import reads_alike


def _key(text: str) -> str:
    """What two spellings of one name share: case and runs of spaces do not count."""
    return " ".join(text.split()).casefold()


def glossary_name(resume: Resume, text: str, lang: str, other: str) -> str | None:
    """The glossary's name in *other* for *text* when *text* is a known name in *lang*."""
    key = _key(text)
    if not key:
        return None
    for entry in resume.glossary:
        if other in entry and _key(entry.get(lang, "")) == key:
            return entry[other]
    return None


def glossary_offer(resume: Resume, path: ModelPath, value: LocalText | None,
                   lang: str, reference: str) -> tuple[str, str] | None:
    """``(language, name)``: the glossary's name to put in the empty language of the
    field at *path*, whose text in the other of *lang* and *reference* is a known name;
    None when both or neither have text, or the field reads alike in every language."""
    if lang == reference or reads_alike(resume, path, value):
        return None
    default = resume.default_language
    here, there = text_in(value, lang, default), text_in(value, reference, default)
    for known, known_lang, empty, empty_lang in ((here, lang, there, reference), (there, reference, here, lang)):
        if known and not empty:
            name = glossary_name(resume, known, known_lang, empty_lang)
            return (empty_lang, name) if name else None
    return None
