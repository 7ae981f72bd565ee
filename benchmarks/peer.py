"""RenderCV side by side with Vitae on the same content (run by bench.py when
RenderCV is installed).

Both render RenderCV's own sample for the installed version (``rendercv
new``), Vitae after importing it. RenderCV's Typst themes import a package
(``@preview/fontawesome``) from the network on first use; an offline stand-in
is put in Typst's package cache of a scratch folder (as benchmarks/typst_anchor.py
does, which times the bare Typst compile of the same CV). When RenderCV still
cannot render, the script says so and skips.

RenderCV pins its own versions of shared dependencies, so it is best kept in
an environment of its own: set ``VITAE_PEER_PYTHON`` to that environment's
interpreter. Without it, RenderCV is looked for beside Vitae.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "fixtures" / "import" / "rendercv_full.yaml"


def peer_python() -> str | None:
    """The interpreter that has RenderCV, or None when there is none."""
    python = os.environ.get("VITAE_PEER_PYTHON") or sys.executable
    probe = subprocess.run([python, "-c", "import rendercv; print(rendercv.__version__)"],
                           capture_output=True, text=True)
    return python if probe.returncode == 0 else None


def time_rendercv(report, median_ms, python: str) -> None:
    from benchmarks.typst_anchor import package_folder, peer_setup

    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        env = dict(os.environ)
        setup = peer_setup(python)
        if setup is not None:  # the fontawesome stand-in where Typst looks before the network
            package_folder(work / "typst-cache" / "typst" / "packages", Path(setup["package"]))
            env["XDG_CACHE_HOME"] = str(work / "typst-cache")
        source = _sample(python, work)
        peer = [python, "-m", "rendercv", "render", str(source),
                "--dont-generate-png", "--dont-generate-html", "--dont-generate-markdown"]
        try:
            done = subprocess.run(peer, capture_output=True, text=True, cwd=work, env=env, timeout=120)
        except (subprocess.SubprocessError, OSError) as error:
            done = None
            problem = str(error)
        pdfs = list(work.glob("rendercv_output/*.pdf"))
        if done is None or done.returncode or not pdfs:
            if done is not None:
                problem = f"exit {done.returncode}: " + _last_line(done.stdout + done.stderr)
            print(f"peer: RenderCV is installed but did not render its own sample ({problem}); skipped")
            return
        print(f"peer: cold whole-process render of the same CV ({source.name}, median of 5)")
        report("RenderCV 'rendercv render'", median_ms(
            lambda: subprocess.run(peer, check=True, capture_output=True, cwd=work, env=env), 5, warmup=1) / 1000, "s")
        native = work / "vitae.yaml"
        subprocess.run([sys.executable, "-m", "editor.cli", "import", str(source), "-o", str(native)],
                       check=True, capture_output=True, cwd=ROOT)
        ours = [sys.executable, "-m", "editor.cli", "export", str(native), "-o", str(work / "vitae.pdf")]
        report("Vitae 'vitae export'", median_ms(
            lambda: subprocess.run(ours, check=True, capture_output=True, cwd=ROOT), 5, warmup=1) / 1000, "s")

        print("peer: warm in-process re-render (median of 10) and the process's peak memory")
        for label, interpreter, render in (
            ("RenderCV", python, _RENDERCV_WARM.format(source=str(source), out=str(work / "rcv.pdf"))),
            ("Vitae", sys.executable, _VITAE_WARM.format(source=str(native))),
        ):
            out = subprocess.run([interpreter, "-c", _WARM_PROBE.format(render=render)], check=True,
                                 capture_output=True, text=True, cwd=ROOT,
                                 env=env if interpreter == python else None).stdout.split()
            report(f"{label} re-render", float(out[0]), "ms")
            report(f"{label} peak resident memory", float(out[1]), "MiB")


def _sample(python: str, work: Path) -> Path:
    """RenderCV's own sample for the installed version (its schema changes
    between releases), or the sample in the fixtures when it cannot make one."""
    for options in (["--dont-create-theme-source-files", "--dont-create-markdown-source-files"],
                    []):  # RenderCV 2.8 has neither option and writes no template files unless asked
        subprocess.run([python, "-m", "rendercv", "new", "Jane Doe", *options], capture_output=True, cwd=work,
                       timeout=120)
        made = list(work.glob("*_CV.yaml"))
        if made:
            return made[0]
    shutil.copy(SAMPLE, work / "cv.yaml")
    return work / "cv.yaml"


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1][:160] if lines else "no message"


# Each peer's own API, timed the same way in a fresh process of its own.
_RENDERCV_WARM = """
from pathlib import Path
source, out = Path({source!r}), Path({out!r})
text = source.read_text(encoding="utf-8")
try:
    from rendercv.api import create_a_pdf_from_a_yaml_string
except ImportError:  # RenderCV 2.8 has no api module: the steps its render command takes
    from rendercv.renderer.pdf_png import generate_pdf
    from rendercv.renderer.typst import generate_typst
    from rendercv.schema.rendercv_model_builder import build_rendercv_dictionary_and_model

    def render():
        _, model = build_rendercv_dictionary_and_model(
            text, input_file_path=source, pdf_path=out, dont_generate_png=True, dont_generate_markdown=True,
            dont_generate_html=True)
        assert generate_pdf(model, generate_typst(model)).exists()
else:
    def render():
        errors = create_a_pdf_from_a_yaml_string(text, out)
        assert not errors and out.exists(), errors
"""
_VITAE_WARM = """
import editor
resume = editor.load({source!r})
render = lambda: editor.export_pdf(resume)
"""
_WARM_PROBE = """
import resource, statistics, time
{render}
for _ in range(2):
    render()
times = []
for _ in range(10):
    start = time.perf_counter()
    render()
    times.append((time.perf_counter() - start) * 1000)
print(statistics.median(times), resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
"""
