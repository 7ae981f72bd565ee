"""The inline syntax shown as formatting in a ``QTextDocument``, and read back from it.

A field shows ``**Built** the`` as "Built the" with "Built" in bold, and a link
as its text, underlined in the link colour; what it stores is still the inline
syntax of :mod:`editor.model.markup`. Reading a document back goes through
:func:`~editor.model.markup.to_markup`, so a literal ``*`` typed into a field is
escaped (it stays a star) and no empty marker can be written.

Positions here are Qt's: UTF-16 units of the document's text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtGui import QColor, QFont, QTextBlock, QTextCharFormat, QTextCursor, QTextDocument, QTextFragment

from ...model.markup import Span, is_safe_url, parse_inline, to_markup

NORMAL = int(QFont.Weight.Normal.value)
BOLD = int(QFont.Weight.Bold.value)
INLINE_MIME = "application/x-vitae-inline"
"""The clipboard format that carries a copied stretch of a field with its formatting."""


def hand_over_clipboard() -> None:
    """Before the process ends: leave other programs the copied text as data Qt made.

    A field's copy is a ``QMimeData`` made in Python (Qt's own lists only Qt's
    formats); left on the clipboard, Qt deletes it after Python has shut down,
    which crashed the process at exit."""
    from PySide6.QtGui import QClipboard, QGuiApplication

    if QGuiApplication.instance() is None:
        return
    clipboard = QGuiApplication.clipboard()
    for mode in (QClipboard.Mode.Clipboard, QClipboard.Mode.Selection):
        data = clipboard.mimeData(mode)
        if data is not None and data.hasFormat(INLINE_MIME):
            clipboard.setText(data.text(), mode)


def units(text: str) -> int:
    """The length of *text* in Qt's UTF-16 units."""
    return len(text.encode("utf-16-le")) // 2


def _cut(text: str, start: int, end: int) -> str:
    """*text* from UTF-16 unit *start* to *end*."""
    if text.isascii():
        return text[start:end]
    return text.encode("utf-16-le")[2 * start:2 * end].decode("utf-16-le", "replace")


def _block_fragments(block: QTextBlock) -> Iterator[QTextFragment]:
    """The runs of one format in *block*, in order."""
    pieces = block.begin()
    while not pieces.atEnd():
        yield pieces.fragment()
        pieces += 1


# --- one character format <-> one span's style ---------------------------------------

def is_bold(fmt: QTextCharFormat) -> bool:
    return fmt.fontWeight() > NORMAL


def set_bold(fmt: QTextCharFormat, on: bool) -> None:
    fmt.setFontWeight(BOLD if on else NORMAL)


def is_italic(fmt: QTextCharFormat) -> bool:
    return fmt.fontItalic()


def set_italic(fmt: QTextCharFormat, on: bool) -> None:
    fmt.setFontItalic(on)


def link_of(fmt: QTextCharFormat) -> str | None:
    href = fmt.anchorHref()
    return href if fmt.isAnchor() and href and is_safe_url(href) else None


def set_link(fmt: QTextCharFormat, url: str | None, colour: QColor) -> None:
    """Make *fmt* a link to *url* (underlined, in *colour*), or no link when None."""
    fmt.setAnchor(url is not None)
    fmt.setAnchorHref(url or "")
    fmt.setFontUnderline(url is not None)
    fmt.setToolTip(url or "")
    if url is None:
        fmt.clearForeground()
    else:
        fmt.setForeground(colour)


def span_format(span: Span, link_colour: QColor) -> QTextCharFormat:
    fmt = QTextCharFormat()
    if span.bold:
        set_bold(fmt, True)
    if span.italic:
        set_italic(fmt, True)
    if span.url:
        set_link(fmt, span.url, link_colour)
    return fmt


# --- whole documents ---------------------------------------------------------------

def show_markup(document: QTextDocument, text: str, link_colour: QColor) -> None:
    """Make *document* show *text* (inline syntax) with its formatting."""
    document.clear()
    insert_markup(QTextCursor(document), text, link_colour)


def insert_markup(cursor: QTextCursor, text: str, link_colour: QColor) -> None:
    """Insert *text* (inline syntax) at *cursor*, as formatted text, as one edit."""
    cursor.beginEditBlock()
    cursor.removeSelectedText()
    for span in parse_inline(text):
        cursor.insertText(span.text, span_format(span, link_colour))
    cursor.endEditBlock()


