import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { rowsOf, unparsedRowsOf } from '#server/db/rows.ts';
import type { Bitset } from './bitset.ts';
import { changedSql, changesSql, goneSql, type Seen } from './changes-sql.ts';
import { TermIndex, type IndexedText } from './term-index.ts';
import type { Tiers } from './tiers.ts';
import { problemsOf, type OnUnreadableRow } from './unreadable-row.ts';

// The half of an in-memory search index that keeps it as current as the database (docs/decisions/036,
// 037): it holds every listed document of its tables, and each search asks in one statement whether
// any of those tables' rows was written, or deleted, since the index last looked (`search_xid`,
// stamped by a trigger on every write; `search_removals`). When one was, the index reads those rows
// and the search ranks again. A document holds its card where every column of the card stamps its
// row (`ranked`); otherwise that statement also reads the page's cards (`withCards`). What a
// document is, how it is found and ranked is the subclass's (jobs, the catalogue, the directory).

/** What every changed row carries besides its own columns: its id, stamp and whether it is listed. */
export const ChangedRow = z.object({ id: z.string(), xid: z.string(), listed: z.boolean() });

/** What the index keeps of a document besides its words: its id and its write's stamp. */
export interface LiveDoc {
  id: string;
  xid: string;
}

/**
 * How a document's rows are read: `rows(changed)` selects every table's rows (with `ChangedRow`'s
 * columns) where `changed(alias, listed)` holds: on the first read the listed rows (`listed`), later
 * the rows written since.
 */
export interface LiveSource<Row extends z.output<typeof ChangedRow>, Doc extends LiveDoc, Order extends string> {
  /** The index's name in logs and metrics. */
  name: string;
  /** The tables whose rows are documents, as `search_removals.source` names them. */
  tables: readonly string[];
  /** The levels of a document's text (see `TermIndex`). */
  levels: number;
  row: z.ZodType<Row>;
  rows: (changed: (alias: string, listed: SQL) => SQL) => SQL;
  /**
   * A listed row's document and text. `shared` keeps one copy of a repeated string. It may throw on
   * a value it cannot read: the row is then skipped.
   */
  docOf: (row: Row, shared: (text: string) => string) => { doc: Doc; text: IndexedText };
  /** The orders a search walks, each a comparison of two documents (ties broken by id). */
  orders: Record<Order, (a: Doc, b: Doc) => number>;
}

/** How many times a search ranks again when rows keep changing under it; then it answers what it has. */
const RANKINGS = 3;

/** Below this many candidates, a set is sorted by rank rather than met in a walk of an order. */
const SORT_BELOW = 2000;

export class LiveIndex<Row extends z.output<typeof ChangedRow>, Doc extends LiveDoc, Order extends string> {
  terms: TermIndex;
  /** Documents by slot; a slot whose document changed since is stale (`live` no longer names it). */
  docs: Doc[] = [];
  private readonly live = new Map<string, number>();
  /** Per order, the live slots in it and each slot's place (-1: stale). */
  private orders = new Map<Order, { slots: number[]; rank: Int32Array }>();
  /** Where the next read of changes starts (null: nothing read yet). */
  private seen: Seen | null = null;
  private reading: Promise<void> | null = null;
  private nextRead: Promise<void> | null = null;
  private readonly checked = new WeakMap<z.ZodObject<z.ZodRawShape>, z.ZodType>();

  /** One copy of each repeated text (a category, a place, a title's word) for every document that has it. */
  private readonly texts = new Map<string, string>();
  private readonly shared = (text: string): string => {
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    this.texts.set(text, text);
    return text;
  };

  constructor(
    private readonly db: Pick<Db, 'execute'>,
    private readonly source: LiveSource<Row, Doc, Order>,
    private readonly onUnreadable: OnUnreadableRow = () => {},
  ) {
    this.terms = new TermIndex(source.levels);
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.live.size;
  }

  /** Reads every listed document, as the first search would, and answers how many it holds. */
  async load(): Promise<number> {
    await this.current();
    return this.live.size;
  }

  /**
   * Ranks with `search` on what the index holds, then asks in one statement whether anything
   * changed; when something did, it reads the changes and ranks again (at most RANKINGS times).
   * For an index whose documents hold their cards.
   */
  async ranked<Found>(search: () => Found): Promise<Found> {
    if (this.seen === null) await this.current();
    for (let ranking = 1; ; ranking++) {
      const found = search();
      const [row] = await rowsOf(
        this.db,
        Changed,
        sql`select ${changedSql(this.source.tables, this.seen!)} as changed`,
      );
      if (!row?.changed || ranking === RANKINGS) return found;
      await this.current();
    }
  }

