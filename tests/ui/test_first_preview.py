"""The start-up process: it reads the file and lays out the first pages while the window is
built, and the window takes them only when they are exactly what it asked for.

Each case runs in a fresh interpreter: the child is forked before Qt is imported,
as `vitae` does it, which the test process (Qt loaded, threads running) cannot.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.ui.first_preview import FirstPreview, first_request, preview_key
from tests.helpers import FIXTURES, ROOT

S000 = FIXTURES / "seeds" / "s000.yaml"

HAND_OVER = r"""
import json, os, sys, time
from pathlib import Path
from editor.formats import known_good, load
from editor.model import Resume
from editor.ui.first_preview import FirstPreview, first_request, preview_key, render_preview

path = Path(sys.argv[1]).resolve()
parents_file = Path(sys.argv[2]).resolve()
first = FirstPreview.start(path)
report = {"started": first is not None}
raw = path.read_bytes()
deadline = time.monotonic() + 60
while "wait" in sys.argv[4:] and known_good.recall(raw, str(path)) is None and time.monotonic() < deadline:
    time.sleep(0.02)  # the window builds itself meanwhile; the child reads the file
resume = load(parents_file)
report["validator_built"] = Resume.__pydantic_complete__
request = first_request(resume, path)
asked = dict(request, **json.loads(sys.argv[3]))
result = first.take(preview_key(resume, **asked))
report["outcome"] = first.outcome
if result is not None:
    report["same_pdf"] = result.pdf == render_preview(resume, **asked, for_screen=True).pdf
    report["anchors"] = len(result.anchors)
    from editor.render.glyphs import missing_glyphs
    checked = result.missing_glyphs
    report["glyphs"] = None if checked is None else [item.path for item in checked]
    report["glyphs_as_the_window_finds"] = checked == missing_glyphs(resume, languages=[asked["lang"]])
try:
    os.waitpid(-1, os.WNOHANG)
    report["children_left"] = True
except ChildProcessError:
    report["children_left"] = False
print(json.dumps(report))
"""


def hand_over(path: Path, cache: Path, parents_file: Path | None = None, **asked) -> dict:
    out = subprocess.run([sys.executable, "-c", HAND_OVER, str(path), str(parents_file or path), json.dumps(asked), "wait"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(cache)))
    assert out.returncode == 0, out.stderr[-3000:]
    return json.loads(out.stdout.splitlines()[-1])


def test_the_window_reads_the_childs_resume_and_takes_the_very_pages_it_would_render(tmp_path: Path) -> None:
    report = hand_over(S000, tmp_path / "cache")
    # The child's read kept the validated résumé: the window's own read built no validator.
    assert report == {"started": True, "validator_built": False, "outcome": "used", "same_pdf": True,
                      "anchors": report["anchors"], "children_left": False, "glyphs": [],
                      "glyphs_as_the_window_finds": True}
    assert report["anchors"] > 5  # where each entry landed came along: the preview follows the outline


def test_the_child_looks_for_undrawable_characters_with_the_fonts_it_loaded(tmp_path: Path) -> None:
    """The window's first render would otherwise load the whole renderer for this check
    while the window draws itself for the first time."""
    cv = tmp_path / "cv.yaml"
    cv.write_bytes(S000.read_bytes().replace(b"Fan Zhang", b"Fan \xf0\x9f\x9a\xa7 Zhang"))
    report = hand_over(cv, tmp_path / "cache")
    assert report["outcome"] == "used"
    assert report["glyphs"] == ["basics.name"] and report["glyphs_as_the_window_finds"] is True


def test_a_file_that_changed_since_the_child_read_it_is_read_again(tmp_path: Path) -> None:
    other = tmp_path / "other.yaml"
    other.write_bytes(S000.read_bytes().replace(b"Fan Zhang", b"Somebody Else"))
    report = hand_over(S000, tmp_path / "cache", parents_file=other)
    assert report["validator_built"] is True  # other bytes: validated here
    assert report["outcome"] == "another résumé"
    assert report["children_left"] is False


def test_pages_of_another_request_are_not_taken(tmp_path: Path) -> None:
    report = hand_over(S000, tmp_path / "cache", lang="zh", template="academic")
    assert report["validator_built"] is False
    assert report["outcome"] == "another résumé"
    assert report["children_left"] is False


def test_a_file_the_child_cannot_read_leaves_the_window_to_report_it(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("basics: {name: Ada\nsections: [", encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", HAND_OVER, str(broken), str(broken), "{}"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "Traceback" in out.stderr and "DocumentError" in out.stderr  # the parent's own load says why
    assert "broken.yaml" in out.stderr


def test_no_fork_once_qt_is_loaded(qapp) -> None:
    # This process has Qt and its threads: a fork would copy their locks half-held.
    assert FirstPreview.start(S000) is None


def test_the_key_follows_every_field_of_the_content_and_the_request() -> None:
    from editor.formats import load

    resume = load(S000)
    request = first_request(resume, S000)
    key = preview_key(resume, **request)
    assert preview_key(load(S000), **request) == key  # another copy of the same file
    assert preview_key(resume, **dict(request, lang="zh")) != key
    assert preview_key(resume, **dict(request, base_dir=Path("/elsewhere"))) != key
    changed = load(S000)
    changed.sections[0].entries[0].highlights.append({"en": "One more line"})
    assert preview_key(changed, **request) != key


WINDOW = r"""
import json, sys, tempfile, time
from pathlib import Path
first_import = {}


