import sys

from wordgrid.cli import entry

sys.exit(entry())
