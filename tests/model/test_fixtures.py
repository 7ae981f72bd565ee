"""The seed fixtures and the bundled example: valid, canonical, structured, complete.

The seed fixtures are the seeds' CVs re-entered as structured résumés; render
tests compare PDFs made from them with the seeds' text. These tests make sure
the fixtures stay worth that: every file loads and round-trips, is stored in
exactly the form ``dumps`` writes, keeps dates, authors and lead-ins as
structure rather than pasted text, and still holds (nearly) every visible word
of its seed.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from pydantic import BaseModel

from editor.formats import dumps, load, loads
from editor.model import ENTRY_KINDS, Author, Link, Resume, Section
from editor.model.entries import DatedEntry, EntryBase, PublicationEntry
from editor.model.l10n import format_date, format_range, section_title
from editor.model.markup import parse_inline, plain_text
from editor.model.text import LocalText, text_in
from editor.paths import EXAMPLES
from tests.helpers import FIXTURES, reading_similarity, seed_text

SEEDS = FIXTURES / "seeds"
EXAMPLE = EXAMPLES / "example.yaml"
ALL_FILES = sorted(SEEDS.glob("*.yaml")) + [EXAMPLE]

# (fixture, language, seed it must reproduce)
SEED_VERSIONS = [
    ("s000", "en", "000"),
    ("s001_003", "en", "001"),
    ("s001_003", "zh", "003"),
    ("s002", "en", "002"),
    ("s004", "en", "004"),
]

# How many entries of each kind each seed shows: a fixture pasted as a few
# text blobs, or with items merged or dropped, fails here.
EXPECTED_KINDS = {
    "s000": {"education": 1, "experience": 1, "project": 2, "skill": 5, "list": 1},
    "s001_003": {"education": 2, "project": 14, "publication": 8, "award": 4, "skill": 2},
    "s002": {"education": 3, "experience": 3, "skill": 4},
    "s004": {"text": 2, "list": 1, "news": 2, "publication": 3, "experience": 6,
             "education": 2, "award": 2},
}

_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?,?"
_DATE = rf"(?:\d{{4}}(?:[./-]\d{{1,2}})?|{_MONTH} \d{{4}}|(?:Spring|Summer|Fall|Winter) \d{{4}})"
# A date range typed as text ("2024.6-2024.12", "Dec, 2024 – Present", "July 2025 - Present").
DATE_RANGE_TEXT = re.compile(rf"{_DATE}\s*[-–—~至]\s*(?:{_DATE}|present|至今)", re.IGNORECASE)
# Text that opens with a date ("2025.05 Paper on ...", "Summer 2024: ...").
LEADING_DATE_TEXT = re.compile(rf"^\s*{_DATE}\b", re.IGNORECASE)


def load_fixture(name: str) -> Resume:
    return load(SEEDS / f"{name}.yaml")


def _id(path: Path) -> str:
    return path.stem


# --- walking the model -----------------------------------------------------------

# Fields holding dates, links, flags or identifiers rather than words.
_NOT_WORDS = {"kind", "languages", "visible", "start", "end", "expected", "date", "dates",
              "url", "email", "phone", "website", "photo", "design"}


def local_texts(node: object) -> Iterator[LocalText]:
    """Every human-language value in *node*, in field order."""
    if isinstance(node, BaseModel):
        for name in type(node).model_fields:
            if name not in _NOT_WORDS:
                yield from local_texts(getattr(node, name))
    elif isinstance(node, list):
        for item in node:
            yield from local_texts(item)
    elif isinstance(node, dict):
        yield node
    elif isinstance(node, str):
        yield node


def all_strings(node: object) -> Iterator[str]:
    for value in local_texts(node):
        yield from ([value] if isinstance(value, str) else value.values())


def shown(value: LocalText | None, lang: str, default_lang: str) -> str:
    """The text printed in *lang*: a plain string is printed in every language
    (names, titles); a mapping only in the languages it lists, so that
    ``note: {zh: CCF A}`` stays out of the English résumé."""
    if isinstance(value, str):
        return plain_text(value)
    return plain_text(text_in(value, lang, default_lang))


def shows_in(item: Section | EntryBase, lang: str) -> bool:
    return item.visible and (not item.languages or lang in item.languages)


_NOT_TEXT = {"kind", "visible", "languages", "url", "start", "end", "expected", "summary",
             "highlights", "date", "dates"}


def entry_strings(entry: EntryBase, lang: str, default_lang: str) -> Iterator[str]:
    """An entry's printed words: its heading fields, then dates, then the body."""
    for name in type(entry).model_fields:
        if name in _NOT_TEXT:
            continue
        value = getattr(entry, name)
        if isinstance(value, list):
            for item in value:
                if isinstance(item, Author):
                    yield shown(item.name, lang, default_lang)
                elif isinstance(item, Link):
                    yield shown(item.label, lang, default_lang)
                else:
                    yield shown(item, lang, default_lang)
        elif value is not None:
            yield shown(value, lang, default_lang)
    if isinstance(entry, DatedEntry):
        yield format_range(entry.start, entry.end, lang, expected=entry.expected)
    yield format_date(getattr(entry, "date", None), lang)
    yield ", ".join(getattr(entry, "dates", []))
    yield shown(getattr(entry, "summary", None), lang, default_lang)
    for highlight in getattr(entry, "highlights", []):
        yield shown(highlight, lang, default_lang)


