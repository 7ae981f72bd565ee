"""Any résumé, in either language: a schema-valid JSON Resume, an inert page, an inert Markdown file."""

import json

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from editor.formats.html import export_html
from editor.formats.jsonresume import SCHEMA_PATH, export_jsonresume
from editor.formats.markdown import FRONT_MATTER, export_markdown
from tests.formats.test_html import PageReader
from tests.model.strategies import resumes

VALIDATOR = jsonschema.Draft4Validator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")),
                                       format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
PAGE_TAGS = {"html", "head", "meta", "title", "style", "body", "main", "header", "h1", "h2", "h3", "p", "ul",
             "li", "section", "article", "div", "span", "strong", "em", "a", "br"}
pytestmark = pytest.mark.slow  # a hundred résumés each: long-running fuzz
languages = st.sampled_from(["en", "zh"])
quick = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@quick
@given(resumes, languages)
def test_json_resume_export_is_always_schema_valid(resume, lang):
    data = export_jsonresume(resume, lang)
    assert [error.message for error in VALIDATOR.iter_errors(data)] == []
    json.dumps(data)


@quick
@given(resumes, languages)
def test_html_page_only_ever_holds_its_own_tags(resume, lang):
    reader = PageReader(export_html(resume, lang))
    assert {tag for tag, _ in reader.tags} <= PAGE_TAGS
    for tag, attrs in reader.tags:
        assert not any(name.startswith("on") for name in attrs)
        if tag == "a":
            assert attrs["href"].startswith(("https://", "http://", "mailto:", "tel:"))


@quick
@given(resumes, languages)
def test_markdown_body_holds_no_html_or_liquid(resume, lang):
    markdown = export_markdown(resume, lang)
    assert markdown.startswith(FRONT_MATTER)
    body = markdown[len(FRONT_MATTER):]
    assert "<" not in body and "{" not in body
