"""The inline markup a user may type inside text: nothing more than

* ``**bold**``
* ``*italic*``
* ``***bold italic***``
* ``[label](url)`` with an ``http(s):``, ``mailto:`` or ``tel:`` URL

Everything else — ``<``, ``&``, quotes, backslashes, HTML, reportlab tags — is
literal text. Renderers never see the raw string: they get a list of
:class:`Span`\\s and escape each span's text for their own output format.
A backslash before ``*``, ``[`` or ``\\`` makes it literal.

:func:`to_markup` writes spans back in this syntax (the form's fields keep
formatting as formatting and store it so); :func:`canonical` is what a text
reads back as once written that way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SAFE_URL_SCHEMES = ("http://", "https://", "mailto:", "tel:")

# Where a marker may start, and how far what follows it may run: the
# contents of ``**bold**``/``*italic*`` (no unescaped ``*``), of a link's
# label (no unescaped ``]``) and of its URL (no ``)``, no space). A backslash
# pairs with the character after it, except a line break.
_MARKER = re.compile(r"[\\*\[]")
_EMPHASIS_RUN = re.compile(r"(?:\\[^\n]|[^*\\])*")
_LABEL_RUN = re.compile(r"(?:\\[^\n]|[^\]\\])*")
_URL_RUN = re.compile(r"[^)\s]*")
_ESCAPABLE = frozenset("\\*[]")


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False
    italic: bool = False
    url: str | None = None


def is_safe_url(url: str) -> bool:
    return url.lower().startswith(SAFE_URL_SCHEMES)


class _Runs:
    """Where the run of *pattern* that starts at a position ends.

    An unclosed marker looks ahead to the end of its run; ten thousand
    unclosed ``[`` would each look ahead to the end of the text, quadratic
    time (27 s for 40 KB). Runs do not depend on where in them a look-ahead
    starts, and look-aheads come in increasing order, so the last run found
    answers every look-ahead that starts inside it: each stretch of text is
    scanned about once.
    """

    def __init__(self, text: str, pattern: re.Pattern[str]) -> None:
        self.text, self.pattern = text, pattern
        self.start = self.end = -1

    def end_from(self, i: int) -> int:
        if self.start <= i <= self.end:
            return self.end
        match = self.pattern.match(self.text, i)
        assert match is not None  # the pattern matches the empty string, so always
        end = match.end()
        if end >= self.end:
            self.start, self.end = i, end
        return end


def parse_inline(text: str, *, bold: bool = False, italic: bool = False) -> list[Span]:
    """Split *text* into styled spans. Never fails: what is not markup is text.

    Runs in time linear in the length of *text*, whatever it holds.
    """
    spans: list[Span] = []
    buffer: list[str] = []
    emphasis, label, url_run = _Runs(text, _EMPHASIS_RUN), _Runs(text, _LABEL_RUN), _Runs(text, _URL_RUN)
    literal_from = look_from = 0

    def flush(upto: int) -> None:
        buffer.append(text[literal_from:upto])
        joined = "".join(buffer)
        if joined:
            spans.append(Span(joined, bold, italic))
        buffer.clear()

    while (marker := _MARKER.search(text, look_from)) is not None:
        at = marker.start()
        look_from = at + 1
        if text[at] == "\\":
            if text[at + 1 : at + 2] in _ESCAPABLE:
                buffer.append(text[literal_from:at] + text[at + 1])
                literal_from = look_from = at + 2
            continue
        if text[at] == "*":
            # The longest marker that closes wins: ***both***, then **bold**, then *italic*.
            for delimiter, as_bold, as_italic in (("***", True, True), ("**", True, italic), ("*", bold, True)):
                inner = at + len(delimiter)
                if not text.startswith(delimiter, at):
                    continue
                end = emphasis.end_from(inner)
                if end > inner and text.startswith(delimiter, end):
                    flush(at)
                    spans.extend(parse_inline(text[inner:end], bold=as_bold, italic=as_italic))
                    literal_from = look_from = end + len(delimiter)
                    break
            continue
        end = label.end_from(at + 1)  # "["
        if end > at + 1 and text.startswith("](", end):
            url_end = url_run.end_from(end + 2)
            if url_end > end + 2 and text.startswith(")", url_end):
                flush(at)
                url = text[end + 2 : url_end]
                safe = url if is_safe_url(url) else None
                for span in parse_inline(text[at + 1 : end], bold=bold, italic=italic):
                    spans.append(Span(span.text, span.bold, span.italic, safe))
                literal_from = look_from = url_end + 1
    flush(len(text))
    return [span for span in spans if span.text]


def link_markup(label: str, url: str) -> str | None:
    """``[label](url)`` as :func:`parse_inline` reads it back, or None if *url* cannot be
    a link. A bare address gets ``https://`` (``mailto:`` if it is an e-mail address);
    spaces and brackets in the address are percent-encoded; an empty *label* shows the
    address without its scheme."""
    address = normal_url(url)
    if address is None:
        return None
    return f"[{label or escape_inline(url_label(address))}]({address})"


def normal_url(url: str) -> str | None:
    """*url* as a link stores it, or None if it cannot be a link: a bare address gets
    ``https://`` (``mailto:`` if it is an e-mail address); spaces and brackets are
    percent-encoded."""
    url = url.strip()
    if not url:
        return None
    if not is_safe_url(url) and ":" not in url.split("/")[0]:
        url = ("mailto:" if "@" in url and "/" not in url else "https://") + url
    url = url.replace(" ", "%20").replace("(", "%28").replace(")", "%29")
    if not is_safe_url(url) or any(ch.isspace() for ch in url):
        return None
    return url


def url_label(url: str) -> str:
    """What a link with no text of its own shows: its address without the scheme."""
    return re.sub(r"^(https?://|mailto:|tel:)", "", url, flags=re.IGNORECASE)


def plain_text(text: str) -> str:
    """The visible text of *text*, markup removed."""
    return "".join(span.text for span in parse_inline(text))


def escape_inline(text: str) -> str:
    """Escape *text* so that :func:`parse_inline` reads it back literally."""
    return re.sub(r"([\\*\[\]])", r"\\\1", text)


# --- Writing spans back -------------------------------------------------------

_MARKERS = {(True, True): "***", (True, False): "**", (False, True): "*", (False, False): ""}
Style = tuple[bool, bool, "str | None"]


def _style(span: Span) -> Style:
    return span.bold, span.italic, span.url


# What a text field shows as a paragraph break: CR LF, CR, the Unicode line and paragraph
# separators, and two noncharacters a text editor may reserve for frames.
_LINE_BREAK = re.compile("\r\n?|[\u2028\u2029\ufdd0\ufdd1]")


def normal_spans(spans: list[Span]) -> list[Span]:
    """*spans* with neighbours of one style merged, no empty span, and every line
    break a ``\\n``. A line break carries no style of its own: it takes its neighbours'
    when they agree (a field shows a line break as the end of a paragraph, which has
    no bold or italic)."""
    pieces = [Span(part, span.bold, span.italic, span.url) if part != "\n" else Span("\n")
              for span in spans for part in re.split(r"(\n)", _LINE_BREAK.sub("\n", span.text)) if part]
    out: list[Span] = []
    index = 0
    while index < len(pieces):
        piece = pieces[index]
        if piece.text == "\n":
            end = index
            while end < len(pieces) and pieces[end].text == "\n":
                end += 1
            before = out[-1] if out else None
            after = pieces[end] if end < len(pieces) else None
            if before is not None and after is not None and _style(before) == _style(after):
                piece = Span("\n" * (end - index), *_style(before))
            else:
                piece = Span("\n" * (end - index))
            index = end
        else:
            index += 1
        if out and _style(out[-1]) == _style(piece):
            out[-1] = Span(out[-1].text + piece.text, *_style(piece))
        else:
            out.append(piece)
    return out


def to_markup(spans: list[Span]) -> str:
    """*spans* written in the inline syntax, so that :func:`parse_inline` reads them back
    (up to :func:`normal_spans`). Never writes an empty marker: ``****`` cannot come out.

    Emphasis goes around a whole link when its text is all one style (``**[a](u)**``),
    inside the link's text when not, or when the address holds a ``*`` or ``\\`` that
    would end the emphasis early.
    """
    pieces: list[tuple[tuple[bool, bool] | None, str]] = []  # (emphasis around it, markup)
    spans = normal_spans(spans)
    index = 0
    while index < len(spans):
        span = spans[index]
        if span.url is None:
            pieces.append(((span.bold, span.italic), escape_inline(span.text)))
            index += 1
            continue
        end = index
        while end < len(spans) and spans[end].url == span.url:
            end += 1
        label = spans[index:end]
        styles = {(part.bold, part.italic) for part in label}
        if len(styles) == 1 and not set(span.url) & {"*", "\\"}:
            pieces.append((styles.pop(), f"[{''.join(escape_inline(part.text) for part in label)}]({span.url})"))
        else:
            inner = to_markup([Span(part.text, part.bold, part.italic) for part in label])
            pieces.append((None, f"[{inner}]({span.url})"))
        index = end
    out: list[str] = []
    for index, (emphasis, markup) in enumerate(pieces):
        if emphasis is None:
            out.append(markup)
            continue
        marker = _MARKERS[emphasis]
        opens = index == 0 or pieces[index - 1][0] != emphasis
        closes = index == len(pieces) - 1 or pieces[index + 1][0] != emphasis
        out.append((marker if opens else "") + markup + (marker if closes else ""))
    return "".join(out)


def canonical(text: str) -> str:
    """*text* as :func:`to_markup` writes what it reads as: the same print, the same spans."""
    return to_markup(parse_inline(text))


def _cut(spans: list[Span], start: int, end: int) -> list[Span]:
    """The spans of the visible characters from *start* to *end*."""
    out: list[Span] = []
    at = 0
    for span in spans:
        left, right = max(start - at, 0), min(end - at, len(span.text))
        if left < right:
            out.append(Span(span.text[left:right], *_style(span)))
        at += len(span.text)
    return out


def split_visible(text: str, at: int) -> tuple[str, str]:
    """*text* cut where its *at*-th visible character starts; each half keeps its formatting."""
    spans = parse_inline(text)
    return to_markup(_cut(spans, 0, at)), to_markup(_cut(spans, at, len(plain_text(text))))


def replace_visible(text: str, start: int, end: int, new: str) -> str:
    """*text* with its visible characters *start* to *end* replaced by *new*, which takes
    the formatting of the first character it replaces."""
    spans = parse_inline(text)
    length = sum(len(span.text) for span in spans)
    first = _cut(spans, start, start + 1) or _cut(spans, start - 1, start)
    style = _style(first[0]) if first else (False, False, None)
    return to_markup([*_cut(spans, 0, start), Span(new, *style), *_cut(spans, end, length)])


def concat_markup(*texts: str) -> str:
    """*texts* one after another, each read as it prints alone (an unclosed ``[`` in one
    cannot join a ``](…)`` in the next)."""
    return to_markup([span for text in texts for span in parse_inline(text)])
