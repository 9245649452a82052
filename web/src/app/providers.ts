import type { SWRConfiguration } from 'swr';
import { ApiError } from '../lib/api';

/** Reads retry on network and server faults, never on answers that will not change (4xx). */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: false,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500),
};
