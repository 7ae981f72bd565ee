"""Format detection from content, and clear refusals of what is no résumé."""

import io
import json
import zipfile

import pytest

from editor.formats import DocumentError, dumps
from editor.formats.detect import detect_format, import_file
from editor.model import Resume
from editor.paths import EXAMPLES
from tests.helpers import FIXTURES

JSON_RESUME = (FIXTURES / "import" / "jsonresume_full.json").read_bytes()
RENDERCV = (FIXTURES / "import" / "rendercv_full.yaml").read_bytes()


@pytest.mark.parametrize("raw, filename, expected", [
    (JSON_RESUME, "resume.json", "jsonresume"),
    (JSON_RESUME, "resume.txt", "jsonresume"),  # the content decides, not the name
    (RENDERCV, "Kemal_CV.yaml", "rendercv"),
    ((EXAMPLES / "example.yaml").read_bytes(), "example.yaml", "vitae"),
    (json.dumps({"basics": {"name": "A", "label": "B"}}).encode(), "r.json", "jsonresume"),
    (b"basics:\n  name: A\n  headline: B\n", "cv.yaml", "vitae"),
    (b"cv:\n  name: A\n", "cv.yml", "rendercv"),
])
def test_formats_are_told_apart_by_content(raw, filename, expected):
    assert detect_format(raw, filename) == expected


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("word/document.xml", "<w:document/>")
    return buffer.getvalue()


@pytest.mark.parametrize("raw, filename, message", [
    (b"%PDF-1.7\n1 0 obj\n", "cv.pdf", "is not a readable PDF"),  # read by the PDF reader, which refuses it
    (_zip(), "cv.docx", "is a ZIP archive"),
    (b'{"name": "package", "version": "1.0.0", "dependencies": {}}', "package.json",
     "is not a Vitae, JSON Resume, RenderCV or Reactive Resume file (its top level holds: dependencies, name, version)"),
    (b"[1, 2, 3]", "list.json", "holds a list at the top, not a résumé"),
    (b"", "empty.yaml", "is empty"),
    (b'{"basics": ', "broken.json", "not valid JSON"),
    (b"\xff\xfe\x00\x00garbage", "cv.yaml", "is not UTF-8 text"),
])
def test_what_is_no_resume_gets_a_clear_message(raw, filename, message):
    with pytest.raises(DocumentError) as caught:
        import_file(raw, filename)
    assert message in str(caught.value)
    assert str(caught.value).startswith(filename)


def test_json_resume_with_wrong_types_is_refused_on_import():
    raw = json.dumps({"basics": {"name": "A"}, "education": [{"institution": ["MIT"]}]}).encode()
    assert detect_format(raw, "r.json") == "jsonresume"
    with pytest.raises(DocumentError, match=r"education\[0\]\.institution: must be text, not a list"):
        import_file(raw, "r.json")


def test_import_file_reads_each_format():
    assert import_file(JSON_RESUME, "r.json").resume.basics.name == "Mariana Oliveira"
    assert import_file(RENDERCV, "cv.yaml").resume.basics.name == "Kemal Arslan"
    native = dumps(Resume.model_validate({"basics": {"name": "Ada"}})).encode()
    result = import_file(native, "ada.yaml")
    assert (result.resume.basics.name, result.notes) == ("Ada", [])


def test_forcing_the_wrong_format_is_an_error_not_an_empty_resume():
    with pytest.raises(DocumentError, match="'cv:' mapping"):
        import_file(JSON_RESUME, "r.json", "rendercv")
    with pytest.raises(DocumentError, match="none of JSON Resume's keys"):
        import_file(RENDERCV, "cv.yaml", "jsonresume")


@pytest.mark.parametrize("raw, filename", [
    (b'{"basics": {"fullName": "Ana", "jobTitle": "Chef"}, "experiences": []}', "resume.json"),
    (b'{"meta": {"version": "v1.0.0"}}', "resume.json"),
    (b"profile:\n  fullName: Ana\n", "cv.yaml"),
])
def test_a_file_in_another_schema_is_refused_never_an_empty_resume(raw, filename):
    with pytest.raises(DocumentError) as caught:
        import_file(raw, filename)
    assert str(caught.value).startswith(f"{filename}: is not a Vitae, JSON Resume, RenderCV or Reactive Resume file")


def test_one_more_row_in_the_table_adds_a_format(monkeypatch):
    """How a format plugs in (as the PDF reader does): one row naming its test and its importer."""
    from editor.formats import detect

    row = detect.ByteFormat("odf", lambda raw, name: raw.startswith(b"%ODF"), "linkedin:import_linkedin_csv")
    monkeypatch.setattr(detect, "BYTE_FORMATS", (row, *detect.BYTE_FORMATS))
    assert detect_format(b"%ODF-1.7\n", "cv.odf") == "odf"
    with pytest.raises(DocumentError, match="cv.odf: is a CSV table"):  # the row's importer ran
        import_file(b"%ODF-1.7\n", "cv.odf")
    assert detect_format(b"%PDF-1.7\n", "cv.pdf") == "pdf"  # the PDF reader's own row


def test_an_import_larger_than_any_resume_is_refused_unread(tmp_path, monkeypatch):
    from editor.formats import detect

    monkeypatch.setattr(detect, "MAX_IMPORT_BYTES", 1000)
    big = tmp_path / "big.zip"
    big.write_bytes(b"PK\x03\x04" + b"\0" * 2000)
    with pytest.raises(DocumentError, match=r"big.zip: is 0.0 MB \(2,004 bytes\); a résumé file may be at most "
                                             r"0.0 MB \(1,000 bytes\)"):
        detect.read_import(big)
