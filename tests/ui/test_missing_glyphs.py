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


def test_a_render_ending_after_the_window_closed_is_harmless(settings, prompts, cv_path, tmp_path, qtbot) -> None:
    """The render thread's last signals (pages, missing glyphs) may come after the window
    is gone: they must find nothing to call, not a deleted panel."""
    from PySide6.QtCore import QCoreApplication, QEvent

    from editor.ui.main_window import MainWindow
    from editor.ui.render_job import render_pool

    window = MainWindow(settings=settings, data_dir=tmp_path / "appdata", prompts=prompts)
    window.start(cv_path)
    window.document.set_text(("basics", "headline"), "Closing \U0001F6A7 at once")
    window.preview.refresh_now()
    window.document.undo_stack.setClean()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    render_pool().waitForDone(10_000)
    qtbot.wait(200)  # the queued signals are delivered, or dropped with the panel
