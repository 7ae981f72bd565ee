"""A left column that holds the header's contacts set flush right and, below
them, the section headings set flush right beside each section's first line
(moderncv's fancy style): the headings start their sections, the contacts'
one-letter labels are no text of the résumé."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics

from tests.formats.pdf_import.test_layouts import _read

EDGE = 156.0  # where the left column's text ends, set flush right


def _flush(y: float, text: str, size: float, bold: bool = False, past: float = 0.0) -> tuple:
    font = "LayoutSans-Bold" if bold else "LayoutSans"
    return (EDGE + past - pdfmetrics.stringWidth(text, font, size), y, text, size, bold)


def test_headings_flush_right_in_the_left_column_start_their_sections() -> None:
    resume = _read([
        _flush(60, "Shanghai, China", 9), (175, 60, "Jingran Zhou", 30, False),
        _flush(80, "+86 100 0000 5678", 9), (175, 90, "ML Systems Engineer", 16, False),
        _flush(95, "jingran@example.org", 9, past=4),  # a wrapped address overshoots the edge
        _flush(140, "Experience", 13), (175, 140, "Lanting AI", 10, True), (450, 140, "07/2023 - Present", 10, True),
        (175, 154, "▪ Built the continuous-batching scheduler.", 9, False),
        (175, 168, "▪ Wrote fused attention kernels in Triton.", 9, False),
        (175, 190, "Qiansuo Technology", 10, True), (450, 190, "06/2022 - 09/2022", 10, True),
        (175, 204, "▪ Removed an all-to-all bottleneck.", 9, False),
        _flush(240, "Education", 13), (175, 240, "Donghai University", 10, True),
        (450, 240, "09/2020 - 06/2023", 10, True),
        (175, 254, "M.Eng. in Computer Science", 9, False),
        _flush(290, "Honours", 13), (175, 290, "2023: Outstanding Graduate of Shanghai", 10, True),
        (175, 304, "2021: National Scholarship", 10, True),
    ], header=False)
    assert resume.basics.name == "Jingran Zhou"
    assert (resume.basics.headline, resume.basics.location) == ("ML Systems Engineer", "Shanghai, China")
    assert [s.kind for s in resume.sections] == ["experience", "education", "awards"]
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.start, j.end) for j in jobs] == [
        ("Lanting AI", "2023-07", "present"), ("Qiansuo Technology", "2022-06", "2022-09")]


def test_a_bold_letter_labelling_a_linked_contact_is_no_text() -> None:
    from reportlab.pdfgen import canvas
    import io

    from editor.formats.pdf_import import read_pdf

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(595, 842), invariant=1)
    page.setFont("LayoutSans-Bold", 22)
    page.drawString(50, 790, "Dana Example")
    for y, label, value, url in ((765, "M", "+1 555 0100 200", "tel:+15550100200"),
                                 (752, "E", "dana@example.org", "mailto:dana@example.org")):
        page.setFont("LayoutSans-Bold", 10)
        page.drawString(50, y, label)
        page.setFont("LayoutSans", 10)
        page.drawString(62, y, value)
        page.linkURL(url, (62, y - 2, 62 + pdfmetrics.stringWidth(value, "LayoutSans", 10), y + 10), relative=0)
    page.setFont("LayoutSans-Bold", 13)
    page.drawString(50, 720, "Experience")
    page.setFont("LayoutSans", 10)
    page.drawString(50, 704, "Northwind Compute")
    page.drawString(400, 704, "2019 – 2022")
    page.showPage()
    page.save()
    resume = read_pdf(out.getvalue(), "cv.pdf").resume
    assert (resume.basics.email, resume.basics.phone) == ("dana@example.org", "+1 555 0100 200")
    assert resume.basics.location is None
    assert [s.kind for s in resume.sections] == ["experience"]
