describe("Platform.js behind the H5 build's lazy stand-in", () => {
  test('the user agent is parsed only when a field is first read, and reads as Platform.js reads it', () => {
    let loads = 0;
    jest.isolateModules(() => {
      const real = jest.requireActual<{ parse(ua?: string): { os?: { family?: string }; product?: string } }>('platform/platform.js');
      jest.doMock('platform/platform.js', () => {
        loads += 1;
        return real;
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry
      const lazy = (require('./user-agent-library.h5') as typeof import('./user-agent-library.h5')).default;
      expect(loads).toBe(0);
      expect(lazy.os?.family).toBe(real.parse(navigator.userAgent).os?.family);
      expect(lazy.product).toBe(real.parse(navigator.userAgent).product);
      expect(loads).toBe(1);
    });
  });
});
