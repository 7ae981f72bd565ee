import pytest
from hypothesis import HealthCheck, event, given, settings
from pydantic import BaseModel

from editor.formats import dumps, loads
from editor.model import LocalText
from tests.model.strategies import resumes

pytestmark = pytest.mark.slow  # 150 hostile résumés a test (about a minute): long-running fuzz

def _without_blank_items(model: BaseModel) -> BaseModel:
    """*model* as its file keeps it: a bullet, skill or paragraph with no text in any
    language prints nothing and is left out of the file."""
    updates = {}
    for name, info in type(model).model_fields.items():
        value = getattr(model, name)
        if info.annotation == list[LocalText]:
            texts = (item.values() if isinstance(item, dict) else [item] for item in value)
            updates[name] = [item for item, parts in zip(value, texts) if any(p.strip() for p in parts)]
        elif isinstance(value, BaseModel):
            updates[name] = _without_blank_items(value)
        elif isinstance(value, list):
            updates[name] = [_without_blank_items(v) if isinstance(v, BaseModel) else v for v in value]
    return model.model_copy(update=updates)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(resumes)
def test_any_resume_saves_and_loads_losslessly(resume):
    text = dumps(resume)
    assert loads(text.encode("utf-8"), "cv.yaml") == _without_blank_items(resume)
    assert dumps(loads(text, "cv.yaml")) == text


# --- Whatever the model accepts, it saves, reloads equal and exports ---------

import json  # noqa: E402

from pydantic import ValidationError  # noqa: E402

from editor.formats.html import export_html  # noqa: E402
from editor.formats.jsonresume_export import export_jsonresume  # noqa: E402
from editor.formats.markdown import export_markdown  # noqa: E402
from editor.model import Resume  # noqa: E402
from editor.model.errors import problems_from  # noqa: E402
from editor.render import render_pdf  # noqa: E402
from tests.model.strategies import raw_documents  # noqa: E402


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(raw_documents)
def test_whatever_the_model_accepts_saves_reloads_equal_and_exports(data):
    try:
        resume = Resume.model_validate(data)
    except ValidationError as error:
        # Refused at load, then, with a message for each problem.
        assert all(problem.message for problem in problems_from(error, Resume))
        event("refused")
        return
    event("accepted")
    text = dumps(resume)
    assert loads(text.encode("utf-8"), "cv.yaml") == _without_blank_items(resume)
    assert dumps(loads(text.encode("utf-8"), "cv.yaml")) == text
    as_json = json.dumps(resume.model_dump(mode="json"), ensure_ascii=False)
    assert loads(as_json.encode("utf-8"), "cv.json") == resume
    for lang in resume.languages[:2]:
        export_markdown(resume, lang).encode("utf-8")
        export_html(resume, lang).encode("utf-8")
        json.dumps(export_jsonresume(resume, lang), ensure_ascii=False).encode("utf-8")
    assert render_pdf(resume, template=resume.design.template).startswith(b"%PDF")
    from editor.render import RenderRequest

    if resume.letters:
        event("with a letter")
    for letter in resume.letters[:2]:  # and its cover letters, in the variant's template
        assert render_pdf(resume, RenderRequest(letter=letter.name)).startswith(b"%PDF")
