"""The inline markup a user may type inside text: nothing more than

* ``**bold**``
* ``*italic*``
* ``[label](url)`` with an ``http(s):``, ``mailto:`` or ``tel:`` URL

Everything else — ``<``, ``&``, quotes, backslashes, HTML, reportlab tags — is
literal text. Renderers never see the raw string: they get a list of
:class:`Span`\\s and escape each span's text for their own output format.
A backslash before ``*``, ``[`` or ``\\`` makes it literal.
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
            inner = at + 2
            end = emphasis.end_from(inner) if text.startswith("*", at + 1) else inner
            if end > inner and text.startswith("**", end):
                flush(at)
                spans.extend(parse_inline(text[inner:end], bold=True, italic=italic))
                literal_from = look_from = end + 2
                continue
            end = emphasis.end_from(at + 1)
            if end > at + 1 and text.startswith("*", end):
                flush(at)
                spans.extend(parse_inline(text[at + 1 : end], bold=bold, italic=True))
                literal_from = look_from = end + 1
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
    url = url.strip()
    if not url:
        return None
    if not is_safe_url(url) and ":" not in url.split("/")[0]:
        url = ("mailto:" if "@" in url and "/" not in url else "https://") + url
    url = url.replace(" ", "%20").replace("(", "%28").replace(")", "%29")
    if not is_safe_url(url) or any(ch.isspace() for ch in url):
        return None
    if not label:
        label = escape_inline(re.sub(r"^(https?://|mailto:|tel:)", "", url, flags=re.IGNORECASE))
    return f"[{label}]({url})"


def plain_text(text: str) -> str:
    """The visible text of *text*, markup removed."""
    return "".join(span.text for span in parse_inline(text))


def escape_inline(text: str) -> str:
    """Escape *text* so that :func:`parse_inline` reads it back literally."""
    return re.sub(r"([\\*\[\]])", r"\\\1", text)
