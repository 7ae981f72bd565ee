"""Every place that must handle each entry kind has a kind → function table,
and these tests name the place that misses a kind. Adding an entry kind: the
failures here are the list of what to write."""

from __future__ import annotations

import pytest

from editor.model import ENTRY_KINDS
from editor.render.templates import layout_for, list_templates


@pytest.mark.parametrize("template", list(list_templates()))
def test_every_template_lays_out_every_entry_kind(template: str) -> None:
    missing = set(ENTRY_KINDS) - set(layout_for(template).renderers)
    assert not missing, f"template {template!r} has no renderer for {sorted(missing)}"


@pytest.mark.parametrize("template", list(list_templates()))
def test_every_template_prints_every_entry_kind(template: str) -> None:
    """The lines Word typesets (editor/render/printed): a layout of its own, every kind in it."""
    from editor.render.printed import LAYOUTS
    from editor.render.templates import template_info

    layout = template_info(template).layout
    assert layout in LAYOUTS, f"editor/render/printed/__init__.py LAYOUTS has no layout {layout!r} ({template})"
    missing = set(ENTRY_KINDS) - set(LAYOUTS[layout].printers)
    assert not missing, f"editor/render/printed: layout {layout!r} prints no {sorted(missing)}"


def test_markdown_writes_every_entry_kind() -> None:
    from editor.formats.markdown import ENTRY_LINES

    missing = set(ENTRY_KINDS) - set(ENTRY_LINES)
    assert not missing, f"editor/formats/markdown.py ENTRY_LINES has no row for {sorted(missing)}"


def test_plain_text_writes_every_entry_kind() -> None:
    from editor.formats.plain_text import ENTRY_TEXT

    missing = set(ENTRY_KINDS) - set(ENTRY_TEXT)
    assert not missing, f"editor/formats/plain_text.py ENTRY_TEXT has no row for {sorted(missing)}"


def test_html_writes_every_entry_kind() -> None:
    from editor.formats.html import ENTRY_HTML

    missing = set(ENTRY_KINDS) - set(ENTRY_HTML)
    assert not missing, f"editor/formats/html.py ENTRY_HTML has no row for {sorted(missing)}"


def test_the_window_names_every_entry_kind() -> None:
    from editor.editing.labels import _ENTRY_KIND_LABELS

    missing = set(ENTRY_KINDS) - set(_ENTRY_KIND_LABELS)
    assert not missing, f"editor/editing/labels.py _ENTRY_KIND_LABELS has no label for {sorted(missing)}"


def test_every_section_kind_has_a_default_entry_kind_and_a_heading() -> None:
    from editor.editing.defaults import DEFAULT_ENTRY_KIND
    from editor.model import SECTION_KINDS
    from editor.model.l10n import LOCALES

    missing = set(SECTION_KINDS) - set(DEFAULT_ENTRY_KIND)
    assert not missing, f"editor/editing/defaults.py DEFAULT_ENTRY_KIND has no row for {sorted(missing)}"
    for lang in ("en", "zh"):
        untitled = set(SECTION_KINDS) - set(LOCALES[lang].section_titles) - {"custom"}
        assert not untitled, f"editor/model/l10n.py: no {lang} heading for {sorted(untitled)}"
