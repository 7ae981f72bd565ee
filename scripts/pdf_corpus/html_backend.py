"""HTML résumés printed by headless Chromium, like the web résumé builders.
Every user string goes through html.escape; links are only http(s)/mailto."""

from __future__ import annotations

import subprocess
import tempfile
from html import escape
from pathlib import Path

from common import DateStyle, view

HERE = Path(__file__).parent / "html"
TEXMF_FONTS = Path("/usr/share/texlive/texmf-dist/fonts")


def spans_html(spans: list[dict]) -> str:
    out = []
    for s in spans:
        piece = escape(s["text"])
        if s["italic"]:
            piece = f"<em>{piece}</em>"
        if s["bold"]:
            piece = f"<strong>{piece}</strong>"
        if s["url"]:
            piece = f'<a href="{escape(s["url"], quote=True)}">{piece}</a>'
        out.append(piece)
    return "".join(out)


def link_html(text: str, url: str | None) -> str:
    return f'<a href="{escape(url, quote=True)}">{escape(text)}</a>' if url else escape(text)


def _section(sec: dict, lang: str) -> str:
    parts = [f"<section><h2>{escape(sec['title'])}</h2>"]
    for b in sec["blocks"]:
        if b["type"] == "entry":
            title = spans_html(b["title"])
            if b["url"]:
                title = f'<a href="{escape(b["url"], quote=True)}">{title}</a>'
            sub = spans_html(b["subtitle"])
            if b["location"]:
                sub = f"{sub}{'，' if lang == 'zh' else ', '}{escape(b['location'])}" if sub else escape(b["location"])
            parts.append(f'<div class="entry"><div class="row"><span class="title">{title}</span>'
                         f'<span class="dates">{escape(b["dates"])}</span></div>')
            if sub:
                parts.append(f'<div class="sub">{sub}</div>')
            if b["summary"]:
                parts.append(f"<p>{spans_html(b['summary'])}</p>")
            if b["highlights"]:
                parts.append("<ul>" + "".join(f"<li>{spans_html(h)}</li>" for h in b["highlights"]) + "</ul>")
            parts.append("</div>")
        elif b["type"] == "skill":
            parts.append(f'<div class="skill"><b>{escape(b["label"])}</b>{spans_html(b["details"])}</div>')
        elif b["type"] == "text":
            parts.append(f"<p>{spans_html(b['text'])}</p>")
        elif b["type"] == "list":
            parts.append("<ul>" + "".join(f"<li>{spans_html(x)}</li>" for x in b["items"]) + "</ul>")
        elif b["type"] == "pub":
            who = ", ".join(f"<b>{escape(a['name'])}</b>" if a["me"] else escape(a["name"]) for a in b["authors"])
            parts.append(f'<p class="pub">{who}. {spans_html(b["title"])}. <em>{escape(b["venue"])}</em>.</p>')
    parts.append("</section>")
    return "\n".join(parts)


def sidebar(side: tuple[str, ...], accent: str, bullet: str, contact_title: str, fonts: str):
    """A builder for html/sidebar.html; *fonts* names a TeX Live OpenType family directory."""
    def build(data: dict, dates: DateStyle, lang: str) -> dict[str, str | bytes]:
        v = view(data, dates, lang)
        contacts = "\n".join(f'<div class="contact">{link_html(c["text"], c["url"])}</div>' for c in v["contacts"])
        slots = {
            "LANG": lang, "NAME": escape(v["name"]), "HEADLINE": escape(v["headline"]),
            "ACCENT": accent, "BULLET": bullet, "CONTACT_TITLE": escape(contact_title), "CONTACTS": contacts,
            "SIDE": "\n".join(_section(s, lang) for s in v["sections"] if s["kind"] in side),
            "MAIN": "\n".join(_section(s, lang) for s in v["sections"] if s["kind"] not in side),
        }
        page = (HERE / "sidebar.html").read_text(encoding="utf-8")
        for name, value in slots.items():  # template slots only; values are escaped above
            page = page.replace("{{" + name + "}}", value)
        files: dict[str, str | bytes] = {"cv.html": page}
        family = TEXMF_FONTS / "opentype/public" / fonts
        for face, stem in (("regular", "Regular"), ("bold", "Bold"), ("italic", "Italic")):
            src = next(family.glob(f"*Sans-{stem}.otf"))
            files[f"fonts/{face}.otf"] = src.read_bytes()
        return files
    return build


CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--no-pdf-header-footer"]


def compile_chromium(source: Path, work: Path, timeout: int) -> Path:
    pdf = work / "cv.pdf"
    with tempfile.TemporaryDirectory(prefix="pdfcorpus-chromium-") as profile:
        subprocess.run(["chromium", *CHROMIUM_FLAGS, f"--user-data-dir={profile}",
                        f"--print-to-pdf={pdf}", source.as_uri()],
                       check=True, capture_output=True, timeout=timeout)
    return pdf
