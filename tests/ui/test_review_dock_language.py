"""The import's Review panel speaks the interface's language: its title and its summary."""

from __future__ import annotations

import pytest

from editor.ui import i18n


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")  # the interface language is process-wide


def test_the_review_dock_title_is_translated(window, qtbot) -> None:
    window.interface.choose("zh")
    review = window.import_review  # made after the window was translated
    review.show_notes("cv.pdf", ["unsure: sections[0]: a heading"], window.document.resume)
    assert review.windowTitle() == "检查导入结果"
    assert review.summary.text() == "cv.pdf：有 1 处需要检查。点击一处即可转到对应字段。"
    assert "Review the import" not in i18n.untranslated(window)
    window.interface.choose("en")  # and back, at run time
    assert review.windowTitle() == "Review the import"
    window.interface.choose("zh")
    assert review.windowTitle() == "检查导入结果"
