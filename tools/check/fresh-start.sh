#!/usr/bin/env bash
# `npm run check:fresh-start`: the README's commands as a newcomer types them on a fresh machine:
# a fresh clone of HEAD, an empty HOME (no cached Node, no build caches), the machine's own Node
# first on PATH (Debian's 20 here, older than the build needs), then `npm ci && npm start`; passes
# when the home page answers 200 with the site's title, `npm test`'s first step (tools/gate/preflight.sh,
# as `npm test -- --check`) finds a supported Node and every system package (and, told to look
# under an empty root, names each missing package and the command that installs them in one line, as
# the quick loop's `npx playwright test` and `npm run check:js-budget` do),
# `npm run serve` (the server alone) and `npm run dev` answer too, and the test suite's nginx serves
# the build from the clone's private folder; never a stack trace. Prints how long `npm ci` and `npm start` took.
# It tests what is committed: uncommitted changes are not in the clone. The clone builds in another time
# zone and locale than the machine's, and its build must equal the checkout's byte for byte.
# npm's download cache is the one this machine already has (`.ci/run`'s own `npm ci` fills it): its
# tarballs are found by their checksum, so it changes how long `npm ci` waits on the registry (two to
# five minutes on this machine from an empty cache), never what gets installed. Node 24 is still
# brought from the registry into the empty HOME.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
port="${FRESH_START_PORT:-4190}"
limit="${FRESH_START_SECONDS:-480}"
work="$(mktemp -d)"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The machine's node: the first on PATH that is not the cached Node 24 of bin/supported-node.sh.
system_node="$(which -a node | grep -v '/techhorizon/node24/' | head -n 1 || true)"
if [ -z "$system_node" ]; then
  echo "fresh-start: 0 passed, 1 failed (no system node on PATH)"
  exit 1
fi
echo "fresh-start: system $("$system_node" --version) at $system_node, a fresh clone of $(git -C "$repo" rev-parse --short HEAD), HOME empty"
git clone --quiet "$repo" "$work/site"
mkdir "$work/home"

# The newcomer's environment: this one without what `npm test` itself set (npm_*, INIT_CWD, and our
# PATH with the cached Node), a new HOME, the system node's folder first on PATH.
unset_args=()
for name in $(compgen -e); do
  case "$name" in npm_* | NPM_* | INIT_CWD | NODE_OPTIONS | NODE_CACHE_DIR | XDG_CACHE_HOME) unset_args+=(-u "$name") ;; esac
done
npm_cache="$(npm config get cache 2>/dev/null || true)"
# Another time zone and locale than this machine's: the clone's build must equal the gate's byte for
# byte (below). Kiritimati is UTC+14, so a date read in local time lands on another day; where the
# machine is already there, Pago Pago (UTC-11).
other_tz="Pacific/Kiritimati"
[ "$(date +%z)" != "+1400" ] || other_tz="Pacific/Pago_Pago"
other_lang="de_DE.UTF-8"
case "${LANG:-}" in de*) other_lang="en_US.UTF-8" ;; esac
newcomer=(env "${unset_args[@]}" HOME="$work/home" PATH="$(dirname "$system_node"):/usr/bin:/bin" PORT="$port" CI= TZ="$other_tz" LANG="$other_lang" ${npm_cache:+npm_config_cache="$npm_cache"})

started=$(date +%s)
(cd "$work/site" && "${newcomer[@]}" npm ci --prefer-offline --no-audit --no-fund) > "$work/npm-ci.log" 2>&1 || {
  tail -n 30 "$work/npm-ci.log"
  echo "fresh-start: 0 passed, 1 failed (npm ci)"
  exit 1
}
ci_seconds=$(($(date +%s) - started))

