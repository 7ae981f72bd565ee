"""Templates are the theme files in resources/themes and in the person's data
folder: a file dropped into either is a template, a broken one is named."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

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
    with pytest.raises(RenderError, match="broken.yaml: layout: 'nowhere' is not a layout"):
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
    picker, index = _picker_with(themes / "meadow.yaml", NEW_THEME, qtbot)
    assert "Green and narrow" in picker.itemData(index, Qt.ItemDataRole.ToolTipRole)


def _picker_with(theme_file: Path, text: str, qtbot):
    """The window's template picker, made after *theme_file* was written; and that file's row."""
    from editor.ui.document import Document
    from editor.ui.template_picker import TemplatePicker

    theme_file.write_text(text, encoding="utf-8")
    templates.forget_templates()
    picker = TemplatePicker(Document(minimal()))
    qtbot.addWidget(picker)
    index = picker.findData(theme_file.stem)
    assert index >= 0
    return picker, index


# ---- the person's own templates, in their data folder ------------------------------------

@pytest.fixture
def data_home(tmp_path, monkeypatch) -> Path:
    """An XDG data folder of the test's own; its vitae/themes is where the person's templates go."""
    home = tmp_path / "data-home"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    (home / "vitae" / "themes").mkdir(parents=True)
    templates.forget_templates()
    yield home
    templates.forget_templates()


def _vitae(*args: str, cwd: Path, home: Path) -> subprocess.CompletedProcess:
    import os

    return subprocess.run([sys.executable, "-m", "editor.cli", *args], capture_output=True, text=True,
                          timeout=60, cwd=cwd, env={**os.environ, "XDG_DATA_HOME": str(home)})


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG data folder is Linux's")
def test_the_users_data_folder_is_where_xdg_says() -> None:
    from editor.paths import user_themes

    assert templates.theme_folders()[-1] == ("yours", user_themes())
    assert user_themes().parts[-2:] == ("vitae", "themes")


def test_a_theme_in_the_users_data_folder_is_a_template(data_home: Path) -> None:
    (data_home / "vitae" / "themes" / "meadow.yaml").write_text(NEW_THEME, encoding="utf-8")
    templates.forget_templates()
    info = templates.template_info("meadow")
    assert info.origin == "yours" and info.path.parent == data_home / "vitae" / "themes"
    assert "Ada Example" in pdf_text(render_pdf(minimal(), template="meadow", today=TODAY))


def test_the_users_theme_of_a_bundled_name_takes_its_place(data_home: Path) -> None:
    (data_home / "vitae" / "themes" / "classic.yaml").write_text(NEW_THEME, encoding="utf-8")
    templates.forget_templates()
    assert templates.template_info("classic").origin == "yours"
    assert list_templates()["classic"] == "Green and narrow: a theme dropped into the folder."


BROKEN = {
    "unclosed.yaml": ('description: "x\n  layout: [\n', "line 3: not valid YAML"),
    "listing.yaml": ("- a\n- b\n", "line 1: must hold a mapping"),
    "nolayout.yaml": ("layout: nowhere\n", "layout: 'nowhere' is not a layout"),
}


def test_a_broken_theme_file_is_named_with_its_line_and_problem(data_home: Path) -> None:
    for name, (text, _) in BROKEN.items():
        (data_home / "vitae" / "themes" / name).write_text(text, encoding="utf-8")
    templates.forget_templates()
    broken = {item.path.name: str(item) for item in templates.broken_templates()}
    for name, (_, problem) in BROKEN.items():
        assert problem in broken[name] and str(data_home) in broken[name]
        with pytest.raises(RenderError, match="cannot be used"):
            render_pdf(minimal(), template=name.removesuffix(".yaml"), today=TODAY)
    assert not set(list_templates()) & {name.removesuffix(".yaml") for name in BROKEN}


def test_vitae_templates_lists_the_users_templates_and_names_broken_ones(data_home: Path, tmp_path: Path) -> None:
    folder = data_home / "vitae" / "themes"
    (folder / "meadow.yaml").write_text(NEW_THEME, encoding="utf-8")
    (folder / "unclosed.yaml").write_text(BROKEN["unclosed.yaml"][0], encoding="utf-8")
    (folder / "tight.yaml").write_text("layout: classic\npage:\n  margin_mm: 2\n", encoding="utf-8")
    result = _vitae("templates", cwd=tmp_path, home=data_home)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines[:4]] == ["classic", "academic", "plain", "profile"]
    meadow = next(line for line in lines if line.startswith("meadow"))
    assert f"(yours: {folder / 'meadow.yaml'})" in meadow
    assert f"cannot be used: {folder / 'unclosed.yaml'}: line 3: not valid YAML" in result.stdout
    assert f"cannot be used: {folder / 'tight.yaml'}: line 3: page.margin_mm: Input should be greater than or equal to 5" \
        in result.stdout
    exported = _vitae("export", str(_example_copy(tmp_path)), "--template", "meadow", "-o", str(tmp_path / "cv.pdf"),
                      cwd=tmp_path, home=data_home)
    assert exported.returncode == 0, exported.stderr
    assert "Machine-learning systems engineer" in pdf_text((tmp_path / "cv.pdf").read_bytes())


def _example_copy(folder: Path) -> Path:
    from editor.paths import EXAMPLE

    target = folder / "cv.yaml"
    shutil.copyfile(EXAMPLE, target)
    return target


def test_the_window_picker_shows_a_broken_theme_greyed_with_its_problem(data_home: Path, qtbot) -> None:
    picker, index = _picker_with(data_home / "vitae" / "themes" / "unclosed.yaml", BROKEN["unclosed.yaml"][0], qtbot)
    assert "line 3: not valid YAML" in picker.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert not picker.model().item(index).isEnabled()
    assert "cannot be used" in picker.itemText(index)



# ---- a theme that extends another ---------------------------------------------------

GREEN_CLASSIC = """\
extends: classic
colours:
  accent: "#1b7f3a"
