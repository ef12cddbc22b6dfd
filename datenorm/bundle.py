"""Save and load what serves a model: weights + config + vocab. Sole owner of file names.

A run directory (`checkpoints/<run>/`) holds the training side; its `bundle/` (also what ships) holds
only numpy weights and JSON, so serving needs neither TensorFlow nor the training data.

    checkpoints/<run>/config.json        model + train config, vocab, data location
    checkpoints/<run>/best.weights.h5    best by validation exact match (Keras)
    checkpoints/<run>/last.weights.h5    end of the last epoch (Keras)
    checkpoints/<run>/log.csv            one row per epoch
    checkpoints/<run>/backup/            the resume point (model.train._ResumePoints)
    checkpoints/<run>/bundle/model.json  inference bundle: config, vocab, metadata
    checkpoints/<run>/bundle/weights.npz inference bundle: named float32 arrays
    <bundle>/formats.json                optional: formats compiled from these weights' attention for common
                                         input shapes (scripts/build_formats.py; serve.formats reads them)
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from datenorm import attention
from datenorm.config import ModelConfig, TrainConfig
from datenorm.errors import ConfigError, ModelLoadError
from datenorm.lexicon import FEATURES as LEXICON_FEATURES, Lexicon
from datenorm.vocab import OUTPUT_TOKENS, TOKENS, Vocab

MAX_JSON_BYTES = 8 * 2**20  # a model.json holds settings and a vocabulary: kilobytes
MAX_VOCAB = 100_000  # characters
FORMAT = "datenorm-bundle"
VERSION = 2  # 2 writes the token lists down; 1 (before) used the ones that are still TOKENS
READABLE_VERSIONS = (1, 2)
RUN_CONFIG = "config.json"
BEST_WEIGHTS = "best.weights.h5"
LAST_WEIGHTS = "last.weights.h5"
LOG = "log.csv"
BACKUP_DIR = "backup"
BUNDLE_DIR = "bundle"
FORMATS_JSON = "formats.json"
FORMATS_KIND = "datenorm-formats"
MAX_FORMATS = 100_000
_OP_CHARS = frozenset("0123456789-")
BUNDLE_JSON = "model.json"
BUNDLE_WEIGHTS = "weights.npz"

_MODELS = Path(__file__).resolve().parent / "models"  # package data: the wheel carries them
# The models that ship, by the name `--model` and `Normalizer.load` accept: base is the default and the most
# accurate; fast is a smaller model of the same design for big batches (see each one's MODEL_CARD.md).
SHIPPED_MODELS = {"base": _MODELS / "base", "fast": _MODELS / "fast"}
SHIPPED = SHIPPED_MODELS["base"]
HOW_TO_GET_ONE = (
    "train one with `make data train` (or `datenorm train`), or pass --model DIR pointing at a bundle "
    f"directory that holds model.json and weights.npz, or a shipped model's name ({', '.join(SHIPPED_MODELS)})"
)


@dataclass
class Bundle:
    """Everything the numpy engine needs to serve a model."""

    config: ModelConfig
    vocab: Vocab
    weights: dict[str, np.ndarray]
    meta: dict = field(default_factory=dict)
    path: Path | None = None
    lexicon: Lexicon | None = None  # present exactly when config.lexicon
    min_confidence: float = 0.0  # serving's default threshold, chosen on held-out data (scripts/calibrate.py)
    formats: list[dict] = field(default_factory=list)  # formats.json's entries, checked (serve.formats reads them)


@dataclass(frozen=True)
class WeightSpec:
    """One named weight: its shape, and where the Keras model keeps it (a layer name, then attributes or keys
    down to the variable), so that training exports, fine-tuning imports and serving reads one table."""

    shape: tuple
    path: tuple[str, ...]


def weight_specs(config: ModelConfig, vocab_size: int) -> dict[str, WeightSpec]:
    """{bundle weight name: WeightSpec} of a model with this config and vocabulary size: the one table."""
    e, u, k, d, a = config.embed_dim, config.enc_units, 2 * config.enc_units, config.dec_units, config.attn_units
    v_out, eo = len(OUTPUT_TOKENS), config.out_embed_dim
    specs = {"enc_embed": WeightSpec((vocab_size, e), ("enc_embed", "embeddings"))}
    if config.lexicon:
        specs["enc_lex"] = WeightSpec((LEXICON_FEATURES, e), ("lex_proj", "kernel"))
    for direction, layer in (("fwd", "forward_layer"), ("bwd", "backward_layer")):
        cell = ("encoder_bilstm", layer, "cell")
        specs.update({f"enc_{direction}/kernel": WeightSpec((e, 4 * u), cell + ("kernel",)),
                      f"enc_{direction}/recurrent": WeightSpec((u, 4 * u), cell + ("recurrent_kernel",)),
                      f"enc_{direction}/bias": WeightSpec((4 * u,), cell + ("bias",))})
    specs.update({
        "dec/out_embed": WeightSpec((v_out, eo), ("decoder", "embed", "embeddings")),
        "dec/kernel": WeightSpec((eo + k, 4 * d), ("decoder", "cell", "kernel")),
        "dec/recurrent": WeightSpec((d, 4 * d), ("decoder", "cell", "recurrent_kernel")),
        "dec/bias": WeightSpec((4 * d,), ("decoder", "cell", "bias")),
        "dec/init/kernel": WeightSpec((u, d), ("decoder", "init_state", "kernel")),
        "dec/init/bias": WeightSpec((d,), ("decoder", "init_state", "bias")),
        "dec/project/kernel": WeightSpec((d + k, v_out), ("decoder", "project", "kernel")),
        "dec/project/bias": WeightSpec((v_out,), ("decoder", "project", "bias")),
        "nad/hidden/kernel": WeightSpec((k, a), ("not_a_date", "hidden", "kernel")),
        "nad/hidden/bias": WeightSpec((a,), ("not_a_date", "hidden", "bias")),
        "nad/score/kernel": WeightSpec((a, 1), ("not_a_date", "score", "kernel")),
        "nad/out/kernel": WeightSpec((k, 1), ("not_a_date", "out", "kernel")),
        "nad/out/bias": WeightSpec((1,), ("not_a_date", "out", "bias")),
    })
    score_shapes = attention.weight_shapes(
        config.score, query_dim=d, key_dim=k, attn_units=a, positions=config.max_input_len + 1
    )
    specs.update({f"dec/score/{name}": WeightSpec(shape, ("decoder", "score_weights", name))
                  for name, shape in score_shapes.items()})
    return specs


def expected_shapes(config: ModelConfig, vocab_size: int) -> dict[str, tuple]:
    """{weight name: shape} of a model with this config and vocabulary size."""
    return {name: spec.shape for name, spec in weight_specs(config, vocab_size).items()}


def save_bundle(directory: Path, weights: dict[str, np.ndarray], config: ModelConfig, vocab: Vocab,
                meta: dict | None = None, *, lexicon: Lexicon | None = None) -> Path:
    """Write model.json + weights.npz into `directory` after checking the weights fit the config (and that a
    lexicon comes with a model that reads one, and only then)."""
    _check_weights(weights, config, vocab, where=directory)
    if config.lexicon != (lexicon is not None):
        raise ConfigError(f"{directory}: a model with lexicon={config.lexicon} saved "
                          f"{'without' if lexicon is None else 'with'} a lexicon")
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    doc = {"format": FORMAT, "version": VERSION, "model": config.to_dict(), "tokens": TOKENS,
           "vocab": vocab.to_dict(), "meta": meta or {}}
    if lexicon is not None:
        doc["lexicon"] = lexicon.to_dict()
    (directory / BUNDLE_JSON).write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    np.savez_compressed(directory / BUNDLE_WEIGHTS, **{k: v.astype(np.float32) for k, v in weights.items()})
    return directory


def write_min_confidence(directory: Path, value: float) -> None:
    """Set a bundle's default serving threshold in its model.json (what `scripts/calibrate.py --write` does)."""
    if isinstance(value, bool) or not 0.0 <= value <= 1.0:
        raise ConfigError(f"min_confidence must be within [0, 1], got {value!r}")
    path = Path(directory) / BUNDLE_JSON
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["serving"] = {"min_confidence": value}
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")


