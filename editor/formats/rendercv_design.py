"""RenderCV's ``design`` and ``locale`` keys, mapped where Vitae has a match.

Vitae's design is small on purpose (page size, margin, base font size,
accent colour); RenderCV's many spacing and font switches have no
counterpart and are named in a note instead.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Iterator
from typing import Any

from ..model import Design
from .errors import shorten

_PAGE_SIZES = {"a4": "A4", "a4paper": "A4", "us-letter": "Letter", "letterpaper": "Letter"}
_MM_PER = {"mm": 1.0, "cm": 10.0, "in": 25.4, "pt": 25.4 / 72}
_NAMED_COLOURS = {  # the SVG keywords people actually use in a CV
    "black": "#000000", "white": "#ffffff", "gray": "#808080", "grey": "#808080", "darkgray": "#a9a9a9",
    "dimgray": "#696969", "navy": "#000080", "blue": "#0000ff", "darkblue": "#00008b", "steelblue": "#4682b4",
    "royalblue": "#4169e1", "teal": "#008080", "darkgreen": "#006400", "green": "#008000", "maroon": "#800000",
    "darkred": "#8b0000", "red": "#ff0000", "firebrick": "#b22222", "purple": "#800080", "indigo": "#4b0082",
    "orange": "#ffa500", "darkorange": "#ff8c00", "brown": "#a52a2a", "slategray": "#708090",
    "darkslategray": "#2f4f4f", "midnightblue": "#191970",
}
# RenderCV locale names → language tags (what Resume.languages holds).
_LANGUAGES = {
    "english": "en", "chinese": "zh", "mandarin_chinese": "zh", "french": "fr", "german": "de",
    "spanish": "es", "italian": "it", "portuguese": "pt", "turkish": "tr", "japanese": "ja",
    "korean": "ko", "russian": "ru", "hindi": "hi", "indonesian": "id", "danish": "da", "dutch": "nl",
    "vietnamese": "vi", "arabic": "ar", "hebrew": "he", "persian": "fa", "polish": "pl", "swedish": "sv",
    "norwegian": "no", "greek": "el", "czech": "cs", "ukrainian": "uk",
}


_NUMBER = r"\d+(?:\.\d+)?|\.\d+"
"""One decimal number: `1.5` and `.5`, never `1.5.` or `0.5.1` (Python's float() would fail on those)."""


_FUNCTION = re.compile(rf"(rgb|hsl)\(\s*({_NUMBER})%?\s*,\s*({_NUMBER})%?\s*,\s*({_NUMBER})%?\s*\)")
"""``rgb(a, b, c)`` / ``hsl(h, s%, l%)`` with exactly three well-formed numbers."""


def css_colour(text: str) -> str | None:
    """``#rrggbb`` from a name, hex (with or without ``#``), ``rgb(…)`` or ``hsl(…)``."""
    text = text.strip().lower()
    if text in _NAMED_COLOURS:
        return _NAMED_COLOURS[text]
    if re.fullmatch(r"#?[0-9a-f]{6}", text):
        return "#" + text.lstrip("#")
    if re.fullmatch(r"#?[0-9a-f]{3}", text):
        return "#" + "".join(c * 2 for c in text.lstrip("#"))
    match = _FUNCTION.fullmatch(text)
    if match is None:
        return None
    name, numbers = match.group(1), [float(n) for n in match.groups()[1:]]
    if name == "rgb" and all(n <= 255 for n in numbers):
        return "#" + "".join(f"{round(n):02x}" for n in numbers)
    if name == "hsl":
        red, green, blue = colorsys.hls_to_rgb(numbers[0] / 360 % 1, numbers[2] / 100, numbers[1] / 100)
        return "#" + "".join(f"{round(c * 255):02x}" for c in (red, green, blue))
    return None


def length_mm(text: object) -> float | None:
    """Millimetres from ``1.5cm``, ``10 pt`` …; None for anything else (``1.5.cm``, ``10..5pt``)."""
    match = re.fullmatch(rf"\s*({_NUMBER})\s*(mm|cm|in|pt)\s*", str(text))
    return float(match.group(1)) * _MM_PER[match.group(2)] if match else None


_WELL_FORMED_LENGTH = re.compile(rf"\s*({_NUMBER})\s*([a-z]*)\s*")
_LENGTH_KEYS = (*(f"design.page.{side}_margin" for side in ("left", "right", "top", "bottom")),
                "design.typography.font_size.body", "design.font_size")
_COLOUR_KEYS = ("design.colors.name", "design.color")


def design_problems(design: Any) -> Iterator[tuple[str, str]]:
    """(path, problem) for each value Vitae reads from *design* that is malformed,
    such as ``1.5.cm``, ``10..5pt`` or ``rgb(0.5.1, 2, 3)``: the file is wrong
    there, so it is refused, not quietly imported without it."""
    if not isinstance(design, dict):
        return
    settings = _flatten(design, "design")
    for key in _LENGTH_KEYS:
        value = settings.get(key)
        if value is not None and not isinstance(value, bool) and not _WELL_FORMED_LENGTH.fullmatch(str(value)):
            yield key, f"{shorten(str(value))} is not a length (a number and a unit: 2cm, 0.5in, 10pt)"
    for key in _COLOUR_KEYS:
        value = settings.get(key)
        text = str(value).strip().lower() if value is not None else ""
        if "(" in text and css_colour(text) is None:
            yield key, f"{shorten(str(value))} is not a colour (rgb(r, g, b) takes three numbers 0–255)"


def _flatten(value: Any, prefix: str) -> dict[str, Any]:
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, sub in value.items():
            out.update(_flatten(sub, f"{prefix}.{key}"))
        return out
    return {prefix: value}


def import_design(design: Any, notes: list[str]) -> Design:
    """The Vitae design for RenderCV's ``design`` mapping (v2, and the v1 names)."""
    if not isinstance(design, dict):
        if design is not None:
            notes.append("design: not a mapping; ignored")
        return Design()
    settings = _flatten(design, "design")
    out: dict[str, Any] = {}
    used: set[str] = set()

    def take(key: str) -> Any:
        used.add(key)
        return settings.get(key)

    theme = take("design.theme")
    if theme not in (None, "classic"):
        notes.append(f"design.theme: Vitae has no {theme!r} template; the classic one is used")
    size = take("design.page.size") or take("design.page_size")
    if size is not None:
        if str(size).lower() in _PAGE_SIZES:
            out["page_size"] = _PAGE_SIZES[str(size).lower()]
        else:
            notes.append(f"design.page.size: {size!r} is not A4 or US letter; the template's size is used")
    margins = {}
    for side in ("left", "right", "top", "bottom"):
        written = take(f"design.page.{side}_margin")
        margins[side] = length_mm(written)
        if written is not None and margins[side] is None:
            notes.append(f"design.page.{side}_margin: {shorten(str(written))} is not in mm, cm, in or pt; not used")
    given = [mm for mm in margins.values() if mm is not None]
    if given:
        margin = margins["left"] or margins["right"] or given[0]
        if 5 <= margin <= 40:
            out["margin_mm"] = round(margin, 1)
        if len({round(mm, 1) for mm in given}) > 1 or not 5 <= margin <= 40:
            notes.append("design.page margins: Vitae has one page margin (5–40 mm); "
                         + (f"{round(margin, 1)} mm is used" if "margin_mm" in out else "the template's is used"))
    colour = take("design.colors.name") or take("design.color")
    if colour is not None:
        accent = css_colour(str(colour))
        if accent:
            out["accent"] = accent
        else:
            notes.append(f"design.colors.name: {colour!r} is not a colour Vitae reads; the template's accent is used")
    font_size = take("design.typography.font_size.body") or take("design.font_size")
    if font_size is not None:
        points = _points(font_size)
        if points and 8.5 <= points <= 14:
            out["font_size"] = points
        else:
            notes.append(f"design.typography.font_size.body: {font_size!r} is outside 8.5–14 pt; not used")
    ignored = sorted(key for key in settings if key not in used)
    if ignored:
        notes.append("design: no Vitae equivalent, ignored: " + ", ".join(k.removeprefix("design.") for k in ignored))
    return Design(**out)


def _points(text: object) -> float | None:
    mm = length_mm(text)
    return round(mm / _MM_PER["pt"], 1) if mm is not None else None


def import_locale(locale: Any, notes: list[str]) -> list[str]:
    """The résumé's languages from RenderCV's ``locale`` (its wording is Vitae's own)."""
    if not isinstance(locale, dict):
        return ["en"]
    name = str(locale.get("language", "english")).strip().lower()
    tag = _LANGUAGES.get(name) or (name if re.fullmatch(r"[a-z]{2}", name) else None)
    if tag is None:
        notes.append(f"locale.language: {name!r} is not a language Vitae knows; English is assumed")
    others = [key for key in locale if key != "language"]
    if others:
        notes.append("locale: Vitae words dates and headings itself per language; ignored: " + ", ".join(others))
    return [tag or "en"]
