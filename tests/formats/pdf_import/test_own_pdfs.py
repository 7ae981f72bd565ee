"""Vitae's own PDFs come back: every fixture × template × language is
exported, read back with the PDF reader and compared field by field."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from editor.formats import load
from editor.formats.pdf_import import read_pdf
from editor.formats.pdf_import.recall import field_recall
from editor.render import list_templates, render_pdf

ROOT = Path(__file__).resolve().parents[3]
FIXTURES = sorted((ROOT / "tests/fixtures/seeds").glob("*.yaml")) + [ROOT / "resources/examples/example.yaml"]
COMBINATIONS = [(path.name, template, lang) for path in FIXTURES for template in list_templates()
                for lang in load(path).languages]
MEAN_FLOOR, EACH_FLOOR = 0.97, 0.9


@functools.cache
def _document(name: str):
    return load(next(path for path in FIXTURES if path.name == name))


@functools.cache
def _recall(name: str, template: str, lang: str):
    document = _document(name)
    read = read_pdf(render_pdf(document, template=template, lang=lang), f"{name}.pdf")
    return field_recall(document, lang, read.resume), read


@pytest.mark.parametrize("name, template, lang", COMBINATIONS)
def test_each_export_comes_back(name, template, lang):
    recall, read = _recall(name, template, lang)
    assert recall.score >= EACH_FLOOR, recall.missing[:10]
    assert read.resume.default_language == lang
    assert read.resume.sections, "no section read back"


def test_mean_recall_over_all_exports():
    scores = [_recall(*combination)[0].score for combination in COMBINATIONS]
    assert sum(scores) / len(scores) >= MEAN_FLOOR


def test_the_name_contacts_and_bold_lead_ins_come_back():
    recall, read = _recall("s000.yaml", "academic", "en")
    basics = read.resume.basics
    assert basics.name == "Fan Zhang" and basics.email == "zfan38551@gmail.com"
    assert [p.url for p in basics.profiles] == ["https://github.com/zfan2356"]
    projects = next(s for s in read.resume.sections if s.kind == "projects")
    assert projects.entries[0].highlights[0].startswith("**High-Performance Parallelism:** Implements")
    assert (projects.entries[0].start, projects.entries[0].end) == ("2024-12", "present")


def test_recall_counts_what_is_lost():
    document = _document("s000.yaml")
    damaged = document.model_copy(deep=True)
    damaged.sections[0].entries[0].highlights = []
    damaged.basics.email = None
    assert field_recall(document, "en", damaged).score < field_recall(document, "en", document).score == 1.0


@pytest.mark.parametrize("name, template, lang", COMBINATIONS)
def test_check_reports_nothing_for_a_clean_export(name, template, lang):
    from editor.formats.pdf_import.check import check_report
    from editor.render.fonts import coverage, families

    document = _document(name)
    covered = frozenset().union(*(coverage(family) for family in families()))
    pdf = render_pdf(document, template=template, lang=lang)
    assert check_report(document, pdf, lang, covered) == []


def test_check_names_a_field_that_does_not_come_back_and_a_missing_glyph():
    from editor.formats.pdf_import.check import check_report

    document = _document("s000.yaml")
    pdf = render_pdf(document, template="classic", lang="en")
    changed = document.model_copy(deep=True)
    changed.sections[0].entries[0].highlights.append("A line the PDF never printed")
    report = check_report(changed, pdf, "en", frozenset(range(0x20, 0x7f)))
    assert any("A line the PDF never printed" in line and "highlights[1]" in line for line in report)
    assert any(line.startswith("no glyph") and "’" in line for line in report)  # s000 has a ’
