"""Characters no bundled font can draw, named by the field that holds them.

The renderer cannot print such a character (see :mod:`.inline`: a letter
becomes "�", an emoji or symbol is left out), so ``vitae validate``,
``vitae export`` and the window's status bar say so first, naming the field
(``sections[2].entries[0].highlights[1]``) — the user can then change the text
instead of finding a gap in the printed page. Qt-free: the window calls
:func:`missing_glyphs` like the command line does.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from ..model import Resume
from .errors import MissingGlyphs  # here for its callers: defined where it is light to unpickle
from .inline import FontChain, clean
from .theme import Theme, load_theme

# Invisible format characters (zero-width space, soft hyphen, joiners) print
# as nothing on purpose; leaving them out changes nothing a reader sees.
_INVISIBLE = "Cf"


def missing_glyphs(resume: Resume, theme: Theme | None = None,
                   languages: list[str] | None = None) -> list[MissingGlyphs]:
    """Every field of *resume* with a character no font of its PDF can draw.

    The fonts are those of *theme* (the résumé's own template and design by
    default) plus every bundled CJK face and the fallback face, as a render
    of any of the résumé's languages uses them. With *languages*, text
    written for another of the résumé's languages is not looked at (it is not
    printed; an English export need not load the Chinese face).
    """
    theme = theme or load_theme(resume.design.template, resume.design)
    chain = _chain(theme)
    skipped = frozenset(resume.languages) - frozenset(languages or resume.languages)
    found = []
    fields = {name: getattr(resume, name) for name in type(resume).model_fields if name != "design"}
    for path, text in _texts(fields, "", frozenset(resume.languages), skipped):
        chars = _undrawable(chain, text)
        if chars:
            found.append(MissingGlyphs(path, chars))
    return found


def _chain(theme: Theme) -> FontChain:
    from . import _pipeline

    return _pipeline().font_chain(theme, "")


@functools.lru_cache(maxsize=8192)  # the window asks again after every render; most text is unchanged
def _undrawable(chain: FontChain, text: str) -> str:
    if text.isascii():
        return ""
    return "".join(ch for ch in dict.fromkeys(clean(text))  # each character once, in order
                   if ord(ch) > 0x7E and not ch.isspace() and unicodedata.category(ch) != _INVISIBLE
                   and chain.family_for(ch) is None)


def _texts(value: Any, path: str, languages: frozenset[str], skipped: frozenset[str]) -> Iterator[tuple[str, str]]:
    """(path, text) of every string in a model, but for the *skipped* languages'
    text (a dict keyed by the résumé's languages is one text per language).

    It walks the models themselves: dumping the résumé first would build its
    serializer, most of the cost of an export of a file read before (see
    ``formats/known_good.py``)."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, BaseModel):
        for name in type(value).model_fields:
            yield from _texts(getattr(value, name), f"{path}.{name}" if path else name, languages, skipped)
    elif isinstance(value, dict):
        per_language = bool(value) and value.keys() <= languages
        for key, item in value.items():
            if per_language and key in skipped:
                continue
            yield from _texts(item, f"{path}.{key}" if path else str(key), languages, skipped)
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _texts(item, f"{path}[{index}]", languages, skipped)
