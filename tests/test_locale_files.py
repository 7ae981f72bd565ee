"""The language files are parsed once: what a file holds comes back from the user's
cache by its bytes, without YAML's parser, until the file changes."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.helpers import ROOT

PROBE = """
import sys
from editor.model import l10n
print(l10n.section_title("education", "zh-TW"), l10n.format_date("present", "nl"), "yaml" in sys.modules)
"""


def test_a_language_file_read_before_comes_back_without_yaml_and_a_changed_one_is_read_again(tmp_path) -> None:
    locales = tmp_path / "data" / "vitae" / "locales"
    locales.mkdir(parents=True)
    (locales / "nl.yaml").write_text("present: heden\n", encoding="utf-8")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "XDG_DATA_HOME": str(tmp_path / "data")}

    def run() -> list[str]:
        return subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True,
                              check=True, timeout=60).stdout.split()

    assert run() == ["學歷", "heden", "True"]  # parsed, and kept
    assert run() == ["學歷", "heden", "False"]  # every file recalled
    (locales / "nl.yaml").write_text("present: tot heden\n", encoding="utf-8")
    assert run() == ["學歷", "tot", "heden", "True"]
