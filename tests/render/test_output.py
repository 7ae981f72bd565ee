"""The PDF as a file: repeatable, pure, with metadata, page numbers, fit to N pages."""

import datetime

import pytest

from editor.model import Resume
from editor.render import RenderError, forget_text, render_pdf, render_pdf_report
from tests.helpers import pdf_text, needs_patch
from tests.render.support import TEMPLATES, TODAY, every_kind, example, links_of, pdf_reader


def _long(entries: int = 14, bullets: int = 4, **design: object) -> Resume:
    return Resume.model_validate({
        "basics": {"name": "Pat Example", "email": "pat@example.org"},
        "design": design,
        "sections": [{"kind": "experience", "entries": [
            {"kind": "experience", "organisation": f"Organisation {n}", "role": "Engineer",
             "start": "2020-01", "end": "2021-02",
             "highlights": [f"ENTRY{n}-BULLET{b} " + "words that fill a line " * (2 + (n * b) % 5)
                            for b in range(1 + n % bullets)]}
            for n in range(entries)]}],
    })


@pytest.mark.parametrize("template", TEMPLATES)
def test_same_input_gives_the_same_bytes(template: str) -> None:
    resume = example()
    first = render_pdf(resume, template=template, lang="zh", today=TODAY)
    assert render_pdf(resume, template=template, lang="zh", today=TODAY) == first
    assert render_pdf(resume, template=template, lang="zh", today=TODAY + datetime.timedelta(1)) != first


def test_render_never_mutates_the_resume() -> None:
    resume = every_kind()
    before = resume.model_dump()
    render_pdf(resume, template="academic", lang="zh", today=TODAY)
    render_pdf_report(_long(fit_pages=1), today=TODAY)
    assert resume.model_dump() == before


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_metadata_names_the_person_and_the_language(lang: str) -> None:
    data = render_pdf(example(), lang=lang, today=TODAY)
    reader = pdf_reader(data)
    name = {"en": "Lin Wei", "zh": "林蔚"}[lang]
    assert reader.metadata.title == f"{name} — CV"
    assert reader.metadata.author == name
    assert reader.metadata.subject
    assert str(reader.trailer["/Root"]["/Lang"]) == lang
    assert reader.metadata.creation_date.date() == TODAY


def test_page_numbers_read_page_of_pages() -> None:
    report = render_pdf_report(_long(page_numbers=True), today=TODAY)
    assert report.page_count >= 2
    pages = [page.extract_text() for page in pdf_reader(report.pdf).pages]
    for number, text in enumerate(pages, 1):
        assert f"{number} / {report.page_count}" in text
    assert "1 / " not in pdf_text(render_pdf(_long(), today=TODAY))
    assert "mailto:pat@example.org" in links_of(report.pdf)


def test_fit_pages_tightens_until_it_fits_and_says_what_it_changed() -> None:
    loose = render_pdf_report(_long(entries=11), today=TODAY)
    assert loose.page_count == 2 and loose.changes == []
    fitted = render_pdf_report(_long(entries=11, fit_pages=1), today=TODAY)
    assert fitted.page_count == 1
    assert any("spacing" in change for change in fitted.changes)
    assert any("font size 9.8 →" in change for change in fitted.changes)
    assert render_pdf_report(_long(entries=10, fit_pages=1), today=TODAY).changes == ["spacing reduced to 80%"]
    assert pdf_text(fitted.pdf).count("ENTRY") == pdf_text(loose.pdf).count("ENTRY")


def test_fit_pages_never_goes_below_8_5_points_and_reports_failure() -> None:
    report = render_pdf_report(_long(entries=60, fit_pages=1), today=TODAY)
    assert report.page_count > 1
    assert any("8.5 pt" in change for change in report.changes)
    assert "still" in report.changes[-1]


