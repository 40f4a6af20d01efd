/**
 * The watermark's tile (issue 26): an SVG with the operator's Chinese name,
 * login name and the date, turned slightly, as a data URL the layout repeats
 * over the main area. Pure, so its text can be checked.
 */
export interface WatermarkOwner {
  cnName?: string;
  loginName?: string;
}

/** 'YYYY-MM-DD' in local time. */
export const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The two lines of a tile: '系统管理员 admin' and the day ('2026-11-27'). */
export const watermarkLines = (owner: WatermarkOwner, day: string): string[] => [[owner.cnName, owner.loginName].filter((part) => part && part.trim()).join(' '), day];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

export const TILE = { width: 300, height: 200 } as const;

/** The tile as a `data:` URL of an SVG image. */
export const watermarkImage = (lines: string[]): string => {
  const text = lines.map((line, index) => `<text x="150" y="${95 + index * 22}" text-anchor="middle">${escapeXml(line)}</text>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}">` +
    `<g transform="rotate(-22 150 100)" fill="#000" fill-opacity="0.09" font-size="15" ` +
    `font-family="PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${text}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
