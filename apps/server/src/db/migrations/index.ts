import type { Migration } from 'kysely/migration';
import * as foundation from './2026-11-22T0300-foundation.ts';
import * as ledger from './2026-11-22T0400-ledger.ts';
import * as wallet from './2026-11-22T0410-wallet.ts';
import * as games from './2026-11-22T0500-games.ts';
import * as hardening from './2026-11-23T0100-hardening.ts';
import * as orderWriter from './2026-11-23T0200-order-writer.ts';
import * as settleInPlace from './2026-11-23T0300-settle-in-place.ts';
import * as content from './2026-11-23T0400-content.ts';
import * as vip from './2026-11-23T0500-vip.ts';
import * as play from './2026-11-23T0600-play.ts';
import * as finance from './2026-11-23T0700-finance.ts';
import * as admin from './2026-11-23T0800-admin.ts';
import * as referencesPerStatement from './2026-11-23T0900-references-per-statement.ts';
import * as watchSessionColumns from './2026-11-25T0100-watch-session-columns.ts';
import * as staffResetHolds from './2026-11-25T0200-staff-reset-holds-withdrawals.ts';
import * as memberMessages from './2026-11-25T0300-member-messages.ts';
import * as orderBatchNamedKeys from './2026-11-25T0400-order-batch-named-keys.ts';
import * as staffTwoFactor from './2026-11-25T0500-staff-two-factor.ts';
import * as fourEyesPayouts from './2026-11-25T0600-four-eyes-payouts.ts';
import * as signIns from './2026-11-25T0700-sign-ins.ts';
import * as retention from './2026-11-26T0100-retention.ts';
import * as commitments from './2026-11-27T0100-commitments.ts';
import * as textsAsJson from './2026-11-27T0200-texts-as-json.ts';
import * as ledgerAuditMarks from './2026-11-28T0100-ledger-audit-marks.ts';
import * as historyKept from './2026-11-28T0200-history-kept.ts';
import * as decisionsFinal from './2026-11-28T0300-decisions-final.ts';
import * as contractsKept from './2026-11-28T0400-contracts-kept.ts';
import * as ordersSettledOnce from './2026-11-28T0500-orders-settled-once.ts';
import * as signInsKept from './2026-11-28T0600-sign-ins-kept.ts';
import * as settledOnceAfter from './2026-11-28T0700-settled-once-after.ts';
import * as requestKeyResults from './2026-12-02T0100-request-key-results.ts';

/** Every migration, by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0300-foundation': foundation,
  '2026-11-22T0400-ledger': ledger,
  '2026-11-22T0410-wallet': wallet,
  '2026-11-22T0500-games': games,
  '2026-11-23T0100-hardening': hardening,
  '2026-11-23T0200-order-writer': orderWriter,
  '2026-11-23T0300-settle-in-place': settleInPlace,
  '2026-11-23T0400-content': content,
  '2026-11-23T0500-vip': vip,
  '2026-11-23T0600-play': play,
  '2026-11-23T0700-finance': finance,
  '2026-11-23T0800-admin': admin,
  '2026-11-23T0900-references-per-statement': referencesPerStatement,
  '2026-11-25T0100-watch-session-columns': watchSessionColumns,
  '2026-11-25T0200-staff-reset-holds-withdrawals': staffResetHolds,
  '2026-11-25T0300-member-messages': memberMessages,
  '2026-11-25T0400-order-batch-named-keys': orderBatchNamedKeys,
  '2026-11-25T0500-staff-two-factor': staffTwoFactor,
  '2026-11-25T0600-four-eyes-payouts': fourEyesPayouts,
  '2026-11-25T0700-sign-ins': signIns,
  '2026-11-26T0100-retention': retention,
  '2026-11-27T0100-commitments': commitments,
  '2026-11-27T0200-texts-as-json': textsAsJson,
  '2026-11-28T0100-ledger-audit-marks': ledgerAuditMarks,
  '2026-11-28T0200-history-kept': historyKept,
  '2026-11-28T0300-decisions-final': decisionsFinal,
  '2026-11-28T0400-contracts-kept': contractsKept,
  '2026-11-28T0500-orders-settled-once': ordersSettledOnce,
  '2026-11-28T0600-sign-ins-kept': signInsKept,
  '2026-11-28T0700-settled-once-after': settledOnceAfter,
  '2026-12-02T0100-request-key-results': requestKeyResults,
};
