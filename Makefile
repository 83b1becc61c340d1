# Verdict — build, test and demo. Every target installs what is missing first and is idempotent.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
RULES ?= rules
# The package's traits at its root: `CLI` builds the `verdict` command line and, through it, the
# `Hummingbird` and `Bundles` traits. A package depending on Verdict gets the default traits, which
# are empty: it resolves no package (README, "Dependencies"). Every build and test here passes the
# same traits, so that no step rebuilds what another built.
TRAITS ?= --traits CLI

.PHONY: all deps schema-tools build release portable spark test demo bench cost-curve clean tsan fuzz fuzz-merge stress packages integrations core-only lint fence links docs reference workbench-e2e fleet man completions install-extras extras-check

all: build

# Lua 5.4 comes from the system (Debian: liblua5.4-dev), found through pkg-config.
deps:
	@if ! pkg-config --exists lua5.4 2>/dev/null; then \
		echo "verdict: installing liblua5.4-dev and pkg-config (apt-get)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq liblua5.4-dev pkg-config; \
	fi

# The independent validators the schema tests check `verdict schema` with (Python's jsonschema,
# regress, openapi-spec-validator), and the readers the report tests read `verdict check --format
# sarif` and `verdict test --format junit` with (sarif-tools, xmlschema, junitparser): a virtual
# environment in .build/schema-python, from PyPI.
schema-tools:
	@scripts/schema-tools.sh >/dev/null

build: deps
	$(SWIFT) build $(TRAITS)

# The command line to use, to measure and to ship: release, with Swift's runtime and Foundation linked
# into the binary (--static-swift-stdlib), so that it runs where Swift is not installed and each run
# starts about 10 ms sooner (no Swift library is loaded, relocated and bound). Lua, libstdc++ and
# zlib are linked in too, from Debian's static libraries (scripts/static-libs.sh says how), and
# libgcc (-static-libgcc): ldd lists glibc's libraries alone. Measured against Lua shipped beside it
# (liblua5.4.so.0 with an rpath of $$ORIGIN): the same start-up (10 ms), the same time on built-in
# rules and 5% less CPU on rules written in Lua, in one file (Benchmarks/README.md, "Verdict on
# Apache Spark"). In .build/release.
STATIC_LIBS = $(CURDIR)/.build/static-libs
release: deps
	@scripts/static-libs.sh $(STATIC_LIBS)
	PKG_CONFIG_PATH=$(STATIC_LIBS)/pkgconfig $(SWIFT) build $(TRAITS) -c release --static-swift-stdlib --product verdict \
		-Xswiftc -Xclang-linker -Xswiftc -static-libgcc

# The binary to copy to other Linux machines (x86-64, glibc 2.36 or later, as Debian 12 builds it):
# the release binary without its debug information (100 MiB instead of 146; its symbols stay, for
# crash reports), in .build/portable/verdict. Fails unless ldd lists only glibc's libraries and it
# validates in an empty environment (scripts/check-portable.sh, which also says what it loads later).
PORTABLE = .build/portable
portable: release
	@mkdir -p $(PORTABLE)
	strip --strip-debug -o $(PORTABLE)/verdict .build/release/verdict
	@scripts/check-portable.sh $(PORTABLE)/verdict

# Verdict on Apache Spark, for real (examples/spark/README.md): PySpark 4.3 in .build-spark/venv and
# Java from Debian when missing (examples/spark/setup.sh), then examples/spark/end_to_end.sh:
# SPARK_RECORDS generated events (one cut short) validated by the recipe's job in local mode through
# the portable binary, every id's verdict compared with one `verdict` process on the same file.
# Once installed and built, 62 to 86 s here (2 cores); installing took 38 s, generating the file 25 s,
# and on a fresh clone the release build 6 minutes (Benchmarks/README.md, "Verdict on Apache Spark").
SPARK_RECORDS ?= 1000000
spark: portable
	SPARK_RECORDS=$(SPARK_RECORDS) examples/spark/end_to_end.sh $(PORTABLE)/verdict

# Tests run one at a time: several end-to-end tests wait on child processes, and on a 2-core
# machine parallel tests would starve Swift's cooperative thread pool and trip time limits. The
# schema tests compare exported schemas with Verdict through the validators of schema-tools. The
# cost curve's generators are tested first (under a second, Python's standard library alone).
test: deps schema-tools
	python3 -m unittest discover -q -s Benchmarks/cost-curve
	$(SWIFT) test $(TRAITS) --no-parallel

