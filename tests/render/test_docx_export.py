"""Word export (editor.render.docx_export): the .docx prints what the PDF
prints, in the same order, with Word's own structure (styles, numbering,
hyperlinks, tab stops) — read back with python-docx and converted by
LibreOffice."""

from __future__ import annotations

import io

import docx
import pytest
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.oxml.ns import qn

import editor
from editor.exports import export_format
from editor.model import Resume
from editor.render import RenderRequest, list_templates, render_pdf
from editor.render.docx_export import export_docx
from editor.render.theme import load_theme
from tests.helpers import (FIXTURES, ROOT, SOFFICE_MISSING, libreoffice_pdfs, libreoffice_pdfs_each, pdf_page_count,
                           pdf_text, reading_similarity, soffice)
from tests.render.support import TODAY, every_kind, links_of, paragraphs_in_order

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml"]
TEMPLATES = sorted(list_templates())


def _cases() -> list[tuple]:
    cases = []
    for path in DOCUMENTS:
        for lang in editor.load(path).languages:
            for template in TEMPLATES:
                cases.append((path, template, lang))
    return cases


CASES = _cases()
IDS = [f"{p.stem}-{t}-{lang}" for p, t, lang in CASES]


def _request(template: str, lang: str) -> RenderRequest:
    return RenderRequest(template=template, lang=lang, today=TODAY)


def open_docx(data: bytes) -> docx.document.Document:
    return docx.Document(io.BytesIO(data))


def docx_text(data: bytes) -> str:
    """The paragraphs in order, as Word shows them: a numbered paragraph
    (publications) starts with its number; bullet glyphs carry no words."""
    document = open_docx(data)
    counters: dict[str, int] = {}
    bullet_ids = _bullet_num_ids(document)
    lines = []
    for paragraph in paragraphs_in_order(document):
        num_id = paragraph._p.find(f"{qn('w:pPr')}/{qn('w:numPr')}/{qn('w:numId')}")
        label = ""
        if num_id is not None and num_id.get(qn("w:val")) not in bullet_ids:
            key = num_id.get(qn("w:val"))
            counters[key] = counters.get(key, 0) + 1
            label = f"{counters[key]}. "
        lines.append(label + paragraph.text)
    return "\n".join(lines)


def _numbering(document) -> tuple[dict[str, str], dict[str, object]]:
    """num id → abstract id, abstract id → its element."""
    root = document.part.numbering_part.element
    nums = {n.get(qn("w:numId")): n.find(qn("w:abstractNumId")).get(qn("w:val")) for n in root.iter(qn("w:num"))}
    abstracts = {a.get(qn("w:abstractNumId")): a for a in root.iter(qn("w:abstractNum"))}
    return nums, abstracts


def _bullet_num_ids(document) -> set[str]:
    nums, abstracts = _numbering(document)
    return {num for num, abstract in nums.items()
            if abstracts[abstract].find(f"{qn('w:lvl')}/{qn('w:numFmt')}").get(qn("w:val")) == "bullet"}


def hyperlinks(data: bytes) -> list[tuple[str, str]]:
    """(visible text, target) of every w:hyperlink in the body."""
    document = open_docx(data)
    rels = document.part.rels
    out = []
    for link in document.element.body.iter(qn("w:hyperlink")):
        rel = rels[link.get(qn("r:id"))]
        assert rel.is_external and rel.reltype == RT.HYPERLINK
        out.append(("".join(t.text or "" for t in link.iter(qn("w:t"))), rel.target_ref))
    return out


@pytest.fixture(scope="module")
def exported() -> dict[tuple, tuple[bytes, bytes]]:
    """(document, template, language) → (docx, Vitae's PDF), made once for the module."""
    out = {}
    for path, template, lang in CASES:
        resume = editor.load(path)
        out[path, template, lang] = (export_docx(resume, _request(template, lang)),
                                     render_pdf(resume, _request(template, lang)))
    return out


# ---- the same words in the same order as the PDF --------------------------------

@pytest.mark.parametrize(("path", "template", "lang"), CASES, ids=IDS)
def test_word_reads_as_the_pdf_reads(exported, path, template, lang):
    data, pdf = exported[path, template, lang]
    similarity = reading_similarity(docx_text(data), pdf_text(pdf))
    assert similarity >= 0.98, f"{similarity:.3f}"


