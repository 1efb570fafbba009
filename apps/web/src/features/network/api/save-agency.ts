import {
  cloneAgency,
  createAgency,
  deleteAgency,
  updateAgency,
  updateAgencyConfig,
  ZAgencyConfig,
  ZAgencyResponse,
  ZCloneAgencyResponse,
  type PartnerStatus,
  pathOf,
} from '@banca/contracts';
import type { z } from 'zod';
import type { ZCloneAgencyRequest, ZCreateAgencyRequest, ZUpdateAgencyConfigRequest } from '@banca/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { useInvalidateNetwork } from './keys';

export type CreateAgencyValues = z.input<typeof ZCreateAgencyRequest>;
export type CloneAgencyValues = z.input<typeof ZCloneAgencyRequest>;

export const createAgencyRequest = async (values: CreateAgencyValues) =>
  ZAgencyResponse.parse(await api.post(createAgency.path, values));

/** The step form's last step: the agency (and its own bets settings) in one call. */
export function useCreateAgency() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: createAgencyRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Agencia creada.' },
  });
}

export const cloneAgencyRequest = async (values: CloneAgencyValues) =>
  ZCloneAgencyResponse.parse(await api.post(cloneAgency.path, values));

export function useCloneAgency() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: cloneAgencyRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Agencia clonada.' },
  });
}

export const updateAgencyRequest = async ({
  id,
  values,
}: {
  id: number;
  values: CreateAgencyValues & { status?: PartnerStatus };
}) => ZAgencyResponse.parse(await api.put(pathOf(updateAgency, { id }), values));

export function useUpdateAgency() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: updateAgencyRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Agencia guardada.' },
  });
}

export const deactivateAgencyRequest = async (id: number) =>
  ZAgencyResponse.parse(await api.delete(pathOf(deleteAgency, { id })));

export function useDeactivateAgency() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: deactivateAgencyRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Agencia desactivada.' },
  });
}

export const updateAgencyConfigRequest = async (values: z.input<typeof ZUpdateAgencyConfigRequest>) =>
  ZAgencyConfig.parse(await api.put(updateAgencyConfig.path, values));

export function useUpdateAgencyConfig() {
  const invalidate = useInvalidateNetwork();
  return useMutation({
    mutationFn: updateAgencyConfigRequest,
    onSuccess: invalidate,
    meta: { successMessage: 'Responsable de pagos guardado.' },
  });
}
