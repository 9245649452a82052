import { describe, expect, it } from 'vitest';
import { codesIn } from './cognito';

describe('codes cognito-local would have e-mailed', () => {
  it('are read from its console boxes, colours and all', () => {
    const output = `\u001b[32mINFO\u001b[39m NONE NONE ╭──────╮
│ Confirmation Code Delivery │
│ Username:    7f3c │
│ Destination: new.user@demo.local │
│ Code:        482913 │
╰──────╯
INFO NONE NONE other line`;
    expect(codesIn(output)).toEqual([{ destination: 'new.user@demo.local', code: '482913' }]);
  });

  it('ignore boxes without a destination or a code', () => {
    expect(codesIn('Confirmation Code Delivery\nUsername: x')).toEqual([]);
  });
});
