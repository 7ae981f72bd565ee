"""`vitae export`: where files go, one per language with --lang all, nothing on error."""

from pathlib import Path

from editor.cli import main
from tests.helpers import FIXTURES, pdf_text

BILINGUAL = FIXTURES / "seeds" / "s001_003.yaml"


def test_lang_all_writes_exactly_one_pdf_per_language(tmp_path: Path, capsys):
    out = tmp_path / "pdfs"
    assert main(["export", str(BILINGUAL), "--lang", "all", "-o", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["s001_003-en.pdf", "s001_003-zh.pdf"]
    assert "教育背景" in pdf_text((out / "s001_003-zh.pdf").read_bytes())
    assert "Education" in pdf_text((out / "s001_003-en.pdf").read_bytes())


def test_default_output_is_next_to_the_file(tmp_path: Path):
    source = tmp_path / "cv.yaml"
    source.write_text("basics: {name: Ada Lovelace}\n")
    assert main(["export", str(source)]) == 0
    assert "ada lovelace" in pdf_text((tmp_path / "cv-en.pdf").read_bytes()).lower()


def test_unknown_language_and_template_exit_2_and_write_nothing(tmp_path: Path, capsys):
    out = tmp_path / "cv.pdf"
    assert main(["export", str(BILINGUAL), "--lang", "fr", "-o", str(out)]) == 2
    assert "no 'fr' in this résumé (it has en, zh)" in capsys.readouterr().err
    assert main(["export", str(BILINGUAL), "--template", "fancy", "-o", str(out)]) == 2
    assert "fancy" in capsys.readouterr().err
    assert not out.exists()


def test_output_into_a_missing_folder_or_onto_a_folder(tmp_path: Path, capsys):
    assert main(["export", str(BILINGUAL), "-o", str(tmp_path / "nope" / "cv.pdf")]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["export", str(BILINGUAL), "-o", str(tmp_path)]) == 0  # a folder: the default name inside
    assert (tmp_path / "s001_003-en.pdf").exists()


def test_failed_export_keeps_the_old_file(tmp_path: Path, capsys):
    out = tmp_path / "cv.pdf"
    out.write_bytes(b"old pdf")
    bad = tmp_path / "bad.yaml"
    bad.write_text("basics: {name: A, email: nope}\n")
    assert main(["export", str(bad), "-o", str(out)]) == 2
    assert out.read_bytes() == b"old pdf"


def test_fit_pages_and_templates_listing(tmp_path: Path, capsys):
    assert main(["templates"]) == 0
    listing = capsys.readouterr().out
    from editor.render.templates import list_templates

    for name in list_templates():
        assert name in listing
    assert main(["export", str(BILINGUAL), "--fit-pages", "1", "-o", str(tmp_path / "one.pdf")]) == 0
    assert main(["export", str(BILINGUAL), "--fit-pages", "0", "-o", str(tmp_path / "x.pdf")]) == 2


def test_other_formats(tmp_path: Path):
    for fmt, needle in (("json", b'"basics"'), ("md", b"======"), ("html", b"<!DOCTYPE html>")):
        out = tmp_path / f"cv.{fmt}"
        assert main(["export", str(BILINGUAL), "--format", fmt, "-o", str(out)]) == 0
        assert needle.lower() in out.read_bytes().lower()
