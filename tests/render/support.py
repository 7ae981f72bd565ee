"""Documents and PDF checks shared by the render tests."""

from __future__ import annotations

import datetime
import io
from pathlib import Path
from typing import Any

from editor.model import Resume
from editor.render.templates import list_templates
from tests.helpers import FIXTURES, ROOT

TODAY = datetime.date(2026, 11, 22)
TEMPLATES = tuple(list_templates())
"""Every template the registry lists (the bundled ones: the tests' data folder is empty)."""
EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"


def load_fixture(path: Path) -> Resume:
    from editor.formats import load

    return load(path)


def seed_fixture(name: str) -> Resume:
    return load_fixture(FIXTURES / "seeds" / name)


def example() -> Resume:
    return load_fixture(EXAMPLE)


def minimal() -> Resume:
    return Resume.model_validate({"basics": {"name": "Ada Example"}})


def every_kind(languages: tuple[str, ...] = ("en", "zh")) -> Resume:
    """One entry of every kind, with text in English and Chinese and a link."""

    def t(en: str, zh: str) -> Any:
        return {"en": en, "zh": zh} if "zh" in languages else en

    entries = {
        "education": {"kind": "education", "institution": t("Alpha University", "阿尔法大学"),
                      "degree": t("B.S.", "学士"), "field": t("Physics", "物理"), "start": "2015-09",
                      "end": "2019-06", "location": t("Paris", "巴黎"),
                      "highlights": [t("Thesis on **lasers**", "激光论文")]},
        "experience": {"kind": "experience", "organisation": t("Beta Corp", "贝塔公司"),
                       "url": "https://beta.example.org", "role": t("Engineer", "工程师"),
                       "team": t("Core", "核心组"), "start": "2019-07", "end": "present",
                       "summary": t("Built things.", "构建系统。"),
                       "highlights": [t("**Lead:** shipped *fast*", "**负责：** 快速交付")]},
        "projects": {"kind": "project", "name": t("Gamma Tool", "伽马工具"), "role": t("Author", "作者"),
                     "start": "2020", "highlights": [t("Used by [many](https://gamma.example.org)",
                                                       "被[很多人](https://gamma.example.org)使用")]},
        "publications": {"kind": "publication", "title": t("Delta Paper", "德尔塔论文"),
                         "authors": ["A. Other", {"name": "A. Example", "me": True, "equal": True}],
                         "venue": t("Journal of Epsilon", "艾普西隆期刊"), "venue_short": "JoE'21",
                         "date": "2021", "note": t("best paper", "最佳论文"),
                         "links": [{"label": "PDF", "url": "https://delta.example.org/paper.pdf"}]},
        "awards": {"kind": "award", "title": t("Zeta Prize", "泽塔奖"), "issuer": t("Eta Society", "伊塔学会"),
                   "dates": ["2021", "2022"]},
        "skills": {"kind": "skill", "label": t("Languages", "语言"), "details": "Python, C++",
                   "items": ["Rust"]},
        "news": {"kind": "news", "date": "2023-05", "text": t("Theta released", "西塔发布")},
        "about": {"kind": "text", "text": t("Iota paragraph about me.", "约塔个人简介。")},
        "interests": {"kind": "list", "items": [t("Kappa systems", "卡帕系统")]},
        "custom": {"kind": "generic", "title": t("Lambda Service", "兰布达服务"),
                   "subtitle": t("Reviewer", "审稿人"), "start": "2022", "end": "2023",
                   "highlights": [t("Mu venue", "缪会议")]},
    }
    sections = [{"kind": kind, "title": t("Custom", "自定义") if kind == "custom" else None,
                 "entries": [entry]} for kind, entry in entries.items()]
    for section in sections:
        if section["title"] is None:
            del section["title"]
    return Resume.model_validate({
        "languages": list(languages),
        "basics": {"name": t("Ada Example", "艾达"), "email": "ada@example.org", "phone": "+1 555 0100",
                   "website": "https://ada.example.org",
                   "profiles": [{"network": "GitHub", "username": "ada", "url": "https://github.com/ada"},
                                {"network": "LinkedIn", "username": "ada", "url": "https://linkedin.com/in/ada"}]},
        "sections": sections,
    })


# Words that must reach the PDF from every kind above, per language.
EVERY_KIND_WORDS = {
    "en": ["Alpha", "lasers", "Beta", "Engineer", "Gamma", "Delta", "Epsilon", "Zeta", "Languages",
           "Rust", "Theta", "Iota", "Kappa", "Lambda", "Reviewer", "Mu"],
    "zh": ["阿尔法", "激光", "贝塔", "工程师", "伽马", "德尔塔", "泽塔", "语言", "Rust", "西塔", "约塔",
           "卡帕", "兰布达", "审稿人", "缪会议"],
}


def pdf_reader(data: bytes) -> Any:
    from pypdf import PdfReader

    return PdfReader(io.BytesIO(data))


def fonts_of(data: bytes) -> dict[str, Any]:
    """Every font dictionary used on any page, by base font name."""
    found: dict[str, Any] = {}
    for page in pdf_reader(data).pages:
        resources = page.get("/Resources")
        fonts = resources.get_object().get("/Font") if resources else None
        if not fonts:
            continue
        for ref in fonts.get_object().values():
            font = ref.get_object()
            found[str(font.get("/BaseFont"))] = font
    return found


def unembedded_fonts(data: bytes) -> list[str]:
    """Fonts with no embedded program (base-14 fonts have none)."""
    bad = []
    for name, font in fonts_of(data).items():
        descriptors = []
        if "/FontDescriptor" in font:
            descriptors.append(font["/FontDescriptor"].get_object())
        for child in font.get("/DescendantFonts", []) or []:
            child = child.get_object()
            if "/FontDescriptor" in child:
                descriptors.append(child["/FontDescriptor"].get_object())
        if not any("/FontFile2" in d or "/FontFile3" in d for d in descriptors):
            bad.append(name)
    return bad


def links_of(data: bytes) -> list[str]:
    urls = []
    for page in pdf_reader(data).pages:
        for annot in page.get("/Annots", []) or []:
            action = annot.get_object().get("/A")
            if action is not None and "/URI" in action.get_object():
                urls.append(str(action.get_object()["/URI"]))
    return urls


def paragraphs_in_order(document: Any) -> list:
    """A python-docx document's paragraphs in document order, a table's cell
    by cell (the sidebar template's two columns are one table row)."""
    from docx.table import Table

    out = []
    for block in document.iter_inner_content():
        if isinstance(block, Table):  # a title and its dates that do not fit one line are a table, in a cell too
            out += [p for row in block.rows for cell in row.cells for p in paragraphs_in_order(cell)]
        else:
            out.append(block)
    return out
