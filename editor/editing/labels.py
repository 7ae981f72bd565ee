"""Human names for model fields and kinds, shared by forms, outline and undo texts."""

from __future__ import annotations

from ..model import ENTRY_KIND_TABLE
from .modelpath import ModelPath

_FIELD_LABELS = {
    "venue_short": "Short venue",
    "margin_mm": "Margins (mm)",
    "font_size": "Font size (pt)",
    "fit_pages": "Fit to pages",
    "page_numbers": "Page numbers",
    "page_size": "Page size",
    "latin_font": "Latin font",
    "url": "URL",
    "email": "E-mail",
    "highlights": "Bullet points",
    "me": "This is me",
    "equal": "Equal contribution",
    "languages": "Only in",
}

_ENTRY_KIND_LABELS = {row.name: row.label for row in ENTRY_KIND_TABLE}  # model/kinds.py

LANGUAGE_NAMES = {"en": "EN", "zh": "中文", "zh-Hans": "简体", "zh-Hant": "繁體", "ja": "日本語",
                  "de": "DE", "fr": "FR", "es": "ES", "ko": "한국어"}


def field_label(name: str) -> str:
    return _FIELD_LABELS.get(name) or name.replace("_", " ").capitalize()


def entry_kind_label(kind: str) -> str:
    return _ENTRY_KIND_LABELS.get(kind, kind.capitalize())


def language_label(tag: str) -> str:
    return LANGUAGE_NAMES.get(tag, tag.upper())


def is_section_path(path: ModelPath) -> bool:
    return len(path) == 2 and path[0] == "sections"


def is_entry_path(path: ModelPath) -> bool:
    return len(path) == 4 and path[0] == "sections" and path[2] == "entries"


def what(path: ModelPath) -> str:
    """"section", "entry" or the field's lower-case name: for "Delete entry" and the like."""
    if not path:
        return "document"
    if is_section_path(path) or path == ("sections",):
        return "section"
    if is_entry_path(path) or path[-1] == "entries":
        return "entry"
    name = next((part for part in reversed(path) if isinstance(part, str)), "")
    label = field_label(name).split(" (")[0].lower()
    if isinstance(path[-1], int) and label.endswith("s"):
        label = label[:-1]  # one bullet point, one author, one link
    return label


def edit_text(path: ModelPath, value: object) -> str:
    """The undo-stack text of setting *path* to *value*."""
    if not path:
        return "Replace document"
    if path[-1] == "visible" and isinstance(value, bool):
        return ("Show " if value else "Hide ") + what(path[:-1])
    if path[0] == "design":
        return f"Change {what(path)}"
    return f"Edit {what(path)}"


_TITLE_FIELDS = ("title", "organisation", "institution", "name", "label", "network", "text")


def any_text(value: object, lang: str, default_lang: str) -> str:
    """Text of *value* for a label: in *lang*, else the default language, else any.

    Labels name things; an entry written only in Chinese still needs a name
    in the English view of the outline.
    """
    if not value:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        for tag in (lang, default_lang, *value):
            if value.get(tag):
                return str(value[tag])
    return ""


def entry_title(entry: object, lang: str, default_lang: str) -> str:
    """The outline label of an entry: its title, organisation, institution… in *lang*."""
    for name in _TITLE_FIELDS:
        text = any_text(getattr(entry, name, None), lang, default_lang).strip()
        if text:
            return _one_line(text)
    items = getattr(entry, "items", None)
    if items:
        return _one_line(", ".join(any_text(i, lang, default_lang) for i in items[:4]))
    return f"(untitled {entry_kind_label(getattr(entry, 'kind', 'entry')).lower()})"


_DETAIL_FIELDS = ("role", "degree", "team", "field", "subtitle", "venue_short", "location")


def entry_labels(section: object, lang: str, default_lang: str) -> list[str]:
    """The outline labels of a section's entries: each one's title, and when entries
    share a title (several roles at one employer), what tells them apart: the role,
    degree… that differs most among them, and the dates if that is not enough."""
    entries = getattr(section, "entries", [])
    titles = [entry_title(e, lang, default_lang) for e in entries]
    groups: dict[str, list[int]] = {}
    for index, title in enumerate(titles):
        groups.setdefault(title, []).append(index)

    def detail(index: int, name: str) -> str:
        return any_text(getattr(entries[index], name, None), lang, default_lang).strip()

    labels = list(titles)
    for title, members in groups.items():
        if len(members) < 2:
            continue
        for index in members:
            twins = [i for i in members if i != index]
            named = [name for name in _DETAIL_FIELDS if detail(index, name)]
            best = max(named, key=lambda n: len({detail(i, n) for i in members}), default=None)
            parts = [_one_line(detail(index, best), 40)] if best else []
            if best is None or any(detail(i, best) == detail(index, best) for i in twins):
                dates = _dates(entries[index], lang)
                if dates and all(_dates(entries[i], lang) != dates for i in twins):
                    parts.append(dates)
            labels[index] = _with_detail(title, " · ".join(parts) or str(members.index(index) + 1))
    return labels


def _dates(entry: object, lang: str) -> str:
    """The entry's dates as its printed résumé writes them in *lang* (Dec 2024–Present, 2024.12–至今)."""
    from ..model.l10n import format_date

    start, end = getattr(entry, "start", None), getattr(entry, "end", None)
    return "–".join(format_date(str(d), lang) for d in (start, end) if d)


DETAIL_SEPARATOR = " — "
"""Between a shared title and what tells its entry apart (the outline elides in the middle there)."""


def _with_detail(title: str, detail: str) -> str:
    # The outline is narrow: shorten the shared title so that the detail stays in view.
    short = title if len(title) <= 24 else title[:23] + "…"
    return f"{short}{DETAIL_SEPARATOR}{detail}"


def section_title_text(section: object, lang: str, default_lang: str) -> str:
    from ..model.l10n import section_title

    title = any_text(getattr(section, "title", None), lang, default_lang)
    kind = getattr(section, "kind", "custom")
    return _one_line(title or section_title(kind, lang) or section_title(kind, "en") or "Custom section")


def _one_line(text: str, limit: int = 60) -> str:
    from ..model.markup import plain_text

    text = " ".join(plain_text(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
