from typing import Literal

from pydantic import Field, field_validator

from .base import VitaeModel
from .text import Text
import re

PAGE_SIZES = {"a4": "A4", "letter": "Letter"}


class Design(VitaeModel):
    """How the résumé is laid out. Everything unset comes from the template."""

    template: Text = Field("classic", description="Template name (see `vitae templates`).")
    page_size: Literal["A4", "Letter"] | None = Field(None, description="Paper size.")
    margin_mm: float | None = Field(None, ge=5, le=40, description="Page margin in millimetres.")
    font_size: float | None = Field(None, ge=8.5, le=14, description="Base font size in points.")
    accent: Text | None = Field(None, description="Accent colour as #rrggbb.", examples=["#1f4e79"])
    latin_font: Text | None = Field(None, description="Latin font family among the bundled ones.")
    fit_pages: int | None = Field(None, ge=1, le=20, description="Tighten the layout to fit this many pages.")
    page_numbers: bool = Field(False, description="Print '1 / 2' at the foot of each page.")

    @field_validator("page_size", mode="before")
    @classmethod
    def _page_size_any_case(cls, value: object) -> object:
        """``a4``, ``letter``, ``LETTER``: the paper is meant, whatever the case."""
        if isinstance(value, str):
            return PAGE_SIZES.get(value.strip().lower(), value)
        return value

    @field_validator("accent")
    @classmethod
    def _hex_colour(cls, value: str | None) -> str | None:
        if value is not None and not re.fullmatch(r"#[0-9a-fA-F]{6}", value):
            raise ValueError(f"a colour must look like #1f4e79, got {value!r}")
        return value
