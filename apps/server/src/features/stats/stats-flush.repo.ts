import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ResolvedBucket } from './stats-recorder';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes what every channel counted since the last flush in ONE statement (decision 020): the
 * minute rows, the chatters' presence per minute and per stream, the top chatters, emotes and
 * commands, and the streams' totals. Every number is added (`x = x + excluded.x`), so nodes and
 * flushes add up; a distinct chatter is counted by the insert of their presence row alone, so a
 * chatter seen by two nodes (or again after a restart) is counted once. Counts for a stream that
 * is gone (its account deleted meanwhile) are skipped.
 */
export class StatsFlushRepo {
  constructor(private readonly db: Db) {}

  async write(batch: ResolvedBucket[]): Promise<void> {
    if (batch.length === 0) return;
    const minutes: unknown[] = [];
    const presence: unknown[] = [];
    const tops = new Map<string, { s: string; k: string; key: string; name: string; n: number }>();
    for (const { streamId, bucket: b } of batch) {
      const minute = iso(b.minute * 60_000);
      minutes.push({
        s: streamId,
        m: minute,
        c: b.category,
        p: b.peak,
        pa: b.peakAt === null ? null : iso(b.peakAt),
        la: b.liveAt > 0 ? iso(b.liveAt) : null,
        vs: b.viewerSum,
        vr: b.viewerReadings,
        msg: b.messages,
        em: b.emotes,
        cmd: b.commands,
        fo: b.follows,
        su: b.subs,
        re: b.renewals,
        gi: b.giftedSubs,
        ki: b.kicks,
        bo: b.botMessages,
        mo: b.modActions,
        rd: b.redemptions,
      });
      for (const chatter of b.newChatters) presence.push({ s: streamId, m: minute, u: chatter });
      for (const top of b.tops.values()) {
        const id = `${streamId}\n${top.kind}\n${top.key}`;
        const known = tops.get(id);
        if (known) {
          known.n += top.count;
          known.name = top.name;
        } else
          tops.set(id, { s: streamId, k: top.kind, key: top.key, name: top.name, n: top.count });
      }
    }
    await this.db.execute(sql`
      with d as (
        select x.* from jsonb_to_recordset(${JSON.stringify(minutes)}::jsonb) as x(
          s uuid, m timestamptz, c text, p int, pa timestamptz, la timestamptz, vs bigint, vr int,
          msg int, em int, cmd int, fo int, su int, re int, gi int, ki bigint, bo int, mo int, rd int)
        where exists (select 1 from stats_streams t where t.id = x.s)
      ),
      p as (
        insert into stats_minute_chatters (stream_id, minute, chatter)
        select x.s, x.m, x.u
        from jsonb_to_recordset(${JSON.stringify(presence)}::jsonb) as x(s uuid, m timestamptz, u text)
        where exists (select 1 from d where d.s = x.s and d.m = x.m)
        on conflict do nothing
        returning stream_id, minute
      ),
      pc as (select stream_id as s, minute as m, count(*)::int as n from p group by 1, 2),
      mi as (
        insert into stats_minutes as t (stream_id, minute, category, peak_viewers, viewer_sum,
          viewer_readings, messages, chatters, emotes, commands, follows, subs, renewals,
          gifted_subs, kicks, bot_messages, mod_actions, redemptions)
        select d.s, d.m, d.c, d.p, d.vs, d.vr, d.msg, coalesce(pc.n, 0), d.em, d.cmd, d.fo, d.su,
          d.re, d.gi, d.ki, d.bo, d.mo, d.rd
        from d left join pc on pc.s = d.s and pc.m = d.m
        on conflict (stream_id, minute) do update set
          category = coalesce(t.category, excluded.category),
          peak_viewers = greatest(t.peak_viewers, excluded.peak_viewers),
          viewer_sum = t.viewer_sum + excluded.viewer_sum,
          viewer_readings = t.viewer_readings + excluded.viewer_readings,
          messages = t.messages + excluded.messages,
          chatters = t.chatters + excluded.chatters,
          emotes = t.emotes + excluded.emotes,
          commands = t.commands + excluded.commands,
          follows = t.follows + excluded.follows,
          subs = t.subs + excluded.subs,
          renewals = t.renewals + excluded.renewals,
          gifted_subs = t.gifted_subs + excluded.gifted_subs,
          kicks = t.kicks + excluded.kicks,
          bot_messages = t.bot_messages + excluded.bot_messages,
          mod_actions = t.mod_actions + excluded.mod_actions,
          redemptions = t.redemptions + excluded.redemptions
      ),
      tp as (
        insert into stats_tops as t (stream_id, kind, key, name, count)
        select x.s, x.k, x.key, x.name, x.n
        from jsonb_to_recordset(${JSON.stringify([...tops.values()])}::jsonb)
          as x(s uuid, k text, key text, name text, n int)
        where exists (select 1 from d where d.s = x.s)
        on conflict (stream_id, kind, key) do update set
          count = t.count + excluded.count, name = excluded.name
        returning t.stream_id, t.kind, (t.xmax = 0) as fresh
      ),
      tc as (
        select stream_id as s, (count(*) filter (where fresh and kind = 'chatter'))::int as n
        from tp group by 1
      ),
      su as (
        select d.s, max(d.p) as p, (array_agg(d.pa order by d.p desc, d.pa))[1] as pa,
          max(d.la) as la, sum(d.vs) as vs, sum(d.vr) as vr, sum(d.msg) as msg, sum(d.em) as em,
          sum(d.cmd) as cmd, sum(d.fo) as fo, sum(d.su) as su, sum(d.re) as re, sum(d.gi) as gi,
          sum(d.ki) as ki, sum(d.bo) as bo, sum(d.mo) as mo, sum(d.rd) as rd
        from d group by d.s
      )
      update stats_streams as t set
        peak_at = case when su.p > t.peak_viewers and su.pa is not null then su.pa else t.peak_at end,
        peak_viewers = greatest(t.peak_viewers, su.p),
        last_live_at = greatest(t.last_live_at, su.la),
        viewer_sum = t.viewer_sum + su.vs,
        viewer_readings = t.viewer_readings + su.vr,
        messages = t.messages + su.msg,
        chatters = t.chatters + coalesce(tc.n, 0),
        emotes = t.emotes + su.em,
        commands = t.commands + su.cmd,
        follows = t.follows + su.fo,
        subs = t.subs + su.su,
        renewals = t.renewals + su.re,
        gifted_subs = t.gifted_subs + su.gi,
        kicks = t.kicks + su.ki,
        bot_messages = t.bot_messages + su.bo,
        mod_actions = t.mod_actions + su.mo,
        redemptions = t.redemptions + su.rd,
        updated_at = now()
      from su left join tc on tc.s = su.s
      where t.id = su.s`);
  }

  /** Retention: the minutes and tops of streams that started before `before` (totals stay). */
  async pruneMinutes(before: Date): Promise<void> {
    const old = sql`(select id from stats_streams where started_at < ${before.toISOString()}::timestamptz)`;
    await this.db.execute(sql`delete from stats_tops where stream_id in ${old}`);
    await this.db.execute(sql`delete from stats_minutes where stream_id in ${old}`);
    await this.db.execute(sql`delete from stats_markers where stream_id in ${old}`);
  }

  /** Presence rows older than `before` (only late events for a recent minute need them). */
  async prunePresence(before: Date): Promise<void> {
    await this.db.execute(
      sql`delete from stats_minute_chatters where minute < ${before.toISOString()}::timestamptz`,
    );
  }
}
