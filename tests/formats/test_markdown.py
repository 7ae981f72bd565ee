"""Markdown export: seed 002's academicpages page, and user text kept inert."""


import pytest

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


# --- User text never becomes Markdown structure (read back by a CommonMark parser) ---

from markdown_it import MarkdownIt  # noqa: E402

from editor.formats.html import export_html  # noqa: E402

# CommonMark with GFM's tables and strikethrough, so neither can be opened either.
_PARSER = MarkdownIt("commonmark").enable(["table", "strikethrough"])

HOSTILE_LINES = [
    "~~~", "```", "~~~python", "\r~~~\r", "\r1. x", "\rHeading\r---", "Heading\n===", "Heading\r\n---",
    "1. x", "1) x", "- x", "+ x", "* x", "> quote", "# h", "###### h", "    indented code", "\tcode",
    "<div>html</div>", "<!-- c -->", "<script>x</script>", "| a | b |\n|---|---|", "a | b\r--|--",
    "---", "***", "___", "===", "- - -", "[ref]: https://e.org", ": definition", "x  \ny", "x\\\ny",
    "<https://e.org>", "`code`", "~~s~~", "$$x$$", "{% raw %}", "\r\r    code", "a\r\r\r- b",
    "\r\n\r\n> q", " 1. x", "10) x", "-", "+", "=", "#", ">", "  - nested", "\x0c- x", "x\r  * y",
    "2021.", "&#42;x&#42;", "\\", "a\u2028- b",
]


def _hostile_resume(text: str) -> Resume:
    return Resume.model_validate({"basics": {"name": "A"}, "sections": [
        {"kind": "custom", "title": text, "entries": [
            {"kind": "text", "text": text},
            {"kind": "generic", "title": text, "subtitle": text, "start": "2020", "summary": text,
             "highlights": [text, text]},
            {"kind": "list", "items": [text]},
        ]},
        {"kind": "experience", "entries": [
            {"kind": "experience", "organisation": text, "role": text, "team": text, "location": text,
             "highlights": [text]}]},
        {"kind": "education", "entries": [
            {"kind": "education", "institution": text, "degree": text, "field": text, "highlights": [text]}]},
        {"kind": "skills", "entries": [{"kind": "skill", "label": text, "details": text, "items": [text]}]},
        {"kind": "awards", "entries": [{"kind": "award", "title": text, "issuer": text, "note": text}]},
        {"kind": "news", "entries": [{"kind": "news", "date": "2024", "text": text}]},
        {"kind": "publications", "entries": [
            {"kind": "publication", "title": text, "authors": [text, {"name": text, "me": True}],
             "venue": text, "status": text, "note": text, "summary": text}]},
    ]})


def _structure(markdown: str) -> list[tuple]:
    """Block tokens (type, tag, nesting level) and the kinds of inline token in each."""
    out = []
    for token in _PARSER.parse(markdown.split("{% include base_path %}", 1)[1]):
        children = sorted({child.type for child in token.children or []} - {"text"})
        out.append((token.type, token.tag, token.level, *children))
    return out


def _paragraphs(text: str) -> int:
    """How many paragraphs a text entry holds: blank lines separate them."""
    import re

    return len([p for p in re.split(r"\n[ \t]*\n", re.sub(r"\r\n?", "\n", text)) if p.strip()])


@pytest.mark.parametrize("text", HOSTILE_LINES)
def test_user_text_never_becomes_markdown_structure(text: str) -> None:
    # The same résumé with plain words in every field gives the structure
    # expected; the hostile text must give exactly that one (a text entry may
    # hold several paragraphs: those it gets, and nothing else).
    expected = _structure(export_markdown(_hostile_resume("\n\n".join(["x"] * _paragraphs(text))), "en"))
    assert _structure(export_markdown(_hostile_resume(text), "en")) == expected


def test_a_carriage_return_is_a_line_break_in_the_html_export_as_a_line_feed_is() -> None:
    for breaks in ("\r", "\r\n"):
        resume = _hostile_resume(f"one{breaks}two{breaks}{breaks}three")
        page = export_html(resume, "en")
        assert "one<br>two" in page and "<p>three</p>" in page
        # Elsewhere (titles) a CR stays the white space a LF is there too.
        assert page.replace(breaks, "\n") == export_html(_hostile_resume("one\ntwo\n\nthree"), "en")


from hypothesis import assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# Everything that can start or shape a block; Vitae's own markers (* and [ ])
# are left out, since those rightly make emphasis and links.
_BLOCK_SOUP = st.text(st.sampled_from(list(" \t\r\n\x0c-+=#><~`|:1.)x_(!&\\$%{}'\"\u2028")),
                      min_size=1, max_size=14)


@settings(max_examples=200, deadline=None)
@given(_BLOCK_SOUP)
def test_no_text_becomes_markdown_structure(text: str) -> None:
    assume(text.strip())
    expected = _structure(export_markdown(_hostile_resume("\n\n".join(["x"] * _paragraphs(text))), "en"))
    assert _structure(export_markdown(_hostile_resume(text), "en")) == expected
