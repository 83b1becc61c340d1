#!/usr/bin/env python3
"""The validators Verdict is compared with, each checking CalendarEvent records in its own idiom.

Usage: peers.py PEER EVENTS.jsonl
PEER: plain (the rules in plain Python, a check of the others), msgspec, pydantic, jsonschema_rs,
fastjsonschema, lupa. Each reads the whole file, parses every line (parsing is part of the work,
as it is for `verdict validate`) and counts the invalid records; it prints one line:
    PEER records=N invalid=M seconds=S
The rules are those of rules/calendar_event.lua:
    title            required, at least 6 characters
    creatorLastName  required, 4 to 30 characters, letters only (any script)
    creatorEmail     required, an email address
    url              optional; if present, an http or https URL
    startDate        required, ISO 8601, not before 2020-01-01T00:00:00Z, before endDate
    endDate          required, ISO 8601, after startDate
    termsOfUse       required, true
JSON Schema has no keyword comparing two fields, so jsonschema_rs and fastjsonschema leave out
"startDate before endDate" and count fewer invalid records.
"""
import json
import re
import sys
import time
from datetime import datetime, timezone

# No "$" but the last: fastjsonschema rewrites every "$" of a pattern as \Z.
EMAIL_PATTERN = r"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$"
URL_PATTERN = r"^https?://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$"
LETTERS_PATTERN = r"^[^\W\d_]+$"
EARLIEST = datetime(2020, 1, 1, tzinfo=timezone.utc)
EARLIEST_TEXT = "2020-01-01T00:00:00Z"


def read_lines(path):
    with open(path, "rb") as file:
        return file.read().splitlines()


def plain(lines):
    """The rules written out in Python: the count every full validator must reach."""
    email, url, letters = re.compile(EMAIL_PATTERN), re.compile(URL_PATTERN), re.compile(LETTERS_PATTERN)

    def date(value):
        if not isinstance(value, str):
            return None
        try:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        return moment if moment.tzinfo else None

    def given(value):
        return value is not None and value != ""

    def errors(event):
        found = []
        title = event.get("title")
        if not given(title) or not isinstance(title, str) or len(title) < 6:
            found.append("title")
        name = event.get("creatorLastName")
        if not given(name) or not isinstance(name, str) or not 4 <= len(name) <= 30 or not letters.match(name):
            found.append("creatorLastName")
        mail = event.get("creatorEmail")
        if not given(mail) or not isinstance(mail, str) or not email.match(mail):
            found.append("creatorEmail")
        link = event.get("url")
        if given(link) and (not isinstance(link, str) or not url.match(link)):
            found.append("url")
        start, end = date(event.get("startDate")), date(event.get("endDate"))
        if start is None or start < EARLIEST or (end is not None and not start < end):
            found.append("startDate")
        if end is None or (start is not None and not end > start):
            found.append("endDate")
        if event.get("termsOfUse") is not True:
            found.append("termsOfUse")
        return found

    return sum(1 for line in lines if errors(json.loads(line)))


def msgspec_peer(lines):
    import msgspec
    from typing import Annotated, Optional

    Title = Annotated[str, msgspec.Meta(min_length=6)]
    Name = Annotated[str, msgspec.Meta(min_length=4, max_length=30, pattern=LETTERS_PATTERN)]
    Email = Annotated[str, msgspec.Meta(pattern=EMAIL_PATTERN)]
    Link = Annotated[str, msgspec.Meta(pattern=URL_PATTERN)]
    Moment = Annotated[datetime, msgspec.Meta(tz=True)]

    class CalendarEvent(msgspec.Struct):
        title: Title
        creatorLastName: Name
        creatorEmail: Email
        startDate: Moment
        endDate: Moment
        termsOfUse: bool
        url: Optional[Link] = None

        def __post_init__(self):
            if self.startDate < EARLIEST or not self.startDate < self.endDate or not self.termsOfUse:
                raise ValueError("CalendarEvent")

    decoder = msgspec.json.Decoder(CalendarEvent)
    invalid = 0
    for line in lines:
        try:
            decoder.decode(line)
        except msgspec.ValidationError:
            invalid += 1
    return invalid


def pydantic_peer(lines):
    from typing import Annotated, Optional
    from pydantic import AwareDatetime, BaseModel, StringConstraints, ValidationError, field_validator, model_validator

    class CalendarEvent(BaseModel):
        title: Annotated[str, StringConstraints(min_length=6)]
        creatorLastName: Annotated[str, StringConstraints(min_length=4, max_length=30, pattern=LETTERS_PATTERN)]
        creatorEmail: Annotated[str, StringConstraints(pattern=EMAIL_PATTERN)]
        url: Optional[Annotated[str, StringConstraints(pattern=URL_PATTERN)]] = None
        startDate: AwareDatetime
        endDate: AwareDatetime
        termsOfUse: bool

        @field_validator("startDate")
        @classmethod
        def from_2020(cls, value):
            if value < EARLIEST:
                raise ValueError("before 2020")
            return value

        @field_validator("termsOfUse")
        @classmethod
        def accepted(cls, value):
            if not value:
                raise ValueError("terms not accepted")
            return value

        @model_validator(mode="after")
        def in_order(self):
            if not self.startDate < self.endDate:
                raise ValueError("startDate not before endDate")
            return self

    invalid = 0
    for line in lines:
        try:
            CalendarEvent.model_validate_json(line)
        except ValidationError:
            invalid += 1
    return invalid


