"""jianli (中文简历): name and 求职意向 on top, the person's own details (none
unless added, each only in the languages it has text for), sections in the
conventional order under tinted bars; compact enough for one page in English,
and Vitae's own PDF reader gets every field back."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor import load
from editor.cli import main
from editor.render import RenderRequest, render_pdf, render_pdf_report
from tests.helpers import FIXTURES, pdf_text
from tests.render.support import TODAY, every_kind

PHOTO_FIXTURE = FIXTURES / "photo" / "bilingual.yaml"


def flat_text(resume, lang: str) -> str:
    return "".join(pdf_text(render_pdf(resume, template="jianli", lang=lang, today=TODAY)).split())


def test_details_print_in_the_languages_they_have_text_for() -> None:
    resume = load(PHOTO_FIXTURE)
    zh, en = flat_text(resume, "zh"), flat_text(resume, "en")
    for shown in ("出生年月：1998.05", "籍贯：浙江宁波", "政治面貌：群众"):
        assert shown in zh
    assert "Born:1998.05" in en
    assert "籍贯" not in en and "浙江" not in en


def test_no_detail_prints_unless_the_person_adds_one() -> None:
    resume = load(PHOTO_FIXTURE)
    bare = resume.model_copy(update={"basics": resume.basics.model_copy(update={"details": []})})
    text = flat_text(bare, "zh")
    assert "出生年月" not in text and "籍贯" not in text
    assert "Born" not in flat_text(bare, "en")


@pytest.mark.parametrize(("lang", "label"), [("zh", "求职意向：数据工程师"), ("en", "Objective:Dataengineer")])
def test_the_headline_is_the_job_objective(lang: str, label: str) -> None:
    assert label in flat_text(load(PHOTO_FIXTURE), lang)


def test_sections_follow_the_conventional_order_with_about_last() -> None:
    text = flat_text(every_kind(), "zh")
    order = [text.find(h) for h in ("教育背景", "工作经历", "项目经历", "专业技能", "个人简介")]
    assert -1 not in order and order == sorted(order)
    assert text.find("个人简介") > text.find("兰布达"), "about (自我评价) comes after every other section"


def test_a_short_english_resume_is_one_page() -> None:
    report = render_pdf_report(load(PHOTO_FIXTURE), RenderRequest(template="jianli", lang="en", today=TODAY))
    assert report.page_count == 1


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_vitae_reads_every_field_back_from_jianli(lang: str, capsys) -> None:
    assert main(["check", str(PHOTO_FIXTURE), "--template", "jianli", "--lang", lang]) == 0
    assert f"ok (every field comes back from the {lang} PDF)" in capsys.readouterr().out


def test_details_are_data_never_markup(tmp_path: Path) -> None:
    resume = load(PHOTO_FIXTURE)
    details = [{"label": "<b>x</b>&", "value": "<font name='Evil'>1</font>"}]
    basics = resume.basics.model_validate({**resume.basics.model_dump(), "details": details})
    text = flat_text(resume.model_copy(update={"basics": basics}), "en")
    assert "<b>x</b>&" in text and "<fontname='Evil'>1</font>" in text
