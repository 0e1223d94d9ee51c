import { getPlayLimits, selfExclude, setPlayLimit, setPlayReminder } from '@roundhouse/contract';
import { cents } from '@roundhouse/game';
import type { RegisterCall } from '../../http/calls.ts';
import type { PlayService } from './play.service.ts';

/** Responsible play: a member's own limits, reminder and self-exclusion. */
export function playRoutes(call: RegisterCall, play: PlayService): void {
  call(getPlayLimits, ({ user }) => play.view(user.id));
  call(setPlayLimit, async ({ body, user }) => {
    const next = body.amount === null ? null : { amount: cents(Math.round(body.amount * 100)), period: body.period };
    await play.setLimit(user.id, body.kind, next);
    return play.view(user.id);
  });
  call(setPlayReminder, async ({ body, user }) => {
    await play.setReminder(user.id, body.minutes);
    return play.view(user.id);
  });
  call(selfExclude, async ({ body, user }) => {
    await play.exclude(user.id, body.days);
    return play.view(user.id);
  });
}
