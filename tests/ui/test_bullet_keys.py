"""Enter, Backspace, Delete and leaving an item in a list (bullets, skills, a letter's
paragraphs): the caret lands where a word processor puts it, and the next words typed
land there too. Every key goes where the keyboard focus is (``tests.ui.keyboard``)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt

from editor.formats import load
from tests.ui.conftest import activate, last_command
from tests.ui.keyboard import caret, click_into, press_here, type_here

ENTRY = ("sections", 1, "entries", 0)  # Bytedance: two bullets, English and Chinese
SKILLS = ("sections", 3, "entries", 0)  # C/C++, Python, Go
FIRST = "Implemented **AllGather** over RDMA verbs"
FIRST_SHOWN = "Implemented AllGather over RDMA verbs"  # the caret counts what shows
SECOND = "Cut NICs per machine from 8 to 2"
SECOND_ZH = "将每台机器的网卡从 8 张减少到 2 张"

Key = Qt.Key


def _editor(window, path=ENTRY, field="highlights"):
    window.outline.select(path)
    return window.form.editor(field)


def _texts(window, path=ENTRY, field="highlights", lang: str = "en") -> list[str]:
    items = path + (field,)
    return [window.document.text_at(items + (i,), lang) for i in range(len(window.document.value_at(items)))]


def _assert_caret(editor, row: int, position: int) -> None:
    widget, at = caret()
    assert widget is editor.rows[row], f"the caret is in {widget.accessibleName()!r}, not row {row + 1}"
    assert at == position


def test_enter_at_the_end_starts_a_new_bullet_that_takes_the_typing(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    press_here(Key.Key_Return)
    _assert_caret(bullets, 2, 0)
    type_here("Led a team")
    assert _texts(window) == [FIRST, SECOND, "Led a team"]
    press_here(Key.Key_Return)
    type_here("Wrote docs")
    assert _texts(window) == [FIRST, SECOND, "Led a team", "Wrote docs"]
    window.undo_action.trigger()  # the typing, then the new bullet
    window.undo_action.trigger()
    assert _texts(window) == [FIRST, SECOND, "Led a team"]


def test_enter_in_the_middle_splits_and_the_tail_takes_the_typing(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1], len("Cut NICs per machine"))
    press_here(Key.Key_Return)
    assert _texts(window) == [FIRST, "Cut NICs per machine", " from 8 to 2"]
    assert "\n" not in "".join(r.toPlainText() for r in bullets.rows)
    assert _texts(window, lang="zh")[1] == SECOND_ZH  # the translation stays with the first part
    assert last_command(window) == "Split bullet point"
    _assert_caret(bullets, 2, 0)
    type_here("Then")
    assert _texts(window) == [FIRST, "Cut NICs per machine", "Then from 8 to 2"]
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert _texts(window) == [FIRST, SECOND]


def test_backspace_in_an_empty_bullet_goes_back_to_the_end_of_the_previous(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    press_here(Key.Key_Return)
    press_here(Key.Key_Backspace)
    assert _texts(window) == [FIRST, SECOND]
    _assert_caret(bullets, 1, len(SECOND))
    type_here(" more")
    assert _texts(window) == [FIRST, SECOND + " more"]


def test_backspace_at_the_start_joins_the_bullet_to_the_previous(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1], 0)
    press_here(Key.Key_Backspace)
    assert _texts(window) == [FIRST + SECOND]
    assert _texts(window, lang="zh") == ["基于 RDMA verbs 实现 **AllGather** " + SECOND_ZH]
    _assert_caret(bullets, 0, len(FIRST_SHOWN))
    type_here("; ")
    assert _texts(window) == [FIRST + "; " + SECOND]
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert _texts(window) == [FIRST, SECOND]
    assert window.document.undo_stack.index() == 0


def test_delete_at_the_end_joins_the_next_bullet(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[0])
    press_here(Key.Key_Delete)
    assert _texts(window) == [FIRST + SECOND]
    assert last_command(window) == "Join bullet point to the previous"
    _assert_caret(bullets, 0, len(FIRST_SHOWN))
    type_here(", and ")
    assert _texts(window) == [FIRST + ", and " + SECOND]


def test_delete_at_the_end_of_the_last_bullet_does_nothing(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    press_here(Key.Key_Delete)
    type_here("!")
    assert _texts(window) == [FIRST, SECOND + "!"]


def test_backspace_and_delete_inside_a_bullet_still_delete_a_character(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1], 3)
    press_here(Key.Key_Backspace)
    press_here(Key.Key_Delete)
    assert _texts(window)[1] == "CuNICs per machine from 8 to 2"


def test_skill_items_split_and_join_like_bullets(window, qtbot) -> None:
    items = _editor(window, SKILLS, "items")
    click_into(qtbot, items.rows[1])
    press_here(Key.Key_Return)
    type_here("Rust")
    assert _texts(window, SKILLS, "items") == ["C/C++", "Python", "Rust", "Go"]
    for _ in "Rust":
        press_here(Key.Key_Backspace)
    press_here(Key.Key_Backspace)  # in the empty item: it goes
    type_here("3")
    assert _texts(window, SKILLS, "items") == ["C/C++", "Python3", "Go"]


def test_enter_between_letter_paragraphs_keeps_every_word(window, qtbot) -> None:
    letter = ("letters", 0)
    window.document.insert(("letters",), 0, {"name": "letter", "body": ["I write to apply.", "Yours."]})
    body = _editor(window, letter, "body")
    click_into(qtbot, body.rows[0])
    press_here(Key.Key_Return)
    type_here("My work fits the role.")
    press_here(Key.Key_Return)
    type_here("I can start in May.")
    assert _texts(window, letter, "body") == ["I write to apply.", "My work fits the role.",
                                              "I can start in May.", "Yours."]
    press_here(Key.Key_Home)
    press_here(Key.Key_Backspace)  # joins the two new paragraphs
    type_here(" ")
    assert _texts(window, letter, "body") == ["I write to apply.", "My work fits the role. I can start in May.",
                                              "Yours."]


def test_ctrl_z_after_enter_leaves_the_caret_in_a_bullet_on_screen(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    press_here(Key.Key_Return)
    type_here("Led a team")
    press_here(Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the typing
    press_here(Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the new bullet, with the caret in it
    assert _texts(window) == [FIRST, SECOND]
    _assert_caret(bullets, 1, len(SECOND))  # where Enter was pressed
    type_here(" fast")
    assert _texts(window) == [FIRST, SECOND + " fast"]


def test_an_empty_bullet_goes_when_the_caret_leaves_it(window, qtbot) -> None:
    bullets = _editor(window)
    activate(window, qtbot)  # as the click on "+ Add" would
    bullets.add_button.click()
    assert len(_texts(window)) == 3
    _assert_caret(bullets, 2, 0)
    click_into(qtbot, bullets.rows[0])
    qtbot.waitUntil(lambda: len(_texts(window)) == 2)
    assert last_command(window) == "Delete bullet point"
    assert len(bullets.rows) == 2
    type_here(".")
    assert _texts(window) == [FIRST + ".", SECOND]


def test_leaving_an_empty_bullet_for_the_text_below_keeps_the_caret_on_that_text(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[0])
    press_here(Key.Key_Return)  # an empty bullet between the two
    click_into(qtbot, bullets.rows[2], 3)  # into "Cut|", which moves up a row as the empty one goes
    qtbot.waitUntil(lambda: len(_texts(window)) == 2)
    _assert_caret(bullets, 1, 3)
    type_here("s")
    assert _texts(window) == [FIRST, "Cuts NICs per machine from 8 to 2"]


def test_leaving_an_empty_bullet_for_a_row_further_down_keeps_the_caret_on_its_text(window, qtbot) -> None:
    window.document.insert(ENTRY + ("highlights",), 2, "Shipped it")
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[0])
    press_here(Key.Key_Return)  # [FIRST, "", SECOND, "Shipped it"]
    click_into(qtbot, bullets.rows[2], 3)  # into "Cut|"
    qtbot.waitUntil(lambda: len(_texts(window)) == 3)
    _assert_caret(bullets, 1, 3)
    type_here("s")
    assert _texts(window) == [FIRST, "Cuts NICs per machine from 8 to 2", "Shipped it"]


def test_an_empty_bullet_the_caret_is_still_in_is_not_saved(window, cv_path, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    press_here(Key.Key_Return)
    press_here(Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.document.is_modified())
    saved = load(cv_path).sections[1].entries[0].highlights
    assert [item["en"] for item in saved] == [FIRST, SECOND]
    type_here("Still here")  # the person goes on typing in it
    assert _texts(window) == [FIRST, SECOND, "Still here"]


def test_a_bullet_empty_here_but_translated_stays(window, qtbot) -> None:
    bullets = _editor(window)
    click_into(qtbot, bullets.rows[1])
    bullets.rows[1].selectAll()
    press_here(Key.Key_Delete)
    click_into(qtbot, bullets.rows[0])
    qtbot.wait(10)
    assert len(_texts(window)) == 2 and _texts(window, lang="zh")[1]


def test_pasted_lines_stay_one_bullet(window, qtbot) -> None:
    bullets = _editor(window)
    row = bullets.rows[1]
    click_into(qtbot, row, 0)
    mime = QMimeData()
    mime.setText("Led\nthe team ")
    row.insertFromMimeData(mime)
    assert _texts(window)[1] == "Led the teamCut NICs per machine from 8 to 2"
