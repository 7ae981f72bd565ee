"""Characters no one means to print: control characters and bidirectional overrides.

A PDF's text layer (or any imported file) can carry C0/C1 control characters
(an escape sequence that recolours a terminal) and the bidirectional
embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make
text display in another order than it reads ("Trojan Source"). They are
removed where text comes in (the PDF reader) and where it goes out (the HTML
and Markdown exports, which a browser or a Markdown renderer would otherwise
honour). Tabs and line breaks stay: they are layout, and each exporter
treats them. The marks U+200E/U+200F, which right-to-left text needs, stay too.
"""

from __future__ import annotations

import re

_UNSEEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufff9-\ufffb]")


def without_unseen(text: str) -> str:
    """*text* less its control characters (but tab and line breaks) and bidirectional overrides."""
    return _UNSEEN.sub("", text) if _UNSEEN.search(text) else text
