import type { ProductType } from '@banca/contracts';
import type { FieldError } from '../../lib/app-error';

/** What a result is checked against: the occurrence's product and what it sells. */
export interface ResultRules {
  productName: string;
  productType: ProductType;
  /** Active symbol numbers of an animalito product (null for other products). */
  symbols: ReadonlySet<string> | null;
  needsSign: boolean;
}

const DIGITS: Partial<Record<ProductType, number>> = { TRIPLE: 3, TERMINAL: 2 };

/**
 * Why a result does not fit its product (null when it does): an animalito's number must be an
 * active symbol of the product (`0` and `00` are different), a triple's exactly 3 digits, a
 * terminal's exactly 2, and the sign (1–12) is present exactly when the product sells a
 * "con signo" bet type.
 */
export function resultProblem(rules: ResultRules, number: string, sign: number | null): FieldError | null {
  if (rules.productType === 'POLLA') {
    return { field: 'occurrence_id', message: 'Los sorteos de polla no llevan resultado por número.' };
  }
  if (rules.productType === 'ANIMALITOS') {
    if (!rules.symbols?.has(number)) {
      return { field: 'number', message: `El ${number} no es un animalito activo de «${rules.productName}».` };
    }
  } else {
    const digits = DIGITS[rules.productType]!;
    if (!new RegExp(`^\\d{${digits}}$`).test(number)) {
      return {
        field: 'number',
        message: `El resultado de «${rules.productName}» debe tener exactamente ${digits} dígitos.`,
      };
    }
  }
  if (rules.needsSign && sign === null) {
    return { field: 'sign', message: 'El signo es obligatorio para este sorteo (del 1 al 12).' };
  }
  if (!rules.needsSign && sign !== null) return { field: 'sign', message: 'Este sorteo no lleva signo.' };
  return null;
}