@pytest.mark.parametrize(("path", "template", "lang"), CASES, ids=IDS)
def test_every_link_of_the_pdf_is_a_word_hyperlink(exported, path, template, lang):
    data, pdf = exported[path, template, lang]
    found = hyperlinks(data)
    assert all(text for text, _ in found), "a hyperlink shows text"
    assert {target for _, target in found} == set(links_of(pdf))


def test_contact_links_have_their_targets():
    data = export_docx(every_kind(), _request("classic", "en"))
    found = dict(hyperlinks(data))
    assert found["ada@example.org"] == "mailto:ada@example.org"
    assert found["+1 555 0100"] == "tel:+15550100"
    assert found["https://github.com/ada"] == "https://github.com/ada"
    assert found["many"] == "https://gamma.example.org"


# ---- LibreOffice opens and prints it ------------------------------------------------

@pytest.fixture(scope="module")
def office_pdfs(exported, tmp_path_factory) -> dict[tuple, bytes]:
    """Every .docx converted by LibreOffice with Vitae's fonts only: the English ones in
    one run, each Chinese one in a session of its own (see ``libreoffice_pdfs_each``)."""
    folder = tmp_path_factory.mktemp("word")
    files = {}
    for index, (key, (data, _)) in enumerate(exported.items()):
        files[key] = folder / f"cv{index}.docx"
        files[key].write_bytes(data)
    alone = [path for key, path in files.items() if key[2] != "en"]
    converted = libreoffice_pdfs([path for path in files.values() if path not in alone], folder)
    converted.update(libreoffice_pdfs_each(alone, folder))
    return {key: converted[path] for key, path in files.items() if path in converted}


@pytest.mark.slow  # LibreOffice converts every file first: about 80 s
@pytest.mark.skipif(soffice() is None, reason=SOFFICE_MISSING)
@pytest.mark.parametrize(("path", "template", "lang"), CASES, ids=IDS)
def test_libreoffice_prints_what_vitae_prints(exported, office_pdfs, path, template, lang):
    assert (path, template, lang) in office_pdfs, "LibreOffice could not convert the .docx"
    office = office_pdfs[path, template, lang]
    vitae = exported[path, template, lang][1]
    similarity = reading_similarity(pdf_text(office), pdf_text(vitae))
    assert similarity >= 0.95, f"{similarity:.3f}"
    assert abs(pdf_page_count(office) - pdf_page_count(vitae)) <= 1


# ---- Word's structure ------------------------------------------------------------------

NAMED_STYLES = {"Name", "Headline", "Contact", "Heading", "Entry Title", "Entry Subtitle", "Bullet",
                "Nested Bullet", "Publication", "Summary", "Note"}


def _style_xml(document, name: str):
    return document.styles[name].element


def test_a_clean_document_with_named_styles():
    document = open_docx(export_docx(every_kind(), _request("classic", "en")))
    names = {style.name for style in document.styles}
    assert NAMED_STYLES <= names
    assert {"Entry Meta", "Hyperlink"} <= names
    # Nothing left over from python-docx's default template.
    assert not names & {"Heading 1", "List Bullet", "Title", "Light Shading", "Quote"}
    defaults = document.styles.element.find(qn("w:docDefaults"))
    spacing = defaults.find(f"{qn('w:pPrDefault')}/{qn('w:pPr')}/{qn('w:spacing')}")
    assert spacing.get(qn("w:after")) == "0"
    parts = {str(part.partname) for part in document.part.package.iter_parts()}
    assert not any("thumbnail" in p or "customXml" in p or "stylesWithEffects" in p for p in parts)
    used = {p.style.name for p in document.paragraphs}
    assert {"Name", "Heading", "Bullet", "Publication"} <= used


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("size", ["A4", "Letter"])
def test_page_size_and_margins_come_from_the_template(template, size):
    resume = every_kind().model_copy(update={"design": every_kind().design.model_copy(update={"page_size": size})})
    section = open_docx(export_docx(resume, _request(template, "en"))).sections[0]
    theme = load_theme(template, resume.design)
    width, height = {"A4": (210, 297), "Letter": (215.9, 279.4)}[size]
    assert section.page_width.mm == pytest.approx(width, abs=0.1)
    assert section.page_height.mm == pytest.approx(height, abs=0.1)
    assert section.left_margin.mm == pytest.approx(theme.page.margin_mm, abs=0.1)
    assert section.top_margin.mm == pytest.approx(theme.page.top_mm or theme.page.margin_mm, abs=0.1)


