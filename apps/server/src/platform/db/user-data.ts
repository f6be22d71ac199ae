import { eq, getTableName, isTable, or, type Column } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Columns that hold secrets or credentials: never part of an export. */
const SECRET = /(^|_)(password|hash|secret|key)(_|$)|_enc$|^token$/;

/**
 * The tables that hold a user's rows, found from the schema itself: every table with a column
 * that references the users table (plus the users table). A table added later is covered
 * without a line here.
 */
export function userTables(schema: Record<string, unknown>, users: PgTable) {
  const usersName = getTableName(users);
  return Object.values(schema)
    .filter((value): value is PgTable => isTable(value))
    .map((table) => {
      const config = getTableConfig(table);
      const columns =
        getTableName(table) === usersName
          ? config.columns.filter((c) => c.name === 'id')
          : config.foreignKeys
              .map((fk) => fk.reference())
              .filter((ref) => getTableName(ref.foreignTable) === usersName)
              .flatMap((ref) => ref.columns);
      return { table, name: getTableName(table), columns };
    })
    .filter((entry) => entry.columns.length > 0);
}

const jsonable = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : typeof value === 'bigint' ? String(value) : value;

/** Every row of the user's, by table, without secret columns (keys, hashes, encrypted tokens). */
export async function exportUserRows(
  db: Db,
  schema: Record<string, unknown>,
  users: PgTable,
  userId: string,
): Promise<Record<string, Array<Record<string, unknown>>>> {
  const result: Record<string, Array<Record<string, unknown>>> = {};
  for (const { table, name, columns } of userTables(schema, users)) {
    const rows = (await db
      .select()
      .from(table)
      .where(or(...columns.map((column) => eq(column, userId))))) as Array<Record<string, unknown>>;
    const config = getTableConfig(table);
    const propertyOf = new Map(
      Object.entries(table as unknown as Record<string, Column>)
        .filter(([, column]) => (config.columns as Column[]).includes(column))
        .map(([property, column]) => [property, column.name]),
    );
    result[name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([property]) => !SECRET.test(propertyOf.get(property) ?? property))
          .map(([property, value]) => [property, jsonable(value)]),
      ),
    );
  }
  return result;
}
