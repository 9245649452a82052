import { describe, expect, it, vi } from 'vitest';
import { defaultLayout, effectiveSkin, factoryReset, htmlAttributesOf, parseLayout, SKINS } from './layout';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('layout state', () => {
  it('reads what it can of a stored layout and defaults the rest', () => {
    expect(parseLayout(null)).toEqual(defaultLayout);
    expect(parseLayout('not json')).toEqual(defaultLayout);
    expect(parseLayout(JSON.stringify({ skin: 'forest', rightToLeft: true, fixedHeader: 'yes', unknown: 1 }))).toEqual({
      ...defaultLayout,
      skin: 'forest',
      rightToLeft: true,
    });
    expect(parseLayout(JSON.stringify({ skin: 'neon' })).skin).toBeNull();
  });

  it("uses the user's skin, else the client's ClientSkin, else the default", () => {
    expect(SKINS).toHaveLength(8);
    const client = [{ name: 'ClientSkin', value: 'sunset' }];
    expect(effectiveSkin({ skin: 'berry' }, client)).toBe('berry');
    expect(effectiveSkin({ skin: null }, client)).toBe('sunset');
    expect(effectiveSkin({ skin: null }, undefined)).toBe('default');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(effectiveSkin({ skin: null }, [{ name: 'ClientSkin', value: 'neon' }])).toBe('default');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('puts skin, reading direction and colour-blind mode on <html>', () => {
    expect(htmlAttributesOf(defaultLayout, 'default')).toEqual({
      'data-skin': 'default',
      dir: 'ltr',
      'data-colorblind': null,
    });
    expect(htmlAttributesOf({ ...defaultLayout, rightToLeft: true, colorblind: true }, 'ruby')).toEqual({
      'data-skin': 'ruby',
      dir: 'rtl',
      'data-colorblind': 'true',
    });
  });

  it('Factory Reset clears local storage but keeps the sign-in', () => {
    const storage = new MemoryStorage();
    for (const key of [
      'layout',
      'language',
      'recent_projects_cleared',
      'brand_summary_filters',
      'claims',
      'site_config',
      'client_settings_cached',
      'menus',
    ])
      storage.setItem(key, 'x');
    storage.setItem('CognitoIdentityServiceProvider.client.user.idToken', 'token');
    factoryReset(storage);
    expect(Array.from({ length: storage.length }, (_, i) => storage.key(i)).sort()).toEqual([
      'CognitoIdentityServiceProvider.client.user.idToken',
      'claims',
      'client_settings_cached',
      'menus',
      'site_config',
    ]);
  });
});
