"""Variants: one source, many cuts, the same in every output and on the command line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from editor.cli import main
from editor.exports import EXPORT_FORMATS
from editor.formats import dumps, load, loads
from editor.model import Resume
from editor.model.content import cut, in_variant, variant_named
from editor.render import RenderRequest
from tests.helpers import FIXTURES, pdf_text

SOURCE = FIXTURES / "variants" / "two_cuts.yaml"
# What each of the four exports must and must not print.
MUST = {
    ("industry", "en"): (["Gullwing Compute", "Driftwood", "Scheduler"], ["Harrow Systems Lab", "Quillpipe"]),
    ("industry", "zh"): (["鸥翼计算", "开源任务启动器"], ["哈罗系统实验室", "Quillpipe"]),
    ("academic", "en"): (["Harrow Systems Lab", "Quillpipe", "Languages"], ["Gullwing Compute", "Driftwood"]),
    ("academic", "zh"): (["哈罗系统实验室", "Quillpipe"], ["鸥翼计算", "开源任务启动器"]),
}


def text_of(key: str, data: bytes) -> str:
    if key == "pdf":
        return pdf_text(data).replace(" ", "")
    if key == "docx":
        from docx import Document

        return "\n".join(p.text for p in Document(io.BytesIO(data)).paragraphs).replace(" ", "")
    text = data.decode()
    return (json.dumps(json.loads(text), ensure_ascii=False) if key == "json" else text).replace(" ", "")


def test_tags_decide_what_a_variant_takes() -> None:
    resume = load(SOURCE)
    industry, academic = variant_named(resume, "industry"), variant_named(resume, "academic")
    industry_job, lab_job = resume.sections[0].entries
    assert in_variant(industry_job, industry) and not in_variant(lab_job, industry)
    assert in_variant(lab_job, academic) and not in_variant(industry_job, academic)
    skills = resume.sections[3]
    assert in_variant(skills, industry) and in_variant(skills, academic)  # untagged: in every cut


def test_a_cut_is_a_copy_with_the_variants_choices() -> None:
    resume = load(SOURCE)
    academic = cut(resume, "academic")
    assert academic.design.template == "academic" and resume.design.template == "classic"
    assert cut(resume, "industry").design.fit_pages == 1
    assert all(entry.visible for section in resume.sections for entry in section.entries)  # the source untouched
    assert cut(resume, None) is resume
    with pytest.raises(KeyError, match="no variant 'nope'.*industry, academic"):
        cut(resume, "nope")


def test_variants_and_tags_round_trip_losslessly() -> None:
    resume = load(SOURCE)
    again = loads(dumps(resume), "again.yaml")
    assert again == resume and [v.name for v in again.variants] == ["industry", "academic"]


@pytest.mark.parametrize("bad, message", [
    ({"variants": [{"name": "a"}, {"name": "a"}]}, "each variant's name may be used once"),
    ({"variants": [{"name": "Not A Name"}]}, "variants"),
    ({"variants": [{"name": "x", "languages": ["fr"]}]}, "languages the résumé does not have: fr"),
])
def test_bad_variants_are_refused(bad: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Resume.model_validate({"basics": {"name": "Ada Example"}, **bad})


@pytest.mark.parametrize("fmt", EXPORT_FORMATS, ids=lambda f: f.key)
@pytest.mark.parametrize("variant, lang", sorted(MUST))
def test_every_output_prints_the_cut(fmt, variant: str, lang: str) -> None:
    resume = load(SOURCE)
    text = text_of(fmt.key, fmt.export(resume, RenderRequest(lang=lang, variant=variant)))
    must, must_not = MUST[(variant, lang)]
    assert all(m.replace(" ", "") in text for m in must), (fmt.key, variant, lang)
    assert not any(m.replace(" ", "") in text for m in must_not), (fmt.key, variant, lang)


def test_the_command_line_writes_every_variant_in_every_language(tmp_path: Path, capsys) -> None:
    source = tmp_path / "cv.yaml"
    source.write_bytes(SOURCE.read_bytes())
    out = tmp_path / "out"
    assert main(["export", str(source), "--variant", "all", "--lang", "all", "-o", str(out)]) == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == ["cv-academic-en.pdf", "cv-academic-zh.pdf", "cv-industry-en.pdf", "cv-industry-zh.pdf"]
    for (variant, lang), (must, must_not) in MUST.items():
        text = pdf_text((out / f"cv-{variant}-{lang}.pdf").read_bytes()).replace(" ", "")
        assert all(m.replace(" ", "") in text for m in must) and not any(m.replace(" ", "") in text for m in must_not)
    assert main(["export", str(source), "--variant", "academic", "--format", "md", "-o", str(out)]) == 0
    assert (out / "cv-academic-en.md").exists()
    assert main(["export", str(source), "--variant", "nope", "-o", str(out)]) == 2
    assert "no variant 'nope'" in capsys.readouterr().err


def test_a_variant_may_print_its_sections_in_its_own_order() -> None:
    resume = load(SOURCE)
    data = resume.model_dump(mode="json")
    data["variants"][1]["section_order"] = ["publications", "skills"]
    academic = cut(Resume.model_validate(data), "academic")
    assert [s.kind for s in academic.sections] == ["publications", "skills", "experience", "projects"]
    text = text_of("pdf", EXPORT_FORMATS[0].export(Resume.model_validate(data), RenderRequest(variant="academic")))
    assert text.index("Quillpipe") < text.index("Languages") < text.index("HarrowSystemsLab")
    assert [s.kind for s in cut(resume, "academic").sections] == [s.kind for s in resume.sections]


@pytest.mark.parametrize("order, message", [(["publication"], "not a section kind: publication"),
                                            (["skills", "skills"], "listed once")])
def test_a_section_order_names_known_kinds_once(order, message) -> None:
    data = load(SOURCE).model_dump(mode="json")
    data["variants"][0]["section_order"] = order
    with pytest.raises(Exception, match=message):
        Resume.model_validate(data)
