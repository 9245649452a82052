import useSWR from 'swr';
import { z } from 'zod';

/** Activity statuses (spec 01, section 3). */
export const ACTIVITY_STATUSES = ['MINOR', 'NORMAL', 'PRIMARY', 'URGENT', 'CRITICAL'] as const;

const activitySchema = z.object({
  id: z.string(),
  icon: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  title: z.string(),
  time: z.string().optional(),
  /** Tasks only: percent done; 100 is Complete. */
  progress: z.number().min(0).max(100).optional(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activitiesSchema = z.object({
  lastUpdated: z.string(),
  messages: z.array(activitySchema),
  notifications: z.array(activitySchema),
  tasks: z.array(activitySchema),
});
export type Activities = z.infer<typeof activitiesSchema>;

export const recentProjectsSchema = z.array(z.object({ id: z.string(), name: z.string(), link: z.string() }));
export type RecentProject = z.infer<typeof recentProjectsSchema>[number];

/** Activities and sample projects come from static files beside the app (spec 01, section 7, Other). */
export const ACTIVITIES_URL = '/data/activities.json';
export const RECENT_PROJECTS_URL = '/data/recent-projects.json';

async function fetchStatic<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return schema.parse(await response.json());
}

export const useActivities = () => useSWR(ACTIVITIES_URL, (url: string) => fetchStatic(url, activitiesSchema), { revalidateOnMount: true });
export const useRecentProjectSamples = () => useSWR(RECENT_PROJECTS_URL, (url: string) => fetchStatic(url, recentProjectsSchema));
