"""User text → reportlab paragraph markup, safely.

User text is data, never markup. The only tags in the output come from the
:class:`~editor.model.markup.Span` structure (bold, italic, links) and from
font fallback; every piece of user text is escaped, every URL is
attribute-quoted and limited to http(s)/mailto/tel.

Font fallback works per character: a run the Latin face cannot draw goes to
the CJK face of the language (Chinese, Japanese or Korean glyph forms: the
same code point can be drawn differently), then to the other CJK faces, then
to the fallback face (symbols, Greek, Cyrillic…). Text with kana in it is
Japanese whatever the document's language, so its kanji take Japanese forms.
A character no bundled font can draw would print as an empty box, so it is
dropped when it is decoration (emoji, symbols, joiners, combining marks) and
replaced by U+FFFD "�" when it is a letter; either way :mod:`.glyphs` names
the field beforehand (``vitae validate``, ``vitae export``, the window), so
nothing goes missing unannounced.
"""

from __future__ import annotations

import functools
import html
import unicodedata
from dataclasses import dataclass, replace

from ..model.markup import Span, is_safe_url, parse_inline
from . import fonts
from .text_memory import remembers_text

REPLACEMENT = "\ufffd"
_SPACES = dict.fromkeys(map(ord, "\t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\u2028\u2029"), " ")
# Emoji glue: without the emoji they join (dropped, see above) they are noise
# in the PDF's text, and no renderer here uses them for shaping.
_EMOJI_GLUE = dict.fromkeys(map(ord, "\u200d\ufe0e\ufe0f\u20e3"), None)
_DROP_WHEN_MISSING = {"So", "Sk", "Cf", "Mn", "Me", "Mc", "Co", "Cn", "Cs", "Cc"}
# Punctuation that belongs to the Chinese face inside Chinese text: full-width
# curly quotes, ellipsis and dashes look wrong from a Latin face there.
_CJK_PUNCTUATION = frozenset(map(ord, "“”‘’…—·"))


def clean(text: str) -> str:
    """Line breaks and tabs become spaces; other control characters and emoji glue go."""
    if text.isprintable() and text.isascii():
        return text
    text = text.translate(_SPACES).translate(_EMOJI_GLUE)
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs"))


# The bundled CJK families, and the one whose glyph forms a language uses.
CJK_FAMILIES = ("NotoSansSC", "NotoSansTC", "NotoSansJP", "NotoSansKR")
REGIONAL_CJK = {"ja": "NotoSansJP", "ko": "NotoSansKR", "zh-Hant": "NotoSansTC"}
_TRADITIONAL = ("zh-hant", "zh-tw", "zh-hk", "zh-mo")


def script_key(lang: str) -> str:
    """What picks a language's fonts and styles: its primary subtag, except
    Traditional Chinese (zh-Hant, zh-TW, zh-HK), whose glyph forms differ from
    Simplified Chinese's: ``zh-Hant``."""
    tag = lang.lower()
    if any(tag == form or tag.startswith(form + "-") for form in _TRADITIONAL):
        return "zh-Hant"
    return tag.split("-")[0]
JAPANESE = REGIONAL_CJK["ja"]
_KANA = (("\u3041", "\u3096"), ("\u30a1", "\u30fa"), ("\u31f0", "\u31ff"))


def has_kana(text: str) -> bool:
    """Whether *text* holds hiragana or katakana (not the middle dot or long
    vowel mark, which Chinese text borrows too)."""
    return any(low <= ch <= high for ch in text if ch >= "\u3041" for low, high in _KANA)


