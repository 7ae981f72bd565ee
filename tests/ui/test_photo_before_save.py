"""A photo for a résumé that has no file yet: "Choose…" offers to save the résumé
before the picker opens (the photo is stored relative to the résumé's folder), then
opens the picker in that folder; the photo is picked once, and no red complaint is
left standing once the résumé has its file."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest
from PIL import Image

from editor.ui.forms import photo_editor
from editor.ui.forms.photo_editor import PhotoEditor
from tests.ui.conftest import last_command


@dataclass
class Picker:
    """The file picker: the folders it opened in, and the file it answers with."""

    opened: list[str] = field(default_factory=list)
    answer: Path | None = None


@pytest.fixture
def picker(monkeypatch) -> Picker:
    fake = Picker()

    def get_open_file_name(_parent, _title, folder, _filter):
        fake.opened.append(folder)
        return (str(fake.answer) if fake.answer else "", "")

    monkeypatch.setattr(photo_editor.QFileDialog, "getOpenFileName", staticmethod(get_open_file_name))
    return fake


def unsaved_photo_field(make_window) -> tuple[object, PhotoEditor]:
    window = make_window(None)
    window.outline.select(("basics",))
    photo = window.form.editor("photo")
    assert isinstance(photo, PhotoEditor) and window.document.file_path is None
    return window, photo


def test_choose_offers_to_save_first_then_opens_the_picker_beside_the_file(
        make_window, prompts, picker, tmp_path: Path, qtbot) -> None:
    window, photo = unsaved_photo_field(make_window)
    folder = tmp_path / "mine"
    folder.mkdir()
    Image.new("RGB", (60, 80), (90, 120, 160)).save(folder / "me.jpg")
    prompts.save_first, prompts.save_path = True, folder / "cv.yaml"
    picker.answer = folder / "me.jpg"
    photo.choose_button.click()
    assert prompts.asked[-2:] == ["save_first", "save_path"]  # asked before the picker opened
    assert window.document.file_path == folder / "cv.yaml" and (folder / "cv.yaml").exists()
    assert picker.opened == [str(folder)]
    assert window.document.resume.basics.photo == "me.jpg" and last_command(window) == "Edit photo"
    assert photo.error is None
    assert photo.crop_dialog is not None and photo.crop_dialog.isVisible()
    photo.crop_dialog.reject()


def test_declining_to_save_opens_no_picker_and_complains_of_nothing(make_window, prompts, picker) -> None:
    window, photo = unsaved_photo_field(make_window)
    prompts.save_first = False
    photo.choose_button.click()
    assert prompts.asked[-1] == "save_first" and "save_path" not in prompts.asked
    assert picker.opened == [] and photo.error is None
    assert window.document.resume.basics.photo is None and window.form.unaccepted_fields() == []


def test_cancelling_the_save_dialog_opens_no_picker(make_window, prompts, picker) -> None:
    window, photo = unsaved_photo_field(make_window)
    prompts.save_first, prompts.save_path = True, None
    photo.choose_button.click()
    assert picker.opened == [] and window.document.file_path is None and photo.error is None


def test_the_save_first_complaint_goes_once_the_resume_has_a_file(make_window, prompts, tmp_path: Path) -> None:
    window, photo = unsaved_photo_field(make_window)
    assert not photo.choose(tmp_path / "me.jpg")
    assert photo.error
    prompts.save_path = tmp_path / "cv.yaml"
    assert window.files.save_as()
    assert photo.error is None  # resolved: no stale red line under the field
    assert window.form.unaccepted_fields() == []
