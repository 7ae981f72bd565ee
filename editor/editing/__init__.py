"""Editing logic without Qt: model paths, labels, defaults for new items,
field kinds, outline moves and the translation count.

The window (``editor.ui``) builds on these; they import only the model, so
they are tested without a display and reused by any other front end.
"""
