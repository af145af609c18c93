"""`wordgrid serve`: the puzzles of a folder, played in a browser, on the same engine.

app.py assembles the routes of the route modules (play.py: the library, check, hint, reveal
and print; solve.py: uploads) and the static page; library.py is the folder's index (its
catalog.py snapshot, its records.py cache), engine.py runs engine calls off the event loop
with a time limit and a cap, http.py holds what routes share.
"""
