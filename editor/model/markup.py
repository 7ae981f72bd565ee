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

_TOKEN = re.compile(
    r"\\(?P<escaped>[\\*\[\]])"
    r"|\*\*(?P<bold>(?:\\.|[^*\\])+?)\*\*"
    r"|\*(?P<italic>(?:\\.|[^*\\])+?)\*"
    r"|\[(?P<label>(?:\\.|[^\]\\])+?)\]\((?P<url>[^)\s]+)\)"
)


@dataclass(frozen=True)
class Span:
    text: str
    bold: bool = False
    italic: bool = False
    url: str | None = None


def is_safe_url(url: str) -> bool:
    return url.lower().startswith(SAFE_URL_SCHEMES)


def parse_inline(text: str, *, bold: bool = False, italic: bool = False) -> list[Span]:
    """Split *text* into styled spans. Never fails: what is not markup is text."""
    spans: list[Span] = []
    pos = 0
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            spans.append(Span("".join(buffer), bold, italic))
            buffer.clear()

    for match in _TOKEN.finditer(text):
        buffer.append(text[pos : match.start()])
        pos = match.end()
        if match.group("escaped"):
            buffer.append(match.group("escaped"))
            continue
        flush()
        if match.group("bold") is not None:
            spans.extend(parse_inline(match.group("bold"), bold=True, italic=italic))
        elif match.group("italic") is not None:
            spans.extend(parse_inline(match.group("italic"), bold=bold, italic=True))
        else:
            url = match.group("url")
            for span in parse_inline(match.group("label"), bold=bold, italic=italic):
                spans.append(Span(span.text, span.bold, span.italic, url if is_safe_url(url) else None))
    buffer.append(text[pos:])
    flush()
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