def visible_text(resume: Resume, lang: str) -> str:
    """What a résumé prints in *lang*, whatever the layout: a word-level check only."""
    default = resume.default_language
    basics = resume.basics
    parts = [shown(basics.name, lang, default), shown(basics.headline, lang, default),
             basics.email or "", basics.phone or "", basics.website or "",
             shown(basics.location, lang, default)]
    parts += [profile.url or profile.username or "" for profile in basics.profiles]
    for section in resume.sections:
        if not shows_in(section, lang):
            continue
        title = section.title if section.title is not None else section_title(section.kind, lang)
        parts.append(shown(title, lang, default))
        for entry in section.entries:
            if shows_in(entry, lang):
                parts.extend(entry_strings(entry, lang, default))
    return "\n".join(part for part in parts if part)


def entries_with_sections(resume: Resume) -> Iterator[tuple[Section, EntryBase]]:
    for section in resume.sections:
        for entry in section.entries:
            yield section, entry


# --- every file -----------------------------------------------------------------

@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_file_loads_and_round_trips(path: Path) -> None:
    resume = load(path)
    text = dumps(resume)
    assert loads(text) == resume
    assert dumps(loads(text)) == text


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_file_is_stored_as_dumps_writes_it(path: Path) -> None:
    # Keeps hand edits from drifting into a form the editor would rewrite on save.
    assert path.read_text(encoding="utf-8") == dumps(load(path))


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_dates_are_structured_not_pasted(path: Path) -> None:
    resume = load(path)
    for text in all_strings(resume.sections):
        visible = plain_text(text)
        assert not DATE_RANGE_TEXT.search(visible), f"a date range typed as text: {text!r}"
        assert not LEADING_DATE_TEXT.match(visible), f"text opens with a date: {text!r}"


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_markup_is_well_formed(path: Path) -> None:
    resume = load(path)
    for text in all_strings(resume):
        # An odd number of ** is a damaged lead-in ("Lead-in:** rest").
        assert text.count("**") % 2 == 0, text
        assert "$" not in text and "\\times" not in text, f"LaTeX left in {text!r}"
        for span in parse_inline(text):
            assert "](" not in span.text, f"a link that is not one: {text!r}"


@pytest.mark.parametrize("path", ALL_FILES, ids=_id)
def test_authors_are_people_not_pasted_lists(path: Path) -> None:
    resume = load(path)
    for _, entry in entries_with_sections(resume):
        if isinstance(entry, PublicationEntry) and entry.authors:
            names = [text for author in entry.authors for text in all_strings(author.name)]
            assert all("," not in name and "**" not in name for name in names), names
            assert sum(author.me for author in entry.authors) == 1, entry.title


# --- the seed fixtures -----------------------------------------------------------

