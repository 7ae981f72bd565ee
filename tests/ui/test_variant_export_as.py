"""File → Export As writes what the preview shows: the variant picked, as Ctrl+E does."""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import docx
import pytest

from editor.exports import EXPORT_FORMATS
from tests.helpers import FIXTURES, pdf_text
from tests.ui.conftest import FakePrompts

TWO_CUTS = FIXTURES / "variants" / "two_cuts.yaml"  # "industry" leaves the academic items out


class ExportAsPrompts(FakePrompts):
    export_as_path: Path | None = None

    def ask_export_as_path(self, suggested: Path, name_filter: str) -> Path | None:
        self.asked.append(f"export_as {suggested.name}")
        return self.export_as_path


@pytest.fixture
def prompts() -> ExportAsPrompts:
    return ExportAsPrompts()


@pytest.fixture
def cuts(make_window, tmp_path: Path):
    target = tmp_path / "work" / "cv.yaml"
    target.parent.mkdir()
    shutil.copy(TWO_CUTS, target)
    return make_window(target)


def _text(data: bytes, key: str) -> str:
    if key == "pdf":
        return pdf_text(data)
    if key == "docx":
        return "\n".join(p.text for p in docx.Document(io.BytesIO(data)).paragraphs)
    return data.decode()


@pytest.mark.parametrize("fmt", EXPORT_FORMATS, ids=lambda f: f.key)
def test_export_as_writes_the_variant_the_preview_shows(cuts, prompts, qtbot, tmp_path: Path, fmt) -> None:
    key, suffix = fmt.key, fmt.suffix
    picker = cuts.variant_picker
    with qtbot.waitSignal(cuts.preview.rendered, timeout=10_000):
        index = picker.findData("industry")
        picker.setCurrentIndex(index)
        picker.activated.emit(index)
    assert "Quillpipe" not in pdf_text(cuts.preview.last_pdf)  # the preview leaves the publication out
    target = tmp_path / "out" / "page"
    target.parent.mkdir()
    prompts.export_as_path = target
    with qtbot.waitSignal(cuts.files.exported, timeout=30_000):
        cuts.import_export.export_as_actions[key].trigger()
    assert prompts.asked[-1] == f"export_as cv-industry-en{suffix}"  # named as Ctrl+E names it
    text = _text(target.with_suffix(suffix).read_bytes(), key)
    assert "Gullwing Compute" in text and "Driftwood" in text
    assert "Quillpipe" not in text and "Harrow Systems Lab" not in text


def test_export_as_of_the_whole_resume_keeps_everything(cuts, prompts, qtbot, tmp_path: Path) -> None:
    prompts.export_as_path = tmp_path / "whole.md"
    with qtbot.waitSignal(cuts.files.exported, timeout=30_000):
        cuts.import_export.export_as_actions["md"].trigger()
    assert prompts.asked[-1] == "export_as cv-en.md"
    text = (tmp_path / "whole.md").read_text(encoding="utf-8")
    assert "Quillpipe" in text and "Gullwing Compute" in text
