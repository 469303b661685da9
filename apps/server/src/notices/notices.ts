/**
 * Notices of death (issue 40): the server drafts each letter from the saved estate (domain notices/draft.ts),
 * keeps it as the executor edits it, and records its way from drafted to sent, acknowledged and done. A notice
 * marked done completes its kind's checklist tasks once every notice of that kind is done, through the save.
 */
import {
  addAudit,
  deleteNotice,
  findNotices,
  insertNotice,
  listNotices,
  type NoticeRow,
  type Tx,
  updateNotice,
} from '@probity/db';
import {
  draftNotice,
  type Facts,
  type MetaPatch,
  MSG_NOTICE_KIND,
  MSG_NOTICE_MISSING,
  MSG_NOTICE_TARGET,
  markTaskDone,
  NOTICE_REGISTRY_VERSION,
  type Notice,
  type NoticeIn,
  type NoticePatch,
  type NoticeStatus,
  noticeKind,
  noticeKindsFor,
  noticeStep,
  TASK_ID,
  taskDatesOn,
  taskStateFields,
  taskStateOf,
  todayIso,
  userInfoOf,
} from '@probity/domain';
import { byline, type SessionUser } from '../auth/session.ts';
import { inSnapshot, readFacts, saveEstate, type WriterAccess } from '../estate/index.ts';
import { badRequest, conflict, notFound } from '../http/http-error.ts';
import type { AppContext } from '../runtime/context.ts';

export function noticeOut(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind,
    kind_name: noticeKind(row.kind)?.name ?? row.kind,
    target: { part: row.target_part as Notice['target']['part'], id: row.target_id },
    ask: row.ask as Notice['ask'],
    letter: row.letter as Notice['letter'],
    registry_version: row.registry_version,
    status: row.status as NoticeStatus,
    sent_on: row.sent_on,
    sent_method: row.sent_method as Notice['sent_method'],
    acknowledged_on: row.acknowledged_on,
    done_on: row.done_on,
    follow_up: row.follow_up,
    created_at: row.created_at.toISOString(),
  };
}

export const readNotices = async (ctx: Pick<AppContext, 'db'>, estateId: string) =>
  (await listNotices(ctx.db, estateId)).map(noticeOut);

export async function findOne(ctx: Pick<AppContext, 'db'>, estateId: string, id: number): Promise<NoticeRow> {
  const [row] = await findNotices(ctx.db, estateId, [id]);
  if (!row) throw notFound(MSG_NOTICE_MISSING);
  return row;
}

function holdsTarget(f: Facts, { part, id }: NoticeIn['target']): boolean {
  if (part === 'estate') return true;
  return (f[part] as readonly { id: number }[]).some((x) => x.id === id);
}

/** The executor as the court named them (the caption's fiduciary), else the signed-in user. */
function senderOf(f: Facts, user: SessionUser, given: NoticeIn['sender']) {
  return {
    name: given?.name || f.meta.distributor.trim() || byline(user),
    address: given?.address || f.meta.fiduciary_addr.trim(),
    phone: given?.phone ?? '',
    email: given?.email || user.email,
  };
}

