"""The crop dialog's arithmetic, without Qt: a frame of the template's photo
shape over the image, moved and zoomed, read back as ``basics.photo_crop``
fractions.

Zoom 1 is the largest frame-shaped part of the image (what the PDF prints with
no crop); zooming in makes the frame cover less of the image. The frame always
stays inside the image, so every crop it gives is one the model accepts.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..model import PhotoCrop

MAX_ZOOM = 8.0


def _clamp(value: float, low: float, high: float) -> float:
    return max(low, min(high, value))


@dataclass(frozen=True)
class CropFrame:
    image_width: int
    image_height: int
    aspect: float
    """The frame's width / height: the template's photo slot."""
    zoom: float = 1.0
    centre_x: float = 0.5
    """The frame's centre, as fractions of the image's width and height."""
    centre_y: float = 0.5

    @classmethod
    def around(cls, image_width: int, image_height: int, aspect: float,
               crop: PhotoCrop | None = None) -> CropFrame:
        """The frame showing *crop* (or the centre, when None). A crop of another
        shape (made for another template) gives the frame the PDF would print:
        the largest one of this shape inside it, around its centre."""
        frame = cls(image_width, image_height, aspect)
        if crop is None:
            return frame
        full_w, full_h = frame.full_size()
        fitted_w = min(crop.w, crop.h * full_w / full_h)
        return replace(frame, centre_x=crop.x + crop.w / 2, centre_y=crop.y + crop.h / 2).zoomed(full_w / fitted_w)

    def full_size(self) -> tuple[float, float]:
        """The frame's size at zoom 1, as fractions of the image."""
        image_aspect = self.image_width / self.image_height
        if image_aspect > self.aspect:
            return self.aspect / image_aspect, 1.0
        return 1.0, image_aspect / self.aspect

    def size(self) -> tuple[float, float]:
        full_w, full_h = self.full_size()
        return full_w / self.zoom, full_h / self.zoom

    def rect(self) -> tuple[float, float, float, float]:
        """Left, top, width, height as fractions of the image."""
        w, h = self.size()
        return self.centre_x - w / 2, self.centre_y - h / 2, w, h

    def clamped(self) -> CropFrame:
        w, h = self.size()
        return replace(self, centre_x=_clamp(self.centre_x, w / 2, 1 - w / 2),
                       centre_y=_clamp(self.centre_y, h / 2, 1 - h / 2))

    def moved(self, dx: float, dy: float) -> CropFrame:
        """The frame moved by *dx*, *dy* fractions of the image (kept inside it)."""
        return replace(self, centre_x=self.centre_x + dx, centre_y=self.centre_y + dy).clamped()

    def zoomed(self, zoom: float) -> CropFrame:
        """The frame at *zoom* (1 to :data:`MAX_ZOOM`) around the same centre, kept inside the image."""
        return replace(self, zoom=_clamp(zoom, 1.0, MAX_ZOOM)).clamped()

    def crop(self) -> PhotoCrop:
        """The model's value, rounded to 4 places and still inside the image."""
        x, y, w, h = (round(part, 4) for part in self.rect())
        x, y = _clamp(x, 0, 1), _clamp(y, 0, 1)
        return PhotoCrop(x=x, y=y, w=min(w, round(1 - x, 4)), h=min(h, round(1 - y, 4)))
