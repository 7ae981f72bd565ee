"""Markdown export: seed 002's academicpages page, and user text kept inert."""


from editor.formats import load
from editor.formats.markdown import FRONT_MATTER, export_markdown
from editor.model import Resume
from tests.helpers import FIXTURES, reading_similarity, seed_text, visible_seed_text

S002 = FIXTURES / "seeds" / "s002.yaml"


def one_entry(entry: dict, kind: str = "experience") -> Resume:
    return Resume.model_validate({"basics": {"name": "A"}, "sections": [{"kind": kind, "entries": [entry]}]})


def test_seed_002_reads_back_as_the_original_page():
    markdown = export_markdown(load(S002), "en")
    assert markdown.startswith(FRONT_MATTER)
    assert reading_similarity(visible_seed_text(markdown), seed_text("002")) >= 0.9


def test_shape_front_matter_headings_and_bullets():
    resume = Resume.model_validate({"basics": {"name": "A"}, "sections": [
        {"kind": "education", "entries": [{"kind": "education", "institution": "Tianjin University",
                                           "url": "https://www.tju.edu.cn/", "degree": "B.S.", "end": "2021"}]},
        {"kind": "experience", "title": "Work experience", "entries": [
            {"kind": "experience", "organisation": "Aramco", "role": "Intern", "start": "2024-summer",
             "highlights": ["Did things"]}]}]})
    markdown = export_markdown(resume, "en")
    assert markdown.splitlines()[:7] == ["---", "layout: archive", 'title: "CV"', "permalink: /cv/",
                                         "author_profile: true", "redirect_from:", "  - /resume"]
    assert "Education\n=========\n\n* B.S. in [Tianjin University](https://www.tju.edu.cn/), 2021\n" in markdown
    assert "Work experience\n===============\n\n* Summer 2024: Intern\n  * Aramco\n  * Did things\n" in markdown


def test_user_text_cannot_become_html_liquid_or_markdown():
    resume = one_entry({"kind": "experience", "organisation": "<script>alert(1)</script>",
                        "role": "{{ site.email }} {% include x %}", "start": "2020",
                        "highlights": ["# not a heading", "[x](javascript:alert(1)) and **real bold**",
                                       "a_b_c * | $$x$$"]})
    markdown = export_markdown(resume, "en")
    body = markdown.split("{% include base_path %}", 1)[1]
    assert "<script>" not in body and "&lt;script&gt;alert(1)&lt;/script&gt;" in body
    assert "{" not in body and "&#123;&#123; site.email &#125;&#125; &#123;% include x %&#125;" in body
    assert "  * \\# not a heading" in body
    assert "* x) and **real bold**" in body and "javascript" not in body  # an unsafe link keeps its label only
    assert "**real bold**" in body
    assert "a\\_b\\_c \\* \\| \\$\\$x\\$\\$" in body


def test_languages_and_hidden_entries():
    resume = Resume.model_validate({"languages": ["en", "zh"], "basics": {"name": "A"}, "sections": [
        {"kind": "skills", "entries": [
            {"kind": "skill", "label": {"en": "Languages", "zh": "语言"}, "details": "Python"},
            {"kind": "skill", "label": "Hidden", "visible": False},
            {"kind": "skill", "label": "English only", "languages": ["en"]}]}]})
    english, chinese = export_markdown(resume, "en"), export_markdown(resume, "zh")
    assert "* Languages: Python" in english and "English only" in english
    assert "* 语言: Python" in chinese and "English only" not in chinese
    assert "专业技能\n====" in chinese
    assert "Hidden" not in english + chinese
