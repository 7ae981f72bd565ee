"""The editor window (PySide6).

Nothing here is imported by the model, the renderer or the file formats.
Modules import Qt lazily where they can, so ``vitae --help`` stays fast.
"""

from .qt_compat import protect_singletons

# Before any Qt call: see qt_compat for the bindings bug this works around.
protect_singletons()
