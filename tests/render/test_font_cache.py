"""The per-user cache of parsed font tables: same fonts, same PDFs, rebuilt when in doubt."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont

from editor.render import font_cache
from tests.helpers import ROOT, needs_patch

FONTS = ROOT / "resources" / "fonts"
NOTO = FONTS / "NotoSans-Regular.ttf"


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setattr(font_cache, "cache_dir", lambda: folder)
    return folder


def _entry(cache: Path, stem: str) -> Path:
    [entry] = cache.glob(f"{stem}-*.marshal")
    return entry


def _face_state(font: TTFont) -> dict:
    """The face's attributes, except the tables only parsing uses (which the cache drops)."""
    attrs = {k: v for k, v in vars(font.face).items() if k not in font_cache._PARSING_ONLY}
    state = dict(attrs)
    scale = state.pop("_pdfScale")
    state["_pdfScale(1234)"] = scale(1234)
    state.update({f"{k}.ustr": v.ustr for k, v in attrs.items() if isinstance(v, TTFNameBytes)})
    state.update({f"{k}.type": type(v) for k, v in attrs.items()})
    return state


def _font_state(font: TTFont) -> dict:
    state = {k: v for k, v in vars(font).items() if k not in ("face", "state", "encoding")}
    return {**state, "type": type(font), "face type": type(font.face), "encoding": vars(font.encoding),
            "state": dict(font.state)}


@pytest.mark.parametrize("path", sorted(FONTS.glob("*.ttf")), ids=lambda p: p.name)
def test_a_cached_font_is_the_parsed_font(cache, path):
    parsed = TTFont("Face", str(path))
    first = font_cache.load_font("Face", path)  # parses and stores
    assert _entry(cache, path.stem).is_file()
    cached = font_cache.load_font("Face", path)  # reads back
    assert cached.face is not first.face
    assert not any(attr in vars(face) for face in (first.face, cached.face) for attr in font_cache._PARSING_ONLY)
    assert _face_state(cached) == _face_state(parsed) == _face_state(first)
    assert _font_state(cached) == _font_state(parsed)
    assert cached.stringWidth("Vitae 简历 ÆØ", 10) == parsed.stringWidth("Vitae 简历 ÆØ", 10)


def _stored_key(cache: Path, stem: str) -> tuple:
    import marshal

    key, _ = marshal.loads(_entry(cache, stem).read_bytes())
    return key


@pytest.mark.parametrize("damage", [b"", b"\x00garbage", "truncated"])
def test_a_damaged_entry_is_parsed_afresh_and_rewritten(cache, damage):
    font_cache.load_font("Face", NOTO)
    entry = _entry(cache, "NotoSans-Regular")
    good = entry.read_bytes()
    entry.write_bytes(good[: len(good) // 2] if damage == "truncated" else damage)
    font = font_cache.load_font("Face", NOTO)
    assert _face_state(font) == _face_state(TTFont("Face", str(NOTO)))
    assert entry.read_bytes() == good


@pytest.mark.parametrize("state", [{}, {"plain": [1], "names": {}}, {"plain": {}, "names": {}}, [1, 2]])
def test_an_entry_of_the_wrong_shape_is_parsed_afresh(cache, state):
    import marshal

    font_cache.load_font("Face", NOTO)
    entry = _entry(cache, "NotoSans-Regular")
    entry.write_bytes(marshal.dumps((_stored_key(cache, "NotoSans-Regular"), state)))
    font = font_cache.load_font("Face", NOTO)
    assert _face_state(font) == _face_state(TTFont("Face", str(NOTO)))


@needs_patch("font-state")
def test_an_entry_is_trusted_only_under_its_own_reportlab(cache, monkeypatch):
    import marshal

    font_cache.load_font("Face", NOTO)
    entry = _entry(cache, "NotoSans-Regular")
    key, state = marshal.loads(entry.read_bytes())
    state["plain"]["ascent"] = 1
    entry.write_bytes(marshal.dumps((key, state)))
    assert font_cache.load_font("Face", NOTO).face.ascent == 1  # the entry is what is read
    monkeypatch.setattr("reportlab.Version", "0.0.1")
    font = font_cache.load_font("Face", NOTO)
    assert font.face.ascent == TTFont("Face", str(NOTO)).face.ascent != 1
    assert _stored_key(cache, "NotoSans-Regular")[1] == "0.0.1"


def test_a_changed_font_file_is_parsed_again(cache, tmp_path):
    path = tmp_path / "Mine-Regular.ttf"
    shutil.copyfile(NOTO, path)
    assert font_cache.load_font("Mine", path).face.name == b"NotoSans-Regular"
    shutil.copyfile(FONTS / "NotoSans-Bold.ttf", path)
    os.utime(path, ns=(0, 0))
    assert font_cache.load_font("Mine", path).face.name == b"NotoSans-Bold"
    assert font_cache.load_font("Mine", path).face.name == b"NotoSans-Bold"
    assert len(list(cache.glob("Mine-Regular-*.marshal"))) == 2


@needs_patch("font-state")
def test_copies_of_a_font_share_one_entry(cache, tmp_path):
    font_cache.load_font("Face", NOTO)
    entry = _entry(cache, "NotoSans-Regular")
    written = entry.stat().st_mtime_ns
    copy = tmp_path / "elsewhere" / NOTO.name
    copy.parent.mkdir()
    shutil.copyfile(NOTO, copy)  # a new modification time, the same bytes
    font = font_cache.load_font("Face", copy)
    assert font.face.filename == str(copy)
    assert _entry(cache, "NotoSans-Regular").stat().st_mtime_ns == written


def test_an_unwritable_cache_only_costs_time(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setattr(font_cache, "cache_dir", lambda: blocker / "fonts")
    font = font_cache.load_font("Face", NOTO)
    assert _face_state(font) == _face_state(TTFont("Face", str(NOTO)))
    assert list(tmp_path.iterdir()) == [blocker]


def test_a_missing_font_file_fails_as_reportlab_does(cache, tmp_path):
    from reportlab.pdfbase.ttfonts import TTFError

    with pytest.raises(TTFError):
        font_cache.load_font("Face", tmp_path / "missing.ttf")


_EXPORT = """
import datetime, hashlib, sys
import editor
from editor.render import render_pdf
resume = editor.load(sys.argv[1])
for lang in resume.languages:
    pdf = render_pdf(resume, template="academic", lang=lang, today=datetime.date(2026, 11, 22))
    print(lang, hashlib.sha256(pdf).hexdigest())
"""


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the cache folder is set through XDG_CACHE_HOME")
def test_pdfs_are_identical_with_and_without_the_cache(tmp_path):
    fixture = ROOT / "tests" / "fixtures" / "seeds" / "s001_003.yaml"
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path))

    def export() -> str:
        return subprocess.run([sys.executable, "-c", _EXPORT, str(fixture)], check=True, cwd=ROOT, env=env,
                              capture_output=True, text=True).stdout

    parsed = export()
    stored = {p.name.rsplit("-", 1)[0] for p in (tmp_path / "vitae" / "fonts").iterdir()}
    assert {"NotoSansSC-Regular", "NotoSans-Regular"} <= stored
    assert export() == parsed
    assert parsed.count("\n") == 2


def test_no_home_folder_means_no_cache(monkeypatch):
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(font_cache, "cache_dir", no_home)
    font = font_cache.load_font("Face", NOTO)
    assert _face_state(font) == _face_state(TTFont("Face", str(NOTO)))