@pytest.mark.parametrize("template", TEMPLATES)
def test_headings_have_the_template_colour_and_rule(template):
    document = open_docx(export_docx(every_kind(), _request(template, "en")))
    theme = load_theme(template)
    heading = _style_xml(document, "Heading")
    colour = heading.find(f"{qn('w:rPr')}/{qn('w:color')}").get(qn("w:val"))
    assert "#" + colour.lower() == theme.colour(theme.style_specs()["heading"].colour).lower()
    border = heading.find(f"{qn('w:pPr')}/{qn('w:pBdr')}/{qn('w:bottom')}")
    if theme.heading.rule == "none":
        assert border is None
    else:
        assert border.get(qn("w:color")).lower() == theme.colour(theme.colours.rule)[1:].lower()
    assert heading.find(f"{qn('w:pPr')}/{qn('w:keepNext')}") is not None


def test_dates_sit_on_a_right_tab_stop_at_the_text_width():
    data = export_docx(every_kind(), _request("classic", "en"))
    document = open_docx(data)
    section = document.sections[0]
    text_width = section.page_width - section.left_margin - section.right_margin
    title = next(p for p in document.paragraphs if p.text.startswith("Beta Corp"))
    assert title.text.endswith("\tJul\u00a02019\u00a0–\u00a0Present"), "the dates never break: no plain space"
    stops = _style_xml(document, title.style.name).findall(f"{qn('w:pPr')}/{qn('w:tabs')}/{qn('w:tab')}")
    right = [s for s in stops if s.get(qn("w:val")) == "right"]
    assert right and abs(int(right[0].get(qn("w:pos"))) * 635 - text_width) < 635 * 2
    assert title.paragraph_format.keep_with_next
    assert not document.tables, "a title and dates that fit one line are one paragraph"
    date_run = title.runs[-1]
    assert date_run.style.name == "Entry Meta"


def test_bullets_are_a_word_list_with_bold_lead_ins():
    document = open_docx(export_docx(every_kind(), _request("classic", "en")))
    bullet = next(p for p in document.paragraphs if p.text.startswith("Lead:"))
    assert bullet.style.name == "Bullet"
    num = _style_xml(document, "Bullet").find(f"{qn('w:pPr')}/{qn('w:numPr')}/{qn('w:numId')}").get(qn("w:val"))
    nums, abstracts = _numbering(document)
    level = abstracts[nums[num]].find(qn("w:lvl"))
    assert level.find(qn("w:numFmt")).get(qn("w:val")) == "bullet"
    assert level.find(qn("w:lvlText")).get(qn("w:val")) == load_theme("classic").bullet.char
    runs = [(r.text, bool(r.bold), bool(r.italic)) for r in bullet.runs]
    assert runs == [("Lead:", True, False), (" shipped ", False, False), ("fast", False, True)]


def test_publications_are_numbered_from_one_with_the_owner_bold():
    resume = every_kind(("en",))
    data = resume.model_dump()
    publications = next(s for s in data["sections"] if s["entries"][0]["kind"] == "publication")
    publications["entries"] = publications["entries"] * 3
    document = open_docx(export_docx(Resume.model_validate(data), _request("academic", "en")))
    numbered = [p for p in document.paragraphs if p.style.name == "Publication"]
    assert len(numbered) == 3
    nums, abstracts = _numbering(document)
    num_ids = {p._p.find(f"{qn('w:pPr')}/{qn('w:numPr')}/{qn('w:numId')}").get(qn("w:val")) for p in numbered}
    assert len(num_ids) == 1
    (num_id,) = num_ids
    assert abstracts[nums[num_id]].find(f"{qn('w:lvl')}/{qn('w:numFmt')}").get(qn("w:val")) == "decimal"
    assert "1. " + numbered[0].text in docx_text(document_bytes(document))
    bold = [r.text for r in numbered[0].runs if r.bold]
    assert "A. Example*" in bold and "A. Other" not in bold


