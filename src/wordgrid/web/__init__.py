"""`wordgrid serve`: the puzzles of a folder, played and made in a browser, on the same engine.

app.py assembles the FastAPI routers (play.py: the library, check, hint, reveal and print;
solve.py: uploads; make.py, fill_in_maker.py, search_maker.py and constructor.py: the
make page, on downloads.py, made_puzzles.py and maker_forms.py) and the static page. Every
router calls the application layer (wordgrid.app). library.py is the folder's index (its
catalog.py snapshot, its records.py cache); engine.py runs engine calls off the event loop
with a time limit and a cap; jobs.py runs long work as jobs, work.py is what a job does in
its worker; models.py, http.py and context.py hold what the routers share.
"""
