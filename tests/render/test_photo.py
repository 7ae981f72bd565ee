"""The photo: printed only where its language limit allows, read only from a
regular image file within the cap, stripped of metadata, decoded once; any
problem with it is a warning and the PDF is made without it."""

from __future__ import annotations

import io
import os
import shutil
import time
from pathlib import Path

import pytest

from editor import load
from editor.cli import main
from editor.render import RenderRequest, forget_text, render_pdf_report
from editor.render import photo as photo_module
from tests.helpers import FIXTURES, pdf_text
from tests.render.support import TEMPLATES, TODAY, pdf_reader, unembedded_fonts

PHOTO_FIXTURE = FIXTURES / "photo" / "bilingual.yaml"

def _photo_slot(template: str) -> bool:
    from editor.render.templates import template_file

    return template_file(template).get("header", {}).get("photo", "none") != "none"


PHOTO_TEMPLATES = [name for name in TEMPLATES if _photo_slot(name)]
"""The templates whose header has a photo slot (their theme data says so)."""


def image_count(pdf: bytes) -> int:
    """Image XObjects drawn on any page."""
    count = 0
    for page in pdf_reader(pdf).pages:
        resources = page.get("/Resources")
        xobjects = resources.get_object().get("/XObject") if resources else None
        for ref in (xobjects.get_object().values() if xobjects else []):
            if ref.get_object().get("/Subtype") == "/Image":
                count += 1
    return count


def with_photo(tmp_path: Path, photo: str = "photo.jpg") -> Path:
    """The photo fixture copied into *tmp_path*, its photo field set to *photo*."""
    text = PHOTO_FIXTURE.read_text(encoding="utf-8").replace("photo: photo.jpg", f"photo: {photo!r}")
    target = tmp_path / "cv.yaml"
    target.write_text(text, encoding="utf-8")
    return target


def render(path: Path, template: str, lang: str):
    return render_pdf_report(load(path), RenderRequest(template=template, lang=lang, today=TODAY, base_dir=path.parent))


@pytest.mark.parametrize("template", PHOTO_TEMPLATES)
def test_a_chinese_only_photo_prints_in_the_chinese_pdf_only(template: str) -> None:
    zh = render(PHOTO_FIXTURE, template, "zh")
    en = render(PHOTO_FIXTURE, template, "en")
    assert (image_count(zh.pdf), image_count(en.pdf)) == (1, 0)
    assert zh.warnings == en.warnings == []
    assert unembedded_fonts(zh.pdf) == unembedded_fonts(en.pdf) == []
    assert "乔琳" in pdf_text(zh.pdf) and "lin qiao" in pdf_text(en.pdf).lower()


@pytest.mark.parametrize("template", [name for name in TEMPLATES if not _photo_slot(name)])
def test_templates_without_a_photo_slot_print_none(template: str) -> None:
    assert image_count(render(PHOTO_FIXTURE, template, "zh").pdf) == 0


def test_the_photo_carries_no_metadata(tmp_path: Path) -> None:
    from PIL import Image

    source = Image.new("RGB", (120, 160), (200, 120, 90))
    exif = Image.Exif()
    exif[0x010F] = "SecretCameraMaker"  # Make
    exif[0x8825] = {1: "N", 2: (31.0, 14.0, 0.0)}  # GPS
    source.save(tmp_path / "photo.jpg", exif=exif, comment=b"private comment")
    pdf = render(with_photo(tmp_path), "classic", "zh").pdf
    assert image_count(pdf) == 1
    for secret in (b"SecretCameraMaker", b"Exif", b"private comment"):
        assert secret not in pdf


def test_a_png_with_transparency_prints(tmp_path: Path) -> None:
    from PIL import Image

    Image.new("RGBA", (90, 120), (10, 200, 10, 128)).save(tmp_path / "me.png")
    result = render(with_photo(tmp_path, "me.png"), "profile", "zh")
    assert result.warnings == [] and image_count(result.pdf) == 1


def hostile(tmp_path: Path, name: str) -> None:
    target = tmp_path / name
    if name == "fifo.jpg":
        os.mkfifo(target)
    elif name == "zero.jpg":
        target.symlink_to("/dev/zero")
    elif name == "huge.jpg":
        with open(target, "wb") as out:
            out.truncate(photo_module.MAX_PHOTO_BYTES + 1)
    elif name == "text.jpg":
        target.write_text("not an image")
    elif name == "folder.jpg":
        target.mkdir()


@pytest.mark.parametrize(("name", "phrase"), [
    ("fifo.jpg", "pipe (FIFO)"), ("zero.jpg", "device"), ("huge.jpg", "at most 10 MB"),
    ("text.jpg", "not a JPEG or PNG"), ("folder.jpg", "folder"), ("missing.jpg", "cannot be found"),
])
def test_a_hostile_or_missing_photo_is_a_warning_and_the_pdf_is_made(tmp_path: Path, name: str, phrase: str) -> None:
    hostile(tmp_path, name)
    started = time.monotonic()
    result = render(with_photo(tmp_path, name), "classic", "zh")
    assert time.monotonic() - started < 10
    assert image_count(result.pdf) == 0
    assert len(result.warnings) == 1 and phrase in result.warnings[0]
    assert result.warnings[0].startswith(f"basics.photo: '{name}'")


