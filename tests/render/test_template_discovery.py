"""Templates are the theme files in resources/themes: a file dropped in is a template."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from editor.paths import THEMES
from editor.render import RenderError, list_templates, render_pdf, templates
from tests.helpers import pdf_text
from tests.render.support import TODAY, minimal

NEW_THEME = """\
# A test theme: the classic layout in green.
description: "Green and narrow: a theme dropped into the folder."
layout: classic
colours:
  accent: "#1b7f3a"
page:
  margin_mm: 25
"""


@pytest.fixture
def themes(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "themes"
    shutil.copytree(THEMES, folder)
    monkeypatch.setattr(templates, "THEMES", folder)
    templates.forget_templates()
    yield folder
    templates.forget_templates()


def test_the_bundled_templates_carry_their_descriptions() -> None:
    listed = list_templates()
    assert list(listed)[:4] == ["classic", "academic", "plain", "profile"]
    assert all(listed[name] for name in listed)


def test_a_dropped_in_theme_file_is_listed_and_exports(themes: Path) -> None:
    (themes / "meadow.yaml").write_text(NEW_THEME, encoding="utf-8")
    templates.forget_templates()
    assert list_templates()["meadow"] == "Green and narrow: a theme dropped into the folder."
    pdf = render_pdf(minimal(), template="meadow", today=TODAY)
    assert "Ada Example" in pdf_text(pdf)
    # It is the classic layout with its own data, not the classic template itself.
    assert pdf != render_pdf(minimal(), template="classic", today=TODAY)


def test_a_theme_naming_a_missing_layout_is_an_error(themes: Path) -> None:
    (themes / "broken.yaml").write_text("description: x\nlayout: nowhere\n", encoding="utf-8")
    templates.forget_templates()
    with pytest.raises(RenderError, match="layout 'nowhere'"):
        render_pdf(minimal(), template="broken", today=TODAY)


def test_an_unknown_template_names_the_choices() -> None:
    with pytest.raises(RenderError, match="unknown template 'nope'.*classic"):
        render_pdf(minimal(), template="nope", today=TODAY)


def test_vitae_templates_lists_a_dropped_in_theme(tmp_path: Path) -> None:
    # The command as a user runs it, with the theme folder the package ships.
    target = THEMES / "zz-test-dropped.yaml"
    target.write_text(NEW_THEME, encoding="utf-8")
    try:
        out = subprocess.run([sys.executable, "-m", "editor.cli", "templates"], capture_output=True,
                             text=True, timeout=60, check=True).stdout
    finally:
        target.unlink()
    assert "zz-test-dropped" in out and "Green and narrow" in out


def test_the_window_picker_lists_a_dropped_in_theme(themes: Path, qtbot) -> None:
    from PySide6.QtCore import Qt

    from editor.ui.document import Document
    from editor.ui.template_picker import TemplatePicker

    (themes / "meadow.yaml").write_text(NEW_THEME, encoding="utf-8")
    templates.forget_templates()
    picker = TemplatePicker(Document(minimal()))
    qtbot.addWidget(picker)
    index = picker.findData("meadow")
    assert index >= 0
    assert "Green and narrow" in picker.itemData(index, Qt.ItemDataRole.ToolTipRole)