def document_spans(document: QTextDocument, start: int = 0, end: int | None = None) -> list[Span]:
    """The styled text of *document* (from *start* to *end*); paragraphs end in ``\\n``
    (a line break within one, Shift+Enter, becomes one in :func:`to_markup`)."""
    spans: list[Span] = []
    block = document.findBlock(start)
    first = block
    while block.isValid() and (end is None or block.position() < end):
        if block != first:
            spans.append(Span("\n"))  # the paragraph break before this one
        for fragment in _block_fragments(block):
            left = fragment.position()
            right = left + fragment.length()
            lo, hi = max(left, start), right if end is None else min(right, end)
            if lo >= hi:
                continue
            text = _cut(fragment.text(), lo - left, hi - left)
            fmt = fragment.charFormat()
            spans.append(Span(text, is_bold(fmt), is_italic(fmt), link_of(fmt)))
        block = block.next()
    return spans


def document_markup(document: QTextDocument, start: int = 0, end: int | None = None) -> str:
    """*document*'s text (from *start* to *end*) in the inline syntax."""
    return to_markup(document_spans(document, start, end))


# --- stretches of a document -----------------------------------------------------

def trimmed(cursor: QTextCursor) -> tuple[int, int]:
    """The selection of *cursor* without the spaces around it (a word taken with
    Ctrl+Shift+→ brings the space after it along)."""
    text = cursor.selectedText()
    start, end = cursor.selectionStart(), cursor.selectionEnd()
    start += len(text) - len(text.lstrip())  # spaces are one UTF-16 unit each
    end -= len(text) - len(text.rstrip())
    return start, max(start, end)


def fragments(document: QTextDocument, start: int, end: int) -> Iterator[tuple[int, int, str, QTextCharFormat]]:
    """The pieces of one format between *start* and *end*: (start, end, text, format)."""
    block = document.findBlock(start)
    while block.isValid() and block.position() < end:
        for fragment in _block_fragments(block):
            left = fragment.position()
            lo, hi = max(left, start), min(left + fragment.length(), end)
            if lo < hi:
                yield lo, hi, _cut(fragment.text(), lo - left, hi - left), fragment.charFormat()
        block = block.next()


def all_have(document: QTextDocument, start: int, end: int, test: Callable[[QTextCharFormat], bool]) -> bool:
    """Whether every character from *start* to *end* but spaces passes *test*."""
    return all(test(fmt) for _, _, text, fmt in fragments(document, start, end) if text.strip())


def restyle(document: QTextDocument, start: int, end: int, change: Callable[[QTextCharFormat], None]) -> None:
    """Apply *change* to the format of each character from *start* to *end*, as one edit."""
    pieces = [(lo, hi, QTextCharFormat(fmt)) for lo, hi, _, fmt in fragments(document, start, end)]
    cursor = QTextCursor(document)
    cursor.beginEditBlock()
    for lo, hi, fmt in pieces:
        change(fmt)
        cursor.setPosition(lo)
        cursor.setPosition(hi, QTextCursor.MoveMode.KeepAnchor)
        cursor.setCharFormat(fmt)
    cursor.endEditBlock()


def format_at(document: QTextDocument, position: int) -> QTextCharFormat | None:
    """The format of the character at *position*; None past a paragraph's end."""
    block = document.findBlock(position)
    if not block.isValid() or position < 0 or position >= block.position() + block.length() - 1:
        return None
    for fragment in _block_fragments(block):
        if fragment.position() <= position < fragment.position() + fragment.length():
            return fragment.charFormat()
    return None


def link_around(document: QTextDocument, start: int, end: int) -> tuple[int, int, str] | None:
    """The link (start, end, address) that holds the stretch *start*–*end*, or the
    character at or before the caret when the stretch is empty; None if none does."""
    probe = start
    url = None
    for probe in ((start - 1, start) if start == end else (start,)):
        fmt = format_at(document, probe)
        url = link_of(fmt) if fmt is not None else None
        if url is not None:
            break
    if url is None:
        return None
    block = document.findBlock(probe)
    runs: list[list[int]] = []  # the stretches of this paragraph that link to url
    for lo, hi, _, fmt in fragments(document, block.position(), block.position() + block.length() - 1):
        if link_of(fmt) != url:
            continue
        if runs and runs[-1][1] == lo:
            runs[-1][1] = hi
        else:
            runs.append([lo, hi])
    for lo, hi in runs:
        if lo <= probe < hi:
            return (lo, hi, url) if lo <= start and end <= hi else None  # None: it reaches beyond
    return None
