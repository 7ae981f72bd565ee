"""What an export loads: a text format never the PDF renderer (reportlab), and
a PDF builds the styles of the language it exports, not of every language."""

from __future__ import annotations

import subprocess
import sys

import pytest

from editor.cli import main
from editor.exports import EXPORT_FORMATS
from tests.helpers import ROOT

EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"
TEXT_FORMATS = tuple(f.key for f in EXPORT_FORMATS if not f.per_template)
"""The formats that set no type (no template applies): they must not load the PDF renderer."""
TYPESET_FORMATS = [f.key for f in EXPORT_FORMATS if f.per_template]


def test_text_exports_never_import_reportlab(tmp_path) -> None:
    probe = (
        "import sys\n"
        "from editor import cli\n"
        f"for fmt in {TEXT_FORMATS!r}:\n"
        f"    sys.argv = ['vitae', 'export', {str(EXAMPLE)!r}, '--format', fmt, '--lang', 'all', '-o', {str(tmp_path)!r}]\n"
        "    code = cli.main()\n"
        "    print(fmt, code, sorted(name for name in sys.modules if name.split('.')[0] == 'reportlab')[:3])\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert [line for line in out.stdout.splitlines() if line.split(' ')[0] in TEXT_FORMATS] == [f"{fmt} 0 []" for fmt in TEXT_FORMATS], out.stdout + out.stderr
    assert {p.suffix for p in tmp_path.iterdir()} == {f.suffix for f in EXPORT_FORMATS if f.key in TEXT_FORMATS}


def test_no_export_loads_a_network_client(tmp_path) -> None:
    """An export opens no connection: urllib's HTTP client, SSL and the e-mail parser it
    would import (xml.sax.saxutils pulls them in for an escape) cost ~10 ms of a cold PDF."""
    probe = (
        "import sys\n"
        "from editor import cli\n"
        f"for fmt in {tuple(f.key for f in EXPORT_FORMATS)!r}:\n"
        f"    sys.argv = ['vitae', 'export', {str(EXAMPLE)!r}, '--format', fmt, '--lang', 'en', '-o', {str(tmp_path)!r}]\n"
        "    assert cli.main() == 0, fmt\n"
        "print(sorted(m for m in ('ssl', 'http.client', 'urllib.request', 'email.parser') if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.stdout.splitlines()[-1:] == ["[]"], out.stdout + out.stderr


def test_a_pdf_export_builds_the_styles_of_its_language_only(tmp_path, monkeypatch) -> None:
    from editor.render import _pipeline

    pipeline = _pipeline()
    built: list[str] = []
    real = pipeline.stylesheet

    def stylesheet(theme_json: str, lang: str):
        built.append(lang)
        return real(theme_json, lang)

    monkeypatch.setattr(pipeline, "stylesheet", stylesheet)
    assert main(["export", str(EXAMPLE), "--lang", "en", "-o", str(tmp_path / "cv.pdf")]) == 0
    assert built and set(built) == {"en"}, built  # the example is in English and Chinese
    built.clear()
    assert main(["export", str(EXAMPLE), "--lang", "zh", "-o", str(tmp_path / "cv-zh.pdf")]) == 0
    assert built and set(built) == {"zh"}, built
    assert (tmp_path / "cv.pdf").read_bytes().startswith(b"%PDF")


BAD_FONT = "basics: {name: A}\ndesign:\n  latin_font: Comic Sans\n"


@pytest.mark.parametrize("fmt", TYPESET_FORMATS)
def test_a_bad_font_still_stops_an_export_that_sets_type(tmp_path, capsys, fmt) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(BAD_FONT)
    assert main(["export", str(path), "--format", fmt]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:3: design.latin_font: unknown font 'Comic Sans'") and err.count("\n") == 1, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cv.yaml"]


def test_a_text_export_does_not_depend_on_the_pdf_fonts(tmp_path) -> None:
    """The design's fonts set the PDF's type; JSON Resume carries none of it."""
    path = tmp_path / "cv.yaml"
    path.write_text(BAD_FONT)
    assert main(["export", str(path), "--format", "json", "-o", str(tmp_path / "cv.json")]) == 0
    assert b'"name": "A"' in (tmp_path / "cv.json").read_bytes()
    assert main(["validate", str(path)]) == 2  # validate still checks every output
