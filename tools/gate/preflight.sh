#!/usr/bin/env bash
# `npm test`'s first step: a Node the build supports (bin/supported-node.sh: the machine's, or
# Node 24 brought from the npm registry) and the Debian packages the gate drives
# (tools/gate/system-packages.sh). What is missing is said in one line with the command that brings it,
# never a stack trace; then it runs the rest of its arguments.
#   bash tools/gate/preflight.sh CMD [ARG…]
set -euo pipefail
cd "$(dirname "$0")/../.."
source bin/supported-node.sh || {
  echo "npm test: no supported Node (>= the engines range in package.json) and none could be brought from the npm registry: install Node 24" >&2
  exit 1
}
bash tools/gate/system-packages.sh --say "npm test" || exit 1
exec "$@"
