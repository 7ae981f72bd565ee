"""The few flowables reportlab lacks: a paragraph that remembers its layout,
a left/right row, a ruled heading, a contact line."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any

from reportlab.lib.colors import HexColor
from reportlab.platypus import Flowable, Paragraph
from reportlab.rl_config import _FUZZ

from .icons import draw_icon
from .inline import FontChain, face_runs, text_width
from .tagging import artifact, tagger_of
from .. import patches
from .text_memory import remembers_text, worth_keeping


_MEMO_LIMIT = 4096


@dataclass
class _Memo:
    """What one paragraph's markup in one style turns into: its fragments,
    and its line breaks at each width it has been set at."""

    text: str
    style: Any
    frags: list
    breaks: dict[float, tuple[Any, float]] = field(default_factory=dict)
    """Width → (reportlab's line breaks, height)."""


_memos: dict[tuple[str, object], _Memo] = remembers_text({})


class Para(Paragraph):
    """reportlab's own Paragraph, drawn into the structure tree of a tagged PDF.

    What every paragraph of a résumé is when the ``paragraph-memo`` patch does not
    apply (another reportlab, ``VITAE_STOCK=1``): nothing of reportlab's internals is used."""

    def draw(self) -> None:
        tagger = tagger_of(self.canv)
        if tagger is None or not self.blPara.lines:
            super().draw()
        else:  # a heading, a list item or a paragraph of the structure tree
            tagger.paragraph(self.canv, self, super().draw)

    def split(self, avail_width: float, avail_height: float) -> list:
        parts = super().split(avail_width, avail_height)
        if len(parts) == 2:  # one paragraph over two pages is one element of a tagged PDF
            parts[0]._tag_key = parts[1]._tag_key = self.__dict__.get("_tag_key") or object()
        return parts


class RememberingPara(Para):
    """A Paragraph that remembers its parse and its line breaks across renders
    (the ``paragraph-memo`` patch: every method below leans on reportlab's internals).

    The preview renders the whole résumé again after every edit, and almost
    every paragraph in it is the same as last time. Parsing markup into
    fragments is a fifth of a render and breaking lines a third; both depend
    only on the markup, the style and the width (stylesheets are cached, so a
    style is the same object from one render to the next). So both are kept,
    per paragraph, and reused: line breaking reads the fragments and works on
    copies, and drawing only reads the lines.

    The one thing that edits line breaks is splitting a paragraph across
    pages (it appends spaces to the words at the cut), so a paragraph being
    split first breaks its lines again into a copy of its own.
    """

    def _setup(self, text, style, bulletText, frags, cleaner):  # noqa: N803 (reportlab's names)
        if frags is not None or text is None:  # a split piece
            return super()._setup(text, style, bulletText, frags, cleaner)
        key = (text, style)
        memo = _memos.get(key)
        if memo is None:
            super()._setup(text, style, bulletText, frags, cleaner)
            self._memo = _Memo(self.text, self.style, self.frags)
            if worth_keeping(key):  # else (a one-shot export) its own, forgotten with the paragraph
                if len(_memos) >= _MEMO_LIMIT:
                    _memos.clear()
                _memos[key] = self._memo
            return None
        self._memo = memo
        return super()._setup(memo.text, memo.style, bulletText, memo.frags, cleaner)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        memo = self.__dict__.get("_memo")
        if memo is None or avail_width < _FUZZ:  # (no room at all: reportlab's own answer)
            return self._wrap_once(avail_width, avail_height)
        known = memo.breaks.get(avail_width)
        if known is None:
            width, height = super().wrap(avail_width, avail_height)
            memo.breaks[avail_width] = (self.blPara, height)  # type: ignore[has-type]
            return width, height
        style = self.style
        self.width = avail_width
        self._wrapWidths = [avail_width - style.leftIndent - style.firstLineIndent - style.rightIndent,
                            avail_width - style.leftIndent - style.rightIndent]
        self.blPara, self.height = known
        return avail_width, self.height

    def _wrap_once(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        """Wrap, unless already wrapped at this width: KeepTogether, Rows and
        the frame all measure a paragraph, each with its own wrap call."""
        last = self.__dict__.get("_last_wrap")
        if last is not None and last[0] == avail_width and "blPara" in self.__dict__:
            return last[1], last[2]
        if self._take_known_lines(avail_width):
            width, height = self.width, self.height
        else:
            width, height = super().wrap(avail_width, avail_height)
        self._last_wrap = (avail_width, width, height)
        return width, height

    def split(self, avail_width: float, avail_height: float) -> list:
        if self.__dict__.pop("_memo", None) is not None and "blPara" in self.__dict__:
            self._wrap_once(self.width, avail_height)  # line breaks of its own to cut
        parts = super().split(avail_width, avail_height)
        if len(parts) == 2 and "blPara" in self.__dict__:
            # The rest of a paragraph cut at a page end would break its lines
            # all over again on the next page, and again at every later page:
            # a paragraph of p pages broke p times, quadratic in its length.
            # Its lines are already broken here, at the same later-line width
            # its first line now gets, so it is handed them.
            head, tail = parts
            lines = self.blPara.lines[len(head.blPara.lines):]
            # Lines of processed fragments count their first fragment
            # (``sFW``) from the start of the whole paragraph; the piece's own
            # fragments start at its first line's.
            base = getattr(lines[0], "sFW", 0) if lines else 0
            tail._known_lines = (self._wrapWidths[1], self.blPara.clone(lines=lines), base)
        return parts

    def _split_blParaProcessed(self, blPara, start, stop):  # noqa: N802, N803 (reportlab's names)
        """reportlab's own, counting ``sFW`` from this piece's first fragment."""
        from reportlab.platypus.paragraph import _InjectedFrag, _SHYWord, _SHYWordHS, _SplitFragHY, _SplitFragLL

        if not stop:
            return []
        base = self.__dict__.get("_frag_base", 0)
        lines = blPara.lines
        first = lines[start].sFW - base
        end = lines[stop].sFW - base if stop != len(lines) else len(self.frags)
        frags = self.frags[first:end]
        while frags and isinstance(frags[-1], _InjectedFrag):
            del frags[-1]
        if isinstance(frags[-1], _SplitFragHY):
            frags[-1].__class__ = _SHYWordHS if isinstance(frags[-1], _SHYWord) else _SplitFragLL
        return frags

    def _take_known_lines(self, avail_width: float) -> bool:
        """Use the lines a split handed over, if this wrap is at their width.

        Kept, not consumed: a page with room for one line only (no orphans)
        turns the piece away and forgets its lines, and the next page asks again."""
        known = self.__dict__.get("_known_lines")
        style = self.style
        self._frag_base = 0
        if known is None or style.firstLineIndent or getattr(style, "autoLeading", "") not in ("", "off"):
            return False
        width, bl_para, self._frag_base = known
        if avail_width - style.leftIndent - style.rightIndent != width:
            self._frag_base = 0
            return False
        self.width, self._wrapWidths, self.blPara = avail_width, [width, width], bl_para
        self.height = len(bl_para.lines) * style.leading
        return True


PARAGRAPH: type[Para] = RememberingPara if patches.applies("paragraph-memo") else Para
"""What a résumé's paragraphs are made as: one that remembers, or stock reportlab's."""


def natural_width(para: Paragraph, limit: float) -> float:
    """The width *para* needs, up to *limit* (where it starts to wrap)."""
    para.wrap(limit, 1e6)
    widths = para.getActualLineWidths0()
    return min(limit, max(widths, default=0.0) + 0.5)


class Row(Flowable):
    """A paragraph on the left and one flush right on the same first line.

    The right part (dates, a location) takes the width it needs, up to
    ``max_right`` of the line, and the left part wraps in what remains. Their
    first baselines line up even when their sizes differ. A row too tall for
    the page splits its left paragraph; the right part stays with the first
    piece. Used instead of a Table because a table row cannot split.
    """

    def __init__(self, left: Paragraph | None, right: Paragraph | None, *, gap: float = 10,
                 max_right: float = 0.5, reserve: float | None = None) -> None:
        super().__init__()
        self.left, self.right = left, right
        self.gap, self.max_right, self.reserve = gap, max_right, reserve
        self._rw = self._lh = self._rh = self._dy = 0.0
        self._lw = 0.0

    def _size(self, avail_width: float) -> None:
        if self.__dict__.get("_sized_for") == avail_width:
            return
        self._sized_for = avail_width
        self._rw = natural_width(self.right, avail_width * self.max_right) if self.right else 0.0
        reserve = self.reserve if self.reserve is not None else (self._rw + self.gap if self.right else 0.0)
        self._lw = max(avail_width - reserve, avail_width * 0.3)

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._size(avail_width)
        self._lh = self.left.wrap(self._lw, avail_height)[1] if self.left else 0.0
        self._rh = self.right.wrap(self._rw, avail_height)[1] if self.right else 0.0
        self._dy = 0.0
        if self.left and self.right:
            self._dy = max(0.0, self.left.style.fontSize - self.right.style.fontSize)
        self.width, self.height = avail_width, max(self._lh, self._rh + self._dy)
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        self.wrap(avail_width, avail_height)
        if self._rh + self._dy > avail_height:
            frame = getattr(self, "_frame", None)
            if frame is not None and not frame._atTop:
                return []  # not even one line fits here: the row starts the next page
            # A right part taller than a whole page (only hostile text does
            # that): give up the row and let both parts flow on their own,
            # the first cut to what fits here (a piece that does not fit
            # would fail the whole export).
            first, *rest = [part for part in (self.left, self.right) if part is not None]
            return [*(first.split(avail_width, avail_height) or [first]), *rest]
        if self.left is None:
            return []
        parts = self.left.split(self._lw, avail_height)
        if len(parts) < 2:
            return []
        reserve = avail_width - self._lw
        first = Row(parts[0], self.right, gap=self.gap, max_right=self.max_right, reserve=reserve)
        rest = [Row(part, None, reserve=reserve) for part in parts[1:]]
        return [first, *rest]

    def draw(self) -> None:
        if self.left:
            self.left.drawOn(self.canv, 0, self.height - self._lh)
        if self.right:
            self.right.drawOn(self.canv, self.width - self._rw, self.height - self._rh - self._dy)


class SectionHeading(Flowable):
    """A section title with an optional rule below it or after it on the same line."""

    def __init__(self, para: Paragraph, *, rule: str, colour: str, rule_width: float) -> None:
        super().__init__()
        self.para, self.rule, self.colour, self.rule_width = para, rule, colour, rule_width
        self._ph = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self._ph = self.para.wrap(avail_width, avail_height)[1]
        extra = self.para.style.fontSize * 0.28 if self.rule == "below" else 0.0
        self.width, self.height = avail_width, self._ph + extra
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """Nothing here but at the top of a page: a title taller than a page
        (only hostile text makes one) flows on as its paragraph, unruled."""
        frame = getattr(self, "_frame", None)
        if frame is not None and not frame._atTop:
            return []
        return self.para.split(avail_width, avail_height)

    def draw(self) -> None:
        c = self.canv
        self.para.drawOn(c, 0, self.height - self._ph)
        if self.rule == "none":
            return
        with artifact(c):
            self._draw_rule(c)

    def _draw_rule(self, c: Any) -> None:
        c.saveState()
        c.setStrokeColor(HexColor(self.colour))
        c.setLineWidth(self.rule_width)
        size = self.para.style.fontSize
        baseline = self.height - size
        if self.rule == "below":
            y = self.rule_width / 2
            c.line(0, y, self.width, y)
        else:
            text_end = natural_width(self.para, self.width) + size * 0.3
            y = baseline + size * 0.3
            if text_end < self.width:
                c.line(text_end, y, self.width, y)
        c.restoreState()


@dataclass(frozen=True)
class ContactItem:
    text: str
    url: str | None = None
    icon: str | None = None


class ContactLine(Flowable):
    """Contact items in one or more lines, each with an optional icon and link.

    Drawn directly on the canvas (not as a Paragraph) so icons can sit inline
    and every item gets its own clickable rectangle.
    """

    def __init__(self, items: list[ContactItem], *, face: str, size: float, leading: float,
                 chain: FontChain, align: str, separator: str, colour: str, link_colour: str,
                 separator_colour: str, icon_colour: str) -> None:
        super().__init__()
        self._options = dict(face=face, size=size, leading=leading, chain=chain, align=align,
                             separator=separator, colour=colour, link_colour=link_colour,
                             separator_colour=separator_colour, icon_colour=icon_colour)
        self.items, self.face, self.size, self.leading = items, face, size, leading
        self.chain, self.align, self.separator = chain, align, separator
        self.colour, self.link_colour = colour, link_colour
        self.separator_colour, self.icon_colour = separator_colour, icon_colour
        self._lines: list[list[tuple[ContactItem, float]]] = []

    def _item_width(self, item: ContactItem) -> float:
        icon = self.size * 1.3 if item.icon else 0.0
        return icon + text_width(self.chain, item.text, self.face, self.size)

    def _fitting(self, item: ContactItem, avail_width: float) -> list[ContactItem]:
        """*item*, cut into pieces that fit a line when it is wider than one."""
        if self._item_width(item) <= avail_width:
            return [item]
        pieces: list[ContactItem] = []
        text, icon = item.text, item.icon
        while text:
            cut = len(text)
            while cut > 1 and self._item_width(ContactItem(text[:cut], None, icon)) > avail_width:
                cut = max(1, cut * 3 // 4) if cut > 64 else cut - 1
            pieces.append(ContactItem(text[:cut], item.url, icon))
            text, icon = text[cut:], None
        return pieces

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        sep = text_width(self.chain, self.separator, self.face, self.size)
        lines: list[list[tuple[ContactItem, float]]] = [[]]
        used = 0.0
        pieces = [piece for whole in self.items for piece in self._fitting(whole, avail_width)]
        for item in pieces:
            width = self._item_width(item)
            if lines[-1] and used + sep + width > avail_width:
                lines.append([])
                used = 0.0
            used += (sep if lines[-1] else 0.0) + width
            lines[-1].append((item, width))
        self._lines = [line for line in lines if line]
        self._sep = sep
        self.width, self.height = avail_width, len(self._lines) * self.leading
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        """Lines that fit here, and the rest (only a huge contact item needs this)."""
        self.wrap(avail_width, avail_height)
        fit = int(avail_height // self.leading)
        if fit < 1 or fit >= len(self._lines):
            return []
        pieces = [[item for item, _ in line] for line in self._lines]
        first, rest = sum(pieces[:fit], []), sum(pieces[fit:], [])
        return [self._with_items(first), self._with_items(rest)]

    def _with_items(self, items: list[ContactItem]) -> ContactLine:
        return ContactLine(items, **self._options)  # type: ignore[arg-type]

    def _text(self, x: float, y: float, text: str, colour: str) -> float:
        c = self.canv
        c.setFillColor(HexColor(colour))
        for face, chunk in face_runs(self.chain, text, self.face):
            c.setFont(face, self.size)
            c.drawString(x, y, chunk)
            x += c.stringWidth(chunk, face, self.size)
        return x

    def draw(self) -> None:
        tagger = tagger_of(self.canv)
        if tagger is None:
            self._draw_lines()
            return
        with tagger.element(self.canv, "P", marked=False) as line:  # each item is marked on its own
            self._draw_lines(lambda item: tagger.element(self.canv, "Link", contents=item.text) if item.url
                             else tagger.marked(self.canv, line))

    def _draw_lines(self, marked: Any = None) -> None:
        """The lines; *marked(item)*, when tagging, marks an item's text (its icon and
        the separators are artifacts)."""
        c = self.canv
        for number, line in enumerate(self._lines):
            total = sum(width for _, width in line) + self._sep * (len(line) - 1)
            x = (self.width - total) / 2 if self.align == "center" else 0.0
            y = self.height - (number + 1) * self.leading + (self.leading - self.size) * 0.6
            for index, (item, width) in enumerate(line):
                if index:
                    with artifact(c):
                        x = self._text(x, y, self.separator, self.separator_colour)
                start = x
                if item.icon:
                    with artifact(c):
                        draw_icon(c, item.icon, x, y, self.size * 0.95, self.icon_colour)
                    x += self.size * 1.3
                with marked(item) if marked is not None else contextlib.nullcontext():
                    x = self._text(x, y, item.text, self.link_colour if item.url else self.colour)
                    if item.url:
                        rect = (start, y - self.size * 0.25, start + width, y + self.size * 0.9)
                        c.linkURL(item.url, rect, relative=1, thickness=0)


class Anchor(Flowable):
    """Takes no room; records where it is drawn: (model path, page, x, y from
    the page's top, in points) appended to *anchors*. Put before an entry, it tells
    the window's preview which entry a click on the page falls in."""

    def __init__(self, path: tuple, anchors: list, follows: Flowable) -> None:
        super().__init__()
        self.path = path
        self.anchors = anchors
        self.follows = follows
        """The entry's first flowable: the anchor goes right after it (before it, it would
        take over the spacing a frame gives the first of a group) and adds its height."""
        self.width = self.height = 0

    # A frame gives the space after the entry's first line to what follows the
    # anchor, as if the anchor were not there (reportlab's own marks use these).
    _ZEROSIZE = True
    _SPACETRANSFER = True

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab's names)
        return 0, 0

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:  # noqa: N802, N803
        # Flowable.drawOn would wrap draw() in a save/translate/restore that the
        # page's content would carry for nothing: only the position is wanted.
        left, bottom = canvas.absolutePosition(x, y)
        top = bottom + getattr(self.follows, "height", 0)
        self.anchors.append((self.path, canvas.getPageNumber() - 1, left, canvas._pagesize[1] - top))

    def draw(self) -> None:
        pass
