/**
 * The service graph: configuration, storage, the rate limiter, the cluster
 * (sync entities and schedule) and every service the HTTP layer uses.
 * main.ts launches it; worker.ts reuses its parts.
 */
import { Layer } from "effect"
import { AccountLifecycle } from "./accounts/account-lifecycle-service.js"
import { AccountService } from "./accounts/account-service.js"
import { AuthService } from "./accounts/auth-service.js"
import { BillingCron } from "./billing/billing-cron.js"
import { BillingService } from "./billing/billing-service.js"
import { WebhookService } from "./billing/webhook-service.js"
import { AppConfig } from "./config/app-config.js"
import { ReadinessService } from "./health/readiness-service.js"
import { HttpLive } from "./http/server.js"
import { IntegrationService } from "./integrations/integration-service.js"
import { MappingService } from "./mapping/mapping-service.js"
import { OAuthService } from "./oauth/oauth-service.js"
import { ApiRateLimit } from "./ratelimit/api-rate-limit.js"
import { RateLimiterLive } from "./ratelimit/rate-limiter-layer.js"
import { SchemaInference } from "./schema-inference/schema-inference-service.js"
import { DatabaseLive } from "./storage/database.js"
import { EmbeddedRunnerLive, ShardingLive } from "./sync/cluster-layer.js"
import { SyncEngine } from "./sync/sync-engine.js"
import { SyncFailureRepository } from "./sync/sync-failure-repository.js"
import { SyncLogRepository } from "./sync/sync-log-repository.js"
import { SyncQueueRepository } from "./sync/sync-queue-repository.js"
import { SyncScheduler } from "./sync/sync-scheduler.js"
import { WaitlistRepository } from "./waitlist/waitlist-repository.js"

export const InfrastructureLive = Layer.mergeAll(DatabaseLive, RateLimiterLive).pipe(
  Layer.provideMerge(AppConfig.Default)
)

/** What runs syncs: the engine and everything it needs (also used by worker.ts). */
export const SyncServicesLive = Layer.mergeAll(
  SyncEngine.Default,
  SyncLogRepository.Default,
  SyncFailureRepository.Default,
  SyncQueueRepository.Default
)

export const ServicesLive = Layer.mergeAll(
  IntegrationService.Default,
  AuthService.Default,
  MappingService.Default,
  SchemaInference.Default,
  AccountService.Default,
  BillingService.Default,
  BillingCron.Default,
  WebhookService.Default,
  AccountLifecycle.Default,
  OAuthService.Default,
  WaitlistRepository.Default,
  ApiRateLimit.Default,
  ReadinessService.Default,
  SyncScheduler.Default,
  SyncServicesLive
).pipe(Layer.provideMerge(ShardingLive), Layer.provideMerge(InfrastructureLive))

export const AppLive = Layer.mergeAll(HttpLive, EmbeddedRunnerLive).pipe(Layer.provide(ServicesLive))
