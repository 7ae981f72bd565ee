"""RenderCV side by side with Vitae on the same content (run by bench.py when
RenderCV is installed): the RenderCV sample file in tests/fixtures/import,
rendered to PDF by RenderCV's command, and by Vitae after importing it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "fixtures" / "import" / "rendercv_full.yaml"


def time_rendercv(report, median_ms) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        source = work / "cv.yaml"
        shutil.copy(SAMPLE, source)
        peer = [sys.executable, "-m", "rendercv", "render", str(source),
                "--dont-generate-png", "--dont-generate-html", "--dont-generate-markdown"]
        try:
            subprocess.run(peer, check=True, capture_output=True, cwd=work, timeout=120)
        except (subprocess.SubprocessError, OSError) as error:
            print(f"peer: RenderCV is installed but did not render the sample ({error}); skipped")
            return
        print("peer: cold whole-process render of the same CV (median of 5)")
        report("RenderCV 'rendercv render'", median_ms(
            lambda: subprocess.run(peer, check=True, capture_output=True, cwd=work), 5, warmup=1) / 1000, "s")
        native = work / "vitae.yaml"
        subprocess.run([sys.executable, "-m", "editor.cli", "import", str(source), "-o", str(native)],
                       check=True, capture_output=True, cwd=ROOT)
        ours = [sys.executable, "-m", "editor.cli", "export", str(native), "-o", str(work / "vitae.pdf")]
        report("Vitae 'vitae export'", median_ms(
            lambda: subprocess.run(ours, check=True, capture_output=True, cwd=ROOT), 5, warmup=1) / 1000, "s")
