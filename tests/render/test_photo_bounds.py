"""Photos that escaped the checks: a path or a link out of the résumé's folder, a
progressive JPEG of thousands of scans (hours of decoding), a 16-bit greyscale PNG
(printed as a white box)."""

from __future__ import annotations

import io
import os
import time
from pathlib import Path

import pytest

from editor.cli import main
from tests.render.test_photo import image_count, render, with_photo


@pytest.mark.parametrize("value", ["../photo.jpg", "photos/../../photo.jpg", "..\\photo.jpg"])
def test_a_photo_path_that_leaves_the_folder_is_refused_as_an_absolute_one(tmp_path: Path, value: str, capsys) -> None:
    folder = tmp_path / "cv"
    folder.mkdir()
    path = with_photo(folder, value)
    assert main(["export", str(path), "-o", str(tmp_path / "cv.pdf")]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert "basics.photo" in line and "no ../" in line
    assert not (tmp_path / "cv.pdf").exists()


@pytest.mark.parametrize("link", ["file", "folder"])
def test_a_symbolic_link_out_of_the_folder_is_a_warning_and_no_photo(tmp_path: Path, link: str) -> None:
    from PIL import Image

    outside = tmp_path / "outside"
    outside.mkdir()
    Image.new("RGB", (60, 80), "navy").save(outside / "secret.jpg")
    folder = tmp_path / "cv"
    folder.mkdir()
    if link == "file":
        os.symlink(outside / "secret.jpg", folder / "photo.jpg")
        name = "photo.jpg"
    else:
        os.symlink(outside, folder / "pictures")
        name = "pictures/secret.jpg"
    result = render(with_photo(folder, name), "classic", "zh")
    assert image_count(result.pdf) == 0
    assert len(result.warnings) == 1 and "outside the résumé's folder" in result.warnings[0]


def test_a_symbolic_link_inside_the_folder_still_prints(tmp_path: Path) -> None:
    from PIL import Image

    Image.new("RGB", (60, 80), "navy").save(tmp_path / "real.jpg")
    os.symlink(tmp_path / "real.jpg", tmp_path / "photo.jpg")
    result = render(with_photo(tmp_path, "photo.jpg"), "classic", "zh")
    assert result.warnings == [] and image_count(result.pdf) == 1


def many_scans(size: int, copies: int) -> bytes:
    """A progressive JPEG of one grey colour whose smallest scan is repeated *copies* times."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("L", (size, size), 128).save(buffer, "JPEG", progressive=True, quality=90)
    data = buffer.getvalue()
    starts = [i for i in range(len(data) - 1) if data[i] == 0xFF and data[i + 1] == 0xDA]
    bounds = [*starts, len(data) - 2]  # the last scan runs to the end-of-image marker
    scans = [data[a:b] for a, b in zip(bounds, bounds[1:])]
    smallest = min(scans, key=len)
    return data[:-2] + smallest * copies + data[-2:]


def test_a_jpeg_of_thousands_of_scans_is_refused_before_decoding(tmp_path: Path) -> None:
    (tmp_path / "scans.jpg").write_bytes(many_scans(3000, 3000))
    began = time.monotonic()
    result = render(with_photo(tmp_path, "scans.jpg"), "classic", "zh")
    assert time.monotonic() - began < 10  # decoding it took over a minute
    assert image_count(result.pdf) == 0
    assert len(result.warnings) == 1 and "scans" in result.warnings[0] and "ordinary JPEG" in result.warnings[0]


def test_an_ordinary_progressive_jpeg_still_prints(tmp_path: Path) -> None:
    from PIL import Image

    Image.new("RGB", (3000, 4000), "navy").save(tmp_path / "photo.jpg", "JPEG", progressive=True)
    result = render(with_photo(tmp_path, "photo.jpg"), "classic", "zh")
    assert result.warnings == [] and image_count(result.pdf) == 1


def test_a_16_bit_greyscale_png_prints_grey_not_white(tmp_path: Path) -> None:
    from PIL import Image

    from editor.render.photo import upright_photo

    image = Image.frombytes("I;16", (120, 160), (30_000).to_bytes(2, "little") * 120 * 160)  # mid-grey, 16 bits
    image.save(tmp_path / "grey16.png")
    assert Image.open(tmp_path / "grey16.png").mode.startswith("I")
    shown = upright_photo(tmp_path / "grey16.png")
    low, high = shown.convert("L").getextrema()
    assert 100 < low <= high < 140  # 30,000 / 256 ≈ 117; clipped it was 255, a white box
    result = render(with_photo(tmp_path, "grey16.png"), "classic", "zh")
    assert result.warnings == [] and image_count(result.pdf) == 1
