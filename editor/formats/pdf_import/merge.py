"""Import a PDF as another language of an existing résumé.

A person with an English document imports their Chinese PDF as its ``zh``
version: the PDF's sections are added limited to ``zh`` (their text tagged
``{zh: …}``), the existing sections are limited to the languages they had,
and the name and headline gain their ``zh`` text — how the seeds' 001 (en)
and 003 (zh) relate in one file.
"""

from __future__ import annotations

import typing

from pydantic import BaseModel

from ...model import Resume
from ...model.text import with_text


def _is_local(annotation: object) -> bool:
    """Whether a field's type is LocalText (text or {lang: text}), maybe optional."""
    args = typing.get_args(annotation)
    return any(typing.get_origin(arg) is dict for arg in args) and str in args


def _is_local_list(annotation: object) -> bool:
    args = typing.get_args(annotation)
    return typing.get_origin(annotation) is list and bool(args) and _is_local(args[0])


def tagged(model: BaseModel, lang: str) -> dict:
    """*model* as data with every plain text field written as ``{lang: text}``."""
    out: dict = {}
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if isinstance(value, str) and value and _is_local(info.annotation):
            out[name] = {lang: value}
        elif isinstance(value, list) and _is_local_list(info.annotation):
            out[name] = [{lang: v} if isinstance(v, str) else v for v in value]
        elif isinstance(value, BaseModel):
            out[name] = tagged(value, lang)
        elif isinstance(value, list) and value and isinstance(value[0], BaseModel):
            out[name] = [tagged(v, lang) for v in value]
        else:
            out[name] = value
    return out


def as_language(existing: Resume, imported: Resume, lang: str) -> Resume:
    """*existing* with *imported* added as its *lang* version."""
    if lang == existing.default_language:
        raise ValueError(f"{lang!r} is the résumé's own language; import into another one")
    default = existing.default_language
    had = [tag for tag in existing.languages if tag != lang]
    data = existing.model_dump(mode="json", exclude_none=True)
    data["languages"] = [*had, lang]
    basics = data["basics"]
    for key in ("name", "headline", "location"):
        text = getattr(imported.basics, key)
        if isinstance(text, str) and text:
            basics[key] = with_text(getattr(existing.basics, key), lang, text, default)
    sections = []
    for section in data["sections"]:
        limited = [tag for tag in (section.get("languages") or had) if tag != lang]
        sections.append({**section, "languages": limited or had})
    for section in imported.sections:
        sections.append({**tagged(section, lang), "languages": [lang]})
    data["sections"] = sections
    return Resume.model_validate(data)
