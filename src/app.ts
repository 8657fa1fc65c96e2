/**
 * The service graph: configuration, storage, the rate limiter and every
 * service the HTTP layer uses. main.ts launches it; nothing else builds it.
 */
import { Layer } from "effect"
import { AccountService } from "./accounts/account-service.js"
import { AuthService } from "./accounts/auth-service.js"
import { AppConfig } from "./config/app-config.js"
import { HttpLive } from "./http/server.js"
import { IntegrationService } from "./integrations/integration-service.js"
import { MappingService } from "./mapping/mapping-service.js"
import { ApiRateLimit } from "./ratelimit/api-rate-limit.js"
import { RateLimiterLive } from "./ratelimit/rate-limiter-layer.js"
import { DatabaseLive } from "./storage/database.js"
import { SyncFailureRepository } from "./sync/sync-failure-repository.js"
import { SyncLogRepository } from "./sync/sync-log-repository.js"
import { WaitlistRepository } from "./waitlist/waitlist-repository.js"

const InfrastructureLive = Layer.mergeAll(DatabaseLive, RateLimiterLive).pipe(Layer.provideMerge(AppConfig.Default))

export const ServicesLive = Layer.mergeAll(
  IntegrationService.Default,
  AuthService.Default,
  MappingService.Default,
  AccountService.Default,
  SyncLogRepository.Default,
  SyncFailureRepository.Default,
  WaitlistRepository.Default,
  ApiRateLimit.Default
).pipe(Layer.provideMerge(InfrastructureLive))

export const AppLive = HttpLive.pipe(Layer.provide(ServicesLive))
