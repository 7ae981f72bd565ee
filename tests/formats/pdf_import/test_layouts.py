"""Layouts other tools make, each in a small PDF drawn here with reportlab:
headings behind icons or in a column of their own, dates below the title or
stacked in a date column, "Role, Company" on one line, sentences indented
under a title, and glyphs with no usable Unicode mapping."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from editor.formats.pdf_import import read_pdf
from editor.formats.pdf_import.glyph_names import ICON, UNREADABLE, unmapped, usable

FONTS = Path(__file__).resolve().parents[3] / "resources" / "fonts"
pdfmetrics.registerFont(TTFont("LayoutSans", str(FONTS / "DejaVuSans.ttf")))
pdfmetrics.registerFont(TTFont("LayoutSans-Bold", str(FONTS / "DejaVuSans-Bold.ttf")))
pdfmetrics.registerFont(TTFont("LayoutSC", str(FONTS / "NotoSansSC-Regular.ttf")))
pdfmetrics.registerFont(TTFont("LayoutSC-Bold", str(FONTS / "NotoSansSC-Bold.ttf")))

Item = tuple  # (x or None: right after the last item, y from the top, text, size, bold[, colour])


def _pdf(items: list[Item], header: bool = True, family: str = "LayoutSans") -> bytes:
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(595, 842), invariant=1)
    if header:
        items = [(50, 50, "Dana Example", 22, True), (50, 72, "dana@example.org  ·  +1 555 0100 200", 10, False),
                 *items]
    end = 0.0
    for x, y, text, size, bold, *rest in items:
        font = family + "-Bold" if bold else family
        x = end if x is None else x
        end = x + pdfmetrics.stringWidth(text, font, size)
        page.setFont(font, size)
        page.setFillColorRGB(*(rest[0] if rest else (0, 0, 0)))
        page.drawString(x, 842 - y, text)
    page.showPage()
    page.save()
    return out.getvalue()


def _read(items: list[Item], family: str = "LayoutSans", header: bool = True):
    return read_pdf(_pdf(items, header=header, family=family), "cv.pdf").resume


def _body(lines: list[str], x: float, y: float, step: float = 13) -> list[Item]:
    return [(x, y + i * step, text, 10, False) for i, text in enumerate(lines)]


# --- headings ------------------------------------------------------------------

def test_a_heading_behind_an_icon_in_body_size_is_a_heading():
    resume = _read([
        (50, 110, "★ Experience", 10, True, (0.1, 0.3, 0.6)),
        (50, 128, "Northwind Compute", 10, True), (400, 128, "2019 – 2022", 10, False),
        *_body(["• Kept the cluster busy."], 50, 141),
        (50, 170, "★ Education", 10, True, (0.1, 0.3, 0.6)),
        (50, 188, "Lakeshore College", 10, True), (400, 188, "2015 – 2019", 10, False),
    ])
    assert [(s.kind, s.title) for s in resume.sections] == [("experience", "Experience"), ("education", "Education")]


def test_a_bold_line_unlike_the_headings_is_no_section():
    resume = _read([
        (50, 110, "EXPERIENCE", 12, True, (0.6, 0.1, 0.1)),
        (50, 130, "Northwind Compute Holdings", 11, True), (400, 130, "2019 – 2022", 10, False),
        *_body(["• Kept the cluster busy.", "• Wrote the scheduler."], 50, 144),
        (50, 180, "Bluefin Analytics", 11, True), (400, 180, "2016 – 2019", 10, False),
        *_body(["• Moved batch jobs to streams."], 50, 194),
        (50, 225, "EDUCATION", 12, True, (0.6, 0.1, 0.1)),
        (50, 245, "Lakeshore College", 11, True), (400, 245, "2012 – 2016", 10, False),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education"]
    assert [e.organisation for e in resume.sections[0].entries] == ["Northwind Compute Holdings", "Bluefin Analytics"]


def test_a_heading_in_a_column_of_its_own_starts_its_section():
    resume = _read([
        (50, 120, "Work", 16, False), (160, 120, "Senior Engineer", 13, True),
        *_body(["Northwind Compute", "Mar 2022 – Present"], 160, 136),
        *_body(["Kept the cluster busy and the jobs moving."], 170, 166),
        (50, 200, "Education", 16, False), (160, 200, "Lakeshore College", 13, True),
        *_body(["B.S. in Physics", "Sep 2013 – May 2017"], 160, 216),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education"]
    job = resume.sections[0].entries[0]
    assert (job.start, job.end) == ("2022-03", "present")


# --- dates not on the title line ---------------------------------------------------

def test_dates_on_a_line_below_title_and_role_stay_with_the_entry():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Fernhill Labs", 10, True), (50, 143, "Senior Site Reliability Engineer", 10, False),
        (50, 156, "2021.9-present | London, UK", 9, False),
        *_body(["• Ran the Kubernetes fleet of fourteen clusters that trains and serves the models.",
                "• Cut pages by 70%."], 50, 170),
        (50, 205, "Calder Payments", 10, True), (50, 218, "Site Reliability Engineer", 10, False),
        (50, 231, "2018.2-2021.8 | Edinburgh, UK", 9, False),
        *_body(["• Moved 120 services to Kubernetes."], 50, 245),
    ])
    entries = resume.sections[0].entries
    assert [(e.organisation, e.start, e.end) for e in entries] == [
        ("Fernhill Labs", "2021-09", "present"), ("Calder Payments", "2018-02", "2021-08")]
    assert len(entries[0].highlights) == 2


def test_a_range_stacked_in_a_date_column_end_above_start_is_one_entry():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Present", 9, False), (140, 130, "Assistant Professor, University of Meerhaven", 10, True),
        (50, 143, "Sep 2021", 9, False), (140, 143, "Meerhaven, Netherlands", 9, False),
        *_body(["• Leads the Efficient Systems Group."], 140, 157),
        (50, 185, "Aug 2021", 9, False), (140, 185, "Postdoctoral Researcher, Valdemora Institute", 10, True),
        (50, 198, "Jan 2019", 9, False), (140, 198, "Valdemora, Spain", 9, False),
        *_body(["• Designed a carbon-aware scheduler."], 140, 212),
    ])
    entries = resume.sections[0].entries
    assert [(e.start, e.end) for e in entries] == [("2021-09", "present"), ("2019-01", "2021-08")]
    assert [e.location for e in entries] == ["Meerhaven, Netherlands", "Valdemora, Spain"]


def test_chinese_dates_with_spaces_are_read():
    resume = _read([
        (50, 110, "工作经历", 13, True),
        (50, 130, "兰亭智能", 10, True), (380, 130, "2022 年 03 月 – 至今", 10, False),
        *_body(["• 负责推理平台的调度。"], 50, 144),
    ], family="LayoutSC")
    entry = resume.sections[0].entries[0]
    assert (entry.start, entry.end) == ("2022-03", "present")


# --- the head of an entry ----------------------------------------------------------

def test_role_comma_company_over_a_place_keeps_the_place_as_location():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Postdoctoral Researcher", 10, True), (None, 130, ", Institute for Advanced Computing", 10, False),
        (400, 130, "2019 – 2021", 10, False),
        (50, 143, "Valdemora, Spain", 9, False),
        *_body(["• Designed a carbon-aware scheduler."], 50, 157),
    ])
    entry = resume.sections[0].entries[0]
    assert entry.location == "Valdemora, Spain"
    assert "Institute for Advanced Computing" in (entry.role or "") + entry.organisation


def test_sentences_indented_under_a_title_are_its_body():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Staff Engineer at Grauwerk Storage GmbH", 12, True), (450, 130, "Sep 2021 - Current", 10, False),
        (63, 147, "Lead the team of five that owns the NVMe-over-TCP target, serving 40 PB.", 10, False),
        (63, 162, "Replaced the lock-heavy block allocator with per-core arenas.", 10, False),
    ])
    entry = resume.sections[0].entries[0]
    assert entry.highlights[0].startswith("Lead the team of five")
    assert not entry.role or "Lead the team" not in entry.role


# --- the header ----------------------------------------------------------------------

def _header_line(text: str, url: str | None = None):
    from editor.formats.pdf_import.lines import Line, Run, Segment

    return Line([Segment([Run(text, False, False, url, 10.0, ())], 50.0, 300.0, 10.0)], 700.0, 1, 10.0)


def test_a_dotted_date_in_the_header_is_no_web_address():
    from editor.formats.pdf_import.basics import read_header

    found = read_header([_header_line("Dana Example"), _header_line("dana@example.org | 2019.11 | github.com/dana")])
    assert "website" not in found and all("2019" not in p["url"] for p in found["profiles"])


def test_the_printed_e_mail_wins_over_its_link_target():
    from editor.formats.pdf_import.basics import read_header

    found = read_header([_header_line("Dana Example"), _header_line("jake@su.edu", "mailto:x@x.com")])
    assert found["email"] == "jake@su.edu"


# --- glyphs without a usable Unicode mapping ------------------------------------------

class _Font:
    def __init__(self, cid2unicode: dict[int, str] | None = None) -> None:
        self.cid2unicode = cid2unicode or {}
        self.fontname = "ABCDEF+SomeSerif"


class PDFType3Font(_Font):
    """Named as pdfminer names its Type 3 fonts (TeX's bitmap fonts)."""


def test_a_ligature_mapped_to_nul_is_read_from_the_font_encoding():
    assert not usable("\x00")
    assert unmapped(_Font({12: "\ufb01"}), "ABCDEF+SomeSerif", 12) == "fi"


def test_tex_ligatures_of_a_type3_font_come_from_tex_encodings():
    assert unmapped(PDFType3Font(), "unknown", 0x1C) == "fi"  # T1
    assert unmapped(PDFType3Font(), "unknown", 0x0C) == "fi"  # OT1


def test_icons_are_marks_and_the_unreadable_is_left_out():
    assert unmapped(_Font(), "ABCDEF+FontAwesome5Free-Solid", 3) == ICON
    assert unmapped(_Font(), "ABCDEF+SomeSerif", 3) == UNREADABLE


CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "pdf_corpus"


@pytest.mark.parametrize("name", ["wider_latex_paracol_en.pdf", "jsonresume_elegant_en.pdf"])
def test_no_control_characters_or_cid_placeholders_reach_the_text(name):
    read = read_pdf((CORPUS / name).read_bytes(), name)
    assert "(cid:" not in read.text
    assert usable(read.text.replace("\n", ""))
    if name.startswith("wider_latex"):
        assert "Certifications" in read.text  # the fi ligature of a Type 3 font, by TeX's T1 encoding


# --- columns of headings, sidebars of contacts, wrapped sentences --------------------------

def test_a_column_holding_only_the_headings_is_read_line_by_line():
    resume = _read([
        (50, 110, "SUMMARY", 9, False), (160, 110, "Reliability engineer for machine-learning platforms.", 9, False),
        (50, 140, "EXPERIENCE", 9, False), (160, 150, "Fernhill Labs, Senior Engineer", 9, True),
        (450, 150, "2021-09 — Present", 9, False),
        (175, 165, "Ran the Kubernetes fleet of fourteen clusters that trains the models.", 9, False),
        (160, 190, "Calder Payments, Engineer", 9, True), (450, 190, "2018-02 — 2021-08", 9, False),
        (175, 205, "Moved 120 services from virtual machines to Kubernetes.", 9, False),
        (50, 240, "EDUCATION", 9, False), (160, 250, "University of Dunmore", 9, True),
        (450, 250, "2012-09 — 2016-06", 9, False),
    ])
    assert [s.kind for s in resume.sections] == ["about", "experience", "education"]
    assert len(resume.sections[1].entries) == 2


def test_contacts_in_a_sidebar_block_reach_the_basics():
    resume = _read([
        (50, 60, "Dana Lindqvist", 22, True), (50, 82, "Infrastructure Engineer", 12, False),
        (50, 110, "About", 11, False), (50, 128, "Portland, OR", 9, False),
        (50, 142, "dana.lindqvist@exam", 9, False), (50, 154, "ple.org", 9, False),
        (50, 168, "+1 503-555-0142", 9, False),
        (50, 200, "Experience", 11, False), (50, 218, "Northwind Compute", 10, True), (400, 218, "2019 – 2022", 10, False),
        *_body(["• Kept the cluster busy."], 50, 232),
        (50, 260, "Education", 11, False), (50, 278, "Lakeshore College", 10, True), (400, 278, "2015 – 2019", 10, False),
    ], header=False)
    assert [s.kind for s in resume.sections] == ["experience", "education"]
    assert resume.basics.email == "dana.lindqvist@example.org"
    assert resume.basics.phone == "+1 503-555-0142" and resume.basics.location == "Portland, OR"


def test_a_contact_label_on_its_own_line_is_no_location():
    from editor.formats.pdf_import.basics import read_header

    found = read_header([_header_line("Dana Example"), _header_line("Email"), _header_line("dana@example.org"),
                         _header_line("Phone"), _header_line("+1 503-555-0142")])
    assert "location" not in found and found["email"] == "dana@example.org"


def test_a_sentence_wrapped_under_generous_leading_is_one_bullet():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Lanting AI", 12, True), (430, 130, "2023-07 —", 12, False),
        (50, 152, "ML Systems Engineer", 12, True),
        (80, 185, "Serving: built the continuous-batching scheduler behind the chat API, 2.3×", 12, False),
        (80, 207, "more tokens per GPU.", 12, False),
        (80, 229, "Mentored two interns on KV-cache compression.", 12, False),
        (50, 262, "Qiansuo Technology", 12, True), (430, 262, "2022-06 — 2022-09", 12, False),
        (50, 284, "Research Intern", 12, True),
    ])
    first = resume.sections[0].entries[0]
    assert (first.organisation, first.role, first.start) == ("Lanting AI", "ML Systems Engineer", "2023-07")
    assert first.highlights == ["Serving: built the continuous-batching scheduler behind the chat API, 2.3× more "
                                "tokens per GPU.", "Mentored two interns on KV-cache compression."]
    assert len(resume.sections[0].entries) == 2


