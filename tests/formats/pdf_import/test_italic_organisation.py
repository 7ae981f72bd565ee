"""moderncv oldstyle: an untitled profile paragraph wrapped beside a column of
linked contacts is one paragraph, and "**Role**, *Organisation*, place." reads
the italic part of the comma list as the organisation; "…-ReguItal" is italic."""

from __future__ import annotations

import io

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen import canvas

from editor.formats.pdf_import import read_pdf
from editor.formats.pdf_import.basics import _prose_rejoined
from editor.formats.pdf_import.extract import style_of

# The standard faces: registering Vitae's own TrueType files here, at collection, would
# load them into reportlab ahead of the renderer's font cache and its memos.
FACES = {"OldSans": "Helvetica", "OldSans-Bold": "Helvetica-Bold", "OldSans-Italic": "Helvetica-Oblique"}


def test_prose_lines_between_links_are_one_paragraph():
    items = [("ines.okafor-", "mailto:ines@example.net"),
             ("Perception engineer who turns noisy lidar and camera streams into maps that", None),
             ("brandt@example.net", "mailto:ines@example.net"),
             ("warehouse robots can trust. Seven years between research prototypes and", None),
             ("okafor-", "https://okafor.example.net"), ("fleets of two hundred machines.", None)]
    texts = [text for text, url in _prose_rejoined(items) if url is None]
    assert texts == ["Perception engineer who turns noisy lidar and camera streams into maps that warehouse robots "
                     "can trust. Seven years between research prototypes and fleets of two hundred machines."]
    assert style_of("CVRGMX+NimbusSanL-ReguItal") == (False, True)


def test_the_italic_part_of_a_comma_list_after_a_bold_role_is_the_organisation():
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(595, 842), invariant=1)

    def put(x: float, y: float, text: str, font: str, size: float = 10) -> float:
        page.setFont(FACES[font], size)
        page.drawString(x, 842 - y, text)
        return x + pdfmetrics.stringWidth(text, FACES[font], size)

    put(50, 50, "Ines Okafor-Brandt", "OldSans-Bold", 22)
    put(50, 72, "ines@example.net", "OldSans")
    put(50, 110, "Work Experience", "OldSans-Bold", 14)
    for y, role, org, place, dates in ((135, "Lead Perception Engineer", "Kestrel Logistics", "Leipzig, Germany",
                                        "2021 – present"),
                                       (185, "Computer Vision Engineer", "Fennwick Automation", "Dresden, Germany",
                                        "2018 – 2021")):
        x = put(50, y, role + ",", "OldSans-Bold")
        x = put(x + 3, y, org, "OldSans-Italic")
        put(x, y, ", " + place + ".", "OldSans")
        put(460, y, dates, "OldSans-Bold")
        put(60, y + 15, "• Rebuilt the calibration pipeline of the robots.", "OldSans")
    page.showPage()
    page.save()
    jobs = read_pdf(out.getvalue(), "cv.pdf").resume.sections[0].entries
    assert [(j.organisation, j.role, j.location) for j in jobs] == [
        ("Kestrel Logistics", "Lead Perception Engineer", "Leipzig, Germany"),
        ("Fennwick Automation", "Computer Vision Engineer", "Dresden, Germany")]
