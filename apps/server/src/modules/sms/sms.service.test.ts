import { describe, expect, it } from 'vitest';
import type { RateLimitsRepository } from '../rate-limits/rate-limits.repository.ts';
import type { SmsCodesRepository } from './sms.repository.ts';
import { type SmsSender, SmsService } from './sms.service.ts';

/** A notice needs neither codes nor limits: only the sender and the log are real here. */
function serviceWith(sender: SmsSender) {
  const logged: { error: unknown; what: string }[] = [];
  const sms = new SmsService({
    codes: {} as SmsCodesRepository,
    limits: {} as RateLimitsRepository,
    sender,
    sendsPerIp: 5,
    windowSeconds: 600,
    required: true,
    logError: (error, what) => void logged.push({ error, what }),
  });
  return { sms, logged };
}

describe('an SMS notice', () => {
  it("goes to the member's number and logs nothing when the gateway takes it", async () => {
    const sent: string[] = [];
    const { sms, logged } = serviceWith({ send: async (to) => void sent.push(to) });
    await sms.notice('852', '51234567', 'Roundhouse: a notice');
    expect(sent).toEqual(['+85251234567']);
    expect(logged).toEqual([]);
  });

  it('never fails the change it tells of: a gateway that refuses it is one log line, the number by its last four digits', async () => {
    const refused = new Error('SMS webhook answered 503');
    const { sms, logged } = serviceWith({
      send: async () => {
        throw refused;
      },
    });
    await expect(sms.notice('852', '51234567', 'Roundhouse: a notice')).resolves.toBeUndefined();
    expect(logged).toEqual([{ error: refused, what: 'SMS notice to +852 …4567 not sent' }]);
    expect(logged[0]?.what).not.toContain('51234567');
  });
});
