/**
 * Where SMS messages go. A real deployment plugs in its provider; without one
 * (a developer's machine, the tests) the log gateway writes each message as
 * one log line, which is where a developer reads the code.
 */
import type { FastifyBaseLogger } from 'fastify';

/** What the caller knows about a message besides its text (a gateway may ignore it). */
export interface SmsMeta {
  messageType: string;
  code: string;
}

export interface SmsGateway {
  /** Sends `text` to `phone`; rejects when the message could not be handed over. */
  send(phone: string, text: string, meta?: SmsMeta): Promise<void>;
}

/** The default gateway: one info line with the phone and the code, nothing sent. */
export class LogSmsGateway implements SmsGateway {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(phone: string, text: string, meta?: SmsMeta): Promise<void> {
    if (meta) this.log.info({ phone, code: meta.code, messageType: meta.messageType }, `短信验证码 ${phone} ${meta.code}`);
    else this.log.info({ phone }, `短信 ${phone} ${text}`);
  }
}