  /**
   * Ranks with `search` on what the index holds, then reads the cards `cards(found)` selects (by
   * id, in any order) in one statement that also asks whether anything changed; when something
   * did, it reads the changes and ranks again (at most RANKINGS times). A card that cannot be read
   * is left out of the page.
   */
  async withCards<Found, Card extends z.ZodObject<z.ZodRawShape>>(
    search: () => Found,
    cards: (found: Found) => SQL,
    card: Card,
  ): Promise<{ found: Found; cards: z.output<Card>[] }> {
    if (this.seen === null) await this.current();
    const Checked = this.checkedOf(card);
    for (let ranking = 1; ; ranking++) {
      const found = search();
      const rows = await unparsedRowsOf(
        this.db,
        sql`select x.changed, c.* from (select ${changedSql(this.source.tables, this.seen!)} as changed) x
          left join lateral (${cards(found)}) c on true`,
      );
      // a card that turned unreadable was written since: reading the changes leaves its row out
      if (Changed.parse(rows[0]).changed && ranking < RANKINGS) {
        await this.current();
        continue;
      }
      const read: z.output<Card>[] = [];
      for (const row of rows) {
        const checked = Checked.safeParse(row);
        if (!checked.success) this.skip(String((row as { id?: unknown }).id), checked.error);
        else if (checked.data.id !== null) read.push(checked.data as z.output<Card>);
      }
      return { found, cards: read };
    }
  }

  /** Reads what changed since the last read; a caller waits for a read that began after it asked. */
  current(): Promise<void> {
    if (!this.reading) {
      this.reading = this.readChanges().finally(() => {
        this.reading = null;
      });
      return this.reading;
    }
    this.nextRead ??= this.reading
      .catch(() => {})
      .then(() => {
        this.nextRead = null;
        return this.current();
      });
    return this.nextRead;
  }

  /**
   * The first `limit` slots of `candidates` (null: every live slot) that `accept` takes, in `order`.
   * A small set is sorted by rank; a large one is met early in a walk of the order.
   */
  firstInOrder(order: Order, candidates: Bitset | null, accept: (slot: number) => boolean, limit: number): number[] {
    const { slots, rank } = this.orders.get(order)!;
    if (candidates && candidates.count() <= SORT_BELOW) {
      const found = candidates.slots().filter((slot) => rank[slot]! >= 0 && accept(slot));
      return found.sort((a, b) => rank[a]! - rank[b]!).slice(0, limit);
    }
    const found: number[] = [];
    for (const slot of slots) {
      if ((candidates === null || candidates.has(slot)) && accept(slot)) {
        found.push(slot);
        if (found.length === limit) break;
      }
    }
    return found;
  }

  /**
   * The first `limit` slots `accept` takes, tier by tier (best first): each tier's own slots, in
   * `order`, until the limit is reached.
   */
  firstInTiers(order: Order, tiers: Tiers, accept: (slot: number) => boolean, limit: number): number[] {
    const found: number[] = [];
    tiers.sets.forEach(({ set }, tier) => {
      if (found.length >= limit) return;
      const inTier = (slot: number) => tiers.bestTierOf(slot) === tier && accept(slot);
      found.push(...this.firstInOrder(order, set, inTier, limit - found.length));
    });
    return found;
  }

  /** Every live slot in `order` (for counting). */
  slotsIn(order: Order): readonly number[] {
    return this.orders.get(order)!.slots;
  }

  /** A card's row beside the "changed?" column, or that column alone; one schema per card (zod compiles each once). */
  private checkedOf<Card extends z.ZodObject<z.ZodRawShape>>(
    card: Card,
  ): z.ZodType<(z.output<Card> & { changed: boolean }) | { changed: boolean; id: null }> {
    let schema = this.checked.get(card);
    if (!schema) {
      schema = z.union([card.extend({ changed: z.boolean() }), z.object({ changed: z.boolean(), id: z.null() })]);
      this.checked.set(card, schema);
    }
    return schema as never;
  }

