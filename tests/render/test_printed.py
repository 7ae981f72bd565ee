"""What prints, as data (editor.render.printed): the lines the PDF and Word both set."""

from __future__ import annotations

from editor.model import Resume
from editor.render import RenderRequest
from editor.render.printed import Run, printed
from tests.render.support import TODAY


def test_a_label_before_a_value_is_bold_and_the_colons_space_is_not_as_in_the_pdf():
    resume = Resume.model_validate({"basics": {"name": "Ada", "headline": "Engineer", "details": [{"label": "Born", "value": "1990"}]}})
    lines = printed(resume, RenderRequest(template="jianli", lang="en", today=TODAY)).lines
    headline = next(line for line in lines if line.style == "headline")
    assert headline.left[:3] == [Run("Objective:", bold=True), Run(" "), Run("Engineer")]
    details = next(line for line in lines if line.half)
    assert details.left == [Run("Born:", bold=True), Run(" "), Run("1990")]
