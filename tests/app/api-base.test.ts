import { LOCAL_API_BASE, apiBaseFor } from '../../config/api-base';

describe('the API base a build bakes in', () => {
  test('H5 calls its own origin, the server that serves it', () => {
    expect(apiBaseFor('h5', undefined)).toBe('');
  });

  test('a mini program, which refuses relative URLs, calls the local reference server by default', () => {
    expect(apiBaseFor('weapp', undefined)).toBe(LOCAL_API_BASE);
    expect(apiBaseFor('qq', '')).toBe(LOCAL_API_BASE);
    expect(LOCAL_API_BASE).toMatch(/^https?:\/\//);
  });

  test('TARO_APP_API_BASE wins on every platform, without a trailing slash', () => {
    expect(apiBaseFor('weapp', 'https://api.example.com/')).toBe('https://api.example.com');
    expect(apiBaseFor('h5', 'https://api.example.com')).toBe('https://api.example.com');
  });
});
