"""The parts of benchmarks/typst_anchor.py that run without RenderCV: it says
what to install and exits 0 when there is no peer interpreter, lays out
Typst's offline package folder, and drops only the keys an older RenderCV took."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml

from benchmarks import typst_anchor
from tests.helpers import ROOT

SCRIPT = ROOT / "benchmarks" / "typst_anchor.py"


@pytest.mark.parametrize("peer", [None, "missing"])
def test_without_a_peer_interpreter_it_says_what_to_install_and_exits_0(peer, tmp_path) -> None:
    env = {key: value for key, value in os.environ.items() if key != "VITAE_PEER_PYTHON"}
    if peer == "missing":
        env["VITAE_PEER_PYTHON"] = str(tmp_path / "no-such-python")
    done = subprocess.run([sys.executable, str(SCRIPT)], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert "skipped" in done.stdout
    assert "VITAE_PEER_PYTHON" in done.stdout and "rendercv[full]" in done.stdout
    assert "not set" in done.stdout if peer is None else "no RenderCV" in done.stdout


def test_an_interpreter_without_rendercv_is_no_peer() -> None:
    probe = subprocess.run([sys.executable, "-c", "import rendercv"], capture_output=True)
    if probe.returncode == 0:
        pytest.skip("RenderCV is installed beside Vitae")
    assert typst_anchor.peer_setup(sys.executable) is None
    assert typst_anchor.peer_setup(None) is None


def test_the_package_folder_holds_the_template_and_the_offline_fontawesome(tmp_path) -> None:
    bundled = tmp_path / "rendercv_typst"
    bundled.mkdir()
    (bundled / "typst.toml").write_text('[package]\nname = "rendercv"\nversion = "9.8.7"\n', encoding="utf-8")
    (bundled / "lib.typ").write_text('#import "@preview/fontawesome:0.6.0": fa-icon\n', encoding="utf-8")

    folder = typst_anchor.package_folder(tmp_path / "packages", bundled)

    assert (folder / "preview" / "rendercv" / "9.8.7" / "lib.typ").read_text(encoding="utf-8").startswith("#import")
    fontawesome = folder / "preview" / "fontawesome" / "0.6.0"
    assert 'version = "0.6.0"' in (fontawesome / "typst.toml").read_text(encoding="utf-8")
    assert "#let fa-icon" in (fontawesome / "lib.typ").read_text(encoding="utf-8")


def test_only_the_retired_keys_are_dropped(tmp_path) -> None:
    source = tmp_path / "cv.yaml"
    source.write_bytes(typst_anchor.SAMPLE.read_bytes())
    before = yaml.safe_load(source.read_text(encoding="utf-8"))

    note = typst_anchor._drop_retired(source)

    after = yaml.safe_load(source.read_text(encoding="utf-8"))
    assert "design.highlights" in note
    del before["design"]["highlights"]
    assert after == before
    assert typst_anchor._drop_retired(source) == ""  # nothing left to drop
