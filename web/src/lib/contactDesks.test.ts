import { describe, expect, it } from 'vitest';
import { namedContactDesks } from './contactDesks';

describe('namedContactDesks', () => {
  it('lists the desks the client named, in page order, and leaves out the unnamed', () => {
    const settings = [
      { name: 'Contact3Title', value: 'Production and print' },
      { name: 'Contact1Title', value: ' Client services ' },
      { name: 'Contact2Title', value: '   ' },
      { name: 'Contact2Email', value: 'trade@example.com' },
      { name: 'ClientName', value: 'Demo Brands Co.' },
    ];
    expect(namedContactDesks(settings)).toEqual([
      { variant: 1, title: 'Client services' },
      { variant: 3, title: 'Production and print' },
    ]);
    expect(namedContactDesks([])).toEqual([]);
  });
});
