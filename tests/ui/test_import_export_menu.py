"""File → Import… and File → Export As, driven through the real window's menus."""

from __future__ import annotations

import io
import json
from pathlib import Path

import docx
import pytest
from PySide6.QtWidgets import QToolButton

from editor.formats.jsonresume_export import export_jsonresume
from editor.ui.import_export import EXPORT_FORMATS
from tests.helpers import FIXTURES, pdf_text
from tests.ui.conftest import FakePrompts

NAMES = {"jsonresume_full.json": "Mariana Oliveira", "rendercv_full.yaml": "Kemal Arslan"}
IMPORTS = [FIXTURES / "import" / name for name in sorted(NAMES)]
SAMPLES = ["jsonresume_full.json", "rendercv_full.yaml", "reactive_resume_v4.json", "reactive_resume_v5.json",
           "linkedin/Positions.csv"]
"""A file of each other format File → Import reads (PDF has tests of its own: test_import_pdf.py)."""


class MenuPrompts(FakePrompts):
    import_path: Path | None = None
    export_as_path: Path | None = None
    filters: list[str]
    notes: list[tuple[str, list[str]]]

    def __init__(self) -> None:
        super().__init__()
        self.filters, self.notes = [], []
        self.window = None
        self.lingering: list[str] = []

    def ask_import_path(self, folder: Path | None) -> Path | None:
        self.asked.append("import")
        return self.import_path

    def ask_export_as_path(self, suggested: Path, name_filter: str) -> Path | None:
        self.asked.append(f"export_as {suggested.name}")
        self.filters.append(name_filter)
        return self.export_as_path

    def show_notes(self, title: str, message: str, notes: list[str]) -> None:
        self.notes.append((message, notes))
        if self.window is not None:  # what the user sees behind the notes box
            toggle = self.window.language_toggle
            self.lingering = [b.text() for b in toggle.findChildren(QToolButton)
                              if b not in toggle.buttons.values() and not b.isHidden()]


@pytest.fixture
def prompts() -> MenuPrompts:
    return MenuPrompts()


def menu_action(window, *titles: str):
    """The action reached by clicking through menu *titles* (mnemonics ignored)."""
    actions = window.menuBar().actions()
    for depth, title in enumerate(titles):
        action = next(a for a in actions if a.text().replace("&", "") == title)
        if depth == len(titles) - 1:
            return action
        actions = action.menu().actions()
    raise LookupError(titles)


@pytest.mark.parametrize("source", IMPORTS, ids=lambda p: p.name)
def test_import_from_the_menu_opens_a_new_unsaved_resume(window, prompts, qtbot, source: Path) -> None:
    prompts.import_path = source
    prompts.window = window
    with qtbot.waitSignal(window.preview.rendered, timeout=10_000):
        menu_action(window, "File", "Import…").trigger()
    document = window.document
    assert document.resume.basics.name == NAMES[source.name]
    assert document.file_path is None and document.is_modified()
    assert window.windowTitle() == "Untitled* — Vitae"
    assert document.undo_stack.count() == 0
    assert prompts.notes and prompts.notes[0][1]  # both fixtures hold things Vitae has no place for
    assert source.name in prompts.notes[0][0]
    assert NAMES[source.name].lower() in pdf_text(window.preview.last_pdf).lower()
    assert window.outline.item_for(("sections", 0)) is not None
    assert list(window.language_toggle.buttons) == ["en"]
    assert prompts.lingering == []  # the old EN | 中文 buttons are gone behind the notes box


def test_import_of_a_file_that_is_no_resume_changes_nothing(window, prompts, tmp_path: Path, qtbot) -> None:
    bogus = tmp_path / "numbers.json"
    bogus.write_text('{"rows": [1, 2, 3]}')
    prompts.import_path = bogus
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    assert prompts.errors and "could not be imported" in prompts.errors[0] and "rows" in prompts.errors[0]
    assert window.document.resume.basics.name["en"] == "Jane Doe"
    assert window.document.file_path is not None


@pytest.mark.parametrize("sample", SAMPLES)
def test_import_of_each_format_opens_the_resume_as_a_new_unsaved_document(window, prompts, sample, qtbot) -> None:
    prompts.import_path = FIXTURES / "import" / sample
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    document = window.document
    assert document.file_path is None
    assert document.resume.sections, "the imported sections reached the document"
    names = json.dumps(document.resume.model_dump(mode="json"), ensure_ascii=False)
    assert "Jane Doe" not in names  # the small fixture the window had open is gone
    assert not prompts.errors


