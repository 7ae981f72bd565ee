"""The template picker's list shows each template's first page drawn from the
résumé being edited: rendered off the GUI thread when the list opens, kept per
template, marked stale by an edit (typing renders nothing) and redrawn the next
time the list opens, with the old picture shown meanwhile."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from tests.ui.keyboard import click_into, type_here

# Qt's offscreen platform cannot raise a popup or grab the keyboard for it; it says so.
POPUP_WARNINGS = pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing", "propagateSizeHints")


def icon_images(picker) -> list[QImage]:
    size = picker.view().iconSize()
    return [picker.itemIcon(i).pixmap(size).toImage() for i in range(picker.count())]


def open_and_wait(picker, thumbnails, qtbot) -> None:
    picker.showPopup()
    qtbot.waitUntil(lambda: all(thumbnails.is_fresh(name) for name in thumbnails.templates), timeout=30_000)
    picker.hidePopup()


@POPUP_WARNINGS
def test_the_picker_shows_one_thumbnail_per_template(window, qtbot) -> None:
    picker, thumbnails = window.template_picker, window.template_thumbnails
    assert thumbnails.rendered == 0  # nothing is drawn until the list opens
    assert [picker.itemData(i) for i in range(picker.count())] == thumbnails.templates
    open_and_wait(picker, thumbnails, qtbot)
    images = icon_images(picker)
    assert all(not image.isNull() for image in images)
    assert len(images) >= 6
    for i, image in enumerate(images):  # every template looks different
        assert all(image != other for other in images[i + 1:]), picker.itemData(i)
    page = thumbnails.image("classic")
    assert page.height() / page.width() > 1.3  # a portrait page, not an empty square


@POPUP_WARNINGS
def test_typing_renders_no_thumbnail_and_the_next_opening_redraws_them(window, qtbot) -> None:
    picker, thumbnails = window.template_picker, window.template_thumbnails
    open_and_wait(picker, thumbnails, qtbot)
    before, rendered = icon_images(picker), thumbnails.rendered
    window.outline.select(("basics",))
    click_into(qtbot, window.form.editor("headline").input)
    type_here(" and a much longer headline that wraps")
    window.document.set_value(("design", "accent"), "#d32f2f")
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        pass  # the preview follows the edits …
    qtbot.wait(100)
    assert thumbnails.rendered == rendered  # … the thumbnails do not
    assert not any(thumbnails.is_fresh(name) for name in thumbnails.templates)
    assert icon_images(picker) == before  # the stale pictures stay until fresh ones arrive
    open_and_wait(picker, thumbnails, qtbot)
    after = icon_images(picker)
    assert thumbnails.rendered == rendered + len(thumbnails.templates)
    assert all(new != old for new, old in zip(after, before))


@POPUP_WARNINGS
def test_the_thumbnails_follow_the_content_language(window, qtbot) -> None:
    picker, thumbnails = window.template_picker, window.template_thumbnails
    open_and_wait(picker, thumbnails, qtbot)
    english = thumbnails.image("classic")
    window.document.set_language("zh")
    assert not thumbnails.is_fresh("classic")
    open_and_wait(picker, thumbnails, qtbot)
    assert thumbnails.image("classic") != english
