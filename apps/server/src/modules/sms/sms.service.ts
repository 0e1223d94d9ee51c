import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { RULES } from '@roundhouse/contract';
import { AppError } from '../../http/app-error.ts';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import type { SmsCodesRepository } from './sms.repository.ts';

/** Delivers a text message; the only thing tests replace (we do not run an SMS gateway). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export function consoleSender(log: (line: string) => void): SmsSender {
  return { send: async (to, text) => log(`SMS to ${to}: ${text}`) };
}

export function webhookSender(url: string): SmsSender {
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

const MAX_ATTEMPTS = 5;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export class SmsService {
  constructor(
    private readonly deps: {
      codes: SmsCodesRepository;
      limits: RateLimitsRepository;
      sender: SmsSender;
      sendsPerIp: number;
      windowSeconds: number;
      /** When false (the demo default), register does not check the code (SPEC.md §5). */
      required: boolean;
      /** Where a notice the gateway did not take is written (a notice is never retried). */
      logError: (error: unknown, what: string) => void;
    },
  ) {}

  get required(): boolean {
    return this.deps.required;
  }

  async send(quhao: string, mobile: string, ip: string): Promise<{ resend_after: number }> {
    if (!RULES.phoneDigits.test(mobile)) throw new AppError(2050, { field: 'mobile' });
    const perIp = await this.deps.limits.hit(`sms-ip:${ip}`, this.deps.windowSeconds);
    if (perIp > this.deps.sendsPerIp) throw new AppError(2051);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored = await this.deps.codes.store(
      phoneKey(quhao, mobile),
      hashCode(code),
      RULES.smsResendSeconds,
      RULES.smsCodeTtlSeconds,
    );
    if (!stored) throw new AppError(2051);
    await this.deps.sender.send(`+${quhao}${mobile}`, `Roundhouse verification code: ${code}`);
    return { resend_after: RULES.smsResendSeconds };
  }

  /**
   * A notice to a member's phone (no code): a security event they should know about. It never
   * fails the change it tells of (that is done, and the member has it in the app as well); a
   * gateway that does not take it is a line in the log, the number shown by its last four digits.
   */
  async notice(quhao: string, mobile: string, text: string): Promise<void> {
    try {
      await this.deps.sender.send(`+${quhao}${mobile}`, text);
    } catch (error) {
      this.deps.logError(error, `SMS notice to +${quhao} …${mobile.slice(-4)} not sent`);
    }
  }

  /** Checks and consumes a code: 2053 when wrong (or never sent), 2054 when expired or tried too often. */
  async verify(quhao: string, mobile: string, code: string | undefined): Promise<void> {
    const key = phoneKey(quhao, mobile);
    const stored = await this.deps.codes.reserveAttempt(key, MAX_ATTEMPTS);
    if (!stored) {
      const row = await this.deps.codes.find(key);
      throw new AppError(row ? 2054 : 2053, { field: 'captcha' });
    }
    const given = Buffer.from(hashCode(code ?? ''), 'hex');
    if (!timingSafeEqual(given, Buffer.from(stored, 'hex')) || !(await this.deps.codes.consume(key, stored))) {
      throw new AppError(2053, { field: 'captcha' });
    }
  }
}

export function phoneKey(quhao: string, mobile: string): string {
  return `+${quhao} ${mobile}`;
}
