// A numeric path id ('/shareholders/{id}/'): anything but a positive integer names nothing, so 404.
import { noData } from './not-found';

export function pathNumber(text: string | undefined): number {
  const id = /^\d{1,9}$/.test(text ?? '') ? Number(text) : 0;
  if (id < 1) throw noData();
  return id;
}