# The manual page and the shell completion scripts, from the command definitions: `make man` writes
# .build/extras/verdict.1 with swift-argument-parser's generate-manual plugin (which builds the
# package's executables first), `make completions` the bash, zsh and fish scripts `verdict
# --generate-completion-script` prints. `make install-extras` installs them under $(DESTDIR)$(PREFIX)
# (default /usr/local) where man, bash-completion, zsh and fish look; `make extras-check` (CI)
# installs them into a scratch DESTDIR and checks them (scripts/check-extras.sh).
PREFIX ?= /usr/local
EXTRAS = .build/extras
MANUAL = .build/plugins/GenerateManual/outputs/VerdictCLI/verdict.1

man: deps
	$(SWIFT) package $(TRAITS) generate-manual --configuration debug
	@mkdir -p $(EXTRAS)
	cp $(MANUAL) $(EXTRAS)/verdict.1

completions: build
	@mkdir -p $(EXTRAS)
	@bin=$$($(SWIFT) build $(TRAITS) --show-bin-path)/verdict; \
	for shell in bash zsh fish; do \
		$$bin --generate-completion-script $$shell > $(EXTRAS)/verdict.$$shell || exit 1; \
	done

install-extras: man completions
	install -d $(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 644 $(EXTRAS)/verdict.1 $(DESTDIR)$(PREFIX)/share/man/man1/verdict.1
	install -m 644 $(EXTRAS)/verdict.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/verdict
	install -m 644 $(EXTRAS)/verdict.zsh $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_verdict
	install -m 644 $(EXTRAS)/verdict.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/verdict.fish

extras-check: build
	@scratch=$$(mktemp -d); trap 'rm -rf "$$scratch"' EXIT; \
	$(MAKE) --no-print-directory install-extras PREFIX=/usr DESTDIR=$$scratch && \
	scripts/check-extras.sh $$scratch/usr "$$($(SWIFT) build $(TRAITS) --show-bin-path)/verdict"

# Validates the example data against the shipped rules and runs the rules' examples. Invalid
# records are the point of the demo (exit status 1); only a broken setup (2) fails it.
DEMO_RUNS = \
	"--model CalendarEvent examples/data/events.jsonl" \
	"--model User --scenario register --strict examples/data/signups.csv" \
	"--model ContactForm examples/data/contacts.yaml"

demo: build
	@bin=$$($(SWIFT) build --show-bin-path)/verdict; \
	for run in $(DEMO_RUNS); do \
		echo; echo "\$$ verdict validate --rules $(RULES) $$run"; \
		$$bin validate --rules $(RULES) $$run; status=$$?; \
		if [ $$status -gt 1 ]; then exit $$status; fi; \
	done; \
	echo; echo "\$$ verdict test --rules $(RULES)"; $$bin test --rules $(RULES)

# The concurrency suites under ThreadSanitizer: tasks validating through one engine while another
# reloads it, the runtime pool, the Linux remote transport (a transfer cancelled from its task), a
# rule set's kept messages (64 tasks at once), a Form shared between tasks, and the Lua watchdog
# (calls armed as they end, nested coroutines, many states at once, states released meanwhile). Its own scratch path, as sanitized objects
# cannot be mixed with a normal build. Any race makes the run fail.
TSAN_SUITES ?= RuleEngineConcurrencyTests|RuntimePoolTests|CurlTransportTests|MessageCacheTests|FormTests|LuaWatchdogTests|WorkerPoolTests
tsan: deps
	TSAN_OPTIONS="halt_on_error=1 $$TSAN_OPTIONS" $(SWIFT) test $(TRAITS) --sanitize=thread --scratch-path .build-tsan \
		--filter '$(TSAN_SUITES)'

# Benchmarks/ is a package of its own (ordo-one/benchmark), built in release in .build-bench;
# `make test` never builds it. BENCH_ARGS passes options, e.g. BENCH_ARGS="--target Core".
bench: deps
	cd Benchmarks && $(SWIFT) package --scratch-path ../.build-bench benchmark --no-progress $(BENCH_ARGS)

# The cost curve (Benchmarks/README.md, "The cost curve"): the wall time and peak memory of `verdict
# validate --format json` as the records (10k to 10M, beside the side-by-side's peers), the fields of
# a record, the rules of a model and the jobs grow; PNG charts, results.csv and results.json in
# Benchmarks/cost-curve/charts. Python with matplotlib and the peers in .build/bench-python (pinned in
# Benchmarks/cost-curve/requirements.txt), GNU time for the peak memory; the generators' tests run
# first. Records are generated once into /tmp/verdict-cost-curve: 9 min 22 s here with them there,
# about 3 minutes more the first time (10M records, 2.2 GB); QUICK=1 tries it on small sizes in under a minute (into the cache, not the charts),
# RUNS=N takes the median of N runs a point (3), VERDICT_BIN=PATH measures that binary instead of
# building the release one.
COST_CURVE_PYTHON = scripts/python-venv.sh $(CURDIR)/.build/bench-python Benchmarks/cost-curve/requirements.txt "the cost curve's packages"
cost-curve: $(if $(VERDICT_BIN),,release)
	@scripts/require-tools.sh /usr/bin/time:time
	@python=$$($(COST_CURVE_PYTHON)) && \
	$$python -m unittest discover -q -s Benchmarks/cost-curve && \
	VERDICT_BIN=$(or $(VERDICT_BIN),.build/release/verdict) $$python Benchmarks/cost-curve/cost_curve.py

# libFuzzer targets (Fuzz/, a package of its own built in .build-fuzz with -sanitize=fuzzer,address):
# JSON reader, record readers, Lua value bridge, rule-file loader, syntax rules. Each replays its
# kept crash inputs, then fuzzes for FUZZ_SECONDS; prints executions and crashes per target.
# FUZZ_TARGETS picks some; `make fuzz-merge` also minimizes what was found into Fuzz/Corpus/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh $(FUZZ_TARGETS)

fuzz-merge: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_MERGE=1 scripts/fuzz.sh $(FUZZ_TARGETS)

# Everything at once, bounded (under 20 minutes here): hostile scripts, fuzzing, ThreadSanitizer,
# `verdict serve` reloading under load, input faults, remote faults, `verdict serve` with a rule calling its
# own server and with 200 slow clients. Prints a summary table (scripts/stress.sh).
# Besides Swift and Lua it needs wrk (the serve steps' load), GNU time (peak memory of the long
# line) and bc, installed with apt-get when missing (scripts/require-tools.sh).
STRESS_FUZZ_SECONDS ?= 20
STRESS_TOOLS = wrk /usr/bin/time:time bc
stress: deps
	@scripts/require-tools.sh $(STRESS_TOOLS)
	STRESS_FUZZ_SECONDS=$(STRESS_FUZZ_SECONDS) scripts/stress.sh

# Builds, without running them, the packages `make test` leaves out: Fuzz (debug, linked with
# libFuzzer's entry point) and Benchmarks. CI runs it, so that a change of access level or a stale
# benchmark cannot break them unseen.
packages: deps
	cd Fuzz && $(SWIFT) build --scratch-path ../.build-fuzz-check -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
	cd Benchmarks && $(SWIFT) build --scratch-path ../.build-bench-check

# Integrations/VerdictVapor is a package of its own (it depends on this one by path, and on Vapor),
# so that `make test` and the core's users never build Vapor. Its tests build and start its example.
# CI runs it: the first build of the package and its tests took 4 min 55 s here (2 cores, from an
# empty .build, measured once; the figure may include waiting for the machine's build lock), its 11
# tests under a second.
integrations: deps
	$(SWIFT) test --package-path Integrations/VerdictVapor --no-parallel

# Integrations/CoreOnly is an app's view of Verdict: a package depending on the `Verdict` product
# alone, with the default traits. Built from nothing in .build-core-only, it loads the document
# `verdict export` writes from rules/ (models needing Lua left out) and validates records, its
# output compared with Integrations/CoreOnly/expected.txt; then the resolved graph must hold
# Verdict alone (scripts/core-only-dependencies.py). CI runs it; its first build took 22 to 30 s
# here (README, "Dependencies").
CORE_ONLY = .build-core-only
core-only: build
	@scripts/require-tools.sh python3
	rm -rf $(CORE_ONLY) && mkdir -p $(CORE_ONLY)/document
	$$($(SWIFT) build $(TRAITS) --show-bin-path)/verdict export --rules $(RULES) --output $(CORE_ONLY)/document/rules.json
	@start=$$(date +%s); \
	$(SWIFT) build --package-path Integrations/CoreOnly --scratch-path $(CORE_ONLY) || exit 1; \
	echo "core-only: first clean build took $$(( $$(date +%s) - start )) s"
	$(CORE_ONLY)/debug/CoreOnlyCheck $(CORE_ONLY)/document/rules.json > $(CORE_ONLY)/document/output.txt
	diff -u Integrations/CoreOnly/expected.txt $(CORE_ONLY)/document/output.txt
	$(SWIFT) package --package-path Integrations/CoreOnly --scratch-path $(CORE_ONLY) show-dependencies --format json \
		| python3 scripts/core-only-dependencies.py

# Writes the generated parts of docs/rule-files.md (the rule catalog, the model keys, the entry
# options, `verdict` and `ctx`); a test fails when the file and the code disagree. The markers are
# filled in by scripts/reference.py, so python3 is installed with apt-get when missing.
reference: build
	@scripts/require-tools.sh python3
	$$($(SWIFT) build --show-bin-path)/verdict rules --markdown | python3 scripts/reference.py docs/rule-files.md

# The rule workbench (`verdict serve --workbench`) in a real headless browser: Debian's chromium
# and chromium-driver (apt-get) and Selenium (pip, in .build-e2e/venv), installed when missing by
# Tests/WorkbenchE2E/setup.sh. Serves a copy of rules/; screenshots go to WORKBENCH_SHOTS. Then the page
# of `verdict validate --report` in the same browser: it renders, and its numbers are the JSON summary's.
WORKBENCH_SHOTS ?= .build-e2e/screenshots
workbench-e2e: build
	@python=$$(Tests/WorkbenchE2E/setup.sh); \
	$$python Tests/WorkbenchE2E/workbench_e2e.py "$$($(SWIFT) build --show-bin-path)/verdict" $(RULES) \
		--screenshots $(WORKBENCH_SHOTS) && \
	$$python Tests/WorkbenchE2E/report_e2e.py "$$($(SWIFT) build --show-bin-path)/verdict" $(RULES) \
		--screenshots $(WORKBENCH_SHOTS)

# Rule bundles on a fleet (Tests/Fleet): three `verdict serve --bundle` instances and one over HTTPS
# polling a real nginx on loopback (installed from Debian when missing, started with a configuration
# of its own): publishing, key rotation, refused bundles, nginx down, the cache, readiness.
fleet: build
	@Tests/Fleet/setup.sh
	python3 Tests/Fleet/fleet_test.py "$$($(SWIFT) build --show-bin-path)/verdict"

# swift format's lint, strict, over every Swift file of the repository (.swift-format holds the style),
# after the fence around tuned code and the link check of the Markdown files.
lint: fence links
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests examples Benchmarks Fuzz Integrations/VerdictVapor/Package.swift \
		Integrations/CoreOnly/Package.swift Integrations/CoreOnly/Sources \
		Integrations/VerdictVapor/Sources Integrations/VerdictVapor/Tests Integrations/VerdictVapor/Examples

# The fence around tuned code: `@exclusivity(unchecked)`, `nonisolated(unsafe)`, `@unchecked Sendable`,
# `Unmanaged`, `unowned(unsafe)` and `Unsafe*`/`withUnsafe*` only in the files scripts/tuned-code.txt
# lists, as many times as it says and why (the index of tuned code); a stale entry fails too.
# The check's own test: `python3 -m unittest scripts/test_check_fence.py`.
fence:
	@scripts/require-tools.sh python3
	python3 scripts/check-fence.py

# Every relative link and anchor of README.md, CONTRIBUTING.md, docs/, Benchmarks/ and the DocC
# articles must resolve; external links are listed by `scripts/check-links.py --external`, never fetched.
links:
	@scripts/require-tools.sh python3
	python3 scripts/check-links.py

# The DocC documentation of the libraries (swift-docc-plugin), failing on any warning: a symbol
# link that does not resolve, an article that does not exist, a parameter left undocumented. Then
# every public symbol must be curated in a Topics group and have a summary line
# (scripts/check-docs.py reads the symbol graphs DocC was given). Archives: .build/plugins/Swift-DocC/outputs/.
DOCS_TARGETS = Verdict VerdictLua VerdictTesting VerdictBundle
docs: deps
	@scripts/require-tools.sh python3
	$(SWIFT) package $(TRAITS) generate-documentation $(addprefix --target ,$(DOCS_TARGETS)) --warnings-as-errors
	python3 scripts/check-docs.py $(DOCS_TARGETS)

clean:
	rm -rf .build .build-core-only .build-tsan .build-fuzz .build-stress .build-fuzz-check .build-bench-check .build-e2e .build-spark
