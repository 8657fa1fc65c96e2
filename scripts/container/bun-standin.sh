#!/usr/bin/env bash
# Builds localhost/bun-standin:<bun version>, a local stand-in for the official
# oven/bun:<version>-slim image (Debian bookworm, Bun at /usr/local/bin/bun, user
# bun uid 1000, WORKDIR /home/bun/app), for machines that cannot pull images.
# Once per machine: an existing image is kept, so reruns take a second.
set -euo pipefail
POD=(podman --runtime runc --cgroup-manager cgroupfs)
version=$(bun --version)
image="localhost/bun-standin:$version"
if "${POD[@]}" image exists "$image"; then echo "$image (cached)"; exit 0; fi

root=$(mktemp -d /tmp/bun-standin-rootfs.XXXXXX)
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
cp "$(readlink -f "$(command -v bun)")" "$root/usr/local/bin/bun"
chroot "$root" sh -c 'useradd -u 1000 -m -s /bin/sh bun; mkdir -p /home/bun/app; chown bun:bun /home/bun/app'
# The machine may reach the registry through a TLS proxy: the image trusts the host's CA bundle.
mkdir -p "$root/etc/ssl/certs"
cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$root/etc/ssl/certs/host-ca.crt"
tar -C "$root" -c . | "${POD[@]}" import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca.crt' --change 'ENV SSL_CERT_FILE=/etc/ssl/certs/host-ca.crt' \
  --change 'WORKDIR /home/bun/app' --change 'CMD ["/usr/local/bin/bun"]' - "$image" >/dev/null
echo "$image (built)"
