"""Enter, Backspace and leaving a bullet: what the editor shows is what prints."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, Qt

from tests.ui.conftest import activate, last_command

ENTRY = ("sections", 1, "entries", 0)  # Bytedance: two bullets, English and Chinese


def _bullets(window):
    window.outline.select(ENTRY)
    return window.form.editor("highlights")


def _caret_at(row, position: int) -> None:
    row.setFocus()
    cursor = row.textCursor()
    cursor.setPosition(position)
    row.setTextCursor(cursor)


def _texts(window, lang: str = "en") -> list[str]:
    return [window.document.text_at(ENTRY + ("highlights", i), lang)
            for i in range(len(window.document.value_at(ENTRY + ("highlights",))))]


def test_enter_splits_the_bullet_at_the_caret_in_one_undo_step(window, qtbot) -> None:
    activate(window, qtbot)
    bullets = _bullets(window)
    row = bullets.rows[1]  # "Cut NICs per machine from 8 to 2"
    _caret_at(row, len("Cut NICs per machine"))
    qtbot.keyClick(row, Qt.Key.Key_Return)
    assert _texts(window) == ["Implemented **AllGather** over RDMA verbs", "Cut NICs per machine",
                              " from 8 to 2"]
    assert "\n" not in "".join(r.toPlainText() for r in bullets.rows)
    assert bullets.rows[2].hasFocus() and bullets.rows[2].textCursor().position() == 0
    assert _texts(window, "zh")[1] == "将每台机器的网卡从 8 张减少到 2 张"  # the translation stays
    assert last_command(window) == "Split bullet point"
    window.undo_action.trigger()
    assert _texts(window) == ["Implemented **AllGather** over RDMA verbs", "Cut NICs per machine from 8 to 2"]


def test_backspace_at_the_start_joins_the_bullet_to_the_previous(window, qtbot) -> None:
    activate(window, qtbot)
    bullets = _bullets(window)
    _caret_at(bullets.rows[1], 0)
    qtbot.keyClick(bullets.rows[1], Qt.Key.Key_Backspace)
    assert _texts(window) == ["Implemented **AllGather** over RDMA verbsCut NICs per machine from 8 to 2"]
    assert _texts(window, "zh") == ["基于 RDMA verbs 实现 **AllGather** 将每台机器的网卡从 8 张减少到 2 张"]
    assert bullets.rows[0].hasFocus()
    assert bullets.rows[0].textCursor().position() == len("Implemented **AllGather** over RDMA verbs")
    window.undo_action.trigger()
    assert len(_texts(window)) == 2 and _texts(window)[1] == "Cut NICs per machine from 8 to 2"
    assert window.document.undo_stack.index() == 0


def test_backspace_inside_a_bullet_still_deletes_a_character(window, qtbot) -> None:
    activate(window, qtbot)
    bullets = _bullets(window)
    _caret_at(bullets.rows[1], 3)
    qtbot.keyClick(bullets.rows[1], Qt.Key.Key_Backspace)
    assert _texts(window)[1] == "Cu NICs per machine from 8 to 2"


def test_an_empty_bullet_goes_when_the_caret_leaves_it(window, qtbot) -> None:
    activate(window, qtbot)
    bullets = _bullets(window)
    bullets.add_button.click()
    assert len(_texts(window)) == 3 and bullets.rows[2].hasFocus()
    bullets.rows[0].setFocus()
    qtbot.waitUntil(lambda: len(_texts(window)) == 2)
    assert last_command(window) == "Delete bullet point"
    assert len(bullets.rows) == 2


def test_a_bullet_empty_here_but_translated_stays(window, qtbot) -> None:
    activate(window, qtbot)
    bullets = _bullets(window)
    row = bullets.rows[1]
    row.setFocus()
    row.selectAll()
    qtbot.keyClick(row, Qt.Key.Key_Delete)
    bullets.rows[0].setFocus()
    qtbot.wait(10)
    assert len(_texts(window)) == 2 and _texts(window, "zh")[1]


def test_pasted_lines_stay_one_bullet(window, qtbot) -> None:
    bullets = _bullets(window)
    row = bullets.rows[1]
    _caret_at(row, 0)
    mime = QMimeData()
    mime.setText("Led\nthe team ")
    row.insertFromMimeData(mime)
    assert _texts(window)[1] == "Led the teamCut NICs per machine from 8 to 2"