def schema(letters):
    return {
        "type": "object",
        "required": ["title", "creatorLastName", "creatorEmail", "startDate", "endDate", "termsOfUse"],
        "properties": {
            "title": {"type": "string", "minLength": 6},
            "creatorLastName": {"type": "string", "minLength": 4, "maxLength": 30, "pattern": letters},
            "creatorEmail": {"type": "string", "pattern": EMAIL_PATTERN},
            "url": {"type": "string", "pattern": URL_PATTERN},
            # date-time checks the syntax; the year pattern says "not before 2020".
            "startDate": {"type": "string", "format": "date-time", "pattern": "^(20[2-9][0-9]|2[1-9][0-9]{2})-"},
            "endDate": {"type": "string", "format": "date-time"},
            "termsOfUse": {"const": True},
        },
    }


def jsonschema_rs_peer(lines):
    import jsonschema_rs

    validator = jsonschema_rs.validator_for(schema(r"^\p{L}+$"), validate_formats=True)
    return sum(1 for line in lines if not validator.is_valid(json.loads(line)))


def fastjsonschema_peer(lines):
    import fastjsonschema

    check = fastjsonschema.compile(schema(LETTERS_PATTERN))
    invalid = 0
    for line in lines:
        try:
            check(json.loads(line))
        except fastjsonschema.JsonSchemaException:
            invalid += 1
    return invalid


# One Lua function per record, returning how many rules failed. Syntax checks call Python's
# regular expressions (is_email, is_url); dates are compared as the ISO 8601 strings they are.
LUA_CHECK = r"""
local earliest = ...
local function given(v) return v ~= nil and v ~= "" end
local function letters_only(s)
  -- ASCII letters, and any multibyte UTF-8 sequence (letters of other scripts)
  return s:find("^[%a\128-\255]+$") ~= nil
end
return function(event)
  local failed = 0
  local title = event.title
  if not given(title) or type(title) ~= "string" or utf8.len(title) < 6 then failed = failed + 1 end
  local name = event.creatorLastName
  if not given(name) or type(name) ~= "string" then failed = failed + 1
  else
    local length = utf8.len(name) or 0
    if length < 4 or length > 30 or not letters_only(name) then failed = failed + 1 end
  end
  local mail = event.creatorEmail
  if not given(mail) or type(mail) ~= "string" or not is_email(mail) then failed = failed + 1 end
  local link = event.url
  if given(link) and (type(link) ~= "string" or not is_url(link)) then failed = failed + 1 end
  local start, finish = event.startDate, event.endDate
  if type(start) ~= "string" or type(finish) ~= "string" or not is_date(start) or not is_date(finish) then
    failed = failed + 1
  elseif start < earliest or not (start < finish) then
    failed = failed + 1
  end
  if event.termsOfUse ~= true then failed = failed + 1 end
  return failed
end
"""


def lupa_peer(lines):
    import lupa

    runtime = lupa.LuaRuntime(unpack_returned_tuples=True)
    email, url = re.compile(EMAIL_PATTERN), re.compile(URL_PATTERN)
    date = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$")
    functions = runtime.globals()
    functions.is_email = lambda text: email.match(text) is not None
    functions.is_url = lambda text: url.match(text) is not None
    functions.is_date = lambda text: date.match(text) is not None
    check = runtime.execute(LUA_CHECK, EARLIEST_TEXT)
    return sum(1 for line in lines if check(runtime.table_from(json.loads(line))) > 0)


PEERS = {
    "plain": plain,
    "msgspec": msgspec_peer,
    "pydantic": pydantic_peer,
    "jsonschema_rs": jsonschema_rs_peer,
    "fastjsonschema": fastjsonschema_peer,
    "lupa": lupa_peer,
}


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in PEERS:
        sys.exit(f"usage: peers.py {{{','.join(PEERS)}}} EVENTS.jsonl")
    name, path = sys.argv[1], sys.argv[2]
    began = time.perf_counter()
    lines = read_lines(path)
    invalid = PEERS[name](lines)
    seconds = time.perf_counter() - began
    print(f"{name} records={len(lines)} invalid={invalid} seconds={seconds:.3f}")


if __name__ == "__main__":
    main()
