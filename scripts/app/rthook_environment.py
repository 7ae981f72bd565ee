"""Runtime hook of the app folder (scripts/vitae.spec), run before Vitae's code.

On Linux the bootloader finds the folder's own libraries by setting
LD_LIBRARY_PATH before Python starts; the dynamic loader has read it by now.
Programs Vitae starts (xdg-open showing an exported PDF, the viewer it runs)
must load their own libraries, not these: they get the environment Vitae was
started with.
"""

import os
import sys

if sys.platform.startswith("linux") and getattr(sys, "frozen", False):
    original = os.environ.pop("LD_LIBRARY_PATH_ORIG", None)
    if original is None:
        os.environ.pop("LD_LIBRARY_PATH", None)
    else:
        os.environ["LD_LIBRARY_PATH"] = original
