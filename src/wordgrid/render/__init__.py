"""Turning puzzles and solutions into text, JSON and (later) printable pages."""
