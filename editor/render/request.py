"""The export request moved below render and formats (:mod:`editor.request`), so every
exporter can take it typed; this name stays for the render modules that import it here."""

from ..request import RenderRequest

__all__ = ["RenderRequest"]