/** POST /api/estate/{id}/notices: a notice drafted from the saved estate, stored as drafted. */
export async function createNotice(ctx: AppContext, { estate, user }: WriterAccess, body: NoticeIn) {
  // the letter reads no derived figure: the facts alone, as one snapshot
  const { facts } = await inSnapshot(ctx.db, (tx) => readFacts(tx, estate.id));
  const kind = noticeKindsFor(facts.meta.country_code, facts.meta.state).find((k) => k.id === body.kind);
  if (!kind) throw badRequest(MSG_NOTICE_KIND);
  if (!holdsTarget(facts, body.target)) throw badRequest(MSG_NOTICE_TARGET);
  const ask = body.ask ?? kind.asks[0];
  if (!ask || !kind.asks.includes(ask)) throw badRequest(MSG_NOTICE_KIND);
  const tasks = taskStateOf(facts.meta as unknown as Record<string, unknown>);
  const appointed = userInfoOf(tasks, TASK_ID.probateAppointment)?.date ?? null;
  const letter = draftNotice(facts, {
    kind: kind.id,
    target: body.target,
    ask,
    sender: senderOf(facts, user, body.sender),
    to: body.to,
    today: todayIso(),
    authorityDate: body.authority_date === undefined ? appointed : body.authority_date,
  });
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertNotice(tx, {
      estate_id: estate.id,
      kind: kind.id,
      target_part: body.target.part,
      target_id: body.target.id,
      ask,
      letter,
      registry_version: NOTICE_REGISTRY_VERSION,
      created_by: user.id,
    });
    await audit(tx, { estate, user }, 'notice', { notice: made.id, kind: kind.id, status: 'drafted' });
    return made;
  });
  return noticeOut(row);
}

/** Each write's audit entry, in the write's own transaction. */
const audit = (
  tx: Tx,
  { estate, user }: Pick<WriterAccess, 'estate' | 'user'>,
  action: string,
  detail: object,
) => addAudit(tx, { estate_id: estate.id, user_id: user.id, action, revision: estate.revision, detail });

/** PATCH: the letter while drafted; the status forward only, with the dates and method each step records. */
export async function patchNotice(ctx: AppContext, writer: WriterAccess, id: number, patch: NoticePatch) {
  const { estate } = writer;
  const row = await findOne(ctx, estate.id, id);
  const step = noticeStep(
    {
      kind: row.kind,
      status: row.status as NoticeStatus,
      sent_on: row.sent_on,
      sent_method: row.sent_method,
    },
    patch,
    todayIso(),
  );
  if (!step.ok) throw step.conflict ? conflict(step.msg) : badRequest(step.msg);
  const { set, status } = step;
  const updated = await ctx.db.transaction(async (tx) => {
    const out = await updateNotice(tx, estate.id, id, set);
    const edited = set.letter ? { edited: true } : {};
    await audit(tx, writer, 'notice', { notice: id, kind: row.kind, status, ...edited });
    return out;
  });
  if (!updated) throw notFound(MSG_NOTICE_MISSING);
  if (status === 'done' && row.status !== 'done') await completeTasks(ctx, writer, row.kind);
  return noticeOut(updated);
}

export async function removeNotice(ctx: AppContext, { estate, user }: WriterAccess, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    const gone = await deleteNotice(tx, estate.id, id);
    if (gone) {
      await audit(tx, { estate, user }, 'notice-delete', { notice: id, kind: gone.kind });
    }
    return gone;
  });
  if (!row) throw notFound(MSG_NOTICE_MISSING);
}

/**
 * Once every notice of a kind is done, its checklist tasks are marked done (those not done already), through THE
 * save: the task state is the estate's meta, with its revision and audit entry.
 */
async function completeTasks(ctx: AppContext, writer: WriterAccess, kind: string): Promise<void> {
  const tasks = noticeKind(kind)?.tasks ?? [];
  if (!tasks.length) return;
  const all = await listNotices(ctx.db, writer.estate.id);
  if (all.some((n) => n.kind === kind && n.status !== 'done')) return;
  await saveEstate(
    ctx,
    writer,
    { force: true },
    (before) => {
      let state = taskStateOf(before.meta as unknown as Record<string, unknown>);
      const meta = before.meta as unknown as Record<string, unknown>;
      const opts = { today: todayIso(), task_dates: taskDatesOn(meta), province: before.meta.state };
      for (const id of tasks) {
        // a task already done, or one the checklist tracks by itself, stays as it is
        const r = markTaskDone(state, id, opts);
        if (r.ok) state = r.value;
      }
      return { meta: taskStateFields(state) as MetaPatch };
    },
    'notice-tasks',
  );
}
