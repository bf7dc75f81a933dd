// Mini programs: the large-text choice is stored, but no page root takes a style from here yet, so text keeps
// its size there (the H5 variant sets the scale on the document).
export function applyTextScale(_scale: number): void {}
