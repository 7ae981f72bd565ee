"""Each template reproduces its seed: reading-order similarity ≥ 0.9 (issue 2/3's measure)."""

import pytest

from editor.render import render_pdf
from tests.helpers import pdf_text, reading_similarity, seed_text
from tests.render.support import TODAY, seed_fixture

ROWS = [
    ("s000.yaml", "classic", "en", "000"),
    ("s001_003.yaml", "academic", "en", "001"),
    ("s002.yaml", "plain", "en", "002"),
    ("s001_003.yaml", "academic", "zh", "003"),
    ("s004.yaml", "profile", "en", "004"),
]


@pytest.mark.parametrize(("fixture", "template", "lang", "seed"), ROWS, ids=[r[3] for r in ROWS])
def test_template_reproduces_its_seed(fixture: str, template: str, lang: str, seed: str) -> None:
    resume = seed_fixture(fixture)
    expected = seed_text(seed)
    pdf = render_pdf(resume, template=template, lang=lang, today=TODAY)
    similarity = reading_similarity(pdf_text(pdf), expected)
    assert similarity >= 0.9, f"{template}/{lang} vs seed {seed}: {similarity:.3f}"