def test_a_decompression_bomb_is_refused_from_its_header(tmp_path: Path) -> None:
    from PIL import Image

    Image.new("L", (8000, 7000)).save(tmp_path / "bomb.png", optimize=True)  # small file, 56 million pixels
    assert (tmp_path / "bomb.png").stat().st_size < photo_module.MAX_PHOTO_BYTES
    result = render(with_photo(tmp_path, "bomb.png"), "classic", "zh")
    assert image_count(result.pdf) == 0 and "pixels" in result.warnings[0]


def test_export_and_validate_print_the_warning_and_exit_0(tmp_path: Path, capsys) -> None:
    path = with_photo(tmp_path, "gone.jpg")
    assert main(["validate", str(path)]) == 0
    err = capsys.readouterr().err
    assert "zh: warning: basics.photo: 'gone.jpg' cannot be found" in err and "en: warning" not in err
    assert main(["export", str(path), "--lang", "zh", "-o", str(tmp_path / "cv.pdf")]) == 0
    assert "warning: basics.photo: 'gone.jpg' cannot be found" in capsys.readouterr().err
    assert (tmp_path / "cv.pdf").exists()


@pytest.mark.parametrize("value", ["javascript:alert(1)", "file:///etc/passwd", "/etc/passwd", "data:image/png;base64,AA"])
def test_a_photo_that_is_not_a_relative_path_or_web_link_is_refused(tmp_path: Path, value: str, capsys) -> None:
    path = with_photo(tmp_path, value)
    assert main(["export", str(path), "-o", str(tmp_path / "cv.pdf")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "basics.photo" in err[0] and "http(s)" in err[0] or "relative" in err[0]
    assert not (tmp_path / "cv.pdf").exists()


def test_json_resume_import_drops_a_javascript_image_and_export_never_carries_one() -> None:
    import json

    from editor.formats.jsonresume import import_jsonresume
    from editor.formats.jsonresume_export import export_jsonresume

    data = {"basics": {"name": "Ada Example", "image": "javascript:alert(1)"}}
    result = import_jsonresume(data, "cv.json")
    assert result.resume.basics.photo is None
    assert any("image" in note for note in result.notes)
    assert "javascript" not in json.dumps(export_jsonresume(result.resume, "en"))


def test_json_resume_image_follows_the_photo_language_limit() -> None:
    from editor.formats.jsonresume_export import export_jsonresume

    resume = load(PHOTO_FIXTURE)
    assert export_jsonresume(resume, "zh")["basics"]["image"] == "photo.jpg"
    assert "image" not in export_jsonresume(resume, "en")["basics"]


def test_a_web_link_photo_is_a_warning_not_a_download(tmp_path: Path) -> None:
    result = render(with_photo(tmp_path, "https://example.org/me.jpg"), "classic", "zh")
    assert image_count(result.pdf) == 0 and "web link" in result.warnings[0]


def test_the_photo_is_decoded_once_and_reused(tmp_path: Path, monkeypatch) -> None:
    shutil.copy(FIXTURES / "photo" / "photo.jpg", tmp_path / "photo.jpg")
    path = with_photo(tmp_path)
    forget_text()
    decoded = []
    real = photo_module._clean
    monkeypatch.setattr(photo_module, "_clean", lambda data, aspect, crop: decoded.append(1) or real(data, aspect, crop))
    first = render(path, "classic", "zh").pdf
    assert render(path, "classic", "zh").pdf == first
    assert decoded == [1]
    os.utime(tmp_path / "photo.jpg", ns=(1, 1))  # the file changed: read it again
    render(path, "classic", "zh")
    assert decoded == [1, 1]


@pytest.mark.parametrize("template", PHOTO_TEMPLATES)
def test_the_word_export_has_the_photo_in_the_chinese_version_only(template: str) -> None:
    """Floating at the top right of the page; inline at the top of the sidebar's column."""
    import zipfile

    from editor.render.docx_export import export_docx

    resume = load(PHOTO_FIXTURE)
    pictures = {}
    for lang in ("en", "zh"):
        data = export_docx(resume, RenderRequest(template=template, lang=lang, today=TODAY,
                                                 base_dir=PHOTO_FIXTURE.parent))
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            xml = archive.read("word/document.xml").decode()
            media = [name for name in archive.namelist() if name.startswith("word/media/")]
        placed = "<wp:inline" if template == "sidebar" else "<wp:anchor"
        pictures[lang] = (xml.count(placed), xml.count("<pic:pic"), len(media))
    assert pictures == {"en": (0, 0, 0), "zh": (1, 1, 1)}
