"""Costly parts of third-party modules load on first use, and behave the same."""

import re
import os
import subprocess
import sys
import threading

import pytest

from editor.lean_imports import LazyPattern, deferred_compiles
from tests.helpers import ROOT

WIDE = "([\u2e80-\uffff])"


def test_a_wide_pattern_waits_and_then_behaves_like_the_compiled_one() -> None:
    with deferred_compiles():
        lazy = re.compile(WIDE, re.UNICODE)
    assert isinstance(lazy, LazyPattern)
    assert "_compiled" not in lazy.__dict__
    compiled = re.compile(WIDE, re.UNICODE)
    for text in ("abc", "ab中文c", "。", ""):
        assert lazy.split(text) == compiled.split(text)
        assert bool(lazy.search(text)) == bool(compiled.search(text))
    assert lazy.pattern == WIDE and lazy.flags == compiled.flags


def test_narrow_patterns_compile_at_once() -> None:
    with deferred_compiles():
        assert isinstance(re.compile("[a-z]+"), re.Pattern)


def test_re_compile_is_restored_after_nesting_and_errors() -> None:
    plain = re.compile
    with pytest.raises(ValueError):
        with deferred_compiles():
            with deferred_compiles():
                pass
            assert re.compile is not plain, "the outer block is still open"
            raise ValueError
    assert re.compile is plain


def test_blocks_in_two_threads_leave_re_compile_as_it_was() -> None:
    plain = re.compile
    inside = threading.Barrier(2)

    def work() -> None:
        with deferred_compiles():
            inside.wait(timeout=5)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=5)
    assert re.compile is plain


def test_only_the_thread_inside_a_block_defers() -> None:
    """The window is built on the GUI thread while the render thread imports
    reportlab inside a block: the GUI thread's patterns must be real ones."""
    plain = re.compile
    entered, done = threading.Event(), threading.Event()

    def render_thread() -> None:
        with deferred_compiles():
            entered.set()
            done.wait(timeout=5)

    worker = threading.Thread(target=render_thread)
    worker.start()
    try:
        assert entered.wait(timeout=5)
        assert re.compile is not plain, "the patch is in place while the block runs"
        assert isinstance(re.compile(WIDE), re.Pattern)
    finally:
        done.set()
        worker.join(timeout=5)


def test_the_export_path_defers_what_no_resume_uses_and_it_still_works_when_used() -> None:
    """reportlab's paragraph module compiles a 26 ms URL pattern, and its
    utilities import Pillow (9 ms); a résumé's PDF needs neither."""
    probe = (
        "import io, sys\n"
        "import editor\n"
        "r = editor.load('resources/examples/example.yaml')\n"
        "editor.export_pdf(r, template='classic', lang='zh')\n"
        "from reportlab.platypus import paragraph\n"
        "import yaml.reader\n"
        "print(type(paragraph.uri_pat).__name__, type(yaml.reader.Reader.NON_PRINTABLE).__name__,\n"
        "      'PIL.ExifTags' in sys.modules)\n"
        "from PIL import Image\n"
        "from reportlab.lib.utils import ImageReader\n"
        "png = io.BytesIO()\n"
        "Image.new('RGB', (3, 2)).save(png, 'PNG')\n"
        "print(ImageReader(png).getSize(), bool(paragraph.uri_pat.match('https://example.org/a')))\n"
    )
    # Parsed, not recalled from the cache of files read before (which needs no YAML at all).
    env = {**os.environ, "VITAE_NO_VALIDATED_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True, env=env)
    assert out.stdout.split("\n")[:2] == ["LazyPattern LazyPattern False", "(3, 2) True"]


def test_the_vitae_program_builds_its_model_without_scanning_for_pydantic_plugins(tmp_path) -> None:
    probe = (
        "import sys\n"
        "from editor import cli\n"
        "sys.argv = ['vitae', 'validate', 'resources/examples/example.yaml']\n"
        "code = cli.main()\n"
        "from editor.lean_imports import _NoPydanticPlugins\n"
        "stub = sys.modules['pydantic.plugin._loader']\n"
        "print(code, 'importlib.metadata' in sys.modules, isinstance(stub, _NoPydanticPlugins))\n"
        "print(callable(stub.entry_points), 'importlib.metadata' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.splitlines()[-2:] == ["0 False True", "True True"], out.stdout + out.stderr


def test_library_use_keeps_pydantic_plugins() -> None:
    probe = (
        "import sys\n"
        "from editor import cli\n"
        "cli.main(['validate', 'resources/examples/example.yaml'])\n"
        "print(type(sys.modules['pydantic.plugin._loader']).__name__)\n"
    )
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip().endswith("module")
