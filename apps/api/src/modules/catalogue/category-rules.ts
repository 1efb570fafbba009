import type { ZCreateCategoryRequest } from '@banca/contracts';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { duplicateField } from '../../lib/unique-violation';

export type CategoryInput = z.output<typeof ZCreateCategoryRequest>;

export const categoryNotFound = () => notFound('La categoría no existe.');

export const duplicateName = (name: string) => duplicateField('name', `Ya existe una categoría llamada «${name}».`);
