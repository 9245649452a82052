import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { programMessages } from '../../../../../shared/programs/messages';
import { programSpecGroups } from './specText';

const us = JSON.parse(readFileSync(new URL('../i18n/us.json', import.meta.url), 'utf8')) as {
  programs: { spec: Record<string, Record<string, string>> };
};

describe('the programs texts in the us file', () => {
  it("are the spec's words from shared/programs, one for one", () => {
    for (const [group, texts] of Object.entries(programSpecGroups)) {
      const { removeFundingConfirm: _confirm, ...file } = us.programs.spec[group]!;
      expect(file, group).toEqual(texts);
    }
  });

  it('word the funding removal confirmation as the spec does, around the source name', () => {
    expect(us.programs.spec.program!.removeFundingConfirm!.replace('{{name}}', 'Fizzly')).toBe(
      programMessages.removeFundingConfirm('Fizzly'),
    );
  });
});
