"""Multilingual text.

Every human-language field holds either a plain string (shorthand for the
document's default language, printed in every language until translated) or a
mapping from a BCP-47 language tag to the text in that language, printed only
in the languages it lists::

    name: Jin Fang                 # default language only
    name: {en: Jin Fang, zh: 方进}  # per language
    name: {'*': Jin Fang}          # the same in every language, on purpose

The plain form is kept as written so files stay short and diffs small; the
helpers below read and write one language without caring which form is used.
The ``*`` key (the "any language" range of RFC 4647) marks a text its writer
chose to print unchanged in every language: it prints like a plain string,
but no language counts it as missing a translation. The marker sits in the
value itself, so it moves, copies and undoes with the field.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, Field, PlainValidator, WithJsonSchema
from pydantic.config import JsonDict

MAX_TEXT_CHARS = 20_000
"""The longest text one field may hold. A résumé's longest paragraph is a
few thousand characters; this is several pages of text in one field. It
bounds what one paragraph costs to lay out, however hostile the text."""

_LANG_TAG = re.compile(r"[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*")

EVERY_LANGUAGE = "*"
"""The key of a text that is the same in every language: ``{'*': 'OSDI'}``."""

SAME_IN_EVERY_LANGUAGE: JsonDict = {"x-same-in-every-language": True}
"""``json_schema_extra`` of a text field that is language-neutral by nature
(an author's name as printed in the paper, a venue's abbreviation): such a
field never counts as missing a translation, whatever its form."""


def check_text(value: str) -> str:
    """*value* if a file can hold it and a page can print it; else ValueError.

    Every string of the model passes here, so whatever the model accepts can
    be written back and read again: a lone surrogate (which JSON's
    ``"\\ud800"`` escapes can produce) has no UTF-8 form, and would make every
    save and export fail later instead of the load now.
    """
    if len(value) > MAX_TEXT_CHARS:
        raise ValueError(
            f"is {len(value):,} characters long; a field holds at most {MAX_TEXT_CHARS:,}"
        )
    if not value.isascii():
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:
            raise ValueError(
                f"holds a lone surrogate U+{ord(value[error.start]):04X} at character "
                f"{error.start + 1}, which is not a character and cannot be saved"
            ) from None
    return value


Text = Annotated[
    str,
    AfterValidator(check_text),
    WithJsonSchema({"type": "string", "maxLength": MAX_TEXT_CHARS}),
]
"""A string of the model: bounded, and writable as UTF-8."""


def _check_lang_tag(tag: str) -> str:
    if not _LANG_TAG.fullmatch(tag):
        raise ValueError(f"not a language tag like 'en' or 'zh-Hans': {tag[:40]!r}")
    return tag


LangTag = Annotated[
    str,
    AfterValidator(_check_lang_tag),
    Field(description="A BCP-47 language tag.", examples=["en", "zh", "zh-Hant"]),
]


def _check_local_text(value: object) -> str | dict[str, str]:
    # One validator for both forms, so a bad value gives one clear error
    # instead of one per member of a `str | dict` union.
    if isinstance(value, str):
        return check_text(value)
    if isinstance(value, dict):
        if EVERY_LANGUAGE in value and len(value) > 1:
            raise ValueError(f"'{EVERY_LANGUAGE}' (the same in every language) cannot stand beside "
                             "language tags; keep one or the other")
        for tag, text in value.items():
            if not isinstance(tag, str):
                raise ValueError(f"a language tag must be text, got {tag!r}")
            if tag != EVERY_LANGUAGE:
                _check_lang_tag(tag)
            if not isinstance(text, str):
                raise ValueError(f"the {tag} text must be a string, got {type(text).__name__}")
            try:
                check_text(text)
            except ValueError as error:
                raise ValueError(f"the {tag} text {error}") from None
        return dict(value)
    raise ValueError(
        f"expected text or a mapping like {{en: ..., zh: ...}}, got {type(value).__name__}"
    )


_LOCAL_TEXT_SCHEMA = {
    "anyOf": [
        {"type": "string", "maxLength": MAX_TEXT_CHARS},
        {"type": "object", "additionalProperties": {"type": "string", "maxLength": MAX_TEXT_CHARS},
         "propertyNames": {"pattern": f"^({_LANG_TAG.pattern}|\\*)$"}},
    ],
    "description": "Text, or a mapping from language tag to text ('*': the same in every language).",
}

LocalText = Annotated[
    str | dict[str, str],
    PlainValidator(_check_local_text),
    WithJsonSchema(_LOCAL_TEXT_SCHEMA),
]
"""Text in one or more languages: a string, or ``{lang: text}``."""


def text_in(value: LocalText | None, lang: str, default_lang: str) -> str:
    """The text of *value* in *lang* ("" when it has none).

    A plain string belongs to the default language only: in any other language
    it has no translation yet. That is what lets the translation view count
    what is missing instead of silently showing English in the Chinese PDF.
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value if lang == default_lang else ""
    return value.get(lang, value.get(EVERY_LANGUAGE, ""))


