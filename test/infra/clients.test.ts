import { describe, expect, it } from 'vitest';
import { clientsConfig, clientStages, parseClients } from '../../infra/config/clients';

const good = structuredClone(clientsConfig);
const environment = good.clients[0]!.environments[0]!;

/** The config with one environment changed (or a field removed with `undefined`). */
function withEnvironment(change: Record<string, unknown>) {
  const config = structuredClone(good) as { clients: { environments: Record<string, unknown>[] }[] };
  const target = config.clients[0]!.environments[0]!;
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete target[key];
    else target[key] = value;
  }
  return config;
}

describe('the clients config', () => {
  it('accepts the checked-in config', () => {
    expect(() => parseClients(good)).not.toThrow();
  });

  it.each([
    ['an account id that is not 12 digits', { account: '12345' }, 'account'],
    ['a region that is not one', { region: 'Europe' }, 'region'],
    ['an alarm e-mail that is not one', { alarmEmail: 'ops' }, 'alarmEmail'],
    ['no first administrator', { firstAdminEmail: undefined }, 'firstAdminEmail'],
    ['an MFA mode it does not know', { mfa: 'sometimes' }, 'mfa'],
    ['a WAF rate limit below 100', { wafRateLimit: 5 }, 'wafRateLimit'],
    [
      'a certificate outside us-east-1 (CloudFront needs it there)',
      { domain: { name: 'a.example.com', certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc' } },
      'certificateArn',
    ],
    ['neither a domain nor a site URL', { domain: undefined, siteUrl: undefined }, 'a domain or a siteUrl'],
  ])('refuses %s, naming the field', (_what, change, named) => {
    expect(() => parseClients(withEnvironment(change))).toThrow(named);
  });

  it('refuses a stage listed twice', () => {
    const config = structuredClone(good);
    config.clients[0]!.environments.push(structuredClone(environment));
    expect(() => parseClients(config)).toThrow('listed twice');
  });

  it('makes one stage per client environment, named client-environment, with its account, region and settings', () => {
    const stages = clientStages(good);
    expect(stages.map((s) => s.id)).toEqual(
      good.clients.flatMap((c) => c.environments.map((e) => `${c.name}-${e.name}`)),
    );
    const prod = stages.find((s) => s.production)!;
    const prodEnvironment = good.clients[0]!.environments.find((e) => e.production)!;
    expect(prod.env).toEqual({ account: prodEnvironment.account, region: prodEnvironment.region });
    expect(prod.config).toMatchObject({ retainData: true, production: true, skin: good.clients[0]!.skin });
    if (prodEnvironment.domain) expect(prod.config.siteUrl).toBe(`https://${prodEnvironment.domain.name}`);
  });
});
