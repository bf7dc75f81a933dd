import { DEFAULT_AI_TIMEOUT_MS, modelConfigFrom, modelFromEnv } from './model-config';

describe('the model configuration', () => {
  it('is off unless the base URL, key and model are all set', () => {
    expect(modelFromEnv({ AI_BASE_URL: 'http://x/v1', AI_API_KEY: 'k' })).toBeNull();
    expect(modelFromEnv({ AI_BASE_URL: 'http://x/v1', AI_API_KEY: 'k', AI_MODEL: 'm' })).not.toBeNull();
  });

  it('takes a positive whole timeout and trims the base URL', () => {
    expect(modelConfigFrom({ AI_BASE_URL: 'http://x/v1/', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TIMEOUT_MS: '-5' })).toEqual({ baseUrl: 'http://x/v1', apiKey: 'k', model: 'm', timeoutMs: DEFAULT_AI_TIMEOUT_MS });
    expect(modelConfigFrom({ AI_BASE_URL: 'http://x/v1', AI_API_KEY: 'k', AI_MODEL: 'm', AI_TIMEOUT_MS: '300' })?.timeoutMs).toBe(300);
  });
});
