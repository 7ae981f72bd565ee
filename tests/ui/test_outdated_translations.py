"""An outdated translation in the window: tinted apart from a missing one in the
translation view, counted in the status bar, reached by Next Outdated (Shift+F8),
warned about before Export All; ✓ accepts it as one undo step, undo brings it back,
and typing a new translation records it as made from the present source."""

from __future__ import annotations

from PySide6.QtCore import Qt

from editor.editing.translation import outdated_paths, record_accepted
from editor.formats.native import loads, save
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import focused, press_here, settle, type_here

HEADLINE = ("basics", "headline")
LOCATION = ("basics", "location")
CV = """languages: [en, zh]
basics:
  name: {'*': Jane Doe}
  headline: {en: Engineer, zh: 工程师}
  location: {en: Paris}
"""


def _outdated_file(tmp_path):
    """A résumé whose Chinese headline was accepted, then its English one changed by hand."""
    resume = loads(CV, "cv.yaml")
    resume.translated_from = record_accepted(resume)
    resume.basics.headline = {"en": "Staff engineer", "zh": "工程师"}
    path = tmp_path / "cv.yaml"
    save(resume, path)
    return path


def test_an_outdated_translation_is_shown_reached_accepted_and_undone(make_window, prompts, qtbot, tmp_path) -> None:
    window = make_window(_outdated_file(tmp_path))
    document, actions = window.document, window.translation
    document.set_language("zh")
    assert actions.counter.text() == "中文: 1 missing translation, 1 outdated"  # the location is missing
    assert actions.next_outdated_action.isEnabled()
    actions.view_action.setChecked(True)
    view = actions.view
    activate(window, qtbot)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree, timeout=3000)

    press_here(Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)  # Next Outdated
    field = focused()
    assert field is view._inputs[HEADLINE] or view._inputs[HEADLINE].isAncestorOf(field)
    assert view.is_outdated(HEADLINE) and not view.is_marked(HEADLINE)
    assert view.is_marked(LOCATION) and not view.is_outdated(LOCATION)
    assert view._inputs[HEADLINE].styleSheet() != view._inputs[LOCATION].styleSheet()  # two tints
    accept = view.companions[HEADLINE].accept_button
    assert accept.isVisibleTo(view.companions[HEADLINE])
    assert not view.companions[LOCATION].accept_button.isVisibleTo(view.companions[LOCATION])

    prompts.untranslated_choice = "cancel"
    assert not actions.confirm_export_all()
    assert prompts.untranslated[-1] == ["中文: 1 untranslated field, 1 outdated translation"]

    qtbot.mouseClick(accept, Qt.MouseButton.LeftButton)  # still right
    assert outdated_paths(document.resume, "zh") == []
    assert last_command(window) == "Accept translation of headline"
    assert not view.is_outdated(HEADLINE)
    qtbot.waitUntil(lambda: actions.counter.text() == "中文: 1 missing translation", timeout=3000)

    press_here(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo brings it back
    settle()
    assert outdated_paths(document.resume, "zh") == [HEADLINE]
    assert view.is_outdated(HEADLINE)
    qtbot.waitUntil(lambda: actions.counter.text() == "中文: 1 missing translation, 1 outdated", timeout=3000)


def test_typing_a_new_translation_makes_it_current_and_undo_makes_it_outdated_again(make_window, qtbot, tmp_path) -> None:
    window = make_window(_outdated_file(tmp_path))
    document, actions = window.document, window.translation
    document.set_language("zh")
    activate(window, qtbot)
    window.outline.tree.setFocus()
    qtbot.waitUntil(lambda: focused() is window.outline.tree, timeout=3000)
    press_here(Qt.Key.Key_F8, Qt.KeyboardModifier.ShiftModifier)
    press_here(Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_here("资深工程师")
    assert document.value_at(HEADLINE) == {"en": "Staff engineer", "zh": "资深工程师"}
    assert outdated_paths(document.resume, "zh") == []
    assert document.undo_stack.count() == 1  # the text and its record: one step
    document.undo_stack.undo()
    assert document.value_at(HEADLINE)["zh"] == "工程师"
    assert outdated_paths(document.resume, "zh") == [HEADLINE]
