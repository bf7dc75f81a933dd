// Globals Taro's build injects at compile time.
process.env.TARO_ENV = 'h5';
(globalThis as Record<string, unknown>).defineAppConfig = (c: unknown) => c;
(globalThis as Record<string, unknown>).definePageConfig = (c: unknown) => c;
