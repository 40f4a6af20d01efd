/**
 * The sizes of the lineage chart's boxes, from their text: a node's label broken into lines and its box,
 * a link's kind label and its box. One estimate for both halves, without a canvas to measure with (the
 * server lays out the demo chart): the layout spaces the boxes by these sizes and the editor draws them at
 * these sizes, so what is drawn is what was spaced. The estimate errs wide: a Chinese character or a
 * full-width mark is one font size wide, a Latin letter or digit at most three quarters of one (Noto Sans
 * CJK and the other fonts of the theme measure 0.55 for digits, 0.63 for capitals on average).
 */

export const NODE_TEXT = { fontSize: 13, lineHeight: 18 } as const;
export const LINK_TEXT = { fontSize: 12, lineHeight: 16 } as const;
const NODE_PADDING = { x: 12, y: 8 } as const;
const LINK_PADDING = { x: 4, y: 1 } as const;
/** The widest line of a node's label, in font sizes: nine Chinese characters, so that long names take two or three lines, not one wide box. */
const LINE_EMS = 9;
const MIN_NODE_WIDTH = 72;

/** The width of one character, in font sizes. */
const charEms = (char: string) => {
  const code = char.codePointAt(0)!;
  if (code >= 0x80) return 1;
  if (/[A-Z%@&#]/.test(char)) return 0.75;
  if (/[a-z0-9]/.test(char)) return 0.6;
  return 0.4;
};

export const textWidth = (text: string, fontSize: number) => [...text].reduce((sum, char) => sum + charEms(char), 0) * fontSize;

/** Marks that may not start a line, and marks that may not end one (the usual rules of Chinese typesetting). */
const NO_START = new Set([...'，。、；：！？）》」』】”’,.;:!?)]}']);
const NO_END = new Set([...'（《「『【“‘([{']);

/** A run of Latin letters and digits stays whole; any other character is a token of its own. */
const tokensOf = (text: string) => text.match(/[A-Za-z0-9]+|[^A-Za-z0-9]/gu) ?? [];

/** A token wider than a line, cut into pieces of a line's width. */
const cut = (token: string, limit: number): string[] => {
  const pieces: string[] = [];
  let piece = '';
  for (const char of token) {
    if (piece && textWidth(piece + char, 1) > limit) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
};

/** Greedy lines of at most `limit` font sizes, moving a mark that may not end or start a line with its neighbour. */
const breakLines = (tokens: string[], limit: number): string[][] => {
  const lines: string[][] = [];
  let line: string[] = [];
  let width = 0;
  for (const token of tokens) {
    const size = textWidth(token, 1);
    if (line.length && width + size > limit) {
      const carried: string[] = [];
      if (NO_START.has(token) && line.length > 1) carried.unshift(line.pop()!);
      while (line.length > 1 && NO_END.has(line[line.length - 1])) carried.unshift(line.pop()!);
      lines.push(line);
      line = carried;
      width = textWidth(carried.join(''), 1);
    }
    line.push(token);
    width += size;
  }
  if (line.length) lines.push(line);
  return lines;
};

/**
 * A node's label in lines: as few lines of at most nine characters as it needs, of about even widths (a
 * name of twelve characters reads as six and six, not nine and three).
 */
export const labelLines = (label: string): string[] => {
  const text = label.trim();
  const tokens = tokensOf(text).flatMap((token) => (textWidth(token, 1) > LINE_EMS ? cut(token, LINE_EMS) : [token]));
  const total = textWidth(text, 1);
  if (total <= LINE_EMS) return [text];
  const count = breakLines(tokens, LINE_EMS).length;
  // The narrowest limit that still gives as many lines: lines of about total / count.
  for (let limit = Math.ceil((total / count) * 4) / 4; limit < LINE_EMS; limit += 0.25) {
    const lines = breakLines(tokens, limit);
    if (lines.length <= count) return lines.map((line) => line.join(''));
  }
  return breakLines(tokens, LINE_EMS).map((line) => line.join(''));
};

export interface BoxSize {
  width: number;
  height: number;
}

/** A node's box: its label's lines with room around them. */
export const nodeSize = (label: string): BoxSize & { lines: string[] } => {
  const lines = labelLines(label);
  const widest = Math.max(...lines.map((line) => textWidth(line, NODE_TEXT.fontSize)));
  return { lines, width: Math.ceil(Math.max(MIN_NODE_WIDTH, widest + 2 * NODE_PADDING.x)), height: lines.length * NODE_TEXT.lineHeight + 2 * NODE_PADDING.y };
};

/** A link's label box (派生自, 替代, 变体), drawn on the link between the two nodes. */
export const linkLabelSize = (text: string): BoxSize => ({
  width: Math.ceil(textWidth(text, LINK_TEXT.fontSize) + 2 * LINK_PADDING.x),
  height: LINK_TEXT.lineHeight + 2 * LINK_PADDING.y,
});
