"""The page's icon: served at /favicon.ico (where browsers look) and linked as SVG, drawn by
tools/favicon.py; and no page of the site asks for anything it doesn't get."""

from __future__ import annotations

import importlib.util
import io
from pathlib import Path
from types import ModuleType
from typing import Any, cast

import pytest
from PIL import Image, ImageChops
from starlette.testclient import TestClient

from wordgrid.web.app import STATIC

TOOL = Path(__file__).resolve().parents[2] / "tools" / "favicon.py"


def drawing() -> ModuleType:
    spec = importlib.util.spec_from_file_location("favicon", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_icon_is_what_the_tool_draws() -> None:
    tool = drawing()
    assert (STATIC / "favicon.svg").read_text(encoding="utf-8") == tool.svg()
    with Image.open(STATIC / "favicon.ico") as icon:
        assert icon.format == "ICO" and icon.info["sizes"] == {(s, s) for s in tool.SIZES}
        images: Any = cast(Any, icon).ico  # IcoImageFile, which Image.open does not promise
        for size in tool.SIZES:  # the ICO's own image of each size, not one scaled
            own = images.getimage((size, size)).convert("RGB")
            assert ImageChops.difference(own, tool.draw(size)).getbbox() is None


def test_favicon_ico_is_served(client: TestClient) -> None:
    got = client.get("/favicon.ico")
    assert got.status_code == 200
    assert got.headers["content-type"] in ("image/x-icon", "image/vnd.microsoft.icon")
    with Image.open(io.BytesIO(got.content)) as served:
        assert served.format == "ICO"
    svg = client.get("/favicon.svg")
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")


@pytest.mark.parametrize("path", ["/", "/play.html?id=sample_puzzle.txt", "/make.html"])
def test_no_page_asks_for_what_it_does_not_get(page: Any, path: str) -> None:
    failed: list[str] = []
    page.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else 0)
    page.goto(path)
    page.wait_for_load_state("networkidle")
    icon = page.get_attribute("link[rel=icon]", "href")
    assert icon == "favicon.svg"
    # Headless Chromium fetches no icon itself: ask for both as a browser tab would.
    statuses = page.evaluate(
        "async () => Promise.all(['favicon.svg', '/favicon.ico'].map("
        "async u => (await fetch(u)).status))"
    )
    assert statuses == [200, 200] and failed == []
