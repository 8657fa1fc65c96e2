import { expect, test } from "bun:test"
import { makeRecentMap } from "../../../src/domain/recent-map.js"

test("keeps at most its capacity, forgetting the least recently used first", () => {
  const recent = makeRecentMap<string, number>(3)
  for (const [i, key] of ["a", "b", "c"].entries()) recent.set(key, i)
  expect(recent.get("a")).toBe(0) // "a" is now the most recent; "b" the least
  recent.set("d", 3)
  expect(recent.size()).toBe(3)
  expect(recent.get("b")).toBeUndefined()
  expect([recent.get("a"), recent.get("c"), recent.get("d")]).toEqual([0, 2, 3])
})

test("setting a key again replaces its value without growing", () => {
  const recent = makeRecentMap<string, number>(2)
  recent.set("a", 1)
  recent.set("a", 2)
  recent.set("b", 3)
  expect(recent.size()).toBe(2)
  expect(recent.get("a")).toBe(2)
})

test("ten thousand merchants through a map of 4,096 leave 4,096 entries", () => {
  const recent = makeRecentMap<string, number>(4096)
  for (let i = 0; i < 10_000; i++) recent.set(`merchant-${i}`, i)
  expect(recent.size()).toBe(4096)
  expect(recent.get("merchant-9999")).toBe(9999)
  expect(recent.get("merchant-0")).toBeUndefined()
})
