"""The résumé's photo: read safely, cleaned once, reused by every render.

The photo is a file next to the résumé, named by a relative path the render
request's ``base_dir`` resolves. Only a regular file within
:data:`MAX_PHOTO_BYTES` is read (never a FIFO or ``/dev/zero``: the file is
opened without blocking and checked on the open handle, the same rule as
``formats/reading.py``, which this layer may not import). Pillow decodes it
once, crops it to the template's aspect ratio, scales it to print size and
re-encodes it as a fresh JPEG: no EXIF, GPS or camera data survives, and
reportlab embeds the JPEG as is, so a warm render only copies bytes.

Anything wrong with the photo is a warning for the caller to print, never a
failed render: the résumé still exports without it.
"""

from __future__ import annotations

from typing import Any

import functools
import io
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Image

from ..model.content import photo_in
from ..bounded_read import read_at_most
from .tagging import tagger_of
from .text_memory import on_forget

MAX_PHOTO_BYTES = 10 * 1024 * 1024
"""A phone camera's JPEG is a few MB; anything larger is refused unread."""
MAX_PHOTO_PIXELS = 50_000_000
"""Checked from the header before decoding, so a small file that decodes to
gigabytes (a decompression bomb) is refused."""
MAX_SCAN_PIXELS = 1_500_000_000
"""A progressive JPEG is decoded once per scan: scans × pixels, checked before
decoding, bounds the time (about 2 s at this cap; a camera's progressive JPEG of
12 megapixels has about 10 scans, 120 million). 124,107 scans of 49 megapixels
would take hours."""
PRINT_DPI = 300
JPEG_QUALITY = 88


class PhotoProblem(Exception):
    """Why the photo is left out, as a phrase: "is a pipe (FIFO), not a file"."""


@dataclass(frozen=True)
class CleanPhoto:
    jpeg: bytes
    """A fresh JPEG with no metadata, cropped to the asked aspect ratio."""
    width: int
    height: int


def photo_flowable(ctx: object, width_mm: float, height_mm: float) -> Flowable | None:
    """The photo this language prints, *width_mm* × *height_mm*, or None (with
    a warning in ``ctx.warnings`` when there was one and it could not be read)."""
    source = photo_in(ctx.resume.basics, ctx.lang)  # type: ignore[attr-defined]
    if source is None:
        return None
    try:
        clean = cleaned_photo(source, ctx.base_dir, width_mm / height_mm,  # type: ignore[attr-defined]
                              crop_of(ctx.resume.basics))  # type: ignore[attr-defined]
    except PhotoProblem as problem:
        ctx.warnings.append(f"basics.photo: {source!r} {problem}; the PDF has no photo")  # type: ignore[attr-defined]
        return None
    image = Photo(io.BytesIO(clean.jpeg), width=width_mm * mm, height=height_mm * mm)
    image.hAlign = "RIGHT"
    image.alt = photo_alt(ctx.text(ctx.resume.basics.name), ctx.lang)  # type: ignore[attr-defined]
    return image


PHOTO_ALT = {"zh": "{name}的照片", "ja": "{name}の写真", "ko": "{name}의 사진"}
"""The photo's alternative text in a tagged PDF; other languages: "Photo of {name}"."""


def photo_alt(name: str, lang: str) -> str:
    if not name:
        return {"zh": "照片", "ja": "写真", "ko": "사진"}.get(lang.split("-")[0], "Photo")
    return PHOTO_ALT.get(lang.split("-")[0], "Photo of {name}").format(name=name)


class Photo(Image):
    """The photo: a Figure with alternative text in a tagged PDF."""

    alt = "Photo"

    def draw(self) -> None:
        tagger = tagger_of(self.canv)
        if tagger is None:
            super().draw()
            return
        with tagger.element(self.canv, "Figure", alt=self.alt):
            super().draw()


Crop = tuple[float, float, float, float]
"""x, y, width, height as fractions of the upright image (``basics.photo_crop``)."""


def crop_of(basics: object) -> Crop | None:
    crop = getattr(basics, "photo_crop", None)
    return None if crop is None else (crop.x, crop.y, crop.w, crop.h)


