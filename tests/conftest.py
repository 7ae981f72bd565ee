import os
from pathlib import Path

import pytest

# Qt must never need a display in the test suite.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.helpers import FIXTURES  # noqa: E402


@pytest.fixture
def fixtures_dir() -> Path:
    return FIXTURES
