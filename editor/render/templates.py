"""The templates: every theme file is one, bundled or the person's own.

A *template* is theme data (the YAML file: page, fonts, colours, spacing,
styles) plus a *layout* (the module in ``layouts/`` the file names, which
arranges the entries). The bundled theme files are in ``resources/themes``;
the person's own are in their data folder (``paths.user_themes()``, e.g.
``~/.local/share/vitae/themes``), where they survive an upgrade, and one there
with a bundled template's name takes its place. Dropping a theme file into
either folder adds a template; its ``description`` is what ``vitae templates``
and the window's picker show, under its ``title`` (the name capitalised when
it has none). Both are a text or a mapping per interface language, the one
place a template names itself in Chinese::

    title: {en: Classic, zh: 经典}
    description: {en: "One column: …", zh: "单栏：……"}

A theme file that cannot be used (not YAML, not a mapping, an unknown layout)
is never skipped in silence: :func:`broken_templates` names its file, line and
problem for the listing and the picker.

A theme file may extend another template and hold only what differs, merged
key by key over it (a chain works; its title and description are its own)::

    extends: classic
    colours: {accent: "#1b7f3a"}

Kept free of reportlab so that listing templates costs nothing.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from .. import paths
from ..paths import THEMES
from .errors import RenderError

if TYPE_CHECKING:
    from .layouts.common import Layout

_NAME = re.compile(r"[a-z0-9][a-z0-9_-]{0,40}")
Origin = Literal["bundled", "yours"]


@dataclass(frozen=True)
class TemplateInfo:
    name: str
    descriptions: dict[str, str]  # interface language → text; "en" always present
    layout: str
    titles: dict[str, str]
    path: Path
    origin: Origin
    data: dict = field(compare=False, repr=False)  # everything the theme file holds, parsed once

    @property
    def description(self) -> str:
        return self.descriptions["en"]

    def title_in(self, lang: str) -> str:
        return self.titles.get(lang) or self.titles["en"]

    def description_in(self, lang: str) -> str:
        return self.descriptions.get(lang) or self.descriptions["en"]


@dataclass(frozen=True)
class BrokenTemplate:
    """A theme file that is not a usable template, and why."""

    name: str
    path: Path
    problem: str  # "line 3: not valid YAML: …", one line

    def __str__(self) -> str:
        return f"{self.path}: {self.problem}"


def theme_folders() -> list[tuple[Origin, Path]]:
    """Where theme files are looked for; a later folder's file wins a shared name."""
    return [("bundled", THEMES), ("yours", paths.user_themes())]


def _per_language(value: object, english: str) -> dict[str, str]:
    """A theme file's text or ``{lang: text}`` as a mapping with English in it."""
    if isinstance(value, dict):
        texts = {str(lang): str(text) for lang, text in value.items() if text}
        return {"en": texts.get("en") or next(iter(texts.values()), english), **texts}
    return {"en": str(value) if value else english}


class _Unusable(Exception):
    """A theme file's problem, without its file name (the caller adds it)."""


def _read_theme_file(path: Path) -> dict:
    from ..yaml_data import YamlDataError, cached_yaml_data

    try:
        data = cached_yaml_data(path.read_bytes(), "themes", path.stem) or {}
    except OSError as error:
        raise _Unusable(f"cannot be read: {error}") from None
    except YamlDataError as error:
        raise _Unusable(str(error)) from None
    if not isinstance(data, dict):
        raise _Unusable("line 1: must hold a mapping (keys such as layout:, page:, fonts:)")
    return data


def _layout_exists(layout: str) -> bool:
    return bool(_NAME.fullmatch(layout)) and importlib.util.find_spec(f"{__package__}.layouts.{layout}") is not None


@dataclass(frozen=True)
class _ThemeFile:
    name: str
    path: Path
    origin: Origin
    data: dict | None  # None: the file is unusable, for *problem*
    problem: str = ""


def _theme_files() -> dict[str, list[_ThemeFile]]:
    """Every theme file by template name, in folder order (a later one takes the name)."""
    files: dict[str, list[_ThemeFile]] = {}
    for origin, folder in theme_folders():
        for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else ():
            name = path.stem
            if not _NAME.fullmatch(name):
                continue  # not a template name (a backup or editor file such as ".#x.yaml")
            try:
                file = _ThemeFile(name, path, origin, _read_theme_file(path))
            except _Unusable as problem:
                file = _ThemeFile(name, path, origin, None, str(problem))
            files.setdefault(name, []).append(file)
    return files


# What a theme file says about itself, never handed down by ``extends``.
_OWN_KEYS = ("extends", "title", "description")


