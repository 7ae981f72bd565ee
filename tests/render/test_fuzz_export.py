"""Fuzz load → export: random documents with hostile Unicode always give a
readable PDF (or a clear RenderError), never a crash or a hang."""

import io

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from editor.formats import dumps, loads
from editor.render import RenderError, list_templates, render_pdf
from tests.model.strategies import resumes


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(resume=resumes, template=st.sampled_from(sorted(list_templates())), lang=st.sampled_from(["en", "zh"]))
def test_any_document_loads_and_exports_to_a_valid_pdf(resume, template, lang):
    reloaded = loads(dumps(resume).encode("utf-8"), "cv.yaml")
    try:
        data = render_pdf(reloaded, template=template, lang=lang)
    except RenderError as error:
        assert str(error)
        return
    assert data.startswith(b"%PDF-")
    assert len(PdfReader(io.BytesIO(data)).pages) >= 1
