/**
 * A notice's way from drafted to sent, acknowledged and done (issue 40): what a change asks for is checked here,
 * once, and turned into the fields to store. The server applies it to every PATCH; the web shows only the steps it
 * allows.
 */
import { NOTICE_STATUSES, type NoticePatch, type NoticeStatus } from '../api/notices.ts';
import { shiftDays } from '../dates.ts';
import { MSG_NOTICE_ORDER, MSG_NOTICE_SENT_LOCKED, MSG_NOTICE_SENT_NEEDS } from '../messages.ts';
import type { NoticeLetter } from './draft.ts';
import { DEFAULT_FOLLOW_UP_DAYS, noticeKind } from './registry.ts';

/** The stored state a change starts from. */
export interface NoticeState {
  kind: string;
  status: NoticeStatus;
  sent_on: string | null;
  sent_method: string | null;
}

/** The fields a change writes (only those it sets). */
export interface NoticeSet {
  letter?: NoticeLetter;
  status?: NoticeStatus;
  sent_on?: string | null;
  sent_method?: string | null;
  follow_up?: string | null;
  acknowledged_on?: string;
  done_on?: string;
}

export type NoticeStep =
  | { ok: true; set: NoticeSet; status: NoticeStatus }
  /** `conflict`: the notice's state refuses it (409); otherwise the request lacks something (400). */
  | { ok: false; msg: string; conflict: boolean };

const rank = (s: NoticeStatus) => NOTICE_STATUSES.indexOf(s);

/**
 * The letter changes only while drafted; the status moves forward only; sent needs its date and method and sets
 * the follow-up from the registry (unless given); acknowledged and done record their day (today by default).
 */
export function noticeStep(row: NoticeState, patch: NoticePatch, today: string): NoticeStep {
  const set: NoticeSet = {};
  if (patch.letter) {
    if (row.status !== 'drafted') return { ok: false, msg: MSG_NOTICE_SENT_LOCKED, conflict: true };
    set.letter = { ...(patch.letter as NoticeLetter), kind: row.kind };
  }
  const status = patch.status ?? row.status;
  if (rank(status) < rank(row.status)) return { ok: false, msg: MSG_NOTICE_ORDER, conflict: true };
  if (status !== row.status) set.status = status;
  const sentOn = patch.sent_on === undefined ? row.sent_on : patch.sent_on;
  const method = patch.sent_method === undefined ? row.sent_method : patch.sent_method;
  if (rank(status) >= rank('sent')) {
    if (status === 'sent' && (!sentOn || !method))
      return { ok: false, msg: MSG_NOTICE_SENT_NEEDS, conflict: false };
    set.sent_on = sentOn;
    set.sent_method = method;
  }
  if (patch.sent_on !== undefined || (status === 'sent' && row.status !== 'sent')) {
    const days = noticeKind(row.kind)?.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS;
    set.follow_up = sentOn ? shiftDays(sentOn, days) : null;
  }
  if (patch.follow_up !== undefined) set.follow_up = patch.follow_up;
  if (status === 'acknowledged' && row.status !== 'acknowledged')
    set.acknowledged_on = patch.acknowledged_on ?? today;
  if (status === 'done' && row.status !== 'done') set.done_on = patch.done_on ?? today;
  return { ok: true, set, status };
}

/**
 * A sent letter whose follow-up day has come with no answer recorded: the item shows "Follow up" and the owner's
 * reminder names it (the server adds its catch-up window).
 */
export const followUpDue = (n: { status: string; follow_up: string | null }, today: string): boolean =>
  n.status === 'sent' && n.follow_up !== null && n.follow_up <= today;
