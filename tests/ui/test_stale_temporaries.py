"""Opening a document in the editor removes what killed saves of it left behind."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from editor.formats import atomic


def test_starting_the_editor_on_a_file_removes_its_stale_temporaries(make_window, cv_path: Path) -> None:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()  # its pid now belongs to no live process
    stale = cv_path.with_name(f".{cv_path.name}.{process.pid}-{atomic._HOST}.abcd1234.tmp")
    stale.write_bytes(b"half a save" * 1000)
    unrelated = cv_path.with_name("notes.txt")
    unrelated.write_text("kept")
    make_window(cv_path)
    assert not stale.exists()
    assert unrelated.exists()
