import useSWR from 'swr';
import * as z from '../../../../shared/zod';

const recentProjectsSchema = z.array(z.object({ id: z.string(), name: z.string(), link: z.string() }));

/** Sample projects come from a static file beside the app (spec 01, section 7, Other); activities are real (activities.ts). */
const RECENT_PROJECTS_URL = '/data/recent-projects.json';

async function fetchStatic<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

export const useRecentProjectSamples = () =>
  useSWR(RECENT_PROJECTS_URL, (url: string) => fetchStatic(url, recentProjectsSchema));