class NoteReportlab:  # notes when the renderer's library is first imported, imports nothing itself
    def find_spec(self, name, path=None, target=None):
        if name == "reportlab":
            first_import.setdefault(name, time.monotonic())
        return None


sys.meta_path.insert(0, NoteReportlab())
from editor.lean_imports import without_pydantic_plugins
without_pydantic_plugins()
from editor.ui.app import open_window

scratch = Path(tempfile.mkdtemp())
window = open_window(Path(sys.argv[1]), data_dir=scratch, settings_file=scratch / "settings.ini")
sys.excepthook = sys.__excepthook__  # a failure here is the test's, not a message in the window
from PySide6.QtCore import QEventLoop, Qt, QTimer
from editor.model import Resume
built_validator = Resume.__pydantic_complete__
glyphs = []
window.preview._bridge.missing_glyphs.connect(lambda _generation, found: glyphs.append((time.monotonic(), found)),
                                              Qt.ConnectionType.DirectConnection)  # on the render thread, as it is sent
from editor.ui.render_job import render_pool
busy_while_drawn = []
# Once the first pages are handed to the view, the render thread must leave the interpreter
# to the view's drawing: nothing runs there until the view has had its turn.
window.preview.rendered.connect(lambda _generation: QTimer.singleShot(
    0, lambda: busy_while_drawn.append(render_pool().activeThreadCount())), Qt.ConnectionType.SingleShotConnection)
loop = QEventLoop()
window.preview.rendered.connect(loop.quit)
QTimer.singleShot(60_000, loop.quit)
loop.exec()
first_pdf = window.preview.last_pdf
window.document.set_text(("basics", "name"), "Edited After Start")
loop.exec()  # the first edit renders in this process, with the renderer warmed up after the first pages
from editor.ui.render_job import pdf_and_notes
from editor.ui.first_preview import render_preview, first_request
own, _ = pdf_and_notes(render_preview(window.document.resume, **first_request(window.document.resume, window.document.file_path), for_screen=True))
print(json.dumps({"outcome": window.preview.first_preview.outcome, "built_validator_before_shown": built_validator,
                  "first_pdf": len(first_pdf or b""), "after_edit_matches": window.preview.last_pdf == own,
                  "name": str(window.document.resume.basics.name),
                  "first_glyph_check_before_reportlab": bool(glyphs) and glyphs[0][0] < first_import.get("reportlab", 1e12),
                  "first_glyph_check": [item.path for item in glyphs[0][1]] if glyphs else None,
                  "render_thread_busy_while_drawn": busy_while_drawn}))
window.document.undo_stack.setClean()
window.close()
"""


@pytest.mark.slow
def test_vitae_starts_with_the_childs_pages_and_renders_later_edits_itself(tmp_path: Path) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_bytes(S000.read_bytes())
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CACHE_HOME=str(tmp_path / "cache"))
    # A file opened before (as a person's own CV is): its validated résumé is in the cache.
    subprocess.run([sys.executable, "-m", "editor.cli", "validate", str(cv)], cwd=ROOT, env=env, check=True,
                   capture_output=True)
    out = subprocess.run([sys.executable, "-c", WINDOW, str(cv)], cwd=ROOT, capture_output=True, text=True,
                         timeout=180, env=env)
    assert out.returncode == 0, out.stderr[-3000:]
    report = json.loads(out.stdout.splitlines()[-1])
    assert report["outcome"] == "used"
    assert report["first_pdf"] > 1000
    # The window showed its file without building pydantic's validators (tens of milliseconds).
    assert report["built_validator_before_shown"] is False
    assert report["after_edit_matches"] is True and "Edited After Start" in report["name"]
    # The first pages' glyph check came with them: the window loaded no renderer for it.
    assert report["first_glyph_check"] == [] and report["first_glyph_check_before_reportlab"] is True
    # The renderer's warm-up waited until the view had drawn those pages.
    assert report["render_thread_busy_while_drawn"] == [0]
