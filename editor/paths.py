"""Where Vitae's bundled resources live (fonts, themes, examples, icons)."""

from pathlib import Path

RESOURCES = Path(__file__).resolve().parent.parent / "resources"
FONTS = RESOURCES / "fonts"
THEMES = RESOURCES / "themes"
EXAMPLES = RESOURCES / "examples"
ICONS = RESOURCES / "icons"
