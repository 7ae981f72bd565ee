"""RenderCV (PyPI ``rendercv``, Python ≥ 3.12): the key becomes a RenderCV YAML
file, RenderCV writes its Typst source, and Typst compiles it offline.

RenderCV runs in its own interpreter, named by the environment variable
VITAE_RENDERCV_PYTHON (a Python ≥ 3.12 with ``rendercv[full]`` installed). Its
templates import the Typst package ``fontawesome`` from the network; an offline
stand-in (rendercv/fontawesome.typ) is put in a local package directory."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import yaml

from common import STYLES

HERE = Path(__file__).parent / "rendercv"


class NoRenderCV(RuntimeError):
    """No interpreter with RenderCV was named."""


def _python() -> str:
    python = os.environ.get("VITAE_RENDERCV_PYTHON")
    if not python:
        raise NoRenderCV("set VITAE_RENDERCV_PYTHON to a Python >= 3.12 with rendercv[full] installed")
    return python


def _date(value: str | None) -> str | int | None:
    """Vitae's YYYY-MM and "present" are RenderCV's forms too; a year alone must be a number."""
    return int(value) if value and value.isdigit() else value


def _entry(e: dict) -> dict:
    k = e["kind"]
    if k == "experience":
        company = " · ".join(x for x in (e["organisation"], e.get("team")) if x)
        out = {"company": company, "position": e.get("role")}
    elif k == "education":
        out = {"institution": e["institution"], "area": e.get("field"), "degree": e.get("degree")}
    elif k == "project":
        out = {"name": e["name"]}
    elif k == "skill":
        return {"label": e.get("label", ""), "details": e.get("details", "")}
    elif k == "award":
        years = ", ".join(e.get("dates", []))
        return {"label": e["title"], "details": ", ".join(x for x in (e.get("issuer"), years) if x)}
    elif k == "text":
        return e["text"]
    else:
        raise ValueError(f"RenderCV: no entry type for {k!r}")
    if e.get("start") and not e["start"].replace("-", "").isdigit():
        out["date"] = STYLES["mon"].one(e["start"])  # a season: RenderCV takes free text in "date"
    else:
        out["start_date"], out["end_date"] = _date(e.get("start")), _date(e.get("end"))
    out |= {"location": e.get("location"), "summary": e.get("summary"), "highlights": e.get("highlights")}
    return {key: value for key, value in out.items() if value}


def rendercv_yaml(data: dict, theme: str) -> str:
    b = data["basics"]
    cv: dict = {"name": b["name"]}
    for field in ("headline", "location", "email", "phone", "website"):
        if b.get(field):
            cv[field] = b[field]
    if b.get("profiles"):
        cv["social_networks"] = [{"network": p["network"], "username": p["username"]} for p in b["profiles"]]
    cv["sections"] = {s["title"]: [_entry(e) for e in s.get("entries", [])] for s in data["sections"]}
    design = {"theme": theme, "header": {"connections": {"phone_number_format": "international"}}}
    settings = {"current_date": "2026-01-01"}  # printed as "Last updated in Jan 2026"; fixed for repeatability
    return yaml.safe_dump({"cv": cv, "design": design, "settings": settings}, allow_unicode=True, sort_keys=False)


def rendercv(theme: str):
    def build(data: dict, dates, lang: str) -> dict[str, str]:
        # RenderCV formats dates itself, so *dates* is unused.
        return {
            "cv.yaml": rendercv_yaml(data, theme),
            "packages/preview/fontawesome/0.6.0/lib.typ": (HERE / "fontawesome.typ").read_text(encoding="utf-8"),
            "packages/preview/fontawesome/0.6.0/typst.toml": (HERE / "fontawesome.toml").read_text(encoding="utf-8"),
        }
    return build


_COMPILE = """
import pathlib, shutil, sys
import rendercv.renderer, rendercv_fonts, typst
work, timestamp = pathlib.Path(sys.argv[1]), int(sys.argv[2])
bundled = pathlib.Path(rendercv.renderer.__file__).parent / "rendercv_typst"
version = next(l.split("=", 1)[1].strip().strip('"') for l in (bundled / "typst.toml").read_text().splitlines()
               if l.strip().startswith("version"))
target = work / "packages" / "preview" / "rendercv" / version
target.mkdir(parents=True, exist_ok=True)
for name in ("typst.toml", "lib.typ"):
    shutil.copy(bundled / name, target / name)
typst.compile(str(work / "cv.typ"), output=str(work / "cv.pdf"), root=str(work),
              font_paths=[str(p) for p in rendercv_fonts.paths_to_font_folders],
              package_path=str(work / "packages"), timestamp=timestamp)
"""


def compile_rendercv(source: Path, work: Path, timestamp: int, timeout: int) -> Path:
    python = _python()
    rendercv_cli = [python, "-m", "rendercv", "render", source.name, "--typst-path", "cv.typ",
                    "-nopdf", "-nopng", "-nomd", "-nohtml", "--quiet"]
    subprocess.run(rendercv_cli, cwd=work, check=True, capture_output=True, timeout=timeout)
    subprocess.run([python, "-c", _COMPILE, str(work), str(timestamp)], check=True, capture_output=True,
                   timeout=timeout)
    return work / "cv.pdf"
