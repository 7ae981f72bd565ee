"""Which texts a résumé holds in which language.

The walk here backs the translation view: the count of fields missing a
translation, "Next missing", and starting a new language from a copy of an
existing one. It follows the model's print rule (see
:func:`editor.model.text.is_missing`): a field is missing in a language when it
has default-language text but none of its own in that language, unless it is
the same in every language — marked so in the file (``{'*': text}``), or by
nature (an author's name, a venue's abbreviation: the model's
``SAME_IN_EVERY_LANGUAGE`` fields). :func:`counts_as_missing` is that rule;
the count, "Next missing", the Export All warning and the translation view's
tint all ask it. A language started as a copy of another (Add Language) has
text everywhere, but a copied text is not a translation: while a field still
holds the text it was copied from, it counts as missing too (*copied_from*).

Only what would print in a language counts there: hidden sections and entries,
and those limited to other languages, are skipped.

A translation can also be *outdated*: the résumé keeps, per language, what
each translation was made from (``Resume.translated_from``: the fingerprint of
the translation and of its default-language source, written when the
translation is typed or accepted). Keyed by the texts, not by where they sit,
the record moves, copies and undoes with them. When the source text changes,
its translation no longer matches its record: :func:`counts_as_outdated` is
that rule, and the status bar, Next Outdated, the export warnings, the
translation view and ``vitae translations`` ask it. A translation the record
does not know (an older file, a text typed outside Vitae) counts as current.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Literal

from pydantic import BaseModel

from ..model import EntryBase, Resume, Section
from ..model.content import shown_in
from ..model.text import LocalText, is_missing, is_shared, text_in, with_text
from .field_kinds import specs_for
from .modelpath import ModelPath, assign, exists, value_at

ItemRank = tuple[int, int]
_NESTED = ("records", "entries")


@cache
def _text_fields(model: type[BaseModel]) -> tuple[tuple[str, str], ...]:
    """(name, kind) of the fields of *model* that hold multilingual text, in field order."""
    return tuple((spec.name, spec.kind) for spec in specs_for(model)
                 if spec.kind in ("text", "text_list", *_NESTED))


def texts(resume: Resume, lang: str | None = None) -> Iterator[tuple[ModelPath, LocalText | None]]:
    """Every multilingual value of *resume* with its path, in document order.

    With *lang*, only the parts printed in that language.
    """
    yield from _texts_of(resume.basics, ("basics",), lang)
    for i, section in enumerate(resume.sections):
        if _printed(section, lang):
            yield from _texts_of(section, ("sections", i), lang)
    for i, letter in enumerate(resume.letters):  # a cover letter is translated as the résumé is
        if _printed(letter, lang):
            yield from _texts_of(letter, ("letters", i), lang)


def _printed(item: BaseModel, lang: str | None) -> bool:
    return lang is None or shown_in(item, lang)


def _texts_of(model: BaseModel, path: ModelPath, lang: str | None) -> Iterator[tuple[ModelPath, LocalText | None]]:
    for name, kind in _text_fields(type(model)):
        value = getattr(model, name)
        if kind == "text":
            yield path + (name,), value
        elif kind == "text_list":
            for i, item in enumerate(value):
                yield path + (name, i), item
        else:
            for i, item in enumerate(value):
                if isinstance(item, BaseModel) and _printed(item, lang):
                    yield from _texts_of(item, path + (name, i), lang)


@cache
def _neutral_fields(model: type[BaseModel]) -> frozenset[str]:
    """The text fields of *model* that are the same in every language by nature."""
    return frozenset(spec.name for spec in specs_for(model) if spec.language_neutral)


def is_language_neutral(resume: Resume, path: ModelPath) -> bool:
    """Whether the text at *path* belongs to a field that is the same in every language
    by nature (a list item's path names its list's field)."""
    cut = 1 if isinstance(path[-1], str) else 2
    owner = value_at(resume, path[:-cut]) if len(path) > cut and exists(resume, path[:-cut]) else None
    return isinstance(owner, BaseModel) and str(path[-cut]) in _neutral_fields(type(owner))


def reads_alike(resume: Resume, path: ModelPath, value: LocalText | None) -> bool:
    """Whether *value*, the text at *path*, is one text that every language shows and
    edits alike: marked so, or a field's plain text where the field is the same in
    every language by nature (an author's name typed once reads the same in 中文)."""
    return is_shared(value) or isinstance(value, str) and is_language_neutral(resume, path)


def is_copy(value: LocalText | None, lang: str, source: str | None, default_lang: str) -> bool:
    """Whether *value*'s *lang* text is still the *source* language's text it was copied from."""
    if source is None or source == lang or not isinstance(value, dict) or is_shared(value):
        return False
    text = value.get(lang, "")
    return bool(text) and text == text_in(value, source, default_lang)


def counts_as_missing(resume: Resume, path: ModelPath, value: LocalText | None, lang: str,
                      copied_from: str | None = None) -> bool:
    """Whether *value*, the text at *path*, counts as untranslated in *lang*; with
    *copied_from* (*lang* was started as a copy of that language), a text still the
    same as that language's counts too."""
    if is_language_neutral(resume, path):
        return False
    default = resume.default_language
    return is_missing(value, lang, default) or is_copy(value, lang, copied_from, default)


def fingerprint(text: str) -> str:
    """What the record keeps of a text: 8 hex digits of its SHA-256 (spaces at its ends aside)."""
    return hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:8]


