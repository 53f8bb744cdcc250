/** A markdown text node's soft line breaks become spaces, as the PDF prints them (split and trim: linear, where a regex would backtrack). */
export const softBreaks = (value: string) =>
  value.includes('\n')
    ? value
        .split('\n')
        .map((part, i, all) => (i === 0 ? part.trimEnd() : i === all.length - 1 ? part.trimStart() : part.trim()))
        .join(' ')
    : value
