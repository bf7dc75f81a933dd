// What Taro's page stack holds, for both platforms' page-address files.

/** A page on Taro's stack, as getCurrentPages() lists it. */
export interface StackPage {
  route?: string;
  options?: Record<string, string | undefined>;
  $taroParams?: Record<string, string | undefined>;
}

/** Page options arrive still percent-encoded; core wants decoded values. */
export function decodeOptions(options: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => {
      try {
        return [key, value === undefined ? undefined : decodeURIComponent(value)];
      } catch {
        return [key, value];
      }
    }),
  );
}
