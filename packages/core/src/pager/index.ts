// Filled by its issue; the package entry re-exports it.
export {};
