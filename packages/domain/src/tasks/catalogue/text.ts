/** Joins short paragraphs into a task document. */
export const paras = (...parts: string[]): string => parts.join('\n\n');
