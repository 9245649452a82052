import { mutate } from 'swr';
import { programThemeTypeOf, type CampaignThemeTypeId } from '../../../../../shared/reference/themeTypes';
import { callRoute } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';

/** The program a theme is being chosen for (`campaign-library/{selectedProgramId}`). */
export const useSelectedProgram = (id: number | null) => useRoute('programs.get', id ? { params: { id } } : null);

/** Gives a program another campaign theme, at the version just read (`POST programs/{id}`). */
export async function setProgramTheme(programId: number, themeId: number, themeTypeId: CampaignThemeTypeId) {
  const current = await callRoute('programs.get', { params: { id: programId } });
  const saved = await callRoute('programs.update', {
    params: { id: programId },
    body: {
      version: current.program.version,
      campaignThemeId: themeId,
      campaignThemeTypeId: programThemeTypeOf(themeTypeId),
    },
  });
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && /^(programs|campaigns\.my)/.test(key[0]));
  return saved;
}
