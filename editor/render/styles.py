"""Compile a :class:`~editor.render.theme.Theme` into reportlab paragraph styles.

Every style inherits from its ``parent`` (``body`` when unset) with reportlab's
own ``parent=`` mechanism, so a template file only states what differs. Layout
code names styles by name; an unknown name is a :class:`RenderError`, never a
quiet fallback to ``body``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cjk import has_cjk, install_line_rules
from .errors import RenderError
from .inline import FontChain
from .theme import StyleSpec, Theme

if TYPE_CHECKING:
    from reportlab.lib.styles import ParagraphStyle

_ALIGN = {"left": 0, "center": 1, "right": 2, "justify": 4}


class Stylesheet:
    """Named paragraph styles plus what drawing code needs beside them."""

    def __init__(self, theme: Theme, chain: FontChain, cjk: bool) -> None:
        self.theme = theme
        self.chain = chain
        self.cjk = cjk
        self._styles = _compile(theme, chain)
        if cjk:
            install_line_rules()
        self._cjk_styles: dict[str, ParagraphStyle] = {}

    def __getitem__(self, name: str) -> ParagraphStyle:
        try:
            return self._styles[name]
        except KeyError:
            raise RenderError(f"unknown style {name!r}; known: {', '.join(sorted(self._styles))}") from None

    def wrapping(self, name: str, text: str) -> ParagraphStyle:
        """Style *name*, with CJK line breaking when this is a CJK résumé and
        *text* holds CJK characters (Latin-only lines keep breaking at spaces)."""
        style = self[name]
        if not (self.cjk and has_cjk(text)):
            return style
        variant = self._cjk_styles.get(name)
        if variant is None:
            from reportlab.lib.styles import ParagraphStyle

            variant = ParagraphStyle(f"{name}-cjk", parent=style, wordWrap="CJK")
            self._cjk_styles[name] = variant
        return variant

    def __contains__(self, name: str) -> bool:
        return name in self._styles

    def colour(self, ref: str) -> str:
        return self.theme.colour(ref)

    def space(self, points: float) -> float:
        """Vertical space after fit-to-pages tightening."""
        return points * self.theme.spacing.scale


def _order(specs: dict[str, StyleSpec]) -> list[str]:
    """Style names with every parent before its children."""
    done: list[str] = []
    state: dict[str, int] = {}

    def visit(name: str, trail: tuple[str, ...]) -> None:
        if state.get(name) == 2:
            return
        if state.get(name) == 1:
            raise RenderError(f"styles inherit from each other in a loop: {' → '.join(trail + (name,))}")
        if name not in specs:
            raise RenderError(f"style {trail[-1]!r} has an unknown parent {name!r}")
        state[name] = 1
        parent = _parent(name, specs[name])
        if parent:
            visit(parent, trail + (name,))
        state[name] = 2
        done.append(name)

    for name in specs:
        visit(name, ())
    return done


def _parent(name: str, spec: StyleSpec) -> str | None:
    if name == "body":
        return None
    return spec.parent or "body"


def _bullet_face(chain: FontChain, char: str) -> str:
    """The face that can draw the bullet *char* (bullets bypass font fallback)."""
    from . import fonts

    for name in chain.names:
        if all(ord(ch) in fonts.coverage(name) for ch in char):
            return fonts.family(name).face()
    raise RenderError(f"no bundled font can draw the bullet {char!r}")


def _compile(theme: Theme, chain: FontChain) -> dict[str, ParagraphStyle]:
    from reportlab.lib.colors import HexColor
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from . import fonts

    latin = fonts.family(chain.latin)
    bullet_faces = {name: _bullet_face(chain, char) for name, char in
                    (("bullet", theme.bullet.char), ("bullet_nested", theme.bullet.nested_char))}
    specs = theme.style_specs()
    base_size = theme.fonts.size
    scale = theme.spacing.scale
    bullet = theme.bullet
    resolved: dict[str, dict] = {}
    hanging: dict[str, float] = {}
    styles: dict[str, ParagraphStyle] = {}
    for name in _order(specs):
        spec = specs[name]
        parent = _parent(name, spec)
        values: dict[str, Any] = dict(resolved[parent]) if parent else {
            "scale": 1.0, "bold": False, "italic": False, "colour": "text", "align": "left",
            "space_before": 0.0, "space_after": 0.0, "left_indent": 0.0, "leading": theme.fonts.leading,
        }
        values.update({k: v for k, v in spec.model_dump(exclude={"parent"}).items() if v is not None})
        resolved[name] = values
        size = base_size * values["scale"]
        left_indent = values["left_indent"]
        bullet_indent = 0.0
        # reportlab pushes a first line right when bullet + 0.6 em overruns
        # the text indent, so the text indent leaves room for exactly that.
        marker = {"bullet": theme.bullet.char, "bullet_nested": theme.bullet.nested_char,
                  "numbered": "00."}.get(name)
        if marker:
            outer = hanging.get("bullet", 0.0) if name == "bullet_nested" else 0.0
            bullet_indent = outer + bullet.bullet_indent
            face = bullet_faces.get(name) or latin.face()
            room = bullet_indent + stringWidth(marker, face, size) + 0.6 * size
            left_indent += max(outer + bullet.indent, room)
            hanging[name] = left_indent
        styles[name] = ParagraphStyle(
            name,
            parent=styles.get(parent) if parent else None,
            fontName=latin.face(values["bold"], values["italic"]),
            fontSize=size,
            leading=size * values["leading"],
            textColor=HexColor(theme.colour(values["colour"])),
            alignment=_ALIGN[values["align"]],
            spaceBefore=values["space_before"] * scale,
            spaceAfter=values["space_after"] * scale,
            leftIndent=left_indent,
            bulletIndent=bullet_indent,
            bulletFontName=bullet_faces.get(name) or bullet_faces["bullet"],
            bulletFontSize=size,
            splitLongWords=1,
            allowWidows=0,
            allowOrphans=0,
        )
    return styles
