import { HttpApiBuilder } from "@effect/platform"
import { Effect, Schema } from "effect"
import { AccountService } from "../../accounts/account-service.js"
import { AuthService } from "../../accounts/auth-service.js"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { notFound } from "../../domain/errors.js"
import { parsePageRequest } from "../../storage/pagination.js"
import { readJson } from "../body.js"
import { unbuilt } from "../unbuilt.js"

const CreateKeyBody = Schema.Struct({ name: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) })

export const AccountHandlers = HttpApiBuilder.group(SalesyncApi, "account", (handlers) =>
  Effect.gen(function* () {
    const accounts = yield* AccountService
    const auth = yield* AuthService
    return handlers
      .handle("get", () => Effect.flatMap(CurrentAccount, accounts.view))
      .handle("listApiKeys", ({ urlParams }) =>
        Effect.gen(function* () {
          const page = yield* parsePageRequest(urlParams)
          const result = yield* auth.listApiKeys(yield* CurrentAccount, page)
          return { api_keys: result.items, next_cursor: result.nextCursor }
        })
      )
      .handleRaw("createApiKey", () =>
        Effect.gen(function* () {
          const { name } = yield* readJson(CreateKeyBody)
          const api_key = yield* auth.createApiKey(yield* CurrentAccount, name)
          return { ok: true as const, api_key }
        })
      )
      .handle("deleteApiKey", ({ path }) =>
        Effect.gen(function* () {
          const deleted = yield* auth.deleteApiKey(yield* CurrentAccount, path.id)
          if (!deleted) return yield* notFound("API key")
          return { ok: true as const }
        })
      )
      .handle("subscription", unbuilt("Subscriptions (billing issue)"))
      .handle("changePlan", unbuilt("Plan changes (billing issue)"))
      .handle("cancelSubscription", unbuilt("Cancellation (billing issue)"))
      .handle("checkout", unbuilt("Checkout (billing issue)"))
      .handle("export", unbuilt("Data export (billing issue)"))
      .handle("delete", unbuilt("Account deletion (billing issue)"))
      .handle("restore", unbuilt("Account restore (billing issue)"))
  })
)
