"""`vitae import cv.pdf` and `vitae check`."""

from pathlib import Path

from editor.cli import main
from editor.formats import load
from editor.render import render_pdf

ROOT = Path(__file__).resolve().parents[3]


def test_import_a_pdf_by_its_content(tmp_path, capsys):
    source = tmp_path / "cv.bin"  # the name says nothing: %PDF decides
    source.write_bytes(render_pdf(load(ROOT / "tests/fixtures/seeds/s001_003.yaml"), template="academic", lang="zh"))
    out = tmp_path / "cv.yaml"
    assert main(["import", str(source), "-o", str(out)]) == 0
    resume = load(out)
    assert resume.languages == ["zh"]
    assert resume.basics.name == "方进"
    assert resume.sections[0].kind == "education"
    assert resume.sections[0].entries[0].institution == "中国科学技术大学"


def test_check_reports_fields_that_do_not_come_back(tmp_path, capsys):
    assert main(["check", str(ROOT / "tests/fixtures/seeds/s000.yaml"), "--template", "academic"]) == 0
    out = capsys.readouterr().out
    assert out.strip()


def test_check_refuses_an_unknown_template(capsys):
    assert main(["check", str(ROOT / "tests/fixtures/seeds/s000.yaml"), "--template", "nope"]) == 2
    assert "unknown template" in capsys.readouterr().err