def test_dates_flush_right_on_a_short_page_are_no_column():
    resume = _read([
        (50, 60, "Dana Example", 22, True),
        (50, 110, "Projects", 13, True),
        (50, 130, "tinyserve inference server", 10, True), (430, 130, "Nov 2021 – May 2023", 10, False),
        *_body(["• A small server for large models in 3,000 lines."], 50, 144),
        (50, 175, "Awards", 13, True),
        (50, 195, "National Scholarship", 10, True), (430, 195, "2021", 10, False),
        (50, 212, "Outstanding Graduate", 10, True), (430, 212, "2023", 10, False),
        (50, 229, "Best Thesis Prize", 10, True), (430, 229, "2024", 10, False),
    ], header=False)
    project = resume.sections[0].entries[0]
    assert (project.start, project.end) == ("2021-11", "2023-05")
    assert [a.dates for a in resume.sections[1].entries] == [["2021"], ["2023"], ["2024"]]


def test_a_label_in_front_of_the_name_is_no_part_of_it():
    resume = read_pdf(_pdf([(64, 60, "PERSONAL INFORMATION Tobias Renner", 14, False),
                            (200, 80, "tobias@example.com", 10, False),
                            (50, 120, "Experience", 13, True), (50, 140, "Grauwerk", 10, True),
                            (400, 140, "2019 – 2022", 10, False)], header=False), "cv.pdf").resume
    assert resume.basics.name == "Tobias Renner"


