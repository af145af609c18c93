"""What `wordgrid generate` offers, as plain constants the command line reads without loading
the generator."""

STYLES = ("sparse", "dense")
DEFAULT_RANDOM_WORDS = 20  # when no words are given at all: a quick, pleasant puzzle
# A run gives up after this long by default (generate --timeout), saying how far it got. A
# seed still makes the same puzzle everywhere; only a machine too slow to finish in time
# fails instead.
DEFAULT_TIMEOUT = 60.0
OUTPUT_FORMATS = ("words-grid", "numeric", "json", "ipuz", "xd")  # what a puzzle is written as
TITLED = ("json", "ipuz", "xd")  # the formats with fields for a title and the difficulty
# The most puzzles one run makes: a run is planned whole before it starts, and a folder of
# this many is already more than a library or a book is made from (books stop at 10,000).
MOST_PUZZLES = 100_000
