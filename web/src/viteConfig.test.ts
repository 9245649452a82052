import { describe, expect, it } from 'vitest';
import { API_PREFIX as contractPrefix } from '../../shared/contract/route';
import { webConfigSchema, type LocalStackFacts } from '../../shared/webConfig';
import { API_PREFIX, webConfigFromFacts } from '../vite.config';

const facts: LocalStackFacts = {
  webUrl: 'http://127.0.0.1:5173',
  apiUrl: 'http://127.0.0.1:4000',
  mailUrl: 'http://127.0.0.1:8005',
  region: 'us-east-1',
  cognito: { endpoint: 'http://127.0.0.1:9229', userPoolId: 'local_abc', clientId: 'client-1' },
  dynamodb: { endpoint: 'http://127.0.0.1:8000', tableName: 'planner' },
  s3: { endpoint: 'http://127.0.0.1:4569', buckets: { documents: 'docs', imports: 'imports' } },
  sqs: { endpoint: 'http://127.0.0.1:9324', queues: { mail: 'http://127.0.0.1:9324/000000000000/mail' } },
};

describe('dev server /config.json', () => {
  it('is built from the local stack facts, for the Cognito stand-in', () => {
    const config = webConfigFromFacts(facts);
    expect(webConfigSchema.parse(config)).toEqual({
      apiBase: '/api',
      region: 'us-east-1',
      userPoolId: 'local_abc',
      userPoolClientId: 'client-1',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      authFlowType: 'USER_PASSWORD_AUTH',
    });
  });

  it('refuses facts without the Cognito pool', () => {
    expect(() => webConfigFromFacts({ ...facts, cognito: undefined } as never)).toThrow();
  });

  it('proxies the same prefix the contract serves', () => {
    expect(API_PREFIX).toBe(contractPrefix);
  });
});
