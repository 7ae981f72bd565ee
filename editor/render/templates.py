"""The template registry: name → description and layout module.

Kept free of reportlab so that listing templates (``vitae templates``, the
window's menu) costs nothing.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .errors import RenderError

if TYPE_CHECKING:
    from .layouts.common import Layout

TEMPLATES: dict[str, str] = {
    "classic": "One column: name on top, e-mail · GitHub line, dates flush right, bullets with bold lead-ins.",
    "academic": "Centred name, contact icons, ruled headings, numbered publications, awards with years.",
    "plain": "A plain CV web page: headings and bulleted lists, work experience with nested bullets.",
    "profile": "A personal-site profile: About, research interests, dated news, publications, experience.",
}


def list_templates() -> dict[str, str]:
    """Template names and one-line descriptions, in a stable order."""
    return dict(TEMPLATES)


def check_template(name: str) -> str:
    if name not in TEMPLATES:
        raise RenderError(f"unknown template {name!r}; choose one of: {', '.join(TEMPLATES)}")
    return name


def layout_for(name: str) -> Layout:
    module = importlib.import_module(f"{__package__}.layouts.{check_template(name)}")
    return module.LAYOUT
