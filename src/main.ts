/** Starts the service: HTTP API, dashboard and (embedded default) the sync runner, in one process. */
import * as BunRuntime from "@effect/platform-bun/BunRuntime"
import { Layer } from "effect"
import { AppLive } from "./app.js"
import { LoggingLive } from "./config/logging.js"

// The logfmt logger is the only one: runMain would otherwise add its pretty logger beside it (every line twice).
BunRuntime.runMain(Layer.launch(AppLive.pipe(Layer.provide(LoggingLive))), { disablePrettyLogger: true })
