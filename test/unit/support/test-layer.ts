/**
 * A layer for one service built from only the methods a test gives: any other
 * member dies when used, naming itself, so a unit test states exactly which
 * parts of its dependencies the service under test may touch.
 */
import { Context, Effect, Layer } from "effect"

export const makeTestLayer = <I, S extends object>(tag: Context.Tag<I, S>) => (given: Partial<S>): Layer.Layer<I> => {
  const missing = (name: string) => () => Effect.die(`${tag.key}.${name} is not given in this test`)
  const service = new Proxy(given, {
    get: (target, property) =>
      property in target ? Reflect.get(target, property) : typeof property === "string" ? missing(property) : undefined
  })
  // The proxy answers every member of S (the missing ones die), which the compiler cannot see.
  return Layer.succeed(tag, service as S)
}
