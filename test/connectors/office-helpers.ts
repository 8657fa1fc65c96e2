/** Test wiring for the office destination against the office emulator. */
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { ConfigProvider, Layer, ManagedRuntime } from "effect"
import type { UpsertRow } from "../../src/connectors/contract.js"
import { OfficeDestination, OfficeTuning, type OfficeTuningValue } from "../../src/connectors/office/destination.js"
import type { OfficeEmulator } from "../emulators/office.js"

export const officeRuntime = (emu: OfficeEmulator, tuning: Partial<OfficeTuningValue> = {}) =>
  ManagedRuntime.make(
    OfficeDestination.Default.pipe(
      Layer.provide(RateLimiter.layer.pipe(Layer.provide(RateLimiter.layerStoreMemory))),
      Layer.provide(Layer.succeed(OfficeTuning, { ...OfficeTuning.defaultValue(), timeoutMs: 1_000, ...tuning })),
      Layer.provide(
        Layer.setConfigProvider(
          ConfigProvider.fromMap(
            new Map([
              ["OFFICE_API_URL", emu.url],
              ["OFFICE_OAUTH_TOKEN_URL", `${emu.url}/token`],
              ["OFFICE_OAUTH_CLIENT_ID", emu.clientId],
              ["OFFICE_OAUTH_CLIENT_SECRET", emu.clientSecret]
            ])
          )
        )
      )
    )
  )

/** Rows shaped like mapped sales records. */
export const salesRows = (ids: ReadonlyArray<string>, total = (i: number) => `${i + 1}.10`): ReadonlyArray<UpsertRow> =>
  ids.map((id, i) => ({ externalId: id, fields: { Order: `#${id}`, Total: total(i), Email: `${id}@example.com` } }))
