#!/usr/bin/env bash
# The Debian packages `npm test` needs besides Node, each found by the file it installs; prints the
# names of those missing, on one line (nothing when every one is there). One list for `npm test`
# (tools/gate/preflight.sh says what is missing and the command that installs it) and `.ci/run` (which
# installs them). SYSTEM_ROOT looks under another root (the preflight's test).
#   Chromium and its headless shell: the end-to-end suite, the size and search checks, Lighthouse;
#   nginx: the server tests' second server; Firefox ESR, WebKitWebDriver, Xvfb: the smoke suites;
#   Java: the W3C HTML checker.
#   bash tools/gate/system-packages.sh                    the missing packages' names
#   bash tools/gate/system-packages.sh --say CMD [PKG…]  when any (of PKG, if named) is missing: one line
#                                                        on stderr, "CMD: missing system packages: …" with
#                                                        the command that installs them, and status 1
#                                                        (tools/gate/preflight.sh, tools/support/system-packages.ts)
root="${SYSTEM_ROOT:-}"
missing=()
[ -x "$root/usr/bin/chromium" ] || missing+=(chromium)
[ -x "$root/usr/bin/chromium-headless-shell" ] || missing+=(chromium-headless-shell)
[ -x "$root/usr/sbin/nginx" ] || missing+=(nginx-light)
[ -x "$root/usr/bin/firefox-esr" ] || missing+=(firefox-esr)
[ -x "$root/usr/bin/WebKitWebDriver" ] || missing+=(webkit2gtk-driver)
[ -x "$root/usr/bin/Xvfb" ] || missing+=(xvfb)
[ -x "$root/usr/bin/xauth" ] || missing+=(xauth)
[ -x "$root/usr/bin/java" ] || missing+=(default-jre-headless)
if [ "${1:-}" != "--say" ]; then
  echo "${missing[*]}"
  exit 0
fi
command="$2"
shift 2
if [ $# -gt 0 ]; then
  wanted=" $* "
  named=()
  for name in "${missing[@]}"; do [[ "$wanted" == *" $name "* ]] && named+=("$name"); done
  missing=("${named[@]}")
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "$command: missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y --no-install-recommends ${missing[*]} (or run bash .ci/run, which installs them)" >&2
exit 1