@dataclass(frozen=True)
class FontChain:
    """Which families draw text, in order of preference, for one language."""

    latin: str
    cjk: str
    fallback: str
    cjk_punctuation: bool = False
    other_cjk: tuple[str, ...] = ()
    """CJK families tried after ``cjk``: characters its subset lacks."""

    @classmethod
    def for_language(cls, latin: str, cjk: str, fallback: str, lang: str) -> FontChain:
        """The chain for text in *lang* (a :func:`script_key`): Japanese, Korean and
        Traditional Chinese take their own CJK family, any other language the theme's (Chinese)."""
        primary = REGIONAL_CJK.get(lang, cjk) if _bundled(REGIONAL_CJK.get(lang, cjk)) else cjk
        others = tuple(name for name in CJK_FAMILIES if name != primary and _bundled(name))
        return cls(latin, primary, fallback, cjk_punctuation=lang.split("-")[0] in ("zh", "ja", "ko"),
                   other_cjk=others)

    @property
    def names(self) -> tuple[str, ...]:
        return (self.latin, self.cjk, *self.other_cjk, self.fallback)

    @functools.cached_property
    def japanese(self) -> FontChain:
        """This chain with the Japanese family first among the CJK ones."""
        if self.cjk == JAPANESE or JAPANESE not in self.other_cjk:
            return self
        others = (self.cjk, *(name for name in self.other_cjk if name != JAPANESE))
        return replace(self, cjk=JAPANESE, other_cjk=others)

    def family_for(self, ch: str) -> str | None:
        cp = ord(ch)
        if self.cjk_punctuation and cp in _CJK_PUNCTUATION and cp in fonts.coverage(self.cjk):
            return self.cjk
        for name in self.names:
            if cp in fonts.coverage(name):
                return name
        return None

    def runs(self, text: str) -> list[tuple[str, str]]:
        """Split *text* into (family, text) runs; undrawable characters handled."""
        if text.isascii() and self.latin_has_ascii:
            return [(self.latin, text)] if text else []
        chain = self.japanese if has_kana(text) else self
        out: list[tuple[str, list[str]]] = []  # a run's characters, joined at the end (linear)
        for ch in text:
            name = chain.family_for(ch)
            if name is None:
                if unicodedata.category(ch) in _DROP_WHEN_MISSING:
                    continue
                ch, name = REPLACEMENT, chain.family_for(REPLACEMENT)
                if name is None:
                    continue
            if out and out[-1][0] == name:
                out[-1][1].append(ch)
            else:
                out.append((name, [ch]))
        return [(name, "".join(chars)) for name, chars in out]

    @functools.cached_property
    def latin_has_ascii(self) -> bool:
        return all(cp in fonts.coverage(self.latin) for cp in range(0x20, 0x7F))


def _bundled(name: str) -> bool:
    return name in fonts.families()


def escape(text: str) -> str:
    """``&``, ``<`` and ``>`` as entities, exactly as ``xml.sax.saxutils.escape`` does.

    ``html.escape`` is used because reportlab's paragraph parser has already
    imported it; ``xml.sax.saxutils`` would pull in urllib's HTTP client and
    SSL (8 ms of a cold export) for three replacements.
    """
    return html.escape(text, quote=False)


def _attr(value: str) -> str:
    """*value* safe inside a double-quoted attribute."""
    return escape(value).replace('"', "&quot;")


@remembers_text
@functools.lru_cache(maxsize=16384)
def to_markup(chain: FontChain, text: str, base_face: str, *, parse: bool = True,
              bold: bool = False, italic: bool = False, link_colour: str | None = None) -> str:
    """Paragraph markup for *text* set in *base_face* (a registered face name).

    With ``parse`` the inline markup (``**bold**``, ``*italic*``,
    ``[label](url)``) is honoured; without it the text is taken literally.
    ``bold``/``italic`` set the whole text bold/italic inside a paragraph
    whose own face is not.
    Faces are always named exactly (never via <b>/<i>): reportlab does not
    apply the bold flag to a face chosen with <font name>, so "bold Chinese"
    has to be spelled ``NotoSansSC-Bold``.
    """
    _, base_bold, base_italic = fonts.face_style(base_face)
    bold, italic = bold or base_bold, italic or base_italic
    text = clean(text)
    spans = parse_inline(text) if parse else [Span(text)]
    out: list[str] = []
    for span in spans:
        pieces = []
        for family_name, chunk in chain.runs(span.text):
            face = fonts.family(family_name).face(bold or span.bold, italic or span.italic)
            chunk = escape(chunk)
            pieces.append(chunk if face == base_face else f'<font name="{face}">{chunk}</font>')
        piece = "".join(pieces)
        out.append(link_markup(span.url, piece, link_colour) if span.url else piece)
    return "".join(out)


def link_markup(url: str, inner: str, colour: str | None = None) -> str:
    """*inner* (safe markup) as a link to *url*; only http(s)/mailto/tel links."""
    if not inner or not is_safe_url(url):
        return inner
    colour_attr = f' color="{_attr(colour)}"' if colour else ""
    return f'<a href="{_attr(url)}"{colour_attr}>{inner}</a>'


def text_width(chain: FontChain, text: str, base_face: str, size: float) -> float:
    """Width of *text* (taken literally) set in *base_face* at *size* points."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    _, bold, italic = fonts.face_style(base_face)
    return sum(
        stringWidth(chunk, fonts.family(name).face(bold, italic), size)
        for name, chunk in chain.runs(clean(text))
    )


def face_runs(chain: FontChain, text: str, base_face: str) -> list[tuple[str, str]]:
    """(face, text) runs for drawing *text* literally on a canvas."""
    _, bold, italic = fonts.face_style(base_face)
    return [(fonts.family(name).face(bold, italic), chunk) for name, chunk in chain.runs(clean(text))]
