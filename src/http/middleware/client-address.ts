/**
 * The client's address for per-address limits. Behind `hops` trusted proxies,
 * each appends the address it saw to X-Forwarded-For, so the entry `hops`
 * from the right is the one the outermost trusted proxy saw; everything left
 * of it was written by the client and is ignored. Without trusted proxies the
 * socket address counts.
 */
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Option } from "effect"

export const clientAddress = (request: HttpServerRequest.HttpServerRequest, hops: number): string => {
  const socket = Option.getOrElse(request.remoteAddress, () => "unknown")
  if (hops === 0) return socket
  const chain = (request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  // Fewer entries than proxies: the leftmost is the nearest to the client we have.
  return chain[Math.max(0, chain.length - hops)] ?? socket
}
