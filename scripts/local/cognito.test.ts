import { describe, expect, it } from 'vitest';
import { codeReader, codesIn, type CognitoCode } from './cognito';

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

  it('are all delivered from a long run of output, with boxes cut across chunks between request logs', () => {
    const codes: CognitoCode[] = [];
    const read = codeReader((code) => codes.push(code));
    const box = (n: number) =>
      `╭────╮\n│ Confirmation Code Delivery │\n│ Destination: user${n}@demo.local │\n│ Code:        10000${n} │\n╰────╯\n`;
    const logs = 'INFO request POST / {"target":"AdminGetUser"}\n'.repeat(5_000);
    for (let n = 1; n <= 3; n++) {
      const text = box(n);
      // A chunk of logs ending inside the box's title, then the rest cut inside the code line.
      read(logs + text.slice(0, 20));
      read(text.slice(20, 70));
      read(text.slice(70));
    }
    expect(codes.map((c) => c.destination)).toEqual(['user1@demo.local', 'user2@demo.local', 'user3@demo.local']);
    expect(codes.map((c) => c.code)).toEqual(['100001', '100002', '100003']);
  });
});