@pytest.mark.parametrize("template", ["classic", "academic", "sidebar", "jianli"])
def test_a_short_venue_keeps_its_year_as_in_the_pdf(template):
    resume = Resume.model_validate({"basics": {"name": "Ada Example"}, "sections": [{"kind": "publications", "entries": [
        {"kind": "publication", "title": "Paper", "venue": "Conference on Examples", "venue_short": "CoE",
         "date": "2025"}]}]})
    request = _request(template, "en")
    text = docx_text(export_docx(resume, request))
    assert "Conference on Examples (CoE), 2025" in text
    assert reading_similarity(text, pdf_text(render_pdf(resume, request))) == 1.0


@pytest.mark.parametrize("template", ["classic", "profile"])
def test_an_author_row_with_no_name_prints_nothing_as_in_the_pdf(template):
    resume = Resume.model_validate({"basics": {"name": "Ada Example"}, "sections": [{"kind": "publications", "entries": [
        {"kind": "publication", "title": "Paper", "venue": "Conference on Examples",
         "authors": [{"name": "A. Example", "me": True}, {"name": " "}, {"name": "B. Other"}]}]}]})
    request = _request(template, "en")
    text = docx_text(export_docx(resume, request))
    assert "A. Example, B. Other" in text and ", ," not in text
    assert reading_similarity(text, pdf_text(render_pdf(resume, request))) == 1.0


def document_bytes(document) -> bytes:
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


@pytest.mark.parametrize(("lang", "latin", "east"), [("en", "en-US", "zh-CN"), ("zh", "en-US", "zh-CN")])
def test_fonts_and_languages_are_set_per_script(lang, latin, east):
    document = open_docx(export_docx(every_kind(), _request("academic", lang)))
    defaults = document.styles.element.find(f"{qn('w:docDefaults')}/{qn('w:rPrDefault')}/{qn('w:rPr')}")
    fonts = defaults.find(qn("w:rFonts"))
    assert fonts.get(qn("w:ascii")) == "Noto Sans" and fonts.get(qn("w:eastAsia")) == "Noto Sans SC"
    runs = list(document.element.body.iter(qn("w:r")))
    text_runs = [r for r in runs if r.find(qn("w:t")) is not None]
    assert text_runs
    for run in text_runs:
        mark = run.find(f"{qn('w:rPr')}/{qn('w:lang')}")
        assert (mark.get(qn("w:val")), mark.get(qn("w:eastAsia"))) == (latin, east)


def test_document_properties():
    data = export_docx(every_kind(), _request("classic", "zh"))
    props = open_docx(data).core_properties
    assert props.title == "艾达 — CV"
    assert props.author == "艾达"
    assert props.language == "zh-CN"
    assert "python-docx" not in (props.comments or "") + (props.last_modified_by or "")


@pytest.mark.parametrize("numbers", [True, False])
def test_page_numbers_are_word_fields_when_asked(numbers):
    request = RenderRequest(template="classic", lang="en", today=TODAY, page_numbers=numbers)
    footer = open_docx(export_docx(every_kind(), request)).sections[0].footer
    fields = [f.get(qn("w:instr")) for f in footer._element.iter(qn("w:fldSimple"))]
    assert fields == (["PAGE", "NUMPAGES"] if numbers else [])


def test_the_registry_row_exports_word():
    fmt = export_format("docx")
    data = fmt.export(every_kind(), _request("plain", "en"))
    assert data.startswith(b"PK") and fmt.suffix == ".docx" and fmt.per_template


# ---- user text stays text -----------------------------------------------------------------

HOSTILE = ('<w:p>&amp; "quoted" \'single\' ]]> <![CDATA[x]]> </w:t></w:r> &#0; %1 '
           '<script>alert(1)</script>')


