"""A file written or annotated by hand keeps its comments when the window saves it.
Every key goes where the keyboard focus is (``tests.ui.keyboard``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from editor.formats import load
from tests.ui.conftest import DATA
from tests.ui.keyboard import click_into, press_here, type_here

COMMENTS = {
    "basics:\n": "basics:  # who I am\n",
    "- kind: experience\n  entries:\n": "- kind: experience\n  entries:\n  # keep the Bytedance bullets short\n",
    "from 8 to 2, zh: 将每台机器的网卡从 8 张减少到 2 张}\n":
        "from 8 to 2, zh: 将每台机器的网卡从 8 张减少到 2 张}   # the numbers matter\n",
}


def _commented(path: Path) -> str:
    text = "# Jane's résumé, kept by hand\n" + (DATA / "small.yaml").read_text(encoding="utf-8")
    for plain, commented in COMMENTS.items():
        assert plain in text
        text = text.replace(plain, commented)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return text


def test_typing_and_ctrl_s_keep_the_comments_in_the_file(make_window, tmp_path, qtbot) -> None:
    path = tmp_path / "docs" / "cv.yaml"
    text = _commented(path)
    window = make_window(path)
    click_into(qtbot, window.form.editor("headline").input)
    type_here(" and teacher")
    press_here(Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.document.is_modified())
    saved = path.read_text(encoding="utf-8")
    assert saved == text.replace("{en: Systems researcher,", "{en: Systems researcher and teacher,")
    assert load(path) == window.document.resume


def test_save_as_over_another_file_writes_this_resume_fresh(make_window, prompts, tmp_path, qtbot) -> None:
    from editor.formats import dumps

    other = tmp_path / "other" / "cv.yaml"
    _commented(other)  # another résumé, with its own comments
    source = tmp_path / "mine" / "cv.yaml"
    _commented(source)
    window = make_window(source)
    window.document.set_text(("basics", "headline"), "Someone else entirely")
    prompts.save_path = other
    assert window.files.save_as()
    assert other.read_text(encoding="utf-8") == dumps(window.document.resume)  # none of its comments stay
