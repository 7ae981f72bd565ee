"""Render the README's Word images: the bundled example exported as .docx in
every template, opened by LibreOffice and its first page saved as
``docs/images/word/<template>.png`` (to sit beside docs/images/templates/).

Needs LibreOffice (``soffice``); all documents are converted in one run with
a throw-away profile. Pages are rasterised as scripts/render_previews.py does.

    python scripts/render_word_previews.py [--lang en] [--dpi 110] [--out DIR]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from render_previews import TODAY, first_page_png  # noqa: E402

from editor.formats import load  # noqa: E402
from editor.paths import EXAMPLES  # noqa: E402
from editor.render import RenderRequest, list_templates  # noqa: E402
from editor.render.docx_export import export_docx  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="language to export (default: en)")
    parser.add_argument("--dpi", type=int, default=110, help="image resolution (default: 110)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "images" / "word")
    args = parser.parse_args()
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if soffice is None:
        print("LibreOffice (soffice) is not installed", file=sys.stderr)
        return 2
    resume = load(EXAMPLES / "example.yaml")
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        names = list(list_templates())
        for name in names:
            request = RenderRequest(template=name, lang=args.lang, today=TODAY)
            (folder / f"{name}.docx").write_bytes(export_docx(resume, request))
        subprocess.run([soffice, f"-env:UserInstallation={(folder / 'profile').as_uri()}", "--headless",
                        "--norestore", "--convert-to", "pdf", "--outdir", str(folder / "pdf"),
                        *(str(folder / f"{name}.docx") for name in names)],
                       check=True, capture_output=True)
        for name in names:
            target = args.out / f"{name}.png"
            tool = first_page_png((folder / "pdf" / f"{name}.pdf").read_bytes(), target, args.dpi)
            print(f"{target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}  (LibreOffice, {tool})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
