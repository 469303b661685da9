import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isReadOnlySql } from './db-faults.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
    ],
    ['pg_terminate_backend', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['statement_timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    ['a frozen server', new Error('Query read timeout')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'drizzle wrapping the driver',
      Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') }),
    ],
    [
      'better-auth wrapping drizzle',
      new Error('Failed to get session', {
        cause: new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      }),
    ],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ],
  ])('%s: yes', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value')],
    ['bad input', pgError('22P02', 'invalid input syntax')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s: no', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('isReadOnlySql', () => {
  it.each([
    ['select "id" from "estates" where "id" = $1', true],
    ['  SELECT count(*) from contacts', true],
    ['select * from estates where id = $1 for update', false],
    ['select nextval($1)', false],
    ['select pg_advisory_xact_lock(1)', false],
    ['insert into estates (id) values ($1)', false],
    ['with moved as (delete from t returning *) select * from moved', false],
    ['update estates set revision = revision + 1', false],
  ])('%s: %s', (sql, expected) => {
    expect(isReadOnlySql(sql)).toBe(expected);
  });
});
