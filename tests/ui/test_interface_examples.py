"""The Chinese interface speaks Chinese in placeholders, field complaints and template
names too; the English placeholders do not assume the user is Chinese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLineEdit, QPlainTextEdit, QTextEdit

from editor.ui import i18n
from tests.ui.keyboard import click_into, type_here

ONE_LANGUAGE = """\
schema_version: 1
basics:
  name: ''
sections:
- kind: experience
  entries:
  - kind: experience
    organisation: ''
"""
EXPERIENCE = ("sections", 0, "entries", 0)
# What the old examples said: a user anywhere was shown Chinese companies and places.
ASSUMES_CHINA = re.compile(r"China|Beijing|Hunan|Bytedance|Seed-Foundation|Guorui|CCF|\+86|[\u4e00-\u9fff]")
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")  # the interface language is process-wide


@pytest.fixture
def empty_cv(tmp_path: Path) -> Path:
    path = tmp_path / "empty.yaml"
    path.write_text(ONE_LANGUAGE, encoding="utf-8")
    return path


def placeholders(widget) -> dict[str, str]:
    """Field name → placeholder of every text input in the form on show."""
    found = {}
    for name, editor in widget.form.form.editors.items():
        for child in [w for kind in (QLineEdit, QTextEdit, QPlainTextEdit) for w in editor.findChildren(kind)]:
            if child.placeholderText():
                found[name] = child.placeholderText()
    return found


def test_english_examples_are_neutral(make_window, empty_cv: Path) -> None:
    window = make_window(empty_cv)
    seen: dict[str, str] = {}
    for path in [("basics",), EXPERIENCE]:
        window.outline.select(path)
        seen |= placeholders(window)
    assert seen["organisation"] == "e.g. Northwind Analytics"
    assert seen["location"] == "e.g. Toronto, Canada"
    assert {name: text for name, text in seen.items() if ASSUMES_CHINA.search(text)} == {}


def test_the_chinese_interface_translates_placeholders_complaints_and_template_names(make_window, empty_cv: Path, qtbot) -> None:
    window = make_window(empty_cv)
    window.interface.choose("zh")
    window.outline.select(EXPERIENCE)
    shown = placeholders(window)
    assert shown["organisation"] == "例如：北风数据科技"
    assert shown["location"] == "例如：中国杭州"
    assert shown["role"] == "例如：研究实习生"
    window.outline.select(("basics",))
    assert placeholders(window)["name"] == "例如：张三"

    email = window.form.editor("email")  # a complaint shown under the field
    click_into(qtbot, email.input)
    type_here("jane")
    assert email.error == "电子邮件地址应形如 name@example.org，现在是 'jane'"
    assert window.document.resume.basics.email is None

    picker = window.template_picker
    names = {picker.itemData(i): picker.itemText(i) for i in range(picker.count())}
    assert names["classic"] == "经典" and names["academic"] == "学术" and names["jianli"] == "中文简历"
    assert all(CJK.search(text) for text in names.values())
    assert CJK.search(picker.itemData(picker.findData("classic"), 3))  # the description (tooltip)

    window.interface.choose("en")
    assert picker.itemText(picker.findData("classic")) == "Classic"
    assert placeholders(window)["name"] == "e.g. Jane Doe"
