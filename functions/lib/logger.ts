import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs, one line per entry, with the request id and route appended by the kit. */
export const logger = new Logger({ serviceName: 'planner-api', logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO' });
