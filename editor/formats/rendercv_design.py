"""RenderCV's ``design`` and ``locale`` keys, mapped where Vitae has a match.

Vitae's design is small on purpose (page size, margin, base font size,
accent colour); RenderCV's many spacing and font switches have no
counterpart and are named in a note instead.
"""

from __future__ import annotations

import colorsys
import re
from typing import Any

from ..model import Design

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


def css_colour(text: str) -> str | None:
    """``#rrggbb`` from a name, hex (with or without ``#``), ``rgb(…)`` or ``hsl(…)``."""
    text = text.strip().lower()
    if text in _NAMED_COLOURS:
        return _NAMED_COLOURS[text]
    if re.fullmatch(r"#?[0-9a-f]{6}", text):
        return "#" + text.lstrip("#")
    if re.fullmatch(r"#?[0-9a-f]{3}", text):
        return "#" + "".join(c * 2 for c in text.lstrip("#"))
    numbers = [float(n) for n in re.findall(r"[\d.]+", text)]
    if text.startswith("rgb(") and len(numbers) == 3 and all(n <= 255 for n in numbers):
        return "#" + "".join(f"{round(n):02x}" for n in numbers)
    if text.startswith("hsl(") and len(numbers) == 3:
        red, green, blue = colorsys.hls_to_rgb(numbers[0] / 360 % 1, numbers[2] / 100, numbers[1] / 100)
        return "#" + "".join(f"{round(c * 255):02x}" for c in (red, green, blue))
    return None


def length_mm(text: object) -> float | None:
    match = re.fullmatch(r"\s*([\d.]+)\s*(mm|cm|in|pt)\s*", str(text))
    return float(match.group(1)) * _MM_PER[match.group(2)] if match else None


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
    margins = {side: length_mm(take(f"design.page.{side}_margin")) for side in ("left", "right", "top", "bottom")}
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
