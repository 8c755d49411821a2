/** `text` as a literal inside an ILIKE pattern: its wildcards and the escape character escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
