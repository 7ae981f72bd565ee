"""`vitae import` with the new formats: a file out on success, one line and exit 2 on bad input."""

import zipfile

import pytest

from editor.cli import IMPORT_FORMATS, main
from editor.formats import load
from editor.formats.detect import FORMATS
from tests.helpers import FIXTURES

EXPORT = FIXTURES / "import" / "linkedin"


def test_the_cli_offers_every_format_the_table_reads():
    assert set(IMPORT_FORMATS) == set(FORMATS)


def test_the_import_dialog_lists_the_new_formats():
    from editor.ui.prompts import IMPORT_FILTER

    for pattern in ("*.zip", "*.csv", "*.md", "*.json"):
        assert pattern in IMPORT_FILTER.split(";;")[0]


def _zip(tmp_path):
    path = tmp_path / "Basic_LinkedInDataExport.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for csv in EXPORT.glob("*.csv"):
            zf.write(csv, csv.name)
    return path


@pytest.mark.parametrize("make", [
    _zip, lambda tmp: FIXTURES / "import" / "reactive_resume_v4.json", lambda tmp: EXPORT / "Education.csv",
])
def test_import_writes_a_vitae_file(tmp_path, capsys, make):
    source, out = make(tmp_path), tmp_path / "cv.yaml"
    assert main(["import", str(source), "-o", str(out)]) == 0
    assert load(out).sections


@pytest.mark.parametrize("name, raw, message", [
    ("export.zip", b"PK\x03\x04" + b"\x00" * 40, "is a damaged ZIP archive"),
    ("old.json", b'{"public": true, "basics": {"name": "A"}, "sections": {}, "metadata": {}}',
     "is a Reactive Resume v3 export; Vitae reads v4 and v5"),
    ("resume.json", b'{"basics": {"fullName": "A"}}', "is not a Vitae, JSON Resume, RenderCV or Reactive Resume file"),
    ("table.csv", b"a,b\n1,2\n", "is a CSV table, but not one of LinkedIn's export files"),
])
def test_bad_imports_exit_2_with_one_line(tmp_path, capsys, name, raw, message):
    source, out = tmp_path / name, tmp_path / "cv.yaml"
    source.write_bytes(raw)
    assert main(["import", str(source), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and message in err and str(source) in err
    assert not out.exists()
