"""Field recall: how much of a source document comes back from its PDF.

Each leaf field the source shows in one language (the name, each contact,
each entry's title and sub fields, dates, each bullet with its bold lead-ins,
each author with the owner mark, venue, year, skill labels and details, …)
is looked for at the corresponding place of the document read back: the
entry with the best-matching title in a section of the same kind. Text fields
of an entry's head (organisation, role, degree, place…) count when found in
the read-back entry's head (a template may print "Org, Team" on one line);
dates, bullets, authors and labels must match as values. Recall is the
fraction found; ``missing`` says which, for ``vitae check``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from ...model.markup import plain_text

_HEAD_FIELDS = ("institution", "organisation", "team", "name", "title", "role", "degree", "field",
                "subtitle", "location", "issuer", "note")
_TITLE_FIELDS = ("institution", "organisation", "name", "title", "label")


_OTHER = {"misc", "custom"}
"""A section of no standard kind: which of the two a reader calls it is a guess."""
_ALIKE = ({"awards", "certifications"}, {"skills", "languages"}, {"experience", "volunteering"})
"""Kinds that hold the same entries under headings a reader cannot tell apart by
layout ("Certifications" is awards to one résumé, certifications to another)."""


@dataclass
class Recall:
    found: int = 0
    total: int = 0
    missing: list[tuple[str, str]] = field(default_factory=list)
    """(path in the source, the value that did not come back)."""

    @property
    def score(self) -> float:
        return self.found / self.total if self.total else 1.0

    def check(self, ok: bool, path: str, value: object) -> None:
        self.total += 1
        if ok:
            self.found += 1
        else:
            self.missing.append((path, str(value)))


# Italics around Chinese, Japanese or Korean text: the bundled CJK faces have
# no italic, so no PDF of Vitae's can show it and no reader can get it back.
_CJK_ITALIC = re.compile(r"(?<!\*)\*([^*]*[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef][^*]*)\*(?!\*)")


def norm(text: object, *, markup: bool = False) -> str:
    text = unicodedata.normalize("NFKC", str(text or ""))
    if not markup:
        text = plain_text(text)
    else:
        text = _CJK_ITALIC.sub(r"\1", text)
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    return re.sub(r"\s+", " ", text).strip().casefold()


def _flat(text: str) -> str:
    return re.sub(r"[\s,，.。;:：\-–—·|()（）*]+", "", text)


def field_recall(source, source_lang: str, read) -> Recall:
    """Recall of *source* (a Resume, in *source_lang*) in *read* (the Resume read back)."""
    from ...model import as_printed
    from ..view import LanguageView

    src = LanguageView(source, source_lang)
    got = LanguageView(read, read.default_language)
    out = Recall()
    _basics(src, got, out)
    used: set[int] = set()
    for s_index, (section, entries) in enumerate(src.sections()):
        kinds = _OTHER if section.kind in _OTHER else next(
            (group for group in _ALIKE if section.kind in group), {section.kind})
        candidates = [(id(e), e) for sec, es in got.sections() if sec.kind in kinds for e in es]
        for e_index, entry in enumerate(map(as_printed, entries)):  # what the PDF printed
            path = f"sections[{s_index}].entries[{e_index}]"
            match = _best(src, got, entry, [c for c in candidates if c[0] not in used])
            if match is not None:
                used.add(id(match))
            _entry(src, got, entry, match, path, out)
    return out


def _basics(src, got, out: Recall) -> None:
    a, b = src.resume.basics, got.resume.basics
    if src.text(a.name):
        out.check(norm(src.text(a.name)) == norm(got.text(b.name)), "basics.name", src.text(a.name))
    for key in ("email", "phone", "website"):
        value = getattr(a, key)
        if value:
            other = getattr(b, key) or ""
            out.check(_flat(norm(value)).removeprefix("https//") in _flat(norm(other)).removeprefix("https//")
                      and other != "", f"basics.{key}", value)
    for key in ("headline", "location"):
        value = src.text(getattr(a, key))
        if value:
            out.check(norm(value) == norm(got.text(getattr(b, key))), f"basics.{key}", value)
    urls = {norm(p.url).rstrip("/") for p in b.profiles if p.url}
    names = {norm(p.username) for p in b.profiles if p.username}
    for index, profile in enumerate(a.profiles):
        if profile.url:
            out.check(norm(profile.url).rstrip("/") in urls, f"basics.profiles[{index}].url", profile.url)
        elif profile.username:
            out.check(norm(profile.username) in names, f"basics.profiles[{index}].username", profile.username)


def _title_of(view, entry) -> str:
    for name in _TITLE_FIELDS:
        value = getattr(entry, name, None)
        if value:
            return norm(view.text(value))
    for name in ("text", "details"):
        value = getattr(entry, name, None)
        if value:
            return norm(view.text(value))[:80]
    items = getattr(entry, "items", None)
    return norm(view.text(items[0]))[:80] if items else ""


def _head_text(view, entry) -> str:
    parts = [view.text(getattr(entry, name, None)) for name in _HEAD_FIELDS]
    return norm(" ".join(p for p in parts if p))


def _best(src, got, entry, candidates):
    title = _title_of(src, entry)
    best, best_score = None, 0.0
    for _, other in candidates:
        if other.kind != entry.kind and {other.kind, entry.kind} - {"experience", "project", "generic"}:
            if not {other.kind, entry.kind} <= {"text", "list"}:
                continue
        other_title = _title_of(got, other)
        haystack = _head_text(got, other) or other_title
        score = 1.0 if title and _flat(title) in _flat(haystack) else SequenceMatcher(None, title, other_title).ratio()
        if score > best_score:
            best, best_score = other, score
    return best if best_score >= 0.5 else None


def _entry(src, got, entry, match, path: str, out: Recall) -> None:
    fields = _leaves(src, entry)
    if match is None:
        for name, value in fields:
            out.check(False, f"{path}.{name}", value)
        return
    head = _flat(_head_text(got, match))
    body = [norm(t, markup=True) for t in _body(got, match)]
    body_plain = _flat(norm(" ".join(_body(got, match))))
    for name, value in fields:
        base = name.split("[")[0]
        if entry.kind == "publication" and base in ("note", "title"):
            ok = _flat(norm(value)) in _flat(norm(" ".join(got.text(getattr(match, k, None)) or ""
                                                          for k in ("title", "venue", "venue_short", "status", "note"))))
        elif base in _HEAD_FIELDS:
            ok = _flat(norm(value)) in head
        elif base in ("start", "end", "expected", "date", "dates"):
            ok = _date_ok(entry, match, base, value)
        elif base in ("highlights", "items", "summary", "text"):
            ok = norm(value, markup=True) in body or _flat(norm(value)) in body_plain and not _has_markup(value)
        elif base == "authors":
            ok = _author_ok(got, match, value)
        elif base in ("venue", "venue_short", "status"):
            ok = _flat(norm(value)) in _flat(norm(" ".join(got.text(getattr(match, k, None)) or ""
                                                          for k in ("venue", "venue_short", "status", "note"))))
        elif base in ("label", "details"):
            ok = _flat(norm(value)) in _flat(norm(" ".join([got.text(match.label or ""), got.text(match.details or ""),
                                                              *got.texts(match.items)])))
        else:
            ok = _flat(norm(value)) in head + body_plain
        out.check(ok, f"{path}.{name}", value)


def _has_markup(value: str) -> bool:
    return "**" in value or "*" in value.replace("\\*", "")


def _body(view, entry) -> list[str]:
    texts = []
    for name in ("summary", "text", "details"):
        value = getattr(entry, name, None)
        if value:
            texts.append(view.text(value))
    for name in ("highlights", "items"):
        texts.extend(view.texts(getattr(entry, name, []) or []))
    return texts


def _leaves(view, entry) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for name in entry.__class__.model_fields:
        if name in ("kind", "visible", "languages", "url", "links", "expected"):
            continue
        value = getattr(entry, name)
        if value in (None, "", [], False):
            continue
        if name in ("start", "end", "date"):
            out.append((name, value))
        elif name == "dates":
            out.extend((f"dates[{i}]", d) for i, d in enumerate(value))
        elif name == "authors":
            out.extend((f"authors[{i}]", (view.text(a.name), a.me)) for i, a in enumerate(value))
        elif isinstance(value, list):
            out.extend((f"{name}[{i}]", t) for i, t in enumerate(view.texts(value)))
        else:
            text = view.text(value)
            if text:
                out.append((name, text))
    if getattr(entry, "expected", False):
        out.append(("expected", True))
    return out


def _date_ok(entry, match, name: str, value) -> bool:
    if name == "dates":
        return value in (getattr(match, "dates", None) or [getattr(match, "start", None), getattr(match, "date", None)])
    if name == "expected":
        return bool(getattr(match, "expected", False))
    if name == "date":
        return value[:4] == str(getattr(match, "date", None) or getattr(match, "start", None) or "")[:4]
    return getattr(match, name, None) == value


def _author_ok(got, match, value) -> bool:
    name, me = value
    for author in getattr(match, "authors", []):
        if norm(got.text(author.name)).rstrip("*") == norm(name).rstrip("*") and author.me == me:
            return True
    return False
