import type { CallBody, CallData, CallDef } from '@roundhouse/contract';
import type { CallRef } from '@roundhouse/contract/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi, isLostAnswer } from '../../api/client';
import { toast } from '../../ui/feedback';
import { type AskFirst, askFirst, asksFirst } from './ask-first';
import { ADMIN } from './keys';
import { sayRefusal } from './refused-field';
import { askStepUp, stepUpAsked } from './step-up';

/**
 * The console's calls all take a body and answer their data, so one typed pair serves every
 * screen: a query keyed by the call and its body, and a mutation that refreshes every console
 * query once it succeeds or its answer is lost (what one change shows elsewhere: a queue, the
 * dashboard, the audit log).
 */
export function useAdminQuery<C extends CallDef>(
  call: CallRef<C>,
  body: CallBody<C> = {} as CallBody<C>,
  options: {
    enabled?: boolean;
    /** The screen shows the server's refusal in place (callApi's inPage): no toast over it. */
    inPage?: boolean;
    /** Asked again this often while the screen is shown (live figures). */
    refreshMs?: number;
  } = {},
) {
  const { enabled = true, inPage = false, refreshMs } = options;
  return useQuery({
    queryKey: [...ADMIN, call.path, body],
    queryFn: () => callApi(call, body, { inPage }),
    enabled,
    refetchInterval: refreshMs ?? false,
  });
}

/**
 * A console change. Where the server asks for a step-up (a fresh code, or the password: issue 23) it
 * asks the staff member in a dialog and sends the change again with it; cancelled, nothing happens.
 */
export function useAdminMutation<C extends CallDef>(
  call: CallRef<C>,
  done?: string,
  /** For a call of ASK_FIRST (money, or what cannot be undone): what the confirmation dialog says. */
  ask?: (body: CallBody<C>) => AskFirst,
) {
  const client = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation<CallData<C>, Error, CallBody<C>>({
    mutationFn: async (body) => {
      if (asksFirst(call.path)) {
        if (!ask) throw new Error(`${call.path} moves money or cannot be undone: it must ask first`);
        if (!(await askFirst(ask(body)))) throw new Cancelled();
      }
      // Refusals are said here (sayRefusal: at the field they name, if the form has it), not by callApi.
      const send = (sent: CallBody<C>) =>
        callApi(call, sent, { inPage: true }).catch((error: unknown) => {
          if (!stepUpAsked(error) || sent !== body) sayRefusal(error, t('notAccepted'));
          throw error;
        });
      try {
        return await send(body);
      } catch (error) {
        const kind = stepUpAsked(error);
        if (!kind) throw error;
        const confirm = await askStepUp(kind, { title: t('stepUp.title'), ok: t('confirm'), cancel: t('cancel') });
        if (!confirm) throw error;
        return send({ ...body, confirm });
      }
    },
    onSuccess: () => {
      if (done) toast({ content: done, icon: 'success' });
    },
    // Asked again after a lost answer too: the change may have been made (decision 037).
    onSettled: (_data, error) => {
      if (!error || isLostAnswer(error)) void client.invalidateQueries({ queryKey: ADMIN });
    },
  });
}

/**
 * The same call for several items (issue 29: bulk decisions in a queue): one confirmation listing
 * them all, then each sent on its own (each audited, each refused or done by itself); the toast
 * says how many went through. Each body carries its own request id: one whose answer is lost is sent
 * once more under it, and answered with what the first sending did (decision 037).
 */
export function useAdminBulk<C extends CallDef>(call: CallRef<C>, ask: (bodies: CallBody<C>[]) => AskFirst) {
  const client = useQueryClient();
  const { t } = useTranslation('admin');
  return useMutation<number, Error, CallBody<C>[]>({
    mutationFn: async (bodies) => {
      if (!(await askFirst(ask(bodies)))) throw new Cancelled();
      let done = 0;
      const send = (body: CallBody<C>) => callApi(call, body, { silent: true });
      for (const body of bodies) {
        await send(body)
          .catch((error: unknown) => (isLostAnswer(error) ? send(body) : Promise.reject(error)))
          .then(
            () => done++,
            () => undefined,
          );
      }
      return done;
    },
    onSuccess: (done, bodies) => {
      toast({
        content: t('queues.bulkDone', { done, all: bodies.length }),
        icon: done === bodies.length ? 'success' : 'fail',
      });
      void client.invalidateQueries({ queryKey: ADMIN });
    },
  });
}

/** A confirmation the staff member declined: nothing was sent. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}
