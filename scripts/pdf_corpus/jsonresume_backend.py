"""JSON Resume themes from the npm registry, printed by headless Chromium.

The person's key is exported as JSON Resume (plain text: themes print
highlights as text), each theme's ``render(resume)`` makes the HTML (a tiny
node script), and Chromium prints it. The answer key is what JSON Resume
holds of the person, read back by Vitae's JSON Resume import, less what the
theme does not print (:func:`printed_only`): a theme that shows no places
cannot be asked for them.

The themes are not project dependencies; ``npm install`` them into a folder
and name it with VITAE_JSONRESUME_DIR (default: ``.node`` beside this file,
which git ignores; several folders joined by the path separator are searched
in order, so that newer themes need not share an older folder's dependency
tree). Rows whose theme is missing are skipped.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

from common import plain

from editor.formats import native
from editor.formats.jsonresume import import_jsonresume
from editor.formats.jsonresume_export import export_jsonresume

HERE = Path(__file__).parent
THEMES = ("even", "elegant", "stackoverflow", "kendall", "flat", "macchiato", "onepage")

_RENDER_JS = """
let data = '';
process.stdin.on('data', c => data += c).on('end', async () => {
  const mod = await import(process.argv[1]);
  const render = mod.render || mod.default.render;
  process.stdout.write(await render(JSON.parse(data)));
});
"""


class NoTheme(RuntimeError):
    pass


def node_dir() -> Path:
    return node_dirs()[0]


def node_dirs() -> list[Path]:
    return [Path(p) for p in os.environ.get("VITAE_JSONRESUME_DIR", str(HERE / ".node")).split(os.pathsep) if p]


def _plain_texts(value: object) -> object:
    if isinstance(value, str):
        return plain(value) if ("*" in value or "](" in value) else value
    if isinstance(value, list):
        return [_plain_texts(v) for v in value]
    if isinstance(value, dict):
        return {k: (_plain_texts(v) if k not in ("url", "$schema") else v) for k, v in value.items()}
    return value


def resume_json(key_text: str, lang: str) -> dict:
    data = export_jsonresume(native.loads(key_text), lang)
    data = _plain_texts(data)
    for skill in data.get("skills", []):  # "Python, C++, Go": the keywords themes print as tags
        level = skill.pop("level", "")
        if level:
            skill["keywords"] = [k.strip() for k in re.split(r"[,，、]", level) if k.strip()]
    place = data.get("basics", {}).get("location", {})
    code = place.get("countryCode", "")
    if code and not re.fullmatch(r"[A-Z]{2}", code):  # themes look two-letter codes up (Intl.DisplayNames)
        del place["countryCode"]
        place["region"] = ", ".join(p for p in (place.get("region"), code) if p)
    return data


def _older_names(data: dict) -> dict:
    """The fields' names of JSON Resume before 1.0 beside the new ones: older themes print those."""
    for job in data.get("work", []):
        job.setdefault("company", job.get("name", ""))
        if job.get("url"):
            job.setdefault("website", job["url"])
    for item in data.get("awards", []):
        item.setdefault("summary", "")
    for project in data.get("projects", []):  # some themes join the roles without checking for them
        project.setdefault("roles", [])
    return data


def theme(name: str):
    """A Row.build: the HTML the theme makes of the key."""
    def build(data: dict, style, lang: str) -> dict[str, str]:
        folder = next((d for d in node_dirs() if (d / "node_modules" / f"jsonresume-theme-{name}").is_dir()), None)
        if folder is None:
            raise NoTheme(f"jsonresume-theme-{name} is not installed in {os.pathsep.join(map(str, node_dirs()))}")
        module = folder / "node_modules" / f"jsonresume-theme-{name}"
        key_text = native.dumps(native.loads(json.dumps(data)))
        resume = resume_json(key_text, lang)
        done = subprocess.run(["node", "-e", _RENDER_JS, module.name], input=json.dumps(_older_names(json.loads(json.dumps(resume)))), cwd=folder,
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{module.name}: {done.stderr[-2000:]}")
        return {"cv.html": done.stdout, "resume.json": json.dumps(resume, ensure_ascii=False, indent=1)}
    return build


def key_from_json(resume_json_text: str) -> str:
    """What JSON Resume holds of the person, as a Vitae document."""
    result = import_jsonresume(json.loads(resume_json_text), "resume.json")
    return native.dumps(result.resume)


def _flat(text: str) -> str:
    return re.sub(r"[\W_]+", "", text.casefold())


def _as_printed(date: str, pdf_text: str) -> str:
    """A year alone that the theme prints as January of that year ("Jan 2014"), and never
    alone, is January."""
    if not re.fullmatch(r"\d{4}", date):
        return date
    as_january = len(re.findall(rf"\b(?:Jan(?:uary)?\.? {date}|{date}-01\b|01/{date})", pdf_text))
    return f"{date}-01" if as_january and as_january == len(re.findall(rf"\b{date}\b", pdf_text)) else date


def _valid(entry: dict) -> bool:
    from editor.model import ENTRY_KINDS

    try:
        ENTRY_KINDS[entry["kind"]].model_validate(entry)
    except ValueError:
        return False  # its title is not printed: the entry cannot be asked for
    return True


def printed_only(key_text: str, pdf_text: str) -> str:
    """*key_text* less the fields whose text the PDF does not show (a theme
    that prints no places, no profiles, no summary): the key asks for what is
    printed. Dates stay when their year is printed."""
    shown = _flat(pdf_text)
    data = native.to_data(native.loads(key_text))

    def printed(value: object) -> bool:
        return not isinstance(value, str) or _flat(plain(value)) in shown

    basics = data["basics"]
    for k in [k for k, v in basics.items() if k not in ("name", "profiles") and not printed(v)]:
        del basics[k]
    if "website" in basics and _flat(basics["website"].removeprefix("https://")) not in shown:
        del basics["website"]
    basics["profiles"] = [p for p in basics.get("profiles", [])
                          if _flat(p.get("url", "").split("//")[-1]) in shown or _flat(p.get("username", "")) in shown]
    sections = []
    for section in data["sections"]:
        entries = []
        for entry in section["entries"]:
            for k in [k for k, v in entry.items() if k not in ("kind",) and not printed(v)]:
                del entry[k]
            for k in ("highlights", "items"):
                if k in entry:
                    entry[k] = [t for t in entry[k] if printed(t)]
            for k in ("start", "end"):
                if k in entry and entry[k] != "present" and str(entry[k])[:4] not in pdf_text:
                    del entry[k]
                elif k in entry:
                    entry[k] = _as_printed(str(entry[k]), pdf_text)
            if "dates" in entry:
                entry["dates"] = [_as_printed(str(d), pdf_text) for d in entry["dates"]]
            if entry.get("end") == "present" and "start" not in entry:
                del entry["end"]
            if len(entry) > 1 and _valid(entry):
                entries.append(entry)
        if entries:
            section["entries"] = entries
            sections.append(section)
    data["sections"] = sections
    return native.dumps(native.loads(json.dumps(data)))
