import { copyProgram, createProgram, prefillProgram, updateProgram, type ProgramDetails } from '../../api/program';
import { saveFundingSources } from '../../api/funding';
import { fundingBody, fundingChanged } from '../common/FundingEditor';
import {
  programFieldBody,
  programValuesOf,
  retailerIdOf,
  type ProgramFormValues,
  type ProgramPanelMode,
  type ThemeInfo,
  type ThemeType,
} from './programFormValues';

export interface ProgramSave {
  mode: ProgramPanelMode;
  values: ProgramFormValues;
  /** The program being edited or copied. */
  details: ProgramDetails | undefined;
  theme: ThemeInfo | null;
  themeType: ThemeType;
  storeShown: boolean;
  placeholder: boolean;
  fundingEditable: boolean;
}

/** Where the panel leads after a save ('' stays), and whether it added a program or saved changes. */
export interface ProgramSaved {
  goTo: string;
  added: boolean;
}

/**
 * Saves the panel in its mode (spec 02, sections 2 and 5): create, placeholder and prefill add a program; copy
 * copies and then saves what the reader changed onto the copy; edit saves the fields and the funding sources,
 * each only when changed.
 */
export async function saveProgram(s: ProgramSave): Promise<ProgramSaved> {
  const body = programFieldBody(s.values, s.storeShown);
  const funding = fundingBody(s.values.fundingSources);
  const changedFields = (before: ProgramFormValues) =>
    JSON.stringify(programFieldBody(before, s.storeShown)) !== JSON.stringify(body);
  switch (s.mode) {
    case 'create': {
      const created = await createProgram({
        ...body,
        campaignThemeId: s.theme?.id ?? null,
        campaignThemeTypeId: s.themeType,
        fundingSources: funding,
      });
      return { goTo: `/tactic-catalog/${created.program.id}`, added: true };
    }
    case 'placeholder': {
      const created = await createProgram({ ...body, placeholder: true, fundingSources: [] });
      return { goTo: `/programdetails/${created.program.id}`, added: true };
    }
    case 'prefill': {
      const created = await prefillProgram(s.theme!.id, {
        retailerId: retailerIdOf(s.values),
        fiscalYear: s.values.fiscalYear,
        accountLocations: body.accountLocations,
        fundingSources: funding,
      });
      return { goTo: `/tactic-catalog/${created.program.id}`, added: true };
    }
    case 'copy': {
      let copy = await copyProgram(s.details!.program.id);
      // The copy takes the source's fields; what the reader changed in the panel is saved onto it.
      const copied = programValuesOf(copy, false);
      if (changedFields(copied))
        copy = await updateProgram(copy.program.id, { ...body, version: copy.program.version });
      if (fundingChanged(copied.fundingSources, s.values.fundingSources))
        copy = await saveFundingSources(copy.program.id, { version: copy.program.version, fundingSources: funding });
      return { goTo: `/programdetails/${copy.program.id}`, added: true };
    }
    case 'edit': {
      const before = programValuesOf(s.details!, false);
      let saved = s.details!;
      if (changedFields(before))
        saved = await updateProgram(saved.program.id, { ...body, version: saved.program.version });
      if (s.fundingEditable && !s.placeholder && fundingChanged(before.fundingSources, s.values.fundingSources))
        await saveFundingSources(saved.program.id, { version: saved.program.version, fundingSources: funding });
      return { goTo: '', added: false };
    }
  }
}
