"""The export registry (editor.exports): one table for the command line and the window."""

from __future__ import annotations

import datetime

import pytest

from editor.cli import _parser
from editor.exports import EXPORT_FORMATS, export_format
from editor.render import RenderRequest
from tests.render.support import every_kind


def test_the_command_line_offers_exactly_the_registered_formats() -> None:
    export = next(a for a in _parser()._subparsers._group_actions[0].choices["export"]._actions
                  if a.dest == "format")
    assert tuple(export.choices) == tuple(fmt.key for fmt in EXPORT_FORMATS)


def test_an_unknown_format_is_an_error_not_a_fallback() -> None:
    with pytest.raises(KeyError, match="unknown export format 'odt'"):
        export_format("odt")


@pytest.mark.parametrize("fmt", EXPORT_FORMATS, ids=lambda f: f.key)
def test_every_row_exports_every_language(fmt) -> None:
    resume = every_kind()
    outputs = {lang: fmt.export(resume, RenderRequest(lang=lang, today=datetime.date(2026, 11, 22)))
               for lang in resume.languages}
    assert all(outputs.values())
    assert outputs["en"] != outputs["zh"]
    assert fmt.suffix.startswith(".") and fmt.suffix[1:] in fmt.name_filter


def test_every_row_has_a_window_menu_entry(qtbot) -> None:
    from editor.ui.document import Document
    from editor.ui.import_export import ImportExportActions
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    actions = ImportExportActions(Document(every_kind()), files=None, prompts=None,
                                  render=lambda *a, **k: b"", parent=parent)
    assert list(actions.export_as_actions) == [fmt.key for fmt in EXPORT_FORMATS]
    assert [a.text() for a in actions.export_as_menu.actions()] == [fmt.label for fmt in EXPORT_FORMATS]
