"""The editor window (PySide6).

Nothing here is imported by the model, the renderer or the file formats.
Modules import Qt lazily where they can, so ``vitae --help`` stays fast.
"""
