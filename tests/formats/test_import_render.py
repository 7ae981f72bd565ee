"""Import → PDF: every person, organisation, institution, publication and project
named in the sample files is in the PDF's text."""

import json
import re

import pytest
import yaml

from editor import render
from editor.formats.detect import import_file
from tests.helpers import FIXTURES, pdf_text

JSON_RESUME = FIXTURES / "import" / "jsonresume_full.json"
RENDERCV = FIXTURES / "import" / "rendercv_full.yaml"


def jsonresume_names() -> list[str]:
    data = json.loads(JSON_RESUME.read_text(encoding="utf-8"))
    return [data["basics"]["name"], *(w["name"] for w in data["work"]),
            *(v["organization"] for v in data["volunteer"]), *(e["institution"] for e in data["education"]),
            *(a["awarder"] for a in data["awards"]), *(c["issuer"] for c in data["certificates"]),
            *(p["name"] for p in data["publications"]), *(p["name"] for p in data["projects"]),
            *(p["entity"] for p in data["projects"]), *(r["name"] for r in data["references"])]


def rendercv_names() -> list[str]:
    cv = yaml.safe_load(RENDERCV.read_text(encoding="utf-8"))["cv"]
    sections = cv["sections"]
    authors = {re.sub(r"\*", "", a) for p in sections["publications"] for a in p["authors"]}
    return [cv["name"], *(e["company"] for e in sections["experience"]),
            *(e["institution"] for e in sections["education"]), *(p["title"] for p in sections["publications"]),
            *sorted(authors), *(p["name"] for p in sections["projects"]), *(s["name"] for s in sections["service"])]


def flat(text: str) -> str:
    """Case and line breaks aside: templates may set the name in capitals and wrap long titles."""
    return " ".join(text.split()).casefold()


@pytest.mark.parametrize("template", sorted(render.list_templates()))
@pytest.mark.parametrize("path, names", [(JSON_RESUME, jsonresume_names()), (RENDERCV, rendercv_names())],
                         ids=["jsonresume", "rendercv"])
def test_every_name_reaches_the_pdf(path, names, template):
    resume = import_file(path.read_bytes(), str(path)).resume
    text = flat(pdf_text(render.render_pdf(resume, template=template)))
    missing = [name for name in names if flat(name) not in text]
    assert missing == []
    assert len(names) >= 12
