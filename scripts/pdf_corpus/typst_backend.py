"""Typst résumés: the template reads the key's view as JSON, so user text is
data to Typst, never markup."""

from __future__ import annotations

import json
from pathlib import Path

from common import DateStyle, view

HERE = Path(__file__).parent / "typst"
TEXMF_FONTS = Path("/usr/share/texlive/texmf-dist/fonts")
# Latin fonts come from TeX Live's font packages; CJK from fonts-noto-cjk (system fonts).
FONT_DIRS = [TEXMF_FONTS / "opentype/adobe/sourcesanspro", TEXMF_FONTS / "opentype/google/roboto",
             TEXMF_FONTS / "opentype/public/ebgaramond", TEXMF_FONTS / "opentype/public/fira"]


def typst(template: str, **style: object):
    """A builder: the key's view plus *style* as data.json, beside the template."""
    def build(data: dict, dates: DateStyle, lang: str) -> dict[str, str]:
        payload = view(data, dates, lang) | {"style": style}
        return {
            "main.typ": (HERE / template).read_text(encoding="utf-8"),
            "lib.typ": (HERE / "lib.typ").read_text(encoding="utf-8"),
            "data.json": json.dumps(payload, ensure_ascii=False, indent=1),
        }
    return build


def compile_typst(source: Path, work: Path, timestamp: int) -> Path:
    import typst as typst_py  # PyPI "typst"; only the generator needs it

    pdf = work / "main.pdf"
    typst_py.compile(str(source), output=str(pdf), root=str(work),
                     font_paths=[str(p) for p in FONT_DIRS if p.is_dir()], timestamp=timestamp)
    return pdf
