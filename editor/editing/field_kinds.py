"""Which editor a model field gets, read from its type annotation.

The model's reusable types (``LocalText``, ``PartialDate``, ``EndDate``,
``Url``, ``Email``, ``Phone``) are recognised by the validator functions they
carry, so a field keeps its editor however pydantic rewrites the annotation
(``Optional[...]``, or metadata moved onto the field).
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from ..model import LocalText
from ..model.basics import Email, Phone
from ..model.dates import EndDate, PartialDate
from ..model.entries import Url
from ..model.text import SAME_IN_EVERY_LANGUAGE, LangTag

Kind = Literal["text", "string", "date", "end_date", "bool", "choice", "number",
               "text_list", "date_list", "words", "records", "languages", "entries", "unknown"]


def _validator_funcs(annotation: Any) -> set[Any]:
    found: set[Any] = set()
    for meta in getattr(annotation, "__metadata__", ()):
        if getattr(meta, "func", None) is not None:
            found.add(meta.func)
    for arg in typing.get_args(annotation):
        found |= _validator_funcs(arg)
    return found


_SIGNATURES: list[tuple[str, set[Any]]] = [
    (name, _validator_funcs(t)) for name, t in (
        ("text", LocalText), ("end_date", EndDate), ("date", PartialDate), ("url", Url),
        ("email", Email), ("phone", Phone), ("lang", LangTag),
    )
]


@dataclass(frozen=True)
class FieldSpec:
    name: str
    kind: Kind
    optional: bool
    info: FieldInfo
    flavour: str = ""  # url / email / phone for plain strings
    choices: tuple[str, ...] = ()
    record: type[BaseModel] | None = None

    @property
    def language_neutral(self) -> bool:
        """Whether the field is the same in every language by nature (an author's
        name, a venue's abbreviation): the model says so in its schema extras."""
        extra = self.info.json_schema_extra
        return isinstance(extra, dict) and all(extra.get(k) == v for k, v in SAME_IN_EVERY_LANGUAGE.items())

    @property
    def description(self) -> str:
        return self.info.description or ""

    @property
    def example(self) -> str:
        examples = self.info.examples or []
        first = examples[0] if examples else ""
        if isinstance(first, dict):  # a multilingual example: its first language's text
            first = next(iter(first.values()), "")
        if isinstance(first, list):
            first = ", ".join(str(x) for x in first)
        return str(first)


def _strip_optional(annotation: Any) -> tuple[Any, bool]:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1 and len(typing.get_args(annotation)) == 2:
            return args[0], True
    return annotation, False


def _flavour(annotation: Any, info: FieldInfo | None = None) -> str:
    funcs = _validator_funcs(annotation)
    if info is not None:
        funcs |= {getattr(m, "func", None) for m in info.metadata} - {None}
    for name, signature in _SIGNATURES:
        if signature and signature <= funcs:
            return name
    return ""


def classify(name: str, info: FieldInfo) -> FieldSpec:
    annotation, optional = _strip_optional(info.annotation)
    optional = optional or not info.is_required() and info.default is None
    if typing.get_origin(annotation) is list:
        return _classify_list(name, info, annotation, optional)
    flavour = _flavour(annotation, info)
    if flavour == "text" or annotation == (str | dict[str, str]):
        return FieldSpec(name, "text", optional, info)
    if flavour == "date" or flavour == "end_date":
        return FieldSpec(name, "date" if flavour == "date" else "end_date", optional, info)
    if flavour in ("url", "email", "phone"):
        return FieldSpec(name, "string", optional, info, flavour=flavour)
    if annotation is bool:
        return FieldSpec(name, "bool", optional, info)
    if annotation in (int, float) or _strip_optional(annotation)[0] in (int, float):
        return FieldSpec(name, "number", optional, info)
    if typing.get_origin(annotation) is Literal:
        return FieldSpec(name, "choice", optional, info, choices=typing.get_args(annotation))
    if annotation is str or typing.get_origin(annotation) is typing.Annotated and annotation.__origin__ is str:
        return FieldSpec(name, "string", optional, info)  # (the model's checked ``Text`` too)
    return FieldSpec(name, "unknown", optional, info)


def _classify_list(name: str, info: FieldInfo, annotation: Any, optional: bool) -> FieldSpec:
    (item,) = typing.get_args(annotation)
    item_flavour = _flavour(item)
    if item_flavour == "text":
        return FieldSpec(name, "text_list", optional, info)
    if item_flavour == "date":
        return FieldSpec(name, "date_list", optional, info)
    if item_flavour == "lang":
        return FieldSpec(name, "languages", optional, info)
    if name == "entries":
        return FieldSpec(name, "entries", optional, info)
    if typing.get_origin(item) is typing.Annotated and typing.get_args(item)[0] is str:
        return FieldSpec(name, "words", optional, info)  # tags: short words in one line
    if isinstance(item, type) and issubclass(item, BaseModel):
        return FieldSpec(name, "records", optional, info, record=item)
    return FieldSpec(name, "unknown", optional, info)


def specs_for(model: type[BaseModel]) -> list[FieldSpec]:
    return [classify(name, info) for name, info in model.model_fields.items()]
