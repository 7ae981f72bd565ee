"""The reader defers the libraries it rarely needs (cryptography's ciphers, the
encoding guesser): a plain PDF is read without importing them, and a PDF
encrypted with AES and no user password still reads (the deferred names import
them when used). Each read runs in a fresh interpreter, where nothing imported
them before."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from tests.formats.pdf_import.test_layouts import _pdf

ROOT = Path(__file__).resolve().parents[3]
_READ = ("import sys; from editor.formats.pdf_import.extract import read_pages; "
         "pages = read_pages(open(sys.argv[1], 'rb').read(), 'cv.pdf'); "
         "print(''.join(g.text for g in pages[0].glyphs)); "
         "print('cryptography.hazmat.bindings' in sys.modules, 'charset_normalizer.api' in sys.modules)")


def _read_fresh(raw: bytes, tmp_path: Path) -> tuple[str, str]:
    source = tmp_path / "cv.pdf"
    source.write_bytes(raw)
    done = subprocess.run([sys.executable, "-c", _READ, str(source)], capture_output=True, text=True,
                          cwd=ROOT, check=True, timeout=120)
    text, imported = done.stdout.strip().splitlines()
    return text, imported


def _plain() -> bytes:
    return _pdf([(50, 110, "Experience", 14, True), (50, 130, "Northwind Compute", 10, True)])


def test_a_plain_pdf_is_read_without_the_ciphers(tmp_path):
    text, imported = _read_fresh(_plain(), tmp_path)
    assert "Northwind" in text
    assert imported == "False False"


@pytest.mark.parametrize("algorithm", ["AES-128", "AES-256"])
def test_a_pdf_encrypted_with_aes_and_no_user_password_reads(algorithm, tmp_path):
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.append(io.BytesIO(_plain()))
    writer.encrypt(user_password="", owner_password="owner", algorithm=algorithm)
    out = io.BytesIO()
    writer.write(out)
    text, imported = _read_fresh(out.getvalue(), tmp_path)
    assert "Northwind" in text
    assert imported.startswith("True")
