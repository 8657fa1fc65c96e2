/** Starts the service: HTTP API, dashboard and (embedded default) everything else in one process. */
import { BunRuntime } from "@effect/platform-bun"
import { Layer } from "effect"
import { AppLive } from "./app.js"

BunRuntime.runMain(Layer.launch(AppLive))