Record = dict[str, dict[str, str]]
"""``Resume.translated_from``: language → translation's fingerprint → its sources' fingerprints
(separated by spaces)."""
State = Literal["missing", "outdated"]


def _pair(resume: Resume, path: ModelPath, value: LocalText | None, lang: str) -> tuple[str, str] | None:
    """(source text, translation) of the field at *path* in *lang*, when both are there
    and the field is translated at all (not the default language, not alike everywhere)."""
    default = resume.default_language
    if lang == default or not isinstance(value, dict) or reads_alike(resume, path, value) \
            or is_language_neutral(resume, path):
        return None
    source, text = text_in(value, default, default), value.get(lang, "")
    return (source, text) if source.strip() and text.strip() else None


def counts_as_outdated(resume: Resume, path: ModelPath, value: LocalText | None, lang: str,
                       copied_from: str | None = None) -> bool:
    """Whether *value*'s *lang* text, at *path*, was translated from a source text the
    default language no longer holds. A missing text is missing, not outdated; a text
    the same in every language is never outdated; a translation the record does not
    know counts as current."""
    pair = _pair(resume, path, value, lang)
    if pair is None or counts_as_missing(resume, path, value, lang, copied_from):
        return False
    sources = resume.translated_from.get(lang, {}).get(fingerprint(pair[1]))
    return sources is not None and fingerprint(pair[0]) not in sources.split()


def translation_state(resume: Resume, path: ModelPath, value: LocalText | None, lang: str,
                      copied_from: str | None = None) -> State | None:
    """"missing", "outdated" or None (translated and current) for the field at *path* in *lang*."""
    if counts_as_missing(resume, path, value, lang, copied_from):
        return "missing"
    if counts_as_outdated(resume, path, value, lang, copied_from):
        return "outdated"
    return None


def outdated_paths(resume: Resume, lang: str, copied_from: str | None = None) -> list[ModelPath]:
    """The fields printed in *lang* whose translation is outdated, in document order."""
    return [path for path, value in texts(resume, lang)
            if counts_as_outdated(resume, path, value, lang, copied_from)]


def states(resume: Resume, languages: Iterable[str] | None = None) -> Iterator[tuple[ModelPath, str, State]]:
    """(path, language, "missing" or "outdated") of every field printed in each language but
    the default (all of the résumé's by default), language by language in document order."""
    for lang in languages or resume.languages:
        if lang == resume.default_language:
            continue
        for path, value in texts(resume, lang):
            state = translation_state(resume, path, value, lang)
            if state is not None:
                yield path, lang, state


def _recorded(resume: Resume, lang: str, pairs: Iterable[tuple[str, str]],
              replaced: tuple[ModelPath, LocalText | None] | None = None) -> Record:
    """``translated_from`` with each (source, translation) of *pairs* recorded for *lang*;
    translations no field holds any more (with *replaced*: the field at that path holding
    that value) are dropped from *lang*'s record, so typing leaves no trail of drafts."""
    used: set[str] = set()
    for path, value in texts(resume):
        if replaced is not None and path == replaced[0]:
            value = replaced[1]
        if isinstance(value, dict) and value.get(lang):
            used.add(fingerprint(value[lang]))
    own = {text: sources.split() for text, sources in resume.translated_from.get(lang, {}).items() if text in used}
    for source, text in pairs:
        sources = own.setdefault(fingerprint(text), [])
        if fingerprint(source) not in sources:
            sources.append(fingerprint(source))
    record = {tag: dict(entries) for tag, entries in resume.translated_from.items() if tag != lang}
    if own:
        record[lang] = {text: " ".join(sources) for text, sources in sorted(own.items())}
    return record


def record_typed(resume: Resume, path: ModelPath, value: LocalText | None, lang: str) -> Record | None:
    """The record once *value* (the field at *path*, its *lang* text just typed) is stored:
    the new translation was made from the present source. None when nothing changes."""
    pair = _pair(resume, path, value, lang)
    record = _recorded(resume, lang, [pair] if pair else [], (path, value))
    return None if record == resume.translated_from else record


