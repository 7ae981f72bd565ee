"""Applications: where a résumé went, with the fingerprints of the files sent."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from editor.formats import dumps, loads
from editor.model import Resume

SENT = {"name": "cv-industry-en.pdf", "sha256": "ab" * 32, "language": "en", "variant": "industry"}


def _resume(**application) -> Resume:
    return Resume.model_validate({"basics": {"name": "Mira Example"}, "applications": [
        {"organisation": "Acme", "date": "2026-11-22", "files": [SENT], **application}]})


def test_an_application_round_trips_through_the_file():
    resume = _resume(role="Staff Engineer")
    assert loads(dumps(resume)) == resume
    assert "sha256: " + "ab" * 32 in dumps(resume)


@pytest.mark.parametrize("change", [
    {"files": [dict(SENT, sha256="not-a-hash")]},
    {"files": [dict(SENT, sha256="AB" * 32)]},  # lower-case hex only: one spelling per file
    {"date": "22/11/2026"},
    {"organisation": None},
])
def test_a_malformed_application_is_refused(change):
    with pytest.raises(ValidationError):
        _resume(**change)