  private async readChanges(): Promise<void> {
    // stale slots are never reused: past half the index, read it all again
    if (this.terms.size > 2 * this.live.size + 1024) this.reset();
    const rows = await unparsedRowsOf(this.db, changesSql(this.source.tables, this.source.rows, this.seen));
    if (!rows[0]) return;
    const first = ReadHead.parse(rows[0]);
    const added: number[] = [];
    const read = [...(this.seen?.recent ?? [])];
    let changed = false;
    let unnamed = false;
    for (const [id, xid] of JSON.parse(first.removed) as [string | null, string][]) {
      read.push(xid);
      if (id === null) unnamed = true;
      else changed = this.live.delete(id) || changed;
    }
    // a row deleted without its id (a profile: an account leaves no trace): which of ours are gone
    if (unnamed) for (const id of await this.gone()) changed = this.live.delete(id) || changed;
    for (const raw of rows) {
      // a read with no changes is one row of nulls besides `xmin` and `removed`
      const stamp = Stamp.safeParse(raw);
      if (!stamp.success) continue;
      const { id, xid } = stamp.data;
      read.push(xid);
      const slot = this.live.get(id);
      if (slot !== undefined && this.docs[slot]!.xid === xid) continue;
      changed = true;
      this.live.delete(id);
      // one row the index cannot read leaves it out, never the whole start or every search
      const row = this.source.row.safeParse(raw);
      if (!row.success) this.skip(id, row.error);
      else if (row.data.listed) this.tryAdd(row.data, added);
    }
    // the transactions read from here on are done: their ids need not be read again
    const since = BigInt(first.xmin);
    this.seen = { since: first.xmin, recent: [...new Set(read)].filter((xid) => BigInt(xid) >= since) };
    if (changed || this.orders.size === 0) this.reorder(added);
  }

  /** Adds a listed row's document to `added`, or skips the row when its document cannot be made. */
  private tryAdd(row: Row, added: number[]) {
    try {
      added.push(this.add(row));
    } catch (error) {
      this.skip(row.id, error);
    }
  }

  private skip(id: string, error: unknown) {
    this.onUnreadable({ index: this.source.name, id, problems: problemsOf(error) });
  }

  /** The ids the index holds whose row is no longer in any of its tables. */
  private async gone(): Promise<string[]> {
    const rows = await rowsOf(
      this.db,
      z.object({ id: z.string() }),
      goneSql(this.source.tables, [...this.live.keys()]),
    );
    return rows.map((row) => row.id);
  }

  private reset() {
    this.terms = new TermIndex(this.source.levels);
    this.docs = [];
    this.live.clear();
    this.orders.clear();
    this.texts.clear();
    this.seen = null;
  }

  private add(row: Row): number {
    const { doc, text } = this.source.docOf(row, this.shared);
    const slot = this.terms.add(text);
    this.docs[slot] = doc;
    this.live.set(doc.id, slot);
    return slot;
  }

  /** Each order's live slots: the still-live ones in their order, merged with the added ones. */
  private reorder(added: number[]) {
    const orders = new Map<Order, { slots: number[]; rank: Int32Array }>();
    for (const [name, compare] of Object.entries(this.source.orders) as [Order, (a: Doc, b: Doc) => number][]) {
      const kept = (this.orders.get(name)?.slots ?? []).filter((slot) => this.live.get(this.docs[slot]!.id) === slot);
      const bySlot = (a: number, b: number) =>
        compare(this.docs[a]!, this.docs[b]!) || byId(this.docs[a]!, this.docs[b]!);
      const fresh = [...added].sort(bySlot);
      const slots: number[] = [];
      let i = 0;
      let j = 0;
      while (i < kept.length || j < fresh.length) {
        if (j >= fresh.length || (i < kept.length && bySlot(kept[i]!, fresh[j]!) <= 0)) slots.push(kept[i++]!);
        else slots.push(fresh[j++]!);
      }
      const rank = new Int32Array(this.terms.size).fill(-1);
      slots.forEach((slot, place) => {
        rank[slot] = place;
      });
      orders.set(name, { slots, rank });
    }
    this.orders = orders;
  }
}

const Changed = z.object({ changed: z.boolean() });

/** What every read of changes starts with: where the next read starts, and the ids deleted since. */
const ReadHead = z.object({ xmin: z.string(), removed: z.string() });

/** A changed row's id and stamp, which the index reads before the rest of the row. */
const Stamp = ChangedRow.pick({ id: true, xid: true });

const byId = (a: LiveDoc, b: LiveDoc) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
