"""Every seed fixture and the example lay out in every template and language:
a row meeting the page's last line must move to the next page, not fail."""

import pytest

from editor.render import list_templates, render_pdf
from tests.helpers import FIXTURES, ROOT
from tests.render.support import TODAY

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml"]


@pytest.mark.parametrize("template", sorted(list_templates()))
@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.stem)
def test_document_renders_in_every_template_and_language(path, template):
    import editor

    resume = editor.load(path)
    for lang in resume.languages:
        assert render_pdf(resume, template=template, lang=lang, today=TODAY).startswith(b"%PDF-")
