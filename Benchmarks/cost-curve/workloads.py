"""Records of any width and rule files of any length, for the cost curve (cost_curve.py).

A record has WIDTH fields named by kind and place (text0, email1, count2, ...), the kinds taken in
turn from KINDS: short text, an email address, a whole number, a date, a URL, a boolean, a code and
a choice from a list. Each kind has valid values, invalid values and rule entries. A rule file of
COUNT entries gives them to the fields in turn (entry r goes to field r % WIDTH), so that every
field gets one before any gets two; a field's first entry is the one that refuses its invalid
values, and every later one accepts every valid value. About 30% of the records are broken: one to
three fields get an invalid value. A record is therefore invalid exactly when one of its broken
fields has a rule, and the generator keeps, for each field, how many records have their first
broken field there: expected_invalid() gives the count Verdict must report for any rule file.

The same seed always gives the same records.
"""
import json
import random

TOPICS = ["budget", "roadmap", "hiring", "security", "release", "customer", "platform", "research"]
NOUNS = ["meeting", "review", "plan", "report", "briefing", "summary", "workshop"]
PEOPLE = ["marta", "jonas", "aiko", "chidi", "elin", "paolo", "vera", "hugo"]
COLOURS = ["red", "green", "blue", "amber"]

# Rules every string kind can take beyond its own, each accepting every valid value of these kinds
# (all under 100 characters): the ever-longer supply a rule file of 1,000 entries draws from.
STRING_EXTRAS = ['"maxLength", {length}', '"type", "string"', '"lengthRange", 1, {length}', '"minLength", 1']


class Kind:
    """A kind of field: its valid and invalid values, and its rule entries.

    rules: the entries a field of this kind gets first, in order; the first refuses every invalid
    value. extras: templates for the entries after those, taken in turn; their limits grow with each
    turn, above every valid value: {length} from 100 (characters), {number} from 1000, {year} from 2100.
    """

    def __init__(self, name, valid, invalid, rules, extras=STRING_EXTRAS):
        self.name, self.valid, self.invalid, self.rules, self.extras = name, valid, invalid, rules, extras

    def rule(self, turn):
        """The rule of this kind's field's entry number turn (0 for its first), as Lua after the name."""
        if turn < len(self.rules):
            return self.rules[turn]
        extra = turn - len(self.rules)
        return self.extras[extra % len(self.extras)].format(length=100 + extra, number=1000 + extra, year=2100 + extra % 800)


def _date(rng):
    return f"2025-{rng.randrange(1, 13):02d}-{rng.randrange(1, 29):02d}T{rng.randrange(24):02d}:{rng.choice(['00', '15', '30', '45'])}:00Z"


KINDS = [
    Kind("text", lambda rng: f"{rng.choice(TOPICS).title()} {rng.choice(NOUNS)}",
         lambda rng: rng.choice(["ab", "Q", "no"]),
         ['"minLength", 3', '"required"', '"maxLength", 60']),
    Kind("email", lambda rng: f"{rng.choice(PEOPLE)}{rng.randrange(100, 10_000)}@mail{rng.randrange(40)}.example.net",
         lambda rng: rng.choice(["marta.example.net", "jonas@@mail.example.net"]),
         ['"email"', '"required"', '"maxLength", 254']),
    Kind("count", lambda rng: rng.randrange(0, 1000),
         lambda rng: rng.choice([-1, 5000]),
         ['"integer", min = 0, max = 999', '"required"', '"type", "integer"'],
         ['"max", {number}', '"type", "integer"', '"range", 0, {number}', '"number"']),
    Kind("date", _date,
         lambda rng: rng.choice(["2019-11-04T08:30:00Z", "2018-02-01T10:00:00Z"]),
         ['"laterThanOrEqualTo", "2020-01-01T00:00:00Z"', '"required"', '"earlierThan", "2100-01-01T00:00:00Z"'],
         ['"earlierThan", "{year}-01-01T00:00:00Z"', '"type", "string"', '"laterThan", "2000-01-01T00:00:00Z"']),
    Kind("url", lambda rng: f"http://events{rng.randrange(80)}.example.com/e/{rng.randrange(10**7)}",
         lambda rng: rng.choice(["ftp://files.example.com/agenda", "see the intranet"]),
         ['"url"', '"required"', '"maxLength", 200']),
    Kind("flag", lambda rng: True,
         lambda rng: False,
         ['"trueValue"', '"required"', '"type", "boolean"'],
         ['"type", "boolean"', '"boolean"', '"boolean", strict = true']),
    Kind("code", lambda rng: f"{''.join(rng.choice('ABCDEFGH') for _ in range(3))}-{rng.randrange(1000, 10_000)}",
         lambda rng: rng.choice(["abc-12", "ABCD-123"]),
         ['"regex", "[A-Z]{3}-[0-9]{4}"', '"required"', '"exactLength", 8']),
    Kind("choice", lambda rng: rng.choice(COLOURS),
         lambda rng: rng.choice(["purple", "RED"]),
         ['"in", { "red", "green", "blue", "amber" }', '"required"', '"type", "string"']),
]


def field_kind(index):
    """The kind of the field at index (0 for the first)."""
    return KINDS[index % len(KINDS)]


def field_name(index):
    """The name of the field at index: its kind and its place, text0, email1, ..."""
    return f"{field_kind(index).name}{index}"


def write_records(path, count, width, seed=49, broken_share=0.30):
    """Writes count records of width fields as JSON Lines to path; returns what expected_invalid reads.

    The result: {"records": count, "width": width, "first_broken": [n0, n1, ...]}, where n_i counts
    the records whose first broken field is field i.
    """
    rng = random.Random(seed)
    names = [field_name(index) for index in range(width)]
    kinds = [field_kind(index) for index in range(width)]
    first_broken = [0] * width
    with open(path, "w", encoding="utf-8") as out:
        for _ in range(count):
            record = {name: kind.valid(rng) for name, kind in zip(names, kinds)}
            if rng.random() < broken_share:
                broken = rng.sample(range(width), min(width, rng.choice([1, 1, 1, 2, 3])))
                for index in broken:
                    record[names[index]] = kinds[index].invalid(rng)
                first_broken[min(broken)] += 1
            out.write(json.dumps(record))
            out.write("\n")
    return {"records": count, "width": width, "first_broken": first_broken}


def rule_entries(width, count):
    """The count rule entries of a model of width fields, as (field index, Lua after the name)."""
    return [(entry % width, field_kind(entry % width).rule(entry // width)) for entry in range(count)]


def rule_file(model, width, count):
    """A rule file (Lua) of one model with count rule entries on fields of width fields."""
    lines = [f"-- Generated by Benchmarks/cost-curve/workloads.py: {count} rules on {width} fields.",
             "return {", f'  model = "{model}",', "  rules = {"]
    lines += [f'    {{ "{field_name(index)}", {rule} }},' for index, rule in rule_entries(width, count)]
    lines += ["  },", "}", ""]
    return "\n".join(lines)


def covered_fields(width, count):
    """How many fields, from the first, have at least one of count rule entries."""
    return min(width, count)


def expected_invalid(meta, covered):
    """The records a rule file covering the first covered fields must find invalid."""
    return sum(meta["first_broken"][:covered])
