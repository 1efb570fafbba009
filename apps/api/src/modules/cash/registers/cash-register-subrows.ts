import type { CashRegisterLine } from '@banca/contracts';
import type { UseCaseContext } from '../../../lib/use-case';
import { getCashRegister } from './get-cash-register';

/** The lines of one register, one per payment method, brought up to date when it is still open. */
export async function cashRegisterSubrows(ctx: UseCaseContext, id: number): Promise<CashRegisterLine[]> {
  return (await getCashRegister(ctx, id)).lines;
}
