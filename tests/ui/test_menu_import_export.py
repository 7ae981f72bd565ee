"""File → Import… and File → Export As through the real window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import FIXTURES, pdf_text

IMPORTS = FIXTURES / "import"


@pytest.fixture
def prompts_with_paths(prompts):
    prompts.import_path = None
    prompts.export_as_path = None
    prompts.notes = []
    prompts.ask_import_path = lambda folder: prompts.import_path
    prompts.ask_export_as_path = lambda suggested, name_filter: prompts.export_as_path
    prompts.show_notes = lambda title, message, notes: prompts.notes.append(notes)
    return prompts


@pytest.mark.parametrize("sample", ["jsonresume_full.json", "rendercv_full.yaml", "reactive_resume_v4.json",
                                    "reactive_resume_v5.json", "linkedin/Positions.csv"])
def test_import_menu_opens_the_resume_as_a_new_unsaved_document(window, prompts_with_paths, sample, qtbot):
    prompts_with_paths.import_path = IMPORTS / sample
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    document = window.document
    assert document.file_path is None
    assert document.resume.sections, "the imported sections reached the document"
    names = json.dumps(document.resume.model_dump(mode="json"), ensure_ascii=False)
    assert "Jane Doe" not in names  # the small fixture the window had open is gone
    assert not prompts_with_paths.errors


def test_import_of_a_pdf_is_refused_with_a_sentence(window, prompts_with_paths, tmp_path: Path, qtbot):
    fake = tmp_path / "cv.json"
    fake.write_bytes(b"%PDF-1.7\n")
    prompts_with_paths.import_path = fake
    before = window.document.resume
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    assert window.document.resume == before
    assert prompts_with_paths.errors and "could not be imported" in prompts_with_paths.errors[0]


@pytest.mark.parametrize("key, check", [
    ("pdf", lambda data: "jane doe" in pdf_text(data).lower()),
    ("json", lambda data: json.loads(data)["basics"]["name"] == "Jane Doe"),
    ("md", lambda data: data.startswith(b"---\n") and b"Skills\n======" in data),
    ("html", lambda data: data.lstrip().lower().startswith(b"<!doctype html>") and b"Jane Doe" in data),
])
def test_export_as_writes_each_format(window, prompts_with_paths, tmp_path: Path, key, check, qtbot):
    target = tmp_path / f"out.{key}"
    prompts_with_paths.export_as_path = target
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        assert window.import_export.export_as(key) == target
    assert check(target.read_bytes())


def test_export_as_word_finds_a_photo_beside_the_document(make_window, prompts_with_paths, tmp_path: Path, qtbot):
    """A relative photo resolves against the document's folder in Export As, as in Export and the PDF."""
    import io
    import shutil

    import docx

    folder = tmp_path / "photo-cv"
    shutil.copytree(FIXTURES / "photo", folder)
    window = make_window(folder / "bilingual.yaml")
    window.language_toggle.buttons["zh"].click()  # the photo prints in the Chinese version
    target = tmp_path / "out.docx"
    prompts_with_paths.export_as_path = target
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        assert window.import_export.export_as("docx") == target
    document = docx.Document(io.BytesIO(target.read_bytes()))
    assert any(rel.reltype.endswith("/image") for rel in document.part.rels.values())
