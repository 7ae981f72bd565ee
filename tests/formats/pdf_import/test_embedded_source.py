"""A PDF made with --embed-source carries the résumé file: importing it gives
the whole document back, every language; a PDF made without it carries no
attachment; an attachment is read under the same caps and validation as any
résumé file."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from editor.formats import dumps
from editor.formats.detect import import_file
from editor.formats.errors import DocumentError
from editor.formats.reading import MAX_FILE_BYTES
from editor.render import RenderRequest, list_templates, render_pdf_report
from tests.helpers import FIXTURES, ROOT
from tests.render.support import TODAY, every_kind

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml",
                                                          FIXTURES / "photo" / "bilingual.yaml"]


def _pdf(resume, lang: str, *, template: str | None = None, source: bytes | None = None,  # type: ignore[no-untyped-def]
         variant: str | None = None, base_dir: Path | None = None) -> bytes:
    request = RenderRequest(template=template, lang=lang, today=TODAY, embed_source=source, base_dir=base_dir)
    if variant is None:
        return render_pdf_report(resume, request).pdf
    from editor.exports import export_format

    return export_format("pdf").export(resume, RenderRequest(lang=lang, today=TODAY, embed_source=source,
                                                             variant=variant))


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.stem)
def test_an_embedded_source_imports_back_whole_in_every_language(path: Path) -> None:
    import editor

    resume = editor.load(path)
    source = dumps(resume).encode("utf-8")
    for index, lang in enumerate(resume.languages):
        template = sorted(list_templates())[index % len(list_templates())]
        result = import_file(_pdf(resume, lang, template=template, source=source, base_dir=path.parent), "cv.pdf")
        assert result.resume == resume
        assert dumps(result.resume) == dumps(resume)
        assert result.notes and "every language" in result.notes[0]


def test_every_kind_comes_back_whole() -> None:
    resume = every_kind().model_copy(update={"variants": []})
    source = dumps(resume).encode("utf-8")
    for lang in ("en", "zh"):
        assert import_file(_pdf(resume, lang, source=source), "cv.pdf").resume == resume


def test_without_the_option_nothing_is_attached() -> None:
    import editor

    for path in DOCUMENTS:
        resume = editor.load(path)
        for lang in resume.languages:
            pdf = _pdf(resume, lang, base_dir=path.parent)
            assert b"/EmbeddedFile" not in pdf and b"/AF " not in pdf and b"/Names" not in pdf
            assert b"resume.vitae.yaml" not in pdf
    pypdf = pytest.importorskip("pypdf")
    reader = pypdf.PdfReader(io.BytesIO(_pdf(editor.load(DOCUMENTS[-2]), "en")))
    assert not reader.attachments


def test_the_attachment_is_an_associated_source_file() -> None:
    pypdf = pytest.importorskip("pypdf")
    import editor

    resume = editor.load(DOCUMENTS[-2])
    source = dumps(resume).encode("utf-8")
    reader = pypdf.PdfReader(io.BytesIO(_pdf(resume, "zh", source=source)))
    assert reader.attachments == {"resume.vitae.yaml": [source]}
    (spec,) = reader.trailer["/Root"]["/AF"]
    spec = spec.get_object()
    assert spec["/AFRelationship"] == "/Source" and spec["/UF"] == "resume.vitae.yaml"
    assert spec["/EF"]["/F"].get_object()["/Subtype"] == "/application#2Fyaml"


def test_an_attachment_past_the_cap_is_refused() -> None:
    """Deflated, a few kilobytes; inflated, past what a résumé file may be."""
    from editor.model import Resume

    bomb = b"#" * (MAX_FILE_BYTES + 10)
    pdf = _pdf(Resume.model_validate({"basics": {"name": "Ada Example"}}), "en", source=bomb)
    assert len(pdf) < MAX_FILE_BYTES // 10
    with pytest.raises(DocumentError, match="resume.vitae.yaml: inflates past"):
        import_file(pdf, "cv.pdf")


def test_an_attachment_is_validated_as_a_file() -> None:
    from editor.model import Resume

    resume = Resume.model_validate({"basics": {"name": "Ada Example"}})
    for bad, problem in ((b"basics:\n  name: [unclosed\n", "resume.vitae.yaml"),
                         (b"basics:\n  nickname: Ada\n", "nickname")):
        with pytest.raises(DocumentError, match=problem):
            import_file(_pdf(resume, "en", source=bad), "cv.pdf")


def test_the_command_line_embeds_only_when_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import editor
    from editor.cli import main

    original = ROOT / "resources" / "examples" / "example.yaml"
    cv = tmp_path / "cv.yaml"
    cv.write_bytes(original.read_bytes())
    assert main(["export", str(cv), "--lang", "zh", "--embed-source", "-o", str(tmp_path / "with.pdf")]) == 0
    assert main(["export", str(cv), "--lang", "zh", "-o", str(tmp_path / "without.pdf")]) == 0
    assert b"/EmbeddedFile" not in (tmp_path / "without.pdf").read_bytes()
    assert main(["import", str(tmp_path / "with.pdf"), "-o", str(tmp_path / "back.yaml")]) == 0
    assert editor.load(tmp_path / "back.yaml") == editor.load(original)
    assert main(["export", str(cv), "--format", "md", "--embed-source", "-o", str(tmp_path / "cv.md")]) != 0
    assert "--embed-source" in capsys.readouterr().err
