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


def test_import_a_chinese_pdf_as_the_zh_version_of_an_english_resume(tmp_path):
    """How the seeds' 001 (en) and 003 (zh) relate: one file, each language its own sections."""
    from editor.formats import dumps
    from editor.formats.pdf_import import read_pdf
    from editor.formats.pdf_import.recall import field_recall
    from editor.model.text import text_in

    both = load(ROOT / "tests/fixtures/seeds/s001_003.yaml")
    english = load(ROOT / "tests/fixtures/seeds/s000.yaml")
    (tmp_path / "en.yaml").write_text(dumps(english), encoding="utf-8")
    (tmp_path / "zh.pdf").write_bytes(render_pdf(both, template="academic", lang="zh"))
    out = tmp_path / "both.yaml"
    assert main(["import", str(tmp_path / "zh.pdf"), "--into", str(tmp_path / "en.yaml"),
                 "--lang", "zh", "-o", str(out)]) == 0
    merged = load(out)
    assert merged.languages == ["en", "zh"]
    assert text_in(merged.basics.name, "zh", "en") == "方进"
    assert text_in(merged.basics.name, "en", "en") == "Fan Zhang"
    # English prints as before; Chinese prints only what the PDF said.
    assert render_pdf(merged, template="classic", lang="en") == render_pdf(english, template="classic", lang="en")
    zh_back = read_pdf(render_pdf(merged, template="academic", lang="zh"), "zh.pdf").resume
    assert field_recall(both, "zh", zh_back).score >= 0.95
    assert all(section.languages == ["en"] for section in merged.sections[: len(english.sections)])


def test_into_the_own_language_is_refused(tmp_path, capsys):
    source = tmp_path / "cv.pdf"
    source.write_bytes(render_pdf(load(ROOT / "tests/fixtures/seeds/s000.yaml"), template="classic", lang="en"))
    code = main(["import", str(source), "--into", str(ROOT / "tests/fixtures/seeds/s000.yaml"),
                 "--lang", "en", "-o", str(tmp_path / "x.yaml")])
    assert code == 2
    assert "own language" in capsys.readouterr().err


def test_header_text_that_is_no_contact_is_kept_and_named(tmp_path, capsys):
    """Nothing the PDF says is dropped silently: an extra header line lands in a text entry."""
    import io

    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer)
    c.setFont("Helvetica-Bold", 22)
    c.drawString(72, 760, "Jane Example")
    c.setFont("Helvetica", 10)
    c.drawString(72, 740, "jane@example.org | Springfield")
    c.drawString(72, 726, "Open to relocation | Available from March")
    c.drawString(72, 712, "Visa: not required")
    c.setFont("Helvetica-Bold", 13)
    c.drawString(72, 680, "Education")
    c.setFont("Helvetica", 10)
    c.drawString(72, 662, "Example University, B.S. in Physics")
    c.drawRightString(520, 662, "2016 – 2020")
    c.save()
    source = tmp_path / "cv.pdf"
    source.write_bytes(buffer.getvalue())
    out = tmp_path / "cv.yaml"
    assert main(["import", str(source), "-o", str(out)]) == 0
    resume = load(out)
    assert resume.basics.name == "Jane Example" and resume.basics.email == "jane@example.org"
    kept = [e.text for s in resume.sections for e in s.entries if e.kind == "text"]
    assert "Visa: not required" in kept or "Available from March" in kept
    assert "unsure: sections[0]" in capsys.readouterr().err
    education = next(s for s in resume.sections if s.kind == "education")
    assert (education.entries[0].start, education.entries[0].end) == ("2016", "2020")
