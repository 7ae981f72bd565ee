"""A 40-page CV stays responsive: typing touches one outline label and never waits for the PDF."""

from __future__ import annotations

import statistics
import time
from pathlib import Path

import pytest

from editor.formats import load, save
from tests.ui.conftest import DATA, SEED
from tests.ui.keyboard import click_into, type_here


@pytest.fixture
def long_cv(tmp_path: Path) -> Path:
    resume = load(SEED if SEED.exists() else DATA / "small.yaml")
    copies = 32 if SEED.exists() else 120  # about 40 pages either way
    resume.sections = [s.model_copy(deep=True) for _ in range(copies) for s in resume.sections]
    path = tmp_path / "long.yaml"
    save(resume, path)
    return path


def test_typing_in_a_forty_page_cv_stays_fast(make_window, long_cv: Path, qtbot) -> None:
    window = make_window(long_cv, wait=False)
    window.preview.set_debounce(200)
    with qtbot.waitSignal(window.preview.rendered, timeout=20_000):
        pass
    assert window.preview.page_count() >= 35
    entries = sum(len(s.entries) for s in window.document.resume.sections)
    assert entries >= 200

    path = ("sections", 40, "entries", 0)
    window.outline.select(path)
    name = next(n for n in ("organisation", "institution", "title", "name", "text")
                if n in window.form.form.editors)
    click_into(qtbot, window.form.editor(name).input)
    rebuilds = window.outline.rebuild_count
    timings = []
    for char in "Responsive typing":
        start = time.perf_counter()
        type_here(char)
        timings.append((time.perf_counter() - start) * 1000)
    assert window.outline.rebuild_count == rebuilds
    assert window.outline.item_for(path).text(0).endswith("Responsive typing")
    assert window.document.undo_stack.count() == 1
    # Each keystroke: validation, one label, the field; the 40-page render happens later, elsewhere.
    assert statistics.median(timings) < 25, timings
    with qtbot.waitSignal(window.preview.rendered, timeout=20_000):
        pass
