"""PDFs that would run forever or take all the memory inside pdfminer: each ends
with exit 2 and one line, in bounded time and memory (the import runs in a child
process under one deadline and one memory budget)."""

from __future__ import annotations

import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from editor.cli import main
from editor.formats.pdf_import import bounded, limits, read_pdf

from . import hostile_pdfs as hostile

ROOT = Path(__file__).resolve().parents[3]

# builder, deadline (s), memory budget (MB), what the line says
CASES = {
    "count refers to itself": (hostile.count_refers_to_itself, 3, 256, "refers to itself"),
    "resources refer to each other": (hostile.resources_refer_to_each_other, 3, 256, "refers to itself"),
    "cmap of 2^32 codes": (hostile.cmap_of_every_code, 20, 200, "MB of memory"),
    "forms that fan out": (hostile.forms_that_fan_out, 2, 256, "s to read"),
    "18 MB of path operators": (hostile.paths, 2, 256, "s to read"),
    "200,000 fonts": (hostile.fonts, 2, 256, "s to read"),
    "run length over flate": (hostile.run_length_over_flate, 10, 256, "decompression bomb"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hostile_pdf_ends_with_one_line(case, tmp_path, capsys, monkeypatch):
    make, seconds, megabytes, words = CASES[case]
    monkeypatch.setenv(limits.SECONDS_VARIABLE, str(seconds))
    monkeypatch.setenv(limits.MEMORY_VARIABLE, str(megabytes))
    source = tmp_path / "cv.pdf"
    source.write_bytes(make())
    assert source.stat().st_size < 600_000
    began = time.monotonic()
    code = main(["import", str(source), "-o", str(tmp_path / "cv.yaml")])
    elapsed = time.monotonic() - began
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and err[0].startswith(str(source)) and words in err[0], err
    assert "Traceback" not in err[0]
    assert not (tmp_path / "cv.yaml").exists()
    assert elapsed < seconds + bounded.GRACE_SECONDS + 8  # slack for a loaded machine
    # the largest process reaped so far (the reader's child included) stayed under 1 GB
    assert resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss < 1024 * 1024


def test_the_real_budgets_are_bounded(monkeypatch):
    assert limits.MAX_SECONDS + bounded.GRACE_SECONDS <= 35
    assert limits.MAX_MEMORY_BYTES <= 768 * 2**20
    monkeypatch.setenv(limits.SECONDS_VARIABLE, "100000")  # the environment may lower, never raise
    monkeypatch.setenv(limits.MEMORY_VARIABLE, "100000")
    assert limits.seconds() == limits.MAX_SECONDS
    assert limits.memory_bytes() == limits.MAX_MEMORY_BYTES
    monkeypatch.setenv(limits.SECONDS_VARIABLE, "nan")
    assert limits.seconds() == limits.MAX_SECONDS


def _import_at_the_real_budgets(source: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    """`vitae import` as a whole process with no budget lowered by the environment: ≤ 35 s."""
    began = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "editor.cli", "import", str(source), "-o", str(tmp_path / "x.yaml")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={k: v for k, v in __import__("os").environ.items() if not k.startswith("VITAE_PDF")})
    assert time.monotonic() - began <= 35
    return done


@pytest.mark.slow
def test_the_default_deadline_ends_a_pdf_with_no_text(tmp_path):
    """No environment: the real deadline, the whole `vitae import` process, ≤ 35 s."""
    source = tmp_path / "forms.pdf"
    source.write_bytes(hostile.forms_that_fan_out())
    done = _import_at_the_real_budgets(source, tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [f"{source}: takes more than {limits.MAX_SECONDS:g} s to read; a résumé takes well under a second"]


def test_a_page_naming_thousands_of_fonts_is_refused_before_they_load(tmp_path, capsys):
    """pdfminer would load every font a page names (200,000 took 16 s more than parsing them)."""
    source = tmp_path / "cv.pdf"
    source.write_bytes(hostile.fonts(limits.MAX_FONTS + 1))
    assert main(["import", str(source), "-o", str(tmp_path / "cv.yaml")]) == 2
    assert capsys.readouterr().err.strip().splitlines() == [
        f"{source}: names {limits.MAX_FONTS + 1:,} fonts on one page; a résumé uses a handful"]
    source.write_bytes(hostile.fonts(3))  # a handful is read
    assert main(["import", str(source), "-o", str(tmp_path / "cv.yaml")]) == 0


@pytest.mark.slow
def test_the_real_memory_budget_ends_a_cmap_of_every_code_with_its_line(tmp_path):
    """No environment: past the real budget the child still says why, whatever raised the
    MemoryError (it once died without an answer: "the reader stopped without an answer")."""
    source = tmp_path / "cmap.pdf"
    source.write_bytes(hostile.cmap_of_every_code())
    done = _import_at_the_real_budgets(source, tmp_path)
    assert done.returncode == 2
    budget = limits.MAX_MEMORY_BYTES // 2**20
    assert done.stderr.strip().splitlines() == [f"{source}: needs more than {budget} MB of memory to read; a résumé needs a few"]


def test_a_reader_bug_is_one_line_not_a_traceback(tmp_path, capsys, monkeypatch):
    import editor.formats.pdf_import as reader

    def broken(*args):
        raise TypeError("something the reader did not expect")

    monkeypatch.setattr(reader, "_laid_out", broken)  # the first stage, as the fork runs it
    source = tmp_path / "cv.pdf"
    source.write_bytes(hostile.build(hostile.page(hostile.TEXT)))
    assert main(["import", str(source), "-o", str(tmp_path / "cv.yaml")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "the reader failed: TypeError" in err[0], err


@pytest.mark.slow
def test_a_fresh_interpreter_reads_where_fork_is_not_used(monkeypatch):
    """The window (Qt loaded) and Windows start a new interpreter for the reader."""
    monkeypatch.setattr(bounded, "_can_fork", lambda: False)
    read = read_pdf(hostile.build(hostile.page(hostile.TEXT)), "cv.pdf")
    assert "Jane Doe" in read.text
    monkeypatch.setenv(limits.SECONDS_VARIABLE, "2")
    from editor.formats.errors import DocumentError

    with pytest.raises(DocumentError, match="s to read"):
        read_pdf(hostile.forms_that_fan_out(), "forms.pdf")
    with pytest.raises(DocumentError, match="refers to itself"):
        read_pdf(hostile.count_refers_to_itself(), "count.pdf")


@pytest.mark.parametrize("fork", [True, False])
def test_cancelling_stops_the_reader_at_once(fork, monkeypatch):
    if not fork:
        monkeypatch.setattr(bounded, "_can_fork", lambda: False)
    cancelled = threading.Event()
    threading.Timer(0.5, cancelled.set).start()
    began = time.monotonic()
    with pytest.raises(bounded.ImportCancelled):
        read_pdf(hostile.forms_that_fan_out(), "forms.pdf", cancelled=cancelled)
    assert time.monotonic() - began < 3


def test_the_bounded_decoders_decode_as_pdfminer_does():
    import random

    from pdfminer.lzw import lzwdecode as stock_lzw
    from pdfminer.runlength import rldecode as stock_rl

    from editor.formats.pdf_import import inflate

    chance = random.Random(7)
    runs = b"".join(bytes([chance.choice([0, 5, 127, 129, 200, 255])]) + bytes(chance.randrange(256) for _ in range(128))
                    for _ in range(300))
    for data in (runs + b"\x80", runs + b"\x80trailing", b"\x80"):
        inflate.start_budget()
        assert inflate.rldecode(data) == stock_rl(data)
    assert inflate.rldecode(b"\x02ab") == b"ab"  # a cut run gives what it holds (pdfminer raises)
    lzw = bytes.fromhex("800b6050220c0c8501")  # "-----A---B" from the PDF reference, 7.4.4.2
    inflate.start_budget()
    assert inflate.lzwdecode(lzw) == stock_lzw(lzw) == b"-----A---B"
