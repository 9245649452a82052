import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { programMessages } from '../../../../../shared/programs/messages';
import { promoWorkflow } from '../../../../../shared/programs/promoCodes';
import { programWorkflow } from '../../../../../shared/programs/status';
import { programSpecGroups } from './specText';

const us = JSON.parse(readFileSync(new URL('../i18n/us.json', import.meta.url), 'utf8')) as {
  programs: {
    spec: Record<string, Record<string, string>>;
    lifecycle: { actions: Record<string, string>; confirm: Record<string, string> };
    promos: { actions: Record<string, string>; deleteConfirm: string };
  };
};

describe('the programs texts in the us file', () => {
  it("are the spec's words from shared/programs, one for one", () => {
    for (const [group, texts] of Object.entries(programSpecGroups)) {
      // The texts that take values (a `{{placeholder}}` in us) are templates, checked in knownTexts.test.ts.
      const file = Object.fromEntries(
        Object.entries(us.programs.spec[group]!).filter(([, text]) => !text.includes('{{')),
      );
      expect(file, group).toEqual(texts);
    }
  });

  it('word the funding removal confirmation as the spec does, around the source name', () => {
    expect(us.programs.spec.program!.removeFundingConfirm!.replace('{{name}}', 'Fizzly')).toBe(
      programMessages.removeFundingConfirm('Fizzly'),
    );
  });
});

describe('the workflow buttons in the us file', () => {
  it("are labelled and confirmed in the words the program's and the promo request's flows declare", () => {
    for (const action of programWorkflow.actions) {
      const { label, confirm } = programWorkflow.transitions[action];
      expect(us.programs.lifecycle.actions[action], action).toBe(label);
      expect(us.programs.lifecycle.confirm[action], action).toBe(confirm);
    }
    for (const action of ['submit', 'approve', 'approveTier2', 'reject'] as const)
      expect(us.programs.promos.actions[action], action).toBe(promoWorkflow.transitions[action].label);
    expect(us.programs.promos.deleteConfirm).toBe(promoWorkflow.transitions.delete.confirm);
  });
});