def test_a_year_in_front_of_an_award_is_its_date():
    from editor.formats.pdf_import.lines import Run
    from editor.formats.pdf_import.others import award_fields
    from editor.formats.pdf_import.paragraphs import Paragraph

    assert award_fields(Paragraph([Run("2023 Grauwerk Engineering Excellence Award", False, False, None, 10.0, ())])) \
        == ("Grauwerk Engineering Excellence Award", ["2023"])


def test_a_heading_in_the_headline_s_size_under_it_is_a_heading_not_more_name():
    resume = _read([
        (34, 60, "ANAYA VERHOEVEN", 25, True), (34, 88, "ASSISTANT PROFESSOR", 17, True),
        (45, 130, "WORK EXPERIENCE", 17, True),
        (63, 155, "University of Meerhaven", 13, True), (400, 155, "2021 – 2024", 11, False),
        *_body(["• Leads the Efficient Systems Group."], 63, 172),
        (45, 205, "EDUCATION", 17, True),
        (63, 230, "Kingsbridge University", 13, True), (400, 230, "2014 – 2018", 11, False),
    ], header=False)
    assert resume.basics.name == "ANAYA VERHOEVEN" and resume.basics.headline == "ASSISTANT PROFESSOR"
    assert [s.kind for s in resume.sections] == ["experience", "education"]