def test_hostile_text_survives_as_text():
    resume = Resume.model_validate({
        "basics": {"name": "Ada <b>&amp;</b> ]]>", "headline": "bell\x07 nul\x00 esc\x1b form\x0c end",
                   "email": "ada@example.org"},
        "sections": [{"kind": "experience", "entries": [{
            "kind": "experience", "organisation": "Acme ]]> & <Co>", "role": "role\ttabbed",
            "highlights": [HOSTILE, "[click](javascript:alert(1)) and [ok](https://ok.example.org/?a=1&b=\"<x>\"')",
                           "line one\nline two", "5 < 6 > 4 && x"],
        }]}],
    })
    for template in TEMPLATES:
        data = export_docx(resume, _request(template, "en"))
        text = docx_text(data)
        assert HOSTILE in text
        assert "Ada <b>&amp;</b> ]]>".upper() in text.upper()
        assert "bell nul esc form end" in text
        assert "Acme ]]> & <Co>" in text
        assert "line one\nline two" in text
        targets = [target for _, target in hyperlinks(data)]
        assert "https://ok.example.org/?a=1&b=\"<x>\"'" in targets
        assert not any(t.startswith("javascript") for t in targets)
        assert "click" in text and "5 < 6 > 4 && x" in text


@pytest.mark.parametrize(("bundled", "name", "word"), [("NotoSans", "Noto Sans", "Calibri"),
                                                      ("NotoSerif", "Noto Serif", "Cambria")])
def test_the_latin_font_is_the_embedded_one_with_a_face_word_has_as_alternate(bundled, name, word):
    resume = every_kind()
    resume = resume.model_copy(update={"design": resume.design.model_copy(update={"latin_font": bundled})})
    document = open_docx(export_docx(resume, _request("classic", "en")))
    fonts = document.styles.element.find(
        f"{qn('w:docDefaults')}/{qn('w:rPrDefault')}/{qn('w:rPr')}/{qn('w:rFonts')}")
    assert (fonts.get(qn("w:ascii")), fonts.get(qn("w:hAnsi"))) == (name, name)
    table = document.part.part_related_by(RT.FONT_TABLE).blob.decode()
    assert f'<w:font w:name="{name}"><w:altName w:val="{word},' in table


def test_the_same_input_gives_the_same_bytes(monkeypatch):
    import time

    first = export_docx(every_kind(), _request("academic", "zh"))
    later = time.time() + 3_600  # an hour on: the ZIP's own time stamps must not show it
    monkeypatch.setattr(time, "time", lambda: later)
    assert export_docx(every_kind(), _request("academic", "zh")) == first


def test_an_empty_resume_is_still_a_document_with_a_paragraph():
    document = open_docx(export_docx(Resume.model_validate({"basics": {"name": ""}}), _request("classic", "en")))
    assert len(document.paragraphs) == 1 and document.core_properties.title == "CV"


def test_profile_news_dates_hang_in_their_own_column():
    document = open_docx(export_docx(every_kind(), _request("profile", "en")))
    news = next(p for p in document.paragraphs if "Theta released" in p.text)
    assert news.style.name == "Dated" and news.text == "2023.05\tTheta released"
    indent = _style_xml(document, "Dated").find(f"{qn('w:pPr')}/{qn('w:ind')}")
    assert indent.get(qn("w:left")) == indent.get(qn("w:hanging")) != "0"


def test_a_title_too_long_for_its_dates_wraps_in_a_cell_beside_them_as_in_the_pdf():
    """A right tab would push "(expected)" to the left margin of the next line;
    the PDF's Row wraps the title and keeps the dates on its first line."""
    resume = every_kind()
    data = resume.model_dump()
    entry = data["sections"][0]["entries"][0]
    assert entry["kind"] == "education"
    entry["institution"] = "The Very Long Named Graduate School of Interdisciplinary Information Sciences"
    entry["expected"] = True
    resume = Resume.model_validate(data)
    document = open_docx(export_docx(resume, _request("classic", "en")))
    (table,) = document.tables
    title, dates = table.rows[0].cells
    assert "The Very Long Named Graduate School" in title.paragraphs[0].text
    assert "\t" not in title.paragraphs[0].text
    date = dates.paragraphs[0]
    assert date.alignment is not None and date.alignment.name == "RIGHT"
    assert "(expected)" in date.text and " " not in date.text
    assert dates._tc.find(f"{qn('w:tcPr')}/{qn('w:noWrap')}") is not None
    widths = [cell.width.pt for cell in (title, dates)]
    section = document.sections[0]
    assert abs(sum(widths) - (section.page_width - section.left_margin - section.right_margin) / 12700) < 1
    assert widths[1] < widths[0] / 2
    assert title.paragraphs[0].paragraph_format.keep_with_next