def cleaned_photo(source: str, base_dir: Path | None, aspect: float, crop: Crop | None = None) -> CleanPhoto:
    """The photo at *source* (relative to *base_dir*), its *crop* (the whole
    image when None) fitted to *aspect* and cleaned for print; the result is
    remembered while the file's size and time stay the same."""
    path = photo_path(source, base_dir)
    try:
        info = os.stat(path)
    except OSError as error:
        raise PhotoProblem(_os_phrase(error)) from None
    rounded = None if crop is None else tuple(round(part, 4) for part in crop)
    return _cleaned(str(path), info.st_size, info.st_mtime_ns, round(aspect, 4), rounded)


def photo_path(source: str, base_dir: Path | None) -> Path:
    """The file *source* names, resolved against the résumé's folder."""
    if source.lower().startswith(("http://", "https://")):
        raise PhotoProblem("is a web link; save the photo next to the résumé to print it")
    if base_dir is None:
        raise PhotoProblem("cannot be found: the résumé has not been saved to a folder yet")
    path = base_dir / source
    # The model refuses ../ and absolute paths; a symbolic link (of the file or of a folder
    # on the way) must not lead out of the résumé's folder either.
    try:
        target = path.resolve()
        inside = target.is_relative_to(base_dir.resolve())
        leaks = not inside and stat.S_ISREG(os.stat(target).st_mode)  # a device or pipe is refused as such
    except FileNotFoundError:
        return path
    except (OSError, RuntimeError):  # a link loop
        raise PhotoProblem("is a link loop") from None
    if leaks:
        raise PhotoProblem("is a link to a file outside the résumé's folder; put the photo itself there")
    return path


def upright_photo(path: Path) -> Any:
    """The photo at *path* as an upright RGB Pillow image, read and decoded under
    the same rules and limits as for print (the window's crop dialog shows it,
    so its fractions mean the same pixels the PDF crops)."""
    return _decoded(_read_photo(str(path)))


@functools.lru_cache(maxsize=8)
def _cleaned(path: str, size: int, mtime_ns: int, aspect: float, crop: Crop | None) -> CleanPhoto:
    return _clean(_read_photo(path), aspect, crop)


@on_forget
def forget_photos() -> None:
    _cleaned.cache_clear()


_NOT_REGULAR = (
    (stat.S_ISDIR, "is a folder, not an image"), (stat.S_ISFIFO, "is a pipe (FIFO), not a file"),
    (stat.S_ISCHR, "is a device, not a file"), (stat.S_ISBLK, "is a device, not a file"),
    (stat.S_ISSOCK, "is a socket, not a file"),
)


def _read_photo(path: str) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise PhotoProblem(_os_phrase(error)) from None
    try:
        info = os.fstat(fd)
        for is_kind, what in _NOT_REGULAR:
            if is_kind(info.st_mode):
                raise PhotoProblem(what)
        if not stat.S_ISREG(info.st_mode):
            raise PhotoProblem("is not a regular file")
        if info.st_size > MAX_PHOTO_BYTES:
            raise PhotoProblem(f"is {info.st_size / 2**20:.1f} MB; a photo may be at most {MAX_PHOTO_BYTES // 2**20} MB")
        data = read_at_most(fd, MAX_PHOTO_BYTES)
        if len(data) > MAX_PHOTO_BYTES:
            raise PhotoProblem(f"grew past {MAX_PHOTO_BYTES // 2**20} MB while it was read")
        return data
    except OSError as error:
        raise PhotoProblem(_os_phrase(error)) from None
    finally:
        os.close(fd)


