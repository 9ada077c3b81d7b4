/** Everyday definitions of words beginning with x, in the sense a child meets first. */
export const DEFINITIONS_X: Readonly<Record<string, string>> = {};
