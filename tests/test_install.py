"""What a newcomer installs: the wheel `pip install` / `pipx install` build
carries everything Vitae reads at run time, and runs from any folder.

The wheel is built as pip builds it (an isolated build with the project's
declared backend). Installing it with its dependencies needs the network, so
here it is put on ``PYTHONPATH`` as it is, a zip archive, ahead of this
checkout: that is also the hardest case for finding the resources (CI installs
it into a fresh virtual environment besides).
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.helpers import ROOT, pdf_text

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-2000:]
    (found,) = out.glob("vitae-*.whl")
    return found


def test_the_wheel_carries_every_resource_file(wheel: Path) -> None:
    shipped = [path.relative_to(ROOT).as_posix() for path in (ROOT / "resources").rglob("*")
               if path.is_file() and "__pycache__" not in path.parts]
    assert len(shipped) > 30
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [path for path in shipped if "editor/" + path not in names]
    assert not missing, f"not in the wheel: {missing[:10]}"


def _run_from_wheel(wheel: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(wheel), "XDG_CACHE_HOME": str(cwd / "cache")}
    return subprocess.run([sys.executable, "-m", "editor.cli", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


def test_vitae_runs_from_the_wheel_in_another_folder(wheel: Path, tmp_path: Path) -> None:
    import editor

    located = subprocess.run([sys.executable, "-c", "import editor.paths as p; print(p.__file__); print(p.THEMES)"],
                             cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(wheel),
                                                "XDG_CACHE_HOME": str(tmp_path / "cache")},
                             capture_output=True, text=True, timeout=60, check=True).stdout.splitlines()
    assert located[0].startswith(str(wheel)), "the wheel's code, not the checkout's"
    assert not located[1].startswith(str(ROOT)), "the wheel's resources, not the checkout's"

    version = _run_from_wheel(wheel, tmp_path, "--version")
    assert version.stdout.strip() == f"vitae {editor.__version__}"

    listed = _run_from_wheel(wheel, tmp_path, "templates")
    assert listed.returncode == 0, listed.stderr
    from editor.render.templates import list_templates

    assert [line.split()[0] for line in listed.stdout.splitlines()] == list(list_templates())  # all shipped

    (tmp_path / "cv.yaml").write_bytes((ROOT / "resources" / "examples" / "example.yaml").read_bytes())
    for lang in ("en", "zh"):
        exported = _run_from_wheel(wheel, tmp_path, "export", "cv.yaml", "--lang", lang, "-o", f"cv-{lang}.pdf")
        assert exported.returncode == 0, exported.stderr
    assert "Machine-learning systems engineer" in pdf_text((tmp_path / "cv-en.pdf").read_bytes())
    assert "林蔚" in pdf_text((tmp_path / "cv-zh.pdf").read_bytes())
