"""The one error the renderer raises for bad input (not for its own bugs), the
word it stops with when the caller no longer wants the render, and what it
reports of a field it cannot draw (here, light to import: a window unpickles it
from its start-up child without loading the renderer)."""

from dataclasses import dataclass


class RenderError(Exception):
    """An unknown template, font or style name, or a theme value that makes no sense.

    The message is a sentence meant for the person who wrote the résumé or the
    theme file: it names the bad value and what would have been accepted.
    """


class RenderSuperseded(Exception):
    """The render's :attr:`~editor.request.RenderRequest.should_stop` said a
    newer one replaces it (the window's preview, typing on): it stopped early."""


@dataclass(frozen=True)
class MissingGlyphs:
    path: str
    """The field, as in ``sections[2].entries[0].highlights[1]`` (a language's text: ``….zh``)."""
    chars: str
    """The characters no font has, each once, in the order they appear."""

    def message(self) -> str:
        shown = ", ".join(f"\"{ch}\" (U+{ord(ch):04X})" for ch in self.chars)
        noun = "character" if len(self.chars) == 1 else "characters"
        return f"{self.path}: no bundled font can draw the {noun} {shown}; it prints as \"\ufffd\" or not at all"
