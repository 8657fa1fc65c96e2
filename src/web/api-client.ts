/**
 * The browser's API client: HttpApiClient derived from the same SalesyncApi
 * contract the server implements, as effect-atom queries and mutations.
 * Same-origin fetches: the session cookie goes along, bodies are JSON.
 */
import { AtomHttpApi } from "@effect-atom/atom-react"
import * as FetchHttpClient from "@effect/platform/FetchHttpClient"
import { SalesyncApi } from "../api/index.js"

export class Api extends AtomHttpApi.Tag<Api>()("Api", {
  api: SalesyncApi,
  httpClient: FetchHttpClient.layer,
  baseUrl: globalThis.location?.origin ?? ""
}) {}
