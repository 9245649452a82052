import { layoutTimeline } from '../../../shared/calendar';
import { programStatusColours, programStatusNames } from '../../../shared/programs/status';
import type { AuthContext } from '../../lib/identity';
import { listProgramsOfCreator } from '../programs/programLists';
import { listReferenceRecords } from '../reference/referenceRepository';

/** The campaign calendars: themes, and the user's own programs (the home timeline), laid out without overlap. */
type Range = { from: string; to: string };

/** Active campaign themes in a date range. */
export async function themeCalendar({ from, to }: Range) {
  const themes = (await listReferenceRecords('campaignTheme')).filter((t) => t.active !== false);
  return layoutTimeline(
    themes.map((t) => ({ id: t.id, title: t.name, beginDate: t.startDate, endDate: t.endDate })),
    from,
    to,
  ).map((e) => ({
    ...e,
    id: Number(e.id),
    active: true,
    background: '#2563eb',
    customClass: 'theme',
    additionalColumns: e.additionalColumns ?? [],
  }));
}

/** The programs the user made, in a date range, coloured by status; each carries its status id for the web to word. */
export async function myProgramCalendar({ from, to }: Range, auth: AuthContext) {
  const programs = (await listProgramsOfCreator(auth.subject)).filter((p) => p.programStartDate && p.programEndDate);
  return layoutTimeline(
    programs.map((p) => ({
      id: p.id,
      title: p.name ?? `Program ${p.id}`,
      beginDate: p.programStartDate!,
      endDate: p.programEndDate!,
      additionalColumns: [
        { displayName: 'Retailer', value: p.retailerName ?? '' },
        { displayName: 'Status', value: programStatusNames[p.statusId] ?? String(p.statusId) },
      ],
    })),
    from,
    to,
  ).map((e) => {
    const program = programs.find((p) => p.id === e.id)!;
    return {
      ...e,
      id: Number(e.id),
      statusId: program.statusId,
      active: true,
      background: programStatusColours[program.statusId],
      customClass: `status-${program.statusId}`,
      additionalColumns: e.additionalColumns ?? [],
    };
  });
}
