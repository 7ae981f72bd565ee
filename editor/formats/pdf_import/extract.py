"""From PDF bytes to positioned glyphs, links and rules, page by page.

pdfminer.six interprets the pages; its layout analysis is switched off
(``laparams=None``) because the reader groups lines and columns itself and
needs each character's font, size, colour and position, which pdfminer's
text boxes blur. Every limit of :mod:`.limits` is enforced here.
"""

from __future__ import annotations

import importlib
import io
import re
import sys
import time
import types
from dataclasses import dataclass, field
from typing import Any

from .glyph_names import unmapped, usable
from .inflate import install, start_budget
from .limits import MAX_CHARS, MAX_FILE_BYTES, MAX_FONTS, MAX_PAGES, PdfRefused, seconds

_BOLD = re.compile(r"bold|black|heavy|semibold|demi|[-,]bd?\b|cmbx|cmb\d|sfbx|lmroman\d*-bold|\bbx", re.I)
_ITALIC = re.compile(r"italic|ital\b|oblique|cmti|cmsl|sfti|-it\b|[a-z]it$|slanted", re.I)


@dataclass(slots=True)
class Glyph:
    text: str
    x0: float
    x1: float
    y: float
    """The baseline."""
    size: float
    font: str
    bold: bool
    italic: bool
    colour: tuple


@dataclass(slots=True)
class Link:
    x0: float
    y0: float
    x1: float
    y1: float
    url: str


@dataclass
class PageContent:
    number: int
    width: float
    height: float
    glyphs: list[Glyph] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    rules: list[tuple[float, float, float]] = field(default_factory=list)
    """Horizontal rules as (y, x0, x1)."""
    bars: list[tuple[float, float, float]] = field(default_factory=list)
    """Short filled bars as (bottom y, x0, x1): an underscore some fonts draw as a rule (see :func:`_underscores`)."""


def is_pdf(raw: bytes) -> bool:
    """PDF files start with ``%PDF-`` (some tools put a few bytes before it)."""
    return b"%PDF-" in raw[:1024]


class _Deferred(types.ModuleType):
    """Stands in for a module until one of its names is used, then is the module.

    pdfminer imports ``charset_normalizer`` to guess the encoding of strings
    the reader never decodes (document titles): 10–40 ms of a cold import;
    and ``cryptography``'s ciphers for PDFs encrypted with AES: 30–60 ms, for
    files that are rarely encrypted. ``from module import name`` asks for the
    name at once, so a name stands in too (:class:`_DeferredName`) until it is
    called or one of its own names is used.
    """

    def __getattr__(self, name: str) -> object:
        if name.startswith("__"):
            raise AttributeError(name)
        return _DeferredName(self.__name__, name)

    def _real(self) -> types.ModuleType:
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        return importlib.import_module(self.__name__)


