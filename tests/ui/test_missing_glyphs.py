"""A character no font can draw is named in the status bar, found on the render thread."""

from __future__ import annotations

import threading

from editor.render import glyphs


def test_a_character_no_font_draws_is_named_after_the_render(window, qtbot, monkeypatch) -> None:
    threads = []
    check = glyphs.missing_glyphs

    def noted(*args, **kwargs):
        threads.append(threading.current_thread())
        return check(*args, **kwargs)

    monkeypatch.setattr(glyphs, "missing_glyphs", noted)
    with qtbot.waitSignal(window.preview.missing_glyphs, timeout=10_000) as found:
        window.document.set_text(("basics", "headline"), "Builder \U0001F6A7 of things")
    assert [item.path for item in found.args[0]] == ["basics.headline.en"]
    qtbot.waitUntil(lambda: "U+1F6A7" in window.statusBar().currentMessage(), timeout=2000)
    assert threads and all(thread is not threading.main_thread() for thread in threads)
