"""Dependencies point one way: ui → formats, render → model. Checked on the source."""

import ast
import subprocess
import sys

import pytest

from tests.helpers import ROOT

FORBIDDEN = {
    "model": ("PySide6", "reportlab", "yaml", "editor.ui", "editor.render", "editor.formats"),
    "render": ("PySide6", "editor.ui", "editor.formats"),
    "formats": ("PySide6", "reportlab", "editor.ui", "editor.render"),
    "editing": ("PySide6", "shiboken6", "reportlab", "editor.ui", "editor.render", "editor.formats"),
}
RELATIVE_LAYERS = ("ui", "render", "formats", "model")


def _imports(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                yield node.module or ""
            else:
                # from ..render import x  → editor.render
                package = path.relative_to(ROOT).parent.parts
                base = package[: len(package) - node.level + 1]
                yield ".".join(base + ((node.module,) if node.module else ()))


@pytest.mark.parametrize("layer", sorted(FORBIDDEN))
def test_layer_imports_point_one_way(layer):
    for path in (ROOT / "editor" / layer).rglob("*.py"):
        for name in _imports(path):
            assert not name.startswith(FORBIDDEN[layer]), f"editor/{layer}/{path.name} imports {name}"


def test_the_export_request_sits_below_render_and_formats():
    # Every exporter takes the request typed (editor/formats as well as editor/render),
    # so the module that defines it may import none of ours, nor any drawing library.
    for name in _imports(ROOT / "editor" / "request.py"):
        assert not name.startswith(("editor", "PySide6", "reportlab", "yaml")), f"editor/request.py imports {name}"


def test_export_path_imports_no_qt():
    code = (
        "import sys, editor, editor.cli, editor.formats.native, editor.model\n"
        "editor.export_pdf(editor.model.Resume.model_validate({'basics': {'name': 'A'}}))\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))], 'Qt imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_user_folders_follow_the_platform_conventions(monkeypatch, tmp_path):
    from editor.paths import user_dir

    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("XDG_CACHE_HOME", "")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert user_dir("state") == tmp_path / "state" / "vitae"
    assert user_dir("cache") == tmp_path / ".cache" / "vitae"