class _DeferredName:
    """A name of a deferred module: the module is imported when the name is used."""

    def __init__(self, module: str, name: str) -> None:
        self._where = (module, name)

    def _real(self) -> Any:
        module, name = self._where
        stub = sys.modules.get(module)
        real = stub._real() if isinstance(stub, _Deferred) else importlib.import_module(module)
        return getattr(real, name)

    def __call__(self, *args: object, **kwargs: object) -> Any:
        return self._real()(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(self._real(), name)


class _QuietLog:
    """Stands in for the loggers of pdfminer's parser and interpreter, which
    call ``log.debug`` for every token: a fifth of reading a long PDF, for
    messages the reader never shows. Warnings and errors still go through."""

    def __init__(self, real: object) -> None:
        self._real = real

    @staticmethod
    def debug(*args: object, **kwargs: object) -> None:
        return None

    def __getattr__(self, name: str) -> object:
        return getattr(self._real, name)


def _quiet_pdfminer() -> None:
    import logging

    # pdfminer warns about fonts it half understands ("Could not get
    # FontBBox…"); with no handler of its own, Python would print each one
    # on stderr of `vitae import`. An application's own logging still gets them.
    root = logging.getLogger("pdfminer")
    if not root.handlers:
        root.addHandler(logging.NullHandler())

    for name in ("psparser", "pdfinterp", "pdfparser", "pdfdocument", "cmapdb", "pdffont", "pdfpage"):
        module = sys.modules.get(f"pdfminer.{name}")
        log = getattr(module, "log", None)
        if isinstance(log, logging.Logger) and not log.isEnabledFor(logging.DEBUG):
            module.log = _QuietLog(log)


def _defer_module(name: str) -> None:
    if name not in sys.modules:
        sys.modules[name] = _Deferred(name)


def style_of(fontname: str) -> tuple[bool, bool]:
    """(bold, italic) from a font's name: the only place PDFs say it."""
    name = fontname.split("+", 1)[-1]
    return bool(_BOLD.search(name)), bool(_ITALIC.search(name))


def read_pages(raw: bytes, filename: str) -> list[PageContent]:
    """Every page's glyphs, links and rules; :class:`PdfRefused` when it cannot be read within the limits."""
    if len(raw) > MAX_FILE_BYTES:
        raise PdfRefused(f"is {len(raw) // (1024 * 1024)} MB; a résumé PDF up to "
                         f"{MAX_FILE_BYTES // (1024 * 1024)} MB can be read")
    from ...lean_imports import deferred_compiles

    for name in ("charset_normalizer", "cryptography.hazmat.backends", "cryptography.hazmat.primitives.ciphers"):
        _defer_module(name)
    with deferred_compiles():
        from pdfminer.pdfdocument import PDFDocument, PDFEncryptionError, PDFPasswordIncorrect
        from pdfminer.pdfparser import PDFParser

    install()
    start_budget()
    try:
        document = PDFDocument(PDFParser(io.BytesIO(raw)), password="")
    except (PdfRefused, MemoryError):
        raise
    except (PDFPasswordIncorrect, PDFEncryptionError):
        raise PdfRefused("is encrypted with a password; open it, print or save it without one, and import that") from None
    except Exception as error:  # noqa: BLE001 - pdfminer raises many kinds for broken files
        raise PdfRefused(f"is not a readable PDF ({_reason(error)})") from None
    try:
        count = _page_count(document)
        if count > MAX_PAGES:
            raise PdfRefused(f"has {count} pages; a résumé of up to {MAX_PAGES} pages can be imported")
        return _interpret(document)
    except (PdfRefused, MemoryError):
        raise
    except RecursionError:
        raise PdfRefused("is not a readable PDF (its objects nest too deeply)") from None
    except Exception as error:  # noqa: BLE001
        if "encrypt" in str(error).lower() or "crypt" in type(error).__name__.lower():
            raise PdfRefused("is encrypted in a way Vitae cannot read") from None
        raise PdfRefused(f"is not a readable PDF ({_reason(error)})") from None


def _reason(error: Exception) -> str:
    text = str(error).splitlines()[0][:80] if str(error) else ""
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _page_count(document) -> int:
    from pdfminer.pdftypes import resolve1

    pages = resolve1(document.catalog.get("Pages"))
    count = resolve1(pages.get("Count")) if isinstance(pages, dict) else None
    return count if isinstance(count, int) else 0


def _interpret(document) -> list[PageContent]:
    from ...lean_imports import deferred_compiles

    with deferred_compiles():
        from pdfminer.pdfdevice import PDFTextDevice
        from pdfminer.pdffont import PDFUnicodeNotDefined
        from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
        from pdfminer.pdfpage import PDFPage
        from pdfminer.pdftypes import resolve1

    limit = seconds()
    deadline = time.monotonic() + limit

    fonts: dict[int, tuple] = {}
    colours: dict[object, tuple] = {}
    labels: dict[int, str] = {}
    counter = [0]

    class Device(PDFTextDevice):
        """Records each character with its font, size, colour and place, and
        thin horizontal paths (rules); nothing else (no layout analysis)."""

        content: PageContent

        def render_string_horizontal(self, seq, matrix, pos, font, fontsize, scaling, charspace,  # noqa: ANN001
                                     wordspace, rise, dxscale, ncs, graphicstate):
            # pdfminer's own loop, with each character recorded inline rather
            # than through render_char and a translated matrix per character.
            x, y = pos
            a, b, c, d, e0, f0 = matrix
            info = fonts.get(id(font))
            if info is None:
                name = font.fontname if isinstance(font.fontname, str) else str(font.fontname)
                info = fonts[id(font)] = (font, name, *style_of(name))
                if name in ("", "unknown"):  # each nameless font (Type 3) apart: their widths tell bold
                    labels[id(font)] = f"{_UNNAMED}{len(labels)}"
            value = graphicstate.ncolor
            hashable = isinstance(value, (int, float, tuple))
            colour = colours.get(value) if hashable else None
            if colour is None:
                colour = _colour(value)
                if hashable:
                    colours[value] = colour
            size = round(abs(d) * fontsize if b == 0 and c == 0 else (c * c + d * d) ** 0.5 * fontsize, 1)
            _, name, bold, italic = info
            label = labels.get(id(font), name)
            glyphs = self.content.glyphs
            to_unichr, char_width = font.to_unichr, font.char_width
            need_charspace = False
            for obj in seq:
                if isinstance(obj, (int, float)):
                    x -= obj * dxscale
                    need_charspace = True
                    continue
                if not isinstance(obj, bytes):
                    continue
                for cid in font.decode(obj):
                    if need_charspace:
                        x += charspace
                    counter[0] += 1
                    if not counter[0] & 4095:
                        _check_budget(counter[0], deadline, limit)
                    try:
                        text = to_unichr(cid)
                    except PDFUnicodeNotDefined:
                        text = unmapped(font, name, cid)
                    if not usable(text):
                        text = unmapped(font, name, cid)
                    adv = char_width(cid) * fontsize * scaling
                    if text in _LIGATURES:
                        text = _LIGATURES[text]
                    elif text and "\ue000" <= text[0] <= "\uf8ff":
                        text = "▪"  # an icon font's private-use glyph: a mark, never text
                    if text:
                        # the character's origin in device space: matrix × (x, y)
                        e = a * x + c * y + e0
                        f = b * x + d * y + f0
                        x1 = e + a * adv
                        glyphs.append(Glyph(text, e if e < x1 else x1, x1 if e < x1 else e, f, size,
                                            label, bold, italic, colour))
                    x += adv
                    if cid == 32 and wordspace:
                        x += wordspace
                    need_charspace = True
            return (x, y)

        def render_char(self, matrix, font, fontsize, scaling, rise, cid, ncs, graphicstate):  # noqa: ANN001
            """Vertical text only (horizontal text never comes here)."""
            counter[0] += 1
            if not counter[0] & 4095:
                _check_budget(counter[0], deadline, limit)
            name = font.fontname if isinstance(font.fontname, str) else str(font.fontname)
            try:
                text = font.to_unichr(cid)
            except PDFUnicodeNotDefined:
                text = unmapped(font, name, cid)
            a, b, c, d, e, f = matrix
            if text:
                bold, italic = style_of(name)
                self.content.glyphs.append(Glyph(text, e, e + fontsize, f, round(fontsize, 1), name, bold, italic,
                                                 _colour(graphicstate.ncolor)))
            return font.char_disp(cid) * fontsize * scaling if hasattr(font, "char_disp") else fontsize

        def paint_path(self, gstate, stroke, fill, evenodd, path):  # noqa: ANN001
            points = [seg[-2:] for seg in path if len(seg) >= 3]
            if not points or not (stroke or fill):
                return
            a, b, c, d, e, f = self.ctm
            xs = [a * x + c * y + e for x, y in points]
            ys = [b * x + d * y + f for x, y in points]
            if max(ys) - min(ys) <= 2.5 and max(xs) - min(xs) >= 30:
                self.content.rules.append(((max(ys) + min(ys)) / 2, min(xs), max(xs)))
            elif max(ys) - min(ys) <= 1.2 and 1.5 <= max(xs) - min(xs) <= 8:  # pdfTeX strokes its rules
                self.content.bars.append((min(ys), min(xs), max(xs)))

    class Interpreter(PDFPageInterpreter):
        def init_resources(self, resources):  # noqa: ANN001
            # A page naming a huge number of fonts would have pdfminer load each, for minutes.
            table = resolve1(resources)
            fonts = resolve1(table.get("Font")) if isinstance(table, dict) else None
            if isinstance(fonts, dict) and len(fonts) > MAX_FONTS:
                raise PdfRefused(f"names {len(fonts):,} fonts on one page; a résumé uses a handful")
            super().init_resources(resources)

    _quiet_pdfminer()
    manager = PDFResourceManager(caching=True)
    device = Device(manager)
    interpreter = Interpreter(manager, device)
    pages: list[PageContent] = []
    for number, page in enumerate(PDFPage.create_pages(document), start=1):
        if number > MAX_PAGES:
            raise PdfRefused(f"has more than {MAX_PAGES} pages; a résumé of up to {MAX_PAGES} pages can be imported")
        if time.monotonic() > deadline:
            raise PdfRefused(f"takes more than {limit:.0f} s to read")
        x0, y0, x1, y1 = page.mediabox
        device.content = PageContent(number, abs(x1 - x0), abs(y1 - y0))
        interpreter.process_page(page)
        device.content.links = _links(page, x0, y0)
        _underscores(device.content)
        pages.append(device.content)
    _bold_by_width(pages)
    return pages


def _underscores(content: PageContent) -> None:
    """Short bars on the baseline between two characters of a line, as glyphs "_".

    TeX's default (OT1) fonts have no underscore: ``\\_`` draws a rule a third of an em wide
    on the baseline, so "io_uring" reads as "io uring" unless the rule is read as the
    character it stands for. A bar counts only with a character ending just before it and
    another starting just after it, on its baseline (an underline is wider, a table rule
    longer)."""
    if not content.bars or not content.glyphs:
        return
    by_line: dict[int, list[Glyph]] = {}
    for glyph in content.glyphs:
        by_line.setdefault(round(glyph.y), []).append(glyph)
    found = []
    for bottom, x0, x1 in content.bars:
        near = [g for y in (round(bottom) - 1, round(bottom), round(bottom) + 1) for g in by_line.get(y, [])
                if abs(g.y - bottom) <= 0.25 * g.size and g.text.strip()]
        before = [g for g in near if -0.5 <= x0 - g.x1 <= 0.3 * g.size]
        after = [g for g in near if -0.5 <= g.x0 - x1 <= 0.3 * g.size]
        if before and after and x1 - x0 <= 0.6 * before[0].size:
            g = before[0]
            found.append(Glyph("_", x0, x1, g.y, g.size, g.font, g.bold, g.italic, g.colour))
    content.glyphs.extend(found)


_UNNAMED = "unnamed-font-"
_BOLD_WIDTH = 1.06
"""Bold faces set the same letters wider: a tenth for Computer Modern and EC, whose
bitmap (Type 3) fonts carry no name that says so."""


def _bold_by_width(pages: list[PageContent]) -> None:
    """Glyphs of nameless fonts set in bold, told by their widths: each letter's
    advance (per point of size) against the same letter in the nameless font
    that sets most of the text."""
    widths: dict[str, dict[str, list[float]]] = {}
    for page in pages:
        for g in page.glyphs:
            if g.font.startswith(_UNNAMED) and g.text.isalpha() and g.size > 0:
                widths.setdefault(g.font, {}).setdefault(g.text, []).append((g.x1 - g.x0) / g.size)
    if len(widths) < 2:
        return
    body = max(widths, key=lambda font: sum(map(len, widths[font].values())))
    base = {ch: sum(ws) / len(ws) for ch, ws in widths[body].items()}
    bold = set()
    for font, letters in widths.items():
        ratios = [sum(ws) / len(ws) / base[ch] for ch, ws in letters.items() if ch in base and base[ch] > 0]
        if font != body and len(ratios) >= 3 and sorted(ratios)[len(ratios) // 2] >= _BOLD_WIDTH:
            bold.add(font)
    for page in pages:
        for g in page.glyphs:
            if g.font in bold:
                g.bold = True


_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st", "\ufb06": "st",
              "\u2010": "-", "\u2011": "-"}
"""Glyphs read as the letters they stand for: ligatures, and the typographic hyphen and
non-breaking hyphen some fonts (Lato) map their hyphen to, which a résumé means as "-"."""


def _check_budget(count: int, deadline: float, limit: float) -> None:
    if count > MAX_CHARS:
        raise PdfRefused(f"holds more than {MAX_CHARS} characters; that is not a résumé")
    if time.monotonic() > deadline:
        raise PdfRefused(f"takes more than {limit:.0f} s to read")


def _colour(value: object) -> tuple:
    if isinstance(value, (int, float)):
        return (round(float(value), 2),)
    if isinstance(value, (list, tuple)):
        return tuple(round(float(v), 2) if isinstance(v, (int, float)) else 0.0 for v in value)
    return ()


def _links(page, x_off: float, y_off: float) -> list[Link]:
    from pdfminer.pdftypes import resolve1

    out: list[Link] = []
    annots = resolve1(page.annots) if page.annots else []
    if not isinstance(annots, list):
        return out
    for ref in annots[:2000]:
        annot = resolve1(ref)
        if not isinstance(annot, dict):
            continue
        action = resolve1(annot.get("A"))
        rect = resolve1(annot.get("Rect"))
        if not isinstance(action, dict) or not isinstance(rect, list) or len(rect) != 4:
            continue
        uri = resolve1(action.get("URI"))
        if isinstance(uri, bytes):
            uri = uri.decode("utf-8", "replace")
        if not isinstance(uri, str) or not uri:
            continue
        uri = uri.strip()
        if uri.lower().startswith("www."):
            uri = "https://" + uri
        # Only links a résumé may hold (no javascript:, file:, …); the text stays.
        if not uri.lower().startswith(("http://", "https://", "mailto:", "tel:")) or any(ch.isspace() for ch in uri):
            continue
        try:
            x0, y0, x1, y1 = (float(resolve1(v)) for v in rect)
        except (TypeError, ValueError):
            continue
        out.append(Link(min(x0, x1) - x_off, min(y0, y1) - y_off, max(x0, x1) - x_off, max(y0, y1) - y_off, uri.strip()))
    return out
