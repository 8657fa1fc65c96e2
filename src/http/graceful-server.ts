/**
 * The Bun HTTP server with a graceful stop. When the service shuts down
 * (SIGTERM, SIGINT) it first stops listening, so new connections are refused
 * and a load balancer moves on, then lets the requests already in flight
 * finish (at most DRAIN_LIMIT), and only then tears the handlers down. The
 * platform's own server would interrupt in-flight requests first.
 */
import * as BunHttpServer from "@effect/platform-bun/BunHttpServer"
import type * as HttpApp from "@effect/platform/HttpApp"
import type * as HttpMiddleware from "@effect/platform/HttpMiddleware"
import * as HttpServer from "@effect/platform/HttpServer"
import { Duration, Effect, Exit, Layer, Scope, Stream, SubscriptionRef } from "effect"

/** In-flight requests get this long; the whole stop must fit in a container platform's 10 s grace period. */
const DRAIN_LIMIT = Duration.seconds(5)

const counted = <E, R>(inFlight: SubscriptionRef.SubscriptionRef<number>, app: HttpApp.Default<E, R>) =>
  Effect.acquireUseRelease(
    SubscriptionRef.update(inFlight, (n) => n + 1),
    () => app,
    () => SubscriptionRef.update(inFlight, (n) => n - 1)
  )

const drained = (inFlight: SubscriptionRef.SubscriptionRef<number>) =>
  inFlight.changes.pipe(
    Stream.takeUntil((n) => n === 0),
    Stream.runDrain,
    Effect.timeoutTo({ duration: DRAIN_LIMIT, onSuccess: () => true, onTimeout: () => false }),
    Effect.flatMap((all) =>
      all
        ? Effect.logInfo("Stopped: every in-flight request finished")
        : Effect.logWarning("Stopped with requests still in flight")
    )
  )

const gracefulServer = (options: BunHttpServer.ServeOptions<Record<never, never>>) =>
  Effect.gen(function*() {
    // The listener lives in its own scope so it can be closed before the handlers are.
    const listenerScope = yield* Scope.make()
    yield* Effect.addFinalizer(() => Scope.close(listenerScope, Exit.void))
    const inner = yield* BunHttpServer.make(options).pipe(Scope.extend(listenerScope))
    const inFlight = yield* SubscriptionRef.make(0)
    return HttpServer.make({
      address: inner.address,
      serve: (httpApp, middleware?: HttpMiddleware.HttpMiddleware) =>
        Effect.gen(function*() {
          yield* inner.serve(httpApp, (app) => counted(inFlight, middleware === undefined ? app : middleware(app)))
          // Runs before the handlers' own finalizers: stop listening, then wait for what is in flight.
          yield* Effect.addFinalizer(() =>
            Effect.logInfo("Shutting down: no new connections, finishing requests in flight").pipe(
              Effect.andThen(Scope.close(listenerScope, Exit.void)),
              Effect.andThen(drained(inFlight))
            )
          )
        })
    })
  })

/** `BunHttpServer.layer` with the graceful stop above. */
export const gracefulBunServerLayer = (options: BunHttpServer.ServeOptions<Record<never, never>>) =>
  Layer.mergeAll(Layer.scoped(HttpServer.HttpServer, gracefulServer(options)), BunHttpServer.layerContext)
