// The column types the tables share: timestamps, jsonb and text[] as both drivers read and write them.
import type { ColumnType } from 'kysely';

/** A timestamptz with a database default (now()). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/**
 * A NULL-able column, optional on insert (NULL when left out). A NOT NULL column with a database
 * default, optional on insert, is Kysely's `Generated<T>`.
 */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A nullable timestamptz without default. */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A required timestamptz without default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** jsonb: read as T, written as a JSON string (see `toJson`). */
export type Json<T> = ColumnType<T, string, string>;
/** jsonb with a database default. */
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
/** text[] with default '{}'. */
export type TextList = ColumnType<string[], string[] | undefined, string[]>;
