"""Rich-text HTML from web résumé builders, read as Vitae's inline markup.

Web builders (Reactive Resume's editor among them) store a description as a
small HTML fragment: paragraphs, lists, bold, italic, links. It becomes plain
text in Vitae's markup — ``**bold**``, ``*italic*``, ``[label](url)`` —
with every other character escaped, so nothing in the fragment can turn into
markup it did not ask for; other tags are dropped, their text kept. A link
keeps its URL only when it is a web, mail or phone link.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from ..model.markup import escape_inline, is_safe_url

_BLOCKS = {"p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "br", "hr", "tr"}
_MARKS = {"strong": "**", "b": "**", "em": "*", "i": "*"}
MAX_DEPTH = 16  # open emphasis tags followed; deeper ones are read as plain text, which keeps each tag O(1)


@dataclass
class RichText:
    """A fragment's paragraphs and list items, each a line of Vitae markup."""

    paragraphs: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)

    def text(self) -> str:
        """Everything as one text: paragraphs, then the items as ``- `` lines."""
        return "\n\n".join(self.paragraphs + [f"- {item}" for item in self.items]).strip()


def html_to_markup(fragment: str) -> RichText:
    parser = _Reader()
    parser.feed(fragment)
    parser.close()
    parser.end_block()
    return RichText(parser.paragraphs, parser.items)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paragraphs: list[str] = []
        self.items: list[str] = []
        self.parts: list[str] = []
        self.in_item = 0
        self.marks: list[str] = []
        self.link: str | None = None
        self.link_start = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "li":
            self.end_block()
            self.in_item += 1
        elif tag in _BLOCKS:
            self.end_block() if tag != "br" else self.parts.append(" ")
        elif tag in _MARKS and len(self.marks) < MAX_DEPTH:
            self.parts.append("\x00" + _MARKS[tag])  # opened; closed or dropped at the end tag
            self.marks.append(tag)
        elif tag == "a":
            href = dict(attrs).get("href") or ""
            self.link = href if is_safe_url(href) and not re.search(r"[\s()]", href) else None
            self.link_start = len(self.parts)

    def handle_endtag(self, tag: str) -> None:
        if tag == "li":
            self.end_block()
            self.in_item = max(0, self.in_item - 1)
        elif tag in _BLOCKS:
            self.end_block()
        elif tag in _MARKS and tag in self.marks:
            self.marks.remove(tag)
            self._close_mark(_MARKS[tag])
        elif tag == "a" and self.link is not None:
            label = "".join(self.parts[self.link_start:]).strip()
            if label:
                self.parts[self.link_start:] = [f"[{label}]({self.link})"]
            self.link = None

    def handle_data(self, data: str) -> None:
        self.parts.append(escape_inline(re.sub(r"\s+", " ", data)))

    def _close_mark(self, mark: str) -> None:
        """Wrap the text since the matching opener in *mark*, spaces outside, or drop an empty pair."""
        opener = "\x00" + mark
        for i in range(len(self.parts) - 1, -1, -1):
            if self.parts[i] == opener:
                inner = "".join(self.parts[i + 1:])
                core = inner.strip()
                lead = inner[: len(inner) - len(inner.lstrip())]
                trail = inner[len(inner.rstrip()):]
                self.parts[i:] = [f"{lead}{mark}{core}{mark}{trail}" if core else inner]
                return

    def end_block(self) -> None:
        text = re.sub(r"\s+", " ", "".join(p for p in self.parts if not p.startswith("\x00"))).strip()
        self.parts = []
        self.marks = []
        if text:
            (self.items if self.in_item else self.paragraphs).append(text)
