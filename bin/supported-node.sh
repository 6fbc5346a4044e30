#!/usr/bin/env bash
# Puts a Node that the build supports first on PATH: the running one when package.json's "engines"
# range admits it, else Node 24 from the npm registry, kept in a cache folder. One script for
# `npm start` and `.ci/run`, so a fresh machine with an older system Node (Debian's 20) serves the
# site with the README's two commands.
#   bash bin/supported-node.sh CMD [ARG…]   runs CMD with a supported node
#   source bin/supported-node.sh            the same PATH for the rest of a script
# NODE_CACHE_DIR moves the cache (default: ~/.cache/techhorizon/node24).

_supported_node_main() {
  local repo cache arch minimum
  repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  cache="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/techhorizon/node24}"
  # The engines range is ">=MAJOR.MINOR": the one place the minimum is written.
  minimum="$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$repo/package.json" | head -n 1)"

  if ! command -v node >/dev/null 2>&1 || ! node -e '
    const [a, b] = process.versions.node.split(".").map(Number);
    const [x, y = 0] = process.argv[1].split(".").map(Number);
    process.exit(a > x || (a === x && b >= y) ? 0 : 1);' "$minimum"; then
    local found
    found="$(command -v node >/dev/null 2>&1 && node --version || echo none)"
    # npm reads its global config (registry, CA file) from beside the running node; keep the
    # machine's when node comes from the cache.
    local globalconfig
    globalconfig="$(npm config get globalconfig 2>/dev/null || true)"
    if [ -f "$globalconfig" ]; then export npm_config_globalconfig="$globalconfig"; fi
    if ! "$cache/node_modules/.bin/node" --version >/dev/null 2>&1; then
      # node-linux-<arch> ships its binary in the package; `node@24` would need an install script,
      # which npm may block.
      arch="$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"
      echo "node $found is older than the build needs (>=$minimum): installing Node 24 from the npm registry into $cache" >&2
      npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-$arch@24" >&2 || return 1
      mkdir -p "$cache/node_modules/.bin"
      ln -sf "../node-linux-$arch/bin/node" "$cache/node_modules/.bin/node"
    else
      echo "node $found is older than the build needs (>=$minimum): using Node $("$cache/node_modules/.bin/node" --version) from $cache" >&2
    fi
    export PATH="$cache/node_modules/.bin:$PATH"
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  _supported_node_main
  exec "$@"
else
  _supported_node_main
fi
