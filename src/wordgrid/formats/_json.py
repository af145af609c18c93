"""What the JSON formats share: checks that name the JSON path of a bad value
(`$.puzzle[3][2]`), parsing that never raises anything but InputError, and readable output."""

from __future__ import annotations

import json
import re
from typing import Any

from wordgrid.errors import InputError
from wordgrid.model import BLOCK, OPEN, fold, is_letter, normalize_word

JsonPath = str  # e.g. "$.puzzle[3][2]": where a value sits in a document, for messages

_IDENTIFIER = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


# --- checks with JSON paths, shared with the ipuz reader -------------------------------------


def child(path: JsonPath, key: str | int) -> JsonPath:
    """The path of `key` inside `path`: `$.a`, `$[3]`, or `$["odd key"]`."""
    if isinstance(key, int):
        return f"{path}[{key}]"
    if _IDENTIFIER.match(key):
        return f"{path}.{key}"
    return f"{path}[{json.dumps(key, ensure_ascii=False)}]"


def bad(path: JsonPath, message: str) -> InputError:
    return InputError(f"{path}: {message}")


def describe(value: Any) -> str:
    """A JSON value's type as a message names it: `a string "x"`, `a number 3`, `null`."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{'true' if value else 'false'}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        shown = value if len(value) <= 20 else value[:17] + "..."
        return f"the string {json.dumps(shown, ensure_ascii=False)}"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return "an object"


def expect_object(value: Any, path: JsonPath) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise bad(path, f"expected an object, found {describe(value)}")
    return value


def expect_list(value: Any, path: JsonPath, *, nonempty: bool = False) -> list[Any]:
    if not isinstance(value, list):
        raise bad(path, f"expected a list, found {describe(value)}")
    if nonempty and not value:
        raise bad(path, "expected a non-empty list")
    return value


def expect_str(value: Any, path: JsonPath) -> str:
    if not isinstance(value, str):
        raise bad(path, f"expected a string, found {describe(value)}")
    return value


def expect_int(value: Any, path: JsonPath, *, minimum: int | None = None) -> int:
    # JSON true is a Python bool, which is an int; a count of `true` is a mistake.
    if isinstance(value, bool) or not isinstance(value, int):
        raise bad(path, f"expected a whole number, found {describe(value)}")
    if minimum is not None and value < minimum:
        raise bad(path, f"expected a whole number of at least {minimum}, found {value}")
    return value


def require(obj: dict[str, Any], key: str, path: JsonPath) -> Any:
    if key not in obj:
        raise bad(path, f"missing the field {json.dumps(key)}")
    return obj[key]


def expect_word(value: Any, path: JsonPath) -> str:
    text = expect_str(value, path)
    try:
        return normalize_word(text)
    except InputError as e:
        raise bad(path, e.message) from None


# The json module's messages, in words a person who never wrote JSON can act on.
_JSON_PROBLEMS = {
    "Expecting value": "a value is missing or is not JSON",
    "Expecting property name enclosed in double quotes": "a key must be in double quotes",
    "Expecting ',' delimiter": "a comma is missing",
    "Expecting ':' delimiter": "a colon is missing after a key",
    "Unterminated string starting at": "a string is not closed with a double quote",
    "Extra data": "there is more text after the JSON ends",
    "Invalid control character at": "a string holds a line break or tab; write it as \\n",
    "Invalid \\escape": "a backslash starts no known escape",
}


def parse_json(text: str) -> Any:
    """Parse JSON text; a syntax error becomes an InputError naming the line and column."""
    if not text.strip():
        raise InputError("the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        problem = _JSON_PROBLEMS.get(e.msg, e.msg[:1].lower() + e.msg[1:])
        raise InputError(f"not valid JSON: {problem} (column {e.colno})", line=e.lineno) from None
    except RecursionError:
        raise InputError("not valid JSON: nested too deeply") from None
    except ValueError as e:  # a number of more than 4,300 digits, which Python won't convert
        raise InputError(f"not usable JSON: {e}".split(";")[0]) from None


def is_json(text: str) -> bool:
    """True when `text` looks like a JSON object (or ipuz 1's `ipuz({...})` wrapping)."""
    return text.lstrip().startswith(("{", "[", "ipuz("))


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def pretty_json(value: Any, indent: int = 0) -> str:
    """JSON a person can read: each grid row, cell list or placement on one line."""
    pad, inner = " " * indent, " " * (indent + 2)
    flat = _one_line(value)
    if (
        _is_scalar(value)
        or len(flat) + indent <= 96
        and (
            isinstance(value, list)
            and all(
                _is_scalar(v) or isinstance(v, dict | list) and len(_one_line(v)) < 48
                for v in value
            )
            or isinstance(value, dict)
            and all(_is_scalar(v) for v in value.values())
        )
    ):
        return flat
    if isinstance(value, list):
        if not value:
            return "[]"
        return (
            "[\n" + ",\n".join(inner + pretty_json(v, indent + 2) for v in value) + "\n" + pad + "]"
        )
    items = [
        f"{inner}{json.dumps(k, ensure_ascii=False)}: {pretty_json(v, indent + 2)}"
        for k, v in value.items()
    ]
    return "{\n" + ",\n".join(items) + "\n" + pad + "}" if items else "{}"


# --- reading grids -----------------------------------------------------------------------------


def parse_row(text: str, path: JsonPath, *, letters_only: bool = False) -> str:
    """One grid row of `#` blocks, `.` open cells and letters, folded like every grid."""
    cells = []
    for k, ch in enumerate(text):
        if ch in (BLOCK, OPEN) and not letters_only:
            cells.append(ch)
        elif is_letter(ch):
            cells.append(fold(ch))
        else:
            want = "a letter" if letters_only else "# (block), . (open) or a letter"
            raise bad(path, f"character {k + 1} is {ch!r}; expected {want}")
    return "".join(cells)


def parse_rows(value: Any, path: JsonPath, *, letters_only: bool = False) -> tuple[str, ...]:
    rows = expect_list(value, path, nonempty=True)
    parsed = []
    for r, row in enumerate(rows):
        at = child(path, r)
        parsed.append(parse_row(expect_str(row, at), at, letters_only=letters_only))
        if not parsed[-1]:
            raise bad(at, "a grid row can't be empty")
        if len(parsed[-1]) != len(parsed[0]):
            raise bad(at, f"row has {len(parsed[-1])} cells but the first row has {len(parsed[0])}")
    return tuple(parsed)
