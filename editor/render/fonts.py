"""The bundled TrueType fonts: found by file name, registered once per process.

A family is the set of ``<Family>-<Style>.ttf`` files in ``resources/fonts``
(``DejaVuSans.ttf`` alone counts as the regular face). A missing italic falls
back to the upright face and a missing bold to the regular one, which is how
Chinese gets "italic" (there is no italic design for it). Registration is lazy
— an English résumé never pays for parsing the Chinese faces — and guarded by
a lock because the window renders off its GUI thread.
"""

from __future__ import annotations

import functools
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from ..paths import FONTS
from .errors import RenderError
from .text_memory import on_forget

STYLES = ("Regular", "Bold", "Italic", "BoldItalic")
_FILE = re.compile(r"^(?P<family>[A-Za-z0-9]+?)(?:-(?P<style>Regular|Bold|Italic|BoldItalic))?\.ttf$")
_lock = threading.RLock()
_registered: set[str] = set()


def _style_name(bold: bool | int, italic: bool | int) -> str:
    return ("Bold" if bold else "") + ("Italic" if italic else "") or "Regular"


@dataclass(frozen=True)
class Family:
    name: str
    files: tuple[tuple[str, Path], ...]  # (style, path), styles present only

    @property
    def styles(self) -> dict[str, Path]:
        return dict(self.files)

    def style_for(self, bold: bool, italic: bool) -> str:
        wanted = _style_name(bold, italic)
        styles = self.styles
        for style in (wanted, "Bold" if bold else "Regular", "Regular"):
            if style in styles:
                return style
        raise RenderError(f"font family {self.name!r} has no regular face")

    def face(self, bold: bool = False, italic: bool = False) -> str:
        """The registered reportlab name of the face closest to bold/italic."""
        style = self.style_for(bold, italic)
        name = f"{self.name}-{style}"
        if name not in _registered:
            register_family(self, style)
        return name

    @property
    def is_complete(self) -> bool:
        return all(style in self.styles for style in STYLES)


@functools.cache
def families() -> dict[str, Family]:
    found: dict[str, dict[str, Path]] = {}
    for path in sorted(FONTS.glob("*.ttf")):
        match = _FILE.match(path.name)
        if match:
            found.setdefault(match["family"], {})[match["style"] or "Regular"] = path
    return {
        name: Family(name, tuple((s, styles[s]) for s in STYLES if s in styles))
        for name, styles in found.items()
        if "Regular" in styles
    }


def _key(name: str) -> str:
    return re.sub(r"[\s_-]", "", name).lower()


def family(name: str) -> Family:
    """The bundled family called *name* ("Noto Serif" and "NotoSerif" both work)."""
    known = families()
    for family_name, fam in known.items():
        if _key(family_name) == _key(name):
            return fam
    raise RenderError(
        f"unknown font {name!r}; the bundled fonts are: {', '.join(sorted(known)) or 'none'}"
    )


def latin_families() -> list[str]:
    """Families with all four faces: the choices offered for Latin text."""
    return [name for name, fam in families().items() if fam.is_complete and not name.endswith("SC")]


def register_family(fam: Family, style: str | None = None) -> None:
    """Register *style* of *fam* (every style when None) with reportlab, once.

    One face at a time: parsing a face costs 10–30 ms (read back from the
    user's cache in a few, see :mod:`.font_cache`), and most résumés use two
    or three of the four.
    """
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFError

    from .font_cache import load_font

    styles = fam.styles
    with _lock:
        for name_style in (style,) if style else tuple(styles):
            name = f"{fam.name}-{name_style}"
            if name in _registered:
                continue
            path = styles[name_style]
            try:
                font = load_font(name, path)
            except TTFError as error:
                raise RenderError(f"font file {path.name} cannot be embedded: {error}") from None
            _cache_subsets(font)
            _split_ascii_directly(font)
            pdfmetrics.registerFont(font)
            _registered.add(name)
        # reportlab's family map: (family, bold, italic) → face, and back.
        # registerFont maps each new face to itself; mapping the family again
        # afterwards makes every face map back to its family and style. A
        # face standing in for a missing style (Chinese "italic") is mapped
        # first, so each face's own style is the one it maps back to.
        def own(bold: int, italic: int) -> bool:
            return fam.style_for(bool(bold), bool(italic)) == _style_name(bold, italic)

        for bold, italic in sorted(((b, i) for b in (0, 1) for i in (0, 1)), key=lambda bi: own(*bi)):
            addMapping(fam.name, bold, italic, f"{fam.name}-{fam.style_for(bool(bold), bool(italic))}")


_subset_caches: list = []


def _cache_subsets(font: object) -> None:
    """Remember the subsets cut from this face: the preview re-renders the same
    text over and over, and cutting a subset is a pure function of its glyphs."""
    from .. import patches

    if not patches.applies("subset-memo"):
        return
    face = font.face  # type: ignore[attr-defined]
    make = face.makeSubset
    cached = functools.lru_cache(maxsize=64)(lambda glyphs: make(list(glyphs)))
    face.makeSubset = lambda subset: cached(tuple(subset))
    _subset_caches.append(cached)


def _split_ascii_directly(font: object) -> None:
    """Encode printable ASCII text without looking up each character.

    reportlab gives the printable ASCII characters a font has their own codes in its
    first subset (``State`` with ``asciiReadable``), whatever order text arrives in; its
    ``splitString`` still walks a text character by character, about a third of the
    time a résumé's pages take to write. For a text of printable ASCII only, in a font
    with every one of those characters, the answer is the text itself in subset 0."""
    from reportlab.pdfbase.ttfonts import TTFont

    from .. import patches

    face = font.face  # type: ignore[attr-defined]
    if (not patches.applies("ascii-split") or not getattr(font, "_asciiReadable", False)
            or getattr(face, "_full_font", False) or not all(code in face.charToGlyph for code in range(32, 127))):
        return
    split = font.splitString  # type: ignore[attr-defined]

    def split_string(text: str | bytes, doc: object, encoding: str = "utf-8") -> list[tuple[int, bytes]]:
        if isinstance(text, str) and text.isascii() and text.isprintable() and doc in font.state:  # type: ignore[attr-defined]
            return [(0, text.encode("ascii"))] if text else []
        return split(text, doc, encoding)

    assert isinstance(font, TTFont)
    font.splitString = split_string  # type: ignore[method-assign]


@on_forget
def forget_subsets() -> None:
    for cached in _subset_caches:
        cached.cache_clear()


@functools.cache
def coverage(family_name: str) -> frozenset[int]:
    """The code points the family's regular face can draw."""
    from reportlab.pdfbase import pdfmetrics

    face = family(family_name).face()
    return frozenset(pdfmetrics.getFont(face).face.charToGlyph)


def face_style(face: str) -> tuple[str, bool, bool]:
    """``NotoSans-BoldItalic`` → (``NotoSans``, True, True)."""
    family_name, _, style = face.rpartition("-")
    if style not in STYLES or family_name not in families():
        raise RenderError(f"unknown font face {face!r}")
    return family_name, "Bold" in style, "Italic" in style