# Polls URL until it answers 200, the process PID has gone or SECONDS have passed; sets `status` to
# the last status and writes the last body to FILE.
wait_for_200() {
  local pid="$1" url="$2" seconds="$3" file="$4" since
  since=$(date +%s)
  status=""
  while [ $(($(date +%s) - since)) -lt "$seconds" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then break; fi
    status="$(curl -s -o "$file" -w '%{http_code}' "$url" 2>/dev/null || true)"
    [ "$status" = 200 ] && break
    sleep 1
  done
}

started=$(date +%s)
(cd "$work/site" && exec setsid "${newcomer[@]}" npm start) > "$work/npm-start.log" 2>&1 &
server_pid=$!
wait_for_200 "$server_pid" "http://127.0.0.1:$port/" "$limit" "$work/home.html"
start_seconds=$(($(date +%s) - started))

failures=()
[ "$status" = 200 ] || failures+=("the home page did not answer 200 within ${limit} s (last status: ${status:-none})")
grep -q '<title>[^<]*TechHorizon</title>' "$work/home.html" 2>/dev/null || failures+=("the home page has no TechHorizon title")
if ! "$system_node" -e 'process.exit(Number(process.versions.node.split(".")[0]) < 22 ? 0 : 1)'; then
  echo "fresh-start: the system node is recent, so npm start used it (nothing to bring)"
else
  grep -q 'older than the build needs' "$work/npm-start.log" || failures+=("npm start did not say it brought a supported Node")
fi
# The same commit built in another time zone and locale gives the same bytes as the gate's build in
# this checkout (npm test builds first; this step needs it, tools/gate/steps.ts): pages, feeds,
# sitemap, Markdown twins, images, scripts, host configs. Pagefind's filter and meta indexes are left
# out: Pagefind writes their maps in another order at each run, in any time zone (upstream,
# Pagefind/pagefind#638), and its entry file names them by hash. Only a checkout with nothing
# uncommitted is the commit the clone holds.
if [ -n "$(git -C "$repo" status --porcelain)" ]; then
  echo "fresh-start: the build in $other_tz is not compared: this checkout has uncommitted changes, the clone has not"
elif [ ! -f "$repo/build/client/index.html" ]; then
  failures+=("no build in this checkout to compare the clone's with (npm run build first)")
elif ! differ="$(diff -rq -x 'pagefind-entry.json*' -x '*.pf_filter*' -x '*.pf_meta*' "$repo/build" "$work/site/build" 2>&1)"; then
  failures+=("the build made in $other_tz with LANG=$other_lang differs from this checkout's: $(echo "$differ" | head -n 5 | tr '\n' ';')")
else
  echo "fresh-start: the clone's build, made in $other_tz with LANG=$other_lang, is byte for byte this checkout's ($(find "$repo/build" -type f | wc -l) files)"
fi

# The test suite's nginx on this clone's build: the clone sits in a folder only its owner may enter
# (mktemp -d), where nginx's workers, handed to `nobody` when nginx starts as root, answered 403 to
# everything; tools/support/nginx.ts has them read the build as the checkout's owner.
nginx_port=$((port + 3))
nginx_status="$(cd "$work/site" && NGINX_PORT="$nginx_port" node --input-type=module -e '
  const { nginxInstance } = await import("./tools/support/nginx.ts");
  const nginx = nginxInstance({ port: Number(process.env.NGINX_PORT) });
  nginx.start();
  try {
    const response = await fetch(`http://127.0.0.1:${nginx.port}/`);
    console.log(response.status);
  } finally {
    nginx.stop();
  }' 2>&1 | tail -n 1)"
[ "$nginx_status" = 200 ] || failures+=("nginx on a clone in a private folder answered ${nginx_status:-nothing}, not 200 (mode $(stat -c %a "$work"))")

# npm test's first step, as the newcomer's second command starts it.
stack_trace='^\s+at |ERR_[A-Z_]+|Node\.js v[0-9.]+ is not supported'
# `npm run serve`, the server without a rebuild, on the same build and the same system Node: it
# brings the supported Node as npm start does, rather than stopping on Node 20's missing type stripping.
serve_port=$((port + 2))
(cd "$work/site" && exec setsid "${newcomer[@]}" PORT="$serve_port" npm run serve) > "$work/npm-run-serve.log" 2>&1 &
serve_pid=$!
wait_for_200 "$serve_pid" "http://127.0.0.1:$serve_port/" 60 /dev/null
kill -- "-$serve_pid" 2>/dev/null || true
[ "$status" = 200 ] || failures+=("npm run serve did not answer within 60 s (last status: ${status:-none})")
if grep -Eq "$stack_trace" "$work/npm-run-serve.log"; then failures+=("npm run serve printed a stack trace"); fi

check_status=0
(cd "$work/site" && "${newcomer[@]}" npm test -- --check) > "$work/npm-test-check.log" 2>&1 || check_status=$?
[ "$check_status" = 0 ] || failures+=("npm test -- --check exited $check_status")
grep -q 'gate: ready: node v2[2-9]' "$work/npm-test-check.log" || failures+=("npm test -- --check did not run the gate on a supported Node")
missing_status=0
(cd "$work/site" && "${newcomer[@]}" SYSTEM_ROOT="$work/empty-root" npm test -- --check) > "$work/npm-test-missing.log" 2>&1 || missing_status=$?
[ "$missing_status" = 1 ] || failures+=("npm test with no system packages exited $missing_status, not 1")
grep -q '^npm test: missing system packages: chromium .*default-jre-headless\. Install them with: sudo apt-get install' "$work/npm-test-missing.log" || failures+=("npm test with no system packages did not name them and the command that installs them")
for log in npm-test-check npm-test-missing; do
  if grep -Eq "$stack_trace" "$work/$log.log"; then failures+=("$log printed a stack trace"); fi
done
# The README's quick loop on the same machine without its browsers and nginx: each command stops
# with one line naming what to install (tools/support/system-packages.ts), not a launcher's trace.
for quick in "npx playwright test e2e/contact.spec.ts" "npm run check:js-budget"; do
  log="$work/quick-${quick//[^a-z]/-}.log"
  quick_status=0
  # $quick unquoted: its words, split as the reader types them.
  (cd "$work/site" && "${newcomer[@]}" SYSTEM_ROOT="$work/empty-root" $quick) > "$log" 2>&1 || quick_status=$?
  [ "$quick_status" = 1 ] || failures+=("$quick with no system packages exited $quick_status, not 1")
  grep -q ': missing system packages: chromium.*Install them with: sudo apt-get install' "$log" || failures+=("$quick with no system packages did not name them and the command that installs them")
  if grep -Eq "$stack_trace" "$log"; then failures+=("$quick with no system packages printed a stack trace"); fi
done

# npm run dev, the editors' command, on the same machine: it answers, on a supported Node.
dev_port=$((port + 1))
(cd "$work/site" && exec setsid "${newcomer[@]}" npm run dev -- --port "$dev_port" --host 127.0.0.1) > "$work/npm-run-dev.log" 2>&1 &
dev_pid=$!
dev_started=$(date +%s)
wait_for_200 "$dev_pid" "http://127.0.0.1:$dev_port/about" 180 /dev/null
dev_status="$status"
kill -- "-$dev_pid" 2>/dev/null || true
[ "$dev_status" = 200 ] || failures+=("npm run dev did not answer /about within 180 s (last status: ${dev_status:-none})")
if grep -Eq "$stack_trace" "$work/npm-run-dev.log"; then failures+=("npm run dev printed a stack trace"); fi

echo "fresh-start: npm ci ${ci_seconds} s, npm start to the first answer ${start_seconds} s, npm run dev to its first answer $(($(date +%s) - dev_started)) s"
if [ ${#failures[@]} -gt 0 ]; then
  for log in npm-start npm-run-serve npm-test-check npm-test-missing npm-run-dev; do echo "── $log"; tail -n 15 "$work/$log.log"; done
  printf 'fresh-start: %s\n' "${failures[@]}"
  echo "fresh-start: 0 passed, 1 failed"
  exit 1
fi
grep -m1 'older than the build needs' "$work/npm-start.log" | sed 's/^/fresh-start: npm start said: /' || true
echo "fresh-start: 1 passed, 0 failed"