def resolve(path: str | Path | None) -> Path:
    """A bundle directory from a user path: the directory itself, a run dir (its bundle/), or model.json.
    A shipped model's name ('base', 'fast') always means that model, whatever the working directory holds
    (a folder of that name there is './fast')."""
    if path is None:
        path = SHIPPED
    if isinstance(path, str) and path in SHIPPED_MODELS:
        path = SHIPPED_MODELS[path]
    path = Path(path)
    if path.is_file() and path.name == BUNDLE_JSON:
        return path.parent
    if (path / BUNDLE_DIR / BUNDLE_JSON).is_file():
        return path / BUNDLE_DIR
    return path


def load_bundle(path: str | Path | None = None) -> Bundle:
    """Load and validate a bundle; any problem raises ModelLoadError naming the path and the fix."""
    directory = resolve(path)
    doc_path, weights_path = directory / BUNDLE_JSON, directory / BUNDLE_WEIGHTS
    if not doc_path.is_file() or not weights_path.is_file():
        raise ModelLoadError(f"no model at {directory} (needs {BUNDLE_JSON} and {BUNDLE_WEIGHTS}); {HOW_TO_GET_ONE}")
    if doc_path.stat().st_size > MAX_JSON_BYTES:
        raise ModelLoadError(f"{doc_path} is {doc_path.stat().st_size} bytes, more than a bundle's model.json "
                             f"({MAX_JSON_BYTES}); {HOW_TO_GET_ONE}")
    try:
        doc = json.loads(doc_path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ModelLoadError(f"{doc_path} is not readable JSON ({exc}); {HOW_TO_GET_ONE}") from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ModelLoadError(f"{doc_path} is not a datenorm bundle (format {doc.get('format')!r} != {FORMAT!r})"
                             if isinstance(doc, dict) else f"{doc_path} is not a datenorm bundle")
    if doc.get("version") not in READABLE_VERSIONS:
        raise ModelLoadError(f"{doc_path} has bundle version {doc.get('version')!r}; this datenorm reads "
                             f"versions {', '.join(map(str, READABLE_VERSIONS))}: re-export it with `datenorm export`")
    tokens = doc.get("tokens", TOKENS) if doc["version"] == 1 else doc.get("tokens")
    if tokens != TOKENS:
        differ = sorted(k for k in TOKENS if not isinstance(tokens, dict) or tokens.get(k) != TOKENS[k])
        raise ModelLoadError(f"{doc_path} was written with other token lists ({', '.join(differ) or 'tokens'}: "
                             f"{tokens!r}) than this datenorm's ({TOKENS!r}); its ids would mean other tokens")
    try:
        config = ModelConfig.from_dict(doc["model"])
        chars = doc["vocab"]["chars"]
        if not isinstance(chars, str) or len(chars) > MAX_VOCAB:
            raise ValueError(f"vocab chars must be a string of at most {MAX_VOCAB} characters")
        vocab = Vocab.from_dict(doc["vocab"])
    except (KeyError, TypeError, ValueError, ConfigError) as exc:
        raise ModelLoadError(f"{doc_path} has an invalid model config or vocabulary: {exc}") from exc
    lexicon = None
    if config.lexicon:
        lexicon = Lexicon.from_dict(doc.get("lexicon"), where=str(doc_path))
    elif "lexicon" in doc:
        raise ModelLoadError(f"{doc_path} has a lexicon but its model does not read one (model.lexicon is false)")
    serving = doc.get("serving", {})
    threshold = serving.get("min_confidence", 0.0) if isinstance(serving, dict) else None
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or not 0.0 <= threshold <= 1.0:
        raise ModelLoadError(f"{doc_path}: serving.min_confidence must be a number from 0 to 1, got {serving!r}")
    expected = expected_shapes(config, len(vocab))
    weights = _read_weights(weights_path, expected)
    _check_weights(weights, config, vocab, where=weights_path)
    formats = _read_formats(directory / FORMATS_JSON, weights_path, config.max_input_len)
    return Bundle(config, vocab, weights, doc.get("meta", {}), directory, lexicon, float(threshold), formats)


def weights_digest(path: Path) -> str:
    """sha256 of a weights.npz: what a formats.json was built for."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def save_formats(directory: Path, entries: list[dict]) -> Path:
    """Write a bundle's formats.json for its current weights (entries as `serve.formats.Format.to_dict`)."""
    directory = Path(directory)
    doc = {"format": FORMATS_KIND, "weights_sha256": weights_digest(directory / BUNDLE_WEIGHTS), "formats": entries}
    path = directory / FORMATS_JSON
    path.write_text(json.dumps(doc, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return path


def _read_formats(path: Path, weights_path: Path, max_len: int) -> list[dict]:
    """The checked entries of a bundle's formats.json; [] when it has none. A file built for other weights, or
    an entry that could read a character its shape does not have, is refused with the fix."""
    if not path.is_file():
        return []
    fix = f"rebuild it with `python scripts/build_formats.py --model {path.parent}` or delete it"
    if path.stat().st_size > MAX_JSON_BYTES:
        raise ModelLoadError(f"{path} is {path.stat().st_size} bytes, more than a formats.json ({MAX_JSON_BYTES}); {fix}")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ModelLoadError(f"{path} is not readable JSON ({exc}); {fix}") from exc
    if not isinstance(doc, dict) or doc.get("format") != FORMATS_KIND or not isinstance(doc.get("formats"), list):
        raise ModelLoadError(f"{path} is not a datenorm formats file; {fix}")
    if doc.get("weights_sha256") != weights_digest(weights_path):
        raise ModelLoadError(f"{path} was built for other weights than {weights_path}; {fix}")
    if len(doc["formats"]) > MAX_FORMATS:
        raise ModelLoadError(f"{path} holds {len(doc['formats'])} formats, more than {MAX_FORMATS}; {fix}")
    for k, entry in enumerate(doc["formats"]):
        problem = _format_problem(entry, max_len)
        if problem:
            raise ModelLoadError(f"{path}: format {k} {problem}; {fix}")
    return doc["formats"]


def _format_problem(entry, max_len: int) -> str | None:
    """What is wrong with one formats.json entry, or None."""
    if not isinstance(entry, dict) or set(entry) != {"shape", "ops", "century", "confidence", "is_date", "example"}:
        return "is not {shape, ops, century, confidence, is_date, example}"
    shape, ops = entry["shape"], entry["ops"]
    if not isinstance(shape, str) or not 0 < len(shape) <= max_len or not isinstance(entry["example"], str):
        return f"has a shape or example that is not a text of 1 to {max_len} characters"
    if not isinstance(ops, list) or len(ops) not in (4, 7, 10):
        return "does not build a date of 4, 7 or 10 characters"
    for op in ops:
        copies = isinstance(op, int) and not isinstance(op, bool) and 0 <= op < len(shape) and shape[op] == "0"
        if not copies and not (isinstance(op, str) and op in _OP_CHARS and len(op) == 1):
            return f"has the step {op!r}, neither a digit of its shape nor a constant digit or '-'"
    if not isinstance(entry["century"], bool):
        return "has a century flag that is not true or false"
    for name in ("confidence", "is_date"):
        value = entry[name]
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= value <= 1.0:
            return f"has {name} {value!r}, not a number from 0 to 1"
    return None


def _read_weights(path: Path, expected: dict[str, tuple]) -> dict[str, np.ndarray]:
    """The arrays of a weights.npz, checked against `expected` from the archive's index and each array's header
    before any data is read: a hostile or broken file costs a message, not memory."""
    def fail(why: str) -> ModelLoadError:
        return ModelLoadError(f"{path} is not this model's weights ({why}); {HOW_TO_GET_ONE}")

    if not zipfile.is_zipfile(path):
        raise fail("not an .npz archive")
    try:
        with zipfile.ZipFile(path) as archive:
            members = {info.filename: info for info in archive.infolist()}
            names = {name[: -len(".npy")] for name in members if name.endswith(".npy")}
            if names != set(expected) or len(members) != len(expected):
                missing, extra = sorted(set(expected) - names), sorted(set(members) - {f"{n}.npy" for n in expected})
                raise fail(f"missing {missing}, unexpected {extra}")
            weights = {}
            for name, shape in expected.items():
                info = members[f"{name}.npy"]
                if info.file_size > 8 * max(1, int(np.prod(shape))) + 4096:
                    raise fail(f"{name} holds {info.file_size} bytes, more than a {shape} array")
                with archive.open(info) as member:
                    version = np.lib.format.read_magic(member)
                    header = (np.lib.format.read_array_header_1_0 if version == (1, 0)
                              else np.lib.format.read_array_header_2_0)(member)
                    found_shape, _, dtype = header
                    if tuple(found_shape) != tuple(shape) or dtype.kind != "f" or dtype.itemsize > 8:
                        raise fail(f"{name} is {dtype} {tuple(found_shape)}, expected floats {tuple(shape)}")
                with archive.open(info) as member:
                    array = np.lib.format.read_array(member, allow_pickle=False)
                if not np.isfinite(array).all():
                    raise fail(f"{name} holds NaN or infinite values")
                weights[name] = array.astype(np.float32, copy=False)
    except ModelLoadError:
        raise
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as exc:
        raise fail(str(exc)) from exc
    return weights


def _check_weights(weights: dict, config: ModelConfig, vocab: Vocab, *, where) -> None:
    expected = expected_shapes(config, len(vocab))
    missing = sorted(set(expected) - set(weights))
    extra = sorted(set(weights) - set(expected))
    wrong = [f"{n}: {tuple(weights[n].shape)} != {expected[n]}" for n in expected
             if n in weights and tuple(weights[n].shape) != tuple(expected[n])]
    if missing or extra or wrong:
        detail = "; ".join(filter(None, [
            f"missing {missing}" if missing else "", f"unexpected {extra}" if extra else "",
            f"wrong shapes {wrong}" if wrong else "",
        ]))
        raise ModelLoadError(
            f"{where}: weights do not match the config (score={config.score!r}, vocab size {len(vocab)}): {detail}"
        )


def save_run_config(run_dir: Path, *, model: ModelConfig, train: TrainConfig, vocab: Vocab, data: str,
                    lexicon: Lexicon | None = None) -> Path:
    path = Path(run_dir) / RUN_CONFIG
    doc = {"model": model.to_dict(), "train": train.to_dict(), "vocab": vocab.to_dict(), "data": data}
    if lexicon is not None:
        doc["lexicon"] = lexicon.to_dict()
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def load_run_config(run_dir: Path) -> tuple[ModelConfig, TrainConfig, Vocab, str]:
    path = Path(run_dir) / RUN_CONFIG
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        return (ModelConfig.from_dict(doc["model"]), TrainConfig.from_dict(doc["train"]),
                Vocab.from_dict(doc["vocab"]), doc.get("data", ""))
    except FileNotFoundError as exc:
        raise ModelLoadError(f"no run config at {path}; is {run_dir} a `datenorm train` run directory?") from exc
    except (KeyError, TypeError, ValueError, json.JSONDecodeError) as exc:
        raise ModelLoadError(f"{path} is not a valid run config: {exc}") from exc


def load_run_lexicon(run_dir: Path) -> Lexicon | None:
    """The lexicon a run was started with (None for a model that reads none)."""
    path = Path(run_dir) / RUN_CONFIG
    doc = json.loads(path.read_text(encoding="utf-8"))
    return Lexicon.from_dict(doc["lexicon"], where=str(path)) if "lexicon" in doc else None
