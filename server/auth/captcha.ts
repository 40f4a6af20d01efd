/**
 * Image captchas for logins after repeated failures, kept in the database
 * (sys_captcha, only a hash of the answer) so that any server process can
 * check a captcha another one drew; each answer is single-use.
 */
import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../db/client';
import { captchas } from '../db/schema';
import { systemClock, type Clock } from '../clock';

const TTL_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface Captcha {
  captchaKey: string;
  image: string;
}

const hashAnswer = (answer: string) => crypto.createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export class CaptchaStore {
  constructor(
    private readonly db: Db,
    private readonly ttlMs = TTL_MS,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A new captcha; `text` is its answer (for the server's own tests, never sent). */
  async create(): Promise<Captcha & { text: string }> {
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI', color: false, background: '#f0f4fa' });
    const captchaKey = crypto.randomUUID();
    await this.db.delete(captchas).where(lt(captchas.expiresAt, this.clock.sqlNow()));
    await this.db.insert(captchas).values({ captchaKey, answerHash: hashAnswer(text), expiresAt: sql`${this.clock.sqlNow()} + ${`${this.ttlMs} milliseconds`}::interval` });
    return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, text };
  }

  /** True when the answer matches in time; the captcha is spent either way. */
  async verify(captchaKey: unknown, answer: unknown): Promise<boolean> {
    if (typeof captchaKey !== 'string' || typeof answer !== 'string' || !UUID.test(captchaKey)) return false;
    const [row] = await this.db
      .delete(captchas)
      .where(eq(captchas.captchaKey, captchaKey))
      .returning({ answerHash: captchas.answerHash, live: sql<boolean>`${captchas.expiresAt} > ${this.clock.sqlNow()}` });
    if (!row?.live) return false;
    return crypto.timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(hashAnswer(answer)));
  }
}
