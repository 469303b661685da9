import type { Exec } from '../client.ts';
import { auditEntries, clientLog } from '../schema/estates.ts';

export type AuditEntry = typeof auditEntries.$inferInsert;
export type ClientLogEntry = typeof clientLog.$inferInsert;

export async function addAudit(x: Exec, entry: AuditEntry): Promise<void> {
  await x.insert(auditEntries).values(entry);
}

export async function addClientLog(x: Exec, entry: ClientLogEntry): Promise<void> {
  await x.insert(clientLog).values(entry);
}
