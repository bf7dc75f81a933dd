// Mini programs have no document root to set the scale on: each page root carries LARGE_TEXT.rootClass from
// useLargeText (large-text.ts) instead, and app.css scales under it.
export function applyTextScale(_scale: number): void {}
