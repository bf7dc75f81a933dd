// Mini programs open pages by their page path: nothing to do before the first page.
export function bootPlatform(): void {}

/** Mini programs start their first page themselves: no URL to read ahead of it. */
export function openedSpecUrl(): string | null {
  return null;
}
