export const NBSP: string;
export function typeset(text: string): string;