@pytest.mark.parametrize("name", sorted(EXPECTED_KINDS))
def test_fixture_has_each_seed_item_as_its_own_entry(name: str) -> None:
    resume = load_fixture(name)
    kinds = Counter(entry.kind for _, entry in entries_with_sections(resume))
    assert dict(kinds) == EXPECTED_KINDS[name]


def test_bilingual_fixture_has_entries_limited_to_each_language() -> None:
    resume = load_fixture("s001_003")
    assert resume.languages == ["en", "zh"]
    only = Counter()
    for section, entry in entries_with_sections(resume):
        shown_in = {lang for lang in resume.languages if shows_in(section, lang) and shows_in(entry, lang)}
        if len(shown_in) == 1:
            only[shown_in.pop()] += 1
    assert only["en"] > 0 and only["zh"] > 0


def test_bilingual_fixture_shares_items_present_in_both_languages() -> None:
    resume = load_fixture("s001_003")
    both = [entry for section, entry in entries_with_sections(resume)
            if shows_in(section, "en") and shows_in(section, "zh") and entry.languages is None]
    # Two degrees, eight papers, four awards: one entry each, not one per language.
    assert Counter(entry.kind for entry in both) == {"education": 2, "publication": 8, "award": 4}


def test_bilingual_fixture_keeps_chinese_only_notes_out_of_english() -> None:
    resume = load_fixture("s001_003")
    english, chinese = visible_text(resume, "en"), visible_text(resume, "zh")
    assert "CCF A" not in english and "CCF A" in chinese
    assert "Transactions on Networking" in english and "Transactions on Networking" not in chinese


@pytest.mark.parametrize(("name", "lang", "seed"), SEED_VERSIONS)
def test_fixture_keeps_the_seeds_words(name: str, lang: str, seed: str) -> None:
    # Order is the renderer's business; this only guards against lost or invented words.
    produced = visible_text(load_fixture(name), lang)
    assert reading_similarity(produced, seed_text(seed)) >= 0.8


# --- the bundled example ---------------------------------------------------------

def test_example_exercises_every_entry_kind() -> None:
    resume = load(EXAMPLE)
    assert {entry.kind for _, entry in entries_with_sections(resume)} == set(ENTRY_KINDS)
    authors = [a for _, e in entries_with_sections(resume) if isinstance(e, PublicationEntry) for a in e.authors]
    assert any(a.me for a in authors) and any(a.equal for a in authors)
    limited = {lang for _, entry in entries_with_sections(resume) for lang in entry.languages or []}
    assert limited == {"en", "zh"}
    texts = list(all_strings(resume))
    assert any(text.startswith("**") for text in texts), "no bold lead-in"
    assert any(span.url for text in texts for span in parse_inline(text)), "no inline link"


def test_example_is_bilingual_and_complete_in_both_languages() -> None:
    resume = load(EXAMPLE)
    assert resume.languages == ["en", "zh"]
    for section, entry in entries_with_sections(resume):
        if all(shows_in(section, lang) and shows_in(entry, lang) for lang in ("en", "zh")):
            english = list(entry_strings(entry, "en", "en"))
            assert english != list(entry_strings(entry, "zh", "en")), f"untranslated: {english[0]}"
    english_words = len(visible_text(resume, "en").split())
    assert 500 <= english_words <= 1100, english_words  # about two pages


def test_example_contact_details_are_obviously_invented() -> None:
    resume = load(EXAMPLE)
    assert resume.basics.email.endswith("@example.org")
    assert resume.basics.phone.startswith("+1 555")
    urls = [resume.basics.website] + [p.url for p in resume.basics.profiles]
    for node in [resume.sections]:
        urls += [u for text in all_strings(node) for span in parse_inline(text) if (u := span.url)]
    urls += [getattr(e, "url", None) for _, e in entries_with_sections(resume)]
    urls += [link.url for _, e in entries_with_sections(resume) for link in getattr(e, "links", [])]
    hosts = {urlsplit(url).hostname for url in urls if url}
    assert hosts and all(host == "example.org" or host.endswith(".example.org") for host in hosts), hosts
