/** The bundled server for the current sources (scripts/server-bundle.mjs), built first when there is none: its main.cjs. */
export function serverBundle(): Promise<string>;
