"""What prints in a language: the one rule every output reads.

The PDF, HTML, Markdown, JSON Resume and the window's outline and
translation view all ask these functions, so a section limited to ``[zh]``
or a title left empty behaves the same everywhere. Nothing here knows about
Qt, reportlab or files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from .l10n import section_title
from .text import text_in, text_or_fallback

class _HasName(Protocol):
    @property
    def name(self) -> str: ...


_Named = TypeVar("_Named", bound=_HasName)

if TYPE_CHECKING:
    from .variant import Variant
    from .kinds import Entry
    from .entries.publication import Author
    from .text import LocalText
    from .resume import Resume
    from .section import Section


def language_matches(lang: str, languages: list[str] | None) -> bool:
    """Whether *lang* is among *languages*; an empty limit means every language.

    A regional or script variant matches its primary subtag, so an entry
    limited to ``zh`` prints in a ``zh-Hans`` export too.
    """
    if not languages:
        return True
    return lang in languages or lang.split("-")[0] in languages


def shown_in(item: object, lang: str) -> bool:
    """Whether a section or entry appears in the *lang* version, as far as its
    own flags go (``visible`` and its ``languages`` limit)."""
    if not getattr(item, "visible", True):
        return False
    return language_matches(lang, getattr(item, "languages", None))


def shown_sections(resume: Resume, lang: str) -> Iterator[tuple[Section, list[Entry]]]:
    """The sections that print in *lang*, in order, each with the entries that
    print; a section left with no entry is not printed at all."""
    for section in resume.sections:
        if not shown_in(section, lang):
            continue
        entries = [entry for entry in section.entries if shown_in(entry, lang)]
        if entries:
            yield section, entries


def section_heading(section: Section, lang: str, default_lang: str) -> str:
    """The heading a section prints under in *lang*.

    Its own title in that language wins; otherwise the kind's localised title
    (so an untranslated "Experience" still reads 工作经历 in Chinese); a custom
    section with no localised title falls back to its title as typed. A title
    set to the empty string means "no heading" and prints none.
    """
    title = section.title
    if title == "" or isinstance(title, dict) and title.get(lang) == "":
        return ""
    return (text_in(title, lang, default_lang).strip()
            or section_title(section.kind, lang)
            or text_or_fallback(title, lang, default_lang).strip())


def named_authors(authors: list[Author], text: Callable[[LocalText | None], str]) -> list[tuple[Author, str]]:
    """The authors that print, each with its name as *text* gives it (one language).

    An author row with no name (a "+ Add" never filled in) prints nothing:
    joining it would print ", , " between the names.
    """
    return [(author, name) for author in authors if (name := text(author.name).strip())]


def in_variant(item: object, variant: Variant) -> bool:
    """Whether a section or entry prints in *variant* (by its tags; see :class:`Variant`)."""
    tags = set(getattr(item, "tags", None) or [])
    if tags & set(variant.exclude):
        return False
    return not variant.include or not tags or bool(tags & set(variant.include))


def named(items: Sequence[_Named], name: str, what: str) -> _Named:
    """The variant or letter called *name* among *items*; KeyError saying which there are."""
    for item in items:
        if item.name == name:
            return item
    known = ", ".join(item.name for item in items) or "none"
    raise KeyError(f"no {what} {name!r} in this résumé (it has: {known})")


def variant_named(resume: Resume, name: str) -> Variant:
    return named(resume.variants, name, "variant")


def cut(resume: Resume, name: str | None) -> Resume:
    """*resume* as variant *name* prints it: a copy whose sections and entries
    outside the variant are hidden, with the variant's template and page limit.
    ``None`` is the whole document. Every output reads the cut the same way,
    because it is an ordinary résumé."""
    if name is None:
        return resume
    variant = variant_named(resume, name)
    out = resume.model_copy(deep=True)
    if variant.section_order:
        rank = {kind: i for i, kind in enumerate(variant.section_order)}
        # sorted() is stable: unlisted sections keep their order, after the listed ones
        out.sections = sorted(out.sections, key=lambda s: rank.get(s.kind, len(rank)))
    for section in out.sections:
        section.visible = section.visible and in_variant(section, variant)
        for entry in section.entries:
            entry.visible = entry.visible and in_variant(entry, variant)
    design = {key: value for key, value in (("template", variant.template), ("fit_pages", variant.fit_pages))
              if value is not None}
    if design:
        out.design = out.design.model_copy(update=design)
    return out


def photo_in(basics: object, lang: str) -> str | None:
    """The photo printed in the *lang* version: the basics' photo unless its
    language limit leaves *lang* out (a Chinese résumé carries an ID photo, an
    English one usually does not)."""
    photo = getattr(basics, "photo", None)
    if not photo or not language_matches(lang, getattr(basics, "photo_languages", None)):
        return None
    return photo


def personal_details(basics: object, text: Callable[[LocalText | None], str]) -> list[tuple[str, str]]:
    """The personal details that print in one language (*text* reads that
    language): a detail with no label or no value there prints nothing."""
    pairs = [(text(detail.label).strip(), text(detail.value).strip()) for detail in getattr(basics, "details", [])]
    return [(label, value) for label, value in pairs if label and value]
