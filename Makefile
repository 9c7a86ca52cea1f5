# The commands a newcomer needs: `make run` and `make test`. Everything installs what it lacks.
SHELL := /bin/bash
NPM_STAMP := node_modules/.package-lock.json
TSX := node_modules/.bin/tsx

.PHONY: run test test-mysql test-heavy test-ha test-ha-long gen gen-check build bench fuzz lint typecheck clean

$(NPM_STAMP): package.json package-lock.json
	npm install --no-audit --no-fund
	@touch $(NPM_STAMP)

# Starts the server on the embedded SQLite database under ./var (SVC_* variables override).
# generated/ is committed: a production install (npm ci --omit=dev) has no generator and runs it as it is;
# otherwise it is regenerated when stale, checked in full only when an input changed (tools/gen-if-stale).
run: $(NPM_STAMP)
	@tools/gen-if-stale
	$(TSX) runtime/main.ts

# Compiles the server to JavaScript in dist/ (started by `npm start`: node dist/runtime/main.js).
build: $(NPM_STAMP)
	npm run build

# The heavy tests: fuzzing, fault injection (kill -9, a second mariadbd, a full file system), the
# pages driven in Chromium, and the generator run on a copy of the checkout (make run's stamp). `make test` and `make test-mysql` leave them out to stay within minutes;
# `make test-heavy` runs them on SQLite and on MariaDB, and CI runs all three (test/README.md).
HEAVY_TESTS := test/blackbox/fuzz.test.ts test/blackbox/faults-kill.test.ts test/blackbox/faults-mariadb.test.ts \
	test/blackbox/storage-full.test.ts test/blackbox/docs-page.test.ts test/blackbox/typed-client-browser.test.ts \
	test/codegen/gen-if-stale.test.ts test/blackbox/original-console-dialogs.test.ts
VITEST := node_modules/.bin/vitest run

# The cluster of deploy/cluster/ under failure (three Galera nodes, three servers, HAProxy, Redis Sentinel):
# a database of its own, so it runs once, outside `make test`; about two minutes. `make test-ha-long`
# runs its Galera failure longer (test/README.md).
HA_TESTS := test/ha/cluster.test.ts

# Unit, generator and black-box tests on SQLite. SVC_TEST_DB=mysql runs the black-box tests on
# MariaDB/MySQL (SVC_TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306).
test: $(NPM_STAMP)
	@tools/test-packages
	$(VITEST) $(addprefix --exclude ,$(HEAVY_TESTS) $(HA_TESTS))

test-mysql: $(NPM_STAMP)
	@tools/test-packages
	SVC_TEST_DB=mysql $(VITEST) test/blackbox $(addprefix --exclude ,$(HEAVY_TESTS))

# faults-mariadb (a mariadbd of its own) and the generator's run use no test database: once is enough
ONE_DATABASE_TESTS := test/blackbox/faults-mariadb.test.ts test/codegen/gen-if-stale.test.ts
test-heavy: $(NPM_STAMP)
	$(VITEST) $(HEAVY_TESTS)
	SVC_TEST_DB=mysql $(VITEST) $(filter-out $(ONE_DATABASE_TESTS),$(HEAVY_TESTS))

test-ha: $(NPM_STAMP)
	$(VITEST) $(HA_TESTS)

test-ha-long: $(NPM_STAMP)
	HA_LONG=1 $(VITEST) $(HA_TESTS)

# A long fuzzing run on SQLite (FUZZ_RUNS requests per seed; FUZZ_SEED replays a printed seed;
# SVC_TEST_DB=mysql for MariaDB). The suite itself runs a short one.
fuzz: $(NPM_STAMP)
	FUZZ_RUNS=$${FUZZ_RUNS:-20000} node_modules/.bin/vitest run test/blackbox/fuzz.test.ts

gen: $(NPM_STAMP)
	$(TSX) codegen/main.ts

gen-check: $(NPM_STAMP)
	$(TSX) codegen/main.ts --check

typecheck: $(NPM_STAMP)
	node_modules/.bin/tsc --noEmit -p .

lint: typecheck

bench: $(NPM_STAMP)
	$(TSX) bench/run.ts
	$(TSX) bench/live.ts
	$(TSX) bench/transfer.ts
	$(TSX) bench/cluster.ts

clean:
	rm -rf var bench/out dist
