import { describe, expect, it, vi } from 'vitest';
import { communicationMessages } from '../../../shared/communication/messages';
import { requestNotices } from '../../../shared/communication/requests';
import { httpMessages } from '../../../shared/messages';
import {
  assertLanguageKey,
  formatNumber,
  languageFileUrl,
  languagesBackend,
  specTexts,
  translateMessage,
} from './i18n';

function read(language: string, answer: () => Promise<Response>) {
  const fetch = vi.fn((_url: RequestInfo | URL) => answer());
  const backend = languagesBackend(fetch);
  return new Promise<{ error: unknown; texts: unknown; fetch: typeof fetch }>((done) =>
    backend.read(language, 'translation', (error, texts) => done({ error, texts, fetch })),
  );
}
const json = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });

describe('languages', () => {
  it('are the ten keys of the spec; any other locale is an error', () => {
    expect(assertLanguageKey('fr')).toBe('fr');
    for (const key of ['en', 'xx', '', 'US', undefined]) expect(() => assertLanguageKey(key)).toThrow(/Unknown locale/);
    expect(languageFileUrl('kr')).toBe('/langs/kr.json');
    expect(() => languageFileUrl('../config')).toThrow(/Unknown locale/);
  });

  it('are fetched from /langs/{key}.json; us carries the spec texts', async () => {
    const us = await read('us', json({ shell: { appName: 'Planner' } }));
    expect(us.error).toBeNull();
    expect(us.fetch.mock.calls[0]![0]).toBe('/langs/us.json');
    expect(us.texts).toEqual({ shell: { appName: 'Planner' }, spec: specTexts });

    const fr = await read('fr', json({ shell: { appName: 'Planificateur' } }));
    expect(fr.texts).toEqual({ shell: { appName: 'Planificateur' } });
  });

  it('reports an unknown locale or a failed file to i18next as an error', async () => {
    const unknown = await read('xx', json({}));
    expect(String(unknown.error)).toMatch(/Unknown locale: xx/);
    expect(unknown.fetch).not.toHaveBeenCalled();
    const missing = await read('de', async () => new Response('no', { status: 404 }));
    expect(String(missing.error)).toMatch(/\/langs\/de\.json answered 404/);
  });
});

describe('translateMessage', () => {
  it("translates the spec's and the shared catalogues' texts and leaves a server's own words alone", () => {
    const t = vi.fn((key: string) => `<${key}>`);
    expect(translateMessage(t as never, httpMessages.sessionExpired)).toBe('<spec.http.sessionExpired>');
    expect(translateMessage(t as never, requestNotices.requestNameRequired)).toBe(
      '<widgets.requestNotices.requestNameRequired>',
    );
    expect(translateMessage(t as never, communicationMessages.formInvalid)).toBe('<widgets.communication.formInvalid>');
    expect(translateMessage(t as never, 'Vendor ACME is not on file')).toBe('Vendor ACME is not on file');
  });
});

describe('formatNumber', () => {
  it('writes a number as the language does', () => {
    expect(formatNumber(2000, 'us')).toBe('2,000');
    expect(formatNumber(2000, 'fr')).toMatch(/^2\s000$/);
    expect(formatNumber(2000, 'de')).toBe('2.000');
    expect(formatNumber(2000, 'jp')).toBe('2,000');
  });
});
