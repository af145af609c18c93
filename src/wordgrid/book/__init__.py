"""Puzzle books: a TOML spec (spec.py) made into puzzles and one print-ready PDF (make.py).

This layer sits above generate/, wordsearch/ and render/ and below cli/: it only combines
them, so `wordgrid book` and a script calling `make_book` make the same book.
"""
