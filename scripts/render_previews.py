"""Render the README's template images: the first page of the bundled example
in every template, as ``docs/images/templates/<template>.png``.

The bundled example is an invented person, so the images can be published
(the seed fixtures hold real people's data). Pages are rasterised with
poppler's ``pdftoppm`` when it is installed, else with Qt's PDF module
(``PySide6.QtPdf``), which Vitae depends on anyway.

    python scripts/render_previews.py [--lang en] [--dpi 110] [--out DIR]
"""

from __future__ import annotations

import argparse
import datetime
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from editor.formats import load  # noqa: E402
from editor.paths import EXAMPLES  # noqa: E402
from editor.render import list_templates, render_pdf  # noqa: E402

# A fixed date keeps the PDFs (and so the images) identical from run to run.
TODAY = datetime.date(2026, 1, 1)


def first_page_png(pdf: bytes, out: Path, dpi: int) -> str:
    """Write page 1 of *pdf* to *out*; return the name of the tool that drew it."""
    if shutil.which("pdftoppm"):
        with tempfile.TemporaryDirectory() as tmp:
            source = Path(tmp) / "page.pdf"
            source.write_bytes(pdf)
            subprocess.run(["pdftoppm", "-png", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile",
                            str(source), str(out.with_suffix(""))], check=True)
        return "pdftoppm"
    return _qt_first_page(pdf, out, dpi)


def _qt_first_page(pdf: bytes, out: Path, dpi: int) -> str:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtPdf import QPdfDocument

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (QtPdf needs one)
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    points = document.pagePointSize(0)
    page = document.render(0, QSize(round(points.width() * dpi / 72), round(points.height() * dpi / 72)))
    # QtPdf leaves the paper transparent; a README image wants white paper.
    image = QImage(page.size(), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFF)
    painter = QPainter(image)
    painter.drawImage(0, 0, page)
    painter.end()
    image.save(str(out))
    return "QtPdf"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="language to render (default: en)")
    parser.add_argument("--dpi", type=int, default=110, help="image resolution (default: 110)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "templates")
    args = parser.parse_args()
    resume = load(EXAMPLES / "example.yaml")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in list_templates():
        pdf = render_pdf(resume, template=name, lang=args.lang, today=TODAY)
        target = args.out / f"{name}.png"
        tool = first_page_png(pdf, target, args.dpi)
        print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}  ({tool})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
