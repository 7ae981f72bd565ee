"""The photo field's file picker stores the chosen file relative to the
résumé's folder (the only form the model accepts), as one undoable edit."""

from __future__ import annotations

from pathlib import Path

from editor.ui.forms.photo_editor import PhotoEditor
from tests.ui.conftest import last_command


def test_a_chosen_photo_is_stored_relative_to_the_resume(window, cv_path: Path) -> None:
    window.outline.select(("basics",))
    photo = window.form.editor("photo")
    assert isinstance(photo, PhotoEditor) and photo.choose_button.isVisibleTo(window)
    assert photo.choose(cv_path.parent / "pictures" / "me.jpg")
    assert window.document.resume.basics.photo == "pictures/me.jpg"
    assert photo.input.text() == "pictures/me.jpg"
    assert last_command(window) == "Edit photo"
    assert not photo.choose(cv_path.parent.parent / "me.png")  # out of the folder: refused, as an absolute path is
    assert "no ../" in photo.error
    assert window.document.resume.basics.photo == "pictures/me.jpg"
    window.document.undo_stack.undo()
    assert window.document.resume.basics.photo is None


def test_a_typed_javascript_photo_is_refused_inline(window) -> None:
    window.outline.select(("basics",))
    photo = window.form.editor("photo")
    photo.input.textEdited.emit("javascript:alert(1)")
    assert "http(s)" in photo.error
    assert window.document.resume.basics.photo is None


def test_an_unsaved_resume_asks_to_be_saved_first(make_window) -> None:
    window = make_window(None)
    window.outline.select(("basics",))
    photo = window.form.editor("photo")
    assert not photo.choose(Path.home() / "me.jpg")
    assert "save the résumé first" in photo.error.lower()
    assert window.document.resume.basics.photo is None


def test_the_preview_resolves_the_photo_against_the_resume_folder(window, cv_path: Path, qtbot) -> None:
    from PIL import Image

    from editor.ui.render_job import pdf_and_notes

    Image.new("RGB", (60, 80), (90, 120, 160)).save(cv_path.parent / "me.jpg")
    window.outline.select(("basics",))
    window.form.editor("photo").choose(cv_path.parent / "me.jpg")
    pdf, notes = pdf_and_notes(window.preview.render(window.document.resume, template="classic", lang="en"))
    assert b"/Subtype /Image" in pdf and notes == []
    window.form.editor("photo").choose(cv_path.parent / "gone.jpg")
    pdf, notes = pdf_and_notes(window.preview.render(window.document.resume, template="classic", lang="en"))
    assert b"/Subtype /Image" not in pdf
    assert notes == ["warning: basics.photo: 'gone.jpg' cannot be found; the PDF has no photo"]


def test_a_chosen_link_out_of_the_folder_is_refused(window, cv_path: Path, tmp_path: Path) -> None:
    import os

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "secret.jpg").write_bytes(b"not read")
    os.symlink(outside / "secret.jpg", cv_path.parent / "me.jpg")
    window.outline.select(("basics",))
    photo = window.form.editor("photo")
    assert not photo.choose(cv_path.parent / "me.jpg")
    assert "outside the résumé's folder" in photo.error
    assert window.document.resume.basics.photo is None

