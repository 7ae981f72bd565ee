"""A theme is data: page, fonts, colours, spacing and named paragraph styles.

The defaults below make a complete theme. Each template has a small YAML file
in ``resources/themes/<name>.yaml`` that overrides some of them, and the
résumé's ``design`` overrides both (see :func:`load_theme`). Nothing here
knows reportlab; :mod:`editor.render.styles` compiles a theme into a
stylesheet.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..model.design import Design
from .errors import RenderError
from .templates import deep_merge

_HEX = re.compile(r"#[0-9a-fA-F]{6}")
COLOUR_NAMES = ("text", "accent", "muted", "rule")
Align = Literal["left", "center", "right", "justify"]


def _check_colour(value: str) -> str:
    if value in COLOUR_NAMES or _HEX.fullmatch(value):
        return value
    raise ValueError(f"a colour must be #rrggbb or one of {', '.join(COLOUR_NAMES)}, got {value!r}")


class ThemeModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PageTheme(ThemeModel):
    size: Literal["A4", "Letter"] = "A4"
    margin_mm: float = Field(16, ge=5, le=40)
    top_mm: float | None = Field(None, ge=5, le=40, description="Top margin; the side margin when unset.")
    bottom_mm: float | None = Field(None, ge=5, le=40)


class FontTheme(ThemeModel):
    latin: str = "NotoSans"
    cjk: str = "NotoSansSC"
    fallback: str = "DejaVuSans"
    size: float = Field(10, ge=6, le=16, description="Base size in points; styles scale from it.")
    leading: float = Field(1.32, ge=1.0, le=2.0, description="Line height as a multiple of the size.")


class ColourTheme(ThemeModel):
    text: str = "#1a1a1a"
    accent: str = "#1f4e79"
    muted: str = "#4d4d4d"
    rule: str = "accent"
    link: str = "text"
    panel: str = Field("#eef2f6", description="Background of a sidebar or a section bar.")

    @field_validator("*")
    @classmethod
    def _colour(cls, value: str) -> str:
        return _check_colour(value)


class SpacingTheme(ThemeModel):
    """Vertical space in points. Fit-to-pages multiplies all of it by ``scale``."""

    scale: float = Field(1.0, gt=0, le=2)
    section_before: float = 9
    section_after: float = 4
    entry_gap: float = 6


class HeaderTheme(ThemeModel):
    """The name and the contact line at the top of the first page (aligned by their styles)."""

    name_case: Literal["as_is", "upper"] = "as_is"
    contact_icons: bool = False
    contact_separator: str = "  ·  "
    contact_style: Literal["full", "short"] = Field(
        "full", description="full: print URLs as written; short: print the host and path only."
    )
    photo: Literal["none", "right"] = Field(
        "none", description="Where the header prints the résumé's photo (templates with a photo slot).")
    photo_mm: tuple[float, float] = Field((25.0, 32.0), description="The photo's printed width and height.")


class HeadingTheme(ThemeModel):
    case: Literal["as_is", "upper"] = "as_is"
    rule: Literal["none", "below", "after"] = "below"
    rule_width: float = 0.6


class BulletTheme(ThemeModel):
    char: str = Field("•", min_length=1, max_length=3)
    nested_char: str = Field("–", min_length=1, max_length=3)
    indent: float = Field(11, description="Text indent of a bullet item, in points.")
    bullet_indent: float = Field(2, description="Where the bullet sits, in points.")


class StyleSpec(ThemeModel):
    """One paragraph style; unset values come from ``parent`` (``body`` when unset)."""

    parent: str | None = None
    scale: float | None = Field(None, gt=0, le=4, description="Size relative to the base font size.")
    bold: bool | None = None
    italic: bool | None = None
    colour: str | None = None
    align: Align | None = None
    space_before: float | None = None
    space_after: float | None = None
    left_indent: float | None = None
    leading: float | None = Field(None, ge=0.9, le=2.5)

    @field_validator("colour")
    @classmethod
    def _colour(cls, value: str | None) -> str | None:
        return None if value is None else _check_colour(value)


DEFAULT_STYLES: dict[str, dict[str, Any]] = {
    "body": {},
    "name": {"scale": 2.3, "bold": True, "leading": 1.15, "space_after": 3},
    "headline": {"scale": 1.1, "colour": "muted", "space_after": 2},
    "contact": {"scale": 0.95, "colour": "text"},
    "heading": {"scale": 1.25, "bold": True, "colour": "accent", "leading": 1.2},
    "entry_title": {"bold": True},
    "entry_sub": {"italic": True},
    "entry_meta": {"align": "right"},
    "entry_meta_sub": {"parent": "entry_meta", "italic": True},
    "summary": {"space_before": 1},
    "bullet": {"space_after": 1.2},
    "bullet_nested": {"parent": "bullet"},
    "line": {},
    "text": {"space_after": 3},
    "numbered": {},
    "note": {"scale": 0.9, "colour": "muted"},
    "dated": {"left_indent": 48, "space_after": 1.5},
    "venue": {"italic": True},
    "footer": {"scale": 0.8, "colour": "muted", "align": "center"},
    # cover letters (a letter reads at a more open leading than a résumé)
    "letter": {"leading": 1.45, "space_after": 7},
    "letter_meta": {"parent": "letter", "space_after": 0},
    "letter_right": {"parent": "letter_meta", "align": "right"},
    "letter_subject": {"parent": "letter", "bold": True},
    "letter_title": {"parent": "letter_subject", "align": "center", "scale": 1.25, "space_after": 10},
}


class Theme(ThemeModel):
    page: PageTheme = PageTheme()
    fonts: FontTheme = FontTheme()
    colours: ColourTheme = ColourTheme()
    spacing: SpacingTheme = SpacingTheme()
    header: HeaderTheme = HeaderTheme()
    heading: HeadingTheme = HeadingTheme()
    bullet: BulletTheme = BulletTheme()
    date_style: Literal["locale", "words", "dots"] = "locale"
    page_numbers: bool = False
    styles: dict[str, StyleSpec] = Field(default_factory=dict)

    def style_specs(self) -> dict[str, StyleSpec]:
        """The defaults with this theme's overrides merged in, key by key."""
        merged = {name: StyleSpec(**spec) for name, spec in DEFAULT_STYLES.items()}
        for name, spec in self.styles.items():
            base = merged.get(name)
            update = spec.model_dump(exclude_none=True)
            merged[name] = base.model_copy(update=update) if base else spec
        return merged

    def colour(self, ref: str) -> str:
        """``accent`` → ``#1f4e79``; a hex value stays as it is."""
        seen = set()
        while ref in COLOUR_NAMES:
            if ref in seen:
                raise RenderError(f"theme colours refer to each other in a loop: {ref!r}")
            seen.add(ref)
            ref = getattr(self.colours, ref)
        return ref


