"""Bad PDFs: one clear line, exit 2, bounded time and memory."""

import io
import time
import zlib

import pytest

from editor.cli import main


def _pdf_with_content(content: bytes, *, flate: bool = True) -> bytes:
    """A one-page PDF whose page content stream is *content*."""
    stream = zlib.compress(content, 9) if flate else content
    filters = b"/Filter /FlateDecode " if flate else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< " + filters + b"/Length " + str(len(stream)).encode() + b" >>\nstream\n" + stream + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(out.tell())
        out.write(f"{number} 0 obj\n".encode() + body + b"\nendobj\n")
    xref = out.tell()
    out.write(f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode())
    for offset in offsets:
        out.write(f"{offset:010d} 00000 n \n".encode())
    out.write(f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode())
    return out.getvalue()


def _scan() -> bytes:
    from reportlab.lib.utils import ImageReader  # noqa: F401 - a drawing, no text
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    c = canvas.Canvas(buffer)
    for x in range(0, 500, 10):  # lines of "ink", as a scanned page holds, but no text
        c.rect(50 + x, 400, 5, 200, fill=1)
    c.showPage()
    c.save()
    return buffer.getvalue()


def _encrypted() -> bytes:
    from pypdf import PdfWriter

    writer = PdfWriter()
    writer.append(io.BytesIO(_pdf_with_content(b"BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET")))
    writer.encrypt(user_password="secret", owner_password="owner")
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def _many_pages(count: int) -> bytes:
    from pypdf import PdfWriter

    writer = PdfWriter()
    for _ in range(count):
        writer.add_blank_page(width=595, height=842)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def _bomb() -> bytes:
    # 64 MB of spaces compress to about 64 KB.
    return _pdf_with_content(b" " * (64 * 1024 * 1024))


CASES = {
    "scan": (_scan, "no text layer"),
    "encrypted": (_encrypted, "encrypted"),
    "malformed": (lambda: b"%PDF-1.7\n" + bytes(range(256)) * 40, "not a readable PDF"),
    "truncated": (lambda: _pdf_with_content(b"BT /F1 12 Tf 72 720 Td (Jane Doe) Tj ET")[:300], "not a readable PDF"),
    "bomb": (_bomb, "decompression bomb"),
    "pages": (lambda: _many_pages(2000), "2000 pages"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_pdf_is_refused_with_one_line(case, tmp_path, capsys):
    make, words = CASES[case]
    source = tmp_path / "cv.pdf"
    source.write_bytes(make())
    began = time.monotonic()
    code = main(["import", str(source), "-o", str(tmp_path / "cv.yaml")])
    elapsed = time.monotonic() - began
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and err[0].startswith(str(source)) and words in err[0], err
    assert "Traceback" not in "".join(err)
    assert not (tmp_path / "cv.yaml").exists()
    assert elapsed < 20


def test_an_oversized_file_is_refused_before_reading(tmp_path, capsys):
    source = tmp_path / "big.pdf"
    source.write_bytes(b"%PDF-1.4\n" + b"0" * (26 * 1024 * 1024))
    assert main(["import", str(source), "-o", str(tmp_path / "x.yaml")]) == 2
    assert "MB" in capsys.readouterr().err


def test_a_bomb_does_not_inflate_past_the_cap():
    import tracemalloc

    from editor.formats.errors import DocumentError
    from editor.formats.pdf_import import read_pdf

    raw = _bomb()
    tracemalloc.start()
    with pytest.raises(DocumentError):
        read_pdf(raw, "bomb.pdf")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 56 * 1024 * 1024  # the stream alone would be 64 MB