def test_import_of_a_pdf_in_disguise_is_refused_with_a_sentence(window, prompts, tmp_path: Path, qtbot) -> None:
    fake = tmp_path / "cv.json"
    fake.write_bytes(b"%PDF-1.7\n")
    prompts.import_path = fake
    before = window.document.resume
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    assert window.document.resume == before
    assert prompts.errors and "could not be imported" in prompts.errors[0]


def test_import_asks_before_replacing_unsaved_changes(window, prompts, qtbot) -> None:
    window.document.set_text(("basics", "headline"), "Changed")
    prompts.save_choice = "cancel"
    prompts.import_path = IMPORTS[0]
    window.import_export.import_action.trigger()
    qtbot.waitUntil(lambda: not window.import_export.imports.busy, timeout=30_000)
    assert "save_changes" in prompts.asked
    assert window.document.resume.basics.headline["en"] == "Changed"


@pytest.mark.parametrize("fmt", EXPORT_FORMATS, ids=lambda f: f.key)
def test_export_as_writes_each_format_in_the_language_shown(window, prompts, qtbot, tmp_path: Path, fmt) -> None:
    window.language_toggle.buttons["zh"].click()
    target = tmp_path / "out" / "page"  # no suffix: the format's is added
    target.parent.mkdir()
    prompts.export_as_path = target
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        menu_action(window, "File", "Export As", fmt.label.replace("&", "")).trigger()
    written = target.with_suffix(fmt.suffix)
    assert [p.name for p in target.parent.iterdir()] == [written.name]  # and no temporary left
    assert prompts.asked[-1] == f"export_as cv-zh{fmt.suffix}"
    assert prompts.filters == [fmt.name_filter]
    data = written.read_bytes()
    if fmt.key == "pdf":
        text = pdf_text(data).replace(" ", "")
        assert "杜简" in text and "湖南大学" in text
    elif fmt.key == "json":
        assert json.loads(data) == export_jsonresume(window.document.resume, "zh")
    elif fmt.key == "docx":
        text = "\n".join(p.text for p in docx.Document(io.BytesIO(data)).paragraphs)
        assert "杜简" in text and "湖南大学" in text and "Only English Ltd" not in text
    else:  # a text format; the Markdown page (academicpages) takes the name from the site, the others print it
        text = data.decode()
        assert "湖南大学" in text and "Only English Ltd" not in text
        assert ("杜简" in text) == (fmt.key != "md")
        if fmt.key == "md":
            assert text.startswith("---\n")  # the site's front matter
        elif fmt.key == "html":
            assert text.lstrip().lower().startswith("<!doctype html>")
    assert window.statusBar().currentMessage().startswith(f"Exported {written.name}")
    assert not window.document.is_modified()  # exporting is not editing


def test_export_as_cancelled_writes_nothing(window, prompts, tmp_path: Path, cv_path: Path) -> None:
    before = set(cv_path.parent.iterdir())
    prompts.export_as_path = None
    window.import_export.export_as("html")
    assert set(cv_path.parent.iterdir()) == before
    assert prompts.errors == []


def test_export_as_onto_the_document_itself_is_refused(window, prompts, cv_path: Path) -> None:
    before = cv_path.read_bytes()
    link = cv_path.with_name("link.md")
    link.symlink_to(cv_path)
    for target in (cv_path, link):
        prompts.export_as_path = target
        assert window.import_export.export_as("md") is None
    assert cv_path.read_bytes() == before
    assert len(prompts.errors) == 2 and all("the résumé itself" in error for error in prompts.errors)
    assert not window.files.exports.busy


def test_export_as_into_a_missing_folder_reports_and_writes_nothing(window, prompts, tmp_path: Path,
                                                                   qtbot) -> None:
    prompts.export_as_path = tmp_path / "gone" / "cv.md"
    with qtbot.waitSignal(window.files.exported, timeout=20_000) as exported:
        window.import_export.export_as("md")
    assert exported.args == [[]]
    assert prompts.errors and "could not be written" in prompts.errors[0]
    assert not (tmp_path / "gone").exists()


def test_export_as_word_finds_a_photo_beside_the_document(make_window, prompts, tmp_path: Path, qtbot) -> None:
    """A relative photo resolves against the document's folder in Export As, as in Export and the PDF."""
    import shutil

    folder = tmp_path / "photo-cv"
    shutil.copytree(FIXTURES / "photo", folder)
    window = make_window(folder / "bilingual.yaml")
    window.language_toggle.buttons["zh"].click()  # the photo prints in the Chinese version
    target = tmp_path / "out.docx"
    prompts.export_as_path = target
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        assert window.import_export.export_as("docx") == target
    document = docx.Document(io.BytesIO(target.read_bytes()))
    assert any(rel.reltype.endswith("/image") for rel in document.part.rels.values())