def test_an_entry_heading_never_ends_a_page() -> None:
    report = render_pdf_report(_long(entries=20, bullets=5), today=TODAY)
    assert report.page_count >= 3
    for page in pdf_reader(report.pdf).pages[:-1]:
        last = [line.strip() for line in page.extract_text().splitlines() if line.strip()][-1]
        heading = last.startswith("Organisation") or last in ("Engineer", "Jan 2020 – Feb 2021")
        assert not heading, f"page ends with an entry heading: {last}"


def test_unknown_latin_font_is_a_render_error() -> None:
    resume = Resume.model_validate({"basics": {"name": "A"}, "design": {"latin_font": "Comic Sans"}})
    with pytest.raises(RenderError, match="unknown font 'Comic Sans'.*NotoSans"):
        render_pdf(resume)


def test_design_choices_reach_the_page() -> None:
    resume = Resume.model_validate({"basics": {"name": "A", "email": "a@example.org"},
                                    "design": {"page_size": "Letter", "latin_font": "Noto Serif"}})
    data = render_pdf(resume, today=TODAY)
    box = pdf_reader(data).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)
    assert b"NotoSerif" in data


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_paragraph_once_split_across_pages_later_renders_whole_as_if_new(lang: str) -> None:
    """Splitting a paragraph edits the line breaks it cuts; the line breaks
    remembered for that paragraph must not change with them, or the next
    render that sets it whole (after an edit above it) would differ."""
    word = "词语" if lang == "zh" else "word "
    bullet = "START " + (word * 10 + "**bold** ") * 30 + " END"  # half a page

    def resume(filler_lines: int) -> Resume:
        entries = [{"kind": "experience", "organisation": "Long", "role": "Role",
                    "highlights": ["First", bullet]}]
        if filler_lines:
            entries.insert(0, {"kind": "experience", "organisation": "Filler", "role": "Role",
                               "highlights": ["Filler line"] * filler_lines})
        return Resume.model_validate({"basics": {"name": "Pat Example"}, "languages": ["en", "zh"],
                                      "sections": [{"kind": "experience", "entries": entries}]})

    def is_split(pdf: bytes) -> bool:
        pages = [page.extract_text() for page in pdf_reader(pdf).pages]
        return any("START" in text and "END" not in text for text in pages)

    forget_text()
    whole = render_pdf(resume(0), lang=lang, today=TODAY)
    assert not is_split(whole)
    # Push the bullet down line by line until it meets the end of page one.
    assert any(is_split(render_pdf(resume(lines), lang=lang, today=TODAY)) for lines in range(20, 60, 2))
    assert render_pdf(resume(0), lang=lang, today=TODAY) == whole


@needs_patch("paragraph-memo", "subset-memo", "compressed-fonts", "number-arrays")
def test_forget_text_forgets_everything_remembered_about_text() -> None:
    from reportlab.pdfbase import pdfdoc

    from editor.render import cjk, flowables, fonts, inline

    resume = example()
    first = render_pdf(resume, lang="zh", today=TODAY)
    subsets = lambda: sum(cached.cache_info().currsize for cached in fonts._subset_caches)  # noqa: E731
    assert flowables._memos and inline.to_markup.cache_info().currsize and cjk.has_cjk.cache_info().currsize
    compressed = lambda: pdfdoc.PDFZCompress.encode.cache_info().currsize  # noqa: E731
    widths = lambda: pdfdoc.PDFArray.format.cache_info().currsize  # noqa: E731
    assert subsets() and compressed() and widths()
    forget_text()
    assert not flowables._memos and not inline.to_markup.cache_info().currsize
    assert not cjk.has_cjk.cache_info().currsize and not subsets() and not compressed() and not widths()
    assert render_pdf(resume, lang="zh", today=TODAY) == first


def test_a_cache_that_registers_is_forgotten_with_the_rest() -> None:
    import functools

    from editor.render.text_memory import remembers_text

    render_pdf(example(), today=TODAY)  # the pipeline (and every registering module) is loaded
    cached = remembers_text(functools.lru_cache(maxsize=4)(str.upper))
    cached("abc")
    forget_text()
    assert cached.cache_info().currsize == 0
