"""``basics.photo_crop``: the part of the photo that prints, as fractions of the
upright image. The PDF and the Word export cut it out, then fit its centre to
the template's shape; the file round-trips it and refuses a crop outside the image."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from editor import load, save
from editor.cli import main
from editor.model import PhotoCrop
from editor.render import RenderRequest, render_pdf_report
from tests.helpers import FIXTURES
from tests.render.support import TODAY, pdf_reader

PHOTO_FIXTURE = FIXTURES / "photo" / "bilingual.yaml"
QUADRANTS = {"top left": (220, 30, 30), "top right": (30, 170, 60),
             "bottom left": (40, 60, 210), "bottom right": (240, 200, 20)}
CROPS = {"top left": (0, 0), "top right": (0.5, 0), "bottom left": (0, 0.5), "bottom right": (0.5, 0.5)}


def quadrant_photo(path: Path) -> None:
    """A 400 × 400 PNG with four plain-coloured quadrants."""
    from PIL import Image

    image = Image.new("RGB", (400, 400))
    for name, (x, y) in CROPS.items():
        image.paste(QUADRANTS[name], (round(x * 400), round(y * 400), round(x * 400) + 200, round(y * 400) + 200))
    image.save(path)


def resume_with_photo(tmp_path: Path, crop: PhotoCrop | None):
    quadrant_photo(tmp_path / "me.png")
    resume = load(PHOTO_FIXTURE)
    resume.basics.photo = "me.png"
    resume.basics.photo_crop = crop
    return resume


def colours(image_bytes: bytes) -> set[str]:
    """Which quadrant colours the image shows (a pixel within 40 of one counts as it)."""
    from PIL import Image

    image = Image.open(io.BytesIO(image_bytes)).convert("RGB").resize((32, 32))
    seen = set()
    for pixel in image.get_flattened_data() if hasattr(image, "get_flattened_data") else image.getdata():
        for name, colour in QUADRANTS.items():
            if max(abs(a - b) for a, b in zip(pixel, colour)) < 40:
                seen.add(name)
    return seen


def pdf_photo(pdf: bytes) -> bytes:
    (image,) = [image for page in pdf_reader(pdf).pages for image in page.images]
    return image.data


@pytest.mark.parametrize("quadrant", list(CROPS))
@pytest.mark.parametrize("template", ("classic", "jianli"))
def test_the_pdf_prints_only_the_cropped_region(tmp_path: Path, quadrant: str, template: str) -> None:
    x, y = CROPS[quadrant]
    resume = resume_with_photo(tmp_path, PhotoCrop(x=x, y=y, w=0.5, h=0.5))
    report = render_pdf_report(resume, RenderRequest(template=template, lang="zh", today=TODAY, base_dir=tmp_path))
    assert report.warnings == []
    assert colours(pdf_photo(report.pdf)) == {quadrant}


def test_without_a_crop_the_centre_prints(tmp_path: Path) -> None:
    resume = resume_with_photo(tmp_path, None)
    report = render_pdf_report(resume, RenderRequest(template="classic", lang="zh", today=TODAY, base_dir=tmp_path))
    assert colours(pdf_photo(report.pdf)) == set(QUADRANTS)


def test_a_crop_of_another_shape_is_fitted_around_its_centre(tmp_path: Path) -> None:
    # A wide strip across the top half: the portrait slot takes its middle, where both top quadrants meet.
    resume = resume_with_photo(tmp_path, PhotoCrop(x=0, y=0, w=1, h=0.5))
    report = render_pdf_report(resume, RenderRequest(template="classic", lang="zh", today=TODAY, base_dir=tmp_path))
    image = pdf_photo(report.pdf)
    assert colours(image) == {"top left", "top right"}
    from PIL import Image

    width, height = Image.open(io.BytesIO(image)).size
    assert abs(width / height - 25 / 32) < 0.01  # classic's slot shape, not the crop's


def test_the_word_export_prints_the_cropped_region(tmp_path: Path) -> None:
    from editor.render.docx_export import export_docx

    resume = resume_with_photo(tmp_path, PhotoCrop(x=0, y=0.5, w=0.5, h=0.5))
    data = export_docx(resume, RenderRequest(template="classic", lang="zh", today=TODAY, base_dir=tmp_path))
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        (media,) = [name for name in archive.namelist() if name.startswith("word/media/")]
        assert colours(archive.read(media)) == {"bottom left"}


def test_the_crop_round_trips_through_the_file(tmp_path: Path) -> None:
    resume = resume_with_photo(tmp_path, PhotoCrop(x=0.125, y=0.0625, w=0.3333, h=0.4))
    save(resume, tmp_path / "cv.yaml")
    again = load(tmp_path / "cv.yaml")
    assert again.basics.photo_crop == resume.basics.photo_crop
    assert again == resume


@pytest.mark.parametrize(("crop", "phrase"), [
    ("{x: 0.7, y: 0, w: 0.5, h: 0.5}", "basics.photo_crop: a photo crop must lie inside the image"),
    ("{x: -0.1, y: 0, w: 0.5, h: 0.5}", "basics.photo_crop.x: input should be greater than or equal to 0"),
    ("{x: 0, y: 0, w: 0, h: 0.5}", "basics.photo_crop.w: input should be greater than 0"),
])
def test_a_crop_outside_the_image_is_one_line_and_exit_2(tmp_path: Path, crop: str, phrase: str, capsys) -> None:
    text = PHOTO_FIXTURE.read_text(encoding="utf-8").replace("  photo: photo.jpg\n", f"  photo: photo.jpg\n  photo_crop: {crop}\n")
    (tmp_path / "cv.yaml").write_text(text, encoding="utf-8")
    assert main(["validate", str(tmp_path / "cv.yaml")]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "cv.yaml" in err and phrase in err
