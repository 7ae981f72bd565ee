"""The status bar names the field holding a character the preview could not print."""

from pathlib import Path


def test_status_bar_names_the_field_with_an_unprintable_character(make_window, tmp_path: Path, qtbot) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text("basics: {name: Ada Example}\n"
                    "sections:\n- kind: about\n  entries:\n  - {kind: text, text: \"Carved \\U00013000 here\"}\n",
                    encoding="utf-8")
    window = make_window(path)
    qtbot.waitUntil(lambda: "U+13000" in window.statusBar().currentMessage())
    message = window.statusBar().currentMessage()
    assert "sections[0].entries[0].text" in message and "U+13000" in message


def test_no_message_when_everything_prints(window, qtbot) -> None:
    qtbot.wait(20)  # the check runs a turn of the loop after the render
    assert "no bundled font" not in window.statusBar().currentMessage()
