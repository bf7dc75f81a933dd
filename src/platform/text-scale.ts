// Mini programs have no document root to set the scale on: every page root carries LARGE_TEXT.rootClass from
// largeTextPage (large-text-page.tsx) instead, and app.css scales under it.
export function applyTextScale(_scale: number): void {}
