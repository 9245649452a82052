import { describe, expect, it } from 'vitest';
import { communicationRequestWorkflow, requestStates } from '../../../shared/communication/requests';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { taskItemTypes } from '../../../shared/tasks/tasks';
import { languageBundle } from '../../vite.config';
import { taskStateKeys } from '../areas/home/lib/taskState';
import { leaves, srcDir, type Tree } from '../i18n/translationFolders';
import { fixedTexts, specTexts, translatedCatalogues } from './i18n';

/** Each language's texts as the app loads them: the merged bundle (and, for us, the spec's texts). */
async function bundles(): Promise<Map<string, Map<string, string>>> {
  const all = new Map<string, Map<string, string>>();
  for (const language of LANGUAGES) {
    const bundle = (await languageBundle(language, srcDir)) as Tree;
    all.set(language, leaves(language === DEFAULT_LOCALE ? { ...bundle, spec: specTexts as unknown as Tree } : bundle));
  }
  return all;
}

describe('texts the server or shared code hand the web', () => {
  it('have, for every fixed text of every known catalogue, its English words in us and a text in every language', async () => {
    const texts = await bundles();
    const problems: string[] = [];
    for (const { prefix, texts: catalogue } of translatedCatalogues)
      for (const [name, english] of fixedTexts(catalogue)) {
        const key = `${prefix}.${name}`;
        if (texts.get(DEFAULT_LOCALE)!.get(key) !== english) problems.push(`us ${key} is not '${english}'`);
        for (const language of LANGUAGES) if (!texts.get(language)!.get(key)) problems.push(`${language} lacks ${key}`);
      }
    expect(problems).toEqual([]);
  });

  it('have a text in every language for every state a communication request or a task can be in', async () => {
    const texts = await bundles();
    const problems: string[] = [];
    const keys = [
      ...requestStates.map((state) => `requests.list.status.${state}`),
      ...taskItemTypes.flatMap((type) => Object.values(taskStateKeys[type])),
    ];
    for (const key of keys)
      for (const language of LANGUAGES) if (!texts.get(language)!.get(key)) problems.push(`${language} lacks ${key}`);
    expect(problems).toEqual([]);
    // Every state name the request's workflow gives (the list's requestStatus, a task's stateName) is known.
    expect(Object.keys(taskStateKeys.request).sort()).toEqual(
      Object.values(communicationRequestWorkflow.stateNames).sort(),
    );
    expect(texts.get('fr')!.get('requests.list.status.open')).not.toBe('Open');
  });
});
