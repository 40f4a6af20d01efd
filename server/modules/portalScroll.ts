/**
 * A scroll bar's pictures beyond the declared module (resources/portal/scrollBar.ts):
 * POST portal/scroll/getPicture and addPicture (spec section 7, "Portal extras").
 * The pictures of a scroll bar are saved whole, in display order, with the
 * version read (optimistic locking); a scroll bar never configured has none, at
 * version 0, and its first save makes version 1.
 */
import { and, eq, sql } from 'drizzle-orm';
import { resources } from '../../resources';
import scrollBar, { SCROLL_BAR_MENU } from '../../resources/portal/scrollBar';
import {
  formatPictureMessage,
  pictureViolations,
  SCROLL_PICTURE_MESSAGES,
  SCROLL_PICTURES_MAX,
  type SavedScrollPicture,
  type ScrollPicture,
} from '../../resources/portal/scrollPictures';
import type { Db } from '../db/client';
import { scrollBarPictures } from '../db/schema';
import { post, type ServerModule } from '../http/api';
import { ApiError, STATUS } from '../http/envelope';
import { findRecord } from '../resources/queries';
import { RECORD_MESSAGES, wholeNumber } from '../http/validate';


const fail = (message: string, data: unknown = null): never => {
  throw new ApiError(message, STATUS.failure, data);
};

/** The scroll bar named by `scrollId`, which must exist. */
const readScrollBar = async (db: Db, body: Record<string, unknown>) => {
  if (body.scrollId === undefined || body.scrollId === null || body.scrollId === '') fail(SCROLL_PICTURE_MESSAGES.scrollRequired);
  const id = wholeNumber(body.scrollId, 1) ?? fail(RECORD_MESSAGES.badId);
  return (await findRecord(db, scrollBar, resources, id)) ?? fail(SCROLL_PICTURE_MESSAGES.scrollNotFound);
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** One picture of the request, or null when its shape is wrong (checked by pictureViolations after). */
const readPicture = (value: unknown): ScrollPicture | null => {
  if (!isObject(value)) return null;
  const { picture, title, linkUrl } = value;
  if (title !== undefined && title !== null && typeof title !== 'string') return null;
  if (linkUrl !== undefined && linkUrl !== null && typeof linkUrl !== 'string') return null;
  let stored: ScrollPicture['picture'] = null;
  if (picture !== undefined && picture !== null && picture !== '') {
    if (!isObject(picture) || typeof picture.url !== 'string') return null;
    if (picture.title !== undefined && picture.title !== null && (typeof picture.title !== 'string' || picture.title.length > 255)) return null;
    const url = picture.url.trim();
    stored = typeof picture.title === 'string' && picture.title ? { url, title: picture.title } : { url };
  }
  return { picture: stored, title: (title ?? '').trim(), linkUrl: (linkUrl ?? '').trim() };
};

const readPictures = (body: Record<string, unknown>): SavedScrollPicture[] => {
  const list = body.pictures ?? [];
  if (!Array.isArray(list)) return fail(SCROLL_PICTURE_MESSAGES.listInvalid);
  if (list.length > SCROLL_PICTURES_MAX) return fail(SCROLL_PICTURE_MESSAGES.tooMany);
  const pictures = list.map(readPicture);
  if (pictures.some((picture) => picture === null)) return fail(SCROLL_PICTURE_MESSAGES.listInvalid);
  const checked = pictures as ScrollPicture[];
  const violations = pictureViolations(checked);
  if (violations.length) {
    const errors = Object.fromEntries(violations.map((violation) => [`pictures.${violation.index - 1}.${violation.field}`, formatPictureMessage(violation.key, violation.index)]));
    fail(formatPictureMessage(violations[0].key, violations[0].index), { errors });
  }
  return checked as SavedScrollPicture[];
};

const readVersion = (body: Record<string, unknown>) => wholeNumber(body.version, 0) ?? fail(RECORD_MESSAGES.versionRequired);

const picturesOf = async (db: Db, scroll: { id: number; title?: unknown }) => {
  const [row] = await db.select().from(scrollBarPictures).where(eq(scrollBarPictures.scrollId, scroll.id)).limit(1);
  return {
    scrollId: scroll.id,
    scrollTitle: typeof scroll.title === 'string' ? scroll.title : '',
    pictures: row?.pictures ?? [],
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
};

export const portalScrollModule: ServerModule = ({ db, log }) => [
  {
    method: 'POST',
    path: `${scrollBar.api}/getPicture`,
    access: { menu: SCROLL_BAR_MENU, unit: 'detail' },
    handler: async ({ body }) => picturesOf(db, await readScrollBar(db, body)),
  },
  post(`${scrollBar.api}/addPicture`, { menu: SCROLL_BAR_MENU, unit: 'modify' }, async ({ db, body, user }) => {
    const scroll = await readScrollBar(db, body);
    const version = readVersion(body);
    const pictures = readPictures(body);
    const by = user?.loginName ?? null;
    const written =
      version === 0
        ? await db.insert(scrollBarPictures).values({ scrollId: scroll.id, pictures, updatedBy: by, version: 1 }).onConflictDoNothing().returning({ id: scrollBarPictures.scrollId })
        : await db
            .update(scrollBarPictures)
            .set({ pictures, updatedBy: by, version: sql`${scrollBarPictures.version} + 1`, updatedAt: sql`now()` })
            .where(and(eq(scrollBarPictures.scrollId, scroll.id), eq(scrollBarPictures.version, version)))
            .returning({ id: scrollBarPictures.scrollId });
    if (!written.length) throw new ApiError(RECORD_MESSAGES.conflict, STATUS.failure, { conflict: true });
    log.info({ scrollId: scroll.id, pictures: pictures.length, by }, 'scroll bar pictures saved');
    return picturesOf(db, scroll);
  }),
];
