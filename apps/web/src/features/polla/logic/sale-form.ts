import type { PollaType, RegisterPollaTicketRequest } from '@banca/contracts';

/** What the seller has typed and picked. */
export interface SaleForm {
  id_type: 'V' | 'E';
  id_number: string;
  first_name: string;
  last_name: string;
  phone: string;
  /** Picked animals by draw id. */
  picks: Record<number, string[]>;
}

export const EMPTY_SALE: SaleForm = {
  id_type: 'V',
  id_number: '',
  first_name: '',
  last_name: '',
  phone: '',
  picks: {},
};

/** The sale request of a form for a polla type: one entry per counted draw, in the type's order. */
export function saleRequestOf(type: PollaType, form: SaleForm): RegisterPollaTicketRequest {
  return {
    polla_type_id: type.id,
    customer: {
      id_type: form.id_type,
      id_number: form.id_number.trim(),
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      phone: form.phone.trim(),
    },
    picks: type.draws.map((draw) => ({ draw_id: draw.id, numbers: form.picks[draw.id] ?? [] })),
  };
}

/** Whether every counted draw has its number of animals picked. */
export const picksComplete = (type: PollaType, form: SaleForm) =>
  type.draws.every((draw) => (form.picks[draw.id]?.length ?? 0) === type.picks_per_draw);

/** The server's field path → the form's field it lands on ("customer.phone" → "phone", "picks.1.numbers" → "draw:<id>"). */
export function formFieldOf(type: PollaType, path: string): string {
  if (path.startsWith('customer.')) return path.slice('customer.'.length);
  const pick = /^picks\.(\d+)/.exec(path);
  if (pick) {
    const draw = type.draws[Number(pick[1])];
    return draw ? `draw:${draw.id}` : 'picks';
  }
  return path;
}
