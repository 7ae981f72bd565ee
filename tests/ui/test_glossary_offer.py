"""The glossary in the translation view: typing a name the glossary knows into a field
whose other language is empty offers the glossary's name there; taking it is one undo
step through the document, and undo takes it back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import focused, press_here, settle, type_here

ENTRY = ("sections", 0, "entries", 0)
DEGREE = ENTRY + ("degree",)
CV = """languages: [en, zh]
basics: {name: {'*': Jane Doe}}
glossary:
  - {en: Zhejiang University, zh: 浙江大学}
  - {en: Bachelor of Engineering, zh: 工学学士}
sections:
  - kind: education
    entries:
      - kind: education
        institution: {en: Zhejiang University, zh: 浙江大学}
"""


def test_typing_a_known_name_offers_the_other_language_its_official_name(make_window, qtbot, tmp_path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(CV, encoding="utf-8")
    window = make_window(path)
    document, view = window.document, window.translation.view
    window.translation.view_action.setChecked(True)
    activate(window, qtbot)
    window.outline.select(ENTRY)
    settle()
    view._inputs[DEGREE].setFocus()
    qtbot.waitUntil(lambda: focused() is view._inputs[DEGREE], timeout=3000)
    button = view.companions[DEGREE].glossary_button
    assert not button.isVisibleTo(view.companions[DEGREE])

    type_here("Bachelor of Engineering")
    settle()
    assert button.isVisibleTo(view.companions[DEGREE])
    assert "工学学士" in button.text() and "中文" in button.toolTip()
    steps = document.undo_stack.count()

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert document.value_at(DEGREE) == {"en": "Bachelor of Engineering", "zh": "工学学士"}
    assert document.undo_stack.count() == steps + 1
    assert last_command(window) == "Glossary name: degree"
    assert view.companions[DEGREE].text() == "工学学士"
    assert not button.isVisibleTo(view.companions[DEGREE])  # both languages have their name
    assert focused() is view._inputs[DEGREE]  # the caret stays where the person was typing

    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle()
    assert document.value_at(DEGREE) == "Bachelor of Engineering"
    assert button.isVisibleTo(view.companions[DEGREE])
