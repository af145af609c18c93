"""The classroom pools, per language: their size before and after, what each rule removed,
and 100 drawn words for a reader of the language to check.

    python benchmarks/pools.py [--before SRC] [--langs en,pl] [--sample 100] [--seed 1]

For each language offered, the pool is the list `generate --random` and word searches draw
from (`wordgrid words '*' --lang L --limit 0` shows it). Every word of wordfreq's 30,000
most common gets a verdict from `wordgrid.generate.sift` (the rule that left it out, or
none), and the table counts them by rule, over those 30,000 words and over the words the
pool held before and lost. `--before SRC` builds the pool with another checkout's `src`
folder (for issue 45: `git archive d98a0df src | tar -x -C /tmp/before`), in a cache folder
of its own. Then `--sample` words drawn from the pool at random (`--seed`), A to Z, to read.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter

LANGS = ("en", "pt", "pl", "es", "de", "fr", "it", "nl")
RULE_WIDTH = 22


def pool_before(src: str, lang: str) -> list[str]:
    """The pool the wordgrid in `src` makes for `lang`, built in a cache of its own."""
    script = "import json,sys\nfrom wordgrid.generate.words import random_pool\n"
    script += f"print(json.dumps(list(random_pool({lang!r}))))"
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "PYTHONPATH": src, "WORDGRID_CACHE": cache}
        done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True)
    if done.returncode != 0:
        raise SystemExit(f"{lang}: {done.stderr.decode(errors='replace').strip()}")
    return list(json.loads(done.stdout))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", metavar="SRC", help="another checkout's src folder")
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--sample", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    import wordfreq

    from wordgrid.generate.sift import sift
    from wordgrid.generate.words import DICTIONARY_SIZE, random_pool
    from wordgrid.model import fold

    for lang in [code for code in args.langs.split(",") if code]:
        verdicts = sift(wordfreq.top_n_list(lang, DICTIONARY_SIZE), lang)
        pool = random_pool(lang)
        # A word the first rules leave out has no spelling of its own: its key is as written.
        by_word = {fold(v.spelled or v.word): v.left_out for v in verdicts}
        over_list = Counter(v.left_out for v in verdicts if v.left_out)
        before = pool_before(args.before, lang) if args.before else []
        lost = Counter(by_word.get(w, "?") for w in set(before) - set(pool))
        size = f"{len(before):,} -> {len(pool):,}" if before else f"{len(pool):,}"
        print(f"\n## {lang}: pool {size} words; left out of wordfreq's {len(verdicts):,}")
        print(f"{'rule':<{RULE_WIDTH}}{'of the 30,000':>14}{'of the old pool':>17}")
        for rule, count in over_list.most_common():
            print(f"{rule:<{RULE_WIDTH}}{count:>14,}{lost.get(rule, 0):>17,}")
        if lost.get("?"):
            print(f"{'(kept, other spelling)':<{RULE_WIDTH}}{'':>14}{lost['?']:>17,}")
        drawn = sorted(random.Random(args.seed).sample(pool, min(args.sample, len(pool))))
        print(f"{args.sample} drawn words: " + " ".join(drawn))
    return 0


if __name__ == "__main__":
    sys.exit(main())