def _clean(data: bytes, aspect: float, crop: Crop | None = None) -> CleanPhoto:
    """Decode JPEG/PNG *data*, cut out *crop*, fit its centre to *aspect*
    (width / height), scale to print size and encode a new JPEG, which
    carries no metadata."""
    from PIL import Image as PILImage, ImageOps

    image = _decoded(data)
    if crop is not None:
        image = image.crop(_crop_box(image.size, crop))
    try:
        image = ImageOps.fit(image, _print_size(image.size, aspect), method=PILImage.Resampling.LANCZOS)
    except (OSError, ValueError) as error:
        raise PhotoProblem(f"cannot be decoded ({error})") from None
    out = io.BytesIO()
    image.save(out, format="JPEG", quality=JPEG_QUALITY, optimize=True)
    return CleanPhoto(out.getvalue(), image.width, image.height)


def _decoded(data: bytes) -> Any:
    """JPEG/PNG *data* as an upright RGB image on white; the pixel count is
    checked from the header before anything is decoded."""
    from PIL import Image as PILImage, ImageOps, UnidentifiedImageError

    try:
        with PILImage.open(io.BytesIO(data), formats=("JPEG", "PNG")) as opened:
            image: Any = opened
            if image.width * image.height > MAX_PHOTO_PIXELS:
                raise PhotoProblem(f"is {image.width} × {image.height} pixels; a photo may have at most "
                                   f"{MAX_PHOTO_PIXELS // 1_000_000} million")
            if image.format == "JPEG":
                scans = data.count(b"\xff\xda")  # start-of-scan: never inside coded data (0xFF is stuffed)
                if scans * image.width * image.height > MAX_SCAN_PIXELS:
                    raise PhotoProblem(f"is a JPEG of {scans:,} scans over {image.width} × {image.height} pixels; "
                                       "decoding it would take minutes (save it again as an ordinary JPEG)")
            image = ImageOps.exif_transpose(image)  # turn it as the camera meant, then drop the EXIF
            image = _flatten(image)
            image.load()
            return image
    except UnidentifiedImageError:
        raise PhotoProblem("is not a JPEG or PNG image") from None
    except PILImage.DecompressionBombError:
        raise PhotoProblem("decodes to too many pixels") from None
    except (OSError, ValueError, SyntaxError) as error:  # truncated or corrupt data
        raise PhotoProblem(f"cannot be decoded ({error})") from None


def _crop_box(size: tuple[int, int], crop: Crop) -> tuple[int, int, int, int]:
    """*crop*'s fractions in pixels, at least one pixel each way."""
    width, height = size
    x, y, w, h = crop
    left, top = min(width - 1, round(x * width)), min(height - 1, round(y * height))
    right = max(left + 1, min(width, round((x + w) * width)))
    bottom = max(top + 1, min(height, round((y + h) * height)))
    return left, top, right, bottom


def _flatten(image: Any) -> Any:
    """RGB on white: a transparent PNG prints as on paper, a 16-bit grey one as grey."""
    from PIL import Image as PILImage

    if image.mode.startswith("I") or image.mode == "F":
        # 16 bits a pixel: Pillow's RGB conversion clips every value above 255, so a
        # 16-bit greyscale PNG printed as a white box. Scale it to 8 bits first.
        image = image.convert("I").point(lambda value: value / 256).convert("L")

    if image.mode in ("RGBA", "LA") or (image.mode == "P" and "transparency" in image.info):
        image = image.convert("RGBA")
        page = PILImage.new("RGB", image.size, "white")
        page.paste(image, mask=image.split()[3])
        return page
    return image.convert("RGB") if image.mode != "RGB" else image


def _print_size(size: tuple[int, int], aspect: float) -> tuple[int, int]:
    """The crop's size in pixels: the largest *aspect* box inside *size*,
    no larger than a 40 mm wide photo needs at print resolution."""
    width, height = size
    if width / height > aspect:
        width = max(1, round(height * aspect))
    else:
        height = max(1, round(width / aspect))
    most = round(40 / 25.4 * PRINT_DPI)
    if width > most:
        width, height = most, max(1, round(most / aspect))
    return width, height


def _os_phrase(error: OSError) -> str:
    import errno

    return {errno.ENOENT: "cannot be found", errno.EACCES: "cannot be read (permission denied)",
            errno.EISDIR: "is a folder, not an image", errno.ELOOP: "is a link loop"}.get(
        error.errno or 0, f"cannot be read ({error.strerror or error})")
