// Mini programs open pages by their page path: nothing to do before the first page.
export function bootPlatform(): void {}
