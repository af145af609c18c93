import sys

from wordgrid.cli import main

sys.exit(main())
