"""The status bar names the field holding a character the preview could not print."""

from pathlib import Path


def test_status_bar_names_the_field_with_an_unprintable_character(make_window, tmp_path: Path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text("basics: {name: Ada Example}\n"
                    "sections:\n- kind: about\n  entries:\n  - {kind: text, text: \"Carved \\U00013000 here\"}\n",
                    encoding="utf-8")
    window = make_window(path)
    message = window.statusBar().currentMessage()
    assert "sections[0].entries[0].text" in message and "U+13000" in message


def test_no_message_when_everything_prints(window) -> None:
    assert "no bundled font" not in window.statusBar().currentMessage()
