import {
  type AdminProduct,
  type ApiLang,
  type FinanceContract,
  inLang,
  pickLangFields,
  TRANSFER_USD,
} from '@roundhouse/contract';
import { type Cents, cents, parseUsd, toUsd } from '@roundhouse/game';
import { percentOfPpm, periodInterest, ppmOfPercent, totalInterest } from '@roundhouse/game/finance';
import type { Db, Fence } from '../../db/database.ts';
import type { FinanceProductRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor, AuditLog } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { type LedgerService, ownMove } from '../ledger/ledger.service.ts';
import type { PlayService } from '../play/play.service.ts';
import { type RequestKeys, requestKey } from '../request-keys/request-keys.service.ts';
import type { FinanceRepository } from './finance.repository.ts';
import { seedProducts } from './finance.seed.ts';
import { productView, toAdminProduct } from './finance.views.ts';

export type ProductInput = Omit<AdminProduct, 'id' | 'active_contracts'> & {
  id?: number | undefined;
  request_id?: string | undefined;
};

/** SPEC.md §9: what a transfer may be, in cents. */
const TRANSFER_MIN = TRANSFER_USD.min * 100;
const TRANSFER_MAX = TRANSFER_USD.max * 100;

/**
 * Fixed-term contracts on the ledger (issue 11): transfer-in moves the principal from cash to the
 * pledge account; each accrual period pays its interest from `promotions` once; at maturity the
 * principal returns once.
 */
