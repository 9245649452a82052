const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'SILENT'>;
type Fields = Record<string, unknown>;

/** An Error as JSON.stringify would otherwise drop it (its own properties are not enumerable). */
const errorFields = (error: Error) => ({ name: error.name, message: error.message, stack: error.stack });

/**
 * Structured JSON logs, one line per entry on stdout, which Lambda hands to CloudWatch as it is: the level, the
 * message, the time and the service, then the entry's own fields at the top, where the monitoring's metric
 * filters read them (`$.importFailed`). The kit appends the request id and route to each request's line.
 * `LOG_LEVEL` (DEBUG, INFO, WARN, ERROR or SILENT) sets the lowest level written.
 * Our own few lines rather than a logging library: this is all our Lambdas ask of one, and a library's buffering,
 * sampling and formatters weighed 20 KB in every bundle (docs/decisions.md, 'Lean bundles').
 */
export function createLogger(service: string, level: string | undefined) {
  const threshold = LEVELS[(level?.toUpperCase() ?? 'INFO') as keyof typeof LEVELS] ?? LEVELS.INFO;
  const write = (entryLevel: Level, message: string, fields: Fields = {}) => {
    if (LEVELS[entryLevel] < threshold) return;
    const own = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value instanceof Error ? errorFields(value) : value]),
    );
    const entry = { level: entryLevel, message, timestamp: new Date().toISOString(), service, ...own };
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (message: string, fields?: Fields) => write('DEBUG', message, fields),
    info: (message: string, fields?: Fields) => write('INFO', message, fields),
    warn: (message: string, fields?: Fields) => write('WARN', message, fields),
    error: (message: string, fields?: Fields) => write('ERROR', message, fields),
  };
}

export const logger = createLogger('planner-api', process.env.LOG_LEVEL);
