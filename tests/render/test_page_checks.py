"""Print checks (editor.render.page_checks): a last page that holds a line or
two, and margins a printer cannot print, are warned about with their remedy —
by the renderer, so `vitae export` and the window's status bar both say it."""

from __future__ import annotations

from pathlib import Path

import pytest

import editor
from editor.cli import main
from editor.render import RenderRequest, render_pdf_report
from tests.helpers import ROOT
from tests.render.support import TODAY, every_kind, pdf_reader

EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"


def _report(resume, **request):
    return render_pdf_report(resume, RenderRequest(today=TODAY, **request))


def test_a_nearly_empty_last_page_is_warned_about_with_fit_to_pages():
    report = _report(editor.load(EXAMPLE), template="classic", lang="en")
    assert report.page_count == 3
    (warning,) = [w for w in report.warnings if w.startswith("page 3")]
    assert "Fit to pages 2" in warning and "--fit-pages 2" in warning
    fitted = _report(editor.load(EXAMPLE), template="classic", lang="en", fit_pages=2)
    assert fitted.page_count == 2 and not any(w.startswith("page ") for w in fitted.warnings)


def test_a_full_last_page_is_not():
    report = _report(editor.load(EXAMPLE), template="academic", lang="en")
    assert not any(w.startswith("page ") for w in report.warnings)


def test_the_end_mark_changes_nothing_on_the_page(monkeypatch):
    resume = editor.load(EXAMPLE)
    _report(resume, template="classic", lang="zh")  # what a first render caches is not the question here
    marked = _report(resume, template="classic", lang="zh")
    import editor.render.pipeline as pipeline

    monkeypatch.setattr(pipeline, "EndMark", lambda: None)
    plain = _report(resume, template="classic", lang="zh")
    assert (marked.pdf, marked.page_count) == (plain.pdf, plain.page_count)


@pytest.mark.parametrize(("margin", "warned"), [(5, True), (7.5, True), (8, False), (15, False)])
def test_margins_under_8_mm_are_warned_about(margin, warned):
    resume = every_kind()
    resume = resume.model_copy(update={"design": resume.design.model_copy(update={"margin_mm": margin})})
    warnings = [w for w in _report(resume, lang="en").warnings if w.startswith("margins")]
    assert bool(warnings) == warned
    if warned:
        assert f"{margin:g} mm" in warnings[0] and "8 mm" in warnings[0]


def test_the_command_line_says_it(tmp_path: Path, capsys):
    out = tmp_path / "cv.pdf"
    assert main(["export", str(EXAMPLE), "--template", "classic", "-o", str(out)]) == 0
    assert "warning: page 3 holds only about" in capsys.readouterr().err


@pytest.mark.parametrize(("size", "points"), [("A4", (595, 842)), ("letter", (612, 792)), ("Letter", (612, 792))])
def test_page_size_from_the_command_line(tmp_path: Path, size, points):
    out = tmp_path / "cv.pdf"
    assert main(["export", str(EXAMPLE), "--page-size", size, "-o", str(out)]) == 0
    box = pdf_reader(out.read_bytes()).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == points


def test_page_size_reaches_word_too(tmp_path: Path):
    import docx

    out = tmp_path / "cv.docx"
    assert main(["export", str(EXAMPLE), "--page-size", "A4", "--format", "docx", "-o", str(out)]) == 0
    section = docx.Document(str(out)).sections[0]
    assert round(section.page_width.mm) == 210 and round(section.page_height.mm) == 297


def test_an_unknown_page_size_is_refused(tmp_path: Path, capsys):
    assert main(["export", str(EXAMPLE), "--page-size", "A5", "-o", str(tmp_path / "cv.pdf")]) != 0
    assert "A4" in capsys.readouterr().err