export class FinanceService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: FinanceRepository;
      ledger: LedgerService;
      auth: AuthService;
      keys: RequestKeys;
      periodSeconds: number;
      now?: (() => number) | undefined;
      audit?: AuditLog | undefined;
      /** Responsible play: a self-excluded member starts no contract. */
      play?: PlayService | undefined;
    },
  ) {}

  // The console (issue 12): products, enabled or not; a contract keeps the terms it copied.

  async adminProducts(): Promise<AdminProduct[]> {
    return (await this.deps.repo.allProducts()).map(toAdminProduct);
  }

  async saveProduct(actor: Actor, input: ProductInput): Promise<AdminProduct> {
    const audit = this.deps.audit;
    if (!audit) throw new Error('finance: no console dependencies');
    const min = Math.round(input.min * 100);
    const max = Math.round(input.max * 100);
    if (min <= 0) throw new AppError(1050, { field: 'min' });
    // A product outside what a transfer may be could never be bought (issue 22, fault 11).
    const whole = (c: number) => (c / 100).toLocaleString('en-US');
    const range = { params: { min: whole(TRANSFER_MIN), max: whole(TRANSFER_MAX) } };
    if (min < TRANSFER_MIN || min > TRANSFER_MAX) throw new AppError(3065, { ...range, field: 'min' });
    if (max < TRANSFER_MIN || max > TRANSFER_MAX) throw new AppError(3065, { ...range, field: 'max' });
    if (max < min) throw new AppError(3056, { field: 'max' });
    const fields = {
      ...pickLangFields(input, 'name', (name) => name.trim()),
      ...pickLangFields(input, 'contract'),
      min_cents: cents(min),
      max_cents: cents(max),
      daily_rate_ppm: Math.min(100_000, Math.max(1, ppmOfPercent(input.daily_rate))),
      days: input.days,
      enabled: input.enabled,
      sort: input.sort,
    };
    const { repo } = this.deps;
    const { id } = await this.deps.db.transaction().execute((trx) =>
      audit.saveRow(trx, actor, 'product', input.id, {
        ...repo.productRows.saved(trx, fields),
        view: (row) => toAdminProduct({ ...row, active: 0 }),
        missing: 3042,
        once: this.deps.keys.creation(trx, actor.id, requestKey('product.create', input.request_id, fields)),
      }),
    );
    return (await this.adminProducts()).find((p) => p.id === id) as AdminProduct;
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** Demo mode starts with SPEC.md §9's four tiers; live mode with none until an operator makes one. */
  async ensureDefaults(demo: boolean): Promise<void> {
    if (demo && (await this.deps.repo.productRows.count()) === 0)
      await this.deps.repo.productRows.insertMany(seedProducts());
  }

  async products(lang: ApiLang, userId?: number) {
    const rows = await this.deps.repo.enabledProducts();
    return {
      products: rows.map((r) => productView(r, lang)),
      pledged: userId ? toUsd(await this.deps.ledger.balance(userId, 'user_pledge')) : 0,
      period_seconds: this.deps.periodSeconds,
    };
  }

  async transfer(
    userId: number,
    input: { amount?: unknown; pwd: string; product_id?: number | undefined; request_id?: string | undefined },
    lang: ApiLang,
  ): Promise<FinanceContract> {
    if (input.amount === undefined || input.amount === null || String(input.amount).trim() === '') {
      throw new AppError(3040, { field: 'amount' });
    }
    const amount = parseUsd(input.amount);
    if (amount === null || amount <= 0) throw new AppError(1044, { field: 'amount' });
    if (amount < TRANSFER_MIN) throw new AppError(1042, { field: 'amount' });
    if (amount > TRANSFER_MAX) throw new AppError(1043, { field: 'amount' });
    const product = await this.productFor(amount, input.product_id);
    await this.deps.play?.ensureNotExcluded(userId);
    const requestId = input.request_id;
    const key = requestKey('finance', requestId, { amount, product: product.id });
    // A retry answers the first result even when the password's attempt limit is busy with it.
    const retry = await this.deps.keys.retryOf(userId, key, () =>
      this.deps.auth.checkPayPassword(userId, input.pwd, new AppError(1033, { field: 'pwd' })),
    );
    const row = await this.deps.db.transaction().execute(async (trx) => {
      if (requestId && key) {
        if (retry || !(await this.deps.keys.claim(trx, userId, key))) {
          return this.deps.repo.contractByRequest(trx, userId, requestId);
        }
      }
      const start = this.now();
      const contract = await this.deps.repo.insertContract(trx, {
        user_id: userId,
        product_id: product.id,
        principal_cents: amount,
        daily_rate_ppm: product.daily_rate_ppm,
        days: product.days,
        interest_cents: totalInterest(amount, product.daily_rate_ppm, product.days),
        period_seconds: this.deps.periodSeconds,
        starts_at: new Date(start),
        matures_at: new Date(start + product.days * this.deps.periodSeconds * 1000),
        next_accrual_at: new Date(start + this.deps.periodSeconds * 1000),
        request_id: requestId ?? null,
      });
      await this.deps.ledger.post(trx, {
        reason: 'pledge_in',
        userId,
        ref: { type: 'finance_contract', id: contract.id },
        requestId,
        legs: ownMove(userId, 'user_cash', 'user_pledge', cents(amount)),
      });
      return contract;
    });
    const [view] = await this.contracts(userId, lang, row.id);
    if (!view) throw new Error('the contract just written is not there');
    return view;
  }

  async contracts(userId: number, lang: ApiLang, id?: number): Promise<FinanceContract[]> {
    const rows = await this.deps.repo.contracts(userId, id);
    return rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      product: inLang(r, 'name', lang),
      principal: toUsd(r.principal_cents),
      daily_rate: percentOfPpm(r.daily_rate_ppm),
      days: r.days,
      starts_at: r.starts_at.toISOString(),
      matures_at: r.matures_at.toISOString(),
      period_seconds: r.period_seconds,
      periods_paid: r.paid_periods,
      interest_accrued: toUsd(cents(Number(r.accrued_cents ?? 0))),
      interest_expected: toUsd(r.interest_cents),
      status: r.status,
    }));
  }

  /** One contract of the member's with its accrual entries; 3043 for any other id. */
  async contract(userId: number, id: number, lang: ApiLang) {
    const [view] = await this.contracts(userId, lang, id);
    if (!view) throw new AppError(3043, { field: 'id' });
    const accruals = await this.deps.repo.accruals(id);
    return {
      ...view,
      accruals: accruals.map((a) => ({
        period: a.period,
        amount: toUsd(a.amount_cents),
        at: a.created_at.toISOString(),
      })),
    };
  }

  /** Contracts with an accrual or maturity due now (the metrics: what the leader has yet to pay). */
  dueCount(): Promise<number> {
    return this.deps.repo.dueCount(new Date(this.now()));
  }

  /**
   * Pays every due period once and returns every matured principal once (the scheduler's leader
   * calls it each tick). Each due contract is settled in one transaction under its row lock, so a
   * second process waits and then finds nothing due; missed periods are paid in order.
   */
  async accrueDue(fence?: Fence): Promise<{ paid: number; matured: number }> {
    const now = this.now();
    let paid = 0;
    let matured = 0;
    for (const id of await this.deps.repo.dueContracts(new Date(now), 500)) {
      const done = await this.deps.db.transaction().execute(async (trx) => {
        const c = await this.deps.repo.lockContract(trx, id);
        if (c?.status !== 'active') return { paid: 0, matured: false };
        const periodMs = c.period_seconds * 1000;
        const due = Math.min(c.days, Math.floor((now - c.starts_at.getTime()) / periodMs));
        const payments = [];
        for (let period = c.paid_periods + 1; period <= due; period++) {
          payments.push({ period, amount: periodInterest(c.interest_cents, c.days, period) });
        }
        if (payments.length === 0) return { paid: 0, matured: false };
        await this.deps.repo.insertAccruals(trx, c.id, payments);
        for (const { amount } of payments) {
          if (amount === 0) continue;
          // One posting per period: the fund flow shows each day's interest.
          await this.deps.ledger.post(trx, {
            reason: 'interest',
            userId: c.user_id,
            ref: { type: 'finance_contract', id: c.id },
            legs: [
              { account: { system: 'promotions' }, amount: cents(-amount) },
              { account: { user: c.user_id, kind: 'user_cash' }, amount },
            ],
          });
        }
        // The last period falls due at maturity: the principal goes back with it.
        const done = due === c.days;
        if (done) {
          await this.deps.ledger.post(trx, {
            reason: 'principal',
            userId: c.user_id,
            ref: { type: 'finance_contract', id: c.id },
            legs: ownMove(c.user_id, 'user_pledge', 'user_cash', c.principal_cents),
          });
        }
        await this.deps.repo.advance(trx, c.id, {
          paid_periods: due,
          next_accrual_at: done ? null : new Date(c.starts_at.getTime() + (due + 1) * periodMs),
          status: done ? 'matured' : 'active',
        });
        await fence?.(trx);
        return { paid: payments.length, matured: done };
      });
      paid += done.paid;
      if (done.matured) matured += 1;
    }
    return { paid, matured };
  }

  /** The chosen product when its range covers the amount, else the tier the amount falls in. */
  private async productFor(amount: Cents, productId: number | undefined): Promise<FinanceProductRow> {
    if (productId !== undefined) {
      const chosen = await this.deps.repo.product(productId);
      if (!chosen?.enabled) throw new AppError(3042, { field: 'product_id' });
      if (amount < chosen.min_cents || amount > chosen.max_cents) throw new AppError(3041, { field: 'amount' });
      return chosen;
    }
    const products = await this.deps.repo.enabledProducts();
    if (products.length === 0) throw new AppError(3042);
    const tier = products.find((p) => amount >= p.min_cents && amount <= p.max_cents);
    if (!tier) throw new AppError(products.every((p) => amount < p.min_cents) ? 1042 : 1043, { field: 'amount' });
    return tier;
  }
}
