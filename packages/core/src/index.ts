// The package root answers only the route table, for tools outside this repository that read it by path
// (the spec-coverage counter). Code imports an area, `@fund/core/<area>`; lint refuses the bare package.
export { ROUTES } from './navigation';
