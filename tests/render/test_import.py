"""Importing the renderer is cheap: no reportlab, no Qt until a render needs them.
(That rendering never imports Qt is checked in tests/test_architecture.py.)"""

import subprocess
import sys

from tests.helpers import ROOT


def test_import_pulls_in_neither_qt_nor_reportlab() -> None:
    code = (
        "import sys, editor.render as r; r.list_templates(); "
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'reportlab'))]; "
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"

