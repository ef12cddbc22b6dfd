"""datenorm: messy human-written dates in any language to ISO-8601.

The public API is small and imports nothing heavy (no TensorFlow):

    >>> from datenorm import Normalizer
    >>> Normalizer.load().normalize("3rd of May 1999").iso
    '1999-05-03'
"""

__version__ = "0.1.0"

__all__ = ["Normalizer", "Prediction", "normalize", "__version__"]


def __getattr__(name):
    # Lazy so that `import datenorm` (and the CLI's --help) stays cheap.
    if name in ("Normalizer", "Prediction", "normalize"):
        from datenorm import api

        return getattr(api, name)
    raise AttributeError(f"module 'datenorm' has no attribute {name!r}")
