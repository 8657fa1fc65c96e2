/**
 * The log: logfmt lines, every value quoted and escaped, so text from outside
 * (a provider's error, an OAuth error_description) can never break a line and
 * forge another; and the minimum level from LOG_LEVEL: trace, debug, info
 * (default), warn/warning, error, fatal, none.
 */
import { Config, ConfigError, Either, Layer, Logger, LogLevel } from "effect"

const parseLevel = (text: string) => {
  const wanted = text.trim().toLowerCase().replace(/^warning$/, "warn")
  const level = LogLevel.allLevels.find((candidate) => candidate.label.toLowerCase() === wanted)
  return level === undefined
    ? Either.left(
      ConfigError.InvalidData(
        [],
        `LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, none (got "${text}")`
      )
    )
    : Either.right(level)
}

export const LoggingLive = Layer.merge(
  Logger.logFmt,
  Layer.unwrapEffect(
    Config.string("LOG_LEVEL").pipe(
      Config.withDefault("info"),
      Config.mapOrFail(parseLevel),
      Config.map((level) => Logger.minimumLogLevel(level))
    )
  )
)
