/**
 * The whole HTTP contract, every route with its request and answer shapes: one HttpApi.
 * Schemas only; handlers live in src/http/.
 */
import * as HttpApi from "@effect/platform/HttpApi"
import * as OpenApi from "@effect/platform/OpenApi"
import { AccountApi } from "./account.js"
import { AuthApi } from "./auth.js"
import { CronApi } from "./cron.js"
import { DashboardApi } from "./dashboard.js"
import {
  CrossSiteRequest,
  PayloadTooLarge,
  RateLimited,
  ServerError,
  ServiceUnavailable,
  UnsupportedMediaType
} from "./errors.js"
import { IntegrationsApi } from "./integrations.js"
import { PaymentsApi } from "./payments.js"
import { PublicApi } from "./public.js"
import { SchemaApi } from "./schema.js"

export const API_VERSION = "1.0.0"

export class SalesyncApi extends HttpApi.make("salesync")
  .add(IntegrationsApi)
  .add(SchemaApi)
  .add(AuthApi)
  .add(DashboardApi)
  .add(PaymentsApi)
  .add(CronApi)
  .add(AccountApi)
  .add(PublicApi)
  .addError(RateLimited)
  .addError(PayloadTooLarge)
  .addError(CrossSiteRequest)
  .addError(UnsupportedMediaType)
  .addError(ServerError)
  .addError(ServiceUnavailable)
  .annotate(OpenApi.Title, "salesync")
  .annotate(OpenApi.Version, API_VERSION)
  .annotate(
    OpenApi.Description,
    "Sales-data sync service: moves sales records from a payment processor, storefront or marketplace into a table database or spreadsheet every 15 minutes through an AI-proposed field mapping. Every error body is `{ ok: false, error, message }`."
  )
{}
