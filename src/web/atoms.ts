/**
 * The app's state as effect-atom atoms over the derived API client: queries
 * (re-read when a mutation names their reactivity key) and mutations.
 */
import { Atom } from "@effect-atom/atom-react"
import { Cause, Exit, Option } from "effect"
import { Api } from "./api-client.js"

export const keys = {
  account: "account",
  integrations: "integrations",
  subscription: "subscription",
  apiKeys: "api-keys",
  logs: (id: string) => `logs:${id}`,
  failures: (id: string) => `failures:${id}`,
  mapping: (id: string) => `mapping:${id}`
} as const

export const accountAtom = Api.query("account", "get", { reactivityKeys: [keys.account] })

export const integrationsAtom = Api.query("dashboard", "integrations", {
  urlParams: { limit: "200" },
  reactivityKeys: [keys.integrations]
})

/**
 * Integrations deleted in this tab: the list shows its last answer while it is read again, and must not offer one
 * that is gone (its page would be a "not found").
 */
export const deletedIntegrationsAtom = Atom.make<ReadonlySet<string>>(new Set<string>()).pipe(Atom.keepAlive)

export const PAGE_SIZE = 10

/** One page of runs: key `<integration id>|<cursor or empty>`. */
export const logsAtom = Atom.family((key: string) => {
  const [id = "", cursor = ""] = key.split("|")
  return Api.query("dashboard", "syncLogs", {
    path: { integration_id: id },
    urlParams: { limit: String(PAGE_SIZE), ...(cursor === "" ? {} : { cursor }) },
    reactivityKeys: [keys.logs(id)]
  })
})

/** Runs for the chart: the newest 50. */
export const chartLogsAtom = Atom.family((id: string) =>
  Api.query("dashboard", "syncLogs", {
    path: { integration_id: id },
    urlParams: { limit: "50" },
    reactivityKeys: [keys.logs(id)]
  })
)

export type FailureFilter = "unresolved" | "resolved" | "all"

/** Failures: key `<integration id>|<filter>`. */
export const failuresAtom = Atom.family((key: string) => {
  const [id = "", filter = "unresolved"] = key.split("|")
  return Api.query("dashboard", "syncErrors", {
    urlParams: {
      integration_id: id,
      limit: "50",
      ...(filter === "all" ? {} : { resolved: filter === "resolved" })
    },
    reactivityKeys: [keys.failures(id)]
  })
})

export const mappingAtom = Atom.family((id: string) =>
  Api.query("dashboard", "mapping", { path: { integration_id: id }, reactivityKeys: [keys.mapping(id)] })
)

export const subscriptionAtom = Api.query("account", "subscription", { reactivityKeys: [keys.subscription] })
export const apiKeysAtom = Api.query("account", "listApiKeys", {
  urlParams: { limit: "200" },
  reactivityKeys: [keys.apiKeys]
})

export const mutations = {
  onboard: Api.mutation("integrations", "create"),
  requestLink: Api.mutation("auth", "requestMagicLink"),
  confirmSignIn: Api.mutation("auth", "confirmMagicLink"),
  signOut: Api.mutation("auth", "deleteSession"),
  syncNow: Api.mutation("integrations", "retry"),
  updateCredentials: Api.mutation("integrations", "updateCredentials"),
  deleteIntegration: Api.mutation("integrations", "delete"),
  infer: Api.mutation("schema", "infer"),
  preview: Api.mutation("schema", "preview"),
  saveMapping: Api.mutation("dashboard", "updateMapping"),
  resolveFailure: Api.mutation("dashboard", "resolveSyncError"),
  checkout: Api.mutation("account", "checkout"),
  changePlan: Api.mutation("account", "changePlan"),
  cancel: Api.mutation("account", "cancelSubscription"),
  createApiKey: Api.mutation("account", "createApiKey"),
  deleteApiKey: Api.mutation("account", "deleteApiKey"),
  exportAccount: Api.mutation("account", "export"),
  deleteAccount: Api.mutation("account", "delete"),
  restore: Api.mutation("account", "restore")
}

export type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }

/** A mutation's Exit as a value a component can branch on (the failure itself, not its Cause). */
export const outcome = <A, E>(exit: Exit.Exit<A, E>): Outcome<A> =>
  Exit.isSuccess(exit)
    ? { ok: true, value: exit.value }
    : { ok: false, error: Option.getOrElse(Cause.failureOption(exit.cause), () => Cause.squash(exit.cause)) }
