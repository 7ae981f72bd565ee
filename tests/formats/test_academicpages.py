"""academicpages ``_pages/cv.md``: Vitae's own Markdown export reads back into the document."""

import pytest

from editor.formats import DocumentError, load
from editor.formats.academicpages import import_academicpages, unescape
from editor.formats.detect import detect_format, import_file
from editor.formats.markdown import export_markdown
from editor.formats.view import LanguageView
from editor.model.entries import EducationEntry, ExperienceEntry, PublicationEntry
from editor.model.markup import plain_text
from editor.paths import EXAMPLES
from tests.helpers import FIXTURES

DOCUMENTS = [FIXTURES / "import" / "academicpages_source.yaml", EXAMPLES / "example.yaml",
             *sorted((FIXTURES / "seeds").glob("*.yaml"))]
CASES = [(path, lang) for path in DOCUMENTS for lang in load(path).languages]


def _year(value):
    return value.split("-")[0] if value and value != "present" else value


def facts(resume, lang, kinds=("position", "school", "publication")):
    """Every position, school and publication as the page shows it, in order."""
    view = LanguageView(resume, lang)

    def t(value):  # the text a reader sees: "\[x\]" and "[x]" are the same words
        return plain_text(view.text(value))

    out = []
    for _section, entries in view.sections():
        for e in entries:
            if isinstance(e, ExperienceEntry) and "position" in kinds:
                out.append(("position", t(e.organisation), t(e.role), e.start, e.end))
            elif isinstance(e, EducationEntry) and "school" in kinds:
                year = e.end if e.end and e.end != "present" else e.start  # the one year the page prints
                out.append(("school", t(e.institution), t(e.degree), t(e.field), _year(year)))
            elif isinstance(e, PublicationEntry) and "publication" in kinds:
                out.append(("publication", t(e.title), [t(a.name) for a in e.authors],
                            [a.me for a in e.authors], t(e.venue) or t(e.venue_short), _year(e.date)))
    return out


@pytest.mark.parametrize("path, lang", CASES, ids=[f"{p.stem}-{lang}" for p, lang in CASES])
def test_an_export_imports_back_with_every_position_school_and_publication(path, lang):
    resume = load(path)
    page = export_markdown(resume, lang)
    result = import_file(page.encode(), "cv.md")
    expected = facts(resume, lang)
    assert expected, "the fixture has positions, schools or publications"
    # A page does not say an entry's kind: a project listed under an "Experience"
    # heading (seed 001 does that) reads back as a position, so there only the
    # schools and publications are compared.
    mixed = any(s.kind in ("experience", "research") and any(not isinstance(e, ExperienceEntry) for e in s.entries)
                for s in resume.sections)
    kinds = ("school", "publication") if mixed else ("position", "school", "publication")
    # A section titled "" prints without a heading, so its bullets join the section above on
    # the page (seed 004's awards follow its schools): there the schools are not compared.
    if any(section.title == "" for section in resume.sections):
        kinds = tuple(kind for kind in kinds if kind != "school")
    got = facts(result.resume, result.resume.languages[0], kinds)
    assert got == [f if f[0] != "publication" else (*f[:5], _year(f[5])) for f in facts(resume, lang, kinds)]


def test_the_page_is_detected_by_name_and_by_its_front_matter():
    page = export_markdown(load(EXAMPLES / "example.yaml"), "en").encode()
    assert detect_format(page, "cv.md") == "academicpages"
    assert detect_format(page, "cv.txt") == "academicpages"


def test_markdown_escapes_and_entities_come_back_as_text():
    assert unescape(r"C\# &amp; R&#123;1&#125; \*not bold\*") == r"C# & R{1} \*not bold\*"


def test_markdown_without_cv_headings_is_refused():
    with pytest.raises(DocumentError, match="cv.md: is Markdown without the headings"):
        import_academicpages(b"just a line\n\nanother\n", "cv.md")


def test_a_chinese_page_full_of_links_is_chinese():
    page = ("学术成果\n========\n\n" + "* \"[分布式训练](https://papers.example.org/very/long/path/to/the/paper.pdf)\". **方进**. *网络学报*. 2024.\n" * 3)
    assert import_academicpages(page.encode(), "cv.md").resume.languages == ["zh"]
