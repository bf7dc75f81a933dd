import type { ReactElement } from 'react';

/** On H5 the document root carries the scale (text-scale.h5.ts), so a page stays as it is: no wrapper element. */
export function largeTextPage(Page: () => ReactElement): () => ReactElement {
  return Page;
}
