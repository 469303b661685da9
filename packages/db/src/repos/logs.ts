import { and, desc, eq, lt } from 'drizzle-orm';
import type { Exec } from '../client.ts';
import { users } from '../schema/auth.ts';
import { auditEntries, clientLog } from '../schema/estates.ts';

export type AuditEntry = typeof auditEntries.$inferInsert;
export type ClientLogEntry = typeof clientLog.$inferInsert;

export async function addAudit(x: Exec, entry: AuditEntry): Promise<void> {
  await x.insert(auditEntries).values(entry);
}

export async function addClientLog(x: Exec, entry: ClientLogEntry): Promise<void> {
  await x.insert(clientLog).values(entry);
}

/** An estate's audit trail, newest first, with who acted (their current name and email); `before` pages back. */
export async function listAudit(x: Exec, estateId: string, limit: number, before?: number) {
  return x
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      revision: auditEntries.revision,
      detail: auditEntries.detail,
      created_at: auditEntries.created_at,
      user_name: users.name,
      user_email: users.email,
    })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.user_id))
    .where(and(eq(auditEntries.estate_id, estateId), before ? lt(auditEntries.id, before) : undefined))
    .orderBy(desc(auditEntries.id))
    .limit(limit);
}