def deep_merge(base: dict, update: dict) -> dict:
    """*base* with *update*'s values in; a mapping in both is merged key by key."""
    out = dict(base)
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def _resolved(files: dict[str, list[_ThemeFile]], name: str, depth: int) -> tuple[dict, str]:
    """Theme file *files[name][depth]*'s data with what it ``extends`` merged under it, and
    its layout (its own, else its parent's, else its name). ``extends`` naming the file's own
    name means the file it takes the place of (a person's ``classic.yaml`` extending the
    bundled one). Raises :class:`_Unusable` naming the first problem of the chain."""
    chain: list[tuple[str, int]] = []
    while True:
        if (name, depth) in chain:
            cycle = " → ".join(files[n][d].path.name for n, d in [*chain, (name, depth)])
            raise _Unusable(f"extends: the themes extend each other in a loop ({cycle})")
        chain.append((name, depth))
        file = files[name][depth]
        if file.data is None:
            raise _Unusable(f"extends {name!r}, which cannot be used: {file.path}: {file.problem}"
                            if len(chain) > 1 else file.problem)
        parent = file.data.get("extends")
        if parent is None:
            break
        parent = str(parent)
        if parent == name:
            depth -= 1
        elif parent in files:
            name, depth = parent, len(files[parent]) - 1
        else:
            depth = -1
        if depth < 0:
            raise _Unusable(f"extends: {parent!r} is not a template (use one of: {', '.join(sorted(files))})")
    data: dict = {}
    layout = ""
    for name, depth in reversed(chain):
        own = files[name][depth].data or {}
        layout = str(own.get("layout") or layout or name)
        data = deep_merge(data, {key: value for key, value in own.items() if key not in _OWN_KEYS})
    first = files[chain[0][0]][chain[0][1]].data or {}
    data.update({key: first[key] for key in ("title", "description") if key in first})
    data["layout"] = layout
    return data, layout


@functools.cache
def _scanned() -> tuple[dict[str, TemplateInfo], dict[str, BrokenTemplate]]:
    """Every theme file of every folder: the usable ones and the broken ones, by name.
    A file with ``extends: NAME`` holds the values that differ from template NAME's."""
    found: dict[str, TemplateInfo] = {}
    broken: dict[str, BrokenTemplate] = {}
    files = _theme_files()
    for name, versions in files.items():
        file = versions[-1]
        try:
            data, layout = _resolved(files, name, len(versions) - 1)
        except _Unusable as problem:
            broken[name] = BrokenTemplate(name, file.path, str(problem))
            continue
        if not _layout_exists(layout):
            broken[name] = BrokenTemplate(name, file.path, f"layout: {layout!r} is not a layout "
                                                           f"(use one of the bundled templates' layouts, e.g. classic)")
            continue
        found[name] = TemplateInfo(name, _per_language(data.get("description"), ""), layout,
                                   _per_language(data.get("title"), name.capitalize()), file.path, file.origin, data)
    return found, broken


def _discovered() -> dict[str, TemplateInfo]:
    return _scanned()[0]


def broken_templates() -> list[BrokenTemplate]:
    """The theme files that are not usable templates, by name."""
    return sorted(_scanned()[1].values(), key=lambda broken: broken.name)


def line_of(path: Path, keys: list[str]) -> int | None:
    """The line of the value at *keys* (``["page", "margin_mm"]``) in theme file *path*."""
    import yaml

    try:
        node = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return None
    line = None
    for key in keys:
        if not isinstance(node, yaml.MappingNode):
            break
        match = next((value for name, value in node.value if getattr(name, "value", None) == key), None)
        if match is None:
            break
        node, line = match, match.start_mark.line + 1
    return line


def template_info(name: str) -> TemplateInfo:
    return _discovered()[check_template(name)]


def template_file(name: str) -> dict:
    """Everything template *name*'s theme file holds, with what it extends merged in
    (parsed once per process, when the folders are scanned; :func:`forget_templates`
    reads them again)."""
    return template_info(name).data


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
        broken = _scanned()[1].get(name)
        if broken is not None:
            raise RenderError(f"template {name!r} cannot be used: {broken}")
        raise RenderError(f"unknown template {name!r}; choose one of: {', '.join(_ordered())}")
    return name


def layout_for(name: str) -> Layout:
    layout = template_info(name).layout
    try:
        module = importlib.import_module(f"{__package__}.layouts.{layout}")
    except ModuleNotFoundError:
        raise RenderError(f"template {name!r} names layout {layout!r}, which does not exist") from None
    return module.LAYOUT


def forget_templates() -> None:
    """Look at the themes folder again (after a theme file was added or changed)."""
    _scanned.cache_clear()
