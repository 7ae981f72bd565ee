import os
import tempfile
from pathlib import Path

import pytest

# Qt must never need a display in the test suite.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The person's own templates (and other data) never reach the tests: the suite
# lists and renders exactly the bundled templates on every machine.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="vitae-test-data-")

from hypothesis import settings  # noqa: E402

from tests.helpers import FIXTURES  # noqa: E402

# In CI the property tests run the same examples every time (a red CI must be
# a real regression, reproducible from its log) and a slow shared machine is
# no failure; on a developer's machine they explore new examples each run.
settings.register_profile("ci", derandomize=True, deadline=None, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(scope="session", autouse=True)
def _clipboard_handed_over_at_the_end():
    """As the window does when it quits (a copy made by a field would crash the end of the run)."""
    yield
    import sys

    if "PySide6.QtGui" in sys.modules:
        from editor.ui.forms.rich_text import hand_over_clipboard

        hand_over_clipboard()


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