def text_or_fallback(value: LocalText | None, lang: str, default_lang: str) -> str:
    """The text to print for *value* in *lang*.

    A plain string is default-language text that every other language falls
    back to until it is translated (so names and titles nobody translates
    still print). A ``{lang: text}`` mapping is an explicit per-language
    choice: a language it does not list prints nothing — that is how
    ``note: {zh: CCF A}`` stays out of the English PDF. *default_lang* is
    accepted for symmetry with :func:`text_in`.
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    return value.get(lang, value.get(EVERY_LANGUAGE, ""))


def is_missing(value: LocalText | None, lang: str, default_lang: str) -> bool:
    """True when *value* has default-language text but none of its own in *lang*
    (a text marked the same in every language is never missing)."""
    if lang == default_lang or not value or is_shared(value):
        return False
    present = languages_of(value, default_lang)
    return lang not in present and default_lang in present


def with_text(value: LocalText | None, lang: str, text: str, default_lang: str) -> LocalText:
    """A copy of *value* whose *lang* text is *text*; other languages untouched.

    Keeps the short plain-string form while only the default language is set.
    A text that is the same in every language stays so: it has one text,
    whichever language it is edited in.
    """
    if is_shared(value):
        return {EVERY_LANGUAGE: text}
    if value is None or value == "":
        return text if lang == default_lang else {lang: text}
    if isinstance(value, str):
        if lang == default_lang:
            return text
        return {default_lang: value, lang: text}
    updated = dict(value)
    if text:
        updated[lang] = text
    else:
        updated.pop(lang, None)
    if set(updated) <= {default_lang}:
        return updated.get(default_lang, "")
    return updated


def languages_of(value: LocalText | None, default_lang: str) -> set[str]:
    """The languages *value* has non-empty text for."""
    if not value:
        return set()
    if isinstance(value, str) or is_shared(value):
        return {default_lang}
    return {tag for tag, text in value.items() if text}


def is_shared(value: LocalText | None) -> bool:
    """Whether *value* is marked the same in every language (``{'*': text}``)."""
    return isinstance(value, dict) and EVERY_LANGUAGE in value


def can_share(value: LocalText | None, default_lang: str) -> bool:
    """Whether *value* can be marked the same in every language without losing text:
    it has text in the default language only (or none), or every language it has
    text in holds the default language's text (a copy nobody changed)."""
    if is_shared(value) or languages_of(value, default_lang) <= {default_lang}:
        return True
    return isinstance(value, dict) and {text for text in value.values() if text} == {value.get(default_lang, "")}


def with_sharing(value: LocalText | None, shared: bool, default_lang: str) -> LocalText:
    """*value* marked the same in every language (*shared*), or back to the plain
    default-language form; the text is kept. Raise ValueError when marking a text
    that has different texts in several languages (which one would be kept is not
    ours to choose)."""
    if shared:
        if not can_share(value, default_lang):
            raise ValueError("has text in several languages; keep one before sharing it")
        return {EVERY_LANGUAGE: text_in(value, default_lang, default_lang)}
    if is_shared(value):
        assert isinstance(value, dict)
        return value[EVERY_LANGUAGE]
    return value if value is not None else ""
