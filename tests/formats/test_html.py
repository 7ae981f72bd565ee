"""HTML export: escaped user text, safe links only, and a real browser reading it back."""

import json
import shutil
import subprocess
from html.parser import HTMLParser

import pytest

from editor.formats import load
from editor.formats.html import export_html
from editor.formats.jsonresume import import_jsonresume
from editor.model import Resume
from tests.helpers import FIXTURES, reading_similarity, seed_text

SCRIPT = "<script>alert(1)</script>"
CHROMIUM = shutil.which("chromium")


class PageReader(HTMLParser):
    """The visible text of a page, its tags and their attributes."""

    def __init__(self, page: str):
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self._hidden = 0
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag in ("style", "script", "title"):
            self._hidden += 1
        elif tag in ("p", "li", "h1", "h2", "h3", "div", "span", "br", "article", "section"):
            self.text.append("\n")

    def handle_endtag(self, tag):
        if tag in ("style", "script", "title"):
            self._hidden -= 1

    def handle_data(self, data):
        if not self._hidden:
            self.text.append(data)

    @property
    def visible(self) -> str:
        return "".join(self.text)


def hostile_resume() -> Resume:
    return Resume.model_validate({"languages": ["en", "zh"], "basics": {
        "name": f"Ada {SCRIPT}", "headline": "**Engineer** & <b>tester</b>", "email": "ada@example.org",
        "website": 'https://ada.example/"onmouseover="alert(1)',
        "profiles": [{"network": f"Git{SCRIPT}", "url": "https://github.com/ada"}]}, "sections": [
        {"kind": "experience", "title": f"Work {SCRIPT}", "entries": [{
            "kind": "experience", "organisation": f"Org {SCRIPT}", "url": "https://org.example",
            "role": "Lead", "start": "2020-09", "end": "present",
            "highlights": [f"Typed {SCRIPT} here", "[click](javascript:alert(1)) and [ok](https://ok.example)"]}]},
        {"kind": "skills", "entries": [{"kind": "skill", "label": SCRIPT, "items": ["<img src=x onerror=alert(1)>"]}]},
    ]})


def test_every_user_string_is_escaped():
    page = export_html(hostile_resume(), "en")
    assert "<script" not in page.lower() and "<img" not in page and "<b>" not in page
    assert page.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 6
    reader = PageReader(page)
    attributes = {name for _, attrs in reader.tags for name in attrs}
    assert not any(name.startswith("on") for name in attributes)
    hrefs = [attrs["href"] for tag, attrs in reader.tags if tag == "a"]
    assert all(h.startswith(("https://", "http://", "mailto:", "tel:")) for h in hrefs)
    assert "https://ok.example" in hrefs and not any("javascript" in h for h in hrefs)
    assert "<strong>Engineer</strong> &amp; &lt;b&gt;tester&lt;/b&gt;" in page


def test_page_is_one_self_contained_html5_file():
    page = export_html(hostile_resume(), "zh")
    assert page.startswith("<!DOCTYPE html>\n<html lang=\"zh\">")
    reader = PageReader(page)
    tags = {tag for tag, _ in reader.tags}
    assert {"style", "main", "header", "section"} <= tags
    assert not tags & {"script", "link", "img", "iframe", "object"}
    assert any(attrs.get("http-equiv") == "Content-Security-Policy" and "default-src 'none'" in attrs["content"]
               for tag, attrs in reader.tags if tag == "meta")


def test_seed_004_profile_page_reads_like_the_original():
    seed = FIXTURES / "seeds" / "s004.yaml"
    text = PageReader(export_html(load(seed), "en")).visible
    assert reading_similarity(text, seed_text("004")) >= 0.9


def sample_names() -> tuple[Resume, list[str]]:
    data = json.loads((FIXTURES / "import" / "jsonresume_full.json").read_text(encoding="utf-8"))
    resume = import_jsonresume(data, "resume.json").resume
    names = [data["basics"]["name"]] + [w["name"] for w in data["work"]] + [
        e["institution"] for e in data["education"]] + [p["name"] for p in data["publications"]] + [
        p["name"] for p in data["projects"]]
    return resume, names


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed (apt-get install -y chromium)")
def test_headless_chromium_reads_the_page_back(tmp_path):
    resume, names = sample_names()
    resume.basics.name = f"{resume.basics.name} {SCRIPT}"
    page = tmp_path / "profile.html"
    page.write_text(export_html(resume, "en"), encoding="utf-8")
    profile = tmp_path / "chromium-profile"
    dom = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={profile}", "--dump-dom", page.as_uri()],
        capture_output=True, text=True, timeout=120, check=True,
    ).stdout
    reader = PageReader(dom)
    assert reader.tags and reader.tags[0][0] == "html" and reader.tags[0][1].get("lang") == "en"
    assert "script" not in {tag for tag, _ in reader.tags}
    text = " ".join(reader.visible.split())
    assert SCRIPT in text
    for name in names:
        assert name in text
