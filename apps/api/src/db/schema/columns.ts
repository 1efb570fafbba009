import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * The columns many tables share, written once: an identity key, a required reference to another
 * table, and the creation and change instants. Each call gives a fresh builder (drizzle binds a
 * builder to the one table it is put in).
 */

/** `id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY`. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A reference that every row has: `<name> integer NOT NULL REFERENCES <target>`. */
export const requiredRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target);

/** When the row was written: `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: `updated_at timestamptz NOT NULL DEFAULT now()`. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
