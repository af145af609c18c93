"""The one door for puzzle files: `read` any file into a Document, `write` one back out.

`read` takes the bytes once, detects the format once from the content, and gives one of the
model's documents: a Puzzle (a crossword is a puzzle with clues), a Solution, a WordSearch or a
GameSave. `write` is the only writer of puzzle files, all at once through one atomic helper,
and it refuses to drop anything a format can't hold (clues, metadata, given letters) rather
than lose it. Pages (pdf, svg, png) are written by render/output.py, the output door every
command writes through.

| module           | what it holds                                                       |
|------------------|---------------------------------------------------------------------|
| `extensions.py`  | the one table of formats: names, extensions, media types, what each holds |
| `detect.py`      | which format a file's bytes are in                                 |
| `reading.py`     | `read` and `parse` into a Document; the puzzle, grid or word search in a file |
| `word_lists.py`  | word lists and a word search's answers                              |
| `clue_list.py`   | a crossword's answers and clues, the input of `wordgrid crossword` |
| `writing.py`     | `dumps` and `write`: a document's bytes in a puzzle format          |
| `folder.py`      | a folder of puzzle files and the side files beside them            |
| one a format     | `words_grid`, `numeric`, `wordsearch_text`, `json_io`, `ipuz`, `puz`, ... |

The formats, by the name `--from` and `--to` take:

| name          | what                                                       | read | write |
|---------------|------------------------------------------------------------|------|-------|
| `words-grid`  | words one a line, an empty line, grid rows (0/1, #/., letters) | yes | yes |
| `numeric`     | `R C`, R rows of -1/0, K, K words                           | yes  | yes   |
| `grid`        | grid rows only; the words come from a separate word file    | yes  | no    |
| `wordsearch`  | a word search as text: letter rows, then the word list      | yes  | yes   |
| `json`        | wordgrid's own JSON (formats/json_io.py)                    | yes  | yes   |
| `ipuz`        | ipuz: fill, crossword and word-search kinds                 | yes  | yes   |
| `puz`         | Across Lite binary                                          | yes  | yes   |
| `xd`          | the xd crossword corpus format                              | yes  | yes   |
| `across-lite` | Across Lite text (`<ACROSS PUZZLE>`)                        | yes  | yes   |
| `jpz`         | Crossword Compiler XML, plain or zipped (`jpz-zip` writes it zipped) | yes | yes |
| `pdf`, `svg`, `png` | pages to print (render/output.py)                     | no   | yes   |
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wordgrid._lazy import lazy_exports
from wordgrid.formats._io import (
    examples_folder,
    is_stdin,
    label,
    locate,
    read_bytes,
    write_atomic,
    write_stdout,
)
from wordgrid.formats._text import read_text
from wordgrid.formats.detect import detect_file, detect_format, is_document, may_hold_crossword
from wordgrid.formats.extensions import FORMATS, OUTPUT_FORMATS, output_format
from wordgrid.formats.numeric import format_numeric
from wordgrid.formats.reading import (
    WORD_SEARCH_FORMATS,
    SearchFile,
    as_puzzle,
    parse,
    read,
    read_grid,
    read_puzzle,
    read_word_search,
    solvable,
)
from wordgrid.formats.word_lists import (
    read_answers,
    read_word_list,
    refuse_puzzle_file,
    word_list_text,
)
from wordgrid.formats.words_grid import format_words_grid
from wordgrid.formats.writing import PROGRESS_FORMATS, dumps, without_progress, write
from wordgrid.model import Document

if TYPE_CHECKING:
    from wordgrid.formats.clue_list import read_clue_list
    from wordgrid.formats.folder import Listing, copy_examples, folder_files, sidecar_of

# A folder's listing and the clue lists load on first use: reading one puzzle file needs
# neither.
__getattr__ = lazy_exports(
    "wordgrid.formats",
    {
        "wordgrid.formats.folder": ("Listing", "copy_examples", "folder_files", "sidecar_of"),
        "wordgrid.formats.clue_list": ("read_clue_list",),
    },
)

__all__ = [
    "FORMATS",
    "Listing",
    "OUTPUT_FORMATS",
    "PROGRESS_FORMATS",
    "WORD_SEARCH_FORMATS",
    "Document",
    "SearchFile",
    "as_puzzle",
    "copy_examples",
    "detect_file",
    "detect_format",
    "dumps",
    "examples_folder",
    "folder_files",
    "format_numeric",
    "format_words_grid",
    "is_document",
    "is_stdin",
    "label",
    "locate",
    "may_hold_crossword",
    "output_format",
    "parse",
    "read",
    "read_answers",
    "read_bytes",
    "read_clue_list",
    "read_grid",
    "read_puzzle",
    "read_text",
    "read_word_list",
    "read_word_search",
    "refuse_puzzle_file",
    "sidecar_of",
    "solvable",
    "without_progress",
    "word_list_text",
    "write",
    "write_atomic",
    "write_stdout",
]
