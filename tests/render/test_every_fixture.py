"""Every seed fixture and the example lay out in every template and language:
a row meeting the page's last line must move to the next page, not fail.
A second render, which reuses the first one's parsed and broken paragraphs,
gives the same bytes: nothing in layout may change what is remembered."""

import pytest

from editor.render import forget_text, list_templates, render_pdf
from tests.helpers import FIXTURES, ROOT
from tests.render.support import TODAY

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml"]


@pytest.mark.parametrize("template", sorted(list_templates()))
@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.stem)
def test_document_renders_in_every_template_and_language(path, template):
    import editor

    from editor import patches
    from editor.render import flowables

    resume = editor.load(path)
    for lang in resume.languages:
        forget_text()
        fresh = render_pdf(resume, template=template, lang=lang, today=TODAY)
        assert fresh.startswith(b"%PDF-")
        assert flowables._memos or not patches.applies("paragraph-memo"), "paragraphs are remembered"
        for _ in range(2):
            assert render_pdf(resume, template=template, lang=lang, today=TODAY) == fresh
