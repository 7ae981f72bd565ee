"""The sidebar template in Word: one table row of two cells — the tinted
sidebar, then the main column — so the .docx reads column by column, as the
PDF does, and a long main column continues on the next page in its own
column (as LibreOffice lays it out)."""

from __future__ import annotations

import io

import docx
import pytest
from docx.oxml.ns import qn

from editor import load
from editor.model import Resume
from editor.render import RenderRequest, render_pdf
from editor.render.docx_export import export_docx
from editor.render.layouts.arrangement import BAND_PADDING, COLUMN_GAP, SIDE_SHARE
from editor.render.theme import load_theme
from tests.helpers import FIXTURES, SOFFICE_MISSING, libreoffice_pdfs, pdf_page_count, soffice
from tests.render.support import TODAY, every_kind, paragraphs_in_order
from tests.render.test_sidebar import MAIN_WORDS, SIDE_WORDS, long_resume, positions

PHOTO = FIXTURES / "photo" / "bilingual.yaml"


def sidebar_docx(resume: Resume, lang: str = "en", **request: object) -> docx.document.Document:
    data = export_docx(resume, RenderRequest(template="sidebar", lang=lang, today=TODAY, **request))
    return docx.Document(io.BytesIO(data))


def twips(points: float) -> int:
    return round(points * 20)


def expected_widths() -> tuple[float, float, float]:
    """(margin, sidebar text, main text) in points, from the PDF layout's numbers."""
    theme = load_theme("sidebar")
    margin = theme.page.margin_mm * 72 / 25.4
    text = 595.276 - 2 * margin  # the sidebar template is A4
    side = text * SIDE_SHARE
    return margin, side, text - side - BAND_PADDING - COLUMN_GAP


def cell_text(cell) -> str:
    return "".join("\n".join(p.text for p in cell.paragraphs).split())


# ---- structure -------------------------------------------------------------------------

def test_the_columns_are_one_table_row_of_two_cells_in_the_pdf_widths():
    document = sidebar_docx(every_kind())
    body = document.element.body
    tables = body.findall(qn("w:tbl"))
    assert len(tables) == 1 and len(document.tables[0].rows) == 1 and len(document.tables[0].columns) == 2
    assert all(not p.text for p in document.paragraphs), "every word is inside the two columns"
    table = tables[0]
    margin, side, main = expected_widths()
    grid = [int(col.get(qn("w:w"))) for col in table.iter(qn("w:gridCol"))]
    assert grid == [twips(margin + side + BAND_PADDING), twips(COLUMN_GAP + main)]
    assert table.find(f"{qn('w:tblPr')}/{qn('w:tblInd')}").get(qn("w:w")) == str(-twips(margin)), \
        "the tint reaches the page's left edge"
    side_cell, main_cell = table.iter(qn("w:tc"))
    fill = side_cell.find(f"{qn('w:tcPr')}/{qn('w:shd')}").get(qn("w:fill"))
    assert f"#{fill.lower()}" == load_theme("sidebar").colours.panel.lower()
    assert main_cell.find(f"{qn('w:tcPr')}/{qn('w:shd')}") is None
    left = {cell: int(cell.find(f"{qn('w:tcPr')}/{qn('w:tcMar')}/{qn('w:left')}").get(qn("w:w")))
            for cell in (side_cell, main_cell)}
    assert left == {side_cell: twips(margin), main_cell: twips(COLUMN_GAP)}, "text starts where the PDF's does"
    assert table.find(f".//{qn('w:cantSplit')}") is None, "the row may break across pages"


def test_the_tint_is_a_band_behind_every_page_as_in_the_pdf():
    document = sidebar_docx(long_resume())
    margin, side, _ = expected_widths()
    header = document.sections[0].header
    assert not header.is_linked_to_previous and not "".join(p.text for p in header.paragraphs)
    assert not header._element.findall(f".//{qn('w:pStyle')}"), "no Header style: the clean template has none"
    anchors = header._element.findall(f".//{qn('wp:anchor')}")
    assert len(anchors) == 1 and anchors[0].get("behindDoc") == "1"
    anchor = anchors[0]
    for axis in ("positionH", "positionV"):
        position = anchor.find(qn(f"wp:{axis}"))
        assert position.get("relativeFrom") == "page" and position.find(qn("wp:posOffset")).text == "0"
    extent = anchor.find(qn("wp:extent"))
    assert (int(extent.get("cx")), int(extent.get("cy"))) == (round((margin + side + BAND_PADDING) * 12700),
                                                              round(841.89 * 12700))
    fill = anchor.find(f".//{qn('a:solidFill')}/{qn('a:srgbClr')}").get("val")
    assert f"#{fill.lower()}" == load_theme("sidebar").colours.panel.lower()


def test_dates_in_the_main_column_sit_on_a_right_tab_at_its_width():
    document = sidebar_docx(every_kind())
    _, _, main = expected_widths()
    tabs = document.styles["Entry Title"].paragraph_format.tab_stops
    assert [round(t.position.pt * 20) for t in tabs] == [twips(main)]


