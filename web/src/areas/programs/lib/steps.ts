/** Where Next Steps leads: customization for property themes (type 4), otherwise finalize (spec 02, section 4). */
export const nextStepOf = (program: { id: number; campaignThemeTypeId?: number | null }, fromCustomizations = false) =>
  !fromCustomizations && program.campaignThemeTypeId === 4
    ? `/tactic-catalog/${program.id}/customize/2`
    : `/tactic-catalog/${program.id}/finalize`;
