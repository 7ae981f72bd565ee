"""Word résumés written with python-docx and converted by LibreOffice, the
way most people's CVs are made. User text goes into runs, never into XML."""

from __future__ import annotations

import io
import subprocess
import tempfile
from pathlib import Path

from common import DateStyle, view


def _docx():
    import docx  # PyPI "python-docx"; only the generator needs it
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    from docx.shared import Pt, RGBColor, Mm
    return docx, WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT, OxmlElement, qn, Pt, RGBColor, Mm


def word(latin: str, cjk: str, accent: str, bullet_style: str = "List Bullet", side: tuple[str, ...] = (),
         side_fill: str = "EDEFF2", contact_title: str = "Contact"):
    """A builder: a .docx with right-aligned dates on tab stops, a footer with page numbers;
    with *side*, those section kinds go into a shaded left cell of a two-column table."""
    def build(data: dict, dates: DateStyle, lang: str) -> dict[str, bytes]:
        docx, ALIGN, TAB, OxmlElement, qn, Pt, RGBColor, Mm = _docx()
        v = view(data, dates, lang)
        doc = docx.Document()
        colour = RGBColor.from_string(accent.lstrip("#"))
        section = doc.sections[0]
        section.page_width, section.page_height = Mm(210), Mm(297)
        section.left_margin = section.right_margin = Mm(20)
        section.top_margin, section.bottom_margin = Mm(16), Mm(18)
        width = section.page_width - section.left_margin - section.right_margin
        core = doc.core_properties
        core.title, core.author = v["name"], v["name"]

        def fonts(style_or_run) -> None:
            style_or_run.font.name = latin
            rpr = style_or_run.element.get_or_add_rPr()
            rfonts = rpr.find(qn("w:rFonts"))
            if rfonts is None:
                rfonts = OxmlElement("w:rFonts")
                rpr.append(rfonts)
            rfonts.set(qn("w:eastAsia"), cjk)

        for name in ("Normal", "Title", "Heading 1", bullet_style, "List Number"):
            fonts(doc.styles[name])
        doc.styles["Normal"].font.size = Pt(10.5)
        doc.styles["Normal"].paragraph_format.space_after = Pt(1)

        def hyperlink(par, text: str, url: str, bold: bool = False, italic: bool = False) -> None:
            part = par.part
            rid = part.relate_to(url, docx.opc.constants.RELATIONSHIP_TYPE.HYPERLINK, is_external=True)
            link = OxmlElement("w:hyperlink")
            link.set(qn("r:id"), rid)
            run = OxmlElement("w:r")
            rpr = OxmlElement("w:rPr")
            for flag, tag in ((bold, "w:b"), (italic, "w:i")):
                if flag:
                    rpr.append(OxmlElement(tag))
            colour_el = OxmlElement("w:color")
            colour_el.set(qn("w:val"), accent.lstrip("#"))
            rpr.append(colour_el)
            run.append(rpr)
            t = OxmlElement("w:t")
            t.text = text
            t.set(qn("xml:space"), "preserve")
            run.append(t)
            link.append(run)
            par._p.append(link)

        def spans(par, items: list[dict], bold: bool = False, italic: bool = False) -> None:
            for s in items:
                if s["url"]:
                    hyperlink(par, s["text"], s["url"], s["bold"] or bold, s["italic"] or italic)
                    continue
                run = par.add_run(s["text"])
                run.bold = s["bold"] or bold or None
                run.italic = s["italic"] or italic or None

        def right_tab(par, at) -> None:
            par.paragraph_format.tab_stops.add_tab_stop(at, TAB.RIGHT)

        def contact_lines(box) -> None:
            for c in v["contacts"]:
                p = box.add_paragraph()
                if c["url"]:
                    hyperlink(p, c["text"], c["url"])
                else:
                    p.add_run(c["text"])

        def render(box, sections: list[dict], tab_at) -> None:
            """The sections into *box* (the document or a table cell)."""
            for sec in sections:
                h = box.add_paragraph(style="Heading 1")
                run = h.add_run(sec["title"].upper() if lang == "en" else sec["title"])
                run.font.color.rgb = colour
                run.font.size = Pt(13)
                border = OxmlElement("w:pBdr")
                bottom = OxmlElement("w:bottom")
                for key, val in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"),
                                 ("w:color", accent.lstrip("#"))):
                    bottom.set(qn(key), val)
                border.append(bottom)
                h._p.get_or_add_pPr().append(border)
                for b in sec["blocks"]:
                    render_block(box, b, tab_at)

        def render_block(box, b: dict, tab_at) -> None:
            if b["type"] == "entry":
                p = box.add_paragraph()
                p.paragraph_format.space_before = Pt(5)
                right_tab(p, tab_at)
                if b["url"]:
                    hyperlink(p, "".join(s["text"] for s in b["title"]), b["url"], bold=True)
                else:
                    spans(p, b["title"], bold=True)
                if b["dates"]:
                    p.add_run("\t" + b["dates"])
                if b["subtitle"] or b["location"]:
                    p = box.add_paragraph()
                    right_tab(p, tab_at)
                    spans(p, b["subtitle"], italic=True)
                    if b["location"]:
                        p.add_run("\t" + b["location"])
                if b["summary"]:
                    spans(box.add_paragraph(), b["summary"])
                for line in b["highlights"]:
                    spans(box.add_paragraph(style=bullet_style), line)
            elif b["type"] == "skill":
                p = box.add_paragraph()
                p.add_run(b["label"] + ("：" if lang == "zh" else ": ")).bold = True
                spans(p, b["details"])
            elif b["type"] == "text":
                spans(box.add_paragraph(), b["text"])
            elif b["type"] == "list":
                for line in b["items"]:
                    spans(box.add_paragraph(style=bullet_style), line)
            elif b["type"] == "pub":
                p = box.add_paragraph(style="List Number")
                for i, a in enumerate(b["authors"]):
                    p.add_run(("" if i == 0 else ", ") + a["name"]).bold = a["me"] or None
                p.add_run(". ")
                spans(p, b["title"])
                p.add_run(". ")
                p.add_run(b["venue"]).italic = True
                p.add_run(".")

        title = doc.add_paragraph(style="Title")
        title.alignment = ALIGN.LEFT if side else ALIGN.CENTER
        title.add_run(v["name"]).font.color.rgb = colour
        if v["headline"]:
            p = doc.add_paragraph()
            p.alignment = title.alignment
            p.add_run(v["headline"]).font.size = Pt(12)
        if not side:
            p = doc.add_paragraph()
            p.alignment = ALIGN.CENTER
            for i, c in enumerate(v["contacts"]):
                if i:
                    p.add_run("  |  ")
                if c["url"]:
                    hyperlink(p, c["text"], c["url"])
                else:
                    p.add_run(c["text"])
            render(doc, v["sections"], width)
        else:
            # A Word-template sidebar: a borderless two-cell table, the narrow cell shaded.
            table = doc.add_table(rows=1, cols=2)
            narrow, wide = table.rows[0].cells
            table.autofit = False
            for column, share in zip(table.columns, (0.32, 0.68)):
                column.width = int(width * share)  # the grid LibreOffice lays out by
                for cell in column.cells:
                    cell.width = int(width * share)
            shade = OxmlElement("w:shd")
            for key, val in (("w:val", "clear"), ("w:color", "auto"), ("w:fill", side_fill)):
                shade.set(qn(key), val)
            narrow._tc.get_or_add_tcPr().append(shade)
            render(narrow, [{"title": contact_title, "blocks": []}], narrow.width - Mm(4))
            contact_lines(narrow)
            render(narrow, [s for s in v["sections"] if s["kind"] in side], narrow.width - Mm(4))
            render(wide, [s for s in v["sections"] if s["kind"] not in side], wide.width - Mm(4))

        footer = section.footer.paragraphs[0]
        footer.alignment = ALIGN.RIGHT
        footer.add_run(v["name"] + " — ")
        field = OxmlElement("w:fldSimple")
        field.set(qn("w:instr"), "PAGE")
        run = OxmlElement("w:r")
        t = OxmlElement("w:t")
        t.text = "1"
        run.append(t)
        field.append(run)
        footer._p.append(field)

        out = io.BytesIO()
        doc.save(out)
        return {"cv.docx": out.getvalue()}
    return build


def compile_libreoffice(source: Path, work: Path, timeout: int) -> Path:
    with tempfile.TemporaryDirectory(prefix="pdfcorpus-lo-") as profile:
        subprocess.run(["soffice", f"-env:UserInstallation={Path(profile).as_uri()}", "--headless",
                        "--convert-to", "pdf", "--outdir", str(work), str(source)],
                       check=True, capture_output=True, timeout=timeout)
    return source.with_suffix(".pdf")