def test_a_sidebar_line_with_a_right_column_moves_its_tab_to_the_sidebar_width():
    resume = Resume.model_validate({
        "basics": {"name": "Ada Example"},
        "sections": [{"kind": "languages", "entries": [{"kind": "award", "title": "Esperanto", "dates": ["2021"]}]},
                     {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Alpha",
                                                         "start": "2020"}]}],
    })
    document = sidebar_docx(resume)
    _, side, main = expected_widths()
    side_cell = document.tables[0].rows[0].cells[0]
    line = next(p for p in side_cell.paragraphs if "Esperanto" in p.text)
    tabs = line._p.find(f"{qn('w:pPr')}/{qn('w:tabs')}")
    assert [(t.get(qn("w:val")), int(t.get(qn("w:pos")))) for t in tabs] == [("clear", twips(main)),
                                                                             ("right", twips(side))]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_sidebar_cell_holds_the_sidebar_and_the_main_cell_the_rest(lang: str):
    side_cell, main_cell = sidebar_docx(every_kind(), lang).tables[0].rows[0].cells
    side, main = cell_text(side_cell), cell_text(main_cell)
    assert all(word in side and word not in main for word in SIDE_WORDS[lang])
    assert all(word in main and word not in side for word in MAIN_WORDS[lang])


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_read_back_in_document_order_the_sidebar_comes_before_the_main_column(lang: str):
    flat = "".join("".join(p.text for p in paragraphs_in_order(sidebar_docx(every_kind(), lang))).split())
    side, main = positions(flat, SIDE_WORDS[lang]), positions(flat, MAIN_WORDS[lang])
    assert side == sorted(side) and main == sorted(main), "each column keeps its own order"
    assert max(side) < min(main), "the whole sidebar comes before the main column"


def test_one_contact_item_a_line_in_the_sidebar():
    side_cell = sidebar_docx(every_kind()).tables[0].rows[0].cells[0]
    contact = [p.text for p in side_cell.paragraphs if p.style.name == "Contact"]
    assert "ada@example.org" in contact and len(contact) >= 3
    assert not any("·" in text for text in contact)


def test_the_photo_is_inline_at_the_top_of_the_sidebar():
    document = sidebar_docx(load(PHOTO), "zh", base_dir=PHOTO.parent)
    first = document.tables[0].rows[0].cells[0].paragraphs[0]
    assert first._p.findall(f".//{qn('wp:inline')}"), "the picture is in the sidebar's first paragraph"
    assert first._p.find(f".//{qn('w:spacing')}").get(qn("w:lineRule")) != "exact", "not cropped to a line"
    assert document.tables[0].rows[0].cells[0].paragraphs[1].text == "乔琳"
    assert not document.element.body.findall(f".//{qn('wp:anchor')}")


def test_an_empty_resume_still_has_two_cells_that_end_with_a_paragraph():
    document = sidebar_docx(Resume.model_validate({"basics": {"name": ""}}))
    for cell in document.tables[0].rows[0].cells:
        assert cell._tc[-1].tag == qn("w:p")
    assert document.element.body[-2].tag == qn("w:p"), "a paragraph after the table, as Word wants"


# ---- as LibreOffice lays it out ----------------------------------------------------------

@pytest.fixture(scope="module")
def office_pdfs(tmp_path_factory) -> dict[str, tuple[bytes, bytes]]:
    """name → (LibreOffice's PDF of the .docx, Vitae's PDF), converted in one LibreOffice run."""
    folder = tmp_path_factory.mktemp("sidebar")
    resumes = {"every-en": (every_kind(), "en"), "every-zh": (every_kind(), "zh"), "long": (long_resume(), "en")}
    for name, (resume, lang) in resumes.items():
        request = RenderRequest(template="sidebar", lang=lang, today=TODAY)
        (folder / f"{name}.docx").write_bytes(export_docx(resume, request))
    converted = libreoffice_pdfs([folder / f"{name}.docx" for name in resumes], folder, timeout=300)
    return {name: (converted[folder / f"{name}.docx"],
                   render_pdf(resume, RenderRequest(template="sidebar", lang=lang, today=TODAY)))
            for name, (resume, lang) in resumes.items()}


def text_lines(pdf: bytes) -> list[tuple[int, float, str]]:
    """(page, left x, text) of every text line, in pdfminer's reading order."""
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextContainer, LTTextLine

    out = []
    for number, page in enumerate(extract_pages(io.BytesIO(pdf))):
        for box in page:
            if isinstance(box, LTTextContainer):
                out += [(number, line.x0, "".join(line.get_text().split()))
                        for line in box if isinstance(line, LTTextLine) and line.get_text().strip()]
    return out


def band_right() -> float:
    margin, side, _ = expected_widths()
    return margin + side + BAND_PADDING


@pytest.mark.skipif(soffice() is None, reason=SOFFICE_MISSING)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_libreoffice_text_reads_column_by_column(office_pdfs, lang: str):
    office, vitae = office_pdfs[f"every-{lang}"]
    lines = text_lines(office)
    columns = "".join("S" if x < band_right() else "M" for _, x, _ in lines)
    assert columns.startswith("S") and "MS" not in columns, f"a sidebar line among the main column's: {columns}"
    flat = "".join(text for _, _, text in lines)
    side, main = positions(flat, SIDE_WORDS[lang]), positions(flat, MAIN_WORDS[lang])
    assert side == sorted(side) and main == sorted(main) and max(side) < min(main)
    assert abs(pdf_page_count(office) - pdf_page_count(vitae)) <= 1


@pytest.mark.skipif(soffice() is None, reason=SOFFICE_MISSING)
def test_libreoffice_continues_a_long_main_column_in_its_own_column(office_pdfs):
    office, vitae = office_pdfs["long"]
    lines = text_lines(office)
    later = [(x, text) for page, x, text in lines if page > 0]
    assert later, "the main column runs onto a second page"
    assert all(x > band_right() for x, _ in later), "page 2 is the main column's, not the sidebar slot"
    flat = "".join(text for _, _, text in lines)
    numbers = positions(flat, [f"MAIN{n:02d}" for n in range(30)])
    assert numbers == sorted(numbers)
    assert flat.index("SideSkill") < numbers[0]
    assert abs(pdf_page_count(office) - pdf_page_count(vitae)) <= 1