"""
GREEN = b".105882 .498039 .227451 rg"  # #1b7f3a (27, 127, 58 of 255) as reportlab sets a fill colour


def _painted(pdf: bytes) -> bytes:
    """The PDF's page content (where its colours are set), decoded."""
    import base64
    import re
    import zlib

    return b"".join(zlib.decompress(base64.a85decode(raw.strip().removeprefix(b"<~").removesuffix(b"~>")))
                    for raw in re.findall(rb"/ASCII85Decode /FlateDecode \] /Length \d+\s*>>\s*stream\r?\n(.*?)endstream",
                                          pdf, re.S))


def test_a_theme_that_extends_classic_with_one_value_is_a_template(data_home: Path, tmp_path: Path) -> None:
    folder = data_home / "vitae" / "themes"
    (folder / "green.yaml").write_text(GREEN_CLASSIC, encoding="utf-8")
    listed = _vitae("templates", cwd=tmp_path, home=data_home)
    assert listed.returncode == 0, listed.stderr
    assert any(line.split()[0] == "green" for line in listed.stdout.splitlines())
    exported = _vitae("export", str(_example_copy(tmp_path)), "--template", "green", "-o", str(tmp_path / "cv.pdf"),
                      cwd=tmp_path, home=data_home)
    assert exported.returncode == 0, exported.stderr
    pdf = (tmp_path / "cv.pdf").read_bytes()
    assert "Machine-learning systems engineer" in pdf_text(pdf)
    assert GREEN in _painted(pdf)
    classic = _vitae("export", str(_example_copy(tmp_path)), "--template", "classic", "-o",
                     str(tmp_path / "classic.pdf"), cwd=tmp_path, home=data_home)
    assert classic.returncode == 0 and GREEN not in _painted((tmp_path / "classic.pdf").read_bytes())
    info = templates.template_info("green")
    assert (info.layout, info.title_in("en"), info.description) == ("classic", "Green", "")  # never handed down
    own = ("title", "description", "colours")
    data, base = templates.template_file("green"), templates.template_file("classic")
    assert {key: data[key] for key in data if key not in own} == {key: base[key] for key in base if key not in own}
    assert data["colours"] == {**base.get("colours", {}), "accent": "#1b7f3a"}


def test_a_chain_of_extends_merges_in_order(themes: Path) -> None:
    (themes / "green.yaml").write_text(GREEN_CLASSIC, encoding="utf-8")
    (themes / "wide.yaml").write_text("extends: green\npage: {margin_mm: 30}\n", encoding="utf-8")
    templates.forget_templates()
    data, classic = templates.template_file("wide"), templates.template_file("classic")
    assert data["page"] == {**classic["page"], "margin_mm": 30}
    assert data["colours"]["accent"] == "#1b7f3a" and templates.template_info("wide").layout == "classic"
    assert GREEN in _painted(render_pdf(minimal(), template="wide", today=TODAY))


def test_a_loop_or_a_missing_parent_is_named_in_one_line(themes: Path) -> None:
    (themes / "ping.yaml").write_text("extends: pong\n", encoding="utf-8")
    (themes / "pong.yaml").write_text("extends: ping\n", encoding="utf-8")
    (themes / "orphan.yaml").write_text("extends: nowhere\n", encoding="utf-8")
    templates.forget_templates()
    problems = {item.name: str(item) for item in templates.broken_templates()}
    assert problems["ping"] == f"{themes / 'ping.yaml'}: extends: the themes extend each other in a loop " \
                               "(ping.yaml → pong.yaml → ping.yaml)"
    assert problems["orphan"].startswith(f"{themes / 'orphan.yaml'}: extends: 'nowhere' is not a template")
    assert all("\n" not in problem for problem in problems.values())
    with pytest.raises(RenderError, match="orphan.yaml: extends: 'nowhere' is not a template"):
        render_pdf(minimal(), template="orphan", today=TODAY)


def test_a_persons_theme_may_extend_the_bundled_one_it_replaces(data_home: Path) -> None:
    (data_home / "vitae" / "themes" / "classic.yaml").write_text(GREEN_CLASSIC, encoding="utf-8")
    templates.forget_templates()
    info = templates.template_info("classic")
    assert info.origin == "yours" and info.title_in("zh") == "Classic"  # the bundled title (经典) is not handed down
    data = templates.template_file("classic")
    assert data["colours"]["accent"] == "#1b7f3a" and data["page"]["margin_mm"] == 15  # the bundled classic's margin
