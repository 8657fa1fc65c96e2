import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { Effect } from "effect"
import { AccountLifecycle } from "../../accounts/account-lifecycle-service.js"
import { AccountService } from "../../accounts/account-service.js"
import { AuthService } from "../../accounts/auth-service.js"
import { CurrentAccount } from "../../accounts/principal.js"
import { SalesyncApi } from "../../api/index.js"
import { readOnlyError } from "../../billing/access.js"
import { BillingService } from "../../billing/billing-service.js"
import { notFound } from "../../domain/errors.js"
import { OAuthService } from "../../oauth/oauth-service.js"
import { parsePageRequest } from "../../storage/pagination.js"

export const AccountHandlers = HttpApiBuilder.group(SalesyncApi, "account", (handlers) =>
  Effect.gen(function*() {
    const accounts = yield* AccountService
    const auth = yield* AuthService
    const billing = yield* BillingService
    const lifecycle = yield* AccountLifecycle
    const oauth = yield* OAuthService
    return handlers
      .handle("get", () =>
        Effect.map(Effect.flatMap(CurrentAccount, accounts.view), (view) => ({
          ...view,
          oauth_providers: oauth.connectable()
        })))
      .handle("listApiKeys", ({ urlParams }) =>
        Effect.gen(function*() {
          const page = yield* parsePageRequest(urlParams)
          const result = yield* auth.listApiKeys(yield* CurrentAccount, page)
          return { api_keys: result.items, next_cursor: result.nextCursor }
        }))
      .handle("createApiKey", ({ payload }) =>
        Effect.gen(function*() {
          const principal = yield* CurrentAccount
          // A deleted account's restore session mints no new keys (deletion revoked them all).
          if (principal.status === "deleted") return yield* Effect.fail(readOnlyError("deleted"))
          const api_key = yield* auth.createApiKey(principal, payload.name)
          return { ok: true as const, api_key }
        }))
      .handle("deleteApiKey", ({ path }) =>
        Effect.gen(function*() {
          const deleted = yield* auth.deleteApiKey(yield* CurrentAccount, path.id)
          if (!deleted) return yield* notFound("API key")
          return { ok: true as const }
        }))
      .handle("subscription", () => Effect.flatMap(CurrentAccount, (principal) => billing.view(principal.accountId)))
      .handle("changePlan", ({ payload }) =>
        Effect.flatMap(CurrentAccount, (principal) => billing.changePlan(principal, payload.plan)))
      .handle("cancelSubscription", () =>
        Effect.flatMap(CurrentAccount, billing.cancel))
      .handle("checkout", ({ payload }) =>
        Effect.flatMap(CurrentAccount, (principal) =>
          billing.checkout(principal, payload.plan)))
      .handle("export", () =>
        Effect.flatMap(CurrentAccount, lifecycle.export))
      .handle("delete", () => Effect.flatMap(CurrentAccount, lifecycle.remove))
      .handle("restore", () => Effect.flatMap(CurrentAccount, lifecycle.restore))
  }))
