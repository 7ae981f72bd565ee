"""The templates: every ``resources/themes/*.yaml`` is one.

A *template* is theme data (the YAML file: page, fonts, colours, spacing,
styles) plus a *layout* (the module in ``layouts/`` the file names, which
arranges the entries). Dropping a theme file into the folder adds a
template; its ``description`` is what ``vitae templates`` and the window's
picker show, under its ``title`` (the name capitalised when it has none). Both
are a text or a mapping per interface language, the one place a template
names itself in Chinese::

    title: {en: Classic, zh: 经典}
    description: {en: "One column: …", zh: "单栏：……"}

Kept free of reportlab so that listing templates costs nothing.
"""

from __future__ import annotations

import functools
import importlib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..paths import THEMES
from .errors import RenderError

if TYPE_CHECKING:
    from .layouts.common import Layout

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,40}")


@dataclass(frozen=True)
class TemplateInfo:
    name: str
    descriptions: dict[str, str]  # interface language → text; "en" always present
    layout: str
    titles: dict[str, str]

    @property
    def description(self) -> str:
        return self.descriptions["en"]

    def title_in(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles["en"]

    def description_in(self, lang: str) -> str:
        return self.descriptions.get(lang) or self.descriptions["en"]


def _per_language(value: object, english: str) -> dict[str, str]:
    """A theme file's text or ``{lang: text}`` as a mapping with English in it."""
    if isinstance(value, dict):
        texts = {str(lang): str(text) for lang, text in value.items() if text}
        return {"en": texts.get("en") or next(iter(texts.values()), english), **texts}
    return {"en": str(value) if value else english}


@functools.cache
def template_file(name: str) -> dict:
    """Everything template *name*'s theme file holds (parsed once per process)."""
    import yaml

    path = THEMES / f"{name}.yaml"
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RenderError(f"template {name!r} has no theme file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise RenderError(f"{path.name}: cannot be read: {error}") from None
    try:
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}
    except yaml.YAMLError as error:
        raise RenderError(f"{path.name}: not valid YAML: {error}") from None
    if not isinstance(data, dict):
        raise RenderError(f"{path.name}: must hold a mapping")
    return data


@functools.cache
def _discovered() -> dict[str, TemplateInfo]:
    found: dict[str, TemplateInfo] = {}
    for path in sorted(THEMES.glob("*.yaml")):
        name = path.stem
        if not _NAME.fullmatch(name):
            continue  # not a template name (a backup or editor file such as ".#x.yaml")
        try:
            data = template_file(name)
        except RenderError:
            continue  # a broken file is reported when it is chosen, not by every listing
        layout = str(data.get("layout") or name)
        found[name] = TemplateInfo(name, _per_language(data.get("description"), ""), layout,
                                   _per_language(data.get("title"), name.capitalize()))
    return found


def _ordered() -> dict[str, TemplateInfo]:
    """The bundled four first, in the order the README shows them, then the rest by name."""
    found = _discovered()
    first = [name for name in ("classic", "academic", "plain", "profile") if name in found]
    return {name: found[name] for name in [*first, *sorted(set(found) - set(first))]}


def list_templates() -> dict[str, str]:
    """Template names and one-line descriptions, in a stable order."""
    return {name: info.description for name, info in _ordered().items()}


def template_titles(lang: str) -> dict[str, tuple[str, str]]:
    """Template name → (title, description) in interface language *lang*, in list order."""
    return {name: (info.title_in(lang), info.description_in(lang)) for name, info in _ordered().items()}


def check_template(name: str) -> str:
    if name not in _discovered():
        raise RenderError(f"unknown template {name!r}; choose one of: {', '.join(_ordered())}")
    return name


def layout_for(name: str) -> Layout:
    layout = _discovered()[check_template(name)].layout
    try:
        module = importlib.import_module(f"{__package__}.layouts.{layout}")
    except ModuleNotFoundError:
        raise RenderError(f"template {name!r} names layout {layout!r}, which does not exist") from None
    return module.LAYOUT


def forget_templates() -> None:
    """Look at the themes folder again (after a theme file was added or changed)."""
    _discovered.cache_clear()
    template_file.cache_clear()
