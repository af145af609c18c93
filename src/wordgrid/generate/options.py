"""What `wordgrid generate` offers, as plain constants the command line reads without loading
the generator."""

from wordgrid.formats.extensions import BY_NAME, PUZZLE_FILE, formats_holding
from wordgrid.model import Puzzle, Solution

STYLES = ("sparse", "dense")
DEFAULT_RANDOM_WORDS = 20  # when no words are given at all: a quick, pleasant puzzle
# A run gives up after this long by default (generate --timeout), saying how far it got. A
# seed still makes the same puzzle everywhere; only a machine too slow to finish in time
# fails instead.
DEFAULT_TIMEOUT = 60.0
# What one puzzle is written as: any format of a fill-in, its pages too. A folder holds
# puzzle files that `batch` and `render` read back, each beside its solution: the formats
# that hold a puzzle without its answers.
FILE_FORMATS = formats_holding((Puzzle, Solution))
FOLDER_FORMATS = tuple(
    f
    for f in FILE_FORMATS
    if BY_NAME[f].family == PUZZLE_FILE and Puzzle in BY_NAME[f].holds and not BY_NAME[f].filled
)
# The most puzzles one run makes: a run is planned whole before it starts, and a folder of
# this many is already more than a library or a book is made from (books stop at 10,000).
MOST_PUZZLES = 100_000
