/**
 * The customer's wallet: an append-only ledger (wallet_transactions) whose running sum is users.wallet_balance_minor.
 * Every movement updates the balance with one conditional UPDATE and appends its ledger row in the same
 * transaction, so two parallel debits can never take the balance below 0 and the ledger always adds up.
 * Amounts are integer minor units.
 */
import type { Transaction } from 'kysely';
import { inTransaction, type Executor } from '../db/connect';
import type { Database } from '../db/schema';
import { ApiError, badRequest } from '../errors';
import { ledgerPage, moveBalance } from './ledger-page';

export const INSUFFICIENT_BALANCE = 'Your wallet balance is not enough for this order.';

/** Why money moved; the account pages show these (translated) in the transaction list. */
export type WalletTransactionType =
  | 'add_fund'
  | 'order_payment'
  | 'order_refund'
  | 'trip_payment'
  | 'trip_refund'
  | 'loyalty_point'
  | 'referral'
  | 'referral_reversal'
  | 'cashback';

export interface WalletMovement {
  userId: number;
  amountMinor: number;
  type: WalletTransactionType;
  /** What it was for, e.g. 'order:12' or a payment intent id. */
  reference?: string | null;
}

async function balance(db: Executor, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('wallet_balance_minor').where('id', '=', userId).executeTakeFirst();
  return row?.wallet_balance_minor ?? 0;
}

function checkAmount(amountMinor: number): void {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0)
    throw badRequest('amount', 'The amount must be greater than 0.');
}

/** The movement's ledger row, with the balance it left (in the transaction that moved the balance). */
async function appendLedger(
  tx: Transaction<Database>,
  movement: WalletMovement,
  amounts: { credit_minor: number; debit_minor: number },
  balanceMinor: number,
) {
  await tx
    .insertInto('wallet_transactions')
    .values({
      user_id: movement.userId,
      ...amounts,
      balance_minor: balanceMinor,
      transaction_type: movement.type,
      reference: movement.reference ?? null,
      created_at: new Date(),
    })
    .execute();
}

/** Adds money; returns the new balance. */
async function credit(db: Executor, movement: WalletMovement): Promise<number> {
  checkAmount(movement.amountMinor);
  return inTransaction(db, async (tx) => {
    const balanceMinor = await moveBalance(tx, 'wallet_balance_minor', movement.userId, movement.amountMinor);
    if (balanceMinor === undefined) throw new ApiError(404, 'not_found', 'User not found.');
    await appendLedger(tx, movement, { credit_minor: movement.amountMinor, debit_minor: 0 }, balanceMinor);
    return balanceMinor;
  });
}

/** Takes money if the balance covers it (else 400 INSUFFICIENT_BALANCE, nothing changed); returns the new balance. */
async function debit(db: Executor, movement: WalletMovement): Promise<number> {
  checkAmount(movement.amountMinor);
  return inTransaction(db, async (tx) => {
    const balanceMinor = await moveBalance(tx, 'wallet_balance_minor', movement.userId, -movement.amountMinor);
    if (balanceMinor === undefined) throw badRequest('insufficient_balance', INSUFFICIENT_BALANCE);
    await appendLedger(tx, movement, { credit_minor: 0, debit_minor: movement.amountMinor }, balanceMinor);
    return balanceMinor;
  });
}

/** The user's ledger row of this type and reference (one per pair), if any. */
const movement = (db: Executor, userId: number, type: WalletTransactionType, reference: string) =>
  db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('transaction_type', '=', type)
    .where('reference', '=', reference)
    .executeTakeFirst();

/** Newest first, paged. */
const transactions = (db: Executor, userId: number, page: { limit: number; skip: number }) =>
  ledgerPage(db, 'wallet_transactions', userId, page);

/** The wallet's queries; every method runs on the executor it is given (a caller's transaction keeps its locks). */
export const walletRepository = () => ({ balance, credit, debit, movement, transactions });
export type WalletRepository = ReturnType<typeof walletRepository>;
