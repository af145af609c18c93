"""Every answer a test gets from the API is checked against the OpenAPI document.

`CheckedClient` is a TestClient that looks up each /api response's operation and status in
`app.openapi()` and validates its JSON body with the schema documented there: an
undocumented status or a body of another shape fails the test that got it.
"""

from __future__ import annotations

import re
from typing import Any

from jsonschema import Draft202012Validator
from starlette.testclient import TestClient

Operation = tuple[str, re.Pattern[str], dict[str, Any]]
# The operations of each document seen, by its id: FastAPI builds the document once per app.
_OPERATIONS: dict[int, list[Operation]] = {}


def operations(document: dict[str, Any]) -> list[Operation]:
    """(method, path pattern, operation) for every operation of the document."""
    if id(document) not in _OPERATIONS:
        found = []
        for path, methods in document["paths"].items():
            pattern = re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$")
            for method, operation in methods.items():
                found.append((method.upper(), pattern, operation))
        _OPERATIONS[id(document)] = found
    return _OPERATIONS[id(document)]


def problems(document: dict[str, Any], method: str, path: str, status: int, body: Any) -> list[str]:
    """What is wrong with one answer, by the document; empty when it conforms."""
    matches = [op for m, p, op in operations(document) if m == method and p.match(path)]
    if not matches:  # no such address, or not this method: only an error saying so is right
        elsewhere = any(p.match(path) for _, p, _ in operations(document))
        if (
            status == (405 if elsewhere else 404)
            and isinstance(body, dict)
            and list(body) == ["error"]
        ):
            return []
        return [f"{method} {path} is not in the OpenAPI document, yet answered {status}"]
    responses = matches[0]["responses"]
    documented = responses.get(str(status)) or responses.get("default")
    if documented is None:
        return [f"{method} {path} answered {status}, which its operation does not document"]
    schema = documented.get("content", {}).get("application/json", {}).get("schema")
    if schema is None or body is None:
        return []
    rooted = {**schema, "components": document.get("components", {})}
    errors = Draft202012Validator(rooted).iter_errors(body)
    return [f"{method} {path} {status}: {e.message} at {list(e.path)}" for e in errors]


class CheckedClient(TestClient):
    """A test client whose every /api JSON answer must match the app's OpenAPI document."""

    def request(self, method: str, url: Any, *args: Any, **kwargs: Any) -> Any:
        response = super().request(method, url, *args, **kwargs)
        path = response.request.url.path
        if path.startswith("/api/") and path != "/api/openapi.json":
            document = self.app.openapi()  # type: ignore[attr-defined]
            is_json = response.headers.get("content-type", "").startswith("application/json")
            body = response.json() if is_json else None
            wrong = problems(document, method.upper(), path, response.status_code, body)
            assert not wrong, "; ".join(wrong)
        return response