def test_a_sidebar_set_close_to_the_main_column_is_read_column_by_column():
    side = ["Contact", "dana@example.org", "+1 503-555-0142", "Portland, Oregon", "Skills",
            "Languages: Python, Go, Rust", "Systems: Kubernetes, Slurm", "Tools: Prometheus, Grafana, Loki",
            "Awards", "Best Paper Award 2021"]
    main = [("Experience", 12, True), ("Northwind Compute", 10, True), ("2019 – 2022 | Portland", 9, False),
            ("• Kept the training cluster busy for a year.", 10, False), ("• Wrote the gang scheduler.", 10, False),
            ("Bluefin Analytics", 10, True), ("2016 – 2019 | Seattle", 9, False),
            ("• Moved nightly batches to streaming.", 10, False), ("Education", 12, True),
            ("Lakeshore College", 10, True), ("2012 – 2016 | Duluth", 9, False)]
    gutter = 50 + pdfmetrics.stringWidth(max(side, key=len), "LayoutSans", 9) + 3  # one space from the longest
    items: list[Item] = [(50, 60, "Dana Example", 22, True)]
    for i, text in enumerate(side):
        items.append((50, 110 + 16 * i, text, 9, text in ("Contact", "Skills", "Awards")))
    for i, (text, size, bold) in enumerate(main):
        items.append((gutter, 110 + 16 * i, text, size, bold))
    resume = _read(items, header=False)
    kinds = [s.kind for s in resume.sections]
    assert kinds[:2] == ["skills", "awards"] and "experience" in kinds and "education" in kinds
    jobs = next(s for s in resume.sections if s.kind == "experience").entries
    assert [(j.organisation, j.start) for j in jobs] == [("Northwind Compute", "2019"), ("Bluefin Analytics", "2016")]
    assert resume.basics.email == "dana@example.org"


