#!/usr/bin/env python3
"""Writes CalendarEvent records as JSON Lines for the side-by-side benchmark.

Usage: generate_events.py COUNT OUT.jsonl [--seed N] [--broken-share F] [--id-field NAME]
                          [--unreadable LINE]...

A record has NGRValidator's CalendarEvent attributes: title, creatorLastName, creatorEmail,
url (optional), startDate, endDate, termsOfUse. About 70% of the records are valid; each of the
others gets one to three faults (see FAULTS). Every value is plainly valid or plainly invalid, so
every correct validator finds the same invalid records; the one thing JSON Schema cannot say
(endDate later than startDate) is among the faults, so schema validators find fewer.

With --id-field, each record starts with a unique id under that name (`ev-0000001` for the first
record), so that results validated elsewhere join back to their records; the other values, and which
records are broken, are the same as without it. Each --unreadable LINE writes that line's record cut
short in the middle, text that is no JSON: a reader must report it, with its line, and go on.

The same seed always gives the same file. The number of broken records is printed on stderr.
"""
import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone

SURNAMES = ["Nowak", "Moreau", "Tanaka", "Adeyemi", "Berglund", "Rossi", "Ivanova", "Lefebvre",
            "Schäfer", "Gutiérrez", "Kowalczyk", "Haddad", "Øyen", "Ramírez", "Novotná", "Fischer"]
GIVEN = ["marta", "jonas", "aiko", "chidi", "elin", "paolo", "vera", "hugo", "lena", "tomas"]
TOPICS = ["budget", "roadmap", "hiring", "onboarding", "security", "release", "customer",
          "platform", "research", "marketing", "infrastructure", "support"]
KINDS = ["meeting", "workshop", "review", "sync", "briefing", "retrospective", "planning"]
FIRST_DAY = datetime(2025, 6, 1, tzinfo=timezone.utc)


def iso(moment):
    """ISO 8601 in UTC with a Z, to the second, as every peer reads it."""
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def valid_event(rng):
    """A record every rule accepts."""
    start = FIRST_DAY + timedelta(minutes=15 * rng.randrange(0, 60_000))
    event = {
        "title": f"{rng.choice(TOPICS).title()} {rng.choice(KINDS)}",
        "creatorLastName": rng.choice(SURNAMES),
        "creatorEmail": f"{rng.choice(GIVEN)}{rng.randrange(100, 10_000)}@mail{rng.randrange(40)}.example.net",
        "startDate": iso(start),
        "endDate": iso(start + timedelta(minutes=15 * rng.randrange(1, 33))),
        "termsOfUse": True,
    }
    if rng.random() < 0.55:
        event["url"] = f"http://events{rng.randrange(80)}.example.com/e/{rng.randrange(10**7)}"
    return event


def shift_date(text, minutes):
    moment = datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)
    return iso(moment + timedelta(minutes=minutes))


def end_before_start(event, rng):
    if "startDate" in event and event["startDate"].startswith("20"):
        event["endDate"] = shift_date(event["startDate"], -15 * rng.randrange(1, 20))
    else:
        event.pop("endDate", None)


def end_at_start(event, rng):
    if "startDate" in event:
        event["endDate"] = event["startDate"]
    else:
        event.pop("endDate", None)


# Each fault leaves at least one attribute invalid, whatever faults came before it.
FAULTS = [
    lambda e, rng: e.pop("title", None),                                    # required
    lambda e, rng: e.__setitem__("title", None),                            # required (null)
    lambda e, rng: e.__setitem__("title", rng.choice(["Sync", "1:1", "Q&A"])),  # under 6 characters
    lambda e, rng: e.__setitem__("creatorLastName", rng.choice(["Wu", "Ng", "Oz"])),  # under 4
    lambda e, rng: e.__setitem__("creatorLastName", "Abcdefghij" * 4),     # over 30
    lambda e, rng: e.__setitem__("creatorLastName", e.get("creatorLastName", "Nowak") + "3"),  # a digit
    lambda e, rng: e.pop("creatorEmail", None),                             # required
    lambda e, rng: e.__setitem__("creatorEmail", "marta.example.net"),      # no @
    lambda e, rng: e.__setitem__("creatorEmail", "jonas@@mail.example.net"),  # two @
    lambda e, rng: e.__setitem__("url", "ftp://files.example.com/agenda"),  # not http(s)
    lambda e, rng: e.__setitem__("url", "see the intranet"),                # not a URL
    lambda e, rng: e.__setitem__("startDate", "2019-11-04T08:30:00Z"),      # before 2020
    end_before_start,                                                       # end before start
    end_at_start,                                                           # end not after start
    lambda e, rng: e.__setitem__("termsOfUse", False),                      # must be true
    lambda e, rng: e.pop("termsOfUse", None),                               # required
]


def record_line(event, number, id_field):
    """The record as one line of JSON, with its id first when asked for."""
    if id_field is not None:
        event = {id_field: f"ev-{number:07d}", **event}
    return json.dumps(event, ensure_ascii=False)


def cut_short(line):
    """The first half of a record's text: an object that never closes."""
    return line[: len(line) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=25_2026)
    parser.add_argument("--broken-share", type=float, default=0.30)
    parser.add_argument("--id-field", default=None, help="write a unique id first, under this name")
    parser.add_argument("--unreadable", type=int, action="append", default=[], metavar="LINE",
                        help="cut this line's record short (1 for the first line); repeatable")
    args = parser.parse_args()
    unreadable = set(args.unreadable)
    if any(line < 1 or line > args.count for line in unreadable):
        parser.error(f"--unreadable takes a line from 1 to {args.count}")

    rng = random.Random(args.seed)
    broken = 0
    with open(args.out, "w", encoding="utf-8") as out:
        for number in range(1, args.count + 1):
            event = valid_event(rng)
            if rng.random() < args.broken_share:
                broken += 1
                for fault in rng.sample(FAULTS, rng.choice([1, 1, 1, 2, 3])):
                    fault(event, rng)
            line = record_line(event, number, args.id_field)
            out.write(cut_short(line) if number in unreadable else line)
            out.write("\n")
    cut = f", {len(unreadable)} cut short" if unreadable else ""
    print(f"{args.count} records written to {args.out}, {broken} broken{cut}", file=sys.stderr)


if __name__ == "__main__":
    main()
