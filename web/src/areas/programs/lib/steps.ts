import { campaignThemeType, type ProgramThemeTypeId } from '../../../../../shared/reference/themeTypes';

/** Where Next Steps leads: customization for property themes (type 4), otherwise finalize (spec 02, section 4). */
export const nextStepOf = (
  program: { id: number; campaignThemeTypeId?: ProgramThemeTypeId | null },
  fromCustomizations = false,
) =>
  !fromCustomizations && program.campaignThemeTypeId === campaignThemeType.property
    ? `/tactic-catalog/${program.id}/customize/2`
    : `/tactic-catalog/${program.id}/finalize`;
