/** Image captchas for logins after repeated failures; each answer is single-use. */
import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';

const TTL_MS = 5 * 60_000;
const MAX_PENDING = 10_000;

export interface Captcha {
  captchaKey: string;
  image: string;
}

export class CaptchaStore {
  private pending = new Map<string, { text: string; expires: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  create(): Captcha & { text: string } {
    this.prune();
    const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1ilI', color: false, background: '#f0f4fa' });
    const captchaKey = crypto.randomUUID();
    this.pending.set(captchaKey, { text: text.toLowerCase(), expires: this.now() + TTL_MS });
    return { captchaKey, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, text };
  }

  /** True when the answer matches; the captcha is spent either way. */
  verify(captchaKey: unknown, answer: unknown): boolean {
    if (typeof captchaKey !== 'string' || typeof answer !== 'string') return false;
    const entry = this.pending.get(captchaKey);
    this.pending.delete(captchaKey);
    return !!entry && entry.expires > this.now() && entry.text === answer.trim().toLowerCase();
  }

  private prune() {
    const now = this.now();
    for (const [key, entry] of this.pending) if (entry.expires <= now) this.pending.delete(key);
    while (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
  }
}
