// Stands in for Platform.js (the `platform` package) in the H5 build (config/index.ts aliases it here).
// Taro's H5 API module imports it for getDeviceInfo's brand, model and OS, and Platform.js parses the user
// agent as soon as it is loaded: a 15–30 ms task on the first screen (×4 on a slow phone) for a call this app
// never makes there. The same object, read through getters that load and parse on first use.

interface PlatformOs {
  family?: string;
  toString(): string;
}

interface Platform {
  description?: string;
  layout?: string;
  manufacturer?: string;
  name?: string;
  prerelease?: string;
  product?: string;
  ua?: string;
  version?: string;
  os?: PlatformOs;
  parse(ua?: string): Platform;
  toString(): string;
}

const FIELDS = ['description', 'layout', 'manufacturer', 'name', 'prerelease', 'product', 'ua', 'version', 'os'] as const;

let loaded: Platform | null = null;

function platform(): Platform {
  // The package's own file, not `platform`, which the alias turns back into this module.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('platform/platform.js') as Platform;
  return loaded;
}

const lazyPlatform = {
  parse: (ua?: string) => platform().parse(ua),
  toString: () => platform().toString(),
} as Platform;
for (const field of FIELDS) Object.defineProperty(lazyPlatform, field, { enumerable: true, get: () => platform()[field] });

export default lazyPlatform;