def test_a_smaller_bold_line_under_a_big_title_is_its_organisation():
    resume = _read([
        (50, 110, "Work", 16, False),
        (160, 130, "Senior Infrastructure Engineer", 16, True), (160, 148, "Northwind Compute", 10, True),
        (160, 161, "Mar 2022 – Present", 10, False),
        *_body(["Kept the training cluster of four thousand GPUs busy for the whole of the year."], 170, 180),
        (160, 215, "Systems Engineer", 16, True), (160, 233, "Bluefin Analytics", 10, True),
        (160, 246, "Jul 2019 – Feb 2022", 10, False),
        *_body(["Moved the feature pipeline from nightly batches to streaming at last."], 170, 265),
    ])
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.role, j.start) for j in jobs] == [
        ("Senior Infrastructure Engineer", "Northwind Compute", "2022-03"), ("Systems Engineer", "Bluefin Analytics", "2019-07")]


@pytest.mark.parametrize("heading, kind", [("Certifications", "certifications"), ("Licenses and Certifications",
                                           "certifications"), ("Volunteer Experience", "volunteering"),
                                           ("Languages", "languages"), ("References", "references"), ("证书", "certifications")])
def test_headings_of_the_newer_section_kinds(heading, kind):
    from editor.formats.pdf_import.vocabulary import kind_of_heading

    assert kind_of_heading(heading) == kind


def test_certifications_read_as_award_entries_count_for_an_awards_section():
    from editor.formats.pdf_import.recall import field_recall
    from editor.model import SCHEMA_VERSION, Resume

    def resume(kind: str) -> Resume:
        return Resume.model_validate({"schema_version": SCHEMA_VERSION, "languages": ["en"], "basics": {"name": "D"},
                                      "sections": [{"kind": kind, "title": "Certifications", "entries": [
                                          {"kind": "award", "title": "Certified Kubernetes Administrator",
                                           "dates": ["2020"]}]}]})

    assert field_recall(resume("awards"), "en", resume("certifications")).score == 1.0
    read = _read([(50, 110, "Certifications", 13, True),
                  (50, 130, "Certified Kubernetes Administrator", 10, False), (400, 130, "2020", 10, False)])
    assert [(s.kind, [e.title for e in s.entries]) for s in read.sections] == [
        ("certifications", ["Certified Kubernetes Administrator"])]


def test_a_date_column_at_the_left_with_the_place_under_the_dates_is_no_sidebar():
    items: list[Item] = [(50, 60, "Mara Lindqvist", 22, True), (390, 60, "mara@example.org", 10, False)]
    y = 100.0
    for heading, rows in (("Experience", [("03/2022 - Present", "Portland, OR", "Senior Engineer", "Northwind Compute"),
                                          ("07/2019 - 02/2022", "Seattle, WA", "Systems Engineer", "Bluefin Analytics"),
                                          ("06/2018 - 08/2018", "Austin, TX", "Intern", "Harbor Systems Lab")]),
                          ("Education", [("09/2017 - 06/2019", "Westbrook, OR", "University of Westbrook", "M.S.")])):
        items.append((50, y, heading, 13, True))
        y += 22
        for dates, place, title, sub in rows:
            items += [(50, y, dates, 9, False), (300, y, title, 10, True),
                      (50, y + 13, place, 9, False), (300, y + 13, sub, 10, False),
                      (300, y + 27, "• Kept the cluster busy and", 10, False), (316, y + 40, "the jobs moving.", 10, False)]
            y += 62
    resume = _read(items, header=False)
    jobs = resume.sections[0].entries
    assert [(j.start, j.end, j.location) for j in jobs] == [
        ("2022-03", "present", "Portland, OR"), ("2019-07", "2022-02", "Seattle, WA"), ("2018-06", "2018-08", "Austin, TX")]
    assert jobs[0].highlights == ["Kept the cluster busy and the jobs moving."]
    assert "Northwind Compute" in (jobs[0].role or "") + jobs[0].organisation
