from hypothesis import HealthCheck, given, settings

from editor.formats import dumps, loads
from tests.model.strategies import resumes


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(resumes)
def test_any_resume_saves_and_loads_losslessly(resume):
    text = dumps(resume)
    assert loads(text.encode("utf-8"), "cv.yaml") == resume
    assert dumps(loads(text, "cv.yaml")) == text