def template_data(name: str) -> dict:
    """The theme data of template *name*: its file less the keys that describe
    the template rather than style it."""
    from .templates import template_file

    data = dict(template_file(name))
    data.pop("description", None)
    data.pop("title", None)
    data.pop("layout", None)
    return data


def design_overrides(design: Design) -> dict:
    """The résumé's own design choices, in theme terms."""
    out: dict[str, Any] = {}
    if design.page_size:
        out.setdefault("page", {})["size"] = design.page_size
    if design.margin_mm is not None:
        out.setdefault("page", {}).update(margin_mm=design.margin_mm, top_mm=None, bottom_mm=None)
    if design.font_size is not None:
        out.setdefault("fonts", {})["size"] = design.font_size
    if design.latin_font:
        out.setdefault("fonts", {})["latin"] = design.latin_font
    if design.accent:
        out.setdefault("colours", {})["accent"] = design.accent
    if design.page_numbers:
        out["page_numbers"] = True
    return out


def _first_problem(error: ValidationError) -> tuple[list[str], str]:
    """The keys of the first bad value (``["page", "margin_mm"]``) and what is wrong with it."""
    first = error.errors(include_url=False)[0]
    return [str(key) for key in first["loc"]], first["msg"]


def build_theme(data: dict, where: str) -> Theme:
    try:
        return Theme.model_validate(data)
    except ValidationError as error:
        keys, problem = _first_problem(error)
        raise RenderError(f"{where}: {'.'.join(keys)}: {problem}") from None


def theme_file_problem(template: str) -> str | None:
    """What is wrong with template *template*'s theme values, as
    ``line 4: page.margin_mm: …``; None when the theme builds."""
    from .templates import line_of, template_info

    try:
        Theme.model_validate(template_data(template))
    except RenderError as error:
        return str(error)
    except ValidationError as error:
        keys, problem = _first_problem(error)
        line = line_of(template_info(template).path, keys)
        return f"{f'line {line}: ' if line else ''}{'.'.join(keys)}: {problem}"
    return None


def load_theme(template: str, design: Design | None = None) -> Theme:
    data = template_data(template)
    if design is not None:
        data = deep_merge(data, design_overrides(design))
    return build_theme(data, f"theme {template!r}")
