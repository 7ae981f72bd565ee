"""The photo's crop dialog, driven through the real window: choosing a photo
opens it with a frame of the template's photo shape; dragging, the zoom slider,
the wheel and the keys move the frame; OK stores ``basics.photo_crop`` as one
undoable edit, and the PDF prints that part of the photo."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from editor.model import PhotoCrop
from editor.ui.render_job import pdf_and_notes
from tests.render.test_photo_crop import colours, pdf_photo, quadrant_photo
from tests.ui.conftest import last_command
from tests.ui.keyboard import press_here


def photo_editor(window):
    window.outline.select(("basics",))
    return window.form.editor("photo")


def crop_tuple(crop: PhotoCrop | None) -> tuple[float, ...] | None:
    return None if crop is None else tuple(round(v, 3) for v in (crop.x, crop.y, crop.w, crop.h))


def ok(dialog) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def drag(qtbot, view, by: QPoint) -> None:
    start = view.rect().center()
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view, pos=start + by / 2)
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=start + by)


def wheel(view, notches: int) -> None:
    centre = QPointF(view.rect().center())
    QApplication.sendEvent(view, QWheelEvent(
        centre, view.mapToGlobal(centre), QPoint(), QPoint(0, 120 * notches), Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False))


def test_a_chosen_photo_opens_the_crop_dialog_and_ok_stores_the_crop(window, cv_path: Path, qtbot) -> None:
    quadrant_photo(cv_path.parent / "me.png")
    photo = photo_editor(window)
    assert photo.choose(cv_path.parent / "me.png")
    dialog = photo.crop_dialog
    assert dialog is not None and dialog.isVisible() and dialog.windowTitle() == "Crop the photo"
    assert last_command(window) == "Edit photo"
    frame = dialog.view.frame_rect()
    assert frame.width() / frame.height() == pytest.approx(25 / 32, abs=0.01)  # classic's photo slot

    dialog.zoom.setValue(200)
    drag(qtbot, dialog.view, QPoint(600, 600))  # the image follows the mouse: the frame ends at the top left
    ok(dialog)
    assert crop_tuple(window.document.resume.basics.photo_crop) == (0, 0, 0.391, 0.5)
    assert last_command(window) == "Crop photo"
    pdf, notes = pdf_and_notes(window.preview.render(window.document.resume, template="classic", lang="en"))
    assert notes == [] and colours(pdf_photo(pdf)) == {"top left"}

    window.document.undo_stack.undo()  # the crop
    assert window.document.resume.basics.photo_crop is None
    pdf, _ = pdf_and_notes(window.preview.render(window.document.resume, template="classic", lang="en"))
    assert colours(pdf_photo(pdf)) == {"top left", "top right", "bottom left", "bottom right"}
    window.document.undo_stack.redo()
    assert crop_tuple(window.document.resume.basics.photo_crop) == (0, 0, 0.391, 0.5)


def test_crop_reopens_at_the_stored_crop_and_the_wheel_zooms(window, cv_path: Path, qtbot) -> None:
    quadrant_photo(cv_path.parent / "me.png")
    window.document.set_value(("design", "template"), "sidebar")
    window.document.set_value(("basics", "photo"), "me.png")
    window.document.set_value(("basics", "photo_crop"), PhotoCrop(x=0.5, y=0.5, w=0.4, h=0.5))
    photo = photo_editor(window)
    assert photo.crop_button.isEnabled()
    photo.crop_button.click()
    dialog = photo.crop_dialog
    frame = dialog.view.frame_rect()
    assert frame.width() / frame.height() == pytest.approx(30 / 38, abs=0.01)  # sidebar's slot
    assert dialog.view.frame.crop().x >= 0.5 and dialog.view.frame.crop().y >= 0.5  # where it was left
    zoom = dialog.zoom.value()
    wheel(dialog.view, 2)
    assert dialog.zoom.value() > zoom  # the slider follows the wheel
    drag(qtbot, dialog.view, QPoint(-600, 0))  # drag left: the frame goes right
    ok(dialog)
    x, y, w, h = crop_tuple(window.document.resume.basics.photo_crop)
    assert x + w == pytest.approx(1, abs=0.002) and w < 0.4 and y >= 0.5
    pdf, _ = pdf_and_notes(window.preview.render(window.document.resume, template="sidebar", lang="en"))
    assert colours(pdf_photo(pdf)) == {"bottom right"}


def test_cancel_stores_nothing_and_centre_resets(window, cv_path: Path) -> None:
    quadrant_photo(cv_path.parent / "me.png")
    photo = photo_editor(window)
    photo.choose(cv_path.parent / "me.png")
    steps = window.document.undo_stack.count()
    photo.crop_dialog.zoom.setValue(300)
    photo.crop_dialog.reject()
    assert window.document.resume.basics.photo_crop is None and window.document.undo_stack.count() == steps
    photo.crop_button.click()
    dialog = photo.crop_dialog
    dialog.zoom.setValue(300)
    dialog.reset_button.click()
    assert dialog.zoom.value() == 100
    ok(dialog)
    assert crop_tuple(window.document.resume.basics.photo_crop) == (0.109, 0, 0.781, 1)


def test_choosing_another_photo_forgets_the_old_crop(window, cv_path: Path) -> None:
    quadrant_photo(cv_path.parent / "me.png")
    quadrant_photo(cv_path.parent / "other.png")
    window.document.set_value(("basics", "photo"), "me.png")
    window.document.set_value(("basics", "photo_crop"), PhotoCrop(x=0, y=0, w=0.5, h=0.5))
    photo = photo_editor(window)
    photo.choose(cv_path.parent / "other.png")
    assert window.document.resume.basics.photo_crop is None
    photo.crop_dialog.reject()
    window.document.undo_stack.undo()  # one step: the photo and its crop come back together
    assert window.document.resume.basics.photo == "me.png"
    assert crop_tuple(window.document.resume.basics.photo_crop) == (0, 0, 0.5, 0.5)


def test_the_keys_move_and_zoom_the_frame(window, cv_path: Path, qtbot) -> None:
    quadrant_photo(cv_path.parent / "me.png")
    photo = photo_editor(window)
    photo.choose(cv_path.parent / "me.png")
    dialog = photo.crop_dialog
    qtbot.waitUntil(dialog.view.hasFocus, timeout=3000)
    for key in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Right, Qt.Key.Key_Down):
        assert press_here(key) is dialog.view
    frame = dialog.view.frame
    assert frame.zoom == pytest.approx(1.21) and frame.centre_x > 0.5 and frame.centre_y > 0.5
    press_here(Qt.Key.Key_Return)  # the dialog's default button: OK
    assert window.document.resume.basics.photo_crop == frame.crop()


def test_a_photo_that_is_a_pipe_opens_no_dialog_and_says_why(window, cv_path: Path) -> None:
    os.mkfifo(cv_path.parent / "pipe.jpg")
    window.document.set_value(("basics", "photo"), "pipe.jpg")
    photo = photo_editor(window)
    photo.crop_button.click()  # returns at once: the pipe is never read
    assert photo.crop_dialog is None
    assert "pipe" in photo.error and "FIFO" in photo.error


def test_web_link_or_unsaved_photo_cannot_be_cropped(window, make_window) -> None:
    window.document.set_value(("basics", "photo"), "https://example.org/me.jpg")
    assert not photo_editor(window).crop_button.isEnabled()
    unsaved = make_window(None)
    assert not photo_editor(unsaved).crop_button.isEnabled()


def test_a_file_name_the_model_refuses_leaves_no_undo_step(window, cv_path: Path) -> None:
    photo = photo_editor(window)
    steps = window.document.undo_stack.count()
    assert not photo.choose(cv_path.parent / "bad\x01name.jpg")
    assert "control characters" in photo.error
    assert window.document.undo_stack.count() == steps and photo.crop_dialog is None
