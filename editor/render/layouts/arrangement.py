"""Where the sidebar and jianli templates put things, kept free of reportlab
so the PDF layouts and the Word export read the same rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...model.l10n import locale_for

SIDE_KINDS = frozenset({"skills", "languages", "interests"})
"""Section kinds the sidebar holds; every other section is in the main column."""

JIANLI_ORDER = ("education", "experience", "research", "projects", "skills", "awards")
"""A Chinese résumé's conventional order; other sections follow in the
document's order, and "about" (自我评价) comes last."""

def objective_label(lang: str) -> str:
    """The label jianli prints before the headline (求职意向), in *lang*'s file as ``objective``."""
    return locale_for(lang).objective


def jianli_rank(kind: str) -> int:
    if kind == "about":
        return len(JIANLI_ORDER) + 1
    return JIANLI_ORDER.index(kind) if kind in JIANLI_ORDER else len(JIANLI_ORDER)


SIDE_SHARE = 0.29
"""The sidebar's share of the text area's width."""
BAND_PADDING = 10.0
"""Colour beyond the sidebar's text on its right, in points."""
COLUMN_GAP = 16.0
"""White between the sidebar's colour and the main column, in points."""

SIDEBAR_ENTRY_CHARS = 140
"""Longer entries (a skill described in sentences) go to the main column:
prose wrapped in a narrow column is hard to read, for people and for parsers."""


def in_sidebar(kind: str, entries: list, text: Callable[[Any], str]) -> bool:
    """Whether a section of *kind* with *entries* (printed through *text*) sits in the sidebar."""
    return kind in SIDE_KINDS and all(len(_entry_text(entry, text)) <= SIDEBAR_ENTRY_CHARS for entry in entries)


def _entry_text(entry: Any, text: Callable[[Any], str]) -> str:
    parts = [text(getattr(entry, name, None)) for name in ("label", "details", "text", "title")]
    parts += [text(item) for item in getattr(entry, "items", None) or []]
    return " ".join(part for part in parts if part)


def labelled_handle(network: str, username: str | None, colon: str) -> str:
    """"GitHub: linwei" (the language's colon); a handle with no network stays as it is."""
    network, username = network.strip(), (username or "").strip()
    return f"{network}{colon}{username}" if network and username else username
