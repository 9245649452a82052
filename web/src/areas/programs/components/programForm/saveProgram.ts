import { copyProgram, createProgram, prefillProgram, updateProgram, type ProgramDetails } from '../../api/program';
import { saveFundingSources } from '../../api/funding';
import { fundingBody } from '../../lib/funding';
import {
  panelChanges,
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
  fundingEditable: boolean;
}

/** Where the panel leads after a save ('' stays), and whether it added a program or saved changes. */
export interface ProgramSaved {
  goTo: string;
  added: boolean;
}

/**
 * Saves the panel in its mode (spec 02, sections 2 and 5): create, placeholder and prefill add a program; copy
 * makes the copy with what the reader changed in one request (a refused change leaves no copy behind, so a retry
 * makes one); edit saves the fields and the funding sources (a placeholder's too), each only when changed.
 */
export async function saveProgram(s: ProgramSave): Promise<ProgramSaved> {
  const body = programFieldBody(s.values, s.storeShown);
  const funding = fundingBody(s.values.fundingSources);
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
      const source = s.details!;
      const { changed, fundingSources } = panelChanges(programValuesOf(source, true), s.values, {
        storeShown: s.storeShown,
        fundingEditable: true,
      });
      const copy = await copyProgram({
        programId: source.program.id,
        ...changed,
        ...(fundingSources ? { fundingSources } : {}),
      });
      return { goTo: `/programdetails/${copy.program.id}`, added: true };
    }
    case 'edit': {
      let saved = s.details!;
      const { fields, changed, fundingSources } = panelChanges(programValuesOf(saved, false), s.values, {
        storeShown: s.storeShown,
        fundingEditable: s.fundingEditable,
      });
      if (changed) saved = await updateProgram(saved.program.id, { ...fields, version: saved.program.version });
      if (fundingSources)
        await saveFundingSources(saved.program.id, { version: saved.program.version, fundingSources });
      return { goTo: '', added: false };
    }
  }
}
