"""sidebar: the tinted column holds the photo, name, contact, skills and
interests; the main column the rest. The PDF's text reads column by column,
long main-column content continues on the next page in its own column, and
Vitae's own PDF reader gets back as much as from the one-column classic."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor import load
from editor.model import Resume
from editor.render import RenderRequest, render_pdf
from editor.render.layouts import arrangement as sidebar
from tests.helpers import FIXTURES, pdf_text
from tests.render.support import EXAMPLE, TODAY, every_kind, pdf_reader

SIDE_WORDS = {"en": ["Ada", "ada@example.org", "Languages", "Rust", "Kappa"],
              "zh": ["艾达", "ada@example.org", "语言", "Rust", "卡帕"]}
MAIN_WORDS = {"en": ["Alpha", "Beta", "Gamma", "Delta", "Zeta", "Theta", "Iota", "Lambda"],
              "zh": ["阿尔法", "贝塔", "伽马", "德尔塔", "泽塔", "西塔", "约塔", "兰布达"]}


def positions(flat: str, words: list[str]) -> list[int]:
    found = [flat.find(word) for word in words]
    assert -1 not in found, [w for w, at in zip(words, found) if at < 0]
    return found


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_text_reads_the_sidebar_then_the_main_column_in_order(lang: str) -> None:
    flat = "".join(pdf_text(render_pdf(every_kind(), template="sidebar", lang=lang, today=TODAY)).split())
    side, main = positions(flat, SIDE_WORDS[lang]), positions(flat, MAIN_WORDS[lang])
    assert side == sorted(side) and main == sorted(main), "each column keeps its own order"
    assert max(side) < min(main), "the whole sidebar comes before the main column"


def long_resume(entries: int = 30) -> Resume:
    return Resume.model_validate({
        "basics": {"name": "Ada Example", "email": "ada@example.org"},
        "sections": [
            {"kind": "skills", "entries": [{"kind": "skill", "label": "Tools", "items": ["SideSkill"]}]},
            {"kind": "experience", "entries": [
                {"kind": "experience", "organisation": f"Org{n:02d}", "start": "2020",
                 "highlights": [f"MAIN{n:02d} " + "words that fill the main column " * 6]}
                for n in range(entries)]},
        ],
    })


def words_with_x(page) -> list[tuple[str, float]]:
    out: list[tuple[str, float]] = []

    def visit(text, cm, tm, font, size) -> None:
        if text.strip():
            out.append((text.strip(), cm[4] + tm[4] * cm[0]))

    page.extract_text(visitor_text=visit)
    return out


def test_long_main_column_continues_on_the_next_page_in_its_own_column() -> None:
    pdf = render_pdf(long_resume(), template="sidebar", today=TODAY)
    pages = pdf_reader(pdf).pages
    assert len(pages) >= 2
    main_x = [x for text, x in words_with_x(pages[0]) if text.startswith("Org")]
    later = [(text, x) for page in pages[1:] for text, x in words_with_x(page)]
    assert main_x and later
    column_left = min(main_x)
    assert all(x >= column_left - 1 for _, x in later), "page 2 text stays in the main column"
    assert "SideSkill" not in "".join(t for t, _ in later)
    flat = "".join(pdf_text(pdf).split())
    assert positions(flat, [f"MAIN{n:02d}" for n in range(30)]) == sorted(positions(flat, [f"MAIN{n:02d}" for n in range(30)]))


def test_long_skills_go_to_the_main_column() -> None:
    resume = long_resume(2)
    skills = resume.sections[0].entries[0]
    prose = skills.model_copy(update={"details": "SKILLPROSE " + "described in whole sentences " * 8})
    resume.sections[0].entries[0] = prose
    pdf = render_pdf(resume, template="sidebar", today=TODAY)
    side_x = [x for text, x in words_with_x(pdf_reader(pdf).pages[0]) if text.startswith("Ada")]
    prose_x = [x for text, x in words_with_x(pdf_reader(pdf).pages[0]) if "SKILLPROSE" in text]
    assert prose_x and side_x and min(prose_x) > max(side_x) + 100, "long skills sit in the main column"
    assert sidebar.in_sidebar("skills", [skills], str) and not sidebar.in_sidebar("skills", [prose], str)


def check_lines(path: Path, template: str, lang: str, capsys) -> list[str]:
    from editor.cli import main

    assert main(["check", str(path), "--template", template, "--lang", lang]) == 0
    return [line.split(": ", 1)[1] for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize(("path", "lang"), [(EXAMPLE, "en"), (EXAMPLE, "zh"),
                                            (FIXTURES / "photo" / "bilingual.yaml", "zh"),
                                            (FIXTURES / "photo" / "bilingual.yaml", "en")])
def test_vitae_reads_back_from_the_sidebar_what_it_reads_from_one_column(path: Path, lang: str, capsys) -> None:
    one_column = check_lines(path, "classic", lang, capsys)
    two_columns = check_lines(path, "sidebar", lang, capsys)
    assert two_columns[0].startswith("ok") or set(two_columns) <= set(one_column), "nothing lost to the second column"
    if path.parent.name == "photo":
        assert one_column[0].startswith("ok")


def test_the_band_is_drawn_behind_every_page_in_the_theme_panel_colour() -> None:
    pdf = render_pdf(long_resume(), template="sidebar", today=TODAY)
    for page in pdf_reader(pdf).pages:
        assert b"re f" in page.get_contents().get_data() or b" re\nf" in page.get_contents().get_data()


def test_photo_sits_at_the_top_of_the_sidebar() -> None:
    resume = load(FIXTURES / "photo" / "bilingual.yaml")
    pdf = render_pdf(resume, RenderRequest(template="sidebar", lang="zh", today=TODAY,
                                           base_dir=FIXTURES / "photo"))
    page = pdf_reader(pdf).pages[0]
    assert b"Do" in page.get_contents().get_data()
