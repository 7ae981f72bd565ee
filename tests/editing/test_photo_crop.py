"""The crop dialog's arithmetic: the frame keeps the slot's shape, stays inside
the image whatever the drag or zoom, and reads back as a crop the model accepts."""

from __future__ import annotations

import pytest

from editor.editing.photo_crop import MAX_ZOOM, CropFrame
from editor.model import PhotoCrop


def pixel_aspect(frame: CropFrame) -> float:
    _, _, w, h = frame.rect()
    return (w * frame.image_width) / (h * frame.image_height)


@pytest.mark.parametrize("size", [(1200, 800), (600, 900), (500, 500)])
def test_zoom_1_is_the_largest_frame_of_the_slot_shape(size: tuple[int, int]) -> None:
    frame = CropFrame(*size, aspect=25 / 32)
    x, y, w, h = frame.rect()
    assert pixel_aspect(frame) == pytest.approx(25 / 32)
    assert max(w, h) == pytest.approx(1) and x >= 0 and y >= 0 and x + w <= 1 and y + h <= 1


def test_drags_and_zooms_never_leave_the_image() -> None:
    frame = CropFrame(1200, 800, 0.8)
    for dx, dy, zoom in [(5, 5, 3), (-9, 0.1, 0.2), (0.3, -7, 50), (0.01, 0.01, 1.5)]:
        frame = frame.moved(dx, dy).zoomed(zoom)
        crop = frame.crop()  # the model would refuse one outside
        assert crop.x + crop.w <= 1 and crop.y + crop.h <= 1
        assert 1 <= frame.zoom <= MAX_ZOOM
        assert pixel_aspect(frame) == pytest.approx(0.8)


def test_a_crop_of_another_shape_opens_as_the_frame_the_pdf_prints() -> None:
    # A landscape crop made for another template, opened for a portrait slot:
    # the largest portrait frame inside it, around its centre (what photo.py's fit does).
    frame = CropFrame.around(1000, 1000, 0.5, PhotoCrop(x=0.2, y=0.4, w=0.6, h=0.2))
    x, y, w, h = frame.rect()
    assert (x + w / 2, y + h / 2) == pytest.approx((0.5, 0.5))
    assert (w, h) == pytest.approx((0.1, 0.2))


def test_a_stored_crop_opens_where_it_was() -> None:
    crop = CropFrame(800, 600, 1.0).zoomed(2).moved(0.2, -0.1).crop()
    again = CropFrame.around(800, 600, 1.0, crop).crop()
    assert (again.x, again.y, again.w, again.h) == pytest.approx((crop.x, crop.y, crop.w, crop.h), abs=1e-3)
