"""Shared test helpers (import as `from tests.helpers import ...`): the seeds, the fixtures and the reading-order measure.

The measure is the one the issues define: lower-cased tokens (runs of letters
or digits, and each CJK character alone) from the PDF's extracted text and
from the seed's visible text, compared with difflib's SequenceMatcher ratio.
"""

from __future__ import annotations

import difflib
import io
import re
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
SEEDS_DIR = ROOT.parent / "shared" / "seeds"

SEED_FILES = {
    "000": "000_828e711635ab74c4.txt",
    "001": "001_1e443034aa517cad.txt",
    "002": "002_ad7a14170027e123.txt",
    "003": "003_06aec12568470201.txt",
    "004": "004_5d7107d0074dbde6.txt",
}

def needs_patch(*names: str) -> pytest.MarkDecorator:
    """Skips a test that asserts what patches *names* themselves do (editor/patches.py) where
    they are off: ``VITAE_STOCK=1`` (scripts/test.sh runs the render tests so) or another
    version of their library."""
    from editor import patches

    off = [name for name in names if not patches.applies(name)]
    return pytest.mark.skipif(bool(off), reason=f"asserts the effect of patches that are off: {', '.join(off)}")


_CJK = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_TOKEN = re.compile(rf"[{_CJK}]|[^\W_{_CJK}]+", re.UNICODE)


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower())


def visible_seed_text(raw: str) -> str:
    """A seed's visible text: front matter, Liquid tags, HTML comments and
    markdown link/emphasis syntax removed."""
    text = re.sub(r"\A\s*---\n.*?\n---\n", "", raw, flags=re.S)
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    text = re.sub(r"\{%.*?%\}|\{\{.*?\}\}", "", text, flags=re.S)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<https?://[^>]+>", lambda m: m.group(0)[1:-1], text)
    text = re.sub(r"[*_]{1,3}", "", text)
    return text


def reading_similarity(produced: str, expected: str) -> float:
    a, b = tokens(produced), tokens(expected)
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def pdf_text(data: bytes) -> str:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(data))
    return "\n".join(page.extract_text() or "" for page in reader.pages)


def seed_text(seed: str) -> str:
    path = SEEDS_DIR / SEED_FILES[seed]
    if not path.exists():
        pytest.skip(f"seed {seed} is not available beside this checkout")
    return visible_seed_text(path.read_text(encoding="utf-8"))




def pdf_page_count(data: bytes) -> int:
    from pypdf import PdfReader

    return len(PdfReader(io.BytesIO(data)).pages)


SOFFICE_MISSING = "LibreOffice is not installed (scripts/install.sh --test installs libreoffice-writer-nogui)"


def soffice() -> str | None:
    import shutil

    return shutil.which("soffice") or shutil.which("libreoffice")


def vitae_fonts_only(folder: Path) -> Path:
    """A fontconfig file whose fonts are Vitae's bundled ones, so that what
    LibreOffice draws does not depend on the fonts this machine happens to have
    (with none for Chinese it draws empty boxes)."""
    from editor.paths import FONTS

    conf = folder / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">\n<fontconfig>\n'
        f"  <dir>{FONTS}</dir>\n  <cachedir>{folder / 'fontconfig-cache'}</cachedir>\n</fontconfig>\n",
        encoding="utf-8")
    return conf


def libreoffice_pdfs_each(documents: list[Path], folder: Path, timeout: float = 600) -> dict[Path, bytes]:
    """As :func:`libreoffice_pdfs`, each document in a LibreOffice session of its own, as a
    recipient opens one résumé: LibreOffice registers a document's embedded faces by name
    for the whole session, so a second Chinese résumé would draw with the first one's subset."""
    converted: dict[Path, bytes] = {}
    for index, document in enumerate(documents):
        own = folder / f"session-{index}"
        own.mkdir(exist_ok=True)
        converted.update(libreoffice_pdfs([document], own, timeout))
    return converted


def libreoffice_pdfs(documents: list[Path], folder: Path, timeout: float = 600) -> dict[Path, bytes]:
    """Each .docx in *documents* converted to PDF by LibreOffice in ONE run, with a
    private profile and Vitae's fonts only; a document it could not convert is absent."""
    import os
    import subprocess

    out = folder / "office-out"
    env = {**os.environ, "FONTCONFIG_FILE": str(vitae_fonts_only(folder))}
    result = subprocess.run(
        [soffice(), f"-env:UserInstallation={(folder / 'office-profile').as_uri()}", "--headless", "--norestore",
         "--convert-to", "pdf", "--outdir", str(out), *map(str, documents)],
        capture_output=True, text=True, timeout=timeout, env=env)
    assert result.returncode == 0, result.stderr
    return {path: (out / f"{path.stem}.pdf").read_bytes() for path in documents if (out / f"{path.stem}.pdf").exists()}
