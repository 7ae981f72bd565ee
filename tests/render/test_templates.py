"""Every template × {minimal, full example, Chinese}: renders, embeds every font, keeps links."""

import pytest

from editor.render import RenderError, list_templates, render_pdf, render_pdf_report
from tests.helpers import pdf_text
from tests.render.support import (
    EVERY_KIND_WORDS, TEMPLATES, TODAY, every_kind, example, fonts_of, links_of, minimal,
    unembedded_fonts,
)


def test_list_templates_names_every_bundled_theme() -> None:
    from editor.paths import THEMES

    templates = list_templates()
    assert set(templates) == {path.stem for path in THEMES.glob("*.yaml")}
    assert all(isinstance(d, str) and 10 < len(d) < 120 and "\n" not in d for d in templates.values())


@pytest.mark.parametrize("template", TEMPLATES)
def test_minimal_document_renders(template: str) -> None:
    report = render_pdf_report(minimal(), template=template, today=TODAY)
    assert report.pdf.startswith(b"%PDF-") and report.page_count == 1
    assert "ada example" in pdf_text(report.pdf).lower()
    assert unembedded_fonts(report.pdf) == []


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_example_renders_with_embedded_fonts_and_links(template: str, lang: str) -> None:
    resume = example()
    pdf = render_pdf(resume, template=template, lang=lang, today=TODAY)
    fonts = fonts_of(pdf)
    assert fonts and unembedded_fonts(pdf) == []
    assert not any(name.lstrip("/").startswith(("Helvetica", "Times", "Courier", "Symbol", "ZapfDingbats"))
                   for name in fonts)
    links = links_of(pdf)
    assert f"mailto:{resume.basics.email}" in links
    assert any(url.startswith("https://") for url in links)
    assert any(url.startswith("tel:") for url in links)
    if lang == "zh":
        assert any("NotoSansSC" in name for name in fonts)


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_entry_kind_reaches_the_page(template: str, lang: str) -> None:
    text = pdf_text(render_pdf(every_kind(), template=template, lang=lang, today=TODAY))
    flat = "".join(text.split())
    missing = [word for word in EVERY_KIND_WORDS[lang] if word not in flat]
    assert missing == []


@pytest.mark.parametrize("template", TEMPLATES)
def test_chinese_bold_uses_the_bold_chinese_face(template: str) -> None:
    pdf = render_pdf(every_kind(), template=template, lang="zh", today=TODAY)
    assert any("NotoSansSC-Bold" in name for name in fonts_of(pdf))


def test_unknown_template_is_a_render_error() -> None:
    with pytest.raises(RenderError, match="unknown template 'fancy'.*classic"):
        render_pdf(minimal(), template="fancy")


def test_template_defaults_to_the_design_and_language_to_the_first() -> None:
    resume = every_kind()
    default = render_pdf(resume, today=TODAY)
    assert default == render_pdf(resume, template=resume.design.template, lang="en", today=TODAY)


@pytest.mark.parametrize("template", TEMPLATES)
def test_skill_label_takes_the_locale_colon(template: str) -> None:
    resume = every_kind()
    assert "Languages: Python, C++, Rust" in " ".join(pdf_text(render_pdf(resume, template=template)).split())
    zh = "".join(pdf_text(render_pdf(resume, template=template, lang="zh")).split())
    assert "语言：Python,C++,Rust" in zh  # the Chinese 、 only between Chinese words


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("lang, note", [("en", "Equal contribution"), ("zh", "共同第一作者")])
def test_equal_contribution_is_explained_in_the_reader_s_language(template, lang, note):
    from editor.model import Resume

    resume = Resume.model_validate({"languages": ["en", "zh"], "basics": {"name": "A"}, "sections": [
        {"kind": "publications", "entries": [{"kind": "publication", "title": "Paper",
                                              "authors": [{"name": "A. One", "equal": True}, "B. Two"]}]}]})
    text = pdf_text(render_pdf(resume, template=template, lang=lang)).replace("\n", " ")
    assert note in text
    plain = Resume.model_validate({**resume.model_dump(), "sections": [
        {"kind": "publications", "entries": [{"kind": "publication", "title": "Paper", "authors": ["A. One"]}]}]})
    assert note not in pdf_text(render_pdf(plain, template=template, lang=lang))