def record_accepted(resume: Resume, paths: Iterable[tuple[ModelPath, str]] | None = None) -> Record:
    """The record with the present translations of *paths* ((path, language) pairs; every
    translated field in every language by default) recorded as made from the present sources."""
    wanted: dict[str, list[tuple[str, str]]] = {}
    if paths is None:
        for lang in resume.languages:
            for path, value in texts(resume):
                pair = _pair(resume, path, value, lang)
                if pair:
                    wanted.setdefault(lang, []).append(pair)
    else:
        for path, lang in paths:
            pair = _pair(resume, path, value_at(resume, path), lang)
            if pair:
                wanted.setdefault(lang, []).append(pair)
    record = resume.translated_from
    for lang, pairs in wanted.items():
        record = _recorded(resume.model_copy(update={"translated_from": record}), lang, pairs)
    return record


def missing_paths(resume: Resume, lang: str, copied_from: str | None = None) -> list[ModelPath]:
    """The fields that print in *lang* but have no *lang* text of their own (or, with
    *copied_from*, only the text copied from that language), in document order."""
    return [path for path, value in texts(resume, lang)
            if counts_as_missing(resume, path, value, lang, copied_from)]


def owner_of(path: ModelPath) -> ModelPath:
    """The outline item a field belongs to: the basics, a section or an entry."""
    if path[0] == "basics":
        return ("basics",)
    if len(path) >= 4 and path[2] == "entries":
        return path[:4]
    return path[:2]


def item_rank(item: ModelPath) -> ItemRank:
    """Where an outline item comes in the outline, as a sortable key."""
    if item[0] == "letters":  # after every section, as in the outline
        return (1_000_000 + int(item[1]), 0)
    if item[0] != "sections":
        return (0, 0)
    return (int(item[1]) + 1, int(item[3]) + 1 if len(item) >= 4 else 0)


def next_missing(missing: list[ModelPath], item: ModelPath, field: ModelPath | None = None) -> ModelPath | None:
    """The missing field to visit after *field* (focused) in *item* (selected); wraps around.

    From a field that is itself missing, the next one in order; otherwise the
    first missing field of the selected item or any later one.
    """
    if not missing:
        return None
    if field in missing:
        return missing[(missing.index(field) + 1) % len(missing)]
    rank = item_rank(item)
    return next((path for path in missing if item_rank(owner_of(path)) >= rank), missing[0])


def with_language(resume: Resume, lang: str, copy_from: str | None = None) -> Resume:
    """A copy of *resume* that also has *lang*; with *copy_from*, its texts copied into *lang*.

    Sections and entries limited to *copy_from* are opened to *lang* too, so
    the copied text prints in the new language. The copies are not translations:
    ``missing_paths(result, lang, copy_from)`` lists them.
    """
    if lang in resume.languages:
        raise ValueError(f"the résumé already has {lang!r}")
    result = resume.model_copy(deep=True)
    result.languages = [*resume.languages, lang]
    if copy_from is None:
        return result
    default = resume.default_language
    for path, value in list(texts(result)):
        if reads_alike(result, path, value):
            continue  # already the same text in the new language
        text = text_in(value, copy_from, default)
        if text:
            assign(result, path, with_text(value, lang, text, default))
    for section in result.sections:
        items: list[Section | EntryBase] = [section, *section.entries]
        for item in items:
            if item.languages and copy_from in item.languages:
                item.languages = [*item.languages, lang]
    return result


@dataclass(frozen=True)
class LanguageRemoval:
    """What removing a language does: the résumé without it, and what goes with it."""

    resume: Resume
    texts_lost: int  # texts written in that language
    items_lost: list[ModelPath]  # sections and entries printed only in that language


def without_language(resume: Resume, lang: str) -> LanguageRemoval:
    """A copy of *resume* without *lang*: its texts dropped, the sections and entries
    limited to it removed. The default language cannot go: its plain texts would
    silently become another language's."""
    if lang not in resume.languages:
        raise ValueError(f"the résumé has no {lang!r}")
    if lang == resume.default_language:
        raise ValueError("the first (default) language cannot be removed")
    default = resume.default_language
    result = resume.model_copy(deep=True)
    result.languages = [tag for tag in resume.languages if tag != lang]
    texts_lost = 0
    for path, value in list(texts(result)):
        if isinstance(value, dict) and lang in value:
            texts_lost += bool(value[lang])
            assign(result, path, with_text(value, lang, "", default))
    items_lost: list[ModelPath] = []
    kept_sections = []
    for i, section in enumerate(result.sections):
        if _only_in(section, lang):
            items_lost.append(("sections", i))
            continue
        kept_entries = []
        for j, entry in enumerate(section.entries):
            if _only_in(entry, lang):
                items_lost.append(("sections", i, "entries", j))
            else:
                kept_entries.append(entry)
        section.entries = kept_entries
        kept_sections.append(section)
    result.sections = kept_sections
    for section in result.sections:
        items: list[Section | EntryBase] = [section, *section.entries]
        for item in items:
            if item.languages:
                item.languages = [tag for tag in item.languages if tag != lang]
    return LanguageRemoval(result, texts_lost, items_lost)


def _only_in(item: BaseModel, lang: str) -> bool:
    languages: list[str] = getattr(item, "languages", None) or []
    return set(languages) == {lang}
