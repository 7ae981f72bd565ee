"""Every place that must handle each entry kind has a kind → function table,
and these tests name the place that misses a kind. Adding an entry kind: the
failures here are the list of what to write.

The kinds themselves, with what is plain data about them (the model, the window's
label and access key, a section kind's first entry kind and the headings the PDF
reader knows it by), are one row each in ``editor/model/kinds.py``; the tables built
from those rows need no test of their own beyond the registry's."""

from __future__ import annotations

import pytest

from editor.model import ENTRY_KINDS
from editor.model.kinds import ENTRY_KIND_TABLE


def unprinted(table) -> list[str]:
    """The kinds *table* has no row for and that print as no kind it has a row for."""
    return sorted(row.name for row in ENTRY_KIND_TABLE
                  if row.name not in table and not (row.prints_as and "generic" in table))
from editor.render.templates import layout_for, list_templates


@pytest.mark.parametrize("template", list(list_templates()))
def test_every_template_lays_out_every_entry_kind(template: str) -> None:
    missing = unprinted(layout_for(template).renderers)
    assert not missing, f"template {template!r} has no renderer for {sorted(missing)}"


@pytest.mark.parametrize("template", list(list_templates()))
def test_every_template_prints_every_entry_kind(template: str) -> None:
    """The lines Word typesets (editor/render/printed): a layout of its own, every kind in it."""
    from editor.render.printed import LAYOUTS
    from editor.render.templates import template_info

    layout = template_info(template).layout
    assert layout in LAYOUTS, f"editor/render/printed/__init__.py LAYOUTS has no layout {layout!r} ({template})"
    missing = unprinted(LAYOUTS[layout].printers)
    assert not missing, f"editor/render/printed: layout {layout!r} prints no {sorted(missing)}"


def test_markdown_writes_every_entry_kind() -> None:
    from editor.formats.markdown import ENTRY_LINES

    missing = unprinted(ENTRY_LINES)
    assert not missing, f"editor/formats/markdown.py ENTRY_LINES has no row for {sorted(missing)}"


def test_plain_text_writes_every_entry_kind() -> None:
    from editor.formats.plain_text import ENTRY_TEXT

    missing = unprinted(ENTRY_TEXT)
    assert not missing, f"editor/formats/plain_text.py ENTRY_TEXT has no row for {sorted(missing)}"


def test_html_writes_every_entry_kind() -> None:
    from editor.formats.html import ENTRY_HTML

    missing = unprinted(ENTRY_HTML)
    assert not missing, f"editor/formats/html.py ENTRY_HTML has no row for {sorted(missing)}"


def test_json_resume_places_every_entry_kind() -> None:
    from editor.formats.jsonresume_export import ENTRY_PLACES

    missing = unprinted(ENTRY_PLACES)
    assert not missing, (f"editor/formats/jsonresume_export.py ENTRY_PLACES has no row for {sorted(missing)} "
                         "(None: JSON Resume has no place for it)")


def test_the_registry_rows_are_whole() -> None:
    """Each entry kind a label and an Add-menu key of its own; each section kind a first
    entry kind that exists and a key of its own (model/kinds.py)."""
    from editor.model import ENTRY_KIND_TABLE, SECTION_KIND_TABLE

    for rows in (ENTRY_KIND_TABLE, SECTION_KIND_TABLE):
        keys = [row.key.upper() for row in rows]
        assert len(set(keys)) == len(keys), f"editor/model/kinds.py: access keys used twice: {sorted(keys)}"
    assert all(row.label for row in ENTRY_KIND_TABLE)
    unknown = {row.name: row.entry for row in SECTION_KIND_TABLE if row.entry not in ENTRY_KINDS}
    assert not unknown, f"editor/model/kinds.py: section kinds start with no such entry kind: {unknown}"


def test_every_section_kind_has_a_heading() -> None:
    from editor.model import SECTION_KINDS
    from editor.model.l10n import section_title

    for lang in ("en", "zh"):
        untitled = [kind for kind in SECTION_KINDS if kind != "custom" and not section_title(kind, lang)]
        assert not untitled, f"no {lang} heading for {untitled} (the language's file of printed words)"


def test_the_pdf_reader_knows_every_section_kind_by_its_words() -> None:
    """Each word of a section kind's row reads as that kind (no other kind's word hides it),
    and so does the heading Vitae itself prints for the kind in each language with words."""
    from editor.formats.pdf_import.vocabulary import kind_of_heading
    from editor.model import SECTION_KIND_TABLE
    from editor.model.l10n import section_title

    for row in SECTION_KIND_TABLE:
        if row.name == "custom":
            continue  # its title is the person's own
        assert row.words, f"editor/model/kinds.py: section kind {row.name!r} has no words for the PDF reader"
        for lang, words in row.words.items():
            read = {word: kind_of_heading(word) for word in (*words, section_title(row.name, lang))}
            wrong = {word: kind for word, kind in read.items() if kind != row.name}
            assert not wrong, f"the PDF reader reads these {lang} headings of {row.name!r} as: {wrong}"


def test_prints_as_names_real_fields() -> None:
    """A kind printed as a generic entry maps generic fields onto fields of its own model."""
    from editor.model.entries import GenericEntry

    for row in ENTRY_KIND_TABLE:
        if row.prints_as is None:
            continue
        assert set(row.prints_as) <= set(GenericEntry.model_fields), f"{row.name}: no such generic fields"
        assert set(row.prints_as.values()) <= set(row.model.model_fields), f"{row.name}: no such fields of its own"


@pytest.mark.parametrize("fmt", [f.key for f in __import__("editor.exports").exports.EXPORT_FORMATS])
def test_a_kind_printed_as_generic_prints_as_that_generic_entry(fmt: str) -> None:
    """The example's talk exports exactly as the generic entry its fields fill, in every
    format (the PDF and Word byte for byte): no exporter needs a row for it."""
    import datetime

    from editor.exports import export_format
    from editor.formats.native import load
    from editor.model import as_printed
    from editor.paths import EXAMPLE
    from editor.request import RenderRequest

    resume = load(EXAMPLE)
    as_generic = resume.model_copy(update={"sections": [
        section.model_copy(update={"entries": [as_printed(e) for e in section.entries]})
        for section in resume.sections]})
    assert any(e.kind == "talk" for s in resume.sections for e in s.entries), "the example has no talk"
    assert not any(e.kind == "talk" for s in as_generic.sections for e in s.entries)
    for lang in resume.languages:
        request = RenderRequest(lang=lang, today=datetime.date(2026, 1, 1), base_dir=EXAMPLE.parent)
        assert export_format(fmt).export(resume, request) == export_format(fmt).export(as_generic, request)
